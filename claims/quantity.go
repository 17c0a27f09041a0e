package claims

import (
	"strconv"
	"strings"

	porterstemmer "github.com/blevesearch/go-porterstemmer"

	"github.com/corroborate/corroborate"
)

// quantityClaims turns every quantity with something counted into a claim keyed
// "quantity:<class>[:<unit>][:<context>][:per-<rate>]".
func (ctx *docContext) quantityClaims() []corroborate.Claim {
	var out []corroborate.Claim
	for _, q := range ctx.doc.Extraction.Quantities {
		if !ctx.validSpan(q.Start, q.End) {
			continue
		}
		if isVague(q) || isAge(ctx.body, q) {
			continue
		}
		// A share's claim reaches to what it is a share of, so that its text reads as a
		// statement: "60% of them are malnourished", not "60%".
		key, unit, class, end, ok := ctx.quantityKey(q)
		if !ok {
			continue
		}
		c := ctx.newClaim(corroborate.QuantityClaim, q.Start, end)
		c.Key = key
		c.Unit = unit
		c.Qualifier = q.Qualifier
		if c.Qualifier == "" {
			c.Qualifier = corroborate.Exact
		}
		c.Number = q.Value
		c.Low, c.High = q.Low, q.High
		if c.Low == 0 && c.High == 0 {
			c.Low, c.High = q.Value, q.Value
		}
		c.Value = formatNumber(c.Number)
		if c.High > c.Low {
			c.Value = formatNumber(c.Low) + "-" + formatNumber(c.High)
		}
		out = append(out, c)
		_ = class
	}
	ctx.adoptSpecificClass(out)
	return out
}

// adoptSpecificClass gives a generic count of people the class of a specific count with the
// same value in the same document. A text that says "4,000 inmates" and later "the 4,000
// people" counts one group; across documents the specific class is the comparable one.
func (ctx *docContext) adoptSpecificClass(cs []corroborate.Claim) {
	for i := range cs {
		class := keyClass(cs[i].Key)
		if !genericHuman[class] {
			continue
		}
		for j := range cs {
			if keyClass(cs[j].Key) != ClassDetainee || cs[i].Key == cs[j].Key {
				continue
			}
			if rateOf(cs[i].Key) != rateOf(cs[j].Key) {
				continue
			}
			if intervalsOverlap(interval(cs[i]), interval(cs[j])) {
				cs[i].Key = cs[j].Key
				break
			}
		}
	}
}

// keyClass returns the class part of a quantity key.
func keyClass(key string) string {
	parts := strings.Split(key, ":")
	if len(parts) < 2 {
		return ""
	}
	return parts[1]
}

// rateOf returns the rate part ("per-day") of a quantity key, or "".
func rateOf(key string) string {
	if i := strings.LastIndex(key, ":per-"); i >= 0 {
		return key[i+1:]
	}
	return ""
}

