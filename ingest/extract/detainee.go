package extract

import (
	"strconv"
	"strings"
)

// numberWords are spelled-out counts that may head a detainee group ("eleven thousand").
var numberWords = map[string]float64{
	"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
	"nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14,
	"fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
	"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
	"eighty": 80, "ninety": 90, "hundred": 100, "dozens": 0, "hundreds": 0, "thousands": 0,
}

var multipliers = map[string]float64{"hundred": 100, "thousand": 1000, "million": 1e6}

// detainees finds counted groups of detainees: "11,000 detainees", "11-thousand prisoners",
// "eleven thousand political prisoners". The entity's name is the count written with digits
// and thousands separators, then the noun as the text has it ("11,000 prisoners"), so the same
// group written two ways is one entity.
func detainees(body string, toks []token) []*candidate {
	var out []*candidate
	for i := 0; i < len(toks); i++ {
		value, next, ok := count(toks, i)
		if !ok || value <= 0 {
			continue
		}
		j := next
		adjectives := 0
		for j < len(toks) && adjectives < 2 && toks[j].word && !toks[j].cap && !detaineeNouns[toks[j].lower] &&
			lexic().words[toks[j].lower] && (!lexic().stop[toks[j].lower] || toks[j].lower == "other" || toks[j].lower == "more") {
			j++
			adjectives++
		}
		if j >= len(toks) || !detaineeNouns[toks[j].lower] || !strings.HasSuffix(toks[j].lower, "s") {
			continue
		}
		c := &candidate{first: -1, last: -1, start: toks[i].start, end: toks[j].end}
		c.display = formatCount(value) + " " + toks[j].lower
		c.key = "#" + c.display
		c.ev[kDetainee] = 9
		out = append(out, c)
		i = j
	}
	return out
}

// count reads a number at token i: digits, digits-thousand, or number words with a
// multiplier. It returns the value and the token after it.
func count(toks []token, i int) (float64, int, bool) {
	t := toks[i]
	var v float64
	j := i + 1
	switch {
	case t.num:
		f, err := strconv.ParseFloat(strings.ReplaceAll(t.text, ",", ""), 64)
		if err != nil {
			return 0, i, false
		}
		v = f
	case t.word && numberWords[t.lower] > 0:
		v = numberWords[t.lower]
	default:
		return 0, i, false
	}
	if j < len(toks) && toks[j].text == "-" && j+1 < len(toks) && multipliers[toks[j+1].lower] > 0 {
		v *= multipliers[toks[j+1].lower]
		j += 2
	} else if j < len(toks) && multipliers[toks[j].lower] > 0 {
		v *= multipliers[toks[j].lower]
		j++
	} else if j < len(toks) && t.word && strings.HasPrefix(toks[j].lower, "-") {
		return 0, i, false
	}
	return v, j, true
}

// formatCount writes 11000 as "11,000".
func formatCount(v float64) string {
	if v != float64(int64(v)) {
		return strconv.FormatFloat(v, 'f', -1, 64)
	}
	s := strconv.FormatInt(int64(v), 10)
	var b strings.Builder
	for i, r := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(r)
	}
	return b.String()
}
