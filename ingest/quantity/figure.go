package quantity

import (
	"strings"

	"github.com/corroborate/corroborate/ingest/internal/numtext"
)

// figure is a number as written: digits ("14,500", "1.5 million", "$3bn", "12-thousand"),
// words ("eleven thousand", "a dozen", "twenty-five") or a vague plural ("hundreds of").
type figure struct {
	end     int // token index just after the figure
	val     float64
	low     float64
	high    float64
	vague   bool // a range read from "hundreds of"; low and high are set
	words   bool // written in words
	scaled  bool // a scale word or abbreviation multiplied it
	bareInt bool // a plain integer of digits: no separators, decimals, scale or words
	year    bool // four digits that could be a year (1000-2100)
	of      bool // "of" was read after a vague plural, the counted noun follows directly
}

// figure reads the number starting at token i. money allows the "m"/"b" abbreviations ("$40m")
// that otherwise mean metres or are ambiguous.
func (s *scanner) figure(i int, money bool) (figure, bool) {
	if i >= len(s.Toks) {
		return figure{}, false
	}
	t := s.Toks[i]
	switch t.Kind {
	case numtext.Num:
		return s.digitFigure(i, money)
	case numtext.Word:
		return s.wordFigure(i)
	}
	return figure{}, false
}

func (s *scanner) digitFigure(i int, money bool) (figure, bool) {
	t := s.Toks[i]
	if t.MultiDot || t.Lead0 {
		return figure{}, false
	}
	f := figure{end: i + 1, val: t.Val}
	scaled := false
	if j := i + 1; j < len(s.Toks) && !s.Toks[j].Gap {
		n := s.Toks[j]
		switch {
		case n.Kind == numtext.Word:
			w := s.Text(j)
			if sc, ok := numtext.Lookup(abbrevScales, w); ok && (money || len(w) > 1 || s.countFollows(j+1)) {
				f.val = t.Scaled(sc)
				f.end = j + 1
				scaled = true
			} else if !numtext.Has(units, w) && !numtext.Has(percentWords, w) && w != "C" && w != "F" {
				// "29th", "1990s", "3pm", "5G": not a count.
				return figure{}, false
			}
		case n.Kind == numtext.Num:
			return figure{}, false
		case n.Kind == numtext.Punct && vulgarFractions[s.Text(j)] > 0:
			f.val += vulgarFractions[s.Text(j)] // "3½"
			f.end = j + 1
			scaled = true
		case s.IsDash(j) && j+1 < len(s.Toks) && !s.Toks[j+1].Gap && s.Toks[j+1].Kind == numtext.Word:
			if sc, ok := numtext.Lookup(scales, s.Text(j+1)); ok && sc >= 1000 {
				f.val = t.Scaled(sc)
				f.end = j + 2
				scaled = true
			}
		}
	}
	if !scaled && f.end < len(s.Toks) && s.Toks[f.end].Kind == numtext.Word && s.Toks[f.end].Gap {
		if sc, ok := numtext.Lookup(scales, s.Text(f.end)); ok {
			f.val = t.Scaled(sc)
			f.end++
			scaled = true
		}
	}
	f.low, f.high = f.val, f.val
	f.scaled = scaled
	f.bareInt = !scaled && !t.Commas && !t.Dec
	f.year = f.bareInt && t.NDig == 4 && t.Val >= 1000 && t.Val <= 2100
	return f, true
}

// number-word states, for the order words may come in.
const (
	wNone = iota
	wSmall
	wTens
	wHundred
	wBig
)