// quantityKey builds the comparable key of a quantity. It returns ok false for a bare number
// with nothing counted: such a number cannot be compared with anything.
func (ctx *docContext) quantityKey(q corroborate.Quantity) (key, unit, class string, end int, ok bool) {
	ss, se, _ := ctx.sentenceAt(q.Start, q.End)
	after := tokenize(ctx.body[q.End:se], q.End)
	before := tokenize(ctx.body[ss:q.Start], ss)

	noun := strings.TrimSpace(q.Noun)
	if noun == "" {
		noun = strings.TrimSpace(q.Of) // what a share or measure is of keys it as a counted noun did
	}
	if isPercent(q.Unit) || isPercent(noun) {
		subject, end := percentSubject(before, after, noun)
		key = "quantity:" + ClassPercent
		if subject != "" {
			key += ":" + subject
		}
		return key + rateSuffix(q.Rate), "%", ClassPercent, max(end, q.End), true
	}

	if noun == "" && q.Unit == "" && len(after) > 0 && after[0].isWord() &&
		!functionWords[after[0].lower] && !prepositions[after[0].lower] && !isNumber(after[0].text) &&
		!beForms[after[0].lower] && !auxiliaries[after[0].lower] && !pronouns[after[0].lower] {
		noun = after[0].text
	}
	if noun == "" && q.Unit == "" {
		// "the death toll rose to 52", "the number of refugees has reached 4,000".
		noun = countedBefore(before)
	}
	class, unit = classify(noun)
	context := ""
	if q.Unit != "" {
		uc, uu := classify(q.Unit)
		switch {
		case uc == ClassTime || uc == ClassLength || uc == ClassMass || uc == ClassMoney:
			if class != "" && class != uc {
				context = class
			}
			class, unit = uc, uu
		case uu == "page":
			class, unit = ClassDocument, "page"
		case class == "":
			class, unit = uc, uu
		}
	}
	if class == "" {
		return "", "", "", 0, false
	}
	if class == ClassMoney {
		context = moneyRole(before, after)
	}
	switch class {
	case ClassTime, ClassLength:
		if len(after) > 0 {
			switch after[0].lower {
			case "ago", "later", "earlier", "before", "after", "since", "old", "into":
				// "three years ago" is a date, "50 years old" an age: neither is a span to compare.
				return "", "", "", 0, false
			}
		}
		if context == "" {
			context = nounAfterPreposition(after)
		}
	case ClassPerson, ClassDeath:
		if s := stateNear(before, after); s != "" {
			class = s
		}
	default:
		if humanNouns[class] || subsetHumans[class] {
			if s := stateNear(before, after); s != "" && s != class {
				if subsetHumans[class] {
					context = class
				}
				class = s
			}
		}
	}
	key = "quantity:" + class
	if unit != "" {
		key += ":" + unit
	}
	if context != "" {
		key += ":" + context
	}
	return key + rateSuffix(q.Rate), unit, class, q.End, true
}

// VagueRatio is the spread of a range from which a quantity says too little to be compared:
// "thousands of photographs" (2,000 to 999,999) agrees with any count and would corroborate
// every one of them.
const VagueRatio = 10

// isAge reports whether a quantity is someone's age ("a 58-year-old shopkeeper", "aged 40",
// "40 years old"): a description of a person, not a count that outlets report.
func isAge(body string, q corroborate.Quantity) bool {
	t := strings.ToLower(q.Text)
	if strings.Contains(t, "-old") || strings.Contains(t, " old") {
		return true
	}
	rest := strings.ToLower(body[q.End:min(len(body), q.End+12)])
	if strings.HasPrefix(rest, "-old") || strings.HasPrefix(strings.TrimSpace(rest), "old") ||
		strings.HasPrefix(rest, "-year-old") || strings.HasPrefix(strings.TrimSpace(rest), "years old") {
		return true
	}
	pre := strings.ToLower(body[max(0, q.Start-6):q.Start])
	return strings.HasSuffix(strings.TrimSpace(pre), "aged")
}

func isVague(q corroborate.Quantity) bool {
	return q.Low > 0 && q.High/q.Low >= VagueRatio
}

func rateSuffix(rate string) string {
	if rate == "" {
		return ""
	}
	r := normUnit(rate)
	return ":per-" + r
}

func isPercent(s string) bool {
	s = strings.ToLower(strings.TrimSpace(s))
	return s == "%" || s == "percent" || s == "per cent" || s == "pct" || s == "percentage points" ||
		s == "percentage point"
}

func isNumber(s string) bool {
	_, err := strconv.ParseFloat(strings.ReplaceAll(s, ",", ""), 64)
	return err == nil
}

// nounAfterPreposition returns the lemma of the noun after "of"/"in"/"for" that follows a time
// span: "15 minutes of work" → "work", "50 years in prison" → "prison".
func nounAfterPreposition(after []token) string {
	if len(after) < 2 {
		return ""
	}
	switch after[0].lower {
	case "of", "in", "for", "behind", "on":
	default:
		return ""
	}
	head := ""
	for _, t := range after[1:] {
		if !t.isWord() || prepositions[t.lower] && head != "" {
			break
		}
		if functionWords[t.lower] || pronouns[t.lower] {
			continue
		}
		head = t.lower
		break
	}
	if head == "" {
		return ""
	}
	c, _ := classify(head)
	return c
}

