package read

import (
	"math"

	"github.com/ledongthuc/pdf"
)

// This file interprets a page's content stream for text. The PDF library has its own
// (Page.Content), but it looks each glyph's width up in the file again — decompressing an object
// stream per glyph, minutes for a manual — and it marks the end of each TJ array with a glyph
// decoded from "\n", which fonts turn into stray characters. Here fonts are read once per page and
// text is kept in runs, one per string shown.

// matrix is a PDF transformation matrix [a b c d e f].
type matrix [6]float64

var identity = matrix{1, 0, 0, 1, 0, 0}

// mul returns m × n, in the PDF's row-vector convention (m applied first).
func (m matrix) mul(n matrix) matrix {
	return matrix{
		m[0]*n[0] + m[1]*n[2],
		m[0]*n[1] + m[1]*n[3],
		m[2]*n[0] + m[3]*n[2],
		m[2]*n[1] + m[3]*n[3],
		m[4]*n[0] + m[5]*n[2] + n[4],
		m[4]*n[1] + m[5]*n[3] + n[5],
	}
}

func translate(tx, ty float64) matrix { return matrix{1, 0, 0, 1, tx, ty} }

// pdfFont is what text layout needs from a font, read once.
type pdfFont struct {
	enc    pdf.TextEncoding
	first  int
	widths []float64 // in thousandths of text space; nil when unknown
	simple bool      // one byte per character code
}

func (f *pdfFont) decode(raw string) string {
	if f.enc == nil {
		return raw
	}
	return f.enc.Decode(raw)
}

// textState is the part of the graphics state that text layout depends on.
type textState struct {
	ctm      matrix
	font     *pdfFont
	size     float64 // Tfs
	charSp   float64 // Tc
	wordSp   float64 // Tw
	scale    float64 // Th
	leading  float64 // TL
	rise     float64 // Ts
	fontName string
}

// Forms (Form XObjects) may draw other forms: these bound the nesting and the number of forms
// drawn on one page, as a form that draws itself would otherwise never end.
const (
	maxFormDepth = 8
	maxForms     = 2000
)

// pageRuns returns the text runs of a page in content-stream order, each with its position, width
// and font size in page space. Text drawn by forms (reused page parts, imported pages) is included.
func pageRuns(p pdf.Page) []pdf.Text {
	contents := p.V.Key("Contents")
	if p.V.IsNull() || contents.IsNull() {
		return nil
	}
	var runs []pdf.Text
	forms := maxForms
	interpretText(contents, p.Resources(), identity, 0, &forms, &runs)
	return runs
}

