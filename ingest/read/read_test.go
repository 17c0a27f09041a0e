package read_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/corroborate/corroborate"
	"github.com/corroborate/corroborate/ingest/read"
)

var ctx = context.Background()

// readOne reads a file that must produce exactly one document.
func readOne(t *testing.T, path string) *corroborate.Document {
	t.Helper()
	res := read.Read(ctx, path, read.Options{})
	if res.Err != nil {
		t.Fatalf("Read(%s): %v", path, res.Err)
	}
	if len(res.Docs) != 1 {
		t.Fatalf("Read(%s): %d documents, want 1", path, len(res.Docs))
	}
	return res.Docs[0]
}

// writeFile writes data to name in a fresh temporary folder and returns its path.
func writeFile(t *testing.T, name string, data []byte) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// wantErr asserts that err is an application error with code whose message names the input and
// contains every one of the reasons.
func wantErr(t *testing.T, err error, code, input string, reasons ...string) {
	t.Helper()
	if err == nil {
		t.Fatalf("%s: no error, want %s", input, code)
	}
	if got := corroborate.ErrorCode(err); got != code {
		t.Errorf("%s: code %s, want %s (%v)", input, got, code, err)
	}
	msg := corroborate.ErrorMessage(err)
	if !strings.Contains(msg, input) {
		t.Errorf("message %q does not name the input %q", msg, input)
	}
	for _, r := range reasons {
		if !strings.Contains(msg, r) {
			t.Errorf("message %q does not say %q", msg, r)
		}
	}
}

func TestReadText(t *testing.T) {
	path := filepath.Join("testdata", "article.txt")
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	doc := readOne(t, path)
	if doc.Body != string(want) {
		t.Errorf("Body differs from the file:\n%q", doc.Body)
	}
	if doc.Path != path {
		t.Errorf("Path = %q, want %q", doc.Path, path)
	}
	if doc.Title != "Storm Leaves Thousands Without Power" {
		t.Errorf("Title = %q, want the first line", doc.Title)
	}
	if doc.ID != "" || doc.SHA256 != "" {
		t.Errorf("reader set ID %q / SHA256 %q; ingest computes those", doc.ID, doc.SHA256)
	}
}

func TestReadTextNormalizes(t *testing.T) {
	path := writeFile(t, "crlf.txt", []byte("\uFEFFFirst line.\r\nSecond line.\r\n\r\nOld Mac\rline. Tab\tand é stay.\n"))
	doc := readOne(t, path)
	want := "First line.\nSecond line.\n\nOld Mac\nline. Tab\tand é stay.\n"
	if doc.Body != want {
		t.Errorf("Body = %q, want %q", doc.Body, want)
	}
	if doc.Title != "First line." {
		t.Errorf("Title = %q", doc.Title)
	}
}

func TestTitleFromLongFirstLine(t *testing.T) {
	long := "A long lead paragraph that goes on " + strings.Repeat("and on ", 40) + "until it ends."
	doc := readOne(t, writeFile(t, "lead.txt", []byte(long+"\n")))
	if len(doc.Title) > 170 || !strings.HasPrefix(doc.Title, "A long lead paragraph") || !strings.HasSuffix(doc.Title, "…") {
		t.Errorf("Title = %q, want the lead shortened with an ellipsis", doc.Title)
	}
	doc = readOne(t, writeFile(t, "lead2.txt", []byte("First sentence is short. The second one is not part of the title.\n")))
	if doc.Title != "First sentence is short." {
		t.Errorf("Title = %q, want the first sentence", doc.Title)
	}
}

