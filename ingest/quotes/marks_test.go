package quotes

import (
	"reflect"
	"testing"
)

func TestFindPairs(t *testing.T) {
	tests := []struct {
		name string
		body string
		want []string // quoted words, marks excluded
	}{
		{"straight", `He said "yes" and "no".`, []string{"yes", "no"}},
		{"curly", `“We knew,” she said. “We always knew.”`, []string{"We knew,", "We always knew."}},
		{"apostrophes only", `They don't know the report's author or the '90s rules, nor rock 'n' roll.`, nil},
		{"single partial", `She called the victims' claims 'fair' and left.`, []string{"fair"}},
		{"curly single", `He called it ‘a farce’, then laughed at the board’s reply.`, []string{"a farce"}},
		{"nested single in double", `"They told us 'wait', so we waited," he said.`, []string{`They told us 'wait', so we waited,`}},
		{"nested double in single", `‘He said “never” to me,’ she said.`, []string{`He said “never” to me,`}},
		{"unbalanced dropped", "He said \"yes and left.\nNext line has none.", nil},
		{"continued paragraph", "\"First part.\n\n\"Second part.\"", []string{"First part.", "Second part."}},
		{"soft wrap", "\"This runs over a\nwrapped line,\" he said.", []string{"This runs over a\nwrapped line,"}},
		{"mistyped closing mark opens", `He said ”yes” twice.`, []string{"yes"}},
		{"curly opened, straight closed", "“We lost,\" he said. \"We will win.” Done.", []string{"We lost,", "We will win."}},
		{"straight inside curly stays inside", "“He said \"no\" twice,” she said.", []string{`He said "no" twice,`}},
		{"empty body", ``, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			for _, p := range findPairs(tt.body) {
				got = append(got, tt.body[p.open+p.openLen:p.close])
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("findPairs(%q) = %q, want %q", tt.body, got, tt.want)
			}
		})
	}
}
