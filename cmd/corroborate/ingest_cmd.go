package main

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"syscall"

	"github.com/corroborate/corroborate"
	"github.com/corroborate/corroborate/ingest/read"
	"github.com/spf13/cobra"
)

// metadata is what flags fill in when an input lacks it.
type metadata struct {
	source, published, title string
}

func (m metadata) apply(doc *corroborate.Document) error {
	if doc.Source == "" {
		doc.Source = m.source
	}
	if doc.Title == "" {
		doc.Title = m.title
	}
	if doc.Published == "" && m.published != "" {
		iso, ok := read.NormalizeDate(m.published)
		if !ok {
			return corroborate.Errorf(corroborate.EINVALID, "--published %q is not a date (use 2006-01-02)", m.published)
		}
		doc.Published = iso
	}
	return nil
}

type ingestSummary struct {
	Ingested  int `json:"ingested"`
	Unchanged int `json:"unchanged"`
	Failed    int `json:"failed"`
}

func newIngestCmd(o *options) *cobra.Command {
	var meta metadata
	var maxBytes int64
	cmd := &cobra.Command{
		Use:   "ingest [flags] PATH|URL...",
		Short: "Read files, folders and URLs into the graph and the search index",
		Long: `Reads .txt, .md (YAML front matter), .html, .pdf, .csv and .jsonl files, whole folders
(recursively) and http(s) URLs. Each document is extracted and stored in Neo4j and in the search
index as one unit. Unchanged content is reported as unchanged and writes nothing.
Exit code: 0 when nothing failed, 1 when some inputs failed, 2 on configuration errors.`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if meta.published != "" {
				if _, ok := read.NormalizeDate(meta.published); !ok {
					return &exitError{code: exitConfig, err: corroborate.Errorf(corroborate.EINVALID, "--published %q is not a date (use 2006-01-02)", meta.published)}
				}
			}
			ctx, stop := signal.NotifyContext(cmd.Context(), os.Interrupt, syscall.SIGTERM)
			defer stop()
			a, err := openApp(ctx, o)
			if err != nil {
				return err
			}
			defer a.Close()
			if _, err := a.pipeline.Reconcile(ctx); err != nil {
				return &exitError{code: exitConfig, err: err}
			}
			return runIngest(ctx, a, o, meta, read.Options{MaxBytes: maxBytes}, args)
		},
	}
	cmd.Flags().StringVar(&meta.source, "source", "", "outlet name for inputs that do not name one")
	cmd.Flags().StringVar(&meta.published, "published", "", "publication date (2006-01-02) for inputs that lack one")
	cmd.Flags().StringVar(&meta.title, "title", "", "title for inputs that lack one")
	cmd.Flags().Int64Var(&maxBytes, "max-size", read.DefaultMaxBytes, "largest file or URL body accepted, in bytes")
	return cmd
}

func runIngest(ctx context.Context, a *app, o *options, meta metadata, ropt read.Options, targets []string) error {
	var results []corroborate.IngestResult
	var sum ingestSummary
	prog := newProgress(!o.json, "ingesting")
	report := func(r corroborate.IngestResult) {
		results = append(results, r)
		switch r.Status {
		case corroborate.StatusIngested:
			sum.Ingested++
		case corroborate.StatusUnchanged:
			sum.Unchanged++
		default:
			sum.Failed++
		}
		prog.step(r)
	}
	batch := a.pipeline.NewBatch(report)
	var storeErr error
	walkErr := read.Walk(ctx, targets, ropt, func(res read.Result) {
		if storeErr != nil {
			return
		}
		if res.Err != nil {
			report(corroborate.IngestResult{Path: res.Input, Status: corroborate.StatusFailed, Error: corroborate.ErrorMessage(res.Err)})
		}
		for _, rerr := range res.RowErrors {
			report(corroborate.IngestResult{Path: res.Input, Status: corroborate.StatusFailed, Error: corroborate.ErrorMessage(rerr)})
		}
		for _, doc := range res.Docs {
			if err := meta.apply(doc); err != nil {
				report(corroborate.IngestResult{Path: doc.Path, Status: corroborate.StatusFailed, Error: corroborate.ErrorMessage(err)})
				continue
			}
			if err := batch.Add(ctx, doc); err != nil {
				storeErr = err
				return
			}
		}
	})
	if storeErr == nil {
		storeErr = batch.Flush(ctx)
	}
	prog.done()
	if o.json {
		if err := printJSON(map[string]any{"results": results, "summary": sum}); err != nil {
			return err
		}
	} else {
		fmt.Printf("%d ingested, %d unchanged, %d failed\n", sum.Ingested, sum.Unchanged, sum.Failed)
	}
	switch {
	case storeErr != nil:
		return &exitError{code: exitConfig, err: storeErr}
	case walkErr != nil:
		return &exitError{code: exitFailures, err: walkErr}
	case sum.Failed > 0:
		return &exitError{code: exitFailures, err: fmt.Errorf("")}
	}
	return nil
}
