// Package extract reads entities, quantities, dates and quotes from a document body, every item
// with the byte span it came from.
//
// Entities come from a fast chunker of capitalised runs, typed by general word lists (countries,
// cities, organisation head words, titles, outlets, first names) and by context, and decided once
// per document: every mention of an entity shares its type.
package extract

import (
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/corroborate/corroborate"
)

// group is an entity being assembled from its mentions.
type group struct {
	key    string
	ev     evidence
	own    evidence // the most the name's words gave one mention of the group's key
	cands  []*candidate
	kind   int
	roles  []corroborate.Role
	starts []int // sorted starts of the full-name mentions, for surname resolution
}

// Entities finds the named entities of a body, every mention grouped per entity. sentences are
// the body's sentence spans; without them sentences are guessed from punctuation.
func Entities(body string, sentences []corroborate.Span) []corroborate.Entity {
	toks := tokenize(body)
	markSentences(toks, body, sentences)
	var credits spanIndex
	credits.add(creditSpans(body)...)

	var cands []*candidate
	for _, c := range applyDefinitions(chunks(toks), definitions(toks), toks) {
		if credits.overlaps(toks[c.first].start, toks[c.last-1].end) {
			continue
		}
		for i, cand := range classify(body, toks, c) {
			cand := cand
			if c.defined && i == 0 {
				definedBody(&cand, c.acronym)
			}
			cands = append(cands, &cand)
		}
	}
	for _, d := range detainees(body, toks) {
		if !credits.overlaps(d.start, d.end) {
			cands = append(cands, d)
		}
	}
	sort.SliceStable(cands, func(i, j int) bool { return cands[i].start < cands[j].start })
	coordinate(body, cands)

	groups := clubCities(toks, resolve(cands))
	groups = rescanLowercase(body, groups, &credits)
	names := make(map[*group]string, len(groups))
	for _, g := range groups {
		sort.SliceStable(g.cands, func(i, j int) bool { return g.cands[i].start < g.cands[j].start })
		forms, count := mentionForms(body, g)
		names[g] = pickName(g, forms, count)
	}
	starts := map[int]mentionAt{}
	for _, g := range groups {
		for _, c := range g.cands {
			starts[c.start] = mentionAt{g, c.end}
		}
	}
	for _, g := range groups {
		g.roles = roles(body, toks, g, starts, names)
	}
	return build(body, groups, names)
}

// definedBody types the long form of a defined acronym: whatever bears initials in brackets is
// a body (or a branch or facility, when its head says so), never a person, nor a place unless
// a list knows it.
func definedBody(c *candidate, acronym string) {
	c.acronym = acronym
	k, w := c.ev.best()
	if w < threshold || k == kPerson || k == kDetainee || k == kPlace && w < 6 {
		c.ev = evidence{kOrg: 6} // "Democratic Republic of the Congo (DRC)" stays a place
	}
}

// coordinate lends a weakly typed name the type of a strongly typed one it is listed with:
// "Goldman Sachs and Deutsche Bank", "in Bavaria and Saxony".
func coordinate(body string, cands []*candidate) {
	for i := 0; i+1 < len(cands); i++ {
		a, b := cands[i], cands[i+1]
		if a.nested || b.nested || a.end > b.start {
			continue
		}
		switch sep := strings.TrimSpace(body[a.end:b.start]); sep {
		case "and", "or", ", and", "&", "and the", "or the", ", and the":
		case ",":
			// Two names and a comma are a list only when more items follow: "in Bavaria,
			// Saxony and Thuringia", not "in Geneva, Jane Doe, said".
			if i+2 >= len(cands) || cands[i+2].start < b.end || !listSep(body[b.end:cands[i+2].start]) {
				continue
			}
		default:
			continue
		}
		if peoples(a.key) || peoples(b.key) {
			continue // "ethnic Serbs, Roma and Albanians": peoples lend no place to their list
		}
		ka, wa := a.ev.best()
		kb, wb := b.ev.best()
		switch {
		case wa >= 5 && wb < 3 && ka != kPerson && ka != kDetainee && !commonWords(b.key):
			b.ev[ka] += 2
		case wb >= 5 && wa < 3 && kb != kPerson && kb != kDetainee && !commonWords(a.key):
			a.ev[kb] += 2
		}
	}
}

// hasOrgHead reports whether a word of key is an organisation's head word.
func hasOrgHead(key string) bool {
	return !everyWord(strings.Fields(key), func(w string) bool { return !lexic().orgHeads[w] })
}

