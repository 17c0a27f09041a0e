// Package search is the full-text index of passages, on bleve. It implements
// corroborate.SearchIndex: one bleve document per passage, plus one marker document per
// indexed document so that membership questions do not need a scan.
package search

import (
	"errors"
	"os"
	"sort"
	"strings"
	"sync"

	"github.com/blevesearch/bleve/v2"
	"github.com/blevesearch/bleve/v2/index/scorch"
	"github.com/blevesearch/bleve/v2/search/query"
	"github.com/corroborate/corroborate"
)

var _ corroborate.SearchIndex = (*Index)(nil)

// internalMappingKey holds mappingVersion inside the index.
var internalMappingKey = []byte("corroborate.mapping")

// openTimeout bounds the wait for the index's file lock, which another process (a running
// server, say) may hold; bleve would otherwise wait forever.
const openTimeout = "5s"

// pageSize is how many ids one internal listing query fetches at a time.
const pageSize = 1000

// Index is an on-disk bleve index of passages. It is safe for concurrent use.
type Index struct {
	dir   string
	index bleve.Index
	// mu serialises writers: replacing a document reads its old passages and then writes a
	// batch, and two writers of the same document must not interleave.
	mu sync.Mutex
}

// Open opens the on-disk index at dir (creating it with the mapping if missing).
func Open(dir string) (*Index, error) {
	if dir == "" {
		return nil, corroborate.Errorf(corroborate.EINVALID, "search index: no directory given")
	}
	config := map[string]any{"bolt_timeout": openTimeout}
	idx, err := bleve.OpenUsing(dir, config)
	if errors.Is(err, bleve.ErrorIndexPathDoesNotExist) {
		return create(dir, config)
	} else if err != nil {
		return nil, corroborate.Wrap(corroborate.EUNAVAILABLE, err, "search index %s cannot be opened", dir)
	}
	version, err := idx.GetInternal(internalMappingKey)
	if err != nil {
		idx.Close()
		return nil, corroborate.Wrap(corroborate.EUNAVAILABLE, err, "search index %s cannot be read", dir)
	}
	if string(version) != mappingVersion {
		idx.Close()
		return nil, corroborate.Errorf(corroborate.ECONFLICT,
			"search index %s has mapping version %q, this build needs %q: remove the folder and re-ingest",
			dir, version, mappingVersion)
	}
	return &Index{dir: dir, index: idx}, nil
}

func create(dir string, config map[string]any) (*Index, error) {
	m, err := newMapping()
	if err != nil {
		return nil, corroborate.Wrap(corroborate.EINTERNAL, err, "search index mapping")
	}
	if err := os.MkdirAll(parentDir(dir), 0o755); err != nil {
		return nil, corroborate.Wrap(corroborate.EUNAVAILABLE, err, "search index %s cannot be created", dir)
	}
	idx, err := bleve.NewUsing(dir, m, scorch.Name, scorch.Name, config)
	if err != nil {
		return nil, corroborate.Wrap(corroborate.EUNAVAILABLE, err, "search index %s cannot be created", dir)
	}
	if err := idx.SetInternal(internalMappingKey, []byte(mappingVersion)); err != nil {
		idx.Close()
		return nil, corroborate.Wrap(corroborate.EUNAVAILABLE, err, "search index %s cannot be written", dir)
	}
	return &Index{dir: dir, index: idx}, nil
}

func parentDir(dir string) string {
	dir = strings.TrimRight(dir, string(os.PathSeparator))
	if i := strings.LastIndexByte(dir, os.PathSeparator); i > 0 {
		return dir[:i]
	}
	return "."
}

// Dir returns the folder the index lives in.
func (x *Index) Dir() string { return x.dir }

// Close flushes and closes the index.
func (x *Index) Close() error {
	if err := x.index.Close(); err != nil {
		return corroborate.Wrap(corroborate.EINTERNAL, err, "search index %s cannot be closed", x.dir)
	}
	return nil
}

// IndexDocument adds or replaces every passage of doc, and its marker, in one batch; the old
// passages of the same document id are deleted in that batch, so re-indexing is idempotent even
// when the passages changed.
func (x *Index) IndexDocument(doc *corroborate.Document) error {
	return x.IndexDocuments([]*corroborate.Document{doc})
}

