package search

import (
	"fmt"
	"strings"
	"testing"

	"github.com/corroborate/corroborate"
)

// benchDoc is an article of 40 passages that names a few entities.
func benchDoc(i int) *corroborate.Document {
	var b strings.Builder
	for j := 0; j < 40; j++ {
		fmt.Fprintf(&b, "Report %d line %d: Mara Velden said %d containers at Port Alder were never weighed by the Harbour Safety Board. ", i, j, i*j)
		if (i*40+j)%100 == 0 {
			// One passage in a hundred has a rare word, for a query as selective as most are.
			b.WriteString("A zeppelin flew over the harbour. ")
		}
	}
	return newDoc(fmt.Sprintf("bench-%d.txt", i), []string{"CNN", "Reuters", "AP"}[i%3], fmt.Sprintf("20%02d-01-15", 10+i%10), b.String(),
		corroborate.Entity{Name: "Mara Velden", Type: corroborate.Person},
		corroborate.Entity{Name: "Port Alder", Type: corroborate.Place},
		corroborate.Entity{Name: "Harbour Safety Board", Type: corroborate.Org})
}

func BenchmarkIndexDocument(b *testing.B) {
	x := openTemp(b)
	docs := make([]*corroborate.Document, 200)
	for i := range docs {
		docs[i] = benchDoc(i)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		// Past the first 200 this re-indexes, which is the replace path.
		if err := x.IndexDocument(docs[i%len(docs)]); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(40, "passages/doc")
}

func BenchmarkIndexDocuments50(b *testing.B) {
	x := openTemp(b)
	docs := make([]*corroborate.Document, 50)
	for i := range docs {
		docs[i] = benchDoc(i)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if err := x.IndexDocuments(docs); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(50, "docs/op")
}

func BenchmarkSearch(b *testing.B) {
	x := openTemp(b)
	docs := make([]*corroborate.Document, 500)
	for i := range docs {
		docs[i] = benchDoc(i)
	}
	if err := x.IndexDocuments(docs); err != nil {
		b.Fatal(err)
	}
	for _, bc := range []struct {
		name string
		req  corroborate.SearchRequest
	}{
		{"rare word", corroborate.SearchRequest{Query: "zeppelin", Facets: true}},
		{"common word", corroborate.SearchRequest{Query: "containers"}},
		{"phrase", corroborate.SearchRequest{Query: `"never weighed"`}},
		{"field+filter", corroborate.SearchRequest{Query: `weighed source:CNN`, From: "2012-01-01", To: "2015-12-31"}},
		{"facets", corroborate.SearchRequest{Query: "velden", Facets: true}},
	} {
		b.Run(bc.name, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				if _, err := x.Search(bc.req); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
