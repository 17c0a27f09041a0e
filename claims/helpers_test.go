package claims

import (
	"strconv"
	"strings"
	"testing"

	"github.com/corroborate/corroborate"
	"github.com/corroborate/corroborate/ingest/segment"
)

// fixture builds a document and its extraction by naming spans of the body, so tests state
// what extraction would have found without depending on the extraction package.
type fixture struct {
	t   *testing.T
	doc *corroborate.Document
}

func newFixture(t *testing.T, id, source, body string) *fixture {
	t.Helper()
	d := &corroborate.Document{ID: id, Path: id + ".txt", Source: source, Body: body,
		Extraction: &corroborate.Extraction{}}
	for i, sp := range segment.Sentences(body) {
		d.Passages = append(d.Passages, corroborate.Passage{
			ID: id + ":" + strconv.Itoa(i), DocumentID: id, Index: i, Start: sp.Start, End: sp.End,
			Text: body[sp.Start:sp.End],
		})
	}
	return &fixture{t: t, doc: d}
}

// span returns the byte span of the nth (0-based) occurrence of text in the body.
func (f *fixture) span(text string, nth int) (int, int) {
	f.t.Helper()
	from := 0
	for i := 0; ; i++ {
		k := strings.Index(f.doc.Body[from:], text)
		if k < 0 {
			f.t.Fatalf("%q not in body (occurrence %d)", text, nth)
		}
		if i == nth {
			return from + k, from + k + len(text)
		}
		from += k + len(text)
	}
}

func (f *fixture) quantity(text, noun string, v float64, q corroborate.Qualifier, unit, rate string) *fixture {
	s, e := f.span(text, 0)
	f.doc.Extraction.Quantities = append(f.doc.Extraction.Quantities, corroborate.Quantity{
		Value: v, Noun: noun, Unit: unit, Qualifier: q, Low: v, High: v, Rate: rate, Text: text, Start: s, End: e,
	})
	return f
}

func (f *fixture) rangeQuantity(text, noun string, lo, hi float64, unit string) *fixture {
	s, e := f.span(text, 0)
	f.doc.Extraction.Quantities = append(f.doc.Extraction.Quantities, corroborate.Quantity{
		Value: lo, Noun: noun, Unit: unit, Qualifier: corroborate.Exact, Low: lo, High: hi, Text: text, Start: s, End: e,
	})
	return f
}

func (f *fixture) entity(name string, t corroborate.EntityType, mentions ...string) *fixture {
	e := corroborate.Entity{Name: name, Type: t}
	seen := map[string]int{}
	for _, m := range mentions {
		s, end := f.span(m, seen[m])
		seen[m]++
		e.Mentions = append(e.Mentions, corroborate.Mention{Start: s, End: end, Text: m})
		if m != name {
			e.Aliases = append(e.Aliases, m)
		}
	}
	f.doc.Extraction.Entities = append(f.doc.Extraction.Entities, e)
	return f
}

func (f *fixture) role(person, title, org, text string) *fixture {
	s, e := f.span(text, 0)
	for i := range f.doc.Extraction.Entities {
		if f.doc.Extraction.Entities[i].Name == person {
			f.doc.Extraction.Entities[i].Roles = append(f.doc.Extraction.Entities[i].Roles,
				corroborate.Role{Title: title, Org: org, Text: text, Start: s, End: e})
			return f
		}
	}
	f.t.Fatalf("no entity %q", person)
	return f
}

func (f *fixture) date(text, iso string, g corroborate.Granularity) *fixture {
	s, e := f.span(text, 0)
	f.doc.Extraction.Dates = append(f.doc.Extraction.Dates, corroborate.Date{
		Text: text, ISO: iso, Granularity: g, Resolved: iso != "", Relative: iso == "", Start: s, End: e,
	})
	return f
}

func (f *fixture) quote(text, speaker string) *fixture {
	s, e := f.span(text, 0)
	f.doc.Extraction.Quotes = append(f.doc.Extraction.Quotes, corroborate.Quote{
		Text: text, Speaker: speaker, Start: s, End: e,
	})
	return f
}

func (f *fixture) claims() []corroborate.Claim { return FromDocument(f.doc) }

// only returns the single claim of the kind whose text is, or starts with, text.
func only(t *testing.T, cs []corroborate.Claim, kind corroborate.ClaimKind, text string) corroborate.Claim {
	t.Helper()
	var hit []corroborate.Claim
	for _, c := range cs {
		if c.Kind == kind && strings.HasPrefix(c.Text, text) {
			hit = append(hit, c)
		}
	}
	if len(hit) != 1 {
		t.Fatalf("want one %s claim %q, got %d in %+v", kind, text, len(hit), cs)
	}
	return hit[0]
}

func qclaim(key string, v float64, q corroborate.Qualifier) corroborate.Claim {
	return corroborate.Claim{Kind: corroborate.QuantityClaim, Key: key, Number: v, Low: v, High: v,
		Qualifier: q, Value: formatNumber(v)}
}

func pclaim(v float64, q corroborate.Qualifier) corroborate.Claim {
	c := qclaim("quantity:percent:x", v, q)
	c.Unit = "%"
	return c
}
