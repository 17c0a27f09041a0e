package graph_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/corroborate/corroborate"
	"github.com/corroborate/corroborate/graph"
	"github.com/corroborate/corroborate/internal/neo4jtest"
)

// testDocument builds a small document by hand: two passages, an entity mentioned twice, a
// quantity, a date and a quote, all with offsets into the body.
func testDocument(id string) *corroborate.Document {
	body := "Mayor Ana Ruiz said 40 families were moved. \"We had no choice,\" Ruiz said on Friday."
	p2 := strings.Index(body, "\"We")
	doc := &corroborate.Document{
		ID: id, Path: id + ".txt", Title: "Flood", Source: "Valley Post", Published: "2024-05-10",
		SHA256: id, Body: body,
		Passages: []corroborate.Passage{
			{ID: id + ":0", DocumentID: id, Index: 0, Start: 0, End: p2 - 1, Text: body[:p2-1]},
			{ID: id + ":1", DocumentID: id, Index: 1, Start: p2, End: len(body), Text: body[p2:]},
		},
	}
	ruiz := strings.Index(body, "Ana Ruiz")
	ruiz2 := strings.LastIndex(body, "Ruiz")
	q := strings.Index(body, "40 families")
	fri := strings.Index(body, "Friday")
	doc.Extraction = &corroborate.Extraction{
		Entities: []corroborate.Entity{{
			ID: "e-ana-ruiz", Key: "person:ana ruiz", Name: "Ana Ruiz", Type: corroborate.Person, Aliases: []string{"Ruiz"},
			Mentions: []corroborate.Mention{{Start: ruiz, End: ruiz + 8, Text: "Ana Ruiz"}, {Start: ruiz2, End: ruiz2 + 4, Text: "Ruiz"}},
		}},
		Quantities: []corroborate.Quantity{{Value: 40, Noun: "families", Qualifier: corroborate.Exact, Low: 40, High: 40, Text: "40 families", Start: q, End: q + 11}},
		Dates:      []corroborate.Date{{Text: "Friday", ISO: "2024-05-10", Granularity: corroborate.Day, Resolved: true, Relative: true, Start: fri, End: fri + 6}},
		Quotes:     []corroborate.Quote{{Text: "We had no choice,", Speaker: "Ana Ruiz", Start: p2 + 1, End: p2 + 18}},
	}
	return doc
}

func TestWriteDocumentIsIdempotent(t *testing.T) {
	s := neo4jtest.Open(t)
	ctx := context.Background()
	doc := testDocument("doc-a")
	if err := s.WriteDocument(ctx, doc); err != nil {
		t.Fatal(err)
	}
	first, err := s.Stats(ctx)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]int64{"documents": 1, "passages": 2, "sources": 1, "entities": 1, "mentions": 2, "quantities": 1, "dates": 1, "quotes": 1}
	for k, v := range want {
		if first[k] != v {
			t.Errorf("%s = %d, want %d (stats %v)", k, first[k], v, first)
		}
	}
	if err := s.WriteDocument(ctx, doc); err != nil {
		t.Fatal(err)
	}
	second, _ := s.Stats(ctx)
	for k := range want {
		if second[k] != first[k] {
			t.Errorf("rewrite changed %s: %d → %d", k, first[k], second[k])
		}
	}
	ok, err := s.DocumentExists(ctx, "doc-a")
	if err != nil || !ok {
		t.Fatalf("DocumentExists = %v, %v", ok, err)
	}
	ids, _ := s.DocumentIDs(ctx)
	if len(ids) != 1 || ids[0] != "doc-a" {
		t.Fatalf("DocumentIDs = %v", ids)
	}
}

func TestBatchOfDocumentsSharesEntities(t *testing.T) {
	s := neo4jtest.Open(t)
	ctx := context.Background()
	if err := s.WriteDocuments(ctx, []*corroborate.Document{testDocument("doc-a"), testDocument("doc-b")}); err != nil {
		t.Fatal(err)
	}
	st, _ := s.Stats(ctx)
	if st["documents"] != 2 || st["entities"] != 1 || st["mentions"] != 4 || st["sources"] != 1 {
		t.Fatalf("stats = %v", st)
	}
}

func TestDeleteDocument(t *testing.T) {
	s := neo4jtest.Open(t)
	ctx := context.Background()
	if err := s.WriteDocuments(ctx, []*corroborate.Document{testDocument("doc-a"), testDocument("doc-b")}); err != nil {
		t.Fatal(err)
	}
	if err := s.DeleteDocument(ctx, "doc-a"); err != nil {
		t.Fatal(err)
	}
	st, _ := s.Stats(ctx)
	if st["documents"] != 1 || st["passages"] != 2 || st["entities"] != 1 || st["quantities"] != 1 {
		t.Fatalf("after deleting one of two: %v", st)
	}
	if err := s.DeleteDocument(ctx, "doc-b"); err != nil {
		t.Fatal(err)
	}
	st, _ = s.Stats(ctx)
	if st["documents"] != 0 || st["entities"] != 0 || st["passages"] != 0 {
		t.Fatalf("after deleting both: %v", st)
	}
	err := s.DeleteDocument(ctx, "doc-a")
	if corroborate.ErrorCode(err) != corroborate.ENOTFOUND {
		t.Fatalf("deleting a missing document: %v (code %s)", err, corroborate.ErrorCode(err))
	}
}

func TestUnreachableNeo4jFailsFastWithAClearError(t *testing.T) {
	start := time.Now()
	_, err := graph.Open(context.Background(), graph.Config{URI: "bolt://127.0.0.1:1"})
	if err == nil {
		t.Fatal("Open succeeded against a closed port")
	}
	if d := time.Since(start); d > 10*time.Second {
		t.Errorf("took %v, want < 10s", d)
	}
	if corroborate.ErrorCode(err) != corroborate.EUNAVAILABLE {
		t.Errorf("code = %s, want %s", corroborate.ErrorCode(err), corroborate.EUNAVAILABLE)
	}
	msg := corroborate.ErrorMessage(err)
	if !strings.Contains(msg, "bolt://127.0.0.1:1") || !strings.Contains(msg, "scripts/neo4j start") {
		t.Errorf("message %q should name the URI and how to start Neo4j", msg)
	}
}
