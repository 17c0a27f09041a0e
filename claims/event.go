package claims

import (
	"strings"

	"github.com/corroborate/corroborate"
)

// eventForms maps the verb and noun forms of general event words to their lemma. The list is
// general news vocabulary: things that happen on a date.
var eventForms = func() map[string]string {
	m := map[string]string{}
	add := func(lemma string, forms ...string) {
		m[lemma] = lemma
		for _, f := range forms {
			m[f] = lemma
		}
	}
	add("release", "released", "releases", "releasing")
	add("publish", "published", "publishes", "publishing", "publication")
	add("announce", "announced", "announces", "announcing", "announcement")
	// Killings and deaths are one kind of event: outlets say "killed" and "died" of the same one.
	add("death", "kill", "killed", "kills", "killing", "killings", "die", "died", "dies")
	add("arrest", "arrested", "arrests", "arresting")
	add("meet", "met", "meets", "meeting", "meetings")
	add("sign", "signed", "signs", "signing")
	add("launch", "launched", "launches", "launching")
	add("begin", "began", "begun", "begins", "beginning", "start", "started", "starts", "outbreak", "broke")
	add("end", "ended", "ends")
	add("elect", "elected", "election")
	add("sentence", "sentenced")
	add("convict", "convicted", "conviction")
	add("indict", "indicted", "indictment")
	add("attack", "attacked", "attacks")
	add("invade", "invaded", "invasion")
	add("visit", "visited", "visits")
	add("resign", "resigned", "resignation")
	add("appoint", "appointed", "appointment")
	add("vote", "voted", "votes")
	add("flee", "fled", "flees")
	add("defect", "defected", "defection")
	add("escape", "escaped", "escapes")
	add("execute", "executed", "executes", "execution")
	add("bomb", "bombed", "bombing", "bombings")
	add("detain", "detained", "detains")
	add("kidnap", "kidnapped", "kidnapping", "abducted", "abduction")
	add("open", "opened", "opens", "opening")
	add("close", "closed", "closes", "closure")
	add("file", "filed")
	add("issue", "issued")
	add("reveal", "revealed", "reveals")
	add("leak", "leaked")
	add("unveil", "unveiled")
	add("submit", "submitted", "submission")
	add("present", "presented", "presentation")
	add("raid", "raided")
	add("capture", "captured")
	add("free", "freed")
	add("win", "won", "wins")
	add("lose", "lost")
	add("occur", "occurred", "occurs")
	// A structure failing: outlets say "burst", "collapsed" and "gave way" of the same failure.
	add("collapse", "collapsed", "collapses", "burst", "bursts", "breached", "caved", "crumbled")
	add("crash", "crashed", "crashes")
	add("explode", "exploded", "explosion", "explosions", "blast")
	add("strike", "struck", "strikes")
	add("sink", "sank", "sunk", "sinking", "capsize", "capsized", "capsizes", "capsizing")
	add("erupt", "erupted", "eruption")
	add("agree", "agreed")
	add("approve", "approved", "approval")
	add("ratify", "ratified", "ratification")
	add("fire", "fired", "sacked", "dismissed")
	add("shoot", "shot")
	add("hold", "held") // kept last so that "held" is read as an event only when dated
	return m
}()

// eventNouns are the forms above that are nouns: their object follows "of".
var eventNouns = set("release", "publication", "announcement", "killing", "killings", "arrest",
	"meeting", "death", "signing", "launch", "start", "beginning", "outbreak", "end", "election", "kill",
	"conviction", "indictment", "attack", "invasion", "visit", "resignation", "appointment",
	"vote", "defection", "execution", "bombing", "abduction", "kidnapping", "opening", "closure",
	"submission", "presentation", "collapse", "crash", "explosion", "blast", "strike", "eruption",
	"approval", "ratification")

func isQuoteMark(s string) bool {
	switch s {
	case "\"", "“", "”", "'", "‘", "’":
		return true
	}
	return false
}

// qualifierWords open a counted object: "killing at least 34 people".
var qualifierWords = set("at", "least", "more", "than", "about", "nearly", "almost", "some",
	"around", "over", "up", "to", "as", "many", "approximately", "roughly", "fewer", "less")

// compoundHeads follow an event noun to make a thing, not an event: "death toll".
var compoundHeads = set("toll", "tolls", "campaign", "certificate", "certificates", "rate", "penalty",
	"row", "squad", "threat", "threats", "count", "figures")

