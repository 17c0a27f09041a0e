package quantity

import (
	"testing"

	"github.com/corroborate/corroborate"
)

// TestNounsAndWithin covers readings the held-out evaluations (testdata/eval, eval2) found
// wanting: the stuff measured after a unit, casualty adjectives as nouns, participles before the
// noun, hyphenated nouns, the whole's noun in "N of the M X", qualifiers written after the
// figure ("or more") or before "another", power units, and "within" as at-most.
func TestNounsAndWithin(t *testing.T) {
	tests := []struct {
		name string
		body string
		want []want
	}{
		{"unit of stuff", "The agency shipped 2,000 tonnes of flour.",
			[]want{{text: "2,000 tonnes of flour", value: 2000, unit: "tonnes", noun: "flour"}}},
		{"time unit of an event is no noun", "It followed four days of heavy fighting.",
			[]want{{text: "four days", value: 4, unit: "days"}}},
		{"casualty adjective", "The clashes left 45 dead and more than 200 wounded.",
			[]want{{text: "45 dead", value: 45, noun: "dead"}, {text: "more than 200 wounded", value: 200, noun: "wounded", qual: corroborate.MoreThan}}},
		{"adjective then plural", "It treated 60 wounded soldiers.",
			[]want{{text: "60 wounded soldiers", value: 60, noun: "soldiers"}}},
		{"participles before the noun", "Only 3 remaining working generators were left.",
			[]want{{text: "3 remaining working generators", value: 3, noun: "generators"}}},
		{"participle after the noun ends it", "Officials said 12 people killed in the blast were miners.",
			[]want{{text: "12 people", value: 12, noun: "people"}}},
		{"hyphenated noun", "She scored two hat-tricks this season.",
			[]want{{text: "two hat-tricks", value: 2, noun: "hat-tricks"}}},
		{"noun of the whole", "The party won 87 of the 150 seats.",
			[]want{{text: "87", value: 87, noun: "seats"}, {text: "150 seats", value: 150, noun: "seats"}}},
		{"or more", "Groups of 10 or more people must register.",
			[]want{{text: "10 or more people", value: 10, noun: "people", qual: corroborate.AtLeast}}},
		{"or so", "About 20 or so boats waited.",
			[]want{{text: "About 20 or so boats", value: 20, noun: "boats", qual: corroborate.About}}},
		{"or between close figures is still a range", "It takes two or three days.",
			[]want{{text: "two or three days", value: 2, low: 2, high: 3, unit: "days"}}},
		{"qualifier before another", "The cold will last at least another five days.",
			[]want{{text: "at least another five days", value: 5, unit: "days", qual: corroborate.AtLeast}}},
		{"power units", "Demand reached 48 gigawatts.",
			[]want{{text: "48 gigawatts", value: 48, unit: "gigawatts"}}},
		{"more before the noun", "It spread to three more districts.",
			[]want{{text: "three more districts", value: 3, noun: "districts"}}},
		{"more than after the figure is no noun", "About 400 more than last year came.",
			[]want{{text: "About 400", value: 400, qual: corroborate.About}}},
		{"age after a name is no count", "Jane Doe, 27, won the race.",
			nil},
		{"within", "Results are due within 48 hours.",
			[]want{{text: "within 48 hours", value: 48, unit: "hours", qual: corroborate.AtMost}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := Extract(tc.body)
			checkSpans(t, tc.body, got)
			if len(got) != len(tc.want) {
				t.Fatalf("got %d quantities %+v, want %d", len(got), got, len(tc.want))
			}
			for i, w := range tc.want {
				g := got[i]
				if w.qual == "" {
					w.qual = corroborate.Exact
				}
				if w.low == 0 && w.high == 0 {
					w.low, w.high = w.value, w.value
				}
				if g.Text != w.text || g.Value != w.value || g.Low != w.low || g.High != w.high ||
					g.Noun != w.noun || g.Unit != w.unit || g.Qualifier != w.qual || g.Rate != w.rate {
					t.Errorf("got %+v\nwant %+v", g, w)
				}
			}
		})
	}
}
