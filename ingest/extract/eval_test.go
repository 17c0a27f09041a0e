package extract

import (
	"github.com/corroborate/corroborate/ingest/segment"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// annotated is one hand-annotated entity of an evaluation article: its type and every form the
// text uses for it.
type annotated struct {
	typ   string
	forms []string
}

// occurrence is an expected mention: a span of the article and the type it must get.
type occurrence struct {
	start, end int
	typ        string
}

// expectedMentions finds every occurrence of every annotated form, longest forms first. A
// shorter form inside a longer one is not a mention of its own, except a place named inside
// an organisation's name after "of"/"for" ("High Court of Kenya" also names Kenya).
func expectedMentions(body string, ann []annotated) []occurrence {
	type form struct{ text, typ string }
	var forms []form
	for _, a := range ann {
		for _, f := range a.forms {
			forms = append(forms, form{f, a.typ})
		}
	}
	sort.SliceStable(forms, func(i, j int) bool { return len(forms[i].text) > len(forms[j].text) })
	var out []occurrence
	for _, f := range forms {
		for off := 0; ; {
			i := strings.Index(body[off:], f.text)
			if i < 0 {
				break
			}
			s, e := off+i, off+i+len(f.text)
			off = e
			if !boundary(body, s, e) {
				continue
			}
			inside := false
			for _, o := range out {
				if s < o.end && e > o.start {
					outer := body[o.start:o.end]
					nested := f.typ == "PLACE" && (strings.Contains(outer, " of "+f.text) || strings.Contains(outer, " for "+f.text))
					if !nested {
						inside = true
					}
				}
			}
			if !inside {
				out = append(out, occurrence{s, e, f.typ})
			}
		}
	}
	return out
}

func loadAnnotations(t *testing.T, path string) []annotated {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var out []annotated
	for line := range strings.SplitSeq(strings.TrimSpace(string(data)), "\n") {
		parts := strings.Split(line, "|")
		if len(parts) < 2 {
			t.Fatalf("%s: bad line %q", path, line)
		}
		out = append(out, annotated{typ: parts[0], forms: parts[1:]})
	}
	return out
}

// TestEvaluation measures mention recall with the right type and mention precision on
// hand-annotated articles written for this purpose (not the seeds). testdata/eval was used while
// developing the rules; testdata/heldout was written and annotated before the rules saw it.
// floors are the lowest recall and precision a set may fall to; a set not listed has 0.85.
// They sit just under the figures measured when the set was added, so a regression fails.
var floors = map[string][2]float64{"heldout19": {0.83, 0.86}, "heldout24": {0.85, 0.87}, "heldout32": {0.82, 0.86},
	"heldout42": {0.82, 0.82}, "heldout58": {0.83, 0.86}, "heldout60": {0.8, 0.81},
	"heldout61": {0.77, 0.8}, "heldout73": {0.85, 0.9}, "heldout74": {0.82, 0.85}, "heldout75": {0.9, 0.92}, "heldout76": {0.92, 0.96}, "heldout77": {0.92, 0.92}, "heldout78": {0.87, 0.88}, "heldout79": {0.81, 0.86}, "heldout80": {0.91, 0.94}, "heldout81": {0.86, 0.91}, "heldout82": {0.84, 0.86}, "heldout83": {0.78, 0.83}, "heldout84": {0.85, 0.86}, "heldout85": {0.86, 0.89}, "heldout86": {0.85, 0.86}, "heldout87": {0.81, 0.86}, "heldout88": {0.85, 0.86}, "heldout89": {0.81, 0.89}, "heldout90": {0.82, 0.88}, "heldout91": {0.83, 0.81}, "heldout92": {0.86, 0.88}, "heldout94": {0.85, 0.86}, "heldout95": {0.82, 0.86}, "heldout99": {0.82, 0.84}, "heldout101": {0.82, 0.83}, "heldout102": {0.84, 0.88}, "heldout104": {0.86, 0.85}, "heldout109": {0.85, 0.87}, "heldout110": {0.82, 0.92}, "heldout111": {0.77, 0.82}, "heldout112": {0.88, 0.89}, "heldout113": {0.86, 0.9}, "heldout115": {0.77, 0.8}, "heldout118": {0.84, 0.85}, "heldout122": {0.8, 0.81}, "heldout135": {0.82, 0.9}, "heldout143": {0.83, 0.86}, "heldout146": {0.82, 0.9}, "heldout158": {0.83, 0.9}, "heldout159": {0.82, 0.87}, "heldout188": {0.84, 0.86}, "heldout189": {0.83, 0.88}, "heldout191": {0.83, 0.9}, "heldout214": {0.84, 0.86}, "heldout220": {0.84, 0.9}, "heldout224": {0.83, 0.9},
	"heldout229": {0.93, 0.93}, "heldout230": {0.82, 0.86}, "heldout231": {0.91, 0.93}, "heldout232": {0.91, 0.96}, "heldout233": {0.92, 0.95}, "heldout234": {0.87, 0.86}, "heldout235": {0.87, 0.9}, "heldout236": {0.85, 0.9}, "heldout237": {0.89, 0.9}, "heldout238": {0.88, 0.89}, "heldout239": {0.88, 0.84}, "heldout240": {0.91, 0.96}, "heldout241": {0.91, 0.9}, "heldout242": {0.92, 0.91}, "heldout243": {0.9, 0.92}, "heldout244": {0.9, 0.92},
	"heldout245": {0.88, 0.88}, "heldout246": {0.89, 0.91}, "heldout247": {0.87, 0.9}, "heldout248": {0.9, 0.94}, "heldout249": {0.92, 0.93}, "heldout250": {0.88, 0.92}, "heldout251": {0.89, 0.89}, "heldout252": {0.89, 0.93}, "heldout253": {0.87, 0.85}, "heldout254": {0.84, 0.88}, "heldout255": {0.93, 0.93}, "heldout256": {0.9, 0.91}, "heldout257": {0.85, 0.86}, "heldout258": {0.87, 0.89}, "heldout259": {0.84, 0.84}, "heldout260": {0.9, 0.93},
	"heldout261": {0.91, 0.93}, "heldout262": {0.9, 0.92}, "heldout263": {0.92, 0.93}, "heldout264": {0.89, 0.91}, "heldout265": {0.92, 0.93}, "heldout266": {0.85, 0.88}, "heldout267": {0.91, 0.91}, "heldout268": {0.82, 0.83}, "heldout269": {0.92, 0.95}, "heldout270": {0.9, 0.9}, "heldout271": {0.92, 0.94}, "heldout272": {0.94, 0.97}, "heldout273": {0.89, 0.92}, "heldout274": {0.93, 0.95}, "heldout275": {0.87, 0.91}, "heldout276": {0.86, 0.94},
	"heldout277": {0.94, 0.95}, "heldout278": {0.87, 0.84}, "heldout279": {0.89, 0.89}, "heldout280": {0.9, 0.9}, "heldout281": {0.88, 0.88}, "heldout282": {0.85, 0.9}, "heldout283": {0.92, 0.91}, "heldout284": {0.86, 0.9}, "heldout285": {0.92, 0.93}, "heldout286": {0.9, 0.93}, "heldout287": {0.91, 0.92}, "heldout288": {0.91, 0.93}, "heldout289": {0.92, 0.95}, "heldout290": {0.91, 0.94}, "heldout291": {0.93, 0.94}, "heldout292": {0.88, 0.88},
	"heldout293": {0.94, 0.96}, "heldout294": {0.9, 0.9}, "heldout295": {0.85, 0.87}, "heldout296": {0.91, 0.95}, "heldout297": {0.87, 0.94}, "heldout298": {0.94, 0.97}, "heldout299": {0.87, 0.91}, "heldout300": {0.91, 0.95}, "heldout301": {0.88, 0.94}, "heldout302": {0.87, 0.91}, "heldout303": {0.9, 0.91}, "heldout304": {0.93, 0.97}, "heldout305": {0.92, 0.93}, "heldout306": {0.95, 0.92}, "heldout307": {0.93, 0.94}, "heldout308": {0.91, 0.91},
}

func TestEvaluation(t *testing.T) {
	// Every folder of testdata holding .ann files is a set: a new one is measured as soon as it lands.
	var expected, found, extracted, correct int
	sets, _ := filepath.Glob(filepath.Join("testdata", "*", "*.ann"))
	seen := map[string]bool{}
	for _, ann := range sets {
		dir := filepath.Dir(ann)
		if seen[dir] {
			continue
		}
		seen[dir] = true
		t.Run(filepath.Base(dir), func(t *testing.T) {
			e, f, x, c := evaluate(t, dir)
			expected, found, extracted, correct = expected+e, found+f, extracted+x, correct+c
		})
	}
	t.Logf("all sets: recall with right type %d/%d = %.3f, precision %d/%d = %.3f",
		found, expected, float64(found)/float64(expected), correct, extracted, float64(correct)/float64(extracted))
}

// evaluate measures one set and returns its expected, found, extracted and correct mentions.
func evaluate(t *testing.T, dir string) (expected, found, extracted, correct int) {
	files, _ := filepath.Glob(filepath.Join(dir, "*.txt"))
	if len(files) == 0 {
		t.Fatalf("no evaluation articles in %s", dir)
	}
	for _, f := range files {
		body, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		want := expectedMentions(string(body), loadAnnotations(t, strings.TrimSuffix(f, ".txt")+".ann"))
		got := map[[2]int]string{}
		for _, e := range Entities(string(body), segment.Sentences(string(body))) {
			for _, m := range e.Mentions {
				got[[2]int{m.Start, m.End}] = string(e.Type)
			}
		}
		wantAt := map[[2]int]string{}
		for _, o := range want {
			wantAt[[2]int{o.start, o.end}] = o.typ
			if got[[2]int{o.start, o.end}] == o.typ {
				found++
			} else {
				t.Logf("%s: missed %s %q (got %q)", filepath.Base(f), o.typ, body[o.start:o.end], got[[2]int{o.start, o.end}])
			}
		}
		expected += len(want)
		for span, typ := range got {
			extracted++
			if wantAt[span] == typ {
				correct++
			} else {
				t.Logf("%s: spurious %s %q", filepath.Base(f), typ, body[span[0]:span[1]])
			}
		}
	}
	recall := float64(found) / float64(expected)
	precision := float64(correct) / float64(extracted)
	t.Logf("mentions: expected %d, extracted %d; recall with right type %.3f, precision %.3f", expected, extracted, recall, precision)
	floor, ok := floors[filepath.Base(dir)]
	if !ok {
		floor = [2]float64{0.85, 0.85}
	}
	if recall < floor[0] || precision < floor[1] {
		t.Errorf("quality below floor %.2f / %.2f: recall %.3f precision %.3f", floor[0], floor[1], recall, precision)
	}
	return expected, found, extracted, correct
}
