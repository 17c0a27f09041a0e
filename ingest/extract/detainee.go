package extract

import (
	"strconv"
	"strings"
)

// numberWords are spelled-out counts that may head a detainee group ("eleven thousand").
var numberWords = map[string]float64{
	"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
	"nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14,
	"fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
	"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
	"eighty": 80, "ninety": 90, "hundred": 100, "dozens": 0, "hundreds": 0, "thousands": 0,
}

var multipliers = map[string]float64{"hundred": 100, "thousand": 1000, "million": 1e6}

// detainees finds counted groups of detainees: "11,000 detainees", "11-thousand prisoners",
// "eleven thousand political prisoners", and counted people the text says are held ("46
// people were arrested", "detained more than 300 migrant workers"). The entity's name is the count written with digits
// and thousands separators, then the noun as the text has it ("11,000 prisoners"), so the same
// group written two ways is one entity.
func detainees(body string, toks []token) []*candidate {
	var out []*candidate
	for i := 0; i < len(toks); i++ {
		value, next, ok := count(toks, i)
		if !ok || value <= 0 {
			continue
		}
		// "arrested 63 people, including 21 Chinese nationals": a part of a held group is held
		q := i - 1
		for q > 0 && countQualifiers[toks[q].lower] && i-q <= 3 {
			q-- // "including at least 90 children"
		}
		part := q > 0 && toks[q].lower == "including" && len(out) > 0 && out[len(out)-1].end >= toks[max(0, i-15)].start &&
			!strings.Contains(body[out[len(out)-1].end:toks[i].start], ".")
		j, found := next, false
		for ; j < len(toks) && j <= next+3 && toks[j].word; j++ {
			w := toks[j]
			if eseDemonym(toks, j) && heldGroup(toks, i, j) ||
				!w.cap && strings.HasSuffix(w.lower, "s") && detaineeNouns[w.lower] ||
				(!w.cap || demonymPlural(w.lower)) && !lexic().stop[w.lower] && (heldGroup(toks, i, j) || part && personPlural(w.lower) && w.lower != "guards") {
				found = true
				break
			}
			// modifiers: "political", "other", "former Jaslyk", "NLD", "dual and foreign"
			if w.lower == "and" && j > next && j+1 < len(toks) && toks[j+1].word && !toks[j+1].cap && numberWords[toks[j+1].lower] == 0 {
				continue
			}
			if !w.cap && (!lexic().words[w.lower] && !hyphenWords(w.lower) && !britishWord(w.lower) || lexic().stop[w.lower] && w.lower != "other" && w.lower != "more") {
				break
			}
		}
		if !found {
			continue
		}
		end := j
		if j+2 < len(toks) && toks[j+1].lower == "and" && personPlural(toks[j+2].lower) && personPlural(toks[j].lower) && !detaineeNouns[toks[j].lower] {
			end = j + 2 // "14 preachers and academics": one group
		}
		if toks[j].lower == "members" && j+2 < len(toks) && toks[j+1].lower == "of" {
			// "56 members of the armed forces": what they are members of names the group
			e := j + 2
			if toks[e].lower == "the" {
				e++
			}
			k := e
			for k < len(toks) && k < e+4 && toks[k].word && (toks[k].cap || !lexic().stop[toks[k].lower]) {
				k++
			}
			if k > e {
				end = k - 1
			}
		}
		c := &candidate{first: -1, last: -1, start: toks[i].start, end: toks[end].end}
		c.display = formatCount(value) + " " + strings.ToLower(body[toks[j].start:toks[end].end])
		c.key = "#" + c.display
		c.ev[kDetainee] = 9
		out = append(out, c)
		i = end
	}
	return out
}

// count reads a number at token i: digits, digits-thousand, or number words with a
// multiplier. It returns the value and the token after it.
func count(toks []token, i int) (float64, int, bool) {
	if i < 0 || i >= len(toks) {
		return 0, i, false
	}
	t := toks[i]
	var v float64
	j := i + 1
	switch {
	case t.num:
		f, err := strconv.ParseFloat(strings.ReplaceAll(t.text, ",", ""), 64)
		if err != nil {
			return 0, i, false
		}
		v = f
	case t.word && numberWords[t.lower] > 0:
		v = numberWords[t.lower]
	case t.lower == "a" && j < len(toks) && toks[j].lower == "dozen":
		v, j = 12, j+1 // "a dozen protesters"
	default:
		return 0, i, false
	}
	if j < len(toks) && toks[j].text == "-" && j+1 < len(toks) && multipliers[toks[j+1].lower] > 0 {
		v *= multipliers[toks[j+1].lower]
		j += 2
	} else if j < len(toks) && multipliers[toks[j].lower] > 0 {
		v *= multipliers[toks[j].lower]
		j++
	} else if j < len(toks) && t.word && strings.HasPrefix(toks[j].lower, "-") {
		return 0, i, false
	}
	return v, j, true
}

