package graph

import (
	"context"
	"strings"
	"time"

	"github.com/corroborate/corroborate"
	"github.com/neo4j/neo4j-go-driver/v5/neo4j"
)

// Merge folds entity b into a (ids or names): a person's override of resolution. The decision
// is stored and replayed whenever a document naming b is ingested again.
func (s *Store) Merge(ctx context.Context, a, b string) (*corroborate.EntityDetail, error) {
	ida, err := s.entityID(ctx, a)
	if err != nil {
		return nil, err
	}
	idb, err := s.entityID(ctx, b)
	if err != nil {
		return nil, err
	}
	if ida == idb {
		return nil, corroborate.Errorf(corroborate.ECONFLICT, "merge: %q and %q are already one entity", a, b)
	}
	detail, err := s.FindEntity(ctx, idb)
	if err != nil {
		return nil, err
	}
	decision := map[string]any{
		"id": "merge:" + ida + ":" + idb, "action": "merge", "a": ida, "b": idb,
		"b_key": detail.Key, "b_name": detail.Name, "at": time.Now().UTC().Format(time.RFC3339Nano),
	}
	_, err = s.write(ctx, func(tx neo4j.ManagedTransaction) (any, error) {
		return run(ctx, tx, "entity_merge", map[string]any{"a": ida, "b": idb, "decision": decision})
	})
	if err != nil {
		return nil, err
	}
	return s.FindEntity(ctx, ida)
}

// Split moves the mentions of entity id written as alias into a new entity (returned): a
// person's decision that the name belongs to someone else. It is stored and replayed on
// re-ingest.
func (s *Store) Split(ctx context.Context, id, alias string) (*corroborate.EntityDetail, error) {
	eid, err := s.entityID(ctx, id)
	if err != nil {
		return nil, err
	}
	alias = strings.TrimSpace(alias)
	if alias == "" {
		return nil, corroborate.Errorf(corroborate.EINVALID, "split: alias is empty")
	}
	e, err := s.FindEntity(ctx, eid)
	if err != nil {
		return nil, err
	}
	if strings.EqualFold(e.Name, alias) {
		return nil, corroborate.Errorf(corroborate.EINVALID, "split: %q is the entity's own name; split off an alias", alias)
	}
	found := false
	for _, a := range e.Aliases {
		found = found || strings.EqualFold(a, alias)
	}
	if !found {
		return nil, corroborate.Errorf(corroborate.ENOTFOUND, "split: %q is not an alias of %s", alias, e.Name)
	}
	newKey := EntityKey(alias, e.Type)
	newID := EntityIDForKey("split:" + eid + ":" + newKey)
	decision := map[string]any{
		"id": "split:" + eid + ":" + strings.ToLower(alias), "action": "split", "a": eid, "alias": alias,
		"new_id": newID, "at": time.Now().UTC().Format(time.RFC3339Nano),
	}
	_, err = s.write(ctx, func(tx neo4j.ManagedTransaction) (any, error) {
		return run(ctx, tx, "entity_split", map[string]any{
			"id": eid, "alias": alias, "lower": strings.ToLower(alias), "new_id": newID, "new_key": newKey,
			"surname_key": surnameKey(alias, e.Type), "decision": decision,
		})
	})
	if err != nil {
		return nil, err
	}
	return s.FindEntity(ctx, newID)
}

// replayDecisions applies stored merge and split decisions to the entities of a document
// after resolution gave them ids: a split alias becomes its own entity again, a merged-away
// id becomes the id it was merged into.
func (s *Store) replayDecisions(ctx context.Context, doc *corroborate.Document) error {
	x := doc.Extraction
	ids := []string{}
	for _, e := range x.Entities {
		ids = append(ids, e.ID)
	}
	recs, err := s.read(ctx, "entity_decisions", map[string]any{"ids": ids})
	if err != nil || len(recs) == 0 {
		return err
	}
	mergedInto := map[string]string{}
	for _, r := range recs {
		switch str(r, "action") {
		case "split":
			splitEntities(x, str(r, "a"), str(r, "alias"), str(r, "new_id"))
		case "merge":
			mergedInto[str(r, "b")] = str(r, "a")
		}
	}
	for i := range x.Entities {
		for hops := 0; hops < 8; hops++ {
			to, ok := mergedInto[x.Entities[i].ID]
			if !ok {
				break
			}
			x.Entities[i].ID = to
		}
	}
	return nil
}

// splitEntities moves the mentions written as alias out of the document's entities with id
// into a new entity newID.
func splitEntities(x *corroborate.Extraction, id, alias, newID string) {
	var added []corroborate.Entity
	for i := range x.Entities {
		e := &x.Entities[i]
		if e.ID != id {
			continue
		}
		if strings.EqualFold(e.Name, alias) {
			e.ID = newID
			continue
		}
		var keep, moved []corroborate.Mention
		for _, m := range e.Mentions {
			if strings.EqualFold(m.Text, alias) {
				moved = append(moved, m)
			} else {
				keep = append(keep, m)
			}
		}
		if len(moved) == 0 {
			continue
		}
		e.Mentions = keep
		var aliases []string
		for _, a := range e.Aliases {
			if !strings.EqualFold(a, alias) {
				aliases = append(aliases, a)
			}
		}
		e.Aliases = aliases
		added = append(added, corroborate.Entity{ID: newID, Key: EntityKey(alias, e.Type), Name: alias,
			Type: e.Type, Aliases: []string{}, Mentions: moved})
	}
	x.Entities = append(x.Entities, added...)
}

// EntityDecisions lists the merge and split decisions people made about an entity, oldest
// first (for EntityDetail.Decisions).
func (s *Store) EntityDecisions(ctx context.Context, id string) ([]corroborate.Decision, error) {
	recs, err := s.read(ctx, "entity_decisions", map[string]any{"ids": []string{id}})
	if err != nil {
		return nil, err
	}
	out := make([]corroborate.Decision, 0, len(recs))
	for _, r := range recs {
		out = append(out, corroborate.Decision{ID: str(r, "id"), Action: str(r, "action"), A: str(r, "a"),
			B: str(r, "b"), Alias: str(r, "alias"), At: str(r, "at")})
	}
	return out, nil
}
