package api

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"fmt"
	"net/http"
	"net/url"
	"regexp"
	"runtime/debug"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/corroborate/corroborate"
	"github.com/gin-gonic/gin"
)

const requestIDHeader = "X-Request-ID"

// clientRequestID is what a caller's own X-Request-ID may look like to be reused; anything else
// is replaced, so the id is safe to log and echo.
var clientRequestID = regexp.MustCompile(`^[A-Za-z0-9._-]{1,64}$`)

func (s *Server) requestID(c *gin.Context) {
	id := c.GetHeader(requestIDHeader)
	if !clientRequestID.MatchString(id) {
		var b [8]byte
		_, _ = rand.Read(b[:])
		id = hex.EncodeToString(b[:])
	}
	c.Set(requestIDHeader, id)
	c.Header(requestIDHeader, id)
	c.Next()
}

func requestIDOf(c *gin.Context) string { return c.GetString(requestIDHeader) }

// recover turns a panic in a handler into a 500 with the request id; the stack goes to the log.
func (s *Server) recover(c *gin.Context) {
	defer func() {
		if v := recover(); v != nil {
			if v == http.ErrAbortHandler {
				panic(v)
			}
			s.log.Error("panic in handler", "request_id", requestIDOf(c), "path", c.Request.URL.Path,
				"panic", fmt.Sprint(v), "stack", string(debug.Stack()))
			if !c.Writer.Written() {
				s.fail(c, corroborate.Errorf(corroborate.EINTERNAL, "panic: %v", v))
			} else {
				c.Abort()
			}
		}
	}()
	c.Next()
}

// observe records the request in the metrics and logs it.
func (s *Server) observe(c *gin.Context) {
	start := time.Now()
	s.metrics.inFlight.Add(1)
	defer s.metrics.inFlight.Add(-1)
	c.Next()
	route := c.FullPath()
	if route == "" {
		route = "unmatched"
	}
	d := time.Since(start)
	status := c.Writer.Status()
	s.metrics.observe(c.Request.Method, route, status, d)
	s.log.Debug("request", "request_id", requestIDOf(c), "method", c.Request.Method, "route", route,
		"status", status, "duration_ms", d.Milliseconds(), "client", c.ClientIP())
}

// cors answers browsers from the configured origins only; with none configured it adds nothing,
// so browsers keep the same-origin rule.
func (s *Server) cors(c *gin.Context) {
	origin := c.GetHeader("Origin")
	if origin == "" || len(s.cfg.CORSOrigins) == 0 || !s.originAllowed(origin) {
		c.Next()
		return
	}
	h := c.Writer.Header()
	h.Set("Access-Control-Allow-Origin", origin)
	h.Add("Vary", "Origin")
	h.Set("Access-Control-Expose-Headers", requestIDHeader+", Retry-After")
	if c.Request.Method == http.MethodOptions && c.GetHeader("Access-Control-Request-Method") != "" {
		h.Set("Access-Control-Allow-Methods", "GET, POST, DELETE, OPTIONS")
		h.Set("Access-Control-Allow-Headers", "Authorization, Content-Type, "+requestIDHeader)
		h.Set("Access-Control-Max-Age", "600")
		c.AbortWithStatus(http.StatusNoContent)
		return
	}
	c.Next()
}

func (s *Server) originAllowed(origin string) bool {
	for _, o := range s.cfg.CORSOrigins {
		if o == "*" || strings.EqualFold(o, origin) {
			return true
		}
	}
	return false
}

// Bounds on a query string: whatever a handler reads from it is valid UTF-8 without NULs and of
// bounded size, so no store ever sees bytes it would choke on.
const (
	maxQueryBytes = 4096
	maxParamBytes = 1024
)

func (s *Server) checkQuery(c *gin.Context) {
	raw := c.Request.URL.RawQuery
	if raw == "" {
		c.Next()
		return
	}
	if len(raw) > maxQueryBytes {
		s.fail(c, &httpError{http.StatusRequestURITooLong, corroborate.ETOOLARGE,
			fmt.Sprintf("query string: %d bytes, at most %d allowed", len(raw), maxQueryBytes)})
		return
	}
	values, err := url.ParseQuery(raw)
	if err != nil {
		s.fail(c, malformed("query string: %v", err))
		return
	}
	for k, vs := range values {
		for _, v := range append(vs, k) {
			if !utf8.ValidString(v) || strings.ContainsRune(v, 0) {
				s.fail(c, malformed("query string: parameter %q is not valid UTF-8 text", strings.ToValidUTF8(k, "?")))
				return
			}
			if len(v) > maxParamBytes {
				s.fail(c, invalid("%s: %d bytes, at most %d allowed", k, len(v), maxParamBytes))
				return
			}
		}
	}
	c.Next()
}

