package dates

import (
	"strings"
	"time"

	"github.com/corroborate/corroborate/ingest/internal/numtext"
)

// scanner holds a body, its tokens and the publication date while dates are read from it.
type scanner struct {
	numtext.Tokens
	pub    time.Time
	hasPub bool
}

// isWord reports whether token i is the word w, ignoring case and a possessive ending.
func (s *scanner) isWord(i int, w string) bool {
	return i >= 0 && i < len(s.Toks) && s.Toks[i].Kind == numtext.Word && numtext.Eq(stripPossessive(s.Text(i)), w)
}

// glued reports whether token i follows token i-1 with no space.
func (s *scanner) glued(i int) bool { return i < len(s.Toks) && !s.Toks[i].Gap }

func (s *scanner) capitalised(i int) bool {
	if i < 0 || i >= len(s.Toks) || s.Toks[i].Kind != numtext.Word {
		return false
	}
	c := s.Body[s.Toks[i].Start]
	if c >= 'A' && c <= 'Z' {
		return true
	}
	if c >= 'a' && c <= 'z' {
		return false
	}
	w := s.Text(i)
	return strings.ToLower(w) != w
}

// end returns the byte end of token i, less a possessive "'s" ("last year's" → "last year").
func (s *scanner) end(i int) int {
	w := s.Text(i)
	if s.Toks[i].Kind == numtext.Word {
		return s.Toks[i].Start + len(stripPossessive(w))
	}
	return s.Toks[i].End
}

func stripPossessive(w string) string {
	if strings.HasSuffix(w, "'s") {
		return w[:len(w)-2]
	}
	if strings.HasSuffix(w, "’s") {
		return w[:len(w)-len("’s")]
	}
	return w
}

// dayNumber reads a day of the month at token i ("29", "29th") and returns it with the token
// after it.
func (s *scanner) dayNumber(i int) (int, int, bool) {
	if i >= len(s.Toks) || s.Toks[i].Kind != numtext.Num {
		return 0, i, false
	}
	t := s.Toks[i]
	if t.Commas || t.Dec || t.NDig > 2 || t.Val < 1 || t.Val > 31 {
		return 0, i, false
	}
	next := i + 1
	if next < len(s.Toks) && s.glued(next) {
		switch {
		case s.Toks[next].Kind == numtext.Word && ordinal(s.Text(next)):
			next++
		case s.Toks[next].Kind == numtext.Word || s.Toks[next].Kind == numtext.Num:
			return 0, i, false
		case s.IsPunct(next, ":") || s.IsPunct(next, "/") || s.IsPunct(next, "."):
			if next+1 < len(s.Toks) && s.Toks[next+1].Kind == numtext.Num && s.glued(next+1) {
				return 0, i, false // "10:30", "3/4", "3.5"
			}
		}
	}
	return int(t.Val), next, true
}

func ordinal(w string) bool {
	return numtext.Eq(w, "st") || numtext.Eq(w, "nd") || numtext.Eq(w, "rd") || numtext.Eq(w, "th")
}

// yearNumber reads a four-digit year at token i and returns it with the token after it.
func (s *scanner) yearNumber(i int) (int, int, bool) {
	if i >= len(s.Toks) || s.Toks[i].Kind != numtext.Num {
		return 0, i, false
	}
	t := s.Toks[i]
	if t.Commas || t.Dec || t.NDig != 4 || t.Val < 1000 || t.Val > 2100 || t.Lead0 {
		return 0, i, false
	}
	next := i + 1
	if next < len(s.Toks) && s.glued(next) {
		if s.Toks[next].Kind == numtext.Word && !numtext.Eq(s.Text(next), "'s") && !strings.HasPrefix(s.Text(next), "’") {
			return 0, i, false // "1990s", "2009th"
		}
		if s.Toks[next].Kind == numtext.Num {
			return 0, i, false
		}
	}
	return int(t.Val), next, true
}

// month reads a month name at token i; abbreviations take a following full stop into the span.
// It returns the month, the token after it and whether it was an abbreviation.
func (s *scanner) month(i int) (int, int, bool, bool) {
	if i >= len(s.Toks) || s.Toks[i].Kind != numtext.Word || !s.capitalised(i) {
		return 0, i, false, false
	}
	w := stripPossessive(s.Text(i))
	m, ok := numtext.Lookup(monthNames, w)
	if !ok {
		return 0, i, false, false
	}
	abbr := numtext.Has(abbreviated, w)
	next := i + 1
	if abbr && s.IsPunct(next, ".") && s.glued(next) {
		next++
	}
	return m, next, abbr, true
}

// future reports whether the sentence before token i speaks of what is to come ("will meet on
// Monday").
func (s *scanner) future(i int) bool {
	for k := i - 1; k >= 0 && k >= i-12; k-- {
		t := s.Toks[k]
		if t.Kind == numtext.Punct && sentenceEnd(s.Text(k)) {
			return false
		}
		if t.Kind == numtext.Word && numtext.Has(futureWords, s.Text(k)) {
			return true
		}
		if t.Kind == numtext.Punct && (s.Text(k) == "'" || s.Text(k) == "’") && s.isWord(k+1, "ll") {
			return true
		}
	}
	return false
}

// modifierStart extends a date starting at token i back over "early", "mid", "late" and
// "mid-".
func (s *scanner) modifierStart(i int) int {
	if i >= 2 && s.IsDash(i-1) && s.glued(i) && s.glued(i-1) && s.isWord(i-2, "mid") {
		return i - 2
	}
	if i >= 1 && (s.isWord(i-1, "early") || s.isWord(i-1, "mid") || s.isWord(i-1, "late")) {
		return i - 1
	}
	return i
}