// interpretText runs one content stream, appending the text it shows to runs.
// forms counts down the forms the page may still draw.
func interpretText(strm, resources pdf.Value, ctm matrix, depth int, forms *int, runs *[]pdf.Text) {
	fonts := make(map[string]*pdfFont)
	fontFor := func(name string) *pdfFont {
		if f, ok := fonts[name]; ok {
			return f
		}
		pf := pdf.Font{V: resources.Key("Font").Key(name)}
		f := &pdfFont{enc: pf.Encoder(), first: pf.FirstChar(), widths: pf.Widths()}
		f.simple = pf.V.Key("Subtype").Name() != "Type0"
		fonts[name] = f
		return f
	}

	g := textState{ctm: ctm, scale: 1}
	var stack []textState
	tm, tlm := identity, identity

	show := func(raw string) {
		if g.font == nil {
			g.font = &pdfFont{}
		}
		text := g.font.decode(raw)
		// Advance in unscaled text space units.
		var adv float64
		if g.font.simple && g.font.widths != nil {
			for i := 0; i < len(raw); i++ {
				w := 0.0
				if j := int(raw[i]) - g.font.first; j >= 0 && j < len(g.font.widths) {
					w = g.font.widths[j]
				}
				adv += w/1000*g.size + g.charSp
				if raw[i] == ' ' {
					adv += g.wordSp
				}
			}
		} else {
			// Widths unknown: assume half an em per character, enough to tell words apart.
			for range text {
				adv += 0.5*g.size + g.charSp
			}
		}
		adv *= g.scale
		m := tm.mul(g.ctm)
		vscale := math.Hypot(m[2], m[3])
		hscale := math.Hypot(m[0], m[1])
		*runs = append(*runs, pdf.Text{
			Font:     g.fontName,
			FontSize: g.size * vscale,
			X:        m[4] + g.rise*m[2],
			Y:        m[5] + g.rise*m[3],
			W:        adv * hscale,
			S:        text,
		})
		tm = translate(adv, 0).mul(tm)
	}
	num := func(args []pdf.Value, i int) float64 {
		if i < len(args) {
			return args[i].Float64()
		}
		return 0
	}
	nextLine := func() {
		tlm = translate(0, -g.leading).mul(tlm)
		tm = tlm
	}

	pdf.Interpret(strm, func(stk *pdf.Stack, op string) {
		args := make([]pdf.Value, stk.Len())
		for i := len(args) - 1; i >= 0; i-- {
			args[i] = stk.Pop()
		}
		switch op {
		case "q":
			if len(stack) < 1024 {
				stack = append(stack, g)
			}
		case "Q":
			if n := len(stack); n > 0 {
				g, stack = stack[n-1], stack[:n-1]
			}
		case "cm":
			if len(args) == 6 {
				g.ctm = matrix{num(args, 0), num(args, 1), num(args, 2), num(args, 3), num(args, 4), num(args, 5)}.mul(g.ctm)
			}
		case "BT":
			tm, tlm = identity, identity
		case "Tc":
			g.charSp = num(args, 0)
		case "Tw":
			g.wordSp = num(args, 0)
		case "Tz":
			g.scale = num(args, 0) / 100
		case "TL":
			g.leading = num(args, 0)
		case "Ts":
			g.rise = num(args, 0)
		case "Tf":
			if len(args) == 2 {
				g.fontName = args[0].Name()
				g.font = fontFor(g.fontName)
				g.size = num(args, 1)
			}
		case "TD":
			g.leading = -num(args, 1)
			fallthrough
		case "Td":
			tlm = translate(num(args, 0), num(args, 1)).mul(tlm)
			tm = tlm
		case "Tm":
			if len(args) == 6 {
				tlm = matrix{num(args, 0), num(args, 1), num(args, 2), num(args, 3), num(args, 4), num(args, 5)}
				tm = tlm
			}
		case "T*":
			nextLine()
		case "Tj":
			if len(args) == 1 {
				show(args[0].RawString())
			}
		case "'":
			if len(args) == 1 {
				nextLine()
				show(args[0].RawString())
			}
		case "\"":
			if len(args) == 3 {
				g.wordSp, g.charSp = num(args, 0), num(args, 1)
				nextLine()
				show(args[2].RawString())
			}
		case "Do":
			if len(args) != 1 || depth >= maxFormDepth || *forms <= 0 {
				return
			}
			form := resources.Key("XObject").Key(args[0].Name())
			if form.Key("Subtype").Name() != "Form" {
				return // an image
			}
			m := identity
			if fm := form.Key("Matrix"); fm.Len() == 6 {
				for i := range m {
					m[i] = fm.Index(i).Float64()
				}
			}
			res := form.Key("Resources")
			if res.IsNull() {
				res = resources
			}
			*forms--
			interpretText(form, res, m.mul(g.ctm), depth+1, forms, runs)
		case "TJ":
			if len(args) != 1 {
				return
			}
			arr := args[0]
			for i := 0; i < arr.Len(); i++ {
				x := arr.Index(i)
				if x.Kind() == pdf.String {
					show(x.RawString())
				} else {
					tm = translate(-x.Float64()/1000*g.size*g.scale, 0).mul(tm)
				}
			}
		}
	})
}
