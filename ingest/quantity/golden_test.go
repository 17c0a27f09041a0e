package quantity

import (
	"strings"
	"testing"

	"github.com/corroborate/corroborate"
)

// find returns the first quantity whose text contains sub.
func find(qs []corroborate.Quantity, sub string) (corroborate.Quantity, bool) {
	for _, q := range qs {
		if strings.Contains(q.Text, sub) {
			return q, true
		}
	}
	return corroborate.Quantity{}, false
}

func TestGoldenSeeds(t *testing.T) {
	type check struct {
		sub   string
		value float64
		low   float64
		high  float64
		noun  string
		of    string
		unit  string
		qual  corroborate.Qualifier
		rate  string
	}
	cases := []struct {
		seed   string
		checks []check
	}{
		{"000", []check{
			{sub: "11,000", value: 11000, low: 11000, high: 11000, noun: "detainees", qual: corroborate.Exact},
			{sub: "27,000", value: 27000, low: 27000, high: 27000, noun: "photographs", qual: corroborate.MoreThan},
			{sub: "31-page", value: 31, low: 31, high: 31, of: "report", unit: "page", qual: corroborate.Exact},
			{sub: "50 bodies", value: 50, low: 50, high: 50, noun: "bodies", qual: corroborate.Exact, rate: "day"},
			{sub: "15-30", value: 15, low: 15, high: 30, unit: "minutes", qual: corroborate.Exact},
			{sub: "60%", value: 60, low: 60, high: 60, unit: "%", qual: corroborate.Exact},
		}},
		{"001", []check{
			{sub: "26,948", value: 26948, low: 26948, high: 26948, noun: "images", qual: corroborate.Exact},
			{sub: "62%", value: 62, low: 62, high: 62, unit: "%", of: "bodies", qual: corroborate.Exact},
			{sub: "27,000", value: 27000, low: 27000, high: 27000, noun: "photographs", qual: corroborate.LessThan},
		}},
	}
	for _, tc := range cases {
		body := seed(t, tc.seed)
		qs := Extract(body)
		checkSpans(t, body, qs)
		for _, c := range tc.checks {
			q, ok := find(qs, c.sub)
			if !ok {
				t.Errorf("seed %s: no quantity with %q in %+v", tc.seed, c.sub, qs)
				continue
			}
			if q.Value != c.value || q.Low != c.low || q.High != c.high || q.Noun != c.noun ||
				q.Of != c.of || q.Unit != c.unit || q.Qualifier != c.qual || q.Rate != c.rate {
				t.Errorf("seed %s: got %+v, want %+v", tc.seed, q, c)
			}
		}
	}
}

// TestSeedsNoDates checks, on every seed, that no year or date day is read as a count.
func TestSeedsNoDates(t *testing.T) {
	for _, body := range seeds(t) {
		qs := Extract(body)
		checkSpans(t, body, qs)
		for _, q := range qs {
			if q.Unit == "" && q.Noun == "" && q.Value >= 1900 && q.Value <= 2100 && q.Low == q.High {
				t.Errorf("year read as a quantity: %+v", q)
			}
		}
	}
}
