package main_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/corroborate/corroborate/internal/corpus"
	"github.com/corroborate/corroborate/internal/neo4jtest"
)

type ingestOutput struct {
	Results []struct {
		ID, Path, Status, Error string
	}
	Summary struct{ Ingested, Unchanged, Failed int }
}

func TestIngestSeedsTwiceThenSearch(t *testing.T) {
	neo4jtest.Open(t)
	data := t.TempDir()
	seeds := corpus.Dir(t)

	r := run(t, data, nil, "ingest", "--json", seeds)
	if r.code != 0 {
		t.Fatalf("ingest exit %d\n%s", r.code, r.stderr)
	}
	var first ingestOutput
	decode(t, r.stdout, &first)
	if first.Summary.Ingested != 5 || first.Summary.Failed != 0 {
		t.Fatalf("first ingest summary %+v", first.Summary)
	}

	r = run(t, data, nil, "ingest", seeds)
	if r.code != 0 || !strings.Contains(r.stdout, "0 ingested, 5 unchanged, 0 failed") {
		t.Fatalf("second ingest: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}

	r = run(t, data, nil, "stats", "--json")
	var stats map[string]int64
	decode(t, r.stdout, &stats)
	if stats["documents"] != 5 || stats["passages"] == 0 || stats["indexed_passages"] != stats["passages"] {
		t.Fatalf("stats %v", stats)
	}

	r = run(t, data, nil, "search", "--json", `"smoking gun"`)
	var res struct {
		Hits []struct{ Path, Text string }
	}
	decode(t, r.stdout, &res)
	seen := map[string]bool{}
	for _, h := range res.Hits {
		seen[filepath.Base(h.Path)[:3]] = true
		if !strings.Contains(strings.ToLower(h.Text), "smoking gun") {
			t.Errorf("hit without the phrase: %q", h.Text)
		}
	}
	for _, want := range []string{"000", "001", "002"} {
		if !seen[want] {
			t.Errorf("no hit from seed %s: %v", want, seen)
		}
	}
}

func TestIngestReportsBadFilesAndExitsOne(t *testing.T) {
	neo4jtest.Open(t)
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "good.md"), []byte("---\ntitle: Bridge\nsource: Town Crier\n---\nThe bridge reopened on Monday.\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "empty.txt"), nil, 0o644)
	os.WriteFile(filepath.Join(dir, "image.txt"), []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"), 0o644)
	os.WriteFile(filepath.Join(dir, "bad-utf8.txt"), []byte("Stra\xdfe closed"), 0o644)
	big := filepath.Join(dir, "big.txt")
	os.WriteFile(big, []byte(strings.Repeat("Words and more words. ", 100)), 0o644)

	r := run(t, t.TempDir(), nil, "ingest", "--max-size", "1000", dir)
	if r.code != 1 {
		t.Fatalf("exit %d, want 1\n%s%s", r.code, r.stdout, r.stderr)
	}
	for _, name := range []string{"empty.txt", "image.txt", "bad-utf8.txt", "big.txt"} {
		if !strings.Contains(r.stderr, name) {
			t.Errorf("stderr does not name %s:\n%s", name, r.stderr)
		}
	}
	if !strings.Contains(r.stdout, "1 ingested, 0 unchanged, 4 failed") {
		t.Errorf("summary: %s", r.stdout)
	}
}

func TestUnreachableNeo4jExitsTwoWithTheURI(t *testing.T) {
	start := time.Now()
	r := run(t, t.TempDir(), []string{"NEO4J_URI=bolt://127.0.0.1:9"}, "stats")
	if r.code != 2 {
		t.Fatalf("exit %d, want 2\n%s", r.code, r.stderr)
	}
	if !strings.Contains(r.stderr, "bolt://127.0.0.1:9") || !strings.Contains(r.stderr, "scripts/neo4j start") {
		t.Errorf("message should name the URI and how to start Neo4j: %s", r.stderr)
	}
	if d := time.Since(start); d > 10*time.Second {
		t.Errorf("took %v, want < 10s", d)
	}
}

func TestBadPublishedFlagIsAConfigurationError(t *testing.T) {
	r := run(t, t.TempDir(), nil, "ingest", "--published", "someday", "x.txt")
	if r.code != 2 || !strings.Contains(r.stderr, "--published") {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
}

func TestJSONErrorsOnStdout(t *testing.T) {
	r := run(t, t.TempDir(), []string{"NEO4J_URI=bolt://127.0.0.1:9"}, "stats", "--json")
	var out struct {
		Error struct{ Code, Message string }
	}
	decode(t, r.stdout, &out)
	if r.code != 2 || out.Error.Code != "unavailable" || !strings.Contains(out.Error.Message, "bolt://127.0.0.1:9") {
		t.Fatalf("exit %d, error %+v", r.code, out.Error)
	}
}

func TestDeleteByPathRemovesFromGraphAndIndex(t *testing.T) {
	neo4jtest.Open(t)
	data := t.TempDir()
	dir := t.TempDir()
	a := filepath.Join(dir, "a.txt")
	os.WriteFile(a, []byte("The ferry sank near the harbour on Sunday, the coast guard said."), 0o644)
	os.WriteFile(filepath.Join(dir, "b.txt"), []byte("The harbour reopened on Monday."), 0o644)
	if r := run(t, data, nil, "ingest", dir); r.code != 0 {
		t.Fatalf("ingest: %d %s", r.code, r.stderr)
	}
	if r := run(t, data, nil, "delete", a); r.code != 0 || !strings.Contains(r.stdout, "a.txt") {
		t.Fatalf("delete: %d %s %s", r.code, r.stdout, r.stderr)
	}
	var stats map[string]int64
	decode(t, run(t, data, nil, "stats", "--json").stdout, &stats)
	if stats["documents"] != 1 || stats["indexed_passages"] != stats["passages"] {
		t.Fatalf("after delete: %v", stats)
	}
	if r := run(t, data, nil, "delete", a); r.code != 1 || !strings.Contains(r.stderr, "a.txt") {
		t.Errorf("deleting again: exit %d %s", r.code, r.stderr)
	}
}

func TestExtractJSONWithAFailedInputIsOneObject(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "good.txt")
	os.WriteFile(good, []byte("The Harbour Authority said more than 40 boats were lost on Monday.\n"), 0o644)
	missing := filepath.Join(dir, "missing.txt")
	r := run(t, t.TempDir(), nil, "extract", "--json", good, missing)
	if r.code != 1 {
		t.Fatalf("exit %d, want 1\n%s%s", r.code, r.stdout, r.stderr)
	}
	var out struct {
		Documents []struct {
			Path       string
			Error      string
			Quantities []struct{ Value float64 }
		}
	}
	decode(t, r.stdout, &out) // one JSON object, with no error object after it
	if len(out.Documents) != 2 || len(out.Documents[0].Quantities) != 1 || !strings.Contains(out.Documents[1].Error, "missing.txt") {
		t.Fatalf("documents %+v", out.Documents)
	}
	if !strings.Contains(r.stderr, "1 input(s) failed") {
		t.Errorf("stderr: %s", r.stderr)
	}
}
