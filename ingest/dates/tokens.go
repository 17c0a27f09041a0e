package dates

import (
	"unicode"
	"unicode/utf8"
)

// kind is what a token is made of.
type kind uint8

const (
	word  kind = iota // letters, with inner apostrophes ("don't")
	num               // digits, with thousands separators and one decimal part
	punct             // any other single rune
)

// token is one piece of the body. Hyphens are tokens of their own so that "48-page",
// "12-thousand" and "45-60" can be read from their parts; gap records whether space came before,
// which is what tells "15-30" from a list "15 - 30" and "10km" from "10 km".
type token struct {
	kind       kind
	gap        bool // whitespace or start of text before the token
	start, end int
	val        float64 // value of a num token
	commas     bool    // "14,500"
	dec        bool    // "4.5"
	multiDot   bool    // "3.2.1": a section number, never a quantity
	lead0      bool    // "0958": an identifier or phone group
	ndig       int     // digits before any decimal point
}

// tokenize cuts body into tokens. It never fails: bytes that are not valid UTF-8 become
// single-byte punct tokens.
func tokenize(body string) []token {
	toks := make([]token, 0, len(body)/5+4)
	gap := true
	for i := 0; i < len(body); {
		c := body[i]
		if c < utf8.RuneSelf {
			switch {
			case c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == '\f' || c == '\v':
				gap = true
				i++
				continue
			case c >= '0' && c <= '9':
				t := scanNumber(body, i)
				t.gap = gap
				toks = append(toks, t)
				i = t.end
				gap = false
				continue
			case isASCIILetter(c):
				end := scanWord(body, i)
				toks = append(toks, token{kind: word, gap: gap, start: i, end: end})
				i = end
				gap = false
				continue
			default:
				toks = append(toks, token{kind: punct, gap: gap, start: i, end: i + 1})
				i++
				gap = false
				continue
			}
		}
		r, size := utf8.DecodeRuneInString(body[i:])
		switch {
		case unicode.IsSpace(r):
			gap = true
			i += size
			continue
		case unicode.IsLetter(r):
			end := scanWord(body, i)
			toks = append(toks, token{kind: word, gap: gap, start: i, end: end})
			i = end
		default:
			toks = append(toks, token{kind: punct, gap: gap, start: i, end: i + size})
			i += size
		}
		gap = false
	}
	return toks
}

func isASCIILetter(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// scanWord returns the end of the word starting at i: letters, and apostrophes between letters.
func scanWord(s string, i int) int {
	for i < len(s) {
		c := s[i]
		if c < utf8.RuneSelf {
			if isASCIILetter(c) {
				i++
				continue
			}
			if c == '\'' && i+1 < len(s) && isASCIILetter(s[i+1]) {
				i++
				continue
			}
			return i
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if unicode.IsLetter(r) || unicode.Is(unicode.Mn, r) {
			i += size
			continue
		}
		if r == '’' && i+size < len(s) && isASCIILetter(s[i+size]) {
			i += size
			continue
		}
		return i
	}
	return i
}

// scanNumber reads "14,500", "4.5", "1,234.5" and "3.2.1" starting at a digit.
func scanNumber(s string, i int) token {
	t := token{kind: num, start: i}
	j := i
	var v float64
	for j < len(s) && isDigit(s[j]) {
		v = v*10 + float64(s[j]-'0')
		j++
	}
	t.ndig = j - i
	t.lead0 = s[i] == '0' && t.ndig > 1
	// Thousands groups must be exactly three digits, so that "5,6" stays a list.
	for j < len(s) && s[j] == ',' && threeDigits(s, j+1) {
		if j+4 < len(s) && isDigit(s[j+4]) {
			break
		}
		for k := j + 1; k < j+4; k++ {
			v = v*10 + float64(s[k]-'0')
		}
		t.commas = true
		t.ndig += 3
		j += 4
	}
	if j+1 < len(s) && s[j] == '.' && isDigit(s[j+1]) {
		j++
		scale := 0.1
		for j < len(s) && isDigit(s[j]) {
			v += float64(s[j]-'0') * scale
			scale /= 10
			j++
		}
		t.dec = true
		for j+1 < len(s) && s[j] == '.' && isDigit(s[j+1]) {
			t.multiDot = true
			j++
			for j < len(s) && isDigit(s[j]) {
				j++
			}
		}
	}
	t.end = j
	t.val = v
	return t
}

func threeDigits(s string, i int) bool {
	return i+3 <= len(s) && isDigit(s[i]) && isDigit(s[i+1]) && isDigit(s[i+2])
}
