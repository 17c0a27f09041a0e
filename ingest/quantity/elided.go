package quantity

import (
	"sort"
	"strings"

	"github.com/corroborate/corroborate"
	"github.com/corroborate/corroborate/ingest/internal/numtext"
)

// A count may name what it counts away from the figure: "bringing to at least 11 the number of
// deaths", "put the number of registered refugees at 387,000". A bare count (no noun, unit or
// rate) takes the noun of "the number of X" in its sentence. A noun the text leaves unsaid ("11
// inmates died and 23 were taken to hospital") is not supplied: the first count of a sentence is
// often not the one the next stands for ("19 people were killed, including two nurses, and about
// 40 were wounded"), and a wrong noun would group the claim with others it does not match.

// elided fills in the nouns bare counts leave to their sentence.
func (s *scanner) elided(qs []corroborate.Quantity) {
	for k := range qs {
		q := &qs[k]
		if q.Noun != "" || q.Unit != "" || q.Rate != "" || q.Text == "" {
			continue
		}
		end := s.tokenAt(q.End)
		if s.isWord(end, "of") {
			continue
		}
		// "the number of X" close before the figure ("put the number of dead at 2,600") or
		// right after it ("bringing to 11 the number of deaths"), in its sentence.
		first := s.tokenAt(q.Start)
		from := max(s.sentenceOpening(first), first-12)
		if k > 0 {
			from = max(from, s.tokenAt(qs[k-1].End))
		}
		if noun := s.numberOf(from, min(s.sentenceClosing(end), end+5)); noun != "" {
			q.Noun = noun
		}
	}
}

// tokenAt is the index of the first token starting at or after byte offset off.
func (s *scanner) tokenAt(off int) int {
	return sort.Search(len(s.Toks), func(i int) bool { return s.Toks[i].Start >= off })
}

// sentenceOpening is the first token of the sentence holding token i.
func (s *scanner) sentenceOpening(i int) int {
	for i > 0 && !s.sentenceBreak(i) {
		i--
	}
	return i
}

// sentenceClosing is the token after the sentence holding the tokens before i.
func (s *scanner) sentenceClosing(i int) int {
	for i < len(s.Toks) && !s.sentenceBreak(i) {
		i++
	}
	return i
}

// sentenceBreak reports whether a sentence ends just before token i: after a line break, or
// after ".", "!" or "?" (and any closing quote) followed by a capital, unless the full stop ends
// an abbreviation ("U.S. officials", "Oct. 14").
func (s *scanner) sentenceBreak(i int) bool {
	if i <= 0 || i >= len(s.Toks) {
		return true
	}
	if strings.Contains(s.Body[s.Toks[i-1].End:s.Toks[i].Start], "\n") {
		return true
	}
	if !s.Toks[i].Gap || !s.capitalised(i) && s.Toks[i].Kind != numtext.Num {
		return false
	}
	k := i - 1
	for k > 0 && s.Toks[k].Kind == numtext.Punct && strings.ContainsAny(s.Text(k), "\"”’'") {
		k--
	}
	if s.IsPunct(k, "!") || s.IsPunct(k, "?") {
		return true
	}
	if !s.IsPunct(k, ".") {
		return false
	}
	if w := k - 1; w >= 0 && s.Toks[w].Kind == numtext.Word && len(s.Text(w)) <= 3 && s.capitalised(w) {
		return false
	}
	return true
}

// numberOf reads "the number of X" between tokens from and to, and returns X's noun.
func (s *scanner) numberOf(from, to int) string {
	for k := from; k+2 < to; k++ {
		if !s.isWord(k, "number") || !s.isWord(k+1, "of") {
			continue
		}
		j := k + 2
		for j < to && s.Toks[j].Kind == numtext.Word && numtext.Has(determiners, s.Text(j)) {
			j++
		}
		if noun, _ := s.noun(j, false); noun != "" {
			return noun
		}
		if j < to && numtext.Has(groupAdjectives, s.Text(j)) {
			return s.Text(j) // "the number of dead"
		}
	}
	return ""
}
