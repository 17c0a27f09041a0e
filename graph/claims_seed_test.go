package graph_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/corroborate/corroborate"
	"github.com/corroborate/corroborate/claims"
	"github.com/corroborate/corroborate/graph"
	"github.com/corroborate/corroborate/ingest/dates"
	"github.com/corroborate/corroborate/ingest/extract"
	"github.com/corroborate/corroborate/ingest/quantity"
	"github.com/corroborate/corroborate/ingest/quotes"
	"github.com/corroborate/corroborate/ingest/segment"
)

// seedCorpus finds the seeds: CORROBORATE_CORPUS, else ../shared/corpus/seeds beside the repo.
func seedCorpus(t testing.TB) string {
	if d := os.Getenv("CORROBORATE_CORPUS"); d != "" {
		return d
	}
	dir, _ := os.Getwd()
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			break
		}
		if filepath.Dir(dir) == dir {
			break
		}
		dir = filepath.Dir(dir)
	}
	d := filepath.Join(dir, "..", "shared", "corpus", "seeds")
	if _, err := os.Stat(d); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("seed corpus missing at %s", d)
		}
		t.Skipf("seed corpus missing at %s", d)
	}
	return d
}

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

// The checks issue 4 lists for the seeds, on the real store.
func TestSeedsInGraph(t *testing.T) {
	s := openClaims(t)
	ctx := context.Background()
	ingestSeeds(t, s)

	contested, err := s.FindClaimGroups(ctx, corroborate.ClaimFilter{Status: corroborate.Contested, Limit: 200})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]bool{"quantity:image": false, "quantity:percent:emaci": false, "event:release:document": false, "quote:this is a smoking gun": false}
	for _, g := range contested {
		if _, ok := want[g.Key]; ok {
			want[g.Key] = true
		}
	}
	for k, found := range want {
		if !found {
			t.Errorf("%s should be contested", k)
		}
	}
	corr, err := s.FindClaimGroups(ctx, corroborate.ClaimFilter{Status: corroborate.Corroborated, Limit: 200})
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]*corroborate.ClaimGroup{}
	for _, g := range corr {
		got[g.Key] = g
	}
	if g := got["quantity:detainee-victim"]; g == nil || g.Documents != 4 {
		t.Errorf("about 11,000 detainees killed should be corroborated by 4 documents: %+v", g)
	}
	if got["quantity:detainee-victim:per-day"] == nil {
		t.Error("as many as 50 bodies a day should be corroborated")
	}

	e, err := s.FindEntity(ctx, "de Silva")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(e.Name, "Desmond de Silva") || e.Documents < 4 || len(e.Roles) == 0 {
		t.Errorf("de Silva: want one entity Desmond de Silva in 000-003 with his role, got %s in %d documents, roles %v", e.Name, e.Documents, e.Roles)
	}

	p, err := s.ShortestPath(ctx, "Charles Taylor", "Bashar al-Assad")
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, n := range p.Nodes {
		names = append(names, n.Name)
	}
	t.Logf("path: %s", strings.Join(names, " → "))
	if len(p.Nodes) < 3 || !strings.Contains(strings.Join(names, "|"), "David Crane") {
		t.Errorf("path from Charles Taylor to Assad should pass through David Crane: %v", names)
	}
	for _, e := range p.Edges {
		if len(e.Evidence) == 0 {
			t.Errorf("edge %s → %s without evidence", e.From.Name, e.To.Name)
		}
	}
	_ = claims.MergeThreshold
}
