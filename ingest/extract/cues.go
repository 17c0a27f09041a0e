package extract

// The cues the typing reads around a name: word lists (club words, venue heads, titles of
// trade, ...) and small predicates over tokens (a sports context, a dateline, an apposition).

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// securityWords in a directorate's name make it a security service's branch.
var securityWords = map[string]bool{
	"intelligence": true, "security": true, "surveillance": true, "counter-terrorism": true,
	"counterterrorism": true, "counter-intelligence": true, "counterintelligence": true,
	"counter-subversion": true, "external": true, "internal": true, "political": true,
	"investigations": true, "espionage": true, "terrorism": true, "extremism": true,
	"combating": true,
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
	// Canadian provinces and Australian states as the news agencies abbreviate them.
	"Ont.": true, "Que.": true, "B.C.": true, "Alta.": true, "Man.": true, "Sask.": true,
	"N.S.": true, "N.B.": true, "Nfld.": true, "P.E.I.": true, "Qld": true, "Vic.": true, "Tas.": true,
}

// venueFirst open the names of venues in Romance languages: "Estadio X", "Stade X".
var venueFirst = map[string]bool{
	"estadio": true, "estádio": true, "stade": true, "stadio": true, "aeropuerto": true,
	"aeroporto": true, "aéroport": true, "palacio": true, "palácio": true, "palais": true, "palazzo": true,
	"hospital": true, "hôpital": true, "ospedale": true, "clínica": true, "cárcel": true, "prisión": true,
	"presidio": true, "penitenciaría": true, "gare": true, "estación": true, "estação": true, "stazione": true,
	"castello": true, "château": true, "ysbyty": true, "klinikum": true,
	"camp": true, // "Camp Crame", "Camp Bucca": a camp named after its word
}

// relational words open a sentence before a name without being part of it, even before an
// organisation's head: "Neighbouring Ararat Rural City Council said".
var relational = map[string]bool{
	"neighbouring": true, "neighboring": true, "nearby": true, "rival": true, "fellow": true,
	"embattled": true, "beleaguered": true, "former": true, "ex": true,
}

// placeEnds end the names of places but, unlike the place heads of the word lists, never
// begin one: "Yoctangee Park", "Indus Highway" (and "Park Ji-hoon" is a person). After a given
// name they are surnames: "Linda Park".
var placeEnds = map[string]bool{
	"park": true, "highway": true, "motorway": true, "expressway": true, "freeway": true,
	"reserve": true, "forest": true,
	"creek": true, "harbour": true, "harbor": true, "town": true, "chowk": true, "bazaar": true,
	"parkway": true, "parade": true, "way": true, "lane": true, "drive": true,
	"bazar": true, "nagar": true,
}

// datelineAgency reports whether tokens [a,b) are the agency in brackets that closes the
// dateline opening a story: "(PA) -", "(AP) —".
func datelineAgency(toks []token, a, b int) bool {
	return b == a+1 && toks[a].allCaps && a > 0 && toks[a-1].text == "(" && b+1 < len(toks) && toks[b].text == ")" &&
		datelineDash(toks[b+1].text) && toks[a].start < 200
}

// eventWords end the names of events, which are no entities: "Frankfurt Marathon".
var eventWords = map[string]bool{
	"marathon": true, "games": true, "olympics": true, "championships": true, "tournament": true,
	"expo": true,
}

// romanceHeads open the names of bodies in Romance languages, where the head comes first:
// "Fondation Aurore", "Musée du Quai Branly", "Caixa Geral de Depósitos".
var romanceHeads = map[string]bool{
	"fondation": true, "fundación": true, "fundacion": true, "fundação": true, "fundacao": true,
	"instituto": true, "institut": true, "maison": true, "musée": true, "museo": true, "museu": true,
	"banco": true, "banca": true, "banque": true, "caixa": true, "caja": true, "grupo": true, "gruppo": true,
	"partido": true, "partito": true, "movimiento": true, "movimento": true, "asociación": true,
	"associação": true, "comité": true, "comite": true, "consejo": true, "prensa": true, "guardia": true,
	"mineração": true, "mineradora": true, "pesquera": true, "pesqueira": true,
	"conselho": true, "frente": true, "universidad": true, "universidade": true, "università": true,
	"sindicato": true, "compañía": true, "companhia": true, "compagnie": true, "société": true,
	"ministerio": true, "ministério": true, "ministère": true, "secretaría": true, "fiscalía": true,
	"procuraduría": true, "defensoría": true, "contraloría": true, "constructora": true, "empresa": true,
	"corporación": true, "industrias": true, "inversiones": true, "servicios": true, "transportes": true,
	"minera": true, "carbones": true, "aerolíneas": true, "laboratorios": true, "cooperativa": true,
	"dainik": true, "consorcio": true, "consórcio": true, "liga": true, "ligue": true, "lega": true,
	"generalitat": true, "xunta": true, "junta": true, "ingeniería": true, "ingenieria": true, "construcciones": true,
	"foro": true, "observatorio": true, "colectivo": true, "asamblea": true,
}

