package main

import (
	"context"
	"path/filepath"

	"github.com/corroborate/corroborate/claims"
	"github.com/corroborate/corroborate/graph"
	"github.com/corroborate/corroborate/ingest"
	"github.com/corroborate/corroborate/ingest/extract"
	"github.com/corroborate/corroborate/search"
	"github.com/spf13/cobra"
)

// app is the wired program: the graph store, the search index and the ingest pipeline.
type app struct {
	store    *graph.Store
	index    *search.Index
	pipeline *ingest.Pipeline
}

// openApp connects to Neo4j and opens the index under the data folder. Failures are
// configuration errors (exit code 2).
func openApp(ctx context.Context, o *options) (*app, error) {
	store, err := graph.Open(ctx, graph.ConfigFromEnv())
	if err != nil {
		return nil, &exitError{code: exitConfig, err: err}
	}
	index, err := search.Open(filepath.Join(o.data, "index"))
	if err != nil {
		_ = store.Close(ctx)
		return nil, &exitError{code: exitConfig, err: err}
	}
	a := &app{store: store, index: index}
	a.pipeline = newPipeline(store, index)
	return a, nil
}

func newPipeline(store *graph.Store, index *search.Index) *ingest.Pipeline {
	return &ingest.Pipeline{
		Store:     store,
		Index:     index,
		Documents: store,
		Extract:   extract.Document,
		Resolver:  store,
		Claims:    claims.FromDocument,
	}
}

func (a *app) Close() {
	_ = a.index.Close()
	_ = a.store.Close(context.Background())
}

// withApp runs fn with the wired program open, closing it afterwards: the body of most commands.
func withApp(cmd *cobra.Command, o *options, fn func(ctx context.Context, a *app) error) error {
	a, err := openApp(cmd.Context(), o)
	if err != nil {
		return err
	}
	defer a.Close()
	return fn(cmd.Context(), a)
}
