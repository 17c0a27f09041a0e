package read

import (
	"bytes"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/corroborate/corroborate"
	"github.com/corroborate/corroborate/ingest/segment"
)

var bom = []byte("\uFEFF")

// textBody checks that data is readable text and returns it as a body: the byte-order mark
// stripped, line endings normalised to "\n", everything else kept as is so that offsets into the
// body match what a reader sees in the file.
func textBody(name string, data []byte) (string, error) {
	data = bytes.TrimPrefix(data, bom)
	if i := bytes.IndexByte(data, 0); i >= 0 {
		return "", corroborate.Errorf(corroborate.EUNSUPPORTED, "%s: binary file (NUL byte at offset %d), not text", name, i)
	}
	if off := invalidUTF8(data); off >= 0 {
		return "", corroborate.Errorf(corroborate.EINVALID, "%s: invalid UTF-8 at byte offset %d", name, off)
	}
	if controlHeavy(data) {
		return "", corroborate.Errorf(corroborate.EUNSUPPORTED, "%s: binary file (control characters), not text", name)
	}
	body := normalizeNewlines(string(data))
	if strings.TrimSpace(body) == "" {
		return "", corroborate.Errorf(corroborate.EINVALID, "%s: empty (only whitespace)", name)
	}
	return body, nil
}

// invalidUTF8 returns the offset of the first byte that is not valid UTF-8, or -1.
func invalidUTF8(data []byte) int {
	if utf8.Valid(data) {
		return -1
	}
	for i := 0; i < len(data); {
		r, n := utf8.DecodeRune(data[i:])
		if r == utf8.RuneError && n <= 1 {
			return i
		}
		i += n
	}
	return -1
}

// controlHeavy reports whether more than 1 in 100 runes are control characters other than
// whitespace: valid UTF-8 can still be binary (or an odd encoding), and such text would only
// pollute the index.
func controlHeavy(data []byte) bool {
	var controls, total int
	for _, r := range string(data) {
		total++
		if r < 0x20 && r != '\n' && r != '\r' && r != '\t' && r != '\f' && r != '\v' || r == 0x7f {
			controls++
		}
	}
	return controls > 0 && controls*100 > total
}

// normalizeNewlines turns "\r\n" and lone "\r" into "\n".
func normalizeNewlines(s string) string {
	if strings.IndexByte(s, '\r') < 0 {
		return s
	}
	s = strings.ReplaceAll(s, "\r\n", "\n")
	return strings.ReplaceAll(s, "\r", "\n")
}

// readText reads a plain text file; its title is its first line.
func readText(name string, data []byte) (*corroborate.Document, error) {
	body, err := textBody(name, data)
	if err != nil {
		return nil, err
	}
	return &corroborate.Document{Path: name, Title: firstLine(body), Body: body}, nil
}

// maxTitle is the length past which a first line used as a title is shortened: a first line is
// often a whole paragraph.
const maxTitle = 160

// firstLine returns the first sentence of the first non-blank line of body as a title, shortened
// at a word boundary: a text's first line is its headline, or the start of its lead paragraph.
func firstLine(body string) string {
	for line := range strings.Lines(body) {
		if line = strings.TrimSpace(line); line != "" {
			if spans := segment.Sentences(line); len(spans) > 0 {
				line = line[spans[0].Start:spans[0].End]
			}
			return shorten(line, maxTitle)
		}
	}
	return ""
}

// shorten cuts s to at most max bytes at a word boundary, marking the cut with an ellipsis.
func shorten(s string, max int) string {
	s = oneLine(s)
	if len(s) <= max {
		return s
	}
	cut := strings.LastIndexByte(s[:max], ' ')
	if cut < max/2 {
		cut = max
		for cut > 0 && !utf8.RuneStart(s[cut]) {
			cut--
		}
	}
	return strings.TrimRightFunc(s[:cut], func(r rune) bool { return unicode.IsSpace(r) || unicode.IsPunct(r) }) + "…"
}
