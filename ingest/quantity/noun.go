package quantity

import (
	"github.com/corroborate/corroborate"
	"github.com/corroborate/corroborate/ingest/internal/numtext"
	"strings"
	"unicode"
	"unicode/utf8"
)

// suffix reads what follows a figure ending before token e: a percent sign, a currency word, a
// unit, a compound adjective ("48-page report") or the counted noun. It returns the token index
// just after the span.
func (s *scanner) suffix(q *corroborate.Quantity, e int, value float64) int {
	n := len(s.Toks)
	if e >= n {
		return e
	}
	t := s.Toks[e]
	if s.IsPunct(e, "%") {
		return s.percent(q, e+1)
	}
	if t.Kind == numtext.Word {
		w := s.Text(e)
		switch {
		case numtext.Has(percentWords, w):
			return s.percent(q, e+1)
		case numtext.Eq(w, "per") && s.isWord(e+1, "cent"):
			q.Unit = "%"
			return s.ofNoun(q, e+2, e+2)
		case numtext.Eq(w, "percentage") && (s.isWord(e+1, "points") || s.isWord(e+1, "point")):
			q.Unit = "percentage points"
			return e + 2
		case numtext.Eq(w, "basis") && (s.isWord(e+1, "points") || s.isWord(e+1, "point")):
			q.Unit = "basis points"
			return e + 2
		case numtext.Eq(w, "mgd") && q.Unit == "":
			// "650 MGD": million gallons a day
			q.Value, q.Low, q.High = q.Value*1e6, q.Low*1e6, q.High*1e6
			q.Unit, q.Rate = "gallons", "day"
			return e + 1
		}
		if q.Unit == "" && t.Gap {
			if numtext.Eq(w, "US") && (s.isWord(e+1, "dollars") || s.isWord(e+1, "dollar")) {
				q.Unit = "USD"
				return e + 2
			}
			// "14.6 million Swiss francs", "500,000 Iraqi dinars": the country's adjective names
			// which of the currencies so called it is.
			for k := 1; k <= 2 && e+k < n; k++ {
				if !s.Toks[e+k].Gap || s.Toks[e+k].Kind != numtext.Word {
					break
				}
				name := strings.ToLower(s.Body[t.Start:s.Toks[e+k].End])
				if c, ok := nationalCurrencies[name]; ok {
					q.Unit = c
					return e + k + 1
				}
				if markShared(q, name) { // "5,000 CFA francs"
					return e + k + 1
				}
				if k == 1 {
					if c, ok := userCurrency(w, s.Text(e+1)); ok {
						q.Unit = c // "1 million Burundian francs": the adjective names the user
						return e + 2
					}
				}
			}
			if numtext.Eq(w, "degrees") && (s.isWord(e+1, "Celsius") || s.isWord(e+1, "Fahrenheit") || s.isWord(e+1, "centigrade")) {
				q.Unit = "degrees " + s.Text(e+1) // "40 degrees Celsius"
				return e + 2
			}
			if numtext.Eq(w, "nautical") && (s.isWord(e+1, "miles") || s.isWord(e+1, "mile")) {
				q.Unit = "nautical " + s.Text(e+1) // "4 nautical miles"
				return e + 2
			}
			if (numtext.Eq(w, "cubic") || numtext.Eq(w, "square")) && e+1 < n && numtext.Has(units, s.Text(e+1)) {
				q.Unit = strings.ToLower(w) + " " + s.Text(e+1) // "1.2 million cubic metres", "2,300 square metres"
				if s.isWord(e+2, "of") {
					return s.ofNoun(q, e+2, e+2)
				}
				return e + 2
			}
			lw := strings.ToLower(w)
			if c, ok := currencyWords[lw]; ok || currencyPools[lw].pool != "" {
				if (lw == "pounds" || lw == "pound") && s.isWord(e+1, "of") {
					q.Unit = w // pounds of weight
					return s.ofNoun(q, e+1, e+1)
				}
				if s.isWord(e+1, "sterling") {
					q.Unit = "GBP"
					return e + 2
				}
				q.Unit = c
				markShared(q, lw)
				return e + 1
			}
			if c, ok := numtext.Lookup(currencyCodes, w); ok && s.capitalised(e) {
				q.Unit = c
				return e + 1
			}
		}
		if (w == "C" || w == "F") && !t.Gap {
			q.Unit = w // "45C"
			return e + 1
		}
		if (numtext.Eq(w, "bpd") || numtext.Eq(w, "b/d")) && q.Unit == "" {
			q.Unit, q.Rate = "barrels", "day" // "1.5 million bpd": barrels a day
			if s.isWord(e+1, "of") {
				return s.ofNoun(q, e+1, e+1) // "1.48 million bpd of crude"
			}
			return e + 1
		}
		if numtext.Has(units, w) && q.Unit == "" {
			q.Unit = w
			if e+2 < n && s.IsDash(e+1) && !s.Toks[e+1].Gap && !s.Toks[e+2].Gap && s.Toks[e+2].Kind == numtext.Word && numtext.Has(units, s.Text(e+2)) {
				q.Unit = s.Body[t.Start:s.Toks[e+2].End] // "terawatt-hours"
				e += 2
			}
			if !numtext.Has(timeUnits, w) && s.isWord(e+1, "of") {
				// "1,500 tonnes of rice": what is measured is the counted noun.
				return s.ofNoun(q, e+1, e+1)
			}
			// "km/h", "m/s"
			if s.IsPunct(e+1, "/") && !s.Toks[e+1].Gap && e+2 < n && s.Toks[e+2].Kind == numtext.Word &&
				!s.Toks[e+2].Gap && len(s.Text(e+2)) <= 3 {
				q.Unit = s.Body[t.Start:s.Toks[e+2].End]
				return e + 3
			}
			return e + 1
		}
	}
	if s.IsPunct(e, "+") && !t.Gap && (e+1 >= n || s.Toks[e+1].Gap || s.Toks[e+1].Kind == numtext.Punct) {
		// "9,000+ detainees"
		if q.Qualifier == corroborate.Exact {
			q.Qualifier = corroborate.MoreThan
		}
		if noun, ne := s.noun(e+1, false); noun != "" {
			q.Noun = noun
			return ne
		}
		return e + 1
	}
	if s.IsPunct(e, "°") && !t.Gap && e+1 < n && (s.isWord(e+1, "C") || s.isWord(e+1, "F")) && !s.Toks[e+1].Gap {
		q.Unit = "°" + s.Text(e+1)
		return e + 2
	}
	if q.Unit != "" {
		return e // money: what it buys is too loosely attached to read as a noun
	}
	if e+1 < n && !t.Gap && t.Kind == numtext.Punct && (s.Text(e) == "”" || s.Text(e) == "\"") && s.Toks[e+1].Gap {
		// a figure quoted from a source: "said it held “nearly 28,000” photographs"
		if noun, ne := s.noun(e+1, false); noun != "" {
			q.Noun = noun
			return ne
		}
	}
	// compound adjective: "48-page report", "4.5-year sentence", "10-year-old boy"
	if s.IsDash(e) && !t.Gap && e+1 < n && s.Toks[e+1].Kind == numtext.Word && !s.Toks[e+1].Gap {
		w := s.Text(e + 1)
		if numtext.Eq(w, "plus") {
			// "9,000-plus detainees"
			if q.Qualifier == corroborate.Exact {
				q.Qualifier = corroborate.MoreThan
			}
			if noun, ne := s.noun(e+2, false); noun != "" {
				q.Noun = noun
				return ne
			}
			return e + 2
		}
		if numtext.Eq(w, "odd") {
			// "20-odd students"
			if q.Qualifier == corroborate.Exact {
				q.Qualifier = corroborate.About
			}
			if noun, ne := s.noun(e+2, false); noun != "" {
				q.Noun = noun
				return ne
			}
			return e + 2
		}
		if numtext.Has(countedCompounds, w) {
			// "a 150-member parliament", "a 12-bed ward": the compound counts members or beds
			// of what follows, which is what it is of.
			q.Noun = w
			if of, ne := s.noun(e+2, true); of != "" {
				q.Of = of
				return ne
			}
			return e + 2
		}
		if !numtext.Has(stopWords, w) {
			q.Unit = w
			if c, ok := currencyWords[strings.ToLower(w)]; ok {
				q.Unit = c // "a 66-million-dollar upgrade"
			}
			markShared(q, strings.ToLower(w))
			k := e + 2
			if s.IsDash(k) && !s.Toks[k].Gap && s.isWord(k+1, "old") && !s.Toks[k+1].Gap {
				k += 2
			}
			if noun, ne := s.noun(k, true); noun != "" {
				q.Noun = noun
				return ne
			}
			return k
		}
		return e
	}
	if t.Kind == numtext.Word && t.Gap && numtext.Has(moreWords, s.Text(e)) && e+1 < n && s.Toks[e+1].Gap {
		// "three more districts", "200 extra officers": a counted noun after the comparison
		if noun, ne := s.noun(e+1, value == 1); noun != "" && looksPlural(noun) {
			q.Noun = noun
			return ne
		}
	}
	if t.Kind == numtext.Word && t.Gap {
		if noun, ne := s.noun(e, value == 1); noun != "" {
			q.Noun = noun
			return ne
		}
		if numtext.Has(groupAdjectives, s.Text(e)) {
			// "more than 60 wounded", "2,400 injured": the adjective stands for the people.
			q.Noun = s.Text(e)
			return e + 1
		}
	}
	return s.ofNoun(q, e, e)
}

