package corroborate

// SearchRequest is a full-text query over passages.
type SearchRequest struct {
	Query  string `json:"query"` // bleve query-string syntax; "quoted phrases" supported
	Source string `json:"source,omitempty"`
	From   string `json:"from,omitempty"` // published on or after, ISO date
	To     string `json:"to,omitempty"`   // published on or before, ISO date
	Size   int    `json:"size,omitempty"`
	Offset int    `json:"offset,omitempty"`
	Facets bool   `json:"facets,omitempty"`
}

// SearchHit is one matching passage.
type SearchHit struct {
	PassageID  string   `json:"passage_id"`
	DocumentID string   `json:"document_id"`
	Path       string   `json:"path"`
	Title      string   `json:"title,omitempty"`
	Source     string   `json:"source,omitempty"`
	Published  string   `json:"published,omitempty"`
	Text       string   `json:"text"`
	Start      int      `json:"start"`
	End        int      `json:"end"`
	Score      float64  `json:"score"`
	Fragments  []string `json:"fragments,omitempty"` // highlighted, <mark>…</mark>
	Entities   []string `json:"entities,omitempty"`
}

// SearchResult is one page of hits.
type SearchResult struct {
	Total  uint64                    `json:"total"`
	Hits   []SearchHit               `json:"hits"`
	Facets map[string]map[string]int `json:"facets,omitempty"`
}
