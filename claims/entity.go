package claims

import (
	"fmt"
	"sort"
	"strings"

	"github.com/corroborate/corroborate"
)

// MergeThreshold is the score from which Match's verdict merges two entities automatically.
const MergeThreshold = 0.7

// honorifics and titles that may stand before a name and are not part of it.
var honorifics = set("sir", "dame", "lord", "lady", "dr", "doctor", "prof", "professor", "mr",
	"mrs", "ms", "miss", "mx", "rev", "reverend", "father", "sheikh", "sheik", "shaikh", "imam",
	"rabbi", "ayatollah", "president", "vice", "prime", "minister", "secretary", "general", "gen",
	"colonel", "col", "lt", "lieutenant", "major", "maj", "captain", "capt", "sgt", "sergeant",
	"admiral", "adm", "judge", "justice", "senator", "sen", "rep", "representative", "governor",
	"gov", "mayor", "king", "queen", "prince", "princess", "emir", "sultan", "chancellor",
	"ambassador", "commissioner", "chief", "inspector", "former", "late", "foreign", "defence",
	"defense", "interior", "deputy", "acting", "brigadier", "marshal", "field", "cardinal",
	"bishop", "archbishop", "pope", "saint", "st", "hon", "honourable", "honorable", "mp", "mep")

// nameSuffixes follow a name and are not part of it.
var nameSuffixes = set("jr", "sr", "ii", "iii", "iv", "phd", "qc", "kc", "mp", "esq", "md",
	"obe", "mbe", "cbe", "kbe")

// arabicArticles are transliterations of the Arabic article, written "al-Rashid", "Al Rashid",
// "el-Sisi": left out of the key so every spelling meets the bare "Rashid".
var arabicArticles = set("al", "el", "ul", "al-", "el-")

// nameParticles open a surname: "de Sousa", "van der Holt", "bin Salman" are surnames alone.
var nameParticles = set("de", "da", "di", "do", "dos", "das", "del", "della", "van", "von", "der",
	"den", "le", "la", "du", "des", "bin", "ibn", "ben", "bint", "abu", "ter", "ten", "st", "mac")

// orgSuffixes are legal forms that do not distinguish organisations.
var orgSuffixes = set("inc", "ltd", "llc", "plc", "llp", "corp", "co", "gmbh", "sa", "ag", "lp")

// CanonicalKey returns the key under which names of one entity meet across documents:
// lower-case, diacritics folded, punctuation collapsed, honorifics and titles before the name
// and suffixes after it removed. For people, transliterated Arabic articles are dropped and
// doubled letters collapsed ("Hafez al-Rashid", "Hafez Al Rashid", "Hafez Rashid" → "hafez
// rashid"); for organisations and places a leading "the" and legal forms go. The type only picks
// the rules: it is not part of the key.
func CanonicalKey(name string, t corroborate.EntityType) string {
	name = strings.TrimSuffix(strings.TrimSuffix(strings.TrimSpace(name), "'s"), "’s")
	words := strings.Fields(normaliseWords(strings.ReplaceAll(name, "&", " and ")))
	switch t {
	case corroborate.Person, corroborate.Detainee, "":
		for len(words) > 1 && honorifics[words[0]] {
			words = words[1:]
		}
		for len(words) > 1 && nameSuffixes[words[len(words)-1]] {
			words = words[:len(words)-1]
		}
		var out []string
		for i, w := range words {
			if arabicArticles[w] && i+1 < len(words) {
				continue
			}
			out = append(out, collapseDoubles(w))
		}
		words = out
	default:
		if len(words) > 1 && words[0] == "the" {
			words = words[1:]
		}
		for len(words) > 1 && orgSuffixes[words[len(words)-1]] {
			words = words[:len(words)-1]
		}
	}
	return strings.Join(words, " ")
}

// collapseDoubles writes each run of one letter once: transliterations disagree on doubling
// ("Hassan"/"Hasan", "Hussein"/"Husein").
func collapseDoubles(w string) string {
	var b strings.Builder
	var prev rune
	for _, r := range w {
		if r == prev {
			continue
		}
		b.WriteRune(r)
		prev = r
	}
	return b.String()
}

// EntityProfile is what resolution knows about one entity: its names and its context.
type EntityProfile struct {
	Name       string                 `json:"name"`
	Type       corroborate.EntityType `json:"type"`
	Aliases    []string               `json:"aliases,omitempty"`
	Roles      []string               `json:"roles,omitempty"`       // titles held
	CoMentions []string               `json:"co_mentions,omitempty"` // canonical keys of entities named alongside
}

// Key returns the canonical key of the profile's name.
func (p EntityProfile) Key() string { return CanonicalKey(p.Name, p.Type) }

// keys returns the canonical keys of the name and every alias.
func (p EntityProfile) keys() []string {
	out := []string{p.Key()}
	for _, a := range p.Aliases {
		if k := CanonicalKey(a, p.Type); k != "" {
			out = append(out, k)
		}
	}
	return out
}