// ofNoun reads "of the voters" after a figure ("40% of the voters", "300 of the workers").
// A pronoun ("70% of them") leaves the noun empty and the span where it was (fallback).
func (s *scanner) ofNoun(q *corroborate.Quantity, k, fallback int) int {
	if !s.isWord(k, "of") {
		return fallback
	}
	j := k + 1
	for d := 0; d < 2 && j < len(s.Toks) && s.Toks[j].Kind == numtext.Word; d++ {
		w := s.Text(j)
		if !numtext.Has(determiners, w) {
			break
		}
		j++
	}
	if j > k+1 && s.isWord(j, "own") {
		j++ // "85 of its own tankers"
	}
	if j > k+1 && j+1 < len(s.Toks) && s.Toks[j].Kind == numtext.Word && possessive(s.Text(j)) {
		j++ // "six of the country's seven provinces"
	}
	if j > k+1 && j < len(s.Toks) && s.Toks[j].Kind == numtext.Word && numtext.Has(groupAdjectives, s.Text(j)) &&
		(j+1 >= len(s.Toks) || s.Toks[j+1].Kind != numtext.Word || numtext.Has(stopWords, s.Text(j+1))) {
		q.Noun = s.Text(j) // "23 of the injured"
		return j + 1
	}
	if noun, ne := s.noun(j, true); noun != "" {
		if r, _ := utf8.DecodeRuneInString(noun); unicode.IsUpper(r) && !looksPlural(noun) {
			return fallback // "2.1% of Acme Chemical": a name owns the share, it is not counted
		}
		q.Noun = noun
		return ne
	}
	// "142 of the 300 seats": the noun is the whole's, and the whole stays a quantity of its
	// own, so the span does not reach it.
	if j < len(s.Toks) && j > k+1 {
		if g, ok := s.figure(j, false); ok && !g.year {
			if whole, _, ok := s.at(j); ok && whole.Noun == "" && whole.Unit != "" && whole.Rate == "" {
				q.Unit = whole.Unit // "three of his five acres"
			} else if noun, _ := s.noun(g.end, false); noun != "" {
				q.Noun = noun
			}
		}
	}
	return fallback
}

