package claims

import (
	"strings"

	"github.com/corroborate/corroborate"
)

// attribution is whom a sentence says a claim comes from, and the origin independence is
// counted by.
type attribution struct {
	to     string
	origin string
}

// Attribution heuristics, in the order they win when a sentence has several (the innermost
// source of a claim is its origin: "X reported that, according to the report, ..." is the
// report's claim, relayed by X):
//
//  1. The claim sits inside a direct quotation with a known speaker: the speaker.
//  2. "according to <report>" or "<report> says/found/shows/claims...": the report. A report is
//     identified by the organisation that issued it when the text names one next to it ("a
//     Human Rights Watch report", "a report by Amnesty"); otherwise it is "the report", and every
//     document that cites an unnamed report about the same key counts as one origin. That
//     undercounts independence when two outlets cite two different unnamed reports on the same
//     fact, which is the safe side for a fact-checker.
//  3. "according to <named entity>" or "according to <description>" ("according to
//     officials"): that entity or description.
//  4. "<outlet>, which obtained/saw ...": the outlet.
//  5. A speech or reporting verb with a named subject: "X said", "said X", "X told Y",
//     "X reported", including "X, <apposition>, said". Pronoun subjects are left alone.
//
// With none of these the claim is the document's own: its outlet, or the document itself.
func (ctx *docContext) attribute(ss, se, s, e int) attribution {
	for _, q := range ctx.doc.Extraction.Quotes {
		if q.Speaker != "" && q.Start <= s && e <= q.End {
			return ctx.personAttribution(q.Speaker)
		}
	}
	toks := tokenize(ctx.body[ss:se], ss)
	if a, ok := ctx.reportAttribution(toks); ok {
		return a
	}
	if a, ok := ctx.accordingTo(toks); ok {
		return a
	}
	if a, ok := ctx.whichObtained(toks); ok {
		return a
	}
	if a, ok := ctx.speechVerb(toks, s, e); ok {
		return a
	}
	return attribution{}
}

// insideQuote reports whether [s, e) lies inside a direct quotation with a known speaker.
func (ctx *docContext) insideQuote(s, e int) bool {
	for _, q := range ctx.doc.Extraction.Quotes {
		if q.Speaker != "" && q.Start <= s && e <= q.End {
			return true
		}
	}
	return false
}

// personAttribution attributes to a named person or body, using the entity's fullest name
// when the document knows it.
func (ctx *docContext) personAttribution(name string) attribution {
	typ := corroborate.Person
	for _, ent := range ctx.doc.Extraction.Entities {
		if ent.Name == name {
			typ = ent.Type
			break
		}
		for _, a := range ent.Aliases {
			if a == name {
				name, typ = ent.Name, ent.Type
				break
			}
		}
	}
	for i := range ctx.doc.Extraction.Entities {
		if ent := &ctx.doc.Extraction.Entities[i]; ent.Name == name {
			return attribution{to: name, origin: ctx.originOf(ent)}
		}
	}
	return attribution{to: name, origin: "source:" + CanonicalKey(name, typ)}
}

var reportWords = set("report", "study", "survey", "investigation", "inquiry", "findings",
	"dossier", "analysis", "assessment", "review", "audit", "census", "research", "paper",
	"documents", "study's", "report's", "inquiry's", "investigation's")

var reportVerbs = set("says", "said", "say", "claims", "claimed", "claim", "shows", "showed",
	"show", "found", "finds", "find", "reads", "suggests", "suggested", "suggest", "concluded",
	"concludes", "conclude", "states", "stated", "estimated", "estimates", "alleges", "alleged",
	"documents", "documented", "reveals", "revealed", "details", "detailed", "notes", "noted",
	"describes", "described", "cites", "cited", "puts", "put", "records", "recorded")

var speechVerbs = set("said", "says", "say", "told", "tells", "tell", "reported", "reports",
	"noted", "notes", "added", "adds", "stated", "states", "claimed", "claims", "wrote", "writes",
	"announced", "announces", "confirmed", "confirms", "estimated", "estimates", "explained",
	"insisted", "argued", "warned", "acknowledged", "alleged", "revealed", "disclosed", "cited",
	"promised", "pledged", "vowed", "admitted", "maintained", "testified", "estimate")

