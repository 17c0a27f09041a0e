package quotes

import (
	"strings"

	"github.com/corroborate/corroborate"
)

// maxFramingWords bounds a sentence that sets up the quote after it without a speech verb ("The
// opposing manager, Jane Doe, was blunt."); longer sentences report events, not a speaker.
const maxFramingWords = 15

// subjectMention returns the index into d.mentions of the person a sentence body[lo:hi] opens
// with as its subject, or -1: a name at the start, after titles ("Police Commissioner Jane
// Doe") or after a short description set off by a comma ("The opposing manager, Jane Doe,").
// A name after a verb or preposition is an object, and a possessor ("Doe's lawyer") is not the
// subject either.
func (d *doc) subjectMention(lo, hi int) int {
	for k := d.firstMentionFrom(lo); k < len(d.mentions) && d.mentions[k].start < hi; k++ {
		m := d.mentions[k]
		if m.start < lo || m.end > hi || d.insideQuote(m.start) || d.ents[m.ent].Type != corroborate.Person {
			continue
		}
		if possessive(d.body, m.end, hi) {
			return -1
		}
		before := tokenize(d.body, lo, m.start)
		for len(before) > 0 && !before[0].word {
			before = before[1:] // a closing mark or bracket left from the sentence before
		}
		if len(before) == 0 {
			return k
		}
		if allCapitalisedWords(d.body, before) && !strings.ContainsRune(d.body[before[0].start:m.start], ',') {
			return k
		}
		last := before[len(before)-1]
		if !last.word && d.body[last.start] == ',' && determiners[lower(d.body, before[0])] && wordCount(d.body[lo:m.start]) <= 5 {
			return k
		}
		return -1
	}
	return -1
}

var determiners = map[string]bool{"the": true, "a": true, "an": true, "his": true, "her": true, "its": true, "their": true, "our": true}

// framedBy gives an unattributed quote opening a sentence the person the sentence before, in
// the same paragraph, is about when that sentence is short, has no speech verb and only says
// how the person was: news style sets a quote up with "Jane Doe was blunt." or "He was
// unrepentant." A sentence of what someone did ("Doe arrived on Monday.") names no speaker.
func (d *doc) framedBy(f *found, ps, pe int) {
	for pe > ps && strings.ContainsRune(" \t\r\n", rune(d.body[pe-1])) {
		pe--
	}
	lo := ps
	if si := d.sentenceAt(pe - 1); si >= 0 && d.sents[si].Start > lo {
		lo = d.sents[si].Start
	}
	if pe <= lo || !strings.ContainsRune(".!", rune(d.body[pe-1])) || wordCount(d.body[lo:pe]) > maxFramingWords {
		return
	}
	toks := tokenize(d.body, lo, pe)
	for _, t := range toks {
		if t.word && (speechVerbs[lower(d.body, t)] || reportingVerbs[lower(d.body, t)]) {
			return
		}
	}
	if k := d.subjectMention(lo, pe); k >= 0 && d.copulaAfter(d.mentions[k].end, pe) {
		m := d.mentions[k]
		f.q.Speaker, f.ent = d.ents[m.ent].Name, m.ent
		f.q.SpeakerStart, f.q.SpeakerEnd = m.start, m.end
		return
	}
	if who, end, ok := d.describedPerson(lo, pe, unknownGender); ok && d.copulaAfter(end, pe) {
		f.q.Speaker, f.ent = who, -1 // "One investor, who did not want to be named, was blunter."
		f.q.SpeakerStart, f.q.SpeakerEnd = lo, end
		return
	}
	if w := firstWord(toks); w.word && personPronouns[lower(d.body, w)] && d.copulaAfter(w.end, pe) {
		f.q.Speaker, f.ent = d.antecedent(w.start, corroborate.Person)
		if f.q.Speaker != "" {
			f.q.SpeakerStart, f.q.SpeakerEnd = w.start, w.end
		}
	}
}

