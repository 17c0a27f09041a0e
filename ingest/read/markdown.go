package read

import (
	"fmt"
	"strings"
	"time"

	"github.com/corroborate/corroborate"
	"gopkg.in/yaml.v3"
)

// readMarkdown reads a Markdown file with optional YAML front matter. The body is the text after
// the front matter, Markdown syntax kept, so offsets match the file a journalist has open.
func readMarkdown(name string, data []byte) (*corroborate.Document, error) {
	text, err := textBody(name, data)
	if err != nil {
		return nil, err
	}
	doc := &corroborate.Document{Path: name}
	meta, body, err := splitFrontMatter(text)
	if err != nil {
		return nil, corroborate.Errorf(corroborate.EINVALID, "%s: %v", name, err)
	}
	if meta != "" {
		var fields map[string]any
		if err := yaml.Unmarshal([]byte(meta), &fields); err != nil {
			return nil, corroborate.Errorf(corroborate.EINVALID, "%s: front matter is not valid YAML: %v", name, err)
		}
		applyMeta(name, doc, fields)
	}
	body = strings.TrimLeft(body, "\n")
	if strings.TrimSpace(body) == "" {
		return nil, corroborate.Errorf(corroborate.EINVALID, "%s: empty (no text after the front matter)", name)
	}
	doc.Body = body
	if doc.Title == "" {
		doc.Title = markdownHeading(body)
	}
	if doc.Title == "" {
		doc.Title = firstLine(body)
	}
	return doc, nil
}

// splitFrontMatter separates a leading "---" YAML block from the rest. A file without one is all
// body.
func splitFrontMatter(text string) (meta, body string, err error) {
	rest, ok := strings.CutPrefix(text, "---\n")
	if !ok {
		return "", text, nil
	}
	if end, ok := strings.CutPrefix(rest, "---"); ok && (end == "" || end[0] == '\n') {
		// Empty front matter.
		return "", strings.TrimPrefix(end, "\n"), nil
	}
	for _, fence := range []string{"\n---\n", "\n...\n"} {
		if i := strings.Index(rest, fence); i >= 0 {
			return rest[:i+1], rest[i+len(fence):], nil
		}
	}
	for _, fence := range []string{"\n---", "\n..."} {
		if strings.HasSuffix(rest, fence) {
			return rest[:len(rest)-len(fence)+1], "", nil
		}
	}
	return "", "", fmt.Errorf("front matter opened with --- is never closed")
}

// applyMeta copies the known front matter keys into doc; keys are matched without regard to case.
func applyMeta(name string, doc *corroborate.Document, fields map[string]any) {
	get := func(keys ...string) string {
		for _, k := range keys {
			if s := metaString(fields[k]); s != "" {
				return s
			}
			for fk, v := range fields {
				if strings.EqualFold(fk, k) {
					if s := metaString(v); s != "" {
						return s
					}
				}
			}
		}
		return ""
	}
	doc.Title = oneLine(get("title", "headline"))
	doc.Source = oneLine(get("source", "publisher", "outlet", "site_name"))
	doc.URL = oneLine(get("url", "link", "canonical"))
	doc.Author = oneLine(get("author", "authors", "byline"))
	doc.Published = published(name, get("published", "date", "published_at", "pubdate"))
}

// metaString renders a YAML value as metadata text: YAML reads unquoted dates as timestamps and
// author lists as sequences.
func metaString(v any) string {
	switch v := v.(type) {
	case nil:
		return ""
	case string:
		return strings.TrimSpace(v)
	case time.Time:
		return v.Format(time.RFC3339)
	case []any:
		parts := make([]string, 0, len(v))
		for _, x := range v {
			if s := metaString(x); s != "" {
				parts = append(parts, s)
			}
		}
		return strings.Join(parts, ", ")
	case map[string]any:
		// An author given as {name: ..., email: ...}.
		if s, ok := v["name"].(string); ok {
			return strings.TrimSpace(s)
		}
		return ""
	}
	return strings.TrimSpace(fmt.Sprint(v))
}

// markdownHeading returns the text of the first level-one ATX heading ("# Title"), if any.
func markdownHeading(body string) string {
	for line := range strings.Lines(body) {
		line = strings.TrimRight(line, "\n")
		if h, ok := strings.CutPrefix(strings.TrimLeft(line, " "), "# "); ok {
			h = strings.TrimSpace(strings.TrimRight(strings.TrimSpace(h), "#"))
			if h != "" {
				return shorten(h, maxTitle)
			}
		}
	}
	return ""
}
