package quantity

import (
	"strings"

	"github.com/corroborate/corroborate"
	"github.com/corroborate/corroborate/ingest/internal/numtext"
)

// Extract returns the quantities body states, in order of appearance. Every item's Text is
// body[Start:End], from its qualifier ("more than") through its noun or unit and rate.
func Extract(body string) []corroborate.Quantity {
	s := scanner{Tokens: numtext.NewTokens(body)}
	var out []corroborate.Quantity
	for i := 0; i < len(s.Toks); {
		q, next, ok := s.at(i)
		if ok {
			out = append(out, q)
		}
		i = next
	}
	s.elided(out)
	s.conversions(out)
	s.sharedRates(out)
	s.changes(out)
	resolveShared(body, out)
	s.weights(out)
	for i := range out {
		if out[i].Unit != "" && out[i].Noun != "" {
			out[i].Of, out[i].Noun = out[i].Noun, "" // "tonnes of copper": copper is measured, not counted
		}
	}
	return out
}

// at reads a quantity starting at token i. next is the token to go on from (always > i), past
// anything consumed, such as a phone number that must not be read again in pieces.
func (s *scanner) at(i int) (q corroborate.Quantity, next int, ok bool) {
	next = i + 1
	t := s.Toks[i]
	if _, shilling := shillingPrefixes[s.Text(i)]; t.Kind == numtext.Word && !numtext.Has(startWords, s.Text(i)) && !shilling {
		return q, next, false
	}
	if t.Kind != numtext.Punct {
		if q, e, found := s.proportion(i); found {
			return q, max(next, e), true
		}
	}
	first := i // first token of the figure, with any currency sign
	cur := ""
	switch t.Kind {
	case numtext.Punct:
		c, found := currencySymbols[s.Text(i)]
		if !found || i+1 >= len(s.Toks) || s.Toks[i+1].Kind != numtext.Num || s.Toks[i+1].Gap {
			return q, next, false
		}
		cur = c
		if c == "USD" {
			cur = sharedUnit + "$" // whose dollar, the article says
		}
		i++
	case numtext.Word:
		if c, found := numtext.Lookup(dollarPrefixes, s.Text(i)); found && upper(s.Text(i)) && s.IsPunct(i+1, "$") &&
			!s.Toks[i+1].Gap && i+2 < len(s.Toks) && s.Toks[i+2].Kind == numtext.Num && !s.Toks[i+2].Gap {
			cur = c
			i += 2
		} else if c, found := shillingPrefixes[s.Text(i)]; found && i+1 < len(s.Toks) && s.Toks[i+1].Kind == numtext.Num && !s.Toks[i+1].Gap {
			// "Sh250,000", "KSh1.2 billion": East African shillings written before the figure
			cur = c
			i++
		} else if c, found := numtext.Lookup(currencyCodes, s.Text(i)); found && i+1 < len(s.Toks) &&
			s.Toks[i+1].Kind == numtext.Num && s.capitalised(i) && (s.Toks[i+1].Gap || upper(s.Text(i))) {
			// "USD 5 million", and glued in financial style: "EUR1.2bn".
			cur = c
			i++
		} else if c, found := numtext.Lookup(currencyCodes, s.Text(i)); found && s.capitalised(i) && s.IsPunct(i+1, ".") &&
			i+2 < len(s.Toks) && s.Toks[i+2].Kind == numtext.Num {
			cur = c // "Rs. 500 crore"
			i += 2
		}
	}
	if s.Toks[i].Kind == numtext.Num {
		if skip := s.notACount(i, first); skip > 0 {
			return q, max(next, skip), false
		}
	}
	f, found := s.figure(i, cur != "")
	if !found {
		return q, next, false
	}
	if !f.vague && s.isWord(f.end, "and") && s.isWord(f.end+1, "a") && s.isWord(f.end+2, "half") {
		f.val, f.low, f.high = f.val+0.5, f.low+0.5, f.high+0.5 // "four and a half years"
		f.end += 3
	}
	if f.year && cur == "" && s.isYear(i, f) {
		return q, max(next, s.pastYearRange(f.end)), false
	}
	e := f.end
	// "twelve thousand (12,000)": the restatement is the same quantity.
	if s.IsPunct(e, "(") {
		if g, ok := s.figure(e+1, cur != ""); ok && s.IsPunct(g.end, ")") && near(g.val, f.val) {
			e = g.end + 1
		}
	}
	low, high, value := f.low, f.high, f.val
	qual := corroborate.Exact
	if f.vague {
		qual = corroborate.About
	}
	ranged := false
	startTok := first
	re := e
	if s.IsPunct(e, "%") {
		// "5%-10%", "5% to 10%": the unit is written twice
		if r, ok := s.rangeEnd(e+1, false); ok && s.IsPunct(r.end, "%") {
			re = e + 1
		}
	}
	if r, ok := s.rangeEnd(re, cur != ""); ok && !f.vague && !s.change(first, re) &&
		!(r.or && (r.words != f.words || r.val > f.val+max(1, f.val/2))) {
		if r.year && f.year && cur == "" {
			return q, max(next, r.end), false
		}
		lo := f.val
		if !f.scaled && r.scale > 1 && lo*r.scale <= r.val {
			lo *= r.scale // "2 to 3 million"
		}
		if r.val <= 31 && r.end < len(s.Toks) && s.capitalised(r.end) && numtext.Has(months, s.Text(r.end)) {
			return q, max(next, r.end), false // "3-5 March": days of a date
		}
		if lo < r.val {
			low, high, value = lo, r.val, lo
			ranged = true
			e = r.end
		} else if r.dash {
			// "3-2": a score or an identifier, not a range.
			return q, max(next, r.end), false
		}
	}
	if ranged && s.isWord(first-1, "between") {
		startTok = first - 1
	} else if qs, qq, ok := s.qualifierBefore(first); ok {
		startTok, qual = qs, qq
	} else if s.isWord(first-1, "another") || s.isWord(first-1, "additional") || s.isWord(first-1, "further") {
		// "at least another five days", "up to a further 300 jobs"
		k := first - 1
		if s.isWord(k-1, "a") || s.isWord(k-1, "an") {
			k--
		}
		if qs, qq, ok := s.qualifierBefore(k); ok {
			startTok, qual = qs, qq
		}
	}
	if !ranged && s.isWord(e, "or") && e+1 < len(s.Toks) {
		// "31 or more", "20 or so": a qualifier written after the figure
		if qq, ok := orAfter[strings.ToLower(s.Text(e+1))]; ok {
			if qual == corroborate.Exact {
				qual = qq
			}
			e += 2
		}
	}
	if startTok == first && (ranged || f.words) && s.isWord(first-1, "between") {
		startTok = first - 1
	}
	q = corroborate.Quantity{Value: value, Low: low, High: high, Qualifier: qual, Unit: cur}
	endTok := e // token index after the last token in the span
	if f.of {
		endTok = f.end - 1 // the "of" joins only if a noun follows
		if n, ne := s.noun(f.end, true); n != "" {
			q.Noun = n
			endTok = ne
		}
	} else {
		endTok = s.suffix(&q, e, value)
	}
	if s.age(e, endTok) {
		// "a 24-year-old teacher", "he was 34 years old": an age, which describes a person
		// rather than counts anything; news figures leave them out.
		return q, max(next, endTok), false
	}
	if q.Unit == "" && numtext.Has(timeUnits, q.Noun) {
		q.Unit, q.Noun = q.Noun, "" // "10 business days", "six consecutive days": a span of time
	}
	if rate, re := s.rate(endTok); rate != "" {
		q.Rate = rate
		endTok = re
	} else if rate, re := s.priceRate(endTok, money(q.Unit)); rate != "" {
		q.Rate = rate
		endTok = re
	} else if rate, re := s.coordinatedRate(endTok); rate != "" && q.Noun != "" {
		q.Rate = rate
		endTok = re
	}
	if q.Qualifier == corroborate.MoreThan && s.isWord(startTok, "over") && numtext.Has(timeUnits, q.Unit) && !s.isWord(startTok-1, "for") {
		// "over three years the archive grew": a span of time, not a lower bound; "for over
		// ten years" stays one.
		q.Qualifier = corroborate.Exact
		startTok++
	}
	q.Start = s.Toks[startTok].Start
	q.End = s.Toks[endTok-1].End
	q.Text = s.Body[q.Start:q.End]
	return q, max(next, endTok), true
}

