package quotes

import (
	"regexp"
	"slices"
	"sort"
	"strings"

	"github.com/corroborate/corroborate"
)

// mention is one entity mention, indexed into the document's entities.
type mention struct {
	start, end int
	ent        int
}

// maxWrittenSpeaker bounds a speaker kept as written when no entity matches ("a spokesman for
// the ministry"); longer phrases are likelier misreadings than names.
const maxWrittenSpeaker = 6

// pronounWindow is how many sentences before a pronoun are searched for the person it stands for.
const pronounWindow = 3

// indexMentions flattens and sorts the mentions of entities, keeping only valid spans outside
// the opening dateline: "KABUL, Afghanistan (AFP) —" names where the story was filed, and its
// city never speaks.
func indexMentions(body string, entities []corroborate.Entity) (ms []mention, longest int) {
	from := datelineEnd(body)
	for i, e := range entities {
		for _, m := range e.Mentions {
			if m.Start >= from && m.Start < m.End && m.End <= len(body) {
				ms = append(ms, mention{m.Start, m.End, i})
				longest = max(longest, m.End-m.Start)
			}
		}
	}
	sort.Slice(ms, func(i, j int) bool { return ms[i].start < ms[j].start })
	return ms, longest
}

// firstMentionFrom returns the index of the first mention that may end after pos. Mentions are
// sorted by start and may overlap, so the search starts one longest mention earlier; callers
// skip what ends too soon.
func (d *doc) firstMentionFrom(pos int) int {
	return sort.Search(len(d.mentions), func(i int) bool { return d.mentions[i].start > pos-d.longest })
}

// speakerFor names the speaker an attribution's words point to, with the entity index it
// matched (-1 for none). A pronoun is resolved to a person; words overlapping an entity mention
// give that entity's name; words equal to an entity's name or alias give it too; anything else
// is kept as written, and a plural or first-person pronoun stays unknown.
func (d *doc) speakerFor(s, e int) (string, int) {
	words := d.body[s:e]
	lw := strings.ToLower(words)
	if personPronouns[lw] {
		return d.antecedent(s, corroborate.Person)
	}
	if lw == "it" {
		name, i := d.antecedent(s, corroborate.Org)
		if name == "" && d.lastBody != "" && s-d.lastBodyAt < maxContext && !d.namedSince(d.lastBodyAt, s, corroborate.Org) {
			return d.lastBody, -1 // the institution last quoted, which no entity names
		}
		return name, i
	}
	if lw == "they" || lw == "we" {
		return d.pairAntecedent(s)
	}
	if otherPronouns[lw] {
		return "", -1
	}
	best := -1
	for i := d.firstMentionFrom(s); i < len(d.mentions) && d.mentions[i].start < e; i++ {
		m := d.mentions[i]
		if m.end <= s {
			continue
		}
		if possessive(d.body, m.end, e) {
			continue // "the ministry's spokesman": the ministry does not speak
		}
		if m.start > s && d.governed(m.start, false) && describes(words) {
			continue // "a sister of Jane Doe": she is not who speaks
		}
		if d.ents[m.ent].Type == corroborate.Place && m.end < e && strings.TrimSpace(d.body[m.end:e]) != "" {
			continue // "Spokane police": the place only qualifies who speaks
		}
		if d.ents[m.ent].Type == corroborate.Org && m.end < e && d.lowerNounAfter(m.end, e) {
			continue // "The UN refugee agency": the body qualifies the description
		}
		if best < 0 || d.ents[m.ent].Type == corroborate.Person && d.ents[best].Type != corroborate.Person {
			best = m.ent
		}
	}
	if best >= 0 {
		return d.ents[best].Name, best
	}
	if i := d.byName(words); i >= 0 {
		return d.ents[i].Name, i
	}
	if i := d.byRole(words); i >= 0 {
		return d.ents[i].Name, i
	}
	if who := d.sameDescription(words, s); who != "" {
		return who, -1 // "the spokesperson" after "A spokesperson for the Department of X said"
	}
	if i := d.namedByHead(words, s); i >= 0 {
		return d.ents[i].Name, i // "the directorate said" after "the General Directorate of X"
	}
	if orgEpithet(words) {
		if name, i := d.antecedent(s, corroborate.Org); i >= 0 {
			return name, i // "the company said": the company just named
		}
	}
	if epithet(words) {
		if name, i := d.antecedent(s, corroborate.Person); i >= 0 {
			return name, i
		}
	}
	if n := strings.Count(strings.TrimSpace(words), " ") + 1; n > maxWrittenSpeaker && !(describes(words) && n <= maxWrittenSpeaker+6) {
		return "", -1 // a described speaker may run longer: "a spokesman for the provincial fire brigade"
	}
	if f := strings.Fields(lw); len(f) > 0 && (prepositions[f[0]] || circumstantial[f[0]] || conjunctions[f[0]] ||
		slices.Contains(f, "them") || slices.Contains(f, "those")) || strings.ContainsAny(words, "0123456789") {
		return "", -1 // "with a further 5,000 cedis": the rest of the sentence, not a speaker
	}
	return strings.TrimSpace(words), -1
}

