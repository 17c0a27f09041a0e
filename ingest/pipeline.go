// Package ingest takes documents from readers into the graph and the search index. It is a
// pipeline of small stages with data flowing one way:
//
//	read (ingest/read) → identify → segment → extract → resolve → claims → write (graph, then index)
//
// Each stage is a function of the document alone and can be tested alone; only write touches the
// stores. A document is written to Neo4j in one transaction and then indexed; if indexing
// fails the graph write is undone, and Reconcile repairs what a crash in between left behind.
package ingest

import (
	"context"
	"fmt"
	"log/slog"
	"runtime/debug"

	"github.com/corroborate/corroborate"
)

// Pipeline runs the stages. Store and Index are required for Ingest; Extract, Resolver and
// Claims may be nil (the stage is skipped), which keeps tests of the write path small.
type Pipeline struct {
	Store    corroborate.DocumentStore
	Index    corroborate.SearchIndex
	Extract  func(*corroborate.Document) *corroborate.Extraction
	Resolver Resolver
	Claims   func(*corroborate.Document) []corroborate.Claim
	// Documents, when set, lets Reconcile rebuild index entries from the graph.
	Documents corroborate.DocumentService
	// BatchPassages is how many passages a write transaction gathers before it is sent.
	BatchPassages int
	Logger        *slog.Logger
}

var _ corroborate.Ingester = (*Pipeline)(nil)

func (p *Pipeline) logger() *slog.Logger {
	if p.Logger != nil {
		return p.Logger
	}
	return slog.Default()
}

// Ingest takes one document through every stage and stores it.
func (p *Pipeline) Ingest(ctx context.Context, doc *corroborate.Document) (*corroborate.IngestResult, error) {
	var out corroborate.IngestResult
	b := p.NewBatch(func(r corroborate.IngestResult) { out = r })
	if err := b.Add(ctx, doc); err != nil {
		return nil, err
	}
	if err := b.Flush(ctx); err != nil {
		return nil, err
	}
	if out.Status == corroborate.StatusFailed {
		return &out, corroborate.Errorf(corroborate.EINVALID, "%s: %s", out.Path, out.Error)
	}
	return &out, nil
}

// Delete removes a document from the graph and then from the index.
func (p *Pipeline) Delete(ctx context.Context, id string) error {
	if err := p.Store.DeleteDocument(ctx, id); err != nil {
		return err
	}
	if err := p.Index.DeleteDocument(id); err != nil {
		return corroborate.Wrap(corroborate.EINTERNAL, err, "removing %s from the search index", id)
	}
	return nil
}

// Prepare runs the stages that need no store: identify, segment, extract, resolve, claims.
func (p *Pipeline) Prepare(ctx context.Context, doc *corroborate.Document) error {
	if doc.Body == "" {
		return corroborate.Errorf(corroborate.EINVALID, "%s: empty document", doc.Path)
	}
	Identify(doc)
	Segment(doc)
	if len(doc.Passages) == 0 {
		return corroborate.Errorf(corroborate.EINVALID, "%s: no text to ingest", doc.Path)
	}
	if p.Extract != nil {
		if err := p.guard(doc, "extraction", func() { doc.Extraction = p.Extract(doc) }); err != nil {
			return err
		}
	}
	resolver := p.Resolver
	if resolver == nil {
		resolver = KeyResolver{}
	}
	if err := resolver.Resolve(ctx, doc); err != nil {
		return err
	}
	if p.Claims != nil {
		if err := p.guard(doc, "claims", func() { doc.Claims = p.Claims(doc) }); err != nil {
			return err
		}
	}
	return nil
}

// guard runs a stage on one document and turns a panic into that document's error, so one
// article the rules cannot read fails alone and the batch goes on. The panic and its stack are
// logged; the error names the file and the stage only.
func (p *Pipeline) guard(doc *corroborate.Document, stage string, run func()) (err error) {
	defer func() {
		if v := recover(); v != nil {
			p.logger().Error("stage panicked", "stage", stage, "path", doc.Path, "panic", fmt.Sprint(v), "stack", string(debug.Stack()))
			err = corroborate.Errorf(corroborate.EINTERNAL, "%s: %s failed", doc.Path, stage)
		}
	}()
	run()
	return nil
}
