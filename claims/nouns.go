package claims

import "strings"

// Noun classes group the words a text may use for the same counted thing, so that "31,000
// photographs" and "31,000 pictures" are one claim. Each class is named by what it counts. The
// rule set is general English (synonyms, units, currencies), never words chosen from the
// articles under test; a noun that no rule knows is its own class, by its singular form, so an
// unknown word is never wrongly joined to another.
const (
	ClassImage     = "image"           // photographs, pictures, snapshots, portraits, ...
	ClassVideo     = "video"           // videos, footage, clips, recordings
	ClassDetainee  = "detainee-victim" // people held or harmed: detainees, prisoners, bodies, victims
	ClassDeath     = "death"           // deaths, fatalities, people killed
	ClassInjured   = "injured"         // injuries, people wounded
	ClassDisplaced = "displaced"       // refugees, evacuees, people displaced
	ClassArrest    = "arrest"          // arrests, detentions
	ClassAgreement = "agreement"       // agreements, deals, accords, pacts, treaties
	ClassSurvivor  = "survivor"        // survivors, people rescued
	ClassMissing   = "missing"         // people missing, unaccounted for
	ClassPerson    = "person"          // people, individuals, human beings: no state said
	ClassDocument  = "document"        // documents, files, records, pages, letters, ...
	ClassMoney     = "money"           // amounts with a currency
	ClassTime      = "duration"        // time spans: minutes, days, years
	ClassLength    = "length"          // distances
	ClassMass      = "mass"            // weights
	ClassPercent   = "percent"         // shares, keyed further by what they are a share of
)

// nounClass holds the members of each class by singular form.
var nounClass = func() map[string]string {
	m := map[string]string{}
	add := func(class string, words ...string) {
		for _, w := range words {
			m[w] = class
		}
	}
	add(ClassImage, "photograph", "photo", "image", "picture", "pic", "snapshot", "snap",
		"screenshot", "screengrab", "screen grab", "mugshot", "headshot", "portrait", "still", "photocopy",
		"imagery", "polaroid", "selfie", "thumbnail")
	add(ClassVideo, "video", "footage", "clip", "videotape", "recording", "film", "livestream",
		"broadcast")
	add(ClassDetainee, "detainee", "prisoner", "inmate", "captive", "hostage", "internee",
		"convict", "body", "corpse", "cadaver", "remains", "victim", "abductee", "deportee",
		"political prisoner")
	add(ClassDeath, "death", "fatality", "dead", "killing", "murder", "execution", "homicide",
		"death toll", "life")
	add(ClassInjured, "injury", "injured", "wounded", "wound")
	add(ClassSurvivor, "survivor", "rescued")
	add(ClassDisplaced, "refugee", "evacuee", "displaced", "asylum seeker", "exile")
	add(ClassArrest, "arrest", "detention", "abduction", "disappearance", "kidnapping")
	add(ClassPerson, "person", "individual", "human", "human being", "being", "soul", "other")
	add(ClassDocument, "document", "file", "record", "paper", "dossier", "report", "letter",
		"email", "memo", "memorandum", "cable", "page", "sheet", "leaflet", "pamphlet",
		"folder", "archive", "transcript", "spreadsheet", "ledger", "filing")
	add(ClassTime, "second", "minute", "hour", "day", "week", "fortnight", "month", "year",
		"decade", "century", "millennium", "sec", "min", "hr", "yr")
	add(ClassLength, "metre", "meter", "kilometre", "kilometer", "km", "mile", "foot", "inch",
		"yard", "centimetre", "centimeter", "cm", "millimetre", "millimeter", "mm", "m")
	add(ClassMass, "kilogram", "kilo", "kg", "gram", "g", "tonne", "ton", "lb", "ounce", "oz")
	add(ClassAgreement, "agreement", "deal", "accord", "pact", "treaty", "truce", "ceasefire",
		"settlement", "compact", "arrangement")
	add(ClassPercent, "%", "percent", "per cent", "pct", "percentage")
	for code := range currencies {
		m[code] = ClassMoney
	}
	for w := range currencyWords {
		m[w] = ClassMoney
	}
	return m
}()