func TestReadMarkdown(t *testing.T) {
	doc := readOne(t, filepath.Join("testdata", "story.md"))
	check := map[string][2]string{
		"Title":     {doc.Title, "Harbour Bridge Reopens After Repairs"},
		"Source":    {doc.Source, "The Coastal Gazette"},
		"Published": {doc.Published, "2021-03-04"},
		"URL":       {doc.URL, "https://example.org/news/harbour-bridge"},
		"Author":    {doc.Author, "Mara Quill, Tomas Reed"},
	}
	for field, v := range check {
		if v[0] != v[1] {
			t.Errorf("%s = %q, want %q", field, v[0], v[1])
		}
	}
	if !strings.HasPrefix(doc.Body, "# Harbour Bridge Reopens\n\nThe harbour bridge") {
		t.Errorf("Body should start after the front matter, got %q", doc.Body[:min(60, len(doc.Body))])
	}
	if strings.Contains(doc.Body, "published:") || strings.Contains(doc.Body, "---") {
		t.Errorf("front matter leaked into the body: %q", doc.Body)
	}

	doc = readOne(t, filepath.Join("testdata", "heading.md"))
	if doc.Title != "Council Votes On Budget" {
		t.Errorf("Title = %q, want the first # heading", doc.Title)
	}
	if doc.Source != "" || doc.Published != "" {
		t.Errorf("no front matter, yet Source %q Published %q", doc.Source, doc.Published)
	}
}

func TestMarkdownFrontMatterVariants(t *testing.T) {
	tests := []struct {
		name, text       string
		title, published string
		body             string
	}{
		{"date key and quoted date", "---\nTitle: Quoted\ndate: \"Jan 5, 2020\"\n---\nBody text.\n", "Quoted", "2020-01-05", "Body text.\n"},
		{"dots fence and time", "---\ntitle: T\npublished: 2020-01-05T23:30:00Z\n...\nBody.", "T", "2020-01-05", "Body."},
		{"empty front matter", "---\n---\n# Head\ntext", "Head", "", "# Head\ntext"},
		{"bad date kept out", "---\ntitle: T\npublished: sometime soon\n---\nBody.", "T", "", "Body."},
		{"no front matter, rule later", "Intro line.\n\n---\n\nMore.", "Intro line.", "", "Intro line.\n\n---\n\nMore."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc := readOne(t, writeFile(t, "note.md", []byte(tt.text)))
			if doc.Title != tt.title || doc.Published != tt.published || doc.Body != tt.body {
				t.Errorf("got title %q published %q body %q; want %q %q %q", doc.Title, doc.Published, doc.Body, tt.title, tt.published, tt.body)
			}
		})
	}
}

func TestReadHTML(t *testing.T) {
	doc := readOne(t, filepath.Join("testdata", "page.html"))
	check := map[string][2]string{
		"Title":     {doc.Title, "Dam Inspection Finds Cracks"},
		"Source":    {doc.Source, "Valley Herald"},
		"Published": {doc.Published, "2019-11-05"},
		"URL":       {doc.URL, "https://example.com/news/dam-inspection"},
		"Author":    {doc.Author, "Petra Lind"},
	}
	for field, v := range check {
		if v[0] != v[1] {
			t.Errorf("%s = %q, want %q", field, v[0], v[1])
		}
	}
	for _, junk := range []string{"Most read", "Copyright", "tracking", "Home", "font-family", "By Petra Lind"} {
		if strings.Contains(doc.Body, junk) {
			t.Errorf("body keeps page furniture %q:\n%s", junk, doc.Body)
		}
	}
	paras := strings.Split(doc.Body, "\n\n")
	if len(paras) != 4 {
		t.Fatalf("got %d paragraphs, want 4 separated by blank lines:\n%s", len(paras), doc.Body)
	}
	if !strings.HasPrefix(paras[0], "Engineers inspecting the northern dam") || !strings.HasPrefix(paras[3], "Repairs are expected") {
		t.Errorf("paragraphs out of order: %q", paras)
	}
	if !strings.Contains(doc.Body, "“We deserve to know") || !strings.Contains(doc.Body, "residents’ group") {
		t.Errorf("entities not decoded: %s", doc.Body)
	}
}

