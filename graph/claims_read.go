package graph

import (
	"context"
	"strings"

	"github.com/corroborate/corroborate"
)

// FindClaimGroups lists claim groups by status, kind and the entity they are about (an id or a
// name), the best supported first, each with its variants and statements.
func (s *Store) FindClaimGroups(ctx context.Context, f corroborate.ClaimFilter) ([]*corroborate.ClaimGroup, error) {
	offset, limit, err := page(f.Offset, f.Limit)
	if err != nil {
		return nil, err
	}
	switch f.Status {
	case "", corroborate.Corroborated, corroborate.Contested, corroborate.SingleSource:
	default:
		return nil, corroborate.Errorf(corroborate.EINVALID,
			"status: %q is not one of contested, corroborated, single-source", f.Status)
	}
	switch f.Kind {
	case "", corroborate.QuantityClaim, corroborate.EventClaim, corroborate.QuoteClaim, corroborate.RoleClaim:
	default:
		return nil, corroborate.Errorf(corroborate.EINVALID, "kind: %q is not one of quantity, event, quote, role", f.Kind)
	}
	params := map[string]any{"status": string(f.Status), "kind": string(f.Kind), "offset": offset, "limit": limit}
	query := "claim_groups_find"
	if strings.TrimSpace(f.About) != "" {
		id, err := s.entityID(ctx, f.About)
		if err != nil {
			return nil, err
		}
		params["id"] = id
		query = "claim_about_entity"
	}
	recs, err := s.read(ctx, query, params)
	if err != nil {
		return nil, err
	}
	ids := make([]string, 0, len(recs))
	for _, r := range recs {
		ids = append(ids, str(r, "id"))
	}
	return s.claimGroups(ctx, ids)
}

// FindClaimGroup returns one claim group with its variants; ENOTFOUND when there is none.
func (s *Store) FindClaimGroup(ctx context.Context, id string) (*corroborate.ClaimGroup, error) {
	gs, err := s.claimGroups(ctx, []string{strings.TrimSpace(id)})
	if err != nil {
		return nil, err
	}
	if len(gs) == 0 {
		return nil, corroborate.Errorf(corroborate.ENOTFOUND, "no claim group with id %q", id)
	}
	return gs[0], nil
}

// ClaimGroupsAbout returns the claim groups about an entity id (for EntityDetail.Claims).
func (s *Store) ClaimGroupsAbout(ctx context.Context, entityID string) ([]*corroborate.ClaimGroup, error) {
	recs, err := s.read(ctx, "claim_about_entity", map[string]any{
		"id": entityID, "status": "", "kind": "", "offset": 0, "limit": 200,
	})
	if err != nil {
		return nil, err
	}
	ids := make([]string, 0, len(recs))
	for _, r := range recs {
		ids = append(ids, str(r, "id"))
	}
	return s.claimGroups(ctx, ids)
}

// FirstSource returns the earliest statement of a claim group: by publication date when known,
// then by ingestion time.
func (s *Store) FirstSource(ctx context.Context, groupID string) (*corroborate.Statement, error) {
	recs, err := s.read(ctx, "claim_first_source", map[string]any{"id": groupID})
	if err != nil {
		return nil, err
	}
	if len(recs) == 0 {
		return nil, corroborate.Errorf(corroborate.ENOTFOUND, "no claim group with id %q", groupID)
	}
	r := recs[0]
	return &corroborate.Statement{
		ClaimID: str(r, "claim_id"), DocumentID: str(r, "document_id"), Path: str(r, "path"),
		Source: str(r, "source"), Text: str(r, "text"), Start: int(num(r, "start")), End: int(num(r, "end")),
		AttributedTo: str(r, "attributed_to"),
	}, nil
}

// claimGroups loads groups by id, in the order given, with variants and statements; the stored
// status is recomputed from the members so a read never shows a stale verdict.
func (s *Store) claimGroups(ctx context.Context, ids []string) ([]*corroborate.ClaimGroup, error) {
	if len(ids) == 0 {
		return []*corroborate.ClaimGroup{}, nil
	}
	recs, err := s.read(ctx, "claim_group_members", map[string]any{"ids": ids})
	if err != nil {
		return nil, err
	}
	byID := map[string]*corroborate.ClaimGroup{}
	for _, g := range groupsFromRecords(recs) {
		byID[g.ID] = g
	}
	out := make([]*corroborate.ClaimGroup, 0, len(ids))
	for _, id := range ids {
		if g, ok := byID[id]; ok {
			out = append(out, g)
		}
	}
	return out, nil
}

// entityID resolves an id, a name or an alias to an entity id.
func (s *Store) entityID(ctx context.Context, idOrName string) (string, error) {
	key := strings.TrimSpace(idOrName)
	if key == "" {
		return "", corroborate.Errorf(corroborate.EINVALID, "entity: empty id or name")
	}
	recs, err := s.read(ctx, "entity_find_one", map[string]any{"key": key, "lower": strings.ToLower(key)})
	if err != nil {
		return "", err
	}
	if len(recs) == 0 {
		return "", corroborate.Errorf(corroborate.ENOTFOUND, "no entity with id, name or alias %q", idOrName)
	}
	return str(recs[0], "id"), nil
}