// reportAttribution finds a report cited as the source of the sentence.
func (ctx *docContext) reportAttribution(toks []token) (attribution, bool) {
	for i, t := range toks {
		if !reportWords[t.lower] {
			continue
		}
		if m, ok := ctx.mentionCovering(t.start, t.end); ok && (m.start != t.start || m.end != t.end) {
			continue // part of a name: "the Geological Survey", "the Research Council"
		}
		if i > 1 && t.capitalised() && toks[i-1].isWord() && toks[i-1].capitalised() {
			continue // a capitalised name extraction did not catch
		}
		// "one of the report's authors" describes a person; it does not cite the report.
		if i >= 2 && toks[i-1].lower == "the" && toks[i-2].lower == "of" {
			continue
		}
		if ctx.ownReport(toks, i) {
			continue // "our own survey found": the document speaking for itself
		}
		cited := i >= 2 && toks[i-2].lower == "according" && toks[i-1].lower == "to" ||
			i >= 3 && toks[i-3].lower == "according" && toks[i-2].lower == "to"
		for k := i - 1; !cited && k >= 0 && k >= i-4; k-- {
			// "the BBC reported, citing a UN report": the chain ends at the report.
			if toks[k].lower == "citing" || toks[k].lower == "quoting" || toks[k].lower == "cited" {
				cited = true
			}
			if !toks[k].isWord() {
				break
			}
		}
		if !cited && i >= 4 && toks[i-4].lower == "according" && toks[i-3].lower == "to" &&
			toks[i-1].isWord() && toks[i-2].isWord() {
			cited = true // "according to a 48-page report", "according to the new UN report"
		}
		if !cited {
			for j := i + 1; j < len(toks) && j <= i+12; j++ {
				if toks[j].text == "." || toks[j].text == ";" || toks[j].text == "\"" || toks[j].text == "“" {
					break
				}
				if reportVerbs[toks[j].lower] {
					cited = true
					break
				}
			}
		}
		if cited {
			return ctx.reportIdentity(toks, i), true
		}
	}
	return attribution{}, false
}

// reportIdentity names a report by the organisation that issued it, when the text names one
// right next to it ("Amnesty's report", "the UN report", "a report by Human Rights Watch").
func (ctx *docContext) reportIdentity(toks []token, i int) attribution {
	lo := i - 4
	if lo < 0 {
		lo = 0
	}
	hi := min(i+5, len(toks)-1)
	for _, m := range ctx.mentionsIn(toks[lo].start, toks[hi].end) {
		if m.entity.Type != corroborate.Org {
			continue
		}
		between := ""
		if m.end <= toks[i].start {
			between = strings.ToLower(ctx.body[m.end:toks[i].start])
			if strings.ContainsAny(between, ",.;") {
				continue
			}
		} else if m.start >= toks[i].end {
			between = strings.TrimSpace(strings.ToLower(ctx.body[toks[i].end:m.start]))
			ok := false
			for _, p := range []string{"by", "from", "of", "released by", "published by", "issued by", "by the", "from the", "of the"} {
				if between == p {
					ok = true
				}
			}
			if !ok {
				continue
			}
		}
		// The body's report and the body speaking are one origin: "a UNICEF report found" and
		// "UNICEF said" relay the same source.
		key := CanonicalKey(m.entity.Name, m.entity.Type)
		return attribution{to: m.entity.Name + " report", origin: "source:" + key}
	}
	if i > 0 && toks[i-1].lower == "the" || i > 1 && toks[i-2].lower == "the" {
		// "the report found": the report the text named before, if it named one.
		if a, ok := ctx.namedReportBefore(toks[i].start); ok {
			return a
		}
	}
	return attribution{to: "the report", origin: "report"}
}

// ownReport reports whether the report word at toks[i] is the document's own ("our survey",
// "our own analysis").
func (ctx *docContext) ownReport(toks []token, i int) bool {
	for k := i - 1; k >= 0 && k >= i-3; k-- {
		if firstPerson[toks[k].lower] {
			return true
		}
		if !toks[k].isWord() {
			break
		}
	}
	return false
}

// namedReportBefore finds the last report the document named by its issuer before byte at.
func (ctx *docContext) namedReportBefore(at int) (attribution, bool) {
	var found attribution
	ok := false
	for _, sp := range ctx.sentences {
		if sp.Start >= at {
			break
		}
		toks := tokenize(ctx.body[sp.Start:min(sp.End, at)], sp.Start)
		for i, t := range toks {
			if !reportWords[t.lower] {
				continue
			}
			if a := ctx.reportIdentity(toks, i); a.origin != "report" {
				found, ok = a, true
			} else if a, spoke := ctx.speechVerb(toks, t.start, t.end); spoke && a.to != "" {
				found, ok = a, true // "UNICEF said in a new report ..."
			}
		}
	}
	return found, ok
}

