package quotes

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/corroborate/corroborate/ingest/extract"
	"github.com/corroborate/corroborate/ingest/segment"
)

func TestScratch(t *testing.T) {
	dir := os.Getenv("QSCRATCH")
	if dir == "" {
		t.Skip()
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.txt"))
	for _, f := range files {
		b, _ := os.ReadFile(f)
		body := string(b)
		sents := segment.Sentences(body)
		es := extract.Entities(body, sents)
		fmt.Println("=====", filepath.Base(f))
		for _, e := range es {
			if e.Type == "PERSON" || e.Type == "ORG" {
				fmt.Printf("      %s %s |", e.Type, e.Name)
			}
		}
		fmt.Println()
		for _, q := range Extract(body, sents, es) {
			tx := q.Text
			if len(tx) > 50 {
				tx = tx[:50]
			}
			fmt.Printf("%-52q | %-22s | %v | %q\n", tx, q.Speaker, q.Partial, body[q.SpeakerStart:q.SpeakerEnd])
		}
	}
}
