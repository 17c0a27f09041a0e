package extract

import "strings"

// chunk is a run of tokens [first,last) that may name something: capitalised words joined by
// spaces, name particles ("de"), and connectors inside organisation names ("Court for X").
type chunk struct {
	first, last int
	facility    bool // ends with a lowercase facility word ("X prison")
	lowerOrg    bool // a lowercase organisation phrase before a name ("the special court for X")
	defined     bool // the long form of an acronym defined in brackets after it
	acronym     string
	initials    bool // an acronym the text defines in brackets after a long form
	orgTail     bool // ends with a lowercase organisation word ("X movement")
}

// joined reports whether t follows the previous token with only spaces between.
func joined(t token) bool { return t.spaceGap && !t.newline }

func isName(t token) bool { return t.word && (t.cap || lowercaseNames[t.text]) }

// lowercaseNames are outlets that write their own names in lower case.
var lowercaseNames = map[string]bool{"dpa": true, "franceinfo": true}

// headWord reports whether t heads an organisation, facility or branch name.
func headWord(t token) bool {
	lx := lexic()
	return lx.orgHeads[t.lower] || lx.facilities[t.lower] || lx.branches[t.lower] || lx.placeHeads[t.lower] ||
		t.cap && (polityWords[t.lower] || buildingsOf[t.lower])
}

// polityWords head a state's formal name before "of": "Sultanate of Oman".
var polityWords = map[string]bool{
	"kingdom": true, "sultanate": true, "emirate": true, "principality": true, "republic": true,
	"duchy": true, "commonwealth": true,
}

// chunks cuts the tokens into candidate name runs.
func chunks(toks []token) []chunk {
	var out []chunk
	n := len(toks)
	for i := 0; i < n; {
		t := toks[i]
		startsName := isName(t) || t.word && !t.poss && particleRun(toks, i) > i
		if !startsName {
			i++
			continue
		}
		j := extendChunk(toks, i)
		c := chunk{first: i, last: j}
		c = widenChunk(toks, c)
		out = append(out, c)
		i = max(j, i+1)
	}
	return out
}

