package graph

import (
	"context"
	"sort"
	"strings"

	"github.com/corroborate/corroborate"
	"github.com/corroborate/corroborate/claims"
	"github.com/corroborate/corroborate/queries"
	"github.com/neo4j/neo4j-go-driver/v5/neo4j"
)

// The claim graph:
//
//	(:Passage)-[:STATES]->(:Claim {id, key, kind, value, number, low, high, qualifier, unit,
//	                               text, start, end, origin, attributed_to, speaker, document_id})
//	(:Claim)-[:IN_GROUP]->(:ClaimGroup {id, key, kind, status, documents, independent_origins,
//	                                    variants, quote, padded})
//	(:Claim)-[:ABOUT]->(:Entity)
//	(:Claim)-[:ATTRIBUTED_TO]->(:Entity)      the speaker or body the text names, when extracted
//	(:Claim)-[:ATTRIBUTED_TO]->(:Origin)      otherwise ("the report", an outlet not extracted)
//	(:Origin {id, name})-[:ASSERTS]->(:Claim) what independence is counted by
//	(:Source)-[:PUBLISHED]->(:Document)-[:CITES]->(:Origin)   the attribution chain
//	(:Passage)-[:NEXT]->(:Passage)            adjacent sentences, for entity paths
//	(:Resolution {alias, score, reason})-[:MERGED_INTO]->(:Entity)
//	(:Decision {action, a, b, alias, new_id, at})            a person's merge or split
//
// A group's id is the hash of its key (claims.GroupID), so a new claim finds its group by an
// index lookup, and only the groups a document's claims join or leave are recomputed.

// ApplyClaimSchema creates the indexes the claim store needs (queries/claim_schema.cypher).
// Idempotent; Open should run it after the main schema.
func (s *Store) ApplyClaimSchema(ctx context.Context) error {
	for _, stmt := range queries.Statements("claim_schema") {
		if _, err := neo4j.ExecuteQuery(ctx, s.driver, stmt, nil, neo4j.EagerResultTransformer,
			neo4j.ExecuteQueryWithDatabase(s.db)); err != nil {
			return corroborate.Wrap(corroborate.EUNAVAILABLE, err, "applying the claim schema")
		}
	}
	return nil
}

// WriteClaims stores the claims of documents already written (doc.Claims, built by
// claims.FromDocument) and recomputes the verdict of exactly the groups they touch, in one
// transaction. See writeClaimsTx.
func (s *Store) WriteClaims(ctx context.Context, docs []*corroborate.Document) error {
	_, err := s.write(ctx, func(tx neo4j.ManagedTransaction) (any, error) {
		return nil, writeClaimsTx(ctx, tx, docs)
	})
	return err
}

