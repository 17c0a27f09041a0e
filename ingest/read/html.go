package read

import (
	"bytes"
	"fmt"
	nurl "net/url"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	readability "codeberg.org/readeck/go-readability/v2"
	"codeberg.org/readeck/go-readability/v2/render"
	"github.com/corroborate/corroborate"
	"github.com/go-shiori/dom"
	"golang.org/x/net/html"
	"golang.org/x/text/runes"
	"golang.org/x/text/transform"
	"golang.org/x/text/unicode/norm"
)

// readHTML reads a web page: the main text as found by readability (menus, ads and footers
// dropped), paragraphs separated by blank lines, and the page's metadata. pageURL is the address
// the page came from, "" for a file.
func readHTML(name string, data []byte, pageURL string) (doc *corroborate.Document, err error) {
	data = bytes.TrimPrefix(data, bom)
	if i := bytes.IndexByte(data, 0); i >= 0 {
		return nil, corroborate.Errorf(corroborate.EUNSUPPORTED, "%s: binary file (NUL byte at offset %d), not HTML", name, i)
	}
	if len(bytes.TrimSpace(data)) == 0 {
		return nil, corroborate.Errorf(corroborate.EINVALID, "%s: empty file", name)
	}
	defer func() {
		// The readability port is large and walks arbitrary markup: a bug there must cost one
		// input, not the batch.
		if r := recover(); r != nil {
			doc, err = nil, corroborate.Wrap(corroborate.EINVALID, fmt.Errorf("%v", r), "%s: cannot parse HTML", name)
		}
	}()

	root, err := parseHTML(data)
	if err != nil {
		return nil, corroborate.Wrap(corroborate.EINVALID, err, "%s: cannot parse HTML", name)
	}
	meta := pageMeta(root)
	var base *nurl.URL
	if pageURL != "" {
		base, _ = nurl.Parse(pageURL)
	}

	var body string
	parser := readability.NewParser()
	article, perr := parser.ParseDocument(root, base)
	if perr == nil && article.Node != nil {
		body = cleanHTMLText(render.InnerText(article.Node))
	}
	if body == "" {
		// Too little text for readability to pick an article: keep the whole page's text.
		if b := dom.QuerySelector(root, "body"); b != nil {
			body = cleanHTMLText(render.InnerText(b))
		}
	}
	if body == "" {
		return nil, corroborate.Errorf(corroborate.EINVALID, "%s: no readable text in the page", name)
	}

	doc = &corroborate.Document{Path: name, Body: body, URL: oneLine(meta.url)}
	doc.Title = oneLine(firstOf(article.Title(), meta.title))
	doc.Source = oneLine(firstOf(article.SiteName(), meta.siteName))
	doc.Author = byline(firstOf(article.Byline(), meta.author))
	doc.Body = dropByline(body, doc.Author)
	if t, err := article.PublishedTime(); err == nil && !t.IsZero() {
		doc.Published = t.Format(time.DateOnly)
	} else {
		doc.Published = published(name, meta.published)
	}
	if pageURL != "" {
		doc.URL = pageURL
	}
	if doc.Title == "" {
		doc.Title = firstLine(doc.Body)
	}
	return doc, nil
}

// parseHTML parses a page into a DOM in UTF-8, NFC-normalised, without soft hyphens. A page that
// is already valid UTF-8 is parsed directly; only others go through character-set detection,
// which costs several times the parse itself.
func parseHTML(data []byte) (*html.Node, error) {
	if !utf8.Valid(data) {
		return dom.Parse(bytes.NewReader(data))
	}
	softHyphen := runes.Predicate(func(r rune) bool { return r == '\u00AD' })
	t := transform.Chain(norm.NFD, runes.Remove(softHyphen), norm.NFC)
	return html.Parse(transform.NewReader(bytes.NewReader(data), t))
}

// htmlMeta is what the page head says about the page, as fallbacks for what readability finds.
type htmlMeta struct {
	title, siteName, author, published, url string
}

