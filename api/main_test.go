package api

import (
	"os"
	"strings"
	"testing"

	"github.com/corroborate/corroborate/internal/neo4jtest"
)

func TestMain(m *testing.M) {
	// A fuzz worker is a child of the `go test -fuzz` process, which already holds the
	// test-database lock for it: taking it again would wait for ever.
	for _, a := range os.Args[1:] {
		if strings.HasPrefix(a, "-test.fuzzworker") {
			os.Exit(m.Run())
		}
	}
	neo4jtest.Main(m)
}