// extendChunk returns the end of the run starting at i.
func extendChunk(toks []token, i int) int {
	n := len(toks)
	j := i + 1
	if toks[i].poss && !possInName(toks, i, i) {
		return j
	}
	head := headWord(toks[i])
	titled := lexic().titles[toks[i].lower]
	connectors := 0
	for j < n {
		u := toks[j]
		if u.text == "," && connectors > 0 && head {
			if k := commaList(toks, j); k > j {
				j = k // "Ministry of Housing, Communities and Local Government"
				continue
			}
		}
		if u.text == "," && !head && j-i <= 3 && !isFirstName(toks[j-1]) {
			// "Truth, Reconciliation and Reparations Commission", "Foreign, Commonwealth and
			// Development Office": a list of fields that an organisation's head closes
			if k := commaList(toks, j); k > j && lexic().orgHeads[toks[k-1].lower] && toks[k-1].cap {
				j = k
				head = true
				continue
			}
		}
		if u.text == "/" && u.start == toks[j-1].end && j+1 < n && toks[j+1].start == u.end && isName(toks[j+1]) &&
			i > 0 && !toks[i].newline && (orgHeadIn(toks, i, j+2) || toks[j-1].allCaps && toks[j+1].allCaps && len(toks[j-1].text) <= 4) {
			j += 2 // "Radio Free Europe/Radio Liberty", "RFE/RL"; not "LONDON/LUSAKA" or "Brussels/Ixelles"
			continue
		}
		if !joined(u) && !(toks[j-1].poss && possInName(toks, i, j-1)) || u.sentStart && u.word && toks[j-1].text[len(toks[j-1].text)-1] == '.' {
			break // a new sentence after "on X." starts a new name
		}
		if isName(u) {
			j++
			head = head || headWord(u)
			titled = titled || lexic().titles[u.lower]
			if u.poss && !possInName(toks, i, j-1) {
				break
			}
			continue
		}
		if k := particleRun(toks, j); k > j {
			j = k
			continue
		}
		if u.text == "&" && j+1 < n && joined(toks[j+1]) && isName(toks[j+1]) {
			j += 2 // "Mercer & Lowe"
			continue
		}
		and := u.lower == "and" || u.lower == "&"
		// "Securities and Exchange Commission", "Department of Health and Human Services",
		// "Fisheries and Wildlife Commission": one word before "and" (a head word or a common
		// noun, not a place or a given name) and a run ending in a head word after it.
		one := j-1 == i || j-2 == i && toks[i].lower == "the" || j >= 2 && nameConnectors[toks[j-2].lower]
		twoHeads := j+2 < n && headWord(toks[j+1]) && joined(toks[j+2]) && isName(toks[j+2]) && headWord(toks[j+2])
		pair := and && one && j+1 < n && toks[j+1].lower != "the" && !toks[j+1].poss && (!headWord(toks[j+1]) || twoHeads) && newOrgAhead(toks, j+1) &&
			(head || lexic().words[toks[j-1].lower] && !lexic().places[toks[j-1].lower] && !isFirstName(toks[j-1]))
		// "Syrian Justice and Accountability Centre": a headless run that is no name of its
		// own, "and", and a run that ends in a head word are one name.
		pair = pair || and && !head && j+1 < n && headlessLeft(toks, i, j) && headEndsRun(toks, j+1)
		if u.word && !u.cap && len(u.text) <= 3 && !head && j-i <= 2 {
			if k := knownThrough(toks, i, j); k > j {
				j = k // "Horn of Africa", "Trinidad and Tobago", "Dar es Salaam": a listed name holding a small word
				continue
			}
		}
		if u.word && (u.lower == "of" || u.lower == "and") && !head {
			if k := statuteThrough(toks, j); k > j {
				j = k // "Proceeds of Crime Act": one statute, which is then no entity
				continue
			}
		}
		if u.lower == "in" && head {
			if k := scopeAfter(toks, i, j); k > j {
				j = k // "Association for Human Rights in the Sahel"
				break
			}
		}
		if u.lower == "on" && (!orgHeadIn(toks, i, j) || streetAhead(toks, j+1)) {
			break // "Mirel Plaza on Dunmore Parkway", "the Criminal Court on Ratchada Road": a place's or an address's "on"
		}
		if u.word && nameConnectors[u.lower] && titled && titledPerson(toks, i, j) {
			break // "State Secretary Per Olav Rindal | of the Ministry of Trade": the person's office follows
		}
		if u.word && nameConnectors[u.lower] && (head || titled || pair) {
			if and && !pair && (connectors == 0 || secondOrgAhead(toks, j+1)) {
				break // "University of X and the Y Institute" is two names
			}
			k := j + 1
			if k < n && toks[k].lower == "the" && joined(toks[k]) && !and {
				k++
			}
			// After a title alone only a title word may follow: "Secretary of State".
			if k < n && joined(toks[k]) && isName(toks[k]) && !toks[k].sentStart &&
				!months[toks[k].lower] && !weekdays[toks[k].lower] &&
				(head || pair || lexic().titleMods[toks[k].lower]) {
				connectors++
				j = k
				continue
			}
		}
		if u.num && toks[j-1].lower == "no." {
			j++ // "X No. 3 Detention Centre", "Correctional Colony No. 1"
			continue
		}
		if u.num && (toks[j-1].lower == "branch" || toks[j-1].text == "Unit" || toks[j-1].text == "Section" || prisonParts[toks[j-1].text] ||
			j-i == 1 && numberedSites[toks[j-1].text]) { // "Mine 7", "Terminal 6"
			j++
		} else if u.num && numberedRoads[toks[j-1].text] && !strings.Contains(u.text, ",") && !strings.Contains(u.text, ".") {
			j++ // "Route 5", "National Route 11", "Street 1019"
		} else if u.num && !strings.Contains(u.text, ",") && len(u.text) <= 2 && toks[j-1].cap && (lexic().facilities[toks[j-1].lower] || centre(toks[j-1])) && j-i >= 2 &&
			(j+1 >= len(toks) || !toks[j+1].word || lexic().stop[toks[j+1].lower]) {
			j++ // "Correctional Centre 1", "Prison 6": a numbered facility
		}
		break
	}
	return j
}

// titledPerson reports whether tokens [i,j) hold a title followed by a given name and another
// name: a titled person, whose "of" introduces their office, not more of a name.
func titledPerson(toks []token, i, j int) bool {
	for k := i; k+2 < j; k++ {
		if lexic().titles[toks[k].lower] && (isFirstName(toks[k+1]) || k+3 < j && isFirstName(toks[k+2])) && !headWord(toks[k+1]) && !headWord(toks[j-1]) {
			return true
		}
	}
	return false
}

