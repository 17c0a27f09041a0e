// Package corpus finds the seed articles for tests: $CORROBORATE_CORPUS, or
// ../shared/corpus/seeds beside the repository. A missing corpus fails the test under CI=true.
package corpus

import (
	"os"
	"path/filepath"
	"sort"
	"testing"
)

// Dir returns the seed folder, failing (CI) or skipping (elsewhere) when it is missing.
func Dir(t testing.TB) string {
	t.Helper()
	dir := os.Getenv("CORROBORATE_CORPUS")
	if dir == "" {
		wd, _ := os.Getwd()
		for d := wd; d != filepath.Dir(d); d = filepath.Dir(d) {
			if _, err := os.Stat(filepath.Join(d, "go.mod")); err == nil {
				dir = filepath.Join(filepath.Dir(d), "shared", "corpus", "seeds")
				break
			}
		}
	}
	if st, err := os.Stat(dir); err != nil || !st.IsDir() {
		if os.Getenv("CI") == "true" {
			t.Fatalf("seed corpus not found at %q (set CORROBORATE_CORPUS)", dir)
		}
		t.Skipf("seed corpus not found at %q (set CORROBORATE_CORPUS)", dir)
	}
	return dir
}

// Files returns the seed files in name order.
func Files(t testing.TB) []string {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join(Dir(t), "*.txt"))
	sort.Strings(files)
	if len(files) == 0 {
		t.Fatalf("no seed files in %s", Dir(t))
	}
	return files
}

// Seed returns the text of the seed whose file name starts with prefix ("000").
func Seed(t testing.TB, prefix string) string {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join(Dir(t), prefix+"*.txt"))
	if len(files) == 0 {
		t.Fatalf("no seed %s*.txt in %s", prefix, Dir(t))
	}
	b, err := os.ReadFile(files[0])
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
