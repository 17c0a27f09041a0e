package extract

import (
	"strings"
	"unicode"

	"github.com/corroborate/corroborate"
)

// kinds indexes evidence by entity type.
const (
	kPerson = iota
	kOrg
	kPlace
	kBranch
	kFacility
	kDetainee
	nKinds
)

var kindTypes = [nKinds]corroborate.EntityType{
	corroborate.Person, corroborate.Org, corroborate.Place,
	corroborate.Branch, corroborate.Facility, corroborate.Detainee,
}

// threshold is the evidence an entity needs to be kept.
const threshold = 1.5

// evidence sums, per type, how strongly the text says what a name is.
type evidence [nKinds]float64

func (e *evidence) add(o evidence) {
	for i := range e {
		e[i] += o[i]
	}
}

// best returns the strongest type and its weight.
func (e evidence) best() (int, float64) {
	k, w := 0, e[0]
	for i := 1; i < nKinds; i++ {
		if e[i] > w {
			k, w = i, e[i]
		}
	}
	return k, w
}

// candidate is one mention of a possible entity, with what its context says about it.
type candidate struct {
	first, last int // token range of the name (titles excluded)
	start, end  int // byte span of the mention
	key         string
	ev          evidence
	titleFirst  int // token range of a title before the name; titleFirst == titleLast if none
	titleLast   int
	display     string // name as it should be shown when only lowercase forms exist
	nested      bool   // a place inside an organisation's name
	local       bool   // the name is a town or district of the gazetteer: a place if nothing else speaks
	acronym     string // the acronym a bracket after this long form defines, lowercase
	theHead     bool   // a lone capitalised head word after "the": "the Commission"
}

func (c *candidate) tokens() int { return c.last - c.first }

// nameKey normalises a name for grouping: lowercase, accents folded ("Krejčíková" and
// "Krejcikova" are one name), one space, straight apostrophes, no leading "the".
func nameKey(s string) string {
	s = foldAccents(strings.ToLower(strings.ReplaceAll(s, "’", "'")))
	s = strings.Join(strings.Fields(s), " ")
	return strings.TrimPrefix(s, "the ")
}

// accentFold maps lowercase Latin letters with diacritics to their base letter.
var accentFold = func() map[rune]rune {
	m := map[rune]rune{}
	for base, vs := range map[rune]string{
		'a': "àáâãäåāăą", 'c': "çćĉċč", 'd': "ďđ", 'e': "èéêëēĕėęě", 'g': "ĝğġģ", 'h': "ĥħ",
		'i': "ìíîïĩīĭįı", 'j': "ĵ", 'k': "ķ", 'l': "ĺļľŀł", 'n': "ñńņňŉ", 'o': "òóôõöøōŏő",
		'r': "ŕŗř", 's': "śŝşšș", 't': "ţťŧț", 'u': "ùúûüũūŭůűų", 'w': "ŵ", 'y': "ýÿŷ", 'z': "źżž",
	} {
		for _, r := range vs {
			m[r] = base
		}
	}
	return m
}()

// foldAccents replaces accented Latin letters of a lowercase string by their base letters.
func foldAccents(s string) string {
	ascii := true
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			ascii = false
			break
		}
	}
	if ascii {
		return s
	}
	return strings.Map(func(r rune) rune {
		if b, ok := accentFold[r]; ok {
			return b
		}
		return r
	}, s)
}

// spanText returns the body text of tokens [a,b).
func spanText(body string, toks []token, a, b int) string {
	return body[toks[a].start:toks[b-1].end]
}

