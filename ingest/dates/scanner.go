package dates

import (
	"strings"
	"time"
)

// scanner holds a body, its tokens and the publication date while dates are read from it.
type scanner struct {
	body   string
	toks   []token
	pub    time.Time
	hasPub bool
}

func (s *scanner) text(i int) string { return s.body[s.toks[i].start:s.toks[i].end] }

// isWord reports whether token i is the word w, ignoring case and a possessive ending.
func (s *scanner) isWord(i int, w string) bool {
	return i >= 0 && i < len(s.toks) && s.toks[i].kind == word && eq(stripPossessive(s.text(i)), w)
}

func (s *scanner) isPunct(i int, p string) bool {
	return i >= 0 && i < len(s.toks) && s.toks[i].kind == punct && s.text(i) == p
}

func (s *scanner) isDash(i int) bool {
	if i < 0 || i >= len(s.toks) || s.toks[i].kind != punct {
		return false
	}
	switch s.text(i) {
	case "-", "–", "—", "‑":
		return true
	}
	return false
}

// glued reports whether token i follows token i-1 with no space.
func (s *scanner) glued(i int) bool { return i < len(s.toks) && !s.toks[i].gap }

func (s *scanner) capitalised(i int) bool {
	if i < 0 || i >= len(s.toks) || s.toks[i].kind != word {
		return false
	}
	c := s.body[s.toks[i].start]
	if c >= 'A' && c <= 'Z' {
		return true
	}
	if c >= 'a' && c <= 'z' {
		return false
	}
	w := s.text(i)
	return strings.ToLower(w) != w
}

// sentenceStart reports whether token i opens a sentence, a quotation or a line.
func (s *scanner) sentenceStart(i int) bool {
	if i <= 0 {
		return true
	}
	if strings.ContainsAny(s.body[s.toks[i-1].end:s.toks[i].start], "\n") {
		return true
	}
	if s.toks[i-1].kind != punct {
		return false
	}
	switch s.text(i - 1) {
	case ".", "!", "?", "\"", "“", "”", "‘", "'", "(", "[", ":", ";", "•", "*", "-", "–", "—":
		return true
	}
	return false
}

// end returns the byte end of token i, less a possessive "'s" ("last year's" → "last year").
func (s *scanner) end(i int) int {
	w := s.text(i)
	if s.toks[i].kind == word {
		return s.toks[i].start + len(stripPossessive(w))
	}
	return s.toks[i].end
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
	if i >= len(s.toks) || s.toks[i].kind != num {
		return 0, i, false
	}
	t := s.toks[i]
	if t.commas || t.dec || t.ndig > 2 || t.val < 1 || t.val > 31 {
		return 0, i, false
	}
	next := i + 1
	if next < len(s.toks) && s.glued(next) {
		switch {
		case s.toks[next].kind == word && ordinal(s.text(next)):
			next++
		case s.toks[next].kind == word || s.toks[next].kind == num:
			return 0, i, false
		case s.isPunct(next, ":") || s.isPunct(next, "/") || s.isPunct(next, "."):
			if next+1 < len(s.toks) && s.toks[next+1].kind == num && s.glued(next+1) {
				return 0, i, false // "10:30", "3/4", "3.5"
			}
		}
	}
	return int(t.val), next, true
}

func ordinal(w string) bool {
	return eq(w, "st") || eq(w, "nd") || eq(w, "rd") || eq(w, "th")
}

// yearNumber reads a four-digit year at token i and returns it with the token after it.
func (s *scanner) yearNumber(i int) (int, int, bool) {
	if i >= len(s.toks) || s.toks[i].kind != num {
		return 0, i, false
	}
	t := s.toks[i]
	if t.commas || t.dec || t.ndig != 4 || t.val < 1000 || t.val > 2100 || t.lead0 {
		return 0, i, false
	}
	next := i + 1
	if next < len(s.toks) && s.glued(next) {
		if s.toks[next].kind == word && !eq(s.text(next), "'s") && !strings.HasPrefix(s.text(next), "’") {
			return 0, i, false // "1990s", "2009th"
		}
		if s.toks[next].kind == num {
			return 0, i, false
		}
	}
	return int(t.val), next, true
}

// month reads a month name at token i; abbreviations take a following full stop into the span.
// It returns the month, the token after it and whether it was an abbreviation.
func (s *scanner) month(i int) (int, int, bool, bool) {
	if i >= len(s.toks) || s.toks[i].kind != word || !s.capitalised(i) {
		return 0, i, false, false
	}
	w := stripPossessive(s.text(i))
	m, ok := lookup(monthNames, w)
	if !ok {
		return 0, i, false, false
	}
	abbr := has(abbreviated, w)
	next := i + 1
	if abbr && s.isPunct(next, ".") && s.glued(next) {
		next++
	}
	return m, next, abbr, true
}

// future reports whether the sentence before token i speaks of what is to come ("will meet on
// Monday").
func (s *scanner) future(i int) bool {
	for k := i - 1; k >= 0 && k >= i-12; k-- {
		t := s.toks[k]
		if t.kind == punct && sentenceEnd(s.text(k)) {
			return false
		}
		if t.kind == word && has(futureWords, s.text(k)) {
			return true
		}
		if t.kind == punct && (s.text(k) == "'" || s.text(k) == "’") && s.isWord(k+1, "ll") {
			return true
		}
	}
	return false
}

// modifierStart extends a date starting at token i back over "early", "mid", "late" and
// "mid-".
func (s *scanner) modifierStart(i int) int {
	if i >= 2 && s.isDash(i-1) && s.glued(i) && s.glued(i-1) && s.isWord(i-2, "mid") {
		return i - 2
	}
	if i >= 1 && (s.isWord(i-1, "early") || s.isWord(i-1, "mid") || s.isWord(i-1, "late")) {
		return i - 1
	}
	return i
}
