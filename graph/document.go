package graph

import (
	"context"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/corroborate/corroborate"
	"github.com/neo4j/neo4j-go-driver/v5/neo4j"
)

// WriteDocuments stores documents with their passages and everything extracted from them, in
// one managed transaction: a document is either fully in the graph or not at all. Rows of each
// kind go in one UNWIND statement, so a batch of many documents is a handful of round trips.
func (s *Store) WriteDocuments(ctx context.Context, docs []*corroborate.Document) error {
	if len(docs) == 0 {
		return nil
	}
	rows := documentRows(docs)
	_, err := s.write(ctx, func(tx neo4j.ManagedTransaction) (any, error) {
		for _, step := range rows.steps() {
			if len(step.rows) == 0 {
				continue
			}
			if _, err := run(ctx, tx, step.query, map[string]any{"rows": step.rows}); err != nil {
				return nil, err
			}
		}
		// Claims join their groups in the same transaction, so a document never stands in the
		// graph without its claims or with stale verdicts.
		return nil, writeClaimsTx(ctx, tx, docs)
	})
	return err
}

// WriteDocument stores one document (see WriteDocuments).
func (s *Store) WriteDocument(ctx context.Context, doc *corroborate.Document) error {
	return s.WriteDocuments(ctx, []*corroborate.Document{doc})
}

// DocumentExists reports whether a document with this id is stored.
func (s *Store) DocumentExists(ctx context.Context, id string) (bool, error) {
	recs, err := s.read(ctx, "document_exists", map[string]any{"id": id})
	return len(recs) > 0, err
}

// DocumentIDs lists every stored document id.
func (s *Store) DocumentIDs(ctx context.Context) ([]string, error) {
	recs, err := s.read(ctx, "document_ids", nil)
	if err != nil {
		return nil, err
	}
	ids := make([]string, 0, len(recs))
	for _, r := range recs {
		ids = append(ids, str(r, "id"))
	}
	return ids, nil
}

// DeleteDocument removes a document and all that was read from it. It returns the keys of claim
// groups that lost a claim, so that their status can be recomputed.
func (s *Store) DeleteDocument(ctx context.Context, id string) error {
	_, err := s.DeleteDocumentGroups(ctx, id)
	return err
}

// DeleteDocumentGroups is DeleteDocument that also returns the claim group keys it touched;
// their verdicts are recomputed in the same transaction.
func (s *Store) DeleteDocumentGroups(ctx context.Context, id string) ([]string, error) {
	out, err := s.write(ctx, func(tx neo4j.ManagedTransaction) (any, error) {
		recs, err := run(ctx, tx, "document_delete", map[string]any{"id": id})
		if err != nil {
			return nil, err
		}
		if len(recs) == 0 {
			return nil, corroborate.Errorf(corroborate.ENOTFOUND, "no document with id %q", id)
		}
		var keys []string
		for _, r := range recs {
			if v, ok := r.Get("groups"); ok {
				for _, k := range asSlice(v) {
					if s, ok := k.(string); ok {
						keys = append(keys, s)
					}
				}
			}
		}
		return keys, recomputeKeysTx(ctx, tx, keys)
	})
	if err != nil {
		return nil, err
	}
	keys, _ := out.([]string)
	return keys, nil
}

// Stats counts documents, passages, entities, claims and the rest.
func (s *Store) Stats(ctx context.Context) (map[string]int64, error) {
	recs, err := s.read(ctx, "stats", nil)
	if err != nil {
		return nil, err
	}
	out := map[string]int64{}
	if len(recs) == 1 {
		for i, k := range recs[0].Keys {
			if n, ok := recs[0].Values[i].(int64); ok {
				out[k] = n
			}
		}
	}
	return out, nil
}

type step struct {
	query string
	rows  []map[string]any
}

// batchRows are the parameter rows of one write, by kind, in dependency order.
type batchRows struct {
	documents, passages, entities, mentions, quantities, dates, quotes, roles []map[string]any
}

func (b *batchRows) steps() []step {
	return []step{
		{"document_write", b.documents},
		{"passage_write", b.passages},
		{"entity_write", b.entities},
		{"mention_write", b.mentions},
		{"quantity_write", b.quantities},
		{"date_write", b.dates},
		{"quote_write", b.quotes},
		{"role_write", b.roles},
	}
}

