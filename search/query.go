package search

import (
	"context"
	"errors"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/blevesearch/bleve/v2/analysis/analyzer/keyword"
	"github.com/blevesearch/bleve/v2/analysis/lang/en"
	"github.com/blevesearch/bleve/v2/mapping"
	bsearch "github.com/blevesearch/bleve/v2/search"
	"github.com/blevesearch/bleve/v2/search/query"
	"github.com/blevesearch/bleve/v2/search/searcher"
	index "github.com/blevesearch/bleve_index_api"
	"github.com/corroborate/corroborate"
)

// Bounds on a user's query string: both keep one request from costing more than a page of
// ordinary searches.
const (
	MaxQueryLength = 1000 // bytes
	MaxQueryTerms  = 32   // words and clauses
)

// entityBoost weighs a match on an entity name over the same match in passage text: a passage
// that names the person asked about ranks above one that only shares a word.
const entityBoost = 3.0

// parseQuery parses a bleve query string, enforces the bounds, and rewrites unfielded words and
// phrases to match passage text or entity names. An empty string (or "*") matches everything.
func parseQuery(s string) (query.Query, error) {
	if len(s) > MaxQueryLength {
		return nil, corroborate.Errorf(corroborate.EINVALID,
			"query: %d characters, at most %d allowed", len(s), MaxQueryLength)
	}
	if !utf8.ValidString(s) {
		return nil, corroborate.Errorf(corroborate.EINVALID, "query: not valid UTF-8")
	}
	s = strings.TrimSpace(s)
	if s == "" || s == "*" {
		return query.NewMatchAllQuery(), nil
	}
	q, err := query.NewQueryStringQuery(s).Parse()
	if err != nil {
		// The parser's messages ("unterminated quote", "syntax error") are safe to show.
		return nil, corroborate.Wrap(corroborate.EINVALID, err, "query: %v (query was: %s)", err, s)
	}
	if n := countTerms(q); n > MaxQueryTerms {
		return nil, corroborate.Errorf(corroborate.EINVALID,
			"query: %d terms or clauses, at most %d allowed", n, MaxQueryTerms)
	}
	// Bleve, like Lucene, makes unprefixed clauses optional as soon as one clause is +required,
	// so `"smoking gun" +source:CNN` would list every CNN passage. People read it as "the
	// phrase, from CNN": at least one unprefixed clause must match whatever else is required.
	if bq, ok := q.(*query.BooleanQuery); ok && bq.Should != nil {
		if d, ok := bq.Should.(*query.DisjunctionQuery); ok && len(d.Disjuncts) > 0 {
			d.SetMin(1)
		}
	}
	if v, ok := q.(query.ValidatableQuery); ok {
		if err := v.Validate(); err != nil {
			return nil, corroborate.Wrap(corroborate.EINVALID, err, "query: %v (query was: %s)", err, s)
		}
	}
	return &userQuery{q: expand(q)}, nil
}

// countTerms counts the leaf clauses of a parsed query, a word or phrase counting once per word.
func countTerms(q query.Query) int {
	switch q := q.(type) {
	case *query.BooleanQuery:
		return countTerms(q.Must) + countTerms(q.Should) + countTerms(q.MustNot)
	case *query.ConjunctionQuery:
		n := 0
		for _, c := range q.Conjuncts {
			n += countTerms(c)
		}
		return n
	case *query.DisjunctionQuery:
		// A bare number parses as "the word or the value": one clause for the user.
		if isNumberClause(q) {
			return 1
		}
		n := 0
		for _, c := range q.Disjuncts {
			n += countTerms(c)
		}
		return n
	case *query.MatchQuery:
		return max(1, countWords(q.Match))
	case *query.MatchPhraseQuery:
		return max(1, countWords(q.MatchPhrase))
	case nil:
		return 0
	default:
		return 1
	}
}

func isNumberClause(q *query.DisjunctionQuery) bool {
	if len(q.Disjuncts) != 2 {
		return false
	}
	_, m := q.Disjuncts[0].(*query.MatchQuery)
	_, r := q.Disjuncts[1].(*query.NumericRangeQuery)
	return m && r
}

func countWords(s string) int {
	return len(strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }))
}

// fieldAlias is an indexed field that answers a field name users type, with the analyzer its
// terms were indexed with: bleve looks analyzers up by property path, and these fields are
// second mappings of their property, so the query must name the analyzer itself.
type fieldAlias struct {
	field, analyzer string
}