// pluralPlaces follow a pair or list of place names: "the Bonny and Andoni local government
// areas", "Nimba and Bong counties", "islands such as Lesbos and Samos".
var pluralPlaces = map[string]bool{
	"districts": true, "counties": true, "provinces": true, "regions": true, "states": true,
	"neighbourhoods": true, "neighborhoods": true, "territories": true, "municipalities": true,
	"townships": true, "villages": true, "areas": true, "islands": true, "wards": true,
	"zones": true, "towns": true, "cities": true, "governorates": true, "prefectures": true,
	"communes": true, "suburbs": true, "rivers": true, "lakes": true, "valleys": true, "mountains": true,
	"basins": true, "sub-cities": true, "subcities": true, "quarters": true, "boroughs": true, "parishes": true,
}

// pluralPlaceAfter reports whether the name [a,b) stands in a pair of places that a plural place
// noun closes ("Nimba and Bong counties", "the Bonny and Andoni local government areas") or a
// plural place noun introduces ("islands such as Lesbos and Samos").
func pluralPlaceAfter(toks []token, a, b int) bool {
	closes := func(k int) bool {
		for s := 0; s < 3 && k < len(toks) && toks[k].word && !toks[k].cap; s++ {
			if pluralPlaces[toks[k].lower] {
				return true
			}
			k++
		}
		return false
	}
	nameAt := func(k int) int { // the end of a capitalised run starting at k, or k
		for k < len(toks) && toks[k].cap && toks[k].word {
			k++
		}
		return k
	}
	// an item before the last: "the Ankobra, Pra and Offin rivers"
	for k, steps := b, 0; steps < 4 && k+1 < len(toks) && (toks[k].lower == "and" || toks[k].text == ","); steps++ {
		j := k + 1
		if toks[j].lower == "and" {
			j++
		}
		e := nameAt(j)
		if e == j {
			break
		}
		if toks[k].lower == "and" || toks[k+1].lower == "and" {
			if closes(e) {
				return true
			}
			break
		}
		k = e
	}
	if a >= 2 && (toks[a-1].lower == "and" || toks[a-1].text == "," && toks[a-2].cap) && toks[a-2].cap && closes(b) {
		return true // the last
	}
	// "islands such as Lesbos and Samos", "towns including X, Y and Z"
	for k := a - 1; k >= 0 && k >= a-8; k-- {
		w := toks[k].lower
		if w == "as" && k >= 2 && toks[k-1].lower == "such" && pluralPlaces[toks[k-2].lower] || w == "including" && k >= 1 && pluralPlaces[toks[k-1].lower] {
			return true
		}
		if !(toks[k].cap || w == "and" || toks[k].text == ",") {
			break
		}
	}
	return false
}

// partyWords name a political party on their own: "the Greens", "Labor", "Conservative".
var partyWords = map[string]bool{
	"greens": true, "labor": true, "labour": true, "liberal": true, "liberals": true,
	"conservative": true, "conservatives": true, "socialist": true, "socialists": true,
	"democrats": true, "republicans": true, "tories": true,
}

// placeModifiers lead the names of parts of a place: "Old Dhaka", "Greater Manchester".
var placeModifiers = map[string]bool{"old": true, "new": true, "greater": true, "inner": true, "outer": true, "little": true, "grand": true}

// stormWords lead the names of storms, which are events: "Cyclone Ravaka", "Tropical Storm X".
var stormWords = map[string]bool{
	"cyclone": true, "hurricane": true, "typhoon": true, "storm": true, "tropical": true,
	"superstorm": true,
}

