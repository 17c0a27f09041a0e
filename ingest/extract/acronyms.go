package extract

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// definition is a long form defined by the acronym in brackets after it: "Medicines and
// Healthcare products Regulatory Agency (MHRA)". first and last are the long form's tokens.
type definition struct {
	first, last int
	acronym     string // lowercase
}

// acronymSkippable words may sit inside a long form without giving a letter to its acronym.
var acronymSkippable = map[string]bool{
	"of": true, "for": true, "and": true, "the": true, "on": true, "in": true, "de": true,
	"du": true, "des": true, "la": true, "le": true, "et": true, "or": true, "to": true, "&": true,
	"al": true, "el": true, "del": true, "di": true, "da": true, "der": true, "und": true, "für": true,
}

// definitions finds acronyms defined in brackets and the long forms before them, by the
// initials of the words, as Schwartz and Hearst's algorithm does: each letter of the acronym,
// from the last, is the initial of a word, walking back; small words and up to one lowercase
// content word ("products") may give no letter. The long form opens with a capitalised word.
func definitions(toks []token) []definition {
	var out []definition
	for i := 1; i+2 < len(toks); i++ {
		if toks[i].text != "(" || toks[i+2].text != ")" {
			continue
		}
		acr := toks[i+1]
		letters := acronymLetters(acr.text)
		if n := utf8.RuneCountInString(acr.text); n >= 4 && n <= 16 && acr.cap && !acr.allCaps && !mixedAcronym(acr.text) && shortName(acr) {
			// "National Water Commission (Conagua)", "Meat Corporation of Namibia (Meatco)": a
			// short name in title case, defined by the body named before it
			if d, ok := namedBefore(toks, i, letters); ok && !joinsTwo(toks, d) {
				d.acronym = nameKey(acr.text)
				out = append(out, d)
			}
			continue
		}
		if len(letters) < 2 || len(letters) > 10 || !acr.allCaps && !mixedAcronym(acr.text) {
			continue
		}
		d, ok := longForm(toks, i, letters)
		if ok && personLike(toks, d) {
			continue // "Jane Doe (JD)": a person's initials
		}
		if ok && toks[d.first].poss && d.first+1 < len(toks) && !toks[d.first+1].cap {
			ok = false // "Sardinia's regional forestry corps (CFVA)": the owner is no part of the name
		}
		if !ok {
			d, ok = namedBefore(toks, i, letters)
		}
		if ok {
			d.acronym = strings.ToLower(string(letters))
			if !acr.allCaps {
				d.acronym = nameKey(acr.text) // "ECan", "DoJ": later mentions are written the same way
			}
			out = append(out, d)
		}
	}
	return out
}

// joinsTwo reports whether a long form found before a short name holds two names ("Zenith Bank
// and Guaranty Trust Bank (GTBank)") or is cut from a possessor ("Federal Attorney's Office for
// X"): the short name then belongs to part of it only.
func joinsTwo(toks []token, d definition) bool {
	lx := lexic()
	if d.first > 0 && toks[d.first-1].poss {
		// a place owns the body without naming it: "Bahia's Environment Secretariat (Sema)"
		return !lx.places[toks[d.first-1].lower]
	}
	joined := false
	for k := d.first; k < d.last; k++ {
		if toks[k].lower == "and" && k > d.first && lx.orgHeads[toks[k-1].lower] && !strings.HasSuffix(toks[k-1].lower, "s") {
			// a singular head ends a whole name ("Zenith Bank and"), a field does not
			// ("National Fisheries and Aquaculture Service")
			joined = true
		}
		if joined && lx.orgHeads[toks[k].lower] {
			return true // a whole name on each side of "and": "Zenith Bank and Guaranty Trust Bank"
		}
	}
	return false
}

// shortName reports whether a title-case word in brackets can be a body's short name: no
// dictionary word or place ("(Conagua)", not "(Reuters)" or "(London)"). A given name may be one
// ("(Luke)", "(Sema)"): the words before it must name a body.
func shortName(t token) bool {
	lx := lexic()
	return t.word && !lx.words[t.lower] && !lx.places[t.lower] && !lx.outlets[t.lower] && !lx.demonyms[t.lower]
}

// namedBefore accepts an acronym whose letters do not follow the English words before it, when
// those words are a capitalised name holding a body's head word: a translated name ("General
// Directorate of External Research (DGRE)", "National Security Committee (KNB)"). A news
// agency in brackets is a credit, not an acronym.
func namedBefore(toks []token, p int, letters []rune) (definition, bool) {
	if lexic().outlets[string(letters)] {
		return definition{}, false
	}
	k := p - 1
	if k < 1 || !toks[k].cap {
		return definition{}, false
	}
	words, head := 0, false
	for k >= 0 && p-k <= 8 && toks[k].word && (toks[k].cap || nameConnectors[toks[k].lower] || toks[k].lower == "the" && k > 0 && nameConnectors[toks[k-1].lower]) &&
		(k == p-1 || joined(toks[k+1]) && !toks[k].poss) { // "Indonesian Forum for the Environment"
		if toks[k].lower == "the" && !toks[k].cap && head && words >= 2 {
			break // "Officers of the | State Committee for National Security": a whole name after "the"
		}
		if toks[k].cap {
			words++
			head = head || lexic().orgHeads[toks[k].lower] || lexic().branches[toks[k].lower]
		}
		k--
	}
	if !head {
		return definition{}, false
	}
	first := k + 1
	for first < p && !toks[first].cap {
		first++
	}
	if words < 2 || first >= p || toks[first].lower == "the" {
		if words < 2 || first+1 >= p {
			return definition{}, false
		}
		first++
	}
	return definition{first: first, last: p}, true
}

