package graph_test

import (
	"context"
	"strconv"
	"strings"
	"testing"

	"github.com/corroborate/corroborate"
	"github.com/corroborate/corroborate/claims"
	"github.com/corroborate/corroborate/graph"
	"github.com/corroborate/corroborate/ingest/segment"
	"github.com/corroborate/corroborate/internal/neo4jtest"
)

// cdoc builds a document by naming spans of its body, the way extraction would report them.
type cdoc struct {
	t   testing.TB
	doc *corroborate.Document
}

func newCdoc(t testing.TB, id, source, body string) *cdoc {
	d := &corroborate.Document{ID: id, Path: id + ".txt", Source: source, SHA256: id, Body: body,
		Extraction: &corroborate.Extraction{}}
	for i, sp := range segment.Sentences(body) {
		d.Passages = append(d.Passages, corroborate.Passage{ID: id + ":" + strconv.Itoa(i), DocumentID: id,
			Index: i, Start: sp.Start, End: sp.End, Text: body[sp.Start:sp.End]})
	}
	return &cdoc{t: t, doc: d}
}

func (c *cdoc) at(text string, nth int) (int, int) {
	from := 0
	for i := 0; ; i++ {
		k := strings.Index(c.doc.Body[from:], text)
		if k < 0 {
			c.t.Fatalf("%q not in %s", text, c.doc.ID)
		}
		if i == nth {
			return from + k, from + k + len(text)
		}
		from += k + len(text)
	}
}

// entity adds an entity with every occurrence of each form as a mention.
func (c *cdoc) entity(name string, typ corroborate.EntityType, forms ...string) *cdoc {
	e := corroborate.Entity{Name: name, Type: typ}
	if len(forms) == 0 {
		forms = []string{name}
	}
	for _, f := range forms {
	next:
		for i := 0; i < strings.Count(c.doc.Body, f); i++ {
			s, end := c.at(f, i)
			for _, m := range e.Mentions {
				if s < m.End && m.Start < end {
					continue next // inside a longer form already mentioned
				}
			}
			e.Mentions = append(e.Mentions, corroborate.Mention{Start: s, End: end, Text: f})
		}
		if f != name {
			e.Aliases = append(e.Aliases, f)
		}
	}
	c.doc.Extraction.Entities = append(c.doc.Extraction.Entities, e)
	return c
}

func (c *cdoc) role(person, title, org, text string) *cdoc {
	s, e := c.at(text, 0)
	x := c.doc.Extraction
	for i := range x.Entities {
		if x.Entities[i].Name == person {
			x.Entities[i].Roles = append(x.Entities[i].Roles, corroborate.Role{Title: title, Org: org, Text: text, Start: s, End: e})
		}
	}
	return c
}

func (c *cdoc) quantity(text, noun string, v float64, q corroborate.Qualifier) *cdoc {
	s, e := c.at(text, 0)
	c.doc.Extraction.Quantities = append(c.doc.Extraction.Quantities, corroborate.Quantity{
		Value: v, Noun: noun, Qualifier: q, Low: v, High: v, Text: text, Start: s, End: e})
	return c
}

func (c *cdoc) quote(text, speaker string) *cdoc {
	s, e := c.at(text, 0)
	c.doc.Extraction.Quotes = append(c.doc.Extraction.Quotes, corroborate.Quote{Text: text, Speaker: speaker, Start: s, End: e})
	return c
}

func (c *cdoc) date(text, iso string) *cdoc {
	s, e := c.at(text, 0)
	g := corroborate.Day
	if len(iso) == 7 {
		g = corroborate.Month
	}
	c.doc.Extraction.Dates = append(c.doc.Extraction.Dates, corroborate.Date{Text: text, ISO: iso, Granularity: g,
		Resolved: iso != "", Start: s, End: e})
	return c
}

