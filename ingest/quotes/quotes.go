// Package quotes finds direct quotations in a document body and who the text says spoke them.
//
// Quotation marks are paired first (straight and curly, double and single, mixed, with
// apostrophes told apart, and a quote left open at a paragraph end when the next paragraph
// reopens it), then each quotation is read in its sentence: a full quote stands as its own
// sentence, follows "X said:" or resumes one split by its attribution; a partial quote is a
// fragment embedded in reported speech ("called the evidence 'amazing'").
//
// The speaker comes, in this order, from the attribution next to the quote ("said X", "X said",
// "X, apposition, told Y", "according to X", "he added", "X said:"); from the quote it continues
// (the same sentence or paragraph, or the quote closing the paragraph before); from the
// sentence before, when it reports a person speaking ("A spokeswoman, Jane Doe, said the claims
// were false."); and, for a partial quote, from the subject of the reporting verb. Choices made:
//
//   - Speaker is the entity's Name when the attribution overlaps a mention of an entity, equals
//     its name or alias, its surname or first name (when only one person has it), or the one
//     role recorded for a person ("the pathologist"); otherwise the words as written ("a
//     spokesman", "the report"). A speaker named by an organisation is that organisation; a
//     place only qualifies ("Riverton police").
//   - "he" and "she" resolve to the person named in the nearest earlier sentence (outside
//     quotation marks, honorifics telling he from she), or to the person last quoted while no
//     one new is named; "it" likewise to an organisation; a definite description that news style
//     uses for the person just named ("the 44-year-old") to that person. "They" and "we" stay
//     unknown unless the sentence before opens with a named pair ("Jane Doe and her neighbour
//     John Roe say ..."); "I" and an ambiguous pronoun stay unknown.
//   - A joint speaker ("Doe and Roe said", "they" for that pair) is the first person named: the
//     speaker stays an entity of the document, and the pair is in the attribution span.
//   - A name written with a quoted nickname (J.W. "Pete" Huey) is given without the nickname,
//     even when entity recognition kept only one part of it.
//   - A partial quote whose reporting verb has a description for subject ("The mayor said the
//     plan was 'reckless'") takes the description as for a full quote; a passive reporting verb
//     ("what is being described as 'systematic'") leaves it without a speaker.
//   - A full quote standing alone takes the source the next sentence names when that sentence
//     points back ("That was the verdict of Jane Doe", "The words came from Jane Doe"), and one
//     after a short sentence saying how a person came across ("Jane Doe was blunt.") that person;
//     a sentence of what someone did ("Doe arrived on Monday.") names no speaker.
//   - A pronoun after a sentence opening with a person described but not named ("A neighbour,
//     who asked not to be named, said ...") is that person as written, when the noun's gender
//     agrees; a headline's clipped grammar names no one. A name right before an office word
//     and another name ("City manager Jane Doe") only qualifies the title and is no antecedent.
//   - "It" stands for an institution last quoted as written ("the ministry said ... It accused
//     ...") when no organisation entity is named since. A passive reporting verb ("Jane Doe was
//     accused of 'fraud'") makes its subject the target of the words, not their speaker.
//   - An apposition names the speaker a description or "one of" leaves vague: "said one of the
//     six, student Jane Doe, outside", "The firm that runs the site, Acme Ltd, said".
//   - Quoted names, labels and titles ("a source named 'Caesar'", "the 'Arab Spring'", a
//     capitalised quote of a few words with no attribution) are not quotations and are skipped;
//     other scare quotes are kept as partial quotes, with a speaker only when a reporting verb
//     has one ("The company praised its 'robust' checks" has none).
//   - A quote nested inside another is part of its words and is not returned on its own.
//   - Text is trimmed of surrounding space and of a trailing comma, colon or semicolon, which
//     belong to the sentence around the quote; SpeakerStart/End locate the attribution phrase,
//     for a continued quote the one it inherited, and are zero whenever Speaker is "".
//   - Sentences from ingest/segment bound where pronouns look back; without them the body is
//     split at line breaks and sentence ends. Context is read within a few hundred words of a
//     quote, so time stays linear in the body's length.
package quotes

import (
	"slices"
	"sort"
	"strings"
	"unicode"

	"github.com/corroborate/corroborate"
)

// doc is one body being read, with what the quotes read so far have established.
type doc struct {
	body     string
	sents    []corroborate.Span
	ents     []corroborate.Entity
	mentions []mention
	longest  int // bytes of the longest mention
	pairs    []pair
	// lastPerson is the entity of the most recent quote spoken by a person, which a later
	// pronoun most likely stands for; lastPersonAt is where that speaker was named.
	lastPerson, lastPersonAt int
	// lastOrg and lastOrgAt are the same for organisations, which "it" stands for.
	lastOrg, lastOrgAt int
	// lastBody and lastBodyAt are the same for an institution kept as written ("the ministry"),
	// when no entity names it.
	lastBody   string
	lastBodyAt int
	// lastDesc and lastDescAt are the same for a person described, not named ("a spokesperson
	// for the ministry"), which "the spokesperson" takes up.
	lastDesc   string
	lastDescAt int
	newlines   []int    // offsets of every '\n' in body
	genders    []gender // per entity, read from honorifics on first use
}

