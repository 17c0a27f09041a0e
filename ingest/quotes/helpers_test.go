package quotes

import (
	"github.com/corroborate/corroborate/internal/corpus"
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

// seed reads the seed whose file name starts with prefix.
func seed(t testing.TB, prefix string) string { return corpus.Seed(t, prefix) }
