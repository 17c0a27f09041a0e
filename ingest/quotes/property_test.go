package quotes

import (
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/corroborate/corroborate"
	"github.com/corroborate/corroborate/ingest/segment"
)

// fragments are the pieces random bodies are built from: marks of every kind, apostrophes,
// names, speech verbs, pronouns, sentence ends, line breaks and multi-byte text.
var fragments = []string{
	`"`, `“`, `”`, `‘`, `’`, `'`, `„`, `«`, `»`, " ", " ", " ", ", ", ". ", "? ", ": ", "\n", "\n\n",
	"said", "says", "told", "added", "adding", "according to", "called", "he", "she", "they",
	"Jane Doe", "Doe", "the ministry", "Dr.", "don't", "the report's", "'90s", "workers'",
	"We will win", "it is over", "known as", "named", "Kestrel", "é", "—", "…", "U.S.", "1,000",
}

func randomBody(r *rand.Rand) string {
	var b strings.Builder
	n := r.IntN(60)
	for i := 0; i < n; i++ {
		b.WriteString(fragments[r.IntN(len(fragments))])
	}
	return b.String()
}

// randomEntities names spans of body, some of them out of range or inverted, as extraction
// with a bug would.
func randomEntities(r *rand.Rand, body string) []corroborate.Entity {
	types := []corroborate.EntityType{corroborate.Person, corroborate.Org, corroborate.Place}
	var es []corroborate.Entity
	for i := r.IntN(4); i > 0; i-- {
		e := corroborate.Entity{Name: "Entity", Type: types[r.IntN(len(types))]}
		for j := r.IntN(4); j > 0; j-- {
			s := r.IntN(len(body)+3) - 1
			e.Mentions = append(e.Mentions, corroborate.Mention{Start: s, End: s + r.IntN(12) - 2})
		}
		es = append(es, e)
	}
	return es
}

func TestPropertySpans(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 5000; i++ {
		body := randomBody(r)
		ents := randomEntities(r, body)
		sents := segment.Sentences(body)
		if i%3 == 0 {
			sents = nil
		}
		if i%7 == 0 && len(sents) > 0 {
			sents = append(sents, corroborate.Span{Start: len(body) + 5, End: 2})
		}
		qs := Extract(body, sents, ents)
		checkSpans(t, body, qs)
		for k := 1; k < len(qs); k++ {
			if qs[k].Start < qs[k-1].End {
				t.Fatalf("quotes overlap or are out of order in %q: %+v", body, qs)
			}
		}
	}
}

func FuzzQuotes(f *testing.F) {
	for _, s := range []string{
		`"This is a smoking gun," said Jane Doe. "More words."`,
		"“A,” he added.\n\n“B.”",
		`She called it 'amazing' and the workers' claims don't count.`,
		`According to the ministry, "it is over."`,
		"\"unclosed\nnext",
	} {
		f.Add(s, uint64(1))
	}
	f.Fuzz(func(t *testing.T, body string, seed uint64) {
		r := rand.New(rand.NewPCG(seed, seed>>3))
		ents := randomEntities(r, body)
		qs := Extract(body, segment.Sentences(body), ents)
		checkSpans(t, body, qs)
		checkSpans(t, body, Extract(body, nil, ents))
	})
}

// TestLongLinesStayFast guards against reading a whole line or sentence per quote: a body of one
// endless sentence, dense with names and quotes, once took minutes.
func TestLongLinesStayFast(t *testing.T) {
	body := strings.Repeat(`Jane Doe called it "bad" and he said "worse" while Jane Doe claimed "a" `, 4000)
	ents := entities(body, ent{"Jane Doe", corroborate.Person, []string{"Jane Doe"}})
	start := time.Now()
	qs := Extract(body, nil, ents)
	if el := time.Since(start); el > 20*time.Second {
		t.Fatalf("%d bytes took %v", len(body), el)
	}
	if len(qs) != 12000 {
		t.Errorf("got %d quotes, want 12000", len(qs))
	}
}
