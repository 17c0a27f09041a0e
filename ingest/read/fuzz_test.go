package read

import (
	"os"
	"path/filepath"
	"regexp"
	"testing"
	"unicode/utf8"

	"github.com/corroborate/corroborate"
)

// The fuzz tests feed each reader arbitrary bytes, seeded with the testdata files. A reader may
// refuse an input, but only with an application error, never by panicking, and what it accepts
// must be a usable document.

var isoDate = regexp.MustCompile(`^\d{4}-\d{2}-\d{2}$`)

func addSeeds(f *testing.F, pattern string, extra ...string) {
	files, err := filepath.Glob(filepath.Join("testdata", pattern))
	if err != nil || len(files) == 0 {
		f.Fatalf("no fuzz seeds match testdata/%s", pattern)
	}
	for _, name := range files {
		if fi, err := os.Stat(name); err != nil || fi.IsDir() {
			continue
		}
		data, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	for _, s := range extra {
		f.Add([]byte(s))
	}
}

// checkOutput asserts the contract every reader keeps, whatever its input.
func checkOutput(t *testing.T, docs []*corroborate.Document, rowErrs []error, err error) {
	t.Helper()
	errs := append([]error{err}, rowErrs...)
	for _, e := range errs {
		if e == nil {
			continue
		}
		if code := corroborate.ErrorCode(e); code == corroborate.EINTERNAL {
			t.Errorf("error without an application code: %v", e)
		}
	}
	if err != nil && len(docs) > 0 {
		t.Errorf("both an error and %d documents", len(docs))
	} else if err == nil && len(docs) == 0 {
		t.Error("neither an error nor a document")
	}
	for _, d := range docs {
		if d == nil {
			t.Fatal("nil document")
		}
		if d.Path == "" {
			t.Error("document without a path")
		}
		if len(d.Body) == 0 || !utf8.ValidString(d.Body) {
			t.Errorf("%s: body empty or not UTF-8: %q", d.Path, d.Body)
		}
		if d.Published != "" && !isoDate.MatchString(d.Published) {
			t.Errorf("%s: published %q is not an ISO date", d.Path, d.Published)
		}
		if !utf8.ValidString(d.Title) || !utf8.ValidString(d.Author) || !utf8.ValidString(d.Source) {
			t.Errorf("%s: metadata not UTF-8: %q %q %q", d.Path, d.Title, d.Author, d.Source)
		}
	}
}

func FuzzMarkdown(f *testing.F) {
	addSeeds(f, "*.md", "---\n", "---\n---\n", "---\ntitle: [\n---\nx", "---\ndate: 2020-01-01\nauthor: {name: A}\n...\n# T\n")
	f.Fuzz(func(t *testing.T, data []byte) {
		doc, err := readMarkdown("fuzz.md", data)
		checkOutput(t, docsOf(doc), nil, err)
	})
}

func FuzzCSV(f *testing.F) {
	addSeeds(f, "*.csv", "text\n", "text,title\n\"unclosed\n", "a,b\n1,2\n", "TEXT\n\"a\"\"b\"\n,\n")
	f.Fuzz(func(t *testing.T, data []byte) {
		docs, rowErrs, err := readCSV("fuzz.csv", data)
		checkOutput(t, docs, rowErrs, err)
	})
}

func FuzzJSONL(f *testing.F) {
	addSeeds(f, "*.jsonl", "{}\n", "[1]\n", "null\n", `{"text": 5, "author": ["a", "b"]}`, `{"text": "\u0000"}`)
	f.Fuzz(func(t *testing.T, data []byte) {
		docs, rowErrs, err := readJSONL("fuzz.jsonl", data)
		checkOutput(t, docs, rowErrs, err)
	})
}

func FuzzHTML(f *testing.F) {
	addSeeds(f, "*.html", "<html>", "<p>x</p>", "<meta charset=\"windows-1252\"><p>caf\xe9</p>", "<time datetime=\"x\">")
	f.Fuzz(func(t *testing.T, data []byte) {
		doc, err := readHTML("fuzz.html", data, "")
		checkOutput(t, docsOf(doc), nil, err)
	})
}

func FuzzPDF(f *testing.F) {
	addSeeds(f, "*.pdf", "%PDF-", "%PDF-1.4\ntrailer << /Root 1 0 R >>\n%%EOF")
	f.Fuzz(func(t *testing.T, data []byte) {
		doc, err := readPDF("fuzz.pdf", data)
		checkOutput(t, docsOf(doc), nil, err)
	})
}

// FuzzBytes fuzzes the sniffing entry point that uploads go through.
func FuzzBytes(f *testing.F) {
	addSeeds(f, "*")
	f.Fuzz(func(t *testing.T, data []byte) {
		res := Bytes("upload", data, Options{})
		checkOutput(t, res.Docs, res.RowErrors, res.Err)
	})
}

func docsOf(doc *corroborate.Document) []*corroborate.Document {
	if doc == nil {
		return nil
	}
	return []*corroborate.Document{doc}
}
