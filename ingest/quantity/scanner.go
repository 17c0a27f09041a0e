package quantity

import "strings"

// scanner holds a body and its tokens while quantities are read from it.
type scanner struct {
	body string
	toks []token
}

func (s *scanner) text(i int) string { return s.body[s.toks[i].start:s.toks[i].end] }

func eq(a, b string) bool { return len(a) == len(b) && strings.EqualFold(a, b) }

// isWord reports whether token i is the word w, ignoring case.
func (s *scanner) isWord(i int, w string) bool {
	return i >= 0 && i < len(s.toks) && s.toks[i].kind == word && eq(s.text(i), w)
}

func (s *scanner) isPunct(i int, p string) bool {
	return i >= 0 && i < len(s.toks) && s.toks[i].kind == punct && s.text(i) == p
}

// isDash reports a hyphen, en dash or em dash.
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

// capitalised reports whether token i is a word starting with an upper-case letter (or holding
// one, as in "iPhone").
func (s *scanner) capitalised(i int) bool {
	if i < 0 || i >= len(s.toks) || s.toks[i].kind != word {
		return false
	}
	w := s.text(i)
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

// sentenceStart reports whether token i opens a sentence (or a quotation or a line).
func (s *scanner) sentenceStart(i int) bool {
	if i <= 0 {
		return true
	}
	if strings.ContainsAny(s.body[s.toks[i-1].end:s.toks[i].start], "\n") {
		return true
	}
	p := s.toks[i-1]
	if p.kind != punct {
		return false
	}
	switch s.text(i - 1) {
	case ".", "!", "?", "\"", "“", "”", "‘", "'", "(", "[", ":", ";", "•", "*", "-", "–", "—":
		return true
	}
	return false
}

// possessive reports a word ending in 's.
func possessive(w string) bool {
	return strings.HasSuffix(w, "'s") || strings.HasSuffix(w, "’s") || strings.HasSuffix(w, "s'")
}

// looksPlural guesses whether w is a plural noun. Without a tagger this is the ending, less a
// list of common words that end in s without being plural.
func looksPlural(w string) bool {
	if has(irregularPlurals, w) {
		return true
	}
	n := len(w)
	if n < 3 || (w[n-1] != 's' && w[n-1] != 'S') || possessive(w) {
		return false
	}
	if has(singularS, w) {
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
