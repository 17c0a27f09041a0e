package graph

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"sort"
	"strings"
	"sync"

	"github.com/corroborate/corroborate"
	"github.com/corroborate/corroborate/claims"
	"github.com/neo4j/neo4j-go-driver/v5/neo4j"
)

// EntityKey is the cross-document key of an entity: its type and canonical name
// ("person:hafez rashid").
func EntityKey(name string, t corroborate.EntityType) string {
	return strings.ToLower(string(t)) + ":" + claims.CanonicalKey(name, t)
}

// EntityIDForKey derives the stable id of a new entity from its key (the same derivation as
// ingest.EntityID, so both resolvers agree on entities that need no merge).
func EntityIDForKey(key string) string {
	sum := sha256.Sum256([]byte(key))
	return "e" + hex.EncodeToString(sum[:8])
}

// surnameKey is the last word of the canonical name: what a surname-only mention shares with
// the full name.
func surnameKey(name string, t corroborate.EntityType) string {
	f := strings.Fields(claims.CanonicalKey(name, t))
	if len(f) == 0 {
		return ""
	}
	return f[len(f)-1]
}

// orgAcronyms returns, for an organisation, the acronym of a multi-word name ("hrw") or the
// single word that may be one ("hrw" for "HRW"); "" otherwise.
func orgAcronyms(name string, t corroborate.EntityType) (acronym, single string) {
	if t != corroborate.Org {
		return "", ""
	}
	k := claims.CanonicalKey(name, t)
	if a := claims.Acronym(k); a != "" {
		return a, ""
	}
	return "", k
}

// pendingMerges holds the merges Resolve decided for a document until its write stores them
// as Resolution records; keyed by document id.
var pendingMerges sync.Map // string → []map[string]any

// Resolve gives every entity of doc its key and stable id, matching it against entities
// already stored: the same canonical key is the same entity; otherwise a stored entity of the
// same type and surname is scored with claims.Match (names, roles, co-mentioned entities) and
// the best one at or above claims.MergeThreshold is taken, the merge recorded with its score
// and reason when the document is written. Entities of one document are already grouped by
// extraction. Store implements ingest.Resolver with it.
func (s *Store) Resolve(ctx context.Context, doc *corroborate.Document) error {
	if doc.Extraction == nil || len(doc.Extraction.Entities) == 0 {
		return nil
	}
	ents := doc.Extraction.Entities
	rows := make([]map[string]any, 0, len(ents))
	for i := range ents {
		e := &ents[i]
		e.Key = EntityKey(e.Name, e.Type)
		acr, single := orgAcronyms(e.Name, e.Type)
		acronymKey := ""
		if acr != "" {
			acronymKey = strings.ToLower(string(e.Type)) + ":" + acr
		}
		rows = append(rows, map[string]any{"key": e.Key, "type": string(e.Type), "surname_key": surnameKey(e.Name, e.Type),
			"acronym_key": acronymKey, "single": single})
	}
	recs, err := s.read(ctx, "entity_candidates", map[string]any{"rows": rows})
	if err != nil {
		return err
	}
	type candidate struct {
		id, key string
		profile claims.EntityProfile
	}
	byRow := map[string][]candidate{}
	for _, r := range recs {
		v, _ := r.Get("aliases")
		rv, _ := r.Get("roles")
		cv, _ := r.Get("co")
		byRow[str(r, "row_key")] = append(byRow[str(r, "row_key")], candidate{
			id: str(r, "id"), key: str(r, "key"),
			profile: claims.EntityProfile{
				Name: str(r, "name"), Type: corroborate.EntityType(str(r, "type")),
				Aliases: strList(v), Roles: strList(rv), CoMentions: strList(cv),
			},
		})
	}
	co := coMentionKeys(doc)
	var merges []map[string]any
	for i := range ents {
		e := &ents[i]
		e.ID = EntityIDForKey(e.Key)
		var best candidate
		bestScore, bestReason := 0.0, ""
		for _, c := range byRow[e.Key] {
			if c.key == e.Key {
				e.ID, bestScore = c.id, 1
				break
			}
		}
		if bestScore == 1 {
			continue
		}
		roles := make([]string, 0, len(e.Roles))
		for _, r := range e.Roles {
			roles = append(roles, r.Title)
		}
		me := claims.EntityProfile{Name: e.Name, Type: e.Type, Aliases: e.Aliases, Roles: roles, CoMentions: co[i]}
		for _, c := range byRow[e.Key] {
			score, reason := claims.Match(me, c.profile)
			if score > bestScore || score == bestScore && c.id < best.id {
				best, bestScore, bestReason = c, score, reason
			}
		}
		if bestScore >= claims.MergeThreshold {
			e.ID = best.id
			merges = append(merges, map[string]any{
				"id": doc.ID + ":" + e.Key + ":" + best.id, "entity_id": best.id, "alias": e.Name,
				"score": bestScore, "reason": bestReason, "document_id": doc.ID,
			})
		}
	}
	if err := s.replayDecisions(ctx, doc); err != nil {
		return err
	}
	if len(merges) > 0 {
		pendingMerges.Store(doc.ID, merges)
	} else {
		pendingMerges.Delete(doc.ID)
	}
	return nil
}

