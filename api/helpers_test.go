package api

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/corroborate/corroborate"
	"github.com/corroborate/corroborate/claims"
	"github.com/corroborate/corroborate/graph"
	"github.com/corroborate/corroborate/ingest"
	"github.com/corroborate/corroborate/ingest/extract"
	"github.com/corroborate/corroborate/ingest/read"
	"github.com/corroborate/corroborate/internal/corpus"
	"github.com/corroborate/corroborate/internal/neo4jtest"
	"github.com/corroborate/corroborate/search"
)

const (
	writeToken = "test-write-token-0123456789"
	readToken  = "test-read-token-9876543210"
)

// env is a server over the real Neo4j store and a real bleve index, ingesting through the real
// pipeline.
type env struct {
	t     testing.TB
	store *graph.Store
	index *search.Index
	pipe  *ingest.Pipeline
	srv   *httptest.Server
	logs  *lockedWriter
}

// testLogger keeps the server's log for assertions (and out of the test output).
func testLogger() (*slog.Logger, *lockedWriter) {
	lw := &lockedWriter{w: &bytes.Buffer{}}
	return slog.New(slog.NewTextHandler(lw, &slog.HandlerOptions{Level: slog.LevelInfo})), lw
}

// newEnv starts a server with cfg over a wiped store and a fresh index; deps not set by the
// store (claims, graph queries, neighbours) come from fakes unless the store implements them.
func newEnv(t testing.TB, cfg Config) *env {
	t.Helper()
	store := neo4jtest.Open(t)
	idx, err := search.Open(filepath.Join(t.TempDir(), "index"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { idx.Close() })
	pipe := &ingest.Pipeline{Store: store, Index: idx, Extract: extract.Document, Documents: store, Resolver: store, Claims: claims.FromDocument}
	e := &env{t: t, store: store, index: idx, pipe: pipe}
	if cfg.Logger == nil {
		cfg.Logger, e.logs = testLogger()
	}
	deps := Deps{
		Documents: store, Index: idx, Ingester: pipe,
		Entities: entityService(store), Claims: claimService(store), Graph: graphService(store),
		Health: func(ctx context.Context) map[string]error {
			_, err := idx.Count()
			return map[string]error{"neo4j": store.Ping(ctx), "index": err}
		},
	}
	e.srv = httptest.NewServer(New(cfg, deps).Handler())
	t.Cleanup(e.srv.Close)
	return e
}

// ingestSeeds reads every seed article and ingests it through the pipeline.
func (e *env) ingestSeeds() []*corroborate.IngestResult {
	e.t.Helper()
	var out []*corroborate.IngestResult
	for _, f := range corpus.Files(e.t) {
		res := read.Read(context.Background(), f, read.Options{})
		if res.Err != nil {
			e.t.Fatalf("%s: %v", f, res.Err)
		}
		for _, d := range res.Docs {
			r, err := e.pipe.Ingest(context.Background(), d)
			if err != nil {
				e.t.Fatalf("ingesting %s: %v", f, err)
			}
			out = append(out, r)
		}
	}
	return out
}

// do sends a request and returns the response with its body read.
func (e *env) do(method, path string, body io.Reader, header ...string) (*http.Response, []byte) {
	e.t.Helper()
	return doReq(e.t, e.srv.URL, method, path, body, header...)
}

func doReq(t testing.TB, base, method, path string, body io.Reader, header ...string) (*http.Response, []byte) {
	t.Helper()
	req, err := http.NewRequest(method, base+path, body)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatalf("%s %s: %v", method, path, err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp, b
}

func (e *env) getJSON(path string, want int, v any, header ...string) {
	e.t.Helper()
	resp, body := e.do("GET", path, nil, header...)
	if resp.StatusCode != want {
		e.t.Fatalf("GET %s: %d, want %d: %s", path, resp.StatusCode, want, body)
	}
	if v != nil {
		if err := json.Unmarshal(body, v); err != nil {
			e.t.Fatalf("GET %s: %v: %s", path, err, body)
		}
	}
}

// apiError decodes an error body and checks its shape.
func apiError(t testing.TB, resp *http.Response, body []byte) errorDetail {
	t.Helper()
	var eb errorBody
	if err := json.Unmarshal(body, &eb); err != nil || eb.Error.Code == "" || eb.Error.Message == "" {
		t.Fatalf("status %d: not an error body: %s", resp.StatusCode, body)
	}
	if eb.Error.RequestID == "" || eb.Error.RequestID != resp.Header.Get("X-Request-ID") {
		t.Errorf("request id %q in body, %q in header", eb.Error.RequestID, resp.Header.Get("X-Request-ID"))
	}
	if ct := resp.Header.Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
		t.Errorf("error Content-Type = %q", ct)
	}
	return eb.Error
}

func auth(token string) []string { return []string{"Authorization", "Bearer " + token} }

func jsonBody(v any) io.Reader {
	b, _ := json.Marshal(v)
	return bytes.NewReader(b)
}

func seedText(t testing.TB, i int) string {
	t.Helper()
	files := corpus.Files(t)
	b, err := os.ReadFile(files[i%len(files)])
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