// store resolves, builds claims and writes the documents one at a time, as ingest does.
func store(t testing.TB, s *graph.Store, docs ...*cdoc) {
	t.Helper()
	ctx := context.Background()
	for _, c := range docs {
		if err := s.Resolve(ctx, c.doc); err != nil {
			t.Fatal(err)
		}
		c.doc.Claims = claims.FromDocument(c.doc)
		if err := s.WriteDocument(ctx, c.doc); err != nil {
			t.Fatal(err)
		}
		if err := s.WriteClaims(ctx, []*corroborate.Document{c.doc}); err != nil {
			t.Fatal(err)
		}
	}
}

func openClaims(t testing.TB) *graph.Store {
	s := neo4jtest.Open(t)
	if err := s.ApplyClaimSchema(context.Background()); err != nil {
		t.Fatal(err)
	}
	return s
}

func groupByKey(t *testing.T, s *graph.Store, f corroborate.ClaimFilter, key string) *corroborate.ClaimGroup {
	t.Helper()
	gs, err := s.FindClaimGroups(context.Background(), f)
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range gs {
		if g.Key == key {
			return g
		}
	}
	var keys []string
	for _, g := range gs {
		keys = append(keys, g.Key+"="+string(g.Status))
	}
	t.Fatalf("no group %q among %v", key, keys)
	return nil
}

func TestClaimGroupsContestedAndCorroborated(t *testing.T) {
	s := openClaims(t)
	ctx := context.Background()
	a := newCdoc(t, "a", "Daily Planet", "The dossier rests on more than 31,000 photographs. Some 8,000 detainees died.")
	a.quantity("more than 31,000 photographs", "photographs", 31000, corroborate.MoreThan).
		quantity("8,000 detainees", "detainees", 8000, corroborate.About)
	b := newCdoc(t, "b", "Metro Herald", "He handed over almost 31,000 photographs. The team got 30,952 images. At least 8,000 prisoners died.")
	b.quantity("almost 31,000 photographs", "photographs", 31000, corroborate.LessThan).
		quantity("30,952 images", "images", 30952, corroborate.Exact).
		quantity("At least 8,000 prisoners", "prisoners", 8000, corroborate.AtLeast)
	store(t, s, a, b)

	img := groupByKey(t, s, corroborate.ClaimFilter{Status: corroborate.Contested}, "quantity:image")
	if img.Documents != 2 || len(img.Variants) != 3 {
		t.Errorf("image group: documents %d variants %d, want 2 and 3", img.Documents, len(img.Variants))
	}
	for _, v := range img.Variants {
		for _, st := range v.Statements {
			if st.Path == "" || st.Source == "" || st.Text == "" || st.End <= st.Start {
				t.Errorf("statement missing fields: %+v", st)
			}
		}
	}
	det := groupByKey(t, s, corroborate.ClaimFilter{Status: corroborate.Corroborated}, "quantity:detainee-victim")
	if det.IndependentOrigins != 2 {
		t.Errorf("detainee group origins %d, want 2", det.IndependentOrigins)
	}
	one, err := s.FindClaimGroup(ctx, img.ID)
	if err != nil || one.Key != img.Key || one.Status != corroborate.Contested {
		t.Fatalf("FindClaimGroup: %+v %v", one, err)
	}
	if _, err := s.FindClaimGroup(ctx, "nope"); corroborate.ErrorCode(err) != corroborate.ENOTFOUND {
		t.Errorf("missing group: %v", err)
	}
	if _, err := s.FindClaimGroups(ctx, corroborate.ClaimFilter{Status: "maybe"}); corroborate.ErrorCode(err) != corroborate.EINVALID {
		t.Errorf("bad status: %v", err)
	}

	// Deleting a document recomputes exactly the groups it touched.
	keys, err := s.DeleteDocumentGroups(ctx, "b")
	if err != nil {
		t.Fatal(err)
	}
	if err := s.RecomputeGroups(ctx, keys); err != nil {
		t.Fatal(err)
	}
	img, err = s.FindClaimGroup(ctx, img.ID)
	if err != nil || img.Status != corroborate.SingleSource || len(img.Variants) != 1 {
		t.Errorf("after delete: %+v %v", img, err)
	}
}