// classify turns a chunk into candidates (usually one; an organisation named after a place also
// yields the place).
func classify(body string, toks []token, c chunk) []candidate {
	lx := lexic()
	a, b := c.first, c.last
	whole := nameKey(spanText(body, toks, a, b))
	if b-a == 1 && (ethnic(toks, a) || toks[a].text == "I" || notNames[toks[a].text]) {
		return nil
	}
	if b-a > 1 && toks[a].text == "A" && toks[a].sentStart {
		a++ // "A Montenegrin appeals court": the article, not an initial
		if b-a == 1 && lx.demonyms[toks[a].lower] {
			return nil
		}
	}
	if known, ok := knownName(whole); ok {
		if known[kPlace] > 0 && !lx.scopes[whole] && sportCue(toks, a, b) {
			known = evidence{kOrg: 10} // "Barcelona coach X", "beat Sevilla 2-1": the city's club
		}
		if toks[a].lower == "the" && b-a > 1 && !lexic().outlets["the "+whole] && !lexic().places["the "+whole] {
			a++ // "The World Bank": the article is not part of the name
		}
		return []candidate{newCandidate(body, toks, a, b, known, -1, -1)}
	}
	// A demonym before a known organisation names its national society: "Italian Red Cross".
	if d := a + btoi(toks[a].lower == "the"); b-d >= 2 && lx.demonyms[toks[d].lower] {
		if ev, ok := knownName(nameKey(spanText(body, toks, d+1, b))); ok && ev[kOrg] > 0 {
			return []candidate{newCandidate(body, toks, d, b, ev, -1, -1)}
		}
	}
	// A known organisation and a place after it is its national section: "Amnesty
	// International Nigeria".
	for e := b - 1; e > a+1; e-- {
		if ev, ok := knownName(nameKey(spanText(body, toks, a, e))); ok && ev[kOrg] > 0 {
			if pv, ok := knownName(nameKey(spanText(body, toks, e, b))); ok && pv[kPlace] > 0 {
				ev[kOrg] += 2
				return []candidate{newCandidate(body, toks, a, b, ev, -1, -1)}
			}
		}
	}
	// A capitalised function word inside a run is a title-case headline, not a name: "Flood
	// Warnings Issued As Storm Nears Coast".
	for k := a + 1; k < b; k++ {
		if t := toks[k]; t.cap && !t.allCaps && headlineWords[t.lower] {
			return nil
		}
	}
	// A sentence's first word is capitalised anyway: drop it when it is a common word, unless
	// it begins a known name ("Amnesty International").
	for a < b && toks[a].sentStart && !toks[a].allCaps && !c.lowerOrg && !knownPrefix(body, toks, a, b) {
		w := toks[a].lower
		if lx.stop[w] || (lx.words[w] && b-a > 1 && !lx.firstNames[toks[a].text] &&
			!lx.titles[w] && !lx.titleMods[w] && !lx.honorifics[w] && !lx.demonyms[w] &&
			!lx.places[w] && !headWord(toks[b-1]) && !c.facility && !headBeforeConnector(toks, a, b) &&
			!(clubPrefixes[w] && (lx.places[nameKey(spanText(body, toks, a+1, b))] || b-a == 2 && !lx.words[toks[a+1].lower] && !isFirstName(toks[a+1]))) &&
			!(b-a == 2 && toks[b-1].num && (w == "unit" || lx.branches[w])) && !nationalBody(toks, a, b)) {
			a++
			continue
		}
		// "Consumer group X said": a common word modifying a class noun is no name.
		if b-a == 1 && lx.words[w] && classNounAfter(toks, b) &&
			!toks[a].poss && !lx.firstNames[toks[a].text] && !lx.demonyms[w] && !lx.places[w] {
			a++
		}
		break
	}
	// Months and weekdays are never names, but "April Ryan" and "Theresa May" are.
	for a < b && (weekdays[toks[a].lower] || months[toks[a].lower] && !(b-a > 1 && lx.firstNames[toks[a].text])) {
		a++
	}
	for b > a && (weekdays[toks[b-1].lower] || months[toks[b-1].lower] && !(b-a > 1 && lx.firstNames[toks[b-2].text])) {
		b--
	}
	// A spelled-out number opens a sentence, not a name: "Forty-one Labour MPs".
	if a < b && numberWordToken(toks[a]) {
		a++
	}
	// Members after a party's name are not part of it: "Labour MPs".
	members := false
	if b-a >= 2 && orgAfter[toks[b-1].lower] && isTitleNoun(toks[b-1].lower) {
		b--
		members = true
	}
	// Title nouns alone ("MPs", "Senators") name no one.
	if a < b {
		only := true
		for k := a; k < b; k++ {
			only = only && isTitleNoun(toks[k].lower)
		}
		if only {
			return nil
		}
	}
	// Post-nominal letters follow a person's name but are no part of it: "X KC", "X MP".
	if b-a >= 3 && postNominals[toks[b-1].text] && !toks[b-2].poss {
		b--
	}
	if a >= b {
		return nil
	}
	// "The Digital Markets Act": a statute is named, not an entity of any kind here.
	if b-a >= 2 && toks[b-1].text == "Act" {
		return nil
	}
	// "The NBA Finals": the event word ends a competition's name; the body that runs it is
	// what is named.
	for b-a >= 2 && (toks[b-1].text == "Finals" || toks[b-1].text == "Final" || toks[b-1].text == "Playoffs") {
		b--
	}
	if a != c.first {
		if known, ok := knownName(nameKey(spanText(body, toks, a, b))); ok {
			if known[kPlace] > 0 && !lx.scopes[nameKey(spanText(body, toks, a, b))] && sportCue(toks, a, b) {
				known = evidence{kOrg: 10}
			}
			return []candidate{newCandidate(body, toks, a, b, known, -1, -1)}
		}
	}

	var ev evidence
	tf, tl := -1, -1
	// An organisation's head word ends its name or precedes a connector ("Bank of X"); a
	// title first means a person ("Energy Minister X") unless the head follows it directly
	// ("General Assembly").
	org := c.lowerOrg
	for k := a; k < b && b-a > 1; k++ {
		if !lx.orgHeads[toks[k].lower] || !(toks[k].cap || c.lowerOrg) {
			continue
		}
		if k == b-1 || nameConnectors[toks[k+1].lower] || toks[k].poss || lx.places[nameKey(spanText(body, toks, k+1, b))] {
			titled := (lx.titles[toks[a].lower] || lx.honorifics[toks[a].lower]) && !(k == a+1 && b == a+2) && !headsOnly(toks, a+1, b) &&
				!(k == a+1 && toks[a].lower == "general" && k+1 < b && nameConnectors[toks[k+1].lower]) && // "General Directorate of X"
				!(k > a && toks[k-1].poss) // "Attorney General's Office": the office of a title is a body
			org = org || !titled
		}
	}
	branch := false
	for k := a; k < b; k++ {
		if lx.branches[toks[k].lower] && toks[k].cap && (b-a > 1 || k+1 < len(toks) && toks[k+1].num) {
			branch = true
		}
		if toks[k].text == "Unit" && k == b-2 && toks[b-1].num {
			branch = true // "Unit 17", "Military Security Affairs Unit 6": a numbered security unit
		}
		if (toks[k].lower == "directorate" || k == b-1 && securityHeads[toks[k].lower]) && securityDirectorate(toks, a, b) {
			branch = true // "Main Directorate for Counter-Terrorism", "Counter-Subversion Directorate"
		}
		if k+1 < b && lx.branches[toks[k].lower+" "+toks[k+1].lower] {
			branch = true
		}
	}
	h := b // the head ends before a number: "Correctional Colony No. 1"
	if h-a > 2 && toks[h-1].num && toks[h-2].lower == "no." {
		h -= 2
	}
	facility := c.facility || lx.facilities[toks[h-1].lower] && toks[h-1].cap && h-a > 1 ||
		venueFirst[toks[a].lower] && h-a > 1 ||
		centre(toks[h-1]) && h-a > 1 && !studyNouns[toks[h-2].lower] ||
		h-a > 2 && lx.facilities[toks[h-2].lower+" "+toks[h-1].lower]
	switch {
	case branch:
		ev[kBranch] += 9
	case facility:
		ev[kFacility] += 9
	case org:
		ev[kOrg] += 6
	default:
		// Titles and honorifics before the name: "Liberian President X", "Sir X".
		na, noun := a, false
		for na < b-1 {
			w := toks[na].lower
			isNoun := lx.titles[w] || lx.honorifics[w]
			// "Yugoslav President X", "U.S. Senator X": a name-like word leading a title.
			// "Assistant U.S. Attorney X": a place inside the title too.
			lead := toks[na].cap && na+1 < b && (na == a && lx.titles[toks[na+1].lower] ||
				na > a && lx.places[toks[na].lower] && (lx.titles[toks[na+1].lower] || lx.titleMods[toks[na+1].lower]))
			ofTitle := w == "of" && noun && lx.titleMods[toks[na+1].lower]
			if !isNoun && !lx.titleMods[w] && !lx.demonyms[w] && !lead && !ofTitle {
				break
			}
			noun = noun || isNoun
			na++
		}
		if !noun {
			// "Senate Majority Leader X": the last title noun, followed by a known first name.
			for k := b - 2; k > a; k-- {
				if lx.titles[toks[k].lower] && (lx.firstNames[toks[k+1].text] || b-k-1 >= 2 && !lx.orgHeads[toks[b-1].lower]) {
					na, noun = k+1, true
					break
				}
			}
		}
		if noun && na > a {
			tf, tl = a, na
			a = na
			ev[kPerson] += 6
		}
	}
	if tf < 0 {
		tf, tl = titleBefore(toks, a)
		if tf < tl {
			ev[kPerson] += 5
		}
	}
	ev.add(nameEvidence(body, toks, a, b, tf))
	if members {
		ev[kOrg] += 4 // the party of "Labour MPs"
	}
	out := []candidate{newCandidate(body, toks, a, b, ev, tf, tl)}
	// "Columbus Police Chief X", "NATO Secretary-General X": the place or organisation that
	// qualifies a title is mentioned too.
	if tf >= 0 && tf < tl && toks[tf].cap {
	title:
		for s := tf; s < tl && s < tf+3; s++ {
			if s > tf && !lx.titleMods[toks[s-1].lower] {
				break // only modifiers ("Assistant") lead to the place or organisation
			}
			if toks[s].allCaps && len(toks[s].text) <= 6 && !lx.titles[toks[s].lower] && !lx.places[toks[s].lower] {
				var ev evidence
				ev[kOrg] = 3 // "NTSB Chair X": the body's initials
				p := newCandidate(body, toks, s, s+1, ev, -1, -1)
				p.nested = true
				out = append(out, p)
				break
			}
			for e := min(s+3, tl); e > s; e-- {
				ev, ok := knownName(nameKey(spanText(body, toks, s, e)))
				if w := toks[e-1].lower; !ok && e-s >= 2 && toks[e-1].cap && (w == "county" || w == "province" || w == "governorate" || w == "region" || w == "prefecture") {
					ev, ok = evidence{kPlace: 5}, true // "Rutherford County Sheriff X"
				}
				if ok {
					p := newCandidate(body, toks, s, e, ev, -1, -1)
					p.nested = true
					out = append(out, p)
					break title
				}
			}
		}
	}
	if c.lowerOrg {
		out[0].display = titleCase(strings.ToLower(spanText(body, toks, a, b)))
	}
	if branch || facility || org {
		out = append(out, nestedPlaces(body, toks, a, b)...)
	}
	return out
}