// currencies are ISO codes and symbols; currencyWords map currency names to their code.
var currencies = set("$", "€", "£", "¥", "usd", "eur", "gbp", "jpy", "cny", "chf", "inr", "rub",
	"try", "sar", "aed", "qar", "syp", "egp", "ils", "brl", "mxn", "zar", "ngn", "kes", "aud", "cad",
	"hkd", "sgd", "nzd", "krw", "sek", "nok", "dkk", "pln", "idr", "thb", "myr", "php", "pkr",
	"bdt", "uah", "twd", "ghs")

var currencyWords = map[string]string{
	"dollar": "usd", "us dollar": "usd", "euro": "eur", "pound": "gbp", "sterling": "gbp",
	"yen": "jpy", "yuan": "cny", "renminbi": "cny", "franc": "chf", "rupee": "inr",
	"ruble": "rub", "rouble": "rub", "lira": "try", "riyal": "sar", "rial": "sar",
	"dirham": "aed", "dinar": "dinar", "peso": "mxn", "real": "brl", "rand": "zar", "naira": "ngn",
	"shilling": "kes", "cent": "cent",
}

var currencySymbols = map[string]string{"$": "usd", "€": "eur", "£": "gbp", "¥": "jpy"}

// unitNames normalise the unit of measured classes to one spelling.
var unitNames = map[string]string{
	"sec": "second", "min": "minute", "hr": "hour", "yr": "year",
	"meter": "metre", "kilometer": "km", "kilometre": "km", "centimeter": "cm", "centimetre": "cm",
	"millimeter": "mm", "millimetre": "mm", "m": "metre", "kilogram": "kg", "kilo": "kg",
	"gram": "g", "ton": "tonne", "ounce": "oz", "sheet": "page", "percent": "%", "per cent": "%",
	"pct": "%", "percentage": "%",
}

// imageCompounds are final elements that make a compound an image whatever precedes them
// ("x-ray-photo", "satellite image", "screenshots").
var imageCompounds = []string{"photograph", "photo", "image", "picture", "shot"}

// notImages are -shot compounds that are not pictures.
var notImages = set("gunshot", "buckshot", "slingshot", "moonshot", "shot", "earshot", "potshot",
	"upshot", "bloodshot")

// lemma returns the singular, lower-case, diacritic-free form of a noun or noun phrase as the
// key of its last word, keeping a two-word phrase when the class table knows it.
func lemma(noun string) string {
	words := strings.Fields(normaliseWords(noun))
	if len(words) == 0 {
		return ""
	}
	last := singular(words[len(words)-1])
	if len(words) >= 2 {
		pair := words[len(words)-2] + " " + last
		if _, ok := nounClass[pair]; ok {
			return pair
		}
	}
	return last
}

// classify returns the class of a counted noun and the unit the class is measured in ("" for
// plain counts). A noun no rule knows is its own class.
func classify(noun string) (class, unit string) {
	noun = strings.TrimSpace(noun)
	if sym, ok := currencySymbols[noun]; ok {
		return ClassMoney, sym
	}
	l := lemma(noun)
	if l == "" {
		return "", ""
	}
	if c, ok := nounClass[l]; ok {
		switch c {
		case ClassMoney:
			if code, ok := currencyWords[l]; ok {
				return c, code
			}
			return c, l
		case ClassTime, ClassLength, ClassMass, ClassPercent:
			return c, normUnit(l)
		case ClassDocument:
			if l == "page" || l == "sheet" {
				return c, "page"
			}
		}
		return c, ""
	}
	// A closed compound ending in a picture word is a picture ("telephotos", "mugshots");
	// hyphenated and open compounds already reduced to their last word in lemma.
	if !notImages[l] {
		for _, suf := range imageCompounds {
			if strings.HasSuffix(l, suf) && len(l) > len(suf)+2 {
				return ClassImage, ""
			}
		}
	}
	return l, ""
}

