package corroborate

import "time"

// Document is one article or report as read from a file, a row or a URL. Body is the plain text
// every offset in the project points into; ID is derived from the normalised body, so the same
// text ingested twice, from anywhere, is the same document.
type Document struct {
	ID         string    `json:"id"`
	Path       string    `json:"path"`                // file path, "file.csv#row-3", or URL
	Title      string    `json:"title,omitempty"`     // from metadata or the first line
	Source     string    `json:"source,omitempty"`    // the outlet that published it
	URL        string    `json:"url,omitempty"`       // canonical address, when known
	Author     string    `json:"author,omitempty"`    // byline, when known
	Published  string    `json:"published,omitempty"` // ISO date "2006-01-02", or "" when unknown
	SHA256     string    `json:"sha256"`              // hex digest of the normalised body
	IngestedAt time.Time `json:"ingested_at"`
	Body       string    `json:"-"`
	Passages   []Passage `json:"passages,omitempty"`
	// Extraction is what the extract stage read from Body; nil before that stage ran.
	Extraction *Extraction `json:"extraction,omitempty"`
	// Claims are the statements the document makes, built from Extraction by the claims stage.
	Claims []Claim `json:"claims,omitempty"`
}

// Passage is a sentence (or short paragraph) of a document: the unit of evidence. Text equals
// Body[Start:End] of its document, byte for byte.
type Passage struct {
	ID         string `json:"id"` // "<document id>:<index>"
	DocumentID string `json:"document_id"`
	Index      int    `json:"index"`
	Start      int    `json:"start"`
	End        int    `json:"end"`
	Text       string `json:"text"`
}

// Source is an outlet or publisher: the name under which documents appear.
type Source struct {
	Name string `json:"name"`
}

// Span is a byte range [Start, End) of a document body.
type Span struct {
	Start int `json:"start"`
	End   int `json:"end"`
}
