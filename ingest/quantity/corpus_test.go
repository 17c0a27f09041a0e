package quantity

import (
	"github.com/corroborate/corroborate/internal/corpus"
	"strings"
	"testing"
)

// seed returns the text of the seed article whose file name starts with prefix.
func seed(t testing.TB, prefix string) string { return corpus.Seed(t, prefix) }

// seeds returns every seed article, for benchmarks and span checks.
func seeds(t testing.TB) []string {
	var out []string
	for _, p := range []string{"000", "001", "002", "003", "004"} {
		out = append(out, seed(t, p))
	}
	return out
}

func words(s string) int { return len(strings.Fields(s)) }
