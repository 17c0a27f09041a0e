package segment_test

import (
	"github.com/corroborate/corroborate/internal/corpus"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/corroborate/corroborate"
	"github.com/corroborate/corroborate/ingest/segment"
)

func texts(body string, spans []corroborate.Span) []string {
	out := make([]string, len(spans))
	for i, s := range spans {
		out[i] = body[s.Start:s.End]
	}
	return out
}

func TestSentences(t *testing.T) {
	tests := []struct {
		name string
		body string
		want []string
	}{
		{"empty", "", []string{}},
		{"blank", "  \n\n \t", []string{}},
		{"two sentences", "The court met. It adjourned.", []string{"The court met.", "It adjourned."}},
		{"question and exclamation", "Was it true? Nobody knew! Then silence.",
			[]string{"Was it true?", "Nobody knew!", "Then silence."}},
		{"title before name", "Dr. Ann Lee and Mr. Bo Kim met Prof. Hale. They spoke.",
			[]string{"Dr. Ann Lee and Mr. Bo Kim met Prof. Hale.", "They spoke."}},
		{"acronym inside", "The U.S. Army said it would leave. Troops stayed.",
			[]string{"The U.S. Army said it would leave.", "Troops stayed."}},
		{"acronym at end", "He moved to the U.S. The family followed.",
			[]string{"He moved to the U.S.", "The family followed."}},
		{"initials", "The novel by J. K. Rowling sold well. Critics agreed.",
			[]string{"The novel by J. K. Rowling sold well.", "Critics agreed."}},
		{"middle initial", "George W. Bush spoke.", []string{"George W. Bush spoke."}},
		{"a lone capital after a lowercase word, then an acronym", "He wrote on X. NATO officials agreed.",
			[]string{"He wrote on X.", "NATO officials agreed."}},
		{"initial after a lowercase word", "It was written by J. Smith in Leeds.", []string{"It was written by J. Smith in Leeds."}},
		{"decimal", "The term was 4.5 years. It ended.", []string{"The term was 4.5 years.", "It ended."}},
		{"month before day", "It began on Jan. 22 in the capital. More followed.",
			[]string{"It began on Jan. 22 in the capital.", "More followed."}},
		{"number abbreviation", "See No. 10 Downing Street. It is old.",
			[]string{"See No. 10 Downing Street.", "It is old."}},
		{"saint", "They flew to St. Petersburg. It snowed.", []string{"They flew to St. Petersburg.", "It snowed."}},
		{"quote closes sentence", `He said "it is over." Then he left.`,
			[]string{`He said "it is over."`, "Then he left."}},
		{"curly quote closes sentence", "“This is proof.” The lawyer paused.",
			[]string{"“This is proof.”", "The lawyer paused."}},
		{"quote opens next", `It ended. "We won," she said.`, []string{"It ended.", `"We won," she said.`}},
		{"question in quote then attribution", `"Was it real?" he asked. Yes.`,
			[]string{`"Was it real?" he asked.`, "Yes."}},
		{"ellipsis continues lowercase", "We waited... and waited. Nothing.",
			[]string{"We waited... and waited.", "Nothing."}},
		{"ellipsis ends", "We waited… Nothing came.", []string{"We waited…", "Nothing came."}},
		{"e.g.", "Some tools, e.g. hammers, broke. Others held.",
			[]string{"Some tools, e.g. hammers, broke.", "Others held."}},
		{"company suffix inside", "Acme Inc. said profits rose. Shares fell.",
			[]string{"Acme Inc. said profits rose.", "Shares fell."}},
		{"company suffix at end", "He sold it to Acme Inc. The deal closed.",
			[]string{"He sold it to Acme Inc.", "The deal closed."}},
		{"time", "It started at 5 p.m. The crowd left at 9 p.m. Monday.",
			[]string{"It started at 5 p.m.", "The crowd left at 9 p.m. Monday."}},
		{"year ends sentence", "The war began in 2011. Thousands fled.",
			[]string{"The war began in 2011.", "Thousands fled."}},
		{"numbered item", "1. Introduction", []string{"1. Introduction"}},
		{"web address", "Visit example.com for more. Thanks.", []string{"Visit example.com for more.", "Thanks."}},
		{"newline ends passage", "Headline Without Period\nThe story starts here. It goes on.",
			[]string{"Headline Without Period", "The story starts here.", "It goes on."}},
		{"paragraphs", "First paragraph ends.\n\n  Second one starts.  \n",
			[]string{"First paragraph ends.", "Second one starts."}},
		{"parenthesis", "The toll rose (see above). Aid came.", []string{"The toll rose (see above).", "Aid came."}},
		{"unicode spaces", "\u00a0It rained.\u00a0It poured.\u3000", []string{"It rained.", "It poured."}},
		{"no terminator", "just words", []string{"just words"}},
		{"terminator at end only", "Done!", []string{"Done!"}},
		{"dash photo credit", "Photo: JANE ROE / AGENCY", []string{"Photo: JANE ROE / AGENCY"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := texts(tt.body, segment.Sentences(tt.body))
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("Sentences(%q)\n got  %q\n want %q", tt.body, got, tt.want)
			}
		})
	}
}