// maxContext bounds, in bytes, how far from a quote its sentence is read, so that a body with
// endless lines or sentences still costs time in proportion to its length.
const maxContext = 1500

// lineStart returns the offset where the line holding pos starts.
func (d *doc) lineStart(pos int) int {
	k := sort.SearchInts(d.newlines, pos) // first newline at or after pos
	if k == 0 {
		return 0
	}
	return d.newlines[k-1] + 1
}

// lineEnd returns the offset of the newline ending the line holding pos, or len(body).
func (d *doc) lineEnd(pos int) int {
	k := sort.SearchInts(d.newlines, pos)
	if k == len(d.newlines) {
		return len(d.body)
	}
	return d.newlines[k]
}

// found is a quote with what attribution decided about it.
type found struct {
	q    corroborate.Quote
	pair int
	ent  int // entity index of the speaker, -1 when none
	line int // start of the quote's paragraph
}

// speakersAmong returns entities with every named detainee typed as a person: a former
// prisoner speaks as a person does. Counted groups ("300 prisoners") stay detainees. The
// caller's slice is not changed.
func speakersAmong(entities []corroborate.Entity) []corroborate.Entity {
	out := entities
	for i, e := range entities {
		if e.Type != corroborate.Detainee || e.Name == "" || e.Name[0] >= '0' && e.Name[0] <= '9' {
			continue
		}
		if &out[0] == &entities[0] {
			out = slices.Clone(entities)
		}
		out[i].Type = corroborate.Person
	}
	return out
}

// Extract finds direct quotations and who spoke them. sentences are the passage spans of body
// (from ingest/segment), entities the document's entities with all mentions (from
// ingest/extract). Every quote has Text == body[Start:End]; Speaker is "" when the text does
// not say who spoke.
func Extract(body string, sentences []corroborate.Span, entities []corroborate.Entity) []corroborate.Quote {
	pairs := findPairs(body)
	if len(pairs) == 0 {
		return nil
	}
	d := &doc{
		body:       body,
		sents:      validSentences(body, sentences),
		ents:       speakersAmong(entities),
		pairs:      pairs,
		lastPerson: -1,
		lastOrg:    -1,
	}
	d.mentions, d.longest = indexMentions(body, entities)
	for i := 0; i < len(body); {
		k := strings.IndexByte(body[i:], '\n')
		if k < 0 {
			break
		}
		d.newlines = append(d.newlines, i+k)
		i += k + 1
	}
	var res []found
	for i := range pairs {
		if f, ok := d.read(i, res); ok {
			res = append(res, f)
		}
	}
	d.lookAhead(res)
	d.fullNames(res)
	out := make([]corroborate.Quote, len(res))
	for i, f := range res {
		out[i] = f.q
	}
	return out
}

// lookAhead gives an unattributed full quote the speaker of the full quote right after it, when
// nothing but space parts them: "A." "B," she said.
func (d *doc) lookAhead(res []found) {
	for i := len(res) - 2; i >= 0; i-- {
		f, next := &res[i], &res[i+1]
		if f.q.Speaker != "" || f.q.Partial || next.q.Speaker == "" || next.q.Partial || f.line != next.line {
			continue
		}
		if strings.TrimSpace(d.body[d.pairs[f.pair].closeEnd:d.pairs[next.pair].open]) == "" {
			d.inherit(f, next)
		}
	}
}

