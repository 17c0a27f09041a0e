// Package segment cuts a document body into passages: sentences, or headline and short lines,
// each with exact byte offsets into the body.
//
// It is a hand-written scanner rather than a statistical model because passages are the unit of
// evidence: they must be stable, fast to compute and explainable, and the hard cases of news text
// (titles, initials, acronyms, decimals, quotes) are covered by a few general rules.
package segment

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/corroborate/corroborate"
)

// MaxPassageBytes is the length past which a sentence is cut at a clause boundary, so that a
// run-on sentence or a text without punctuation still yields passages a reader can check.
const MaxPassageBytes = 1000

// Sentences returns the passages of body in order. For each span s, body[s.Start:s.End] is the
// passage trimmed of surrounding whitespace; spans never overlap and never cross a newline.
func Sentences(body string) []corroborate.Span {
	spans := make([]corroborate.Span, 0, len(body)/100+1)
	for lineStart := 0; lineStart <= len(body); {
		nl := strings.IndexByte(body[lineStart:], '\n')
		lineEnd := len(body)
		if nl >= 0 {
			lineEnd = lineStart + nl
		}
		spans = appendLine(spans, body, lineStart, lineEnd)
		if nl < 0 {
			break
		}
		lineStart = lineEnd + 1
	}
	return spans
}

// appendLine appends the sentences of body[start:end], a line without newline.
func appendLine(spans []corroborate.Span, body string, start, end int) []corroborate.Span {
	sentStart := start
	for i := start; i < end; {
		c := body[i]
		if c != '.' && c != '!' && c != '?' && !(c == 0xE2 && strings.HasPrefix(body[i:end], "…")) {
			i++
			continue
		}

		// A run of terminators: "?!", "...", "…".
		j, dots, strong, ellipsis := i, 0, false, false
		for j < end {
			switch {
			case body[j] == '.':
				dots++
				j++
			case body[j] == '!' || body[j] == '?':
				strong = true
				j++
			case strings.HasPrefix(body[j:end], "…"):
				ellipsis = true
				j += len("…")
			default:
				goto run
			}
		}
	run:
		if dots > 1 {
			ellipsis = true
		}

		// Closing quotes and brackets belong to the sentence they close: `."` ends inside.
		k := j
		for k < end {
			n := closerLen(body[k:end])
			if n == 0 {
				break
			}
			k += n
		}
		if k >= end {
			break
		}
		if !spaceAt(body, k, end) {
			// "4.5", "U.S", "example.com", "?!)" glued to a word: not a boundary.
			i = j
			continue
		}

		next, opened := nextWord(body, k, end)
		if next < end && breakBefore(body, sentStart, i, next, end, strong, ellipsis, opened) {
			spans = appendSpan(spans, body, sentStart, k)
			sentStart = k
		}
		i = k
	}
	return appendSpan(spans, body, sentStart, end)
}

// nextWord skips whitespace and opening quotes or brackets after a terminator and returns where
// the next word starts, and whether an opening quote or bracket came before it.
func nextWord(body string, k, end int) (int, bool) {
	opened := false
	for k < end {
		if n := spaceLen(body, k, end); n > 0 {
			k += n
			continue
		}
		if n := openerLen(body[k:end]); n > 0 {
			opened = true
			k += n
			continue
		}
		break
	}
	return k, opened
}

// breakBefore decides whether the terminator at body[term] ends a sentence, given the word that
// follows at body[next].
func breakBefore(body string, sentStart, term, next, end int, strong, ellipsis, opened bool) bool {
	r, _ := utf8.DecodeRuneInString(body[next:end])
	if unicode.IsLower(r) {
		// "e.g. the", "Really?" he asked, "and so... we": the sentence goes on.
		return false
	}
	if strong || ellipsis {
		return true
	}

	// A single period: look at the word it ends.
	ws := term
	for ws > sentStart && isWordByte(body[ws-1]) {
		ws--
	}
	w := body[ws:term]
	if w == "" || ws > sentStart && !boundaryBefore(body[ws-1]) {
		// ")." or a word glued to punctuation: an ordinary end.
		return true
	}
	if allDigits(w) {
		// "1. Introduction" numbers an item; "in 2011. The" ends a sentence.
		return !(ws == sentStart && len(w) <= 2)
	}

	var buf [12]byte
	if len(w) > len(buf) {
		return true
	}
	lw := lowerASCII(buf[:0], w)
	digitNext := r >= '0' && r <= '9'
	switch {
	case neverFinal[string(lw)]:
		return false
	case beforeNumber[string(lw)]:
		return !digitNext
	case len(w) == 1 && w[0] >= 'A' && w[0] <= 'Z' && lowerWordBefore(body, ws) && acronymAt(body, next, end):
		// "he wrote on X. NATO ...": after a lowercase word and before an acronym a lone
		// capital names something of its own (a letter, a platform); "by J. K. Rowling" and
		// "by J. Smith" keep their initials.
		return true
	case strings.IndexByte(w, '.') >= 0, len(w) == 1 && w[0] >= 'A' && w[0] <= 'Z', oftenFinal[string(lw)]:
		// Acronyms ("U.S."), initials ("J. K.") and company suffixes ("Inc.") end a sentence
		// only when a word that usually opens one follows.
		if opened {
			return true
		}
		if digitNext {
			return false
		}
		return isStarter(body, next, end)
	}
	return true
}

// acronymAt reports whether an upper-case word of two or more letters starts at next.
func acronymAt(body string, next, end int) bool {
	e := next
	for e < end && body[e] >= 'A' && body[e] <= 'Z' {
		e++
	}
	return e-next >= 2 && (e == end || !isLetter(body[e]) || body[e] == 's')
}

