// Package claims turns what extraction read from a document into claims: records of one source
// stating one thing at one passage. It keys claims so that statements about the same thing from
// different documents can be lined up, compares them within tolerance, groups them into
// variants with a verdict, and counts independent origins. It also decides which entity names
// across documents are the same real-world thing.
//
// Everything here is pure Go over the domain types: no database. The graph package stores the
// results.
package claims

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"sort"

	"github.com/corroborate/corroborate"
	"github.com/corroborate/corroborate/ingest/segment"
)

// FromDocument returns the claims a document makes: one per quantity, dated event, quote and
// role its extraction found. It returns nil when the document has no extraction.
func FromDocument(doc *corroborate.Document) []corroborate.Claim {
	if doc == nil || doc.Extraction == nil {
		return nil
	}
	ctx := newDocContext(doc)
	var out []corroborate.Claim
	out = append(out, ctx.quantityClaims()...)
	out = append(out, ctx.eventClaims()...)
	out = append(out, ctx.quoteClaims()...)
	out = append(out, ctx.roleClaims()...)

	seen := map[string]bool{}
	uniq := out[:0]
	for _, c := range out {
		if seen[c.ID] {
			continue
		}
		seen[c.ID] = true
		uniq = append(uniq, c)
	}
	sort.SliceStable(uniq, func(i, j int) bool {
		if uniq[i].Start != uniq[j].Start {
			return uniq[i].Start < uniq[j].Start
		}
		return uniq[i].Kind < uniq[j].Kind
	})
	return uniq
}

// ClaimID is the stable id of a claim: the same span of the same document read as the same kind
// of claim always gets the same id, so re-ingesting a document replaces rather than duplicates.
func ClaimID(documentID string, kind corroborate.ClaimKind, start, end int) string {
	h := sha256.Sum256([]byte(fmt.Sprintf("%s\x00%s\x00%d\x00%d", documentID, kind, start, end)))
	return hex.EncodeToString(h[:16])
}

// GroupID is the stable id of the claim group for a key.
func GroupID(key string) string {
	h := sha256.Sum256([]byte("group\x00" + key))
	return hex.EncodeToString(h[:16])
}

// mentionRef is one entity mention, indexed by position.
type mentionRef struct {
	start, end int
	entity     *corroborate.Entity
}

// docContext is what claim construction needs to know about one document.
type docContext struct {
	doc       *corroborate.Document
	body      string
	sentences []corroborate.Span
	passages  []string // passage id of each sentence, "" when the document has no passages
	mentions  []mentionRef
	origin    string // default origin: the outlet, else the document itself
}

func newDocContext(doc *corroborate.Document) *docContext {
	ctx := &docContext{doc: doc, body: doc.Body}
	if len(doc.Passages) > 0 {
		for _, p := range doc.Passages {
			ctx.sentences = append(ctx.sentences, corroborate.Span{Start: p.Start, End: p.End})
			ctx.passages = append(ctx.passages, p.ID)
		}
	} else {
		ctx.sentences = segment.Sentences(doc.Body)
		ctx.passages = make([]string, len(ctx.sentences))
	}
	for i := range doc.Extraction.Entities {
		e := &doc.Extraction.Entities[i]
		for _, m := range e.Mentions {
			ctx.mentions = append(ctx.mentions, mentionRef{start: m.Start, end: m.End, entity: e})
		}
	}
	sort.Slice(ctx.mentions, func(i, j int) bool { return ctx.mentions[i].start < ctx.mentions[j].start })
	ctx.origin = DefaultOrigin(doc)
	return ctx
}

// DefaultOrigin is the origin of a claim that cites nobody: the outlet that published the
// document, or, when the outlet is unknown, the document itself.
func DefaultOrigin(doc *corroborate.Document) string {
	if doc.Source != "" {
		return "source:" + CanonicalKey(doc.Source, corroborate.Org)
	}
	return "doc:" + doc.ID
}

// sentenceAt returns the sentence (passage) holding the span [s, e), widened to every passage
// the span touches, with the id of the passage where it starts.
func (ctx *docContext) sentenceAt(s, e int) (start, end int, passageID string) {
	start, end = s, e
	first := -1
	for i, sp := range ctx.sentences {
		if sp.End <= s && !(sp.Start == s && sp.End == s) {
			continue
		}
		if sp.Start >= e && e > s {
			break
		}
		if first < 0 {
			first = i
			start = min(start, sp.Start)
			passageID = ctx.passages[i]
		}
		end = max(end, sp.End)
	}
	if first < 0 {
		// Not inside any passage (whitespace between them): use the line around the span.
		start, end = s, e
		for start > 0 && ctx.body[start-1] != '\n' {
			start--
		}
		for end < len(ctx.body) && ctx.body[end] != '\n' {
			end++
		}
	}
	return start, end, passageID
}

// mentionsIn returns the entity mentions inside [s, e).
func (ctx *docContext) mentionsIn(s, e int) []mentionRef {
	var out []mentionRef
	for _, m := range ctx.mentions {
		if m.start >= s && m.end <= e {
			out = append(out, m)
		}
	}
	return out
}

// about returns the names of the entities mentioned in [s, e), each once, in text order.
func (ctx *docContext) about(s, e int) []string {
	var out []string
	seen := map[string]bool{}
	for _, m := range ctx.mentionsIn(s, e) {
		if !seen[m.entity.Name] {
			seen[m.entity.Name] = true
			out = append(out, m.entity.Name)
		}
	}
	return out
}

// newClaim fills the fields every kind of claim shares.
func (ctx *docContext) newClaim(kind corroborate.ClaimKind, start, end int) corroborate.Claim {
	ss, se, pid := ctx.sentenceAt(start, end)
	c := corroborate.Claim{
		ID:         ClaimID(ctx.doc.ID, kind, start, end),
		Kind:       kind,
		DocumentID: ctx.doc.ID,
		PassageID:  pid,
		Path:       ctx.doc.Path,
		Source:     ctx.doc.Source,
		Text:       ctx.body[start:end],
		Start:      start,
		End:        end,
		About:      ctx.about(ss, se),
		Origin:     ctx.origin,
	}
	if a := ctx.attribute(ss, se, start, end); a.to != "" {
		c.AttributedTo = a.to
		c.Origin = a.origin
	}
	return c
}

// validSpan reports whether [s, e) is a non-empty span of the body.
func (ctx *docContext) validSpan(s, e int) bool {
	return s >= 0 && e <= len(ctx.body) && s < e
}
