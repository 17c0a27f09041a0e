package graph_test

import (
	"context"
	"testing"

	"github.com/corroborate/corroborate/internal/neo4jtest"
	"github.com/corroborate/corroborate/queries"
)

// Every query file must be valid Cypher for this server: EXPLAIN plans it without running it.
func TestEveryQueryParses(t *testing.T) {
	s := neo4jtest.Open(t)
	for _, name := range queries.Names() {
		for _, stmt := range queries.Statements(name) {
			if err := s.Explain(context.Background(), stmt); err != nil {
				t.Errorf("%s: %v", name, err)
			}
		}
	}
}
