package claims

import (
	"strings"
	"testing"

	"github.com/corroborate/corroborate"
)

func TestCanonicalKey(t *testing.T) {
	p := corroborate.Person
	same := [][]string{
		{"al-Rashid", "Al-Rashid", "al Rashid", "Rashid", "El-Rashid", "RASHID", "al-Rashiid"},
		{"Hafez al-Rashid", "Hafez Al Rashid", "President Hafez al-Rashid", "hafez rashid", "Haffez Rashid"},
		{"Sir Anton van der Holt", "Anton van der Holt", "Professor Sir Anton Van Der Holt"},
		{"Dr. Hélène Čermák", "Helene Cermak", "Mrs Hélène Cermák"},
		{"Abdel-Fattah el-Sisi", "Abdel Fattah al-Sisi", "Abdel-Fattah Sisi"},
		{"Martin Luther King Jr.", "Martin Luther King"},
	}
	for _, group := range same {
		want := CanonicalKey(group[0], p)
		for _, n := range group[1:] {
			if got := CanonicalKey(n, p); got != want {
				t.Errorf("CanonicalKey(%q) = %q, want %q (as %q)", n, got, want, group[0])
			}
		}
	}
	if CanonicalKey("The Harbor Wire", corroborate.Org) != CanonicalKey("Harbor Wire", corroborate.Org) {
		t.Error("a leading 'the' should not distinguish organisations")
	}
	if CanonicalKey("Fairwatch Ltd", corroborate.Org) != "fairwatch" {
		t.Error("legal forms should be dropped")
	}
	if CanonicalKey("Anton van der Holt", p) == CanonicalKey("Anton Holt", p) {
		t.Error("name particles other than the Arabic article are part of the name")
	}
}

func TestMatch(t *testing.T) {
	P := corroborate.Person
	tests := []struct {
		name  string
		a, b  EntityProfile
		merge bool
		why   string
	}{
		{"full name", EntityProfile{Name: "Sir Anton van der Holt", Type: P}, EntityProfile{Name: "Anton van der Holt", Type: P}, true, "same full name"},
		{"transliteration", EntityProfile{Name: "Hafez al-Rashid", Type: P}, EntityProfile{Name: "Hafez Al Rashiid", Type: P}, true, "same full name"},
		{"same surname, different people", EntityProfile{Name: "Hafez Kassem", Type: P, CoMentions: []string{"damascus"}},
			EntityProfile{Name: "Rami Kassem", Type: P, CoMentions: []string{"damascus"}}, false, "different first names"},
		{"surname with shared context", EntityProfile{Name: "van der Holt", Type: P, CoMentions: []string{"marta quel", "harbour board"}},
			EntityProfile{Name: "Anton van der Holt", Type: P, CoMentions: []string{"marta quel", "harbour board", "x"}}, true, "shared co-mentions"},
		{"surname with shared role", EntityProfile{Name: "Quell", Type: P, Roles: []string{"chief auditor"}},
			EntityProfile{Name: "Marta Quell", Type: P, Roles: []string{"former chief auditor"}}, true, "shared role"},
		{"surname without context", EntityProfile{Name: "Quell", Type: P}, EntityProfile{Name: "Marta Quell", Type: P}, false, "no shared context"},
		{"initial", EntityProfile{Name: "M. Quell", Type: P}, EntityProfile{Name: "Marta Quell", Type: P}, true, "initial"},
		{"alias", EntityProfile{Name: "Marta Quell", Type: P, Aliases: []string{"Marta Quell-Ruiz"}}, EntityProfile{Name: "Marta Quell-Ruiz", Type: P}, true, "shared name form"},
		{"types differ", EntityProfile{Name: "Jordan", Type: corroborate.Place}, EntityProfile{Name: "Jordan", Type: P}, false, "different types"},
		{"acronym", EntityProfile{Name: "Harbour Safety Board", Type: corroborate.Org}, EntityProfile{Name: "HSB", Type: corroborate.Org}, true, "acronym"},
		{"acronym inside a name", EntityProfile{Name: "HS Board of Appeal", Type: corroborate.Org}, EntityProfile{Name: "Harbour Safety Board of Appeal", Type: corroborate.Org}, true, "acronym inside"},
		{"not an acronym", EntityProfile{Name: "HX Board", Type: corroborate.Org}, EntityProfile{Name: "Harbour Safety Board", Type: corroborate.Org}, false, "different"},
		{"different orgs", EntityProfile{Name: "Harbour Board", Type: corroborate.Org}, EntityProfile{Name: "River Authority", Type: corroborate.Org}, false, "different"},
		{"detainee is a person", EntityProfile{Name: "Omar Said Khalil", Type: corroborate.Detainee}, EntityProfile{Name: "Omar Said Khalil", Type: P}, true, "same full name"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, why := Match(tt.a, tt.b)
			if (s >= MergeThreshold) != tt.merge {
				t.Errorf("score %.2f (%s), want merge=%v", s, why, tt.merge)
			}
			if !strings.Contains(why, tt.why) {
				t.Errorf("reason %q, want it to mention %q", why, tt.why)
			}
			s2, _ := Match(tt.b, tt.a)
			if s2 != s {
				t.Errorf("Match not symmetric: %.2f vs %.2f", s, s2)
			}
		})
	}
}

// A bare surname must not bridge two different people who share it.
func TestResolveNoSurnameBridge(t *testing.T) {
	P := corroborate.Person
	profiles := []EntityProfile{
		{Name: "Hafez Kassem", Type: P, CoMentions: []string{"a", "b", "c"}, Roles: []string{"general"}},
		{Name: "Rami Kassem", Type: P, CoMentions: []string{"a", "b", "c"}, Roles: []string{"general"}},
		{Name: "Kassem", Type: P, CoMentions: []string{"a", "b", "c"}, Roles: []string{"general"}},
		{Name: "Sir Hafez Kassem", Type: P},
	}
	cluster, merges := Resolve(profiles)
	if cluster[0] == cluster[1] {
		t.Fatalf("different first names merged: %v %+v", cluster, merges)
	}
	if cluster[0] != cluster[3] {
		t.Errorf("the same full name should merge: %v", cluster)
	}
	for _, m := range merges {
		if m.Reason == "" || m.Score < MergeThreshold {
			t.Errorf("merge without score or reason: %+v", m)
		}
	}
}
