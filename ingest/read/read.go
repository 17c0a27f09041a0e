// Package read turns inputs — text, Markdown, HTML and PDF files, CSV and JSONL tables, web
// addresses — into documents: a UTF-8 body that every later offset points into, plus the
// metadata the input carries (title, source, URL, author, publication date).
//
// Every failure is an application error naming the input and the reason, so a batch can report
// it on one line and go on with the next input.
package read

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"os"
	"path/filepath"
	"strings"

	"github.com/corroborate/corroborate"
)

// DefaultMaxBytes is the size limit for one file or URL when Options.MaxBytes is 0.
const DefaultMaxBytes = 20 << 20

// Options tune reading. The zero value is ready to use.
type Options struct {
	MaxBytes int64        // per file/URL; default 20 MB when 0
	Client   *http.Client // for URLs; default: 30s timeout, ≤5 redirects
}

func (o Options) maxBytes() int64 {
	if o.MaxBytes <= 0 {
		return DefaultMaxBytes
	}
	return o.MaxBytes
}

// Result is what one input (file or URL) produced: one document, or several for CSV/JSONL rows,
// or an error naming the input and the reason. Row errors in CSV/JSONL are per row: the good rows
// still come through (Docs) and bad rows are listed in RowErrors.
type Result struct {
	Input     string
	Docs      []*corroborate.Document
	Err       error
	RowErrors []error
}

// kind is the format of an input, which picks its reader.
type kind int

const (
	kindUnknown kind = iota
	kindText
	kindMarkdown
	kindHTML
	kindPDF
	kindCSV
	kindJSONL
)

func (k kind) String() string {
	return [...]string{"unknown", "text", "Markdown", "HTML", "PDF", "CSV", "JSONL"}[k]
}

// extensions maps the file extensions this package reads to their format.
var extensions = map[string]kind{
	".txt":      kindText,
	".text":     kindText,
	".md":       kindMarkdown,
	".markdown": kindMarkdown,
	".html":     kindHTML,
	".htm":      kindHTML,
	".xhtml":    kindHTML,
	".pdf":      kindPDF,
	".csv":      kindCSV,
	".jsonl":    kindJSONL,
	".ndjson":   kindJSONL,
}

func kindOfName(name string) kind {
	return extensions[strings.ToLower(filepath.Ext(name))]
}

// Supported reports whether a file name has an extension some reader handles.
func Supported(name string) bool { return kindOfName(name) != kindUnknown }

// Read reads one file or URL.
func Read(ctx context.Context, target string, opt Options) Result {
	if isURL(target) {
		return readURL(ctx, target, opt)
	}
	res := Result{Input: target}
	res.Docs, res.RowErrors, res.Err = readFile(target, opt)
	return res
}

func readFile(path string, opt Options) ([]*corroborate.Document, []error, error) {
	fi, err := os.Stat(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil, corroborate.Errorf(corroborate.ENOTFOUND, "%s: no such file or folder", path)
	} else if err != nil {
		return nil, nil, corroborate.Wrap(corroborate.EINVALID, err, "%s: cannot read", path)
	} else if fi.IsDir() {
		return nil, nil, corroborate.Errorf(corroborate.EINVALID, "%s: is a folder, not a file", path)
	} else if !fi.Mode().IsRegular() {
		return nil, nil, corroborate.Errorf(corroborate.EUNSUPPORTED, "%s: not a regular file", path)
	}
	k := kindOfName(path)
	if k == kindUnknown {
		return nil, nil, unsupportedExt(path)
	}
	max := opt.maxBytes()
	if fi.Size() > max {
		return nil, nil, tooLarge(path, fi.Size(), max)
	} else if fi.Size() == 0 {
		return nil, nil, corroborate.Errorf(corroborate.EINVALID, "%s: empty file", path)
	}

	f, err := os.Open(path)
	if err != nil {
		return nil, nil, corroborate.Wrap(corroborate.EINVALID, err, "%s: cannot open", path)
	}
	defer f.Close()
	// The file may grow between Stat and Read: never read past the limit.
	data, err := io.ReadAll(io.LimitReader(f, max+1))
	if err != nil {
		return nil, nil, corroborate.Wrap(corroborate.EINVALID, err, "%s: cannot read", path)
	} else if int64(len(data)) > max {
		return nil, nil, tooLarge(path, int64(len(data)), max)
	}
	return decode(path, k, data, "")
}

// Bytes reads content already in memory (for HTTP uploads): name is used for messages and the
// type is sniffed from the content (http.DetectContentType + PDF/HTML/JSON checks), never trusted
// from the name alone.
func Bytes(name string, data []byte, opt Options) Result {
	res := Result{Input: name}
	if max := opt.maxBytes(); int64(len(data)) > max {
		res.Err = tooLarge(name, int64(len(data)), max)
		return res
	} else if len(data) == 0 {
		res.Err = corroborate.Errorf(corroborate.EINVALID, "%s: empty file", name)
		return res
	}
	k, err := sniff(name, data)
	if err != nil {
		res.Err = err
		return res
	}
	res.Docs, res.RowErrors, res.Err = decode(name, k, data, "")
	return res
}

// decode runs the reader for kind k on data. url is the final address for web pages.
func decode(name string, k kind, data []byte, url string) (docs []*corroborate.Document, rowErrs []error, err error) {
	switch k {
	case kindText:
		doc, err := readText(name, data)
		return one(doc, err)
	case kindMarkdown:
		doc, err := readMarkdown(name, data)
		return one(doc, err)
	case kindHTML:
		doc, err := readHTML(name, data, url)
		return one(doc, err)
	case kindPDF:
		doc, err := readPDF(name, data)
		return one(doc, err)
	case kindCSV:
		return readCSV(name, data)
	case kindJSONL:
		return readJSONL(name, data)
	}
	return nil, nil, unsupportedExt(name)
}

func one(doc *corroborate.Document, err error) ([]*corroborate.Document, []error, error) {
	if err != nil {
		return nil, nil, err
	}
	return []*corroborate.Document{doc}, nil, nil
}

func unsupportedExt(name string) error {
	ext := filepath.Ext(name)
	if ext == "" {
		ext = "(none)"
	}
	return corroborate.Errorf(corroborate.EUNSUPPORTED,
		"%s: unsupported file type %s (readable: .txt, .md, .html, .pdf, .csv, .jsonl)", name, ext)
}

func tooLarge(name string, size, max int64) error {
	return corroborate.Errorf(corroborate.ETOOLARGE, "%s: %s is over the %s size limit", name, humanBytes(size), humanBytes(max))
}

func humanBytes(n int64) string {
	switch {
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%.1f KB", float64(n)/(1<<10))
	}
	return fmt.Sprintf("%d bytes", n)
}

// String makes a Result readable in logs and test failures.
func (r Result) String() string {
	if r.Err != nil {
		return fmt.Sprintf("%s: error %v", r.Input, r.Err)
	}
	return fmt.Sprintf("%s: %d documents, %d row errors", r.Input, len(r.Docs), len(r.RowErrors))
}
