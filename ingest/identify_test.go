package ingest

import (
	"testing"

	"github.com/corroborate/corroborate"
)

func TestIdentifyIgnoresWhitespaceAndLineEndings(t *testing.T) {
	a := &corroborate.Document{Body: "One line.\nTwo  lines.\n"}
	b := &corroborate.Document{Body: "  One line.\r\nTwo lines."}
	c := &corroborate.Document{Body: "One line. Two lines!"}
	Identify(a)
	Identify(b)
	Identify(c)
	if a.ID != b.ID {
		t.Errorf("same text, different ids: %s %s", a.ID, b.ID)
	}
	if a.ID == c.ID {
		t.Error("different text, same id")
	}
	if len(a.SHA256) != 64 || a.ID != a.SHA256[:20] {
		t.Errorf("id %q sha %q", a.ID, a.SHA256)
	}
}

func TestSegmentSpansMatchTheBody(t *testing.T) {
	d := &corroborate.Document{ID: "x", Body: "First sentence here. Second one follows!\n\nA new paragraph."}
	Segment(d)
	if len(d.Passages) != 3 {
		t.Fatalf("passages = %d, want 3: %+v", len(d.Passages), d.Passages)
	}
	for i, p := range d.Passages {
		if d.Body[p.Start:p.End] != p.Text || p.Index != i || p.DocumentID != "x" {
			t.Errorf("passage %d = %+v", i, p)
		}
	}
}
