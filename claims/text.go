package claims

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// token is one word or punctuation mark of a body with its byte span.
type token struct {
	text  string
	lower string
	start int
	end   int
}

// isWord reports whether the token is a word or number rather than punctuation.
func (t token) isWord() bool {
	r, _ := utf8.DecodeRuneInString(t.text)
	return unicode.IsLetter(r) || unicode.IsDigit(r)
}

// capitalised reports whether the token starts with an upper-case letter.
func (t token) capitalised() bool {
	r, _ := utf8.DecodeRuneInString(t.text)
	return unicode.IsUpper(r)
}

// tokenize cuts s into words and punctuation; offsets are shifted by base so that they point
// into the document body. Apostrophes and hyphens inside a word, and commas or periods between
// digits, stay part of the word ("report's", "al-Rashid", "31,000", "4.5").
func tokenize(s string, base int) []token {
	var toks []token
	i := 0
	for i < len(s) {
		r, w := utf8.DecodeRuneInString(s[i:])
		switch {
		case unicode.IsSpace(r):
			i += w
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			j := i + w
			for j < len(s) {
				r2, w2 := utf8.DecodeRuneInString(s[j:])
				if unicode.IsLetter(r2) || unicode.IsDigit(r2) || unicode.Is(unicode.Mn, r2) {
					j += w2
					continue
				}
				if r2 == '\'' || r2 == '’' || r2 == '-' || r2 == ',' || r2 == '.' {
					// Joiners count only between two word characters; a comma or period only
					// between digits.
					nr, _ := utf8.DecodeRuneInString(s[j+w2:])
					pr, _ := utf8.DecodeLastRuneInString(s[:j])
					if (r2 == ',' || r2 == '.') && !(unicode.IsDigit(pr) && unicode.IsDigit(nr)) {
						break
					}
					if unicode.IsLetter(nr) || unicode.IsDigit(nr) {
						j += w2
						continue
					}
				}
				break
			}
			toks = append(toks, newToken(s[i:j], base+i))
			i = j
		default:
			toks = append(toks, newToken(s[i:i+w], base+i))
			i += w
		}
	}
	return toks
}

func newToken(text string, start int) token {
	return token{text: text, lower: strings.ToLower(text), start: start, end: start + len(text)}
}

// normaliseWords lower-cases s, folds diacritics and typographic quotes, and collapses every
// run of punctuation and whitespace into one space.
func normaliseWords(s string) string {
	var b strings.Builder
	space := true
	for _, r := range foldDiacritics(s) {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			b.WriteRune(unicode.ToLower(r))
			space = false
			continue
		}
		if r == '\'' || r == '’' {
			continue // "it's" and "its" are the same words in a quote comparison
		}
		if !space {
			b.WriteByte(' ')
			space = true
		}
	}
	return strings.TrimSpace(b.String())
}

// diacritics maps the accented Latin letters common in names to their base letter. The table is
// enough for names written in Latin script; it avoids a dependency for one function.
var diacritics = func() map[rune]rune {
	m := map[rune]rune{}
	groups := map[rune]string{
		'a': "àáâãäåāăą", 'A': "ÀÁÂÃÄÅĀĂĄ", 'c': "çćĉċč", 'C': "ÇĆĈĊČ", 'd': "ďđ", 'D': "ĎĐ",
		'e': "èéêëēĕėęě", 'E': "ÈÉÊËĒĔĖĘĚ", 'g': "ĝğġģ", 'G': "ĜĞĠĢ", 'h': "ĥħḥ", 'H': "ĤĦḤ",
		'i': "ìíîïĩīĭįı", 'I': "ÌÍÎÏĨĪĬĮİ", 'n': "ñńņňṇ", 'N': "ÑŃŅŇṆ", 'o': "òóôõöøōŏő",
		'O': "ÒÓÔÕÖØŌŎŐ", 'r': "ŕŗř", 'R': "ŔŖŘ", 's': "śŝşšṣș", 'S': "ŚŜŞŠṢȘ", 't': "ţťŧṭț",
		'T': "ŢŤŦṬȚ", 'u': "ùúûüũūŭůűų", 'U': "ÙÚÛÜŨŪŬŮŰŲ", 'y': "ýÿŷ", 'Y': "ÝŸŶ",
		'z': "źżžẓ", 'Z': "ŹŻŽẒ", 'l': "ĺļľŀł", 'L': "ĹĻĽĿŁ", 'k': "ķ", 'K': "Ķ",
	}
	for base, s := range groups {
		for _, r := range s {
			m[r] = base
		}
	}
	return m
}()

// foldDiacritics replaces accented letters by their base letter and drops combining marks.
func foldDiacritics(s string) string {
	var b strings.Builder
	for _, r := range s {
		if unicode.Is(unicode.Mn, r) {
			continue
		}
		if base, ok := diacritics[r]; ok {
			r = base
		}
		switch r {
		case 'ß':
			b.WriteString("ss")
			continue
		case 'æ':
			b.WriteString("ae")
			continue
		case 'œ':
			b.WriteString("oe")
			continue
		case 'ʿ', 'ʾ', '‘', '`', '´':
			continue // ayn and hamza marks in transliterated Arabic names
		}
		b.WriteRune(r)
	}
	return b.String()
}