// backReferences open a sentence that names who spoke the quote before it ("That was the
// verdict of Jane Doe", "The words came from a commuter, Jane Doe").
var backReferences = map[string]bool{"that": true, "this": true, "those": true, "these": true, "such": true, "so": true}

// backNouns after "the" do the same ("The words came from ...", "The warning came from ...").
var backNouns = map[string]bool{
	"words": true, "remark": true, "remarks": true, "comment": true, "comments": true, "verdict": true,
	"message": true, "warning": true, "view": true, "assessment": true, "plea": true, "admission": true,
}

// namedAfter gives an unattributed quote standing as its own sentence the person the next
// sentence names as its source, when that sentence points back at it: "That was the verdict of
// Jane Doe ...", "So said Jane Doe.", "The words came from Jane Doe". post are the tokens of
// that sentence. It reports whether it found one.
func (d *doc) namedAfter(f *found, post []token) bool {
	var words []token
	for _, t := range post {
		if t.word {
			words = append(words, t)
		}
	}
	if len(words) < 3 {
		return false
	}
	first := lower(d.body, words[0])
	if !backReferences[first] && !(first == "the" && backNouns[lower(d.body, words[1])]) {
		return false
	}
	source := false // "of", "from", "by" or "said" seen: what follows is the source
	for _, t := range words[1:] {
		w := lower(d.body, t)
		if !source {
			source = w == "of" || w == "from" || w == "by" || w == "said" || w == "says"
			continue
		}
		for k := d.firstMentionFrom(t.start); k < len(d.mentions) && d.mentions[k].start <= t.start; k++ {
			m := d.mentions[k]
			if m.start == t.start && d.ents[m.ent].Type == corroborate.Person && !possessive(d.body, m.end, post[len(post)-1].end) {
				f.q.Speaker, f.ent = d.ents[m.ent].Name, m.ent
				f.q.SpeakerStart, f.q.SpeakerEnd = m.start, m.end
				return true
			}
		}
	}
	return false
}

// pairAntecedent resolves "they" or "we" at pos to a named pair the nearest earlier sentence
// opens with ("Jane Doe and her neighbour John Roe say ..."), giving the first of the two: a
// joint statement is kept under its first-named speaker, so that the speaker stays an entity
// of the document. Anything else, a group or an unnamed plural, stays unknown.
func (d *doc) pairAntecedent(pos int) (string, int) {
	si := d.sentenceAt(pos)
	for k := si - 1; k >= 0 && k >= si-pronounWindow; k-- {
		s := d.sents[k]
		if s.End > pos {
			continue
		}
		a := d.subjectMention(s.Start, s.End)
		if a < 0 {
			if d.personIn(s.Start, s.End) >= 0 {
				return "", -1 // the nearest sentence naming someone names no pair
			}
			continue
		}
		m := d.mentions[a]
		rest := tokenize(d.body, m.end, min(s.End, m.end+200))
		if len(rest) < 2 || !rest[0].word || lower(d.body, rest[0]) != "and" {
			return "", -1
		}
		for j := 1; j < len(rest) && j <= 5; j++ {
			if !rest[j].word {
				break
			}
			if b := d.personIn(rest[j].start, s.End); b >= 0 && b != m.ent && d.mentionAt(rest[j].start, b) {
				return d.ents[m.ent].Name, m.ent
			}
		}
		return "", -1
	}
	return "", -1
}

// mentionAt reports whether entity e (any, for -1) has a mention starting at pos.
func (d *doc) mentionAt(pos, e int) bool {
	for k := d.firstMentionFrom(pos); k < len(d.mentions) && d.mentions[k].start <= pos; k++ {
		if d.mentions[k].start == pos && (e < 0 || d.mentions[k].ent == e) {
			return true
		}
	}
	return false
}

// framingVerbs link a subject to how it came across ("was blunt", "sounded defiant").
var framingVerbs = map[string]bool{
	"was": true, "is": true, "were": true, "remained": true, "remains": true, "sounded": true,
	"seemed": true, "looked": true, "appeared": true,
}

