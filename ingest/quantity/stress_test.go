package quantity

import (
	"math/rand"
	"testing"
)

// TestRandomPieces runs Extract on random joins of the pieces quantities are made of; the
// spans must hold whatever the input.
func TestRandomPieces(t *testing.T) {
	parts := []string{"1", "12", "2009", "-", "–", " ", "a", "of", "(", ")", "$", "thousand",
		"hundred", "and", "to", "between", "few", "tens", "hundreds", "thousands", "%", "per",
		"cent", ",", ".", "000", "km", "/", "h", "Branch", "one", "twenty", "five", "year", "old",
		"people", "day", "X", ":", "pm", "\xff", "’"}
	r := rand.New(rand.NewSource(1))
	for n := 0; n < 50000; n++ {
		var b []byte
		for k := r.Intn(12); k >= 0; k-- {
			b = append(b, parts[r.Intn(len(parts))]...)
		}
		body := string(b)
		checkSpans(t, body, Extract(body))
	}
}
