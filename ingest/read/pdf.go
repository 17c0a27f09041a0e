package read

import (
	"bytes"
	"fmt"
	"log/slog"
	"math"
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/corroborate/corroborate"
	"github.com/ledongthuc/pdf"
)

// Limits on the page tree, so a malformed or hostile file cannot make the reader loop: real
// documents are far inside them.
const (
	maxPDFPages     = 5000
	maxPDFTreeDepth = 64
)

// readPDF reads the text layer of a PDF. Lines are rebuilt from glyph positions and joined into
// paragraphs (separated by blank lines) where the vertical gap or the font size changes, so a
// sentence wrapped across lines stays one passage. A scanned PDF without a text layer is an error.
func readPDF(name string, data []byte) (doc *corroborate.Document, err error) {
	if !bytes.HasPrefix(bytes.TrimLeft(data, "\x00\t\n\f\r "), []byte("%PDF-")) {
		return nil, corroborate.Errorf(corroborate.EINVALID, "%s: not a PDF (no %%PDF- header)", name)
	}
	defer func() {
		// The PDF library reports many malformed files by panicking.
		if r := recover(); r != nil {
			doc, err = nil, corroborate.Wrap(corroborate.EINVALID, fmt.Errorf("%v", r), "%s: malformed PDF", name)
		}
	}()
	r, err := pdf.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		if strings.Contains(err.Error(), "encrypt") || strings.Contains(err.Error(), "password") {
			return nil, corroborate.Wrap(corroborate.EUNSUPPORTED, err, "%s: encrypted PDF", name)
		}
		return nil, corroborate.Wrap(corroborate.EINVALID, err, "%s: malformed PDF", name)
	}
	pages, err := pdfPages(r)
	if err != nil {
		return nil, corroborate.Wrap(corroborate.EINVALID, err, "%s: malformed PDF", name)
	}

	var pageLines [][]pdfLine
	var pageErr error
	for i, p := range pages {
		glyphs, err := pageGlyphs(p)
		if err != nil {
			// One unreadable page (a broken font, a bad stream) should not lose the others.
			slog.Warn("PDF page skipped", "input", name, "page", i+1, "err", err)
			pageErr = err
			continue
		}
		pageLines = append(pageLines, trimPageFurniture(pdfLines(glyphs)))
	}
	var paras []pdfPara
	for _, lines := range dropRunningHeads(pageLines) {
		paras = appendPage(paras, lines)
	}
	body := joinParas(paras)
	if strings.TrimSpace(body) == "" && pageErr != nil {
		return nil, corroborate.Wrap(corroborate.EINVALID, pageErr, "%s: malformed PDF (no page could be read)", name)
	}
	if strings.TrimSpace(body) == "" {
		return nil, corroborate.Errorf(corroborate.EUNSUPPORTED, "%s: PDF has no text layer (scanned images need OCR first)", name)
	}
	if !utf8.ValidString(body) {
		body = strings.ToValidUTF8(body, "\uFFFD")
	}
	body = ligatures.Replace(body)

	doc = &corroborate.Document{Path: name, Body: body}
	info := r.Trailer().Key("Info")
	doc.Title = oneLine(info.Key("Title").Text())
	doc.Author = oneLine(info.Key("Author").Text())
	if d, ok := pdfDate(oneLine(info.Key("CreationDate").Text())); ok {
		doc.Published = d
	}
	if doc.Title == "" {
		doc.Title = firstLine(body)
	}
	return doc, nil
}

// pageGlyphs returns the positioned text runs of a page; the library panics on malformed content.
func pageGlyphs(p pdf.Page) (glyphs []pdf.Text, err error) {
	defer func() {
		if r := recover(); r != nil {
			glyphs, err = nil, fmt.Errorf("%v", r)
		}
	}()
	return pageRuns(p), nil
}

