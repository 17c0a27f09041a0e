package graph_test

import (
	"context"
	"reflect"
	"strings"
	"testing"

	"github.com/corroborate/corroborate"
	"github.com/corroborate/corroborate/internal/neo4jtest"
)

// roleDocument is a second hand-built document: a person with a role at an organisation that
// is itself an entity, from another source and date.
func roleDocument(id, source, published string) *corroborate.Document {
	body := "Ana Ruiz, the mayor of Riverton Council, opened the shelter."
	doc := &corroborate.Document{
		ID: id, Path: id + ".txt", Title: "Shelter", Source: source, Published: published, SHA256: id, Body: body,
		Passages: []corroborate.Passage{{ID: id + ":0", DocumentID: id, Index: 0, Start: 0, End: len(body), Text: body}},
	}
	org := strings.Index(body, "Riverton Council")
	role := strings.Index(body, "the mayor")
	doc.Extraction = &corroborate.Extraction{
		Entities: []corroborate.Entity{
			{
				ID: "e-ana-ruiz", Key: "person:ana ruiz", Name: "Ana Ruiz", Type: corroborate.Person,
				Mentions: []corroborate.Mention{{Start: 0, End: 8, Text: "Ana Ruiz"}},
				Roles:    []corroborate.Role{{Title: "mayor", Org: "Riverton Council", Text: "the mayor of Riverton Council", Start: role, End: role + 29}},
			},
			{
				ID: "e-riverton", Key: "org:riverton council", Name: "Riverton Council", Type: corroborate.Org,
				Mentions: []corroborate.Mention{{Start: org, End: org + 16, Text: "Riverton Council"}},
			},
		},
	}
	return doc
}

func TestFindDocumentRebuildsExtraction(t *testing.T) {
	s := neo4jtest.Open(t)
	ctx := context.Background()
	want := testDocument("doc-a")
	if err := s.WriteDocument(ctx, want); err != nil {
		t.Fatal(err)
	}
	for _, key := range []string{"doc-a", "doc-a.txt"} {
		got, err := s.FindDocument(ctx, key)
		if err != nil {
			t.Fatalf("FindDocument(%q): %v", key, err)
		}
		if got.ID != "doc-a" || got.Body != want.Body || got.Source != "Valley Post" || got.Published != "2024-05-10" || got.Title != "Flood" {
			t.Fatalf("metadata = %+v", got)
		}
		if got.IngestedAt.IsZero() {
			t.Error("IngestedAt not read back")
		}
		if !reflect.DeepEqual(got.Passages, want.Passages) {
			t.Errorf("passages\n got %+v\nwant %+v", got.Passages, want.Passages)
		}
		x := got.Extraction
		if len(x.Entities) != 1 {
			t.Fatalf("entities = %+v", x.Entities)
		}
		e := x.Entities[0]
		if e.ID != "e-ana-ruiz" || e.Name != "Ana Ruiz" || e.Type != corroborate.Person || !reflect.DeepEqual(e.Mentions, want.Extraction.Entities[0].Mentions) {
			t.Errorf("entity = %+v", e)
		}
		if !reflect.DeepEqual(e.Aliases, []string{"Ruiz"}) {
			t.Errorf("aliases = %v", e.Aliases)
		}
		if !reflect.DeepEqual(x.Quantities, want.Extraction.Quantities) {
			t.Errorf("quantities\n got %+v\nwant %+v", x.Quantities, want.Extraction.Quantities)
		}
		if !reflect.DeepEqual(x.Dates, want.Extraction.Dates) {
			t.Errorf("dates\n got %+v\nwant %+v", x.Dates, want.Extraction.Dates)
		}
		if !reflect.DeepEqual(x.Quotes, want.Extraction.Quotes) {
			t.Errorf("quotes\n got %+v\nwant %+v", x.Quotes, want.Extraction.Quotes)
		}
		// Every span points into the body: a client can highlight with it.
		for _, m := range e.Mentions {
			if got.Body[m.Start:m.End] != m.Text {
				t.Errorf("mention %+v does not match the body", m)
			}
		}
	}
}

