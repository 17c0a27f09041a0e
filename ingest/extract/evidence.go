package extract

// nameEvidence is the heart of the typing: what a name's own words and its neighbours say.

import (
	"strings"
	"unicode/utf8"
)

// nameEvidence weighs what the name itself and its neighbours say about its type. own is the
// part its words alone say: the same for every mention of the name, so an entity counts it once
// (see resolve), while what each mention's neighbours say adds up.
func nameEvidence(body string, toks []token, a, b, titleFirst int) (ev, own evidence) {
	lx := lexic()
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
	if whole := strings.ToLower(spanText(body, toks, a, b)); lx.demonyms[whole] || lx.demonyms[strings.TrimSuffix(whole, "s")] {
		allDemonyms = true // "Costa Ricans", "New Zealanders"
	}
	if allDemonyms {
		return ev, own // "Syrian", "Syrians": adjectives and peoples are not entities here
	}
	if n <= 2 && allWords && a > 0 && toks[a-1].lower == "for" && (titleFirst < 0 || titleFirst == a) {
		return ev, own // "High Commissioner for Human Rights": the field of a title, no body
	}

	switch key := nameKey(spanText(body, toks, a, b)); {
	case lx.localities[key]:
		// A town or district: weighed once per entity, in resolve, when nothing else in the
		// document says what the name is ("Fano militiamen" is a group, wherever Fano lies).
	case lx.companies[key]:
		own[kOrg] += 3 // "Target", "Dell": a listed company whose name is also a word or a name
	}
	for k := a; k < b; k++ {
		if toks[k].text == "&" {
			own[kOrg] += 4 // "Mercer & Lowe": firms, not people
		}
	}
	if n >= 2 && saintPrefixes[first.lower] {
		particle = false // "San Pedro de Atacama": "de" joins a place's name here
	}
	if n >= 2 && isFirstName(first) && !(first.cap && articles[first.lower]) && !saintPrefixes[first.lower] && !lx.demonyms[first.lower] {
		if lx.words[first.lower] {
			own[kPerson] += 2
		} else {
			own[kPerson] += 3
		}
	}
	if n >= 2 && first.cap && articles[first.lower] && a > 0 && placePreps[toks[a-1].lower] {
		ev[kPlace] += 3 // "in La Reina", "near El Rodeo": where, though a Romance article leads it
	}
	if n >= 2 && first.cap && articles[first.lower] {
		// "El Helicoide", "La Liga", "Los Zetas": a Romance article leads names of things;
		// a person's "Le Pen" is found as the surname of a full name.
		own[kOrg] += 2
	} else if n >= 2 && particle {
		own[kPerson] += 2
	}
	if n == 1 && first.allCaps && len(first.text) <= 8 && !lx.places[first.lower] {
		ev[kOrg] += 2 // initials, per mention: people are not written in capitals
	}
	before := a
	if titleFirst >= 0 {
		before = titleFirst
	}
	if n >= 2 && n <= 4 && !allWords && !lx.words[first.lower] && !lx.placeHeads[toks[b-1].lower] {
		if a > 0 && (toks[a-1].lower == "at" || placePreps[toks[a-1].lower]) && !isFirstName(first) {
			ev[kPlace] += 1.5 // "five months at Bulo Fulay": where, not who
		} else {
			own[kPerson] += 1.5
		}
	}
	if n >= 2 && (lx.placeHeads[toks[b-1].lower] || placeEnds[toks[b-1].lower] && toks[b-1].cap && !isFirstName(first)) {
		if n >= 3 && serviceAreas[toks[b-2].lower] {
			own[kOrg] += 7 // "Vest Police District", "Northern Fire Region": a service's area command
		} else {
			own[kPlace] += 5
		}
	}
	if n >= 2 && toks[b-1].text == "City" && !(lx.places[nameKey(spanText(body, toks, a, b-1))] && sportCue(toks, a, b)) {
		ev[kPlace] += 5 // "Thu Duc City", "Quezon City"; "Manchester City" beat ... is a club
	}
	if n >= 3 && n <= 4 && vietMiddle[toks[a+1].text] {
		own[kPerson] += 5 // "Le Thi Ngoc Han", "Nguyen Van Minh": a Vietnamese middle name
	}
	if n == 2 && koreanGiven(first, toks[b-1]) {
		own[kPerson] += 4 // "Park Ji-hoon", "Moon Jae-in": a family name and a hyphenated given name
	}
	if n == 2 && compass[first.lower] && !lx.words[toks[b-1].lower] && !isFirstName(toks[b-1]) && !toks[b-1].allCaps {
		own[kPlace] += 3 // "East Gojjam", "North Kivu": a part of a region no list holds
	}
	if (a == 0 || first.newline) && b < len(toks) && (!isFirstName(first) || n == 1 || articles[first.lower] || saintPrefixes[first.lower]) && datelineAt(toks, b) {
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
		own[kOrg] += 4 // "Bayern Munich": an unknown word before a city names a club or firm
	}
	// "Human Rights" alone is the field ("High Commissioner for Human Rights"), not a body.
	for k := a; n > 2 && k+1 < b; k++ {
		if toks[k].lower == "human" && toks[k+1].lower == "rights" {
			own[kOrg] += 4 // "Iran Human Rights": names holding "Human Rights" are organisations'
		}
	}
	if n >= 2 && lx.places[nameKey(spanText(body, toks, a, b-1))] && teamName(toks[b-1]) &&
		(!isFirstName(first) || lx.words[strings.TrimSuffix(toks[b-1].lower, "s")]) {
		own[kOrg] += 5 // "Dallas Mavericks": a place and a plural nickname name a team
	}
	if n == 2 && lx.words[first.lower] && !isFirstName(first) && !lx.places[first.lower] && !placePart(nameKey(spanText(body, toks, a, b))) {
		if pv, ok := knownName(toks[b-1].lower); ok && pv[kPlace] > 0 && toks[b-1].cap {
			own[kOrg] += 3 // "Age UK", "Sport England": a common word and a country name a body
		}
	} else if n >= 3 && lx.words[first.lower] && !isFirstName(first) && !lx.places[first.lower] && !compass[first.lower] &&
		!placeModifiers[first.lower] && !lx.demonyms[first.lower] && !lx.titles[first.lower] && lx.countries[nameKey(spanText(body, toks, a+1, b))] {
		own[kOrg] += 3 // "Health New Zealand", "Sport Northern Ireland"
	}
	if n >= 2 && clubPrefixes[first.lower] && lx.places[nameKey(spanText(body, toks, a+1, b))] {
		own[kOrg] += 8 // "Real Madrid", "Sporting Lisbon": a club word and its city
	} else if n == 2 && clubPrefixes[first.lower] && !isFirstName(toks[b-1]) && !lx.words[toks[b-1].lower] {
		own[kOrg] += 4 // "Real Sociedad", "Olympique Lyonnais": a club word and its name
	}
	if n == 2 && (first.lower == "umm" || first.lower == "abu") && isFirstName(toks[b-1]) {
		own[kPerson] += 5 // "Umm Ahmad", "Abu Khaled": mother or father of a named child
	} else if n >= 2 && toponymHeads[first.lower] && !koreanGiven(first, toks[a+1]) {
		own[kPlace] += 5 // "Wad al-Nourah", "Kafr Qasim", "Deir al-Balah"
	}
	if n == 2 && first.allCaps && len(first.text) <= 4 && !strings.Contains(first.text, ".") &&
		!toks[b-1].allCaps && !isFirstName(first) && !lx.places[first.lower] {
		ev[kOrg] += 2 // "SK Hynix", "IG Metall": a company's initials before a word, per mention
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
		own[kPerson] += 1.5 // "Pita Limjaroenrat": a given name that is also a word, and an unknown surname
	}
	if n == 2 && lx.orgHeads[first.lower] && first.cap && !lx.words[toks[b-1].lower] && !isFirstName(toks[b-1]) &&
		!lx.places[toks[b-1].lower] && !toks[b-1].allCaps {
		own[kOrg] += 3 // "Radio Cooperativa", "Banco Itaú": a head word first, then the name
	}
	if n == 1 && before > 0 && toks[before-1].lower == "the" && !first.sentStart && !first.allCaps && teamName(first) &&
		!lx.places["the "+first.lower] && !lx.demonyms[first.lower] && !lx.demonyms[strings.TrimSuffix(first.lower, "s")] {
		ev[kOrg] += 3 // "the Ospreys", "the Greens": a capitalised plural noun names a team or party
	}
	if n == 1 && innerCap(first.text) && lexic().facilities[strings.ToLower(lastCapPart(first.text))] {
		own[kFacility] += 4 // "BayArena", "CityPark Stadium": a brand before a venue word
	} else if n == 1 && innerCap(first.text) {
		ev[kOrg] += 2 // "ShiftLogic", "PayPal", "TfW": brands and initials, per mention
	}
	if n >= 2 && toks[b-1].text == "Water" && !lx.placeHeads[toks[b-2].lower] {
		ev[kOrg] += 3 // "Yorkshire Water", "Ghana Water": a water utility, per mention
	}
	if n >= 2 && !isFirstName(first) && pluralNoun(toks[b-1]) {
		own[kOrg] += 2 // "X Devices", "X Homes": names of firms end in plural nouns, people's do not
	}
	if n == 1 && b < len(toks) && !toks[b-1].poss && !isFirstName(first) && !lx.orgHeads[first.lower] && corporateTitle(toks, b) {
		ev[kOrg] += 5 // "Nissan chief executive X", "Harvard president X"
	} else if n >= 2 && b < len(toks) && !toks[b-1].poss && corporateTitle(toks, b) && !lx.titles[first.lower] {
		ev[kOrg] += 5 // "Julius Baer chief executive X": no person stands before another's title
	}
	if b < len(toks) && !toks[b-1].poss && joined(toks[b]) && (toks[b].lower == "shares" || toks[b].lower == "shareholders" || toks[b].lower == "stock") {
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
	if n == 1 && strings.HasSuffix(first.lower, "stan") && len(first.lower) > 8 && !first.allCaps {
		own[kPlace] += 3 // "Karakalpakstan", "Gilgit-Baltistan": a land named the Persian way
	}
	if k := nameKey(spanText(body, toks, a, b)); n >= 2 && toks[a].cap && !isFirstName(first) && !placeFirst[first.lower] && romanceOfCountry(toks, a, b) &&
		!lx.places[k] && !lx.localities[k] && !lx.towns[k] {
		own[kOrg] += 5 // "Acciaierie d'Italia", "Électricité de France": a body named of its country
	}
	if n >= 2 && toks[b-1].text == "Park" && (toks[b-2].text == "National" || n >= 3 && !isFirstName(toks[b-2]) && !isFirstName(first) && !siteParks[toks[b-2].lower]) {
		own[kPlace] += 5 // "Urho Kekkonen National Park", "Noel Kempff Mercado National Park"; not "Linda Park"
	}
	if n >= 2 && numberedRoads[toks[b-2].text] && toks[b-1].num {
		own[kPlace] += 8 // "Route 5", "National Route 11": a numbered road
	}
	if n == 2 && toks[b-1].text == "Channel" && (lx.demonyms[first.lower] || lx.places[first.lower]) {
		own[kPlace] += 6 // "English Channel", "Mozambique Channel"; not "Discovery Channel"
	}
	if n == 1 && nordicFeature(first.lower) {
		own[kPlace] += 5 // "Geirangerfjord": a fjord, fell or lake named in one word
	}
	if n >= 2 && lx.countries[toks[b-1].lower] && lx.words[first.lower] && !isFirstName(first) && !lx.placeHeads[first.lower] &&
		!compass[first.lower] && !placeModifiers[first.lower] && !lx.places[nameKey(spanText(body, toks, a, b))] {
		own[kOrg] += 3 // "Fair Latvia", "Access Libya": a body named after its country, no one's surname
	}
	if pluralPlaceAfter(toks, a, b) {
		ev[kPlace] += 5 // "the Bonny and Andoni local government areas", "in Nimba and Bong counties"
	}
	if n == 2 && first.text == "Co" && toks[b-1].cap && !headWord(toks[b-1]) {
		own[kPlace] += 8 // "Co Tipperary": an Irish county, abbreviated
	}
	if portOf(toks, a, b) {
		own[kFacility] += 6 // "Port of Mombasa": the port, not the town
	}
	if n >= 2 && placeFirst[first.lower] && first.cap && !toks[a+1].num && !headWord(toks[b-1]) {
		own[kPlace] += 8 // "Avenida Luísa Todi": a street, whoever it is named after
	}
	if n >= 2 && lx.placeHeads[first.lower] && nameConnectors[toks[a+1].lower] {
		own[kPlace] += 5 // "Cape of Good Hope", "Gulf of Aden"
	}
	if n == 1 && before > 4 && toks[before-1].lower == "of" && toks[before-2].text == "," && toks[before-3].num && toks[before-4].text == "," {
		ev[kPlace] += 3 // "Jane Doe, 61, of X": where someone lives
	}
	if n == 1 && before > 0 && placePreps[toks[before-1].lower] && !lx.words[first.lower] && !first.allCaps && !first.poss {
		ev[kPlace] += 1.5 // "in Rutshuru": weak, a surname or known name wins
	}
	if before > 2 && toks[before-1].lower == "the" && toks[before-2].lower == "of" && watersideNouns[toks[before-3].lower] && !toks[b-1].poss && !headWord(toks[b-1]) {
		ev[kPlace] += 5 // "the left bank of the Scheldt", "a tributary of the Arauca"
	}
	if before > 1 && toks[before-1].lower == "of" && compass[toks[before-2].lower] && !toks[before-2].cap {
		ev[kPlace] += 3 // "east of Cobourg", "north of the capital"
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
		case p.lower == "of" && before > 1 && (placeContext[toks[before-2].lower] || pluralPlaces[toks[before-2].lower] && !toks[before-2].cap):
			ev[kPlace] += 5
		case p.lower == "of" && before > 1 && ofFirmNouns[toks[before-2].lower] && !toks[before-2].cap && !toks[b-1].poss:
			ev[kOrg] += 4 // "chief executive of X", "a subsidiary of X"
		case p.lower == "by" && before > 1 && toks[before-2].lower == "owned" && !toks[b-1].poss:
			ev[kOrg] += 3 // "owned by X"
		case p.lower == "of" && before > 1 && ofPlaceNouns[toks[before-2].lower] && !toks[b-1].poss:
			ev[kPlace] += 5 // "the worst-hit parts of X"
		case (p.lower == "near" || p.lower == "outside") && n >= 2 && !toks[b-1].poss && !headWord(toks[b-1]) && !pluralNoun(toks[b-1]) && !(b < len(toks) && toks[b].lower == "and"):
			ev[kPlace] += 5 // "from near X": where, whatever the name looks like
		case kin[p.lower] && !toks[b-1].poss:
			ev[kPerson] += 2 // "his son Arjun"
		case p.lower == "detainee" || p.lower == "prisoner" || p.lower == "inmate":
			ev[kDetainee] += 15 // outweighs what later mentions of the name say of a person
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
	if placeList(toks, a, b) {
		ev[kPlace] += 5
	}
	if n <= 2 && a >= 2 && toks[a-1].lower == "from" && originNoun(toks[a-2].lower) && !toks[b-1].poss {
		ev[kPlace] += 5 // "a 34-year-old mechanic from Nyamirambo", "a mother from Extension 7"
	} else if n <= 2 && a >= 3 && toks[a-1].lower == "from" && toks[a-2].cap && (toks[a-3].lower == "a" || toks[a-3].lower == "an") && !toks[b-1].poss {
		ev[kPlace] += 5 // "a Republican from Valdez", "a Kenyan from Kisumu"
	}
	if a >= 2 && (toks[a-1].lower == "from" || toks[a-1].lower == "of") && distanceUnits[toks[a-2].lower] && !toks[b-1].poss {
		ev[kPlace] += 5 // "70 km from X", "some 40 miles south of X"
	}
	if distanceAfter(toks, b) && !toks[b-1].poss {
		ev[kPlace] += 5 // "moved to X, about 70 km away"
	}
	if n == 2 && first.allCaps && len(first.text) <= 4 && lx.places[toks[b-1].lower] && !lx.scopes[first.lower] {
		own[kOrg] += 6 // "TU Dresden", "UC Berkeley": initials before a city name a body there
	}
	if n >= 3 && toks[b-2].lower == "human" && toks[b-1].lower == "rights" {
		own[kOrg] += 6 // "Iran Human Rights", "Physicians for Human Rights": a cause names a body
	}
	ev.add(own)
	return ev, own
}

// distanceUnits measure how far one place is from another.
var distanceUnits = map[string]bool{"km": true, "kms": true, "kilometres": true, "kilometers": true, "miles": true, "mi": true, "metres": true, "meters": true}

// distanceAfter reports whether a distance follows the name at b: "X, about 70 km away", "X,
// some 40 miles to the north".
func distanceAfter(toks []token, b int) bool {
	k := b
	if k >= len(toks) || toks[k].text != "," {
		return false
	}
	k++
	if k < len(toks) && (toks[k].lower == "about" || toks[k].lower == "some" || toks[k].lower == "roughly" || toks[k].lower == "nearly" || toks[k].lower == "around") {
		k++
	}
	return k+2 < len(toks) && toks[k].num && distanceUnits[toks[k+1].lower] &&
		(toks[k+2].lower == "away" || toks[k+2].lower == "from" || compass[toks[k+2].lower] || toks[k+2].lower == "to")
}

// originNoun reports whether w names a person by trade or role, whose "from X" says where they
// live: "mechanic", "mother", "resident", "villagers".
func originNoun(w string) bool {
	switch w {
	case "mother", "father", "woman", "man", "women", "men", "resident", "residents", "villager", "villagers",
		"native", "family", "families", "farmer", "farmers", "pupil", "student", "students", "widow", "girl", "boy",
		"mechanic", "medic", "cleric", "nurse", "activist", "journalist", "lawyer":
		return true
	}
	for _, suffix := range []string{"er", "or", "ist", "ian"} {
		if strings.HasSuffix(w, suffix) && len(w) > len(suffix)+3 && !lexic().stop[w] {
			return true
		}
	}
	return false
}

// serviceAreas before a place head name a service's command for that area.
var serviceAreas = map[string]bool{"police": true, "fire": true, "rescue": true, "health": true, "ambulance": true, "school": true}

// placeList reports whether the name [a,b) is an item of a list of places that follows a
// place preposition: "in Govan, Possilpark and Castlemilk", "elections in Zajecar and
// Kosjeric". The list closes with "and". A pair needs a listed place in it; three or more items need none, so long as no
// item is a known body or person.
func placeList(toks []token, a, b int) bool {
	lx := lexic()
	// item returns the end of the capitalised run at i, or i when there is none.
	item := func(i int) int {
		j := i
		for j < len(toks) && j < i+3 && toks[j].word && toks[j].cap && !toks[j].poss {
			j++
		}
		return j
	}
	place, foreign := false, false
	look := func(i, j int) {
		key := strings.ToLower(tokensText(toks, i, j))
		if lx.places[key] {
			place = true
		} else if known, ok := knownName(key); ok && (known[kOrg] > 0 || known[kPerson] > 0) || isFirstName(toks[i]) && j-i > 1 {
			foreign = true
		}
	}
	and := false // a list closes with "and": "in Nairobi, Jane Doe, said" is an apposition
	sep := func(k int) bool {
		if k < 0 || k >= len(toks) {
			return false
		}
		and = and || toks[k].lower == "and"
		return toks[k].text == "," || toks[k].lower == "and"
	}
	items := 1
	start := a
	for steps := 0; steps < 4 && sep(start-1) && start-2 >= 0 && toks[start-2].word && toks[start-2].cap; steps++ {
		i := start - 2
		for i > 0 && i > start-4 && toks[i-1].word && toks[i-1].cap {
			i--
		}
		look(i, start-1)
		start, items = i, items+1
	}
	if start == 0 || !placePreps[toks[start-1].lower] && toks[start-1].lower != "between" && toks[start-1].lower != "from" {
		return false
	}
	for k, steps := b, 0; steps < 4 && sep(k); steps++ {
		j := k + 1
		if j < len(toks) && toks[j].lower == "and" {
			j, and = j+1, true // ", and X"
		}
		e := item(j)
		if e == j {
			break
		}
		look(j, e)
		k, items = e, items+1
	}
	return and && items >= 2 && !foreign && (place || items >= 3)
}

// nordicFeatures end Scandinavian names of fjords, fells, lakes, valleys and islands, written as
// one word with the name before them.
var nordicFeatures = []string{"fjord", "fjorden", "fjell", "fjellet", "fjället", "vatnet", "sjøen", "dalen", "bukta", "fjärden", "øya"}

func nordicFeature(w string) bool {
	for _, f := range nordicFeatures {
		if strings.HasSuffix(w, f) && utf8.RuneCountInString(w) >= utf8.RuneCountInString(f)+3 {
			return true
		}
	}
	return false
}

// romanceOfCountry reports whether a name ends in a Romance "of" and a country: "d'Italia", "de
// France", "del Perú".
func romanceOfCountry(toks []token, a, b int) bool {
	lx := lexic()
	last := toks[b-1].lower
	for _, p := range []string{"d'", "d’"} {
		if rest, ok := strings.CutPrefix(last, p); ok && b-a >= 2 {
			return lx.scopes[foldAccents(rest)]
		}
	}
	if b-a < 3 {
		return false
	}
	switch toks[b-2].lower {
	case "de", "del", "di", "da", "do", "du", "des":
		return lx.scopes[foldAccents(last)]
	}
	return false
}

// siteParks make a park a site, not a place: "Kestrel Industrial Park".
var siteParks = map[string]bool{"industrial": true, "technology": true, "science": true, "business": true, "tech": true,
	"retail": true, "office": true, "solar": true, "wind": true, "eco-industrial": true, "logistics": true}
