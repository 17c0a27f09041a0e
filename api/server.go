// Package api is Corroborate's HTTP API: gin over the graph, the search index and the ingest
// pipeline, under /api/v1, with an OpenAPI 3 document, JSON errors, bearer-token auth on
// writes, a per-client rate limit, body limits and Prometheus metrics.
//
// Status codes: 400 when the request cannot be parsed (malformed JSON or multipart, a number
// that is not a number, an id with characters ids never have); 422 when it parses but a field's
// value is rejected (an unknown enum, a bad date, an out-of-range limit, a search query with a
// syntax error, an empty text); 401 missing or wrong token; 403 writes disabled or a read token
// used to write; 404, 409, 413, 415, 429, 503 (a store down or a service not configured); 500
// with a generic message and the request id, the cause logged.
package api

import (
	"context"
	"errors"
	"log/slog"
	"net"
	"net/http"
	"os/signal"
	"syscall"
	"time"

	"github.com/corroborate/corroborate"
	"github.com/gin-gonic/gin"
)

// Defaults for zero Config fields.
const (
	DefaultMaxBodyBytes    = 20 << 20
	DefaultRateLimit       = 50  // requests per second per client
	DefaultRateBurst       = 100 // requests a client may send at once
	DefaultShutdownTimeout = 30 * time.Second
	DefaultRequestTimeout  = 30 * time.Second
)

// Config tunes the server. The zero value is usable: writes refused, reads open, defaults above.
type Config struct {
	// Token is the bearer token writes need (CORROBORATE_API_TOKEN). Empty: every write is
	// refused with 403 and reads still work.
	Token string
	// ReadToken, when set, is required for reads (the write token is accepted too). /healthz,
	// /metrics and the OpenAPI document stay open.
	ReadToken string
	// RateLimit is the sustained requests per second one client (IP) may make, RateBurst the
	// bucket size. 0 takes the default; a negative RateLimit turns limiting off.
	RateLimit float64
	RateBurst int
	// TrustedProxies are the addresses whose X-Forwarded-For is believed when telling clients
	// apart; none by default, so the client is the TCP peer.
	TrustedProxies []string
	// CORSOrigins lists the origins browsers may call from ("*" for any); empty: no CORS headers.
	CORSOrigins []string
	// MaxBodyBytes bounds a request body (uploads included); default 20 MB.
	MaxBodyBytes int64
	// RequestTimeout bounds a read request's work (export excepted); default 30 s.
	RequestTimeout time.Duration
	// ShutdownTimeout bounds how long ListenAndServe waits for in-flight requests; default 30 s.
	ShutdownTimeout time.Duration
	Logger          *slog.Logger
	// Wrap, when set, wraps the API's handler: the web UI mounts itself around the API this way,
	// so both share one origin and one graceful shutdown.
	Wrap func(http.Handler) http.Handler
}

// Deps are the services the endpoints use. Any may be nil: its endpoints then answer 503.
type Deps struct {
	Documents corroborate.DocumentService
	Entities  corroborate.EntityService
	Claims    corroborate.ClaimService
	Graph     corroborate.GraphService
	Ingester  corroborate.Ingester
	Index     corroborate.SearchIndex
	// Health checks each store by name ("neo4j", "index"); a non-nil error marks it down.
	Health func(ctx context.Context) map[string]error
}

// Server is the HTTP API.
type Server struct {
	cfg     Config
	deps    Deps
	log     *slog.Logger
	engine  *gin.Engine
	metrics *metrics
	limiter *limiter
}

// New builds the server and its routes.
func New(cfg Config, deps Deps) *Server {
	if cfg.MaxBodyBytes <= 0 {
		cfg.MaxBodyBytes = DefaultMaxBodyBytes
	}
	if cfg.RateLimit == 0 {
		cfg.RateLimit = DefaultRateLimit
	}
	if cfg.RateBurst <= 0 {
		cfg.RateBurst = DefaultRateBurst
	}
	if cfg.ShutdownTimeout <= 0 {
		cfg.ShutdownTimeout = DefaultShutdownTimeout
	}
	if cfg.RequestTimeout <= 0 {
		cfg.RequestTimeout = DefaultRequestTimeout
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.Default()
	}
	s := &Server{cfg: cfg, deps: deps, log: cfg.Logger, metrics: newMetrics()}
	if cfg.RateLimit > 0 {
		s.limiter = newLimiter(cfg.RateLimit, cfg.RateBurst)
	}
	s.engine = s.routes()
	return s
}

