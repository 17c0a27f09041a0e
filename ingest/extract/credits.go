package extract

import (
	"regexp"
	"strings"
)

// creditLine finds photo credits and bylines: their names are the people who made the article,
// not people in the story ("Photo: NAME / AGENCY", "By NAME").
var creditLine = regexp.MustCompile(`(?im)(?:^|[.!?]\s+)((?:photo(?:graph)?s?|pictures?|images?|credits?|photo credit|illustrations?|video|source)\s*:[^\n]*|by\s+[^\n]{0,80}$)`)

// staffLine finds wire-service footers: "Reporting by NAME; Editing by NAME".
var staffLine = regexp.MustCompile(`(?im)(?:^|[;(]\s*)((?:additional reporting|reporting|writing|editing)\s+by\s+[^\n]*)`)

// photoParen finds parenthesised photo credits: "(AP Photo/NAME)".
var photoParen = regexp.MustCompile(`\([^()\n]*\b(?:Photo|Photograph|Image|Picture)s?\b[^()\n]*/[^()\n]*\)`)

// slashCredit finds agency credit runs such as "JOHN DOE/AFP/Getty Images".
var slashCredit = regexp.MustCompile(`[A-Z][A-Za-z.'-]*(?:\s+[A-Z][A-Za-z.'-]*)*\s*/\s*[A-Z][^\n]*`)

// creditSpans returns the byte ranges of body that are credit lines or bylines.
func creditSpans(body string) [][2]int {
	var spans [][2]int
	for _, m := range creditLine.FindAllStringSubmatchIndex(body, -1) {
		text := body[m[2]:m[3]]
		if strings.HasPrefix(strings.ToLower(text), "by") && !bylineShaped(text) {
			continue
		}
		spans = append(spans, [2]int{m[2], m[3]})
	}
	for _, m := range staffLine.FindAllStringSubmatchIndex(body, -1) {
		if staffShaped(body[m[2]:m[3]]) {
			spans = append(spans, [2]int{m[2], m[3]})
		}
	}
	for _, m := range photoParen.FindAllStringIndex(body, -1) {
		spans = append(spans, [2]int{m[0], m[1]})
	}
	for _, m := range slashCredit.FindAllStringIndex(body, -1) {
		if allCapsRun(body[m[0]:m[1]]) {
			spans = append(spans, [2]int{m[0], m[1]})
		}
	}
	return spans
}

// bylineShaped reports whether a line starting "By" is a byline: a short run of names, not a
// sentence ("By the end of the year...").
func bylineShaped(text string) bool {
	words := strings.Fields(text)
	if len(words) < 2 || len(words) > 12 {
		return false
	}
	for _, w := range words[1:] {
		w = strings.Trim(w, ",;|")
		if w == "" || w == "and" || w == "in" || w == "&" || w == "|" || w == "-" {
			continue
		}
		if c := w[0]; c < 'A' || c > 'Z' {
			return false
		}
	}
	return true
}

// staffShaped reports whether a "Reporting by ..." line lists names, not a sentence.
func staffShaped(text string) bool {
	for _, w := range strings.Fields(text) {
		w = strings.Trim(w, ",;()|.")
		switch strings.ToLower(w) {
		case "", "by", "and", "in", "&", "additional", "reporting", "writing", "editing":
			continue
		}
		if c := w[0]; c < 'A' || c > 'Z' {
			return false
		}
	}
	return true
}

// allCapsRun reports whether a slash-separated run names credits: one of its parts is upper
// case ("BEN SMITH / AFP"), as prose never is, or is a news agency ("NAME/Getty Images").
func allCapsRun(text string) bool {
	for part := range strings.SplitSeq(text, "/") {
		part = strings.TrimSpace(part)
		if lexic().outlets[strings.ToLower(part)] {
			return true // "NAME/Getty Images"
		}
		letters := 0
		upper := true
		for _, r := range part {
			if r >= 'a' && r <= 'z' {
				upper = false
				break
			}
			if r >= 'A' && r <= 'Z' {
				letters++
			}
		}
		if upper && letters >= 2 {
			return true
		}
	}
	return false
}