// buildingsOf lead the names of buildings before "of": "Palace of Justice", "Temple of Justice".
var buildingsOf = map[string]bool{"palace": true, "temple": true, "tower": true}

// placeFirst open the names of streets and squares in other languages: "Avenida X", "Rue X",
// "Jalan X". The name that follows is often a person's ("Avenida Luísa Todi").
var placeFirst = map[string]bool{
	"avenida": true, "rua": true, "calle": true, "carrera": true, "place": true, "route": true, "rue": true, "viale": true,
	"plaza": true, "praça": true, "praca": true, "piazza": true, "paseo": true, "jalan": true,
	"boulevard": true, "avenue": true, "carrer": true, "ulitsa": true,
	// ranges, hills, lakes and rivers: "Cordillera Blanca", "Cerro Rico", "Río Negro"
	"cordillera": true, "serra": true, "cerro": true, "río": true, "lago": true, "laguna": true, "volcán": true,
	"river": true, "lake": true, "loch": true, "lough": true, "mount": true,
	// Portuguese, Spanish and Malay heads of towns, rivers and hills: "Vila Nova de Gaia",
	// "Sungai Laur", "Kuala Kangsar", "Bukit Merah"
	"vila": true, "villa": true, "ciudad": true, "salar": true, "puerto": true, "isla": true, "punta": true, "valle": true, "playa": true, "sungai": true, "kampung": true, "kuala": true, "bukit": true,
	"tanjung": true, "pulau": true, "teluk": true, "lubuk": true, "desa": true, "jardim": true,
	"largo": true, "campo": true, "bairro": true, "travessa": true, "calçada": true, "county": true,
	"monte": true, "mont": true, "monts": true, "sierra": true, "pico": true, "colline": true,
	"ffordd": true, "heol": true, // Welsh roads: "Ffordd Pant"
	"via":  true,              // Italian roads: "Via Appia"
	"sidi": true, "mae": true, // towns of the Maghreb and of northern Thailand: "Sidi Bouzid", "Mae Sot"
}

// securityHeads end the names of security services when security words lead them: "National
// Security Committee", "Military Counterintelligence Service"; a council, court or prosecution
// with such words is not one ("Security Council", "State Security Prosecution").
var securityHeads = map[string]bool{
	"committee": true, "service": true, "agency": true, "bureau": true, "department": true,
	"division": true, "directorate": true, "command": true, "office": true,
}

// oversightFirst open the names of the bodies that watch security services: a parliament's
// committees and inspectors ("Parliamentary Joint Committee on Intelligence and Security",
// "Inspector-General of Intelligence and Security").
var oversightFirst = map[string]bool{
	"parliamentary": true, "joint": true, "select": true, "standing": true, "senate": true,
	"house": true, "inspector-general": true, "inspector": true, "ombudsman": true,
}

// oversight reports whether the name [a,b) is a body that watches security services rather
// than one of them: it opens with a parliament's or an inspector's word, or is a committee "on"
// its field.
func oversight(toks []token, a, b int) bool {
	if oversightFirst[toks[a].lower] {
		return true
	}
	for k := a; k+1 < b; k++ {
		if toks[k].lower == "committee" && toks[k+1].lower == "on" {
			return true
		}
	}
	return false
}

// securityDirectorate reports whether the name [a,b) holding "Directorate" names a security
// service's branch by what it guards or hunts.
func securityDirectorate(toks []token, a, b int) bool {
	for k := a; k < b; k++ {
		if civilWords[toks[k].lower] {
			return false // "European External Action Service", "Internal Revenue Service"
		}
	}
	for k := a; k < b; k++ {
		if w := toks[k].lower; securityWords[w] || strings.HasPrefix(w, "counter-") {
			return true
		}
	}
	return false
}

// judicialHeads end the names of courts and prosecutors, which judge security cases without
// being security services.
var judicialHeads = map[string]bool{
	"court": true, "courts": true, "tribunal": true, "prosecution": true, "prosecutor": true,
	"prosecutors": true, "judiciary": true,
}

// churchWords end the names of places of worship, which after a saint's name are buildings.
var churchWords = map[string]bool{"church": true, "chapel": true, "cathedral": true, "basilica": true, "abbey": true}

