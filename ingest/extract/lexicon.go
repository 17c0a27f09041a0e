package extract

import (
	"embed"
	"maps"
	"strings"
	"sync"
)

// The word lists are general (countries, cities, titles, outlets); lexicon/README.md records
// where each dataset-derived list came from and under which licence.
//
//go:embed lexicon/*.txt
var lexiconFS embed.FS

// lexicon holds every word list, keyed for lookups. Keys of case-insensitive sets are lowercase.
type lexicon struct {
	words      map[string]bool // common English words, lowercase
	stop       map[string]bool // function words, lowercase
	firstNames map[string]bool // as written, "Maria"
	places     map[string]bool // lowercase full names of countries, cities, regions
	nations    map[string]bool // lowercase country names without their capitals
	towns      map[string]bool // name keys of towns of 1,000 people and more and of subdivisions in English: the weakest evidence
	demonyms   map[string]bool // lowercase "syrian"
	orgHeads   map[string]bool // lowercase "court"
	orgs       map[string]bool // lowercase well-known organisation names
	outlets    map[string]bool // lowercase news outlet names
	titles     map[string]bool // lowercase title nouns "president"
	titleMods  map[string]bool // lowercase title modifiers "former", "foreign"
	honorifics map[string]bool // lowercase "sir", "dr."
	facilities map[string]bool // lowercase facility heads, one or two words
	branches   map[string]bool // lowercase branch words and phrases
	placeHeads map[string]bool // lowercase "valley", "province"
	scopes     map[string]bool // lowercase countries and regions, not cities
	countries  map[string]bool // lowercase country names and capitals
	localities map[string]bool // name keys of towns and lower-level subdivisions: weak place evidence
	companies  map[string]bool // name keys of listed companies, with and without legal form
	services   map[string]bool // name keys of security and intelligence services (BRANCH)
}

var (
	lexOnce sync.Once
	lex     *lexicon
)

// lexic returns the word lists, loaded once on first use.
func lexic() *lexicon {
	lexOnce.Do(func() {
		lex = &lexicon{
			words:      loadSet("words.txt", true),
			stop:       loadSet("stopwords.txt", true),
			firstNames: loadSet("firstnames.txt", false),
			demonyms:   loadSet("demonyms.txt", true),
			orgHeads:   loadSet("orgheads.txt", true),
			orgs:       loadSet("orgs.txt", true),
			outlets:    loadSet("outlets.txt", true),
			titles:     loadSet("titles.txt", true),
			titleMods:  loadSet("titlemods.txt", true),
			honorifics: loadSet("honorifics.txt", true),
			facilities: loadSet("facilities.txt", true),
			branches:   loadSet("branches.txt", true),
			placeHeads: loadSet("placeheads.txt", true),
		}
		for n := range lex.firstNames {
			// "The", "In", "He" are given names somewhere, but in English text they are words;
			// "May" and "Will" are common enough as names to keep.
			if lex.stop[strings.ToLower(n)] && n != "May" && n != "Will" {
				delete(lex.firstNames, n)
			}
		}
		for t := range maps.Clone(lex.titles) {
			for _, p := range []string{"co-", "vice-", "ex-", "deputy-"} {
				lex.titles[p+t] = true // "Co-President", "Vice-Chancellor", "ex-Minister"
			}
		}
		for k := range loadSet("demonyms_extra.txt", true) {
			lex.demonyms[k] = true
		}
		// Each list is read once; the sets built from the same list are copies.
		countries, cities, regions := loadSet("countries.txt", true), loadSet("cities.txt", true), loadSet("regions.txt", true)
		lex.countries = countries
		lex.places = maps.Clone(countries)
		lex.scopes = maps.Clone(countries)
		lex.nations = maps.Clone(countries)
		for k := range cities {
			delete(lex.nations, k) // capitals are cities
		}
		maps.Copy(lex.scopes, regions)
		for _, set := range []map[string]bool{cities, regions, loadSet("subdivisions.txt", true)} {
			maps.Copy(lex.places, set)
		}
		lex.localities = keySet("localities.txt")
		lex.towns = keySet("towns.txt")
		lex.companies = keySet("companies.txt")
		for k := range keySet("firms.txt") {
			lex.companies[k] = true
		}
		lex.services = keySet("services.txt")
		// "Democratic Republic of the Congo" is also written without its article.
		for k := range lex.places {
			if strings.Contains(k, " of the ") {
				lex.places[strings.Replace(k, " of the ", " of ", 1)] = true
			}
		}
	})
	return lex
}

// keySet reads one embedded list of names as name keys, so that a lookup by nameKey finds
// "The Acme Company" and "Côte" spelled either way.
func keySet(name string) map[string]bool {
	out := map[string]bool{}
	for k := range loadSet(name, false) {
		out[nameKey(k)] = true
	}
	return out
}