func TestFindDocumentRoles(t *testing.T) {
	s := neo4jtest.Open(t)
	ctx := context.Background()
	if err := s.WriteDocument(ctx, roleDocument("doc-r", "Hill Herald", "2024-06-01")); err != nil {
		t.Fatal(err)
	}
	got, err := s.FindDocument(ctx, "doc-r")
	if err != nil {
		t.Fatal(err)
	}
	if len(got.Extraction.Entities) != 2 || got.Extraction.Entities[0].Name != "Ana Ruiz" {
		t.Fatalf("entities = %+v", got.Extraction.Entities)
	}
	roles := got.Extraction.Entities[0].Roles
	if len(roles) != 1 || roles[0].Title != "mayor" || roles[0].Org != "Riverton Council" || got.Body[roles[0].Start:roles[0].End] != roles[0].Text {
		t.Fatalf("roles = %+v", roles)
	}
	if len(got.Extraction.Entities[1].Roles) != 0 {
		t.Errorf("the organisation got roles: %+v", got.Extraction.Entities[1].Roles)
	}
}

func TestFindDocumentMissing(t *testing.T) {
	s := neo4jtest.Open(t)
	_, err := s.FindDocument(context.Background(), "nope")
	if corroborate.ErrorCode(err) != corroborate.ENOTFOUND {
		t.Fatalf("err = %v, want ENOTFOUND", err)
	}
}

func TestFindDocumentsFiltersAndPages(t *testing.T) {
	s := neo4jtest.Open(t)
	ctx := context.Background()
	docs := []*corroborate.Document{
		testDocument("doc-a"), // Valley Post, 2024-05-10
		roleDocument("doc-b", "Hill Herald", "2023-12-31"),
		roleDocument("doc-c", "Hill Herald", "2024-01-15"),
		roleDocument("doc-d", "", ""),
	}
	if err := s.WriteDocuments(ctx, docs); err != nil {
		t.Fatal(err)
	}
	ids := func(ds []*corroborate.Document) []string {
		var out []string
		for _, d := range ds {
			out = append(out, d.ID)
		}
		return out
	}
	cases := []struct {
		name  string
		f     corroborate.DocumentFilter
		want  []string
		total int
	}{
		{"all, newest first, undated last", corroborate.DocumentFilter{}, []string{"doc-a", "doc-c", "doc-b", "doc-d"}, 4},
		{"source", corroborate.DocumentFilter{Source: "Hill Herald"}, []string{"doc-c", "doc-b"}, 2},
		{"from year", corroborate.DocumentFilter{From: "2024"}, []string{"doc-a", "doc-c"}, 2},
		{"to year keeps the whole year", corroborate.DocumentFilter{To: "2023"}, []string{"doc-b"}, 1},
		{"to day", corroborate.DocumentFilter{To: "2024-01-15"}, []string{"doc-c", "doc-b"}, 2},
		{"month range", corroborate.DocumentFilter{From: "2024-01", To: "2024-01"}, []string{"doc-c"}, 1},
		{"path", corroborate.DocumentFilter{Path: "doc-b.txt"}, []string{"doc-b"}, 1},
		{"page", corroborate.DocumentFilter{Offset: 1, Limit: 2}, []string{"doc-c", "doc-b"}, 4},
		{"past the end", corroborate.DocumentFilter{Offset: 10}, nil, 4},
	}
	for _, c := range cases {
		got, total, err := s.FindDocuments(ctx, c.f)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if !reflect.DeepEqual(ids(got), c.want) || total != c.total {
			t.Errorf("%s: got %v (total %d), want %v (total %d)", c.name, ids(got), total, c.want, c.total)
		}
	}
	got, _, _ := s.FindDocuments(ctx, corroborate.DocumentFilter{Path: "doc-a.txt"})
	if len(got) != 1 || got[0].Body != "" || got[0].Extraction != nil || got[0].Source != "Valley Post" || got[0].Title != "Flood" {
		t.Errorf("listed document = %+v", got)
	}
	for _, f := range []corroborate.DocumentFilter{{From: "May 2024"}, {To: "2024-1"}, {Offset: -1}, {Limit: -5}} {
		if _, _, err := s.FindDocuments(ctx, f); corroborate.ErrorCode(err) != corroborate.EINVALID {
			t.Errorf("filter %+v: err = %v, want EINVALID", f, err)
		}
	}
}

