package search

import (
	"strings"
	"time"

	"github.com/blevesearch/bleve/v2"
	"github.com/blevesearch/bleve/v2/search/highlight/highlighter/html"
	"github.com/blevesearch/bleve/v2/search/query"
	"github.com/corroborate/corroborate"
)

// Pagination bounds. A deep offset costs as much as fetching every hit before it.
const (
	DefaultSize = 20
	MaxSize     = 100
	MaxOffset   = 10000
)

// facetSize is how many terms each facet lists.
const facetSize = 20

// facetFields maps the facet names of a SearchResult to the fields they count.
var facetFields = map[string]string{
	"source": fieldSource,
	"entity": fieldEntities,
	"type":   fieldEntityTypes,
	"year":   fieldYear,
}

// hitFields are the stored fields a hit is built from.
var hitFields = []string{
	fieldDocumentID, fieldPath, fieldTitle, fieldSource, fieldPublished,
	fieldText, fieldStart, fieldEnd, fieldEntities,
}

// Search runs a query-string search over passages, filtered by source and publication date,
// and returns one page of hits with <mark>-highlighted fragments and, if asked, facets.
func (x *Index) Search(req corroborate.SearchRequest) (*corroborate.SearchResult, error) {
	br, err := newSearchRequest(req)
	if err != nil {
		return nil, err
	}
	res, err := x.index.Search(br)
	if isQueryError(err) {
		return nil, corroborate.Wrap(corroborate.EINVALID, err, "query: %v (query was: %s)", err, req.Query)
	} else if err != nil {
		return nil, x.storeError(err, "search index: search failed")
	}

	out := &corroborate.SearchResult{Total: res.Total, Hits: make([]corroborate.SearchHit, 0, len(res.Hits))}
	for _, h := range res.Hits {
		hit := corroborate.SearchHit{
			PassageID:  h.ID,
			DocumentID: str(h.Fields[fieldDocumentID]),
			Path:       str(h.Fields[fieldPath]),
			Title:      str(h.Fields[fieldTitle]),
			Source:     str(h.Fields[fieldSource]),
			Published:  isoDate(str(h.Fields[fieldPublished])),
			Text:       str(h.Fields[fieldText]),
			Start:      num(h.Fields[fieldStart]),
			End:        num(h.Fields[fieldEnd]),
			Score:      h.Score,
			Fragments:  h.Fragments[fieldText],
			Entities:   strs(h.Fields[fieldEntities]),
		}
		out.Hits = append(out.Hits, hit)
	}
	if req.Facets {
		out.Facets = make(map[string]map[string]int, len(res.Facets))
		for name, f := range res.Facets {
			counts := map[string]int{}
			if f.Terms != nil {
				for _, t := range f.Terms.Terms() {
					counts[t.Term] = t.Count
				}
			}
			out.Facets[name] = counts
		}
	}
	return out, nil
}

// newSearchRequest validates a request and builds the bleve request for it.
func newSearchRequest(req corroborate.SearchRequest) (*bleve.SearchRequest, error) {
	size := req.Size
	switch {
	case size < 0:
		return nil, corroborate.Errorf(corroborate.EINVALID, "size: %d is negative", size)
	case size == 0:
		size = DefaultSize
	case size > MaxSize:
		size = MaxSize
	}
	if req.Offset < 0 || req.Offset > MaxOffset {
		return nil, corroborate.Errorf(corroborate.EINVALID, "offset: %d is outside 0..%d", req.Offset, MaxOffset)
	}

	user, err := parseQuery(req.Query)
	if err != nil {
		return nil, err
	}
	filters, err := filterQueries(req)
	if err != nil {
		return nil, err
	}

	// The kind term keeps marker documents out. It sits in the scored part, not the filter: a
	// user query that analyses to nothing (only stop words) must then match nothing, whereas a
	// bleve boolean query with an empty must and a filter matches every filtered document.
	q := bleve.NewBooleanQuery()
	q.AddMust(termQuery(fieldKind, kindPassage), user)
	if len(filters) > 0 {
		q.AddFilter(bleve.NewConjunctionQuery(filters...))
	}

	br := bleve.NewSearchRequestOptions(q, size, req.Offset, false)
	br.Fields = hitFields
	br.Highlight = bleve.NewHighlightWithStyle(html.Name)
	br.Highlight.AddField(fieldText)
	// Ties (a match-all browse) are broken by id so that pages do not overlap.
	br.SortBy([]string{"-_score", "_id"})
	if req.Facets {
		for name, field := range facetFields {
			br.AddFacet(name, bleve.NewFacetRequest(field, facetSize))
		}
	}
	return br, nil
}

// filterQueries turns the request's source and date bounds into unscored filters.
func filterQueries(req corroborate.SearchRequest) ([]query.Query, error) {
	var out []query.Query
	if s := strings.TrimSpace(req.Source); s != "" {
		out = append(out, termQuery(fieldSourceKey, strings.ToLower(s)))
	}
	if req.From == "" && req.To == "" {
		return out, nil
	}
	var from, to time.Time
	var err error
	if req.From != "" {
		if from, _, err = parseDateBound(req.From); err != nil {
			return nil, corroborate.Errorf(corroborate.EINVALID, "from: %q is not a date like 2014-01-20, 2014-01 or 2014", req.From)
		}
	}
	if req.To != "" {
		if _, to, err = parseDateBound(req.To); err != nil {
			return nil, corroborate.Errorf(corroborate.EINVALID, "to: %q is not a date like 2014-01-20, 2014-01 or 2014", req.To)
		}
	}
	if !from.IsZero() && !to.IsZero() && !from.Before(to) {
		return nil, corroborate.Errorf(corroborate.EINVALID, "from: %s is after to: %s", req.From, req.To)
	}
	inclusive, exclusive := true, false
	dr := bleve.NewDateRangeInclusiveQuery(from, to, &inclusive, &exclusive)
	dr.SetField(fieldPublished)
	return append(out, dr), nil
}

// parseDateBound reads a day, a month or a year and returns the instant it starts and the
// instant after it ends, so that "to 2014-01" includes the whole of January.
func parseDateBound(s string) (start, end time.Time, err error) {
	s = strings.TrimSpace(s)
	for _, l := range []struct {
		layout  string
		y, m, d int
	}{{time.DateOnly, 0, 0, 1}, {"2006-01", 0, 1, 0}, {"2006", 1, 0, 0}} {
		var t time.Time
		if t, err = time.Parse(l.layout, s); err == nil {
			return t, t.AddDate(l.y, l.m, l.d), nil
		}
	}
	return time.Time{}, time.Time{}, err
}

// isoDate shortens a stored datetime to its day; bleve returns the value in the layout it was
// indexed with, or RFC 3339 where it had none.
func isoDate(s string) string {
	if len(s) > len(time.DateOnly) && s[4] == '-' {
		return s[:len(time.DateOnly)]
	}
	return s
}

func str(v any) string {
	s, _ := v.(string)
	return s
}

func num(v any) int {
	f, _ := v.(float64)
	return int(f)
}

// strs reads a stored multi-valued field, which bleve returns as a bare string when it holds one
// value.
func strs(v any) []string {
	switch v := v.(type) {
	case string:
		return []string{v}
	case []any:
		out := make([]string, 0, len(v))
		for _, x := range v {
			if s, ok := x.(string); ok {
				out = append(out, s)
			}
		}
		return out
	}
	return nil
}