var beForms = set("was", "were", "is", "are", "been", "be", "being", "had", "has", "have", "got")

// eventClaims turns each dated event into a claim keyed "event:<lemma>:<object>" whose value
// is the ISO date. The event word is the one nearest the date in its sentence; a sentence with
// a date but no event word makes no event claim. "between D1 and D2" and "from D1 to D2" make
// one claim whose value is the period "D1/D2".
func (ctx *docContext) eventClaims() []corroborate.Claim {
	dates := ctx.doc.Extraction.Dates
	var out []corroborate.Claim
	used := make([]bool, len(dates))
	for i, d := range dates {
		if used[i] || !ctx.validSpan(d.Start, d.End) {
			continue
		}
		ss, se, _ := ctx.sentenceAt(d.Start, d.End)
		toks := tokenize(ctx.body[ss:se], ss)
		value, unit := dateValue(d)
		spanEnd := d.End
		// A period: "between March 2011 and August 2013", "from May to June".
		if j := i + 1; j < len(dates) && dates[j].Start < se {
			mid := strings.ToLower(strings.TrimSpace(ctx.body[d.End:dates[j].Start]))
			pre := strings.ToLower(ctx.body[max(ss, d.Start-9):d.Start])
			if (mid == "and" && strings.HasSuffix(strings.TrimSpace(pre), "between")) ||
				((mid == "to" || mid == "until" || mid == "through" || mid == "-" || mid == "–") &&
					strings.HasSuffix(strings.TrimSpace(pre), "from")) {
				v2, u2 := dateValue(dates[j])
				value = value + "/" + v2
				if u2 == "unresolved" || granularityRank(u2) > granularityRank(unit) {
					unit = u2
				}
				spanEnd = dates[j].End
				used[j] = true
			}
		}
		if saidOn(toks, d.Start) {
			continue // "officials said on Monday": the date of the statement, not of an event
		}
		ev, ok := nearestEvent(toks, d.Start, spanEnd)
		if !ok {
			continue
		}
		object := ctx.eventObject(toks, ev)
		key := "event:" + eventForms[toks[ev].lower]
		if object != "" {
			key += ":" + object
		}
		start, end := min(toks[ev].start, d.Start), max(toks[ev].end, spanEnd)
		c := ctx.newClaim(corroborate.EventClaim, start, end)
		c.Key = key
		c.Value = value
		c.Unit = unit
		out = append(out, c)
	}
	return out
}

// dateValue returns the comparable value of a date and its granularity; an unresolved relative
// date ("Monday" with no publication date) is kept as its lower-case words.
func dateValue(d corroborate.Date) (string, string) {
	if d.Resolved && d.ISO != "" {
		g := string(d.Granularity)
		if g == "" {
			g = granularityOfISO(d.ISO)
		}
		return d.ISO, g
	}
	if d.ISO != "" {
		return d.ISO, granularityOfISO(d.ISO)
	}
	return normaliseWords(d.Text), "unresolved"
}

func granularityOfISO(iso string) string {
	switch len(iso) {
	case 4:
		return string(corroborate.Year)
	case 7:
		return string(corroborate.Month)
	}
	return string(corroborate.Day)
}

func granularityRank(g string) int {
	switch g {
	case "year":
		return 3
	case "month":
		return 2
	case "day":
		return 1
	}
	return 4
}

// statementVerbs date a statement when a date follows them: "said on Monday".
var statementVerbs = set("said", "says", "told", "tells", "added", "noted", "wrote", "stated", "reported")

// saidOn reports whether the date starting at byte s is governed by a statement verb just
// before it.
func saidOn(toks []token, s int) bool {
	for i, t := range toks {
		if t.start != s {
			continue
		}
		for k := i - 1; k >= 0 && k >= i-2; k-- {
			if statementVerbs[toks[k].lower] {
				return true
			}
			if toks[k].lower != "on" && toks[k].lower != "late" && toks[k].lower != "early" {
				break
			}
		}
	}
	return false
}

// nearestEvent returns the index of the event word nearest the date span, in tokens. A noun
// that heads a compound is not the event ("death toll", "election campaign").
func nearestEvent(toks []token, s, e int) (int, bool) {
	best, bestDist := -1, 1<<30
	for i, t := range toks {
		if _, ok := eventForms[t.lower]; !ok || t.start >= s && t.end <= e {
			continue
		}
		if i+1 < len(toks) && eventNouns[t.lower] && compoundHeads[toks[i+1].lower] {
			continue
		}
		d := 0
		if t.end <= s {
			d = s - t.end
		} else {
			d = t.start - e
		}
		if d < bestDist {
			best, bestDist = i, d
		}
	}
	return best, best >= 0
}

