package dates

import (
	"time"

	"github.com/corroborate/corroborate"
	"github.com/corroborate/corroborate/ingest/internal/numtext"
)

// weekday reads "Monday", "last Friday", "next Tuesday". A bare weekday is the latest such day on
// or before publication, or the next one on or after it when the sentence speaks of the future.
// A weekday that heads a full date ("Monday, January 20") is left to the date.
func (s *scanner) weekday(i int) (corroborate.Date, int, bool) {
	if !s.capitalised(i) {
		return corroborate.Date{}, i, false
	}
	wd, ok := numtext.Lookup(weekdays, stripPossessive(s.Text(i)))
	if !ok {
		return corroborate.Date{}, i, false
	}
	if s.capitalised(i+1) && s.Toks[i+1].Gap && numtext.Has(weekdayNames, s.Text(i+1)) {
		return corroborate.Date{}, i + 2, false // "The Sunday Times"
	}
	k := i + 1
	if s.IsPunct(k, ",") {
		k++
	}
	if _, _, _, ok := s.month(k); ok {
		return corroborate.Date{}, i + 1, false
	}
	if _, dn, ok := s.dayNumber(k); ok {
		if _, _, _, ok := s.month(dn); ok {
			return corroborate.Date{}, i + 1, false
		}
		if s.isWord(dn, "of") {
			return corroborate.Date{}, i + 1, false
		}
	}
	from := i
	mode := "past"
	switch {
	case s.isWord(i-1, "last"), s.isWord(i-1, "past"):
		from, mode = i-1, "last"
	case s.isWord(i-1, "next"), s.isWord(i-1, "coming"):
		from, mode = i-1, "next"
	case s.isWord(i-1, "this"):
		from, mode = i-1, "this"
	case s.future(i):
		mode = "this"
	}
	return s.relativeDate(from, i+1, corroborate.Day, func() time.Time {
		pw := int(s.pub.Weekday())
		var delta int
		switch mode {
		case "last":
			delta = -((pw - wd + 7) % 7)
			if delta == 0 {
				delta = -7
			}
		case "next":
			delta = (wd - pw + 7) % 7
			if delta == 0 {
				delta = 7
			}
		case "this":
			delta = (wd - pw + 7) % 7
		default:
			delta = -((pw - wd + 7) % 7)
		}
		return s.pub.AddDate(0, 0, delta)
	}), i + 1, true
}

// relative reads the words that name a day, week, month or year by its distance from
// publication: "yesterday", "today", "last night", "last week", "this month", "earlier this
// year", "next year". A week is resolved to the day seven days away (granularity day), as a week
// has no ISO form here.
func (s *scanner) relative(i int) (corroborate.Date, int, bool) {
	w := stripPossessive(s.Text(i))
	switch {
	case numtext.Eq(w, "yesterday"):
		return s.relativeDate(i, i+1, corroborate.Day, func() time.Time { return s.pub.AddDate(0, 0, -1) }), i + 1, true
	case numtext.Eq(w, "today"), numtext.Eq(w, "tonight"):
		return s.relativeDate(i, i+1, corroborate.Day, func() time.Time { return s.pub }), i + 1, true
	case numtext.Eq(w, "tomorrow"):
		return s.relativeDate(i, i+1, corroborate.Day, func() time.Time { return s.pub.AddDate(0, 0, 1) }), i + 1, true
	}
	from, k := i, i
	if numtext.Eq(w, "earlier") || numtext.Eq(w, "later") {
		if !s.isWord(i+1, "this") {
			return corroborate.Date{}, i, false
		}
		k = i + 1
	}
	dir := 0
	switch {
	case s.isWord(k, "last"), s.isWord(k, "past") && s.isWord(k-1, "the"):
		dir = -1
	case s.isWord(k, "this"):
	case s.isWord(k, "next"), s.isWord(k, "coming") && s.isWord(k-1, "the"):
		dir = 1
	default:
		return corroborate.Date{}, i, false
	}
	if dir != 0 && from != k {
		return corroborate.Date{}, i, false // "earlier last" is not a phrase
	}
	p := k + 1
	if p >= len(s.Toks) || s.Toks[p].Kind != numtext.Word {
		return corroborate.Date{}, i, false
	}
	pw := stripPossessive(s.Text(p))
	switch {
	case (numtext.Eq(pw, "morning") || numtext.Eq(pw, "afternoon") || numtext.Eq(pw, "evening")) && dir == 0 && from == k:
		return s.relativeDate(from, p+1, corroborate.Day, func() time.Time { return s.pub }), p + 1, true
	case numtext.Eq(pw, "night") && dir == -1:
		return s.relativeDate(from, p+1, corroborate.Day, func() time.Time { return s.pub.AddDate(0, 0, -1) }), p + 1, true
	case numtext.Eq(pw, "week"):
		return s.relativeDate(from, p+1, corroborate.Day, func() time.Time { return s.pub.AddDate(0, 0, 7*dir) }), p + 1, true
	case numtext.Eq(pw, "month"):
		return s.relativeDate(from, p+1, corroborate.Month, func() time.Time {
			return time.Date(s.pub.Year(), s.pub.Month()+time.Month(dir), 1, 0, 0, 0, 0, time.UTC)
		}), p + 1, true
	case numtext.Eq(pw, "year"):
		return s.relativeDate(from, p+1, corroborate.Year, func() time.Time {
			return time.Date(s.pub.Year()+dir, 1, 1, 0, 0, 0, 0, time.UTC)
		}), p + 1, true
	}
	return corroborate.Date{}, i, false
}