var determiners = numtext.Set("the", "these", "those", "its", "their", "his", "her", "our", "all", "your",
	"my", "such", "this", "that")

// noun finds the counted noun in the run of words starting at token j: the last plural-looking
// word of up to four words, stopping at function words, punctuation and, once a noun is seen, at
// participles and adverbs. With singular set (a count of one, a compound adjective) a run with
// no plural gives its last word. It returns the noun as written and the token after it.
func (s *scanner) noun(j int, singular bool) (string, int) {
	n := len(s.Toks)
	lastPlural, pluralEnd := -1, -1
	lastWord, lastEnd := -1, -1
	k := j
	for words := 0; k < n && words < 4; words++ {
		t := s.Toks[k]
		if t.Kind != numtext.Word || !t.Gap {
			break
		}
		wEnd := k + 1
		for wEnd+1 < n && s.IsDash(wEnd) && !s.Toks[wEnd].Gap && s.Toks[wEnd+1].Kind == numtext.Word && !s.Toks[wEnd+1].Gap {
			wEnd += 2
		}
		w := s.Text(wEnd - 1)
		if wEnd == k+1 {
			if (numtext.Eq(w, "and") || numtext.Eq(w, "or")) && lastPlural < 0 && lastWord >= 0 && !singular {
				// "20 Western and dual nationals", "14 new correctional and rehabilitation centres"
				if noun, ne := s.noun(k+1, false); noun != "" {
					return noun, ne
				}
				break
			}
			if numtext.Has(stopWords, w) || numtext.Has(months, w) && s.capitalised(k) {
				break
			}
			if _, ok := numtext.Lookup(smallNumbers, w); ok {
				break
			}
			if _, ok := numtext.Lookup(scales, w); ok {
				break
			}
		}
		if possessive(w) {
			if lastPlural >= 0 {
				break // "bodies' ..." ends the phrase
			}
			k = wEnd // "the country's 1.3 billion": a determiner, never the noun
			if k < n && s.Toks[k].Kind != numtext.Word {
				break
			}
			continue
		}
		if (lastPlural >= 0 || lastWord >= 0 && !singular && !participle(s.Text(lastEnd-1))) && participle(w) {
			break // "5 people killed"; but "4 working operating theatres" goes on
		}
		if lastPlural >= 0 && s.capitalised(k) && !s.capitalised(lastPlural) {
			break // "five people Tuesday"; but "two former RAB officers" goes on
		}
		if looksPlural(w) {
			if lastPlural >= 0 && personPlurals[s.Text(lastPlural)] {
				break // "20 million people needs water": after "people" comes the verb
			}
			lastPlural, pluralEnd = k, wEnd
		} else if lastPlural >= 0 {
			break // the noun phrase ended with the plural: "bodies dead"
		}
		if !participle(w) || lastWord < 0 {
			lastWord, lastEnd = k, wEnd
		}
		k = wEnd
	}
	// A hyphenated noun is one word: "hat-tricks", "mothers-in-law".
	if lastPlural >= 0 {
		return s.Body[s.Toks[lastPlural].Start:s.Toks[pluralEnd-1].End], pluralEnd
	}
	if singular && lastWord >= 0 && !participle(s.Text(lastEnd-1)) {
		if s.capitalised(lastWord) && !s.SentenceStart(lastWord) {
			return "", j // "57-seat Legislative Assembly": a name, not what is counted
		}
		return s.Body[s.Toks[lastWord].Start:s.Toks[lastEnd-1].End], lastEnd
	}
	return "", j
}