// personLike reports whether a long form looks like a personal name: two or three words, a
// given name first, no head word of a body.
func personLike(toks []token, d definition) bool {
	if n := d.last - d.first; n < 2 || n > 3 || !isFirstName(toks[d.first]) {
		return false
	}
	for k := d.first; k < d.last; k++ {
		if headWord(toks[k]) {
			return false
		}
	}
	return true
}

// acronymLetters returns the upper-case letters of an acronym: "ZCCM-IH" gives ZCCMIH,
// "U.N." gives UN.
func acronymLetters(s string) []rune {
	var out []rune
	for _, r := range s {
		if unicode.IsUpper(r) {
			out = append(out, unicode.ToLower(r))
		}
	}
	return out
}

// mixedAcronym accepts acronyms with a lowercase letter inside, "DoJ", "MoD", but not names.
func mixedAcronym(s string) bool {
	upper, lower := 0, 0
	for _, r := range s {
		switch {
		case unicode.IsUpper(r):
			upper++
		case unicode.IsLower(r):
			lower++
		}
	}
	return upper >= 2 && lower <= 1 || upper >= 2 && lower == 2 && utf8.RuneCountInString(s) <= 5 // "ECan"
}

// longForm walks back from the bracket at p, matching letters from the acronym's last.
func longForm(toks []token, p int, letters []rune) (definition, bool) {
	k := p - 1
	li := len(letters) - 1
	skippedContent := 0
	for k >= 0 && li >= 0 && p-k <= 2*len(letters)+3 {
		t := toks[k]
		if k < p-1 && !joined(toks[k+1]) && !strings.HasPrefix(toks[k+1].text, "-") || !t.word {
			return definition{}, false
		}
		if strings.HasPrefix(t.text, "-") {
			k-- // "-based" of "Broad-based"
			continue
		}
		if n := wordLetters(t, letters[:li+1]); n > 0 && (t.cap || li > 0 || !acronymSkippable[t.lower]) {
			li -= n
			k--
			continue
		}
		switch {
		case acronymSkippable[t.lower]:
		case !t.cap && skippedContent == 0 && li < len(letters)-1:
			skippedContent++
		default:
			return definition{}, false
		}
		k--
	}
	if li >= 0 || k+1 >= p || !toks[k+1].cap {
		return definition{}, false
	}
	return definition{first: k + 1, last: p}, true
}

// wordLetters returns how many of the acronym's last letters the word gives: the initials of
// its capitalised hyphen parts ("Counter-Terrorism" gives C and T), else its initial, or 0.
func wordLetters(t token, letters []rune) int {
	parts := strings.Split(t.text, "-")
	if len(parts) > 1 && len(parts) <= len(letters) {
		ok := true
		for i, part := range parts {
			r, _ := utf8.DecodeRuneInString(part)
			ok = ok && unicode.IsUpper(r) && unicode.ToLower(r) == letters[len(letters)-len(parts)+i]
		}
		if ok {
			return len(parts)
		}
	}
	r, _ := utf8.DecodeRuneInString(t.lower)
	if r == letters[len(letters)-1] {
		return 1
	}
	return 0
}

// applyDefinitions makes each defined long form one chunk, replacing the chunks inside it.
func applyDefinitions(cs []chunk, defs []definition, toks []token) []chunk {
	if len(defs) == 0 {
		return cs
	}
	acronyms := map[string]bool{}
	for _, d := range defs {
		acronyms[d.acronym] = true
	}
	// "(CFA)", "(DNA)": an acronym the text defines names its body, even one that usually
	// abbreviates a common noun.
	for k := range cs {
		if cs[k].last-cs[k].first == 1 && acronyms[toks[cs[k].first].lower] {
			cs[k].initials = true
		}
	}
	// "UN Office for the Coordination of Humanitarian Affairs (OCHA)": the initials stop at
	// "Office", but the name the chunk began with goes on from "UN".
	for di := range defs {
		for _, c := range cs {
			first := c.first
			for first < defs[di].first && toks[first].lower == "the" {
				first++
			}
			if first < defs[di].first && c.last > defs[di].first && defs[di].first-first <= 2 && prefixName(toks, first, defs[di].first) {
				defs[di].first = first
			}
		}
	}
	out := make([]chunk, 0, len(cs))
	di := 0
	for _, c := range cs {
		for di < len(defs) && defs[di].last <= c.first {
			di++
		}
		if di < len(defs) && c.first < defs[di].last && c.last > defs[di].first {
			d := defs[di]
			if len(out) == 0 || out[len(out)-1].first != d.first || !out[len(out)-1].defined {
				out = append(out, chunk{first: d.first, last: d.last, defined: true, acronym: d.acronym})
			}
			continue
		}
		out = append(out, c)
	}
	return out
}

// prefixName reports whether tokens [a,b) may lead an organisation's name: capitalised words
// that are not function words, possessives or titles ("UN", "U.N.", "United Nations").
func prefixName(toks []token, a, b int) bool {
	for k := a; k < b; k++ {
		t := toks[k]
		if !t.word || !t.cap || t.poss || lexic().stop[t.lower] || lexic().titles[t.lower] || t.sentStart && lexic().words[t.lower] && !t.allCaps {
			return false
		}
	}
	return true
}