func documentRows(docs []*corroborate.Document) *batchRows {
	b := &batchRows{}
	for _, d := range docs {
		ingested := d.IngestedAt
		if ingested.IsZero() {
			ingested = time.Now().UTC()
		}
		b.documents = append(b.documents, map[string]any{
			"id": d.ID, "path": d.Path, "title": d.Title, "url": d.URL, "published": d.Published,
			"author": d.Author, "sha256": d.SHA256, "ingested_at": ingested.Format(time.RFC3339Nano),
			"source": d.Source, "body": d.Body,
		})
		for _, p := range d.Passages {
			b.passages = append(b.passages, map[string]any{
				"id": p.ID, "document_id": d.ID, "index": p.Index, "start": p.Start, "end": p.End, "text": p.Text,
			})
		}
		x := d.Extraction
		if x == nil {
			continue
		}
		byName := map[string]string{}
		for _, e := range x.Entities {
			if e.ID == "" {
				continue
			}
			byName[strings.ToLower(e.Name)] = e.ID
			for _, a := range e.Aliases {
				if _, ok := byName[strings.ToLower(a)]; !ok {
					byName[strings.ToLower(a)] = e.ID
				}
			}
		}
		for _, e := range x.Entities {
			if e.ID == "" {
				continue
			}
			aliases := e.Aliases
			if aliases == nil {
				aliases = []string{}
			}
			b.entities = append(b.entities, map[string]any{
				"id": e.ID, "key": e.Key, "name": e.Name, "type": string(e.Type),
				"surname": surname(e.Name), "aliases": aliases,
			})
			for _, m := range e.Mentions {
				b.mentions = append(b.mentions, map[string]any{
					"passage_id": passageAt(d, m.Start), "entity_id": e.ID,
					"start": m.Start, "end": m.End, "text": m.Text,
				})
			}
			for _, r := range e.Roles {
				b.roles = append(b.roles, map[string]any{
					"id": itemID(d, "r", r.Start) + ":" + e.ID, "passage_id": passageAt(d, r.Start),
					"person_id": e.ID, "org_id": byName[strings.ToLower(r.Org)], "document_id": d.ID,
					"props": map[string]any{"title": r.Title, "org": r.Org, "text": r.Text, "start": r.Start, "end": r.End},
				})
			}
		}
		for _, q := range x.Quantities {
			b.quantities = append(b.quantities, map[string]any{
				"id": itemID(d, "q", q.Start), "passage_id": passageAt(d, q.Start),
				"props": map[string]any{
					"value": q.Value, "noun": q.Noun, "of": q.Of, "unit": q.Unit, "qualifier": string(q.Qualifier),
					"low": q.Low, "high": q.High, "rate": q.Rate, "text": q.Text, "start": q.Start, "end": q.End,
				},
			})
		}
		for _, t := range x.Dates {
			b.dates = append(b.dates, map[string]any{
				"id": itemID(d, "t", t.Start), "passage_id": passageAt(d, t.Start),
				"props": map[string]any{
					"text": t.Text, "iso": t.ISO, "granularity": string(t.Granularity), "resolved": t.Resolved,
					"relative": t.Relative, "start": t.Start, "end": t.End,
				},
			})
		}
		for _, q := range x.Quotes {
			b.quotes = append(b.quotes, map[string]any{
				"id": itemID(d, "u", q.Start), "passage_id": passageAt(d, q.Start),
				"speaker_id": byName[strings.ToLower(q.Speaker)],
				"props": map[string]any{
					"text": q.Text, "speaker": q.Speaker, "partial": q.Partial, "start": q.Start, "end": q.End,
					"speaker_start": q.SpeakerStart, "speaker_end": q.SpeakerEnd,
				},
			})
		}
	}
	dropOrphans(b)
	return b
}

// dropOrphans removes rows whose span fell outside every passage; they would match nothing.
func dropOrphans(b *batchRows) {
	for _, rows := range []*[]map[string]any{&b.mentions, &b.quantities, &b.dates, &b.quotes, &b.roles} {
		kept := (*rows)[:0]
		for _, r := range *rows {
			if r["passage_id"] != "" {
				kept = append(kept, r)
			}
		}
		*rows = kept
	}
}

// itemID names an extracted item by its document, kind and start offset: stable across re-ingests.
func itemID(d *corroborate.Document, kind string, start int) string {
	return d.ID + ":" + kind + ":" + strconv.Itoa(start)
}

// passageAt returns the id of the passage that contains byte offset off, or "".
func passageAt(d *corroborate.Document, off int) string {
	ps := d.Passages
	i := sort.Search(len(ps), func(i int) bool { return ps[i].End > off })
	if i < len(ps) && ps[i].Start <= off {
		return ps[i].ID
	}
	return ""
}

func surname(name string) string {
	f := strings.Fields(name)
	if len(f) == 0 {
		return ""
	}
	return strings.ToLower(f[len(f)-1])
}
