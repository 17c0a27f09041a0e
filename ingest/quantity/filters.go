package quantity

import (
	"github.com/corroborate/corroborate"
	"github.com/corroborate/corroborate/ingest/internal/numtext"
)

// notACount returns the token index to skip to when the digits at token i are not a count:
// part of an identifier, a clock time, a phone number, a date, a section or a name. It returns 0
// when the digits may be a count. first is where the figure starts (before a currency sign).
func (s *scanner) notACount(i, first int) int {
	t := s.Toks[i]
	n := len(s.Toks)
	if i == first && i > 0 && !t.Gap {
		p := s.Toks[i-1]
		switch p.Kind {
		case numtext.Word, numtext.Num:
			return i + 1 // "A320", "G20"
		case numtext.Punct:
			switch s.Text(i - 1) {
			case "+", "#", "/", ":", ".", "№", "=", "_", "@", "&", "^", "\\", "*":
				return i + 1
			case "-", "–", "—", "‑":
				if i >= 2 && !p.Gap && (s.Toks[i-2].Kind == numtext.Word || s.Toks[i-2].Kind == numtext.Num) {
					return i + 1 // "COVID-19", the tail of "2009-2012"
				}
			}
		}
	}
	// "10:30", "3:1"
	if i+2 < n && s.IsPunct(i+1, ":") && !s.Toks[i+1].Gap && s.Toks[i+2].Kind == numtext.Num && !s.Toks[i+2].Gap {
		return i + 3
	}
	// three or more groups joined by dashes, dots or slashes: phone numbers, ISO and slashed
	// dates, version strings. Two groups joined by a slash are a fraction or a date.
	k, groups, slash := i, 1, false
	for k+2 < n && !s.Toks[k+1].Gap && !s.Toks[k+2].Gap && s.Toks[k+2].Kind == numtext.Num &&
		(s.IsDash(k+1) || s.IsPunct(k+1, ".") || s.IsPunct(k+1, "/")) {
		if s.IsPunct(k+1, "/") {
			slash = true
		}
		k += 2
		groups++
	}
	if groups >= 3 || slash {
		return k + 1
	}
	// bare integers in a row: "020 7946 0958"
	if bare(t) && i+1 < n && s.Toks[i+1].Kind == numtext.Num && s.Toks[i+1].Gap && bare(s.Toks[i+1]) {
		k := i + 1
		for k < n && s.Toks[k].Kind == numtext.Num && bare(s.Toks[k]) && s.Toks[k].Gap {
			k++
		}
		return k
	}
	// clock times: "5 pm", "8 a.m.", "0800 GMT", "10 o'clock"
	if i+1 < n && s.Toks[i+1].Kind == numtext.Word {
		w := s.Text(i + 1)
		if numtext.Has(timeWords, w) || numtext.Eq(w, "o'clock") || numtext.Eq(w, "o’clock") {
			return i + 2
		}
		if (numtext.Eq(w, "a") || numtext.Eq(w, "p")) && s.IsPunct(i+2, ".") && s.isWord(i+3, "m") && !s.Toks[i+3].Gap {
			return i + 4
		}
	}
	if i == first && i > 0 {
		p := i - 1
		if s.IsPunct(p, ".") && !s.Toks[p].Gap && p > 0 && s.Toks[p-1].Kind == numtext.Word {
			pw := s.Text(p - 1)
			if numtext.Has(referenceWords, pw) {
				return i + 1 // "No. 5", "Fig. 3"
			}
			if numtext.Has(months, pw) && s.capitalised(p-1) && (t.Val <= 31 || t.NDig == 4) {
				return i + 1 // "Jan. 20"
			}
		}
		if s.Toks[p].Kind == numtext.Word {
			pw := s.Text(p)
			if numtext.Has(referenceWords, pw) && (s.capitalised(p) || !s.measureFollows(i)) {
				return i + 1 // "section 3", "Branch 318"; but "a camp 15-20 km north"
			}
			if numtext.Has(months, pw) && s.capitalised(p) && bare(t) && (t.Val <= 31 || t.NDig == 4) {
				return i + 1 // "April 29", "March 2009"
			}
			if s.capitalised(p) && !possessive(pw) && !numtext.Has(functionWords, pw) && !t.Commas &&
				(!s.SentenceStart(p) || numtext.Has(nameHeads, pw)) {
				return i + 1 // "World War 2", "Boeing 777"
			}
		}
	}
	// ages: "aged 22 and 51", "two daughters, ages 6 and 9"
	if i == first && bare(t) && t.Val < 120 && (s.isWord(i-1, "aged") || s.isWord(i-1, "ages")) {
		k := i + 1
		for (s.isWord(k, "and") || s.isWord(k, "to") || s.IsPunct(k, ",")) && k+1 < n && bare(s.Toks[k+1]) {
			k += 2
		}
		return k
	}
	// an age after a name, set off by commas: "Jane Doe, 27, said"
	if bare(t) && t.Val < 120 && i == first && i >= 2 && s.IsPunct(i-1, ",") && s.capitalised(i-2) &&
		s.Toks[i-2].Kind == numtext.Word && i+1 < n && (s.IsPunct(i+1, ",") || s.IsPunct(i+1, ")")) {
		return i + 1
	}
	// a day before a month: "29 April"
	if bare(t) && t.Val >= 1 && t.Val <= 31 && i+1 < n && s.capitalised(i+1) && numtext.Has(months, s.Text(i+1)) {
		return i + 1
	}
	// a number that opens a name: "412 Military Hospital"
	if i+1 < n && s.Toks[i+1].Gap && s.capitalised(i+1) {
		for k := i + 1; k < n && k < i+5 && s.capitalised(k); k++ {
			if numtext.Has(nameHeads, s.Text(k)) {
				return k + 1
			}
		}
	}
	return 0
}

