package graph_test

import (
	"context"
	"encoding/json"
	"fmt"
	"github.com/corroborate/corroborate/internal/corpus"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"testing"

	"github.com/corroborate/corroborate"
	"github.com/corroborate/corroborate/graph"
	"github.com/corroborate/corroborate/ingest/dates"
	"github.com/corroborate/corroborate/ingest/extract"
	"github.com/corroborate/corroborate/ingest/quantity"
	"github.com/corroborate/corroborate/ingest/quotes"
	"github.com/corroborate/corroborate/ingest/segment"
)

// seedCorpus is the seed folder (see internal/corpus).
func seedCorpus(t testing.TB) string { return corpus.Dir(t) }

// seedDoc runs the real extraction stages on one body, without metadata.
func seedDoc(id, path, body string) *corroborate.Document {
	d := &corroborate.Document{ID: id, Path: path, SHA256: id, Body: body}
	spans := segment.Sentences(body)
	for i, sp := range spans {
		d.Passages = append(d.Passages, corroborate.Passage{ID: fmt.Sprintf("%s:%d", id, i), DocumentID: id,
			Index: i, Start: sp.Start, End: sp.End, Text: body[sp.Start:sp.End]})
	}
	ents := extract.Entities(body, spans)
	d.Extraction = &corroborate.Extraction{Entities: ents, Quantities: quantity.Extract(body),
		Dates: dates.Extract(body, ""), Quotes: quotes.Extract(body, spans, ents)}
	return d
}

func ingestSeeds(t testing.TB, s *graph.Store) {
	paths, _ := filepath.Glob(filepath.Join(seedCorpus(t), "*.txt"))
	sort.Strings(paths)
	if len(paths) != 5 {
		t.Fatalf("want 5 seeds, got %d", len(paths))
	}
	for _, p := range paths {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		d := seedDoc("seed-"+filepath.Base(p)[:3], filepath.Base(p), string(b))
		store(t, s, &cdoc{t: t, doc: d})
	}
}

// seedChecks are the expectations of claims/testdata/seed_checks.json.
type seedChecks struct {
	Groups []struct {
		What, Kind, KeyPrefix, KeyContains, Status string
		KeyExact                                   bool
		Documents                                  []string
	}
	Entity struct {
		Query, NameContains string
		MinDocuments        int
	}
	Path struct{ From, To, Through string }
}

func loadSeedChecks(t testing.TB) seedChecks {
	_, file, _, _ := runtime.Caller(0)
	b, err := os.ReadFile(filepath.Join(filepath.Dir(file), "..", "claims", "testdata", "seed_checks.json"))
	if err != nil {
		t.Fatal(err)
	}
	// The file uses snake_case; map it onto the struct's fields.
	var raw map[string]any
	if err := json.Unmarshal(b, &raw); err != nil {
		t.Fatal(err)
	}
	var c seedChecks
	for _, x := range raw["groups"].([]any) {
		m := x.(map[string]any)
		g := struct {
			What, Kind, KeyPrefix, KeyContains, Status string
			KeyExact                                   bool
			Documents                                  []string
		}{What: jstr(m, "what"), Kind: jstr(m, "kind"), KeyPrefix: jstr(m, "key_prefix"), KeyContains: jstr(m, "key_contains"), Status: jstr(m, "status")}
		g.KeyExact, _ = m["key_exact"].(bool)
		for _, d := range m["documents"].([]any) {
			g.Documents = append(g.Documents, d.(string))
		}
		c.Groups = append(c.Groups, g)
	}
	e := raw["entity"].(map[string]any)
	c.Entity.Query, c.Entity.NameContains = jstr(e, "query"), jstr(e, "name_contains")
	c.Entity.MinDocuments = int(e["min_documents"].(float64))
	p := raw["path"].(map[string]any)
	c.Path.From, c.Path.To, c.Path.Through = jstr(p, "from"), jstr(p, "to"), jstr(p, "through")
	return c
}

func jstr(m map[string]any, k string) string { v, _ := m[k].(string); return v }

// The checks issue 4 lists for the seeds, on the real store (claims/testdata/seed_checks.json).
func TestSeedsInGraph(t *testing.T) {
	st := openClaims(t)
	ctx := context.Background()
	ingestSeeds(t, st)
	checks := loadSeedChecks(t)

	all, err := st.FindClaimGroups(ctx, corroborate.ClaimFilter{Limit: 1000})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range checks.Groups {
		found := false
		for _, g := range all {
			key := g.Key
			if string(g.Kind) != c.Kind || c.KeyExact && key != c.KeyPrefix ||
				!c.KeyExact && !(strings.HasPrefix(key, c.KeyPrefix) && strings.Contains(key, c.KeyContains)) {
				continue
			}
			have := map[string]bool{}
			for _, v := range g.Variants {
				for _, stt := range v.Statements {
					have[strings.TrimPrefix(stt.DocumentID, "seed-")] = true
				}
			}
			ok := true
			for _, d := range c.Documents {
				ok = ok && have[d]
			}
			if !ok {
				continue
			}
			found = true
			if string(g.Status) != c.Status {
				t.Errorf("%s: %s is %s, want %s", c.What, g.Key, g.Status, c.Status)
			}
			break
		}
		if !found {
			t.Errorf("%s: no group found", c.What)
		}
	}

	e, err := st.FindEntity(ctx, checks.Entity.Query)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(e.Name, checks.Entity.NameContains) || e.Documents < checks.Entity.MinDocuments || len(e.Roles) == 0 {
		t.Errorf("%s: got %s in %d documents, roles %v", checks.Entity.Query, e.Name, e.Documents, e.Roles)
	}

	p, err := st.ShortestPath(ctx, checks.Path.From, checks.Path.To)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, n := range p.Nodes {
		names = append(names, n.Name)
	}
	t.Logf("path: %s", strings.Join(names, " → "))
	if len(p.Nodes) < 3 || !strings.Contains(strings.Join(names, "|"), checks.Path.Through) {
		t.Errorf("path %s → %s should pass through %s: %v", checks.Path.From, checks.Path.To, checks.Path.Through, names)
	}
	for _, e := range p.Edges {
		if len(e.Evidence) == 0 {
			t.Errorf("edge %s → %s without evidence", e.From.Name, e.To.Name)
		}
	}
}