// accordingTo handles "according to X" where X is not a report.
func (ctx *docContext) accordingTo(toks []token) (attribution, bool) {
	for i := 0; i+2 < len(toks); i++ {
		if toks[i].lower != "according" || toks[i+1].lower != "to" {
			continue
		}
		j := i + 2
		for j < len(toks) && (toks[j].lower == "the" || toks[j].lower == "a" || toks[j].lower == "an") {
			j++
		}
		if j >= len(toks) {
			return attribution{}, false
		}
		if m, ok := ctx.mentionAt(toks[j].start); ok {
			return ctx.entityAttribution(m), true
		}
		if pronouns[toks[j].lower] {
			return attribution{}, false
		}
		// A description: "according to the defector", "according to local officials".
		head := -1
		for k := j; k < len(toks) && k < j+5; k++ {
			if !toks[k].isWord() || prepositions[toks[k].lower] {
				break
			}
			if k > j && (strings.HasSuffix(toks[k].lower, "ed") || strings.HasSuffix(toks[k].lower, "ing")) {
				break // a participle opens a modifier: "a source based in ..."
			}
			if head >= 0 && toks[k].capitalised() && !toks[head].capitalised() {
				// A name in apposition to the description: "the union Unite".
				if m, ok := ctx.mentionAt(toks[k].start); ok {
					return ctx.entityAttribution(m), true
				}
				if name := capitalisedFrom(toks, k); name != "" {
					return attribution{to: name, origin: "source:" + CanonicalKey(name, corroborate.Org)}, true
				}
			}
			head = k
		}
		if head < 0 || !isSourceNoun(strings.TrimSuffix(toks[head].lower, "'s")) {
			return attribution{}, false
		}
		if firstPerson[toks[j].lower] {
			return attribution{}, false // "according to our engineers": the document's own
		}
		return ctx.describedSource(toks, head), true
	}
	return attribution{}, false
}

// whichObtained handles "X, which obtained (access to) ..." and "X, which has seen ...".
func (ctx *docContext) whichObtained(toks []token) (attribution, bool) {
	for i := 2; i+1 < len(toks); i++ {
		if toks[i].lower != "which" || toks[i-1].text != "," {
			continue
		}
		next := toks[i+1].lower
		if next == "has" || next == "had" || next == "have" {
			if i+2 < len(toks) {
				next = toks[i+2].lower
			}
		}
		if next != "obtained" && next != "seen" && next != "saw" && next != "received" && next != "acquired" {
			continue
		}
		if m, ok := ctx.mentionEndingAt(toks[i-2].end); ok {
			return ctx.entityAttribution(m), true
		}
		if name := capitalisedBefore(toks, i-1); name != "" {
			return attribution{to: name, origin: "source:" + CanonicalKey(name, corroborate.Org)}, true
		}
	}
	return attribution{}, false
}

// speechVerb finds "X said", "said X", "X told Y", "X reported" nearest the claim.
func (ctx *docContext) speechVerb(toks []token, s, e int) (attribution, bool) {
	best, bestDist := attribution{}, -1
	for v, t := range toks {
		if !speechVerbs[t.lower] {
			continue
		}
		a, ok := ctx.speechSubject(toks, v)
		if !ok {
			continue
		}
		d := t.start - e
		if d < 0 {
			d = s - t.end
		}
		if d < 0 {
			d = 0
		}
		if bestDist < 0 || d < bestDist {
			best, bestDist = a, d
		}
	}
	return best, bestDist >= 0
}