// peoples reports whether every word of key is a demonym or its plural: "serbs", "kosovo
// albanians" is not.
func peoples(key string) bool {
	return everyWord(strings.Fields(key), func(w string) bool {
		return lexic().demonyms[w] || lexic().demonyms[strings.TrimSuffix(w, "s")]
	})
}

// listSep reports whether s joins two items of a list.
func listSep(s string) bool {
	switch strings.TrimSpace(s) {
	case "and", "or", ",", ", and", ", or", "and the":
		return true
	}
	return false
}

// facilityWords reports whether every word is a common word or a facility or head word ("immigration
// removal centre": "centre" is no American dictionary's word).
func facilityWords(words []string) bool {
	return everyWord(words, func(w string) bool { return lexic().words[w] || lexic().facilities[w] || lexic().orgHeads[w] })
}

// commonWords reports whether every word of key is a common English word ("tobacco").
func commonWords(key string) bool {
	return everyWord(strings.Fields(key), func(w string) bool { return lexic().words[w] })
}

// everyWord reports whether ok holds for every word.
func everyWord(words []string, ok func(string) bool) bool {
	for _, w := range words {
		if !ok(w) {
			return false
		}
	}
	return true
}

// resolve groups candidates into entities: by key first, then surnames and acronyms join the
// full names they stand for.
func resolve(cands []*candidate) []*group {
	byKey := map[string]*group{}
	var order []*group
	var pending []*candidate
	for _, c := range cands {
		// Single words (and "de Silva") wait until every full name is known: they may be its
		// surname or initials.
		if c.ev[kDetainee] == 0 && (c.tokens() == 1 || particleLed(c.key)) {
			pending = append(pending, c)
			continue
		}
		g := byKey[c.key]
		if g == nil {
			g = &group{key: c.key}
			byKey[c.key] = g
			order = append(order, g)
		}
		g.cands = append(g.cands, c)
		g.ev.add(c.ev)
		g.addOwn(c.own)
	}
	for _, g := range order {
		g.kind, _ = g.ev.best()
		for _, c := range g.cands {
			g.starts = append(g.starts, c.start) // cands arrive sorted by start
		}
	}
	// Surnames and acronyms of multi-word names, from every such name in the document.
	short := map[string][]*group{}
	given := map[string][]*group{} // first words of two-word personal names
	for _, g := range order {
		if _, w := g.ev.best(); w < threshold {
			continue // a name nothing vouches for lends its surname to no one
		}
		for _, s := range shortForms(g) {
			short[s] = append(short[s], g)
		}
		for _, c := range g.cands {
			if c.acronym != "" && !slices.Contains(short[c.acronym], g) {
				short[c.acronym] = append(short[c.acronym], g) // "(MHRA)" after its long form
			}
		}
		if words := strings.Fields(g.key); g.kind == kPerson && !particles[words[0]] &&
			(len(words) == 2 || len(words) == 3 && lexic().firstNames[titleCase(words[0])]) {
			given[words[0]] = append(given[words[0]], g)
		}
	}
	for _, c := range pending {
		var target *group
		if g := byKey[c.key]; settledPlace(g) {
			target = g // "Lahinch" after the dateline "LAHINCH": the town, not "Lahinch Golf Club"
		} else if gs := short[c.key]; len(gs) > 0 {
			target = nearest(gs, c.start)
		} else if g := byKey[c.key]; g != nil {
			target = g
		} else if gs := short[strings.TrimPrefix(strings.TrimPrefix(c.key, "al-"), "el-")]; len(gs) > 0 {
			target = nearest(gs, c.start)
		} else if gs := given[c.key]; len(gs) > 0 && c.ev[kPlace] == 0 && c.ev[kOrg] < 5 {
			// The first word of a full name named before: a family name written first
			// ("Zheng" after "Zheng Qinwen") or a given name used alone.
			if t := nearest(gs, c.start); t.starts[0] < c.start {
				target = t
			}
		}
		if target == nil && c.theHead {
			target = headOwner(order, c)
		}
		if target != nil && target.kind != kPerson && c.ev[kPlace] > 0 && target.kind != kPlace &&
			(!strings.Contains(c.key, " ") || lexic().places[c.key]) {
			target = byKey[c.key] // a place's name is no organisation's initials
		}
		if target != nil && target.kind == kPerson && lexic().scopes[c.key] && !lexic().firstNames[titleCase(strings.Fields(target.key)[0])] {
			target = byKey[c.key] // "Libya" after "Access Libya": a country, not the surname of a doubtful person
		}
		if target != nil && target.kind == kPerson {
			if _, w := target.ev.best(); w < 3 {
				if ck, cw := c.ev.best(); cw >= 5 && ck != kPerson {
					target = byKey[c.key] // a known name is no surname of an unsure person
				}
			}
		}
		if target == nil {
			target = &group{key: c.key}
			byKey[c.key] = target
			order = append(order, target)
		} else if target.kind == kPerson && len(target.starts) > 0 {
			// A surname says nothing of its own about the type ("Nice" the city).
			c.ev = evidence{}
		}
		target.cands = append(target.cands, c)
		target.ev.add(c.ev)
		if target.key == c.key {
			target.addOwn(c.own)
		}
	}
	// A multi-word name that is another's short form joins it: a weakly typed one its
	// organisation ("Acme Mining" after "Acme Mining Corporation"), any one the person whose
	// full name came first ("San Miguel" after "Rocio San Miguel": a surname wins over a place).
	for _, g := range order {
		gs := short[g.key]
		if len(gs) == 0 || len(g.cands) == 0 {
			continue
		}
		t := nearest(gs, g.cands[0].start)
		_, w := g.ev.best()
		person := t.kind == kPerson && t.starts[0] < g.cands[0].start
		// "Atlantic Delta" after "Atlantic Delta Petroleum": the company's name without its
		// head, whatever its words suggest, unless a gazetteer knows it.
		stripped := t.kind != kPerson && strings.Contains(g.key, " ") && strings.HasPrefix(t.key, g.key+" ") && !strings.Contains(t.key[len(g.key)+1:], " ") &&
			lexic().orgHeads[t.key[len(g.key)+1:]] && !lexic().places[g.key] && t.starts[0] < g.cands[0].start
		if t != g && (person || stripped || w < 5 && t.kind != kPerson) {
			if person {
				for _, c := range g.cands {
					c.ev = evidence{}
				}
			}
			t.cands = append(t.cands, g.cands...)
			g.cands = nil
			g.ev = evidence{}
		}
	}
	for _, g := range order {
		if k, w := g.ev.best(); len(g.cands) > 0 && g.cands[0].local && (w < threshold || k == kPerson && w < 3) {
			// A gazetteer town or district that nothing else in the text types, or only the
			// shape of an unknown two-word name does.
			g.ev[kPlace] += 2.5 + w
		}
	}
	// "Jomsom" after "Jomsom Airport": a word nothing else types, that names a town's site, is
	// the town.
	siteTowns := map[string]bool{}
	for _, g := range order {
		if words := strings.Fields(g.key); g.kind == kFacility && len(words) == 2 && townSites[words[1]] {
			siteTowns[words[0]] = true
		}
	}
	for _, g := range order {
		if _, w := g.ev.best(); w < threshold && siteTowns[g.key] && len(g.cands) > 0 {
			g.ev[kPlace] += threshold
		}
	}
	var kept []*group
	for _, g := range order {
		k, w := g.ev.best()
		if w < threshold && slices.ContainsFunc(g.cands, func(c *candidate) bool { return c.initials }) {
			k, w = kOrg, threshold // defined initials whose long form joined nothing: a body
		}
		if w < threshold {
			continue
		}
		g.kind = k
		if k == kPerson && slices.ContainsFunc(g.cands, func(c *candidate) bool { return c.held }) {
			g.kind = kDetainee // a person the text says is held, anywhere in it
		}
		kept = append(kept, g)
	}
	return kept
}

