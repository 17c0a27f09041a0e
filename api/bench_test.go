package api

import (
	"io"
	"net/http"
	"net/url"
	"testing"

	"github.com/corroborate/corroborate"
)

// BenchmarkSearchEndpoint measures GET /api/v1/search end to end over loopback (routing,
// middleware, bleve, JSON) on the seeds.
func BenchmarkSearchEndpoint(b *testing.B) {
	e := newEnv(b, Config{RateLimit: -1})
	e.ingestSeeds()
	var ents struct {
		Entities []corroborate.EntitySummary `json:"entities"`
	}
	e.getJSON("/api/v1/entities?limit=10", 200, &ents)
	var queries []string
	for _, en := range ents.Entities {
		queries = append(queries, "/api/v1/search?facets=true&q="+url.QueryEscape(`"`+en.Name+`"`))
	}
	queries = append(queries, "/api/v1/search?q=prison+photographs", "/api/v1/search?q=text:report")
	client := &http.Client{}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		resp, err := client.Get(e.srv.URL + queries[i%len(queries)])
		if err != nil {
			b.Fatal(err)
		}
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		if resp.StatusCode != 200 {
			b.Fatalf("status %d", resp.StatusCode)
		}
		i++
	}
}
