package quotes

import (
	"strings"
	"unicode"
)

// token is a word or a punctuation rune of the body, by byte span.
type token struct {
	start, end int
	word       bool
}

// tokenize cuts body[a:b] into words and punctuation. Apostrophes, hyphens and dots inside a
// word stay in it ("report's", "Al-Assad", "U.S"), so a possessive is one token.
func tokenize(body string, a, b int) []token {
	var toks []token
	for i := a; i < b; {
		r, n := runeAt(body, i)
		switch {
		case unicode.IsSpace(r):
			i += n
		case isWordRune(r):
			j := i + n
			for j < b {
				r2, n2 := runeAt(body, j)
				if isWordRune(r2) {
					j += n2
					continue
				}
				if r2 == '\'' || r2 == '’' || r2 == '-' || r2 == '.' || r2 == '&' {
					if r3, _ := runeAt(body, j+n2); j+n2 < b && isWordRune(r3) {
						j += n2
						continue
					}
				}
				break
			}
			toks = append(toks, token{i, j, true})
			i = j
		default:
			toks = append(toks, token{i, i + n, false})
			i += n
		}
	}
	return toks
}

// lower returns the token's text in lower case with curly apostrophes made straight.
func lower(body string, t token) string {
	s := body[t.start:t.end]
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= 'A' && c <= 'Z' || c >= 0x80 {
			return strings.ReplaceAll(strings.ToLower(s), "’", "'")
		}
	}
	return s
}

// isCapitalised reports whether the token starts with an upper-case letter.
func isCapitalised(body string, t token) bool {
	r, _ := runeAt(body, t.start)
	return unicode.IsUpper(r)
}

// abbreviations end in a dot that does not end the sentence.
var abbreviations = map[string]bool{
	"mr": true, "mrs": true, "ms": true, "dr": true, "prof": true, "sr": true, "jr": true, "st": true,
	"gen": true, "col": true, "lt": true, "sgt": true, "capt": true, "maj": true, "adm": true, "cpl": true,
	"gov": true, "sen": true, "rep": true, "rev": true, "hon": true, "pres": true, "amb": true,
	"inc": true, "co": true, "corp": true, "ltd": true, "no": true, "vs": true, "etc": true, "fig": true,
	"jan": true, "feb": true, "mar": true, "apr": true, "aug": true, "sep": true, "sept": true,
	"oct": true, "nov": true, "dec": true, "mt": true, "ft": true, "approx": true, "dept": true,
}

// sentenceEndAt reports whether the rune at i ('.', '!', '?', '…') ends a sentence: followed by
// space, a closing mark or the end, and not the dot of an abbreviation or an initial.
func sentenceEndAt(body string, i int) bool {
	r, n := runeAt(body, i)
	if r != '.' && r != '!' && r != '?' && r != '…' {
		return false
	}
	next, m := runeAt(body, i+n)
	for next == '"' || next == '”' || next == '’' || next == '\'' || next == ')' || next == '.' {
		n += m
		next, m = runeAt(body, i+n)
	}
	if next != -1 && !unicode.IsSpace(next) {
		return false
	}
	if r != '.' {
		return true
	}
	j := i
	for j > 0 {
		p := runeBefore(body, j)
		if !unicode.IsLetter(p) && p != '.' {
			break
		}
		j -= len(string(p))
	}
	w := body[j:i]
	if w == "" {
		return true
	}
	if len([]rune(w)) == 1 && unicode.IsUpper([]rune(w)[0]) {
		return false // an initial: "J. Smith"
	}
	if strings.Contains(w, ".") {
		return false // "U.S." mid-sentence is likelier than at its end
	}
	return !abbreviations[strings.ToLower(w)]
}