// fieldAliases make the field names users type answer case-insensitively: source:cnn finds CNN,
// entity:velden finds Mara Velden, type:person finds PERSON.
var fieldAliases = map[string]fieldAlias{
	fieldSource:   {fieldSourceKey, analyzerKeywordLower},
	"entity":      {fieldEntityText, en.AnalyzerName},
	fieldEntities: {fieldEntityText, en.AnalyzerName},
	"type":        {fieldEntityTypes, keyword.Name},
}

// renameField points a fielded word or phrase at the field that answers it; entity types are
// indexed upper-case, as corroborate names them.
func renameField(field string, text, analyzer *string) string {
	to, ok := fieldAliases[field]
	if !ok {
		return field
	}
	if to.field == fieldEntityTypes {
		*text = strings.ToUpper(*text)
	}
	*analyzer = to.analyzer
	return to.field
}

// expand rewrites, in place, every unfielded word or phrase into "in the text, or (boosted) in
// the names of the entities the passage mentions", and points fielded ones at the field that
// answers them.
func expand(q query.Query) query.Query {
	switch q := q.(type) {
	case *query.BooleanQuery:
		if q.Must != nil {
			q.Must = expand(q.Must)
		}
		if q.Should != nil {
			q.Should = expand(q.Should)
		}
		if q.MustNot != nil {
			q.MustNot = expand(q.MustNot)
		}
	case *query.ConjunctionQuery:
		for i, c := range q.Conjuncts {
			q.Conjuncts[i] = expand(c)
		}
	case *query.DisjunctionQuery:
		for i, c := range q.Disjuncts {
			q.Disjuncts[i] = expand(c)
		}
	case *query.MatchQuery:
		if q.FieldVal != "" {
			q.SetField(renameField(q.FieldVal, &q.Match, &q.Analyzer))
		} else {
			text, names := *q, *q
			text.SetField(fieldText)
			names.SetField(fieldEntityText)
			names.Analyzer = en.AnalyzerName
			names.SetBoost(q.Boost() * entityBoost)
			return &anyField{alts: []query.Query{&text, &names}}
		}
	case *query.MatchPhraseQuery:
		if q.FieldVal != "" {
			q.SetField(renameField(q.FieldVal, &q.MatchPhrase, &q.Analyzer))
		} else {
			text, names := *q, *q
			text.SetField(fieldText)
			names.SetField(fieldEntityText)
			names.Analyzer = en.AnalyzerName
			names.SetBoost(q.Boost() * entityBoost)
			return &anyField{alts: []query.Query{&text, &names}}
		}
	}
	return q
}

// anyField matches what any of its alternatives matches. Unlike a plain DisjunctionQuery it
// drops alternatives that analyse to nothing (a stop word), and is itself "match none" when all
// do, so that the query-string clause around it can drop it in turn: "+the +gun" still finds gun.
type anyField struct {
	alts []query.Query
}

func (q *anyField) Searcher(ctx context.Context, r index.IndexReader, m mapping.IndexMapping, opts bsearch.SearcherOptions) (bsearch.Searcher, error) {
	ss := make([]bsearch.Searcher, 0, len(q.alts))
	for _, alt := range q.alts {
		s, err := alt.Searcher(ctx, r, m, opts)
		if err != nil {
			for _, s := range ss {
				_ = s.Close()
			}
			return nil, err
		}
		if _, none := s.(*searcher.MatchNoneSearcher); none {
			continue
		}
		ss = append(ss, s)
	}
	switch len(ss) {
	case 0:
		return searcher.NewMatchNoneSearcher(r)
	case 1:
		return ss[0], nil
	}
	return searcher.NewDisjunctionSearcher(ctx, r, ss, 1, opts)
}

// userQuery marks the part of a search that came from the user, so that a failure to build its
// searcher (a bad regular expression, too much fuzziness, too many expanded terms) is reported
// as the user's mistake rather than as a failure of the index.
type userQuery struct {
	q query.Query
}

func (q *userQuery) Searcher(ctx context.Context, r index.IndexReader, m mapping.IndexMapping, opts bsearch.SearcherOptions) (bsearch.Searcher, error) {
	s, err := q.q.Searcher(ctx, r, m, opts)
	if err != nil {
		return nil, &queryError{err: err}
	}
	return s, nil
}

type queryError struct{ err error }

func (e *queryError) Error() string { return e.err.Error() }
func (e *queryError) Unwrap() error { return e.err }

func isQueryError(err error) bool {
	var qe *queryError
	return errors.As(err, &qe)
}
