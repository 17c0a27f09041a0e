package main

import (
	"context"
	"fmt"

	"github.com/spf13/cobra"
)

func newReconcileCmd(o *options) *cobra.Command {
	return &cobra.Command{
		Use:   "reconcile [--json]",
		Short: "Make the search index hold exactly the documents of the graph",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return withApp(cmd, o, func(ctx context.Context, a *app) error {
				r, err := a.pipeline.Reconcile(ctx)
				if err != nil {
					return err
				}
				if o.json {
					return printJSON(r)
				}
				fmt.Printf("%d reindexed, %d removed from the index\n", len(r.Reindexed), len(r.Removed))
				return nil
			})
		},
	}
}