// personIn returns the first person mentioned within [s, e), not as a possessor, or -1.
func (d *doc) personIn(s, e int) int {
	for i := d.firstMentionFrom(s); i < len(d.mentions) && d.mentions[i].start < e; i++ {
		m := d.mentions[i]
		if m.start >= s && m.end <= e && d.ents[m.ent].Type == corroborate.Person && !possessive(d.body, m.end, e) {
			return m.ent
		}
	}
	return -1
}

// possessive reports whether a mention ending at end is followed by "'s" or "’" inside the
// attribution words ending at limit.
func possessive(body string, end, limit int) bool {
	if end >= limit {
		return false
	}
	rest := body[end:limit]
	return strings.HasPrefix(rest, "'") || strings.HasPrefix(rest, "’")
}

// byName finds the entity whose name or alias the written words equal, titles aside, or, for a
// single word, the only person whose name starts or ends with it ("Doe" or, in sports and
// features, "Jane").
func (d *doc) byName(words string) int {
	key := stripTitles(words)
	if k, ok := strings.CutPrefix(key, "the "); ok && k != "" && !strings.ContainsRune(k, ' ') {
		key = k // "the KNB": a body by its initials
	}
	if key == "" {
		return -1
	}
	for i, e := range d.ents {
		if strings.EqualFold(stripTitles(e.Name), key) {
			return i
		}
		for _, a := range e.Aliases {
			if strings.EqualFold(stripTitles(a), key) {
				return i
			}
		}
	}
	if strings.ContainsRune(key, ' ') {
		return -1
	}
	found := -1
	for i, e := range d.ents {
		if e.Type != corroborate.Person {
			continue
		}
		f := strings.Fields(e.Name)
		if len(f) > 1 && (strings.EqualFold(f[len(f)-1], key) || strings.EqualFold(f[0], key)) {
			if found >= 0 && !strings.EqualFold(d.ents[found].Name, e.Name) {
				return -1 // two people share the surname
			}
			found = i
		}
	}
	return found
}

// byRole finds the one person whose role the written words name with a definite article ("the
// pathologist" for a "forensic pathologist"); an indefinite "a spokesman" is someone unnamed.
func (d *doc) byRole(words string) int {
	f := strings.Fields(strings.ToLower(words))
	if len(f) < 2 || f[0] != "the" {
		return -1
	}
	f = f[1:]
	for len(f) > 1 && (f[0] == "former" || f[0] == "then") {
		f = f[1:]
	}
	head := " " + strings.Join(f, " ")
	found := -1
	for i, e := range d.ents {
		if e.Type != corroborate.Person {
			continue
		}
		for _, r := range e.Roles {
			if strings.HasSuffix(" "+strings.ToLower(r.Title), head) {
				if found >= 0 && found != i && !strings.EqualFold(d.ents[found].Name, e.Name) {
					return -1 // two people hold such a role
				}
				found = i
			}
		}
	}
	return found
}

// epithet reports whether written words are a definite description that news style uses for
// a person just named ("the 44-year-old", "the former national skipper", "the reality star"):
// "the", a singular head, and no head that names an institution, a document or someone new
// ("the spokesman", "the report").
func epithet(words string) bool {
	f := strings.Fields(strings.ToLower(words))
	if len(f) < 2 || len(f) > 5 || f[0] != "the" {
		return false
	}
	head := strings.Trim(f[len(f)-1], ".,'’")
	if strings.HasSuffix(head, "s") && !strings.HasSuffix(head, "ss") && !strings.HasSuffix(head, "-old") {
		return false
	}
	return !notEpithets[head] && !titles[head] && !officeHeads[head]
}

// stripTitles drops honorifics and the dots of their abbreviations from a written name.
func stripTitles(s string) string {
	f := strings.Fields(s)
	for len(f) > 1 && titles[strings.ToLower(strings.TrimSuffix(f[0], "."))] {
		f = f[1:]
	}
	return strings.Join(f, " ")
}