func (s *scanner) wordFigure(i int) (figure, bool) {
	w := s.Text(i)
	if (numtext.Eq(w, "tens") || numtext.Eq(w, "hundreds")) && s.isWord(i+1, "of") && i+2 < len(s.Toks) {
		// "tens of thousands", "hundreds of millions": read before "hundreds" alone, which
		// would stop at "of" and count the scale word.
		if rng, ok := numtext.Lookup(vague, s.Text(i+2)); ok && rng[0] >= 2000 {
			mul := 10.0
			if numtext.Eq(w, "hundreds") {
				mul = 100
			}
			base := rng[0] / 2
			return s.vagueFigureSpan(i+2, [2]float64{2 * mul * base, 1000*base - 1})
		}
	}
	if rng, ok := numtext.Lookup(vague, w); ok {
		return s.vagueFigure(i, rng)
	}
	k := i + 1
	if numtext.Eq(w, "a") && s.isWord(i+1, "few") {
		w, k = "few", i+2
	}
	if (numtext.Eq(w, "several") || numtext.Eq(w, "few")) && k < len(s.Toks) {
		if sc, ok := numtext.Lookup(scales, s.Text(k)); ok && sc >= 100 && s.Toks[k].Kind == numtext.Word {
			f := figure{end: k + 1, vague: true, words: true, low: 2 * sc, high: 9 * sc}
			f.val = f.low
			return f, true
		}
	}
	total, group := 0.0, 0.0
	state := wNone
	j := i
	end := i
	nwords := 0
	if (numtext.Eq(w, "a") || numtext.Eq(w, "an")) && s.isWord(i+1, "decade") || numtext.Eq(w, "a") && i+1 < len(s.Toks) &&
		s.Toks[i+1].Kind == numtext.Word && numtext.Has(timeUnits, s.Text(i+1)) && !strings.HasSuffix(s.Text(i+1), "s") {
		// "more than a decade", "less than a month": one of the unit, when a qualifier says so
		if _, _, ok := s.qualifierBefore(i); ok {
			return figure{val: 1, low: 1, high: 1, end: i + 1, words: true}, true
		}
		return figure{}, false
	}
	if (numtext.Eq(w, "a") || numtext.Eq(w, "an")) && i+1 < len(s.Toks) {
		if _, ok := numtext.Lookup(scales, s.Text(i+1)); ok && s.Toks[i+1].Kind == numtext.Word {
			group = 1
			state = wSmall
			j = i + 1
		} else {
			return figure{}, false
		}
	} else if numtext.Eq(w, "half") && s.isWord(i+1, "a") && i+2 < len(s.Toks) {
		if _, ok := numtext.Lookup(scales, s.Text(i+2)); ok {
			group = 0.5
			state = wSmall
			j = i + 2
		}
	}
	for j < len(s.Toks) {
		t := s.Toks[j]
		if t.Kind != numtext.Word {
			if s.IsDash(j) && !t.Gap && state == wTens && j+1 < len(s.Toks) && !s.Toks[j+1].Gap {
				if v, ok := numtext.Lookup(smallNumbers, s.Text(j+1)); ok && v > 0 && v < 10 {
					group += v
					state = wSmall
					j += 2
					end = j
					nwords++
					continue
				}
			}
			break
		}
		tw := s.Text(j)
		if v, ok := numtext.Lookup(smallNumbers, tw); ok {
			if v >= 20 {
				if state != wNone && state != wHundred && state != wBig {
					break
				}
				state = wTens
			} else {
				if state == wSmall || (state == wTens && v >= 10) {
					break
				}
				state = wSmall
			}
			group += v
			j++
			end = j
			nwords++
			continue
		}
		if sc, ok := numtext.Lookup(scales, tw); ok {
			if state != wSmall && state != wTens && !(state == wHundred && sc >= 1000) {
				break
			}
			switch {
			case sc == 100:
				group *= 100
				state = wHundred
			case sc == 12:
				group *= 12
				state = wBig
			default:
				total += group * sc
				group = 0
				state = wBig
			}
			j++
			end = j
			nwords++
			continue
		}
		if numtext.Eq(tw, "and") && (state == wHundred || state == wBig) && j+1 < len(s.Toks) {
			if _, ok := numtext.Lookup(smallNumbers, s.Text(j+1)); ok {
				j++
				continue
			}
		}
		break
	}
	if end == i || nwords == 0 {
		return figure{}, false
	}
	val := total + group
	// A lone "one" or "zero" is almost always a pronoun or idiom ("one of the authors").
	if nwords == 1 && (val <= 1) && (numtext.Eq(w, "one") || numtext.Eq(w, "zero")) {
		return figure{}, false
	}
	return figure{end: end, val: val, low: val, high: val, words: true, scaled: state == wBig || state == wHundred}, true
}

func (s *scanner) vagueFigure(i int, rng [2]float64) (figure, bool) {
	if numtext.Eq(s.Text(i), "scores") && !s.isWord(i+1, "of") {
		return figure{}, false // "test scores"; "dozens" alone is still a count
	}
	return s.vagueFigureSpan(i, rng)
}

func (s *scanner) vagueFigureSpan(last int, rng [2]float64) (figure, bool) {
	f := figure{end: last + 1, vague: true, words: true, val: rng[0], low: rng[0], high: rng[1]}
	if s.isWord(f.end, "of") {
		f.end++
		f.of = true
	}
	return f, true
}

// countFollows decides a glued "m" at token j-1: metres when a word of measure follows ("100m
// tall", "50m from", "the 100m sprint"), otherwise a million ("3.6m", "2.4m units"), which is
// what news text nearly always means by it.
func (s *scanner) countFollows(j int) bool {
	if j >= len(s.Toks) || s.Toks[j].Kind != numtext.Word || !s.Toks[j].Gap {
		return true
	}
	return !numtext.Has(metreWords, s.Text(j))
}

var metreWords = numtext.Set("tall", "high", "deep", "long", "wide", "away", "above", "below", "under",
	"off", "from", "across", "thick", "square", "sprint", "race", "hurdles", "freestyle", "of",
	"in", "behind", "beneath", "underground", "downstream", "upstream", "inland", "offshore",
	"apart", "short", "higher", "lower", "deeper", "taller", "longer", "wider", "radius",
	"altitude", "depth", "height", "length", "metres", "backstroke", "breaststroke", "butterfly",
	"relay", "final", "medley", "dash")
