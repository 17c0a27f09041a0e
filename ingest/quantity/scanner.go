package quantity

import (
	"strings"

	"github.com/corroborate/corroborate/ingest/internal/numtext"
)

// scanner holds a body and its tokens while quantities are read from it.
type scanner struct {
	numtext.Tokens
}

// isWord reports whether token i is the word w, ignoring case.
func (s *scanner) isWord(i int, w string) bool {
	return i >= 0 && i < len(s.Toks) && s.Toks[i].Kind == numtext.Word && numtext.Eq(s.Text(i), w)
}

// capitalised reports whether token i is a word starting with an upper-case letter (or holding
// one, as in "iPhone").
func (s *scanner) capitalised(i int) bool {
	if i < 0 || i >= len(s.Toks) || s.Toks[i].Kind != numtext.Word {
		return false
	}
	w := s.Text(i)
	if w[0] >= 'A' && w[0] <= 'Z' {
		return true
	}
	if w[0] >= 'a' && w[0] <= 'z' {
		for k := 1; k < len(w); k++ {
			if w[k] >= 'A' && w[k] <= 'Z' {
				return true
			}
		}
		return false
	}
	return strings.ToLower(w) != w
}

// possessive reports a word ending in 's.
func possessive(w string) bool {
	return strings.HasSuffix(w, "'s") || strings.HasSuffix(w, "’s") || strings.HasSuffix(w, "s'")
}

// looksPlural guesses whether w is a plural noun. Without a tagger this is the ending, less a
// list of common words that end in s without being plural.
func looksPlural(w string) bool {
	if numtext.Has(irregularPlurals, w) {
		return true
	}
	n := len(w)
	if n > 4 && strings.HasSuffix(strings.ToLower(w), "men") && !strings.HasSuffix(strings.ToLower(w), "omen") || strings.EqualFold(w, "women") {
		return true // "militiamen", "policemen", "women"; not "abdomen"
	}
	if n < 3 || (w[n-1] != 's' && w[n-1] != 'S') || possessive(w) {
		return false
	}
	if numtext.Has(singularS, w) {
		return false
	}
	lw := strings.ToLower(w[n-3:])
	switch {
	case strings.HasSuffix(lw, "ss"), strings.HasSuffix(lw, "us"), strings.HasSuffix(lw, "is"),
		lw == "ous":
		return false
	}
	return true
}

// participle reports words that follow a noun rather than modify it ("individuals examined",
// "people dead", "bodies recently").
func participle(w string) bool {
	lw := strings.ToLower(w)
	return strings.HasSuffix(lw, "ed") || strings.HasSuffix(lw, "ing") || strings.HasSuffix(lw, "ly")
}