// read attributes the i-th quotation, given the quotes kept before it; ok is false for a quoted
// name or label, or a pair with no words.
func (d *doc) read(i int, prev []found) (found, bool) {
	p := d.pairs[i]
	body := d.body
	s, e := trimText(body, p.open+p.openLen, p.close)
	if e <= s {
		return found{}, false
	}
	lineStart, lineEnd := d.lineStart(p.open), d.lineEnd(p.closeEnd)
	var last *found
	if n := len(prev); n > 0 && prev[n-1].line == lineStart {
		last = &prev[n-1]
	}

	preStart, postEnd := d.clauses(i, lineStart, lineEnd)
	preToks := tokenize(body, preStart, p.open)
	postToks := tokenize(body, p.closeEnd, postEnd)
	pre := strings.TrimSpace(body[preStart:p.open])

	text := body[s:e]
	first, _ := runeAt(text, 0)
	startsUpper := !unicode.IsLower(first)
	lastPre := runeBefore(pre, len(pre))
	// A quote resumed after its attribution ("We are," he said, "ready.") goes on the sentence.
	resumed := last != nil && !last.q.Partial && preStart == d.pairs[i-1].closeEnd && lastPre == ','
	full := pre == "" || lastPre == ':' || resumed || (startsUpper && (lastPre == ',' || lastPre == '—' || lastPre == '–' ||
		len(preToks) > 0 && preToks[len(preToks)-1].word && speechVerbs[lower(body, preToks[len(preToks)-1])]))

	if d.isLabel(text, pre, preToks) {
		return found{}, false
	}

	f := found{q: corroborate.Quote{Text: text, Start: s, End: e, Partial: !full}, pair: i, ent: -1, line: lineStart}
	endsSentence := strings.ContainsAny(text[len(text)-1:], ".!?…")
	short := endsSentence && len(postToks) > 0 && isCapitalised(body, firstWord(postToks))

	var a attribution
	viaPost := false
	if full && pre != "" {
		a = parseBefore(body, preToks)
	}
	if !a.found() && (full || parenthetical(body, p, postToks)) {
		sep := strings.ContainsRune(",.?!…;:—–-", runeBefore(body, p.close))
		a = parseAfter(body, postToks, short, sep)
		viaPost = a.found()
	}

	switch {
	case a.inherit:
		if last != nil && last.q.Speaker != "" {
			d.inherit(&f, last)
		} else {
			d.subjectOf(&f, preStart, lineStart, p.open) // "X told Reuters ..., adding, ..."
		}
	case a.found():
		f.q.Speaker, f.ent = d.speakerFor(a.who[0], a.who[1])
		if f.ent < 0 || d.ents[f.ent].Type != corroborate.Person {
			if k := d.personIn(a.appos[0], a.appos[1]); k >= 0 {
				f.q.Speaker, f.ent = d.ents[k].Name, k // "a spokesman, Jane Doe, said"
			} else if k := d.bodyIn(a.appos[0], a.appos[1]); k >= 0 && f.ent < 0 {
				f.q.Speaker, f.ent = d.ents[k].Name, k // "The UN refugee agency, UNHCR, said"
			}
		}
		if f.q.Speaker != "" {
			f.q.SpeakerStart, f.q.SpeakerEnd = a.span[0], a.span[1]
		}
	case !full:
		d.subjectOf(&f, preStart, lineStart, p.open)
		if f.q.Speaker == "" {
			// "X has been charged with 'public calls to extremism', his lawyer Y told AFP."
			d.trailingAttribution(&f, postToks)
		}
	case last != nil && last.q.Speaker != "":
		d.inherit(&f, last) // a quote split by its attribution, or running on
	case lastPre == ':':
		d.colonSubject(&f, preStart, p.open) // "Jane Doe was blunter: ..."
	case last == nil && pre == "":
		if !d.namedAfter(&f, postToks) {
			d.continuation(&f, lineStart, preStart, prev)
		}
	}
	if !viaPost && !endsSentence && body[p.close-1] != ',' && isTitle(text) {
		return found{}, false // a quoted name or title: "Caesar" supposedly worked ...
	}
	if f.ent < 0 && f.q.Speaker != "" {
		if w := strings.Fields(strings.ToLower(f.q.Speaker)); institutions[w[len(w)-1]] {
			d.lastBody, d.lastBodyAt = f.q.Speaker, f.q.Start
		}
		if describes(f.q.Speaker) {
			d.lastDesc, d.lastDescAt = f.q.Speaker, f.q.Start
		}
	}
	if f.ent >= 0 {
		switch d.ents[f.ent].Type {
		case corroborate.Person:
			d.lastPerson, d.lastPersonAt = f.ent, f.q.Start
		case corroborate.Org:
			d.lastOrg, d.lastOrgAt = f.ent, f.q.Start
		}
	}
	return f, true
}

// clauses bounds the words around the i-th quote that may attribute it: before it, from the
// sentence start (or the end of the previous quote) to the opening mark; after it, from the
// closing mark to the sentence end (or the next quote). Both stay within maxContext.
func (d *doc) clauses(i, lineStart, lineEnd int) (preStart, postEnd int) {
	p, body := d.pairs[i], d.body
	preStart = max(lineStart, p.open-maxContext)
	if i > 0 && d.pairs[i-1].closeEnd > preStart {
		preStart = d.pairs[i-1].closeEnd
	}
	for k := p.open - 1; k >= preStart; k-- {
		if c := body[k]; (c == '.' || c == '!' || c == '?') && sentenceEndAt(body, k) {
			preStart = k + 1
			for r, n := runeAt(body, preStart); preStart < p.open && (isQuoteRune(r) || r == ')'); r, n = runeAt(body, preStart) {
				preStart += n // the closing marks of a quote the sentence ended in
			}
			break
		}
	}
	postEnd = min(lineEnd, p.closeEnd+maxContext)
	if i+1 < len(d.pairs) && d.pairs[i+1].open < postEnd {
		postEnd = d.pairs[i+1].open
	}
	for k := p.closeEnd; k < postEnd; k++ {
		if c := body[k]; (c == '.' || c == '!' || c == '?') && sentenceEndAt(body, k) {
			return preStart, k + 1
		}
	}
	return preStart, postEnd
}

