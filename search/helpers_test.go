package search

import (
	"crypto/sha256"
	"encoding/hex"
	"strings"
	"testing"

	"github.com/corroborate/corroborate"
)

// newDoc builds a document whose passages are the body cut after each ". ", and whose
// extraction names each given entity at every place its mention text occurs.
func newDoc(path, source, published, body string, entities ...corroborate.Entity) *corroborate.Document {
	sum := sha256.Sum256([]byte(body))
	id := hex.EncodeToString(sum[:])[:16]
	doc := &corroborate.Document{
		ID: id, Path: path, Title: titleOf(body), Source: source, Published: published,
		SHA256: hex.EncodeToString(sum[:]), Body: body,
	}
	doc.Passages = splitPassages(id, body)
	x := &corroborate.Extraction{}
	for _, e := range entities {
		forms := append([]string{e.Name}, e.Aliases...)
		for _, form := range forms {
			for off := 0; ; {
				i := strings.Index(body[off:], form)
				if i < 0 {
					break
				}
				s := off + i
				e.Mentions = append(e.Mentions, corroborate.Mention{Start: s, End: s + len(form), Text: form})
				off = s + len(form)
			}
		}
		x.Entities = append(x.Entities, e)
	}
	doc.Extraction = x
	return doc
}

func titleOf(body string) string {
	if i := strings.IndexAny(body, ".\n"); i > 0 {
		return body[:i]
	}
	return body
}

// splitPassages cuts after each ". " and each newline, skipping blank pieces; offsets point
// into body.
func splitPassages(docID, body string) []corroborate.Passage {
	var ps []corroborate.Passage
	add := func(start, end int) {
		for start < end && (body[start] == ' ' || body[start] == '\n') {
			start++
		}
		for end > start && (body[end-1] == ' ' || body[end-1] == '\n') {
			end--
		}
		if start < end {
			n := len(ps)
			ps = append(ps, corroborate.Passage{
				ID: docID + ":" + itoa(n), DocumentID: docID, Index: n,
				Start: start, End: end, Text: body[start:end],
			})
		}
	}
	start := 0
	for i := 0; i < len(body); i++ {
		if body[i] == '\n' || (body[i] == '.' && i+1 < len(body) && body[i+1] == ' ') {
			add(start, i+1)
			start = i + 1
		}
	}
	add(start, len(body))
	return ps
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b []byte
	for ; n > 0; n /= 10 {
		b = append([]byte{byte('0' + n%10)}, b...)
	}
	return string(b)
}

func openTemp(t testing.TB) *Index {
	t.Helper()
	x, err := Open(t.TempDir() + "/index")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { x.Close() })
	return x
}

func mustIndex(t testing.TB, x *Index, docs ...*corroborate.Document) {
	t.Helper()
	for _, d := range docs {
		if err := x.IndexDocument(d); err != nil {
			t.Fatalf("index %s: %v", d.Path, err)
		}
	}
}

func mustSearch(t testing.TB, x *Index, req corroborate.SearchRequest) *corroborate.SearchResult {
	t.Helper()
	res, err := x.Search(req)
	if err != nil {
		t.Fatalf("search %+v: %v", req, err)
	}
	return res
}

func paths(res *corroborate.SearchResult) map[string]int {
	out := map[string]int{}
	for _, h := range res.Hits {
		out[h.Path]++
	}
	return out
}

// fixture is a small fictional corpus: three outlets reporting one event, dated apart.
func fixture() []*corroborate.Document {
	mara := corroborate.Entity{Name: "Mara Velden", Type: corroborate.Person, Aliases: []string{"Velden"}}
	port := corroborate.Entity{Name: "Port Alder", Type: corroborate.Place}
	board := corroborate.Entity{Name: "Harbour Safety Board", Type: corroborate.Org}
	return []*corroborate.Document{
		newDoc("a.txt", "CNN", "2021-03-04",
			"Inspectors found a smoking gun in the ledgers of Port Alder. "+
				"Mara Velden, the chief inspector, said 40 containers were never weighed. "+
				"The Harbour Safety Board declined to comment.",
			mara, port, board),
		newDoc("b.txt", "Reuters", "2021-03-05",
			"Velden told reporters that the gun was not smoking yet. "+
				"About 38 containers at Port Alder skipped the scales. "+
				"A crane operator described the night shift.",
			mara, port),
		newDoc("c.txt", "The Guardian", "2022-07-01",
			"A year later the Harbour Safety Board published its own count. "+
				"It found 41 containers unweighed at Port Alder.",
			port, board),
	}
}
