package extract

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/corroborate/corroborate"
)

// token is a word, a number or a punctuation mark of the body, with its byte span. A possessive
// "'s" is not part of the word: the token ends before it and poss is set.
type token struct {
	start, end int
	text       string
	lower      string
	word       bool // letters (with inner hyphens, apostrophes, abbreviation dots)
	num        bool // digits, possibly with , and .
	cap        bool // starts with an upper-case letter, or is a particle-led name ("al-Assad")
	allCaps    bool // at least two letters, all upper case
	poss       bool // followed by a possessive 's / ’s
	sentStart  bool // first word of a sentence or line
	newline    bool // a line break lies between the previous token and this one
	spaceGap   bool // only spaces lie between the previous token and this one
}

// abbreviations keep their final dot as part of the word.
var abbreviations = map[string]bool{
	"dr": true, "mr": true, "mrs": true, "ms": true, "prof": true, "gen": true, "col": true,
	"lt": true, "capt": true, "sgt": true, "st": true, "jr": true, "sr": true, "rev": true,
	"gov": true, "sen": true, "rep": true, "maj": true, "inc": true, "ltd": true, "corp": true,
	"co": true, "no": true, "vs": true, "mt": true, "ft": true, "hon": true, "messrs": true,
}

// tokenize cuts body into tokens. It never fails: every byte is either inside a token or a gap.
func tokenize(body string) []token {
	toks := make([]token, 0, len(body)/5)
	i := 0
	gapStart := 0
	for i < len(body) {
		r, size := utf8.DecodeRuneInString(body[i:])
		switch {
		case r == ' ' || r == '\t' || r == '\r' || r == '\n' || r == '\u00a0' || unicode.IsSpace(r):
			i += size
			continue
		case unicode.IsLetter(r) || r > utf8.RuneSelf && unicode.IsDigit(r):
			// Digits of other scripts ("႙") are word characters: numbers are ASCII here.
			end := scanWord(body, i)
			toks = appendWord(toks, body, i, end, gapStart)
			i = toks[len(toks)-1].end
			if toks[len(toks)-1].poss {
				i = skipPossessive(body, i)
			}
		case r >= '0' && r <= '9':
			end := scanNumber(body, i)
			toks = append(toks, newToken(body, i, end, gapStart))
			toks[len(toks)-1].num = true
			i = end
		default:
			toks = append(toks, newToken(body, i, i+size, gapStart))
			i += size
		}
		gapStart = i
	}
	return toks
}

func newToken(body string, start, end, gapStart int) token {
	gap := body[gapStart:start]
	return token{
		start: start, end: end, text: body[start:end],
		newline:  strings.ContainsAny(gap, "\n\r"),
		spaceGap: gap != "" && strings.Trim(gap, " \u00a0") == "",
	}
}

// scanWord returns the end of the word starting at i: letters and digits, joined by inner
// hyphens and apostrophes, and dotted abbreviations ("U.S.").
func scanWord(body string, i int) int {
	j := i
	for j < len(body) {
		r, size := utf8.DecodeRuneInString(body[j:])
		if unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r) {
			j += size
			continue
		}
		if r == '-' || r == '\'' || r == '’' || r == '.' {
			next, _ := utf8.DecodeRuneInString(body[j+size:])
			if r == '.' {
				// "U.S." and "U.N.": a single letter, a dot, a letter.
				prev, _ := utf8.DecodeLastRuneInString(body[i:j])
				before := j - utf8.RuneLen(prev)
				single := before == i || body[before-1] == '.'
				if single && unicode.IsLetter(next) && unicode.IsUpper(prev) {
					j += size
					continue
				}
				break
			}
			if (r == '\'' || r == '’') && (next == 's' || next == 'S') {
				// Possessive: stop before it, unless letters continue ("Mu'ssa").
				after, _ := utf8.DecodeRuneInString(body[j+size+1:])
				if j+size+1 >= len(body) || !unicode.IsLetter(after) {
					break
				}
			}
			if unicode.IsLetter(next) || (r == '-' && unicode.IsDigit(next)) {
				j += size
				continue
			}
		}
		break
	}
	// Keep a final dot on abbreviations and dotted initials.
	if j < len(body) && body[j] == '.' {
		w := strings.ToLower(body[i:j])
		if abbreviations[w] || strings.Contains(w, ".") || (j-i == 1 && unicode.IsUpper(rune(body[i]))) || stateAbbrevs[body[i:j+1]] {
			j++
		}
	}
	return j
}

