package extract

import (
	"github.com/corroborate/corroborate/internal/corpus"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/corroborate/corroborate"
)

// corpusDir finds the seed articles: $CORROBORATE_CORPUS, else ../shared/corpus/seeds beside
// the repository root (the folder holding go.mod).
func corpusDir() string {
	if d := os.Getenv("CORROBORATE_CORPUS"); d != "" {
		return d
	}
	dir, err := os.Getwd()
	if err != nil {
		return ""
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			d := filepath.Join(dir, "..", "shared", "corpus", "seeds")
			if _, err := os.Stat(d); err == nil {
				return d
			}
			return ""
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return ""
		}
		dir = parent
	}
}

// seed reads the seed article whose file name starts with prefix.
func seed(t *testing.T, prefix string) string { return corpus.Seed(t, prefix) }

func TestGoldenSeed000(t *testing.T) {
	body := seed(t, "000_")
	ents := Entities(body, nil)
	want := map[string]corroborate.EntityType{
		"David Crane": corroborate.Person, "Desmond de Silva": corroborate.Person,
		"Geoffrey Nice": corroborate.Person, "Charles Taylor": corroborate.Person,
		"Carter-Ruck": corroborate.Org, "CNN": corroborate.Org,
		"Special Court for Sierra Leone": corroborate.Org, "International Criminal Court": corroborate.Org,
		"Sierra Leone": corroborate.Place, "Qatar": corroborate.Place, "Syria": corroborate.Place,
	}
	for name, typ := range want {
		e := find(ents, name)
		if e == nil {
			t.Errorf("no entity %q in %v", name, names(ents))
		} else if e.Type != typ {
			t.Errorf("%q is %s, want %s", name, e.Type, typ)
		}
	}
	// Every form of de Silva is one entity.
	silva := find(ents, "Desmond de Silva")
	if silva == nil {
		t.Fatal("no Desmond de Silva")
	}
	forms := map[string]bool{}
	for _, m := range silva.Mentions {
		forms[m.Text] = true
	}
	for _, f := range []string{"Desmond de Silva", "de Silva", "De Silva"} {
		if !forms[f] {
			t.Errorf("de Silva's mentions %v lack %q", mentionTexts(silva), f)
		}
	}
	for _, e := range ents {
		if e.Name != silva.Name && strings.Contains(strings.ToLower(e.Name), "silva") {
			t.Errorf("second entity for de Silva: %q", e.Name)
		}
	}
	// Crane's apposition gives his role at the court.
	crane := find(ents, "David Crane")
	ok := false
	for _, r := range crane.Roles {
		ok = ok || (r.Title == "first chief prosecutor" && r.Org == "Special Court for Sierra Leone")
	}
	if !ok {
		t.Errorf("Crane's roles %+v lack first chief prosecutor of the court", crane.Roles)
	}
	taylor := find(ents, "Charles Taylor")
	if len(taylor.Roles) == 0 || !strings.Contains(strings.ToLower(taylor.Roles[0].Title), "president") {
		t.Errorf("Taylor's roles %+v lack president", taylor.Roles)
	}
	checkSpans(t, body, ents)
}

func TestGoldenSeed004(t *testing.T) {
	body := seed(t, "004_")
	ents := Entities(body, nil)
	credit := strings.Index(body, "Photo:")
	if credit < 0 {
		t.Fatal("seed 004 has no photo credit")
	}
	end := credit + strings.IndexByte(body[credit:], '\n')
	for _, e := range ents {
		for _, m := range e.Mentions {
			if m.Start >= credit && m.Start < end && e.Type == corroborate.Person {
				t.Errorf("person %q from the photo credit", e.Name)
			}
		}
	}
	if find(ents, "David Crane") == nil {
		t.Errorf("no David Crane in %v", names(ents))
	}
	checkSpans(t, body, ents)
}
