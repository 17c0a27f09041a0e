package main

import (
	"context"
	"fmt"
	"sort"

	"github.com/spf13/cobra"
)

func newStatsCmd(o *options) *cobra.Command {
	return &cobra.Command{
		Use:   "stats [--json]",
		Short: "Count what the graph and the search index hold",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return withApp(cmd, o, func(ctx context.Context, a *app) error {
				counts, err := a.store.Stats(ctx)
				if err != nil {
					return err
				}
				n, err := a.index.Count()
				if err != nil {
					return err
				}
				counts["indexed_passages"] = int64(n)
				if o.json {
					return printJSON(counts)
				}
				keys := make([]string, 0, len(counts))
				for k := range counts {
					keys = append(keys, k)
				}
				sort.Strings(keys)
				for _, k := range keys {
					fmt.Printf("%-18s %d\n", k, counts[k])
				}
				return nil
			})
		},
	}
}
