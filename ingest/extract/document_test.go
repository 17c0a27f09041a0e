package extract

import (
	"strings"
	"testing"

	"github.com/corroborate/corroborate"
)

func TestDocument(t *testing.T) {
	body := "Prosecutor Imani Waweru said on Monday that 1,200 detainees had been freed. " +
		"\"We will keep counting,\" Waweru told the BBC."
	doc := &corroborate.Document{Body: body, Published: "2020-03-11"}
	x := Document(doc)
	if x.Entities == nil || x.Quantities == nil || x.Dates == nil || x.Quotes == nil {
		t.Fatalf("nil lists in %+v", x)
	}
	if find(x.Entities, "Imani Waweru") == nil {
		t.Errorf("no Imani Waweru in %v", names(x.Entities))
	}
	if len(x.Quantities) == 0 {
		t.Error("no quantity")
	}
	if len(x.Dates) == 0 || x.Dates[0].Text != "Monday" {
		t.Errorf("dates %+v, want Monday", x.Dates)
	}
	if len(x.Quotes) == 0 || !strings.Contains(x.Quotes[0].Speaker, "Waweru") {
		t.Errorf("quotes %+v, want one by Waweru", x.Quotes)
	}
	if doc.Extraction != nil {
		t.Error("Document changed its argument")
	}

	// Passages, when present, are the sentences: the result is the same.
	doc.Passages = []corroborate.Passage{
		{Start: 0, End: strings.Index(body, "\"") - 1},
		{Start: strings.Index(body, "\""), End: len(body)},
	}
	y := Document(doc)
	if len(y.Entities) != len(x.Entities) || len(y.Quotes) != len(x.Quotes) {
		t.Errorf("with passages: %d entities %d quotes, without: %d, %d", len(y.Entities), len(y.Quotes), len(x.Entities), len(x.Quotes))
	}
}
