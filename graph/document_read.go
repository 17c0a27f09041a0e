package graph

import (
	"context"
	"regexp"
	"sort"
	"strings"
	"time"

	"github.com/corroborate/corroborate"
)

var _ corroborate.DocumentService = (*Store)(nil)

// Listing bounds: a page is at most MaxLimit documents, DefaultLimit when the filter says 0.
const (
	DefaultLimit = 20
	MaxLimit     = 500
)

// isoBound is a date bound as a filter takes it: a year, a month or a day.
var isoBound = regexp.MustCompile(`^\d{4}(-\d{2}(-\d{2})?)?$`)

// FindDocuments lists documents, newest first, without body or extraction, and the total that
// match the filter.
func (s *Store) FindDocuments(ctx context.Context, f corroborate.DocumentFilter) ([]*corroborate.Document, int, error) {
	offset, limit, err := page(f.Offset, f.Limit)
	if err != nil {
		return nil, 0, err
	}
	if f.From != "" && !isoBound.MatchString(f.From) {
		return nil, 0, corroborate.Errorf(corroborate.EINVALID, "from: %q is not a date like 2014-01-20, 2014-01 or 2014", f.From)
	}
	if f.To != "" && !isoBound.MatchString(f.To) {
		return nil, 0, corroborate.Errorf(corroborate.EINVALID, "to: %q is not a date like 2014-01-20, 2014-01 or 2014", f.To)
	}
	toExcl := ""
	if f.To != "" {
		toExcl = f.To + "~"
	}
	recs, err := s.read(ctx, "document_find", map[string]any{
		"source": f.Source, "from": f.From, "to_excl": toExcl, "path": f.Path,
		"offset": offset, "limit": limit,
	})
	if err != nil {
		return nil, 0, err
	}
	if len(recs) == 0 {
		return []*corroborate.Document{}, 0, nil
	}
	v, _ := recs[0].Get("docs")
	rows := asSlice(v)
	docs := make([]*corroborate.Document, 0, len(rows))
	for _, r := range rows {
		m, _ := r.(map[string]any)
		docs = append(docs, documentFromMap(m))
	}
	return docs, int(num(recs[0], "total")), nil
}

// FindDocument returns one document by id or path with its body, passages and a rebuilt
// extraction: entities with the mentions this document makes of them, their roles, and every
// quantity, date and quote with its byte span. An entity's Aliases here are the other forms this
// document writes it in (the graph's alias list spans every document).
func (s *Store) FindDocument(ctx context.Context, idOrPath string) (*corroborate.Document, error) {
	if idOrPath == "" {
		return nil, corroborate.Errorf(corroborate.EINVALID, "document: empty id")
	}
	recs, err := s.read(ctx, "document_get", map[string]any{"key": idOrPath})
	if err != nil {
		return nil, err
	}
	if len(recs) == 0 {
		return nil, corroborate.Errorf(corroborate.ENOTFOUND, "no document with id or path %q", idOrPath)
	}
	r := recs[0]
	m := make(map[string]any, len(r.Keys))
	for i, k := range r.Keys {
		m[k] = r.Values[i]
	}
	doc := documentFromMap(m)
	doc.Body = mstr(m, "body")
	for _, p := range mlist(m, "passages") {
		doc.Passages = append(doc.Passages, corroborate.Passage{
			ID: mstr(p, "id"), DocumentID: doc.ID, Index: mint(p, "index"),
			Start: mint(p, "start"), End: mint(p, "end"), Text: mstr(p, "text"),
		})
	}
	doc.Extraction = extractionFromMap(m)
	doc.Claims = claimsFromMap(doc, m)
	return doc, nil
}

// claimsFromMap reads the claims document_get returns, each with its group's id and verdict,
// so a reader can tell which statements of the document other sources dispute.
func claimsFromMap(doc *corroborate.Document, m map[string]any) []corroborate.Claim {
	rows := mlist(m, "claims")
	out := make([]corroborate.Claim, 0, len(rows))
	for _, c := range rows {
		out = append(out, corroborate.Claim{
			ID: mstr(c, "id"), Key: mstr(c, "key"), Kind: corroborate.ClaimKind(mstr(c, "kind")),
			DocumentID: doc.ID, PassageID: mstr(c, "passage_id"), Path: doc.Path, Source: doc.Source,
			Text: mstr(c, "text"), Start: mint(c, "start"), End: mint(c, "end"),
			Value: mstr(c, "value"), Number: mfloat(c, "number"), Low: mfloat(c, "low"), High: mfloat(c, "high"),
			Qualifier: corroborate.Qualifier(mstr(c, "qualifier")), Unit: mstr(c, "unit"),
			Speaker: mstr(c, "speaker"), About: nonEmpty(strList(c["about"])),
			AttributedTo: mstr(c, "attributed_to"), Origin: mstr(c, "origin"),
			GroupID: mstr(c, "group_id"), Status: corroborate.ClaimStatus(mstr(c, "status")),
		})
	}
	return out
}

// nonEmpty turns an empty list into nil, so that an omitempty field is left out.
func nonEmpty(list []string) []string {
	if len(list) == 0 {
		return nil
	}
	return list
}

