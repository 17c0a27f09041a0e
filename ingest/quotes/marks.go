package quotes

import (
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// family tells double quotation marks from single ones. Singles double as apostrophes, so they
// are read more strictly.
type family uint8

const (
	double family = iota
	single
)

// pair is one quotation as the marks delimit it: body[open:open+openLen] is the opening mark and
// the quoted words end at close. cont marks a quote left open at a paragraph end because the next
// paragraph opens a new mark: the news convention for a quotation running over paragraphs.
type pair struct {
	open, openLen   int
	close, closeEnd int // closing mark span; closeEnd == close when cont
	fam             family
	cont            bool
}

// maxSoftWrap bounds how far a double quote may run over single line breaks of hard-wrapped
// text; past it the opening mark is taken for a stray.
const maxSoftWrap = 2000

// maxSingle bounds a single-quoted span, so that an apostrophe misread as an opening mark cannot
// swallow a paragraph.
const maxSingle = 600

// findPairs returns the top-level quotations of body in order. Quotes nested in another quote
// are part of its words and are not returned on their own.
func findPairs(body string) []pair {
	ps := scanDoubles(body)
	ps = append(ps, scanSingles(body)...)
	if len(ps) == 0 {
		return nil
	}
	sort.Slice(ps, func(i, j int) bool { return ps[i].open < ps[j].open })
	out := ps[:0:0]
	for _, p := range ps {
		if n := len(out); n > 0 {
			last := out[n-1]
			if p.open < last.closeEnd {
				if p.closeEnd <= last.closeEnd {
					continue // nested
				}
				// Crossing marks: one of the two pairs is wrong. A single mark is the likelier
				// mistake (an apostrophe), so the double pair wins.
				if last.fam == single && p.fam == double {
					out[n-1] = p
				}
				continue
			}
		}
		out = append(out, p)
	}
	return out
}

// runeAt decodes the rune at i, or returns -1 at the ends of body.
func runeAt(body string, i int) (rune, int) {
	if i < 0 || i >= len(body) {
		return -1, 0
	}
	r, n := utf8.DecodeRuneInString(body[i:])
	return r, n
}

// runeBefore decodes the rune ending at i, or -1 at the start.
func runeBefore(body string, i int) rune {
	if i <= 0 || i > len(body) {
		return -1
	}
	r, _ := utf8.DecodeLastRuneInString(body[:i])
	return r
}

func isQuoteRune(r rune) bool {
	switch r {
	case '"', '\'', '“', '”', '‘', '’', '„', '«', '»':
		return true
	}
	return false
}

// opensAfter reports whether prev, the rune before a mark, lets the mark open a quotation.
func opensAfter(prev rune) bool {
	if prev == -1 || unicode.IsSpace(prev) || isQuoteRune(prev) {
		return true
	}
	switch prev {
	case '(', '[', '{', '—', '–', '-', '/', ':', ';', ',':
		return true
	}
	return false
}

// closesBefore reports whether next, the rune after a mark, lets the mark close a quotation.
func closesBefore(next rune) bool {
	if next == -1 || unicode.IsSpace(next) || isQuoteRune(next) {
		return true
	}
	return unicode.IsPunct(next) || unicode.IsSymbol(next)
}

func isOpenDouble(r rune) bool { return r == '“' || r == '„' || r == '«' }

func isCloseDouble(r rune) bool { return r == '”' || r == '»' }

// scanDoubles pairs double marks. Straight marks alternate; curly ones nest by depth; a quote
// still open at a line end either continues into the next paragraph's opening mark (cont), runs
// over a soft line break of hard-wrapped text, or is dropped as unbalanced.
func scanDoubles(body string) []pair {
	var out []pair
	pending, pendingLen, depth := -1, 0, 0
	straight := false
	for i := 0; i < len(body); {
		c := body[i]
		if c == '\n' {
			if pending >= 0 {
				if p, keep, ok := atLineBreak(body, i, pending, pendingLen, double); ok {
					out = append(out, p)
					pending, depth = -1, 0
				} else if !keep {
					pending, depth = -1, 0
				}
			}
			i++
			continue
		}
		if c != '"' && c < utf8.RuneSelf {
			i++
			continue
		}
		r, n := runeAt(body, i)
		switch {
		case r == '"':
			next, _ := runeAt(body, i+n)
			prev := runeBefore(body, i)
			switch {
			case pending >= 0 && straight:
				out = append(out, pair{open: pending, openLen: pendingLen, close: i, closeEnd: i + n, fam: double})
				pending = -1
			case pending >= 0 && depth == 1 && prev != -1 && !unicode.IsSpace(prev) && closesBefore(next) && !curlyCloseAhead(body, i+n):
				// A curly quote closed by a straight mark, as mixed typing leaves it.
				out = append(out, pair{open: pending, openLen: pendingLen, close: i, closeEnd: i + n, fam: double})
				pending = -1
			case pending < 0 && next != -1 && !unicode.IsSpace(next):
				pending, pendingLen, straight, depth = i, n, true, 1
			}
		case isOpenDouble(r):
			if pending < 0 {
				pending, pendingLen, straight, depth = i, n, false, 1
			} else if !straight {
				depth++
			}
		case isCloseDouble(r):
			prev := runeBefore(body, i)
			next, _ := runeAt(body, i+n)
			switch {
			case pending >= 0 && straight && closesBefore(next):
				// A straight quote closed by a curly mark.
				out = append(out, pair{open: pending, openLen: pendingLen, close: i, closeEnd: i + n, fam: double})
				pending = -1
			case pending >= 0 && !straight:
				depth--
				if depth == 0 {
					out = append(out, pair{open: pending, openLen: pendingLen, close: i, closeEnd: i + n, fam: double})
					pending = -1
				}
			case pending < 0 && opensAfter(prev) && next != -1 && !unicode.IsSpace(next) && !closesBefore(next):
				// A closing curly mark typed where an opening one belongs.
				pending, pendingLen, straight, depth = i, n, false, 1
			}
		}
		i += n
	}
	if pending >= 0 {
		if p, _, ok := atLineBreak(body, len(body), pending, pendingLen, double); ok {
			out = append(out, p)
		}
	}
	return out
}

// curlyCloseAhead reports whether the next double mark after i on its line is a closing curly
// one, which a straight mark before it is then nested inside rather than closing.
func curlyCloseAhead(body string, i int) bool {
	for end := min(len(body), i+maxSoftWrap); i < end && body[i] != '\n'; {
		r, n := runeAt(body, i)
		switch {
		case isCloseDouble(r):
			return true
		case r == '"' || isOpenDouble(r):
			return false
		}
		i += n
	}
	return false
}

// atLineBreak decides what a quote open at the line break at i becomes: a finished pair ending
// at the line's end (ok) when the next paragraph reopens the quote, or still open (keep) across
// a soft line break.
func atLineBreak(body string, i, open, openLen int, fam family) (p pair, keep, ok bool) {
	end := i
	for end > open+openLen && unicode.IsSpace(runeBefore(body, end)) {
		_, n := utf8.DecodeLastRuneInString(body[:end])
		end -= n
	}
	j, breaks := i, 0
	for j < len(body) {
		r, n := runeAt(body, j)
		if r == '\n' {
			breaks++
		} else if !unicode.IsSpace(r) {
			break
		}
		j += n
	}
	next, _ := runeAt(body, j)
	reopens := (fam == double && (next == '"' || isOpenDouble(next))) ||
		(fam == single && (next == '\'' || next == '‘'))
	if reopens && end > open+openLen {
		return pair{open: open, openLen: openLen, close: end, closeEnd: end, fam: fam, cont: true}, false, true
	}
	if fam == double && breaks == 1 && j < len(body) && i-open < maxSoftWrap {
		last := runeBefore(body, end)
		if last != '.' && last != '!' && last != '?' && last != ':' {
			return pair{}, true, false
		}
	}
	return pair{}, false, false
}

// elisions are words a leading apostrophe shortens ("'em", "'til"), so a mark before them opens
// nothing.
var elisions = map[string]bool{"em": true, "tis": true, "twas": true, "til": true, "cause": true, "n": true, "round": true}

// scanSingles pairs single marks within a line. A mark between letters ("don't"), before a
// digit ("'90s") or before an elided word is an apostrophe; a mark after a letter and before a
// space or punctuation may close a quote or end a plural possessive, and closes only when a
// quote is open.
func scanSingles(body string) []pair {
	var out []pair
	pending, pendingLen := -1, 0
	for i := 0; i < len(body); {
		c := body[i]
		if c == '\n' {
			if pending >= 0 {
				if p, _, ok := atLineBreak(body, i, pending, pendingLen, single); ok {
					out = append(out, p)
				}
			}
			pending = -1
			i++
			continue
		}
		if c != '\'' && c < utf8.RuneSelf {
			i++
			continue
		}
		r, n := runeAt(body, i)
		if r != '\'' && r != '‘' && r != '’' {
			i += n
			continue
		}
		prev := runeBefore(body, i)
		next, _ := runeAt(body, i+n)
		switch {
		case isWordRune(prev) && isWordRune(next):
			// apostrophe inside a word
		case pending >= 0 && r != '‘' && prev != -1 && !unicode.IsSpace(prev) && closesBefore(next):
			if i-pending <= maxSingle && i > pending+pendingLen {
				out = append(out, pair{open: pending, openLen: pendingLen, close: i, closeEnd: i + n, fam: single})
			}
			pending = -1
		case pending < 0 && r != '’' && opensAfter(prev) && unicode.IsLetter(next):
			if !elisions[strings.ToLower(wordAt(body, i+n))] {
				pending, pendingLen = i, n
			}
		case pending < 0 && r == '’' && opensAfter(prev) && unicode.IsLetter(next) && unicode.IsUpper(next):
			// A closing curly mark typed where an opening one belongs; only before a capital,
			// since "’em" and "’tis" are elisions.
			pending, pendingLen = i, n
		}
		i += n
	}
	return out
}

func isWordRune(r rune) bool { return r != -1 && (unicode.IsLetter(r) || unicode.IsDigit(r)) }

// wordAt returns the run of letters starting at i.
func wordAt(body string, i int) string {
	j := i
	for j < len(body) {
		r, n := runeAt(body, j)
		if !unicode.IsLetter(r) {
			break
		}
		j += n
	}
	return body[i:j]
}
