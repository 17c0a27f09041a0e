package dates

import (
	"fmt"
	"strings"
	"time"

	"github.com/corroborate/corroborate"
)

// Extract returns the dates body names, in order of appearance. published is the publication
// date as "2006-01-02" (a longer RFC 3339 time is cut to its date), or "" when unknown; relative
// dates are resolved against it, or kept with Resolved false when it is unknown.
func Extract(body string, published string) []corroborate.Date {
	s := scanner{body: body, toks: tokenize(body)}
	if len(published) >= 10 {
		if t, err := time.Parse("2006-01-02", published[:10]); err == nil {
			s.pub, s.hasPub = t, true
		}
	}
	var out []corroborate.Date
	for i := 0; i < len(s.toks); {
		ds, next := s.at(i)
		out = append(out, ds...)
		if next <= i {
			next = i + 1
		}
		i = next
	}
	return out
}

// at reads the dates starting at token i (two for a range of years) and returns the token to go
// on from.
func (s *scanner) at(i int) ([]corroborate.Date, int) {
	t := s.toks[i]
	switch t.kind {
	case num:
		if d, next, ok := s.iso(i); ok {
			return []corroborate.Date{d}, next
		}
		if ds, next, ok := s.dayRange(i); ok {
			return ds, next
		}
		if d, next, ok := s.slashed(i); ok || next > i {
			if ok {
				return []corroborate.Date{d}, next
			}
			return nil, next
		}
		if d, next, ok := s.dayFirst(i); ok {
			return []corroborate.Date{d}, next
		}
		if d, next, ok := s.ago(i); ok {
			return []corroborate.Date{d}, next
		}
		return s.year(i)
	case word:
		if !has(startWords, stripPossessive(s.text(i))) {
			return nil, i + 1
		}
		if _, _, _, ok := s.month(i); ok {
			if ds, next, ok := s.dayRange(i); ok {
				return ds, next
			}
			if d, next, ok := s.monthFirst(i); ok {
				return []corroborate.Date{d}, next
			}
			return nil, i + 1
		}
		if d, next, ok := s.weekday(i); ok {
			return []corroborate.Date{d}, next
		}
		if d, next, ok := s.relative(i); ok {
			return []corroborate.Date{d}, next
		}
		if d, next, ok := s.ago(i); ok {
			return []corroborate.Date{d}, next
		}
	}
	return nil, i + 1
}

// date builds a Date spanning tokens [from, to) with the given resolution.
func (s *scanner) date(from, to int, iso string, g corroborate.Granularity, relative bool) corroborate.Date {
	start, end := s.toks[from].start, s.end(to-1)
	d := corroborate.Date{Text: s.body[start:end], ISO: iso, Granularity: g, Resolved: iso != "",
		Relative: relative, Start: start, End: end}
	return d
}

// unresolved is a relative date with no publication date to anchor it.
func (s *scanner) relativeDate(from, to int, g corroborate.Granularity, at func() time.Time) corroborate.Date {
	if !s.hasPub {
		return s.date(from, to, "", g, true)
	}
	return s.date(from, to, format(at(), g), g, true)
}

func format(t time.Time, g corroborate.Granularity) string {
	switch g {
	case corroborate.Day:
		return t.Format("2006-01-02")
	case corroborate.Month:
		return t.Format("2006-01")
	}
	return fmt.Sprintf("%04d", t.Year())
}

// validDay reports whether day d exists in month m of year y.
func validDay(y, m, d int) bool {
	t := time.Date(y, time.Month(m), d, 0, 0, 0, 0, time.UTC)
	return t.Day() == d && int(t.Month()) == m
}