// extractionFromMap rebuilds an Extraction from the lists document_get returns.
func extractionFromMap(m map[string]any) *corroborate.Extraction {
	x := &corroborate.Extraction{
		Entities: []corroborate.Entity{}, Quantities: []corroborate.Quantity{},
		Dates: []corroborate.Date{}, Quotes: []corroborate.Quote{},
	}
	byID := map[string]int{}
	for _, mm := range mlist(m, "mentions") {
		id := mstr(mm, "id")
		i, ok := byID[id]
		if !ok {
			i = len(x.Entities)
			byID[id] = i
			x.Entities = append(x.Entities, corroborate.Entity{
				ID: id, Key: mstr(mm, "key"), Name: mstr(mm, "name"),
				Type:    corroborate.EntityType(mstr(mm, "type")),
				Aliases: []string{}, Mentions: []corroborate.Mention{}, Roles: []corroborate.Role{},
			})
		}
		e := &x.Entities[i]
		text := mstr(mm, "text")
		e.Mentions = append(e.Mentions, corroborate.Mention{Start: mint(mm, "start"), End: mint(mm, "end"), Text: text})
		if text != "" && text != e.Name && !contains(e.Aliases, text) {
			e.Aliases = append(e.Aliases, text)
		}
	}
	for _, r := range mlist(m, "roles") {
		i, ok := byID[mstr(r, "entity_id")]
		if !ok {
			continue
		}
		x.Entities[i].Roles = append(x.Entities[i].Roles, corroborate.Role{
			Title: mstr(r, "title"), Org: mstr(r, "org"), Text: mstr(r, "text"),
			Start: mint(r, "start"), End: mint(r, "end"),
		})
	}
	// Entities in order of first mention, as the extract stage produces them.
	sort.SliceStable(x.Entities, func(a, b int) bool {
		return x.Entities[a].Mentions[0].Start < x.Entities[b].Mentions[0].Start
	})
	for _, q := range mlist(m, "quantities") {
		x.Quantities = append(x.Quantities, corroborate.Quantity{
			Value: mfloat(q, "value"), Noun: mstr(q, "noun"), Of: mstr(q, "of"), Unit: mstr(q, "unit"),
			Qualifier: corroborate.Qualifier(mstr(q, "qualifier")), Low: mfloat(q, "low"),
			High: mfloat(q, "high"), Rate: mstr(q, "rate"), Text: mstr(q, "text"),
			Start: mint(q, "start"), End: mint(q, "end"),
		})
	}
	for _, t := range mlist(m, "dates") {
		x.Dates = append(x.Dates, corroborate.Date{
			Text: mstr(t, "text"), ISO: mstr(t, "iso"), Granularity: corroborate.Granularity(mstr(t, "granularity")),
			Resolved: mbool(t, "resolved"), Relative: mbool(t, "relative"),
			Start: mint(t, "start"), End: mint(t, "end"),
		})
	}
	for _, u := range mlist(m, "quotes") {
		x.Quotes = append(x.Quotes, corroborate.Quote{
			Text: mstr(u, "text"), Speaker: mstr(u, "speaker"), Partial: mbool(u, "partial"),
			Start: mint(u, "start"), End: mint(u, "end"),
			SpeakerStart: mint(u, "speaker_start"), SpeakerEnd: mint(u, "speaker_end"),
		})
	}
	return x
}

// documentFromMap reads the metadata columns shared by document_find and document_get.
func documentFromMap(m map[string]any) *corroborate.Document {
	d := &corroborate.Document{
		ID: mstr(m, "id"), Path: mstr(m, "path"), Title: mstr(m, "title"), URL: mstr(m, "url"),
		Published: mstr(m, "published"), Author: mstr(m, "author"), SHA256: mstr(m, "sha256"),
		Source: mstr(m, "source"),
	}
	if t, err := time.Parse(time.RFC3339Nano, mstr(m, "ingested_at")); err == nil {
		d.IngestedAt = t.UTC()
	}
	return d
}

// page checks and defaults an offset and limit.
func page(offset, limit int) (int, int, error) {
	if offset < 0 {
		return 0, 0, corroborate.Errorf(corroborate.EINVALID, "offset: %d is negative", offset)
	}
	switch {
	case limit < 0:
		return 0, 0, corroborate.Errorf(corroborate.EINVALID, "limit: %d is negative", limit)
	case limit == 0:
		limit = DefaultLimit
	case limit > MaxLimit:
		limit = MaxLimit
	}
	return offset, limit, nil
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if strings.EqualFold(x, s) {
			return true
		}
	}
	return false
}

// mstr reads a string from a map column, "" when absent or null.
func mstr(m map[string]any, key string) string {
	s, _ := m[key].(string)
	return s
}

// mint reads an integer from a map column.
func mint(m map[string]any, key string) int {
	switch n := m[key].(type) {
	case int64:
		return int(n)
	case float64:
		return int(n)
	}
	return 0
}

// mfloat reads a number from a map column.
func mfloat(m map[string]any, key string) float64 {
	switch n := m[key].(type) {
	case int64:
		return float64(n)
	case float64:
		return n
	}
	return 0
}

func mbool(m map[string]any, key string) bool {
	b, _ := m[key].(bool)
	return b
}

// mlist reads a list of maps from a map column (collect() of map projections).
func mlist(m map[string]any, key string) []map[string]any {
	var out []map[string]any
	for _, v := range asSlice(m[key]) {
		if mm, ok := v.(map[string]any); ok {
			out = append(out, mm)
		}
	}
	return out
}

func strList(v any) []string {
	out := []string{}
	for _, x := range asSlice(v) {
		if s, ok := x.(string); ok {
			out = append(out, s)
		}
	}
	return out
}