// pdfPages lists the pages in order, refusing page trees that are too deep, too large, or whose
// Parent links never end (the library would follow those forever).
func pdfPages(r *pdf.Reader) ([]pdf.Page, error) {
	var pages []pdf.Page
	var walk func(v pdf.Value, depth int) error
	walk = func(v pdf.Value, depth int) error {
		if depth > maxPDFTreeDepth {
			return fmt.Errorf("page tree deeper than %d", maxPDFTreeDepth)
		}
		switch v.Key("Type").Name() {
		case "Pages":
			kids := v.Key("Kids")
			for i := 0; i < kids.Len(); i++ {
				if err := walk(kids.Index(i), depth+1); err != nil {
					return err
				}
			}
		case "Page":
			if len(pages) >= maxPDFPages {
				return fmt.Errorf("more than %d pages", maxPDFPages)
			}
			steps := 0
			for p := v; !p.IsNull(); p = p.Key("Parent") {
				if steps++; steps > maxPDFTreeDepth+1 {
					return fmt.Errorf("page tree has a cycle")
				}
			}
			pages = append(pages, pdf.Page{V: v})
		}
		return nil
	}
	err := walk(r.Trailer().Key("Root").Key("Pages"), 0)
	return pages, err
}

// pdfLine is one line of text as laid out on the page.
type pdfLine struct {
	text string
	y    float64 // baseline, increasing upwards
	size float64 // font size
}

// pdfLines rebuilds lines from glyphs in content-stream order: a glyph starts a new line when
// its baseline moves by more than half the font size, and a space is inserted where the gap
// between glyphs is wider than a fraction of the font size.
func pdfLines(glyphs []pdf.Text) []pdfLine {
	var lines []pdfLine
	var b strings.Builder
	var cur pdfLine
	var endX float64
	flush := func() {
		if t := oneLine(b.String()); t != "" {
			cur.text = t
			lines = append(lines, cur)
		}
		b.Reset()
	}
	started := false
	for _, g := range glyphs {
		if g.S == "" || g.S == "\n" {
			continue
		}
		size := math.Abs(g.FontSize)
		if size == 0 || math.IsNaN(size) || math.IsInf(size, 0) {
			size = 1
		}
		if !started || math.Abs(g.Y-cur.y) > size/2 {
			if started {
				flush()
			}
			started = true
			cur = pdfLine{y: g.Y, size: size}
		} else if gap := g.X - endX; gap > size*0.15 || gap < -size {
			b.WriteByte(' ')
		}
		b.WriteString(g.S)
		endX = g.X + g.W
		cur.size = math.Max(cur.size, size)
	}
	if started {
		flush()
	}
	return lines
}

// pdfPara is a paragraph: lines joined by spaces.
type pdfPara struct {
	text string
}

// appendPage groups a page's lines into paragraphs. A paragraph cut by the page break is continued when the next page starts in
// lowercase.
func appendPage(paras []pdfPara, lines []pdfLine) []pdfPara {
	if len(lines) == 0 {
		return paras
	}
	leading := typicalLeading(lines)
	var cur strings.Builder
	startPara := func(text string) {
		if cur.Len() > 0 {
			paras = append(paras, pdfPara{text: cur.String()})
			cur.Reset()
		}
		cur.WriteString(text)
	}
	for i, l := range lines {
		switch {
		case i == 0:
			if n := len(paras); n > 0 && continues(paras[n-1].text, l.text) {
				cur.WriteString(paras[n-1].text)
				paras = paras[:n-1]
				joinLine(&cur, l.text)
			} else {
				cur.WriteString(l.text)
			}
		case newParagraph(lines[i-1], l, leading):
			startPara(l.text)
		default:
			joinLine(&cur, l.text)
		}
	}
	if cur.Len() > 0 {
		paras = append(paras, pdfPara{text: cur.String()})
	}
	return paras
}

// typicalLeading is the median distance between consecutive lines going down the page.
func typicalLeading(lines []pdfLine) float64 {
	var gaps []float64
	for i := 1; i < len(lines); i++ {
		if d := lines[i-1].y - lines[i].y; d > 0 {
			gaps = append(gaps, d)
		}
	}
	if len(gaps) == 0 {
		return 0
	}
	slices.Sort(gaps)
	return gaps[len(gaps)/2]
}

func newParagraph(prev, l pdfLine, leading float64) bool {
	d := prev.y - l.y
	switch {
	case d <= 0:
		// Moved up: a new column or a new block placed out of order.
		return true
	case math.Abs(prev.size-l.size) > 1:
		// A heading, or the end of one.
		return true
	case leading > 0 && d > leading*1.4:
		return true
	}
	return false
}

