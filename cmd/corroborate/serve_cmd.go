package main

import (
	"context"
	"log/slog"
	"os"
	"os/signal"
	"strings"
	"syscall"

	"github.com/corroborate/corroborate/api"
	"github.com/corroborate/corroborate/web"
	"github.com/spf13/cobra"
)

func newServeCmd(o *options) *cobra.Command {
	var addr, cors string
	cmd := &cobra.Command{
		Use:   "serve [--addr 127.0.0.1:8080]",
		Short: "Serve the REST API (/api/v1), /healthz, /metrics and the web UI",
		Long: `Serves the REST API and the web UI. Writes need Authorization: Bearer $CORROBORATE_API_TOKEN
(without a token configured, writes are refused and reads work); CORROBORATE_READ_TOKEN, when set,
is required for reads too. CORROBORATE_RATE_LIMIT (requests/s per client, or "off"),
CORROBORATE_RATE_BURST, CORROBORATE_MAX_BODY_MB and CORROBORATE_CORS_ORIGINS tune the rest. SIGTERM or Ctrl-C shut down gracefully, finishing in-flight requests.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			ctx, stop := signal.NotifyContext(cmd.Context(), os.Interrupt, syscall.SIGTERM)
			defer stop()
			a, err := openApp(ctx, o)
			if err != nil {
				return err
			}
			defer a.Close()
			if _, err := a.pipeline.Reconcile(ctx); err != nil {
				return &exitError{code: exitConfig, err: err}
			}
			cfg, err := api.ConfigFromEnv()
			if err != nil {
				return &exitError{code: exitConfig, err: err}
			}
			cfg.Logger = slog.Default()
			cfg.Wrap = web.Handler
			if cors != "" {
				cfg.CORSOrigins = strings.Split(cors, ",")
			}
			srv := api.New(cfg, a.apiDeps())
			slog.Info("serving", "addr", addr, "neo4j", a.store.URI(), "data", o.data)
			if !o.json {
				cmd.Printf("corroborate: serving on http://%s\n", addr)
			} else {
				_ = printJSON(map[string]string{"addr": addr, "status": "serving"})
			}
			return srv.ListenAndServe(ctx, addr)
		},
	}
	cmd.Flags().StringVar(&addr, "addr", "127.0.0.1:8080", "address to listen on")
	cmd.Flags().StringVar(&cors, "cors", os.Getenv("CORROBORATE_CORS_ORIGINS"), "comma-separated origins allowed by CORS (default none)")
	return cmd
}

// apiDeps hands the API the stores behind the domain interfaces.
func (a *app) apiDeps() api.Deps {
	return api.Deps{
		Documents: a.store,
		Entities:  a.store,
		Claims:    a.store,
		Graph:     a.store,
		Ingester:  a.pipeline,
		Index:     a.index,
		Health: func(ctx context.Context) map[string]error {
			_, ierr := a.index.Count()
			return map[string]error{"neo4j": a.store.Ping(ctx), "index": ierr}
		},
	}
}