// eventObject names what an event happened to, for its key:
//
//   - a noun form followed by "of": the head of that phrase ("the release of the report");
//   - an active verb with an object right after it: the head of that noun phrase ("released
//     the report");
//   - a passive or reduced relative ("a new report released Monday", "the report, ..., was
//     released"): the head of the sentence's first noun phrase;
//   - otherwise an entity the sentence opens with.
//
// Heads are classed like counted nouns, so "photos released" and "pictures released" meet.
func (ctx *docContext) eventObject(toks []token, ev int) string {
	w := toks[ev].lower
	of := ev + 1
	for of < len(toks) && isQuoteMark(toks[of].text) {
		of++ // "the "systemic killing" of ..."
	}
	if eventNouns[w] && of < len(toks) && toks[of].lower == "of" {
		if h := npHead(toks, of+1); h != "" {
			return h
		}
	}
	if !eventNouns[w] || strings.HasSuffix(w, "ed") || strings.HasSuffix(w, "ing") {
		// An object right after the verb makes it active: "killed prisoners". Otherwise the
		// verb is passive or a reduced relative ("a new report released Monday", "the report,
		// ..., released on Tuesday") and describes the sentence's subject.
		obj := ev + 1
		// "killing at least 34 people": a count qualifier before the object.
		for obj+1 < len(toks) && (qualifierWords[toks[obj].lower] || isNumber(toks[obj].text)) {
			obj++
		}
		if obj < len(toks) && toks[obj].isWord() && !prepositions[toks[obj].lower] && !timeWords[toks[obj].lower] {
			if h := npHead(toks, obj); h != "" {
				return h
			}
		}
		// "the dam burst on Sunday": an intransitive verb says what happened to the noun
		// right before it.
		// A counted noun is inside a modifier ("a ferry carrying 200 people capsized"): the
		// subject is further back.
		counted := false
		for k := ev - 2; k >= 0 && k >= ev-4; k-- {
			counted = counted || isNumber(toks[k].text)
		}
		if p := ev - 1; p >= 0 && !counted && toks[p].isWord() && !toks[p].capitalised() && !functionWords[toks[p].lower] &&
			!beForms[toks[p].lower] && !auxiliaries[toks[p].lower] && !prepositions[toks[p].lower] &&
			!pronouns[toks[p].lower] && !isNumber(toks[p].text) && !strings.HasSuffix(toks[p].lower, "ly") {
			if _, isEvent := eventForms[toks[p].lower]; !isEvent {
				c, _ := classify(strings.TrimSuffix(toks[p].lower, "'s"))
				return c
			}
		}
		if h := npHead(toks, 0); h != "" {
			return h
		}
	}
	if len(toks) > 0 {
		if m, ok := ctx.mentionAt(toks[0].start); ok {
			return CanonicalKey(m.entity.Name, m.entity.Type)
		}
	}
	return ""
}

// npHead returns the classed head of the noun phrase starting at toks[i]: the last word before
// a preposition, punctuation, verb-like word or event word, skipping determiners and numbers.
func npHead(toks []token, i int) string {
	head := ""
	for k := i; k < len(toks) && k < i+6; k++ {
		t := toks[k]
		if !t.isWord() || prepositions[t.lower] && head != "" || beForms[t.lower] || timeWords[t.lower] {
			break
		}
		if _, ev := eventForms[t.lower]; ev && head != "" {
			break
		}
		if functionWords[t.lower] || isNumber(t.text) || qualifierWords[t.lower] {
			continue
		}
		if pronouns[t.lower] {
			return ""
		}
		if head != "" && (strings.HasSuffix(t.lower, "ed") || strings.HasSuffix(t.lower, "ing")) {
			break // a participle opens a modifier: "a report compiled by ..."
		}
		if strings.HasSuffix(t.lower, "ly") && head == "" {
			continue
		}
		head = strings.TrimSuffix(strings.TrimSuffix(t.lower, "'s"), "’s")
	}
	if head == "" {
		return ""
	}
	c, _ := classify(head)
	return c
}
