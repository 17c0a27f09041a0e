package search

import (
	"github.com/blevesearch/bleve/v2"
	"github.com/blevesearch/bleve/v2/analysis/analyzer/custom"
	"github.com/blevesearch/bleve/v2/analysis/analyzer/keyword"
	"github.com/blevesearch/bleve/v2/analysis/lang/en"
	"github.com/blevesearch/bleve/v2/analysis/token/lowercase"
	"github.com/blevesearch/bleve/v2/analysis/tokenizer/single"
	"github.com/blevesearch/bleve/v2/mapping"
)

// mappingVersion is stored inside the index; bump it whenever newMapping changes so that an
// index built by an older binary is reported instead of silently searched with the wrong fields.
const mappingVersion = "1"

// Field names of the bleve documents. Marker documents carry only fieldKind and fieldDocumentID.
const (
	fieldKind        = "kind"
	fieldDocumentID  = "document_id"
	fieldPath        = "path"
	fieldTitle       = "title"
	fieldSource      = "source"
	fieldSourceKey   = "source_key" // lower-cased source, for case-insensitive filtering
	fieldPublished   = "published"
	fieldYear        = "year"
	fieldStart       = "start"
	fieldEnd         = "end"
	fieldText        = "text"
	fieldEntities    = "entities"
	fieldEntityText  = "entity_text" // entity names analysed like text, for boosted matching
	fieldEntityTypes = "entity_types"
)

// Values of fieldKind.
const (
	kindPassage  = "passage"
	kindDocument = "document"
)

const analyzerKeywordLower = "keyword_lower"

// newMapping declares every field explicitly; nothing is indexed dynamically, so a new field in
// the bleve document has no effect until it is mapped here.
func newMapping() (mapping.IndexMapping, error) {
	im := bleve.NewIndexMapping()
	if err := im.AddCustomAnalyzer(analyzerKeywordLower, map[string]any{
		"type":          custom.Name,
		"tokenizer":     single.Name,
		"token_filters": []string{lowercase.Name},
	}); err != nil {
		return nil, err
	}
	im.DefaultAnalyzer = en.AnalyzerName
	im.DefaultField = fieldText
	im.IndexDynamic = false
	im.StoreDynamic = false
	im.DocValuesDynamic = false

	dm := bleve.NewDocumentStaticMapping()
	dm.AddFieldMappingsAt(fieldKind, keywordField(false, false))
	dm.AddFieldMappingsAt(fieldDocumentID, keywordField(true, false))
	dm.AddFieldMappingsAt(fieldPath, keywordField(true, false))
	dm.AddFieldMappingsAt(fieldTitle, textField(en.AnalyzerName, true))

	sourceKey := keywordField(false, false)
	sourceKey.Name = fieldSourceKey
	sourceKey.Analyzer = analyzerKeywordLower
	dm.AddFieldMappingsAt(fieldSource, keywordField(true, true), sourceKey)

	published := bleve.NewDateTimeFieldMapping()
	published.IncludeInAll = false
	published.DocValues = false
	dm.AddFieldMappingsAt(fieldPublished, published)
	dm.AddFieldMappingsAt(fieldYear, keywordField(false, true))

	for _, name := range []string{fieldStart, fieldEnd} {
		f := bleve.NewNumericFieldMapping()
		f.IncludeInAll = false
		f.DocValues = false
		dm.AddFieldMappingsAt(name, f)
	}

	dm.AddFieldMappingsAt(fieldText, textField(en.AnalyzerName, true))

	entityText := textField(en.AnalyzerName, false)
	entityText.Name = fieldEntityText
	dm.AddFieldMappingsAt(fieldEntities, keywordField(true, true), entityText)
	dm.AddFieldMappingsAt(fieldEntityTypes, keywordField(false, true))

	im.DefaultMapping = dm
	return im, nil
}

// keywordField indexes the whole value as one term; docValues is needed only for facets. Term
// vectors are kept because a quoted value (source:"The Guardian") is a phrase query, and bleve
// answers a phrase, even of one term, from positions.
func keywordField(store, docValues bool) *mapping.FieldMapping {
	f := bleve.NewKeywordFieldMapping()
	f.Analyzer = keyword.Name
	f.Store = store
	f.IncludeTermVectors = true
	f.IncludeInAll = false
	f.DocValues = docValues
	return f
}

// textField is analysed; term vectors are what phrase queries and the highlighter's <mark> tags
// are computed from.
func textField(analyzer string, store bool) *mapping.FieldMapping {
	f := bleve.NewTextFieldMapping()
	f.Analyzer = analyzer
	f.Store = store
	f.IncludeTermVectors = true
	f.IncludeInAll = false
	f.DocValues = false
	return f
}
