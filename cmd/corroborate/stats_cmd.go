package main

import (
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
			a, err := openApp(cmd.Context(), o)
			if err != nil {
				return err
			}
			defer a.Close()
			counts, err := a.store.Stats(cmd.Context())
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
		},
	}
}
