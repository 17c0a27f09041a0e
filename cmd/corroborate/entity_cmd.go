package main

import (
	"context"
	"fmt"
	"strings"

	"github.com/corroborate/corroborate"
	"github.com/spf13/cobra"
)

func newEntityCmd(o *options) *cobra.Command {
	return &cobra.Command{
		Use:   "entity NAME|ID",
		Short: "Show one entity across all documents: aliases, roles, documents, claims, merges",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return withApp(cmd, o, func(ctx context.Context, a *app) error {
				e, err := a.store.FindEntity(ctx, args[0])
				if err != nil {
					return err
				}
				return showEntity(o, e)
			})
		},
	}
}

// showEntity prints an entity as JSON or as text, as the flags ask.
func showEntity(o *options, e *corroborate.EntityDetail) error {
	if o.json {
		return printJSON(e)
	}
	printEntity(e)
	return nil
}

func printEntity(e *corroborate.EntityDetail) {
	fmt.Printf("%s  %s  (%s)\n", e.Name, e.Type, e.ID)
	if len(e.Aliases) > 0 {
		fmt.Printf("  aliases: %s\n", strings.Join(e.Aliases, ", "))
	}
	for _, r := range e.Roles {
		org := ""
		if r.Org != "" {
			org = ", " + r.Org
		}
		fmt.Printf("  role: %s%s  — %s [%d:%d]\n", r.Title, org, r.Evidence.Path, r.Evidence.Start, r.Evidence.End)
	}
	fmt.Printf("  %d mentions in %d documents\n", e.Mentions, e.Documents)
	for _, d := range e.DocRefs {
		fmt.Printf("    %s  %s\n", d.Path, d.Title)
	}
	for _, m := range e.Merges {
		fmt.Printf("  merged %q (score %.2f: %s)\n", m.Alias, m.Score, m.Reason)
	}
	for _, d := range e.Decisions {
		fmt.Printf("  decision: %s %s %s %s (%s)\n", d.Action, d.A, d.B, d.Alias, d.At)
	}
	for _, g := range e.Claims {
		printGroup(g)
	}
}

func newMergeCmd(o *options) *cobra.Command {
	return &cobra.Command{
		Use:   "merge A B",
		Short: "Fold entity B into entity A (stored as a decision, replayed on re-ingest)",
		Args:  cobra.ExactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			return withApp(cmd, o, func(ctx context.Context, a *app) error {
				e, err := a.store.Merge(ctx, args[0], args[1])
				if err != nil {
					return err
				}
				return showEntity(o, e)
			})
		},
	}
}

func newSplitCmd(o *options) *cobra.Command {
	var alias string
	cmd := &cobra.Command{
		Use:   "split ENTITY --alias X",
		Short: "Move the mentions written as X out of ENTITY into an entity of their own (stored as a decision)",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if alias == "" {
				return &exitError{code: exitConfig, err: corroborate.Errorf(corroborate.EINVALID, "split needs --alias")}
			}
			return withApp(cmd, o, func(ctx context.Context, a *app) error {
				e, err := a.store.Split(ctx, args[0], alias)
				if err != nil {
					return err
				}
				return showEntity(o, e)
			})
		},
	}
	cmd.Flags().StringVar(&alias, "alias", "", "the alias whose mentions become a separate entity")
	return cmd
}