// joinLine appends a wrapped line to a paragraph, undoing the hyphenation of a word split across
// lines ("inter-" + "national").
func joinLine(b *strings.Builder, line string) {
	s := b.String()
	if strings.HasSuffix(s, "-") && len(s) >= 2 {
		prev, _ := utf8.DecodeLastRuneInString(s[:len(s)-1])
		next, _ := utf8.DecodeRuneInString(line)
		if unicode.IsLower(prev) && unicode.IsLower(next) {
			b.Reset()
			b.WriteString(s[:len(s)-1])
			b.WriteString(line)
			return
		}
	}
	b.WriteByte(' ')
	b.WriteString(line)
}

// continues reports whether a paragraph ending a page goes on at the top of the next one.
func continues(prev, next string) bool {
	last, _ := utf8.DecodeLastRuneInString(prev)
	first, _ := utf8.DecodeRuneInString(next)
	return !strings.ContainsRune(".!?:\"”’)", last) && unicode.IsLower(first)
}

// ligatures are the typographic ligatures PDF fonts map text to; searching and extraction need
// the letters.
var ligatures = strings.NewReplacer("ﬀ", "ff", "ﬁ", "fi", "ﬂ", "fl", "ﬃ", "ffi", "ﬄ", "ffl", "ﬅ", "st", "ﬆ", "st")

// trimPageFurniture drops page numbers standing alone on the first or last lines of a page.
func trimPageFurniture(lines []pdfLine) []pdfLine {
	for len(lines) > 0 && isPageNumber(lines[len(lines)-1].text) {
		lines = lines[:len(lines)-1]
	}
	for len(lines) > 0 && isPageNumber(lines[0].text) {
		lines = lines[1:]
	}
	return lines
}

// dropRunningHeads removes running headers and footers: a first or last line that recurs, word
// for word, on at least three pages and half of them. The first page is left alone.
func dropRunningHeads(pages [][]pdfLine) [][]pdfLine {
	if len(pages) < 3 {
		return pages
	}
	heads, feet := map[string]int{}, map[string]int{}
	for _, lines := range pages {
		if len(lines) > 1 {
			heads[lines[0].text]++
			feet[lines[len(lines)-1].text]++
		}
	}
	recurs := func(n int) bool { return n >= 3 && 2*n >= len(pages) }
	out := make([][]pdfLine, len(pages))
	out[0] = pages[0] // where a running head first appears it is usually the title
	for i, lines := range pages[1:] {
		i++
		if len(lines) > 1 && recurs(heads[lines[0].text]) {
			lines = lines[1:]
		}
		if len(lines) > 1 && recurs(feet[lines[len(lines)-1].text]) {
			lines = lines[:len(lines)-1]
		}
		out[i] = trimPageFurniture(lines)
	}
	return out
}

// romanNumeral matches the lower-case numbers of front-matter pages.
var romanNumeral = regexp.MustCompile(`^[ivxlc]{1,7}$`)

func isPageNumber(s string) bool {
	if romanNumeral.MatchString(strings.TrimSpace(s)) {
		return true
	}
	s = strings.TrimSpace(s)
	if s == "" || len(s) > 12 {
		return false
	}
	if rest, ok := strings.CutPrefix(strings.ToLower(s), "page "); ok {
		s = rest
	}
	for _, r := range s {
		if !unicode.IsDigit(r) && r != '-' && r != '/' && r != ' ' && r != '–' {
			return false
		}
	}
	return strings.IndexFunc(s, unicode.IsDigit) >= 0
}

func joinParas(paras []pdfPara) string {
	var b strings.Builder
	for i, p := range paras {
		if i > 0 {
			b.WriteString("\n\n")
		}
		b.WriteString(p.text)
	}
	return b.String()
}

// pdfDate reads a PDF date ("D:20140122093000+01'00'") as "2006-01-02".
func pdfDate(s string) (string, bool) {
	s = strings.TrimPrefix(strings.TrimSpace(s), "D:")
	if len(s) < 8 {
		return "", false
	}
	return NormalizeDate(s[:8])
}
