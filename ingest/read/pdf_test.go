package read_test

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/corroborate/corroborate"
	"github.com/corroborate/corroborate/ingest/read"
	"github.com/go-pdf/fpdf"
)

var update = flag.Bool("update", false, "rewrite generated testdata files")

// pdfSpec describes a PDF for makePDF: each page holds paragraphs, written as wrapped text
// separated by a blank line's worth of space.
type pdfSpec struct {
	title, author string
	created       time.Time
	heading       string
	paras         []string
	page2         []string
}

// makePDF renders spec with a real PDF writer, so the reader is tested on the layout a real
// producer emits (positioned glyph runs, wrapped lines, page breaks).
func makePDF(t testing.TB, spec pdfSpec) []byte {
	t.Helper()
	p := fpdf.New("P", "mm", "A4", "")
	p.SetCompression(false)
	if spec.title != "" {
		p.SetTitle(spec.title, true)
	}
	if spec.author != "" {
		p.SetAuthor(spec.author, true)
	}
	if !spec.created.IsZero() {
		p.SetCreationDate(spec.created)
	}
	p.AddPage()
	if spec.heading != "" {
		p.SetFont("Helvetica", "B", 18)
		p.MultiCell(0, 9, spec.heading, "", "L", false)
		p.Ln(4)
	}
	p.SetFont("Helvetica", "", 11)
	for _, para := range spec.paras {
		p.MultiCell(120, 5.5, para, "", "L", false)
		p.Ln(5)
	}
	if len(spec.page2) > 0 {
		p.AddPage()
		for _, para := range spec.page2 {
			p.MultiCell(120, 5.5, para, "", "L", false)
			p.Ln(5)
		}
	}
	var buf bytes.Buffer
	if err := p.Output(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

var reportSpec = pdfSpec{
	title:   "Water Quality Review",
	author:  "Regional Audit Office",
	created: time.Date(2022, 5, 17, 9, 30, 0, 0, time.UTC),
	heading: "Water Quality Review",
	paras: []string{
		"The audit office tested water at 35 sites across the region between March and June. Most samples met the national standard, but nine sites exceeded the limit for nitrates at least once during the period under review.",
		"Officials said the results would be shared with the farms near the affected sites. \"We expect every operator to act on these findings,\" the chief auditor said.",
	},
	page2: []string{
		"A follow-up review is planned for next year. The office will publish the full data set with that review.",
	},
}

func TestReadPDF(t *testing.T) {
	path := filepath.Join(t.TempDir(), "report.pdf")
	if err := os.WriteFile(path, makePDF(t, reportSpec), 0o644); err != nil {
		t.Fatal(err)
	}
	doc := readOne(t, path)
	if doc.Title != "Water Quality Review" || doc.Author != "Regional Audit Office" || doc.Published != "2022-05-17" {
		t.Errorf("metadata: title %q author %q published %q", doc.Title, doc.Author, doc.Published)
	}
	want := []string{"Water Quality Review"}
	want = append(want, reportSpec.paras...)
	want = append(want, reportSpec.page2...)
	got := strings.Split(doc.Body, "\n\n")
	if len(got) != len(want) {
		t.Fatalf("got %d paragraphs, want %d:\n%s", len(got), len(want), doc.Body)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("paragraph %d:\n got  %q\n want %q", i, got[i], want[i])
		}
	}
}

func TestReadPDFWithoutText(t *testing.T) {
	p := fpdf.New("P", "mm", "A4", "")
	p.AddPage()
	p.Rect(10, 10, 50, 50, "F")
	var buf bytes.Buffer
	if err := p.Output(&buf); err != nil {
		t.Fatal(err)
	}
	path := writeFile(t, "scan.pdf", buf.Bytes())
	wantErr(t, read.Read(ctx, path, read.Options{}).Err, corroborate.EUNSUPPORTED, path, "no text layer")
}

// TestPDFFixture keeps testdata/report.pdf, the fuzz seed, in step with the generator; run with
// -update to rewrite it.
func TestPDFFixture(t *testing.T) {
	path := filepath.Join("testdata", "report.pdf")
	if *update {
		if err := os.WriteFile(path, makePDF(t, reportSpec), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	doc := readOne(t, path)
	if !strings.HasPrefix(doc.Body, "Water Quality Review\n\nThe audit office tested water") {
		t.Errorf("fixture body = %q", doc.Body)
	}
}

func TestReadPDFSkipsBrokenPage(t *testing.T) {
	data := makePDF(t, reportSpec)
	// Break page 2's content in place (same length, so the cross-reference table stays right):
	// its string becomes a malformed hex string, which the PDF lexer rejects.
	at := bytes.Index(data, []byte("(A follow-up review"))
	if at < 0 {
		t.Fatal("generated PDF does not have the expected layout")
	}
	data[at] = '<'

	doc := readOne(t, writeFile(t, "partly.pdf", data))
	if !strings.Contains(doc.Body, "nine sites exceeded") {
		t.Errorf("page 1 lost: %q", doc.Body)
	}
	if strings.Contains(doc.Body, "follow-up") {
		t.Errorf("broken page 2 was read anyway: %q", doc.Body)
	}
}

func TestReadPDFDropsRunningHeads(t *testing.T) {
	p := fpdf.New("P", "mm", "A4", "")
	p.SetCompression(false)
	p.SetHeaderFunc(func() {
		p.SetFont("Helvetica", "I", 9)
		p.CellFormat(0, 8, "Harbour Authority Annual Review", "", 1, "C", false, 0, "")
		p.Ln(6)
	})
	p.SetFooterFunc(func() {
		p.SetY(-15)
		p.SetFont("Helvetica", "", 9)
		p.CellFormat(0, 10, strconv.Itoa(p.PageNo()), "", 0, "C", false, 0, "")
	})
	texts := []string{
		"Cargo volumes rose by a tenth over the year, the authority said in its review.",
		"Passenger numbers fell after two ferry routes were suspended in the spring.",
		"The authority expects to finish dredging the outer channel next year.",
	}
	for _, text := range texts {
		p.AddPage()
		p.SetFont("Helvetica", "", 11)
		p.MultiCell(120, 5.5, text, "", "L", false)
	}
	var buf bytes.Buffer
	if err := p.Output(&buf); err != nil {
		t.Fatal(err)
	}
	doc := readOne(t, writeFile(t, "review.pdf", buf.Bytes()))
	want := "Harbour Authority Annual Review\n\n" + strings.Join(texts, "\n\n")
	if doc.Body != want {
		t.Errorf("body:\n got  %q\n want %q", doc.Body, want)
	}
}

func TestReadPDFFormText(t *testing.T) {
	// Text drawn by a form (here an fpdf template) is part of the page.
	p := fpdf.New("P", "mm", "A4", "")
	p.SetCompression(false)
	p.SetFont("Helvetica", "", 11)
	tpl := p.CreateTemplate(func(tp *fpdf.Tpl) {
		tp.SetFont("Helvetica", "", 11)
		tp.MultiCell(120, 5.5, "This paragraph lives in a reusable form drawn on the page.", "", "L", false)
	})
	p.AddPage()
	p.MultiCell(120, 5.5, "Page text comes first.", "", "L", false)
	_, size := tpl.Size()
	p.UseTemplateScaled(tpl, fpdf.PointType{X: 0, Y: 60}, size)
	var buf bytes.Buffer
	if err := p.Output(&buf); err != nil {
		t.Fatal(err)
	}
	doc := readOne(t, writeFile(t, "form.pdf", buf.Bytes()))
	if !strings.Contains(doc.Body, "This paragraph lives in a reusable form drawn on the page.") {
		t.Errorf("form text missing: %q", doc.Body)
	}
}
