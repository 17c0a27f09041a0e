package ingest_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/corroborate/corroborate"
	"github.com/corroborate/corroborate/claims"
	"github.com/corroborate/corroborate/ingest"
	"github.com/corroborate/corroborate/ingest/extract"
	"github.com/corroborate/corroborate/internal/corpus"
	"github.com/corroborate/corroborate/internal/neo4jtest"
	"github.com/corroborate/corroborate/search"
)

func seedBodies(b *testing.B) []string {
	var bodies []string
	for _, f := range corpus.Files(b) {
		data, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		bodies = append(bodies, string(data))
	}
	return bodies
}

// BenchmarkPrepare measures the stages that need no store (identify, segment, extract,
// resolve by key, claims) over the five seeds, in words per second.
func BenchmarkPrepare(b *testing.B) {
	bodies := seedBodies(b)
	words := 0
	for _, s := range bodies {
		words += len(strings.Fields(s))
	}
	p := &ingest.Pipeline{Extract: extract.Document, Claims: claims.FromDocument}
	ctx := context.Background()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for j, s := range bodies {
			d := &corroborate.Document{Path: filepath.Base(corpus.Files(b)[j]), Body: s}
			if err := p.Prepare(ctx, d); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(words*b.N)/b.Elapsed().Seconds(), "words/s")
}

// BenchmarkIngestSeeds measures a whole ingest of the five seeds into an empty Neo4j and index.
func BenchmarkIngestSeeds(b *testing.B) {
	bodies := seedBodies(b)
	store := neo4jtest.Open(b)
	ctx := context.Background()
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		if err := store.Wipe(ctx); err != nil {
			b.Fatal(err)
		}
		idx, err := search.Open(filepath.Join(b.TempDir(), "index"))
		if err != nil {
			b.Fatal(err)
		}
		p := &ingest.Pipeline{Store: store, Index: idx, Extract: extract.Document, Resolver: store, Claims: claims.FromDocument}
		b.StartTimer()
		batch := p.NewBatch(func(r corroborate.IngestResult) {
			if r.Status != corroborate.StatusIngested {
				b.Fatalf("%+v", r)
			}
		})
		for j, s := range bodies {
			if err := batch.Add(ctx, &corroborate.Document{Path: filepath.Base(corpus.Files(b)[j]), Body: s}); err != nil {
				b.Fatal(err)
			}
		}
		if err := batch.Flush(ctx); err != nil {
			b.Fatal(err)
		}
		b.StopTimer()
		idx.Close()
		b.StartTimer()
	}
}
