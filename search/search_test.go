package search

import (
	"reflect"
	"strings"
	"testing"

	"github.com/corroborate/corroborate"
)

func fixtureIndex(t testing.TB) *Index {
	x := openTemp(t)
	mustIndex(t, x, fixture()...)
	return x
}

func TestSearchPhrase(t *testing.T) {
	x := fixtureIndex(t)
	res := mustSearch(t, x, corroborate.SearchRequest{Query: `"smoking gun"`})
	if res.Total != 1 || res.Hits[0].Path != "a.txt" {
		t.Fatalf("phrase hits = %+v, want only a.txt", res.Hits)
	}
	// Without quotes both words may stand apart: b.txt has "gun was not smoking".
	res = mustSearch(t, x, corroborate.SearchRequest{Query: `+smoking +gun`})
	if got := paths(res); got["a.txt"] != 1 || got["b.txt"] != 1 {
		t.Fatalf("required words hits = %v, want a.txt and b.txt", got)
	}
}

func TestSearchHitCarriesPassageAndDocument(t *testing.T) {
	x := fixtureIndex(t)
	doc := fixture()[0]
	res := mustSearch(t, x, corroborate.SearchRequest{Query: `"smoking gun"`})
	if len(res.Hits) != 1 {
		t.Fatalf("hits = %+v", res.Hits)
	}
	h := res.Hits[0]
	p := doc.Passages[0]
	if h.PassageID != p.ID || h.DocumentID != doc.ID || h.Start != p.Start || h.End != p.End || h.Text != p.Text {
		t.Fatalf("hit %+v does not match passage %+v", h, p)
	}
	if doc.Body[h.Start:h.End] != h.Text {
		t.Fatalf("offsets %d..%d do not point at the text", h.Start, h.End)
	}
	if h.Source != "CNN" || h.Published != "2021-03-04" || h.Title != doc.Title {
		t.Fatalf("hit metadata = %q %q %q", h.Source, h.Published, h.Title)
	}
	if len(h.Entities) != 1 || h.Entities[0] != "Port Alder" {
		t.Fatalf("hit entities = %v, want [Port Alder]", h.Entities)
	}
	if h.Score <= 0 {
		t.Fatalf("hit score = %v", h.Score)
	}
}

func TestSearchHighlights(t *testing.T) {
	x := fixtureIndex(t)
	res := mustSearch(t, x, corroborate.SearchRequest{Query: `"smoking gun"`})
	if len(res.Hits) != 1 || len(res.Hits[0].Fragments) == 0 {
		t.Fatalf("no fragments: %+v", res.Hits)
	}
	f := strings.Join(res.Hits[0].Fragments, " ")
	if !strings.Contains(f, "<mark>smoking</mark>") || !strings.Contains(f, "<mark>gun</mark>") {
		t.Fatalf("fragments %q lack <mark>ed words", f)
	}
}

func TestSearchFieldQuery(t *testing.T) {
	x := fixtureIndex(t)
	res := mustSearch(t, x, corroborate.SearchRequest{Query: `source:CNN`})
	if res.Total != uint64(len(fixture()[0].Passages)) {
		t.Fatalf("source:CNN total = %d", res.Total)
	}
	for _, h := range res.Hits {
		if h.Source != "CNN" {
			t.Fatalf("source:CNN returned %s", h.Source)
		}
	}
	// Field names users type answer case-insensitively.
	for q, want := range map[string]map[string]int{
		`source:cnn`:                       {"a.txt": 3},
		`entity:velden`:                    {"a.txt": 1, "b.txt": 1},
		`entities:"Mara Velden"`:           {"a.txt": 1, "b.txt": 1},
		`+type:org +source:"the guardian"`: {"c.txt": 1},
	} {
		if got := paths(mustSearch(t, x, corroborate.SearchRequest{Query: q})); !reflect.DeepEqual(got, want) {
			t.Errorf("%s: %v, want %v", q, got, want)
		}
	}
	res = mustSearch(t, x, corroborate.SearchRequest{Query: `containers source:"The Guardian"`})
	if res.Total == 0 || res.Hits[0].Path != "c.txt" {
		t.Fatalf(`containers source:"The Guardian" = %+v`, res.Hits)
	}
	res = mustSearch(t, x, corroborate.SearchRequest{Query: `+containers +source:Reuters`})
	if res.Total != 1 || res.Hits[0].Path != "b.txt" {
		t.Fatalf("containers from Reuters = %+v", res.Hits)
	}
	// Unprefixed clauses still have to match beside a required one.
	for q, want := range map[string]map[string]int{
		`"smoking gun" +source:CNN`:      {"a.txt": 1},
		`"smoking gun" +source:Reuters`:  {},
		`weighed scales +source:Reuters`: {"b.txt": 1},
	} {
		if got := paths(mustSearch(t, x, corroborate.SearchRequest{Query: q})); !reflect.DeepEqual(got, want) {
			t.Errorf("%s: %v, want %v", q, got, want)
		}
	}
	res = mustSearch(t, x, corroborate.SearchRequest{Query: `containers -source:Reuters`})
	if got := paths(res); got["b.txt"] != 0 || got["a.txt"] != 1 || got["c.txt"] != 1 {
		t.Fatalf("containers not from Reuters = %v", got)
	}
}

