package ingest

import (
	"context"
	"time"

	"github.com/corroborate/corroborate"
)

// Batch gathers prepared documents and writes them together: one graph transaction per batch
// (UNWIND over all their rows), then the index. Results are reported through the callback in
// the order documents were added.
type Batch struct {
	p       *Pipeline
	report  func(corroborate.IngestResult)
	pending []*corroborate.Document
	reindex []*corroborate.Document // in the graph already, missing from the index
	seen    map[string]string       // id → path of documents already handled in this batch run
	size    int
}

// NewBatch starts a batch; report receives one result per document.
func (p *Pipeline) NewBatch(report func(corroborate.IngestResult)) *Batch {
	return &Batch{p: p, report: report, seen: map[string]string{}}
}

// Add prepares doc and queues it, flushing when the batch is full. A document whose content is
// already stored is reported unchanged and writes nothing. Only store errors are returned;
// a bad document is reported as failed and the batch goes on.
func (b *Batch) Add(ctx context.Context, doc *corroborate.Document) error {
	if err := b.p.Prepare(ctx, doc); err != nil {
		b.report(corroborate.IngestResult{ID: doc.ID, Path: doc.Path, Status: corroborate.StatusFailed, Error: corroborate.ErrorMessage(err)})
		return nil
	}
	if _, dup := b.seen[doc.ID]; dup {
		b.report(corroborate.IngestResult{ID: doc.ID, Path: doc.Path, Status: corroborate.StatusUnchanged})
		return nil
	}
	b.seen[doc.ID] = doc.Path
	inStore, err := b.p.Store.DocumentExists(ctx, doc.ID)
	if err != nil {
		return err
	}
	if inStore {
		inIndex, err := b.p.Index.HasDocument(doc.ID)
		if err != nil {
			return err
		}
		if inIndex {
			b.report(corroborate.IngestResult{ID: doc.ID, Path: doc.Path, Status: corroborate.StatusUnchanged})
			return nil
		}
		b.reindex = append(b.reindex, doc)
	} else {
		if doc.IngestedAt.IsZero() {
			doc.IngestedAt = time.Now().UTC()
		}
		b.pending = append(b.pending, doc)
		b.size += len(doc.Passages)
	}
	limit := b.p.BatchPassages
	if limit <= 0 {
		limit = 500
	}
	if b.size >= limit || len(b.reindex) >= 50 {
		return b.Flush(ctx)
	}
	return nil
}

// Flush writes what is queued.
func (b *Batch) Flush(ctx context.Context) error {
	docs, reindex := b.pending, b.reindex
	b.pending, b.reindex, b.size = nil, nil, 0
	if len(docs) > 0 {
		if err := b.p.Store.WriteDocuments(ctx, docs); err != nil {
			for _, d := range docs {
				b.report(corroborate.IngestResult{ID: d.ID, Path: d.Path, Status: corroborate.StatusFailed, Error: corroborate.ErrorMessage(err)})
			}
			return err
		}
	}
	for _, d := range append(docs, reindex...) {
		if err := b.p.Index.IndexDocument(d); err != nil {
			b.p.logger().Error("indexing failed; undoing the graph write", "path", d.Path, "id", d.ID, "err", err)
			if derr := b.p.Store.DeleteDocument(ctx, d.ID); derr != nil {
				b.p.logger().Error("undo failed; Reconcile will repair it", "id", d.ID, "err", derr)
			}
			b.report(corroborate.IngestResult{ID: d.ID, Path: d.Path, Status: corroborate.StatusFailed, Error: "search index: " + corroborate.ErrorMessage(err)})
			continue
		}
		b.report(corroborate.IngestResult{ID: d.ID, Path: d.Path, Status: corroborate.StatusIngested})
	}
	return nil
}
