package numtext

import (
	"strings"
	"testing"
	"unsafe"
)

// render writes tokens as kind letter and text, joined by a space where the body had space
// before the token and by "|" where it had none, so that a case states kinds, spans and gaps in
// one line.
func render(body string, toks []Token) string {
	var b strings.Builder
	for i, t := range toks {
		if i > 0 {
			if t.Gap {
				b.WriteByte(' ')
			} else {
				b.WriteByte('|')
			}
		}
		b.WriteByte("WNP"[t.Kind])
		b.WriteString(body[t.Start:t.End])
	}
	return b.String()
}

func TestTokenize(t *testing.T) {
	for _, c := range []struct{ body, want string }{
		{"", ""},
		{"  \n\t ", ""},
		{"more than 4,000 refugees", "Wmore Wthan N4,000 Wrefugees"},
		{"a 48-page report", "Wa N48|P-|Wpage Wreport"},
		{"45-60 minutes", "N45|P-|N60 Wminutes"},
		{"15 - 30", "N15 P- N30"},
		{"10km", "N10|Wkm"},
		{"don't", "Wdon't"},
		{"Ukraine’s army", "WUkraine’s Warmy"},
		{"rock 'n' roll", "Wrock P'|Wn|P' Wroll"},
		{"’tis", "P’|Wtis"},
		{"São Paulo", "WSão WPaulo"},
		{"cafe\u0301 au lait", "Wcafe\u0301 Wau Wlait"},
		{"$3bn.", "P$|N3|Wbn|P."},
		{"48%", "N48|P%"},
		{"5,6 and 1,2345", "N5|P,|N6 Wand N1|P,|N2345"},
		{"section 3.2.1", "Wsection N3.2.1"},
		{"3.", "N3|P."},
		{"\xff1", "P\xff|N1"},
		{"a\u00a0b", "Wa Wb"},
		{"“Yes,” she said", "P“|WYes|P,|P” Wshe Wsaid"},
	} {
		if got := render(c.body, Tokenize(c.body)); got != c.want {
			t.Errorf("Tokenize(%q) = %q, want %q", c.body, got, c.want)
		}
	}
}

func TestTokenizeNumber(t *testing.T) {
	for _, c := range []struct {
		body                         string
		val                          float64
		ndig                         int
		commas, dec, multiDot, lead0 bool
	}{
		{"7", 7, 1, false, false, false, false},
		{"14,500", 14500, 5, true, false, false, false},
		{"1,234,567.25", 1234567.25, 7, true, true, false, false},
		{"4.5", 4.5, 1, false, true, false, false},
		{"0.1", 0.1, 1, false, true, false, false},
		{"3.2.1", 3.2, 1, false, true, true, false},
		{"0958", 958, 4, false, false, false, true},
		{"0", 0, 1, false, false, false, false},
		{"2009", 2009, 4, false, false, false, false},
	} {
		toks := Tokenize(c.body)
		if len(toks) != 1 {
			t.Errorf("Tokenize(%q) = %s, want one number", c.body, render(c.body, toks))
			continue
		}
		g := toks[0]
		if g.Kind != Num || g.Val != c.val || g.NDig != c.ndig || g.Commas != c.commas ||
			g.Dec != c.dec || g.MultiDot != c.multiDot || g.Lead0 != c.lead0 {
			t.Errorf("Tokenize(%q) = %+v, want %+v", c.body, g, c)
		}
	}
}

func TestScaled(t *testing.T) {
	for _, c := range []struct {
		body  string
		scale float64
		want  float64
	}{
		{"4.1", 1e9, 4_100_000_000},
		{"1.15", 1e6, 1_150_000},
		{"2.675", 1e3, 2675},
		{"14,500", 1, 14500},
		// More decimals than decs counts: 10^decs is infinite long before it stops counting,
		// so the value is still 0 rather than wrapping round to 1.
		{"0." + strings.Repeat("0", 40000) + "1", 1, 0},
	} {
		if got := Tokenize(c.body)[0].Scaled(c.scale); got != c.want {
			t.Errorf("%s × %g = %v, want %v", c.body, c.scale, got, c.want)
		}
	}
}

func TestTokens(t *testing.T) {
	s := NewTokens("Prices rose. “Up – or down?” he asked\nToday")
	dash, up, he, today := -1, -1, -1, -1
	for i := range s.Toks {
		switch s.Text(i) {
		case "–":
			dash = i
		case "Up":
			up = i
		case "he":
			he = i
		case "Today":
			today = i
		}
	}
	if !s.IsDash(dash) || s.IsDash(up) || s.IsDash(-1) || s.IsDash(len(s.Toks)) {
		t.Error("IsDash")
	}
	if !s.IsPunct(dash, "–") || s.IsPunct(up, "Up") || s.IsPunct(99, ".") {
		t.Error("IsPunct")
	}
	if !s.SentenceStart(0) || !s.SentenceStart(up) || !s.SentenceStart(today) || s.SentenceStart(up+1) {
		t.Error("SentenceStart: a sentence, a quotation and a line start; a word after a word does not")
	}
	if !s.SentenceStart(he) {
		t.Error("SentenceStart after a closing quotation mark")
	}
}

// TestTokenSize keeps the token as small as the dates scanner's was before the two tokenizers
// were merged: a larger token made date extraction measurably slower.
func TestTokenSize(t *testing.T) {
	if n := unsafe.Sizeof(Token{}); n > 48 {
		t.Errorf("Token is %d bytes, want at most 48", n)
	}
}