// settledPlace reports whether g is a place the text has already made sure of: a dateline, "the
// town of X".
func settledPlace(g *group) bool {
	if g == nil || len(g.cands) == 0 {
		return false
	}
	k, w := g.ev.best()
	return k == kPlace && w >= 5
}

// addOwn counts what a mention's own words say once per entity, however often the name is
// written: "the town of X" must not be outvoted by X's given-name look repeated. ev already
// holds own; only the repeat is taken back.
func (g *group) addOwn(own evidence) {
	for k := range g.own {
		g.ev[k] -= min(g.own[k], own[k])
		g.own[k] = max(g.own[k], own[k])
	}
}

// headOwner finds the body "the Commission" stands for: the organisation or branch named
// before it whose name ends in that head word, the nearest if several.
func headOwner(order []*group, c *candidate) *group {
	var best *group
	bestPos := -1
	for _, g := range order {
		if g.kind != kOrg && g.kind != kBranch || !strings.HasSuffix(g.key, " "+c.key) || len(g.starts) == 0 {
			continue
		}
		if p := g.starts[0]; p < c.start && p > bestPos {
			best, bestPos = g, p
		}
	}
	return best
}

// shortForms lists the keys by which a later mention may refer to the group: a person's
// surname ("de silva", "silva", "assad"), an organisation's initials ("hrw").
func shortForms(g *group) []string {
	words := strings.Fields(g.key)
	if len(words) < 2 || strings.HasPrefix(g.key, "#") {
		return nil // counted detainee groups have no short form
	}
	var out []string
	switch g.kind {
	case kPerson, kDetainee:
		last := words[len(words)-1]
		if !lexic().scopes[last] {
			out = append(out, last) // a country is no one's surname: "Latvia" after "Fair Latvia"
		}
		if i := strings.IndexByte(last, '-'); i > 0 && particles[last[:i]] {
			out = append(out, last[i+1:])
		}
		if len(words) >= 3 && !particles[words[len(words)-2]] {
			out = append(out, strings.Join(words[len(words)-2:], " ")) // "Sanchez Cordero"
		}
		if mid := words[1]; len(words) == 3 && lexic().firstNames[titleCase(words[0])] && !lexic().firstNames[titleCase(mid)] &&
			!particles[mid] && !strings.HasSuffix(mid, ".") && len(mid) > 2 {
			out = append(out, mid) // "Cruz" for "Rogelio Cruz Bautista": a Spanish first surname
		}
		// "de Silva", "van der Berg": the surname with its particles.
		for k := len(words) - 2; k > 0 && particles[words[k]]; k-- {
			out = append(out, strings.Join(words[k:], " "))
		}
	case kOrg, kBranch, kFacility:
		if orgSuffixes[words[len(words)-1]] {
			out = append(out, strings.Join(words[:len(words)-1], " "))
		}
		if rest := strings.Join(words[:len(words)-1], " "); len(words) >= 3 && lexic().orgHeads[words[len(words)-1]] &&
			!lexic().places[rest] && !slices.ContainsFunc(words, func(w string) bool { return nameConnectors[w] }) {
			out = append(out, rest) // "Atlantic Delta" after "Atlantic Delta Petroleum"
		}
		if len(words) >= 3 && venueFirst[words[0]] && nameConnectors[words[1]] {
			out = append(out, strings.Join(words[2:], " ")) // "Bonfim" after "Estádio do Bonfim"
		}
		// "Acme Shipping" → "Acme": a first word no dictionary or gazetteer knows.
		lx := lexic()
		// A public body named after its place ("X Borough Council", "X Crown Court") is not
		// what "X" alone names.
		// "Jomsom Airport", "Whangārei Hospital": a site named after its town leaves the town's
		// name to the town ("Luzira" after "Luzira Prison" is the prison).
		townSite := g.kind == kFacility && townSites[words[len(words)-1]]
		// "Lapland" after "Lapland Police Department" is the region the police serve
		townBody := g.kind == kOrg && slices.ContainsFunc(words[1:], func(w string) bool { return placeBodies[w] })
		if w := words[0]; !townSite && !townBody && (!lx.words[w] || g.kind == kOrg && !genericModifiers[w] && !lx.titles[w] && !lx.orgHeads[w]) &&
			!lx.places[w] && !lx.stop[w] && !lx.demonyms[w] &&
			!lx.firstNames[titleCase(w)] && (len(words) <= 3 || g.kind == kFacility && facilityWords(words[1:]) /* "Luzira Maximum Security Prison" → "Luzira" */) && !nameConnectors[words[1]] &&
			!placeBodies[words[len(words)-1]] {
			out = append(out, w)
		}
		// "Celtics" after "Boston Celtics": the name after a place.
		for k := 1; k < len(words) && k <= 2; k++ {
			if lx.places[strings.Join(words[:k], " ")] && !orgHeadWords(words[k:]) {
				out = append(out, strings.Join(words[k:], " "))
			}
		}
		var b strings.Builder
		for _, w := range words {
			if nameConnectors[w] || w == "the" {
				continue
			}
			b.WriteByte(w[0])
		}
		if b.Len() >= 2 {
			out = append(out, b.String())
		}
	}
	return out
}