// ago reads "two years ago", "3 days ago", "a few months ago", "a couple of weeks ago". Vague
// counts are fixed: "a few" and "several" are 3, "a couple" is 2. Days and weeks resolve to a
// day, months to a month, years and decades to a year.
func (s *scanner) ago(i int) (corroborate.Date, int, bool) {
	n, k := 0, i
	switch t := s.Toks[i]; {
	case t.Kind == numtext.Num && !t.Dec && !t.Commas && t.NDig <= 3:
		n, k = int(t.Val), i+1
	case t.Kind == numtext.Word:
		w := s.Text(i)
		v, ok := numtext.Lookup(numberWords, w)
		if !ok {
			return corroborate.Date{}, i, false
		}
		n, k = v, i+1
		if (numtext.Eq(w, "a") || numtext.Eq(w, "an")) && (s.isWord(k, "few") || s.isWord(k, "couple")) {
			n = 3
			if s.isWord(k, "couple") {
				n = 2
			}
			k++
		}
		if s.isWord(k, "of") && s.isWord(k-1, "couple") {
			k++
		}
		if s.IsDash(k) && s.glued(k) && k+1 < len(s.Toks) {
			if v2, ok := numtext.Lookup(numberWords, s.Text(k+1)); ok && v2 < 10 && n >= 20 {
				n += v2 // "twenty-five"
				k += 2
			}
		}
	default:
		return corroborate.Date{}, i, false
	}
	if k >= len(s.Toks) || s.Toks[k].Kind != numtext.Word {
		return corroborate.Date{}, i, false
	}
	unit, ok := numtext.Lookup(periods, s.Text(k))
	if !ok || !s.isWord(k+1, "ago") {
		return corroborate.Date{}, i, false
	}
	end := k + 2
	switch unit {
	case "day":
		return s.relativeDate(i, end, corroborate.Day, func() time.Time { return s.pub.AddDate(0, 0, -n) }), end, true
	case "week":
		return s.relativeDate(i, end, corroborate.Day, func() time.Time { return s.pub.AddDate(0, 0, -7*n) }), end, true
	case "month":
		return s.relativeDate(i, end, corroborate.Month, func() time.Time {
			return time.Date(s.pub.Year(), s.pub.Month()-time.Month(n), 1, 0, 0, 0, 0, time.UTC)
		}), end, true
	case "decade":
		n *= 10
	}
	return s.relativeDate(i, end, corroborate.Year, func() time.Time {
		return time.Date(s.pub.Year()-n, 1, 1, 0, 0, 0, 0, time.UTC)
	}), end, true
}