// scopeAfter returns the end of a country or region after "in" at j when the organisation name
// from i is one that states its remit ("X for Y in Z", "X Mission in Z"), or j. A city after
// "in" says where a body sits, not what it is, and is left out.
func scopeAfter(toks []token, i, j int) int {
	remit := toks[j-1].lower == "mission"
	for k := i; k < j && !remit; k++ {
		remit = toks[k].lower == "for"
	}
	if !remit {
		return j
	}
	s := j + 1
	if s < len(toks) && toks[s].lower == "the" {
		s++
	}
	end := j
	var key []string
	for e := s; e < len(toks) && e < s+3 && joined(toks[e]) && isName(toks[e]) && !toks[e].sentStart; e++ {
		key = append(key, toks[e].lower)
		if lexic().scopes[strings.Join(key, " ")] {
			end = e + 1 // the longest: "in South Sudan"
		}
		if toks[e].poss {
			break
		}
	}
	if end < len(toks) && joined(toks[end]) && isName(toks[end]) && !toks[end-1].poss {
		return j // the place begins a longer name: "in Ukraine Airlines' case"
	}
	return end
}

// commaList returns the end of a list of capitalised items at the comma i that closes with
// "and" and a last item — ", Tobacco, Firearms and Explosives" inside an organisation's name
// after a connector — or i when the list does not close that way.
func commaList(toks []token, i int) int {
	k := i
	for items := 0; items < 6 && k < len(toks); items++ {
		sep := toks[k]
		if sep.text != "," && sep.lower != "and" {
			return i
		}
		w := k + 1
		for w < len(toks) && w-k <= 3 && joined(toks[w]) && isName(toks[w]) && !toks[w].poss {
			w++
		}
		if w == k+1 {
			return i
		}
		if sep.lower == "and" {
			return w
		}
		k = w
	}
	return i
}

// particleRun returns the index of the name after one or two name particles at i ("de Silva",
// "van der Berg", "de la Cruz"), or i when there is none.
func particleRun(toks []token, i int) int {
	for k := i; k < len(toks) && k < i+2; k++ {
		t := toks[k]
		if !t.word || !particles[t.lower] || t.poss || k+1 >= len(toks) || !joined(toks[k+1]) {
			return i
		}
		if isName(toks[k+1]) {
			return k + 1
		}
	}
	return i
}

// newOrgAhead reports whether the capitalised run from i holds a head word of its own, so an
// "and" before it joins two names rather than two parts of one.
func newOrgAhead(toks []token, i int) bool {
	for k := i; k < len(toks) && k < i+8; k++ {
		t := toks[k]
		if k > i && !joined(t) || !t.word || !t.cap && !nameConnectors[t.lower] && t.lower != "the" {
			return false
		}
		if t.lower == "the" || headWord(t) {
			return true
		}
	}
	return false
}

// knownThrough returns the end of a listed name that starts at i and runs through the
// connector at j and up to three words after it, or j.
func knownThrough(toks []token, i, j int) int {
	for k := min(j+4, len(toks)); k > j+1; k-- {
		ok := true
		for m := j + 1; m < k; m++ {
			ok = ok && joined(toks[m]) && (isName(toks[m]) || toks[m].lower == "the")
		}
		if !ok {
			continue
		}
		if _, known := knownName(nameKey(tokensText(toks, i, k))); known {
			return k
		}
	}
	return j
}

// statuteThrough returns the end of a capitalised run after the connector at j that ends in
// "Act", or j.
func statuteThrough(toks []token, j int) int {
	for k := j + 1; k < len(toks) && k <= j+4 && joined(toks[k]) && isName(toks[k]); k++ {
		if toks[k].text == "Act" {
			return k + 1
		}
	}
	return j
}

// headlessLeft reports whether the run [i,j) before an "and" can be the first half of one
// organisation's name: no given name opens it and it is no known name of its own, so
// "Syrian Justice" before "and Accountability Centre" joins it, "Kenya" or "Jane Doe" does not.
func headlessLeft(toks []token, i, j int) bool {
	if toks[i].lower == "the" && j-i > 1 {
		i++
	}
	if j-i > 3 || isFirstName(toks[i]) && !lexic().demonyms[toks[i].lower] {
		return false
	}
	for k := i; k < j; k++ {
		if !toks[k].word || toks[k].allCaps || lexic().places[toks[k].lower] && (k > i || j-i < 2) {
			return false // "Bangladesh Garment Manufacturers and ..." may lead with its country
		}
	}
	key := strings.ToLower(tokensText(toks, i, j))
	_, known := knownName(key)
	return !known
}

