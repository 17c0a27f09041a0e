// Package neo4jtest gives integration tests a real Neo4j store. There is one test database, and
// `go test ./...` runs packages in parallel, so Main holds a machine-wide lock for the lifetime of
// a package's tests. An unreachable server fails the test: it never skips.
package neo4jtest

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/corroborate/corroborate/graph"
)

// Main runs m while holding the test-database lock. Use it from TestMain.
func Main(m *testing.M) {
	// A fuzz worker is a child of the `go test -fuzz` process, which already holds the lock for
	// it: taking it again would wait for ever.
	for _, a := range os.Args[1:] {
		if strings.HasPrefix(a, "-test.fuzzworker") {
			os.Exit(m.Run())
		}
	}
	f, err := os.OpenFile(filepath.Join(os.TempDir(), "corroborate-neo4j-test.lock"), os.O_CREATE|os.O_RDWR, 0o600)
	if err != nil {
		fmt.Fprintln(os.Stderr, "neo4jtest: lock:", err)
		os.Exit(2)
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX); err != nil {
		fmt.Fprintln(os.Stderr, "neo4jtest: lock:", err)
		os.Exit(2)
	}
	code := m.Run()
	_ = syscall.Flock(int(f.Fd()), syscall.LOCK_UN)
	f.Close()
	os.Exit(code)
}

// Open connects to the test server (NEO4J_URI, default bolt://127.0.0.1:7687), wipes it and
// returns the store, closed when the test ends.
func Open(t testing.TB) *graph.Store {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	s, err := graph.Open(ctx, graph.ConfigFromEnv())
	if err != nil {
		t.Fatalf("integration tests need Neo4j (run `scripts/neo4j start` or `scripts/test`): %v", err)
	}
	if err := s.Wipe(ctx); err != nil {
		t.Fatalf("wiping the test database: %v", err)
	}
	t.Cleanup(func() { _ = s.Close(context.Background()) })
	return s
}
