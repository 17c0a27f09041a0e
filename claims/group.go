package claims

import (
	"sort"
	"strings"

	"github.com/corroborate/corroborate"
)

// Group lines up claims about one thing: one variant per distinct value and qualifier (or per
// speaker, for quotes), every statement listed, and a verdict:
//
//   - contested: two variants disagree (Compare is false);
//   - corroborated: no disagreement and at least two independent origins;
//   - single-source: otherwise.
//
// Documents counts distinct documents, IndependentOrigins distinct origins. Nothing is averaged
// or dropped. The group's key is the key of its claims; for quotes grouped with fragments of
// themselves, the longest quote's key.
func Group(claims []corroborate.Claim) corroborate.ClaimGroup {
	g := corroborate.ClaimGroup{Variants: []corroborate.Variant{}}
	if len(claims) == 0 {
		return g
	}
	cs := append([]corroborate.Claim(nil), claims...)
	sort.SliceStable(cs, func(i, j int) bool {
		if cs[i].Path != cs[j].Path {
			return cs[i].Path < cs[j].Path
		}
		if cs[i].DocumentID != cs[j].DocumentID {
			return cs[i].DocumentID < cs[j].DocumentID
		}
		return cs[i].Start < cs[j].Start
	})
	g.Kind = cs[0].Kind
	g.Key = cs[0].Key
	for _, c := range cs {
		if len(c.Key) > len(g.Key) {
			g.Key = c.Key
		}
	}
	g.ID = GroupID(g.Key)

	docs, origins := map[string]bool{}, map[string]bool{}
	var reps []corroborate.Claim // one claim per variant, to compare variants
	for _, c := range cs {
		docs[c.DocumentID] = true
		origins[c.Origin] = true
		st := corroborate.Statement{
			ClaimID: c.ID, DocumentID: c.DocumentID, Path: c.Path, Source: c.Source,
			Text: c.Text, Start: c.Start, End: c.End, AttributedTo: c.AttributedTo,
		}
		i := variantOf(reps, c)
		if i < 0 {
			reps = append(reps, c)
			g.Variants = append(g.Variants, corroborate.Variant{
				Value: c.Value, Qualifier: c.Qualifier, Unit: c.Unit, Speaker: c.Speaker,
			})
			i = len(reps) - 1
		} else if c.Kind == corroborate.QuoteClaim && len(c.Speaker) > len(g.Variants[i].Speaker) {
			// Show the fullest form of the speaker's name.
			g.Variants[i].Speaker, g.Variants[i].Value = c.Speaker, c.Value
			reps[i] = c
		}
		g.Variants[i].Statements = append(g.Variants[i].Statements, st)
	}
	g.Documents = len(docs)
	g.IndependentOrigins = len(origins)
	g.Status = status(reps, len(origins))
	return g
}

// status gives the verdict on a group from one representative claim per variant.
func status(reps []corroborate.Claim, origins int) corroborate.ClaimStatus {
	for i := range reps {
		for j := i + 1; j < len(reps); j++ {
			if !Compare(reps[i], reps[j]) {
				return corroborate.Contested
			}
		}
	}
	if origins >= 2 {
		return corroborate.Corroborated
	}
	return corroborate.SingleSource
}

// variantOf returns the index of the variant c belongs to, or -1.
func variantOf(reps []corroborate.Claim, c corroborate.Claim) int {
	for i, r := range reps {
		if sameVariant(r, c) {
			return i
		}
	}
	return -1
}

// sameVariant reports whether two claims say the same thing in the same way.
func sameVariant(a, b corroborate.Claim) bool {
	switch a.Kind {
	case corroborate.QuoteClaim:
		if a.Speaker == "" || b.Speaker == "" {
			return a.Speaker == b.Speaker
		}
		return SameSpeaker(a.Speaker, b.Speaker)
	case corroborate.RoleClaim:
		return strings.Join(RoleCore(a.Value), " ") == strings.Join(RoleCore(b.Value), " ")
	}
	return a.Value == b.Value && a.Qualifier == b.Qualifier && a.Unit == b.Unit
}

// GroupAll splits claims into groups by key, joining a quoted fragment to the one longer
// quote it is part of ("ticking bomb" to "this is a ticking bomb"). A fragment found in several
// different quotes stays on its own: it cannot be told which it came from.
func GroupAll(claims []corroborate.Claim) []corroborate.ClaimGroup {
	byKey := map[string][]corroborate.Claim{}
	var keys []string
	for _, c := range claims {
		if _, ok := byKey[c.Key]; !ok {
			keys = append(keys, c.Key)
		}
		byKey[c.Key] = append(byKey[c.Key], c)
	}
	sort.Strings(keys)
	target := map[string]string{}
	for _, k := range keys {
		if !strings.HasPrefix(k, "quote:") {
			continue
		}
		var containers []string
		for _, other := range keys {
			if other != k && QuoteContains(other, k) {
				containers = append(containers, other)
			}
		}
		if c := outermost(containers); c != "" {
			target[k] = c
		}
	}
	merged := map[string][]corroborate.Claim{}
	var order []string
	for _, k := range keys {
		t := k
		for target[t] != "" {
			t = target[t]
		}
		if _, ok := merged[t]; !ok {
			order = append(order, t)
		}
		merged[t] = append(merged[t], byKey[k]...)
	}
	out := make([]corroborate.ClaimGroup, 0, len(order))
	for _, k := range order {
		out = append(out, Group(merged[k]))
	}
	return out
}

// outermost returns the one quote that contains all the others in containers, or "" when the
// containers are different quotes.
func outermost(containers []string) string {
	best := ""
	for _, c := range containers {
		if len(c) > len(best) {
			best = c
		}
	}
	for _, c := range containers {
		if c != best && !QuoteContains(best, c) {
			return ""
		}
	}
	return best
}

// QuoteContains reports whether the quote key long contains the quote key short as a run of
// whole words, short having at least MinQuoteWords words.
func QuoteContains(long, short string) bool {
	l := strings.TrimPrefix(long, "quote:")
	s := strings.TrimPrefix(short, "quote:")
	if len(strings.Fields(s)) < MinQuoteWords || len(s) >= len(l) {
		return false
	}
	return strings.Contains(" "+l+" ", " "+s+" ")
}