// measureFollows reports whether a unit follows the figure at token i, or the range it opens:
// "15-20 km".
func (s *scanner) measureFollows(i int) bool {
	k := i + 1
	if k+1 < len(s.Toks) && s.IsDash(k) && !s.Toks[k].Gap && s.Toks[k+1].Kind == numtext.Num {
		k += 2
	}
	return k < len(s.Toks) && s.Toks[k].Kind == numtext.Word && numtext.Has(units, s.Text(k))
}

func bare(t numtext.Token) bool { return t.Kind == numtext.Num && !t.Commas && !t.Dec }

// isYear reports whether the four digits of f, at token i, are a year rather than a count.
// Years are far more common than bare four-digit counts (news style writes "2,000 people"), so
// from 1800 on they are years unless a qualifier comes before ("more than 2000"), or a unit,
// a percent or a word that is nearly always counted comes after ("2000 troops"). Before 1800
// they are counts unless a word that introduces a date comes before ("in 1453"). The dates
// package applies the same rule, so that four digits are read as one or the other.
func (s *scanner) isYear(i int, f figure) bool {
	if qs, q, ok := s.qualifierBefore(i); ok && (q != corroborate.About || f.val < 1800) {
		// "until at least 2032": a time preposition before the qualifier keeps the year.
		timePrep := qs > 0 && s.Toks[qs-1].Kind == numtext.Word && f.val >= 1900 && f.val <= 2100 && f.end-i == 1 &&
			numtext.Has(yearPreps, s.Text(qs-1))
		if !timePrep {
			return false // "around 2009" stays a year
		}
	}
	j := f.end
	if s.IsPunct(j, "%") {
		return false
	}
	if j < len(s.Toks) && s.Toks[j].Kind == numtext.Word && s.Toks[j].Gap {
		w := s.Text(j)
		if numtext.Has(units, w) || numtext.Has(percentWords, w) || numtext.Has(numtext.CountNouns, w) {
			return false
		}
	}
	if f.val < 1800 {
		return i > 0 && s.Toks[i-1].Kind == numtext.Word && (numtext.Has(yearContext, s.Text(i-1)) || numtext.Has(months, s.Text(i-1)))
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
