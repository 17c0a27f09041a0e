package ingest

import (
	"strconv"

	"github.com/corroborate/corroborate"
	"github.com/corroborate/corroborate/ingest/segment"
)

// Segment cuts the body into passages (sentences or short paragraphs) with byte offsets.
func Segment(doc *corroborate.Document) {
	spans := segment.Sentences(doc.Body)
	doc.Passages = make([]corroborate.Passage, 0, len(spans))
	for i, s := range spans {
		doc.Passages = append(doc.Passages, corroborate.Passage{
			ID: doc.ID + ":" + strconv.Itoa(i), DocumentID: doc.ID, Index: i,
			Start: s.Start, End: s.End, Text: doc.Body[s.Start:s.End],
		})
	}
}