// stateNear returns the class a generic count of people gets from a state word within three
// words of it ("4,000 people killed", "killed 300 people", "3,000 people in custody").
func stateNear(before, after []token) string {
	// "left their homes", "lost their homes", "forced from their homes": losing a home is
	// displacement, whatever verb comes first ("lost" alone would read as deaths).
	for i := 0; i < len(after) && i < 6; i++ {
		if !after[i].isWord() {
			break
		}
		if after[i].lower == "homes" || after[i].lower == "home" {
			return ClassDisplaced
		}
	}
	// Six words reach past a short "of" phrase: "400 residents of Lower Fenwick were evacuated".
	for i := 0; i < len(after) && i < 6; i++ {
		if !after[i].isWord() {
			break
		}
		if c, ok := stateWords[after[i].lower]; ok {
			return c
		}
	}
	for i := len(before) - 1; i >= 0 && i >= len(before)-3; i-- {
		if !before[i].isWord() {
			break
		}
		if c, ok := stateWords[before[i].lower]; ok {
			return c
		}
	}
	return ""
}

// lightWords carry no content between a share and what it is a share of being: "45% of them
// ARE malnourished", "47% of the children SHOWED malnourishment", "40% SUFFERED FROM malnutrition".
var lightWords = set("is", "are", "was", "were", "be", "been", "being", "am", "has", "have",
	"had", "show", "shows", "showed", "shown", "showing", "display", "displays", "displayed",
	"exhibit", "exhibits", "exhibited", "bore", "bear", "bears", "bearing", "appear", "appears",
	"appeared", "seem", "seems", "seemed", "look", "looks", "looked", "remain", "remains",
	"remained", "became", "become", "becomes", "got", "get", "gets", "suffer", "suffers",
	"suffered", "suffering", "from", "found", "to", "signs", "sign", "evidence", "symptoms",
	"considered", "classified", "as", "also", "still", "already", "will", "would", "could", "may",
	"might", "can", "should", "must", "reportedly", "said", "believed", "thought", "of", "the",
	"a", "an", "clearly", "visibly", "severely", "badly")

