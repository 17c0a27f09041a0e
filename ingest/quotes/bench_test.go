package quotes

import (
	"strings"
	"testing"

	"github.com/corroborate/corroborate"
	"github.com/corroborate/corroborate/ingest/segment"
)

// BenchmarkQuotes measures Extract alone on the five seeds, sentences and entities prepared
// beforehand, and reports words per second.
func BenchmarkQuotes(b *testing.B) {
	type input struct {
		body  string
		sents []corroborate.Span
		ents  []corroborate.Entity
	}
	var in []input
	words := 0
	for _, id := range []string{"000", "001", "002", "003", "004"} {
		body := seed(b, id)
		in = append(in, input{body, segment.Sentences(body), seedPeople(body)})
		words += len(strings.Fields(body))
	}
	b.ResetTimer()
	for b.Loop() {
		for _, x := range in {
			Extract(x.body, x.sents, x.ents)
		}
	}
	b.ReportMetric(float64(words)*float64(b.N)/b.Elapsed().Seconds(), "words/s")
}
