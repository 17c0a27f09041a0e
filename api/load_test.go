package api

import (
	"fmt"
	"io"
	"net/http"
	"net/url"
	"sort"
	"sync"
	"testing"
	"time"

	"github.com/corroborate/corroborate"
)

// TestLoad runs 32 concurrent clients for 10 s against the GET endpoints over loopback, on the
// real store and index with the seeds ingested, and asserts that no request got a 5xx. Latency
// percentiles are logged, not asserted: they depend on the machine.
func TestLoad(t *testing.T) {
	e := newEnv(t, Config{RateLimit: -1})
	e.ingestSeeds()
	var docs struct {
		Documents []corroborate.Document `json:"documents"`
	}
	e.getJSON("/api/v1/documents", 200, &docs)
	var ents struct {
		Entities []corroborate.EntitySummary `json:"entities"`
	}
	e.getJSON("/api/v1/entities?limit=20", 200, &ents)
	if len(docs.Documents) == 0 || len(ents.Entities) == 0 {
		t.Fatal("nothing to load")
	}
	var paths []string
	for i, d := range docs.Documents {
		paths = append(paths, "/api/v1/documents/"+d.ID)
		if i < len(ents.Entities) {
			en := ents.Entities[i]
			paths = append(paths, "/api/v1/entities/"+en.ID,
				"/api/v1/entities?q="+url.QueryEscape(en.Name[:min(3, len(en.Name))]),
				"/api/v1/search?facets=true&q="+url.QueryEscape(en.Name))
		}
	}
	paths = append(paths, "/api/v1/documents?limit=10", "/api/v1/claims", "/api/v1/search?q=%22security+council%22", "/healthz")

	const clients = 32
	const duration = 10 * time.Second
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: clients, MaxConnsPerHost: clients}, Timeout: 30 * time.Second}
	var mu sync.Mutex
	var lat []time.Duration
	statuses := map[int]int{}
	failures := map[string]int{}
	deadline := time.Now().Add(duration)
	var wg sync.WaitGroup
	for c := 0; c < clients; c++ {
		wg.Add(1)
		go func(c int) {
			defer wg.Done()
			var mine []time.Duration
			mineSt := map[int]int{}
			for i := c; time.Now().Before(deadline); i++ {
				p := paths[i%len(paths)]
				start := time.Now()
				resp, err := client.Get(e.srv.URL + p)
				if err != nil {
					mu.Lock()
					failures[err.Error()]++
					mu.Unlock()
					continue
				}
				io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
				mine = append(mine, time.Since(start))
				mineSt[resp.StatusCode]++
				if resp.StatusCode >= 500 {
					mu.Lock()
					failures[fmt.Sprintf("%d %s", resp.StatusCode, p)]++
					mu.Unlock()
				}
			}
			mu.Lock()
			lat = append(lat, mine...)
			for k, v := range mineSt {
				statuses[k] += v
			}
			mu.Unlock()
		}(c)
	}
	wg.Wait()
	sort.Slice(lat, func(i, j int) bool { return lat[i] < lat[j] })
	pct := func(p float64) time.Duration {
		if len(lat) == 0 {
			return 0
		}
		return lat[min(len(lat)-1, int(float64(len(lat))*p))]
	}
	t.Logf("load: %d clients, %s, %d requests (%.0f/s), statuses %v", clients, duration, len(lat), float64(len(lat))/duration.Seconds(), statuses)
	t.Logf("latency: p50 %s, p90 %s, p99 %s, max %s", pct(0.50), pct(0.90), pct(0.99), pct(1))
	if len(failures) > 0 {
		t.Errorf("failures under load: %v", failures)
	}
	if len(lat) == 0 {
		t.Error("no request completed")
	}
}
