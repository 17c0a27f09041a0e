package main

import (
	"log/slog"
	"os"

	"github.com/spf13/cobra"
)

// options are the flags every command shares.
type options struct {
	data     string
	json     bool
	logLevel string
}

func newRootCmd() *cobra.Command {
	o := &options{}
	root := &cobra.Command{
		Use:           "corroborate",
		Short:         "Check claims across sources: a knowledge graph of reports and articles in Neo4j",
		SilenceUsage:  true,
		SilenceErrors: true,
		PersistentPreRun: func(cmd *cobra.Command, args []string) {
			level := slog.LevelInfo
			_ = level.UnmarshalText([]byte(o.logLevel))
			slog.SetDefault(slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: level})))
		},
	}
	data := os.Getenv("CORROBORATE_DATA")
	if data == "" {
		data = "./data"
	}
	root.PersistentFlags().StringVar(&o.data, "data", data, "data folder for the search index (env CORROBORATE_DATA)")
	root.PersistentFlags().BoolVar(&o.json, "json", false, "print JSON")
	root.PersistentFlags().StringVar(&o.logLevel, "log-level", "warn", "log level: debug, info, warn, error")
	root.AddCommand(
		newIngestCmd(o),
		newExtractCmd(o),
		newSearchCmd(o),
		newStatsCmd(o),
		newServeCmd(o),
		newReconcileCmd(o),
		newClaimsCmd(o),
		newEntityCmd(o),
		newPathCmd(o),
		newTimelineCmd(o),
		newMergeCmd(o),
		newSplitCmd(o),
		newDeleteCmd(o),
	)
	return root
}