// inherit gives f the speaker of an earlier quote it continues.
func (d *doc) inherit(f *found, from *found) {
	f.q.Speaker, f.ent = from.q.Speaker, from.ent
	f.q.SpeakerStart, f.q.SpeakerEnd = from.q.SpeakerStart, from.q.SpeakerEnd
}

// parenthetical reports whether the clause after a partial quote is set off as an attribution:
// a comma inside or after the closing mark, or "according to".
func parenthetical(body string, p pair, post []token) bool {
	if p.close > 0 && body[p.close-1] == ',' {
		return true
	}
	if len(post) == 0 {
		return false
	}
	if !post[0].word {
		c := body[post[0].start]
		return c == ',' || c == '-' || strings.HasPrefix(body[post[0].start:], "—") || strings.HasPrefix(body[post[0].start:], "–")
	}
	return lower(body, post[0]) == "according"
}

// isLabel reports whether a quote is a name or label rather than speech: a few words right
// after a naming cue ("known as", "codenamed").
func (d *doc) isLabel(text, pre string, preToks []token) bool {
	if wordCount(text) > 3 || pre == "" {
		return false
	}
	lp := strings.ToLower(pre)
	for _, cue := range namingCues {
		if strings.HasSuffix(lp, cue) && (len(lp) == len(cue) || !isWordRune(runeBefore(lp, len(lp)-len(cue)))) {
			return true
		}
	}
	return false
}

// subjectOf gives a partial quote the subject of the sentence's reporting verb: the first person
// (else organisation) named before the first reporting verb ahead of the quote, or a leading "he"
// or "she". Names after that verb belong to what is reported, not to who reports it.
func (d *doc) subjectOf(f *found, preStart, lineStart, open int) {
	lo := lineStart
	if si := d.sentenceAt(open); si >= 0 && d.sents[si].Start > lo && d.sents[si].Start <= open {
		lo = d.sents[si].Start
	}
	if preStart > lo && d.insideQuote(lo) {
		lo = preStart
	}
	lo = max(lo, open-maxContext)
	toks := tokenize(d.body, lo, open)
	if a, ok := according(d.body, toks); ok {
		// "According to X, ... 'quoted words'": X is the source of the whole sentence.
		f.q.Speaker, f.ent = d.speakerFor(a.who[0], a.who[1])
		if f.q.Speaker != "" {
			f.q.SpeakerStart, f.q.SpeakerEnd = a.span[0], a.span[1]
		}
		return
	}
	// Each reporting verb in turn may have a subject named between it and the verb before it;
	// names after a verb with no subject of its own belong to what that verb reports
	// ("the lawyers claimed to have met Jane Doe").
	from := lo
	for verb, vt := range toks {
		if !vt.word || !reportingVerbs[lower(d.body, vt)] && !putsFigure(d.body, toks, verb) || adjectival(d.body, toks, verb) ||
			verb > 0 && isCapitalised(d.body, vt) {
			continue // "West African States": a capitalised verb form is a name's word
		}
		if passiveAt(d.body, toks, verb) {
			// "Jane Doe was accused of 'fraud'": the subject is who the words are about.
			from = vt.end
			continue
		}
		// A pronoun right before the verb, soft words aside ("In a statement, she also called";
		// "Italy, he said, would ..."): it, not a name further back, is the verb's subject.
		k := verb - 1
		for k > 0 && isSoft(d.body, toks[k]) {
			k--
		}
		if k >= 0 && toks[k].word && personPronouns[lower(d.body, toks[k])] {
			f.q.Speaker, f.ent = d.antecedent(toks[k].start, corroborate.Person)
			if f.q.Speaker != "" {
				f.q.SpeakerStart, f.q.SpeakerEnd = toks[k].start, vt.end
			}
			return
		}
		if d.subjectBefore(f, from, vt) {
			return
		}
		if from == lo && d.describedSubject(f, toks, verb) {
			return // "The mayor said the strike was 'a disaster'": the description as written
		}
		from = vt.end
		if d.personIn(lo, vt.start) >= 0 {
			return // a person named before the verb, but not as its subject: do not look further
		}
	}
	// "The bodies, according to the report, showed 'signs of starvation'."
	for k := range toks {
		if a, ok := according(d.body, toks[k:]); ok {
			f.q.Speaker, f.ent = d.speakerFor(a.who[0], a.who[1])
			if f.q.Speaker != "" {
				f.q.SpeakerStart, f.q.SpeakerEnd = a.span[0], a.span[1]
			}
			return
		}
	}
}

// adjectival reports whether the verb form at k follows a determiner and so qualifies a noun:
// "In a written response, she said ...".
func adjectival(body string, toks []token, k int) bool {
	if k == 0 || !toks[k-1].word {
		return false
	}
	switch lower(body, toks[k-1]) {
	case "a", "an", "the", "his", "her", "its", "their", "our", "this", "that":
		return true
	}
	return false
}