func TestReadHTMLShortPage(t *testing.T) {
	// Too short for readability to call it an article: the page text is still read.
	page := `<html><head><title>Notice</title></head><body><p>The office is closed today.</p><p>It reopens Monday.</p></body></html>`
	doc := readOne(t, writeFile(t, "notice.html", []byte(page)))
	if doc.Title != "Notice" {
		t.Errorf("Title = %q", doc.Title)
	}
	if doc.Body != "The office is closed today.\n\nIt reopens Monday." {
		t.Errorf("Body = %q", doc.Body)
	}
	legacy := "<html><head><meta charset=\"windows-1252\"><title>Caf\xe9</title></head><body><p>The caf\xe9 reopened \x96 at last.</p></body></html>"
	doc = readOne(t, writeFile(t, "legacy.html", []byte(legacy)))
	if doc.Title != "Café" || doc.Body != "The café reopened – at last." {
		t.Errorf("legacy encoding: title %q body %q", doc.Title, doc.Body)
	}
	decomposed := "<html><body><p>The cafe\u0301 is open\u00ad ing.</p></body></html>"
	doc = readOne(t, writeFile(t, "nfd.html", []byte(decomposed)))
	if doc.Body != "The café is open ing." {
		t.Errorf("UTF-8 page not normalised: %q", doc.Body)
	}
	res := read.Read(ctx, writeFile(t, "blank.html", []byte("<html><body><script>x()</script></body></html>")), read.Options{})
	wantErr(t, res.Err, corroborate.EINVALID, "blank.html", "no readable text")
}

func TestReadCSV(t *testing.T) {
	path := filepath.Join("testdata", "rows.csv")
	res := read.Read(ctx, path, read.Options{})
	if res.Err != nil {
		t.Fatal(res.Err)
	}
	if len(res.Docs) != 2 || len(res.RowErrors) != 1 {
		t.Fatalf("got %d docs and %d row errors, want 2 and 1: %v", len(res.Docs), len(res.RowErrors), res.RowErrors)
	}
	d := res.Docs[0]
	if d.Path != path+"#row-1" || d.Title != "Bridge opens" || d.Source != "City Times" || d.Published != "2021-03-04" ||
		d.URL != "https://example.org/a" || d.Body != "The bridge opened on Thursday. Traffic was light." {
		t.Errorf("row 1 = %+v", d)
	}
	d = res.Docs[1]
	if d.Path != path+"#row-3" || d.Published != "2021-03-04" || d.Body != "The school closed early, officials said.\nParents were told by text message." {
		t.Errorf("row 3 = %+v", d)
	}
	wantErr(t, res.RowErrors[0], corroborate.EINVALID, path+"#row-2", "empty text")
}

func TestReadCSVWithoutText(t *testing.T) {
	path := writeFile(t, "table.csv", []byte("title,body\nA,B\n"))
	res := read.Read(ctx, path, read.Options{})
	wantErr(t, res.Err, corroborate.EINVALID, path, `"text" column`, "title, body")
}

func TestReadCSVAllRowsBad(t *testing.T) {
	path := writeFile(t, "table.csv", []byte("text,title\n,A\n  ,B\n"))
	res := read.Read(ctx, path, read.Options{})
	wantErr(t, res.Err, corroborate.EINVALID, path, "no valid row")
	if len(res.RowErrors) != 2 {
		t.Errorf("got %d row errors, want 2", len(res.RowErrors))
	}
}

