package quotes

import "strings"

// speechStems are verbs that introduce speech or writing. Each is expanded to its usual
// inflections; pastOnly verbs double as common nouns ("the report", "a statement", "the point"),
// so only their past forms count.
var speechStems = []string{
	"add", "admit", "acknowledge", "agree", "announce", "argue", "assert", "ask", "boast",
	"caution", "complain", "concede", "conclude", "confirm", "contend", "continue", "declare",
	"deny", "emphasise", "emphasize", "exclaim", "explain", "insist", "lament", "maintain",
	"mention", "observe", "predict", "protest", "recall", "recount", "remark", "respond",
	"retort", "reveal", "say", "scream", "shout", "suggest", "testify", "tell", "urge", "warn",
	"whisper", "write", "mutter", "allege", "affirm", "vow", "pledge", "concur", "opine",
	"underline", "claim", "reiterate", "wonder", "grumble", "chuckle", "recollect", "demur",
}

var pastOnly = []string{
	"answered", "commented", "countered", "cried", "demanded", "joked", "noted", "objected",
	"pleaded", "pointed", "posted", "promised", "quipped", "reasoned", "replied", "reported",
	"stated", "stressed", "tweeted", "mused", "sighed", "snapped", "described", "notes", "states",
	"replies", "reports", "tweets", "laughed", "texted", "emailed", "messaged", "wrote",
}

var speechIrregular = []string{
	"said", "told", "wrote", "written", "spoke", "says", "tells", "writes", "saying", "telling",
	"writing", "testified", "testifies", "admitted", "admitting", "reads", "read", "noting",
	"stating", "replying", "adding",
}

// inverting verbs may come before their subject ("said Jane Doe").
var inverting = map[string]bool{
	"said": true, "says": true, "added": true, "adds": true, "asked": true, "wrote": true,
	"writes": true, "continued": true, "explained": true, "replied": true, "noted": true,
	"recalled": true, "insisted": true, "warned": true, "argued": true, "declared": true,
	"stated": true, "observed": true, "remarked": true, "answered": true, "responded": true,
	"cried": true, "shouted": true, "whispered": true, "concluded": true, "countered": true,
	"asks": true, "explains": true, "notes": true, "recalls": true, "insists": true,
	"warns": true, "argues": true, "continues": true, "tweeted": true, "admitted": true,
	"quipped": true, "joked": true, "retorted": true, "conceded": true, "confirmed": true,
}

// reportingOnly are verbs that report a judgement rather than introduce speech: they make the
// subject the source of a partial quote ("called the evidence 'amazing'") but not of a full one.
var reportingOnly = []string{
	"call", "calls", "called", "calling", "describe", "describes", "described", "describing",
	"dub", "dubbed", "label", "labelled", "labeled", "term", "termed", "brand", "branded",
	"characterise", "characterised", "characterize", "characterized", "liken", "likened",
	"dismiss", "dismisses", "dismissed", "dismissing", "denounce", "denounces", "denounced",
	"decry", "decries", "decried", "hail", "hails", "hailed", "condemn", "condemns", "condemned",
	"accuse", "accuses", "accused", "accusing", "reject", "rejects", "rejected", "rejecting",
	"criticise", "criticised", "criticize", "criticized", "slam", "slams", "slammed", "deride",
	"derides", "derided", "blame", "blames", "blamed", "blaming", "thank", "thanks", "thanked",
	"thanking",
}

// institutions head a written speaker that "it" may later stand for ("the ministry said ...
// It accused ...").
var institutions = map[string]bool{
	"ministry": true, "government": true, "department": true, "agency": true, "company": true,
	"firm": true, "court": true, "military": true, "army": true, "group": true,
	"organization": true, "organisation": true, "office": true, "embassy": true, "council": true,
	"committee": true, "commission": true, "board": true, "party": true, "campaign": true,
	"network": true, "newspaper": true, "club": true, "team": true, "union": true, "bank": true,
	"regime": true, "administration": true, "panel": true, "utility": true, "authority": true,
	"service": true, "charity": true, "hospital": true, "university": true, "regulator": true,
}

// participles introduce a second quote of a speaker already named ("told CNN, adding, ...").
var participles = map[string]bool{}

var speechVerbs = map[string]bool{}
var reportingVerbs = map[string]bool{}