// headEndsRun reports whether the capitalised run at i (no "the", no connector) ends in an
// organisation's head word: "Accountability Centre", "Services Trust".
func headEndsRun(toks []token, i int) bool {
	k := i
	for k < len(toks) && k < i+4 && toks[k].word && toks[k].cap && joined(toks[k]) && !toks[k].allCaps {
		k++
	}
	if k == i {
		return false
	}
	end := k >= len(toks) || !nameConnectors[toks[k].lower]
	return lexic().orgHeads[toks[k-1].lower] && end ||
		lexic().facilities[toks[k-1].lower] && (end || toks[k].lower == "on") // "... Referral Hospital on Monday"
}

// tokensText joins the texts of tokens [i,j) with single spaces.
func tokensText(toks []token, i, j int) string {
	var b strings.Builder
	for k := i; k < j; k++ {
		if k > i {
			b.WriteByte(' ')
		}
		b.WriteString(toks[k].text)
	}
	return b.String()
}

// secondOrgAhead reports whether the run at i after "and" inside "X of Y and ..." names an
// organisation of its own: it opens with "the" or holds a head word that ends the run or leads
// a connector ("the Y Institute", "Ministry of Z"). "Ministry of Mines and Minerals
// Development" is one name: "Minerals" is a head word, but the run goes on past it.
func secondOrgAhead(toks []token, i int) bool {
	for k := i; k < len(toks) && k < i+8; k++ {
		t := toks[k]
		if k > i && !joined(t) || !t.word || !t.cap && !nameConnectors[t.lower] && t.lower != "the" {
			return false
		}
		if t.lower == "the" {
			return true
		}
		if headWord(t) {
			last := k+1 >= len(toks) || !joined(toks[k+1]) || !toks[k+1].word || !toks[k+1].cap && !nameConnectors[toks[k+1].lower]
			if k == i && last && !lexic().facilities[t.lower] {
				return false // "Ministry of Mines and Energy": a lone head word is the first name's field
			}
			if last || nameConnectors[toks[k+1].lower] || lexic().places[toks[k+1].lower] {
				return true // "... and King's College London"
			}
		}
	}
	return false
}

// lowerFacility returns the end of a lowercase facility phrase at i — up to two modifiers
// then a one- or two-word facility noun ("prison", "copper mine", "nuclear power plant") — or i.
func lowerFacility(toks []token, i int) int {
	lx := lexic()
	for m := i; m <= i+2 && m < len(toks); m++ {
		t := toks[m]
		if !t.word || t.cap || !joined(t) {
			return i
		}
		if m+1 < len(toks) && joined(toks[m+1]) && lx.facilities[t.lower+" "+toks[m+1].lower] {
			return m + 2
		}
		if lx.facilities[t.lower] || landings[t.lower] || lowerSites[t.lower] {
			return m + 1
		}
		if !lx.words[t.lower] && !hyphenWords(t.lower) || lx.stop[t.lower] {
			return i
		}
	}
	return i
}

// landings follow a place's name in lower case as the facility there: "Qianzhen fishing
// harbour", "Bheduria ferry ghat". Capitalised, "Harbour" names the water ("Sydney Harbour").
var landings = map[string]bool{"harbour": true, "harbor": true, "ghat": true, "jetty": true, "pier": true, "wharf": true, "spa": true}

// numberedRoads take a number to name a road: "Route 5", "Highway 41", "Street 1019".
var numberedRoads = map[string]bool{"Route": true, "Highway": true, "Street": true, "Road": true, "Ruta": true, "Rodovia": true, "Expressway": true, "Motorway": true}

// numberedSites are facility words a number names on their own: "Mine 7", "Terminal 6".
var numberedSites = map[string]bool{"Mine": true, "Shaft": true, "Terminal": true, "Berth": true, "Pier": true, "Gate": true}

// lowerSites name a site only in lower case after its name: "Trostre works", "Gullfaks C
// platform"; capitalised, "Public Works" is a ministry's field and "Unity Platform" a party.
var lowerSites = map[string]bool{"works": true, "platform": true}

// hyphenWords reports whether w joins dictionary words or prefixes with hyphens: "pre-trial",
// "long-term".
func hyphenWords(w string) bool {
	parts := strings.Split(w, "-")
	return len(parts) > 1 && everyWord(parts, func(p string) bool { return lexic().words[p] || wordPrefixes[p] })
}

