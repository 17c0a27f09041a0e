package api

import (
	"context"
	"net/http"
	"time"

	"github.com/corroborate/corroborate"
	"github.com/gin-gonic/gin"
)

// healthTimeout bounds the checks: a hung store must not hang the probe.
const healthTimeout = 3 * time.Second

// health answers 200 when every store answers, 503 naming the ones that do not.
func (s *Server) health(c *gin.Context) {
	if s.deps.Health == nil {
		s.fail(c, unavailable("health checking"))
		return
	}
	ctx, cancel := context.WithTimeout(c.Request.Context(), healthTimeout)
	defer cancel()
	checks := map[string]string{}
	status := http.StatusOK
	for name, err := range s.deps.Health(ctx) {
		if err != nil {
			status = http.StatusServiceUnavailable
			checks[name] = corroborate.ErrorMessage(err)
			s.log.Warn("health check failed", "check", name, "err", err.Error())
			continue
		}
		checks[name] = "ok"
	}
	overall := "ok"
	if status != http.StatusOK {
		overall = "unavailable"
	}
	c.JSON(status, gin.H{"status": overall, "checks": checks})
}