// iso reads "2019-12-20".
func (s *scanner) iso(i int) (corroborate.Date, int, bool) {
	y, next, ok := s.yearNumber(i)
	if !ok && !(i+1 < len(s.toks) && s.isDash(i+1)) {
		return corroborate.Date{}, i, false
	}
	if !ok {
		return corroborate.Date{}, i, false
	}
	if !s.isDash(next) || !s.glued(next) || next+3 >= len(s.toks)+1 {
		return corroborate.Date{}, i, false
	}
	mt, dt := next+1, next+3
	if dt >= len(s.toks) || !s.glued(mt) || !s.isDash(next+2) || !s.glued(next+2) || !s.glued(dt) {
		return corroborate.Date{}, i, false
	}
	m, d := s.toks[mt], s.toks[dt]
	if m.kind != num || d.kind != num || m.ndig > 2 || d.ndig > 2 || m.dec || d.dec {
		return corroborate.Date{}, i, false
	}
	if !validDay(y, int(m.val), int(d.val)) {
		return corroborate.Date{}, i, false
	}
	if dt+1 < len(s.toks) && s.glued(dt+1) && (s.toks[dt+1].kind == num || s.isDash(dt+1)) {
		return corroborate.Date{}, dt + 1, false // a longer identifier
	}
	iso := fmt.Sprintf("%04d-%02d-%02d", y, int(m.val), int(d.val))
	return s.date(i, dt+1, iso, corroborate.Day, false), dt + 1, true
}

// slashed reads "20/01/2014" and "01/20/2014" when the order is plain (one part above 12);
// "03/04/2014", whose order the text does not tell, gives only its year. Fractions ("3/4") and
// "9/11" are skipped. next > i with
// ok false means: skip to next.
func (s *scanner) slashed(i int) (corroborate.Date, int, bool) {
	if !s.isPunct(i+1, "/") || !s.glued(i+1) || !s.glued(i+2) || i+2 >= len(s.toks) || s.toks[i+2].kind != num {
		return corroborate.Date{}, i, false
	}
	if i > 0 && s.glued(i) && s.toks[i-1].kind != punct {
		return corroborate.Date{}, i + 3, false
	}
	a, b := s.toks[i], s.toks[i+2]
	if !s.isPunct(i+3, "/") || !s.glued(i+3) || !s.glued(i+4) {
		return corroborate.Date{}, i + 3, false // a fraction or "9/11"
	}
	y, ye, ok := s.yearNumber(i + 4)
	if !ok || a.ndig > 2 || b.ndig > 2 || a.dec || b.dec {
		return corroborate.Date{}, i + 5, false
	}
	d, m := int(a.val), int(b.val)
	switch {
	case d > 12 && m <= 12:
	case m > 12 && d <= 12:
		d, m = m, d
	default:
		// the order is not told, but the year is certain
		return s.date(i, ye, fmt.Sprintf("%04d", y), corroborate.Year, false), ye, true
	}
	if !validDay(y, m, d) {
		return corroborate.Date{}, ye, false
	}
	return s.date(i, ye, fmt.Sprintf("%04d-%02d-%02d", y, m, d), corroborate.Day, false), ye, true
}

// dayFirst reads "29 April 2009", "29th of April", "20 January".
func (s *scanner) dayFirst(i int) (corroborate.Date, int, bool) {
	if i > 0 && s.glued(i) && (s.toks[i-1].kind == word || s.toks[i-1].kind == num) {
		return corroborate.Date{}, i, false
	}
	d, next, ok := s.dayNumber(i)
	if !ok {
		return corroborate.Date{}, i, false
	}
	if s.isWord(next, "of") {
		next++
	}
	m, after, _, ok := s.month(next)
	if !ok || !s.toks[next].gap {
		return corroborate.Date{}, i, false
	}
	k := after
	if s.isPunct(k, ",") {
		k++
	}
	if y, ye, ok := s.yearNumber(k); ok && s.toks[k].gap {
		if !validDay(y, m, d) {
			return corroborate.Date{}, i, false
		}
		return s.date(i, ye, fmt.Sprintf("%04d-%02d-%02d", y, m, d), corroborate.Day, false), ye, true
	}
	if d > 31 || !validDay(2000, m, d) { // 2000 is a leap year: 29 February may be valid
		return corroborate.Date{}, i, false
	}
	return s.yearless(i, after, m, d), after, true
}