// speechSubject returns who the speech verb at toks[v] attributes to.
func (ctx *docContext) speechSubject(toks []token, v int) (attribution, bool) {
	verb := toks[v]
	// "said X": the entity right after the verb.
	if verb.lower != "told" && verb.lower != "tells" && verb.lower != "tell" && v+1 < len(toks) {
		j := v + 1
		if toks[j].lower == "the" && j+1 < len(toks) {
			j++
		}
		// Inverted attribution closes its clause: ", said CNN." but not "said CNN held ...".
		if m, ok := ctx.mentionAt(toks[j].start); ok && ctx.closesClause(m.end) {
			return ctx.entityAttribution(m), true
		}
		if name := capitalisedFrom(toks, j); name != "" && j > 0 && ctx.closesClause(toks[j].start+len(name)) {
			return attribution{to: name, origin: "source:" + CanonicalKey(name, corroborate.Org)}, true
		}
	}
	// "X said", "X has said" or "X, <apposition>, said".
	p := v - 1
	for p > 0 && auxiliaries[toks[p].lower] {
		p--
	}
	if p < 0 || p == v-1 && v == 0 {
		return attribution{}, false
	}
	prev := toks[p]
	if prev.lower == "he" || prev.lower == "she" {
		return ctx.pronounSpeaker(prev.start)
	}
	if pronouns[prev.lower] || firstPerson[prev.lower] {
		return attribution{}, false
	}
	end := prev.end
	if prev.text == "," {
		// Walk back over the apposition to the comma that opens it.
		k := p - 1
		for k > 0 && toks[k].text != "," {
			k--
		}
		if k <= 0 {
			return attribution{}, false
		}
		end = toks[k-1].end
	}
	if m, ok := ctx.mentionEndingAt(end); ok {
		if !ctx.objectOfPreposition(toks, m.start) {
			return ctx.entityAttribution(m), true
		}
		return attribution{}, false
	}
	if prev.text != "," {
		if name := capitalisedBefore(toks, p+1); name != "" && !(p == 0 && isSourceNoun(prev.lower)) {
			if k := tokenStarting(toks, prev.end-len(name)); k > 0 && placePrepositions[toks[k-1].lower] {
				return attribution{}, false // "our teams in Kessara have confirmed": not the subject
			}
			return attribution{to: name, origin: "source:" + CanonicalKey(name, corroborate.Org)}, true
		}
		// A description: "officials said", "the civil defence agency said", "local media
		// reported". Counted by its head noun, so every "the agency" is one origin.
		// A sentence may open with one ("Rescuers say ...").
		if prev.isWord() && (!prev.capitalised() || p == 0) && isSourceNoun(strings.TrimSuffix(prev.lower, "'s")) &&
			!(p > 0 && firstPerson[toks[p-1].lower]) {
			return ctx.describedSource(toks, p), true
		}
	}
	return attribution{}, false
}

// objectOfPreposition reports whether the word starting at byte s follows a preposition in
// toks: "in Kessara" is where something happened, not who says it.
func (ctx *docContext) objectOfPreposition(toks []token, s int) bool {
	k := tokenStarting(toks, s)
	for k > 0 && toks[k-1].lower == "the" {
		k--
	}
	return k > 0 && placePrepositions[toks[k-1].lower]
}

// placePrepositions put a name in a place or time, not in charge of the words: "teams in
// Kessara have confirmed". "a spokeswoman for the Commission said" and "an official at the
// ministry said" still name their source.
var placePrepositions = set("in", "on", "near", "across", "into", "onto", "to", "over", "under",
	"during", "after", "before", "since", "until", "around", "throughout", "inside", "outside",
	"within", "between", "among", "against", "with", "without", "through", "toward", "towards")

// tokenStarting returns the index of the token starting at byte s, or -1.
func tokenStarting(toks []token, s int) int {
	for i, t := range toks {
		if t.start == s {
			return i
		}
	}
	return -1
}

// pronounSpeaker resolves "he said"/"she said" to the person the text last named before it,
// within a few sentences: news writing names a speaker, then goes on with a pronoun.
func (ctx *docContext) pronounSpeaker(at int) (attribution, bool) {
	var best *mentionRef
	for i := range ctx.mentions {
		m := ctx.mentions[i]
		if m.start >= at {
			break
		}
		if m.entity.Type == corroborate.Person && at-m.end < 600 {
			best = &ctx.mentions[i]
		}
	}
	if best == nil {
		return attribution{}, false
	}
	return ctx.entityAttribution(*best), true
}

// describedSource attributes to a description whose head is toks[h] ("the agency",
// "officials"). A definite body ("the agency", "the organisation") is the organisation the
// text last named, other than the outlet itself.
func (ctx *docContext) describedSource(toks []token, h int) attribution {
	head := singular(strings.TrimSuffix(toks[h].lower, "'s"))
	definite, d := false, h
	for k := h - 1; k >= 0 && k >= h-4 && toks[k].isWord(); k-- {
		if toks[k].lower == "the" {
			definite, d = true, k
			break
		}
	}
	if definite && anaphoricBodies[head] {
		if m, ok := ctx.orgNear(toks[d].start, toks[h].end); ok {
			return ctx.entityAttribution(m)
		}
	}
	name := describedName(toks, h)
	return attribution{to: "the " + name, origin: "source:" + name}
}

