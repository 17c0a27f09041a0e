package graph

import (
	"context"

	"github.com/neo4j/neo4j-go-driver/v5/neo4j"
)

// Explain asks the server to plan a statement without running it: a syntax and schema check.
func (s *Store) Explain(ctx context.Context, stmt string) error {
	session := s.driver.NewSession(ctx, neo4j.SessionConfig{DatabaseName: s.db})
	defer session.Close(ctx)
	res, err := session.Run(ctx, "EXPLAIN "+stmt, nil)
	if err == nil {
		_, err = res.Consume(ctx)
	}
	return err
}
