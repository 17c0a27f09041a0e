package dates

import (
	"strings"
	"testing"
)

func BenchmarkDates(b *testing.B) {
	body := strings.Join(seeds(b), "\n\n")
	n := words(body)
	b.SetBytes(int64(len(body)))
	b.ResetTimer()
	for b.Loop() {
		Extract(body, "2016-06-15")
	}
	b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "words/s")
}
