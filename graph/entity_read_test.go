package graph_test

import (
	"context"
	"testing"

	"github.com/corroborate/corroborate"
	"github.com/corroborate/corroborate/claims"
	"github.com/corroborate/corroborate/internal/neo4jtest"
)

func TestFindEntities(t *testing.T) {
	s := neo4jtest.Open(t)
	ctx := context.Background()
	if err := s.WriteDocuments(ctx, []*corroborate.Document{testDocument("doc-a"), roleDocument("doc-b", "Hill Herald", "2024-06-01")}); err != nil {
		t.Fatal(err)
	}
	all, err := s.FindEntities(ctx, corroborate.EntityFilter{})
	if err != nil {
		t.Fatal(err)
	}
	if len(all) != 2 || all[0].ID != "e-ana-ruiz" || all[0].Mentions != 3 || all[0].Documents != 2 {
		t.Fatalf("all = %+v", all)
	}
	if all[1].ID != "e-riverton" || all[1].Mentions != 1 || all[1].Documents != 1 || all[1].Type != corroborate.Org {
		t.Errorf("second = %+v", all[1])
	}
	cases := []struct {
		f    corroborate.EntityFilter
		want []string
	}{
		{corroborate.EntityFilter{Q: "RUIZ"}, []string{"e-ana-ruiz"}},
		{corroborate.EntityFilter{Q: "iverton"}, []string{"e-riverton"}},
		{corroborate.EntityFilter{Type: corroborate.Org}, []string{"e-riverton"}},
		{corroborate.EntityFilter{Q: "ruiz", Type: corroborate.Org}, nil},
		{corroborate.EntityFilter{Q: "zzz"}, nil},
		{corroborate.EntityFilter{Offset: 1, Limit: 1}, []string{"e-riverton"}},
	}
	for _, c := range cases {
		got, err := s.FindEntities(ctx, c.f)
		if err != nil {
			t.Fatalf("%+v: %v", c.f, err)
		}
		var ids []string
		for _, e := range got {
			ids = append(ids, e.ID)
		}
		if len(ids) != len(c.want) || (len(ids) > 0 && ids[0] != c.want[0]) {
			t.Errorf("%+v: got %v, want %v", c.f, ids, c.want)
		}
	}
	if _, err := s.FindEntities(ctx, corroborate.EntityFilter{Type: "ROBOT"}); corroborate.ErrorCode(err) != corroborate.EINVALID {
		t.Errorf("unknown type: err = %v, want EINVALID", err)
	}
}

func TestFindEntityByIDNameOrAlias(t *testing.T) {
	s := neo4jtest.Open(t)
	ctx := context.Background()
	if err := s.WriteDocuments(ctx, []*corroborate.Document{testDocument("doc-a"), roleDocument("doc-b", "Hill Herald", "2024-06-01")}); err != nil {
		t.Fatal(err)
	}
	for _, key := range []string{"e-ana-ruiz", "Ana Ruiz", "ana ruiz", "RUIZ"} {
		d, err := s.FindEntity(ctx, key)
		if err != nil {
			t.Fatalf("FindEntity(%q): %v", key, err)
		}
		if d.ID != "e-ana-ruiz" || d.Key != "person:ana ruiz" || d.Mentions != 3 || d.Documents != 2 {
			t.Fatalf("FindEntity(%q) = %+v", key, d.EntitySummary)
		}
		if len(d.DocRefs) != 2 || d.DocRefs[0].ID != "doc-b" || d.DocRefs[0].Source != "Hill Herald" || d.DocRefs[1].ID != "doc-a" {
			t.Errorf("doc refs = %+v", d.DocRefs)
		}
		if len(d.Roles) != 1 || d.Roles[0].Title != "mayor" || d.Roles[0].Org != "Riverton Council" {
			t.Fatalf("roles = %+v", d.Roles)
		}
		ev := d.Roles[0].Evidence
		if ev.PassageID != "doc-b:0" || ev.DocumentID != "doc-b" || ev.Source != "Hill Herald" || ev.Text == "" || ev.End <= ev.Start {
			t.Errorf("role evidence = %+v", ev)
		}
		if d.Claims == nil {
			t.Error("claims is nil, want a list (maybe empty)")
		}
	}
	if _, err := s.FindEntity(ctx, "Nobody"); corroborate.ErrorCode(err) != corroborate.ENOTFOUND {
		t.Errorf("unknown name: err = %v, want ENOTFOUND", err)
	}
	if _, err := s.FindEntity(ctx, " "); corroborate.ErrorCode(err) != corroborate.EINVALID {
		t.Errorf("blank: err = %v, want EINVALID", err)
	}
}