// Five outlets citing one report count once; an outlet that counted itself is a second origin.
func TestClaimIndependence(t *testing.T) {
	s := openClaims(t)
	var docs []*cdoc
	for i, o := range []string{"Daily Planet", "Gotham Gazette", "Harbor Wire", "Metro Herald", "Valley Times"} {
		d := newCdoc(t, "r"+strconv.Itoa(i), o, "According to the report, some 4,200 inmates died in the camp.")
		docs = append(docs, d.quantity("4,200 inmates", "inmates", 4200, corroborate.About))
	}
	store(t, s, docs...)
	if n := countCites(t, s); n != 5 {
		t.Errorf("each outlet should cite the report: %d CITES links, want 5", n)
	}
	g := groupByKey(t, s, corroborate.ClaimFilter{}, "quantity:detainee-victim")
	if g.Documents != 5 || g.IndependentOrigins != 1 || g.Status != corroborate.SingleSource {
		t.Fatalf("documents %d origins %d status %s, want 5, 1, single-source", g.Documents, g.IndependentOrigins, g.Status)
	}
	// Deleting all but one citing outlet keeps the origin; deleting the last one removes it.
	for _, d := range docs[1:] {
		if _, err := s.DeleteDocumentGroups(context.Background(), d.doc.ID); err != nil {
			t.Fatal(err)
		}
	}
	if n := countNodes(t, s, "Origin"); n != 1 {
		t.Errorf("origins after deleting four of five citing outlets: %d, want 1", n)
	}
	if _, err := s.DeleteDocumentGroups(context.Background(), docs[0].doc.ID); err != nil {
		t.Fatal(err)
	}
	if n := countNodes(t, s, "Origin"); n != 0 {
		t.Errorf("origins after deleting every citing outlet: %d, want 0 (orphans pruned)", n)
	}
	store(t, s, docs...)
	g = groupByKey(t, s, corroborate.ClaimFilter{}, "quantity:detainee-victim")
	own := newCdoc(t, "own", "Ridge Courier", "Our reporters counted 4,200 inmates buried there.")
	store(t, s, own.quantity("4,200 inmates", "inmates", 4200, corroborate.Exact))
	g, err := s.FindClaimGroup(context.Background(), g.ID)
	if err != nil || g.IndependentOrigins != 2 || g.Status != corroborate.Corroborated {
		t.Fatalf("after an independent count: %+v %v", g, err)
	}
}

// The same words in two mouths are one contested quote, a fragment included, whatever order the
// documents arrive in.
func TestQuoteGroupsAcrossDocuments(t *testing.T) {
	s := openClaims(t)
	frag := newCdoc(t, "q1", "Valley Times", `Tomas Fairley said the audit was a "ticking bomb" for the port.`)
	frag.entity("Tomas Fairley", corroborate.Person).quote("ticking bomb", "Tomas Fairley")
	full := newCdoc(t, "q2", "Daily Planet", `"This is a ticking bomb," said Orla Brennick.`)
	full.entity("Orla Brennick", corroborate.Person).quote("This is a ticking bomb,", "Orla Brennick")
	again := newCdoc(t, "q3", "Metro Herald", `"This is a ticking bomb," Brennick told the Harbor Wire.`)
	again.entity("Orla Brennick", corroborate.Person, "Brennick").quote("This is a ticking bomb,", "Orla Brennick")
	store(t, s, frag, full, again)
	gs, err := s.FindClaimGroups(context.Background(), corroborate.ClaimFilter{Kind: corroborate.QuoteClaim})
	if err != nil {
		t.Fatal(err)
	}
	if len(gs) != 1 {
		t.Fatalf("want one quote group, got %d: %+v", len(gs), gs)
	}
	if gs[0].Status != corroborate.Contested || len(gs[0].Variants) != 2 || gs[0].Documents != 3 {
		t.Errorf("quote group: %+v", gs[0])
	}
}