func near(a, b float64) bool {
	d := a - b
	if d < 0 {
		d = -d
	}
	return d <= 0.005*max(a, b)
}

// rangeEnd is the second figure of a range: "-30", "–30", " to 30", " and 40".
type rangeEnd struct {
	end   int
	val   float64
	low   float64
	scale float64 // the scale word the second figure carried, to lend to the first
	dash  bool
	or    bool
	words bool
	year  bool

	bareInt bool
}

func (s *scanner) rangeEnd(e int, money bool) (rangeEnd, bool) {
	if e >= len(s.Toks) {
		return rangeEnd{}, false
	}
	var r rangeEnd
	j := e + 1
	switch {
	case s.IsDash(e):
		if s.Toks[e].Gap || e+1 >= len(s.Toks) || s.Toks[e+1].Gap {
			return r, false
		}
		r.dash = true
	case s.isWord(e, "to"):
	case s.isWord(e, "or"):
		r.or = true // "two or three", checked by the caller to be close figures
	case s.isWord(e, "and"):
		// only as the second half of "between X and Y", checked by the caller's span
		if !s.betweenBefore(e) {
			return r, false
		}
	default:
		return r, false
	}
	if money && j < len(s.Toks) && s.Toks[j].Kind == numtext.Punct {
		if _, ok := currencySymbols[s.Text(j)]; ok {
			j++
		}
	}
	g, ok := s.figure(j, money)
	if !ok || g.vague {
		return r, false
	}
	r.end, r.val, r.low, r.words, r.year, r.bareInt = g.end, g.val, g.low, g.words, g.year, g.bareInt
	r.scale = 1
	if g.end-1 > j && s.Toks[g.end-1].Kind == numtext.Word {
		if sc, ok := numtext.Lookup(scales, s.Text(g.end-1)); ok {
			r.scale = sc
		} else if sc, ok := numtext.Lookup(abbrevScales, s.Text(g.end-1)); ok {
			r.scale = sc
		}
	}
	return r, true
}

