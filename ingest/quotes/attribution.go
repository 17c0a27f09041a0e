package quotes

import "strings"

// attribution is where the text names who spoke: who (the words naming the speaker) and span
// (the whole phrase, "said David Crane" or "he added"). inherit marks a phrase that names no one
// and continues the previous speaker ("adding,").
type attribution struct {
	who     [2]int
	appos   [2]int // an apposition after who ("a spokesman, Jane Doe, said"), when there is one
	span    [2]int
	inherit bool
}

func (a attribution) found() bool { return a.inherit || a.who[1] > a.who[0] }

// maxSubjectWords bounds the words of a speaker named before the verb, so that a clause which
// merely contains a speech verb is not read as an attribution.
const maxSubjectWords = 9

// maxApposition bounds the words between a subject and its verb, apposition included ("Jane Doe,
// a forensic pathologist who examined the evidence, told ...").
const maxApposition = 18

// maxOpenApposition bounds an apposition whose closing comma is missing.
const maxOpenApposition = 6

// parseAfter reads an attribution in toks, the clause right after a quote: "said X", "X said",
// "X, apposition, told Y", "according to X", "he added". short demands the whole clause be the
// attribution ("Smith said."), used when the quote ended a sentence and a new one may begin.
// sep tells whether punctuation sets the quote off from the clause (a comma, a question mark);
// without it only an inverted verb or a pronoun subject make an attribution.
func parseAfter(body string, toks []token, short, sep bool) attribution {
	i := 0
	for i < len(toks) && !toks[i].word {
		i++
	}
	sep = sep || i > 0
	toks = toks[i:]
	if len(toks) == 0 {
		return attribution{}
	}
	if a, ok := according(body, toks); ok {
		return a
	}
	first := lower(body, toks[0])
	if contrastive[first] {
		// `... was "well designed", though she noted ...`: a new clause that reports
		// something else; the quote belongs to the clause before it.
		return attribution{}
	}
	if inverting[first] && len(toks) > 1 && toks[1].word {
		if otherPronouns[lower(body, toks[1])] || personPronouns[lower(body, toks[1])] {
			// "said he" is as good as "he said"; "said one of the six, Jane Doe," names her after
			a := attribution{who: [2]int{toks[1].start, toks[1].end}, span: [2]int{toks[0].start, toks[1].end}}
			if lower(body, toks[1]) == "one" {
				a.appos = apposAfter(body, toks, 2)
			}
			return a
		}
		if e := nameAfter(body, toks, 1); e > 1 {
			a := attribution{who: [2]int{toks[1].start, toks[e-1].end}, span: [2]int{toks[0].start, toks[e-1].end}}
			a.appos = apposAfter(body, toks, e) // "said a spokesman, Jane Doe, on Monday"
			return a
		}
	}
	words := 0
	for v, t := range toks {
		if !t.word {
			if sentenceEndAt(body, t.start) || body[t.start] == ';' {
				return attribution{}
			}
			continue
		}
		words++
		if words > maxApposition {
			break
		}
		w := lower(body, t)
		if !speechVerbs[w] || v == 0 || participles[w] {
			continue
		}
		s, e, appos, ok := subject(body, toks[:v])
		if !ok {
			continue
		}
		if short && !clauseEndsSoon(body, toks[v+1:]) {
			return attribution{}
		}
		if !sep && !otherPronouns[lower(body, toks[0])] && !personPronouns[lower(body, toks[0])] {
			return attribution{} // `"Black Friday" sales said ...`: no mark sets the quote off
		}
		return attribution{who: [2]int{s, e}, appos: appos, span: [2]int{toks[0].start, t.end}}
	}
	return attribution{}
}

// contrastive conjunctions open a clause after a quote that is no attribution of it.
var contrastive = map[string]bool{
	"though": true, "although": true, "but": true, "while": true, "whereas": true, "yet": true,
	"because": true, "since": true, "unless": true, "if": true,
}