func TestReadJSONL(t *testing.T) {
	path := filepath.Join("testdata", "rows.jsonl")
	res := read.Read(ctx, path, read.Options{})
	if res.Err != nil {
		t.Fatal(res.Err)
	}
	if len(res.Docs) != 2 || len(res.RowErrors) != 2 {
		t.Fatalf("got %d docs and %d row errors, want 2 and 2: %v", len(res.Docs), len(res.RowErrors), res.RowErrors)
	}
	d := res.Docs[0]
	if d.Path != path+"#line-1" || d.Title != "Port strike ends" || d.Author != "Ana Beck" || d.Published != "2020-07-01" {
		t.Errorf("line 1 = %+v", d)
	}
	d = res.Docs[1]
	if d.Path != path+"#line-5" || d.Published != "2020-07-02" || d.URL != "https://example.net/b" || d.Title != "A second story without a title." {
		t.Errorf("line 5 = %+v", d)
	}
	wantErr(t, res.RowErrors[0], corroborate.EINVALID, path+"#line-2", "malformed JSON")
	wantErr(t, res.RowErrors[1], corroborate.EINVALID, path+"#line-4", `missing "text"`)
}

func TestBadInputs(t *testing.T) {
	dir := t.TempDir()
	file := func(name string, data []byte) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	tests := []struct {
		name    string
		path    string
		opt     read.Options
		code    string
		reasons []string
	}{
		{"empty", file("empty.txt", nil), read.Options{}, corroborate.EINVALID, []string{"empty"}},
		{"whitespace only", file("blank.md", []byte(" \n\t\n")), read.Options{}, corroborate.EINVALID, []string{"empty"}},
		{"front matter only", file("meta.md", []byte("---\ntitle: x\n---\n")), read.Options{}, corroborate.EINVALID, []string{"empty"}},
		{"binary", file("image.txt", []byte("GIF89a\x01\x00\x00\x00\xff")), read.Options{}, corroborate.EUNSUPPORTED, []string{"binary", "NUL"}},
		{"control characters", file("ctl.txt", []byte("\x01\x02\x03\x04abc")), read.Options{}, corroborate.EUNSUPPORTED, []string{"binary"}},
		{"invalid UTF-8", file("latin1.txt", []byte("caf\xe9 au lait")), read.Options{}, corroborate.EINVALID, []string{"invalid UTF-8", "offset 3"}},
		{"too large", file("big.txt", []byte(strings.Repeat("word ", 100))), read.Options{MaxBytes: 100}, corroborate.ETOOLARGE, []string{"size limit"}},
		{"unknown extension", file("sheet.xlsx", []byte("PK")), read.Options{}, corroborate.EUNSUPPORTED, []string{"unsupported file type .xlsx"}},
		{"no extension", file("README", []byte("hi")), read.Options{}, corroborate.EUNSUPPORTED, []string{"unsupported file type"}},
		{"missing", filepath.Join(dir, "nope.txt"), read.Options{}, corroborate.ENOTFOUND, []string{"no such file"}},
		{"folder", dir, read.Options{}, corroborate.EINVALID, []string{"folder"}},
		{"fake PDF", file("fake.pdf", []byte("just text")), read.Options{}, corroborate.EINVALID, []string{"not a PDF"}},
		{"broken PDF", file("broken.pdf", []byte("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF")), read.Options{}, corroborate.EINVALID, []string{"malformed PDF"}},
		{"invalid YAML", file("bad.md", []byte("---\ntitle: [unclosed\n---\nBody.")), read.Options{}, corroborate.EINVALID, []string{"front matter"}},
		{"unclosed front matter", file("open.md", []byte("---\ntitle: x\nBody.")), read.Options{}, corroborate.EINVALID, []string{"never closed"}},
		{"JSONL all bad", file("bad.jsonl", []byte("{\"title\": \"x\"}\nnot json\n")), read.Options{}, corroborate.EINVALID, []string{"no valid line"}},
		{"binary HTML", file("bin.html", []byte("<html>\x00</html>")), read.Options{}, corroborate.EUNSUPPORTED, []string{"binary"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := read.Read(ctx, tt.path, tt.opt)
			if res.Input != tt.path {
				t.Errorf("Input = %q, want %q", res.Input, tt.path)
			}
			if len(res.Docs) != 0 {
				t.Errorf("got %d documents from a bad input", len(res.Docs))
			}
			wantErr(t, res.Err, tt.code, tt.path, tt.reasons...)
		})
	}
}

