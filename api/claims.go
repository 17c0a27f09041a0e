package api

import (
	"net/http"

	"github.com/corroborate/corroborate"
	"github.com/gin-gonic/gin"
)

func (s *Server) listClaims(c *gin.Context) {
	if s.deps.Claims == nil {
		s.fail(c, unavailable("claims"))
		return
	}
	var f corroborate.ClaimFilter
	status, err := enumParam(c, "status", string(corroborate.Corroborated), string(corroborate.Contested), string(corroborate.SingleSource))
	if err != nil {
		s.fail(c, err)
		return
	}
	kind, err := enumParam(c, "kind", string(corroborate.QuantityClaim), string(corroborate.EventClaim), string(corroborate.QuoteClaim), string(corroborate.RoleClaim))
	if err != nil {
		s.fail(c, err)
		return
	}
	f.Status, f.Kind = corroborate.ClaimStatus(status), corroborate.ClaimKind(kind)
	if about := c.Query("about"); about != "" {
		if f.About, err = idOrName("about", about); err != nil {
			s.fail(c, err)
			return
		}
	}
	if f.Offset, err = intParam(c, "offset", 0, 0, maxOffset); err != nil {
		s.fail(c, err)
		return
	}
	if f.Limit, err = intParam(c, "limit", defaultLimit, 1, maxLimit); err != nil {
		s.fail(c, err)
		return
	}
	groups, err := s.deps.Claims.FindClaimGroups(c.Request.Context(), f)
	if err != nil {
		s.fail(c, err)
		return
	}
	if groups == nil {
		groups = []*corroborate.ClaimGroup{}
	}
	c.JSON(http.StatusOK, gin.H{"claims": groups, "offset": f.Offset, "limit": f.Limit})
}

func (s *Server) getClaim(c *gin.Context) {
	if s.deps.Claims == nil {
		s.fail(c, unavailable("claims"))
		return
	}
	id, err := pathID(c)
	if err != nil {
		s.fail(c, err)
		return
	}
	g, err := s.deps.Claims.FindClaimGroup(c.Request.Context(), id)
	if err != nil {
		s.fail(c, err)
		return
	}
	c.JSON(http.StatusOK, g)
}