func init() {
	for _, s := range speechStems {
		speechVerbs[s] = true
		base := strings.TrimSuffix(s, "e")
		switch {
		case strings.HasSuffix(s, "y") && !strings.HasSuffix(s, "ay"):
			stem := strings.TrimSuffix(s, "y")
			speechVerbs[stem+"ies"] = true
			speechVerbs[stem+"ied"] = true
			speechVerbs[s+"ing"] = true
			participles[s+"ing"] = true
		case strings.HasSuffix(s, "e"):
			speechVerbs[s+"s"] = true
			speechVerbs[s+"d"] = true
			speechVerbs[base+"ing"] = true
			participles[base+"ing"] = true
		default:
			speechVerbs[s+"s"] = true
			speechVerbs[s+"ed"] = true
			speechVerbs[s+"ing"] = true
			participles[s+"ing"] = true
		}
	}
	for _, s := range pastOnly {
		speechVerbs[s] = true
	}
	for _, s := range speechIrregular {
		speechVerbs[s] = true
		if strings.HasSuffix(s, "ing") {
			participles[s] = true
		}
	}
	// "tell", "say", "read" inflect irregularly; drop the wrong regular forms the loop made.
	for _, s := range []string{"telled", "sayed", "writed", "readed", "saies", "saied"} {
		delete(speechVerbs, s)
	}
	for v := range speechVerbs {
		reportingVerbs[v] = true
	}
	for _, s := range reportingOnly {
		reportingVerbs[s] = true
	}
}

// pronouns that may stand for a person who speaks; plural and first-person ones are left
// unresolved because they name no single person.
var personPronouns = map[string]bool{"he": true, "she": true}

var otherPronouns = map[string]bool{
	"they": true, "we": true, "i": true, "it": true, "you": true, "who": true, "which": true,
	"this": true, "that": true, "one": true, "some": true, "others": true, "both": true,
}

// softWords may stand between a subject and its verb ("he also said", "she has told") and are
// not part of the speaker's name.
var softWords = map[string]bool{
	"also": true, "later": true, "then": true, "has": true, "have": true, "had": true, "would": true,
	"will": true, "once": true, "previously": true, "recently": true, "further": true,
	"again": true, "simply": true, "just": true, "was": true, "is": true, "earlier": true,
	"quickly": true, "repeatedly": true, "often": true, "always": true, "publicly": true,
	"privately": true, "reportedly": true, "allegedly": true, "separately": true, "only": true,
	"may": true, "might": true, "could": true, "did": true, "does": true,
	"frequently": true, "subsequently": true, "now": true, "still": true,
}

// clauseWords inside a would-be subject show it is a clause, not a name ("She then left").
var clauseWords = map[string]bool{
	"who": true, "which": true, "when": true, "after": true, "before": true,
	"because": true, "if": true, "but": true, "while": true, "where": true, "was": true,
	"were": true, "is": true, "are": true, "be": true, "been": true, "not": true,
}

// leadWords open a clause without being part of its subject.
var leadWords = map[string]bool{"and": true, "but": true, "so": true, "yet": true, "as": true, "while": true, "or": true}

// stopAfterVerb end the name that follows an inverted verb ("said Jane Doe in a statement").
var stopAfterVerb = map[string]bool{
	"in": true, "on": true, "at": true, "during": true, "to": true, "who": true, "which": true,
	"adding": true, "after": true, "before": true, "from": true, "for": true, "when": true,
	"while": true, "that": true, "with": true, "as": true, "and": true, "via": true,
	"last": true, "this": true, "yesterday": true, "today": true,
}

// stopAfterAccording end the source named by "according to" ("according to a statement from the
// ministry on Monday" names "a statement from the ministry").
var stopAfterAccording = map[string]bool{
	"who": true, "which": true, "that": true, "when": true, "while": true, "after": true,
	"before": true, "on": true, "in": true, "at": true, "during": true, "last": true, "this": true,
}

// namingCues precede a quoted name or label rather than quoted speech ("a source named
// 'Caesar'", "known as 'the Doctor'").
var namingCues = []string{
	"named", "called", "codenamed", "code-named", "code named", "nicknamed", "dubbed", "known as",
	"identified as", "identified only as", "so-called", "titled", "entitled", "the word",
	"the term", "alias", "aka", "a.k.a.", "pseudonym", "under the name", "name", "the phrase",
	"referred to as", "billed as", "branded",
}

