package quotes_test

import (
	"testing"

	"github.com/corroborate/corroborate"
	"github.com/corroborate/corroborate/ingest/extract"
	"github.com/corroborate/corroborate/ingest/quotes"
	"github.com/corroborate/corroborate/ingest/segment"
)

// extracted runs Extract the way the pipeline does: sentences from ingest/segment, entities
// from ingest/extract.
func extracted(body string) []corroborate.Quote {
	sents := segment.Sentences(body)
	return quotes.Extract(body, sents, extract.Entities(body, sents))
}

func TestGoldenSeedsExtracted(t *testing.T) {
	right, total := 0, 0
	for _, id := range quotes.SeedIDs {
		body := quotes.Seed(t, id)
		r, n := quotes.CheckGolden(t, id, body, extracted(body))
		right, total = right+r, total+n
	}
	t.Logf("extracted entities: seed quotes right %d/%d", right, total)
}

func TestGoldenRequiredExtracted(t *testing.T) {
	quotes.CheckRequired(t, extracted)
}
