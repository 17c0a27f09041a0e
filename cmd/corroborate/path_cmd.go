package main

import (
	"context"
	"fmt"

	"github.com/corroborate/corroborate"
	"github.com/spf13/cobra"
)

func newPathCmd(o *options) *cobra.Command {
	return &cobra.Command{
		Use:   "path A B",
		Short: "Shortest path between two entities, each step with the passages that justify it",
		Args:  cobra.ExactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			return withApp(cmd, o, func(ctx context.Context, a *app) error {
				p, err := a.store.ShortestPath(ctx, args[0], args[1])
				if err != nil {
					return err
				}
				if o.json {
					return printJSON(p)
				}
				for _, e := range p.Edges {
					fmt.Printf("%s —%s→ %s\n", e.From.Name, e.Kind, e.To.Name)
					for _, ev := range e.Evidence {
						fmt.Printf("    %s [%d:%d]: %s\n", ev.Path, ev.Start, ev.End, oneLine(ev.Text, 110))
					}
				}
				return nil
			})
		},
	}
}

func newTimelineCmd(o *options) *cobra.Command {
	var about string
	cmd := &cobra.Command{
		Use:   "timeline [--about NAME]",
		Short: "Dated claims in date order, about one entity or all",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return withApp(cmd, o, func(ctx context.Context, a *app) error {
				entries, err := a.store.Timeline(ctx, about)
				if err != nil {
					return err
				}
				if o.json {
					if entries == nil {
						entries = []corroborate.TimelineEntry{}
					}
					return printJSON(map[string]any{"timeline": entries})
				}
				for _, t := range entries {
					fmt.Printf("%-10s %-18q %s [%d:%d]: %s\n", t.ISO, t.Text, t.Evidence.Path, t.Evidence.Start, t.Evidence.End, oneLine(t.Evidence.Text, 90))
				}
				return nil
			})
		},
	}
	cmd.Flags().StringVar(&about, "about", "", "entity name, alias or id")
	return cmd
}
