package dates

import (
	"testing"

	"github.com/corroborate/corroborate"
)

const (
	day   = corroborate.Day
	month = corroborate.Month
	year  = corroborate.Year
)

type want struct {
	text string
	iso  string
	g    corroborate.Granularity
	rel  bool
}

// pub is a Wednesday.
const pub = "2016-06-15"

func TestExtract(t *testing.T) {
	tests := []struct {
		name string
		body string
		want []want
	}{
		{"month day year", "The raid happened on October 3, 2012, at dawn.",
			[]want{{"October 3, 2012", "2012-10-03", day, false}}},
		{"day month year", "He was born on 7 February 1980 in a village.",
			[]want{{"7 February 1980", "1980-02-07", day, false}}},
		{"ordinal day", "It ended on the 9th of November, 1989.",
			[]want{{"9th of November, 1989", "1989-11-09", day, false}}},
		{"month year", "Fighting resumed in September 2014.",
			[]want{{"September 2014", "2014-09", month, false}}},
		{"iso", "The order is dated 2015-11-30.",
			[]want{{"2015-11-30", "2015-11-30", day, false}}},
		{"year", "The talks collapsed in 2009.",
			[]want{{"2009", "2009", year, false}}},
		{"mid year", "Construction stopped in mid-2012.",
			[]want{{"mid-2012", "2012", year, false}}},
		{"early month", "in early April 2015 the rains came",
			[]want{{"early April 2015", "2015-04", month, false}}},
		{"year range", "the 1975-1990 war",
			[]want{{"1975", "1975", year, false}, {"1990", "1990", year, false}}},
		{"short year range", "during the 2008-09 crisis",
			[]want{{"2008", "2008", year, false}, {"09", "2009", year, false}}},
		{"between", "between May 2010 and June 2012",
			[]want{{"May 2010", "2010-05", month, false}, {"June 2012", "2012-06", month, false}}},
		{"abbreviated", "Jan. 12 was cold.",
			[]want{{"Jan. 12", "2016-01-12", day, true}}},
		{"yearless late in year", "Since December 20 nothing moved.",
			[]want{{"December 20", "2015-12-20", day, true}}},
		{"weekday", "The minister resigned on Monday.",
			[]want{{"Monday", "2016-06-13", day, true}}},
		{"weekday same day", "Officials spoke Wednesday.",
			[]want{{"Wednesday", "2016-06-15", day, true}}},
		{"last weekday", "He left last Wednesday.",
			[]want{{"last Wednesday", "2016-06-08", day, true}}},
		{"next weekday", "They meet next Monday.",
			[]want{{"next Monday", "2016-06-20", day, true}}},
		{"future weekday", "The court will rule on Friday.",
			[]want{{"Friday", "2016-06-17", day, true}}},
		{"yesterday", "Police said yesterday that",
			[]want{{"yesterday", "2016-06-14", day, true}}},
		{"today", "Today the vote is held.",
			[]want{{"Today", "2016-06-15", day, true}}},
		{"last night", "Shelling resumed last night.",
			[]want{{"last night", "2016-06-14", day, true}}},
		{"last week", "the deal struck last week",
			[]want{{"last week", "2016-06-08", day, true}}},
		{"this week possessive", "this week's summit",
			[]want{{"this week", "2016-06-15", day, true}}},
		{"last month", "prices rose last month",
			[]want{{"last month", "2016-05", month, true}}},
		{"earlier this month", "earlier this month, the army",
			[]want{{"earlier this month", "2016-06", month, true}}},
		{"last year", "the elections last year",
			[]want{{"last year", "2015", year, true}}},
		{"this year", "elections this year",
			[]want{{"this year", "2016", year, true}}},
		{"month last year", "from October last year",
			[]want{{"October last year", "2015-10", month, true}}},
		{"years ago", "He fled two years ago.",
			[]want{{"two years ago", "2014", year, true}}},
		{"digits ago", "It began 18 months ago.",
			[]want{{"18 months ago", "2014-12", month, true}}},
		{"a few months ago", "a few months ago he left",
			[]want{{"a few months ago", "2016-03", month, true}}},
		{"weeks ago", "three weeks ago",
			[]want{{"three weeks ago", "2016-05-25", day, true}}},
		{"in month before", "In April, the rebels advanced.",
			[]want{{"April", "2016-04", month, true}}},
		{"in month after", "In October, the rebels advanced.",
			[]want{{"October", "2015-10", month, true}}},
		{"last month name", "last June",
			[]want{{"last June", "2015-06", month, true}}},
		{"next month name", "next March",
			[]want{{"next March", "2017-03", month, true}}},
		{"future month", "The trial will open in September.",
			[]want{{"September", "2016-09", month, true}}},
		{"may with context", "The law passed in May.",
			[]want{{"May", "2016-05", month, true}}},
		{"newspaper", "The Sunday Times said on Sunday",
			[]want{{"Sunday", "2016-06-12", day, true}}},
		{"this morning", "Officials said this morning",
			[]want{{"this morning", "2016-06-15", day, true}}},
		{"decade ago", "a decade ago",
			[]want{{"a decade ago", "2006", year, true}}},
		{"couple of weeks", "a couple of weeks ago",
			[]want{{"a couple of weeks ago", "2016-06-01", day, true}}},
		{"month this year", "until February this year",
			[]want{{"February this year", "2016-02", month, true}}},
		{"year to year", "from 1998 to 2004",
			[]want{{"1998", "1998", year, false}, {"2004", "2004", year, false}}},
		{"weekday before date", "on Monday, January 20, 2014, the talks",
			[]want{{"January 20, 2014", "2014-01-20", day, false}}},
		{"day range first", "talks on 22-23 January 2014 failed",
			[]want{{"22", "2014-01-22", day, false}, {"23 January 2014", "2014-01-23", day, false}}},
		{"day range month first", "talks on January 22–23, 2014 failed",
			[]want{{"January 22", "2014-01-22", day, false}, {"23, 2014", "2014-01-23", day, false}}},
		{"day range no year", "the 3-5 March summit",
			[]want{{"3", "2016-03-03", day, true}, {"5 March", "2016-03-05", day, true}}},
		{"slashed day first", "signed on 25/03/2015 in Paris",
			[]want{{"25/03/2015", "2015-03-25", day, false}}},
		{"slashed month first", "signed on 03/25/2015 in Paris",
			[]want{{"03/25/2015", "2015-03-25", day, false}}},
		{"slashed order unknown", "signed on 03/04/2015 in Paris",
			[]want{{"03/04/2015", "2015", year, false}}},
		{"month possessive", "October's report",
			[]want{{"October", "2015-10", month, true}}},
		{"may with day", "On May 4 the law passed.",
			[]want{{"May 4", "2016-05-04", day, true}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := Extract(tc.body, pub)
			checkSpans(t, tc.body, got)
			if len(got) != len(tc.want) {
				t.Fatalf("got %d dates %+v, want %d", len(got), got, len(tc.want))
			}
			for i, w := range tc.want {
				g := got[i]
				if g.Text != w.text || g.ISO != w.iso || g.Granularity != w.g || g.Relative != w.rel || !g.Resolved {
					t.Errorf("got %+v, want %+v", g, w)
				}
			}
		})
	}
}