// subjectBefore gives f the first person (else organisation or security branch, not as a
// possessor) named in [from, verb) outside quotes and not after a preposition; it reports
// whether it found one.
func (d *doc) subjectBefore(f *found, from int, vt token) bool {
	best, place := -1, -1
	var bestStart, placeStart int
	for k := d.firstMentionFrom(from); k < len(d.mentions) && d.mentions[k].start < vt.start; k++ {
		m := d.mentions[k]
		if m.start < from || m.end > vt.start || d.insideQuote(m.start) || bracketed(d.body, m.start) {
			continue // "CAIRO (AFP) —": the agency of a dateline is not who speaks
		}
		if d.ents[m.ent].Type == corroborate.Place && place < 0 && !d.governed(m.start, false) &&
			!possessive(d.body, m.end, vt.start) && !d.qualifiesNoun(m.start) && !d.qualifier(m) {
			place, placeStart = m.ent, m.start // "Egypt dismissed the report as ...": a state speaks
		}
		t := d.ents[m.ent].Type
		if d.governed(m.start, false) && !(t == corroborate.Org && d.governor(m.start) == "by") {
			continue // "a spokesperson for Jane Doe": Jane Doe is not who speaks; "a report by X" is X's
		}
		if possessive(d.body, m.end, vt.start) && t == corroborate.Person {
			continue // "Chelimo's lawyer, Grace Muthoni, said": the owner is not who speaks
		}
		if best < 0 && (t == corroborate.Org || t == corroborate.Branch) && d.opensApposition(from, m) {
			// "The Commission of Inquiry, chaired by judge Jane Doe, said": the body is the
			// subject, the person only qualifies it.
			best, bestStart = m.ent, m.start
			break
		}
		if t == corroborate.Person {
			if best < 0 || d.ents[best].Type != corroborate.Person {
				best, bestStart = m.ent, m.start
			}
			continue
		}
		if best < 0 && (t == corroborate.Org || t == corroborate.Branch) && !possessive(d.body, m.end, vt.start) && !d.qualifier(m) {
			best, bestStart = m.ent, m.start
		}
	}
	if best < 0 {
		best, bestStart = place, placeStart
	}
	if best < 0 {
		return false
	}
	f.q.Speaker, f.ent = d.ents[best].Name, best
	f.q.SpeakerStart, f.q.SpeakerEnd = d.subjectSpan(bestStart, vt)
	return true
}

// bracketed reports whether pos follows an opening bracket: "(AFP)".
func bracketed(body string, pos int) bool {
	return pos > 0 && body[pos-1] == '('
}

// continuation gives an unattributed quote that opens a sentence, with no quote before it in
// its paragraph, the speaker the text just named: the speaker of the quote closing the
// paragraph before, or the person the sentence before reports ("A spokeswoman, Jane Doe, said
// the claims were false." followed by the quote). Headings and captions (lines without final
// punctuation) between paragraphs are skipped.
func (d *doc) continuation(f *found, lineStart, preStart int, prev []found) {
	if preStart > lineStart {
		d.reportedSpeech(f, lineStart, preStart)
		if f.q.Speaker == "" {
			d.framedBy(f, lineStart, preStart)
		}
		return
	}
	ps, pe, ok := d.previousParagraph(lineStart)
	if !ok {
		return
	}
	for k := len(prev) - 1; k >= 0 && prev[k].q.Start >= ps; k-- {
		p := d.pairs[prev[k].pair]
		if p.closeEnd > pe || prev[k].line != ps {
			continue
		}
		if wordCount(d.body[max(p.closeEnd, prev[k].q.SpeakerEnd):pe]) <= 12 {
			if prev[k].q.Speaker != "" && !prev[k].q.Partial {
				d.inherit(f, &prev[k])
			}
			return
		}
		break
	}
	d.reportedSpeech(f, ps, pe)
}

// reportedSpeech gives f the person the last sentence of body[ps:pe] names as the subject of a
// speech verb ("Jane Doe told the BBC she was not surprised.").
func (d *doc) reportedSpeech(f *found, ps, pe int) {
	for pe > ps && unicode.IsSpace(runeBefore(d.body, pe)) {
		pe--
	}
	if pe <= ps {
		return
	}
	si := d.sentenceAt(pe - 1)
	lo := max(ps, pe-maxContext)
	if si >= 0 && d.sents[si].Start > lo {
		lo = d.sents[si].Start
	}
	toks := tokenize(d.body, lo, pe)
	verb := -1
	for k, t := range toks {
		if t.word && speechVerbs[lower(d.body, t)] {
			verb = k
			break
		}
	}
	if verb <= 0 {
		d.trailingAttribution(f, toks)
		return
	}
	vt := toks[verb]
	for k := d.firstMentionFrom(lo); k < len(d.mentions) && d.mentions[k].start < vt.start; k++ {
		m := d.mentions[k]
		if m.start >= lo && m.end <= vt.start && d.ents[m.ent].Type == corroborate.Person && !d.insideQuote(m.start) && !d.afterPreposition(m.start) {
			f.q.Speaker, f.ent = d.ents[m.ent].Name, m.ent
			f.q.SpeakerStart, f.q.SpeakerEnd = d.subjectSpan(m.start, vt)
			return
		}
	}
	if personPronouns[lower(d.body, toks[0])] && verb <= 2 {
		f.q.Speaker, f.ent = d.antecedent(toks[0].start, corroborate.Person)
		if f.q.Speaker != "" {
			f.q.SpeakerStart, f.q.SpeakerEnd = toks[0].start, vt.end
		}
	}
	if f.q.Speaker == "" {
		d.trailingAttribution(f, toks)
	}
}

