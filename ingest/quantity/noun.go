package quantity

import "github.com/corroborate/corroborate"

// suffix reads what follows a figure ending before token e: a percent sign, a currency word, a
// unit, a compound adjective ("48-page report") or the counted noun. It returns the token index
// just after the span.
func (s *scanner) suffix(q *corroborate.Quantity, e int, value float64) int {
	n := len(s.toks)
	if e >= n {
		return e
	}
	t := s.toks[e]
	if s.isPunct(e, "%") {
		q.Unit = "%"
		return s.ofNoun(q, e+1, e+1)
	}
	if t.kind == word {
		w := s.text(e)
		switch {
		case has(percentWords, w):
			q.Unit = "%"
			return s.ofNoun(q, e+1, e+1)
		case eq(w, "per") && s.isWord(e+1, "cent"):
			q.Unit = "%"
			return s.ofNoun(q, e+2, e+2)
		case eq(w, "percentage") && (s.isWord(e+1, "points") || s.isWord(e+1, "point")):
			q.Unit = "percentage points"
			return e + 2
		}
		if q.Unit == "" && t.gap {
			if eq(w, "US") && (s.isWord(e+1, "dollars") || s.isWord(e+1, "dollar")) {
				q.Unit = "USD"
				return e + 2
			}
			if c, ok := lookup(currencyWords, w); ok {
				if c == "GBP" && s.isWord(e+1, "of") {
					q.Unit = w // pounds of weight
					return s.ofNoun(q, e+1, e+1)
				}
				q.Unit = c
				if s.isWord(e+1, "sterling") {
					return e + 2
				}
				return e + 1
			}
			if c, ok := lookup(currencyCodes, w); ok && s.capitalised(e) {
				q.Unit = c
				return e + 1
			}
		}
		if (w == "C" || w == "F") && !t.gap {
			q.Unit = w // "45C"
			return e + 1
		}
		if has(units, w) && q.Unit == "" {
			q.Unit = w
			// "km/h", "m/s"
			if s.isPunct(e+1, "/") && !s.toks[e+1].gap && e+2 < n && s.toks[e+2].kind == word &&
				!s.toks[e+2].gap && len(s.text(e+2)) <= 3 {
				q.Unit = s.body[t.start:s.toks[e+2].end]
				return e + 3
			}
			return e + 1
		}
	}
	if s.isPunct(e, "+") && !t.gap && (e+1 >= n || s.toks[e+1].gap || s.toks[e+1].kind == punct) {
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
	if s.isPunct(e, "°") && !t.gap && e+1 < n && (s.isWord(e+1, "C") || s.isWord(e+1, "F")) && !s.toks[e+1].gap {
		q.Unit = "°" + s.text(e+1)
		return e + 2
	}
	if q.Unit != "" {
		return e // money: what it buys is too loosely attached to read as a noun
	}
	// compound adjective: "48-page report", "4.5-year sentence", "10-year-old boy"
	if s.isDash(e) && !t.gap && e+1 < n && s.toks[e+1].kind == word && !s.toks[e+1].gap {
		w := s.text(e + 1)
		if eq(w, "plus") {
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
		if eq(w, "odd") {
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
		if !has(stopWords, w) {
			q.Unit = w
			k := e + 2
			if s.isDash(k) && !s.toks[k].gap && s.isWord(k+1, "old") && !s.toks[k+1].gap {
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
	if t.kind == word && t.gap {
		if noun, ne := s.noun(e, value == 1); noun != "" {
			q.Noun = noun
			return ne
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
	for d := 0; d < 2 && j < len(s.toks) && s.toks[j].kind == word; d++ {
		w := s.text(j)
		if !has(determiners, w) {
			break
		}
		j++
	}
	if noun, ne := s.noun(j, true); noun != "" {
		q.Noun = noun
		return ne
	}
	return fallback
}

var determiners = set("the", "these", "those", "its", "their", "his", "her", "our", "all", "your",
	"my", "such", "this", "that")

// noun finds the counted noun in the run of words starting at token j: the last plural-looking
// word of up to four words, stopping at function words, punctuation and, once a noun is seen, at
// participles and adverbs. With singular set (a count of one, a compound adjective) a run with
// no plural gives its last word. It returns the noun as written and the token after it.
func (s *scanner) noun(j int, singular bool) (string, int) {
	n := len(s.toks)
	lastPlural, pluralEnd := -1, -1
	lastWord, lastEnd := -1, -1
	k := j
	for words := 0; k < n && words < 4; words++ {
		t := s.toks[k]
		if t.kind != word || !t.gap {
			break
		}
		wEnd := k + 1
		for wEnd+1 < n && s.isDash(wEnd) && !s.toks[wEnd].gap && s.toks[wEnd+1].kind == word && !s.toks[wEnd+1].gap {
			wEnd += 2
		}
		w := s.text(wEnd - 1)
		if wEnd == k+1 {
			if has(stopWords, w) || has(months, w) && s.capitalised(k) {
				break
			}
			if _, ok := lookup(smallNumbers, w); ok {
				break
			}
			if _, ok := lookup(scales, w); ok {
				break
			}
		}
		if possessive(w) {
			if lastPlural >= 0 {
				break // "bodies' ..." ends the phrase
			}
			k = wEnd // "the country's 1.3 billion": a determiner, never the noun
			if k < n && s.toks[k].kind != word {
				break
			}
			continue
		}
		if (lastPlural >= 0 || lastWord >= 0 && !singular) && participle(w) {
			break
		}
		if lastWord >= 0 && s.capitalised(k) && !s.capitalised(lastWord) {
			break // "five people Tuesday"
		}
		if looksPlural(w) {
			lastPlural, pluralEnd = k, wEnd
		} else if lastPlural >= 0 {
			break // the noun phrase ended with the plural: "bodies dead"
		}
		if !participle(w) || lastWord < 0 {
			lastWord, lastEnd = k, wEnd
		}
		k = wEnd
	}
	if lastPlural >= 0 {
		return s.body[s.toks[pluralEnd-1].start:s.toks[pluralEnd-1].end], pluralEnd
	}
	if singular && lastWord >= 0 && !participle(s.text(lastEnd-1)) {
		return s.body[s.toks[lastEnd-1].start:s.toks[lastEnd-1].end], lastEnd
	}
	return "", j
}

// rate reads a period after a count: "a day", "per week", "each month", "/year", "daily".
func (s *scanner) rate(k int) (string, int) {
	if k >= len(s.toks) {
		return "", k
	}
	if s.isWord(k, "a") || s.isWord(k, "an") || s.isWord(k, "per") || s.isWord(k, "each") || s.isWord(k, "every") {
		if k+1 < len(s.toks) && s.toks[k+1].kind == word {
			if p, ok := lookup(ratePeriods, s.text(k+1)); ok {
				if k+2 < len(s.toks) && s.toks[k+2].kind == word && has(notRateAfter, s.text(k+2)) {
					return "", k // "a year earlier"
				}
				return p, k + 2
			}
		}
		return "", k
	}
	if s.isPunct(k, "/") && k+1 < len(s.toks) && s.toks[k+1].kind == word && !s.toks[k+1].gap {
		if p, ok := lookup(ratePeriods, s.text(k+1)); ok {
			return p, k + 2
		}
	}
	if s.toks[k].kind == word && s.toks[k].gap {
		if p, ok := lookup(rateAdverbs, s.text(k)); ok {
			return p, k + 1
		}
	}
	return "", k
}