// TestUnresolved checks that relative dates are kept, unresolved, without a publication date,
// while absolute ones still resolve.
func TestUnresolved(t *testing.T) {
	body := "On Monday, officials said the siege began in March 2012 and ended last year."
	got := Extract(body, "")
	checkSpans(t, body, got)
	if len(got) != 3 {
		t.Fatalf("got %+v, want 3 dates", got)
	}
	if got[0].Text != "Monday" || got[0].Resolved || got[0].ISO != "" || !got[0].Relative {
		t.Errorf("Monday: got %+v, want relative and unresolved", got[0])
	}
	if got[1].ISO != "2012-03" || !got[1].Resolved || got[1].Relative {
		t.Errorf("March 2012: got %+v", got[1])
	}
	if got[2].Text != "last year" || got[2].Resolved || got[2].Granularity != year {
		t.Errorf("last year: got %+v", got[2])
	}
}

func TestNotDates(t *testing.T) {
	for _, body := range []string{
		"You may leave now.",
		"May I ask a question?",
		"May we never forget.",
		"They march to the square.",
		"The March of the Volunteers played.",
		"Troops began to march on the city.",
		"Some 2000 troops arrived.",
		"more than 1500 people died",
		"It cost $2014 to fix.",
		"He read Resolution 2042 aloud.",
		"Call 0207 946 0958 today",
		"The 1990s were calm.",
		"June Carter sang.",
		"It was 1,999 metres high.",
		"at 10:30 on the dot",
		"the COVID-2019 files",
		"a 3/4 majority after 9/11",
	} {
		for _, d := range Extract(body, pub) {
			if d.Text != "today" {
				t.Errorf("%q: got %+v, want no date", body, d)
			}
		}
	}
}

func checkSpans(t *testing.T, body string, ds []corroborate.Date) {
	t.Helper()
	prev := 0
	for _, d := range ds {
		if d.Start < prev || d.Start >= d.End || d.End > len(body) {
			t.Fatalf("bad span [%d,%d) after %d in body of %d bytes: %+v", d.Start, d.End, prev, len(body), d)
		}
		if body[d.Start:d.End] != d.Text {
			t.Fatalf("Text %q != body[%d:%d] %q", d.Text, d.Start, d.End, body[d.Start:d.End])
		}
		if d.Resolved != (d.ISO != "") {
			t.Fatalf("Resolved %v with ISO %q", d.Resolved, d.ISO)
		}
		switch d.Granularity {
		case corroborate.Day:
			if d.ISO != "" && len(d.ISO) != 10 {
				t.Fatalf("day ISO %q", d.ISO)
			}
		case corroborate.Month:
			if d.ISO != "" && len(d.ISO) != 7 {
				t.Fatalf("month ISO %q", d.ISO)
			}
		case corroborate.Year:
			if d.ISO != "" && len(d.ISO) != 4 {
				t.Fatalf("year ISO %q", d.ISO)
			}
		default:
			t.Fatalf("granularity %q", d.Granularity)
		}
		prev = d.End
	}
}
