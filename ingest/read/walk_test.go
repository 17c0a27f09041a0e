package read_test

import (
	"context"
	"github.com/corroborate/corroborate/internal/corpus"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/corroborate/corroborate"
	"github.com/corroborate/corroborate/ingest/read"
)

func TestWalk(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"b/story.md":         "---\ntitle: B\n---\nBody of b.",
		"b/empty.txt":        "",
		"a.txt":              "First file.",
		"c/binary.txt":       "bin\x00ary",
		"c/rows.csv":         "text\nRow one.\n\nRow two.\n",
		"c/notes.xyz":        "unsupported, skipped inside folders",
		".hidden/secret.txt": "hidden folder",
		"c/.draft.txt":       "hidden file",
		"d/page.html":        "<html><body><p>ok</p></body></html>",
	}
	for name, text := range files {
		path := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	explicit := filepath.Join(dir, "c", "notes.xyz")
	missing := filepath.Join(dir, "missing.txt")

	var inputs []string
	codes := map[string]string{}
	docs := 0
	targets := []string{dir, explicit, missing, filepath.Join(dir, "a.txt")}
	err := read.Walk(ctx, targets, read.Options{}, func(r read.Result) {
		inputs = append(inputs, r.Input)
		codes[r.Input] = corroborate.ErrorCode(r.Err)
		docs += len(r.Docs)
	})
	if err != nil {
		t.Fatal(err)
	}

	want := []string{
		filepath.Join(dir, "a.txt"),
		filepath.Join(dir, "b", "empty.txt"),
		filepath.Join(dir, "b", "story.md"),
		filepath.Join(dir, "c", "binary.txt"),
		filepath.Join(dir, "c", "rows.csv"),
		filepath.Join(dir, "d", "page.html"),
		explicit,
		missing,
		// a.txt named again is not read twice.
	}
	if !reflect.DeepEqual(inputs, want) {
		t.Fatalf("inputs in order:\n got  %q\n want %q", inputs, want)
	}
	wantCodes := map[string]string{
		filepath.Join(dir, "a.txt"):           "",
		filepath.Join(dir, "b", "empty.txt"):  corroborate.EINVALID,
		filepath.Join(dir, "b", "story.md"):   "",
		filepath.Join(dir, "c", "binary.txt"): corroborate.EUNSUPPORTED,
		filepath.Join(dir, "c", "rows.csv"):   "",
		filepath.Join(dir, "d", "page.html"):  "",
		explicit:                              corroborate.EUNSUPPORTED,
		missing:                               corroborate.ENOTFOUND,
	}
	if !reflect.DeepEqual(codes, wantCodes) {
		t.Errorf("codes:\n got  %v\n want %v", codes, wantCodes)
	}
	if docs != 5 {
		t.Errorf("got %d documents, want 5 (a, b, two CSV rows, d)", docs)
	}
}

func TestWalkStopsWhenCancelled(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"1.txt", "2.txt", "3.txt"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte("Text."), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	c, cancel := context.WithCancel(ctx)
	defer cancel()
	n := 0
	err := read.Walk(c, []string{dir}, read.Options{}, func(read.Result) {
		n++
		cancel()
	})
	if err != context.Canceled || n != 1 {
		t.Errorf("Walk after cancel: err %v after %d inputs; want context.Canceled after 1", err, n)
	}
}

// seedDir is the seed folder (see internal/corpus).
func seedDir(t *testing.T) string { return corpus.Dir(t) }

func TestSeeds(t *testing.T) {
	dir := seedDir(t)
	var got []*corroborate.Document
	err := read.Walk(ctx, []string{dir}, read.Options{}, func(r read.Result) {
		if r.Err != nil {
			t.Errorf("%s: %v", r.Input, r.Err)
		}
		got = append(got, r.Docs...)
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 5 {
		t.Fatalf("got %d documents from the seeds, want 5", len(got))
	}
	for _, d := range got {
		if len(d.Body) < 500 || d.Title == "" {
			t.Errorf("%s: body of %d bytes, title %q", d.Path, len(d.Body), d.Title)
		}
	}
}
