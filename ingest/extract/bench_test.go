package extract

import (
	"strings"
	"testing"

	"github.com/corroborate/corroborate"
)

// BenchmarkExtract measures the whole extraction (segmenting, entities, quantities, dates,
// quotes) over the evaluation articles and the seeds, in words per second.
func BenchmarkExtract(b *testing.B) {
	texts := bodies(b)
	words := 0
	for _, t := range texts {
		words += len(strings.Fields(t))
	}
	Entities("warm up the word lists", nil)
	b.ResetTimer()
	for b.Loop() {
		for _, t := range texts {
			Document(&corroborate.Document{Body: t, Published: "2014-01-22"})
		}
	}
	b.ReportMetric(float64(words)*float64(b.N)/b.Elapsed().Seconds(), "words/s")
}

// BenchmarkEntities measures entity extraction alone.
func BenchmarkEntities(b *testing.B) {
	texts := bodies(b)
	words := 0
	for _, t := range texts {
		words += len(strings.Fields(t))
	}
	Entities("warm up the word lists", nil)
	b.ResetTimer()
	for b.Loop() {
		for _, t := range texts {
			Entities(t, nil)
		}
	}
	b.ReportMetric(float64(words)*float64(b.N)/b.Elapsed().Seconds(), "words/s")
}
