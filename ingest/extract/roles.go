package extract

import (
	"strings"

	"github.com/corroborate/corroborate"
)

// roleConnectors join a title to the organisation it is held in: "prosecutor of X".
var roleConnectors = map[string]bool{"of": true, "at": true, "for": true, "with": true, "in": true}

// appositionStops end an apposition: "X, a pathologist who examined ..." stops at "who".
var appositionStops = map[string]bool{
	"who": true, "which": true, "that": true, "whose": true, "where": true, "when": true,
	"said": true, "says": true, "told": true, "and": true, "but": true, "while": true,
	"has": true, "had": true, "was": true, "is": true, "will": true, "would": true,
}

// appositionOpeners may begin an apposition after a name: ", the ...", ", one of ...".
var appositionOpeners = map[string]bool{
	"the": true, "a": true, "an": true, "one": true, "former": true, "then": true, "now": true,
	"also": true, "currently": true, "himself": true, "herself": true, "its": true, "his": true, "her": true,
}

// isTitleNoun reports whether w (lowercase) is a title noun, plural included ("authors").
func isTitleNoun(w string) bool {
	lx := lexic()
	return lx.titles[w] || (strings.HasSuffix(w, "s") && lx.titles[w[:len(w)-1]])
}

// roles reads the titles a person holds: from a title before the name ("Liberian President
// X") and from appositions on either side (", the first chief prosecutor of the X,").
func roles(body string, toks []token, g *group, starts map[int]mentionAt, names map[*group]string) []corroborate.Role {
	if g.kind != kPerson && g.kind != kDetainee {
		return nil
	}
	var out []corroborate.Role
	seen := map[string]bool{}
	add := func(r corroborate.Role) {
		k := strings.ToLower(r.Title + "|" + r.Org)
		if r.Title == "" || seen[k] {
			return
		}
		seen[k] = true
		out = append(out, r)
	}
	for _, c := range g.cands {
		if c.first < 0 {
			continue
		}
		if c.titleLast > c.titleFirst {
			if r, ok := prefixRole(body, toks, c.titleFirst, c.titleLast); ok {
				add(r)
			}
		}
		if c.last < len(toks) && toks[c.last].text == "," && !toks[c.last-1].poss {
			if r, ok := appositionAfter(body, toks, c.last+1, starts, names); ok {
				add(r)
			}
		}
		if !hasTitleNoun(toks, c.titleFirst, c.titleLast) && c.titleFirst > 1 && toks[c.titleFirst-1].text == "," {
			if r, ok := appositionBefore(body, toks, c.titleFirst-1, starts, names); ok {
				add(r)
			}
		} else if c.titleLast == c.titleFirst && c.first > 1 && toks[c.first-1].text == "," {
			if r, ok := appositionBefore(body, toks, c.first-1, starts, names); ok {
				add(r)
			}
		}
	}
	return out
}

// hasTitleNoun reports whether tokens [a,b) hold a title noun (not just an honorific).
func hasTitleNoun(toks []token, a, b int) bool {
	for k := a; k < b; k++ {
		if lexic().titles[toks[k].lower] {
			return true
		}
	}
	return false
}

// prefixRole turns the title tokens [a,b) into a role, without honorifics at its ends: "Sir"
// is no role, "Professor" is.
func prefixRole(body string, toks []token, a, b int) (corroborate.Role, bool) {
	lx := lexic()
	for a < b && lx.honorifics[toks[a].lower] {
		a++
	}
	for b > a && lx.honorifics[toks[b-1].lower] {
		b--
	}
	noun := false
	for k := a; k < b; k++ {
		noun = noun || lx.titles[toks[k].lower]
	}
	if !noun {
		return corroborate.Role{}, false
	}
	text := spanText(body, toks, a, b)
	return corroborate.Role{Title: text, Text: text, Start: toks[a].start, End: toks[b-1].end}, true
}

// appositionAfter reads ", the first chief prosecutor of X," starting at token p.
func appositionAfter(body string, toks []token, p int, starts map[int]mentionAt, names map[*group]string) (corroborate.Role, bool) {
	lx := lexic()
	n := len(toks)
	if p >= n || (toks[p].cap && !lx.titles[toks[p].lower] && !lx.titleMods[toks[p].lower] &&
		!lx.demonyms[toks[p].lower] && toks[p].lower != "the" && toks[p].lower != "a" && toks[p].lower != "an") {
		return corroborate.Role{}, false
	}
	if w := toks[p].lower; !appositionOpeners[w] && !isTitleNoun(w) && !lx.titleMods[w] && !lx.demonyms[w] {
		return corroborate.Role{}, false
	}
	k := p
	for k < n && k-p < 16 {
		t := toks[k]
		if !t.word && !t.num || appositionStops[t.lower] || k > p && !joinedLoose(t) {
			break
		}
		k++
	}
	if k == p || k-p >= 16 {
		return corroborate.Role{}, false
	}
	if k < n && !toks[k].word && !strings.ContainsAny(toks[k].text, ",.;:)—–-\"“”'’") {
		return corroborate.Role{}, false
	}
	return roleFromPhrase(body, toks, p, k, starts, names)
}