// townSites end the names of sites that take their town's name, which alone names the town.
var townSites = map[string]bool{"hospital": true, "airport": true, "airfield": true, "clinic": true,
	"port": true, "harbour": true, "harbor": true, "university": true, "hauptbahnhof": true, "campus": true}

// particleLed reports whether every word of key but the last is a name particle: "de silva",
// "van der berg".
func particleLed(key string) bool {
	words := strings.Fields(key)
	if len(words) < 2 || len(words) > 3 {
		return false
	}
	for _, w := range words[:len(words)-1] {
		if !particles[w] {
			return false
		}
	}
	return true
}

// orgHeadWords reports whether every word is an organisation head ("Airways", "Police").
func orgHeadWords(words []string) bool {
	return everyWord(words, func(w string) bool { return lexic().orgHeads[w] })
}

// genericModifiers open the names of many organisations, so alone they name none of them;
// any other common word that opens a firm's name ("Ardent Resources") may stand for it.
var genericModifiers = map[string]bool{
	"national": true, "royal": true, "united": true, "general": true, "international": true,
	"islamic": true, "democratic": true, "free": true, "popular": true, "federal": true,
	"central": true, "first": true, "new": true, "great": true, "global": true, "world": true,
	"public": true, "social": true, "civil": true, "human": true, "state": true, "independent": true,
	"liberal": true, "conservative": true, "progressive": true, "labour": true, "labor": true,
	"green": true, "supreme": true, "high": true, "special": true, "joint": true, "military": true,
	"revolutionary": true, "republican": true, "socialist": true, "communist": true, "christian": true,
	"catholic": true, "criminal": true, "legal": true, "medical": true, "commercial": true,
	"industrial": true, "financial": true, "metropolitan": true, "regional": true, "local": true,
	"city": true, "county": true, "western": true, "eastern": true, "northern": true,
	"southern": true, "north": true, "south": true, "east": true, "west": true, "american": true,
	"european": true, "african": true, "asian": true, "arab": true, "young": true, "old": true,
	"grand": true, "big": true, "little": true, "red": true, "black": true, "white": true,
	"blue": true, "golden": true, "peoples": true, "people's": true, "anti": true, "pro": true,
	"all": true, "our": true, "modern": true, "future": true, "patriotic": true, "defence": true,
	"defense": true, "security": true, "justice": true, "health": true, "education": true,
	"energy": true, "foreign": true, "home": true, "interior": true, "economic": true,
}

