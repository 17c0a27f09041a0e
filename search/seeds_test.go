package search

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/corroborate/corroborate"
	"github.com/corroborate/corroborate/ingest/segment"
	"github.com/corroborate/corroborate/internal/corpus"
)

// seedDocs reads the seed articles and cuts them into sentence passages.
func seedDocs(t testing.TB) []*corroborate.Document {
	t.Helper()
	files := corpus.Files(t)
	var docs []*corroborate.Document
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		body := string(b)
		sum := sha256.Sum256(b)
		id := hex.EncodeToString(sum[:])
		doc := &corroborate.Document{ID: id, Path: f, Title: titleOf(body), SHA256: id, Body: body}
		for i, s := range segment.Sentences(body) {
			doc.Passages = append(doc.Passages, corroborate.Passage{
				ID: fmt.Sprintf("%s:%d", id, i), DocumentID: id, Index: i,
				Start: s.Start, End: s.End, Text: body[s.Start:s.End],
			})
		}
		docs = append(docs, doc)
	}
	return docs
}

func TestSeedsSmokingGun(t *testing.T) {
	docs := seedDocs(t)
	x := openTemp(t)
	mustIndex(t, x, docs...)

	res := mustSearch(t, x, corroborate.SearchRequest{Query: `"smoking gun"`, Size: 100})
	found := map[string]bool{}
	for _, h := range res.Hits {
		found[filepath.Base(h.Path)[:3]] = true
		if !strings.Contains(strings.ToLower(h.Text), "smoking gun") {
			t.Errorf("hit %s of %s does not contain the phrase: %q", h.PassageID, filepath.Base(h.Path), h.Text)
		}
		if !strings.Contains(strings.Join(h.Fragments, " "), "<mark>") {
			t.Errorf("hit %s has no highlighted fragment", h.PassageID)
		}
	}
	for _, seed := range []string{"000", "001", "002"} {
		if !found[seed] {
			t.Errorf(`"smoking gun" found no passage of seed %s; found %v`, seed, found)
		}
	}
	ids, err := x.DocumentIDs()
	if err != nil || len(ids) != len(docs) {
		t.Fatalf("DocumentIDs = %d ids, %v; want %d", len(ids), err, len(docs))
	}
}