// copulaAfter reports whether the verb of a subject ending at pos, past the comma closing a
// description before the name ("The manager, Jane Doe, was") or an apposition after it ("Jane
// Doe, who scored twice, was"), is a framing verb.
func (d *doc) copulaAfter(pos, hi int) bool {
	toks := tokenize(d.body, pos, hi)
	k := 0
	if k < len(toks) && !toks[k].word && d.body[toks[k].start] == ',' {
		k++
		if !(k < len(toks) && toks[k].word && framingVerbs[lower(d.body, toks[k])]) {
			for k < len(toks) && (toks[k].word || d.body[toks[k].start] != ',') {
				k++
			}
			k++
		}
	}
	for k < len(toks) && isSoft(d.body, toks[k]) && !framingVerbs[lower(d.body, toks[k])] {
		k++
	}
	return k < len(toks) && toks[k].word && framingVerbs[lower(d.body, toks[k])]
}

// personNouns are common nouns for a person that a sentence may open with instead of a name ("A
// neighbour, who asked not to be named, said ..."), with the gender the noun itself tells.
var personNouns = map[string]gender{
	"neighbour": unknownGender, "neighbor": unknownGender, "resident": unknownGender,
	"witness": unknownGender, "spokesman": male, "spokeswoman": female, "spokesperson": unknownGender,
	"official": unknownGender, "officer": unknownGender, "doctor": unknownGender, "nurse": unknownGender,
	"teacher": unknownGender, "lawyer": unknownGender, "student": unknownGender, "friend": unknownGender,
	"colleague": unknownGender, "relative": unknownGender, "cousin": unknownGender, "partner": unknownGender,
	"survivor": unknownGender, "passenger": unknownGender, "driver": unknownGender, "worker": unknownGender,
	"employee": unknownGender, "farmer": unknownGender, "shopkeeper": unknownGender, "victim": unknownGender,
	"aide": unknownGender, "analyst": unknownGender, "guard": unknownGender, "soldier": unknownGender,
	"activist": unknownGender, "parent": unknownGender, "child": unknownGender, "source": unknownGender,
	"investor": unknownGender, "executive": unknownGender, "manager": unknownGender, "member": unknownGender,
	"supporter": unknownGender, "protester": unknownGender, "voter": unknownGender, "fan": unknownGender,
	"customer": unknownGender, "diplomat": unknownGender, "expert": unknownGender, "economist": unknownGender,
	"scientist": unknownGender, "researcher": unknownGender, "engineer": unknownGender, "pilot": unknownGender,
	"director": unknownGender, "employer": unknownGender, "owner": unknownGender, "mourner": unknownGender,
	"man": male, "boy": male, "son": male, "husband": male, "father": male, "brother": male,
	"uncle": male, "nephew": male, "grandfather": male, "widower": male,
	"woman": female, "girl": female, "daughter": female, "wife": female, "mother": female,
	"sister": female, "aunt": female, "niece": female, "grandmother": female, "widow": female,
}