// formatCount writes 11000 as "11,000".
func formatCount(v float64) string {
	if v != float64(int64(v)) {
		return strconv.FormatFloat(v, 'f', -1, 64)
	}
	s := strconv.FormatInt(int64(v), 10)
	var b strings.Builder
	for i, r := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// A named person is a detainee when the text says they were taken or are held: "the arrest of
// X", "Among those detained were A and B", "X, 47, editor of Y, was arrested", "police arrested
// the governor, X", "X is being held at Z prison". The issue defines a DETAINEE as a named
// detainee, and the annotators' brief since the fourth session says the same; the older sets
// mostly kept an arrested politician or suspect a person. Measured on both (fourth session):
// the older sets lose 20 mentions, the newer gain 46.

// detentionVerbs, as past participles, say someone was taken or is held.
var detentionVerbs = map[string]bool{
	"arrested": true, "detained": true, "jailed": true, "imprisoned": true, "abducted": true,
	"held": true, "incarcerated": true, "interned": true, "recaptured": true,
}

// detentionNouns, before "of X", name the taking or holding of X.
var detentionNouns = map[string]bool{
	"arrest": true, "arrests": true, "detention": true, "imprisonment": true, "jailing": true,
	"abduction": true, "incarceration": true,
}

// heldBefore reports whether the words before a name (ending at token before) file it among
// the held: "the arrest of X", "Among those detained were A and B", "Those held include X",
// "Also detained were Dr X", "police arrested the governor of the region, X", "jailed former
// leader X".
func heldBefore(toks []token, before int) bool {
	k := before - 1
	if k < 0 {
		return false
	}
	if k >= 1 && toks[k].lower == "of" && detentionNouns[toks[k-1].lower] {
		return true
	}
	if toks[k].lower == "including" || toks[k].text == "," {
		// "nine detainees remain unaccounted for, including X"; "A third detainee, the
		// party's youth organiser X"
		for j := k - 1; j >= 0 && j >= k-10 && toks[j].text != "." && toks[j].text != ";"; j-- {
			if detaineeNouns[toks[j].lower] && (toks[k].lower == "including" || j+1 < len(toks) && toks[j+1].text == ",") {
				return true
			}
			if toks[k].lower == "including" && j+1 < k && toks[j].lower == "in" && custodyWords[toks[j+1].lower] {
				return true // "six protesters remained in custody, including X"
			}
			if toks[k].lower == "including" && detentionVerbs[toks[j].lower] && activeAt(toks, j) {
				return true // "police arrested 23 people, including X"
			}
			if toks[k].text == "," && j < k-1 && (toks[j].lower == "including" || toks[j].lower == "them" && j > 0 && toks[j-1].lower == "among") &&
				detainedBefore(toks, j) {
				return true // "arrested three men, including the event organiser, X"; "among them the site manager, X"
			}
			if toks[k].text == "," && j < k-1 && toks[j].lower != "including" && toks[j].lower != "them" && toks[j].lower != "among" && !(toks[j].word && !toks[j].cap) && !toks[j].poss {
				break
			}
		}
	}
	// "handed the longest term to the editor-in-chief, X": the name may stand in apposition
	for j := k; j >= 0 && j >= k-8 && toks[j].text != "." && toks[j].text != ";"; j-- {
		if toks[j].lower == "to" {
			if sentencedTo(toks, j) && (j == k || toks[k].text == ",") {
				return true
			}
			break
		}
	}
	if toks[k].lower == "them" && k >= 1 && toks[k-1].lower == "among" && detainedBefore(toks, k-1) {
		return true // "Police arrested 23 people, among them union organiser X"
	}
	if toks[k].lower == "sentenced" && activeAt(toks, k) {
		// "sentenced Hirak activist X to three years in prison"
		for j := before; j < len(toks) && j <= before+20 && toks[j].text != "." && toks[j].text != ";"; j++ {
			if toks[j].lower == "prison" || toks[j].lower == "jail" || toks[j].lower == "colony" || custodyNouns[toks[j].lower] {
				return true // "sentenced X, founder of Y, to four years in a penal colony"
			}
		}
	}
	if detentionVerbs[toks[k].lower] && toks[k].lower != "held" && (k == 0 || !heldAux[toks[k-1].lower]) {
		return true // "jailed former leader X" (the title is already cut off), "police arrested X"
	}
	// "agents detained the poet and blogger X": an active verb, then the object's lowercase
	// description
	if includedHeld(toks, k) {
		return true // "The arrests, carried out by officers of X, included A"
	}
	for j := k; j >= 0 && j >= k-7 && (toks[j].word && (!toks[j].cap || toks[j].allCaps && j < k) || ageToken(toks, j)); j-- { // "among them KPAWU branch secretary X"
		if toks[j].lower == "them" && j >= 1 && toks[j-1].lower == "among" && detainedBefore(toks, j-1) ||
			toks[j].lower == "including" && detainedBefore(toks, j) {
			return true // "arrested 23 people, among them union organiser X", "including village head X"
		}
		if identifiedAs(toks, j, sentenceOpen(toks, j)) {
			return true // "The other detainees were named as X", "They were identified as X"
		}
		if (toks[j].lower == "alongside" || toks[j].lower == "with") && j >= 1 && detentionVerbs[toks[j-1].lower] {
			return true // "was arrested alongside camera operator X"
		}
		if detentionVerbs[toks[j].lower] && toks[j].lower != "held" && j < k {
			if activeAt(toks, j) {
				return true
			}
			break // "Also detained are X": the opener below decides
		}
	}
	if before < len(toks) && toks[before].sentStart {
		return false // a name that opens its sentence has no opener before it
	}
	open := k
	for open > 0 && !toks[open].sentStart && k-open < 40 {
		open--
	}
	if heldOpener(toks, open, before) {
		return true
	}
	// "police on Wednesday arrested the governor of the region, X": an active verb whose object
	// the name stands in apposition to. A pronoun object or a relative clause ("the officer
	// who arrested him, X") leaves the name out.
	if kk := k; toks[k].word && !toks[k].cap {
		for kk > open && kk > before-4 && toks[kk].word && !toks[kk].cap && toks[kk].lower != "and" {
			kk--
		}
		if toks[kk].text == ";" || toks[kk].lower == "and" {
			k = kk // a title in lower case: "; photographer X", "and freelance reporter X"
		}
	}
	if toks[k].text != "," && toks[k].lower != "and" && toks[k].text != ";" {
		return false
	}
	// "Police arrested the farmers, A, B and C": the list after the object
	semicolon := false
	for j := k; j >= open && j >= k-24; j-- {
		w := toks[j].lower
		switch {
		case toks[j].text == ";":
			semicolon = true // only a list of the named may run on past a semicolon
		case w == "him" || w == "her" || w == "them" || w == "us" || w == "me" || w == "said" ||
			w == "while" || w == "but" || w == "whereas" || w == "although":
			return false // "arrested the manager, while the owner, X, fled": another clause
		case detentionVerbs[w] && w != "held":
			return !semicolon && j >= k-16 && activeAt(toks, j)
		case identifiedAs(toks, j, open):
			return true // "The other detainees were named as A, B and C"
		case includedHeld(toks, j):
			return !semicolon // "The arrests included A, a teacher, and B"
		case w == "including" && j+1 < len(toks):
			// "remained in custody, including A and B"; not "arrested 63 people, including 21
			// nationals, in the region, Minister X said"
			return !semicolon && toks[j+1].cap && heldBefore(toks, j+1)
		case (w == "with" || w == "alongside") && j >= 2 && detentionVerbs[toks[j-1].lower] || w == "with" && j >= 4 && detentionVerbs[toks[j-3].lower] && heldAux[toks[j-4].lower]:
			return !semicolon // "was arrested with his accountant, X", "was arrested on Friday with"
		}
	}
	return false
}

// identifiedAs reports whether the "as" at token j names people held: "The other detainees were
// named as", "They were identified as" after a sentence about people held.
func identifiedAs(toks []token, j, open int) bool {
	if toks[j].lower != "as" || j < 1 || toks[j-1].lower != "named" && toks[j-1].lower != "identified" {
		return false
	}
	if detaineesBefore(toks, j-1) {
		return true
	}
	// "They were identified as", "The men have been named as"
	m := open
	if m < j-1 && toks[m].lower == "the" {
		m++
	}
	if m >= j-1 || toks[m].lower != "they" && toks[m].lower != "others" && !personPlural(toks[m].lower) {
		return false
	}
	for m++; m < j-1; m++ {
		if !heldAux[toks[m].lower] {
			return false
		}
	}
	return custodyBefore(toks, open)
}

// detainedBefore reports whether the sentence before token j says people were arrested or held:
// "detained 23 suspected insurgents, among them", "Those arrested include ..., among them".
func detainedBefore(toks []token, j int) bool {
	for m := j - 1; m >= 0 && m >= j-30 && toks[m].text != "." && toks[m].text != ";"; m-- {
		if detentionVerbs[toks[m].lower] || detentionGerunds[toks[m].lower] ||
			(toks[m].lower == "took" || toks[m].lower == "taken") && m+1 < len(toks) && toks[m+1].lower == "away" {
			return true // "took away everyone present, including its secretary, X"
		}
	}
	return false
}

// detaineesBefore reports whether the words just before token j speak of detainees or of
// people detained: "The other detainees were (named as)", "Those arrested were (identified as)".
func detaineesBefore(toks []token, j int) bool {
	for m := j - 1; m >= 0 && m >= j-10 && toks[m].text != "." && toks[m].text != ";"; m-- {
		if detaineeNouns[toks[m].lower] || detentionVerbs[toks[m].lower] {
			return true
		}
	}
	return false
}

// activeAt reports whether the detention verb at token j is active, its object the one held:
// not after an auxiliary ("was arrested") or a relative pronoun ("the officer who arrested").
func activeAt(toks []token, j int) bool {
	if j == 0 {
		return true
	}
	p := toks[j-1].lower
	if p == "had" || p == "has" || p == "have" {
		return true // "they had detained the ferry's captain, X": a perfect, still active
	}
	return !heldAux[p] && p != "who" && p != "that"
}

// copula reports the forms of "to be" that open what a list says of its names.
func copula(w string) bool { return w == "is" || w == "are" || w == "was" || w == "were" }

// heldOpener reports whether the sentence opening at token open files what follows among the
// held before token before: "Among those detained were", "Those held include", "Also arrested
// were", "Among the missing is".
func heldOpener(toks []token, open, before int) bool {
	k := open
	at := func(i int) string {
		if i < before && i < len(toks) {
			return toks[i].lower
		}
		return ""
	}
	switch {
	case (at(k) == "one" || at(k) == "another") && at(k+1) == "of":
		// "One of them, X, ...", "Another of the men, X", "One of the detainees, identified as X",
		// after a sentence about people held
		k += 2
		if at(k) == "the" {
			k++
			for k < before && toks[k].word && !toks[k].cap && !detaineeNouns[at(k)] && !personPlural(at(k)) {
				k++
			}
		}
		if at(k) != "them" && !detaineeNouns[at(k)] && !personPlural(at(k)) || k+1 >= before || toks[k+1].text != "," {
			return false
		}
		k += 2
		if (at(k) == "identified" || at(k) == "named") && at(k+1) == "as" {
			k += 2
		}
		for k < before && k < open+12 && toks[k].word && !toks[k].cap {
			k++ // "One of them, shaft steward X"
		}
		return k == before && heldGroupBefore(toks, open)
	case at(k) == "among" && at(k+1) == "them" && copula(at(k+2)):
		// "Among them was X", after a sentence about people held
		return custodyBefore(toks, open) && listReaches(toks, k+2, before)
	case at(k) == "among" && (at(k+1) == "those" || at(k+1) == "the"):
		k += 2
		if at(k) == "others" || at(k) == "other" {
			k++ // "Among the others detained is X"
		}
	case at(k) == "those" || at(k) == "also":
		k++
	case (at(k) == "the" && (at(k+1) == "defendants" || at(k+1) == "accused") || at(k) == "defendants"):
		// "The defendants include A, a party organiser, and B"
		if at(k) == "the" {
			k++
		}
		return at(k+1) == "include" || at(k+1) == "included" || at(k+1) == "are" || at(k+1) == "were" // not "is": a plural subject
	default:
		return false
	}
	if at(k) == "still" || at(k) == "also" || at(k) == "later" {
		k++
	}
	if detaineeNouns[at(k)] && copula(at(k+1)) {
		return true // "Among the detainees is the boat's skipper, X"
	}
	if !detentionVerbs[at(k)] && !releaseVerbs[at(k)] && at(k) != "missing" && at(k) != "disappeared" && at(k) != "taken" && at(k) != "convicted" {
		return false
	}
	if at(k) == "missing" && !custodyBefore(toks, open) {
		return false // "Among the missing is a truck driver" after a bridge collapse
	}
	k++
	if at(k) == "away" {
		k++ // "Among those taken away was X"
	}
	if at(k) == "at" || at(k) == "in" {
		// "Among those still held at Navapolatsk is X", "held at the Tajoura detention centre is X"
		k++
		if at(k) == "the" {
			k++
		}
		for k < before && toks[k].cap {
			k++
		}
		for k < before && k < open+16 && toks[k].word && !toks[k].cap && !copula(at(k)) && (lexic().facilities[at(k)] || centre(toks[k]) || at(k) == "detention") {
			k++
		}
	}
	if at(k) == "into" && at(k+1) == "custody" {
		k += 2
	}
	switch at(k) {
	case "are", "were", "is", "was", "include", "included", "includes":
		return listReaches(toks, k, before)
	}
	return false
}

// listReaches reports whether the list opened at token k ("were", "include") runs to the name
// at token before. It ends where the sentence turns to who says so ("..., according to his
// wife, Iryna" names no one held); after a relative clause only a name joined by "and" is
// another of the held ("Among them was X, who took a petition to Prime Minister Y").
func listReaches(toks []token, k, before int) bool {
	relative := false
	for j := k + 1; j < before; j++ {
		switch toks[j].lower {
		case "according", "said", "says", "told":
			return false
		case "who", "whose", "which":
			relative = true
		}
	}
	if !relative {
		return true
	}
	for j := before - 1; j > k && j >= before-4; j-- {
		if toks[j].lower == "and" {
			return true // "...; and reporters A and B"
		}
		if !toks[j].word || toks[j].cap {
			break
		}
	}
	return false
}

// heldAfter reports whether the words after a name (starting at token after) say it was taken
// or is held: "X, 47, editor of the Daily Y, was arrested", "X is being held at Z prison", "X,
// who was detained in March", "A and freelance reporter B were also taken into custody".
func heldAfter(toks []token, after int) bool {
	k := after
	if k < len(toks) && toks[k].lower == "and" {
		// a second name joined to this one: skip it and its title
		j := k + 1
		if _, next, ok := count(toks, j); ok && next < len(toks) && personPlural(toks[next].lower) {
			j = next + 1 // "X, 61, and two other men remain at Y Prison"
		} else {
			for j < len(toks) && j <= k+4 && toks[j].word && !toks[j].cap && !heldAux[toks[j].lower] {
				j++ // a title in lower case: "and freelance reporter B"
			}
			for j < len(toks) && j <= k+8 && toks[j].word && toks[j].cap {
				j++
			}
			if j == k+1 || !toks[j-1].cap {
				return false
			}
		}
		k = j
		if k+1 < len(toks) && (toks[k].text == "," || datelineDash(toks[k].text)) && heldAux[toks[k+1].lower] {
			k++ // "his two crewmen, A and B, were blindfolded"; "— A, B and C — were seized"
		}
		after = k // "A and B, directors of X, were arrested": an apposition may follow both
	}
	if k+1 < len(toks) && toks[k].text == "," && spentInCustody(toks, k+1) {
		return true // "The director of Radio Y, X, spent nearly two years in prison"
	}
	if k+1 < len(toks) && (toks[k].text == "," || datelineDash(toks[k].text)) && heldAux[toks[k+1].lower] {
		k++ // "His campaign manager, X, was arrested"
	} else if k < len(toks) && toks[k].text == "," {
		// skip an apposition: "X, 47, editor of the Daily Frontier, was arrested"
		other := false
		for j := k + 1; j < len(toks) && j <= k+22; j++ {
			if toks[j].text == "." || toks[j].text == "\"" || toks[j].text == "“" || toks[j].text == "”" {
				return false
			}
			if toks[j].lower == "said" || toks[j].lower == "says" || toks[j].lower == "told" {
				return false // "X, said his client could be held": X speaks of someone else
			}
			if toks[j].lower == "whose" {
				other = true // "X, whose son is serving a sentence, said": what follows is another's
			}
			if !other && detentionVerbs[toks[j].lower] && !heldAux[toks[j-1].lower] && !modals[toks[j-1].lower] && toks[j-1].lower != "who" && afterParticiple(toks, j+1) {
				return true // "his son, X, a law student detained in 2012"
			}
			if !other && toks[j].lower == "in" && j+1 < len(toks) && custodyNouns[toks[j+1].lower] && toks[j-1].text == "," {
				return true // "X, in custody since February, received ..."
			}
			if !other && toks[j].lower == "serving" && servingSentence(toks, j) {
				return true // "X, a former sergeant serving a life sentence at Y"
			}
			if !other && j > k+2 && heldAux[toks[j].lower] && (toks[j].lower == "were" || toks[j].lower == "are") && toks[j-1].cap && toks[j-1].word && heldPredicate(toks, j) {
				return true // "A, camera operator B and editor C were taken from the offices"
			}
			if toks[j].text == "," && j+1 < len(toks) && heldPredicate(toks, j+1) && (toks[j+1].lower == "received" || toks[j+1].lower == "got" || toks[j+1].lower == "each") {
				return true // "X, aged 34, received six years", "A, 41, and B, a teacher, each received 15 years"
			}
			if (toks[j].text == "," || datelineDash(toks[j].text)) && j+1 < len(toks) && heldAux[toks[j+1].lower] {
				if other && namesAnother(toks, k+1, j) {
					return false // "X, whose husband, Y, is among those held": Y is
				}
				k = j + 1 // "A, B and C — were seized": a dash closes the list too
				break
			}
			if toks[j].lower == "who" && (j == k+1 || !other && ownApposition(toks, k+1, j)) && heldPredicate(toks, j+1) {
				return true // "X, 46, who has been held", "X, a pharmacist from Homs who was held"
			}
		}
		if k == after {
			return false
		}
	}
	return heldPredicate(toks, k)
}

// heldPredicate reports whether the words from k say their subject is or was held: "was
// arrested", "is serving a sentence", "were picked up", "spent seven years in Y prison".
func heldPredicate(toks []token, k int) bool {
	if spentInCustody(toks, k) {
		return true
	}
	if k < len(toks) && toks[k].lower == "each" {
		k++ // "A and B each received eight years"
	}
	if k < len(toks) && (toks[k].lower == "received" || toks[k].lower == "got") && sentenceLength(toks, k+1) {
		return true // "X, aged 34, received six years"
	}
	aux, perfect := 0, true
	for ; k < len(toks) && aux < 3 && (heldAux[toks[k].lower] || aux > 0 && toks[k].lower == "each"); k++ {
		aux++
		if w := toks[k].lower; w != "has" && w != "have" && w != "had" && w != "also" && w != "now" && w != "later" && w != "reportedly" && w != "still" {
			perfect = false
		}
	}
	if aux == 0 || k >= len(toks) {
		return false
	}
	if toks[k].lower == "in" || toks[k].lower == "at" && k > 0 && (toks[k-1].lower == "remain" || toks[k-1].lower == "remains") {
		// "remains in La Modelo prison", "is in Evin prison", "remain at Mutare Remand Prison"
		for m := k + 1; m < len(toks) && m <= k+5 && toks[m].text != "." && toks[m].text != ","; m++ {
			if custodyNouns[toks[m].lower] || heldSites[toks[m].lower] {
				return true
			}
		}
	}
	if toks[k].lower == "among" && k+2 < len(toks) && toks[k+1].lower == "those" && (detentionVerbs[toks[k+2].lower] || toks[k+2].lower == "detainees" || toks[k+2].lower == "taken") {
		return true // "is among those held"
	}
	if toks[k].lower == "among" {
		// "was among nine workers arrested", "was among the drivers arrested"
		for j := k + 1; j < len(toks) && j <= k+5 && (toks[j].word || toks[j].num); j++ {
			if detentionVerbs[toks[j].lower] || detaineeNouns[toks[j].lower] {
				return j > k+1
			}
		}
	}
	if toks[k].lower == "charged" && k+1 < len(toks) && toks[k+1].lower == "with" {
		// "has been charged with facilitating illegal entry and is being held at X"
		for j := k + 1; j+1 < len(toks) && j <= k+12 && toks[j].text != "."; j++ {
			if toks[j].lower == "and" && heldPredicate(toks, j+1) {
				return true
			}
		}
	}
	if (toks[k].lower == "given" || toks[k].lower == "handed") && sentenceLength(toks, k+1) {
		return true // "was given five years"
	}
	if perfect && detentionVerbs[toks[k].lower] && !afterParticiple(toks, k+1) {
		return false // "Police had arrested the manager": the subject arrests, it is not arrested
	}
	if spentInCustody(toks, k) {
		return true // "who has now spent 22 months in pretrial detention"
	}
	if (toks[k].lower == "transferred" || toks[k].lower == "moved") && takenToCustody(toks, k+1) {
		return true // "were transferred to the Kurdakhani detention centre"
	}
	if toks[k].lower == "taken" {
		if k+2 < len(toks) && toks[k+1].lower == "into" && (toks[k+2].lower == "custody" || toks[k+2].lower == "detention") {
			return true
		}
		// "was taken from his family's apartment", "were taken on March 4 from their home"
		for j := k + 1; j < len(toks) && j <= k+4; j++ {
			if toks[j].lower == "from" || toks[j].lower == "away" {
				return true
			}
			if !(toks[j].lower == "on" || toks[j].lower == "in" || toks[j].lower == "at" || months[toks[j].lower] || weekdays[toks[j].lower] || toks[j].num) {
				return false
			}
		}
		return false
	}
	if toks[k].lower == "seized" || toks[k].lower == "kidnapped" || toks[k].lower == "blindfolded" || toks[k].lower == "handcuffed" {
		return true // a person seized, kidnapped or blindfolded is held
	}
	if toks[k].lower == "picked" {
		return k+1 < len(toks) && toks[k+1].lower == "up" // "were picked up in Zarqa"
	}
	if toks[k].lower == "serving" {
		for j := k + 1; j < len(toks) && j <= k+7 && toks[j].text != "."; j++ {
			if toks[j].lower == "sentence" || toks[j].lower == "term" {
				return true // "is serving a 15-year sentence at X prison", "a 16-year prison term"
			}
		}
		// "is serving 14 years at a colony": a count of years served is a sentence
		return k+3 < len(toks) && (toks[k+1].num || numberWordToken(toks[k+1])) &&
			(toks[k+2].lower == "years" || toks[k+2].lower == "months") && toks[k+3].lower != "as"
	}
	if (toks[k].lower == "released" || toks[k].lower == "freed") && k+1 < len(toks) && toks[k+1].lower == "from" {
		// "was released from Y Prison on Saturday", "was freed from custody"
		for j := k + 2; j < len(toks) && j <= k+6 && toks[j].text != "." && toks[j].text != ","; j++ {
			if custodyNouns[toks[j].lower] || lexic().facilities[toks[j].lower] && heldSites[toks[j].lower] {
				return true
			}
		}
		return false
	}
	if toks[k].lower == "sentenced" {
		// "was sentenced in 2023 to more than 26 years in prison"
		for j := k + 1; j < len(toks) && j <= k+12 && toks[j].text != "." && toks[j].text != ";"; j++ {
			if toks[j].lower == "prison" || toks[j].lower == "jail" {
				return true
			}
		}
		return false
	}
	if toks[k].lower == "served" {
		for j := k + 1; j < len(toks) && j <= k+8 && toks[j].text != "." && toks[j].text != ","; j++ {
			if toks[j].lower == "sentence" {
				return true // "had served nearly three years of a six-year sentence"
			}
		}
		return false
	}
	if k+2 < len(toks) && toks[k].lower == "in" && custodyModifiers[toks[k+1].lower] && custodyNouns[toks[k+2].lower] {
		return true // "has been in pretrial detention since March"
	}
	if k+1 < len(toks) && (toks[k].lower == "in" && custodyNouns[toks[k+1].lower] || toks[k].lower == "behind" && toks[k+1].lower == "bars") {
		return true // "remains in custody", "is still in detention", "has been behind bars"
	}
	return detentionVerbs[toks[k].lower]
}

// heldSites are the facility words of places where people are held.
var heldSites = map[string]bool{"prison": true, "jail": true, "gaol": true, "penitentiary": true, "colony": true, "camp": true, "barracks": true}

// servingSentence reports whether "serving" at j is followed by a sentence within a few words:
// "serving a life sentence", "serving a 40-year sentence".
func servingSentence(toks []token, j int) bool {
	for k := j + 1; k < len(toks) && k <= j+8 && toks[k].text != "." && toks[k].text != ","; k++ {
		if toks[k].lower == "sentence" || toks[k].lower == "sentences" || toks[k].lower == "term" && k > j+2 && toks[k-1].lower == "prison" {
			return true
		}
	}
	return false
}

// sentenceLength reports whether the words from k give a prison term: "six years", "a 10-year
// term", not "six years of funding".
func sentenceLength(toks []token, k int) bool {
	if k+2 < len(toks) && toks[k].lower == "the" && severest[toks[k+1].lower] && sentenceNouns[toks[k+2].lower] {
		return true // "received the longest term"
	}
	if k+2 < len(toks) && (toks[k].lower == "a" || toks[k].lower == "the") {
		m := k + 1
		if toks[m].lower == "maximum" || toks[m].lower == "minimum" || severest[toks[m].lower] {
			m++
		}
		if m+1 < len(toks) && strings.HasSuffix(toks[m].lower, "-year") && (sentenceNouns[toks[m+1].lower] || toks[m+1].lower == "prison") {
			// "received a five-year term", "the maximum five-year term"; not "a two-year
			// sentence suspended for 18 months"
			for j := m + 1; j < len(toks) && j <= m+3; j++ {
				if toks[j].lower == "suspended" {
					return false
				}
			}
			return true
		}
	}
	if k+2 < len(toks) && (toks[k].lower == "terms" || toks[k].lower == "term") && toks[k+1].lower == "of" {
		k += 2 // "received terms of three to five years"
	} else if k+3 < len(toks) && toks[k].lower == "a" && toks[k+1].lower == "term" && toks[k+2].lower == "of" {
		k += 3
	}
	if k+3 < len(toks) && (toks[k].num || numberWordToken(toks[k])) && (toks[k+1].lower == "to" || toks[k+1].text == "-") {
		k += 2 // "three to five years"
	} else if k+4 < len(toks) && (toks[k].num || numberWordToken(toks[k])) && toks[k+1].lower == "and" && toks[k+2].lower == "a" && toks[k+3].lower == "half" {
		return toks[k+4].lower == "years" // "two and a half years"
	}
	if k+3 < len(toks) && toks[k].lower == "between" && toks[k+2].lower == "and" {
		k += 3 // "between four and seven years"
	} else if k+2 < len(toks) && toks[k].lower == "up" && toks[k+1].lower == "to" {
		k += 2
	}
	if k+1 >= len(toks) || !(toks[k].num || numberWordToken(toks[k])) {
		return false
	}
	if w := toks[k+1].lower; w != "years" && w != "months" {
		return false
	}
	return k+2 >= len(toks) || toks[k+2].lower != "of" && toks[k+2].lower != "old" && toks[k+2].lower != "ago"
}

// severest are the superlatives a verdict gives its heaviest sentence: "the longest term".
var severest = map[string]bool{"longest": true, "heaviest": true, "harshest": true, "toughest": true, "stiffest": true, "severest": true}

// sentenceNouns name a prison term.
var sentenceNouns = map[string]bool{"sentence": true, "term": true, "sentences": true, "terms": true}

// sentencedTo reports whether the "to" at token k hands its object a prison term: "The heaviest
// sentence went to X", "handed the longest term to X", "gave the longest term, seven years in a
// penal colony, to X", "handed a nine-year prison sentence to X".
func sentencedTo(toks []token, k int) bool {
	if toks[k].lower != "to" {
		return false
	}
	for j := k - 1; j >= 1 && j >= k-16 && toks[j].text != "." && toks[j].text != ";"; j-- {
		if !sentenceNouns[toks[j].lower] {
			continue
		}
		p := toks[j-1].lower
		if !severest[p] && p != "prison" && p != "jail" && !strings.HasSuffix(p, "-year") {
			return false
		}
		// the verb before the noun or after it: "The heaviest sentence went to X"
		for m := max(0, j-5); m < k; m++ {
			switch toks[m].lower {
			case "went", "handed", "gave", "given", "imposed", "meted":
				return true
			}
		}
		return false
	}
	return false
}

// custodyModifiers stand between "in" and a custody noun: "in pretrial detention".
var custodyModifiers = map[string]bool{"pretrial": true, "pre-trial": true, "police": true, "administrative": true,
	"solitary": true, "military": true, "preventive": true, "immigration": true, "state": true}

// custodyNouns after "in" say someone is held: "in custody", "in detention".
var custodyNouns = map[string]bool{"custody": true, "detention": true, "jail": true, "prison": true, "captivity": true}

// ownApposition reports whether the apposition in tokens [i,j) describes its own person, so a
// "who" after it still speaks of them: "46,", "a pharmacist from Homs", not "the lawyer for
// the activist" or "whose son".
func ownApposition(toks []token, i, j int) bool {
	for k := i; k < j; k++ {
		switch w := toks[k].lower; {
		case w == "of" || w == "for" || w == "representing" || w == "with" || w == "and" || kin[w]:
			return false
		}
	}
	return true
}

// spentInCustody reports whether the words at k say someone spent time held: "spent seven
// years in Y prison", "spent 14 months in detention".
func spentInCustody(toks []token, k int) bool {
	if k >= len(toks) || toks[k].lower != "spent" {
		return false
	}
	for j := k + 1; j < len(toks) && j <= k+9 && toks[j].text != "." && toks[j].text != ","; j++ {
		switch toks[j].lower {
		case "prison", "jail", "custody", "detention", "cell", "cells", "captivity", "solitary":
			return true
		}
	}
	return false
}

// afterParticiple reports whether token k, after a participle, makes it passive: a preposition
// or a pause ("a student detained in 2012", "12 priests arrested this year"), not an object
// ("soldiers arrested 5 people", "represented detained protesters").
func afterParticiple(toks []token, k int) bool {
	if k >= len(toks) {
		return true
	}
	switch toks[k].lower {
	case "in", "on", "at", "since", "by", "after", "during", "last", "this", "without", "for", "under", "between", "from", "over", "near", ",", ".", ";":
		return true
	}
	return false
}

// custodyBefore reports whether the sentence before token open speaks of people held: a
// detention verb or noun, a detainee noun, custody or a prison.
func custodyBefore(toks []token, open int) bool {
	for j := open - 1; j >= 0 && j >= open-45; j-- {
		w := toks[j].lower
		if detentionVerbs[w] || detentionNouns[w] || detaineeNouns[w] || custodyWords[w] || strings.HasPrefix(w, "abduct") || strings.HasPrefix(w, "disappear") {
			return true
		}
	}
	return false
}

// heldGroupBefore reports whether the people "one of them" picks from, the nearest plural of
// people before token open, are held or named in a sentence about people held: "Police said two men were arrested. One of them, X",
// not "Two pathologists reviewed the photographs. One of them, Dr X".
func heldGroupBefore(toks []token, open int) bool {
	for m := open - 1; m >= 0 && m >= open-40; m-- {
		w := toks[m].lower
		if detaineeNouns[w] {
			return true
		}
		if !personPlural(w) {
			continue
		}
		// the sentence that names them says they were taken or are held
		for j, s := max(sentenceOpen(toks, m), m-30), sentenceOpen(toks, m); j < open && (j == s || !toks[j].sentStart); j++ {
			if w := toks[j].lower; heldWord(w) || w == "remanded" {
				return true
			}
		}
		return false
	}
	return false
}

// takenToCustody reports whether the words from k take someone to a place of custody: "to the
// X Detention Centre", "to a police station", not "to hospital".
func takenToCustody(toks []token, k int) bool {
	if k >= len(toks) || toks[k].lower != "to" {
		return false
	}
	for j := k + 1; j < len(toks) && j <= k+6 && toks[j].word; j++ {
		switch toks[j].lower {
		case "prison", "jail", "custody", "detention", "cell", "cells", "camp", "station", "barracks", "colony", "dungeon":
			return true
		}
	}
	return false
}

// releaseVerbs file people among the formerly held: "Among those released were A and B".
var releaseVerbs = map[string]bool{"released": true, "freed": true, "pardoned": true}

// modals before a participle make it no statement of fact: "could be held", "to be detained".
var modals = map[string]bool{"be": true, "to": true, "could": true, "would": true, "will": true, "can": true,
	"may": true, "might": true, "should": true, "must": true}

// objectPronouns stand for a person arrested along with a group: "arrested him and 14 others".
var objectPronouns = map[string]bool{"him": true, "her": true, "them": true}

// heldAux join a name to what is done to it: "was", "has been", "is being".
var heldAux = map[string]bool{
	"was": true, "were": true, "is": true, "are": true, "has": true, "have": true, "had": true,
	"been": true, "being": true, "still": true, "later": true, "reportedly": true, "now": true,
	"remains": true, "remain": true, "also": true,
}

// heldGroup reports whether the counted plural noun at token j, whose count starts at token i,
// is said to be held: "46 people were arrested", "15 reporters are now behind bars", "arrested
// at least 30 students", "Among those still held are 80 lawmakers".
func heldGroup(toks []token, i, j int) bool {
	if !personPlural(toks[j].lower) {
		return false // "five years", "1,100 deaths in custody"
	}
	k := j + 1
	if k < len(toks) && toks[k].lower == "of" {
		// "47 supporters of the National Unity Platform (NUP) were arrested"
		e := k + 1
		for e < len(toks) && e <= k+9 && (toks[e].cap || toks[e].lower == "the" || toks[e].lower == "of" || toks[e].lower == "and" ||
			toks[e].text == "(" || toks[e].text == ")") {
			e++
		}
		if e > k+1 && toks[e-1].cap || e > k+1 && toks[e-1].text == ")" {
			k = e
		} else {
			// "18 supporters of Uganda's main opposition party have been abducted"
			for e := k + 1; e < len(toks) && e <= k+8 && toks[e].word; e++ {
				if groupAux[toks[e].lower] && e > k+1 {
					k = e
					break
				}
			}
		}
	}
	// "six jailed pro-democracy activists", "the 12 detained journalists": held by description
	for m := i + 1; m < j; m++ {
		if w := toks[m].lower; (w == "jailed" || w == "detained" || w == "imprisoned" || w == "arrested" || w == "abducted" ||
			w == "kidnapped" || w == "incarcerated") && !toks[m].cap {
			return true
		}
	}
	// "12 women and 21 children were among those held": a second counted group shares the verb
	if k+2 < len(toks) && toks[k].lower == "and" {
		q := k + 1
		for q < len(toks) && q < k+4 && countQualifiers[toks[q].lower] && toks[q].lower != "a" {
			q++ // "12 women and at least three teenagers were among those held"
		}
		if _, next, ok := count(toks, q); ok && next < len(toks) && personPlural(toks[next].lower) {
			k = next + 1
		}
	}
	if k+1 < len(toks) && (toks[k].lower == "it" || toks[k].lower == "they" || toks[k].lower == "police") &&
		(toks[k+1].lower == "says" || toks[k+1].lower == "say" || toks[k+1].lower == "said") {
		k += 2 // "17 people it says are being held"
	}
	if k+1 < len(toks) && toks[k].text == "," && (toks[k+1].lower == "including" || toks[k+1].lower == "among") {
		// "two crew members, including the captain, had been detained"
		for e := k + 2; e < len(toks) && e <= k+10 && toks[e].text != "."; e++ {
			if toks[e].text == "," {
				k = e + 1
				break
			}
		}
	} else if k < len(toks) && (toks[k].lower == "without" || toks[k].lower == "from") {
		// "96 foreign workers without valid documents are being held", "187 fishermen from Sri
		// Lanka have been arrested"
		for e := k + 1; e < len(toks) && e <= k+5 && toks[e].word; e++ {
			if groupAux[toks[e].lower] {
				k = e
				break
			}
		}
	}
	if k+1 < len(toks) && toks[k].lower == "were" && toks[k+1].lower == "sentenced" && sentencedToCustody(toks, k+2) {
		return true // "Ten activists were sentenced to 15 days of administrative detention"
	}
	for steps := 0; k < len(toks) && steps < 4 && toks[k].word; steps++ {
		w := toks[k].lower
		if detentionVerbs[w] && (steps > 0 || afterParticiple(toks, k+1)) || w == "behind" && k+1 < len(toks) && toks[k+1].lower == "bars" ||
			w == "in" && k+1 < len(toks) && custodyWords[toks[k+1].lower] ||
			w == "in" && k+2 < len(toks) && (toks[k+1].cap || custodyModifiers[toks[k+1].lower]) && custodyWords[toks[k+2].lower] {
			return true // "remain in Indian jails", "are in pretrial detention"
		}
		if w == "taken" && k+2 < len(toks) && toks[k+1].lower == "into" && (toks[k+2].lower == "custody" || toks[k+2].lower == "detention") {
			return true // "31 people had been taken into custody"
		}
		if w == "under" && k+1 < len(toks) && toks[k+1].lower == "arrest" {
			return true // "left 20 people injured and 14 protesters under arrest"
		}
		if steps == 0 && w == "appeared" && k+1 < len(toks) && (toks[k+1].lower == "before" || toks[k+1].lower == "in") && courtWithin(toks, k+2) {
			return true // "28 suspects appeared before the Tarkwa Circuit Court charged with"
		}
		if (w == "moved" || w == "transferred") && steps > 0 {
			m := k + 1
			if m < len(toks) && (toks[m].lower == "overnight" || toks[m].lower == "later") {
				m++
			}
			if takenToCustody(toks, m) {
				return true // "19 activists had been moved overnight to Karachi Central Jail"
			}
		}
		if w == "taken" && takenToCustody(toks, k+1) {
			return true // "41 fishermen were taken to the Al-Tuwal Detention Centre"
		}
		if w == "serving" && k+1 < len(toks) && (toks[k+1].lower == "sentences" || toks[k+1].lower == "sentence") {
			return true // "30 people are serving sentences at X prison"
		}
		if steps > 0 && (w == "remanded" || w == "picked" && k+1 < len(toks) && toks[k+1].lower == "up" ||
			w == "rounded" && k+1 < len(toks) && toks[k+1].lower == "up" ||
			w == "taken" && k+1 < len(toks) && (toks[k+1].lower == "from" || toks[k+1].lower == "away")) {
			return true // "were remanded", "had been picked up", "were taken from Pushkin Square"
		}
		if steps > 0 && w == "among" && k+2 < len(toks) && toks[k+1].lower == "those" && detentionVerbs[toks[k+2].lower] {
			return true // "were among those held"
		}
		if !groupAux[w] {
			break
		}
		k++
	}
	k = i - 1
	for k >= 0 && toks[k].word && countQualifiers[toks[k].lower] {
		k--
	}
	if k >= 0 && toks[k].text == "," {
		// "Those arrested include 24 Chinese nationals, five Cambodians and two Malaysians"
		for m := k - 1; m >= 0 && m >= k-6 && (toks[m].word || toks[m].num); m-- {
			if (toks[m].lower == "include" || toks[m].lower == "included" || toks[m].lower == "including") && m >= 1 &&
				(detentionVerbs[toks[m-1].lower] || detaineeNouns[toks[m-1].lower]) {
				return true
			}
		}
	}
	if k < 0 || !toks[k].word {
		return false
	}
	if toks[k].lower == "of" && k >= 1 && (detentionNouns[toks[k-1].lower] || toks[k-1].lower == "release" && j+1 < len(toks) && toks[j+1].lower != "from") {
		return true // "the arrest of 14 protesters", "demanded the release of at least 14 protesters"
	}
	if toks[k].lower == "them" && k >= 1 && toks[k-1].lower == "among" && heldInSentence(toks, k-1) {
		return true // "19,842 people remain in detention, among them 27 writers"
	}
	if detentionGerunds[toks[k].lower] {
		return true // "arresting 31 suspects"
	}
	if toks[k].lower == "sentenced" && activeAt(toks, k) && sentencedToCustody(toks, j+1) {
		return true // "sentenced four journalists to between four and six years in prison"
	}
	if (toks[k].lower == "include" || toks[k].lower == "included" || toks[k].lower == "includes") && k >= 1 && detaineeNouns[toks[k-1].lower] {
		return true // "the detainees include two doctors"
	}
	if toks[k].lower == "with" && k >= 1 && toks[k-1].lower == "along" {
		// "was detained in Guanay on Saturday along with three machine operators"
		for m := k - 2; m >= 0 && m >= k-16 && toks[m].text != "." && toks[m].text != ";"; m-- {
			if detentionVerbs[toks[m].lower] {
				return true
			}
		}
	}
	if toks[k].lower == "and" && k >= 2 && toks[k-1].text == "," {
		// "was arrested on Friday with his accountant, X, and four warehouse managers"
		for m := k - 2; m >= 1 && m >= k-10 && toks[m].text != "."; m-- {
			if toks[m].lower == "with" {
				for q := m - 1; q >= 0 && q >= m-5; q-- {
					if detentionVerbs[toks[q].lower] {
						return true
					}
				}
				break
			}
		}
	}
	if toks[k].lower == "and" && k >= 2 && objectPronouns[toks[k-1].lower] && detentionVerbs[toks[k-2].lower] {
		k -= 2 // "police arrested him and 14 party activists"
	} else if toks[k].lower == "and" {
		// "agents detained the poet Nadia Saada and five members of a collective", "arrested the
		// cooperative's president, X, and three site supervisors" (not "..., and three officers
		// were hurt": a clause of its own)
		newClause := j+1 < len(toks) && groupAux[toks[j+1].lower]
		for m := k - 1; m >= 0 && m >= k-12 && (toks[m].word || toks[m].text == "," && !newClause); m-- {
			if objectPronouns[toks[m].lower] || toks[m].lower == "said" {
				break
			}
			if detentionVerbs[toks[m].lower] && toks[m].lower != "held" {
				k = m
				break
			}
		}
	}
	if w := toks[k].lower; detentionVerbs[w] && w != "held" || w == "up" && k > 0 && toks[k-1].lower == "rounded" {
		return k == 0 || toks[k-1].lower != "were" && toks[k-1].lower != "was" // "were arrested 20 days ago"
	}
	if w := toks[k].lower; (w == "moving" || w == "transferring" || w == "moved" || w == "transferred") && activeAt(toks, k) && takenToCustody(toks, j+1) {
		return true // "had begun moving 280 gang members to El Pozo prison"
	}
	p := k - 1
	if p > 0 && (toks[p].lower == "now" || toks[p].lower == "still" || toks[p].lower == "currently") {
		p-- // "is now holding at least 15 journalists"
	}
	if w := toks[k].lower; (w == "holding" || w == "held") && p >= 0 && (toks[p].lower == "was" || toks[p].lower == "were" ||
		toks[p].lower == "already" || toks[p].lower == "is" || toks[p].lower == "are" || toks[p].lower == "had") {
		return true // "the department was holding about 40 suspected organisers", "already held 270"
	}
	if w := toks[k].lower; (w == "included" || w == "include" || w == "includes") && k >= 2 && detentionVerbs[toks[k-1].lower] && toks[k-2].lower == "those" {
		return true // "Those arrested included 46 women"
	}
	if w := toks[k].lower; w == "hold" || w == "holds" || w == "holding" || w == "held" || w == "houses" || w == "housing" || w == "housed" {
		// "the country's prisons hold roughly 26,000 people": what a prison holds is its detainees
		for j := k - 1; j >= 0 && j >= k-4; j-- {
			if custodyPlaces[toks[j].lower] {
				return true
			}
		}
	}
	// "Among those still held are 80 lawmakers"
	return (toks[k].lower == "are" || toks[k].lower == "were") && k >= 2 && detentionVerbs[toks[k-1].lower] &&
		(toks[k-2].lower == "those" || toks[k-2].lower == "still" && k >= 3 && toks[k-3].lower == "those")
}

// detentionGerunds take a counted group as their object: "arresting 31 suspects".
var detentionGerunds = map[string]bool{"arresting": true, "detaining": true, "jailing": true, "abducting": true, "imprisoning": true}

// sentencedToCustody reports whether the words from k, after "sentenced", send someone to prison
// or detention: "to three years in prison", "to 15 days of administrative detention".
func sentencedToCustody(toks []token, k int) bool {
	for m := k; m < len(toks) && m <= k+20 && toks[m].text != "." && toks[m].text != ";"; m++ {
		if custodyWords[toks[m].lower] || toks[m].lower == "bars" && toks[m-1].lower == "behind" {
			return true // "to six years in prison", "to a combined 11 years behind bars"
		}
	}
	return false
}

// groupAux may stand between a counted group and what is done to it: "have since been".
var groupAux = map[string]bool{
	"were": true, "are": true, "have": true, "had": true, "been": true, "being": true, "now": true,
	"still": true, "remain": true, "remained": true, "since": true, "also": true, "later": true,
	"reportedly": true, "all": true, "currently": true, "already": true,
}

// custodyWords follow "in" for people held: "in custody", "are currently in prison".
var custodyWords = map[string]bool{"custody": true, "detention": true, "prison": true, "jail": true, "prisons": true, "jails": true}

// countQualifiers stand before a count: "at least", "more than", "some".
var countQualifiers = map[string]bool{
	"at": true, "least": true, "more": true, "than": true, "about": true, "some": true, "nearly": true,
	"almost": true, "over": true, "up": true, "to": true, "around": true, "roughly": true, "an": true,
	"estimated": true, "another": true, "further": true, "a": true, "all": true,
}

// personPlural reports whether a plural noun counts people: "people", "women", and nouns of
// agents and members ("protesters", "activists", "civilians", "refugees", "officers").
func personPlural(w string) bool {
	if demonymPlural(w) || eseDemonymWord(w) {
		return true // "five Cambodians"
	}
	if w == "others" || w == "numbers" || w == "orders" || w == "matters" || w == "letters" || w == "papers" {
		return false // agent-like plurals that count no people
	}
	switch w {
	case "people", "men", "women", "children", "persons", "youths", "suspects", "civilians",
		"migrants", "refugees", "soldiers", "officials", "members", "police", "students", "monks",
		"nuns", "priests", "lawyers", "journalists", "activists", "opponents", "relatives", "boys", "girls",
		"nationals", "academics", "clerics", "scholars", "bloggers", "teenagers", "youngsters",
		"nurses", "poets", "medics", "pilots", "cadets", "athletes", "judges", "chiefs", "imams",
		"rabbis", "deputies", "hostages", "crewmen", "colleagues", "comrades", "delegates", "candidates",
		"veterans", "artisans", "mps", "adults", "guards", "fans", "citizens", "pilgrims", "inmates":
		return true
	}
	for _, suffix := range []string{"ers", "ists", "ians", "ants", "ents", "ees", "ors", "ives", "ites", "smen", "rmen", "emen", "nmen"} {
		if strings.HasSuffix(w, suffix) && len(w) > len(suffix)+2 {
			return true
		}
	}
	return false
}

// demonymPlural reports whether w is a people's name in the plural: "cambodians", "malaysians".
func demonymPlural(w string) bool {
	return strings.HasSuffix(w, "s") && lexic().demonyms[strings.TrimSuffix(w, "s")]
}

// eseDemonym reports whether token j is a demonym in -ese standing alone as its own plural:
// "87 Vietnamese" (not "312 Chinese citizens").
func eseDemonym(toks []token, j int) bool {
	return eseDemonymWord(toks[j].lower) && (j+1 >= len(toks) || !toks[j+1].word || toks[j+1].cap || lexic().stop[toks[j+1].lower])
}

// eseDemonymWord reports whether w is a demonym in -ese, its own plural: "Vietnamese".
func eseDemonymWord(w string) bool { return strings.HasSuffix(w, "ese") && lexic().demonyms[w] }

// custodyPlaces hold detainees: "the prisons hold 26,000 people".
var custodyPlaces = map[string]bool{
	"prison": true, "prisons": true, "jail": true, "jails": true, "centre": true, "centres": true,
	"center": true, "centers": true, "facility": true, "facilities": true, "cells": true,
	"colony": true, "colonies": true,
}

// sentenceOpen returns the first token of the sentence holding token j.
func sentenceOpen(toks []token, j int) int {
	for j > 0 && !toks[j].sentStart {
		j--
	}
	return j
}

// courtWithin reports whether a court is named within a few words from k: "the Tarkwa Circuit
// Court", "court", "a magistrate".
func courtWithin(toks []token, k int) bool {
	for m := k; m < len(toks) && m <= k+6 && toks[m].text != "." && toks[m].text != ","; m++ {
		switch toks[m].lower {
		case "court", "tribunal", "magistrate", "magistrates", "judge":
			return true
		}
	}
	return false
}

// britishWord reports whether w is the British spelling of a dictionary word: "labour",
// "harbour" (the word list is American).
func britishWord(w string) bool {
	lx := lexic()
	if stem, ok := strings.CutSuffix(w, "our"); ok && lx.words[stem+"or"] {
		return true
	}
	if stem, ok := strings.CutSuffix(w, "ise"); ok && lx.words[stem+"ize"] {
		return true
	}
	if stem, ok := strings.CutSuffix(w, "re"); ok && lx.words[stem+"er"] {
		return true // "centre", "theatre"
	}
	return false
}

// heldInSentence reports whether the sentence before token j says people are held: a detention
// verb, or custody ("remain in detention").
func heldInSentence(toks []token, j int) bool {
	for m := max(sentenceOpen(toks, j), j-30); m < j; m++ {
		if heldWord(toks[m].lower) {
			return true
		}
	}
	return false
}

// heldWord reports whether w says people are taken or held: a detention verb or custody.
func heldWord(w string) bool { return detentionVerbs[w] || custodyWords[w] }

// namesAnother reports whether a "whose" clause in tokens [i,j) names another person in
// apposition: "whose husband, Selvarajah Anton,", "whose brother, a teacher named X," (not
// "whose work appears on Mada Masr").
func namesAnother(toks []token, i, j int) bool {
	for m := i; m < j; m++ {
		if toks[m].lower != "whose" {
			continue
		}
		for n := m + 1; n+1 < j && n <= m+3; n++ {
			if toks[n].text == "," {
				return true // "whose husband, X,", "whose brother, a teacher named X,"
			}
		}
	}
	return false
}

// includedHeld reports whether the "include" at token j lists what a taking of people took in:
// "The arrests, carried out over ten days, included".
func includedHeld(toks []token, j int) bool {
	if w := toks[j].lower; w != "included" && w != "include" && w != "includes" {
		return false
	}
	for m := j - 1; m >= 0 && m >= j-20 && toks[m].text != "."; m-- {
		if detentionNouns[toks[m].lower] && (m == 0 || toks[m-1].lower == "the") {
			return true
		}
		if toks[m].sentStart {
			break
		}
	}
	return false
}

// ageToken reports whether token j belongs to an age written before a name: "62-year-old".
func ageToken(toks []token, j int) bool {
	return toks[j].num && j+2 < len(toks) && toks[j+2].lower == "year-old" || toks[j].text == "-" && j+1 < len(toks) && toks[j+1].lower == "year-old"
}
