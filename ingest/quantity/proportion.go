package quantity

import (
	"math"

	"github.com/corroborate/corroborate"
	"github.com/corroborate/corroborate/ingest/internal/numtext"
)

// proportion reads fractions and ratios as percentages, so that "two-thirds of voters", "one in
// five families" and "67% of voters" compare: "half of", "a third of", "two-thirds", "one in
// five". Word fractions need "of" after them ("a third man" is an ordinal), unless hyphenated.
func (s *scanner) proportion(i int) (q corroborate.Quantity, next int, ok bool) {
	n := len(s.Toks)
	t := s.Toks[i]
	numer := 0.0
	k := i
	switch {
	case t.Kind == numtext.Num && !t.Dec && !t.Commas && t.NDig <= 2:
		numer, k = t.Val, i+1
	case t.Kind == numtext.Word:
		w := s.Text(i)
		if numtext.Eq(w, "half") {
			if !s.isWord(i+1, "of") || (i > 0 && s.Toks[i-1].Kind == numtext.Word && numtext.Has(notHalf, s.Text(i-1))) {
				return q, i, false
			}
			return s.percentOf(i, i, i+1, 50)
		}
		if numtext.Eq(w, "a") || numtext.Eq(w, "an") {
			numer, k = 1, i+1
		} else if v, found := numtext.Lookup(smallNumbers, w); found && v > 0 && v < 20 {
			numer, k = v, i+1
		} else {
			return q, i, false
		}
	default:
		return q, i, false
	}
	// "one in five", "1 in 4"
	if s.isWord(k, "in") && k+1 < n && !(t.Kind == numtext.Word && (numtext.Eq(s.Text(i), "a") || numtext.Eq(s.Text(i), "an"))) &&
		(t.Kind == numtext.Word || numer == 1) {
		g, found := s.figure(k+1, false)
		if found && !g.vague && !g.year && g.val > numer && g.val <= 1000 {
			return s.percentOf(i, g.end-1, g.end, numer/g.val*100)
		}
		return q, i, false
	}
	hyphen := s.IsDash(k) && !s.Toks[k].Gap && k+1 < n && !s.Toks[k+1].Gap
	if hyphen {
		k++
	}
	if k >= n || s.Toks[k].Kind != numtext.Word || (!hyphen && !s.Toks[k].Gap) {
		return q, i, false
	}
	den, found := numtext.Lookup(fractions, s.Text(k))
	if !found || numer >= den || (!hyphen && !s.isWord(k+1, "of")) {
		return q, i, false
	}
	if t.Kind == numtext.Num && !hyphen {
		return q, i, false // "3 quarters" reads poorly as a fraction; leave it
	}
	return s.percentOf(i, k, k+1, numer/den*100)
}

// percentOf builds a percentage spanning tokens first..last, with the noun of an "of the X"
// that follows at token after.
func (s *scanner) percentOf(first, last, after int, pct float64) (corroborate.Quantity, int, bool) {
	pct = math.Round(pct*100) / 100
	q := corroborate.Quantity{Value: pct, Low: pct, High: pct, Unit: "%", Qualifier: corroborate.Exact}
	startTok := first
	if qs, qq, ok := s.qualifierBefore(first); ok {
		startTok, q.Qualifier = qs, qq
	}
	endTok := s.ofNoun(&q, after, last+1)
	if q.Noun == "" {
		if noun, ne := s.noun(after, false); noun != "" && last+1 == after {
			q.Noun, endTok = noun, ne // "one in five families"
		}
	}
	q.Start = s.Toks[startTok].Start
	q.End = s.Toks[endTok-1].End
	q.Text = s.Body[q.Start:q.End]
	return q, endTok, true
}

// notHalf before "half of" make it a period or a part, not a proportion: "the second half of".
var notHalf = numtext.Set("a", "the", "first", "second", "latter", "other", "back", "front", "one's")