// describedPerson reads a sentence body[lo:hi] that opens with a person described, not named:
// "A neighbour, who asked not to be named, said ...", "His daughter, Grace, worries ...". It
// returns who that is, as written (the name in a one-name apposition, else the description),
// when the description agrees with gender g.
func (d *doc) describedPerson(lo, hi int, g gender) (who string, end int, ok bool) {
	toks := tokenize(d.body, lo, min(hi, lo+400))
	if len(toks) < 3 || !toks[0].word || !(determiners[lower(d.body, toks[0])] || lower(d.body, toks[0]) == "one") {
		return "", 0, false
	}
	h := 1
	if !isPersonNoun(d.body, toks[h]) && h+1 < len(toks) && toks[h].word && !isCapitalised(d.body, toks[h]) {
		h++ // one adjective: "A local resident", "His younger sister"
	}
	if !isPersonNoun(d.body, toks[h]) {
		// "A Foreign Ministry spokeswoman": a body's name before a spokesperson's noun
		m := 1
		for m < 4 && m+1 < len(toks) && toks[m].word && !isPersonNoun(d.body, toks[m]) {
			m++
		}
		if m < len(toks) && isSpokesNoun(lower(d.body, toks[m])) {
			h = m
		}
	}
	if !isPersonNoun(d.body, toks[h]) {
		return "", 0, false
	}
	if ng := personNouns[lower(d.body, toks[h])]; g != unknownGender && ng != unknownGender && ng != g {
		return "", 0, false
	}
	if h+1 >= len(toks) || toks[h+1].word && (toks[h+1].end > hi || lower(d.body, toks[h+1]) == "of") {
		return "", 0, false // "the son of ...": the description goes on
	}
	// "His daughter, Grace, ...": a one-word capitalised apposition is her name.
	if n := h + 3; n < len(toks) && d.body[toks[h+1].start] == ',' && toks[h+2].word && isCapitalised(d.body, toks[h+2]) &&
		!toks[n].word && d.body[toks[n].start] == ',' {
		return d.body[toks[h+2].start:toks[h+2].end], toks[h+2].end, true
	}
	return d.body[toks[0].start:toks[h].end], toks[h].end, true
}

func isPersonNoun(body string, t token) bool {
	if !t.word {
		return false
	}
	_, ok := personNouns[lower(body, t)]
	return ok
}

// describedBefore resolves a pronoun at pos, of gender g, to a person described, not named, as
// the subject of one of the sentences between it and the nearest sentence naming a candidate
// (index stop; -1 when none). A named person further back is not who the text now talks about.
func (d *doc) describedBefore(pos, stop int, g gender) (string, bool) {
	si := d.sentenceAt(pos)
	for k := si - 1; k > stop && k >= 0 && k >= si-pronounWindow; k-- {
		s := d.sents[k]
		if s.End > pos || d.insideQuote(s.Start) {
			continue
		}
		if who, _, ok := d.describedPerson(s.Start, s.End, g); ok {
			return who, true
		}
		if who, ok := d.describedLast(s.Start, s.End, g); ok {
			return who, true
		}
	}
	return "", false
}

// describedLast reads a sentence body[lo:hi] that ends by crediting a person described, not
// named: "Experts were on site, a spokesman for the agency said.", "..., said a sister of the
// victim." It returns the description as written when it agrees with gender g.
func (d *doc) describedLast(lo, hi int, g gender) (string, bool) {
	toks := tokenize(d.body, max(lo, hi-200), hi)
	n := len(toks)
	for n > 0 && !toks[n-1].word {
		n--
	}
	if n < 4 {
		return "", false
	}
	var desc []token
	switch {
	case speechVerbs[lower(d.body, toks[n-1])]:
		k := n - 2
		for k >= 0 && toks[k].word && n-2-k < maxWrittenSpeaker {
			k--
		}
		if k < 0 || toks[k].word || d.body[toks[k].start] != ',' {
			return "", false
		}
		desc = toks[k+1 : n-1]
	default:
		k := n - 1
		for k >= 0 && toks[k].word && n-1-k < maxWrittenSpeaker+1 && !speechVerbs[lower(d.body, toks[k])] {
			k--
		}
		if k < 1 || !toks[k].word || toks[k-1].word || d.body[toks[k-1].start] != ',' {
			return "", false // ", said a sister of the victim."
		}
		desc = toks[k+1 : n]
	}
	if len(desc) < 2 || !determiners[lower(d.body, desc[0])] {
		return "", false
	}
	h := 1
	if !isPersonNoun(d.body, desc[h]) && len(desc) > 2 {
		h++
	}
	ng, ok := personNouns[lower(d.body, desc[h])]
	if !ok || g != unknownGender && ng != unknownGender && ng != g {
		return "", false
	}
	for _, t := range desc {
		if d.mentionAt(t.start, -1) && !d.governed(t.start, false) {
			return "", false // a name in it is the one to look for
		}
	}
	return d.body[desc[0].start:desc[len(desc)-1].end], true
}
