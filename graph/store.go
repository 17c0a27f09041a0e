// Package graph is Corroborate's Neo4j store: the graph of record for documents, passages,
// entities and claims. Every statement it runs lives in the queries package.
package graph

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/corroborate/corroborate"
	"github.com/corroborate/corroborate/queries"
	"github.com/neo4j/neo4j-go-driver/v5/neo4j"
)

// Store talks to one Neo4j database.
type Store struct {
	driver neo4j.DriverWithContext
	db     string
	uri    string
}

// ConnectTimeout bounds how long Open waits for an unreachable server before giving up.
const ConnectTimeout = 8 * time.Second

// Open connects to Neo4j, retrying for at most ConnectTimeout, and applies the schema. An
// unreachable server is an EUNAVAILABLE error that names the URI and how to start a local one.
func Open(ctx context.Context, cfg Config) (*Store, error) {
	if cfg.URI == "" {
		cfg = ConfigFromEnv()
	}
	auth := neo4j.NoAuth()
	if cfg.User != "" {
		auth = neo4j.BasicAuth(cfg.User, cfg.Password, "")
	}
	driver, err := neo4j.NewDriverWithContext(cfg.URI, auth, func(c *neo4j.Config) {
		c.SocketConnectTimeout = 2 * time.Second
		c.ConnectionAcquisitionTimeout = 30 * time.Second
	})
	if err != nil {
		return nil, corroborate.Wrap(corroborate.EINVALID, err, "bad Neo4j URI %q", cfg.URI)
	}
	s := &Store{driver: driver, db: cfg.Database, uri: cfg.URI}

	deadline := time.Now().Add(ConnectTimeout)
	for attempt := 1; ; attempt++ {
		vctx, cancel := context.WithTimeout(ctx, 3*time.Second)
		err = driver.VerifyConnectivity(vctx)
		cancel()
		if err == nil {
			break
		}
		if time.Now().Add(time.Second).After(deadline) || ctx.Err() != nil {
			_ = driver.Close(ctx)
			return nil, corroborate.Wrap(corroborate.EUNAVAILABLE, err,
				"Neo4j is not reachable at %s (start a local server with `scripts/neo4j start`, or set NEO4J_URI)", cfg.URI)
		}
		slog.Debug("neo4j not ready, retrying", "uri", cfg.URI, "attempt", attempt, "err", err)
		time.Sleep(time.Second)
	}
	if err := s.migrate(ctx); err != nil {
		_ = driver.Close(ctx)
		return nil, err
	}
	return s, nil
}

// URI is the address the store talks to.
func (s *Store) URI() string { return s.uri }

// Close releases the driver's connections.
func (s *Store) Close(ctx context.Context) error { return s.driver.Close(ctx) }

// Ping checks that the server answers (for /healthz).
func (s *Store) Ping(ctx context.Context) error {
	if err := s.driver.VerifyConnectivity(ctx); err != nil {
		return corroborate.Wrap(corroborate.EUNAVAILABLE, err, "Neo4j is not reachable at %s", s.uri)
	}
	return nil
}

func (s *Store) migrate(ctx context.Context) error {
	for _, stmt := range queries.Statements("schema") {
		if _, err := neo4j.ExecuteQuery(ctx, s.driver, stmt, nil, neo4j.EagerResultTransformer,
			neo4j.ExecuteQueryWithDatabase(s.db)); err != nil {
			return corroborate.Wrap(corroborate.EUNAVAILABLE, err, "applying the Neo4j schema")
		}
	}
	return s.ApplyClaimSchema(ctx)
}

// write runs fn in one managed write transaction (retried by the driver on transient errors).
func (s *Store) write(ctx context.Context, fn func(tx neo4j.ManagedTransaction) (any, error)) (any, error) {
	session := s.driver.NewSession(ctx, neo4j.SessionConfig{DatabaseName: s.db, AccessMode: neo4j.AccessModeWrite})
	defer session.Close(ctx)
	out, err := session.ExecuteWrite(ctx, fn)
	if err != nil {
		return nil, s.wrap(err)
	}
	return out, nil
}

// read runs a named query with parameters and returns its records.
func (s *Store) read(ctx context.Context, name string, params map[string]any) ([]*neo4j.Record, error) {
	res, err := neo4j.ExecuteQuery(ctx, s.driver, queries.Get(name), params, neo4j.EagerResultTransformer,
		neo4j.ExecuteQueryWithDatabase(s.db), neo4j.ExecuteQueryWithReadersRouting())
	if err != nil {
		return nil, s.wrap(fmt.Errorf("%s: %w", name, err))
	}
	return res.Records, nil
}

// run executes a named query inside a transaction and consumes its result.
func run(ctx context.Context, tx neo4j.ManagedTransaction, name string, params map[string]any) ([]*neo4j.Record, error) {
	res, err := tx.Run(ctx, queries.Get(name), params)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	recs, err := res.Collect(ctx)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return recs, nil
}

// wrap turns a driver error into an application error; application errors raised inside a
// transaction function pass through unchanged.
func (s *Store) wrap(err error) error {
	var ae *corroborate.Error
	if errors.As(err, &ae) {
		return err
	}
	if neo4j.IsConnectivityError(err) {
		return corroborate.Wrap(corroborate.EUNAVAILABLE, err, "Neo4j is not reachable at %s", s.uri)
	}
	return corroborate.Wrap(corroborate.EINTERNAL, err, "neo4j")
}
