package graph_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/corroborate/corroborate"
	"github.com/corroborate/corroborate/claims"
)

// benchDoc is a small article with two quantities, a quote and a person. Documents i and i+1
// (i even) share their count's key, so every group stays small whatever the store holds.
func benchDoc(tb testing.TB, id string, i int) *cdoc {
	body := fmt.Sprintf("Officials counted %d gadget%ds at the depot, said Mira Castell%d. "+
		"\"We logged every crate number %d twice,\" Castell%d said. The audit took %d hours.",
		1000+i%7, i/2, i, i, i, 3+i%5)
	d := newCdoc(tb, id, fmt.Sprintf("Outlet %d", i%13), body)
	d.entity(fmt.Sprintf("Mira Castell%d", i), corroborate.Person, fmt.Sprintf("Mira Castell%d", i), fmt.Sprintf("Castell%d", i))
	d.quantity(fmt.Sprintf("%d gadget%ds", 1000+i%7, i/2), fmt.Sprintf("gadget%ds", i/2), float64(1000+i%7), corroborate.Exact)
	d.quantity(fmt.Sprintf("%d hours", 3+i%5), "hours", float64(3+i%5), corroborate.Exact)
	d.quote(fmt.Sprintf("We logged every crate number %d twice,", i), fmt.Sprintf("Mira Castell%d", i))
	return d
}

// BenchmarkAddDocumentClaims measures the claim work of adding one document (resolution,
// claim write and the recomputation of the groups it touches) on stores of different sizes:
// the time per document should not grow with the store.
func BenchmarkAddDocumentClaims(b *testing.B) {
	for _, size := range []int{20, 200} {
		b.Run(fmt.Sprintf("store=%d", size), func(b *testing.B) {
			s := openClaims(b)
			ctx := context.Background()
			for i := 0; i < size; i++ {
				store(b, s, benchDoc(b, fmt.Sprintf("base-%d", i), i))
			}
			b.ResetTimer()
			for n := 0; n < b.N; n++ {
				b.StopTimer()
				d := benchDoc(b, fmt.Sprintf("new-%d-%d", size, n), size+n)
				if err := s.Resolve(ctx, d.doc); err != nil {
					b.Fatal(err)
				}
				d.doc.Claims = claims.FromDocument(d.doc)
				if err := s.WriteDocument(ctx, d.doc); err != nil {
					b.Fatal(err)
				}
				b.StartTimer()
				if err := s.WriteClaims(ctx, []*corroborate.Document{d.doc}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
