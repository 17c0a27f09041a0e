package graph

import (
	"context"
	"strings"

	"github.com/corroborate/corroborate"
)

// FindEntities lists entities whose name or an alias contains f.Q (case-insensitive), of type
// f.Type when set, most mentioned first.
func (s *Store) FindEntities(ctx context.Context, f corroborate.EntityFilter) ([]*corroborate.EntitySummary, error) {
	offset, limit, err := page(f.Offset, f.Limit)
	if err != nil {
		return nil, err
	}
	if f.Type != "" && !validType(f.Type) {
		return nil, corroborate.Errorf(corroborate.EINVALID,
			"type: %q is not one of PERSON, ORG, PLACE, BRANCH, FACILITY, DETAINEE", f.Type)
	}
	recs, err := s.read(ctx, "entity_find", map[string]any{
		"q": strings.ToLower(strings.TrimSpace(f.Q)), "type": string(f.Type),
		"offset": offset, "limit": limit,
	})
	if err != nil {
		return nil, err
	}
	out := make([]*corroborate.EntitySummary, 0, len(recs))
	for _, r := range recs {
		v, _ := r.Get("aliases")
		out = append(out, &corroborate.EntitySummary{
			ID: str(r, "id"), Name: str(r, "name"), Type: corroborate.EntityType(str(r, "type")),
			Aliases: strList(v), Documents: int(num(r, "documents")), Mentions: int(num(r, "mentions")),
		})
	}
	return out, nil
}

// FindEntity resolves an id, an exact name or an alias (case-insensitive) to one entity and
// returns it with its roles (each with the passage that states it) and the documents that
// mention it, the claim groups about it and the automatic merges that formed it. An id beats a
// name and a name beats an alias; among equals the most mentioned entity wins.
func (s *Store) FindEntity(ctx context.Context, idOrName string) (*corroborate.EntityDetail, error) {
	key := strings.TrimSpace(idOrName)
	if key == "" {
		return nil, corroborate.Errorf(corroborate.EINVALID, "entity: empty id or name")
	}
	recs, err := s.read(ctx, "entity_find_one", map[string]any{"key": key, "lower": strings.ToLower(key)})
	if err != nil {
		return nil, err
	}
	if len(recs) == 0 {
		return nil, corroborate.Errorf(corroborate.ENOTFOUND, "no entity with id, name or alias %q", idOrName)
	}
	id := str(recs[0], "id")
	recs, err = s.read(ctx, "entity_find_detail", map[string]any{"id": id})
	if err != nil {
		return nil, err
	}
	if len(recs) == 0 {
		// Deleted between the two reads.
		return nil, corroborate.Errorf(corroborate.ENOTFOUND, "no entity with id, name or alias %q", idOrName)
	}
	r := recs[0]
	m := make(map[string]any, len(r.Keys))
	for i, k := range r.Keys {
		m[k] = r.Values[i]
	}
	d := &corroborate.EntityDetail{
		EntitySummary: corroborate.EntitySummary{
			ID: mstr(m, "id"), Name: mstr(m, "name"), Type: corroborate.EntityType(mstr(m, "type")),
			Aliases: strList(m["aliases"]), Documents: mint(m, "documents"), Mentions: mint(m, "mentions"),
		},
		Key:     mstr(m, "key"),
		Roles:   []corroborate.RoleRecord{},
		DocRefs: []corroborate.DocumentRef{},
		Claims:  []*corroborate.ClaimGroup{},
	}
	for _, x := range mlist(m, "roles") {
		d.Roles = append(d.Roles, corroborate.RoleRecord{
			Title: mstr(x, "title"), Org: mstr(x, "org"),
			Evidence: corroborate.Evidence{
				PassageID: mstr(x, "passage_id"), DocumentID: mstr(x, "document_id"), Path: mstr(x, "path"),
				Source: mstr(x, "source"), Text: mstr(x, "text"), Start: mint(x, "start"), End: mint(x, "end"),
			},
		})
	}
	for _, x := range mlist(m, "docs") {
		d.DocRefs = append(d.DocRefs, corroborate.DocumentRef{
			ID: mstr(x, "id"), Path: mstr(x, "path"), Title: mstr(x, "title"),
			Source: mstr(x, "source"), Published: mstr(x, "published"),
		})
	}
	if err := s.entityClaims(ctx, d); err != nil {
		return nil, err
	}
	return d, nil
}

func validType(t corroborate.EntityType) bool {
	switch t {
	case corroborate.Person, corroborate.Org, corroborate.Place, corroborate.Branch, corroborate.Facility, corroborate.Detainee:
		return true
	}
	return false
}

// entityClaims fills the claim groups about the entity, the decisions people made about it and
// the automatic merges that formed it.
func (s *Store) entityClaims(ctx context.Context, d *corroborate.EntityDetail) error {
	groups, err := s.ClaimGroupsAbout(ctx, d.ID)
	if err != nil {
		return err
	}
	if groups != nil {
		d.Claims = groups
	}
	decisions, err := s.entityDecisions(ctx, d.ID)
	if err != nil {
		return err
	}
	if len(decisions) > 0 {
		d.Decisions = decisions
	}
	merges, err := s.EntityMerges(ctx, d.ID)
	if err != nil {
		return err
	}
	if len(merges) > 0 {
		d.Merges = merges
	}
	return nil
}

// entityDecisions lists the merges and splits a person made that kept, absorbed or split off
// this entity, oldest first.
func (s *Store) entityDecisions(ctx context.Context, id string) ([]corroborate.Decision, error) {
	recs, err := s.read(ctx, "entity_find_decisions", map[string]any{"id": id})
	if err != nil {
		return nil, err
	}
	out := make([]corroborate.Decision, 0, len(recs))
	for _, r := range recs {
		out = append(out, corroborate.Decision{ID: str(r, "id"), Action: str(r, "action"), A: str(r, "a"),
			B: str(r, "b"), Alias: str(r, "alias"), NewID: str(r, "new_id"), At: str(r, "at")})
	}
	return out, nil
}