// loadSet reads one embedded list: one entry a line, '#' starts a comment line.
func loadSet(name string, fold bool) map[string]bool {
	data, err := lexiconFS.ReadFile("lexicon/" + name)
	if err != nil {
		// The lists are compiled in; a missing one is a build mistake, not a runtime condition.
		panic("extract: missing embedded lexicon " + name)
	}
	set := make(map[string]bool, strings.Count(string(data), "\n")+1)
	for line := range strings.SplitSeq(string(data), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if fold {
			line = strings.ToLower(line)
			set[foldAccents(line)] = true // names are looked up with accents folded: "Dáil" as "dail"
		}
		set[line] = true
	}
	return set
}

var months = map[string]bool{
	"january": true, "february": true, "march": true, "april": true, "may": true, "june": true,
	"july": true, "august": true, "september": true, "october": true, "november": true,
	"december": true, "jan": true, "jan.": true, "feb": true, "feb.": true, "mar.": true,
	"apr": true, "apr.": true, "jun.": true, "jul.": true, "aug": true, "aug.": true,
	"sep": true, "sep.": true, "sept": true, "sept.": true, "oct": true, "oct.": true,
	"nov": true, "nov.": true, "dec": true, "dec.": true,
}

// holidays name days, not places or people: "Christmas Day", "Easter Sunday".
var holidays = map[string]bool{
	"christmas": true, "easter": true, "ramadan": true, "eid": true, "diwali": true, "hanukkah": true,
	"thanksgiving": true, "nowruz": true, "passover": true,
}

var weekdays = map[string]bool{
	"monday": true, "tuesday": true, "wednesday": true, "thursday": true, "friday": true,
	"saturday": true, "sunday": true, "mon.": true, "tue.": true, "tues.": true, "wed.": true,
	"thu.": true, "thurs.": true, "fri.": true, "sat.": true, "sun.": true,
}

// particles are the lowercase parts of personal names: "de Silva", "van der Berg", "bin Salman".
var particles = map[string]bool{
	"de": true, "da": true, "di": true, "du": true, "del": true, "della": true, "der": true,
	"den": true, "van": true, "von": true, "ter": true, "bin": true, "ibn": true, "al": true,
	"el": true, "le": true, "la": true, "dos": true, "das": true, "abu": true, "bint": true,
	"dela": true, "delos": true, "delas": true, "degli": true, "dei": true, "do": true, "am": true,
}

// nameConnectors may stand inside an organisation name: "Court of Appeal", "Office for X".
var nameConnectors = map[string]bool{
	"of": true, "for": true, "on": true, "and": true, "&": true, "against": true, // "Committee against Torture"
	"do": true, "dos": true, "das": true, "da": true, "de": true, "del": true, "des": true, // "Observatório do Clima"
}

// detaineeNouns are the nouns that make a counted group a DETAINEE entity.
var detaineeNouns = map[string]bool{
	"detainees": true, "prisoners": true, "inmates": true, "captives": true,
	"hostages": true, "detainee": true, "prisoner": true,
}

// orgContext are lowercase nouns that, right before a name, say it is an organisation.
var orgContext = map[string]bool{
	"firm": true, "company": true, "newspaper": true, "broadcaster": true, "group": true,
	"agency": true, "organisation": true, "organization": true, "charity": true,
	"network": true, "channel": true, "party": true, "militia": true, "bank": true,
	"ngo": true, "outlet": true, "daily": true, "magazine": true, "website": true,
	"station": true, "insurer": true, "lender": true, "retailer": true, "startup": true,
	"conglomerate": true, "miner": true, "producer": true, "manufacturer": true,
	"carrier": true, "airline": true, "club": true, "team": true, "union": true,
	"publisher": true, "tabloid": true, "weekly": true, "corporation": true,
	"consultancy": true, "broker": true, "maker": true, "operator": true, "giant": true,
	"exporter": true, "importer": true, "supplier": true, "developer": true, "fund": true,
	"regulator": true, "watchdog": true, "tank": true, "institute": true, "university": true,
	"brokerage": true, "utility": true, "opposition": true, "bloc": true, "journal": true, "mission": true, "alliance": true, "coalition": true, "faction": true,
}

