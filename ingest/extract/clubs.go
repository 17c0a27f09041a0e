package extract

import "strings"

// clubCities hands a city's bare name to the club named after it in the same document:
// after "Bayer Leverkusen" or "Real Madrid", "Leverkusen coach X" and "Madrid's defence" are the
// club. A dateline (upper case) and a name after "in", "near", "outside" or "across" stay the
// place: "the final in Madrid". A country or region is no club's city ("Radio Kenya"). Groups
// left with no mention are dropped.
func clubCities(toks []token, groups []*group) []*group {
	clubs := map[string]*group{}
	for _, g := range groups {
		words := strings.Fields(g.key)
		if g.kind != kOrg || len(words) != 2 || lexic().places[words[0]] || !lexic().places[words[1]] || lexic().scopes[words[1]] {
			// "Radio Kenya", "Air Madagascar": clubs are a city's; a country keeps its name
			continue
		}
		if _, dup := clubs[words[1]]; dup {
			clubs[words[1]] = nil // two clubs of one city: "Milan" alone names neither
			continue
		}
		clubs[words[1]] = g
	}
	if len(clubs) == 0 {
		return groups
	}
	out := groups[:0]
	for _, g := range groups {
		club := clubs[g.key]
		if g.kind != kPlace || club == nil {
			out = append(out, g)
			continue
		}
		kept := g.cands[:0]
		for _, c := range g.cands {
			if c.first < 0 || toks[c.first].allCaps || c.first > 0 && placePreps[toks[c.first-1].lower] {
				kept = append(kept, c)
				continue
			}
			club.cands = append(club.cands, c)
		}
		g.cands = kept
		if len(g.cands) > 0 {
			out = append(out, g)
		}
	}
	return out
}