func TestSentencesLong(t *testing.T) {
	clause := "the witness described the place, the guards and the routine in great detail"
	var b strings.Builder
	for b.Len() < 5000 {
		b.WriteString(clause)
		b.WriteString("; ")
	}
	b.WriteString("end.")
	body := b.String()
	spans := segment.Sentences(body)
	if len(spans) < 5 {
		t.Fatalf("got %d passages, want the 5000-byte sentence cut into at least 5", len(spans))
	}
	checkSpans(t, body, spans)
	for _, s := range spans[:len(spans)-1] {
		if !strings.HasSuffix(body[s.Start:s.End], ";") {
			t.Errorf("passage %q not cut at a clause boundary", body[s.Start:s.End])
		}
	}

	// No spaces at all: still cut, on rune boundaries.
	body = strings.Repeat("é", 3000)
	spans = segment.Sentences(body)
	if len(spans) < 6 {
		t.Fatalf("got %d passages, want at least 6", len(spans))
	}
	checkSpans(t, body, spans)
}

// checkSpans asserts the properties every result must have.
func checkSpans(t *testing.T, body string, spans []corroborate.Span) {
	t.Helper()
	prev := 0
	for i, s := range spans {
		if s.Start < prev || s.End <= s.Start || s.End > len(body) {
			t.Fatalf("span %d %+v out of order or empty (previous end %d, body %d bytes)", i, s, prev, len(body))
		}
		text := body[s.Start:s.End]
		if s.End-s.Start > segment.MaxPassageBytes {
			t.Errorf("span %d is %d bytes, over %d", i, s.End-s.Start, segment.MaxPassageBytes)
		}
		if strings.Contains(text, "\n") {
			t.Errorf("span %d %q crosses a newline", i, text)
		}
		if utf8.ValidString(body) && !utf8.ValidString(text) {
			t.Errorf("span %d %q splits a rune", i, text)
		}
		if r, _ := utf8.DecodeRuneInString(text); unicode.IsSpace(r) {
			t.Errorf("span %d %q starts with whitespace", i, text)
		}
		if r, _ := utf8.DecodeLastRuneInString(text); unicode.IsSpace(r) {
			t.Errorf("span %d %q ends with whitespace", i, text)
		}
		prev = s.End
	}
	// Every non-space byte is in some span: segmentation loses no text.
	covered := make([]bool, len(body))
	for _, s := range spans {
		for i := s.Start; i < s.End; i++ {
			covered[i] = true
		}
	}
	for i, r := range body {
		if !covered[i] && !unicode.IsSpace(r) {
			t.Fatalf("byte %d (%q) is in no passage", i, r)
		}
	}
}

func corpusFiles(t testing.TB) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("testdata", "*.txt"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no testdata corpus: %v", err)
	}
	return files
}

func TestSentencesProperties(t *testing.T) {
	for _, name := range corpusFiles(t) {
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		body := string(data)
		spans := segment.Sentences(body)
		if len(spans) == 0 {
			t.Errorf("%s: no passages", name)
		}
		checkSpans(t, body, spans)
	}
}

func FuzzSentences(f *testing.F) {
	for _, name := range corpusFiles(f) {
		data, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(string(data))
	}
	f.Add("U.S. Dr. . .. ... … ?! \"“”’ 4.5 J. K. No. 5")
	f.Fuzz(func(t *testing.T, body string) {
		checkSpans(t, body, segment.Sentences(body))
	})
}

// seedFiles returns the seed articles (see internal/corpus).
func seedFiles(t *testing.T) []string { return corpus.Files(t) }

func TestSentencesSeeds(t *testing.T) {
	for _, name := range seedFiles(t) {
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		body := string(data)
		spans := segment.Sentences(body)
		checkSpans(t, body, spans)
		// News prose: most passages are whole sentences, ending in a terminator or a closing quote.
		ended := 0
		for _, s := range spans {
			text := body[s.Start:s.End]
			if strings.ContainsAny(text[len(text)-1:], ".!?\"”’") {
				ended++
			}
		}
		if len(spans) < 10 || ended*10 < len(spans)*8 {
			t.Errorf("%s: %d passages, %d end a sentence", filepath.Base(name), len(spans), ended)
		}
	}
}