// placeContext are lowercase nouns that, right before a name, say it is a place.
var placeContext = map[string]bool{
	"city": true, "town": true, "village": true, "province": true, "region": true,
	"district": true, "capital": true, "state": true, "county": true, "neighbourhood": true,
	"neighborhood": true, "suburb": true, "port": true, "island": true, "governorate": true,
	"ward": true, "constituency": true, "suburbs": true, "outskirts": true, "residents": true,
	"towns": true, "villages": true, "cities": true, "provinces": true, "regions": true,
	"department": true, "municipality": true, "prefecture": true, "canton": true, "commune": true,
	"hamlet": true, "township": true, "borough": true, "parish": true, "settlement": true,
	"locality": true, "enclave": true,
	// lowercase bearings before a name: "northern Luzon", "eastern Nairobi", "the northern tip of X"
	"northern": true, "southern": true, "eastern": true, "western": true, "northeastern": true,
	"northwestern": true, "southeastern": true, "southwestern": true, "north-eastern": true,
	"north-western": true, "south-eastern": true, "south-western": true, "tip": true, "coast": true,
	"nearby": true, "neighbouring": true, "neighboring": true, // "Residents of nearby Fomena"
	// units below a district in many countries' administrations: "the X subdistrict"
	"subdistrict": true, "sub-district": true, "upazila": true, "tehsil": true, "taluka": true,
	"barangay": true, "woreda": true, "kebele": true, "oblast": true, "raion": true, "rayon": true,
}

// ofFirmNouns before "of X" say X is a company or body: "chief executive of X", "a subsidiary of X".
var ofFirmNouns = map[string]bool{
	"executive": true, "ceo": true, "chairman": true, "chairwoman": true, "founder": true, "co-founder": true,
	"shareholders": true, "shareholder": true, "subsidiary": true, "subsidiaries": true, "owners": true,
	"operator": true, "employees": true, "staff": true, "board": true,
}

// watersideNouns before "of the X" say X is a river, lake, sea or valley.
var watersideNouns = map[string]bool{
	"bank": true, "banks": true, "shore": true, "shores": true, "mouth": true, "waters": true,
	"estuary": true, "tributary": true, "headwaters": true, "delta": true, "basin": true,
	"floodplain": true, "confluence": true, "reaches": true, "stretch": true,
}

// ofPlaceNouns before "of X" say X is a place: "the worst-hit parts of X", "the streets of X".
var ofPlaceNouns = map[string]bool{
	"parts": true, "streets": true, "heart": true, "edge": true, "centre": true, "center": true,
	"downtown": true, "areas": true, "area": true, "mayor": true, "people": true, "inhabitants": true,
	"resort": true,                                     // "the Tyrolean resort of X"
	"corner": true, "environs": true, "interior": true, // "a corner of X"
}

// workerNouns before "at X" say X is an organisation: "analysts at X".
var workerNouns = map[string]bool{
	"analysts": true, "analyst": true, "economists": true, "economist": true,
	"researchers": true, "researcher": true, "scientists": true, "officials": true,
	"executives": true, "staff": true, "employees": true, "workers": true, "lawyers": true,
	"spokesman": true, "spokeswoman": true, "spokesperson": true, "official": true,
	"engineers": true, "investors": true, "shareholders": true, "managers": true,
}

// orgSuffixes may be dropped from an organisation's name in later mentions: "Amnesty
// International" → "Amnesty", "Acme Mining Corporation" → "Acme Mining".
var orgSuffixes = map[string]bool{
	"international": true, "group": true, "corporation": true, "corp": true, "corp.": true,
	"inc": true, "inc.": true, "ltd": true, "ltd.": true, "plc": true, "holdings": true,
	"company": true, "co.": true, "llc": true, "limited": true, "sa": true, "ag": true,
	"incorporated": true, "llp": true,
}

// speechVerbs next to a name are evidence of a person (weak: outlets speak too).
var speechVerbs = map[string]bool{
	"said": true, "says": true, "told": true, "added": true, "explained": true,
	"argued": true, "insisted": true, "wrote": true, "asked": true, "stated": true,
}

// adjSuffixes turn a name into an adjective: "London-based", "U.S.-led".
var adjSuffixes = map[string]bool{
	"led": true, "based": true, "backed": true, "controlled": true, "held": true, "run": true,
	"owned": true, "born": true, "funded": true, "sponsored": true, "allied": true,
	"aligned": true, "linked": true, "made": true, "style": true, "era": true, "bound": true,
	"listed": true, "registered": true, "headquartered": true, "affiliated": true, "operated": true, "flagged": true,
	"dominated": true, "supported": true, "administered": true, "occupied": true, "trained": true,
	"educated": true, "bred": true, "raised": true, "focused": true, "centred": true, "centered": true,
}

// joiningPrefixes before a demonym make a proper adjective that leads names of bodies:
// "Inter-American Commission", "Pan-African Parliament", "Trans-Pacific Partnership".
var joiningPrefixes = map[string]bool{"pan": true, "inter": true, "trans": true}

// adjPrefixes make a capitalised word an adjective: "Anti-Assad", "pro-Western".
var adjPrefixes = map[string]bool{
	"anti": true, "pro": true, "ex": true, "non": true, "post": true, "pre": true,
	"pan": true, "neo": true, "mid": true, "trans": true, "inter": true,
}
