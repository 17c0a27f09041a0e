package api

import (
	"archive/zip"
	"bytes"
	"encoding/json"
	"encoding/xml"
	"net/url"
	"strings"
	"testing"

	"github.com/corroborate/corroborate"
)

// TestReadEndpoints ingests the seeds once and walks every read endpoint's happy path.
func TestReadEndpoints(t *testing.T) {
	e := newEnv(t, Config{RateLimit: -1})
	results := e.ingestSeeds()
	if len(results) < 5 {
		t.Fatalf("ingested %d seed documents", len(results))
	}

	t.Run("healthz", func(t *testing.T) {
		var h struct {
			Status string            `json:"status"`
			Checks map[string]string `json:"checks"`
		}
		e.getJSON("/healthz", 200, &h)
		if h.Status != "ok" || h.Checks["neo4j"] != "ok" || h.Checks["index"] != "ok" {
			t.Errorf("health = %+v", h)
		}
	})

	var docs struct {
		Documents []corroborate.Document `json:"documents"`
		Total     int                    `json:"total"`
	}
	t.Run("documents", func(t *testing.T) {
		e.getJSON("/api/v1/documents", 200, &docs)
		if docs.Total != len(results) || len(docs.Documents) != len(results) {
			t.Fatalf("total %d, %d listed, ingested %d", docs.Total, len(docs.Documents), len(results))
		}
		var page struct {
			Documents []corroborate.Document `json:"documents"`
			Total     int                    `json:"total"`
		}
		e.getJSON("/api/v1/documents?limit=2&offset=1", 200, &page)
		if page.Total != docs.Total || len(page.Documents) != 2 || page.Documents[0].ID != docs.Documents[1].ID {
			t.Errorf("page = %+v", page)
		}
		// Filtering by the source of the first dated document returns only that source's.
		var src string
		for _, d := range docs.Documents {
			if d.Source != "" {
				src = d.Source
				break
			}
		}
		if src != "" {
			var bySource struct {
				Documents []corroborate.Document `json:"documents"`
			}
			e.getJSON("/api/v1/documents?source="+url.QueryEscape(src), 200, &bySource)
			if len(bySource.Documents) == 0 {
				t.Errorf("source %q: nothing", src)
			}
			for _, d := range bySource.Documents {
				if d.Source != src {
					t.Errorf("source filter %q returned %q", src, d.Source)
				}
			}
		}
		var none struct {
			Total int `json:"total"`
		}
		e.getJSON("/api/v1/documents?from=2999", 200, &none)
		if none.Total != 0 {
			t.Errorf("from=2999: total %d", none.Total)
		}
	})

	t.Run("document", func(t *testing.T) {
		id := docs.Documents[0].ID
		var d struct {
			corroborate.Document
			Body string `json:"body"`
		}
		e.getJSON("/api/v1/documents/"+id, 200, &d)
		if d.ID != id || d.Body == "" || len(d.Passages) == 0 || d.Extraction == nil || len(d.Extraction.Entities) == 0 {
			t.Fatalf("document = id %q, %d bytes body, %d passages, extraction %v", d.ID, len(d.Body), len(d.Passages), d.Extraction != nil)
		}
		// Every offset highlights exactly its text in the body.
		for _, en := range d.Extraction.Entities {
			for _, m := range en.Mentions {
				if m.End > len(d.Body) || d.Body[m.Start:m.End] != m.Text {
					t.Errorf("mention %+v of %s does not match the body", m, en.Name)
				}
			}
		}
		for _, q := range d.Extraction.Quantities {
			if d.Body[q.Start:q.End] != q.Text {
				t.Errorf("quantity %+v does not match the body", q)
			}
		}
		for _, p := range d.Passages {
			if d.Body[p.Start:p.End] != p.Text {
				t.Errorf("passage %s does not match the body", p.ID)
			}
		}
	})

	var entities struct {
		Entities []corroborate.EntitySummary `json:"entities"`
	}
	t.Run("entities", func(t *testing.T) {
		e.getJSON("/api/v1/entities?limit=50", 200, &entities)
		if len(entities.Entities) == 0 {
			t.Fatal("no entities")
		}
		top := entities.Entities[0]
		// Searching by part of the top entity's name, in another case, finds it.
		word := strings.Fields(top.Name)[0]
		var found struct {
			Entities []corroborate.EntitySummary `json:"entities"`
		}
		e.getJSON("/api/v1/entities?q="+url.QueryEscape(strings.ToUpper(word))+"&type="+string(top.Type), 200, &found)
		ok := false
		for _, x := range found.Entities {
			ok = ok || x.ID == top.ID
			if x.Type != top.Type {
				t.Errorf("type filter %s returned %+v", top.Type, x)
			}
		}
		if !ok {
			t.Errorf("q=%s did not find %+v", word, top)
		}
	})

	t.Run("entity", func(t *testing.T) {
		top := entities.Entities[0]
		for _, key := range []string{top.ID, top.Name} {
			var d corroborate.EntityDetail
			e.getJSON("/api/v1/entities/"+url.PathEscape(key), 200, &d)
			if d.ID != top.ID || len(d.DocRefs) != top.Documents || d.Claims == nil {
				t.Errorf("entity %q = %+v", key, d.EntitySummary)
			}
		}
		var n struct {
			Edges []corroborate.Edge `json:"edges"`
		}
		e.getJSON("/api/v1/entities/"+top.ID+"/neighbours?limit=5", 200, &n)
		if len(n.Edges) > 5 {
			t.Errorf("neighbours: %d edges, limit 5", len(n.Edges))
		}
	})

	t.Run("claims", func(t *testing.T) {
		var all struct {
			Claims []corroborate.ClaimGroup `json:"claims"`
		}
		e.getJSON("/api/v1/claims?limit=500", 200, &all)
		if len(all.Claims) == 0 {
			t.Fatal("the seeds gave no claim groups")
		}
		g0 := all.Claims[0]
		var cs struct {
			Claims []corroborate.ClaimGroup `json:"claims"`
		}
		e.getJSON("/api/v1/claims?status="+string(g0.Status)+"&kind="+string(g0.Kind), 200, &cs)
		if len(cs.Claims) == 0 {
			t.Errorf("filtering by the first group's status and kind found nothing")
		}
		for _, g := range cs.Claims {
			if g.Status != g0.Status || g.Kind != g0.Kind {
				t.Errorf("filter %s/%s returned %+v", g0.Status, g0.Kind, g)
			}
			var one corroborate.ClaimGroup
			e.getJSON("/api/v1/claims/"+g.ID, 200, &one)
			if one.ID != g.ID {
				t.Errorf("claim %s = %+v", g.ID, one)
			}
		}
	})

	t.Run("paths and timeline", func(t *testing.T) {
		if len(entities.Entities) < 2 {
			t.Fatal("the seeds gave fewer than two entities")
		}
		a, b := entities.Entities[0], entities.Entities[1]
		resp, body := e.do("GET", "/api/v1/paths?from="+a.ID+"&to="+b.ID, nil)
		if resp.StatusCode != 200 && resp.StatusCode != 404 {
			t.Errorf("paths: %d %s", resp.StatusCode, body)
		}
		var tl struct {
			Entries []corroborate.TimelineEntry `json:"entries"`
		}
		e.getJSON("/api/v1/timeline", 200, &tl)
		e.getJSON("/api/v1/timeline?about="+url.QueryEscape(a.Name), 200, &tl)
	})

	t.Run("search", func(t *testing.T) {
		top := entities.Entities[0]
		var res corroborate.SearchResult
		e.getJSON("/api/v1/search?facets=true&size=5&q="+url.QueryEscape(`"`+top.Name+`"`), 200, &res)
		if res.Total == 0 || len(res.Hits) == 0 || len(res.Hits) > 5 {
			t.Fatalf("search for %q: total %d, %d hits", top.Name, res.Total, len(res.Hits))
		}
		h := res.Hits[0]
		if h.DocumentID == "" || h.PassageID == "" || h.End <= h.Start || len(h.Fragments) == 0 || !strings.Contains(h.Fragments[0], "<mark>") {
			t.Errorf("hit = %+v", h)
		}
		if len(res.Facets["entity"]) == 0 || len(res.Facets["type"]) == 0 {
			t.Errorf("facets = %v", res.Facets)
		}
		var page2 corroborate.SearchResult
		e.getJSON("/api/v1/search?size=1&offset=1&q="+url.QueryEscape(`"`+top.Name+`"`), 200, &page2)
		if res.Total > 1 && (len(page2.Hits) != 1 || page2.Hits[0].PassageID != res.Hits[1].PassageID) {
			t.Errorf("offset 1 = %+v, want the second hit %s", page2.Hits, res.Hits[1].PassageID)
		}
	})

	t.Run("export", func(t *testing.T) {
		resp, body := e.do("GET", "/api/v1/export?format=json", nil)
		var g struct {
			Nodes         []json.RawMessage `json:"nodes"`
			Relationships []json.RawMessage `json:"relationships"`
		}
		if resp.StatusCode != 200 || json.Unmarshal(body, &g) != nil || len(g.Nodes) == 0 || len(g.Relationships) == 0 {
			t.Fatalf("json export: %d, %d bytes", resp.StatusCode, len(body))
		}
		resp, body = e.do("GET", "/api/v1/export?format=graphml", nil)
		if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "application/graphml+xml" || xml.Unmarshal(body, new(struct{})) != nil {
			t.Errorf("graphml export: %d %q", resp.StatusCode, resp.Header.Get("Content-Type"))
		}
		resp, body = e.do("GET", "/api/v1/export?format=csv", nil)
		zr, err := zip.NewReader(bytes.NewReader(body), int64(len(body)))
		if resp.StatusCode != 200 || err != nil || len(zr.File) < 3 || !strings.Contains(resp.Header.Get("Content-Disposition"), ".zip") {
			t.Errorf("csv export: %d, %v", resp.StatusCode, err)
		}
	})

	t.Run("metrics", func(t *testing.T) {
		resp, body := e.do("GET", "/metrics", nil)
		text := string(body)
		if resp.StatusCode != 200 || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/plain; version=0.0.4") {
			t.Fatalf("metrics: %d %q", resp.StatusCode, resp.Header.Get("Content-Type"))
		}
		for _, want := range []string{
			`corroborate_http_requests_total{method="GET",route="/api/v1/documents/:id",status="200"} 1`,
			`corroborate_http_request_duration_seconds_bucket{method="GET",route="/api/v1/search",le="+Inf"}`,
			`corroborate_ingest_documents_total{status="ingested"} 0`,
			"# TYPE corroborate_http_request_duration_seconds histogram",
		} {
			if !strings.Contains(text, want) {
				t.Errorf("metrics lack %q", want)
			}
		}
	})
}