// forceHeads end the names of police forces and armies, which are bodies even when security
// words lead them ("Public Security Police").
var forceHeads = map[string]bool{"police": true, "army": true, "navy": true, "gendarmerie": true, "constabulary": true}

// facilityBeforePlace reports whether a facility's head stands inside [a,b) before a known
// place: "Civil Hospital Karachi" keeps its first word at a sentence's start.
func facilityBeforePlace(toks []token, a, b int) bool {
	for k := a + 1; k < b-1; k++ {
		if lexic().facilities[toks[k].lower] && lexic().places[strings.ToLower(tokensText(toks, k+1, b))] {
			return true
		}
	}
	return false
}

// civilWords name what a civil service does; with them "External" or "Internal" is no sign of
// a security service.
var civilWords = map[string]bool{
	"action": true, "affairs": true, "relations": true, "trade": true, "revenue": true, "audit": true,
	"medicine": true, "medical": true, "health": true, "displacement": true, "migration": true,
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
	"MGD": true, "BPD": true, "MW": true, "GW": true, "KWH": true, "MWh": true, "GWh": true, "EPO": true,
	"ENDS": true, "END": true, "UPDATE": true, "UPDATED": true, "BREAKING": true, "EXCLUSIVE": true,
}

// compass words name the part of a region: "East Gojjam", "North Kivu".
var compass = map[string]bool{
	"north": true, "south": true, "east": true, "west": true, "northern": true, "southern": true,
	"eastern": true, "western": true, "central": true, "upper": true, "lower": true,
}

// securityAfter reports whether the words after a numbered section say it belongs to a
// security service: "of the Political Security Directorate", ", a DGRE unit", ", a team".
func securityAfter(toks []token, b int) bool {
	if b >= len(toks) || toks[b].lower != "of" && toks[b].text != "," {
		return false
	}
	for k := b + 1; k < len(toks) && k < b+8; k++ {
		w := toks[k].lower
		if toks[k].text == "." || toks[k].text == ";" {
			return false
		}
		if securityWords[w] || lexic().branches[w] || w == "unit" || w == "team" || w == "squad" {
			return true
		}
	}
	return false
}

// lawKinds lead the names of codes of law: "Criminal Code", "Penal Code".
var lawKinds = map[string]bool{
	"criminal": true, "penal": true, "civil": true, "labour": true, "labor": true, "tax": true,
	"electoral": true, "family": true, "commercial": true, "military": true, "administrative": true,
}

// modelCode reports whether a word mixes digits with lowercase letters, as the names of models
// do ("A320neo", "iPhone15"), not the names of bodies ("G20", "N1").
func modelCode(w string) bool {
	digit, lower := false, false
	for _, r := range w {
		digit = digit || unicode.IsDigit(r)
		lower = lower || unicode.IsLower(r)
	}
	return digit && lower || digit && moneyPrefixed(w)
}

// moneyPrefixed reports whether w is a sum written with its currency's letters: "RM10",
// "Rs500", "KSh2". "CX-5" and "A320" stay codes of models.
func moneyPrefixed(w string) bool {
	for _, p := range []string{"RM", "Rs", "Rp", "KSh", "Ksh", "Sh", "TSh", "USh", "NT", "HK", "S$", "R$"} {
		if rest, ok := strings.CutPrefix(w, p); ok && rest != "" && unicode.IsDigit(rune(rest[0])) {
			return true
		}
	}
	return false
}

// sheikhInName reports whether "Sheikh" is the middle word of a three-word name, as in Somali
// and Gulf names ("Mukhtar Sheikh Osman"), rather than a title before one.
func sheikhInName(toks []token, a, b int) bool {
	return b-a == 3 && toks[a+1].lower == "sheikh"
}

