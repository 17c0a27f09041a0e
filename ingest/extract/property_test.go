package extract

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/corroborate/corroborate"
)

// checkSpans fails when a mention or role does not point at its own text, or when two entities
// claim the same span.
func checkSpans(t testing.TB, body string, ents []corroborate.Entity) {
	t.Helper()
	owner := map[[2]int]string{}
	for _, e := range ents {
		if e.Name == "" || len(e.Mentions) == 0 {
			t.Fatalf("entity %+v has no name or no mention", e)
		}
		for _, m := range e.Mentions {
			if m.Start < 0 || m.End > len(body) || m.Start >= m.End {
				t.Fatalf("%q: bad span [%d,%d) in body of %d bytes", e.Name, m.Start, m.End, len(body))
			}
			if body[m.Start:m.End] != m.Text {
				t.Fatalf("%q: mention text %q != body[%d:%d] %q", e.Name, m.Text, m.Start, m.End, body[m.Start:m.End])
			}
			k := [2]int{m.Start, m.End}
			if o, ok := owner[k]; ok && o != e.Name {
				t.Fatalf("span %v belongs to %q and %q", k, o, e.Name)
			}
			owner[k] = e.Name
		}
		for _, r := range e.Roles {
			if r.Start < 0 || r.End > len(body) || r.Start > r.End || body[r.Start:r.End] != r.Text {
				t.Fatalf("%q: role %+v does not match the body", e.Name, r)
			}
		}
	}
}

// bodies returns the evaluation articles and, when present, the seed corpus.
func bodies(t testing.TB) []string {
	var out []string
	files, _ := filepath.Glob("testdata/eval/*.txt")
	if dir := corpusDir(); dir != "" {
		seeds, _ := filepath.Glob(filepath.Join(dir, "*.txt"))
		files = append(files, seeds...)
	}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, string(b))
	}
	return out
}

func TestMentionSpansEqualText(t *testing.T) {
	extra := []string{
		"",
		"’s",
		"U.S.-led forces entered. Dr. Ann O'Neil-Smith's team, al-Hakim and El-Sayed met.",
		"A 601 Military Hospital\nBranch\n251 Palestine Branch Air Force Intelligence",
		"the special court for sierra leone and the Special Court for Sierra Leone",
		"Ünïcödé Ñame met Çağlar Öztürk in İstanbul and München.",
		"11-thousand detainees, eleven thousand prisoners, 3.5 million inmates",
	}
	for _, body := range append(bodies(t), extra...) {
		checkSpans(t, body, Entities(body, nil))
	}
}
