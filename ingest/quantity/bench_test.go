package quantity

import (
	"strings"
	"testing"
)

func BenchmarkQuantity(b *testing.B) {
	body := strings.Join(seeds(b), "\n\n")
	n := words(body)
	b.SetBytes(int64(len(body)))
	b.ResetTimer()
	for b.Loop() {
		Extract(body)
	}
	b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "words/s")
}
