package dates

import (
	"testing"

	"github.com/corroborate/corroborate"
)

func TestGoldenSeeds(t *testing.T) {
	body := seed(t, "004")
	ds := Extract(body, "2014-01-22")
	checkSpans(t, body, ds)
	found := 0
	for _, d := range ds {
		if d.Text == "August last year" {
			found++
			if d.ISO != "2013-08" || !d.Resolved || d.Granularity != corroborate.Month || !d.Relative {
				t.Errorf("got %+v, want 2013-08 resolved relative month", d)
			}
		}
	}
	if found == 0 {
		t.Errorf("no \"August last year\" in %+v", ds)
	}
	// Without a publication date the same phrase is kept, unresolved.
	for _, d := range Extract(body, "") {
		if d.Text == "August last year" && (d.Resolved || d.ISO != "") {
			t.Errorf("unanchored: got %+v, want unresolved", d)
		}
	}
}

// TestSeedSpans checks the span property and that absolute dates resolve on every seed.
func TestSeedSpans(t *testing.T) {
	for _, body := range seeds(t) {
		for _, pub := range []string{"", "2014-01-22"} {
			ds := Extract(body, pub)
			checkSpans(t, body, ds)
			for _, d := range ds {
				if !d.Relative && !d.Resolved {
					t.Errorf("absolute date unresolved: %+v", d)
				}
			}
		}
	}
}