// yearless resolves a day without a year to the publication year, or the year before when that
// would put it more than six months after publication ("20 December" in a January article).
func (s *scanner) yearless(from, to, m, d int) corroborate.Date {
	return s.relativeDate(from, to, corroborate.Day, func() time.Time {
		y := s.pub.Year()
		if !validDay(y, m, d) {
			y-- // 29 February in a year without one
		}
		t := time.Date(y, time.Month(m), d, 0, 0, 0, 0, time.UTC)
		if t.Sub(s.pub) > 183*24*time.Hour {
			t = time.Date(y-1, time.Month(m), d, 0, 0, 0, 0, time.UTC)
		}
		return t
	})
}

// monthFirst reads "April 29, 2009", "Jan. 20", "June 2015", "October last year", "in March",
// "last August", "mid-March 2012".
func (s *scanner) monthFirst(i int) (corroborate.Date, int, bool) {
	m, next, abbr, _ := s.month(i)
	w := s.text(i)
	from := s.modifierStart(i)
	// "April 29, 2009", "Jan. 20"
	if d, dn, ok := s.dayNumber(next); ok && s.toks[next].gap {
		k := dn
		if s.isPunct(k, ",") {
			k++
		}
		if y, ye, ok := s.yearNumber(k); ok && s.toks[k].gap {
			if validDay(y, m, d) {
				return s.date(from, ye, fmt.Sprintf("%04d-%02d-%02d", y, m, d), corroborate.Day, false), ye, true
			}
			return corroborate.Date{}, ye, false
		}
		if !validDay(2000, m, d) || (dn < len(s.toks) && s.glued(dn) && s.isDash(dn)) {
			return corroborate.Date{}, dn, false // "March 3-5" is left alone
		}
		if !has(ambiguousMonths, w) || !s.isPunct(dn, "%") {
			return s.yearless(from, dn, m, d), dn, true
		}
	}
	// "June 2015", "June of 2015"
	k := next
	if s.isWord(k, "of") {
		k++
	}
	if y, ye, ok := s.yearNumber(k); ok && s.toks[k].gap {
		return s.date(from, ye, fmt.Sprintf("%04d-%02d", y, m), corroborate.Month, false), ye, true
	}
	if abbr {
		return corroborate.Date{}, i, false
	}
	// "October last year", "May this year"
	for _, rel := range []struct {
		w   string
		off int
	}{{"last", -1}, {"this", 0}, {"next", 1}} {
		if s.isWord(next, rel.w) && s.isWord(next+1, "year") {
			off := rel.off
			return s.relativeDate(from, next+2, corroborate.Month, func() time.Time {
				return time.Date(s.pub.Year()+off, time.Month(m), 1, 0, 0, 0, 0, time.UTC)
			}), next + 2, true
		}
	}
	// a bare month: "in March", "last August", "since October"
	prev := from - 1
	if from == i && prev >= 0 && s.toks[prev].kind == word && (s.isWord(prev, "last") ||
		s.isWord(prev, "next") || s.isWord(prev, "this")) {
		from = prev
	}
	ctx := prev >= 0 && s.toks[prev].kind == word && has(monthContext, s.text(prev))
	if has(ambiguousMonths, w) && !ctx && from == i {
		return corroborate.Date{}, i, false
	}
	if next < len(s.toks) && s.capitalised(next) && s.toks[next].gap {
		return corroborate.Date{}, i, false // "June Carter", "April Ryan"
	}
	if i > 0 && s.capitalised(i-1) && !s.sentenceStart(i-1) && !has(monthContext, s.text(i-1)) {
		return corroborate.Date{}, i, false // part of a longer name
	}
	lead := s.text(from)
	fut := s.future(from)
	return s.relativeDate(from, next, corroborate.Month, func() time.Time {
		y, pm := s.pub.Year(), int(s.pub.Month())
		switch {
		case eq(lead, "last"):
			if m >= pm {
				y--
			}
		case eq(lead, "next"):
			if m <= pm {
				y++
			}
		case eq(lead, "this"):
		case fut:
			if m < pm {
				y++
			}
		default:
			if m > pm {
				y--
			}
		}
		return time.Date(y, time.Month(m), 1, 0, 0, 0, 0, time.UTC)
	}), next, true
}