// appositionBefore reads "Former chief prosecutor at X, NAME" backwards from the comma at q.
func appositionBefore(body string, toks []token, q int, starts map[int]mentionAt, names map[*group]string) (corroborate.Role, bool) {
	s := q
	for s > 0 && q-s < 14 {
		t := toks[s-1]
		if !t.word && !t.num {
			break
		}
		s--
		if t.sentStart {
			break
		}
	}
	if s == q || q-s >= 14 {
		return corroborate.Role{}, false
	}
	lx := lexic()
	// "..., while the third author, NAME": start at the last article of the run.
	if w := toks[s].lower; lx.stop[w] && w != "a" && w != "an" && w != "the" {
		art := -1
		for i := s + 1; i < q; i++ {
			if w := toks[i].lower; w == "the" || w == "a" || w == "an" {
				art = i
			}
		}
		if art < 0 {
			return corroborate.Role{}, false
		}
		s = art
	}
	return roleFromPhrase(body, toks, s, q, starts, names)
}

// roleFromPhrase splits an apposition [p,k) into title and organisation. The phrase must be a
// noun phrase around a title noun.
func roleFromPhrase(body string, toks []token, p, k int, starts map[int]mentionAt, names map[*group]string) (corroborate.Role, bool) {
	lx := lexic()
	a := p
	if w := toks[a].lower; w == "the" || w == "a" || w == "an" {
		a++
	}
	org := ""
	// "the United Nations' High Commissioner": a possessive organisation first.
	if a < k {
		if m := starts[toks[a].start]; m.g != nil && m.g.kind != kPerson {
			g := m.g
			e := a
			for e < k && toks[e].end <= m.end {
				e++
			}
			if e > a && e < k && toks[e-1].poss {
				org = names[g]
				a = e
			}
		}
	}
	f := -1
	for i := a; i < k; i++ {
		if isTitleNoun(toks[i].lower) {
			f = i
			break
		}
	}
	if f < 0 {
		return corroborate.Role{}, false
	}
	// Words before the title noun must be modifiers, not a clause.
	for i := a; i < f; i++ {
		w := toks[i].lower
		if lx.stop[w] && w != "one" && w != "of" && w != "the" || appositionStops[w] {
			return corroborate.Role{}, false
		}
	}
	e := f + 1
	for e < k && (isTitleNoun(toks[e].lower) || lx.titleMods[toks[e].lower]) {
		e++
	}
	last := e
	if e < k && roleConnectors[toks[e].lower] {
		s := e + 1
		if s < k && toks[s].lower == "the" {
			s++
		}
		if s < k {
			m := starts[toks[s].start]
			// The organisation must end the phrase: in "chairman of the X growers'
			// association" X only qualifies the real, unnamed one.
			if m.g != nil && m.g.kind != kPerson && m.g.kind != kDetainee && m.end >= toks[k-1].end {
				org = names[m.g]
				last = k
			} else if m.g == nil && k-e <= 4 && !anyCap(toks, e, k) {
				e, last = k, k // "head of the institute": a lowercase complement stays in the title
			}
		}
	} else if e < k && f > a && toks[a].lower == "one" {
		last = k
	}
	if f > a && toks[a].lower == "one" {
		e = max(e, last)
	}
	title := spanText(body, toks, a, e)
	text := spanText(body, toks, p, max(last, e))
	return corroborate.Role{Title: title, Org: org, Text: text, Start: toks[p].start, End: toks[max(last, e)-1].end}, true
}

// anyCap reports whether a token of [a,b) is capitalised.
func anyCap(toks []token, a, b int) bool {
	for i := a; i < b; i++ {
		if toks[i].cap {
			return true
		}
	}
	return false
}

// mentionAt is the entity mentioned from a byte offset, and where that mention ends.
type mentionAt struct {
	g   *group
	end int
}

// joinedLoose allows a line-free gap of any spaces inside an apposition.
func joinedLoose(t token) bool { return !t.newline }
