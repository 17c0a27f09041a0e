package main

import (
	"fmt"

	"github.com/spf13/cobra"
)

func newReconcileCmd(o *options) *cobra.Command {
	return &cobra.Command{
		Use:   "reconcile [--json]",
		Short: "Make the search index hold exactly the documents of the graph",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			a, err := openApp(cmd.Context(), o)
			if err != nil {
				return err
			}
			defer a.Close()
			r, err := a.pipeline.Reconcile(cmd.Context())
			if err != nil {
				return err
			}
			if o.json {
				return printJSON(r)
			}
			fmt.Printf("%d reindexed, %d removed from the index\n", len(r.Reindexed), len(r.Removed))
			return nil
		},
	}
}
