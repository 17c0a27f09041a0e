package api

import (
	"fmt"
	"io"
	"math"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/gin-gonic/gin"
)

// buckets are the upper bounds, in seconds, of the latency histogram.
var buckets = []float64{0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10}

// metrics are written by hand in the Prometheus text format (version 0.0.4): a handful of
// counters and one histogram do not justify a client library.
type metrics struct {
	mu       sync.Mutex
	requests map[requestKey]uint64
	latency  map[routeKey]*histogram
	ingest   map[string]uint64 // documents by ingest status
	deletes  uint64
	inFlight atomic.Int64
}

type requestKey struct {
	method, route string
	status        int
}

type routeKey struct{ method, route string }

type histogram struct {
	counts []uint64 // per bucket, not cumulative
	sum    float64
	count  uint64
}

func newMetrics() *metrics {
	return &metrics{requests: map[requestKey]uint64{}, latency: map[routeKey]*histogram{}, ingest: map[string]uint64{}}
}

func (m *metrics) observe(method, route string, status int, d time.Duration) {
	secs := d.Seconds()
	m.mu.Lock()
	defer m.mu.Unlock()
	m.requests[requestKey{method, route, status}]++
	h := m.latency[routeKey{method, route}]
	if h == nil {
		h = &histogram{counts: make([]uint64, len(buckets)+1)}
		m.latency[routeKey{method, route}] = h
	}
	i := sort.SearchFloat64s(buckets, secs) // first bound >= secs
	h.counts[i]++
	h.sum += secs
	h.count++
}

func (m *metrics) ingested(status string) {
	m.mu.Lock()
	m.ingest[status]++
	m.mu.Unlock()
}

func (m *metrics) deleted() {
	m.mu.Lock()
	m.deletes++
	m.mu.Unlock()
}

// write renders every metric, series sorted so that output is stable.
func (m *metrics) write(w io.Writer) {
	m.mu.Lock()
	defer m.mu.Unlock()

	fmt.Fprintln(w, "# HELP corroborate_http_requests_total HTTP requests by method, route and status.")
	fmt.Fprintln(w, "# TYPE corroborate_http_requests_total counter")
	reqKeys := make([]requestKey, 0, len(m.requests))
	for k := range m.requests {
		reqKeys = append(reqKeys, k)
	}
	sort.Slice(reqKeys, func(i, j int) bool {
		a, b := reqKeys[i], reqKeys[j]
		if a.route != b.route {
			return a.route < b.route
		} else if a.method != b.method {
			return a.method < b.method
		}
		return a.status < b.status
	})
	for _, k := range reqKeys {
		fmt.Fprintf(w, "corroborate_http_requests_total{method=%s,route=%s,status=\"%d\"} %d\n",
			label(k.method), label(k.route), k.status, m.requests[k])
	}

	fmt.Fprintln(w, "# HELP corroborate_http_request_duration_seconds HTTP request latency by method and route.")
	fmt.Fprintln(w, "# TYPE corroborate_http_request_duration_seconds histogram")
	latKeys := make([]routeKey, 0, len(m.latency))
	for k := range m.latency {
		latKeys = append(latKeys, k)
	}
	sort.Slice(latKeys, func(i, j int) bool {
		if latKeys[i].route != latKeys[j].route {
			return latKeys[i].route < latKeys[j].route
		}
		return latKeys[i].method < latKeys[j].method
	})
	for _, k := range latKeys {
		h := m.latency[k]
		labels := "method=" + label(k.method) + ",route=" + label(k.route)
		var cum uint64
		for i, le := range buckets {
			cum += h.counts[i]
			fmt.Fprintf(w, "corroborate_http_request_duration_seconds_bucket{%s,le=\"%s\"} %d\n", labels, formatFloat(le), cum)
		}
		fmt.Fprintf(w, "corroborate_http_request_duration_seconds_bucket{%s,le=\"+Inf\"} %d\n", labels, h.count)
		fmt.Fprintf(w, "corroborate_http_request_duration_seconds_sum{%s} %s\n", labels, formatFloat(h.sum))
		fmt.Fprintf(w, "corroborate_http_request_duration_seconds_count{%s} %d\n", labels, h.count)
	}

	fmt.Fprintln(w, "# HELP corroborate_http_requests_in_flight Requests being served now.")
	fmt.Fprintln(w, "# TYPE corroborate_http_requests_in_flight gauge")
	fmt.Fprintf(w, "corroborate_http_requests_in_flight %d\n", m.inFlight.Load())

	fmt.Fprintln(w, "# HELP corroborate_ingest_documents_total Documents posted to the API, by ingest status.")
	fmt.Fprintln(w, "# TYPE corroborate_ingest_documents_total counter")
	for _, st := range []string{"ingested", "unchanged", "failed"} {
		fmt.Fprintf(w, "corroborate_ingest_documents_total{status=%s} %d\n", label(st), m.ingest[st])
	}
	fmt.Fprintln(w, "# HELP corroborate_documents_deleted_total Documents deleted through the API.")
	fmt.Fprintln(w, "# TYPE corroborate_documents_deleted_total counter")
	fmt.Fprintf(w, "corroborate_documents_deleted_total %d\n", m.deletes)
}

// label quotes a label value as the text format wants: backslash, quote and newline escaped.
func label(v string) string {
	r := strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", `\n`)
	return `"` + r.Replace(v) + `"`
}

func formatFloat(f float64) string {
	if math.IsInf(f, 1) {
		return "+Inf"
	}
	return strconv.FormatFloat(f, 'g', -1, 64)
}

func (s *Server) serveMetrics(c *gin.Context) {
	c.Header("Content-Type", "text/plain; version=0.0.4; charset=utf-8")
	c.Status(200)
	s.metrics.write(c.Writer)
}
