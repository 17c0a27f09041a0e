package dates

import "github.com/corroborate/corroborate/ingest/internal/numtext"

// monthNames maps full names and abbreviations to month numbers. abbreviated marks the short
// forms, which are read only next to a day or a year ("Jan. 20", "Sept 2009").
var monthNames = map[string]int{
	"january": 1, "february": 2, "march": 3, "april": 4, "may": 5, "june": 6, "july": 7,
	"august": 8, "september": 9, "october": 10, "november": 11, "december": 12,
	"jan": 1, "feb": 2, "mar": 3, "apr": 4, "jun": 6, "jul": 7, "aug": 8, "sep": 9,
	"sept": 9, "oct": 10, "nov": 11, "dec": 12,
}

var abbreviated = numtext.Set("jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct",
	"nov", "dec")

// ambiguousMonths are also common words ("may", "march"); alone they are months only after a
// word that introduces a date.
var ambiguousMonths = numtext.Set("may", "march")

// monthContext introduces a bare month name: "in March", "since May", "last August".
var monthContext = numtext.Set("in", "on", "since", "until", "till", "by", "last", "next", "early",
	"late", "mid", "from", "through", "during", "before", "after", "this", "of", "between",
	"and", "to", "or", "throughout", "into", "around", "every", "each", "that", "in",
	"following", "previous", "past", "coming", "end", "beginning", "start", "middle")

var weekdays = map[string]int{
	"sunday": 0, "monday": 1, "tuesday": 2, "wednesday": 3, "thursday": 4, "friday": 5,
	"saturday": 6,
}

// numberWords count the periods of "two years ago".
var numberWords = map[string]int{
	"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
	"nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14,
	"fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
	"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "a": 1, "an": 1, "several": 3,
	"few": 3, "couple": 2,
}

// periods are the units of "three weeks ago", "last month".
var periods = map[string]string{
	"day": "day", "days": "day", "week": "week", "weeks": "week", "month": "month",
	"months": "month", "year": "year", "years": "year", "decade": "decade", "decades": "decade",
}

// yearContext introduces a year that is not otherwise a date: "in 2009", "since 1990".
var yearContext = numtext.Set(
	"in", "since", "until", "till", "by", "from", "during", "of", "before",
	"after", "early", "late", "mid", "year", "the", "fiscal", "spring", "summer", "autumn",
	"fall", "winter", "through", "between", "and", "to", "circa", "around", "throughout",
	"end", "start", "beginning", "middle")

// functionWords are capitalised at a sentence start without being part of a name, so a year
// after them is not a name's number ("In 2009", "Since 1990").
var functionWords = numtext.Set(
	"in", "since", "until", "by", "from", "during", "of", "before", "after",
	"early", "late", "mid", "the", "and", "but", "or", "then", "between", "through", "to",
	"spring", "summer", "autumn", "fall", "winter", "circa", "around", "throughout", "as",
	"at", "on", "for", "until", "till", "year", "fiscal", "calendar", "yet", "so", "when",
	"while", "unlike", "like")

// referenceWords are followed by a number that names rather than dates: "section 1983".
var referenceWords = numtext.Set(
	"section", "article", "paragraph", "chapter", "clause", "page", "pages",
	"line", "room", "flight", "route", "number", "no", "resolution", "item", "table", "figure",
	"fig", "vol", "volume", "issue", "episode", "verse", "platform", "gate", "highway", "bus",
	"exhibit", "annex", "appendix", "case", "cell", "ward", "block", "building", "code",
	"version", "branch", "unit", "model", "type", "tel", "phone", "fax", "ext", "id", "pin",
	"decree", "law", "order", "division", "brigade", "battalion", "regiment")

// countUnits after four digits make them a measure: "2000 km", "1500 years".
var countUnits = numtext.Set("percent", "pct", "km", "kilometres", "kilometers", "kg", "miles",
	"metres", "meters", "feet", "tonnes", "dollars", "euros", "pounds", "years", "months",
	"weeks", "days", "hours", "minutes", "seconds", "times", "acres", "hectares")

// futureWords before a bare weekday or month make it the next one rather than the last.
var futureWords = numtext.Set(
	"will", "shall", "'ll", "’ll", "scheduled", "due", "expected", "plans",
	"planned", "upcoming", "next", "tomorrow", "going")

// pastTenseStop ends the search back for futureWords: a sentence end.
func sentenceEnd(p string) bool {
	switch p {
	case ".", "!", "?", ";", "\n":
		return true
	}
	return false
}

// weekdayNames are the words after a weekday that make it part of a name: newspapers, events.
var weekdayNames = numtext.Set("times", "telegraph", "express", "mirror", "herald", "post", "mail",
	"tribune", "independent", "star", "sun", "observer", "people", "night", "school", "service",
	"league", "massacre", "uprising", "offensive", "prayers", "sermon")

// startWords are the only words a date can start with; every other word is passed over with one
// lookup.
var startWords = func() map[string]bool {
	m := numtext.Set("yesterday", "today", "tonight", "tomorrow", "earlier", "later", "last", "this",
		"next", "past", "coming")
	for w := range monthNames {
		m[w] = true
	}
	for w := range weekdays {
		m[w] = true
	}
	for w := range numberWords {
		m[w] = true
	}
	return m
}()