// year reads a four-digit year that is not part of a day or month date: "in 2009", "mid-2012",
// "1975-1990" (two dates), "2009-13".
func (s *scanner) year(i int) ([]corroborate.Date, int) {
	y, next, ok := s.yearNumber(i)
	if !ok || !s.isAYear(i, next) {
		return nil, i + 1
	}
	from := s.modifierStart(i)
	out := []corroborate.Date{s.date(from, next, fmt.Sprintf("%04d", y), corroborate.Year, false)}
	// "1975-1990", "2009–13", "2009 to 2012"
	if (s.isDash(next) && s.glued(next) && s.glued(next+1)) || s.isWord(next, "to") {
		k := next + 1
		if y2, e2, ok := s.yearNumber(k); ok && y2 > y {
			out = append(out, s.date(k, e2, fmt.Sprintf("%04d", y2), corroborate.Year, false))
			return out, e2
		}
		if k < len(s.toks) && s.toks[k].kind == num && s.toks[k].ndig == 2 && !s.toks[k].dec &&
			s.isDash(next) && !(k+1 < len(s.toks) && s.glued(k+1) && s.toks[k+1].kind != punct) {
			y2 := y/100*100 + int(s.toks[k].val)
			if y2 > y && !(k+1 < len(s.toks) && s.glued(k+1) && s.isDash(k+1)) {
				out = append(out, s.date(k, k+1, fmt.Sprintf("%04d", y2), corroborate.Year, false))
				return out, k + 1
			}
		}
	}
	return out, next
}

// isAYear decides whether the four digits at token i (ending before next) are a year rather than
// a count ("2000 people"), an identifier ("A-1234"), a name's number ("Resolution 2042") or a
// part of a phone number.
func (s *scanner) isAYear(i, next int) bool {
	t := s.toks[i]
	if i > 0 && s.glued(i) {
		p := s.text(i - 1)
		if s.toks[i-1].kind != punct || !(s.isDash(i-1) && i >= 2 && s.isWord(i-2, "mid")) &&
			p != "(" && p != "\"" && p != "“" && p != "'" && p != "‘" && p != "[" {
			return false
		}
	}
	if next < len(s.toks) && s.glued(next) && (s.isPunct(next, ":") || s.isPunct(next, "/") || s.isPunct(next, ".") && next+1 < len(s.toks) && s.toks[next+1].kind == num && s.glued(next+1)) {
		return false
	}
	if next < len(s.toks) && s.toks[next].kind == num && s.toks[next].gap && bare(s.toks[next]) {
		return false // "020 7946 0958"
	}
	if i > 0 && s.toks[i-1].kind == num && s.toks[i].gap && bare(s.toks[i-1]) {
		return false
	}
	if i > 0 && s.toks[i-1].kind == punct {
		switch s.text(i - 1) {
		case "$", "£", "€", "¥", "#", "+", "~", "№":
			return false
		}
	}
	// the same rule as the quantity package: see its isYear
	prevWord := ""
	if i > 0 && s.toks[i-1].kind == word {
		prevWord = s.text(i - 1)
	}
	if s.isPunct(next, "%") {
		return false
	}
	if next < len(s.toks) && s.toks[next].kind == word && s.toks[next].gap {
		if w := s.text(next); has(countNouns, w) || has(countUnits, w) {
			return false
		}
	}
	if prevWord != "" {
		if has(countQualifiers, prevWord) || s.qualifierPhrase(i) {
			return false
		}
		if has(referenceWords, prevWord) {
			return false
		}
		if s.capitalised(i-1) && !has(functionWords, prevWord) && !has(monthNames2, prevWord) &&
			!s.sentenceStart(i-1) && !strings.HasSuffix(prevWord, "'s") && !strings.HasSuffix(prevWord, "’s") {
			return false // "Resolution 2042", "Vision 2030"
		}
	}
	if t.val < 1800 && (prevWord == "" || !(has(yearContext, prevWord) || has(monthNames2, prevWord))) {
		return false
	}
	return true
}