// coMentionKeys returns, for each entity of doc, the keys of the other entities named in the
// same passages.
func coMentionKeys(doc *corroborate.Document) [][]string {
	ents := doc.Extraction.Entities
	byPassage := map[string]map[int]bool{}
	for i, e := range ents {
		for _, m := range e.Mentions {
			p := passageAt(doc, m.Start)
			if byPassage[p] == nil {
				byPassage[p] = map[int]bool{}
			}
			byPassage[p][i] = true
		}
	}
	out := make([][]string, len(ents))
	for i := range ents {
		seen := map[string]bool{}
		for _, set := range byPassage {
			if !set[i] {
				continue
			}
			for j := range set {
				k := ents[j].Key
				if j != i && k != "" && !seen[k] {
					seen[k] = true
					out[i] = append(out[i], k)
				}
			}
		}
		sort.Strings(out[i])
	}
	return out
}

// writeResolutionTx stores surname keys of the documents' entities and the merges Resolve
// decided for them.
func writeResolutionTx(ctx context.Context, tx neo4j.ManagedTransaction, docs []*corroborate.Document) error {
	entities := []map[string]any{}
	merges := []map[string]any{}
	for _, d := range docs {
		if d.Extraction != nil {
			for _, e := range d.Extraction.Entities {
				if e.ID != "" {
					acr, _ := orgAcronyms(e.Name, e.Type)
					entities = append(entities, map[string]any{"id": e.ID, "surname_key": surnameKey(e.Name, e.Type), "acronym": acr})
				}
			}
		}
		if v, ok := pendingMerges.LoadAndDelete(d.ID); ok {
			merges = append(merges, v.([]map[string]any)...)
		}
	}
	next := []map[string]any{}
	for _, d := range docs {
		for i := 1; i < len(d.Passages); i++ {
			next = append(next, map[string]any{"a": d.Passages[i-1].ID, "b": d.Passages[i].ID})
		}
	}
	if len(next) > 0 {
		if _, err := run(ctx, tx, "entity_context_write", map[string]any{"rows": next}); err != nil {
			return err
		}
	}
	if len(entities) == 0 && len(merges) == 0 {
		return nil
	}
	_, err := run(ctx, tx, "entity_resolution_write", map[string]any{"entities": entities, "merges": merges})
	return err
}

// EntityMerges returns the automatic merges that formed an entity, with score and reason.
func (s *Store) EntityMerges(ctx context.Context, id string) ([]corroborate.MergeRecord, error) {
	recs, err := s.read(ctx, "entity_merges", map[string]any{"id": id})
	if err != nil {
		return nil, err
	}
	out := make([]corroborate.MergeRecord, 0, len(recs))
	for _, r := range recs {
		out = append(out, corroborate.MergeRecord{Alias: str(r, "alias"), Score: float(r, "score"), Reason: str(r, "reason")})
	}
	return out, nil
}

// Neighbours lists the entities next to one (an id or a name): named in the same passages, or
// linked by a role, each edge with up to three passages as evidence; the strongest first.
func (s *Store) Neighbours(ctx context.Context, idOrName string, limit int) ([]corroborate.Edge, error) {
	_, limit, err := page(0, limit)
	if err != nil {
		return nil, err
	}
	id, err := s.entityID(ctx, idOrName)
	if err != nil {
		return nil, err
	}
	from, err := s.entitySummary(ctx, id)
	if err != nil {
		return nil, err
	}
	recs, err := s.read(ctx, "entity_neighbourhood", map[string]any{"id": id, "limit": limit, "evidence": 3})
	if err != nil {
		return nil, err
	}
	out := make([]corroborate.Edge, 0, len(recs))
	for _, r := range recs {
		av, _ := r.Get("aliases")
		ev, _ := r.Get("evidence")
		out = append(out, corroborate.Edge{
			From: from,
			To: corroborate.EntitySummary{ID: str(r, "id"), Name: str(r, "name"),
				Type: corroborate.EntityType(str(r, "type")), Aliases: strList(av)},
			Kind: str(r, "kind"), Weight: int(num(r, "weight")), Evidence: evidenceList(ev),
		})
	}
	return out, nil
}