// IndexDocuments is IndexDocument for many documents in one batch. Each batch waits for its
// segment to reach the disk, so bulk ingest should hand over documents in groups; a later
// document with the same id as an earlier one wins.
func (x *Index) IndexDocuments(docs []*corroborate.Document) error {
	last := make(map[string]int, len(docs))
	for i, doc := range docs {
		if doc == nil || doc.ID == "" {
			return corroborate.Errorf(corroborate.EINVALID, "search index: document %d of %d has no id", i+1, len(docs))
		}
		last[doc.ID] = i
	}
	x.mu.Lock()
	defer x.mu.Unlock()

	b := x.index.NewBatch()
	for i, doc := range docs {
		if last[doc.ID] != i {
			continue
		}
		old, err := x.passageIDs(doc.ID)
		if err != nil {
			return err
		}
		for _, id := range old {
			b.Delete(id)
		}
		for _, p := range passageDocs(doc) {
			if err := b.Index(p.id, p.fields); err != nil {
				return corroborate.Wrap(corroborate.EINTERNAL, err, "search index: passage %s of %s", p.id, doc.Path)
			}
		}
		marker := map[string]any{fieldKind: kindDocument, fieldDocumentID: doc.ID, fieldPath: doc.Path}
		if err := b.Index(markerID(doc.ID), marker); err != nil {
			return corroborate.Wrap(corroborate.EINTERNAL, err, "search index: document %s", doc.Path)
		}
	}
	if err := x.index.Batch(b); err != nil {
		return x.storeError(err, "search index: %d documents cannot be written", len(last))
	}
	return nil
}

// DeleteDocument removes every passage of the document and its marker. Deleting a document that
// is not indexed is not an error.
func (x *Index) DeleteDocument(id string) error {
	if id == "" {
		return corroborate.Errorf(corroborate.EINVALID, "search index: document id is empty")
	}
	x.mu.Lock()
	defer x.mu.Unlock()

	old, err := x.passageIDs(id)
	if err != nil {
		return err
	}
	b := x.index.NewBatch()
	for _, pid := range old {
		b.Delete(pid)
	}
	b.Delete(markerID(id))
	if err := x.index.Batch(b); err != nil {
		return x.storeError(err, "search index: document %s cannot be deleted", id)
	}
	return nil
}

// HasDocument reports whether the document is indexed, by looking up its marker.
func (x *Index) HasDocument(id string) (bool, error) {
	if id == "" {
		return false, nil
	}
	d, err := x.index.Document(markerID(id))
	if err != nil {
		return false, x.storeError(err, "search index: document %s cannot be looked up", id)
	}
	return d != nil, nil
}

// DocumentIDs lists, sorted, the ids of the indexed documents.
func (x *Index) DocumentIDs() ([]string, error) {
	ids, err := x.allIDs(termQuery(fieldKind, kindDocument))
	if err != nil {
		return nil, err
	}
	for i, id := range ids {
		ids[i] = strings.TrimPrefix(id, markerID(""))
	}
	sort.Strings(ids)
	return ids, nil
}

// Count returns the number of indexed passages; markers are not counted.
func (x *Index) Count() (uint64, error) {
	req := bleve.NewSearchRequestOptions(termQuery(fieldKind, kindPassage), 0, 0, false)
	res, err := x.index.Search(req)
	if err != nil {
		return 0, x.storeError(err, "search index: passages cannot be counted")
	}
	return res.Total, nil
}

// passageIDs lists the ids of the indexed passages of one document.
func (x *Index) passageIDs(documentID string) ([]string, error) {
	return x.allIDs(bleve.NewConjunctionQuery(
		termQuery(fieldKind, kindPassage),
		termQuery(fieldDocumentID, documentID),
	))
}

// allIDs pages through every match of q in id order; search-after keeps each page as cheap as
// the first however many there are.
func (x *Index) allIDs(q query.Query) ([]string, error) {
	var ids []string
	var after []string
	for {
		req := bleve.NewSearchRequestOptions(q, pageSize, 0, false)
		req.SortBy([]string{"_id"})
		req.SearchAfter = after
		res, err := x.index.Search(req)
		if err != nil {
			return nil, x.storeError(err, "search index: ids cannot be listed")
		}
		for _, h := range res.Hits {
			ids = append(ids, h.ID)
		}
		if len(res.Hits) < pageSize {
			return ids, nil
		}
		after = []string{res.Hits[len(res.Hits)-1].ID}
	}
}

func termQuery(field, term string) query.Query {
	q := bleve.NewTermQuery(term)
	q.SetField(field)
	return q
}

// storeError wraps a failure of the index itself: a closed index is unavailable, anything else
// is unexpected.
func (x *Index) storeError(err error, format string, args ...any) error {
	code := corroborate.EINTERNAL
	if errors.Is(err, bleve.ErrorIndexClosed) {
		code = corroborate.EUNAVAILABLE
	}
	return corroborate.Wrap(code, err, format, args...)
}