func TestSearchSourceFilter(t *testing.T) {
	x := fixtureIndex(t)
	// The filter ignores case, since users type outlet names as they remember them.
	res := mustSearch(t, x, corroborate.SearchRequest{Query: "containers", Source: "the guardian"})
	if res.Total != 1 || res.Hits[0].Path != "c.txt" {
		t.Fatalf("containers in The Guardian = %+v", res.Hits)
	}
	res = mustSearch(t, x, corroborate.SearchRequest{Query: "containers", Source: "Nobody"})
	if res.Total != 0 {
		t.Fatalf("unknown source returned %d hits", res.Total)
	}
}

func TestSearchDateRange(t *testing.T) {
	x := fixtureIndex(t)
	cases := []struct {
		from, to string
		want     []string
	}{
		{"2021-03-04", "2021-03-04", []string{"a.txt"}},
		{"2021-03-05", "", []string{"b.txt", "c.txt"}},
		{"", "2021-03-05", []string{"a.txt", "b.txt"}},
		{"2022", "2022", []string{"c.txt"}},
		{"2021-03", "2021-03", []string{"a.txt", "b.txt"}},
		{"2023-01-01", "", nil},
	}
	for _, c := range cases {
		res := mustSearch(t, x, corroborate.SearchRequest{Query: "containers", From: c.from, To: c.to})
		got := paths(res)
		if len(got) != len(c.want) {
			t.Errorf("from %q to %q: %v, want %v", c.from, c.to, got, c.want)
			continue
		}
		for _, p := range c.want {
			if got[p] == 0 {
				t.Errorf("from %q to %q: %v, want %v", c.from, c.to, got, c.want)
			}
		}
	}
}

func TestSearchFacets(t *testing.T) {
	x := fixtureIndex(t)
	res := mustSearch(t, x, corroborate.SearchRequest{Query: "containers", Facets: true})
	if res.Total != 3 {
		t.Fatalf("containers total = %d, want 3", res.Total)
	}
	f := res.Facets
	if f["source"]["CNN"] != 1 || f["source"]["Reuters"] != 1 || f["source"]["The Guardian"] != 1 {
		t.Errorf("source facet = %v", f["source"])
	}
	if f["year"]["2021"] != 2 || f["year"]["2022"] != 1 {
		t.Errorf("year facet = %v", f["year"])
	}
	// "containers" passages: a.txt names Mara Velden, b.txt and c.txt name Port Alder.
	if f["entity"]["Port Alder"] != 2 || f["entity"]["Mara Velden"] != 1 {
		t.Errorf("entity facet = %v", f["entity"])
	}
	if f["type"]["PLACE"] != 2 || f["type"]["PERSON"] != 1 {
		t.Errorf("type facet = %v", f["type"])
	}
	res = mustSearch(t, x, corroborate.SearchRequest{Query: "containers"})
	if res.Facets != nil {
		t.Errorf("facets returned without being asked: %v", res.Facets)
	}
}

func TestSearchPagination(t *testing.T) {
	x := fixtureIndex(t)
	all := mustSearch(t, x, corroborate.SearchRequest{Size: 100})
	if all.Total < 6 {
		t.Fatalf("fixture too small: %d passages", all.Total)
	}
	seen := map[string]bool{}
	for off := 0; off < int(all.Total); off += 2 {
		page := mustSearch(t, x, corroborate.SearchRequest{Size: 2, Offset: off})
		if page.Total != all.Total {
			t.Fatalf("page total %d != %d", page.Total, all.Total)
		}
		if len(page.Hits) > 2 {
			t.Fatalf("page of size 2 has %d hits", len(page.Hits))
		}
		for _, h := range page.Hits {
			if seen[h.PassageID] {
				t.Fatalf("passage %s on two pages", h.PassageID)
			}
			seen[h.PassageID] = true
		}
	}
	if len(seen) != int(all.Total) {
		t.Fatalf("pages covered %d of %d passages", len(seen), all.Total)
	}
	// Size defaults to 20 and is capped at 100.
	x2 := openTemp(t)
	var body strings.Builder
	for i := 0; i < 130; i++ {
		body.WriteString("Sentence number " + itoa(i) + " mentions cargo. ")
	}
	mustIndex(t, x2, newDoc("long.txt", "", "", body.String()))
	if n := len(mustSearch(t, x2, corroborate.SearchRequest{Query: "cargo"}).Hits); n != DefaultSize {
		t.Errorf("default page has %d hits, want %d", n, DefaultSize)
	}
	if n := len(mustSearch(t, x2, corroborate.SearchRequest{Query: "cargo", Size: 500}).Hits); n != MaxSize {
		t.Errorf("size 500 page has %d hits, want %d", n, MaxSize)
	}
}