// notEpithets are heads of definite descriptions that name an institution, a text or a new
// person rather than someone just named ("the spokesman said" is rarely the minister).
var notEpithets = map[string]bool{
	"spokesman": true, "spokeswoman": true, "spokesperson": true, "official": true, "source": true,
	"witness": true, "statement": true, "report": true, "ministry": true, "government": true,
	"department": true, "agency": true, "company": true, "firm": true, "police": true, "court": true,
	"military": true, "army": true, "group": true, "organization": true, "organisation": true,
	"office": true, "embassy": true, "family": true, "council": true, "committee": true,
	"commission": true, "board": true, "party": true, "campaign": true, "network": true,
	"newspaper": true, "paper": true, "document": true, "letter": true, "website": true,
	"study": true, "survey": true, "poll": true, "authorities": true, "club": true, "team": true,
	"union": true, "bank": true, "regime": true, "administration": true, "white": true,
	"house": true, "kremlin": true, "pentagon": true, "lawsuit": true, "complaint": true,
	"filing": true, "indictment": true, "ruling": true, "judgment": true, "verdict": true,
	"release": true, "post": true, "tweet": true, "message": true, "email": true, "memo": true,
	"note": true, "text": true, "article": true, "book": true, "interview": true, "inquiry": true,
	"investigation": true, "panel": true, "prosecution": true, "defence": true, "defense": true,
	"victim": true, "suspect": true, "driver": true, "man": true, "woman": true, "boy": true,
	"girl": true, "child": true, "resident": true, "neighbour": true, "neighbor": true,
	"caller": true, "user": true, "person": true, "pair": true, "couple": true, "duo": true,
	"lawyer": true, "attorney": true, "doctor": true, "officer": true, "expert": true, "analyst": true,
	// parties in their own right, never another name for a person just named
	"promoter": true, "organiser": true, "organizer": true, "operator": true, "publisher": true,
	"label": true, "studio": true, "broadcaster": true, "airline": true, "carrier": true,
	"retailer": true, "insurer": true, "developer": true, "manufacturer": true, "landlord": true,
	"employer": true, "school": true, "hospital": true, "university": true, "city": true,
	"state": true, "county": true, "district": true, "utility": true, "regulator": true,
	"charity": true, "foundation": true, "museum": true, "channel": true, "airport": true,
	"platform": true, "provider": true, "supplier": true, "contractor": true,
}

// officeHeads name an office someone other than the person just named may hold ("the
// prosecutor said"); only a role recorded for one person resolves them.
var officeHeads = map[string]bool{
	"prosecutor": true, "director": true, "chairman": true, "chairwoman": true, "chair": true,
	"ceo": true, "executive": true, "commissioner": true, "head": true, "leader": true,
	"manager": true, "coach": true, "captain": true, "president": true, "premier": true,
	"spokesman": true, "founder": true, "owner": true, "editor": true, "envoy": true,
	"minister": true, "secretary": true, "chief": true, "deputy": true, "adviser": true,
	"advisor": true, "negotiator": true, "investigator": true, "inspector": true,
}

// titleSmallWords may stay lower case inside a title ("The Lord of the Rings").
var titleSmallWords = map[string]bool{
	"of": true, "the": true, "a": true, "an": true, "and": true, "in": true, "on": true, "for": true,
	"to": true, "at": true, "by": true, "with": true, "or": true, "de": true, "la": true, "al": true,
}

// prepositions before a name make it an object, not the subject who speaks.
var prepositions = map[string]bool{
	"of": true, "by": true, "against": true, "with": true, "to": true, "for": true, "from": true,
	"on": true, "about": true, "at": true, "into": true, "under": true, "than": true, "like": true,
	"including": true, "between": true, "among": true, "toward": true, "towards": true,
}

// titles are honorifics a written speaker may carry that the entity's name drops.
var titles = map[string]bool{
	"mr": true, "mrs": true, "ms": true, "miss": true, "dr": true, "prof": true, "professor": true,
	"sir": true, "dame": true, "lord": true, "lady": true, "president": true, "minister": true,
	"senator": true, "sen": true, "rep": true, "gov": true, "governor": true, "judge": true,
	"justice": true, "general": true, "gen": true, "colonel": true, "col": true, "captain": true,
	"capt": true, "sheikh": true, "rev": true, "reverend": true, "father": true, "mayor": true,
	"chancellor": true, "ambassador": true, "secretary": true, "prince": true, "king": true,
	"queen": true, "pope": true, "cardinal": true, "rabbi": true, "imam": true, "officer": true,
	"sgt": true, "sergeant": true, "lt": true, "lieutenant": true, "det": true, "detective": true,
	"cpl": true, "corporal": true, "maj": true, "major": true, "insp": true, "inspector": true,
	"supt": true, "superintendent": true, "cmdr": true, "commander": true, "adm": true,
	"admiral": true, "chief": true, "sheriff": true, "deputy": true, "constable": true,
	"atty": true, "attorney": true, "fr": true, "hon": true, "mayor-elect": true,
}
