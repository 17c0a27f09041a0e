package ingest

import "context"

// Reconciliation says what Reconcile repaired.
type Reconciliation struct {
	Reindexed []string `json:"reindexed"` // in the graph, were missing from the index
	Removed   []string `json:"removed"`   // in the index, were missing from the graph
}

// Reconcile makes the index hold exactly the graph's documents. The graph is the record: a
// document the index lacks is indexed again from the graph (when Documents is set), and index
// entries without a graph document are removed. It repairs a crash between the two writes.
func (p *Pipeline) Reconcile(ctx context.Context) (*Reconciliation, error) {
	inGraph, err := p.Store.DocumentIDs(ctx)
	if err != nil {
		return nil, err
	}
	inIndex, err := p.Index.DocumentIDs()
	if err != nil {
		return nil, err
	}
	graphSet := make(map[string]bool, len(inGraph))
	for _, id := range inGraph {
		graphSet[id] = true
	}
	indexSet := make(map[string]bool, len(inIndex))
	out := &Reconciliation{}
	for _, id := range inIndex {
		indexSet[id] = true
		if !graphSet[id] {
			if err := p.Index.DeleteDocument(id); err != nil {
				return out, err
			}
			out.Removed = append(out.Removed, id)
		}
	}
	for _, id := range inGraph {
		if indexSet[id] || p.Documents == nil {
			continue
		}
		doc, err := p.Documents.FindDocument(ctx, id)
		if err != nil {
			return out, err
		}
		if err := p.Index.IndexDocument(doc); err != nil {
			return out, err
		}
		out.Reindexed = append(out.Reindexed, id)
	}
	if len(out.Removed)+len(out.Reindexed) > 0 {
		p.logger().Info("reconciled search index with graph", "reindexed", len(out.Reindexed), "removed", len(out.Removed))
	}
	return out, nil
}
