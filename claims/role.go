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

// RoleCore returns the words of a title that name the role: lower-case, without temporal
// modifiers, and cut before the organisation ("of ...", "at ...").
func RoleCore(title string) []string {
	var out []string
	for _, w := range strings.Fields(normaliseWords(title)) {
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