// antecedent resolves "he" or "she" (typ Person) or "it" (typ Org) at pos to what the text is
// talking about: the nearest earlier sentence (within pronounWindow) that names one outside
// quotation marks, unless a sentence nearer still opens with a person described but not named
// ("A neighbour said ..."), who is then the speaker as written. When it names several, the one who spoke last wins, else the first named
// who is not the object of a preposition; when nothing decides, the speaker stays unknown.
// With none in the window, the last speaker of that type stands if nobody of the type was named
// since ("She told the BBC: ... She then added: ...").
func (d *doc) antecedent(pos int, typ corroborate.EntityType) (string, int) {
	si := d.sentenceAt(pos)
	lo := max(0, pos-4*maxContext)
	if si >= 0 {
		if k := si - pronounWindow; k > 0 {
			lo = max(lo, d.sents[k].Start)
		}
	}
	last, lastAt := d.lastPerson, d.lastPersonAt
	if typ != corroborate.Person {
		last, lastAt = d.lastOrg, d.lastOrgAt
	}
	want := unknownGender
	if typ == corroborate.Person {
		want = pronounGender[strings.ToLower(d.body[pos:min(pos+3, len(d.body))])]
	}
	if last >= 0 && !d.agrees(last, want) {
		last = -1
	}
	var cands []mention
	candSent := -2
	i := sort.Search(len(d.mentions), func(i int) bool { return d.mentions[i].start >= pos }) - 1
	for ; i >= 0 && d.mentions[i].start >= lo; i-- {
		m := d.mentions[i]
		if m.end > pos || d.ents[m.ent].Type != typ || d.insideQuote(m.start) || !d.agrees(m.ent, want) {
			continue
		}
		s := d.sentenceAt(m.start)
		if candSent != -2 && s != candSent {
			break
		}
		candSent = s
		cands = append(cands, m)
	}
	if typ == corroborate.Person {
		stop := -1
		if len(cands) > 0 {
			stop = candSent
		}
		if who, ok := d.describedBefore(pos, stop, want); ok {
			return who, -1 // "A neighbour, who asked not to be named, said ...": she is the neighbour
		}
	}
	if len(cands) == 0 {
		if last >= 0 && (lastAt >= lo || !d.namedSince(lastAt, pos, typ)) {
			return d.ents[last].Name, last
		}
		return "", -1
	}
	// cands run backwards; decide among the distinct ones.
	distinct := map[int]bool{}
	for _, c := range cands {
		distinct[c.ent] = true
	}
	if len(distinct) == 1 {
		return d.ents[cands[0].ent].Name, cands[0].ent
	}
	if typ == corroborate.Person && candSent >= 0 && candSent != si {
		// The sentence before named who spoke: "X's brother, Y, said his sister had called."
		// then "'...,' he told the radio." Y speaks on, not whoever was quoted before.
		if e := d.speechSubject(candSent, want); e >= 0 && distinct[e] {
			return d.ents[e].Name, e
		}
	}
	if last >= 0 && (distinct[last] || d.sentenceAt(lastAt) >= si-2*pronounWindow) {
		// Several named, and one of them, or someone just quoted, is the one speaking on.
		return d.ents[last].Name, last
	}
	for k := len(cands) - 1; k >= 0; k-- {
		if !d.governed(cands[k].start, typ == corroborate.Person) && !d.qualifiesTitle(cands[k]) {
			return d.ents[cands[k].ent].Name, cands[k].ent
		}
	}
	return "", -1
}

// speechSubject returns the person a sentence names as the subject of its first speech verb
// outside quotes, or -1: the first person named before the verb, not after a preposition and
// not a possessive ("X's brother, Y, said": Y).
func (d *doc) speechSubject(si int, want gender) int {
	sent := d.sents[si]
	if e := d.trailingSpeaker(sent, want); e >= 0 {
		return e // "..., her spokesman, Jane Doe, said.": who said the whole sentence
	}
	verb := -1
	for _, t := range tokenize(d.body, sent.Start, sent.End) {
		if t.word && speechVerbs[lower(d.body, t)] && !d.insideQuote(t.start) {
			verb = t.start
			break
		}
	}
	if verb < 0 {
		return -1
	}
	for k := d.firstMentionFrom(sent.Start); k < len(d.mentions) && d.mentions[k].end <= verb; k++ {
		m := d.mentions[k]
		if d.ents[m.ent].Type == corroborate.Person && !d.insideQuote(m.start) && !d.afterPreposition(m.start) &&
			!possessive(d.body, m.end, verb) && d.agrees(m.ent, want) {
			return m.ent // the first: later names sit in relative clauses ("who stood outside X")
		}
	}
	return -1
}

