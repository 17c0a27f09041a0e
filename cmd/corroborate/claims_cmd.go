package main

import (
	"context"
	"fmt"
	"strings"

	"github.com/corroborate/corroborate"
	"github.com/spf13/cobra"
)

func newClaimsCmd(o *options) *cobra.Command {
	var f corroborate.ClaimFilter
	var status, kind string
	cmd := &cobra.Command{
		Use:   "claims [--status contested|corroborated|single-source] [--about NAME] [--kind K]",
		Short: "List claim groups: every variant side by side, with sources and independent origins",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			f.Status, f.Kind = corroborate.ClaimStatus(status), corroborate.ClaimKind(kind)
			switch f.Status {
			case "", corroborate.Contested, corroborate.Corroborated, corroborate.SingleSource:
			default:
				return &exitError{code: exitConfig, err: corroborate.Errorf(corroborate.EINVALID, "--status %q: use contested, corroborated or single-source", status)}
			}
			return withApp(cmd, o, func(ctx context.Context, a *app) error {
				groups, err := a.store.FindClaimGroups(ctx, f)
				if err != nil {
					return err
				}
				if o.json {
					if groups == nil {
						groups = []*corroborate.ClaimGroup{}
					}
					return printJSON(map[string]any{"claims": groups})
				}
				for _, g := range groups {
					printGroup(g)
				}
				fmt.Printf("%d claim groups\n", len(groups))
				return nil
			})
		},
	}
	cmd.Flags().StringVar(&status, "status", "", "contested, corroborated or single-source")
	cmd.Flags().StringVar(&f.About, "about", "", "only claims about this entity (name, alias or id)")
	cmd.Flags().StringVar(&kind, "kind", "", "quantity, event, quote or role")
	cmd.Flags().IntVar(&f.Limit, "limit", 100, "groups at most")
	return cmd
}

func printGroup(g *corroborate.ClaimGroup) {
	fmt.Printf("%-13s %s  (%d documents, %d independent origins)\n", g.Status, g.Key, g.Documents, g.IndependentOrigins)
	for _, v := range g.Variants {
		label := v.Value
		if v.Qualifier != "" && v.Qualifier != corroborate.Exact {
			label = string(v.Qualifier) + " " + label
		}
		if v.Unit != "" {
			label += " " + v.Unit
		}
		if v.Speaker != "" && v.Speaker != v.Value {
			label += " — " + v.Speaker
		}
		fmt.Printf("    %s\n", label)
		for _, s := range v.Statements {
			attr := ""
			if s.AttributedTo != "" {
				attr = " (attributed to " + s.AttributedTo + ")"
			}
			fmt.Printf("        %s [%d:%d]%s: %s\n", s.Path, s.Start, s.End, attr, oneLine(s.Text, 110))
		}
	}
}

func oneLine(s string, max int) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) > max {
		cut := max
		for cut > 0 && s[cut]&0xC0 == 0x80 {
			cut--
		}
		s = s[:cut] + "…"
	}
	return s
}
