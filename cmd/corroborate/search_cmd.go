package main

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/corroborate/corroborate"
	"github.com/corroborate/corroborate/search"
	"github.com/spf13/cobra"
)

func newSearchCmd(o *options) *cobra.Command {
	var req corroborate.SearchRequest
	cmd := &cobra.Command{
		Use:   `search [--json] QUERY`,
		Short: `Full-text search over passages ("quoted phrases", field:value, +must -not)`,
		Args:  cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			idx, err := search.Open(filepath.Join(o.data, "index"))
			if err != nil {
				return &exitError{code: exitConfig, err: err}
			}
			defer idx.Close()
			req.Query = strings.Join(args, " ")
			res, err := idx.Search(req)
			if err != nil {
				return err
			}
			if o.json {
				return printJSON(res)
			}
			fmt.Printf("%d hits\n", res.Total)
			for _, h := range res.Hits {
				frag := h.Text
				if len(h.Fragments) > 0 {
					frag = strings.NewReplacer("<mark>", "\x1b[1m", "</mark>", "\x1b[0m").Replace(h.Fragments[0])
				}
				fmt.Printf("%s [%d:%d]  %s\n    %s\n", h.Path, h.Start, h.End, h.Title, frag)
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&req.Source, "source", "", "only passages from this outlet")
	cmd.Flags().StringVar(&req.From, "from", "", "published on or after (2006-01-02)")
	cmd.Flags().StringVar(&req.To, "to", "", "published on or before (2006-01-02)")
	cmd.Flags().IntVar(&req.Size, "size", 20, "hits per page (at most 100)")
	cmd.Flags().IntVar(&req.Offset, "offset", 0, "hits to skip")
	return cmd
}
