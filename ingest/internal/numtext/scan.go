package numtext

import "strings"

// Tokens is a body with its tokens, and the questions about one token that both scanners ask.
// Scanners embed it; indexes out of range answer false rather than panic, so that callers can
// look one token back or ahead without checking.
type Tokens struct {
	Body string
	Toks []Token
}

// NewTokens tokenizes body.
func NewTokens(body string) Tokens { return Tokens{Body: body, Toks: Tokenize(body)} }

// Text returns the text of token i.
func (s *Tokens) Text(i int) string { return s.Body[s.Toks[i].Start:s.Toks[i].End] }

// IsPunct reports whether token i is the punctuation p.
func (s *Tokens) IsPunct(i int, p string) bool {
	return i >= 0 && i < len(s.Toks) && s.Toks[i].Kind == Punct && s.Text(i) == p
}

// IsDash reports a hyphen, non-breaking hyphen, en dash or em dash.
func (s *Tokens) IsDash(i int) bool {
	if i < 0 || i >= len(s.Toks) || s.Toks[i].Kind != Punct {
		return false
	}
	switch s.Text(i) {
	case "-", "–", "—", "‑":
		return true
	}
	return false
}

// SentenceStart reports whether token i opens a sentence, a quotation or a line, where a
// capital letter says nothing about names.
func (s *Tokens) SentenceStart(i int) bool {
	if i <= 0 {
		return true
	}
	if strings.ContainsAny(s.Body[s.Toks[i-1].End:s.Toks[i].Start], "\n") {
		return true
	}
	if s.Toks[i-1].Kind != Punct {
		return false
	}
	switch s.Text(i - 1) {
	case ".", "!", "?", "\"", "“", "”", "‘", "'", "(", "[", ":", ";", "•", "*", "-", "–", "—":
		return true
	}
	return false
}
