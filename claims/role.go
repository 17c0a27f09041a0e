package claims

import (
	"strings"

	"github.com/corroborate/corroborate"
)

// temporalModifiers say when a title was held, not what it is: "former chief prosecutor" and
// "first chief prosecutor" are the same role.
var temporalModifiers = set("former", "first", "then", "ex", "late", "current", "new",
	"outgoing", "incoming", "sitting", "erstwhile", "onetime", "one-time", "previous", "past",
	"second", "third", "founding", "the", "a", "an", "its", "his", "her", "their")

// partitives open a title that names the role at its end: "one of the report's authors".
var partitives = set("one", "two", "three", "four", "five", "some", "several", "many", "each",
	"member", "members", "among", "part", "both", "all")

// RoleCore returns the words of a title that name the role: lower-case, without temporal
// modifiers, and cut before the organisation ("of ...", "at ..."). A partitive title ("one of
// the report's authors") is its last word, singular ("author").
func RoleCore(title string) []string {
	words := strings.Fields(normaliseWords(title))
	if len(words) >= 3 && partitives[words[0]] && words[1] == "of" {
		return []string{singular(words[len(words)-1])}
	}
	var out []string
	for _, w := range words {
		if w == "of" || w == "at" || w == "for" || w == "in" || w == "to" || w == "against" {
			break
		}
		if temporalModifiers[w] {
			continue
		}
		out = append(out, w)
	}
	return out
}

// roleClaims turns each role of a person into a claim keyed "role:<person>:<head of title>"
// with the title as its value: a person holds many roles, and only titles with the same head
// ("prosecutor") say something comparable.
func (ctx *docContext) roleClaims() []corroborate.Claim {
	var out []corroborate.Claim
	for _, e := range ctx.doc.Extraction.Entities {
		if e.Type != corroborate.Person {
			continue
		}
		for _, r := range e.Roles {
			core := RoleCore(r.Title)
			if len(core) == 0 || !ctx.validSpan(r.Start, r.End) {
				continue
			}
			c := ctx.newClaim(corroborate.RoleClaim, r.Start, r.End)
			// A title is the writer's description of a person, not something the sentence's
			// cited source asserts, unless it is inside a quotation.
			if !ctx.insideQuote(r.Start, r.End) {
				c.AttributedTo, c.Origin = "", ctx.origin
			}
			c.Key = "role:" + CanonicalKey(e.Name, e.Type) + ":" + singular(core[len(core)-1])
			c.Value = strings.Join(core, " ")
			if r.Org != "" {
				c.Value += " of " + strings.Join(strings.Fields(normaliseWords(r.Org)), " ")
			}
			c.About = []string{e.Name}
			if r.Org != "" {
				c.About = append(c.About, r.Org)
			}
			out = append(out, c)
		}
	}
	return out
}