// gender is what honorifics tell of a person: "Ms Gillard" is not "he".
type gender int8

const (
	unknownGender gender = iota
	male
	female
)

// pronounGender keys on the first three bytes after a pronoun's start ("he " or "he,", "she").
var pronounGender = map[string]gender{"he ": male, "he,": male, "he.": male, "she": female}

// genderWords are honorifics and titles that tell a person's gender.
var genderWords = map[string]gender{
	"mr": male, "sir": male, "lord": male, "king": male, "prince": male, "father": male,
	"brother": male, "mrs": female, "ms": female, "miss": female, "lady": female, "dame": female,
	"queen": female, "princess": female, "sister": female, "madam": female, "mme": female,
}

// agrees reports whether entity e may be referred to by a pronoun of gender g.
func (d *doc) agrees(e int, g gender) bool {
	if g == unknownGender {
		return true
	}
	eg := d.genderOf(e)
	return eg == unknownGender || eg == g
}

// genderOf reads an entity's gender from the honorifics its mentions carry or follow, else from
// its given name, once.
func (d *doc) genderOf(e int) gender {
	if d.genders == nil {
		d.genders = make([]gender, len(d.ents))
		for _, m := range d.mentions {
			if d.ents[m.ent].Type != corroborate.Person || d.genders[m.ent] != unknownGender {
				continue
			}
			first := strings.ToLower(strings.TrimSuffix(strings.Fields(d.body[m.start:m.end] + " x")[0], "."))
			g := genderWords[first]
			if g == unknownGender {
				j := m.start
				for j > 0 && d.body[j-1] == ' ' {
					j--
				}
				k := j
				for k > 0 && (isWordRune(runeBefore(d.body, k)) || d.body[k-1] == '.') {
					k -= len(string(runeBefore(d.body, k)))
				}
				g = genderWords[strings.ToLower(strings.TrimSuffix(d.body[k:j], "."))]
			}
			if g == unknownGender {
				// "Fatima Ali" is she: the given name of the entity's full name.
				if words := strings.Fields(d.ents[m.ent].Name); len(words) >= 2 {
					g = givenGender(words[0])
				}
			}
			d.genders[m.ent] = g
		}
	}
	return d.genders[e]
}

// namedSince reports whether an entity of type typ is mentioned outside quotes in (from, to).
func (d *doc) namedSince(from, to int, typ corroborate.EntityType) bool {
	if to-from > 20*maxContext {
		return true // too far back to count on
	}
	for k := d.firstMentionFrom(from); k < len(d.mentions) && d.mentions[k].start < to; k++ {
		m := d.mentions[k]
		if m.start > from && d.ents[m.ent].Type == typ && !d.insideQuote(m.start) {
			return true
		}
	}
	return false
}

// afterPreposition reports whether the word before pos is a preposition, a possessive or a
// conjunction (which joins the name to a phrase before it, most often an object).
func (d *doc) afterPreposition(pos int) bool { return d.governed(pos, true) }

// governed reports whether the word before pos, titles aside, is a preposition or a
// conjunction, or with possessives set a possessive ("Labour's Jane Doe").
func (d *doc) governed(pos int, possessives bool) bool {
	w := d.governor(pos)
	return prepositions[w] || w == "and" || w == "or" || possessives && (strings.HasSuffix(w, "'s") || strings.HasSuffix(w, "’s"))
}

// governor is the lower-case word before pos, past titles and an article: "for" in "a
// spokesperson for the Department", "for Mayor Jane Doe".
func (d *doc) governor(pos int) string {
	var w string
	for {
		j := pos
		for j > 0 && d.body[j-1] == ' ' {
			j--
		}
		k := j
		for k > 0 {
			r := runeBefore(d.body, k)
			if !isWordRune(r) && r != '\'' && r != '’' && r != '.' {
				break
			}
			k -= len(string(r))
		}
		w = strings.TrimSuffix(strings.ToLower(d.body[k:j]), ".")
		if (!titles[w] && w != "the") || k == pos {
			break
		}
		pos = k // "for Mayor Jane Doe", "for the Department": look past the title or article
	}
	return w
}