// normUnit returns the one spelling of a unit.
func normUnit(u string) string {
	u = strings.ToLower(strings.TrimSpace(u))
	if u == "" {
		return ""
	}
	if sym, ok := currencySymbols[u]; ok {
		return sym
	}
	if u != "%" {
		u = lemma(u)
	}
	if n, ok := unitNames[u]; ok {
		return n
	}
	if code, ok := currencyWords[u]; ok {
		return code
	}
	return u
}

// genericHuman are classes that name people without saying who they are; a count of them may
// be the same count as a more specific class in the same document.
var genericHuman = map[string]bool{ClassPerson: true, ClassDeath: true}

// stateWords give the class of a generic count of people from the words next to it: "4,000
// people killed" counts deaths, "3,000 people in custody" detainees.
var stateWords = map[string]string{
	"killed": ClassDeath, "dead": ClassDeath, "died": ClassDeath, "die": ClassDeath,
	"murdered": ClassDeath, "executed": ClassDeath, "slain": ClassDeath, "perished": ClassDeath,
	"killing": ClassDeath, "massacred": ClassDeath, "lost": ClassDeath, "drowned": ClassDeath,
	"drowning": ClassDeath, "burned": ClassDeath, "burnt": ClassDeath, "fatalities": ClassDeath,
	"rescued": ClassSurvivor, "survived": ClassSurvivor, "saved": ClassSurvivor,
	"custody": ClassDetainee, "detention": ClassDetainee, "detained": ClassDetainee,
	"imprisoned": ClassDetainee, "jailed": ClassDetainee, "held": ClassDetainee,
	"prison": ClassDetainee, "captivity": ClassDetainee, "incarcerated": ClassDetainee,
	"tortured": ClassDetainee, "disappeared": ClassDetainee,
	"arrested": ClassArrest, "rounded": ClassArrest,
	"injured": ClassInjured, "wounded": ClassInjured, "hurt": ClassInjured,
	"displaced": ClassDisplaced, "fled": ClassDisplaced, "uprooted": ClassDisplaced,
	"homeless": ClassDisplaced, "evacuated": ClassDisplaced, "sheltering": ClassDisplaced,
	"missing": ClassMissing, "unaccounted": ClassMissing,
}

// humanNouns name kinds of people. A count of them with a state word next to it is a count of
// that state. For a group that is a part of those affected (subsetHumans) it is keyed further
// by who: "340 children have died" is a death count of children, and "12 soldiers killed"
// never contests "40 civilians killed". A group that is usually everyone affected
// ("62 passengers drowned", "residents killed") is the plain count: it is what another outlet's
// "death toll of 64" counts. Singular forms.
var subsetHumans = set("child", "woman", "man", "civilian", "soldier", "baby", "infant", "girl",
	"boy", "minor", "toddler", "elderly", "troop", "militant", "fighter", "rebel", "officer",
	"policeman", "journalist", "doctor", "nurse", "teacher", "student", "pupil", "aid worker",
	"peacekeeper", "adult", "foreigner", "tourist")

var humanNouns = set("child", "woman", "man", "civilian", "resident", "migrant", "soldier",
	"worker", "student", "patient", "villager", "protester", "protestor", "fighter", "militant",
	"passenger", "pilgrim", "miner", "journalist", "teacher", "doctor", "nurse", "baby", "infant",
	"girl", "boy", "adult", "farmer", "tourist", "citizen", "officer", "policeman", "worshipper",
	"demonstrator", "rebel", "troop", "crew", "sailor", "pupil", "minor", "toddler", "elderly",
	"employee", "staff", "volunteer", "aid worker", "peacekeeper", "member", "family")