// Match scores how likely two entity profiles name the same real-world thing, from 0 (no) to 1
// (same name), and says why. Rules, first that applies:
//
//   - different types never match (a named detainee is a person);
//   - the same full name (two or more words), or a multi-word alias of one equal to a name of
//     the other: 1.0 / 0.95;
//   - people with the same surname and different first names: 0 ("different first names"),
//     unless one is an initial of the other: 0.85;
//   - a person named by surname alone against a full name with that surname: 0.5, plus 0.1
//     for each shared co-mentioned entity (up to 0.3) and 0.2 for a shared role word; the same
//     single name on both sides starts at 0.6;
//   - an organisation and its acronym: 0.9; one organisation name the tail or head of the
//     other: 0.5 plus the same context bonus.
//
// A score of MergeThreshold or more is a merge.
func Match(a, b EntityProfile) (float64, string) {
	ta, tb := normType(a.Type), normType(b.Type)
	if ta != "" && tb != "" && ta != tb {
		return 0, fmt.Sprintf("different types (%s, %s)", a.Type, b.Type)
	}
	ka, kb := a.Key(), b.Key()
	if ka == "" || kb == "" {
		return 0, "empty name"
	}
	wa, wb := strings.Fields(ka), strings.Fields(kb)
	if ka == kb && len(wa) >= 2 {
		return 1, "same full name: " + ka
	}
	for _, x := range a.keys() {
		for _, y := range b.keys() {
			if x == y && len(strings.Fields(x)) >= 2 {
				return 0.95, "shared name form: " + x
			}
		}
	}
	bonus, why := contextBonus(a, b)
	switch ta {
	case corroborate.Person, "":
		if len(wa) > len(wb) {
			wa, wb = wb, wa
		}
		if ka == kb {
			s := 0.6 + bonus
			return clamp(s), "same single name: " + ka + why
		}
		if len(wa) >= 2 && !nameParticles[wa[0]] {
			// Both have given names: same surname with clashing first names are two people.
			if wa[len(wa)-1] != wb[len(wb)-1] {
				return 0, "different names"
			}
			fa, fb := wa[0], wb[0]
			if fa == fb && hasSuffixWords(wb, wa[1:]) {
				return 0.9, "same first name and surname: " + kb
			}
			if len(fa) == 1 && strings.HasPrefix(fb, fa) || len(fb) == 1 && strings.HasPrefix(fa, fb) {
				return 0.85, "initial matches first name: " + ka + " / " + kb
			}
			if hasSuffixWords(wb, wa) {
				return 0.8, "longer form of the name: " + strings.Join(wb, " ")
			}
			return 0, "same surname, different first names: " + ka + " / " + kb
		}
		if hasSuffixWords(wb, wa) || len(wa) == 1 && wb[len(wb)-1] == wa[0] {
			return clamp(0.5 + bonus), "surname only: " + ka + " ~ " + kb + why
		}
		return 0, "different names"
	case corroborate.Org:
		short, long := wa, wb
		if len(short) > len(long) {
			short, long = long, short
		}
		if len(short) == 1 && len(long) >= 2 && acronym(long) == short[0] {
			return 0.9, "acronym: " + short[0]
		}
		if acronymExpands(short, long) {
			return 0.9, "acronym inside the name: " + strings.Join(short, " ") + " / " + strings.Join(long, " ")
		}
		if len(short) >= 1 && (hasSuffixWords(long, short) || hasPrefixWords(long, short)) && len(short) < len(long) {
			return clamp(0.5 + bonus), "part of the name: " + strings.Join(short, " ") + why
		}
		return 0, "different names"
	}
	if ka == kb {
		return 0.9, "same name: " + ka
	}
	return 0, "different names"
}

func normType(t corroborate.EntityType) corroborate.EntityType {
	if t == corroborate.Detainee {
		return corroborate.Person
	}
	return t
}

func clamp(s float64) float64 {
	if s > 1 {
		return 1
	}
	return s
}

// contextBonus scores the context two profiles share: co-mentioned entities and role words.
func contextBonus(a, b EntityProfile) (float64, string) {
	bonus := 0.0
	var reasons []string
	shared := 0
	bset := set(b.CoMentions...)
	var names []string
	for _, k := range a.CoMentions {
		if bset[k] && k != a.Key() && k != b.Key() {
			shared++
			names = append(names, k)
		}
	}
	if shared > 0 {
		bonus += 0.1 * float64(min(shared, 3))
		sort.Strings(names)
		reasons = append(reasons, "shared co-mentions: "+strings.Join(names, ", "))
	}
	roleWords := map[string]bool{}
	for _, r := range a.Roles {
		for _, w := range RoleCore(r) {
			roleWords[w] = true
		}
	}
	for _, r := range b.Roles {
		hit := false
		for _, w := range RoleCore(r) {
			if roleWords[w] {
				hit = true
			}
		}
		if hit {
			bonus += 0.2
			reasons = append(reasons, "shared role: "+strings.Join(RoleCore(r), " "))
			break
		}
	}
	if len(reasons) == 0 {
		return 0, "; no shared context"
	}
	return bonus, "; " + strings.Join(reasons, "; ")
}

