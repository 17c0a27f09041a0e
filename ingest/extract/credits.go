package extract

import (
	"regexp"
	"strings"
)

// creditWords before a colon start a credit line: "Photo: NAME / AGENCY".
var creditWords = map[string]bool{
	"photo": true, "photos": true, "photograph": true, "photographs": true, "picture": true,
	"pictures": true, "image": true, "images": true, "credit": true, "credits": true,
	"illustration": true, "illustrations": true, "video": true, "source": true,
}

// staffLine finds wire-service footers: "Reporting by NAME; Editing by NAME".
var staffLine = regexp.MustCompile(`(?im)(?:^|[;(]\s*)((?:additional reporting|reporting|writing|editing)\s+by\s+[^\n]*)`)

// photoParen finds parenthesised photo credits: "(AP Photo/NAME)".
var photoParen = regexp.MustCompile(`\([^()\n]*\b(?:Photo|Photograph|Image|Picture)s?\b[^()\n]*/[^()\n]*\)`)

// slashCredit finds agency credit runs such as "JOHN DOE/AFP via Getty Images": capitalised
// words joined by slashes, and nothing after the last capitalised word, so that a credit
// never masks the sentence that follows it on the same line.
var slashCredit = regexp.MustCompile(`[A-Z][A-Za-z.'-]*(?:[ \t]+[A-Z][A-Za-z.'-]*)*(?:[ \t]*/[ \t]*[A-Z][A-Za-z.'-]*(?:[ \t]+(?:via[ \t]+)?[A-Z][A-Za-z.'-]*)*)+`)

// creditSpans returns the byte ranges of body that are credit lines or bylines. Each pattern
// runs only on the lines that hold its trigger, which keeps the regular expressions off most
// of the text.
func creditSpans(body string) [][2]int {
	var spans [][2]int
	for off := 0; off < len(body); {
		end := strings.IndexByte(body[off:], '\n')
		if end < 0 {
			end = len(body)
		} else {
			end += off
		}
		spans = lineCredits(body[off:end], off, spans)
		off = end + 1
	}
	return spans
}

// lineCredits appends the credit spans of one line that starts at byte base.
func lineCredits(line string, base int, spans [][2]int) [][2]int {
	add := func(a, b int) { spans = append(spans, [2]int{base + a, base + b}) }
	// "Photo: ..." at the start of the line or of a sentence masks the rest of the line.
	for c := strings.IndexByte(line, ':'); c >= 0; {
		w := c
		for w > 0 && line[w-1] == ' ' {
			w--
		}
		s := w
		for s > 0 && isASCIILetter(line[s-1]) {
			s--
		}
		if creditWords[strings.ToLower(line[s:w])] && sentenceStartAt(line, s) {
			if !captionShaped(line[c+1:]) {
				add(s, len(line))
			}
			break // a caption keeps its people and places; its credit is masked below
		}
		next := strings.IndexByte(line[c+1:], ':')
		if next < 0 {
			break
		}
		c += 1 + next
	}
	// "NAME in CITY" as a whole line: a newspaper's byline.
	if bylineIn(line) {
		add(0, len(line))
		return spans
	}
	// "By NAME" as a whole short line or the end of one.
	for p := max(0, len(line)-84); p+3 <= len(line); p++ {
		if (line[p] == 'B' || line[p] == 'b') && (line[p+1] == 'y' || line[p+1] == 'Y') && p+2 < len(line) &&
			line[p+2] == ' ' && sentenceStartAt(line, p) && bylineShaped(line[p:]) {
			add(p, len(line))
			break
		}
	}
	if strings.Contains(line, " by ") {
		for _, m := range staffLine.FindAllStringSubmatchIndex(line, -1) {
			if staffShaped(line[m[2]:m[3]]) {
				add(m[2], m[3])
			}
		}
	}
	if strings.IndexByte(line, '/') < 0 {
		return spans
	}
	if strings.IndexByte(line, '(') >= 0 {
		for _, m := range photoParen.FindAllStringIndex(line, -1) {
			add(m[0], m[1])
		}
	}
	for _, m := range slashCredit.FindAllStringIndex(line, -1) {
		if m[0] == 0 && datelineAfter(line[m[1]:]) {
			continue // "LONDON/LUSAKA, March 12 (Reuters) -": a dateline of two cities
		}
		if allCapsRun(line[m[0]:m[1]]) {
			add(m[0], m[1])
		}
	}
	return spans
}

// datelineAfter reports whether the text after a slash run that opens a line goes on as a
// dateline does: a comma and a date, or an agency in parentheses.
func datelineAfter(rest string) bool {
	rest = strings.TrimLeft(rest, " \t")
	return strings.HasPrefix(rest, ",") || strings.HasPrefix(rest, "(")
}

// bylineIn reports whether a whole line is a byline of the form "Jane Doe in Cairo" or "Jane Doe
// and John Roe in Cairo": given name first, capitalised words only, "in" and a place.
func bylineIn(line string) bool {
	words := strings.Fields(line)
	if len(words) < 4 || len(words) > 9 {
		return false
	}
	in := -1
	for i, w := range words {
		if w == "in" {
			in = i
		}
	}
	if in < 2 || in == len(words)-1 || !lexic().firstNames[words[0]] {
		return false
	}
	for i, w := range words {
		if i == in || w == "and" {
			continue
		}
		if c := w[0]; c < 'A' || c > 'Z' {
			return false
		}
	}
	return true
}

// captionShaped reports whether the text after "Photo:" is a caption sentence rather than a
// credit: it holds at least two lowercase words before any slash ("A company office in X,
// Y. (AP Photo/NAME)"), where a credit has names and agencies ("NAME/AFP via Getty Images").
func captionShaped(text string) bool {
	if i := strings.IndexAny(text, "/("); i >= 0 {
		text = text[:i]
	}
	lower := 0
	for _, w := range strings.Fields(text) {
		if c := w[0]; c >= 'a' && c <= 'z' && w != "via" && w != "by" && w != "and" && w != "for" {
			lower++
		}
	}
	return lower >= 2
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

func isASCIILetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// sentenceStartAt reports whether position p of line starts the line (after spaces) or a
// sentence (after ". ").
func sentenceStartAt(line string, p int) bool {
	q := p
	for q > 0 && (line[q-1] == ' ' || line[q-1] == '\t') {
		q--
	}
	if q == 0 {
		return true
	}
	return q < p && (line[q-1] == '.' || line[q-1] == '!' || line[q-1] == '?')
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
