package dates

import (
	"math/rand"
	"testing"
)

// TestRandomPieces runs Extract on random joins of the pieces dates are made of; the
// spans must hold whatever the input.
func TestRandomPieces(t *testing.T) {
	parts := []string{"1", "12", "29", "2009", "-", "–", " ", "a", "of", "May", "March", "Jan",
		"last", "next", "this", "year", "month", "week", "ago", "few", "Monday", "mid", "early",
		"2019-02-29", ",", ".", "31", "th", "/", "in", "people", "'s", "’s", "\xff", "earlier",
		"two", "twenty", "days", "yesterday", "09", "to"}
	r := rand.New(rand.NewSource(1))
	for n := 0; n < 50000; n++ {
		var b []byte
		for k := r.Intn(12); k >= 0; k-- {
			b = append(b, parts[r.Intn(len(parts))]...)
		}
		body := string(b)
		checkSpans(t, body, Extract(body, "2016-06-15"))
	}
}