func TestFindEntityCarriesItsClaims(t *testing.T) {
	s := neo4jtest.Open(t)
	ctx := context.Background()
	if err := s.ApplyClaimSchema(ctx); err != nil {
		t.Fatal(err)
	}
	doc := testDocument("doc-a")
	if err := s.WriteDocument(ctx, doc); err != nil {
		t.Fatal(err)
	}
	doc.Claims = claims.FromDocument(doc)
	if err := s.WriteClaims(ctx, []*corroborate.Document{doc}); err != nil {
		t.Fatal(err)
	}
	want, err := s.ClaimGroupsAbout(ctx, "e-ana-ruiz")
	if err != nil {
		t.Fatal(err)
	}
	if len(want) == 0 {
		t.Fatalf("no claim about the speaker among %+v", doc.Claims)
	}
	d, err := s.FindEntity(ctx, "Ana Ruiz")
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Claims) != len(want) || d.Claims[0].ID != want[0].ID {
		t.Errorf("claims = %+v, want %+v", d.Claims, want)
	}
}

// The decisions people made about an entity come back with it: on the entity kept by a merge,
// and on the one a split created.
func TestFindEntityCarriesDecisions(t *testing.T) {
	s := openClaims(t)
	ctx := context.Background()
	d1 := newCdoc(t, "m1", "Daily Planet", "Orla Brennick met the press. Brennick left.")
	d1.entity("Orla Brennick", corroborate.Person, "Orla Brennick", "Brennick")
	d2 := newCdoc(t, "m2", "Metro Herald", "O. B. Brennick-Shaw spoke in Lisbon. Tomas Ferreira listened.")
	d2.entity("O. B. Brennick-Shaw", corroborate.Person).entity("Tomas Ferreira", corroborate.Person)
	store(t, s, d1, d2)
	a, b := d1.doc.Extraction.Entities[0].ID, d2.doc.Extraction.Entities[0].ID

	before, err := s.FindEntity(ctx, a)
	if err != nil || len(before.Decisions) != 0 {
		t.Fatalf("before any decision: %+v %v", before.Decisions, err)
	}
	merged, err := s.Merge(ctx, a, b)
	if err != nil {
		t.Fatal(err)
	}
	if len(merged.Decisions) != 1 || merged.Decisions[0].Action != "merge" || merged.Decisions[0].A != a || merged.Decisions[0].B != b || merged.Decisions[0].At == "" {
		t.Fatalf("after merge: decisions %+v", merged.Decisions)
	}
	split, err := s.Split(ctx, a, "Brennick")
	if err != nil {
		t.Fatal(err)
	}
	if len(split.Decisions) != 1 || split.Decisions[0].Action != "split" || split.Decisions[0].NewID != split.ID ||
		split.Decisions[0].A != a || split.Decisions[0].Alias != "Brennick" {
		t.Errorf("split-off entity: decisions %+v", split.Decisions)
	}
	kept, err := s.FindEntity(ctx, a)
	if err != nil {
		t.Fatal(err)
	}
	if len(kept.Decisions) != 2 || kept.Decisions[0].Action != "merge" || kept.Decisions[1].Action != "split" {
		t.Errorf("kept entity: decisions %+v", kept.Decisions)
	}
	other, err := s.FindEntity(ctx, "Tomas Ferreira")
	if err != nil || len(other.Decisions) != 0 {
		t.Errorf("an entity nobody touched: %+v %v", other.Decisions, err)
	}
}
