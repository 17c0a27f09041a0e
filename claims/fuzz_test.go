package claims

import (
	"fmt"
	"testing"

	"github.com/corroborate/corroborate"
	"github.com/corroborate/corroborate/ingest/dates"
	"github.com/corroborate/corroborate/ingest/extract"
	"github.com/corroborate/corroborate/ingest/quantity"
	"github.com/corroborate/corroborate/ingest/quotes"
	"github.com/corroborate/corroborate/ingest/segment"
)

// extracted runs the real extraction stages on body, as ingest does.
func extracted(id, body, published string) *corroborate.Document {
	d := &corroborate.Document{ID: id, Path: id, Body: body, Published: published}
	spans := segment.Sentences(body)
	for i, sp := range spans {
		d.Passages = append(d.Passages, corroborate.Passage{ID: fmt.Sprintf("%s:%d", id, i), DocumentID: id,
			Index: i, Start: sp.Start, End: sp.End, Text: body[sp.Start:sp.End]})
	}
	ents := extract.Entities(body, spans)
	d.Extraction = &corroborate.Extraction{Entities: ents, Quantities: quantity.Extract(body),
		Dates: dates.Extract(body, published), Quotes: quotes.Extract(body, spans, ents)}
	return d
}

// checkClaims asserts what every claim must satisfy: its text is its span of the body, it has a
// key, an origin and a passage, and its id is unique.
func checkClaims(t *testing.T, d *corroborate.Document, cs []corroborate.Claim) {
	t.Helper()
	seen := map[string]bool{}
	for _, c := range cs {
		if c.Start < 0 || c.End > len(d.Body) || c.Start >= c.End || d.Body[c.Start:c.End] != c.Text {
			t.Fatalf("claim span [%d,%d) is not its text %q", c.Start, c.End, c.Text)
		}
		if c.Key == "" || c.Origin == "" || c.DocumentID != d.ID {
			t.Fatalf("claim without key, origin or document: %+v", c)
		}
		if len(d.Passages) > 0 && c.PassageID == "" {
			t.Fatalf("claim outside every passage: %+v", c)
		}
		if seen[c.ID] {
			t.Fatalf("duplicate claim id %s", c.ID)
		}
		seen[c.ID] = true
	}
}

func TestSeedClaimsProperties(t *testing.T) {
	for _, d := range seedDocuments(t) {
		cs := FromDocument(d)
		if len(cs) == 0 {
			t.Errorf("%s: no claims", d.Path)
		}
		checkClaims(t, d, cs)
	}
}

func FuzzFromDocument(f *testing.F) {
	for _, s := range []string{
		`According to the report, about 4,200 inmates died, said Harbor Wire.`,
		`"This is a ticking bomb," Orla Brennick told the Morning Ledger on Monday.`,
		`Nearly 40% of the houses in the old town were damaged. Shares fell 3% on 2 May 2023.`,
		`The study, released on Friday, counted more than 31,000 photographs and 64,000 pictures.`,
		`Marta Quell, one of the panel's auditors, said 12 people were killed between March 2012 and May 2014.`,
		"\"Unclosed quote, said X. 50% of", "", "%%%% 1 2 3 ...", "said said said according to",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, body string) {
		d := extracted("fz", body, "2024-05-10")
		cs := FromDocument(d)
		checkClaims(t, d, cs)
		for _, g := range GroupAll(cs) {
			n := 0
			for _, v := range g.Variants {
				n += len(v.Statements)
			}
			if n == 0 || g.Documents != 1 {
				t.Fatalf("group %s: %d statements, %d documents", g.Key, n, g.Documents)
			}
		}
	})
}
