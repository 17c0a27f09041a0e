package claims

import (
	"testing"

	"github.com/corroborate/corroborate"
)

// Five outlets repeat one report's figure: one origin, however many documents.
func TestGroupIndependence(t *testing.T) {
	outlets := []string{"Daily Planet", "Gotham Gazette", "Harbor Wire", "Metro Herald", "Valley Times"}
	var cs []corroborate.Claim
	for i, o := range outlets {
		f := newFixture(t, "doc"+string(rune('a'+i)), o, "According to the report, some 4,200 inmates died in the camp.")
		f.quantity("4,200 inmates", "inmates", 4200, corroborate.About, "", "")
		cs = append(cs, f.claims()...)
	}
	g := Group(cs)
	if g.Documents != 5 || g.IndependentOrigins != 1 {
		t.Fatalf("documents %d origins %d, want 5 and 1", g.Documents, g.IndependentOrigins)
	}
	if g.Status != corroborate.SingleSource {
		t.Errorf("status %s, want single-source: five outlets citing one report are one source", g.Status)
	}
	if len(g.Variants) != 1 || len(g.Variants[0].Statements) != 5 {
		t.Fatalf("want one variant with five statements, got %+v", g.Variants)
	}
	for _, st := range g.Variants[0].Statements {
		if st.AttributedTo != "the report" || st.Path == "" || st.Source == "" || st.Text != "4,200 inmates" {
			t.Errorf("statement missing fields: %+v", st)
		}
	}

	// An outlet that counted by itself is a second origin.
	f := newFixture(t, "docz", "Ridge Courier", "Our reporters counted 4,200 inmates buried there.")
	f.quantity("4,200 inmates", "inmates", 4200, corroborate.Exact, "", "")
	g = Group(append(cs, f.claims()...))
	if g.IndependentOrigins != 2 || g.Status != corroborate.Corroborated {
		t.Errorf("origins %d status %s, want 2 corroborated", g.IndependentOrigins, g.Status)
	}
}

// Several documents give the same count with different numbers and qualifiers: every variant
// stays, and the group is contested.
func TestGroupContestedVariants(t *testing.T) {
	a := newFixture(t, "a", "", "The dossier rests on more than 31,000 photographs.")
	a.quantity("more than 31,000 photographs", "photographs", 31000, corroborate.MoreThan, "", "")
	b := newFixture(t, "b", "", "He handed over almost 31,000 photographs. The team got 30,952 images. Some 64,000 pictures left the country.")
	b.quantity("almost 31,000 photographs", "photographs", 31000, corroborate.LessThan, "", "")
	b.quantity("30,952 images", "images", 30952, corroborate.Exact, "", "")
	b.quantity("64,000 pictures", "pictures", 64000, corroborate.Exact, "", "")
	c := newFixture(t, "c", "", "He presented about 64,000 snapshots.")
	c.quantity("about 64,000 snapshots", "snapshots", 64000, corroborate.About, "", "")
	var cs []corroborate.Claim
	for _, f := range []*fixture{a, b, c} {
		cs = append(cs, f.claims()...)
	}
	groups := GroupAll(cs)
	if len(groups) != 1 {
		t.Fatalf("want one image group, got %d: %+v", len(groups), groups)
	}
	g := groups[0]
	if g.Key != "quantity:image" || g.Status != corroborate.Contested || g.Documents != 3 {
		t.Errorf("got key %q status %s docs %d", g.Key, g.Status, g.Documents)
	}
	if len(g.Variants) != 5 {
		t.Errorf("want 5 variants side by side, got %d", len(g.Variants))
	}
	if g.ID != GroupID("quantity:image") {
		t.Error("group id should derive from its key")
	}
}

func TestGroupCorroboratedWithinTolerance(t *testing.T) {
	a := newFixture(t, "a", "North Post", "Some 8,000 detainees died.")
	a.quantity("8,000 detainees", "detainees", 8000, corroborate.About, "", "")
	b := newFixture(t, "b", "South Post", "At least 8,000 prisoners died.")
	b.quantity("At least 8,000 prisoners", "prisoners", 8000, corroborate.AtLeast, "", "")
	g := Group(append(a.claims(), b.claims()...))
	if g.Status != corroborate.Corroborated || len(g.Variants) != 2 {
		t.Errorf("status %s variants %d, want corroborated with 2 variants", g.Status, len(g.Variants))
	}
}

// The same words in two mouths: one quote, contested; a fragment joins its quote.
func TestGroupQuotes(t *testing.T) {
	a := newFixture(t, "a", "Daily Planet", `"This is a ticking bomb," said Orla Brennick.`)
	a.entity("Orla Brennick", corroborate.Person, "Orla Brennick").quote("This is a ticking bomb,", "Orla Brennick")
	b := newFixture(t, "b", "Metro Herald", `"This is a ticking bomb," Brennick said.`)
	b.entity("Brennick", corroborate.Person, "Brennick").quote("This is a ticking bomb,", "Brennick")
	c := newFixture(t, "c", "Valley Times", `Tomas Fairley said the audit was a "ticking bomb" for the port.`)
	c.entity("Tomas Fairley", corroborate.Person, "Tomas Fairley").quote("ticking bomb", "Tomas Fairley")
	var cs []corroborate.Claim
	for _, f := range []*fixture{a, b, c} {
		cs = append(cs, f.claims()...)
	}
	groups := GroupAll(cs)
	if len(groups) != 1 {
		t.Fatalf("want the fragment grouped with its quote, got %d groups", len(groups))
	}
	g := groups[0]
	if g.Key != "quote:this is a ticking bomb" || g.Status != corroborate.Contested {
		t.Errorf("key %q status %s", g.Key, g.Status)
	}
	if len(g.Variants) != 2 || g.Variants[0].Speaker != "Orla Brennick" || len(g.Variants[0].Statements) != 2 {
		t.Errorf("want Brennick (2 statements) and Fairley variants, got %+v", g.Variants)
	}
	// Without the other speaker, two outlets quoting her are corroboration.
	if g := Group(append(a.claims(), b.claims()...)); g.Status != corroborate.Corroborated {
		t.Errorf("same words, same speaker, two outlets: got %s", g.Status)
	}
}

func TestQuoteFragmentInSeveralQuotesStaysApart(t *testing.T) {
	keys := []string{"quote:we have direct proof now", "quote:direct proof", "quote:this is direct proof of murder"}
	var cs []corroborate.Claim
	for i, k := range keys {
		cs = append(cs, corroborate.Claim{ID: string(rune('a' + i)), Kind: corroborate.QuoteClaim, Key: k, DocumentID: "d", Origin: "o"})
	}
	if n := len(GroupAll(cs)); n != 3 {
		t.Errorf("an ambiguous fragment should stay on its own: %d groups, want 3", n)
	}
	if !QuoteContains("quote:this is a ticking bomb", "quote:ticking bomb") || QuoteContains("quote:this is a ticking bomb", "quote:bomb") ||
		QuoteContains("quote:a ticking bombshell", "quote:ticking bomb") {
		t.Error("QuoteContains should match whole-word runs of at least two words")
	}
}

func TestGroupEmpty(t *testing.T) {
	g := Group(nil)
	if g.Variants == nil || len(g.Variants) != 0 || g.Documents != 0 {
		t.Errorf("empty group: %+v", g)
	}
}
