package main

import (
	"context"
	"fmt"

	"github.com/spf13/cobra"
)

func newDeleteCmd(o *options) *cobra.Command {
	return &cobra.Command{
		Use:   "delete ID|PATH...",
		Short: "Remove documents from the graph and the index; their claim groups are recomputed",
		Args:  cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return withApp(cmd, o, func(ctx context.Context, a *app) error {
				var deleted []map[string]string
				for _, arg := range args {
					doc, err := a.store.FindDocument(ctx, arg)
					if err != nil {
						return err
					}
					if err := a.pipeline.Delete(ctx, doc.ID); err != nil {
						return err
					}
					deleted = append(deleted, map[string]string{"id": doc.ID, "path": doc.Path})
					if !o.json {
						fmt.Printf("deleted %s %s\n", doc.ID, doc.Path)
					}
				}
				if o.json {
					return printJSON(map[string]any{"deleted": deleted})
				}
				return nil
			})
		},
	}
}