// placeBodies head the names of public bodies that take the name of the place they serve.
var placeBodies = map[string]bool{
	"council": true, "police": true, "constabulary": true, "court": true, "assembly": true,
	"government": true, "parliament": true, "municipality": true,
}

// nearest picks, among groups sharing a short form, the one whose full name was mentioned
// most recently before pos, else the first named after it.
func nearest(gs []*group, pos int) *group {
	var best *group
	bestPos := -1
	for _, g := range gs {
		i := sort.SearchInts(g.starts, pos+1) // first start after pos
		if i > 0 && g.starts[i-1] > bestPos {
			best, bestPos = g, g.starts[i-1]
		}
	}
	if best != nil {
		return best
	}
	first := -1
	for _, g := range gs {
		if len(g.starts) > 0 && (first < 0 || g.starts[0] < first) {
			best, first = g, g.starts[0]
		}
	}
	return best
}

// rescanLowercase adds the mentions of multi-word names written in another case ("the special
// court for sierra leone"), found by an ASCII case-insensitive search.
func rescanLowercase(body string, groups []*group, credits *spanIndex) []*group {
	var lower string
	var spans spanIndex
	var all [][2]int
	for _, g := range groups {
		for _, c := range g.cands {
			if !c.nested {
				all = append(all, [2]int{c.start, c.end})
			}
		}
	}
	spans.add(all...)
	for _, g := range groups {
		if !strings.Contains(g.key, " ") || g.kind == kDetainee || commonWords(g.key) && !hasOrgHead(g.key) {
			continue // "human rights" in lowercase is no mention of a body named "Human Rights"
		}
		if lower == "" {
			lower = string(asciiLower(body))
		}
		taken := map[int]bool{}
		for _, c := range g.cands {
			taken[c.start] = true
		}
		var added [][2]int
		for off := 0; off < len(lower); {
			i := strings.Index(lower[off:], g.key)
			if i < 0 {
				break
			}
			i += off
			end := i + len(g.key)
			off = end
			if taken[i] || !boundary(body, i, end) || credits.overlaps(i, end) || spans.overlaps(i, end) {
				continue
			}
			c := &candidate{start: i, end: end, key: g.key, first: -1, last: -1}
			g.cands = append(g.cands, c)
			added = append(added, [2]int{i, end})
		}
		if len(added) > 0 {
			spans.add(added...)
		}
	}
	return groups
}

