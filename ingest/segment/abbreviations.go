package segment

// The word lists below are general English and news conventions, lower-cased, without the
// final period.

// neverFinal are abbreviations that are followed by what they qualify, so a period after them
// never ends a sentence: titles before a name, "e.g.", "vs.".
var neverFinal = set(
	"mr", "mrs", "ms", "mx", "dr", "prof", "messrs", "mmes", "mme", "mlle",
	"gen", "lt", "col", "maj", "capt", "cmdr", "adm", "brig", "sgt", "cpl", "pvt", "lieut",
	"gov", "sen", "rep", "reps", "pres", "amb", "atty", "supt", "insp", "det", "cmdt",
	"rev", "hon", "fr", "st", "ste", "mt", "ft", "rt",
	"e.g", "i.e", "cf", "vs", "viz", "approx", "incl", "esp", "resp",
)

// beforeNumber are abbreviations that precede a number ("No. 5", "Jan. 22", "p. 31"): a period
// after them ends the sentence only when no digit follows.
var beforeNumber = set(
	"no", "nos", "nr", "vol", "vols", "art", "arts", "ch", "chap", "sec", "para", "fig", "figs",
	"p", "pp", "ed", "eds", "op", "ref", "tel", "ext", "rm",
	"jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec",
)

// oftenFinal are abbreviations that may close a sentence as well as sit inside one ("Apple
// Inc. said" / "sold to Apple Inc. The"): they end it only before a usual sentence opener.
var oftenFinal = set(
	"inc", "ltd", "co", "corp", "llc", "plc", "bros", "jr", "sr", "etc", "al", "dept", "univ",
	"assn", "ave", "blvd", "rd", "hwy", "est", "mon", "tue", "tues", "wed", "thu", "thur",
	"thurs", "fri", "sat", "sun",
)

// starters are function words that commonly open a sentence in news text.
var starters = set(
	"a", "an", "the", "he", "she", "it", "they", "we", "i", "you", "his", "her", "its", "their",
	"our", "my", "your", "this", "that", "these", "those", "there", "here", "but", "and", "or",
	"so", "yet", "nor", "in", "on", "at", "as", "after", "before", "when", "while", "if",
	"although", "though", "however", "meanwhile", "according", "some", "many", "most", "all",
	"both", "one", "no", "not", "for", "with", "by", "from", "to", "what", "who", "why", "how",
	"where", "which", "then", "since", "during", "still", "also", "other", "each", "under",
	"over", "despite", "last", "earlier", "later", "now", "today", "yesterday", "tomorrow",
	"several", "such", "because", "instead", "until", "about", "among", "officials", "experts",
	"critics", "police", "authorities", "thus", "moreover", "furthermore", "yes",
)

func set(words ...string) map[string]bool {
	m := make(map[string]bool, len(words))
	for _, w := range words {
		m[w] = true
	}
	return m
}
