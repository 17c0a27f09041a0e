package ingest_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/corroborate/corroborate"
	"github.com/corroborate/corroborate/ingest"
	"github.com/corroborate/corroborate/ingest/read"
	"github.com/corroborate/corroborate/internal/corpus"
	"github.com/corroborate/corroborate/internal/neo4jtest"
	"github.com/corroborate/corroborate/search"
)

func TestMain(m *testing.M) { neo4jtest.Main(m) }

func newPipeline(t *testing.T) (*ingest.Pipeline, *search.Index) {
	t.Helper()
	store := neo4jtest.Open(t)
	idx, err := search.Open(filepath.Join(t.TempDir(), "index"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { idx.Close() })
	return &ingest.Pipeline{Store: store, Index: idx}, idx
}

// ingestAll reads paths and ingests every document, returning results by status.
func ingestAll(t *testing.T, p *ingest.Pipeline, paths ...string) map[string][]corroborate.IngestResult {
	t.Helper()
	ctx := context.Background()
	out := map[string][]corroborate.IngestResult{}
	b := p.NewBatch(func(r corroborate.IngestResult) { out[r.Status] = append(out[r.Status], r) })
	err := read.Walk(ctx, paths, read.Options{}, func(res read.Result) {
		if res.Err != nil {
			out[corroborate.StatusFailed] = append(out[corroborate.StatusFailed], corroborate.IngestResult{Path: res.Input, Error: res.Err.Error()})
		}
		for _, d := range res.Docs {
			if err := b.Add(ctx, d); err != nil {
				t.Fatal(err)
			}
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := b.Flush(ctx); err != nil {
		t.Fatal(err)
	}
	return out
}

func TestSeedsIngestOnceAndSearch(t *testing.T) {
	p, idx := newPipeline(t)
	ctx := context.Background()
	dir := corpus.Dir(t)

	first := ingestAll(t, p, dir)
	if n := len(first[corroborate.StatusIngested]); n != 5 {
		t.Fatalf("first ingest: %d ingested, want 5 (%v)", n, first)
	}
	stats, _ := p.Store.Stats(ctx)
	if stats["documents"] != 5 {
		t.Fatalf("documents = %d", stats["documents"])
	}
	passages := stats["passages"]
	if n, _ := idx.Count(); int64(n) != passages {
		t.Fatalf("index holds %d passages, graph %d", n, passages)
	}

	second := ingestAll(t, p, dir)
	if n := len(second[corroborate.StatusUnchanged]); n != 5 || len(second[corroborate.StatusIngested]) != 0 {
		t.Fatalf("second ingest: %v, want 5 unchanged", second)
	}
	after, _ := p.Store.Stats(ctx)
	for k, v := range stats {
		if after[k] != v {
			t.Errorf("re-ingest changed %s: %d → %d", k, v, after[k])
		}
	}

	res, err := idx.Search(corroborate.SearchRequest{Query: `"smoking gun"`, Size: 50})
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]bool{}
	for _, h := range res.Hits {
		got[filepath.Base(h.Path)[:3]] = true
	}
	for _, want := range []string{"000", "001", "002"} {
		if !got[want] {
			t.Errorf("search \"smoking gun\" misses seed %s (got %v)", want, got)
		}
	}
}

func TestSameContentTwiceInOneBatchIsOneDocument(t *testing.T) {
	p, _ := newPipeline(t)
	dir := t.TempDir()
	text := "The council approved the budget on Tuesday.\nIt passed by nine votes to two.\n"
	os.WriteFile(filepath.Join(dir, "a.txt"), []byte(text), 0o644)
	os.WriteFile(filepath.Join(dir, "b.txt"), []byte(strings.ReplaceAll(text, "\n", "\r\n")), 0o644)
	out := ingestAll(t, p, dir)
	if len(out[corroborate.StatusIngested]) != 1 || len(out[corroborate.StatusUnchanged]) != 1 {
		t.Fatalf("got %v, want one ingested and one unchanged", out)
	}
}

func TestBadInputsAreReportedAndTheBatchGoesOn(t *testing.T) {
	p, _ := newPipeline(t)
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "good.txt"), []byte("Flooding closed the river road on Monday."), 0o644)
	os.WriteFile(filepath.Join(dir, "empty.txt"), nil, 0o644)
	os.WriteFile(filepath.Join(dir, "binary.txt"), []byte{0x7f, 'E', 'L', 'F', 0, 0, 1, 2, 0, 0}, 0o644)
	os.WriteFile(filepath.Join(dir, "latin1.txt"), []byte("Caf\xe9 owners met the mayor."), 0o644)
	out := ingestAll(t, p, dir)
	if len(out[corroborate.StatusIngested]) != 1 {
		t.Fatalf("ingested %v, want only good.txt", out[corroborate.StatusIngested])
	}
	failed := map[string]string{}
	for _, r := range out[corroborate.StatusFailed] {
		failed[filepath.Base(r.Path)] = r.Error
	}
	for _, name := range []string{"empty.txt", "binary.txt", "latin1.txt"} {
		msg, ok := failed[name]
		if !ok {
			t.Errorf("%s was not reported as failed", name)
		} else if !strings.Contains(msg, name) {
			t.Errorf("error for %s does not name the file: %q", name, msg)
		}
	}
}

func TestIndexFailureUndoesTheGraphWrite(t *testing.T) {
	p, _ := newPipeline(t)
	ctx := context.Background()
	broken, err := search.Open(filepath.Join(t.TempDir(), "broken"))
	if err != nil {
		t.Fatal(err)
	}
	broken.Close() // every write to this index now fails
	p.Index = broken
	r, err := p.Ingest(ctx, &corroborate.Document{Path: "note.txt", Body: "The mine reopened in May 2020."})
	if err == nil || r.Status != corroborate.StatusFailed {
		t.Fatalf("ingest with a broken index: %+v, %v", r, err)
	}
	stats, _ := p.Store.Stats(ctx)
	if stats["documents"] != 0 || stats["passages"] != 0 {
		t.Fatalf("graph kept a half-written document: %v", stats)
	}
}

func TestReconcileRemovesIndexEntriesWithoutAGraphDocument(t *testing.T) {
	p, idx := newPipeline(t)
	ctx := context.Background()
	r, err := p.Ingest(ctx, &corroborate.Document{Path: "a.txt", Body: "The port reopened after the strike ended."})
	if err != nil {
		t.Fatal(err)
	}
	if err := p.Store.DeleteDocument(ctx, r.ID); err != nil { // as if a crash lost the graph side
		t.Fatal(err)
	}
	rec, err := p.Reconcile(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(rec.Removed) != 1 || rec.Removed[0] != r.ID {
		t.Fatalf("reconcile removed %v, want [%s]", rec.Removed, r.ID)
	}
	if ok, _ := idx.HasDocument(r.ID); ok {
		t.Fatal("index still holds the document")
	}
}