func TestResolveAcrossDocuments(t *testing.T) {
	s := openClaims(t)
	ctx := context.Background()
	d1 := newCdoc(t, "e1", "Daily Planet", "Anton van der Holt, the chief auditor of the Harbour Board, met Rami Kassem in Lisbon.")
	d1.entity("Anton van der Holt", corroborate.Person).entity("Harbour Board", corroborate.Org).
		entity("Rami Kassem", corroborate.Person).entity("Lisbon", corroborate.Place).
		role("Anton van der Holt", "chief auditor", "Harbour Board", "the chief auditor of the Harbour Board")
	d2 := newCdoc(t, "e2", "Metro Herald", "Van der Holt told the Harbour Board that Hafez Kassem had left Lisbon.")
	d2.entity("Van der Holt", corroborate.Person).entity("Harbour Board", corroborate.Org).
		entity("Hafez Kassem", corroborate.Person).entity("Lisbon", corroborate.Place)
	store(t, s, d1, d2)

	holt1, holt2 := d1.doc.Extraction.Entities[0].ID, d2.doc.Extraction.Entities[0].ID
	if holt1 != holt2 {
		t.Errorf("surname with shared context should resolve to the stored person: %s vs %s", holt1, holt2)
	}
	if k1, k2 := d1.doc.Extraction.Entities[2].ID, d2.doc.Extraction.Entities[2].ID; k1 == k2 {
		t.Error("same surname, different first names must stay apart")
	}
	d3 := newCdoc(t, "e3", "Valley Times", "The HB said Lisbon would decide.")
	d3.entity("HB", corroborate.Org).entity("Lisbon", corroborate.Place)
	store(t, s, d3)
	if hb, board := d3.doc.Extraction.Entities[0].ID, d1.doc.Extraction.Entities[1].ID; hb != board {
		t.Errorf("an acronym should resolve to the stored organisation: %s vs %s", hb, board)
	}
	merges, err := s.EntityMerges(ctx, holt1)
	if err != nil {
		t.Fatal(err)
	}
	if len(merges) != 1 || merges[0].Alias != "Van der Holt" || merges[0].Score < claims.MergeThreshold ||
		!strings.Contains(merges[0].Reason, "surname") {
		t.Errorf("merge record: %+v", merges)
	}
	e, err := s.FindEntity(ctx, "van der Holt")
	if err != nil || e.ID != holt1 || e.Documents != 2 {
		t.Errorf("entity by surname: %+v %v", e, err)
	}
}

func TestNeighboursPathTimeline(t *testing.T) {
	s := openClaims(t)
	ctx := context.Background()
	d1 := newCdoc(t, "n1", "Daily Planet", "Marta Quell indicted Ivo Brandt in 2009. The court sat for a year.")
	d1.entity("Marta Quell", corroborate.Person).entity("Ivo Brandt", corroborate.Person)
	d2 := newCdoc(t, "n2", "Metro Herald", "Lena Moss and Marta Quell released the files on 4 June 2019. Marta Quell later advised Lena Moss.")
	d2.entity("Lena Moss", corroborate.Person).entity("Marta Quell", corroborate.Person).date("4 June 2019", "2019-06-04")
	store(t, s, d1, d2)

	edges, err := s.Neighbours(ctx, "Marta Quell", 10)
	if err != nil {
		t.Fatal(err)
	}
	if len(edges) != 2 || edges[0].To.Name != "Lena Moss" || edges[0].Weight != 2 || len(edges[0].Evidence) != 2 {
		t.Fatalf("neighbours: %+v", edges)
	}
	p, err := s.ShortestPath(ctx, "Ivo Brandt", "Lena Moss")
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Nodes) != 3 || p.Nodes[1].Name != "Marta Quell" || len(p.Edges) != 2 {
		t.Fatalf("path: %+v", p)
	}
	for _, e := range p.Edges {
		if len(e.Evidence) == 0 || !strings.Contains(e.Evidence[0].Text, e.From.Name) || !strings.Contains(e.Evidence[0].Text, e.To.Name) {
			t.Errorf("edge without a passage naming both ends: %+v", e)
		}
	}
	tl, err := s.Timeline(ctx, "Lena Moss")
	if err != nil {
		t.Fatal(err)
	}
	if len(tl) != 1 || tl[0].ISO != "2019-06-04" || tl[0].ClaimKey != "event:release:document" {
		t.Errorf("timeline: %+v", tl)
	}
	if _, err := s.ShortestPath(ctx, "Ivo Brandt", "Nobody Here"); corroborate.ErrorCode(err) != corroborate.ENOTFOUND {
		t.Errorf("unknown entity: %v", err)
	}
}