// percentSubject returns what a percentage is a share of being or having, for its key. The
// heuristic, in order:
//
//  1. The predicate after the share and its "of" phrase, past copulas and light verbs, stemmed
//     so that adjective, verb and noun forms meet: "45% of them are malnourished" and "47% of
//     the children showed malnourishment" both give "malnourish".
//  2. Else the noun of the "of" phrase, classed: "45% of the vote" → "of-vote".
//  3. Else a noun right after the share: "a 5% rise" → "rise".
//  4. Else the subject of the sentence, when the share is its complement: "Turnout was 62%".
//
// A negation before the predicate is kept ("not-vaccin"), so a share and its complement never
// share a key.
func percentSubject(before, after []token, noun string) (string, int) {
	n := len(before)
	// "a market share of 80%", "an unemployment rate of 5%", "a turnout of 62%".
	if n >= 2 && before[n-1].lower == "of" {
		x := before[n-2].lower
		if shareWords[x] && n >= 3 && before[n-3].isWord() && !functionWords[before[n-3].lower] {
			x = before[n-3].lower
		}
		if !functionWords[x] && !pronouns[x] && before[n-2].isWord() {
			c, _ := classify(x)
			return "of-" + c, 0
		}
	}
	// "shares fell 4.5%", "prices rose by 3%": the subject and the direction of the change.
	v := n - 1
	if v >= 1 && before[v].lower == "by" {
		v--
	}
	if v >= 1 {
		if dir, ok := changeVerbs[before[v].lower]; ok {
			if h := subjectHead(before[:v]); h != "" {
				return "of-" + h + ":" + dir, 0
			}
		}
	}
	i := 0
	ofHead, ofEnd := "", 0
	if n := strings.Fields(strings.ToLower(noun)); len(n) > 0 && !isPercent(noun) && !pronouns[n[len(n)-1]] {
		// Extraction already read "of the houses" into the quantity.
		ofHead = n[len(n)-1]
	}
	if i < len(after) && after[i].lower == "of" {
		i++
		words := 0
		for i < len(after) && words < 5 {
			t := after[i]
			if currencySymbols[t.text] != "" || isNumber(t.text) || isMoneyFigure(t.lower) {
				i++ // "of the $180m appeal": the amount qualifies the noun
				continue
			}
			if conjunctions[t.lower] {
				break
			}
			if !t.isWord() || lightWords[t.lower] && t.lower != "the" && t.lower != "a" && t.lower != "an" ||
				modalOrNeg(t.lower) || words > 0 && strings.HasSuffix(t.lower, "ed") {
				break
			}
			if !functionWords[t.lower] {
				ofHead, ofEnd = t.lower, t.end
			}
			words++
			i++
		}
	}
	// Skip a prepositional phrase qualifying the "of" phrase: "of the houses IN THE OLD TOWN were
	// damaged".
	if i < len(after) && conjunctions[after[i].lower] {
		// "51% of the company BUT no seat on the board": what follows is another clause.
		i = len(after)
	}
	if ofHead != "" && i < len(after) && prepositions[after[i].lower] && after[i].lower != "of" {
		for k := i + 1; k < len(after) && k <= i+7; k++ {
			if !after[k].isWord() {
				break
			}
			if lightWords[after[k].lower] && !functionWords[after[k].lower] || modalOrNeg(after[k].lower) {
				i = k
				break
			}
		}
	}
	neg := ""
	if i < len(after) && (after[i].isWord() || ofHead == "") {
		for j := i; j < len(after) && j < i+6; j++ {
			t := after[j]
			if !t.isWord() {
				break
			}
			if t.lower == "not" || t.lower == "never" || t.lower == "no" {
				neg = "not-"
				continue
			}
			if lightWords[t.lower] || strings.HasSuffix(t.lower, "ly") || modalOrNeg(t.lower) {
				continue
			}
			if j == i && ofHead == "" && !strings.HasSuffix(t.lower, "ed") {
				if prepositions[t.lower] || functionWords[t.lower] {
					break
				}
				// A noun right after the share: "a 5% rise".
				c, _ := classify(t.lower)
				return c, t.end
			}
			if j == i && ofHead != "" {
				break // the "of" phrase ran into a content word we cannot place
			}
			return neg + predicateStem(t.lower), t.end
		}
	}
	if ofHead != "" && !pronouns[ofHead] {
		c, _ := classify(ofHead)
		return "of-" + c, ofEnd
	}
	// "Turnout was 62%": the subject of a copula before the share.
	if n >= 2 && lightWords[before[n-1].lower] {
		if h := subjectHead(before[:n-1]); h != "" {
			return "of-" + h, 0
		}
	}
	return "", 0
}

// shareWords name a share and are keyed by what they are a share of: "market share" → market.
var shareWords = set("share", "stake", "proportion", "percentage", "portion", "part", "rate", "level")

// changeVerbs say which way a share moved.
var changeVerbs = map[string]string{
	"fell": "down", "falls": "down", "fall": "down", "dropped": "down", "drops": "down",
	"declined": "down", "declines": "down", "slumped": "down", "slid": "down", "sank": "down",
	"tumbled": "down", "plunged": "down", "lost": "down", "shrank": "down", "decreased": "down",
	"dipped": "down", "eased": "down", "contracted": "down",
	"rose": "up", "rises": "up", "rise": "up", "climbed": "up", "climbs": "up", "gained": "up",
	"gains": "up", "jumped": "up", "jumps": "up", "surged": "up", "soared": "up", "grew": "up",
	"grows": "up", "increased": "up", "increases": "up", "advanced": "up", "rallied": "up",
	"expanded": "up",
}