// Handler returns the server as an http.Handler (for httptest or another mux).
func (s *Server) Handler() http.Handler {
	if s.cfg.Wrap != nil {
		return s.cfg.Wrap(s.engine)
	}
	return s.engine
}

// ListenAndServe serves on addr until ctx is cancelled or the process gets SIGTERM or SIGINT,
// then stops accepting connections and waits (up to ShutdownTimeout) for in-flight requests.
func (s *Server) ListenAndServe(ctx context.Context, addr string) error {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return corroborate.Wrap(corroborate.EUNAVAILABLE, err, "cannot listen on %s", addr)
	}
	ctx, stop := signal.NotifyContext(ctx, syscall.SIGTERM, syscall.SIGINT)
	defer stop()
	return s.Serve(ctx, ln)
}

// Serve is ListenAndServe on a listener the caller opened; it closes ln.
func (s *Server) Serve(ctx context.Context, ln net.Listener) error {
	srv := &http.Server{
		Handler:           s.Handler(),
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       5 * time.Minute, // a 20 MB upload on a slow link
		IdleTimeout:       2 * time.Minute,
		ErrorLog:          slog.NewLogLogger(s.log.Handler(), slog.LevelWarn),
	}
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	s.log.Info("api listening", "addr", ln.Addr().String(), "writes", s.cfg.Token != "")
	select {
	case err := <-errc:
		return corroborate.Wrap(corroborate.EUNAVAILABLE, err, "serving on %s", ln.Addr())
	case <-ctx.Done():
	}
	s.log.Info("api shutting down: finishing in-flight requests", "timeout", s.cfg.ShutdownTimeout)
	sctx, cancel := context.WithTimeout(context.Background(), s.cfg.ShutdownTimeout)
	defer cancel()
	if err := srv.Shutdown(sctx); err != nil {
		return corroborate.Wrap(corroborate.EINTERNAL, err, "shutdown did not finish in %s", s.cfg.ShutdownTimeout)
	}
	if err := <-errc; err != nil && !errors.Is(err, http.ErrServerClosed) {
		return corroborate.Wrap(corroborate.EINTERNAL, err, "serving on %s", ln.Addr())
	}
	return nil
}

// routes registers every endpoint. The OpenAPI document (openapi.go) lists the same routes;
// a test fails when the two disagree.
func (s *Server) routes() *gin.Engine {
	gin.SetMode(gin.ReleaseMode)
	e := gin.New()
	e.HandleMethodNotAllowed = true
	e.ContextWithFallback = true
	_ = e.SetTrustedProxies(s.cfg.TrustedProxies)
	e.Use(s.requestID, s.recover, s.observe, s.cors, s.checkQuery)
	e.NoRoute(func(c *gin.Context) {
		s.fail(c, &httpError{http.StatusNotFound, corroborate.ENOTFOUND, "no route " + c.Request.Method + " " + c.Request.URL.Path})
	})
	e.NoMethod(func(c *gin.Context) {
		s.fail(c, &httpError{http.StatusMethodNotAllowed, "method_not_allowed", c.Request.Method + " is not allowed on " + c.Request.URL.Path})
	})

	e.GET("/healthz", s.health)
	e.GET("/metrics", s.serveMetrics)

	v1 := e.Group("/api/v1", s.rateLimit, s.limitBody)
	v1.GET("/openapi.json", s.openAPI)

	read := v1.Group("", s.authRead, s.readTimeout)
	read.GET("/documents", s.listDocuments)
	read.GET("/documents/:id", s.getDocument)
	read.GET("/entities", s.listEntities)
	read.GET("/entities/:id", s.getEntity)
	read.GET("/entities/:id/neighbours", s.entityNeighbours)
	read.GET("/claims", s.listClaims)
	read.GET("/claims/:id", s.getClaim)
	read.GET("/paths", s.paths)
	read.GET("/timeline", s.timeline)
	read.GET("/search", s.search)
	v1.GET("/export", s.authRead, s.export)

	write := v1.Group("", s.authWrite)
	write.POST("/documents", s.postDocuments)
	write.DELETE("/documents/:id", s.deleteDocument)
	write.POST("/entities/merge", s.mergeEntities)
	write.POST("/entities/:id/split", s.splitEntity)
	return e
}