// trailingAttribution gives f the speaker of a sentence that ends in a short attribution after
// a comma: "Guards beat them every night, he said." then the quote. The attribution is a pronoun
// and a speech verb, in either order, or a person's name and a speech verb.
func (d *doc) trailingAttribution(f *found, toks []token) {
	n := len(toks)
	if n > 0 && !toks[n-1].word {
		n-- // the full stop
	}
	c := -1
	for k := n - 1; k >= max(0, n-8); k-- {
		if !toks[k].word {
			if d.body[toks[k].start:toks[k].end] == "," {
				c = k
			}
			break
		}
	}
	if c < 0 || n-c-1 < 2 {
		return
	}
	tail := toks[c+1 : n]
	verb := -1
	for k, t := range tail {
		if speechVerbs[lower(d.body, t)] {
			verb = k
		}
	}
	if verb < 0 {
		return
	}
	if len(tail) == 2 {
		p := tail[1-verb]
		if personPronouns[lower(d.body, p)] {
			f.q.Speaker, f.ent = d.antecedent(tail[0].start, corroborate.Person)
			if f.q.Speaker != "" {
				f.q.SpeakerStart, f.q.SpeakerEnd = tail[0].start, tail[1].end
			}
			return
		}
	}
	lo, hi := tail[0].start, tail[len(tail)-1].end
	for k := d.firstMentionFrom(lo); k < len(d.mentions) && d.mentions[k].start < hi; k++ {
		if m := d.mentions[k]; m.end <= hi && d.ents[m.ent].Type == corroborate.Person {
			f.q.Speaker, f.ent = d.ents[m.ent].Name, m.ent
			f.q.SpeakerStart, f.q.SpeakerEnd = lo, hi
			return
		}
	}
}

// subjectSpan locates a subject named at start with its verb: through the verb when they are
// close ("Jane Doe, a lawyer, said"), else the name alone, so that the span stays a phrase.
func (d *doc) subjectSpan(start int, verb token) (int, int) {
	if wordCount(d.body[start:verb.start]) <= 8 {
		return start, verb.end
	}
	for k := d.firstMentionFrom(start); k < len(d.mentions) && d.mentions[k].start <= start; k++ {
		if m := d.mentions[k]; m.start == start && m.end <= verb.start {
			return start, m.end
		}
	}
	return start, verb.end
}

// colonSubject gives a quote introduced by a colon without a speech verb ("Jane Doe, an
// economist, was blunter: ...") the person the introduction opens with.
func (d *doc) colonSubject(f *found, lo, open int) {
	lo = max(lo, open-maxContext)
	for k := d.firstMentionFrom(lo); k < len(d.mentions) && d.mentions[k].start < open; k++ {
		m := d.mentions[k]
		if m.start < lo || m.end > open || d.insideQuote(m.start) {
			continue
		}
		if d.ents[m.ent].Type == corroborate.Person && !d.afterPreposition(m.start) {
			f.q.Speaker, f.ent = d.ents[m.ent].Name, m.ent
			f.q.SpeakerStart, f.q.SpeakerEnd = m.start, m.end
		}
		return // only the first name: later ones are objects of the introduction
	}
	toks := tokenize(d.body, lo, open)
	k := 0
	for k < len(toks) && (!toks[k].word || leadWords[lower(d.body, toks[k])]) {
		k++
	}
	if k < len(toks) && personPronouns[lower(d.body, toks[k])] {
		f.q.Speaker, f.ent = d.antecedent(toks[k].start, corroborate.Person)
		if f.q.Speaker != "" {
			f.q.SpeakerStart, f.q.SpeakerEnd = toks[k].start, toks[k].end
		}
	}
}

// previousParagraph returns the span of the nearest earlier line that ends like prose (final
// punctuation or a closing quote mark), skipping blank lines and up to two headings or captions.
func (d *doc) previousParagraph(lineStart int) (start, end int, ok bool) {
	end = lineStart - 1
	skipped := 0
	for end > 0 {
		start = d.lineStart(end)
		line := strings.TrimSpace(d.body[start:end])
		if line == "" {
			end = start - 1
			continue
		}
		last := runeBefore(line, len(line))
		if strings.ContainsRune(".!?…:\"”’'", last) {
			return start, start + len(strings.TrimRight(d.body[start:end], " \t\r")), true
		}
		if skipped++; skipped > 2 {
			return 0, 0, false
		}
		end = start - 1
	}
	return 0, 0, false
}