// lowerWordBefore reports whether the word before position ws starts with a lowercase ASCII
// letter and is no name particle ("de", "van", "bin").
func lowerWordBefore(body string, ws int) bool {
	e := ws
	for e > 0 && body[e-1] == ' ' {
		e--
	}
	b := e
	for b > 0 && isLetter(body[b-1]) {
		b--
	}
	if b == e || body[b] < 'a' || body[b] > 'z' {
		return false
	}
	switch body[b:e] {
	case "de", "da", "del", "di", "van", "von", "der", "bin", "bint", "ibn", "al", "el", "la", "le", "y":
		return false
	}
	return true
}

// isStarter reports whether the word at body[next:] is a function word that commonly opens an
// English sentence, ignoring case.
func isStarter(body string, next, end int) bool {
	e := next
	for e < end && e-next <= 12 && isLetter(body[e]) {
		e++
	}
	if e == next || e-next > 12 {
		return false
	}
	var buf [12]byte
	return starters[string(lowerASCII(buf[:0], body[next:e]))]
}

func isWordByte(c byte) bool {
	return isLetter(c) || c >= '0' && c <= '9' || c == '.'
}

func isLetter(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// boundaryBefore reports whether c can precede a word: whitespace, an opening quote or bracket,
// or a non-ASCII byte (curly quotes, dashes).
func boundaryBefore(c byte) bool {
	switch c {
	case ' ', '\t', '\r', '\v', '\f', '"', '\'', '(', '[', '{', '-', '/':
		return true
	}
	return c >= 0x80
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

func lowerASCII(dst []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		dst = append(dst, c)
	}
	return dst
}

// closerLen returns the byte length of a closing quote or bracket at the start of s, or 0.
func closerLen(s string) int {
	switch s[0] {
	case '"', '\'', ')', ']', '}':
		return 1
	}
	for _, q := range closers {
		if strings.HasPrefix(s, q) {
			return len(q)
		}
	}
	return 0
}

// openerLen returns the byte length of an opening quote or bracket at the start of s, or 0.
func openerLen(s string) int {
	switch s[0] {
	case '"', '\'', '(', '[', '{':
		return 1
	}
	for _, q := range openers {
		if strings.HasPrefix(s, q) {
			return len(q)
		}
	}
	return 0
}

var (
	closers = []string{"”", "’", "»", "›"}
	openers = []string{"“", "‘", "«", "‹", "¿", "¡"}
)

// spaceLen returns the byte length of the whitespace character at body[i], or 0.
func spaceLen(body string, i, end int) int {
	c := body[i]
	if c < utf8.RuneSelf {
		switch c {
		case ' ', '\t', '\r', '\v', '\f':
			return 1
		}
		return 0
	}
	r, n := utf8.DecodeRuneInString(body[i:end])
	if unicode.IsSpace(r) {
		return n
	}
	return 0
}

func spaceAt(body string, i, end int) bool { return spaceLen(body, i, end) > 0 }

// appendSpan appends body[start:end] trimmed of whitespace, cut into pieces of at most
// MaxPassageBytes; an empty span is dropped.
func appendSpan(spans []corroborate.Span, body string, start, end int) []corroborate.Span {
	start, end = trim(body, start, end)
	for end-start > MaxPassageBytes {
		cut := clauseCut(body, start, start+MaxPassageBytes)
		a, b := trim(body, start, cut)
		if b > a {
			spans = append(spans, corroborate.Span{Start: a, End: b})
		}
		start, end = trim(body, cut, end)
	}
	if end > start {
		spans = append(spans, corroborate.Span{Start: start, End: end})
	}
	return spans
}

// clauseCut returns where to cut body[start:limit]: after the last semicolon, else the last
// comma, colon or dash, else the last space, else at the last rune boundary. It never returns
// start, so cutting always makes progress.
func clauseCut(body string, start, limit int) int {
	floor := start + MaxPassageBytes/4
	semi, comma, space := -1, -1, -1
	for i := limit - 1; i > floor; i-- {
		if body[i] != ' ' {
			continue
		}
		if space < 0 {
			space = i
		}
		switch p := body[i-1]; {
		case p == ';':
			if semi < 0 {
				semi = i
			}
		case p == ',' || p == ':' || p == '-' || strings.HasSuffix(body[:i], "—") || strings.HasSuffix(body[:i], "–"):
			if comma < 0 {
				comma = i
			}
		}
		if semi >= 0 {
			break
		}
	}
	switch {
	case semi >= 0:
		return semi
	case comma >= 0:
		return comma
	case space >= 0:
		return space
	}
	for i := limit - 1; i > start; i-- {
		if spaceAt(body, i, limit) {
			return i
		}
	}
	cut := limit
	for cut > start+1 && !utf8.RuneStart(body[cut]) {
		cut--
	}
	return cut
}

// trim narrows [start, end) to exclude leading and trailing whitespace.
func trim(body string, start, end int) (int, int) {
	for start < end {
		n := spaceLen(body, start, end)
		if n == 0 {
			break
		}
		start += n
	}
	for end > start {
		c := body[end-1]
		if c < utf8.RuneSelf {
			if c != ' ' && c != '\t' && c != '\r' && c != '\v' && c != '\f' {
				break
			}
			end--
			continue
		}
		r, n := utf8.DecodeLastRuneInString(body[start:end])
		if !unicode.IsSpace(r) {
			break
		}
		end -= n
	}
	return start, end
}
