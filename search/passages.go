package search

import (
	"fmt"
	"log/slog"
	"sort"
	"strconv"
	"time"

	"github.com/corroborate/corroborate"
)

// markerID is the id of the one bleve document that says a document is indexed. Passage ids are
// "<document id>:<index>" with a hex document id, so the "doc:" prefix cannot collide with them.
func markerID(documentID string) string { return "doc:" + documentID }

// indexedPassage is one bleve document: a passage with the metadata a hit shows and filters on.
type indexedPassage struct {
	id     string
	fields map[string]any
}

// passageDocs turns a document into the bleve documents of its passages.
func passageDocs(doc *corroborate.Document) []indexedPassage {
	base := map[string]any{
		fieldKind:       kindPassage,
		fieldDocumentID: doc.ID,
		fieldPath:       doc.Path,
	}
	if doc.Title != "" {
		base[fieldTitle] = doc.Title
	}
	if doc.Source != "" {
		base[fieldSource] = doc.Source
	}
	if doc.Published != "" {
		if t, err := time.Parse(time.DateOnly, doc.Published); err == nil {
			// Indexed as the ISO string so the stored value comes back in the same layout.
			base[fieldPublished] = doc.Published
			base[fieldYear] = strconv.Itoa(t.Year())
		} else {
			slog.Warn("search: published date not indexed", "document", doc.ID, "path", doc.Path, "published", doc.Published)
		}
	}

	mentions := sortedMentions(doc.Extraction)
	out := make([]indexedPassage, 0, len(doc.Passages))
	for _, p := range doc.Passages {
		id := p.ID
		if id == "" {
			id = fmt.Sprintf("%s:%d", doc.ID, p.Index)
		}
		fields := make(map[string]any, len(base)+6)
		for k, v := range base {
			fields[k] = v
		}
		fields[fieldStart] = p.Start
		fields[fieldEnd] = p.End
		fields[fieldText] = p.Text
		if names, types := entitiesWithin(mentions, p.Start, p.End); len(names) > 0 {
			fields[fieldEntities] = names
			fields[fieldEntityTypes] = types
		}
		out = append(out, indexedPassage{id: id, fields: fields})
	}
	return out
}

// mention is one entity mention with the entity it belongs to.
type mention struct {
	start, end int
	name       string
	typ        string
}

func sortedMentions(x *corroborate.Extraction) []mention {
	if x == nil {
		return nil
	}
	var ms []mention
	for _, e := range x.Entities {
		if e.Name == "" {
			continue
		}
		for _, m := range e.Mentions {
			ms = append(ms, mention{start: m.Start, end: m.End, name: e.Name, typ: string(e.Type)})
		}
	}
	sort.Slice(ms, func(i, j int) bool { return ms[i].start < ms[j].start })
	return ms
}

// entitiesWithin returns, in order of first mention and without repeats, the names and types of
// the entities mentioned wholly inside [start, end).
func entitiesWithin(ms []mention, start, end int) (names, types []string) {
	i := sort.Search(len(ms), func(i int) bool { return ms[i].start >= start })
	seenName := map[string]bool{}
	seenType := map[string]bool{}
	for ; i < len(ms) && ms[i].start < end; i++ {
		m := ms[i]
		if m.end > end {
			continue
		}
		if !seenName[m.name] {
			seenName[m.name] = true
			names = append(names, m.name)
		}
		if m.typ != "" && !seenType[m.typ] {
			seenType[m.typ] = true
			types = append(types, m.typ)
		}
	}
	return names, types
}
