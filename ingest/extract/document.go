package extract

import (
	"github.com/corroborate/corroborate"
	"github.com/corroborate/corroborate/ingest/dates"
	"github.com/corroborate/corroborate/ingest/quantity"
	"github.com/corroborate/corroborate/ingest/quotes"
	"github.com/corroborate/corroborate/ingest/segment"
)

// Document runs every extraction stage over doc.Body and returns the result; doc is not
// changed. Sentences come from doc.Passages when the document was already segmented, else from
// segment.Sentences; relative dates resolve against doc.Published.
func Document(doc *corroborate.Document) *corroborate.Extraction {
	body := doc.Body
	var sentences []corroborate.Span
	if len(doc.Passages) > 0 {
		sentences = make([]corroborate.Span, len(doc.Passages))
		for i, p := range doc.Passages {
			sentences[i] = corroborate.Span{Start: p.Start, End: p.End}
		}
	} else {
		sentences = segment.Sentences(body)
	}
	entities := Entities(body, sentences)
	x := &corroborate.Extraction{
		Entities:   entities,
		Quantities: quantity.Extract(body),
		Dates:      dates.Extract(body, doc.Published),
		Quotes:     quotes.Extract(body, sentences, entities),
	}
	// Empty lists, not nulls, in JSON: consumers iterate without checks.
	if x.Quantities == nil {
		x.Quantities = []corroborate.Quantity{}
	}
	if x.Dates == nil {
		x.Dates = []corroborate.Date{}
	}
	if x.Quotes == nil {
		x.Quotes = []corroborate.Quote{}
	}
	return x
}
