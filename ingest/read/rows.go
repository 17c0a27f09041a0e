package read

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/corroborate/corroborate"
)

// rowFields are the columns (CSV) or fields (JSONL) a row may carry; text is required.
var rowFields = []string{"text", "title", "source", "published", "url", "author"}

// rowDoc builds the document of one row from its fields, keyed by lower-case name.
func rowDoc(path string, f map[string]string) (*corroborate.Document, error) {
	text := normalizeNewlines(strings.TrimPrefix(f["text"], "\uFEFF"))
	if strings.TrimSpace(text) == "" {
		return nil, corroborate.Errorf(corroborate.EINVALID, "%s: empty text", path)
	}
	if i := strings.IndexByte(text, 0); i >= 0 {
		return nil, corroborate.Errorf(corroborate.EUNSUPPORTED, "%s: binary text (NUL byte at offset %d)", path, i)
	}
	doc := &corroborate.Document{
		Path:   path,
		Body:   text,
		Title:  oneLine(f["title"]),
		Source: oneLine(f["source"]),
		URL:    oneLine(f["url"]),
		Author: oneLine(f["author"]),
	}
	doc.Published = published(path, f["published"])
	if doc.Title == "" {
		doc.Title = firstLine(text)
	}
	return doc, nil
}

// rowsResult turns per-row outcomes into a reader's result: an input without one good row fails
// as a whole, so that it is counted as failed.
func rowsResult(name, unit string, docs []*corroborate.Document, rowErrs []error) ([]*corroborate.Document, []error, error) {
	if len(docs) == 0 {
		if len(rowErrs) == 0 {
			return nil, nil, corroborate.Errorf(corroborate.EINVALID, "%s: empty (no %ss)", name, unit)
		}
		return nil, rowErrs, corroborate.Errorf(corroborate.EINVALID, "%s: no valid %s (%d bad, first: %s)",
			name, unit, len(rowErrs), corroborate.ErrorMessage(rowErrs[0]))
	}
	return docs, rowErrs, nil
}

// readCSV reads a table with a header row and one document per row; the "text" column is
// required. Path of a row is "file.csv#row-N", N counting data rows from 1.
func readCSV(name string, data []byte) ([]*corroborate.Document, []error, error) {
	body, err := textBody(name, data)
	if err != nil {
		return nil, nil, err
	}
	r := csv.NewReader(strings.NewReader(body))
	r.FieldsPerRecord = -1
	r.LazyQuotes = true
	header, err := r.Read()
	if err != nil {
		return nil, nil, corroborate.Wrap(corroborate.EINVALID, err, "%s: cannot read the header row", name)
	}
	cols := make(map[string]int)
	for i, h := range header {
		h = strings.ToLower(strings.TrimSpace(h))
		if _, dup := cols[h]; !dup {
			cols[h] = i
		}
	}
	if _, ok := cols["text"]; !ok {
		return nil, nil, corroborate.Errorf(corroborate.EINVALID, "%s: no \"text\" column in the header (columns: %s)",
			name, strings.Join(header, ", "))
	}

	var docs []*corroborate.Document
	var rowErrs []error
	for n := 1; ; n++ {
		rec, err := r.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		path := fmt.Sprintf("%s#row-%d", name, n)
		var perr *csv.ParseError
		if errors.As(err, &perr) && !errors.Is(err, csv.ErrFieldCount) {
			rowErrs = append(rowErrs, corroborate.Wrap(corroborate.EINVALID, err, "%s: malformed CSV at line %d", path, perr.Line))
			continue
		} else if err != nil && !errors.Is(err, csv.ErrFieldCount) {
			rowErrs = append(rowErrs, corroborate.Wrap(corroborate.EINVALID, err, "%s: cannot read", path))
			break
		}
		f := make(map[string]string, len(rowFields))
		for _, k := range rowFields {
			if i, ok := cols[k]; ok && i < len(rec) {
				f[k] = rec[i]
			}
		}
		if _, ok := f["text"]; !ok {
			rowErrs = append(rowErrs, corroborate.Errorf(corroborate.EINVALID, "%s: row has %d fields, no text column", path, len(rec)))
			continue
		}
		doc, err := rowDoc(path, f)
		if err != nil {
			rowErrs = append(rowErrs, err)
			continue
		}
		docs = append(docs, doc)
	}
	return rowsResult(name, "row", docs, rowErrs)
}

// readJSONL reads one JSON object per line, with a required "text" field. Blank lines are
// skipped; a bad line is a row error and the other lines are still read. Path of a row is
// "file.jsonl#line-N", N being the line number in the file.
func readJSONL(name string, data []byte) ([]*corroborate.Document, []error, error) {
	data = bytes.TrimPrefix(data, bom)
	if i := bytes.IndexByte(data, 0); i >= 0 {
		return nil, nil, corroborate.Errorf(corroborate.EUNSUPPORTED, "%s: binary file (NUL byte at offset %d), not JSONL", name, i)
	}
	var docs []*corroborate.Document
	var rowErrs []error
	n := 0
	for len(data) > 0 {
		n++
		line := data
		if i := bytes.IndexByte(data, '\n'); i >= 0 {
			line, data = data[:i], data[i+1:]
		} else {
			data = nil
		}
		line = bytes.TrimSpace(line)
		if len(line) == 0 {
			continue
		}
		path := fmt.Sprintf("%s#line-%d", name, n)
		doc, err := jsonlRow(path, line)
		if err != nil {
			rowErrs = append(rowErrs, err)
			continue
		}
		docs = append(docs, doc)
	}
	return rowsResult(name, "line", docs, rowErrs)
}

func jsonlRow(path string, line []byte) (*corroborate.Document, error) {
	if off := invalidUTF8(line); off >= 0 {
		return nil, corroborate.Errorf(corroborate.EINVALID, "%s: invalid UTF-8 at byte %d of the line", path, off)
	}
	var obj map[string]any
	if err := json.Unmarshal(line, &obj); err != nil {
		var serr *json.SyntaxError
		if errors.As(err, &serr) {
			return nil, corroborate.Wrap(corroborate.EINVALID, err, "%s: malformed JSON at byte %d of the line", path, serr.Offset)
		}
		return nil, corroborate.Wrap(corroborate.EINVALID, err, "%s: not a JSON object", path)
	}
	if obj == nil {
		return nil, corroborate.Errorf(corroborate.EINVALID, "%s: not a JSON object", path)
	}
	f := make(map[string]string, len(rowFields))
	for k, v := range obj {
		k = strings.ToLower(k)
		if !isRowField(k) {
			continue
		}
		switch v := v.(type) {
		case string:
			f[k] = v
		case nil:
		case float64, bool:
			f[k] = fmt.Sprint(v)
		case []any:
			// An author list.
			f[k] = metaString(v)
		default:
			return nil, corroborate.Errorf(corroborate.EINVALID, "%s: field %q is not a string", path, k)
		}
	}
	if _, ok := f["text"]; !ok {
		return nil, corroborate.Errorf(corroborate.EINVALID, "%s: missing \"text\" field", path)
	}
	if !utf8.ValidString(f["text"]) {
		return nil, corroborate.Errorf(corroborate.EINVALID, "%s: text is not valid UTF-8", path)
	}
	return rowDoc(path, f)
}

func isRowField(k string) bool {
	for _, f := range rowFields {
		if f == k {
			return true
		}
	}
	return false
}
