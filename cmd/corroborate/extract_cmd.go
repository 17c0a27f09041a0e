package main

import (
	"fmt"
	"os"

	"github.com/corroborate/corroborate"
	"github.com/corroborate/corroborate/ingest"
	"github.com/corroborate/corroborate/ingest/extract"
	"github.com/corroborate/corroborate/ingest/read"
	"github.com/spf13/cobra"
)

// extractedDocument is one document of `corroborate extract` output (documented in README.md).
type extractedDocument struct {
	Path       string                 `json:"path"`
	ID         string                 `json:"id"`
	Title      string                 `json:"title"`
	Source     string                 `json:"source"`
	Published  string                 `json:"published"`
	Entities   []corroborate.Entity   `json:"entities"`
	Quantities []corroborate.Quantity `json:"quantities"`
	Dates      []corroborate.Date     `json:"dates"`
	Quotes     []corroborate.Quote    `json:"quotes"`
	Error      string                 `json:"error,omitempty"`
}

func newExtractCmd(o *options) *cobra.Command {
	var meta metadata
	cmd := &cobra.Command{
		Use:   "extract [--json] [--published DATE] [--source NAME] FILE|URL...",
		Short: "Run the readers and extraction without any database and print what was found",
		Args:  cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			p := &ingest.Pipeline{Extract: extract.Document}
			var docs []extractedDocument
			failed := 0
			err := read.Walk(cmd.Context(), args, read.Options{}, func(res read.Result) {
				fail := func(path string, err error) {
					failed++
					docs = append(docs, extractedDocument{Path: path, Error: corroborate.ErrorMessage(err)})
				}
				if res.Err != nil {
					fail(res.Input, res.Err)
				}
				for _, rerr := range res.RowErrors {
					fail(res.Input, rerr)
				}
				for _, d := range res.Docs {
					if err := meta.apply(d); err != nil {
						fail(d.Path, err)
						continue
					}
					if err := p.Prepare(cmd.Context(), d); err != nil {
						fail(d.Path, err)
						continue
					}
					x := d.Extraction
					docs = append(docs, extractedDocument{
						Path: d.Path, ID: d.ID, Title: d.Title, Source: d.Source, Published: d.Published,
						Entities: x.Entities, Quantities: x.Quantities, Dates: x.Dates, Quotes: x.Quotes,
					})
				}
			})
			if err != nil {
				return err
			}
			if o.json {
				if err := printJSON(map[string]any{"documents": docs}); err != nil {
					return err
				}
			} else {
				printExtraction(docs)
			}
			if failed > 0 {
				// Each failure is already in the output, by path; stdout stays one JSON object.
				fmt.Fprintf(os.Stderr, "corroborate: %d input(s) failed\n", failed)
				return &exitError{code: exitFailures, err: fmt.Errorf("")}
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&meta.source, "source", "", "outlet name for inputs that do not name one")
	cmd.Flags().StringVar(&meta.published, "published", "", "publication date (2006-01-02), anchors relative dates")
	return cmd
}

func printExtraction(docs []extractedDocument) {
	for _, d := range docs {
		if d.Error != "" {
			fmt.Printf("%s: failed: %s\n", d.Path, d.Error)
			continue
		}
		fmt.Printf("%s  (%s)\n", d.Path, d.Title)
		for _, e := range d.Entities {
			fmt.Printf("  %-9s %s  ×%d", e.Type, e.Name, len(e.Mentions))
			for _, r := range e.Roles {
				fmt.Printf("  [%s]", r.Title)
			}
			fmt.Println()
		}
		for _, q := range d.Quantities {
			fmt.Printf("  QUANTITY  %-40q value=%g qualifier=%s noun=%s of=%s unit=%s rate=%s\n", q.Text, q.Value, q.Qualifier, q.Noun, q.Of, q.Unit, q.Rate)
		}
		for _, t := range d.Dates {
			fmt.Printf("  DATE      %-20q iso=%s (%s) resolved=%v\n", t.Text, t.ISO, t.Granularity, t.Resolved)
		}
		for _, q := range d.Quotes {
			sp := q.Speaker
			if sp == "" {
				sp = "(unknown)"
			}
			fmt.Printf("  QUOTE     %s: %q\n", sp, q.Text)
		}
	}
}
