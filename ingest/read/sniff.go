package read

import (
	"bytes"
	"encoding/json"
	"net/http"
	"strings"

	"github.com/corroborate/corroborate"
)

// sniff decides how to read content whose name may not be trusted (an upload, a URL without a
// content type). The content decides between PDF, HTML, JSON lines, text and binary; the name
// only picks among text formats (CSV, Markdown, plain) that content alone cannot tell apart.
func sniff(name string, data []byte) (kind, error) {
	head := bytes.TrimLeft(bytes.TrimPrefix(data, bom), " \t\r\n\f")
	if bytes.HasPrefix(head, []byte("%PDF-")) {
		return kindPDF, nil
	}
	byName := kindOfName(name)
	ct := http.DetectContentType(data)
	switch {
	case strings.HasPrefix(ct, "text/html"), strings.HasPrefix(ct, "text/xml") && looksHTML(head):
		return kindHTML, nil
	case strings.HasPrefix(ct, "text/"), strings.HasPrefix(ct, "application/json"):
		// Text: go on below.
	case ct == "application/octet-stream" && bytes.IndexByte(data, 0) < 0 && byName != kindPDF:
		// Control characters without NUL: let the text reader explain what is wrong.
		return textKind(byName), nil
	default:
		return kindUnknown, corroborate.Errorf(corroborate.EUNSUPPORTED, "%s: binary content (%s), not a readable document", name, ct)
	}
	if byName == kindPDF {
		return kindUnknown, corroborate.Errorf(corroborate.EINVALID, "%s: named as a PDF but the content is not a PDF", name)
	}
	if byName == kindHTML && looksHTML(head) {
		return kindHTML, nil
	}
	if firstLineIsJSONObject(head) {
		return kindJSONL, nil
	}
	if byName == kindCSV || byName == kindJSONL {
		return byName, nil
	}
	if bytes.HasPrefix(head, []byte("---\n")) || bytes.HasPrefix(head, []byte("---\r\n")) {
		return kindMarkdown, nil
	}
	return textKind(byName), nil
}

// textKind is the reader for text content with this name: Markdown when named so, else plain.
func textKind(byName kind) kind {
	if byName == kindMarkdown {
		return kindMarkdown
	}
	return kindText
}

func looksHTML(head []byte) bool {
	n := min(len(head), 1024)
	h := bytes.ToLower(head[:n])
	return bytes.Contains(h, []byte("<html")) || bytes.Contains(h, []byte("<!doctype html")) ||
		bytes.Contains(h, []byte("<body")) || bytes.Contains(h, []byte("<p>"))
}

func firstLineIsJSONObject(head []byte) bool {
	if len(head) == 0 || head[0] != '{' {
		return false
	}
	line := head
	if i := bytes.IndexByte(head, '\n'); i >= 0 {
		line = head[:i]
	}
	var obj map[string]any
	return json.Unmarshal(bytes.TrimSpace(line), &obj) == nil
}