func hasSuffixWords(long, short []string) bool {
	if len(short) > len(long) {
		return false
	}
	return strings.Join(long[len(long)-len(short):], " ") == strings.Join(short, " ")
}

func hasPrefixWords(long, short []string) bool {
	if len(short) > len(long) {
		return false
	}
	return strings.Join(long[:len(short)], " ") == strings.Join(short, " ")
}

// acronymExpands reports whether long is short with one of its words spelled out: "un
// security council" / "united nations security council".
func acronymExpands(short, long []string) bool {
	if len(short) < 2 || len(long) <= len(short) {
		return false
	}
	for i, w := range short {
		n := len(long) - len(short) + 1 // words the acronym stands for
		if len(w) != n || i+n > len(long) {
			continue
		}
		if strings.Join(short[:i], " ") != strings.Join(long[:i], " ") ||
			strings.Join(short[i+1:], " ") != strings.Join(long[i+n:], " ") {
			continue
		}
		if acronym(long[i:i+n]) == w {
			return true
		}
	}
	return false
}

// Acronym returns the initials of the content words of a multi-word name ("human rights
// watch" → "hrw"), or "" for a single word: what a shortened name of it may be.
func Acronym(key string) string {
	w := strings.Fields(key)
	if len(w) < 2 {
		return ""
	}
	return acronym(w)
}

// acronym returns the initials of the content words of a name: "human rights watch" → "hrw".
func acronym(words []string) string {
	var b strings.Builder
	for _, w := range words {
		if w == "of" || w == "for" || w == "the" || w == "and" || w == "on" || w == "in" {
			continue
		}
		b.WriteByte(w[0])
	}
	return b.String()
}

// Merge is one automatic decision that two profiles are the same entity.
type Merge struct {
	A, B   int     // indexes into the profiles given to Resolve
	Score  float64 `json:"score"`
	Reason string  `json:"reason"`
}

// Resolve clusters profiles into entities. Pairs are merged best score first, from
// MergeThreshold up, and never when the merge would put two profiles that Match says are
// different people (score 0 with both full names) into one cluster: a bare surname cannot
// bridge "Hafez Kassem" and "Rami Kassem". It returns the cluster index of each profile and
// the merges made.
func Resolve(profiles []EntityProfile) ([]int, []Merge) {
	type pair struct {
		a, b   int
		score  float64
		reason string
	}
	var pairs []pair
	// Only profiles that share a name word can match; index them by word.
	byWord := map[string][]int{}
	for i, p := range profiles {
		seen := map[string]bool{}
		for _, k := range p.keys() {
			for _, w := range strings.Fields(k) {
				if !seen[w] {
					seen[w] = true
					byWord[w] = append(byWord[w], i)
				}
			}
		}
		if k := p.Key(); len(k) > 1 && !strings.Contains(k, " ") {
			// A single word may be an acronym of a longer name.
			byWord["#"+k] = append(byWord["#"+k], i)
		}
		words := strings.Fields(p.Key())
		if len(words) >= 2 {
			a := "#" + acronym(words)
			byWord[a] = append(byWord[a], i)
		}
	}
	done := map[[2]int]bool{}
	for _, idx := range byWord {
		for x := 0; x < len(idx); x++ {
			for y := x + 1; y < len(idx); y++ {
				a, b := idx[x], idx[y]
				if a > b {
					a, b = b, a
				}
				if done[[2]int{a, b}] {
					continue
				}
				done[[2]int{a, b}] = true
				s, r := Match(profiles[a], profiles[b])
				pairs = append(pairs, pair{a, b, s, r})
			}
		}
	}
	conflict := map[[2]int]bool{}
	for _, p := range pairs {
		if p.score == 0 && strings.HasPrefix(p.reason, "same surname, different first names") {
			conflict[[2]int{p.a, p.b}] = true
		}
	}
	sort.SliceStable(pairs, func(i, j int) bool {
		if pairs[i].score != pairs[j].score {
			return pairs[i].score > pairs[j].score
		}
		if pairs[i].a != pairs[j].a {
			return pairs[i].a < pairs[j].a
		}
		return pairs[i].b < pairs[j].b
	})
	cluster := make([]int, len(profiles))
	members := make(map[int][]int, len(profiles))
	for i := range cluster {
		cluster[i] = i
		members[i] = []int{i}
	}
	var merges []Merge
	for _, p := range pairs {
		if p.score < MergeThreshold {
			break
		}
		ca, cb := cluster[p.a], cluster[p.b]
		if ca == cb {
			continue
		}
		clash := false
		for _, x := range members[ca] {
			for _, y := range members[cb] {
				if conflict[[2]int{min(x, y), max(x, y)}] {
					clash = true
				}
			}
		}
		if clash {
			continue
		}
		for _, y := range members[cb] {
			cluster[y] = ca
		}
		members[ca] = append(members[ca], members[cb]...)
		delete(members, cb)
		merges = append(merges, Merge{A: p.a, B: p.b, Score: p.score, Reason: p.reason})
	}
	return cluster, merges
}