// qualifierPhrase reports the two-word qualifiers that end before token i ("more than",
// "at least", "up to", "as many as", "no fewer than").
func (s *scanner) qualifierPhrase(i int) bool {
	return (s.isWord(i-1, "than") && (s.isWord(i-2, "more") || s.isWord(i-2, "less") ||
		s.isWord(i-2, "fewer") || s.isWord(i-2, "greater"))) ||
		(s.isWord(i-1, "to") && s.isWord(i-2, "up")) ||
		(s.isWord(i-1, "as") && (s.isWord(i-2, "many") || s.isWord(i-2, "much")))
}

// monthNames2 is monthNames as a set, for isAYear.
var monthNames2 = func() map[string]bool {
	m := map[string]bool{}
	for k := range monthNames {
		m[k] = true
	}
	return m
}()

// countQualifiers before four digits make them a count.
// "about" and "around" are left out: "around 2009" is a date far more often than a count.
var countQualifiers = set("over", "under", "nearly", "almost", "least", "most", "upwards",
	"exactly", "below", "above", "exceeding")

func bare(t token) bool { return t.kind == num && !t.commas && !t.dec }

// dayRange reads "22-23 January 2014" and "January 22-23, 2014" as two days, each with its own
// span: the first day ("22", "January 22") and the second with the month and year it shares.
func (s *scanner) dayRange(i int) ([]corroborate.Date, int, bool) {
	var d1, d2, m, from, end1, start2, end2 int
	if s.toks[i].kind == num {
		if i > 0 && s.glued(i) && s.toks[i-1].kind != punct {
			return nil, i, false
		}
		var ok bool
		d1, end1, ok = s.dayNumber(i)
		if !ok || !s.isDash(end1) {
			return nil, i, false
		}
		start2 = end1 + 1
		d2, end2, ok = s.dayNumber(start2)
		if !ok {
			return nil, i, false
		}
		var after int
		m, after, _, ok = s.month(end2)
		if !ok || !s.toks[end2].gap {
			return nil, i, false
		}
		from, end2 = i, after
	} else {
		var next int
		var ok bool
		m, next, _, ok = s.month(i)
		if !ok || next >= len(s.toks) || !s.toks[next].gap {
			return nil, i, false
		}
		d1, end1, ok = s.dayNumber(next)
		if !ok || !s.isDash(end1) {
			return nil, i, false
		}
		start2 = end1 + 1
		d2, end2, ok = s.dayNumber(start2)
		if !ok {
			return nil, i, false
		}
		from = s.modifierStart(i)
	}
	if d2 <= d1 {
		return nil, i, false
	}
	k := end2
	if s.isPunct(k, ",") {
		k++
	}
	if y, ye, ok := s.yearNumber(k); ok && s.toks[k].gap {
		if !validDay(y, m, d1) || !validDay(y, m, d2) {
			return nil, i, false
		}
		return []corroborate.Date{
			s.date(from, end1, fmt.Sprintf("%04d-%02d-%02d", y, m, d1), corroborate.Day, false),
			s.date(start2, ye, fmt.Sprintf("%04d-%02d-%02d", y, m, d2), corroborate.Day, false),
		}, ye, true
	}
	if !validDay(2000, m, d1) || !validDay(2000, m, d2) {
		return nil, i, false
	}
	return []corroborate.Date{s.yearless(from, end1, m, d1), s.yearless(start2, end2, m, d2)}, end2, true
}