// describedName is a description's head with the nouns that make it a compound: "the coast
// guard", "the interior ministry", but "officials" for "local officials": adjectives that only
// say which of many are dropped, so that every "senior official" is one origin.
func describedName(toks []token, h int) string {
	words := []string{singular(strings.TrimSuffix(toks[h].lower, "'s"))}
	for k := h - 1; k >= 0 && k >= h-2; k-- {
		w := toks[k].lower
		opens := k == 0 || strings.ContainsAny(toks[k-1].text, ".!?:\"“")
		if !toks[k].isWord() || toks[k].capitalised() && !opens || functionWords[w] || pronouns[w] ||
			isNumber(w) || descriptiveAdjective(w) || strings.HasSuffix(w, "'s") {
			break
		}
		words = append([]string{w}, words...)
	}
	return strings.Join(words, " ")
}

// descriptiveAdjective reports whether a modifier only describes ("local", "senior",
// "unnamed") rather than names a kind of body ("interior", "health", "coast").
func descriptiveAdjective(w string) bool {
	if commonAdjectives[w] {
		return true
	}
	for _, suf := range []string{"al", "ous", "ed", "ing", "ly", "ive", "ic", "an", "ese", "ish", "ble", "ent", "ant"} {
		if strings.HasSuffix(w, suf) {
			return true
		}
	}
	return false
}

var commonAdjectives = set("local", "senior", "top", "former", "new", "other", "some", "many", "several",
	"unnamed", "anonymous", "independent", "government", "state", "public", "private", "two", "three",
	"few", "most", "chief", "high", "low", "young", "old", "key", "main", "said", "western", "eastern",
	"northern", "southern", "rival", "opposition", "foreign")

// anaphoricBodies are heads that, with "the", refer back to an organisation already named.
var anaphoricBodies = set("agency", "organisation", "organization", "charity", "watchdog",
	"regulator", "company", "firm", "group", "body")

// orgNear returns the organisation a definite description spanning [s, e) refers to: the last
// one named before it, other than the document's own outlet and names inside the description
// ("the UN children's agency" is not the UN). A lede may describe the body before naming it
// ("the children's agency has warned ... UNICEF said"), so with none before, the first named
// within a few sentences after.
func (ctx *docContext) orgNear(s, e int) (mentionRef, bool) {
	own := ""
	if ctx.doc.Source != "" {
		own = CanonicalKey(ctx.doc.Source, corroborate.Org)
	}
	eligible := func(m mentionRef) bool {
		return m.entity.Type == corroborate.Org && CanonicalKey(m.entity.Name, m.entity.Type) != own &&
			!(m.start >= s && m.end <= e)
	}
	var best mentionRef
	found := false
	for _, m := range ctx.mentions {
		if m.start >= s {
			break
		}
		if eligible(m) {
			best, found = m, true
		}
	}
	if found {
		return best, true
	}
	for _, m := range ctx.mentions {
		if m.start >= e && m.start-e < 300 && eligible(m) {
			return m, true
		}
	}
	return mentionRef{}, false
}

func (ctx *docContext) entityAttribution(m mentionRef) attribution {
	return attribution{to: m.entity.Name, origin: ctx.originOf(m.entity)}
}

// originOf is the origin of what an entity says. A spokesperson speaks for the body they
// speak for: "coast guard spokesman X said" and "the coast guard said" are one origin.
func (ctx *docContext) originOf(e *corroborate.Entity) string {
	if e.Type == corroborate.Person {
		for _, r := range e.Roles {
			if body := ctx.spokespersonBody(r); body != "" {
				return "source:" + body
			}
		}
	}
	return "source:" + CanonicalKey(e.Name, e.Type)
}

var spokespersonTitles = set("spokesman", "spokeswoman", "spokesperson")