// qualifiesTitle reports whether mention m only qualifies the title of a person named right
// after it ("City manager Jane Doe", "Labour leader Jane Doe"): a lower-case office word, then
// another mention.
func (d *doc) qualifiesTitle(m mention) bool {
	toks := tokenize(d.body, m.end, min(len(d.body), m.end+40))
	if len(toks) < 2 || !toks[0].word || isCapitalised(d.body, toks[0]) || !officeHeads[lower(d.body, toks[0])] {
		return false
	}
	next := toks[1].start
	for k := d.firstMentionFrom(next); k < len(d.mentions) && d.mentions[k].start <= next; k++ {
		if d.mentions[k].start == next && d.mentions[k].ent != m.ent {
			return true
		}
	}
	return false
}

// dateline matches the opening of wire copy: a city in capitals, maybe a region or country and
// a date, maybe an agency in brackets, then a dash: "CHILLICOTHE, Ohio (AP) —",
// "LAGOS, March 14 (Reuters) -".
var dateline = regexp.MustCompile(`^\s*\p{Lu}[\p{Lu}\p{M} .'’/-]+(?:,[^\n—–]{0,60}?)?(?:\s*\([^)\n]{1,40}\))?\s*[—–-]+\s`)

// datelineEnd is the offset where a body's opening dateline ends, or 0.
func datelineEnd(body string) int {
	if loc := dateline.FindStringIndex(body[:min(len(body), 160)]); loc != nil {
		return loc[1]
	}
	return 0
}

// describes reports whether words open as a description of someone ("a sister of ...", "the
// spokesman for ..."), not with a name.
func describes(words string) bool {
	f := strings.Fields(strings.ToLower(words))
	if len(f) < 3 || !determiners[f[0]] {
		return false
	}
	_, ok := personNouns[f[1]]
	_, ok2 := personNouns[f[min(2, len(f)-1)]]
	return ok || ok2
}

// orgEpithet reports words that news style uses for the organisation just named: "the
// company", "the firm", "the carrier".
func orgEpithet(words string) bool {
	f := strings.Fields(strings.ToLower(words))
	return len(f) == 2 && f[0] == "the" && orgEpithets[f[1]]
}

var orgEpithets = map[string]bool{
	"company": true, "firm": true, "carrier": true, "airline": true, "manufacturer": true,
	"maker": true, "lender": true, "bank": true, "insurer": true, "retailer": true, "group": true,
	"miner": true, "operator": true, "utility": true, "automaker": true, "charity": true,
	"franchise": true, "club": true, "broadcaster": true, "newspaper": true, "publisher": true,
}

// qualifiesNoun reports whether the place named at start is a modifier inside a described
// subject, after an article or adjective ("a southern Ohio prosecutor"), and not the subject
// itself ("Iran summoned ...", "and Egypt dismissed ...").
func (d *doc) qualifiesNoun(start int) bool {
	toks := tokenize(d.body, max(0, start-30), start)
	if len(toks) == 0 || !toks[len(toks)-1].word {
		return false
	}
	t := toks[len(toks)-1]
	w := lower(d.body, t)
	return !isCapitalised(d.body, t) && (determiners[w] || !prepositions[w] && !conjunctions[w])
}

var conjunctions = map[string]bool{"and": true, "or": true, "but": true, "that": true, "while": true, "as": true, "when": true}

// bodyIn returns the first organisation or branch mentioned within [s, e), or -1.
func (d *doc) bodyIn(s, e int) int {
	for i := d.firstMentionFrom(s); i < len(d.mentions) && d.mentions[i].start < e; i++ {
		m := d.mentions[i]
		if t := d.ents[m.ent].Type; m.start >= s && m.end <= e && (t == corroborate.Org || t == corroborate.Branch) {
			return m.ent
		}
	}
	return -1
}

// lowerNounAfter reports whether the words of [pos, e) are all lower case: "refugee agency"
// after "UN".
func (d *doc) lowerNounAfter(pos, e int) bool {
	toks := tokenize(d.body, pos, e)
	if len(toks) == 0 {
		return false
	}
	for _, t := range toks {
		if !t.word || isCapitalised(d.body, t) {
			return false
		}
	}
	return true
}

// opensApposition reports whether mention m is the first name of the clause from pos and a
// comma follows it: the subject, with an apposition after it.
func (d *doc) opensApposition(pos int, m mention) bool {
	toks := tokenize(d.body, pos, min(len(d.body), m.end+2))
	for _, t := range toks {
		if t.start >= m.start {
			break
		}
		if t.word && isCapitalised(d.body, t) && !leadWords[lower(d.body, t)] && !determiners[lower(d.body, t)] {
			return false // another name came first
		}
	}
	rest := strings.TrimLeft(d.body[m.end:min(len(d.body), m.end+3)], " ")
	return strings.HasPrefix(rest, ",")
}

