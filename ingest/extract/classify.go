package extract

import (
	"slices"
	"strings"

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
	own         evidence // the part of ev the name's words give, alike in every mention
	titleFirst  int      // token range of a title before the name; titleFirst == titleLast if none
	titleLast   int
	display     string // name as it should be shown when only lowercase forms exist
	nested      bool   // a place inside an organisation's name
	local       bool   // the name is a town or district of the gazetteer: a place if nothing else speaks
	acronym     string // the acronym a bracket after this long form defines, lowercase
	theHead     bool   // a lone capitalised head word after "the": "the Commission"
	held        bool   // the text says this one is held: "X was arrested", "the release of X"
	initials    bool   // an acronym the text defines: its long form types it, else a body
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
	if b-a == 1 && (ethnic(toks, a) || toks[a].text == "I" || notNames[toks[a].text] && !c.initials || modelCode(toks[a].text)) {
		return nil
	}
	if b-a == 1 && lx.stop[toks[a].lower] && !toks[a].allCaps {
		return nil // "Who will pay?": a capitalised function word is no "WHO"
	}
	if b-a == 2 && (toks[a].text == "A" || toks[a].text == "An") && lx.demonyms[toks[a+1].lower] {
		return nil // "A Tunisian", "An Iraqi": a person described by nationality
	}
	if b-a > 1 && toks[a].text == "A" && toks[a].sentStart {
		a++ // "A Montenegrin appeals court": the article, not an initial
		if b-a == 1 && lx.demonyms[toks[a].lower] {
			return nil
		}
	}
	if b-a >= 2 && (lx.demonyms[toks[a].lower] || regionAdjectives[toks[a].lower]) && !toks[a].allCaps {
		// "Finnish Lapland", "Arctic Norway": the adjective says which part, the place is the name
		k := nameKey(spanText(body, toks, a+1, b))
		if (lx.places[k] || lx.localities[k] || lx.towns[k] && b-a == 2) && !lx.places[whole] && !lx.localities[whole] && !compass[toks[a].lower] && !headWord(toks[a+1]) && !lx.companies[k] {
			a++
		}
	}
	if b-a >= 2 && eventWords[toks[b-1].lower] && toks[b-1].cap {
		// "Frankfurt Marathon", "Bislett Games": an event is no entity, but its city is a place
		if ev, ok := knownName(nameKey(spanText(body, toks, a, b-1))); ok && ev[kPlace] > 0 {
			return []candidate{newCandidate(body, toks, a, b-1, ev, -1, -1)}
		}
		if b-a == 2 && !lx.words[toks[a].lower] && !isFirstName(toks[a]) && !lx.demonyms[toks[a].lower] {
			return []candidate{newCandidate(body, toks, a, a+1, evidence{kPlace: 3}, -1, -1)}
		}
		return nil
	}
	if b-a == 1 && partyWords[toks[a].lower] && toks[a].cap && !toks[a].allCaps {
		// "the Greens", "Labor", "Socialist leader X": a party named by its short name
		return []candidate{newCandidate(body, toks, a, b, evidence{kOrg: 4}, -1, -1)}
	}
	if datelineAgency(toks, a, b) {
		// "RUTHIN, Wales (PA) -": the agency that filed the story, whatever else "PA" abbreviates
		return []candidate{newCandidate(body, toks, a, b, evidence{kOrg: 10}, -1, -1)}
	}
	if c.initials && b-a == 1 {
		// "(NSA)" after "National Sports Authority": the long form the text gives says what the
		// initials name, not the body a list knows by them.
		cand := newCandidate(body, toks, a, b, evidence{}, -1, -1)
		cand.initials = true
		return []candidate{cand}
	}
	if known, ok := knownName(whole); ok {
		if known[kPlace] > 0 && !lx.scopes[whole] && sportCue(toks, a, b) {
			known = evidence{kOrg: 10} // "Barcelona coach X", "beat Sevilla 2-1": the city's club
		}
		if known[kOrg] > 0 && lx.places[whole] && b-a == 1 && a > 0 && toks[a-1].lower == "the" && !toks[a-1].cap {
			known = evidence{kPlace: 10} // "the Amazon": the forest, not the company
		}
		if known[kPlace] > 0 && known[kOrg] == 0 && !lx.scopes[whole] && a > 0 && !toks[a-1].cap && orgContext[toks[a-1].lower] {
			known = evidence{kOrg: 8} // "nuclear fuel group Orano": a firm named like a city
		}
		if toks[a].lower == "the" && b-a > 1 && !lexic().outlets["the "+whole] && !(lexic().places["the "+whole] && !lexic().countries[whole]) {
			a++ // "The World Bank", "The Philippines": the article is not part of the name; "The Hague" keeps it
		}
		return []candidate{newCandidate(body, toks, a, b, known, -1, -1)}
	}
	// A known organisation with a country names its national section: "Greenpeace France",
	// "Amnesty International Kenya", "Kenya Red Cross".
	a0 := a + btoi(toks[a].lower == "the" && b-a > 2)
	country := func(i, j int) bool { return lx.countries[nameKey(spanText(body, toks, i, j))] }
	knownBody := func(i, j int) bool {
		known, ok := knownName(nameKey(spanText(body, toks, i, j)))
		return ok && known[kOrg] > 0 && known[kPlace] == 0
	}
	for k := a0 + 1; k < b && k <= a0+3; k++ {
		if country(k, b) && knownBody(a0, k) || country(a0, k) && knownBody(k, b) {
			return []candidate{newCandidate(body, toks, a0, b, evidence{kOrg: 10}, -1, -1)}
		}
	}
	// A demonym before a known organisation names its national society: "Italian Red Cross".
	if d := a + btoi(toks[a].lower == "the"); b-d >= 2 && lx.demonyms[toks[d].lower] {
		if ev, ok := knownName(nameKey(spanText(body, toks, d+1, b))); ok && ev[kOrg] > 0 {
			return []candidate{newCandidate(body, toks, d, b, ev, -1, -1)}
		}
		if b-d == 2 && toks[d+1].text == "Bar" {
			return []candidate{newCandidate(body, toks, d, b, evidence{kOrg: 8}, -1, -1)} // "the Malaysian Bar": its lawyers' body
		}
	}
	// A news outlet and its language or region service: "BBC Persian", "BBC Cymru Wales".
	for e := a + 1; e < b && e <= a+2; e++ {
		if lx.outlets[nameKey(spanText(body, toks, a, e))] && b-e <= 2 && everyCap(toks, e, b) &&
			(toks[a].allCaps || e > a+1 || len(toks[a].text) > 3 && !isFirstName(toks[a])) { // not "Ap Rhys", "Dawn Mackie"
			return []candidate{newCandidate(body, toks, a, b, evidence{kOrg: 9}, -1, -1)}
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
	// "Anti-Corruption Court" keeps its first word; "Anti-Government Protests" names nothing.
	if d := a + btoi(toks[a].lower == "the" && b-a > 1); strings.HasPrefix(toks[d].lower, "anti-") {
		head := false
		for k := a + 1; k < b; k++ {
			head = head || headWord(toks[k])
		}
		if !head {
			return nil
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
	for a < b && toks[a].sentStart && !toks[a].allCaps && !c.lowerOrg && !c.defined && !knownPrefix(body, toks, a, b) {
		w := toks[a].lower
		if lx.stop[w] || b-a > 1 && relational[w] || (lx.words[w] && b-a > 1 && !lx.firstNames[toks[a].text] &&
			!lx.titles[w] && !lx.titleMods[w] && !lx.honorifics[w] && !lx.demonyms[w] &&
			!lx.places[w] && !headWord(toks[b-1]) && !c.facility && !headBeforeConnector(toks, a, b) && !facilityBeforePlace(toks, a, b) &&
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
	if holidays[toks[a].lower] && (b-a == 1 || b-a == 2 && (toks[b-1].lower == "day" || toks[b-1].lower == "eve" || weekdays[toks[b-1].lower])) {
		return nil // "Christmas Day", "Easter Sunday": a day, not a name
	}
	for a < b && (weekdays[toks[a].lower] || months[toks[a].lower] && !(b-a > 1 && lx.firstNames[toks[a].text])) {
		a++
	}
	for b > a && (weekdays[toks[b-1].lower] || months[toks[b-1].lower] && !(b-a > 1 && lx.firstNames[toks[b-2].text])) {
		b--
	}
	fieldOfTitle := false
	if a >= 1 && b-a > 1 && (toks[a].lower == "of" || toks[a].lower == "for") && !toks[a].cap && lx.titles[toks[a-1].lower] {
		a++ // "Secretary of State | for Defence X": the connector belongs to the title
	}
	if a >= 2 && (toks[a-1].lower == "of" || toks[a-1].lower == "for") && lx.titles[toks[a-2].lower] && toks[a-2].cap {
		if everyWord(tokenWords(toks, a, b), func(w string) bool { return lx.words[w] }) {
			return nil // "Minister of | Foreign Affairs": the field of a title, with no one named
		}
		// "Deputy Minister of | Higher Education Kumari Senanayake": the chunk opens with the
		// field of the title before it, and a two-word name ends it
		k := a
		for k < b-2 && toks[k].cap && lx.words[toks[k].lower] && !lx.firstNames[toks[k].text] && (!headWord(toks[k]) || !lx.words[toks[k+1].lower]) {
			k++
		}
		if k > a && b-k >= 2 && b-k <= 3 && !headWord(toks[b-1]) {
			a, fieldOfTitle = k, true
		}
	}
	if b-a > 1 && stormWords[toks[a].lower] {
		return nil // "Cyclone Ravaka", "Hurricane Maria": an event, not an entity
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
	if b-a >= 2 && (toks[b-1].text == "Act" || toks[b-1].text == "Code" && lawKinds[toks[b-2].lower]) {
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
	org := c.lowerOrg || c.orgTail || b-a >= 2 && romanceHeads[toks[a].lower] && toks[a].cap && // "Fondation Aurore", "Musée du Quai Branly"
		!slices.ContainsFunc(toks[a+1:b], func(t token) bool { return lx.titles[t.lower] }) // "Banca X CEO Jane Doe" holds a person
	for k := a; k < b && b-a > 1; k++ {
		if !lx.orgHeads[toks[k].lower] || !(toks[k].cap || c.lowerOrg) {
			continue
		}
		if k == b-1 || nameConnectors[toks[k+1].lower] || toks[k].poss || lx.places[nameKey(spanText(body, toks, k+1, b))] {
			titled := (lx.titles[toks[a].lower] || lx.honorifics[toks[a].lower]) && !(k == a+1 && b == a+2) && !headsOnly(toks, a+1, b) &&
				!(k == a+1 && toks[a].lower == "general" && k+1 < b && nameConnectors[toks[k+1].lower]) && // "General Directorate of X"
				!(k > a && toks[k-1].poss) && // "Attorney General's Office": the office of a title is a body
				!c.defined // "Justice and Accountability Network (JAN)": initials make it a body
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

		if k == b-1 && headWord(toks[k]) && a > 0 && toks[a-1].poss && lx.services[nameKey(toks[a-1].text)] {
			branch = true // "the KGB's Third Directorate": a part of a security service
		}
		if toks[k].text == "Section" && k == a && b == a+2 && toks[b-1].num && securityAfter(toks, b) {
			branch = true // "Section 40 of the Political Security Directorate", "Section 7, a DGRE unit"
		}
		if (toks[k].lower == "directorate" || k == b-1 && securityHeads[toks[k].lower]) && securityDirectorate(toks, a, b) {
			branch = true // "Main Directorate for Counter-Terrorism", "Counter-Subversion Directorate"
		}
		if securityHeads[toks[k].lower] && toks[k].lower != "department" && toks[k].lower != "office" && k+1 < b && (toks[k+1].lower == "for" || toks[k+1].lower == "of") &&
			securityDirectorate(toks, k+1, b) {
			branch = true // "State Committee for National Security", "Agency for National Security"
		}
		if k+1 < b && lx.branches[toks[k].lower+" "+toks[k+1].lower] {
			branch = true
		}
	}
	if branch && oversight(toks, a, b) {
		branch, org = false, true // "Joint Committee on Intelligence and Security" watches a service
	}
	if branch && forceHeads[toks[b-1].lower] && !(b-a >= 2 && toks[b-2].lower == "secret") {
		branch, org = false, true // "Public Security Police": a police force, not a security service
	}
	if branch && strings.Contains(nameKey(spanText(body, toks, a, b)), "public security") && !ownSecurityHead(toks, a, b) {
		branch, org = false, true // "Ministry of Public Security", "Public Security Bureau": police, not a secret service
	}
	if branch && judicialHeads[toks[b-1].lower] {
		branch, org = false, true // "State Security Court", "Supreme State Security Prosecution"
	}
	h := b // the head ends before a number: "Correctional Colony No. 1"
	if h-a > 2 && toks[h-1].num && toks[h-2].lower == "no." {
		h -= 2
	} else if h-a > 2 && toks[h-1].num && (lx.facilities[toks[h-2].lower] || centre(toks[h-2])) {
		h-- // "Correctional Centre 1"
	}
	facility := c.facility || lx.facilities[toks[h-1].lower] && toks[h-1].cap && h-a > 1 ||
		b == a+2 && prisonParts[toks[a].text] && toks[b-1].num || // "Block 6": a numbered part of a prison
		b == a+2 && toks[a].cap && lx.facilities[toks[a].lower] && toks[b-1].num && !toks[b-1].allCaps || // "Mine 7", "Camp 11"
		venueFirst[toks[a].lower] && h-a > 1 ||
		centre(toks[h-1]) && h-a > 1 && !studyNouns[toks[h-2].lower] ||
		h-a >= 2 && lx.facilities[toks[h-2].lower+" "+toks[h-1].lower]
	if b-a >= 3 && saintPrefixes[toks[a].lower] && churchWords[toks[b-1].lower] {
		facility, org = true, false // "St. Mark's Church", "St. Augustine Catholic Church": a building
	}
	if portOf(toks, a, b) && !org && !branch {
		facility = true // "Port of Dakar": the port, and the city it is of
	}
	if !facility && !org && !branch && facilityBeforePlace(toks, a, b) {
		facility = true // "Civil Hospital Karachi"
	}
	for k := a + 1; k+2 < b && !facility && !org && !branch; k++ {
		// "University General Hospital of Heraklion": a facility's head before where it is
		facility = toks[k].cap && lx.facilities[toks[k].lower] && toks[k+1].lower == "of" && toks[k+2].cap
	}
	if b-a >= 3 && toks[a+1].lower == "of" && (buildingsOf[toks[a].lower] || toks[a].lower == "hall" && toks[a+2].lower == "justice") {
		facility = true // "Palace of Justice", "Temple of Justice", "Tower of London"
	}
	// "in Prince George", "to Prince Rupert": a town named with a title, where a preposition
	// says it is a place.
	key := nameKey(spanText(body, toks, a, b))
	townWithTitle := !facility && !org && !branch && b-a >= 2 && (lx.localities[key] || lx.towns[key]) &&
		(lx.titles[toks[a].lower] || lx.honorifics[toks[a].lower]) && a > 0 &&
		(placePreps[toks[a-1].lower] || toks[a-1].lower == "to" || toks[a-1].lower == "from" || toks[a-1].lower == "near")
	switch {
	case townWithTitle:
		ev[kPlace] += 6
	case c.facility:
		ev[kFacility] += 9 // "Political Security prison": the lowercase word says what it is
	case branch:
		ev[kBranch] += 9
	case facility:
		ev[kFacility] += 9
	case org:
		ev[kOrg] += 6
	default:
		// Titles and honorifics before the name: "Liberian President X", "Sir X".
		na, noun := a, false
		// "Dame Street", "King Street", "Prince Albert Road": a street named after a title
		street := b-a >= 2 && toks[b-1].cap && lx.placeHeads[toks[b-1].lower]
		for na < b-1 && !street {
			w := toks[na].lower
			isNoun := lx.titles[w] || lx.honorifics[w]
			// "Yugoslav President X", "U.S. Senator X": a name-like word leading a title.
			// "Assistant U.S. Attorney X": a place inside the title too.
			lead := toks[na].cap && na+1 < b && ((na == a || noun) && lx.titles[toks[na+1].lower] && na+2 < b &&
				!(na == a && sheikhInName(toks, a, b)) ||
				na > a && lx.places[toks[na].lower] && (lx.titles[toks[na+1].lower] || lx.titleMods[toks[na+1].lower]))
			ofTitle := w == "of" && noun && lx.titleMods[toks[na+1].lower]
			if (w == "for" || w == "of") && noun && !ofTitle {
				// "State Secretary for Sport X", "Minister of State for Home Affairs X": the field
				// of the title, in dictionary words, with a two-word name left after it
				k := na + 1
				for k < b-2 && toks[k].cap && (lx.words[toks[k].lower] || lx.stop[toks[k].lower] && k > na+1) && !lx.firstNames[toks[k].text] {
					k++
				}
				if k > na+1 && !lx.stop[toks[k-1].lower] {
					na = k
					continue
				}
			}
			if !isNoun && !lx.titleMods[w] && !lx.demonyms[w] && !lead && !ofTitle {
				break
			}
			noun = noun || isNoun
			na++
		}

		if !noun && !((sheikhInName(toks, a, b) || b-a == 3 && isFirstName(toks[a])) && !lx.titles[toks[a].lower] && !lx.honorifics[toks[a].lower]) {
			// "Senate Majority Leader X": the last title noun, followed by a known first name;
			// "Mukhtar Sheikh Osman" opens with a given name and keeps its middle word.
			for k := b - 2; k > a; k-- {
				if lx.titles[toks[k].lower] && (lx.firstNames[toks[k+1].text] || b-k-1 >= 2 && !lx.orgHeads[toks[b-1].lower] && !lx.facilities[toks[k+1].lower] && !lx.orgHeads[toks[k+1].lower]) {
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
	if fieldOfTitle {
		ev[kPerson] += 5 // the title and its field came before: "Minister of Higher Education X"
	}
	nev, own := nameEvidence(body, toks, a, b, tf)
	ev.add(nev)
	if members {
		ev[kOrg] += 4 // the party of "Labour MPs"
	}
	out := []candidate{newCandidate(body, toks, a, b, ev, tf, tl)}
	out[0].own = own
	before := a
	if tf >= 0 {
		before = tf
	}
	out[0].held = !toks[b-1].poss && (heldBefore(toks, before) || heldAfter(toks, b))
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
				if k := nameKey(spanText(body, toks, s, e)); !ok && placeTitles[toks[tl-1].lower] && tl < len(toks) && toks[tl].cap && (lx.localities[k] || lx.towns[k]) {
					ev, ok = evidence{kPlace: 5}, true // "Kadaň Mayor X": a mayor's town
				}
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
	} else if b-a >= 3 && watersOf[toks[a].text] && toks[a+1].lower == "of" {
		// "Sea of Japan", "Gulf of Mexico" mention the country too (not "Bay of Bengal", a region)
		for _, p := range nestedPlaces(body, toks, a, b) {
			if lx.countries[p.key] {
				out = append(out, p)
			}
		}
	}
	return out
}

// ownSecurityHead reports whether the part of a name before its first "of" is itself a security
// service: "Security Investigation Agency | of the Ministry of Public Security".
func ownSecurityHead(toks []token, a, b int) bool {
	for k := a + 1; k < b; k++ {
		if toks[k].lower == "of" {
			return securityDirectorate(toks, a, k)
		}
	}
	return false
}

// placeTitles are titles held over a town or region, whose qualifier is that place.
var placeTitles = map[string]bool{"mayor": true, "governor": true, "regent": true, "prefect": true, "administrator": true, "councillor": true}

// knownName looks a whole name up in the outlet, organisation and place lists.
func knownName(key string) (evidence, bool) {
	lx := lexic()
	var ev evidence
	switch {
	case lx.services[key]:
		ev[kBranch] = 10 // "FSB", "Shin Bet": a state's security service
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
func polityOf(key string) bool { return knownAfter(key, polities, lexic().scopes) }

// knownAfter reports whether key is one of prefixes and then a name in set that is no demonym.
func knownAfter(key string, prefixes []string, set map[string]bool) bool {
	for _, p := range prefixes {
		if rest, ok := strings.CutPrefix(key, p); ok {
			return set[rest] && !lexic().demonyms[rest]
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
	if toks[a].lower == "the" && a+1 < b && lexic().places["the "+toks[a+1].lower] && !lexic().countries[toks[a+1].lower] {
		return true // "The Hague District Court"
	}
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
func placePart(key string) bool { return knownAfter(key, placePrefixes, lexic().places) }

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

// regionAdjectives say which part of a place is meant: "Arctic Norway", "Victorian Britain".
var regionAdjectives = map[string]bool{"arctic": true, "antarctic": true, "subarctic": true, "victorian": true, "edwardian": true,
	"soviet": true, "imperial": true, "medieval": true, "rural": true, "coastal": true, "mainland": true, "tropical": true}

// watersOf lead the names of seas, gulfs and straits named after a land: "Gulf of Guinea".
var watersOf = map[string]bool{"Sea": true, "Gulf": true, "Bay": true, "Strait": true, "Straits": true, "Bight": true, "Isle": true}

// nestedPlaces finds a known place after a connector inside an organisation's name: "Court
// for Sierra Leone" also mentions Sierra Leone.
func nestedPlaces(body string, toks []token, a, b int) []candidate {
	var out []candidate
	if portOf(toks, a, b) && everyCap(toks, a+2, b) {
		// "Port of Luleå": whatever the port is of is a place, listed or not
		c := newCandidate(body, toks, a+2, b, evidence{kPlace: 6}, -1, -1)
		c.nested = true
		return append(out, c)
	}
	for k := a; k < b-1; k++ {
		if !nameConnectors[toks[k].lower] {
			continue
		}
		s := k + 1
		if toks[s].lower == "the" && toks[s].text != "The" {
			s++ // "of the Congo"; "of The Hague" keeps its article
		}
		e := s
		for e < b && !nameConnectors[toks[e].lower] {
			e++
		}
		if s >= e {
			continue
		}
		if _, ok := knownName(nameKey(spanText(body, toks, s, e))); !ok {
			// "of Bosnia and Herzegovina", "of Trinidad and Tobago": a listed name holding a
			// connector, the longest that ends the organisation's name.
			for e2 := b; e2 > e; e2-- {
				if ev, ok := knownName(nameKey(spanText(body, toks, s, e2))); ok && ev[kPlace] > 0 {
					e = e2
					break
				}
			}
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
	c.local = lexic().localities[c.key] || lexic().towns[c.key]
	c.theHead = b-a == 1 && a > 0 && toks[a].cap && lexic().orgHeads[toks[a].lower] && toks[a-1].lower == "the"
	if tf >= 0 {
		c.titleFirst, c.titleLast = tf, tl
	}
	return c
}

// tokenWords returns the lower-case words of tokens [a,b).
func tokenWords(toks []token, a, b int) []string {
	out := make([]string, 0, b-a)
	for k := a; k < b; k++ {
		out = append(out, toks[k].lower)
	}
	return out
}

// portOf reports whether tokens [a,b) name a port after its place: "Port of Dakar".
func portOf(toks []token, a, b int) bool {
	return b-a >= 3 && toks[a].text == "Port" && toks[a+1].lower == "of"
}

// everyCap reports whether tokens [i,j) are all capitalised words.
func everyCap(toks []token, i, j int) bool {
	for k := i; k < j; k++ {
		if !toks[k].word || !toks[k].cap {
			return false
		}
	}
	return true
}
