package extract

import (
	"os"
	"path/filepath"
	"testing"
	"unicode/utf8"
)

// FuzzEntities checks that no input makes extraction panic or return a span that is not its
// text. Run: go test -fuzz FuzzEntities ./ingest/extract
func FuzzEntities(f *testing.F) {
	files, _ := filepath.Glob("testdata/eval/*.txt")
	for _, file := range files {
		b, err := os.ReadFile(file)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(string(b))
	}
	for _, s := range []string{
		"Sir X, the", "Branch 1", "de", "De Silva's", "’", "Photo: A / B", "By\n", "U.S.",
		"the court of X", "1-thousand detainees", "A (B) C, D, the E of F,", "\xff\xfeName Here",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, body string) {
		ents := Entities(body, nil)
		if utf8.ValidString(body) {
			checkSpans(t, body, ents)
			return
		}
		for _, e := range ents {
			for _, m := range e.Mentions {
				if m.Start < 0 || m.End > len(body) || m.Start >= m.End || body[m.Start:m.End] != m.Text {
					t.Fatalf("bad mention %+v", m)
				}
			}
		}
	})
}
