package main_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/corroborate/corroborate/internal/corpus"
	"github.com/corroborate/corroborate/internal/neo4jtest"
)

type claimGroup struct {
	ID, Key, Kind, Status string
	Documents             int
	IndependentOrigins    int `json:"independent_origins"`
	Variants              []struct {
		Value, Qualifier, Speaker string
		Statements                []struct {
			Path, Text   string
			Start, End   int
			AttributedTo string `json:"attributed_to"`
		}
	}
}

// The seeds disagree on who said "smoking gun", on the share of emaciated bodies, on the number
// of photographs and on the release day; the CLI must show each as contested with every variant.
func TestClaimsEntityPathOnTheSeeds(t *testing.T) {
	neo4jtest.Open(t)
	data := t.TempDir()
	if r := run(t, data, nil, "ingest", corpus.Dir(t)); r.code != 0 {
		t.Fatalf("ingest: %d %s", r.code, r.stderr)
	}

	r := run(t, data, nil, "claims", "--json", "--status", "contested")
	var out struct{ Claims []claimGroup }
	decode(t, r.stdout, &out)
	var speakers, share, images *claimGroup
	for i, g := range out.Claims {
		if g.Status != "contested" {
			t.Errorf("--status contested returned %s %s", g.Status, g.Key)
		}
		switch {
		case strings.HasPrefix(g.Key, "quote:") && strings.Contains(g.Key, "smoking gun"):
			speakers = &out.Claims[i]
		case strings.HasPrefix(g.Key, "quantity:percent"):
			share = &out.Claims[i]
		case strings.HasPrefix(g.Key, "quantity:image"):
			images = &out.Claims[i]
		}
	}
	if speakers == nil || share == nil || images == nil {
		t.Fatalf("missing contested groups (quote %v, percent %v, images %v) in %d groups", speakers != nil, share != nil, images != nil, len(out.Claims))
	}
	if len(speakers.Variants) < 2 {
		t.Errorf("smoking gun quote has %d variants, want one per speaker", len(speakers.Variants))
	}
	docs := map[string]bool{}
	for _, v := range images.Variants {
		for _, s := range v.Statements {
			docs[filepath.Base(s.Path)[:3]] = true
			if s.Text == "" || s.End <= s.Start {
				t.Errorf("statement without span: %+v", s)
			}
		}
	}
	if !docs["000"] || !docs["001"] || !docs["002"] || len(images.Variants) < 3 {
		t.Errorf("image-count variants %d from %v", len(images.Variants), docs)
	}

	r = run(t, data, nil, "entity", "--json", "de Silva")
	var e struct {
		Name, Type string
		Documents  int
		Roles      []struct{ Title string }
	}
	decode(t, r.stdout, &e)
	if !strings.Contains(e.Name, "Desmond de Silva") || e.Type != "PERSON" || e.Documents < 4 || len(e.Roles) == 0 {
		t.Errorf("entity de Silva = %+v", e)
	}

	r = run(t, data, nil, "path", "--json", "Charles Taylor", "Bashar al-Assad")
	var p struct {
		Edges []struct {
			From, To struct{ Name string }
			Evidence []struct{ Text string }
		}
	}
	decode(t, r.stdout, &p)
	if len(p.Edges) < 2 {
		t.Fatalf("path has %d edges: %s", len(p.Edges), r.stdout)
	}
	through := false
	for _, ed := range p.Edges {
		if len(ed.Evidence) == 0 {
			t.Errorf("edge %s → %s without evidence", ed.From.Name, ed.To.Name)
		}
		if ed.To.Name == "David Crane" {
			through = true
		}
	}
	if !through {
		t.Errorf("path does not go through David Crane: %s", r.stdout)
	}

	if r := run(t, data, nil, "claims", "--status", "disputed"); r.code != 2 {
		t.Errorf("bad --status: exit %d", r.code)
	}
	if r := run(t, data, nil, "entity", "Nobody Atall"); r.code == 0 || !strings.Contains(r.stderr, "Nobody Atall") {
		t.Errorf("unknown entity: exit %d %s", r.code, r.stderr)
	}
}
