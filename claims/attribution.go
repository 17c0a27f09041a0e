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
	"insisted", "argued", "warned", "acknowledged", "alleged", "revealed", "disclosed", "cited")

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
		cited := i >= 2 && toks[i-2].lower == "according" && toks[i-1].lower == "to" ||
			i >= 3 && toks[i-3].lower == "according" && toks[i-2].lower == "to"
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
		key := CanonicalKey(m.entity.Name, m.entity.Type)
		return attribution{to: m.entity.Name + " report", origin: "report:" + key}
	}
	return attribution{to: "the report", origin: "report"}
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
		head := ""
		for k := j; k < len(toks) && k < j+5; k++ {
			if !toks[k].isWord() || prepositions[toks[k].lower] {
				break
			}
			if k > j && (strings.HasSuffix(toks[k].lower, "ed") || strings.HasSuffix(toks[k].lower, "ing")) {
				break // a participle opens a modifier: "a source based in ..."
			}
			head = toks[k].lower
		}
		if head == "" {
			return attribution{}, false
		}
		head = singular(strings.TrimSuffix(head, "'s"))
		return attribution{to: "the " + head, origin: "source:" + head}, true
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
	if v == 0 {
		return attribution{}, false
	}
	// "X said" or "X, <apposition>, said".
	prev := toks[v-1]
	if pronouns[prev.lower] {
		return attribution{}, false
	}
	end := prev.end
	if prev.text == "," {
		// Walk back over the apposition to the comma that opens it.
		k := v - 2
		for k > 0 && toks[k].text != "," {
			k--
		}
		if k <= 0 {
			return attribution{}, false
		}
		end = toks[k-1].end
	}
	if m, ok := ctx.mentionEndingAt(end); ok {
		return ctx.entityAttribution(m), true
	}
	if prev.text != "," {
		if name := capitalisedBefore(toks, v); name != "" {
			return attribution{to: name, origin: "source:" + CanonicalKey(name, corroborate.Org)}, true
		}
		// A description: "officials said", "the civil defence agency said", "local media
		// reported". Counted by its head noun, so every "the agency" is one origin.
		if prev.isWord() && !prev.capitalised() && !functionWords[prev.lower] && !prepositions[prev.lower] &&
			!strings.HasSuffix(prev.lower, "ly") && !strings.HasSuffix(prev.lower, "ed") && !isNumber(prev.text) &&
			!reportWords[prev.lower] {
			head := singular(strings.TrimSuffix(prev.lower, "'s"))
			return attribution{to: "the " + head, origin: "source:" + head}, true
		}
	}
	return attribution{}, false
}

func (ctx *docContext) entityAttribution(m mentionRef) attribution {
	return attribution{to: m.entity.Name, origin: "source:" + CanonicalKey(m.entity.Name, m.entity.Type)}
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