func pageMeta(root *html.Node) htmlMeta {
	var m htmlMeta
	if t := dom.QuerySelector(root, "title"); t != nil {
		m.title = dom.TextContent(t)
	}
	for _, el := range dom.QuerySelectorAll(root, "meta") {
		key := strings.ToLower(firstOf(dom.GetAttribute(el, "property"), dom.GetAttribute(el, "name"), dom.GetAttribute(el, "itemprop")))
		val := strings.TrimSpace(dom.GetAttribute(el, "content"))
		if val == "" {
			continue
		}
		switch key {
		case "og:title":
			m.title = firstOf(val, m.title)
		case "og:site_name":
			m.siteName = firstOf(m.siteName, val)
		case "author", "article:author", "byl", "dc.creator":
			if !strings.HasPrefix(val, "http") {
				m.author = firstOf(m.author, val)
			}
		case "article:published_time", "datepublished", "date", "pubdate", "publishdate",
			"dc.date", "dc.date.issued", "dcterms.created", "sailthru.date", "parsely-pub-date":
			m.published = firstOf(m.published, val)
		case "og:url":
			m.url = firstOf(m.url, val)
		}
	}
	if m.url == "" {
		for _, el := range dom.QuerySelectorAll(root, "link") {
			if strings.EqualFold(dom.GetAttribute(el, "rel"), "canonical") {
				m.url = strings.TrimSpace(dom.GetAttribute(el, "href"))
				break
			}
		}
	}
	if m.published == "" {
		if t := dom.QuerySelector(root, "time[datetime]"); t != nil {
			m.published = dom.GetAttribute(t, "datetime")
		}
	}
	if !strings.HasPrefix(m.url, "http://") && !strings.HasPrefix(m.url, "https://") {
		m.url = ""
	}
	return m
}

// cleanHTMLText tidies rendered text: no-break spaces become spaces, lines are trimmed, and runs of
// blank lines become one, so paragraphs are separated by exactly one blank line.
func cleanHTMLText(s string) string {
	s = strings.ReplaceAll(s, "\u00a0", " ")
	var b strings.Builder
	b.Grow(len(s))
	blank := 0
	for line := range strings.Lines(s) {
		line = strings.TrimSpace(strings.Map(noControl, line))
		if line == "" {
			blank++
			continue
		}
		if b.Len() > 0 {
			if blank > 0 {
				b.WriteString("\n\n")
			} else {
				b.WriteByte('\n')
			}
		}
		b.WriteString(line)
		blank = 0
	}
	return b.String()
}

// dropByline removes a first paragraph that is only the byline ("By NAME"): it names the writer,
// not someone in the story, and the author is kept as metadata.
func dropByline(body, author string) string {
	first, rest, ok := strings.Cut(body, "\n\n")
	if !ok || author == "" || len(first) > 2*len(author)+16 {
		return body
	}
	if !strings.HasPrefix(strings.ToLower(first), "by ") || !strings.Contains(first, author) {
		return body
	}
	return rest
}

// byline removes the "By" that opens many bylines.
func byline(s string) string {
	s = oneLine(s)
	for _, p := range []string{"By ", "by ", "BY "} {
		if rest, ok := strings.CutPrefix(s, p); ok {
			return strings.TrimSpace(rest)
		}
	}
	return s
}

// noControl maps control characters other than tab to spaces: a page may hide them in its text.
func noControl(r rune) rune {
	if r != '\t' && unicode.IsControl(r) {
		return ' '
	}
	return r
}

// oneLine cleans a metadata value: valid UTF-8, no control characters, single spaces. Metadata
// comes from file headers that nothing else checks.
func oneLine(s string) string {
	s = strings.ToValidUTF8(s, "")
	s = strings.Map(func(r rune) rune {
		if unicode.IsControl(r) {
			return ' '
		}
		return r
	}, s)
	return strings.Join(strings.Fields(s), " ")
}

func firstOf(vals ...string) string {
	for _, v := range vals {
		if v = strings.TrimSpace(v); v != "" {
			return v
		}
	}
	return ""
}
