package read_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/corroborate/corroborate/ingest/read"
)

// benchRead measures a reader on one testdata file, in words of body per second.
func benchRead(b *testing.B, name string) {
	data, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		b.Fatal(err)
	}
	res := read.Bytes(name, data, read.Options{})
	if res.Err != nil {
		b.Fatal(res.Err)
	}
	words := 0
	for _, d := range res.Docs {
		words += len(strings.Fields(d.Body))
	}
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		read.Bytes(name, data, read.Options{})
	}
	b.ReportMetric(float64(words)*float64(b.N)/b.Elapsed().Seconds(), "words/s")
}

func BenchmarkReadText(b *testing.B) { benchRead(b, "article.txt") }
func BenchmarkReadHTML(b *testing.B) { benchRead(b, "page.html") }
func BenchmarkReadPDF(b *testing.B)  { benchRead(b, "report.pdf") }
