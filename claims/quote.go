package claims

import (
	"strings"

	"github.com/corroborate/corroborate"
)

// MinQuoteWords is the fewest words a quotation needs to be a claim: single quoted words are
// mostly names and scare quotes ("Falcon", "shocking") that would join unrelated statements.
const MinQuoteWords = 2

// QuoteKey returns the key of a quotation: its words, lower-case, with punctuation and
// whitespace collapsed, so the same words are one quote whichever outlet printed them.
func QuoteKey(text string) string {
	return "quote:" + normaliseWords(text)
}

// quoteClaims turns each direct quotation into a claim whose value is its speaker. The origin
// of a quote is who heard it said: the outlet the speaker "told", else the document's outlet.
// The speaker is what the claim asserts, not its origin: five outlets agreeing that X said the
// same words are five witnesses, unless they all relay one interview.
func (ctx *docContext) quoteClaims() []corroborate.Claim {
	var out []corroborate.Claim
	for _, q := range ctx.doc.Extraction.Quotes {
		if !ctx.validSpan(q.Start, q.End) {
			continue
		}
		words := normaliseWords(ctx.body[q.Start:q.End])
		if len(strings.Fields(words)) < MinQuoteWords {
			continue
		}
		c := ctx.newClaim(corroborate.QuoteClaim, q.Start, q.End)
		c.Key = "quote:" + words
		c.Origin = ctx.origin
		c.AttributedTo = ""
		if q.Speaker != "" {
			a := ctx.personAttribution(q.Speaker)
			c.Value, c.Speaker, c.AttributedTo = a.to, a.to, a.to
		}
		if o := ctx.toldOutlet(q); o.to != "" {
			c.Origin = o.origin
		}
		out = append(out, c)
	}
	return out
}

// toldOutlet finds "told X" in the quote's attribution or sentence.
func (ctx *docContext) toldOutlet(q corroborate.Quote) attribution {
	ss, se, _ := ctx.sentenceAt(q.Start, q.End)
	if q.SpeakerEnd > se {
		_, se, _ = ctx.sentenceAt(q.SpeakerStart, q.SpeakerEnd)
	}
	toks := tokenize(ctx.body[ss:se], ss)
	for i, t := range toks {
		if t.start >= q.Start && t.end <= q.End {
			continue // words inside the quotation are not its attribution
		}
		if (t.lower != "told" && t.lower != "tells") || i+1 >= len(toks) {
			continue
		}
		j := i + 1
		if toks[j].lower == "the" && j+1 < len(toks) {
			j++
		}
		if m, ok := ctx.mentionAt(toks[j].start); ok {
			return ctx.entityAttribution(m)
		}
		if name := capitalisedFrom(toks, j); name != "" {
			return attribution{to: name, origin: "source:" + CanonicalKey(name, corroborate.Org)}
		}
	}
	return attribution{}
}
