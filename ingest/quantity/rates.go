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

// priceRate reads what a sum is paid for, after the sum: "$2,000 per cubic metre", "35
// bolivianos a bottle", "$50,000 for each year". A price per measure or per piece sold is a
// rate like a price per month; a sum per customer or per farm is a cap on what each receives,
// not a price, and stays without one.
func (s *scanner) priceRate(k int) (string, int) {
	if s.isWord(k, "for") && (s.isWord(k+1, "each") || s.isWord(k+1, "every")) {
		k++
	}
	if !(s.isWord(k, "per") || s.isWord(k, "a") || s.isWord(k, "an") || s.isWord(k, "each") || s.isWord(k, "every")) {
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
	if !numtext.Has(priceUnits, w) && !numtext.Has(units, w) {
		return "", k
	}
	if j+1 < len(s.Toks) && s.Toks[j+1].Kind == numtext.Word && s.Toks[j+1].Gap && !numtext.Has(stopWords, s.Text(j+1)) && !looksPlural(s.Text(j+1)) && !participle(s.Text(j+1)) {
		return "", k // "a barrel price"? too loose to call
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

// conversions give a sum converted in brackets the rate written after the bracket: "2,500 rand
// ($135) a month" pays both figures monthly. The conversion keeps its own qualifier: "about 40
// miles (65 kilometres)" rounds the miles, and the kilometres are exact arithmetic on them.
func (s *scanner) conversions(qs []corroborate.Quantity) {
	for k := 0; k+1 < len(qs); k++ {
		a, b := &qs[k], &qs[k+1]
		if a.Unit == "" || b.Unit == "" || a.Unit == "%" || b.Unit == "%" {
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
		if a.Rate != "" || b.Rate != "" || !money(a.Unit) || !money(b.Unit) {
			continue
		}
		rate, _ := s.rate(shut + 1)
		if rate == "" {
			rate, _ = s.priceRate(shut + 1)
		}
		a.Rate, b.Rate = rate, rate
	}
}