// koreanGiven reports whether a short family name is followed by a hyphenated given name whose
// second part is lowercase: "Park Ji-hoon", "Kim Jong-un".
func koreanGiven(family, given token) bool {
	if len(family.text) > 5 || !family.cap || family.allCaps {
		return false
	}
	i := strings.IndexByte(given.text, '-')
	if i <= 0 || i == len(given.text)-1 || strings.Count(given.text, "-") != 1 {
		return false
	}
	r, _ := utf8.DecodeRuneInString(given.text[i+1:])
	return given.cap && unicode.IsLower(r) && len(given.text) <= 10
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
	"KC": true, "QC": true, "SC": true, "SC.": true, "MP": true, "MEP": true, "MSP": true, "TD": true, "MLA": true, "MPP": true,
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
		case t.text == "," || t.text == "." || t.num || t.word && t.cap: // "COBOURG, Ont. —"
		default:
			return false
		}
	}
	return false
}

// toponymHeads are Arabic words that begin place names: village, monastery, house, hill,
// spring, well, cape, mountain, valley.
// vietMiddle are the middle names of Vietnamese personal names, written after the family name.
var vietMiddle = map[string]bool{"Thi": true, "Thị": true, "Van": true, "Văn": true}

// saintPrefixes lead Romance and German hagiotoponyms ("San Pedro de Atacama", "São Paulo",
// "Sankt Gallen"); no given name is "San", so the name after it is the saint's, not a person's.
var saintPrefixes = map[string]bool{"san": true, "são": true, "sankt": true, "st.": true, "saint": true, "sainte": true, "ste.": true,
	"santo": true, "santa": true, "sveti": true, "sankta": true}

var toponymHeads = map[string]bool{
	"kafr": true, "kfar": true, "deir": true, "dayr": true, "beit": true, "bayt": true, "tell": true,
	"tal": true, "ain": true, "ein": true, "bir": true, "ras": true, "jabal": true, "jebel": true,
	"wadi": true, "wad": true, "umm": true, "ciudad": true, "puerto": true, "bandar": true,
	"cape": true, "mount": true, "lake": true, "port": true, "fort": true,
	"kota": true, "beni": true, "ban": true, "mueang": true, "muang": true, "nakhon": true, "debre": true, "capel": true,
	"san": true, "são": true, "sankt": true, "st.": true, "saint": true, "sainte": true,
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
		if t.poss {
			continue // "the station's deputy director": the owner is not what the apposition is
		}
		if k > p+1 && (w == "to" || w == "from" || w == "near" || w == "between" || strings.HasSuffix(w, "ing") &&
			!lx.facilities[w] && !orgContext[w] && !placeContext[w] && !lx.orgHeads[w]) {
			return 0, 0 // "the main artery leading to the border crossing": the head came before
		}
		if n := k + 1; n < len(toks) && joined(toks[n]) && toks[n].word && !toks[n].cap && agentNoun(toks[n].lower) {
			return 0, 0 // "a field coordinator", "a rubber farmer": the noun before names a trade
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

// agentNoun reports whether w names a person by what they do: a title noun or a word made like
// "coordinator", "farmer", "activist", "technician".
func agentNoun(w string) bool {
	if isTitleNoun(w) {
		return true
	}
	lx := lexic()
	if len(w) < 6 || orgAppositionNouns[w] || lx.facilities[w] || lx.orgHeads[w] || lx.placeHeads[w] || orgContext[w] || placeContext[w] || thingsInEr[w] {
		return false
	}
	for _, suf := range []string{"er", "or", "ist", "ian", "ant"} {
		if strings.HasSuffix(w, suf) {
			return true
		}
	}
	return false
}

// thingsInEr are nouns made like agents that name things: "a detention center", "a border".
var thingsInEr = map[string]bool{
	"center": true, "theater": true, "border": true, "water": true, "power": true, "paper": true,
	"number": true, "order": true, "quarter": true, "corner": true, "chamber": true, "cluster": true,
	"river": true, "letter": true, "shelter": true, "tower": true, "harbor": true, "harbour": true,
	"monitor": true, "sector": true, "corridor": true, "reactor": true, "tractor": true, "computer": true,
	"container": true, "trailer": true, "tanker": true, "carrier": true, "freighter": true, "helicopter": true,
}

// orgAppositionNouns end an apposition that describes a company: "the ... container line".
var orgAppositionNouns = map[string]bool{
	"line": true, "maker": true, "operator": true, "giant": true, "conglomerate": true,
	"supplier": true, "exporter": true, "importer": true, "developer": true, "lender": true,
	"chain": true, "brand": true, "subsidiary": true, "consultancy": true, "regulator": true,
}