// A person's merge and split are stored and replayed when a document is ingested again.
func TestMergeSplitDecisionsReplay(t *testing.T) {
	s := openClaims(t)
	ctx := context.Background()
	d1 := newCdoc(t, "m1", "Daily Planet", "Orla Brennick met the press. Brennick left.")
	d1.entity("Orla Brennick", corroborate.Person, "Orla Brennick", "Brennick")
	d2 := newCdoc(t, "m2", "Metro Herald", "O. B. Brennick-Shaw spoke in Lisbon.")
	d2.entity("O. B. Brennick-Shaw", corroborate.Person)
	store(t, s, d1, d2)
	a, b := d1.doc.Extraction.Entities[0].ID, d2.doc.Extraction.Entities[0].ID
	if a == b {
		t.Fatal("setup: the two names should start apart")
	}
	merged, err := s.Merge(ctx, a, "O. B. Brennick-Shaw")
	if err != nil {
		t.Fatal(err)
	}
	if merged.ID != a || merged.Documents != 2 || !contains(merged.Aliases, "O. B. Brennick-Shaw") {
		t.Errorf("after merge: %+v", merged)
	}
	if _, err := s.FindEntity(ctx, b); corroborate.ErrorCode(err) != corroborate.ENOTFOUND {
		t.Errorf("the merged entity should be gone: %v", err)
	}
	// Re-ingesting the second document lands on the kept entity.
	again := newCdoc(t, "m2", "Metro Herald", "O. B. Brennick-Shaw spoke in Lisbon.")
	again.entity("O. B. Brennick-Shaw", corroborate.Person)
	store(t, s, again)
	if got := again.doc.Extraction.Entities[0].ID; got != a {
		t.Errorf("replayed merge: got %s, want %s", got, a)
	}

	split, err := s.Split(ctx, a, "Brennick")
	if err != nil {
		t.Fatal(err)
	}
	if split.Name != "Brennick" || split.Mentions != 1 || split.ID == a {
		t.Errorf("split entity: %+v", split)
	}
	kept, err := s.FindEntity(ctx, a)
	if err != nil || contains(kept.Aliases, "Brennick") {
		t.Errorf("alias should leave the kept entity: %+v %v", kept, err)
	}
	re := newCdoc(t, "m1", "Daily Planet", "Orla Brennick met the press. Brennick left.")
	re.entity("Orla Brennick", corroborate.Person, "Orla Brennick", "Brennick")
	store(t, s, re)
	ids := map[string]string{}
	for _, e := range re.doc.Extraction.Entities {
		ids[e.Name] = e.ID
	}
	if ids["Orla Brennick"] != a || ids["Brennick"] != split.ID {
		t.Errorf("replayed split: %v (want %s and %s)", ids, a, split.ID)
	}
	decisions, err := s.EntityDecisions(ctx, a)
	if err != nil || len(decisions) != 2 || decisions[0].Action != "merge" || decisions[1].Action != "split" {
		t.Errorf("decisions: %+v %v", decisions, err)
	}
	if _, err := s.Split(ctx, a, "Nobody"); corroborate.ErrorCode(err) != corroborate.ENOTFOUND {
		t.Errorf("split of an unknown alias: %v", err)
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// countCites counts (:Document)-[:CITES]->(:Origin {id: 'report'}) links through the export.
// countNodes counts the nodes with a label in the JSON export.
func countNodes(t *testing.T, s *graph.Store, label string) int {
	t.Helper()
	var buf strings.Builder
	if err := s.Export(context.Background(), "json", &buf); err != nil {
		t.Fatal(err)
	}
	return strings.Count(buf.String(), `"`+label+`"`)
}

func countCites(t *testing.T, s *graph.Store) int {
	t.Helper()
	var buf strings.Builder
	if err := s.Export(context.Background(), "json", &buf); err != nil {
		t.Fatal(err)
	}
	return strings.Count(buf.String(), `"CITES"`)
}
