package ingest_test

import (
	"context"
	"strings"
	"testing"

	"github.com/corroborate/corroborate"
	"github.com/corroborate/corroborate/ingest"
)

// TestAStagePanicFailsOnlyItsDocument: a panic in extraction is that document's error, with the
// file named and the internal code, and the next document is prepared as usual.
func TestAStagePanicFailsOnlyItsDocument(t *testing.T) {
	p := &ingest.Pipeline{Extract: func(doc *corroborate.Document) *corroborate.Extraction {
		if strings.Contains(doc.Body, "poison") {
			var m map[string]int
			m["x"]++ // a nil map write: the kind of slip a rule can make on text nobody foresaw
		}
		return &corroborate.Extraction{}
	}}
	ctx := context.Background()
	bad := &corroborate.Document{Path: "bad.txt", Body: "The poison pill clause was voted down."}
	err := p.Prepare(ctx, bad)
	if err == nil {
		t.Fatal("a panicking stage returned no error")
	}
	if corroborate.ErrorCode(err) != corroborate.EINTERNAL || !strings.Contains(err.Error(), "bad.txt") || !strings.Contains(err.Error(), "extraction") {
		t.Errorf("error %q (code %s) should name the file and the stage, code %s", err, corroborate.ErrorCode(err), corroborate.EINTERNAL)
	}
	good := &corroborate.Document{Path: "good.txt", Body: "The council approved the budget on Tuesday."}
	if err := p.Prepare(ctx, good); err != nil || good.Extraction == nil {
		t.Fatalf("the next document failed too: %v", err)
	}
}
