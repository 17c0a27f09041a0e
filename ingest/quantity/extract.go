package quantity

import "github.com/corroborate/corroborate"

// Extract returns the quantities body states, in order of appearance. Every item's Text is
// body[Start:End], from its qualifier ("more than") through its noun or unit and rate.
func Extract(body string) []corroborate.Quantity {
	s := scanner{body: body, toks: tokenize(body)}
	var out []corroborate.Quantity
	for i := 0; i < len(s.toks); {
		q, next, ok := s.at(i)
		if ok {
			out = append(out, q)
		}
		i = next
	}
	return out
}

// at reads a quantity starting at token i. next is the token to go on from (always > i), past
// anything consumed, such as a phone number that must not be read again in pieces.
func (s *scanner) at(i int) (q corroborate.Quantity, next int, ok bool) {
	next = i + 1
	t := s.toks[i]
	if t.kind == word && !has(startWords, s.text(i)) {
		return q, next, false
	}
	if t.kind != punct {
		if q, e, found := s.proportion(i); found {
			return q, max(next, e), true
		}
	}
	first := i // first token of the figure, with any currency sign
	cur := ""
	switch t.kind {
	case punct:
		c, found := currencySymbols[s.text(i)]
		if !found || i+1 >= len(s.toks) || s.toks[i+1].kind != num || s.toks[i+1].gap {
			return q, next, false
		}
		cur = c
		i++
	case word:
		if c, found := lookup(dollarPrefixes, s.text(i)); found && upper(s.text(i)) && s.isPunct(i+1, "$") &&
			!s.toks[i+1].gap && i+2 < len(s.toks) && s.toks[i+2].kind == num && !s.toks[i+2].gap {
			cur = c
			i += 2
		} else if c, found := lookup(currencyCodes, s.text(i)); found && i+1 < len(s.toks) &&
			s.toks[i+1].kind == num && s.capitalised(i) && (s.toks[i+1].gap || upper(s.text(i))) {
			// "USD 5 million", and glued in financial style: "EUR1.2bn".
			cur = c
			i++
		} else if c, found := lookup(currencyCodes, s.text(i)); found && s.capitalised(i) && s.isPunct(i+1, ".") &&
			i+2 < len(s.toks) && s.toks[i+2].kind == num {
			cur = c // "Rs. 500 crore"
			i += 2
		}
	}
	if s.toks[i].kind == num {
		if skip := s.notACount(i, first); skip > 0 {
			return q, max(next, skip), false
		}
	}
	f, found := s.figure(i, cur != "")
	if !found {
		return q, next, false
	}
	if f.year && cur == "" && s.isYear(i, f) {
		return q, max(next, s.pastYearRange(f.end)), false
	}
	e := f.end
	// "twelve thousand (12,000)": the restatement is the same quantity.
	if s.isPunct(e, "(") {
		if g, ok := s.figure(e+1, cur != ""); ok && s.isPunct(g.end, ")") && near(g.val, f.val) {
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
	if s.isPunct(e, "%") {
		// "5%-10%", "5% to 10%": the unit is written twice
		if r, ok := s.rangeEnd(e+1, false); ok && s.isPunct(r.end, "%") {
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
		if r.val <= 31 && r.end < len(s.toks) && s.capitalised(r.end) && has(months, s.text(r.end)) {
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
	if rate, re := s.rate(endTok); rate != "" {
		q.Rate = rate
		endTok = re
	}
	q.Start = s.toks[startTok].start
	q.End = s.toks[endTok-1].end
	q.Text = s.body[q.Start:q.End]
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
	if e >= len(s.toks) {
		return rangeEnd{}, false
	}
	var r rangeEnd
	j := e + 1
	switch {
	case s.isDash(e):
		if s.toks[e].gap || e+1 >= len(s.toks) || s.toks[e+1].gap {
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
	if money && j < len(s.toks) && s.toks[j].kind == punct {
		if _, ok := currencySymbols[s.text(j)]; ok {
			j++
		}
	}
	g, ok := s.figure(j, money)
	if !ok || g.vague {
		return r, false
	}
	r.end, r.val, r.low, r.words, r.year, r.bareInt = g.end, g.val, g.low, g.words, g.year, g.bareInt
	r.scale = 1
	if g.end-1 > j && s.toks[g.end-1].kind == word {
		if sc, ok := lookup(scales, s.text(g.end-1)); ok {
			r.scale = sc
		} else if sc, ok := lookup(abbrevScales, s.text(g.end-1)); ok {
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
		if s.toks[k].kind == punct && !s.isPunct(k, "$") && !s.isPunct(k, "%") && !s.isPunct(k, ",") && !s.isDash(k) {
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
			tk := s.toks[ti]
			if tk.kind == num || !eq(s.text(ti), p.words[k]) {
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
	if !s.isWord(e, "to") || !s.isWord(first-1, "from") {
		return false
	}
	for k := first - 2; k >= 0 && k >= first-5; k-- {
		if s.toks[k].kind != word {
			return false
		}
		if has(changeWords, s.text(k)) {
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
