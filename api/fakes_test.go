package api

import (
	"context"
	"io"
	"sync"

	"github.com/corroborate/corroborate"
	"github.com/corroborate/corroborate/graph"
)

// The graph store gains claims, neighbours, merge/split, paths and timeline from another part
// of the project; until it implements an interface, these fakes stand in so that the
// endpoints' wiring, parameters and errors are still tested.

func entityService(s *graph.Store) corroborate.EntityService {
	if es, ok := any(s).(corroborate.EntityService); ok {
		return es
	}
	return partialEntities{s}
}

func claimService(s *graph.Store) corroborate.ClaimService {
	if cs, ok := any(s).(corroborate.ClaimService); ok {
		return cs
	}
	return fakeClaims{}
}

func graphService(s *graph.Store) corroborate.GraphService {
	if gs, ok := any(s).(corroborate.GraphService); ok {
		return gs
	}
	return partialGraph{s}
}

type finder interface {
	FindEntities(ctx context.Context, f corroborate.EntityFilter) ([]*corroborate.EntitySummary, error)
	FindEntity(ctx context.Context, idOrName string) (*corroborate.EntityDetail, error)
}

type partialEntities struct{ finder }

func (p partialEntities) Neighbours(ctx context.Context, id string, limit int) ([]corroborate.Edge, error) {
	e, err := p.FindEntity(ctx, id)
	if err != nil {
		return nil, err
	}
	return []corroborate.Edge{{From: e.EntitySummary, To: e.EntitySummary, Kind: "co-mention", Weight: 1}}, nil
}

func (p partialEntities) Merge(ctx context.Context, a, b string) (*corroborate.EntityDetail, error) {
	if _, err := p.FindEntity(ctx, b); err != nil {
		return nil, err
	}
	return p.FindEntity(ctx, a)
}

func (p partialEntities) Split(ctx context.Context, id, alias string) (*corroborate.EntityDetail, error) {
	e, err := p.FindEntity(ctx, id)
	if err != nil {
		return nil, err
	}
	for _, a := range e.Aliases {
		if a == alias {
			return &corroborate.EntityDetail{EntitySummary: corroborate.EntitySummary{ID: e.ID + "-split", Name: alias, Type: e.Type}}, nil
		}
	}
	return nil, corroborate.Errorf(corroborate.ECONFLICT, "%s has no alias %q", id, alias)
}

type exporter interface {
	Export(ctx context.Context, format string, w io.Writer) error
}

type partialGraph struct{ exporter }

func (partialGraph) ShortestPath(ctx context.Context, from, to string) (*corroborate.Path, error) {
	if from == to {
		return nil, corroborate.Errorf(corroborate.ENOTFOUND, "no path from %q to itself", from)
	}
	return &corroborate.Path{Nodes: []corroborate.EntitySummary{{ID: from}, {ID: to}}}, nil
}

func (partialGraph) Timeline(ctx context.Context, about string) ([]corroborate.TimelineEntry, error) {
	return []corroborate.TimelineEntry{{ISO: "2014-01-20", Granularity: corroborate.Day, Text: "Monday"}}, nil
}

type fakeClaims struct{}

var fakeGroup = &corroborate.ClaimGroup{ID: "g1", Key: "quantity:photographs", Kind: corroborate.QuantityClaim,
	Status: corroborate.Corroborated, Documents: 2, IndependentOrigins: 2}

func (fakeClaims) FindClaimGroups(ctx context.Context, f corroborate.ClaimFilter) ([]*corroborate.ClaimGroup, error) {
	if f.Status != "" && f.Status != fakeGroup.Status {
		return nil, nil
	}
	return []*corroborate.ClaimGroup{fakeGroup}, nil
}

func (fakeClaims) FindClaimGroup(ctx context.Context, id string) (*corroborate.ClaimGroup, error) {
	if id != fakeGroup.ID {
		return nil, corroborate.Errorf(corroborate.ENOTFOUND, "no claim group %q", id)
	}
	return fakeGroup, nil
}

// failing is every service at once, answering every call with err: for the error statuses.
type failing struct{ err error }

func (f failing) FindDocuments(context.Context, corroborate.DocumentFilter) ([]*corroborate.Document, int, error) {
	return nil, 0, f.err
}
func (f failing) FindDocument(context.Context, string) (*corroborate.Document, error) {
	return nil, f.err
}
func (f failing) FindEntities(context.Context, corroborate.EntityFilter) ([]*corroborate.EntitySummary, error) {
	return nil, f.err
}
func (f failing) FindEntity(context.Context, string) (*corroborate.EntityDetail, error) {
	return nil, f.err
}
func (f failing) Neighbours(context.Context, string, int) ([]corroborate.Edge, error) {
	return nil, f.err
}
func (f failing) Merge(context.Context, string, string) (*corroborate.EntityDetail, error) {
	return nil, f.err
}
func (f failing) Split(context.Context, string, string) (*corroborate.EntityDetail, error) {
	return nil, f.err
}
func (f failing) FindClaimGroups(context.Context, corroborate.ClaimFilter) ([]*corroborate.ClaimGroup, error) {
	return nil, f.err
}
func (f failing) FindClaimGroup(context.Context, string) (*corroborate.ClaimGroup, error) {
	return nil, f.err
}
func (f failing) ShortestPath(context.Context, string, string) (*corroborate.Path, error) {
	return nil, f.err
}
func (f failing) Timeline(context.Context, string) ([]corroborate.TimelineEntry, error) {
	return nil, f.err
}
func (f failing) Export(context.Context, string, io.Writer) error { return f.err }
func (f failing) Ingest(context.Context, *corroborate.Document) (*corroborate.IngestResult, error) {
	return nil, f.err
}
func (f failing) Delete(context.Context, string) error      { return f.err }
func (f failing) IndexDocument(*corroborate.Document) error { return f.err }
func (f failing) DeleteDocument(string) error               { return f.err }
func (f failing) HasDocument(string) (bool, error)          { return false, f.err }
func (f failing) DocumentIDs() ([]string, error)            { return nil, f.err }
func (f failing) Search(corroborate.SearchRequest) (*corroborate.SearchResult, error) {
	return nil, f.err
}
func (f failing) Count() (uint64, error) { return 0, f.err }
func (f failing) Close() error           { return nil }

func failingDeps(err error) Deps {
	f := failing{err}
	return Deps{Documents: f, Entities: f, Claims: f, Graph: f, Ingester: f, Index: f,
		Health: func(context.Context) map[string]error { return map[string]error{"neo4j": err} }}
}

// lockedWriter lets concurrent handlers share one log buffer.
type lockedWriter struct {
	mu sync.Mutex
	w  io.Writer
}

func (l *lockedWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(p)
}

func (l *lockedWriter) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.(interface{ String() string }).String()
}