var wordPrefixes = map[string]bool{
	"pre": true, "post": true, "anti": true, "non": true, "co": true, "re": true, "ex": true,
	"multi": true, "inter": true, "semi": true, "sub": true, "self": true, "counter": true, "pro": true,
}

// possInName reports whether the possessive at i, in a run that began at start, is inside a
// name: "People's Party", "Ombudsman's Office", "Children's Hospital". A known place or a
// person's full name before it owns what follows: "Russia's Defence Ministry", "Jane Doe's
// Ministry of X".
func possInName(toks []token, start, i int) bool {
	if i+1 < len(toks) && isName(toks[i+1]) {
		if key := nameKey(toks[i].text + "'s " + toks[i+1].text); lexic().places[key] || lexic().localities[key] {
			return true // "Cox's Bazar": a place named with a possessive
		}
	}
	if peoplePlural(toks[i].lower) {
		// "Aria Children's Trust", "Hospital Doctors' Unions": the people a body serves are
		// part of its name, whatever name comes before them.
		for k := i + 1; k < len(toks) && k <= i+2 && isName(toks[k]) && !toks[k].newline; k++ {
			if headWord(toks[k]) || lexic().orgHeads[strings.TrimSuffix(toks[k].lower, "s")] {
				return true
			}
		}
	}
	if ownerName(toks, start, i+1) || i > start && !(i == start+1 && toks[start].lower == "the") && lexic().orgHeads[toks[i].lower] {
		return false // a whole body owns what follows: "Interior Ministry's | Criminal Intelligence Directorate"
	}
	for k := i + 1; k < len(toks) && k <= i+2; k++ {
		if !isName(toks[k]) || toks[k].newline {
			return false
		}
		if headWord(toks[k]) {
			return true
		}
	}
	return false
}

// peoplePlural reports whether w names people in the plural: "children", "fishermen",
// "doctors", "journalists".
func peoplePlural(w string) bool {
	switch w {
	case "children", "people", "peoples", "women", "men", "families", "victims", "parents", "mothers", "veterans", "residents", "students", "employees":
		return true
	}
	if strings.HasSuffix(w, "men") && len(w) > 5 {
		return true // "fishermen", "servicemen"
	}
	return strings.HasSuffix(w, "s") && agentNoun(strings.TrimSuffix(w, "s"))
}

// ownerName reports whether tokens [a,b) are a known place or a full personal name (a known
// first name and a surname), which a possessive after them marks as an owner.
func ownerName(toks []token, a, b int) bool {
	lx := lexic()
	if b-a >= 2 && b-a <= 3 && isFirstName(toks[a]) && !lx.stop[toks[a].lower] {
		person := true
		for k := a + 1; k < b; k++ {
			person = person && !headWord(toks[k]) && !lx.titles[toks[k].lower]
		}
		if person {
			return true // not "Harris County Sheriff's Office"
		}
	}
	parts := make([]string, 0, b-a)
	for k := a; k < b; k++ {
		parts = append(parts, toks[k].lower)
	}
	ev, ok := knownName(nameKey(strings.Join(parts, " ")))
	if b-a == 1 && toks[a].allCaps && len(toks[a].text) >= 3 && len(toks[a].text) <= 6 && toks[a].word {
		return true // "POSCO's | Pohang Steelworks": a body's initials own what follows
	}
	return ok && (ev[kPlace] > 0 || ev[kBranch] > 0 || ev[kOrg] > 0) // "Russia's", "the KGB's", "Cargill's"
}

// prisonParts take a number to name a part of a prison: "Block 6", "Ward 2", "Wing 4".
var prisonParts = map[string]bool{"Block": true, "Ward": true, "Wing": true, "Hall": true, "Pavilion": true}

// militaryUnits end the names of army formations that an ordinal leads.
var militaryUnits = map[string]bool{
	"brigade": true, "division": true, "regiment": true, "battalion": true, "army": true,
	"corps": true, "fleet": true, "squadron": true, "wing": true, "company": true,
}

// ordinal reports whether s is a number with an ordinal suffix: "37th", "1st".
func ordinal(s string) bool {
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	switch s[i:] {
	case "st", "nd", "rd", "th":
		return i > 0
	}
	return false
}

