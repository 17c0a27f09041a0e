package corroborate

import (
	"context"
	"io"
)

// DocumentFilter selects documents for listing.
type DocumentFilter struct {
	Source string // exact outlet name
	From   string // published on or after, ISO date
	To     string // published on or before, ISO date
	Path   string // exact path
	Offset int
	Limit  int
}

// DocumentService reads documents back from the graph.
type DocumentService interface {
	// FindDocuments lists documents (without body and extraction) and the total that match.
	FindDocuments(ctx context.Context, f DocumentFilter) ([]*Document, int, error)
	// FindDocument returns one document by id or path with body, passages and extraction, so a
	// client can highlight every mention; ENOTFOUND when there is none.
	FindDocument(ctx context.Context, idOrPath string) (*Document, error)
}

// EntityFilter selects entities by name or alias and type.
type EntityFilter struct {
	Q      string     // substring of the name or an alias, case-insensitive
	Type   EntityType // "" for any
	Offset int
	Limit  int
}

// EntitySummary is an entity as listed: no mentions.
type EntitySummary struct {
	ID        string     `json:"id"`
	Name      string     `json:"name"`
	Type      EntityType `json:"type"`
	Aliases   []string   `json:"aliases"`
	Documents int        `json:"documents"`
	Mentions  int        `json:"mentions"`
}

// DocumentRef names a document briefly.
type DocumentRef struct {
	ID        string `json:"id"`
	Path      string `json:"path"`
	Title     string `json:"title,omitempty"`
	Source    string `json:"source,omitempty"`
	Published string `json:"published,omitempty"`
}

// Evidence is a passage that justifies an edge or a claim.
type Evidence struct {
	PassageID  string `json:"passage_id"`
	DocumentID string `json:"document_id"`
	Path       string `json:"path"`
	Source     string `json:"source,omitempty"`
	Text       string `json:"text"`
	Start      int    `json:"start"`
	End        int    `json:"end"`
}

// RoleRecord is a role as stored: who, what title, where it was read.
type RoleRecord struct {
	Title    string   `json:"title"`
	Org      string   `json:"org,omitempty"`
	Evidence Evidence `json:"evidence"`
}

// EntityDetail is one entity with everything the graph knows of it.
type EntityDetail struct {
	EntitySummary
	Key       string        `json:"key,omitempty"`
	Roles     []RoleRecord  `json:"roles"`
	DocRefs   []DocumentRef `json:"document_refs"`
	Claims    []*ClaimGroup `json:"claims"`
	Decisions []Decision    `json:"decisions,omitempty"`
	// MergeScore and MergeReason explain the automatic merges that formed this entity.
	Merges []MergeRecord `json:"merges,omitempty"`
}

// MergeRecord is why two names were taken for one entity.
type MergeRecord struct {
	Alias  string  `json:"alias"`
	Score  float64 `json:"score"`
	Reason string  `json:"reason"`
}

// Decision is a person's override of entity resolution, replayed on every re-ingest.
type Decision struct {
	ID     string `json:"id"`
	Action string `json:"action"` // "merge" or "split"
	A      string `json:"a"`      // entity id (merge: kept)
	B      string `json:"b,omitempty"`
	Alias  string `json:"alias,omitempty"`
	NewID  string `json:"new_id,omitempty"` // split: the entity the alias became
	At     string `json:"at"`
}

// Edge links two entities, with the passages that justify it.
type Edge struct {
	From     EntitySummary `json:"from"`
	To       EntitySummary `json:"to"`
	Kind     string        `json:"kind"` // "co-mention", "role", "quote", ...
	Weight   int           `json:"weight"`
	Evidence []Evidence    `json:"evidence"`
}

// Path is a chain of entities from one to another, each step with evidence.
type Path struct {
	Nodes []EntitySummary `json:"nodes"`
	Edges []Edge          `json:"edges"`
}

// TimelineEntry is one dated statement.
type TimelineEntry struct {
	ISO         string      `json:"iso"`
	Granularity Granularity `json:"granularity"`
	Text        string      `json:"text"` // the date as written
	ClaimKey    string      `json:"claim_key,omitempty"`
	Evidence    Evidence    `json:"evidence"`
}

// EntityService reads and corrects entities.
type EntityService interface {
	FindEntities(ctx context.Context, f EntityFilter) ([]*EntitySummary, error)
	// FindEntity resolves an id, a name or an alias to one entity; ENOTFOUND when none.
	FindEntity(ctx context.Context, idOrName string) (*EntityDetail, error)
	Neighbours(ctx context.Context, id string, limit int) ([]Edge, error)
	// Merge folds entity b into a; Split moves the mentions written as alias out of id into a
	// new entity. Both are stored as Decisions and replayed on re-ingest.
	Merge(ctx context.Context, a, b string) (*EntityDetail, error)
	Split(ctx context.Context, id, alias string) (*EntityDetail, error)
}

// ClaimFilter selects claim groups.
type ClaimFilter struct {
	Status ClaimStatus
	About  string // entity id or name
	Kind   ClaimKind
	Offset int
	Limit  int
}

// ClaimService reads claim groups.
type ClaimService interface {
	FindClaimGroups(ctx context.Context, f ClaimFilter) ([]*ClaimGroup, error)
	FindClaimGroup(ctx context.Context, id string) (*ClaimGroup, error)
}

// GraphService answers questions across the graph.
type GraphService interface {
	// ShortestPath finds a path between two entities (ids or names) with evidence per edge.
	ShortestPath(ctx context.Context, from, to string) (*Path, error)
	// Timeline lists dated claims, about one entity when about is not "".
	Timeline(ctx context.Context, about string) ([]TimelineEntry, error)
	// Export writes the graph as "graphml", "csv" (neo4j-admin import headers, zipped) or "json".
	Export(ctx context.Context, format string, w io.Writer) error
}

// Ingest statuses.
const (
	StatusIngested  = "ingested"
	StatusUnchanged = "unchanged"
	StatusFailed    = "failed"
)

// IngestResult is what happened to one document.
type IngestResult struct {
	ID     string `json:"id,omitempty"`
	Path   string `json:"path"`
	Status string `json:"status"` // StatusIngested, StatusUnchanged or StatusFailed
	Error  string `json:"error,omitempty"`
}

// Ingester takes documents into the graph and the search index as one unit, and removes them.
type Ingester interface {
	// Ingest segments, extracts, resolves and stores doc (Body and metadata filled by a reader).
	// The same content twice is StatusUnchanged and writes nothing.
	Ingest(ctx context.Context, doc *Document) (*IngestResult, error)
	// Delete removes a document from graph and index and recomputes the claims it touched.
	Delete(ctx context.Context, id string) error
}
