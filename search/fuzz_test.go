package search

import (
	"testing"

	"github.com/corroborate/corroborate"
)

// FuzzSearchQuery checks that no query string panics or fails as anything but the user's
// mistake: every search returns results or an EINVALID error.
func FuzzSearchQuery(f *testing.F) {
	for _, s := range []string{
		`"smoking gun"`, `source:CNN`, `+gun -smoking`, `velden~1`, `cont*`, `/co.t/`,
		`start:>10`, `published:>"2021-01-01"`, `gun^2`, `"unclosed`, `source:`, `:`, `+`, `-`,
		`~`, `^`, `a:b:c`, `/[/`, `gun~99`, `start:>=x`, `\`, `"\"`, `year:2021`, `*`, `?`,
		`entities:"Mara Velden"`, `the`, `12`, `-12.5e3`, `((a))`, `a AND b OR c`,
	} {
		f.Add(s)
	}
	x := openTemp(f)
	mustIndex(f, x, fixture()...)
	f.Fuzz(func(t *testing.T, q string) {
		res, err := x.Search(corroborate.SearchRequest{Query: q, Facets: len(q)%2 == 0})
		if err != nil {
			if code := corroborate.ErrorCode(err); code != corroborate.EINVALID {
				t.Fatalf("query %q: %v (code %s), want results or invalid", q, err, code)
			}
			return
		}
		if res == nil || uint64(len(res.Hits)) > res.Total {
			t.Fatalf("query %q: result %+v", q, res)
		}
	})
}