// securityWords in a directorate's name make it a security service's branch.
var securityWords = map[string]bool{
	"intelligence": true, "security": true, "surveillance": true, "counter-terrorism": true,
	"counterterrorism": true, "counter-intelligence": true, "counterintelligence": true,
	"counter-subversion": true, "external": true, "internal": true, "political": true,
	"investigations": true, "espionage": true, "terrorism": true, "extremism": true,
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// stateAbbrevs are the AP abbreviations of US states, written after a city.
var stateAbbrevs = map[string]bool{
	"Ala.": true, "Ariz.": true, "Ark.": true, "Calif.": true, "Colo.": true, "Conn.": true,
	"Del.": true, "Fla.": true, "Ga.": true, "Ill.": true, "Ind.": true, "Kan.": true, "Ky.": true,
	"La.": true, "Md.": true, "Mass.": true, "Mich.": true, "Minn.": true, "Miss.": true, "Mo.": true,
	"Mont.": true, "Neb.": true, "Nev.": true, "N.H.": true, "N.J.": true, "N.M.": true, "N.Y.": true,
	"N.C.": true, "N.D.": true, "Okla.": true, "Ore.": true, "Pa.": true, "R.I.": true, "S.C.": true,
	"S.D.": true, "Tenn.": true, "Vt.": true, "Va.": true, "Wash.": true, "W.Va.": true, "Wis.": true,
	"Wyo.": true, "D.C.": true,
}

// venueFirst open the names of venues in Romance languages: "Estadio X", "Stade X".
var venueFirst = map[string]bool{
	"estadio": true, "estádio": true, "stade": true, "stadio": true, "aeropuerto": true,
	"aeroporto": true, "aéroport": true,
}

// securityHeads end the names of security services when security words lead them: "National
// Security Committee", "Military Counterintelligence Service"; a council, court or prosecution
// with such words is not one ("Security Council", "State Security Prosecution").
var securityHeads = map[string]bool{
	"committee": true, "service": true, "agency": true, "bureau": true, "department": true,
	"division": true, "directorate": true,
}

// securityDirectorate reports whether the name [a,b) holding "Directorate" names a security
// service's branch by what it guards or hunts.
func securityDirectorate(toks []token, a, b int) bool {
	for k := a; k < b; k++ {
		if w := toks[k].lower; securityWords[w] || strings.HasPrefix(w, "counter-") {
			return true
		}
	}
	return false
}

// notNames are capitalised abbreviations of common nouns that name no one: a "GP", the "CFA"
// franc, "GDP".
var notNames = map[string]bool{
	"GP": true, "GPs": true, "CFA": true, "GDP": true, "CEO": true, "CFO": true, "COO": true,
	"PM": true, "AM": true, "TV": true, "PhD": true, "NGO": true, "NGOs": true, "ID": true,
	"DNA": true, "HIV": true, "AIDS": true, "COVID": true, "ICU": true, "IT": true, "PR": true,
	"HR": true, "VAT": true, "GMT": true, "UTC": true, "BST": true, "EST": true, "OK": true,
	"LGBT": true, "LGBTQ": true, "SUV": true, "ATM": true, "PIN": true, "FOI": true, "AI": true,
	"CCTV": true, "GPS": true, "SMS": true, "URL": true, "PDF": true, "IPO": true, "ESG": true,
	"ER": true, "A&E": true, "MRI": true, "PPE": true, "RPG": true, "IED": true, "IEDs": true,
}

// compass words name the part of a region: "East Gojjam", "North Kivu".
var compass = map[string]bool{
	"north": true, "south": true, "east": true, "west": true, "northern": true, "southern": true,
	"eastern": true, "western": true, "central": true, "upper": true, "lower": true,
}

// ethnic reports whether the word at a names a people: "ethnic Roma", "ethnic Serbs, Roma and
// Albanians", even when a city has the same name.
func ethnic(toks []token, a int) bool {
	for k, items := a-1, 0; k >= 0 && items < 4; k-- {
		switch t := toks[k]; {
		case t.lower == "ethnic":
			return true
		case t.text == "," || t.lower == "and" || t.cap && t.word:
			items++
		default:
			return false
		}
	}
	return false
}

// knownName looks a whole name up in the outlet, organisation and place lists.
func knownName(key string) (evidence, bool) {
	lx := lexic()
	var ev evidence
	switch {
	case lx.outlets[key] || lx.outlets["the "+key] || lx.orgs[key]:
		ev[kOrg] = 10
	case (lx.places[key] || lx.places["the "+key]) && !lx.demonyms[key]:
		// "Saudi" names a country in lists but is an adjective in news text.
		ev[kPlace] = 7
	case placePart(key):
		ev[kPlace] = 6 // "Greater Manchester", "northern Syria" written as a name
	case polityOf(key):
		ev[kPlace] = 7 // "Sultanate of Oman", "Kingdom of Bahrain"
	case lx.companies[key] && distinctive(key):
		ev[kOrg] = 8 // a listed company whose name is neither a common word nor a person's
	default:
		return ev, false
	}
	return ev, true
}

// polities name a state by its form of government: "Sultanate of Oman".
var polities = []string{"kingdom of ", "sultanate of ", "emirate of ", "principality of ",
	"republic of ", "federal republic of ", "state of ", "grand duchy of ", "commonwealth of "}

// polityOf reports whether key is a form of government and a known country: "Kingdom of X".
func polityOf(key string) bool {
	for _, p := range polities {
		if rest, ok := strings.CutPrefix(key, p); ok {
			return lexic().scopes[rest] && !lexic().demonyms[rest]
		}
	}
	return false
}

// distinctive reports whether a company's name key can stand for the company without context:
// not a common word ("Target") or a given name ("Dell") alone, not led by a given name ("Ralph
// Lauren" may be the man).
func distinctive(key string) bool {
	lx := lexic()
	first, rest, multi := strings.Cut(key, " ")
	if lx.firstNames[titleCase(first)] {
		return false
	}
	return multi && rest != "" || !lx.words[first]
}

// numberWordToken reports whether t is a spelled-out number: "Forty", "Forty-one".
func numberWordToken(t token) bool {
	w := t.lower
	if i := strings.IndexByte(w, '-'); i > 0 {
		_, ok1 := numberWords[w[:i]]
		_, ok2 := numberWords[w[i+1:]]
		return ok1 && ok2
	}
	_, ok := numberWords[w]
	return ok && w != "one"
}

// knownPrefix reports whether tokens from a, two or three of them within [a,b), are a known
// name.
func knownPrefix(body string, toks []token, a, b int) bool {
	if lexic().stop[toks[a].lower] {
		return false
	}
	for e := a + 2; e <= b && e <= a+3; e++ {
		if _, ok := knownName(nameKey(spanText(body, toks, a, e))); ok {
			return true
		}
	}
	return false
}

// placePrefixes make a part of a known place: "Greater London", "North Yorkshire".
var placePrefixes = []string{"greater ", "north ", "south ", "east ", "west ", "northern ",
	"southern ", "eastern ", "western ", "central ", "upper ", "lower ", "inner ", "outer "}

// placePart reports whether key is a known place after a prefix that names a part of it.
func placePart(key string) bool {
	for _, p := range placePrefixes {
		if rest, ok := strings.CutPrefix(key, p); ok {
			return lexic().places[rest] && !lexic().demonyms[rest]
		}
	}
	return false
}

// titleBefore finds a title right before token a, in any case: "former Liberian president X".
func titleBefore(toks []token, a int) (int, int) {
	lx := lexic()
	k := a
	noun := false
	for k > 0 && joined(toks[k]) {
		p := toks[k-1]
		w := p.lower
		isNoun := lx.titles[w] || lx.honorifics[w]
		if !p.word || (!isNoun && !lx.titleMods[w] && !lx.demonyms[w]) {
			break
		}
		noun = noun || isNoun
		k--
	}
	if !noun {
		return -1, -1
	}
	return k, a
}

// nameEvidence weighs what the name itself and its neighbours say about its type.
func nameEvidence(body string, toks []token, a, b, titleFirst int) evidence {
	lx := lexic()
	var ev evidence
	n := b - a
	first := toks[a]
	allDemonyms := true
	allWords := true
	particle := false
	for k := a; k < b; k++ {
		w := toks[k].lower
		if !lx.demonyms[w] && !lx.demonyms[strings.TrimSuffix(w, "s")] {
			allDemonyms = false
		}
		if !lx.words[w] || lx.firstNames[toks[k].text] {
			allWords = false
		}
		// A particle leads a surname; last in a name it is none ("Chan Song La").
		if k < b-1 && particles[w] || strings.Contains(w, "-") && particles[w[:strings.IndexByte(w, '-')]] {
			particle = true
		}
	}
	if allDemonyms {
		return evidence{} // "Syrian", "Syrians": adjectives and peoples are not entities here
	}

	switch key := nameKey(spanText(body, toks, a, b)); {
	case lx.localities[key]:
		// A town or district: weighed once per entity, in resolve, when nothing else in the
		// document says what the name is ("Fano militiamen" is a group, wherever Fano lies).
	case lx.companies[key]:
		ev[kOrg] += 3 // "Target", "Dell": a listed company whose name is also a word or a name
	}
	for k := a; k < b; k++ {
		if toks[k].text == "&" {
			ev[kOrg] += 4 // "Mercer & Lowe": firms, not people
		}
	}
	if n >= 2 && saintPrefixes[first.lower] {
		particle = false // "San Pedro de Atacama": "de" joins a place's name here
	}
	if n >= 2 && isFirstName(first) && !(first.cap && articles[first.lower]) && !saintPrefixes[first.lower] {
		if lx.words[first.lower] {
			ev[kPerson] += 2
		} else {
			ev[kPerson] += 3
		}
	}
	if n >= 2 && first.cap && articles[first.lower] {
		// "El Helicoide", "La Liga", "Los Zetas": a Romance article leads names of things;
		// a person's "Le Pen" is found as the surname of a full name.
		ev[kOrg] += 2
	} else if n >= 2 && particle {
		ev[kPerson] += 2
	}
	if n == 1 && first.allCaps && len(first.text) <= 8 && !lx.places[first.lower] {
		ev[kOrg] += 2
	}
	before := a
	if titleFirst >= 0 {
		before = titleFirst
	}
	if n >= 2 && n <= 4 && !allWords && !lx.words[first.lower] && !lx.placeHeads[toks[b-1].lower] {
		ev[kPerson] += 1.5
	}
	if n >= 2 && lx.placeHeads[toks[b-1].lower] {
		ev[kPlace] += 5
	}
	if n == 2 && compass[first.lower] && !lx.words[toks[b-1].lower] && !isFirstName(toks[b-1]) && !toks[b-1].allCaps {
		ev[kPlace] += 3 // "East Gojjam", "North Kivu": a part of a region no list holds
	}
	if (a == 0 || first.newline) && b < len(toks) && !isFirstName(first) && datelineAt(toks, b) {
		caps := true
		for k := a; k < b; k++ {
			caps = caps && toks[k].allCaps
		}
		if caps {
			ev[kPlace] += 8 // a dateline: "DEIR AL-BALAH, Gaza Strip (AP) —"
		}
	}
	// "The X human rights centre": a lowercase organisation noun after a name and modifiers.
	if b < len(toks) && joined(toks[b]) && !toks[b-1].poss && !lx.placeHeads[toks[b-1].lower] {
		for k := b; k < len(toks) && k < b+3 && joined(toks[k]) && toks[k].word && !toks[k].cap; k++ {
			if k > b && orgAfterLong[toks[k].lower] {
				ev[kOrg] += 4
				break
			}
			if !lx.words[toks[k].lower] || lx.stop[toks[k].lower] {
				break
			}
		}
	}
	if b+3 < len(toks) && toks[b].text == "(" && exchanges[strings.TrimSuffix(toks[b+1].lower, ".")] && toks[b+2].text == ":" {
		ev[kOrg] += 6 // "X (NYSE: XYZ)": a listed company
	}
	if n == 2 && !isFirstName(first) && !lx.words[first.lower] && !lx.demonyms[first.lower] &&
		!lx.titles[first.lower] && !lx.honorifics[first.lower] && !particles[first.lower] &&
		lx.places[toks[b-1].lower] && !isFirstName(toks[b-1]) {
		ev[kOrg] += 4 // "Bayern Munich": an unknown word before a city names a club or firm
	}
	for k := a; k+1 < b; k++ {
		if toks[k].lower == "human" && toks[k+1].lower == "rights" {
			ev[kOrg] += 4 // "Iran Human Rights": names holding "Human Rights" are organisations'
		}
	}
	if n >= 2 && lx.places[nameKey(spanText(body, toks, a, b-1))] && teamName(toks[b-1]) &&
		(!isFirstName(first) || lx.words[strings.TrimSuffix(toks[b-1].lower, "s")]) {
		ev[kOrg] += 5 // "Dallas Mavericks": a place and a plural nickname name a team
	}
	if n == 2 && lx.words[first.lower] && !isFirstName(first) && !lx.places[first.lower] && !placePart(nameKey(spanText(body, toks, a, b))) {
		if pv, ok := knownName(toks[b-1].lower); ok && pv[kPlace] > 0 && toks[b-1].cap {
			ev[kOrg] += 3 // "Age UK", "Sport England": a common word and a country name a body
		}
	}
	if n >= 2 && clubPrefixes[first.lower] && lx.places[nameKey(spanText(body, toks, a+1, b))] {
		ev[kOrg] += 8 // "Real Madrid", "Sporting Lisbon": a club word and its city
	} else if n == 2 && clubPrefixes[first.lower] && !isFirstName(toks[b-1]) && !lx.words[toks[b-1].lower] {
		ev[kOrg] += 4 // "Real Sociedad", "Olympique Lyonnais": a club word and its name
	}
	if n == 2 && (first.lower == "umm" || first.lower == "abu") && isFirstName(toks[b-1]) {
		ev[kPerson] += 5 // "Umm Ahmad", "Abu Khaled": mother or father of a named child
	} else if n >= 2 && toponymHeads[first.lower] {
		ev[kPlace] += 5 // "Wad al-Nourah", "Kafr Qasim", "Deir al-Balah"
	}
	if n == 2 && first.allCaps && len(first.text) <= 4 && !strings.Contains(first.text, ".") &&
		!toks[b-1].allCaps && !isFirstName(first) && !lx.places[first.lower] {
		ev[kOrg] += 2 // "SK Hynix", "LG Display": a company's initials before a word
	}
	if n == 1 && before > 0 && b < len(toks) && toks[before-1].lower == "the" && !first.poss &&
		toks[b].word && !toks[b].cap && (toks[b].lower == "administration" || toks[b].lower == "presidency") {
		ev[kPerson] += 3 // "the X administration": a president's surname
	}
	if n == 1 && stateAbbrevs[first.text] && before > 1 && toks[before-1].text == "," && toks[before-2].cap {
		ev[kPlace] += 8 // "Albuquerque, N.M.", "Murfreesboro, Tenn.": a US state after its city
	}
	if n == 1 && first.text == "X" && before > 0 && toks[before-1].lower == "on" {
		ev[kOrg] += 3 // "posted on X": the platform, as a lone capital letter names nothing else
	}
	if n == 2 && !first.sentStart && lx.words[first.lower] && !lx.words[toks[b-1].lower] &&
		!toks[b-1].allCaps && !lx.places[toks[b-1].lower] && !lx.orgHeads[toks[b-1].lower] &&
		!lx.placeHeads[toks[b-1].lower] && !lx.titles[first.lower] && !lx.demonyms[first.lower] &&
		!articles[first.lower] && !particles[first.lower] && !toponymHeads[first.lower] && !lx.orgHeads[first.lower] && !innerCap(toks[b-1].text) {
		ev[kPerson] += 1.5 // "Pita Limjaroenrat": a given name that is also a word, and an unknown surname
	}
	if n == 2 && lx.orgHeads[first.lower] && first.cap && !lx.words[toks[b-1].lower] && !isFirstName(toks[b-1]) &&
		!lx.places[toks[b-1].lower] && !toks[b-1].allCaps {
		ev[kOrg] += 3 // "Radio Cooperativa", "Banco Itaú": a head word first, then the name
	}
	if n == 1 && before > 0 && toks[before-1].lower == "the" && !first.sentStart && !first.allCaps && teamName(first) &&
		!lx.places["the "+first.lower] && !lx.demonyms[first.lower] && !lx.demonyms[strings.TrimSuffix(first.lower, "s")] {
		ev[kOrg] += 3 // "the Ospreys", "the Greens": a capitalised plural noun names a team or party
	}
	if n == 1 && innerCap(first.text) && lexic().facilities[strings.ToLower(lastCapPart(first.text))] {
		ev[kFacility] += 4 // "BayArena", "CityPark Stadium": a brand before a venue word
	} else if n == 1 && innerCap(first.text) {
		ev[kOrg] += 2 // "ShiftLogic", "PayPal": brands, not people
	}
	if n >= 2 && !isFirstName(first) && pluralNoun(toks[b-1]) {
		ev[kOrg] += 2 // "X Devices", "X Homes": names of firms end in plural nouns, people's do not
	}
	if n == 1 && b < len(toks) && !toks[b-1].poss && !isFirstName(first) && corporateTitle(toks, b) {
		ev[kOrg] += 5 // "Nissan chief executive X", "Harvard president X"
	}
	if n == 1 && b < len(toks) && !toks[b-1].poss && joined(toks[b]) && (toks[b].lower == "shares" || toks[b].lower == "shareholders" || toks[b].lower == "stock") {
		ev[kOrg] += 3 // "Nissan shares jumped"
	}
	if b < len(toks) && toks[b-1].poss && toks[b].word && businessNouns[toks[b].lower] {
		ev[kOrg] += 3 // "X's shareholders", "X's chief executive"
	}
	if b < len(toks) && joined(toks[b]) && !toks[b-1].poss && !toks[b].cap {
		nx := toks[b].lower
		if b+1 < len(toks) && joined(toks[b+1]) && lx.words[nx] && !lx.stop[nx] && orgAfter[toks[b+1].lower] {
			nx = toks[b+1].lower // "X rebel group"
		}
		switch {
		case placeContext[nx] || lx.placeHeads[nx]:
			ev[kPlace] += 5 // "the X region", "Chan Song La neighbourhood": outweighs a given name
		case orgAfter[nx]:
			ev[kOrg] += 4 // "the X movement"
		}
	}
	if n >= 2 && lx.placeHeads[first.lower] && nameConnectors[toks[a+1].lower] {
		ev[kPlace] += 5 // "Cape of Good Hope", "Gulf of Aden"
	}
	if n == 1 && before > 4 && toks[before-1].lower == "of" && toks[before-2].text == "," && toks[before-3].num && toks[before-4].text == "," {
		ev[kPlace] += 3 // "Jane Doe, 61, of X": where someone lives
	}
	if n == 1 && before > 0 && placePreps[toks[before-1].lower] && !lx.words[first.lower] && !first.allCaps && !first.poss {
		ev[kPlace] += 1.5 // "in Rutshuru": weak, a surname or known name wins
	}
	if b+1 < len(toks) && toks[b].text == "," && !toks[b-1].poss {
		switch toks[b+1].lower {
		case "who", "whose":
			if !(n == 1 && first.allCaps) {
				ev[kPerson] += 2 // "X, who ..."; "BYD, whose sales" is a company's initials
			}
		case "which":
			ev[kOrg] += 1.5 // "X, which represents ...": a thing; a known place outweighs it
		}
	}
	if n == 1 && b+2 < len(toks) && toks[b].text == "," && orgApposition(toks, b+1) {
		ev[kOrg] += 3 // "X, the world's largest container line,"
	} else if b+2 < len(toks) && toks[b].text == "," && !toks[b-1].poss && (!isFirstName(first) || articles[first.lower]) {
		// "X, the detention centre run by ...", "X, a local rights group,"
		if k, w := appositionKind(toks, b+1); w > 0 {
			ev[k] += w
		}
	}
	// "the state power utility, X", "the country's intelligence service, X"
	if before > 2 && toks[before-1].text == "," {
		p1, p2 := toks[before-2], toks[before-3]
		if p1.word && !p1.cap && p2.word && !p2.cap && lx.branches[p2.lower+" "+p1.lower] {
			ev[kBranch] += 6
		}
	}
	// Context: "the law firm X", "the city of X", "X said".
	if before > 0 {
		p := toks[before-1]
		switch {
		case orgContext[p.lower] && tradeNouns[p.lower] && n >= 2 && isFirstName(first):
			ev[kOrg] += 2 // "the publisher Jane Doe": the noun may name her trade
		case orgContext[p.lower]:
			ev[kOrg] += 5
		case placeContext[p.lower]:
			ev[kPlace] += 5
		case p.lower == "of" && before > 1 && placeContext[toks[before-2].lower]:
			ev[kPlace] += 5
		case kin[p.lower] && !toks[b-1].poss:
			ev[kPerson] += 2 // "his son Arjun"
		case p.lower == "detainee" || p.lower == "prisoner" || p.lower == "inmate":
			ev[kDetainee] += 8
		case p.text == "," && before > 1 && (toks[before-2].lower == "detainee" || toks[before-2].lower == "prisoner") &&
			b < len(toks) && (toks[b].text == "," || toks[b].text == "."):
			ev[kDetainee] += 8 // "One former detainee, X, said"
		case speechVerbs[p.lower] && !toks[b-1].poss:
			ev[kPerson] += 1
		case (p.lower == "at" || p.lower == "for") && before > 1 && workerNouns[toks[before-2].lower]:
			ev[kOrg] += 3
		case p.text == "," && before > 1 && orgContext[toks[before-2].lower]:
			ev[kOrg] += 3 // "His group, X, ..."
		case (p.lower == "of" || p.lower == "in") && before > 1 && toks[before-2].lower == "shares":
			ev[kOrg] += 4 // "shares of X"
		}
	}
	if b < len(toks) && !toks[b-1].poss {
		if nx := toks[b]; nx.word && speechVerbs[nx.lower] {
			ev[kPerson] += 1
		}
	}
	return ev
}

// sportRoles after a city's name make it a club's: "Barcelona coach X", "Leeds fans".
var sportRoles = map[string]bool{
	"coach": true, "manager": true, "striker": true, "winger": true, "midfielder": true,
	"defender": true, "goalkeeper": true, "keeper": true, "captain": true, "forward": true,
	"fans": true, "supporters": true, "squad": true, "teammates": true, "skipper": true,
	"playmaker": true, "centre-back": true, "full-back": true, "head coach": true,
}

// sportVerbs before a city's name make it a club's: "beat Sevilla", "joined Ajax".
var sportVerbs = map[string]bool{
	"beat": true, "beats": true, "beating": true, "defeated": true, "hosts": true, "host": true,
	"hosted": true, "joined": true, "thrashed": true, "edged": true,
}

// winVerbs after a city's name make it a club's: "Leeds beat X".
var winVerbs = map[string]bool{"beat": true, "beats": true, "defeated": true, "thrashed": true, "edged": true, "drew": true}

// sportCue reports whether a city's name at [a,b) stands for its team: a playing role after it
// (past a possessive and an age), a match verb before it, or a score after it ("Leeds 2-1").
func sportCue(toks []token, a, b int) bool {
	k := b
	for k < len(toks) && k < b+4 && (toks[k].num || toks[k].text == "-" || strings.HasPrefix(toks[k].lower, "-year") || strings.HasSuffix(toks[k].lower, "-year-old")) {
		k++
	}
	if k < len(toks) && toks[k].word && !toks[k].cap && (toks[k].lower == "head" || toks[k].lower == "assistant") {
		k++ // "Munster's head coach"
	}
	if k < len(toks) && toks[k].word && !toks[k].cap && sportRoles[toks[k].lower] && (k == b || toks[b-1].poss) {
		return true
	}
	if b < len(toks) && !toks[b-1].poss && winVerbs[toks[b].lower] {
		return true // "Leeds beat X"
	}
	if a > 0 && toks[a-1].word && sportVerbs[toks[a-1].lower] {
		return true
	}
	p := a
	if p > 0 && toks[p-1].lower == "the" {
		p-- // "lost to the Bulls"
	}
	if p > 1 && (toks[p-1].lower == "with" && (toks[p-2].lower == "drew" || toks[p-2].lower == "draw") ||
		toks[p-1].lower == "to" && (toks[p-2].lower == "lost" || toks[p-2].lower == "losing")) {
		return true
	}
	if a > 2 && toks[a-1].lower == "from" && sportVerbs[toks[a-3].lower] {
		return true // "joined X from Ajax"
	}
	return b+2 < len(toks) && toks[b].num && toks[b+1].text == "-" && toks[b+2].num
}

// headsOnly reports whether every token of [a,b) is an organisation's head word: after a
// title, "General Court Martial" is a court, not a general.
func headsOnly(toks []token, a, b int) bool {
	for k := a; k < b; k++ {
		if !lexic().orgHeads[toks[k].lower] {
			return false
		}
	}
	return a < b
}

// headlineWords are verbs and prepositions that title-case headlines capitalise and names of
// bodies, places and people do not hold ("Lawyers Without Borders" does; "without" is not here).
var headlineWords = map[string]bool{
	"as": true, "after": true, "amid": true, "is": true, "are": true, "was": true, "were": true,
	"will": true, "could": true, "would": true, "should": true, "has": true, "have": true,
	"had": true, "into": true, "from": true, "over": true, "at": true, "says": true, "said": true,
	"to": true, "with": true, "than": true, "but": true, "if": true, "while": true, "despite": true,
}

// headBeforeConnector reports whether an organisation's head word inside (a,b) is followed by a
// connector: "Human Rights Commission of X" keeps its first word at a sentence's start.
func headBeforeConnector(toks []token, a, b int) bool {
	for k := a + 1; k+1 < b; k++ {
		if lexic().orgHeads[toks[k].lower] && nameConnectors[toks[k+1].lower] {
			return true
		}
	}
	return false
}

// corporateTitles are the offices a company's or university's name qualifies when written
// before them in lower case: "Nissan chief executive X".
var corporateTitles = []string{"chief executive officer", "chief executive", "chief financial officer",
	"chief operating officer", "ceo", "cfo", "chairman", "chairwoman", "president", "founder",
	"co-founder", "spokesman", "spokeswoman", "spokesperson", "boss"}

// corporateTitle reports whether a lowercase corporate title at b is followed by a capitalised
// name.
func corporateTitle(toks []token, b int) bool {
	for _, t := range corporateTitles {
		k := b
		for w := range strings.FieldsSeq(t) {
			if k >= len(toks) || toks[k].lower != w || toks[k].cap || !joined(toks[k]) {
				k = -1
				break
			}
			k++
		}
		if k > 0 && k < len(toks) && joined(toks[k]) && toks[k].cap && toks[k].word {
			return true
		}
	}
	return false
}

// classNounAfter reports whether a class noun follows b, past at most one lowercase modifier:
// "Consumer group", "Human rights group".
func classNounAfter(toks []token, b int) bool {
	for k := b; k < len(toks) && k < b+2 && toks[k].word && !toks[k].cap && joined(toks[k]); k++ {
		if classNouns[toks[k].lower] {
			return true
		}
	}
	return false
}

// clubPrefixes lead the names of sports clubs before their city: "Real Madrid", "Dynamo Kyiv".
var clubPrefixes = map[string]bool{
	"real": true, "sporting": true, "dynamo": true, "dinamo": true, "olympique": true,
	"athletic": true, "atlético": true, "atletico": true, "racing": true, "deportivo": true,
	"borussia": true, "lokomotiv": true, "spartak": true, "inter": true, "fc": true, "afc": true,
	"copa": true, "estudiantes": true, "club": true,
}

// nationalBody reports whether a sentence's first two words are a common noun and a country
// that act together as a subject: "Cricket Australia said", "Sport England found". An adverb
// ("Overall", "Finally") before a country is no part of a name.
func nationalBody(toks []token, a, b int) bool {
	w := toks[a].lower
	return b-a == 2 && lexic().scopes[toks[b-1].lower] && !strings.HasSuffix(w, "ly") &&
		!lexic().demonyms[w] && b < len(toks) && joined(toks[b]) && toks[b].word && !toks[b].cap &&
		speechVerbs[toks[b].lower]
}

// classNouns are nouns a sentence-initial common word may modify: "Consumer group", "Tech firm".
var classNouns = map[string]bool{"group": true, "groups": true, "company": true, "companies": true, "firm": true, "firms": true}

// studyNouns name what a centre does when it is an organisation rather than a building:
// "X Research Center", "X Policy Centre"; "X Medical Center" or "X Detention Centre" is a place.
var studyNouns = map[string]bool{
	"research": true, "studies": true, "study": true, "policy": true, "information": true,
	"documentation": true, "resource": true, "resources": true, "rights": true, "justice": true,
	"monitoring": true, "advocacy": true, "legal": true, "law": true, "media": true, "press": true,
	"analysis": true, "strategic": true, "policies": true, "economic": true, "development": true,
	"action": true, "forecasting": true, "prediction": true, "security": true, "intelligence": true,
	"coordination": true, "operations": true, "crisis": true, "counter-terrorism": true,
	"accountability": true, "transparency": true, "governance": true, "democracy": true,
	"peace": true, "dialogue": true, "freedom": true, "victims": true, "reconciliation": true,
}

// centre reports whether t is a capitalised "Centre"/"Center", which ends the names of
// buildings ("X Medical Center", "X Detention Centre") more often than of bodies.
func centre(t token) bool {
	return t.cap && (t.lower == "centre" || t.lower == "center")
}

// postNominals are honours and offices written after a name, as written (upper case).
var postNominals = map[string]bool{
	"KC": true, "QC": true, "MP": true, "MEP": true, "MSP": true,
	"OBE": true, "MBE": true, "CBE": true, "KBE": true, "DBE": true, "CH": true, "FRS": true,
	"PhD": true, "Esq": true, "Esq.": true,
}

// datelineAt reports whether tokens from b close a dateline: a dash or an agency in
// brackets, perhaps after ", Country" or ", Nov 28".
func datelineAt(toks []token, b int) bool {
	for k := b; k < len(toks) && k < b+7; k++ {
		t := toks[k]
		switch {
		case t.text == "(" || datelineDash(t.text):
			return true
		case t.text == "," || t.num || t.word && t.cap:
		default:
			return false
		}
	}
	return false
}

// toponymHeads are Arabic words that begin place names: village, monastery, house, hill,
// spring, well, cape, mountain, valley.
// saintPrefixes lead Romance and German hagiotoponyms ("San Pedro de Atacama", "São Paulo",
// "Sankt Gallen"); no given name is "San", so the name after it is the saint's, not a person's.
var saintPrefixes = map[string]bool{"san": true, "são": true, "sankt": true}

var toponymHeads = map[string]bool{
	"kafr": true, "kfar": true, "deir": true, "dayr": true, "beit": true, "bayt": true, "tell": true,
	"tal": true, "ain": true, "ein": true, "bir": true, "ras": true, "jabal": true, "jebel": true,
	"wadi": true, "wad": true, "umm": true, "ciudad": true, "puerto": true, "bandar": true,
	"kota": true,
	"san":  true, "são": true, "sankt": true,
}

// teamName reports whether t is a plural nickname after a place ("Mavericks", "Lakers"): a
// capitalised word in -s, unhyphenated, that is no given name, place or organisation head.
// After a place that is also a given name ("Amara Okonjo-Lewis") the nickname must be a
// common noun ("Dallas Mavericks").
func teamName(t token) bool {
	lx := lexic()
	w := t.lower
	return t.cap && len(w) > 3 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && !strings.Contains(w, "-") &&
		!isFirstName(t) && !lx.places[w] && !headWord(t) && !lx.titles[strings.TrimSuffix(w, "s")]
}

// orgAfterLong are organisation nouns that may follow a name after one or two modifiers:
// "the X human rights centre", "the X opposition group".
var orgAfterLong = map[string]bool{
	"centre": true, "center": true, "group": true, "organisation": true, "organization": true,
	"network": true, "movement": true, "party": true, "association": true, "campaign": true,
	"coalition": true, "alliance": true, "foundation": true, "charity": true, "company": true,
}

// innerCap reports whether a word has a capital after a lowercase letter ("ShiftLogic"),
// leaving out surname prefixes ("McDonald", "MacArthur", "DeVos", "LaGuardia", "O'Hara").
// lastCapPart returns the part of a camel-case word from its last inner capital: "Arena" of
// "BayArena".
func lastCapPart(w string) string {
	last := 0
	for i, r := range w {
		if i > 0 && unicode.IsUpper(r) {
			last = i
		}
	}
	return w[last:]
}

func innerCap(w string) bool {
	for _, p := range []string{"Mc", "Mac", "De", "Di", "Da", "Le", "La", "Van", "Von", "Fitz", "O'", "D'"} {
		if strings.HasPrefix(w, p) {
			return false
		}
	}
	lower := false
	for _, r := range w {
		switch {
		case unicode.IsLower(r):
			lower = true
		case unicode.IsUpper(r) && lower:
			return true
		case !unicode.IsLetter(r):
			return false
		}
	}
	return false
}

// tradeNouns name a company or a person's trade: "the publisher X" may be either.
var tradeNouns = map[string]bool{
	"publisher": true, "producer": true, "developer": true, "broker": true, "operator": true,
	"supplier": true, "exporter": true, "importer": true, "maker": true, "miner": true,
}

// kin are family nouns that, right before a name, say it is a person's.
var kin = map[string]bool{
	"son": true, "daughter": true, "wife": true, "husband": true, "brother": true, "sister": true,
	"mother": true, "nephew": true, "niece": true, "cousin": true, "uncle": true, "aunt": true,
	"widow": true, "widower": true, "grandson": true, "granddaughter": true, "partner": true,
	"fiancé": true, "fiancee": true, "fiance": true, "stepson": true, "stepdaughter": true,
}

// articles are the Romance definite articles that lead names of things.
var articles = map[string]bool{"el": true, "la": true, "los": true, "las": true, "le": true, "les": true, "il": true}

// exchanges are stock exchanges written before a ticker: "(NYSE: XYZ)".
var exchanges = map[string]bool{
	"nyse": true, "nasdaq": true, "lse": true, "tsx": true, "asx": true, "hkex": true, "sgx": true,
	"nse": true, "bse": true, "euronext": true, "xetra": true, "otc": true, "tyo": true, "jse": true,
	"ftse": true, "amex": true, "sse": true, "szse": true, "krx": true, "six": true,
}

// pluralNoun reports whether t is a capitalised plural of a common noun ("Devices", "Homes"),
// not a word that is also a given name or a place.
func pluralNoun(t token) bool {
	lx := lexic()
	w := t.lower
	if len(w) < 4 || !strings.HasSuffix(w, "s") || strings.HasSuffix(w, "ss") || !lx.words[w] || lx.places[w] {
		return false
	}
	return lx.words[w[:len(w)-1]] || strings.HasSuffix(w, "es") && lx.words[w[:len(w)-2]]
}

// businessNouns after a possessive name say it is a company: "X's shareholders".
var businessNouns = map[string]bool{
	"shares": true, "shareholders": true, "stock": true, "board": true, "ceo": true,
	"subsidiary": true, "subsidiaries": true, "headquarters": true, "employees": true,
	"revenue": true, "revenues": true, "profits": true, "profit": true, "customers": true,
	"products": true, "executives": true, "founder": true, "founders": true, "co-founder": true,
	"chairman": true, "chairwoman": true, "engineers": true, "software": true, "app": true,
}

// isFirstName reports whether t is a given name, in any case ("MARIA" too).
func isFirstName(t token) bool {
	lx := lexic()
	if lx.firstNames[t.text] {
		return true
	}
	return t.allCaps && len(t.text) > 1 && lx.firstNames[t.text[:1]+strings.ToLower(t.text[1:])]
}

// placePreps before a single unknown word hint at a place.
var placePreps = map[string]bool{"in": true, "near": true, "outside": true, "across": true}

// orgAfter are lowercase nouns that, right after a name, say it names an organisation.
var orgAfter = map[string]bool{
	"movement": true, "militia": true, "group": true, "party": true, "faction": true,
	"rebels": true, "militants": true, "company": true, "firm": true, "group's": true,
	"campaign": true, "mps": true, "lawmakers": true, "legislators": true, "councillors": true,
	"senators": true, "peers": true, "newspaper": true, "magazine": true, "broadcaster": true,
	"channel": true, "website": true, "cartel": true, "gang": true, "airline": true,
	"militiamen": true, "fighters": true, "insurgents": true, "gunmen": true, "militias": true,
}

// orgApposition reports whether the apposition at p describes an organisation: ", the
// world's second-largest container line,".
func orgApposition(toks []token, p int) bool {
	if w := toks[p].lower; w != "the" && w != "a" && w != "an" {
		return false
	}
	for k := p + 1; k < len(toks) && k < p+9; k++ {
		t := toks[k]
		if !t.word {
			return t.text == "," && (orgContext[toks[k-1].lower] || orgAppositionNouns[toks[k-1].lower])
		}
		if appositionStops[t.lower] {
			return orgContext[toks[k-1].lower] || orgAppositionNouns[toks[k-1].lower]
		}
	}
	return false
}

// appositionKind reads the head noun of a description at p ("the detention centre run by
// ...", "a local rights group", "a market town in ...") and returns the type it gives the
// name before it, with a weight; 0 when the description names no kind of entity or is about
// a person (a title noun comes first: "a spokesman for the group").
func appositionKind(toks []token, p int) (int, float64) {
	lx := lexic()
	if w := toks[p].lower; w != "the" && w != "a" && w != "an" {
		return 0, 0
	}
	for k := p + 1; k < len(toks) && k < p+7; k++ {
		t := toks[k]
		if !t.word {
			if t.text == "-" || strings.HasPrefix(t.text, "-") {
				continue
			}
			return 0, 0
		}
		w := t.lower
		if isTitleNoun(w) || roleConnectors[w] || appositionStops[w] || lx.firstNames[t.text] {
			return 0, 0
		}
		if k+1 < len(toks) && joined(toks[k+1]) {
			pair := w + " " + toks[k+1].lower
			switch {
			case lx.branches[pair]:
				return kBranch, 6
			case lx.facilities[pair]:
				return kFacility, 6
			}
		}
		switch {
		case lx.facilities[w]:
			return kFacility, 6
		case orgContext[w] || orgAppositionNouns[w]:
			return kOrg, 4
		case placeContext[w]:
			return kPlace, 4
		}
	}
	return 0, 0
}

// orgAppositionNouns end an apposition that describes a company: "the ... container line".
var orgAppositionNouns = map[string]bool{
	"line": true, "maker": true, "operator": true, "giant": true, "conglomerate": true,
	"supplier": true, "exporter": true, "importer": true, "developer": true, "lender": true,
	"chain": true, "brand": true, "subsidiary": true, "consultancy": true, "regulator": true,
}

// nestedPlaces finds a known place after a connector inside an organisation's name: "Court
// for Sierra Leone" also mentions Sierra Leone.
func nestedPlaces(body string, toks []token, a, b int) []candidate {
	var out []candidate
	for k := a; k < b-1; k++ {
		if !nameConnectors[toks[k].lower] {
			continue
		}
		s := k + 1
		if toks[s].lower == "the" {
			s++
		}
		e := s
		for e < b && !nameConnectors[toks[e].lower] {
			e++
		}
		if s >= e {
			continue
		}
		if ev, ok := knownName(nameKey(spanText(body, toks, s, e))); ok && ev[kPlace] > 0 {
			c := newCandidate(body, toks, s, e, ev, -1, -1)
			c.nested = true
			out = append(out, c)
		}
	}
	return out
}

func newCandidate(body string, toks []token, a, b int, ev evidence, tf, tl int) candidate {
	c := candidate{first: a, last: b, start: toks[a].start, end: toks[b-1].end, ev: ev}
	c.key = nameKey(body[c.start:c.end])
	c.local = lexic().localities[c.key]
	c.theHead = b-a == 1 && a > 0 && toks[a].cap && lexic().orgHeads[toks[a].lower] && toks[a-1].lower == "the"
	if tf >= 0 {
		c.titleFirst, c.titleLast = tf, tl
	}
	return c
}