// appendWord adds the word [start,end), split where a hyphen makes it an adjective
// ("London-based" → "London", "-based"), and marks case and possessive.
func appendWord(toks []token, body string, start, end, gapStart int) []token {
	text := body[start:end]
	if k := strings.IndexByte(text, '-'); k > 0 && k < len(text)-1 && placePair(text[:k], text[k+1:]) {
		// "Kingston-Toronto section", "Paris-Berlin route": two places, not one name.
		toks = appendWord(toks, body, start, start+k, gapStart)
		toks = append(toks, newToken(body, start+k, start+k+1, start+k))
		return appendWord(toks, body, start+k+1, end, start+k+1)
	}
	if k := strings.LastIndexByte(text, '-'); k > 0 && adjSuffixes[strings.ToLower(text[k+1:])] {
		toks = appendWord(toks, body, start, start+k, gapStart)
		t := newToken(body, start+k, end, start+k)
		t.word = true
		t.lower = strings.ToLower(t.text)
		return append(toks, t)
	}
	t := newToken(body, start, end, gapStart)
	t.word = true
	t.lower = strings.ToLower(text)
	first, _ := utf8.DecodeRuneInString(text)
	t.cap = unicode.IsUpper(first)
	if k := strings.IndexByte(text, '-'); k > 0 {
		prefix := strings.ToLower(text[:k])
		rest, _ := utf8.DecodeRuneInString(text[k+1:])
		joining := joiningPrefixes[prefix] && (lexic().demonyms[strings.ToLower(text[k+1:])] || t.cap && unicode.IsUpper(rest)) ||
			// "Anti-Corruption Court": a title-case compound of a common word names a body;
			// "Anti-Assad" describes.
			t.cap && unicode.IsUpper(rest) && lexic().words[strings.ToLower(text[k+1:])] && (prefix == "anti" || prefix == "pre") // "Pre-Trial Detention Centre"
		if adjPrefixes[prefix] && !joining {
			// "Anti-Assad" describes, it does not name; "Inter-American" and "Inter-Services
			// Intelligence" may.
			t.cap = false
		} else if particles[prefix] && unicode.IsUpper(rest) {
			t.cap = true // "al-Assad"
		}
	}
	if len(text) > 2 && (text[0] == 'd' || text[0] == 'l') {
		if apos, size := utf8.DecodeRuneInString(text[1:]); apos == '\'' || apos == '’' {
			if rest, _ := utf8.DecodeRuneInString(text[1+size:]); unicode.IsUpper(rest) {
				t.cap = true // "d'Ivoire", "l'Aquila"
			}
		}
	}
	letters, upper := 0, 0
	for _, r := range text {
		if unicode.IsLetter(r) {
			letters++
			if unicode.IsUpper(r) {
				upper++
			}
		}
	}
	t.allCaps = letters >= 2 && upper == letters
	if end < len(body) && (body[end] == '\'' || strings.HasPrefix(body[end:], "’")) {
		t.poss = true
	}
	return append(toks, t)
}

// placePair reports whether the two halves of a hyphenated word are both capitalised known
// places.
func placePair(a, b string) bool {
	ra, _ := utf8.DecodeRuneInString(a)
	rb, _ := utf8.DecodeRuneInString(b)
	if !unicode.IsUpper(ra) || !unicode.IsUpper(rb) {
		return false
	}
	lx := lexic()
	if lx.places[foldAccents(strings.ToLower(a+"-"+b))] || lx.places[foldAccents(strings.ToLower(a+" "+b))] {
		return false // "Guinea-Bissau", "Bosnia-Herzegovina" are one place
	}
	known := func(s string) bool { return lx.places[strings.ToLower(s)] || lx.localities[nameKey(s)] }
	return known(a) && known(b) && !lx.demonyms[strings.ToLower(a)]
}

// skipPossessive returns the offset after the "'s" at i.
func skipPossessive(body string, i int) int {
	_, size := utf8.DecodeRuneInString(body[i:])
	if i+size < len(body) && (body[i+size] == 's' || body[i+size] == 'S') {
		return i + size + 1
	}
	return i + size
}

// scanNumber returns the end of the number at i: "11,000", "4.5", "1991-2002" stops at '-'.
func scanNumber(body string, i int) int {
	j := i
	for j < len(body) {
		c := body[j]
		if c >= '0' && c <= '9' {
			j++
			continue
		}
		if (c == ',' || c == '.') && j+1 < len(body) && body[j+1] >= '0' && body[j+1] <= '9' {
			j++
			continue
		}
		break
	}
	return j
}

// markSentences sets sentStart on the first word of every sentence span and of every line.
func markSentences(toks []token, body string, sentences []corroborate.Span) {
	if len(toks) == 0 {
		return
	}
	first := true
	si := 0
	for i := range toks {
		t := &toks[i]
		for si < len(sentences) && sentences[si].Start <= t.start {
			first = true
			si++
		}
		if t.newline {
			first = true
		}
		if len(sentences) == 0 && i > 0 {
			p := toks[i-1]
			if !p.word && !p.num && (p.text == "." || p.text == "!" || p.text == "?") {
				first = true
			}
		}
		if i >= 2 && datelineDash(toks[i-1].text) && (toks[i-2].allCaps || toks[i-2].text == ")") {
			first = true // "CAIRO — An Egyptian court": the story starts after a dateline
		}
		if i >= 1 && toks[i-1].text == ":" {
			first = true // "Photo: A company office in ...", "He said: The ..."
		}
		if t.word || t.num {
			if first {
				t.sentStart = true
			}
			first = false
		}
	}
}

// datelineDash reports whether s is a dash that may close a dateline.
func datelineDash(s string) bool { return s == "—" || s == "–" || s == "-" }