// irregularPlurals maps English plurals that no suffix rule recovers to their singular.
var irregularPlurals = map[string]string{
	"people": "person", "men": "man", "women": "woman", "children": "child", "feet": "foot",
	"teeth": "tooth", "mice": "mouse", "geese": "goose", "lives": "life", "wives": "wife",
	"knives": "knife", "leaves": "leaf", "halves": "half", "thieves": "thief", "shelves": "shelf",
	"wolves": "wolf", "loaves": "loaf", "analyses": "analysis", "crises": "crisis",
	"theses": "thesis", "hypotheses": "hypothesis", "diagnoses": "diagnosis", "criteria": "criterion",
	"phenomena": "phenomenon", "memoranda": "memorandum", "data": "data", "media": "media",
	"series": "series", "species": "species", "news": "news", "police": "police", "remains": "remains",
	"corpses": "corpse", "courses": "course", "houses": "house", "horses": "horse", "cases": "case",
	"bases": "base", "phases": "phase", "purposes": "purpose", "responses": "response",
	"premises": "premises", "headquarters": "headquarters", "dies": "die", "ties": "tie",
	"lies": "lie", "pies": "pie", "movies": "movie", "cookies": "cookie", "zombies": "zombie",
	"hostages": "hostage", "images": "image", "pages": "page", "messages": "message",
	"villages": "village", "shortages": "shortage", "archives": "archive", "detectives": "detective",
	"captives": "captive", "relatives": "relative", "representatives": "representative",
	"executives": "executive", "natives": "native", "motives": "motive", "explosives": "explosive",
	"photos": "photo", "videos": "video", "radios": "radio", "studios": "studio", "kilos": "kilo",
	"pesos": "peso", "euros": "euro", "memos": "memo", "logos": "logo", "pianos": "piano",
	"hrs": "hr", "yrs": "yr", "mins": "min", "secs": "sec", "kgs": "kg", "kms": "km",
}

// invariant are words ending in s that are not plurals.
var invariant = map[string]bool{
	"news": true, "series": true, "species": true, "status": true, "bus": true, "virus": true,
	"census": true, "campus": true, "corpus": true, "bonus": true, "focus": true, "apparatus": true,
	"basis": true, "analysis": true, "crisis": true, "thesis": true, "diagnosis": true, "this": true,
	"his": true, "gas": true, "was": true, "is": true, "has": true, "us": true, "always": true,
	"chaos": true, "alias": true, "atlas": true, "canvas": true, "bias": true, "lens": true,
	"headquarters": true, "premises": true, "remains": true, "means": true, "thanks": true,
}

// singular returns the singular of an English noun by the usual suffix rules; the input is
// expected lower-case. It is deliberately simple: it only has to make "bodies" and "body" or
// "inmates" and "inmate" one word, not to be a full morphological analyser.
func singular(w string) string {
	if s, ok := irregularPlurals[w]; ok {
		return s
	}
	if invariant[w] || len(w) <= 3 {
		return w
	}
	switch {
	case strings.HasSuffix(w, "ies") && len(w) > 4:
		return w[:len(w)-3] + "y"
	case strings.HasSuffix(w, "sses"), strings.HasSuffix(w, "shes"), strings.HasSuffix(w, "ches"),
		strings.HasSuffix(w, "xes"), strings.HasSuffix(w, "zzes"):
		return w[:len(w)-2]
	case strings.HasSuffix(w, "oes") && len(w) > 4:
		return w[:len(w)-2]
	case strings.HasSuffix(w, "ss"), strings.HasSuffix(w, "us"), strings.HasSuffix(w, "is"):
		return w
	case strings.HasSuffix(w, "s"):
		return w[:len(w)-1]
	}
	return w
}

// determiners and other function words skipped when looking for the head of a noun phrase.
var functionWords = set("a", "an", "the", "this", "that", "these", "those", "its", "their", "his",
	"her", "our", "my", "your", "some", "any", "each", "every", "all", "both", "such", "no",
	"several", "many", "few", "most", "more", "less", "much", "other", "another", "own", "new",
	"of", "in", "on", "at", "by", "for", "from", "with", "to", "and", "or", "but", "as", "into",
	"than", "about", "over", "under", "between", "per", "via", "up", "out", "off")

// prepositions end a noun phrase.
var prepositions = set("of", "in", "on", "at", "by", "for", "from", "with", "to", "into", "over",
	"under", "between", "during", "after", "before", "since", "until", "against", "about", "per",
	"via", "through", "across", "within", "without", "among", "amid", "near", "toward", "towards",
	"off", "onto", "along", "beside", "outside", "inside", "beyond", "around", "and", "or", "but", "as", "than", "that", "which", "who", "whom", "whose", "where", "when",
	"while", "because", "if", "though", "although")

// pronouns are never the head noun of what a claim is about.
var pronouns = set("i", "me", "we", "us", "you", "he", "him", "she", "her", "it", "they", "them",
	"this", "that", "these", "those", "who", "which", "what", "one", "ones", "some", "many", "most",
	"all", "each", "both", "few", "several", "others")

func set(words ...string) map[string]bool {
	m := make(map[string]bool, len(words))
	for _, w := range words {
		m[w] = true
	}
	return m
}