// subjectHead returns the classed head of the last clause's subject in toks: the words after
// the last comma, cut at the first preposition, last content word ("Shares in Acme" → share,
// "Acme shares" → share).
func subjectHead(toks []token) string {
	start := 0
	for k := len(toks) - 1; k >= 0; k-- {
		if toks[k].text == "," || toks[k].text == ";" || toks[k].text == ":" {
			start = k + 1
			break
		}
	}
	head := ""
	for _, t := range toks[start:] {
		if !t.isWord() || prepositions[t.lower] && head != "" {
			break
		}
		if functionWords[t.lower] || isNumber(t.text) || lightWords[t.lower] {
			continue
		}
		if pronouns[t.lower] {
			return ""
		}
		head = strings.TrimSuffix(strings.TrimSuffix(t.lower, "'s"), "’s")
	}
	if head == "" {
		return ""
	}
	c, _ := classify(head)
	return c
}

func modalOrNeg(w string) bool {
	switch w {
	case "will", "would", "could", "may", "might", "can", "should", "must", "not", "never":
		return true
	}
	return false
}

// formatNumber writes a number without exponent or trailing zeros: 31000, 4.5.
func formatNumber(v float64) string {
	return strconv.FormatFloat(v, 'f', -1, 64)
}

// predicateStem stems a predicate so that its adjective, verb and noun forms meet: the Porter
// stemmer already joins "malnourished"/"malnourishment", and "-ation" nouns are stemmed from their verb
// ("starvation" as "starve", joining "starved").
func predicateStem(w string) string {
	if strings.HasSuffix(w, "ation") && len(w) > 8 {
		return porterstemmer.StemString(w[:len(w)-5] + "e")
	}
	return porterstemmer.StemString(w)
}

// countVerbs carry a count to its figure: "the toll ROSE TO 52", "the number of dead STANDS AT 40".
var countVerbs = set("rose", "risen", "rises", "climbed", "climbs", "reached", "reaches", "stood",
	"stands", "hit", "hits", "jumped", "increased", "grew", "fell", "dropped", "was", "is", "now",
	"has", "had", "to", "at", "of", "passed", "topped", "exceeded", "surpassed", "neared")

// countedBefore names what a bare figure counts from the words before it: a toll is a count of
// deaths ("the death toll rose to 52"), "the number of X" a count of X. Only count verbs and
// qualifiers may stand between.
func countedBefore(before []token) string {
	k := len(before) - 1
	for k >= 0 && (countVerbs[before[k].lower] || qualifierWords[before[k].lower]) {
		k--
	}
	if k < 0 || k == len(before)-1 || !before[k].isWord() {
		return ""
	}
	// "the death toll from Saturday's disaster rose to 64": a toll may carry a phrase of its own.
	for j := k; j >= 0 && j >= k-6 && before[j].isWord(); j-- {
		if (before[j].lower == "toll" || before[j].lower == "tolls") && j < k && before[j+1].lower == "from" {
			k = j
			break
		}
	}
	w := before[k].lower
	if w == "toll" || w == "tolls" {
		if k > 0 && before[k-1].isWord() && !functionWords[before[k-1].lower] && before[k-1].lower != "death" {
			return before[k-1].lower // "the injury toll"
		}
		return "deaths"
	}
	// "the number of refugees", "the number of dead"
	if k >= 2 && before[k-1].lower == "of" && (before[k-2].lower == "number" || before[k-2].lower == "count") {
		return w
	}
	return ""
}

// conjunctions open another clause.
var conjunctions = set("but", "and", "while", "whereas", "although", "though", "yet", "because")

// isMoneyFigure reports whether a word is a figure with a scale glued to it: "180m", "2.3bn".
func isMoneyFigure(w string) bool {
	for _, suf := range []string{"bn", "m", "mn", "k", "tn"} {
		if strings.HasSuffix(w, suf) && isNumber(strings.TrimSuffix(w, suf)) {
			return true
		}
	}
	return false
}
