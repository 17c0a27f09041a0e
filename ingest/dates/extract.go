package dates

import (
	"fmt"
	"strings"
	"time"

	"github.com/corroborate/corroborate"
	"github.com/corroborate/corroborate/ingest/internal/numtext"
)

// Extract returns the dates body names, in order of appearance. published is the publication
// date as "2006-01-02" (a longer RFC 3339 time is cut to its date), or "" when unknown; relative
// dates are resolved against it, or kept with Resolved false when it is unknown.
func Extract(body string, published string) []corroborate.Date {
	s := scanner{Tokens: numtext.NewTokens(body)}
	if len(published) >= 10 {
		if t, err := time.Parse("2006-01-02", published[:10]); err == nil {
			s.pub, s.hasPub = t, true
		}
	}
	var out []corroborate.Date
	for i := 0; i < len(s.Toks); {
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
	t := s.Toks[i]
	switch t.Kind {
	case numtext.Num:
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
	case numtext.Word:
		if !numtext.Has(startWords, stripPossessive(s.Text(i))) {
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
	start, end := s.Toks[from].Start, s.end(to-1)
	d := corroborate.Date{Text: s.Body[start:end], ISO: iso, Granularity: g, Resolved: iso != "",
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
	if !ok && !(i+1 < len(s.Toks) && s.IsDash(i+1)) {
		return corroborate.Date{}, i, false
	}
	if !ok {
		return corroborate.Date{}, i, false
	}
	if !s.IsDash(next) || !s.glued(next) || next+3 >= len(s.Toks)+1 {
		return corroborate.Date{}, i, false
	}
	mt, dt := next+1, next+3
	if dt >= len(s.Toks) || !s.glued(mt) || !s.IsDash(next+2) || !s.glued(next+2) || !s.glued(dt) {
		return corroborate.Date{}, i, false
	}
	m, d := s.Toks[mt], s.Toks[dt]
	if m.Kind != numtext.Num || d.Kind != numtext.Num || m.NDig > 2 || d.NDig > 2 || m.Dec || d.Dec {
		return corroborate.Date{}, i, false
	}
	if !validDay(y, int(m.Val), int(d.Val)) {
		return corroborate.Date{}, i, false
	}
	if dt+1 < len(s.Toks) && s.glued(dt+1) && (s.Toks[dt+1].Kind == numtext.Num || s.IsDash(dt+1)) {
		return corroborate.Date{}, dt + 1, false // a longer identifier
	}
	iso := fmt.Sprintf("%04d-%02d-%02d", y, int(m.Val), int(d.Val))
	return s.date(i, dt+1, iso, corroborate.Day, false), dt + 1, true
}

// slashed reads "20/01/2014" and "01/20/2014" when the order is plain (one part above 12);
// "03/04/2014", whose order the text does not tell, gives only its year. Fractions ("3/4") and
// "9/11" are skipped. next > i with
// ok false means: skip to next.
func (s *scanner) slashed(i int) (corroborate.Date, int, bool) {
	if !s.IsPunct(i+1, "/") || !s.glued(i+1) || !s.glued(i+2) || i+2 >= len(s.Toks) || s.Toks[i+2].Kind != numtext.Num {
		return corroborate.Date{}, i, false
	}
	if i > 0 && s.glued(i) && s.Toks[i-1].Kind != numtext.Punct {
		return corroborate.Date{}, i + 3, false
	}
	a, b := s.Toks[i], s.Toks[i+2]
	if !s.IsPunct(i+3, "/") || !s.glued(i+3) || !s.glued(i+4) {
		return corroborate.Date{}, i + 3, false // a fraction or "9/11"
	}
	y, ye, ok := s.yearNumber(i + 4)
	if !ok || a.NDig > 2 || b.NDig > 2 || a.Dec || b.Dec {
		return corroborate.Date{}, i + 5, false
	}
	d, m := int(a.Val), int(b.Val)
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
	if i > 0 && s.glued(i) && (s.Toks[i-1].Kind == numtext.Word || s.Toks[i-1].Kind == numtext.Num) {
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
	if !ok || !s.Toks[next].Gap {
		return corroborate.Date{}, i, false
	}
	k := after
	if s.IsPunct(k, ",") {
		k++
	}
	if y, ye, ok := s.yearNumber(k); ok && s.Toks[k].Gap {
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
	w := s.Text(i)
	from := s.modifierStart(i)
	// "April 29, 2009", "Jan. 20"
	if d, dn, ok := s.dayNumber(next); ok && s.Toks[next].Gap {
		k := dn
		if s.IsPunct(k, ",") {
			k++
		}
		if y, ye, ok := s.yearNumber(k); ok && s.Toks[k].Gap {
			if validDay(y, m, d) {
				return s.date(from, ye, fmt.Sprintf("%04d-%02d-%02d", y, m, d), corroborate.Day, false), ye, true
			}
			return corroborate.Date{}, ye, false
		}
		if !validDay(2000, m, d) || (dn < len(s.Toks) && s.glued(dn) && s.IsDash(dn)) {
			return corroborate.Date{}, dn, false // "March 3-5" is left alone
		}
		if !numtext.Has(ambiguousMonths, w) || !s.IsPunct(dn, "%") {
			return s.yearless(from, dn, m, d), dn, true
		}
	}
	// "June 2015", "June of 2015"
	k := next
	if s.isWord(k, "of") {
		k++
	}
	if y, ye, ok := s.yearNumber(k); ok && s.Toks[k].Gap {
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
	if from == i && prev >= 0 && s.Toks[prev].Kind == numtext.Word && (s.isWord(prev, "last") ||
		s.isWord(prev, "next") || s.isWord(prev, "this")) {
		from = prev
	}
	ctx := prev >= 0 && s.Toks[prev].Kind == numtext.Word && numtext.Has(monthContext, s.Text(prev))
	if numtext.Has(ambiguousMonths, w) && !ctx && from == i {
		return corroborate.Date{}, i, false
	}
	if next < len(s.Toks) && s.capitalised(next) && s.Toks[next].Gap {
		return corroborate.Date{}, i, false // "June Carter", "April Ryan"
	}
	if i > 0 && s.capitalised(i-1) && !s.SentenceStart(i-1) && !numtext.Has(monthContext, s.Text(i-1)) {
		return corroborate.Date{}, i, false // part of a longer name
	}
	lead := s.Text(from)
	fut := s.future(from)
	return s.relativeDate(from, next, corroborate.Month, func() time.Time {
		y, pm := s.pub.Year(), int(s.pub.Month())
		switch {
		case numtext.Eq(lead, "last"):
			if m >= pm {
				y--
			}
		case numtext.Eq(lead, "next"):
			if m <= pm {
				y++
			}
		case numtext.Eq(lead, "this"):
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
	if (s.IsDash(next) && s.glued(next) && s.glued(next+1)) || s.isWord(next, "to") {
		k := next + 1
		if y2, e2, ok := s.yearNumber(k); ok && y2 > y {
			out = append(out, s.date(k, e2, fmt.Sprintf("%04d", y2), corroborate.Year, false))
			return out, e2
		}
		if k < len(s.Toks) && s.Toks[k].Kind == numtext.Num && s.Toks[k].NDig == 2 && !s.Toks[k].Dec &&
			s.IsDash(next) && !(k+1 < len(s.Toks) && s.glued(k+1) && s.Toks[k+1].Kind != numtext.Punct) {
			y2 := y/100*100 + int(s.Toks[k].Val)
			if y2 > y && !(k+1 < len(s.Toks) && s.glued(k+1) && s.IsDash(k+1)) {
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
	t := s.Toks[i]
	if i > 0 && s.glued(i) {
		p := s.Text(i - 1)
		if s.Toks[i-1].Kind != numtext.Punct || !(s.IsDash(i-1) && i >= 2 && s.isWord(i-2, "mid")) &&
			p != "(" && p != "\"" && p != "“" && p != "'" && p != "‘" && p != "[" {
			return false
		}
	}
	if next < len(s.Toks) && s.glued(next) && (s.IsPunct(next, ":") || s.IsPunct(next, "/") || s.IsPunct(next, ".") && next+1 < len(s.Toks) && s.Toks[next+1].Kind == numtext.Num && s.glued(next+1)) {
		return false
	}
	if next < len(s.Toks) && s.Toks[next].Kind == numtext.Num && s.Toks[next].Gap && bare(s.Toks[next]) {
		return false // "020 7946 0958"
	}
	if i > 0 && s.Toks[i-1].Kind == numtext.Num && s.Toks[i].Gap && bare(s.Toks[i-1]) {
		return false
	}
	if i > 0 && s.Toks[i-1].Kind == numtext.Punct {
		switch s.Text(i - 1) {
		case "$", "£", "€", "¥", "#", "+", "~", "№":
			return false
		}
	}
	// the same rule as the quantity package: see its isYear
	prevWord := ""
	if i > 0 && s.Toks[i-1].Kind == numtext.Word {
		prevWord = s.Text(i - 1)
	}
	if s.IsPunct(next, "%") {
		return false
	}
	if next < len(s.Toks) && s.Toks[next].Kind == numtext.Word && s.Toks[next].Gap {
		if w := s.Text(next); numtext.Has(numtext.CountNouns, w) || numtext.Has(countUnits, w) {
			return false
		}
	}
	if prevWord != "" {
		if numtext.Has(countQualifiers, prevWord) || s.qualifierPhrase(i) {
			return false
		}
		if numtext.Has(referenceWords, prevWord) {
			return false
		}
		if s.capitalised(i-1) && !numtext.Has(functionWords, prevWord) && !numtext.Has(monthNames2, prevWord) &&
			!s.SentenceStart(i-1) && !strings.HasSuffix(prevWord, "'s") && !strings.HasSuffix(prevWord, "’s") {
			return false // "Resolution 2042", "Vision 2030"
		}
	}
	if t.Val < 1800 && (prevWord == "" || !(numtext.Has(yearContext, prevWord) || numtext.Has(monthNames2, prevWord))) {
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
var countQualifiers = numtext.Set("over", "under", "nearly", "almost", "least", "most", "upwards",
	"exactly", "below", "above", "exceeding")

func bare(t numtext.Token) bool { return t.Kind == numtext.Num && !t.Commas && !t.Dec }

// dayRange reads "22-23 January 2014" and "January 22-23, 2014" as two days, each with its own
// span: the first day ("22", "January 22") and the second with the month and year it shares.
func (s *scanner) dayRange(i int) ([]corroborate.Date, int, bool) {
	var d1, d2, m, from, end1, start2, end2 int
	if s.Toks[i].Kind == numtext.Num {
		if i > 0 && s.glued(i) && s.Toks[i-1].Kind != numtext.Punct {
			return nil, i, false
		}
		var ok bool
		d1, end1, ok = s.dayNumber(i)
		if !ok || !s.IsDash(end1) {
			return nil, i, false
		}
		start2 = end1 + 1
		d2, end2, ok = s.dayNumber(start2)
		if !ok {
			return nil, i, false
		}
		var after int
		m, after, _, ok = s.month(end2)
		if !ok || !s.Toks[end2].Gap {
			return nil, i, false
		}
		from, end2 = i, after
	} else {
		var next int
		var ok bool
		m, next, _, ok = s.month(i)
		if !ok || next >= len(s.Toks) || !s.Toks[next].Gap {
			return nil, i, false
		}
		d1, end1, ok = s.dayNumber(next)
		if !ok || !s.IsDash(end1) {
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
	if s.IsPunct(k, ",") {
		k++
	}
	if y, ye, ok := s.yearNumber(k); ok && s.Toks[k].Gap {
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