func TestBytesSniffsContent(t *testing.T) {
	page, err := os.ReadFile(filepath.Join("testdata", "page.html"))
	if err != nil {
		t.Fatal(err)
	}
	md, err := os.ReadFile(filepath.Join("testdata", "story.md"))
	if err != nil {
		t.Fatal(err)
	}
	jsonl, err := os.ReadFile(filepath.Join("testdata", "rows.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	pdfData := makePDF(t, pdfSpec{title: "Sniffed", paras: []string{"A PDF uploaded under a misleading name."}})

	tests := []struct {
		name      string
		data      []byte
		wantTitle string
		wantDocs  int
	}{
		{"upload.bin", page, "Dam Inspection Finds Cracks", 1},
		{"notes.txt", pdfData, "Sniffed", 1},
		{"upload", md, "Harbour Bridge Reopens After Repairs", 1},
		{"rows", jsonl, "Port strike ends", 2},
		{"plain", []byte("Just a line of text."), "Just a line of text.", 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := read.Bytes(tt.name, tt.data, read.Options{})
			if res.Err != nil {
				t.Fatal(res.Err)
			}
			if len(res.Docs) != tt.wantDocs || res.Docs[0].Title != tt.wantTitle {
				t.Errorf("got %d docs, first title %q; want %d, %q", len(res.Docs), res.Docs[0].Title, tt.wantDocs, tt.wantTitle)
			}
		})
	}

	png := []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR")
	wantErr(t, read.Bytes("photo.html", png, read.Options{}).Err, corroborate.EUNSUPPORTED, "photo.html", "binary")
	wantErr(t, read.Bytes("report.pdf", []byte("not really a pdf"), read.Options{}).Err, corroborate.EINVALID, "report.pdf", "not a PDF")
	wantErr(t, read.Bytes("x.txt", nil, read.Options{}).Err, corroborate.EINVALID, "x.txt", "empty")
	wantErr(t, read.Bytes("x.txt", []byte("12345"), read.Options{MaxBytes: 4}).Err, corroborate.ETOOLARGE, "x.txt", "size limit")
	wantErr(t, read.Bytes("x.txt", []byte("ok \xff"), read.Options{}).Err, corroborate.EINVALID, "x.txt", "offset 3")
}

func TestNormalizeDate(t *testing.T) {
	tests := map[string]string{
		"2014-01-22":                    "2014-01-22",
		"2014-01-22T23:30:00-05:00":     "2014-01-22",
		"2014-01-22T10:00:00.123Z":      "2014-01-22",
		"2014-01-22 10:00:00":           "2014-01-22",
		"2014-01-22T14:15+0000":         "2014-01-22",
		"2014-01-22 12:00:00.000000":    "2014-01-22",
		"January 22, 2014":              "2014-01-22",
		"january 22 2014":               "2014-01-22",
		"22 January 2014":               "2014-01-22",
		"Jan 22, 2014":                  "2014-01-22",
		"Jan. 22, 2014":                 "2014-01-22",
		"Sept. 3, 2014":                 "2014-09-03",
		"September 3rd, 2014":           "2014-09-03",
		"2014/01/22":                    "2014-01-22",
		"Wed, 22 Jan 2014 10:00:00 GMT": "2014-01-22",
		"Wednesday, January 22, 2014":   "2014-01-22",
		"  2014-01-22  ":                "2014-01-22",
	}
	for in, want := range tests {
		if got, ok := read.NormalizeDate(in); !ok || got != want {
			t.Errorf("NormalizeDate(%q) = %q, %v; want %q", in, got, ok, want)
		}
	}
	for _, bad := range []string{"", "yesterday", "2014-13-45", "January 2014", "22/01/2014x"} {
		if got, ok := read.NormalizeDate(bad); ok {
			t.Errorf("NormalizeDate(%q) = %q, want not a date", bad, got)
		}
	}
}
