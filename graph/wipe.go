package graph

import (
	"context"

	"github.com/corroborate/corroborate/queries"
	"github.com/neo4j/neo4j-go-driver/v5/neo4j"
)

// Wipe deletes everything in the database. The schema stays.
func (s *Store) Wipe(ctx context.Context) error {
	session := s.driver.NewSession(ctx, neo4j.SessionConfig{DatabaseName: s.db, AccessMode: neo4j.AccessModeWrite})
	defer session.Close(ctx)
	res, err := session.Run(ctx, queries.Get("wipe"), nil)
	if err == nil {
		_, err = res.Consume(ctx)
	}
	if err != nil {
		return s.wrap(err)
	}
	return nil
}
