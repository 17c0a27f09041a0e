package quantity

import (
	"testing"
	"unicode/utf8"
)

func FuzzQuantity(f *testing.F) {
	for _, s := range []string{
		"more than 1,200 refugees", "45–60 minutes", "twelve thousand (12,000) men",
		"$3bn", "hundreds of", "between 5 and", "9-", "-9", "1.2.3", "a", "", "(", "£",
		"tens of thousands of", "4.5-year-old", "62 per cent of the", "\xff\xfe12",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, body string) {
		qs := Extract(body)
		prev := 0
		for _, q := range qs {
			if q.Start < prev || q.Start >= q.End || q.End > len(body) {
				t.Fatalf("bad span [%d,%d) after %d in %q", q.Start, q.End, prev, body)
			}
			if body[q.Start:q.End] != q.Text {
				t.Fatalf("Text %q != span %q", q.Text, body[q.Start:q.End])
			}
			if q.Low > q.High {
				t.Fatalf("Low %g > High %g in %q", q.Low, q.High, q.Text)
			}
			if utf8.ValidString(body) && !utf8.ValidString(q.Text) {
				t.Fatalf("span cuts a rune: %q", q.Text)
			}
			prev = q.End
		}
	})
}