// qualifier reports whether mention m is followed by a lower-case noun of the description it
// qualifies ("the UN refugee agency, UNHCR, said"), not by its verb.
func (d *doc) qualifier(m mention) bool {
	toks := tokenize(d.body, m.end, min(len(d.body), m.end+40))
	if len(toks) == 0 || !toks[0].word || toks[0].start != m.end+1 || isCapitalised(d.body, toks[0]) {
		return false
	}
	w := lower(d.body, toks[0])
	if len(toks) > 1 && toks[1].word && (determiners[lower(d.body, toks[1])] || prepositions[lower(d.body, toks[1])]) {
		return false // "The Commission put the toll at": a verb, with its object after it
	}
	return !speechVerbs[w] && !reportingVerbs[w] && !adverbLike(w) && !clauseWords[w] && !prepositions[w] && !circumstantial[w] &&
		w != "who" && w != "which" &&
		w != "that" && w != "and" && w != "said" && !strings.HasSuffix(w, "ed")
}

// adverbLike reports words that may stand between a subject and its verb: "also", "has".
func adverbLike(w string) bool {
	return strings.HasSuffix(w, "ly") || w == "has" || w == "had" || w == "was" || w == "is" || w == "on" || w == "also"
}

// sameDescription returns the description a quote was last attributed to, when words take it
// up again with "the" and its noun: "the spokesperson" after "A spokesperson for the ministry".
func (d *doc) sameDescription(words string, pos int) string {
	f := strings.Fields(strings.ToLower(words))
	if len(f) != 2 || f[0] != "the" || d.lastDesc == "" || pos-d.lastDescAt > maxContext {
		return ""
	}
	last := strings.Fields(strings.ToLower(d.lastDesc))
	if len(last) >= 2 && determiners[last[0]] && last[1] == f[1] && len(last) > 2 {
		return d.lastDesc
	}
	return ""
}

// namedByHead finds the organisation or branch, named before pos, whose name holds the head
// noun of words "the <noun>" ("the directorate", "the commission"), the nearest if several.
func (d *doc) namedByHead(words string, pos int) int {
	f := strings.Fields(strings.ToLower(words))
	if len(f) != 2 || f[0] != "the" || !institutions[f[1]] && f[1] != "directorate" && f[1] != "institute" && f[1] != "federation" {
		return -1
	}
	best, bestAt := -1, -1
	for i := d.firstMentionFrom(max(0, pos-4*maxContext)); i < len(d.mentions) && d.mentions[i].start < pos; i++ {
		m := d.mentions[i]
		t := d.ents[m.ent].Type
		if (t != corroborate.Org && t != corroborate.Branch) || m.start <= bestAt {
			continue
		}
		for _, w := range strings.Fields(strings.ToLower(d.ents[m.ent].Name)) {
			if w == f[1] {
				best, bestAt = m.ent, m.start
				break
			}
		}
	}
	return best
}

// trailingSpeaker returns the person of an attribution closing the sentence after a comma
// (", her spokesman, Jane Doe, said."), or -1.
func (d *doc) trailingSpeaker(sent corroborate.Span, want gender) int {
	toks := tokenize(d.body, sent.Start, sent.End)
	n := len(toks)
	for n > 0 && !toks[n-1].word {
		n--
	}
	if n < 3 || !speechVerbs[lower(d.body, toks[n-1])] || d.insideQuote(toks[n-1].start) {
		return -1
	}
	c := -1
	for k := n - 2; k >= 0 && k >= n-10; k-- {
		if !toks[k].word && d.body[toks[k].start] == ',' {
			c = k // the first comma of the closing clause, through an apposition
		}
		if !toks[k].word && d.body[toks[k].start] != ',' {
			break
		}
	}
	if c < 0 {
		return -1
	}
	for k := d.firstMentionFrom(toks[c].end); k < len(d.mentions) && d.mentions[k].end <= toks[n-1].start; k++ {
		m := d.mentions[k]
		if m.start >= toks[c].end && d.ents[m.ent].Type == corroborate.Person && d.agrees(m.ent, want) && !possessive(d.body, m.end, toks[n-1].start) {
			return m.ent
		}
	}
	return -1
}
