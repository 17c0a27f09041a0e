package dates

import (
	"testing"
	"unicode/utf8"
)

func FuzzDates(f *testing.F) {
	for _, s := range []string{
		"April 29, 2009", "29 April 2009", "2019-12-20", "in 2009", "Jan. 20", "mid-2012",
		"October last year", "two years ago", "a few months ago", "last Monday", "May", "in May",
		"2009-13", "February 29", "31 June 2009", "2019-02-30", "9999-99-99", "Dec.", "\xffMay 5",
	} {
		f.Add(s, "2016-06-15")
		f.Add(s, "")
	}
	f.Fuzz(func(t *testing.T, body, published string) {
		ds := Extract(body, published)
		prev := 0
		for _, d := range ds {
			if d.Start < prev || d.Start >= d.End || d.End > len(body) {
				t.Fatalf("bad span [%d,%d) after %d in %q", d.Start, d.End, prev, body)
			}
			if body[d.Start:d.End] != d.Text {
				t.Fatalf("Text %q != span %q", d.Text, body[d.Start:d.End])
			}
			if d.Resolved != (d.ISO != "") {
				t.Fatalf("Resolved %v with ISO %q", d.Resolved, d.ISO)
			}
			if utf8.ValidString(body) && !utf8.ValidString(d.Text) {
				t.Fatalf("span cuts a rune: %q", d.Text)
			}
			prev = d.End
		}
	})
}
