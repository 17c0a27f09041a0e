package dates

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// seed returns the text of the seed article whose file name starts with prefix. The corpus is
// found through CORROBORATE_CORPUS or at ../shared/corpus/seeds beside the module root.
func seed(t testing.TB, prefix string) string {
	t.Helper()
	dir := os.Getenv("CORROBORATE_CORPUS")
	if dir == "" {
		wd, err := os.Getwd()
		if err != nil {
			t.Fatal(err)
		}
		for d := wd; ; d = filepath.Dir(d) {
			if _, err := os.Stat(filepath.Join(d, "go.mod")); err == nil {
				dir = filepath.Join(d, "..", "shared", "corpus", "seeds")
				break
			}
			if filepath.Dir(d) == d {
				break
			}
		}
	}
	files, _ := filepath.Glob(filepath.Join(dir, prefix+"*.txt"))
	if len(files) == 0 {
		if os.Getenv("CI") == "true" {
			t.Fatalf("seed corpus missing: no %s*.txt in %q", prefix, dir)
		}
		t.Skipf("seed corpus missing: no %s*.txt in %q", prefix, dir)
	}
	b, err := os.ReadFile(files[0])
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// seeds returns every seed article, for benchmarks and span checks.
func seeds(t testing.TB) []string {
	var out []string
	for _, p := range []string{"000", "001", "002", "003", "004"} {
		out = append(out, seed(t, p))
	}
	return out
}

func words(s string) int { return len(strings.Fields(s)) }