func TestSearchEntityNamesBoosted(t *testing.T) {
	x := fixtureIndex(t)
	// b.txt's first passage says only "Velden", but it mentions the entity Mara Velden, so a
	// search for the full name finds it; a passage with the name in entities outranks one
	// with a common word only.
	res := mustSearch(t, x, corroborate.SearchRequest{Query: `"Mara Velden"`})
	got := paths(res)
	if got["a.txt"] != 1 || got["b.txt"] != 1 {
		t.Fatalf(`"Mara Velden" hits = %v, want a.txt and b.txt`, got)
	}
	res = mustSearch(t, x, corroborate.SearchRequest{Query: `alder crane`})
	if len(res.Hits) < 2 {
		t.Fatalf("alder crane hits = %+v", res.Hits)
	}
	// "Port Alder" is an entity name; "crane" is only a word in b.txt's last passage.
	if !contains(res.Hits[0].Entities, "Port Alder") {
		t.Fatalf("top hit %q has entities %v; entity match should rank first", res.Hits[0].Text, res.Hits[0].Entities)
	}
	last := res.Hits[len(res.Hits)-1]
	if !strings.Contains(last.Text, "crane") {
		t.Fatalf("word-only match %q should rank last", last.Text)
	}
}

func TestSearchStopWordsOnlyMatchesNothing(t *testing.T) {
	x := fixtureIndex(t)
	res := mustSearch(t, x, corroborate.SearchRequest{Query: "the"})
	if res.Total != 0 {
		t.Fatalf(`"the" matched %d passages`, res.Total)
	}
	// A stop word beside a real word is dropped, not required.
	res = mustSearch(t, x, corroborate.SearchRequest{Query: "+the +ledgers"})
	if res.Total != 1 {
		t.Fatalf(`"+the +ledgers" matched %d passages, want 1`, res.Total)
	}
}

func TestSearchBounds(t *testing.T) {
	x := fixtureIndex(t)
	cases := map[string]corroborate.SearchRequest{
		"too long":          {Query: strings.Repeat("a", MaxQueryLength+1)},
		"too many terms":    {Query: strings.Repeat("gun ", MaxQueryTerms+1)},
		"long phrase":       {Query: `"` + strings.Repeat("gun ", MaxQueryTerms+1) + `"`},
		"unclosed phrase":   {Query: `"smoking gun`},
		"dangling field":    {Query: `source:`},
		"lone plus":         {Query: `+`},
		"bad regexp":        {Query: `/[a/`},
		"too fuzzy":         {Query: `gun~9`},
		"bad date in query": {Query: `published:>"not a date"`},
		"negative size":     {Query: "gun", Size: -1},
		"deep offset":       {Query: "gun", Offset: MaxOffset + 1},
		"bad from":          {Query: "gun", From: "yesterday"},
		"bad to":            {Query: "gun", To: "2021-13-01"},
		"from after to":     {Query: "gun", From: "2022-01-01", To: "2021-01-01"},
		"invalid utf-8":     {Query: "gun \xff"},
	}
	for name, req := range cases {
		_, err := x.Search(req)
		if corroborate.ErrorCode(err) != corroborate.EINVALID {
			t.Errorf("%s: err = %v, want invalid", name, err)
			continue
		}
		if msg := corroborate.ErrorMessage(err); msg == "" || msg == "internal error" {
			t.Errorf("%s: unclear message %q", name, msg)
		}
	}
	_, err := x.Search(corroborate.SearchRequest{Query: `"smoking gun`})
	if msg := corroborate.ErrorMessage(err); !strings.Contains(msg, "unterminated quote") {
		t.Errorf("unclosed phrase message %q does not say why", msg)
	}
	// Right at the bounds is fine.
	if _, err := x.Search(corroborate.SearchRequest{Query: strings.TrimSpace(strings.Repeat("gun ", MaxQueryTerms))}); err != nil {
		t.Errorf("%d terms: %v", MaxQueryTerms, err)
	}
}

func contains(xs []string, s string) bool {
	for _, x := range xs {
		if x == s {
			return true
		}
	}
	return false
}
