package numtext

import (
	"unicode"
	"unicode/utf8"
)

// Kind is what a token is made of.
type Kind uint8

const (
	Word  Kind = iota // letters, with inner apostrophes ("don't")
	Num               // digits, with thousands separators and one decimal part
	Punct             // any other single rune
)

// Token is one piece of a body. Hyphens are tokens of their own so that "48-page",
// "12-thousand" and "45-60" can be read from their parts; Gap records whether space came before,
// which is what tells "15-30" from a list "15 - 30" and "10km" from "10 km".
type Token struct {
	// The fields are ordered to pack into 48 bytes: scanners copy tokens by value and a body
	// holds one per word, so the size shows in the benchmarks.
	Start, End int     // byte span in the body
	Val        float64 // value of a Num token
	NDig       int     // digits before any decimal point
	// mant is the number's digits as an integer and decs how many of them follow the point:
	// Val is mant / 10^decs, kept so that Scaled can multiply before it divides. decs stops
	// counting at maxDecs, where 10^decs is already infinite as a float64.
	mant     float64
	decs     int16
	Kind     Kind
	Gap      bool // whitespace or start of text before the token
	Commas   bool // "14,500"
	Dec      bool // "4.5"
	MultiDot bool // "3.2.1": a section number, never a quantity
	Lead0    bool // "0958": an identifier or phone group
}

// Scaled returns a Num token's value times sc without the binary rounding of 4.1 × 1e9: the
// digits are multiplied before the decimal point is applied, so "4.1 billion" is exactly
// 4100000000.
func (t Token) Scaled(sc float64) float64 { return t.mant * sc / pow10(t.decs) }

// Tokenize cuts body into tokens. It never fails: bytes that are not valid UTF-8 become
// single-byte Punct tokens.
func Tokenize(body string) []Token {
	toks := make([]Token, 0, len(body)/5+4)
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
				t.Gap = gap
				toks = append(toks, t)
				i = t.End
				gap = false
				continue
			case isASCIILetter(c):
				end := scanWord(body, i)
				toks = append(toks, Token{Kind: Word, Gap: gap, Start: i, End: end})
				i = end
				gap = false
				continue
			default:
				toks = append(toks, Token{Kind: Punct, Gap: gap, Start: i, End: i + 1})
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
			toks = append(toks, Token{Kind: Word, Gap: gap, Start: i, End: end})
			i = end
		default:
			toks = append(toks, Token{Kind: Punct, Gap: gap, Start: i, End: i + size})
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
func scanNumber(s string, i int) Token {
	t := Token{Kind: Num, Start: i}
	j := i
	var v float64
	for j < len(s) && isDigit(s[j]) {
		v = v*10 + float64(s[j]-'0')
		j++
	}
	t.NDig = j - i
	t.Lead0 = s[i] == '0' && t.NDig > 1
	// Thousands groups must be exactly three digits, so that "5,6" stays a list.
	for j < len(s) && s[j] == ',' && threeDigits(s, j+1) {
		if j+4 < len(s) && isDigit(s[j+4]) {
			break
		}
		for k := j + 1; k < j+4; k++ {
			v = v*10 + float64(s[k]-'0')
		}
		t.Commas = true
		t.NDig += 3
		j += 4
	}
	if j+1 < len(s) && s[j] == '.' && isDigit(s[j+1]) {
		j++
		for j < len(s) && isDigit(s[j]) {
			v = v*10 + float64(s[j]-'0')
			if t.decs < maxDecs {
				t.decs++
			}
			j++
		}
		t.Dec = true
		for j+1 < len(s) && s[j] == '.' && isDigit(s[j+1]) {
			t.MultiDot = true
			j++
			for j < len(s) && isDigit(s[j]) {
				j++
			}
		}
	}
	t.End = j
	t.mant = v
	t.Val = v / pow10(t.decs)
	return t
}

func threeDigits(s string, i int) bool {
	return i+3 <= len(s) && isDigit(s[i]) && isDigit(s[i+1]) && isDigit(s[i+2])
}

// maxDecs is the largest decs a Token records; pow10 of anything from 309 up is +Inf.
const maxDecs = 1<<15 - 1

func pow10(n int16) float64 {
	p := 1.0
	for ; n > 0; n-- {
		p *= 10
	}
	return p
}