// spokespersonBody names the body of a spokesperson's role: its organisation, else the words of
// the title before it ("coast guard spokesman" → "coast guard"), as a description would name it.
func (ctx *docContext) spokespersonBody(r corroborate.Role) string {
	words := strings.Fields(strings.ToLower(r.Title))
	if len(words) == 0 || !spokespersonTitles[words[len(words)-1]] {
		return ""
	}
	if r.Org != "" {
		return CanonicalKey(r.Org, corroborate.Org)
	}
	if len(words) > 1 {
		toks := tokenize(strings.Join(words[:len(words)-1], " "), 0)
		return describedName(toks, len(toks)-1)
	}
	// The title alone was read ("spokesman"); the words before it in the text may name the
	// body ("Coast guard spokesman").
	if r.Start <= 0 || r.Start > len(ctx.body) {
		return ""
	}
	from := max(0, r.Start-40)
	for from > 0 && from < r.Start && ctx.body[from-1] != ' ' && ctx.body[from-1] != '\n' {
		from++
	}
	toks := tokenize(ctx.body[from:r.Start], from)
	h := len(toks) - 1
	if h < 0 || !toks[h].isWord() || functionWords[toks[h].lower] || pronouns[toks[h].lower] ||
		descriptiveAdjective(toks[h].lower) || toks[h].capitalised() && h > 0 && !strings.ContainsAny(toks[h-1].text, ".!?:\"“") {
		return ""
	}
	return describedName(toks, h)
}

// closesClause reports whether the text after byte e ends a clause: punctuation, a closing
// quote, or the end of the body, possibly after an apposition ("said Jane Doe, the mayor.").
func (ctx *docContext) closesClause(e int) bool {
	rest := strings.TrimLeft(ctx.body[min(e, len(ctx.body)):], " \t")
	if rest == "" {
		return true
	}
	switch rest[0] {
	case '.', ',', ';', ':', '!', '?', '"', ')', '\n':
		return true
	}
	return strings.HasPrefix(rest, "”") || strings.HasPrefix(rest, "’") || strings.HasPrefix(rest, "—") ||
		strings.HasPrefix(rest, "–")
}

// mentionCovering returns a mention that contains [s, e).
func (ctx *docContext) mentionCovering(s, e int) (mentionRef, bool) {
	for _, m := range ctx.mentions {
		if m.start <= s && e <= m.end {
			return m, true
		}
		if m.start > s {
			break
		}
	}
	return mentionRef{}, false
}

// mentionAt returns the mention starting at byte s.
func (ctx *docContext) mentionAt(s int) (mentionRef, bool) {
	for _, m := range ctx.mentions {
		if m.start == s {
			return m, true
		}
		if m.start > s {
			break
		}
	}
	return mentionRef{}, false
}

// mentionEndingAt returns the mention ending at byte e, allowing a possessive after it.
func (ctx *docContext) mentionEndingAt(e int) (mentionRef, bool) {
	for _, m := range ctx.mentions {
		if m.end == e || m.end+2 == e && strings.HasSuffix(ctx.body[:e], "'s") {
			return m, true
		}
	}
	return mentionRef{}, false
}

// capitalisedFrom reads a capitalised name starting at toks[j] ("Reuters", "Der Spiegel").
func capitalisedFrom(toks []token, j int) string {
	var parts []string
	for k := j; k < len(toks) && k < j+4; k++ {
		if !toks[k].isWord() || !toks[k].capitalised() {
			break
		}
		parts = append(parts, toks[k].text)
	}
	if len(parts) == 0 || pronouns[strings.ToLower(parts[0])] || functionWords[strings.ToLower(parts[0])] ||
		timeWords[strings.ToLower(parts[0])] {
		return ""
	}
	return strings.TrimSuffix(strings.Join(parts, " "), "'s")
}

// capitalisedBefore reads a capitalised name ending just before toks[v], dropping a leading
// "The" and refusing pronouns.
func capitalisedBefore(toks []token, v int) string {
	k := v - 1
	for k >= 0 && v-k <= 4 && toks[k].isWord() && toks[k].capitalised() {
		k--
	}
	k++
	if k >= v {
		return ""
	}
	if strings.EqualFold(toks[k].text, "the") {
		k++
	}
	if k >= v {
		return ""
	}
	var parts []string
	for _, t := range toks[k:v] {
		parts = append(parts, t.text)
	}
	name := strings.Join(parts, " ")
	if pronouns[strings.ToLower(name)] || functionWords[strings.ToLower(parts[0])] ||
		timeWords[strings.ToLower(parts[len(parts)-1])] {
		return ""
	}
	return name
}

// timeWords are capitalised words that are never a source: "said Monday".
var timeWords = set("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
	"january", "february", "march", "april", "may", "june", "july", "august", "september",
	"october", "november", "december", "today", "yesterday", "tomorrow", "tonight", "last", "this",
	"next", "earlier", "later", "on", "in")