// insideQuote reports whether pos lies within a quotation's marks.
func (d *doc) insideQuote(pos int) bool {
	k := sort.Search(len(d.pairs), func(i int) bool { return d.pairs[i].closeEnd > pos })
	return k < len(d.pairs) && d.pairs[k].open <= pos
}

// sentenceAt returns the index of the last sentence starting at or before pos, or -1.
func (d *doc) sentenceAt(pos int) int {
	return sort.Search(len(d.sents), func(i int) bool { return d.sents[i].Start > pos }) - 1
}

// trimText trims a quote's words of surrounding space and of a trailing comma, colon or
// semicolon.
func trimText(body string, s, e int) (int, int) {
	for s < e {
		r, n := runeAt(body, s)
		if !unicode.IsSpace(r) {
			break
		}
		s += n
	}
	for e > s {
		r := runeBefore(body, e)
		if !unicode.IsSpace(r) && r != ',' && r != ';' && r != ':' {
			break
		}
		e -= len(string(r))
	}
	return s, e
}

func firstWord(toks []token) token {
	for _, t := range toks {
		if t.word {
			return t
		}
	}
	return token{}
}

func wordCount(s string) int { return len(strings.Fields(s)) }

// maxTitleWords bounds a quoted name or title of a work; longer capitalised runs are speech.
const maxTitleWords = 6

// isTitle reports whether s reads as a name or the title of a work: a few words, each
// capitalised except short function words ("The Long Walk Home", "Caesar").
func isTitle(s string) bool {
	f := strings.Fields(s)
	if len(f) == 0 || len(f) > maxTitleWords {
		return false
	}
	for i, w := range f {
		r, _ := runeAt(w, 0)
		if unicode.IsUpper(r) || unicode.IsDigit(r) || i > 0 && titleSmallWords[w] {
			continue
		}
		return false
	}
	return true
}

// validSentences keeps the sentence spans that lie inside body, in order; without any it splits
// body itself, at line breaks and sentence ends.
func validSentences(body string, sentences []corroborate.Span) []corroborate.Span {
	var out []corroborate.Span
	for _, s := range sentences {
		if s.Start >= 0 && s.Start < s.End && s.End <= len(body) {
			out = append(out, s)
		}
	}
	if len(out) > 0 {
		if !sort.SliceIsSorted(out, func(i, j int) bool { return out[i].Start < out[j].Start }) {
			sort.Slice(out, func(i, j int) bool { return out[i].Start < out[j].Start })
		}
		return out
	}
	start := 0
	for i := 0; i < len(body); i++ {
		c := body[i]
		if c == '\n' || (c == '.' || c == '!' || c == '?') && sentenceEndAt(body, i) {
			end := i
			if c != '\n' {
				end = i + 1
			}
			if end > start {
				out = append(out, corroborate.Span{Start: start, End: end})
			}
			start = i + 1
		}
	}
	if start < len(body) {
		out = append(out, corroborate.Span{Start: start, End: len(body)})
	}
	return out
}