// writeClaimsTx writes claims (and the entity resolution records of the documents) inside the
// caller's transaction, so that WriteDocuments can store a document and its claims atomically. Work is proportional to the new claims and the groups
// they join, never to the size of the store: groups are found by id (the hash of the key) or,
// for quotes, by index lookups on their words.
func writeClaimsTx(ctx context.Context, tx neo4j.ManagedTransaction, docs []*corroborate.Document) error {
	if err := writeResolutionTx(ctx, tx, docs); err != nil {
		return err
	}
	type item struct {
		doc *corroborate.Document
		c   corroborate.Claim
		pid string
	}
	var items []item
	for _, d := range docs {
		for _, c := range d.Claims {
			pid := c.PassageID
			if pid == "" {
				pid = passageAt(d, c.Start)
			}
			if pid != "" {
				items = append(items, item{d, c, pid})
			}
		}
	}
	if len(items) == 0 {
		return nil
	}
	claimList := make([]corroborate.Claim, len(items))
	for i, it := range items {
		claimList[i] = it.c
	}
	gids, err := assignGroups(ctx, tx, claimList)
	if err != nil {
		return err
	}
	var rows, links []map[string]any
	touched := map[string]bool{}
	idsByDoc := map[string]map[string]string{}
	for i, it := range items {
		d, c := it.doc, it.c
		ids, ok := idsByDoc[d.ID]
		if !ok {
			ids = entityIDsByName(d)
			idsByDoc[d.ID] = ids
		}
		gid := gids[i]
		touched[gid] = true
		group := map[string]any{"key": c.Key, "kind": string(c.Kind)}
		if c.Kind == corroborate.QuoteClaim {
			words := strings.TrimPrefix(c.Key, "quote:")
			group["quote"], group["padded"] = words, " "+words+" "
		}
		name := c.AttributedTo
		if name == "" {
			name = d.Source
		}
		if name == "" {
			name = d.Path
		}
		rows = append(rows, map[string]any{
			"id": c.ID, "passage_id": it.pid, "group_id": gid, "origin": c.Origin, "origin_name": name,
			"cites": c.Origin != claims.DefaultOrigin(d),
			"props": map[string]any{
				"key": c.Key, "kind": string(c.Kind), "value": c.Value, "number": c.Number,
				"low": c.Low, "high": c.High, "qualifier": string(c.Qualifier), "unit": c.Unit,
				"text": c.Text, "start": c.Start, "end": c.End, "origin": c.Origin,
				"attributed_to": c.AttributedTo, "speaker": c.Speaker, "document_id": d.ID,
			},
			"group": group,
		})
		about := []string{}
		for _, n := range c.About {
			if id := ids[strings.ToLower(n)]; id != "" && !contains(about, id) {
				about = append(about, id)
			}
		}
		attributed, attributedOrigin := "", ""
		if c.AttributedTo != "" {
			attributed = ids[strings.ToLower(c.AttributedTo)]
			if attributed == "" {
				attributedOrigin = c.Origin
			}
		}
		links = append(links, map[string]any{
			"claim_id": c.ID, "about": about, "attributed_entity": attributed, "attributed_origin": attributedOrigin,
		})
	}
	if err := writeClaimRows(ctx, tx, rows, touched); err != nil {
		return err
	}
	if _, err := run(ctx, tx, "claim_link_write", map[string]any{"rows": links}); err != nil {
		return err
	}
	ids := make([]string, 0, len(touched))
	for id := range touched {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	return recomputeTx(ctx, tx, ids)
}

// writeClaimRows runs claim_write and marks the groups claims left as touched.
func writeClaimRows(ctx context.Context, tx neo4j.ManagedTransaction, rows []map[string]any, touched map[string]bool) error {
	if len(rows) == 0 {
		return nil
	}
	recs, err := run(ctx, tx, "claim_write", map[string]any{"rows": rows})
	if err != nil {
		return err
	}
	for _, r := range recs {
		v, _ := r.Get("left")
		for _, id := range strList(v) {
			touched[id] = true
		}
	}
	return nil
}

// entityIDsByName maps the lower-case names and aliases of a document's entities to their ids.
func entityIDsByName(d *corroborate.Document) map[string]string {
	ids := map[string]string{}
	if d.Extraction == nil {
		return ids
	}
	for _, e := range d.Extraction.Entities {
		if e.ID == "" {
			continue
		}
		ids[strings.ToLower(e.Name)] = e.ID
	}
	for _, e := range d.Extraction.Entities {
		for _, a := range e.Aliases {
			if _, ok := ids[strings.ToLower(a)]; !ok && e.ID != "" {
				ids[strings.ToLower(a)] = e.ID
			}
		}
	}
	return ids
}

// assignGroups returns the id of the group each claim belongs to. A claim joins the group of
// its key; a quote also joins the one quote group it is a fragment of, or the one fragment
// group it contains (see claims.GroupAll), among the stored groups and those the earlier
// claims of the batch create. Stored candidates come from one indexed lookup for all quotes.
func assignGroups(ctx context.Context, tx neo4j.ManagedTransaction, cs []corroborate.Claim) ([]string, error) {
	out := make([]string, len(cs))
	type cand struct{ id, key string }
	stored := map[int][]cand{}
	var rows []map[string]any
	for i, c := range cs {
		if c.Kind == corroborate.QuoteClaim {
			words := strings.TrimPrefix(c.Key, "quote:")
			rows = append(rows, map[string]any{"i": i, "phrases": subPhrases(words, claims.MinQuoteWords), "padded": " " + words + " "})
		}
	}
	if len(rows) > 0 {
		recs, err := run(ctx, tx, "claim_group_candidates", map[string]any{"rows": rows})
		if err != nil {
			return nil, err
		}
		for _, r := range recs {
			i := int(num(r, "i"))
			stored[i] = append(stored[i], cand{str(r, "id"), str(r, "key")})
		}
	}
	var created []cand // quote groups the batch creates, in order
	for i, c := range cs {
		gid := claims.GroupID(c.Key)
		out[i] = gid
		if c.Kind != corroborate.QuoteClaim {
			continue
		}
		cands := append(append([]cand(nil), stored[i]...), created...)
		keyOf := map[string]string{}
		var containers, contained []string
		exact := false
		for _, g := range cands {
			if g.id == gid {
				exact = true
				break
			}
			if _, seen := keyOf[g.key]; seen {
				continue
			}
			keyOf[g.key] = g.id
			switch {
			case claims.QuoteContains(g.key, c.Key):
				containers = append(containers, g.key)
			case claims.QuoteContains(c.Key, g.key):
				contained = append(contained, g.key)
			}
		}
		switch {
		case exact:
		case outermostKey(containers) != "":
			out[i] = keyOf[outermostKey(containers)]
		case len(containers) == 0 && len(contained) == 1:
			out[i] = keyOf[contained[0]]
		}
		if out[i] == gid {
			created = append(created, cand{gid, c.Key})
		}
	}
	return out, nil
}

// outermostKey returns the one quote key containing all the others, or "".
func outermostKey(keys []string) string {
	best := ""
	for _, k := range keys {
		if len(k) > len(best) {
			best = k
		}
	}
	for _, k := range keys {
		if k != best && !claims.QuoteContains(best, k) {
			return ""
		}
	}
	return best
}

// subPhrases lists every run of at least min words of s, shorter than s itself. A quote of n
// words has about n²/2 of them; quotes are capped so that a pasted paragraph stays cheap.
func subPhrases(s string, minWords int) []string {
	w := strings.Fields(s)
	const maxWords = 60
	if len(w) > maxWords {
		w = w[:maxWords]
	}
	var out []string
	for i := 0; i < len(w); i++ {
		for j := i + minWords; j <= len(w); j++ {
			if i == 0 && j == len(w) {
				continue
			}
			out = append(out, strings.Join(w[i:j], " "))
		}
	}
	if out == nil {
		out = []string{}
	}
	return out
}

// RecomputeGroups recomputes the verdict and counts of the claim groups with these keys, and
// deletes those left empty. Call it after DeleteDocumentGroups with the keys it returned.
func (s *Store) RecomputeGroups(ctx context.Context, keys []string) error {
	if len(keys) == 0 {
		return nil
	}
	_, err := s.write(ctx, func(tx neo4j.ManagedTransaction) (any, error) {
		return nil, recomputeKeysTx(ctx, tx, keys)
	})
	return err
}

// recomputeKeysTx recomputes the groups with these keys (and the quote groups filed under
// them) inside the caller's transaction.
func recomputeKeysTx(ctx context.Context, tx neo4j.ManagedTransaction, keys []string) error {
	if len(keys) == 0 {
		return nil
	}
	recs, err := run(ctx, tx, "claim_groups_by_key", map[string]any{"keys": keys})
	if err != nil {
		return err
	}
	ids := map[string]bool{}
	for _, k := range keys {
		ids[claims.GroupID(k)] = true
	}
	for _, r := range recs {
		ids[str(r, "id")] = true
	}
	list := make([]string, 0, len(ids))
	for id := range ids {
		list = append(list, id)
	}
	sort.Strings(list)
	return recomputeTx(ctx, tx, list)
}

// recomputeTx recomputes the groups with these ids from their claims.
func recomputeTx(ctx context.Context, tx neo4j.ManagedTransaction, ids []string) error {
	if len(ids) == 0 {
		return nil
	}
	recs, err := run(ctx, tx, "claim_group_members", map[string]any{"ids": ids})
	if err != nil {
		return err
	}
	groups := groupsFromRecords(recs)
	rows := make([]map[string]any, 0, len(groups))
	seen := map[string]bool{}
	for _, g := range groups {
		seen[g.ID] = true
		rows = append(rows, map[string]any{
			"id": g.ID, "status": string(g.Status), "documents": g.Documents,
			"independent_origins": g.IndependentOrigins, "variants": len(g.Variants),
		})
	}
	empty := []string{}
	for _, id := range ids {
		if !seen[id] {
			empty = append(empty, id)
		}
	}
	_, err = run(ctx, tx, "claim_group_update", map[string]any{"rows": rows, "empty": empty})
	return err
}

// groupsFromRecords builds claim groups from claim_group_members-shaped records, in the order
// the groups first appear.
func groupsFromRecords(recs []*neo4j.Record) []*corroborate.ClaimGroup {
	byGroup := map[string][]corroborate.Claim{}
	keys := map[string]string{}
	var order []string
	for _, r := range recs {
		gid := str(r, "group_id")
		if _, ok := byGroup[gid]; !ok {
			order = append(order, gid)
			keys[gid] = str(r, "group_key")
		}
		byGroup[gid] = append(byGroup[gid], corroborate.Claim{
			ID: str(r, "id"), Key: str(r, "key"), Kind: corroborate.ClaimKind(str(r, "kind")),
			DocumentID: str(r, "document_id"), PassageID: str(r, "passage_id"), Path: str(r, "path"),
			Source: str(r, "source"), Text: str(r, "text"), Start: int(num(r, "start")), End: int(num(r, "end")),
			Value: str(r, "value"), Number: float(r, "number"), Low: float(r, "low"), High: float(r, "high"),
			Qualifier: corroborate.Qualifier(str(r, "qualifier")), Unit: str(r, "unit"),
			Speaker: str(r, "speaker"), AttributedTo: str(r, "attributed_to"), Origin: str(r, "origin"),
		})
	}
	out := make([]*corroborate.ClaimGroup, 0, len(order))
	for _, gid := range order {
		g := claims.Group(byGroup[gid])
		g.ID, g.Key = gid, keys[gid]
		out = append(out, &g)
	}
	return out
}
