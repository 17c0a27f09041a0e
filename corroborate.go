// Package corroborate holds the domain of Corroborate: documents cut into passages, the
// entities, quantities, dates and quotes read from them, and the claims that sources make.
//
// The root package knows no database, index or web framework. The packages below it each wrap
// one dependency (graph: Neo4j, search: bleve, api: gin) and implement the interfaces declared
// here; cmd/corroborate wires them together.
package corroborate

import "context"

// DocumentStore is the graph of record: documents, passages, entities, claims.
type DocumentStore interface {
	// DocumentExists reports whether a document with this id is fully stored.
	DocumentExists(ctx context.Context, id string) (bool, error)
	// WriteDocuments stores documents with their passages, extraction and claims in one
	// transaction: each is either fully stored or not at all.
	WriteDocuments(ctx context.Context, docs []*Document) error
	// DeleteDocument removes a document, its passages and its claims; ENOTFOUND when absent.
	DeleteDocument(ctx context.Context, id string) error
	// DocumentIDs lists the ids of every stored document (used to reconcile the search index).
	DocumentIDs(ctx context.Context) ([]string, error)
	// Stats counts what the store holds, by kind ("documents", "passages", ...).
	Stats(ctx context.Context) (map[string]int64, error)
}

// SearchIndex is the full-text index of passages.
type SearchIndex interface {
	// IndexDocument adds (or replaces) every passage of the document.
	IndexDocument(doc *Document) error
	// DeleteDocument removes every passage of the document.
	DeleteDocument(id string) error
	// HasDocument reports whether the document's passages are indexed.
	HasDocument(id string) (bool, error)
	// DocumentIDs lists the documents the index holds.
	DocumentIDs() ([]string, error)
	// Search runs a query and returns hits with offsets and highlighted fragments.
	Search(req SearchRequest) (*SearchResult, error)
	// Count returns the number of indexed passages.
	Count() (uint64, error)
	Close() error
}
