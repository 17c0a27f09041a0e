package quotes

import (
	"strings"
	"testing"

	"github.com/corroborate/corroborate"
)

// A former prisoner typed DETAINEE by the entity stage is still a person who can speak; a
// counted group is not.
func TestNamedDetaineeSpeaks(t *testing.T) {
	body := `Aung Min Zaw shared a cell with 40 prisoners. "We were beaten every night," he said.`
	name := "Aung Min Zaw"
	s := strings.Index(body, name)
	g := strings.Index(body, "40 prisoners")
	ents := []corroborate.Entity{
		{Name: name, Type: corroborate.Detainee, Mentions: []corroborate.Mention{{Start: s, End: s + len(name), Text: name}}},
		{Name: "40 prisoners", Type: corroborate.Detainee, Mentions: []corroborate.Mention{{Start: g, End: g + 12, Text: "40 prisoners"}}},
	}
	cut := strings.Index(body, "\"")
	qs := Extract(body, []corroborate.Span{{Start: 0, End: cut - 1}, {Start: cut, End: len(body)}}, ents)
	if len(qs) != 1 || qs[0].Speaker != name {
		t.Fatalf("got %+v, want one quote spoken by %s", qs, name)
	}
	if ents[0].Type != corroborate.Detainee {
		t.Errorf("the caller's entities were changed: %s", ents[0].Type)
	}
}