// describedSubject gives f the subject of the sentence's first reporting verb (toks[verb]) when
// it names no entity as speaker: a description ("The mayor", "A council spokesperson"), resolved
// by speakerFor as for a full quote (to the one person holding that role), else kept as
// written. toks run from the sentence start to the quote. An opening phrase set off by a comma
// ("On Monday, the mayor said") is not the subject; a plural description ("the report's
// authors") is a group and stays as written even when one member holds the role; and a passive
// reporting verb before the quote ("what is being described as the 'systematic' killing")
// hides who chose the words, so the quote keeps no speaker.
func (d *doc) describedSubject(f *found, toks []token, verb int) bool {
	vt := toks[verb]
	if passiveAt(d.body, toks, verb) || d.headline(vt.start) {
		return false
	}
	for k := verb + 1; k < len(toks); k++ {
		if toks[k].word && reportingVerbs[lower(d.body, toks[k])] && passiveAt(d.body, toks, k) {
			return false
		}
	}
	pre := toks[:verb]
	j := len(pre)
	for j > 0 && pre[j-1].word {
		j--
	}
	if j == len(pre) && j > 0 {
		// "The utility that owns the line, Western Grid, said": a name in the apposition
		// closed right before the verb is who speaks.
		k := j - 1
		for k > 0 && pre[k-1].word && isCapitalised(d.body, pre[k-1]) {
			k--
		}
		if k < j-1 && k > 0 && !pre[k-1].word && d.body[pre[k-1].start] == ',' && j-1-k <= maxNameWords {
			s, e := pre[k].start, pre[j-2].end
			if sp, ent := d.speakerFor(s, e); sp != "" {
				f.q.Speaker, f.ent = sp, ent
				f.q.SpeakerStart, f.q.SpeakerEnd = s, vt.end
				return true
			}
		}
	}
	var s, e int
	ok := false
	if j < len(pre) {
		s, e, _, ok = subject(d.body, pre[j:])
	}
	if !ok && (j == 0 || j == len(pre)) {
		// The whole clause, when it has no comma or ends with one closing an apposition
		// ("The researchers, who followed 78 adults, wrote").
		s, e, _, ok = subject(d.body, pre)
	}
	if !ok {
		return false
	}
	// "The defence ministry on Saturday dismissed": when and where are not who.
	if st := tokenize(d.body, s, e); len(st) > 1 {
		for k := 1; k < len(st); k++ {
			if st[k].word && subjectCuts[lower(d.body, st[k])] {
				e = st[k-1].end
				break
			}
		}
	}
	written := strings.TrimSpace(d.body[s:e])
	if w := strings.Fields(strings.ToLower(written)); len(w) > 0 && (prepositions[w[0]] || circumstantial[w[0]]) {
		return false // "In a letter read by his lawyer, X said": a circumstance, not a speaker
	}
	if lw := strings.ToLower(written); personPronouns[lw] || lw == "it" || otherPronouns[lw] || lw == "they" || lw == "we" {
		// "It said the trials were lawful": the pronoun stands for someone named before
		if sp, ent := d.speakerFor(s, e); sp != "" {
			f.q.Speaker, f.ent = sp, ent
			f.q.SpeakerStart, f.q.SpeakerEnd = s, vt.end
			return true
		}
		return false
	}
	sp, ent := "", -1
	if k := d.firstMentionFrom(s); k < len(d.mentions) && d.mentions[k].start < e {
		// subjectBefore passed over the entity named here ("a spokesperson for Mayor Jane
		// Doe", "Labour's spokesman"): the description is who speaks.
		if wordCount(written) <= maxWrittenSpeaker+4 {
			sp = written // "A spokesperson for the Department of Home Affairs": the body makes it long
		}
	} else {
		sp, ent = d.speakerFor(s, e)
		if ent >= 0 && pluralHead(written) {
			sp, ent = written, -1
		}
	}
	if sp == "" {
		return false
	}
	f.q.Speaker, f.ent = sp, ent
	f.q.SpeakerStart, f.q.SpeakerEnd = s, vt.end
	return true
}

// circumstantial words open a phrase of when, where or how, not a speaker.
var circumstantial = map[string]bool{"in": true, "after": true, "before": true, "during": true, "despite": true, "without": true, "since": true}

// headline reports whether pos is on a line that does not end like a sentence: a headline or
// caption, whose clipped grammar ("Coach hails 'unbelievable' win") names no one reliably.
func (d *doc) headline(pos int) bool {
	line := strings.TrimRight(d.body[d.lineStart(pos):d.lineEnd(pos)], " \t\r")
	return line != "" && !strings.ContainsRune(".!?…\"”’'", runeBefore(line, len(line)))
}

// maxNameWords bounds a capitalised run read as a name in an apposition.
const maxNameWords = 4

// subjectCuts end a described subject: the time or place phrase after it.
var subjectCuts = map[string]bool{
	"on": true, "in": true, "at": true, "during": true, "yesterday": true, "today": true,
	"tonight": true, "earlier": true, "later": true, "last": true, "this": true,
}

// passiveAt reports whether the reporting verb toks[v] is passive ("was called", "is being
// described"): a form of "be" right before it.
func passiveAt(body string, toks []token, v int) bool {
	k := v - 1
	for k >= 0 && toks[k].word && (lower(body, toks[k]) == "being" || lower(body, toks[k]) == "been") {
		return true
	}
	return k >= 0 && toks[k].word && beForms[lower(body, toks[k])]
}

var beForms = map[string]bool{"is": true, "was": true, "are": true, "were": true, "be": true, "been": true, "being": true, "'s": true}

// pluralHead reports whether a description's last word is a plural noun ("the authors").
func pluralHead(s string) bool {
	f := strings.Fields(strings.ToLower(s))
	if len(f) == 0 {
		return false
	}
	h := f[len(f)-1]
	return len(h) > 3 && strings.HasSuffix(h, "s") && !strings.HasSuffix(h, "ss") && !strings.HasSuffix(h, "'s") && !strings.HasSuffix(h, "’s")
}

// putsFigure reports "put the toll at", "puts the number of dead at": a source giving a figure.
func putsFigure(body string, toks []token, v int) bool {
	if w := lower(body, toks[v]); w != "put" && w != "puts" {
		return false
	}
	for k := v + 1; k < len(toks) && k <= v+3; k++ {
		switch lower(body, toks[k]) {
		case "toll", "number", "figure", "total", "count", "tally":
			return true
		}
	}
	return false
}
