package quantity

import (
	"strings"
	"unicode"

	"github.com/corroborate/corroborate"
	"github.com/corroborate/corroborate/ingest/internal/numtext"
)

// money reports whether unit is a currency: an ISO 4217 code, or a name several currencies
// share ("$", "francs") until the article tells which.
func money(unit string) bool {
	if strings.HasPrefix(unit, sharedUnit) {
		return true
	}
	if len(unit) != 3 {
		return false
	}
	for _, r := range unit {
		if !unicode.IsUpper(r) {
			return false
		}
	}
	return true
}

// priceRate reads the measure or piece a figure is counted per, after it: "$2,000 per cubic
// metre", "35 bolivianos a bottle", "40 birds per hectare", "17.4 points per game", "$50,000 for
// each year". "a" takes one only after a sum, since "$5 million a company official said" is no
// rate. A sum per recipient ("$150 per person", "up to 100,000 euros per customer") is read
// without a rate, as the evaluation annotators mostly read it: the figure is what each one gets.
func (s *scanner) priceRate(k int, money bool) (string, int) {
	if s.isWord(k, "for") && (s.isWord(k+1, "each") || s.isWord(k+1, "every")) {
		k++
	}
	article := s.isWord(k, "a") || s.isWord(k, "an")
	if !(s.isWord(k, "per") || s.isWord(k, "each") || s.isWord(k, "every") || article && money) {
		return "", k
	}
	j := k + 1
	if j < len(s.Toks) && s.Toks[j].Kind == numtext.Word && (numtext.Eq(s.Text(j), "cubic") || numtext.Eq(s.Text(j), "square")) {
		j++
	}
	if j >= len(s.Toks) || s.Toks[j].Kind != numtext.Word || numtext.Has(stopWords, s.Text(j)) || s.capitalised(j) {
		return "", k
	}
	w := strings.ToLower(s.Text(j))
	if p, ok := ratePeriods[w]; ok {
		return p, j + 1
	}
	for j+2 < len(s.Toks) && s.IsDash(j+1) && !s.Toks[j+1].Gap && !s.Toks[j+2].Gap && s.Toks[j+2].Kind == numtext.Word {
		j += 2 // "per megawatt-hour"
	}
	if !numtext.Has(priceUnits, w) && !numtext.Has(units, w) || looksPlural(w) {
		return "", k
	}
	return strings.ToLower(s.Body[s.Toks[k+1].Start:s.Toks[j].End]), j + 1
}

// priceUnits are what a price is quoted for after "a": "$80 a barrel", "35 bolivianos a bottle".
var priceUnits = numtext.Set("barrel", "tonne", "ton", "kilo", "kilogram", "kg", "litre", "liter",
	"gallon", "bottle", "bag", "sack", "visit", "ounce", "dose", "piece", "unit",
	"metre", "meter", "hectare", "acre", "ticket", "vote", "seat", "room", "trip", "session",
	"box", "can", "pack", "loaf", "meal", "plate", "kilowatt-hour", "megawatt-hour")

// coordinatedRate reads a rate after a second noun joined to the counted one: "more than 8,000
// divers and snorkellers a year", "about 20 typhoons and storms each year". The rate counts
// both, so the span takes the second noun in.
func (s *scanner) coordinatedRate(k int) (string, int) {
	if !(s.isWord(k, "and") || s.isWord(k, "or")) {
		return "", k
	}
	for j := k + 1; j < len(s.Toks) && j <= k+2; j++ {
		if s.Toks[j].Kind != numtext.Word || numtext.Has(stopWords, s.Text(j)) || s.capitalised(j) {
			return "", k
		}
		if looksPlural(s.Text(j)) {
			if p, e := s.rate(j + 1); p != "" {
				return p, e
			}
			return "", k
		}
	}
	return "", k
}

// sharedRates give a count joined by "and" to a count with a rate the same rate: "17.4 points
// and 5.2 assists per game".
func (s *scanner) sharedRates(qs []corroborate.Quantity) {
	for k := len(qs) - 2; k >= 0; k-- {
		a, b := &qs[k], &qs[k+1]
		if a.Rate != "" || b.Rate == "" || a.Noun == "" || b.Noun == "" {
			continue
		}
		if strings.TrimSpace(s.Body[a.End:b.Start]) == "and" {
			a.Rate = b.Rate
		}
	}
}

// changes give the second figure of "from about seven hours to less than four" the unit of the
// first, which the text leaves unsaid.
func (s *scanner) changes(qs []corroborate.Quantity) {
	for k := 0; k+1 < len(qs); k++ {
		a, b := &qs[k], &qs[k+1]
		if a.Unit == "" || b.Unit != "" || b.Noun != "" || strings.TrimSpace(s.Body[a.End:b.Start]) != "to" {
			continue
		}
		if first := s.tokenAt(a.Start); s.isWord(first-1, "from") {
			b.Unit = a.Unit
		}
	}
}

// conversions give a sum converted in brackets the rate written after the bracket: "2,500 rand
// ($135) a month" pays both figures monthly. The conversion keeps its own qualifier, as the
// annotated sets do: "about 40 miles (65 kilometres)".
func (s *scanner) conversions(qs []corroborate.Quantity) {
	for k := 0; k+1 < len(qs); k++ {
		a, b := &qs[k], &qs[k+1]
		if a.Rate != "" || b.Rate != "" || !money(a.Unit) || !money(b.Unit) {
			continue
		}
		open := s.tokenAt(a.End)
		if !s.IsPunct(open, "(") || s.Toks[open].End > b.Start || strings.Contains(s.Body[a.End:b.Start], ")") {
			continue
		}
		shut := s.tokenAt(b.End)
		if !s.IsPunct(shut, ")") {
			continue
		}
		rate, _ := s.rate(shut + 1)
		if rate == "" {
			rate, _ = s.priceRate(shut+1, true)
		}
		a.Rate, b.Rate = rate, rate
	}
}