// parseBefore reads an attribution in toks, the clause between the start of a sentence (or the
// previous quote) and a quote it introduces: "X said:", "According to X,", "X told the BBC:",
// "adding,".
func parseBefore(body string, toks []token) attribution {
	for len(toks) > 0 && !toks[len(toks)-1].word {
		toks = toks[:len(toks)-1]
	}
	i := 0
	for i < len(toks) && !toks[i].word {
		i++
	}
	toks = toks[i:]
	if len(toks) == 0 {
		return attribution{}
	}
	if a, ok := according(body, toks); ok {
		return a
	}
	// The last speech verb introduces the quote; a subject before it (up to a comma) names the
	// speaker, and a bare participle continues the previous one.
	for v := len(toks) - 1; v >= 0; v-- {
		t := toks[v]
		if !t.word {
			continue
		}
		w := lower(body, t)
		if !speechVerbs[w] {
			continue
		}
		if len(toks)-v > 6 {
			return attribution{} // too much after the verb: not an introduction
		}
		if participles[w] {
			if v == 0 || !toks[v-1].word {
				return attribution{inherit: true, span: [2]int{t.start, t.end}}
			}
			continue
		}
		j := v
		for j > 0 && toks[j-1].word {
			j--
		}
		if j > 0 && j < v {
			// "Speaking to reporters, Jane Doe said:" — the subject follows the last comma.
			if s, e, appos, ok := subject(body, toks[j:v]); ok {
				return attribution{who: [2]int{s, e}, appos: appos, span: [2]int{toks[j].start, toks[len(toks)-1].end}}
			}
		}
		if s, e, appos, ok := subject(body, toks[:v]); ok {
			return attribution{who: [2]int{s, e}, appos: appos, span: [2]int{toks[0].start, toks[len(toks)-1].end}}
		}
		if s, e, ok := nameBefore(body, toks, v); ok {
			return attribution{who: [2]int{s, e}, span: [2]int{s, toks[len(toks)-1].end}}
		}
		return attribution{}
	}
	return attribution{}
}

// according reads "according to X" at the start of toks.
func according(body string, toks []token) (attribution, bool) {
	if len(toks) < 3 || lower(body, toks[0]) != "according" || lower(body, toks[1]) != "to" {
		return attribution{}, false
	}
	e := 2
	for e < len(toks) && toks[e].word && e-2 < maxSubjectWords+2 {
		if e > 2 && stopAfterAccording[lower(body, toks[e])] {
			break
		}
		e++
	}
	if e == 2 {
		return attribution{}, false
	}
	return attribution{who: [2]int{toks[2].start, toks[e-1].end}, span: [2]int{toks[0].start, toks[e-1].end}}, true
}

// nameAfter returns the index after the name that follows an inverted verb at toks[from-1],
// ending at punctuation or a word that starts a new phrase; 0 when there is no such name.
func nameAfter(body string, toks []token, from int) int {
	e := from
	for e < len(toks) && toks[e].word && e-from < maxSubjectWords {
		w := lower(body, toks[e])
		if stopAfterVerb[w] && e > from && !((w == "for" || w == "of" || w == "at") && isSpokesNoun(lower(body, toks[e-1]))) {
			break // "said a spokesman for the operator" keeps whom the spokesman speaks for
		}
		if e == from && (stopAfterVerb[w] || w == "that" || w == "of") {
			return 0
		}
		e++
	}
	// Titles end in a dot the tokenizer leaves outside ("said Dr. Jane Doe").
	for e < len(toks) && !toks[e].word && body[toks[e].start] == '.' && e+1 < len(toks) &&
		toks[e+1].word && titles[lower(body, toks[e-1])] && !sentenceEndAt(body, toks[e].start) {
		e += 2
		for e < len(toks) && toks[e].word && !stopAfterVerb[lower(body, toks[e])] && e-from < maxSubjectWords+2 {
			e++
		}
	}
	if e == from {
		return 0
	}
	return e
}

// isSpokesNoun reports whether w names someone who speaks for a body: "spokesman", "official".
func isSpokesNoun(w string) bool {
	switch w {
	case "spokesman", "spokeswoman", "spokesperson", "official", "representative", "researcher", "officer":
		return true
	}
	return false
}