// A document read back carries its own claims, each naming its group and the group's verdict,
// so a reader can see which of its statements other sources dispute.
func TestFindDocumentCarriesItsClaims(t *testing.T) {
	s := openClaims(t)
	ctx := context.Background()
	a := newCdoc(t, "a", "Daily Planet", "The dossier rests on more than 31,000 photographs. Some 8,000 detainees died.")
	a.quantity("more than 31,000 photographs", "photographs", 31000, corroborate.MoreThan).
		quantity("8,000 detainees", "detainees", 8000, corroborate.About)
	b := newCdoc(t, "b", "Metro Herald", "He handed over 30,952 images. At least 8,000 prisoners died.")
	b.quantity("30,952 images", "images", 30952, corroborate.Exact).
		quantity("At least 8,000 prisoners", "prisoners", 8000, corroborate.AtLeast)
	store(t, s, a, b)
	img := groupByKey(t, s, corroborate.ClaimFilter{}, "quantity:image")
	det := groupByKey(t, s, corroborate.ClaimFilter{}, "quantity:detainee-victim")
	if img.Status != corroborate.Contested || det.Status != corroborate.Corroborated {
		t.Fatalf("setup: image group %s, detainee group %s", img.Status, det.Status)
	}

	got, err := s.FindDocument(ctx, "a")
	if err != nil {
		t.Fatal(err)
	}
	if len(got.Claims) != len(a.doc.Claims) || len(got.Claims) != 2 {
		t.Fatalf("claims = %+v, want the %d the document states", got.Claims, len(a.doc.Claims))
	}
	want := map[string]*corroborate.ClaimGroup{"quantity:image": img, "quantity:detainee-victim": det}
	for i, c := range got.Claims {
		g := want[c.Key]
		if g == nil {
			t.Errorf("claim %d has key %q", i, c.Key)
			continue
		}
		if c.GroupID != g.ID || c.Status != g.Status {
			t.Errorf("claim %q: group %q %s, want %q %s", c.Text, c.GroupID, c.Status, g.ID, g.Status)
		}
		if c.DocumentID != "a" || c.Path != "a.txt" || c.Source != "Daily Planet" || !strings.HasPrefix(c.PassageID, "a:") {
			t.Errorf("claim provenance = %+v", c)
		}
		if c.End > len(got.Body) || got.Body[c.Start:c.End] != c.Text || c.ID == "" || c.Origin == "" {
			t.Errorf("claim %+v does not point into the body", c)
		}
		if i > 0 && got.Claims[i-1].Start > c.Start {
			t.Errorf("claims out of body order: %d before %d", got.Claims[i-1].Start, c.Start)
		}
	}
	if got.Claims[0].Qualifier != corroborate.MoreThan || got.Claims[0].Number != 31000 {
		t.Errorf("first claim value = %+v", got.Claims[0])
	}

	// A document that states nothing comparable has no claims, not an error.
	if err := s.WriteDocument(ctx, roleDocument("doc-r", "Hill Herald", "2024-06-01")); err != nil {
		t.Fatal(err)
	}
	bare, err := s.FindDocument(ctx, "doc-r")
	if err != nil || len(bare.Claims) != 0 {
		t.Errorf("document without claims: %+v %v", bare.Claims, err)
	}
}

// TestFindDocumentKeepsWhatAMeasureIsOf checks that a quantity's Of (the subject of a measure)
// is stored and read back with the rest of it.
func TestFindDocumentKeepsWhatAMeasureIsOf(t *testing.T) {
	s := neo4jtest.Open(t)
	ctx := context.Background()
	body := "The mine shipped 3 million tonnes of copper."
	doc := &corroborate.Document{
		ID: "doc-of", Path: "doc-of.txt", Title: "Mine", Source: "Valley Post", SHA256: "doc-of", Body: body,
		Passages: []corroborate.Passage{{ID: "doc-of:0", DocumentID: "doc-of", Index: 0, Start: 0, End: len(body), Text: body}},
	}
	q := strings.Index(body, "3 million")
	want := []corroborate.Quantity{{Value: 3e6, Of: "copper", Unit: "tonnes", Qualifier: corroborate.Exact, Low: 3e6, High: 3e6,
		Text: "3 million tonnes of copper", Start: q, End: q + 26}}
	doc.Extraction = &corroborate.Extraction{Quantities: want}
	if err := s.WriteDocument(ctx, doc); err != nil {
		t.Fatal(err)
	}
	got, err := s.FindDocument(ctx, "doc-of")
	if err != nil {
		t.Fatal(err)
	}
	if got.Extraction == nil || !reflect.DeepEqual(got.Extraction.Quantities, want) {
		t.Errorf("quantities\n got %+v\nwant %+v", got.Extraction, want)
	}
}