// spanIndex is a set of byte ranges sorted by start, with the running maximum of their ends,
// for overlap tests in O(log n).
type spanIndex struct {
	spans  [][2]int
	maxEnd []int
}

func (s *spanIndex) add(r ...[2]int) {
	s.spans = append(s.spans, r...)
	sort.Slice(s.spans, func(i, j int) bool { return s.spans[i][0] < s.spans[j][0] })
	s.maxEnd = s.maxEnd[:0]
	m := 0
	for _, r := range s.spans {
		m = max(m, r[1])
		s.maxEnd = append(s.maxEnd, m)
	}
}

// overlaps reports whether [start,end) overlaps a range of s: some range starting before end
// ends after start.
func (s *spanIndex) overlaps(start, end int) bool {
	i := sort.Search(len(s.spans), func(i int) bool { return s.spans[i][0] >= end })
	return i > 0 && s.maxEnd[i-1] > start
}

func asciiLower(s string) []byte {
	b := []byte(s)
	for i, c := range b {
		if c >= 'A' && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return b
}

// boundary reports whether [start,end) is a whole-word stretch of body. Letters and digits of
// any script continue a word; curly quotes and apostrophes do not ("Moldova’s").
func boundary(body string, start, end int) bool {
	if start > 0 {
		if r, _ := utf8.DecodeLastRuneInString(body[:start]); unicode.IsLetter(r) || unicode.IsDigit(r) {
			return false
		}
	}
	if end < len(body) {
		if r, _ := utf8.DecodeRuneInString(body[end:]); unicode.IsLetter(r) || unicode.IsDigit(r) {
			return false
		}
	}
	return true
}

// build turns groups into entities: name, aliases, mentions sorted by position.
func build(body string, groups []*group, names map[*group]string) []corroborate.Entity {
	out := make([]corroborate.Entity, 0, len(groups))
	for _, g := range groups {
		e := corroborate.Entity{
			Name:     names[g],
			Type:     kindTypes[g.kind],
			Aliases:  []string{},
			Mentions: make([]corroborate.Mention, 0, len(g.cands)),
			Roles:    g.roles,
		}
		if e.Roles == nil {
			e.Roles = []corroborate.Role{}
		}
		seen := map[int]bool{}
		for _, c := range g.cands {
			if seen[c.start] {
				continue
			}
			seen[c.start] = true
			e.Mentions = append(e.Mentions, corroborate.Mention{Start: c.start, End: c.end, Text: body[c.start:c.end]})
		}
		forms, _ := mentionForms(body, g)
		for _, f := range forms {
			if f != e.Name {
				e.Aliases = append(e.Aliases, f)
			}
		}
		out = append(out, e)
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Mentions[0].Start < out[j].Mentions[0].Start })
	return out
}

// mentionForms lists the distinct texts of g's mentions in order, with their counts.
func mentionForms(body string, g *group) ([]string, map[string]int) {
	count := map[string]int{}
	var forms []string
	for _, c := range g.cands {
		text := body[c.start:c.end]
		if count[text] == 0 {
			forms = append(forms, text)
		}
		count[text]++
	}
	return forms, count
}

// pickName prefers the fullest capitalised form; a name only ever written in lowercase is
// title-cased.
func pickName(g *group, forms []string, count map[string]int) string {
	if g.kind == kDetainee && g.cands[0].display != "" {
		return g.cands[0].display // a counted group: "11,000 detainees"
	}
	best := ""
	score := func(f string) int {
		s := len(strings.Fields(f)) * 1000
		if f != "" && f[0] >= 'A' && f[0] <= 'Z' {
			s += 500
		}
		if strings.ToLower(f) == f {
			s -= 400
		}
		if strings.ToUpper(f) == f && len(f) > 3 {
			s -= 300 // "NAIROBI" from a dateline: "Nairobi" is the name
		}
		return s + count[f]
	}
	for _, f := range forms {
		if best == "" || score(f) > score(best) {
			best = f
		}
	}
	if lowercaseNames[best] {
		return best // "dpa" writes itself in lower case
	}
	if strings.ToLower(best) == best || (best != "" && best[0] >= 'a' && best[0] <= 'z' && !particles[strings.Fields(best)[0]]) {
		for _, c := range g.cands {
			if c.display != "" {
				return c.display
			}
		}
		return titleCase(best)
	}
	return strings.Join(strings.Fields(best), " ")
}