// rateLimit gives each client a token bucket; an empty bucket is a 429 with Retry-After.
func (s *Server) rateLimit(c *gin.Context) {
	if s.limiter == nil {
		c.Next()
		return
	}
	ok, wait := s.limiter.allow(c.ClientIP())
	if !ok {
		secs := int(wait/time.Second) + 1
		c.Header("Retry-After", strconv.Itoa(secs))
		s.fail(c, &httpError{http.StatusTooManyRequests, codeRateLimited,
			fmt.Sprintf("too many requests from this client; retry in %d s", secs)})
		return
	}
	c.Next()
}

// limitBody refuses a declared oversize body before reading a byte of it, and caps an undeclared
// (chunked) one as it is read.
func (s *Server) limitBody(c *gin.Context) {
	max := s.cfg.MaxBodyBytes
	if c.Request.ContentLength > max {
		s.fail(c, corroborate.Errorf(corroborate.ETOOLARGE, "request body: %s is over the %s limit",
			humanBytes(c.Request.ContentLength), humanBytes(max)))
		return
	}
	if c.Request.Body != nil && c.Request.Body != http.NoBody {
		c.Request.Body = http.MaxBytesReader(c.Writer, c.Request.Body, max)
	}
	c.Next()
}

// readTimeout bounds a read request's work.
func (s *Server) readTimeout(c *gin.Context) {
	ctx, cancel := context.WithTimeout(c.Request.Context(), s.cfg.RequestTimeout)
	defer cancel()
	c.Request = c.Request.WithContext(ctx)
	c.Next()
}

// bearer returns the token of an "Authorization: Bearer <token>" header, "" when there is none.
func bearer(c *gin.Context) string {
	h := c.GetHeader("Authorization")
	const prefix = "bearer "
	if len(h) > len(prefix) && strings.EqualFold(h[:len(prefix)], prefix) {
		return strings.TrimSpace(h[len(prefix):])
	}
	return ""
}

// sameToken compares in constant time; hashing first hides the length of the secret too.
func sameToken(given, want string) bool {
	if given == "" || want == "" {
		return false
	}
	a, b := sha256.Sum256([]byte(given)), sha256.Sum256([]byte(want))
	return subtle.ConstantTimeCompare(a[:], b[:]) == 1
}

func (s *Server) unauthorized(c *gin.Context, msg string) {
	c.Header("WWW-Authenticate", `Bearer realm="corroborate"`)
	s.fail(c, corroborate.Errorf(corroborate.EUNAUTHORIZED, "%s", msg))
}

// authWrite lets a write through only with the write token. With no token configured, writes
// are disabled outright.
func (s *Server) authWrite(c *gin.Context) {
	if s.cfg.Token == "" {
		s.fail(c, &httpError{http.StatusForbidden, codeForbidden,
			"writes are disabled on this server: start it with CORROBORATE_API_TOKEN set"})
		return
	}
	tok := bearer(c)
	switch {
	case tok == "":
		s.unauthorized(c, "writes need an Authorization: Bearer token")
	case sameToken(tok, s.cfg.Token):
		c.Next()
	case sameToken(tok, s.cfg.ReadToken):
		s.fail(c, &httpError{http.StatusForbidden, codeForbidden, "the read token cannot be used to write"})
	default:
		s.unauthorized(c, "wrong bearer token")
	}
}

// authRead checks the read token when one is configured; the write token reads too.
func (s *Server) authRead(c *gin.Context) {
	if s.cfg.ReadToken == "" {
		c.Next()
		return
	}
	tok := bearer(c)
	switch {
	case tok == "":
		s.unauthorized(c, "reads need an Authorization: Bearer token")
	case sameToken(tok, s.cfg.ReadToken) || sameToken(tok, s.cfg.Token):
		c.Next()
	default:
		s.unauthorized(c, "wrong bearer token")
	}
}

func humanBytes(n int64) string {
	switch {
	case n >= 1<<20:
		return strconv.FormatFloat(float64(n)/(1<<20), 'f', -1, 64) + " MB"
	case n >= 1<<10:
		return strconv.FormatFloat(float64(n)/(1<<10), 'f', 1, 64) + " KB"
	}
	return strconv.FormatInt(n, 10) + " bytes"
}
