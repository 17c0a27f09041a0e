package quantity

import "github.com/corroborate/corroborate"

// notACount returns the token index to skip to when the digits at token i are not a count:
// part of an identifier, a clock time, a phone number, a date, a section or a name. It returns 0
// when the digits may be a count. first is where the figure starts (before a currency sign).
func (s *scanner) notACount(i, first int) int {
	t := s.toks[i]
	n := len(s.toks)
	if i == first && i > 0 && !t.gap {
		p := s.toks[i-1]
		switch p.kind {
		case word, num:
			return i + 1 // "A320", "G20"
		case punct:
			switch s.text(i - 1) {
			case "+", "#", "/", ":", ".", "№", "=", "_", "@", "&", "^", "\\", "*":
				return i + 1
			case "-", "–", "—", "‑":
				if i >= 2 && !p.gap && (s.toks[i-2].kind == word || s.toks[i-2].kind == num) {
					return i + 1 // "COVID-19", the tail of "2009-2012"
				}
			}
		}
	}
	// "10:30", "3:1"
	if i+2 < n && s.isPunct(i+1, ":") && !s.toks[i+1].gap && s.toks[i+2].kind == num && !s.toks[i+2].gap {
		return i + 3
	}
	// three or more groups joined by dashes, dots or slashes: phone numbers, ISO and slashed
	// dates, version strings. Two groups joined by a slash are a fraction or a date.
	k, groups, slash := i, 1, false
	for k+2 < n && !s.toks[k+1].gap && !s.toks[k+2].gap && s.toks[k+2].kind == num &&
		(s.isDash(k+1) || s.isPunct(k+1, ".") || s.isPunct(k+1, "/")) {
		if s.isPunct(k+1, "/") {
			slash = true
		}
		k += 2
		groups++
	}
	if groups >= 3 || slash {
		return k + 1
	}
	// bare integers in a row: "020 7946 0958"
	if bare(t) && i+1 < n && s.toks[i+1].kind == num && s.toks[i+1].gap && bare(s.toks[i+1]) {
		k := i + 1
		for k < n && s.toks[k].kind == num && bare(s.toks[k]) && s.toks[k].gap {
			k++
		}
		return k
	}
	// clock times: "5 pm", "8 a.m.", "0800 GMT", "10 o'clock"
	if i+1 < n && s.toks[i+1].kind == word {
		w := s.text(i + 1)
		if has(timeWords, w) || eq(w, "o'clock") || eq(w, "o’clock") {
			return i + 2
		}
		if (eq(w, "a") || eq(w, "p")) && s.isPunct(i+2, ".") && s.isWord(i+3, "m") && !s.toks[i+3].gap {
			return i + 4
		}
	}
	if i == first && i > 0 {
		p := i - 1
		if s.isPunct(p, ".") && !s.toks[p].gap && p > 0 && s.toks[p-1].kind == word {
			pw := s.text(p - 1)
			if has(referenceWords, pw) {
				return i + 1 // "No. 5", "Fig. 3"
			}
			if has(months, pw) && s.capitalised(p-1) && (t.val <= 31 || t.ndig == 4) {
				return i + 1 // "Jan. 20"
			}
		}
		if s.toks[p].kind == word {
			pw := s.text(p)
			if has(referenceWords, pw) {
				return i + 1 // "section 3", "Branch 318"
			}
			if has(months, pw) && s.capitalised(p) && bare(t) && (t.val <= 31 || t.ndig == 4) {
				return i + 1 // "April 29", "March 2009"
			}
			if s.capitalised(p) && !possessive(pw) && !has(functionWords, pw) &&
				(!s.sentenceStart(p) || has(nameHeads, pw)) {
				return i + 1 // "World War 2", "Boeing 777"
			}
		}
	}
	// a day before a month: "29 April"
	if bare(t) && t.val >= 1 && t.val <= 31 && i+1 < n && s.capitalised(i+1) && has(months, s.text(i+1)) {
		return i + 1
	}
	// a number that opens a name: "412 Military Hospital"
	if i+1 < n && s.toks[i+1].gap && s.capitalised(i+1) {
		for k := i + 1; k < n && k < i+5 && s.capitalised(k); k++ {
			if has(nameHeads, s.text(k)) {
				return k + 1
			}
		}
	}
	return 0
}

func bare(t token) bool { return t.kind == num && !t.commas && !t.dec }

// isYear reports whether the four digits of f, at token i, are a year rather than a count.
// Years are far more common than bare four-digit counts (news style writes "2,000 people"), so
// from 1800 on they are years unless a qualifier comes before ("more than 2000"), or a unit,
// a percent or a word that is nearly always counted comes after ("2000 troops"). Before 1800
// they are counts unless a word that introduces a date comes before ("in 1453"). The dates
// package applies the same rule, so that four digits are read as one or the other.
func (s *scanner) isYear(i int, f figure) bool {
	if _, q, ok := s.qualifierBefore(i); ok && (q != corroborate.About || f.val < 1800) {
		return false // "around 2009" stays a year
	}
	j := f.end
	if s.isPunct(j, "%") {
		return false
	}
	if j < len(s.toks) && s.toks[j].kind == word && s.toks[j].gap {
		w := s.text(j)
		if has(units, w) || has(percentWords, w) || has(countNouns, w) {
			return false
		}
	}
	if f.val < 1800 {
		return i > 0 && s.toks[i-1].kind == word && (has(yearContext, s.text(i-1)) || has(months, s.text(i-1)))
	}
	return true
}

// pastYearRange skips the second year of "2009-2012" or "2009 to 2012".
func (s *scanner) pastYearRange(e int) int {
	if r, ok := s.rangeEnd(e, false); ok && r.year {
		return r.end
	}
	return e
}