// widenChunk takes in a number before a facility or branch ("601 Military Hospital"), a
// lowercase facility word after a name ("X prison"), and a lowercase organisation phrase
// before "of/for NAME" ("the special court for Sierra Leone").
func widenChunk(toks []token, c chunk) chunk {
	lx := lexic()
	n := len(toks)
	hasHead := false
	for k := c.first; k < c.last; k++ {
		if lx.facilities[toks[k].lower] || lx.branches[toks[k].lower] {
			hasHead = true
		}
	}
	if hasHead && c.first > 0 && toks[c.first-1].num && joined(toks[c.first]) {
		c.first--
	}
	if c.first > 1 && joined(toks[c.first]) && toks[c.first-2].num && !toks[c.first-1].spaceGap &&
		ordinal(toks[c.first-2].text+toks[c.first-1].lower) && militaryUnits[toks[c.last-1].lower] {
		c.first -= 2 // "37th Air Assault Brigade": the tokenizer cuts "37" from "th"
	}
	if f := c.first; (c.last-f == 1 || c.last-f == 2 && toks[f].lower == "the") && c.last < n && joined(toks[c.last]) &&
		!toks[c.last-1].poss && toks[c.last].lower == "movement" && !lx.stop[toks[c.last-1].lower] {
		c.last++ // "the Houthi movement"
		c.orgTail = true
		return c
	}
	if c.last < n && joined(toks[c.last]) && !toks[c.last-1].poss && !(c.last-c.first == 1 && (lx.stop[toks[c.first].lower] || lx.demonyms[toks[c.first].lower])) {
		if e := lowerFacility(toks, c.last); e > c.last && !lx.nations[strings.Join(tokenWords(toks, c.first, c.last), " ")] { // not "a Honduran port", not "a Vietnam coal mine"
			c.last = e
			c.facility = true
		}
	}
	// "the [adj] [adj] court for NAME"
	k := c.first - 1
	if k >= 2 && joined(toks[c.first]) && (toks[k].lower == "of" || toks[k].lower == "for") &&
		joined(toks[k]) && !toks[k-1].cap && lowerOrgHeads[toks[k-1].lower] && joined(toks[k-1]) &&
		!lx.titles[toks[c.first].lower] && !lx.honorifics[toks[c.first].lower] {
		h := k - 1
		s := h
		for s-1 >= 0 && h-s < 2 && joined(toks[s]) && toks[s-1].word && !toks[s-1].cap &&
			lx.words[toks[s-1].lower] && !lx.stop[toks[s-1].lower] && !lx.titles[toks[s-1].lower] {
			s--
		}
		// "the department of X" alone is a region (Guatemala, Colombia, France); "the
		// health department of X" is a body.
		bare := s == h && toks[h].lower == "department"
		if s-1 >= 0 && toks[s-1].lower == "the" && joined(toks[s]) && !bare {
			c.first = s
			c.lowerOrg = true
		}
	}
	return c
}

// lowerOrgHeads head an organisation named in lowercase before a proper name ("the supreme
// court of X"); "government" is left out: "the government of X" names the place's state.
var lowerOrgHeads = map[string]bool{
	"court": true, "tribunal": true, "commission": true, "council": true, "ministry": true,
	"committee": true, "bank": true, "university": true, "agency": true, "assembly": true,
	"parliament": true, "institute": true, "department": true, "office": true, "union": true,
}

// titleCase capitalises the words of a lowercase name, leaving connectors lowercase.
func titleCase(s string) string {
	words := strings.Fields(s)
	for i, w := range words {
		if i > 0 && (nameConnectors[w] || w == "the" || particles[w]) {
			continue
		}
		if w != "" && w[0] >= 'a' && w[0] <= 'z' {
			words[i] = string(w[0]-'a'+'A') + w[1:]
		}
	}
	return strings.Join(words, " ")
}

// orgHeadIn reports whether an organisation or branch head word lies in tokens [a,b):
// "Committee on Foreign Relations" may go on after "on".
// streetAhead reports whether a capitalised run at k ends in a street or place head: the
// address after "on", not a committee's remit ("Committee on Foreign Relations").
func streetAhead(toks []token, k int) bool {
	e := k
	for e < len(toks) && e < k+4 && toks[e].word && toks[e].cap {
		e++
	}
	return e > k && (lexic().placeHeads[toks[e-1].lower] || placeEnds[toks[e-1].lower])
}

func orgHeadIn(toks []token, a, b int) bool {
	for k := a; k < b; k++ {
		if lexic().orgHeads[toks[k].lower] || lexic().branches[toks[k].lower] {
			return true
		}
	}
	return false
}