// percent makes q a percentage whose sign ends before token k: a rate ("7 percent annual") or a
// share of something ("60% of the bodies") may follow.
func (s *scanner) percent(q *corroborate.Quantity, k int) int {
	q.Unit = "%"
	s.annualRate(q, k)
	return s.ofNoun(q, k, k)
}

// annualRate marks a percentage followed by "annual", "monthly", ... as a rate of that period:
// "a 7 percent annual raise". The adjective stays outside the span.
func (s *scanner) annualRate(q *corroborate.Quantity, k int) {
	if k < len(s.Toks) && s.Toks[k].Kind == numtext.Word && s.Toks[k].Gap {
		if p, ok := rateAdjectives[strings.ToLower(s.Text(k))]; ok {
			q.Rate = p
		}
	}
}

// rate reads a period after a count: "a day", "per week", "each month", "/year", "daily".
func (s *scanner) rate(k int) (string, int) {
	if k >= len(s.Toks) {
		return "", k
	}
	if (s.isWord(k, "per") || s.isWord(k, "a")) && k+2 < len(s.Toks) && numtext.Has(perWhom, s.Text(k+1)) {
		// "$8 per person a month", "20 liters per person a day": the period after whom
		if p, e := s.rate(k + 2); p != "" {
			return p, e
		}
	}
	if s.isWord(k, "a") || s.isWord(k, "an") || s.isWord(k, "per") || s.isWord(k, "each") || s.isWord(k, "every") {
		if k+1 < len(s.Toks) && s.Toks[k+1].Kind == numtext.Word {
			if p, ok := numtext.Lookup(ratePeriods, s.Text(k+1)); ok {
				measured := k > 0 && numtext.Has(units, s.Text(k-1)) && !numtext.Has(timeUnits, s.Text(k-1))
				if k+2 < len(s.Toks) && s.Toks[k+2].Kind == numtext.Word && numtext.Has(notRateAfter, s.Text(k+2)) &&
					!s.isWord(k+3, "tax") && !s.isWord(k+3, "taxes") && !(measured && s.isWord(k+2, "of")) {
					return "", k // "a year earlier"; but "€1,900 a month before tax", "2 billion cubic feet a day of gas"
				}
				return p, k + 2
			}
		}
		return "", k
	}
	if s.IsPunct(k, "/") && k+1 < len(s.Toks) && s.Toks[k+1].Kind == numtext.Word && !s.Toks[k+1].Gap {
		if p, ok := numtext.Lookup(ratePeriods, s.Text(k+1)); ok {
			return p, k + 2
		}
	}
	if s.Toks[k].Kind == numtext.Word && s.Toks[k].Gap {
		if p, ok := numtext.Lookup(rateAdverbs, s.Text(k)); ok {
			return p, k + 1
		}
	}
	return "", k
}
