package claims

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/corroborate/corroborate"
	"github.com/corroborate/corroborate/ingest/dates"
	"github.com/corroborate/corroborate/ingest/extract"
	"github.com/corroborate/corroborate/ingest/quantity"
	"github.com/corroborate/corroborate/ingest/quotes"
	"github.com/corroborate/corroborate/ingest/segment"
	"github.com/corroborate/corroborate/internal/corpus"
)

// seedDir is the seed folder (see internal/corpus).
func seedDir(t *testing.T) string { return corpus.Dir(t) }

// seedDocuments reads the seeds and runs the real extraction stages on them, without metadata.
func seedDocuments(t *testing.T) []*corroborate.Document {
	dir := seedDir(t)
	paths, _ := filepath.Glob(filepath.Join(dir, "*.txt"))
	sort.Strings(paths)
	var docs []*corroborate.Document
	for _, p := range paths {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		body := string(b)
		id := filepath.Base(p)[:3]
		d := &corroborate.Document{ID: id, Path: filepath.Base(p), Body: body}
		spans := segment.Sentences(body)
		for i, sp := range spans {
			d.Passages = append(d.Passages, corroborate.Passage{ID: fmt.Sprintf("%s:%d", id, i), DocumentID: id,
				Index: i, Start: sp.Start, End: sp.End, Text: body[sp.Start:sp.End]})
		}
		ents := extract.Entities(body, spans)
		d.Extraction = &corroborate.Extraction{
			Entities:   ents,
			Quantities: quantity.Extract(body),
			Dates:      dates.Extract(body, ""),
			Quotes:     quotes.Extract(body, spans, ents),
		}
		docs = append(docs, d)
	}
	if len(docs) != 5 {
		t.Fatalf("want 5 seeds in %s, got %d", dir, len(docs))
	}
	return docs
}

// The checks issue 4 states for the five seeds, ingested without metadata
// (testdata/seed_checks.json).
func TestSeedGroups(t *testing.T) {
	var all []corroborate.Claim
	for _, d := range seedDocuments(t) {
		all = append(all, FromDocument(d)...)
	}
	groups := GroupAll(all)
	byKey := map[string]corroborate.ClaimGroup{}
	for _, g := range groups {
		byKey[g.Key] = g
		if testing.Verbose() {
			var vs []string
			for _, v := range g.Variants {
				var docs []string
				for _, st := range v.Statements {
					docs = append(docs, st.DocumentID+"@"+st.AttributedTo)
				}
				vs = append(vs, fmt.Sprintf("%s %s%s%s [%s]", v.Qualifier, v.Value, v.Unit, v.Speaker, strings.Join(docs, " ")))
			}
			t.Logf("%-14s %-60.60s docs=%d origins=%d | %s", g.Status, g.Key, g.Documents, g.IndependentOrigins, strings.Join(vs, " | "))
		}
	}
	for _, c := range loadSeedChecks(t).Groups {
		found := false
		for _, g := range groups {
			if string(g.Kind) != c.Kind || !keyMatches(g.Key, c.KeyPrefix, c.KeyContains, c.KeyExact) {
				continue
			}
			have := groupDocuments(g)
			all := true
			for _, d := range c.Documents {
				all = all && have[d]
			}
			if !all {
				continue
			}
			found = true
			if string(g.Status) != c.Status {
				t.Errorf("%s: group %s is %s, want %s", c.What, g.Key, g.Status, c.Status)
			}
			break
		}
		if !found {
			t.Errorf("%s: no %s group %s…%s across %v", c.What, c.Kind, c.KeyPrefix, c.KeyContains, c.Documents)
		}
	}
}
