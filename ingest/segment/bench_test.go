package segment_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/corroborate/corroborate/ingest/segment"
)

// benchText is the seed corpus when it can be found, else the testdata corpus.
func benchText(b *testing.B) string {
	dir := os.Getenv("CORROBORATE_CORPUS")
	if dir == "" {
		if wd, err := os.Getwd(); err == nil {
			for d := wd; d != filepath.Dir(d); d = filepath.Dir(d) {
				if _, err := os.Stat(filepath.Join(d, "go.mod")); err == nil {
					dir = filepath.Join(d, "..", "shared", "corpus", "seeds")
					break
				}
			}
		}
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.txt"))
	if len(files) == 0 {
		files = corpusFiles(b)
	}
	var sb strings.Builder
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		sb.Write(data)
		sb.WriteString("\n\n")
	}
	return sb.String()
}

func BenchmarkSentences(b *testing.B) {
	text := benchText(b)
	words := len(strings.Fields(text))
	b.SetBytes(int64(len(text)))
	b.ResetTimer()
	n := 0
	for b.Loop() {
		n += len(segment.Sentences(text))
	}
	b.ReportMetric(float64(words)*float64(b.N)/b.Elapsed().Seconds(), "words/s")
}