// betweenBefore reports whether "between" opens the phrase that ends at the "and" at token e.
func (s *scanner) betweenBefore(e int) bool {
	for k := e - 1; k >= 0 && k >= e-6; k-- {
		if s.isWord(k, "between") {
			return true
		}
		_, money := currencySymbols[s.Text(k)]
		if s.Toks[k].Kind == numtext.Punct && !money && !s.IsPunct(k, "%") && !s.IsPunct(k, ",") && !s.IsDash(k) {
			return false
		}
	}
	return false
}

// qualifierBefore finds the longest qualifier phrase that ends just before token first.
func (s *scanner) qualifierBefore(first int) (start int, q corroborate.Qualifier, ok bool) {
	best := 0
	for _, p := range qualifierPhrases {
		n := len(p.words)
		if n <= best || first-n < 0 {
			continue
		}
		match := true
		for k := 0; k < n; k++ {
			ti := first - n + k
			tk := s.Toks[ti]
			if tk.Kind == numtext.Num || !numtext.Eq(s.Text(ti), p.words[k]) {
				match = false
				break
			}
		}
		if match {
			best, q = n, p.q
		}
	}
	if best == 0 {
		return first, "", false
	}
	return first - best, q, true
}

// change reports "rose from 8,000 to 14,000": two figures of a change, not a range. first is the
// figure's first token and e the token after it.
func (s *scanner) change(first, e int) bool {
	if qs, _, ok := s.qualifierBefore(first); ok {
		first = qs // "rose from about $15 to $160"
	}
	if !s.isWord(e, "to") || !s.isWord(first-1, "from") {
		return false
	}
	for k := first - 2; k >= 0 && k >= first-5; k-- {
		if s.Toks[k].Kind != numtext.Word {
			return false
		}
		if numtext.Has(changeWords, s.Text(k)) {
			return true
		}
	}
	return false
}

// upper reports whether a word is written in capitals only: "EUR", "HK".
func upper(w string) bool {
	for i := 0; i < len(w); i++ {
		if w[i] >= 'a' && w[i] <= 'z' {
			return false
		}
	}
	return w != ""
}

// age reports whether the figure ending before token e is an age: "24-year-old", "eight-month-old",
// "34 years old" (the suffix read up to token end).
func (s *scanner) age(e, end int) bool {
	if s.IsDash(e) && !s.Toks[e].Gap && e+3 < len(s.Toks) && numtext.Has(ageUnits, s.Text(e+1)) &&
		s.IsDash(e+2) && s.isWord(e+3, "old") {
		return true
	}
	return e < len(s.Toks) && numtext.Has(ageUnits, s.Text(e)) && s.isWord(e+1, "old") && end <= e+2
}

var ageUnits = numtext.Set("year", "years", "month", "months", "week", "weeks", "day", "days")

// weights reads "pounds" after a verb of body weight as a weight, not sterling: "he lost more
// than 30 pounds".
func (s *scanner) weights(qs []corroborate.Quantity) {
	for k := range qs {
		q := &qs[k]
		if q.Unit != "GBP" || !(strings.HasSuffix(q.Text, "pounds") || strings.HasSuffix(q.Text, "pound")) {
			continue
		}
		first := s.tokenAt(q.Start)
		for j := first - 1; j >= 0 && j >= first-3; j-- {
			if s.Toks[j].Kind == numtext.Word && numtext.Has(weightVerbs, s.Text(j)) {
				q.Unit = "pounds"
				break
			}
		}
	}
}

var weightVerbs = numtext.Set("lost", "lose", "losing", "gained", "gain", "gaining", "weighed", "weighing", "weighs", "weigh", "shed")
