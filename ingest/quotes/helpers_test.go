package quotes

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/corroborate/corroborate"
)

// ent is a hand-built entity for tests: its name, type and the forms the text uses.
type ent struct {
	name  string
	typ   corroborate.EntityType
	forms []string
}

// entities builds entities with every whole-word occurrence of each form as a mention, longest
// forms first so that "Jane Doe" is one mention and not also "Doe".
func entities(body string, es ...ent) []corroborate.Entity {
	type form struct {
		text string
		ent  int
	}
	var forms []form
	for i, e := range es {
		for _, f := range e.forms {
			forms = append(forms, form{f, i})
		}
	}
	sort.SliceStable(forms, func(i, j int) bool { return len(forms[i].text) > len(forms[j].text) })
	taken := make([]bool, len(body))
	out := make([]corroborate.Entity, len(es))
	for i, e := range es {
		out[i] = corroborate.Entity{Name: e.name, Type: e.typ, Aliases: e.forms}
	}
	for _, f := range forms {
		for off := 0; ; {
			k := strings.Index(body[off:], f.text)
			if k < 0 {
				break
			}
			s, e := off+k, off+k+len(f.text)
			off = e
			if s > 0 && isWordRune(runeBefore(body, s)) || e < len(body) && isWordRune(func() rune { r, _ := runeAt(body, e); return r }()) {
				continue
			}
			free := true
			for j := s; j < e; j++ {
				free = free && !taken[j]
			}
			if !free {
				continue
			}
			for j := s; j < e; j++ {
				taken[j] = true
			}
			out[f.ent].Mentions = append(out[f.ent].Mentions, corroborate.Mention{Start: s, End: e, Text: f.text})
		}
	}
	return out
}

// seedDir finds the seed corpus: CORROBORATE_CORPUS, else ../shared/corpus/seeds next to the
// module root.
func seedDir(t testing.TB) string {
	if dir := os.Getenv("CORROBORATE_CORPUS"); dir != "" {
		return dir
	}
	wd, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for dir := wd; ; dir = filepath.Dir(dir) {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return filepath.Join(dir, "..", "shared", "corpus", "seeds")
		}
		if filepath.Dir(dir) == dir {
			t.Fatal("go.mod not found above " + wd)
		}
	}
}

// seed reads the seed whose file name starts with prefix, skipping (or failing on CI) when the
// corpus is missing.
func seed(t testing.TB, prefix string) string {
	dir := seedDir(t)
	m, _ := filepath.Glob(filepath.Join(dir, prefix+"*.txt"))
	if len(m) == 0 {
		if os.Getenv("CI") == "true" {
			t.Fatalf("seed %s missing in %s", prefix, dir)
		}
		t.Skipf("seed corpus not found in %s", dir)
	}
	b, err := os.ReadFile(m[0])
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