func (s *Store) entitySummary(ctx context.Context, id string) (corroborate.EntitySummary, error) {
	d, err := s.FindEntity(ctx, id)
	if err != nil {
		return corroborate.EntitySummary{}, err
	}
	return d.EntitySummary, nil
}

func evidenceList(v any) []corroborate.Evidence {
	out := []corroborate.Evidence{}
	for _, x := range asSlice(v) {
		m, ok := x.(map[string]any)
		if !ok {
			continue
		}
		out = append(out, corroborate.Evidence{
			PassageID: mstr(m, "passage_id"), DocumentID: mstr(m, "document_id"), Path: mstr(m, "path"),
			Source: mstr(m, "source"), Text: mstr(m, "text"), Start: mint(m, "start"), End: mint(m, "end"),
		})
	}
	return out
}

// ShortestPath finds the shortest chain of entities between two (ids or names) where each step
// is a passage naming both (kind "co-mention") or two adjacent sentences naming one each (kind
// "adjacent-sentences", one hop dearer); among equally short chains the one through the
// most-mentioned entities. ENOTFOUND when they are not connected.
func (s *Store) ShortestPath(ctx context.Context, from, to string) (*corroborate.Path, error) {
	a, err := s.entityID(ctx, from)
	if err != nil {
		return nil, err
	}
	b, err := s.entityID(ctx, to)
	if err != nil {
		return nil, err
	}
	if a == b {
		return nil, corroborate.Errorf(corroborate.EINVALID, "path: %q and %q are the same entity", from, to)
	}
	recs, err := s.read(ctx, "entity_path", map[string]any{"from": a, "to": b})
	if err != nil {
		return nil, err
	}
	if len(recs) == 0 {
		return nil, corroborate.Errorf(corroborate.ENOTFOUND, "no path between %q and %q", from, to)
	}
	v, _ := recs[0].Get("steps")
	p := &corroborate.Path{Nodes: []corroborate.EntitySummary{}, Edges: []corroborate.Edge{}}
	var pending []corroborate.Evidence
	for _, x := range asSlice(v) {
		m, ok := x.(map[string]any)
		if !ok {
			continue
		}
		if b, _ := m["entity"].(bool); b {
			n := corroborate.EntitySummary{ID: mstr(m, "id"), Name: mstr(m, "name"),
				Type: corroborate.EntityType(mstr(m, "type")), Aliases: strList(m["aliases"])}
			if len(p.Nodes) > 0 {
				kind := "co-mention"
				if len(pending) > 1 {
					kind = "adjacent-sentences"
				}
				p.Edges = append(p.Edges, corroborate.Edge{
					From: p.Nodes[len(p.Nodes)-1], To: n, Kind: kind, Weight: len(pending), Evidence: pending,
				})
				pending = nil
			}
			p.Nodes = append(p.Nodes, n)
			continue
		}
		pending = append(pending, corroborate.Evidence{
			PassageID: mstr(m, "id"), DocumentID: mstr(m, "document_id"), Path: mstr(m, "path"),
			Source: mstr(m, "source"), Text: mstr(m, "text"), Start: mint(m, "start"), End: mint(m, "end"),
		})
	}
	return p, nil
}

// Timeline lists dated event claims in date order, about one entity (id or name) or all when
// about is "". Dates no publication date could anchor come last.
func (s *Store) Timeline(ctx context.Context, about string) ([]corroborate.TimelineEntry, error) {
	id := ""
	if strings.TrimSpace(about) != "" {
		var err error
		if id, err = s.entityID(ctx, about); err != nil {
			return nil, err
		}
	}
	recs, err := s.read(ctx, "claim_timeline", map[string]any{"id": id, "limit": 500})
	if err != nil {
		return nil, err
	}
	out := make([]corroborate.TimelineEntry, 0, len(recs))
	for _, r := range recs {
		iso, g := str(r, "value"), str(r, "granularity")
		if g == "unresolved" {
			iso, g = "", ""
		}
		out = append(out, corroborate.TimelineEntry{
			ISO: iso, Granularity: corroborate.Granularity(g), Text: str(r, "text"), ClaimKey: str(r, "key"),
			Evidence: corroborate.Evidence{
				PassageID: str(r, "passage_id"), DocumentID: str(r, "document_id"), Path: str(r, "path"),
				Source: str(r, "source"), Text: str(r, "passage"), Start: int(num(r, "start")), End: int(num(r, "end")),
			},
		})
	}
	return out, nil
}