// subject finds the speaker's words in toks, the words before a speech verb: the part before the
// first comma (an apposition follows it), without leading conjunctions or trailing adverbs.
func subject(body string, toks []token) (start, end int, appos [2]int, ok bool) {
	cut := len(toks)
	for i, t := range toks {
		if !t.word && body[t.start] != '.' && !isApostrophe(body, t.start) {
			cut = i
			break
		}
	}
	if cut < len(toks) {
		// An apposition is closed by a comma right before the verb, or, when a writer left that
		// comma out, is short ("Jane Doe, the 44-year-old actress told ...").
		last := toks[len(toks)-1]
		words := 0
		for _, t := range toks[cut:] {
			if t.word {
				words++
			} else if body[t.start] != ',' && body[t.start] != '.' && body[t.start] != '-' && body[t.start] != '(' &&
				body[t.start] != ')' && !isApostrophe(body, t.start) {
				return 0, 0, appos, false // brackets stay: "director of the agency (BNGRC), told"
			}
		}
		if last.word && !isSoft(body, last) && words > maxOpenApposition {
			return 0, 0, appos, false
		}
		appos = [2]int{toks[cut].end, last.end}
	}
	toks = toks[:cut]
	for len(toks) > 0 && (!toks[0].word || leadWords[lower(body, toks[0])]) {
		toks = toks[1:]
	}
	for len(toks) > 0 && (!toks[len(toks)-1].word || isSoft(body, toks[len(toks)-1])) {
		toks = toks[:len(toks)-1]
	}
	words := 0
	for k, t := range toks {
		if t.word {
			words++
			w := lower(body, t)
			if speechVerbs[w] || w == "that" || w == "to" || k > 0 && clauseWords[w] {
				return 0, 0, appos, false
			}
			if w == "and" && (k+1 >= len(toks) || !isCapitalised(body, toks[k+1])) {
				return 0, 0, appos, false // "She left the room and said": a clause, not a name
			}
		}
	}
	if words == 0 || words > maxSubjectWords {
		return 0, 0, appos, false
	}
	return toks[0].start, toks[len(toks)-1].end, appos, true
}

// clauseEndsSoon reports whether toks, what follows a verb, ends its sentence within a few
// words ("Smith said." or "Smith told the BBC.").
func clauseEndsSoon(body string, toks []token) bool {
	words := 0
	for _, t := range toks {
		if t.word {
			words++
			if words > 4 {
				return false
			}
			continue
		}
		if body[t.start] == ',' || sentenceEndAt(body, t.start) {
			return true
		}
	}
	return true
}

// isApostrophe reports whether an apostrophe, straight or curly, starts at i.
func isApostrophe(body string, i int) bool {
	return body[i] == '\'' || strings.HasPrefix(body[i:], "’")
}

// isSoft reports whether a token is a soft word as written in lower case: "May" is a name,
// "may" a modal.
func isSoft(body string, t token) bool {
	return t.word && !isCapitalised(body, t) && softWords[lower(body, t)]
}

// nameBefore finds the speaker named right before the verb at toks[v] when no clean subject
// opens the clause ("... when she said:", "... in parliament, Mr Abbott said:"): a pronoun, or a
// run of capitalised words, soft words aside.
func nameBefore(body string, toks []token, v int) (start, end int, ok bool) {
	k := v - 1
	for k >= 0 && isSoft(body, toks[k]) {
		k--
	}
	if k < 0 || !toks[k].word {
		return 0, 0, false
	}
	if w := lower(body, toks[k]); personPronouns[w] || otherPronouns[w] {
		return toks[k].start, toks[k].end, true
	}
	end = toks[k].end
	j := k
	for j >= 0 && k-j < maxSubjectWords && (toks[j].word && isCapitalised(body, toks[j]) || !toks[j].word && body[toks[j].start] == '.' && j > 0 && titles[lower(body, toks[j-1])]) {
		j--
	}
	if j == k {
		return 0, 0, false
	}
	return toks[j+1].start, end, true
}

// apposAfter returns the span of an apposition set off by a comma within a few words after
// toks[from] ("one of the six, student Jane Doe, outside"), or an empty span.
func apposAfter(body string, toks []token, from int) [2]int {
	k := from
	for k < len(toks) && toks[k].word && k-from < 4 {
		k++
	}
	if k >= len(toks) || toks[k].word || body[toks[k].start] != ',' {
		return [2]int{}
	}
	j := k + 1
	for j < len(toks) && toks[j].word && j-k <= maxOpenApposition+2 {
		w := lower(body, toks[j])
		if speechVerbs[w] || w == "that" || w == "who" || w == "which" || strings.HasSuffix(w, "ing") && j == k+1 {
			return [2]int{} // "said the spokesman, adding that Jane Doe ...": a clause, not a name
		}
		j++
	}
	if j == k+1 || j < len(toks) && toks[j].word {
		return [2]int{} // not closed: more clause than apposition
	}
	return [2]int{toks[k+1].start, toks[j-1].end}
}
