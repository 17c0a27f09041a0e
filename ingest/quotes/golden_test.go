package quotes

import (
	"strings"
	"testing"

	"github.com/corroborate/corroborate"
	"github.com/corroborate/corroborate/ingest/segment"
)

// seedPeople are the entities a reader of the seeds would list, built by hand because the
// entity stage is tested elsewhere; names that do not occur in a seed yield no mentions.
func seedPeople(body string) []corroborate.Entity {
	P, O := corroborate.Person, corroborate.Org
	return entities(body,
		ent{"David Crane", P, []string{"David Crane", "Crane"}},
		ent{"Desmond de Silva", P, []string{"Sir Desmond de Silva", "Desmond de Silva", "de Silva", "De Silva"}},
		ent{"Geoffrey Nice", P, []string{"Professor Sir Geoffrey Nice", "Sir Geoffrey Nice", "Geoffrey Nice"}},
		ent{"Stuart Hamilton", P, []string{"Stuart Hamilton"}},
		ent{"Navi Pillay", P, []string{"Navi Pillay", "Pillay"}},
		ent{"William Hague", P, []string{"William Hague"}},
		ent{"Bashar al-Assad", P, []string{"Bashar Al-Assad", "Bashar al-Assad", "Assad"}},
		ent{"Charles Taylor", P, []string{"Charles Taylor", "Taylor"}},
		ent{"Slobodan Milosevic", P, []string{"Slobodan Milosevic"}},
		ent{"Bassam Abu Abdullah", P, []string{"Bassam Abu Abdullah"}},
		ent{"Marie Harf", P, []string{"Marie Harf"}},
		ent{"Christiane Amanpour", P, []string{"Christiane Amanpour"}},
		ent{"Caesar", P, []string{"Caesar"}},
		ent{"CNN", O, []string{"CNN"}},
		ent{"Human Rights Watch", O, []string{"Human Rights Watch", "HRW"}},
		ent{"Carter-Ruck", O, []string{"Carter-Ruck"}},
	)
}

// golden is a hand-checked quote of a seed: the start of its words, its speaker, partial or not.
type golden struct {
	prefix  string
	speaker string
	partial bool
}

// seedGolden lists, per seed, every quote a careful reader finds, in order, with the speaker the
// text gives. Quoted names ("Caesar") are not quotes. Where the source is an unnamed group the
// speaker is unknown ("").
var seedGolden = map[string][]golden{
	"000": {
		{"systematic torture and killing", "", true},
		{"This is a smoking gun", "David Crane", false},
		{"Any prosecutor would like", "David Crane", false},
		{"killed detainees.", "", true},
		{"This evidence could underpin a charge", "Desmond de Silva", false},
		{"Of course, it's not for us", "Desmond de Silva", false},
		{"Branch of security service", "the report", true},
		{"heart attack", "", true},
		{"breathing problems.", "", true},
		{"Ultimately, the validity", "Desmond de Silva", false},
		{"We, the team, were very conscious", "Desmond de Silva", false},
		{"We approached our task", "Desmond de Silva", false},
		{"revealed no signs of being", "the lawyers", true},
		{"All we can do is put the ammunition in the pistol", "Desmond de Silva", false},
		{"It is for others to aim it", "Desmond de Silva", false},
	},
	"001": {
		{"direct evidence", "", true},
		{"systematic torture and killing", "", true},
		{"This is a smoking gun", "David Crane", false},
		{"Any prosecutor would like", "David Crane", false},
		{"reminiscent of the pictures", "Desmond de Silva", true},
		{"This evidence could underpin a charge", "Desmond de Silva", false},
		{"Of course, it's not for us", "Desmond de Silva", false},
		{"killed detainees.", "", true},
		{"looked like a slaughterhouse", "the report", true},
		{"the killings were systematic", "the report's authors", true},
		{"It's a callous, industrial machine", "David Crane", false},
		{"It is industrial age mass killing.", "David Crane", false},
		{"orders to execute individuals", "", true},
		{"formal analysis", "", true},
		{"This is not just somebody who is thin", "Stuart Hamilton", false},
		{"This is somebody who has been really starved.", "Stuart Hamilton", false},
		{"Strangulation of this kind", "the report", false},
		{"at the highest level", "Navi Pillay", true},
		{"the scale and viciousness", "Navi Pillay", true},
	},
	"002": {
		{"smoking gun", "Desmond de Silva", true},
		{"industrial-scale", "Desmond de Silva", true},
		{"The pictures show over a period", "Desmond de Silva", false},
		{"very significant percentage", "", true},
		{"informed the inquiry team", "the report", true},
		{"rigorous scrutiny", "The authors of the report", true},
		{"There came a point a few months ago", "Desmond de Silva", false},
		{"amazing", "David Crane", true},
		{"Now we have direct evidence", "David Crane", false},
		{"This is the first provable", "David Crane", false},
	},
	"003": {
		{"systemic killing", "", true},
		{"killed detainees", "", true},
		{"breathing problems.", "", true},
		{"further evidence of the systematic violence", "William Hague", true},
	},
	"004": {
		{"systematic", "", true},
		{"We're talking about very experienced people", "David Crane", false},
		{"We've had professional killers", "Bassam Abu Abdullah", false},
	},
}

// checkGolden compares the quotes got from a seed with its hand-checked list and returns how
// many are right out of how many.
func checkGolden(t *testing.T, id, body string, got []corroborate.Quote) (right, total int) {
	t.Helper()
	checkSpans(t, body, got)
	want := seedGolden[id]
	if len(got) != len(want) {
		t.Errorf("seed %s: got %d quotes, want %d:\n%s", id, len(got), len(want), dump(got))
	}
	for i, w := range want {
		total++
		if i >= len(got) {
			continue
		}
		g := got[i]
		if !strings.HasPrefix(g.Text, w.prefix) || g.Speaker != w.speaker || g.Partial != w.partial {
			t.Errorf("seed %s quote %d = {%.40q, %q, partial %v}, want {%q, %q, partial %v}", id, i, g.Text, g.Speaker, g.Partial, w.prefix, w.speaker, w.partial)
			continue
		}
		right++
	}
	return right, total
}

// seedIDs are the seeds with a golden list.
var seedIDs = []string{"000", "001", "002", "003", "004"}

func TestGoldenSeeds(t *testing.T) {
	right, total := 0, 0
	for _, id := range seedIDs {
		body := seed(t, id)
		r, n := checkGolden(t, id, body, Extract(body, segment.Sentences(body), seedPeople(body)))
		right, total = right+r, total+n
	}
	t.Logf("hand-built entities: seed quotes right %d/%d", right, total)
}

// requiredQuotes are the attributions the issue names.
var requiredQuotes = []struct {
	seed, text, speaker string
}{
	{"000", "This is a smoking gun", "David Crane"},
	{"000", "All we can do is put the ammunition in the pistol", "Desmond de Silva"},
	{"001", "This evidence could underpin a charge of crimes against humanity", "Desmond de Silva"},
}

// checkRequired asserts the required attributions among the quotes of each seed.
func checkRequired(t *testing.T, quotesOf func(body string) []corroborate.Quote) {
	t.Helper()
	for _, tt := range requiredQuotes {
		body := seed(t, tt.seed)
		var found bool
		for _, q := range quotesOf(body) {
			if strings.HasPrefix(q.Text, tt.text) {
				found = true
				if q.Speaker != tt.speaker {
					t.Errorf("seed %s %q: speaker %q, want %q", tt.seed, tt.text, q.Speaker, tt.speaker)
				}
			}
		}
		if !found {
			t.Errorf("seed %s: quote %q not found", tt.seed, tt.text)
		}
	}
}

func TestGoldenRequired(t *testing.T) {
	checkRequired(t, func(body string) []corroborate.Quote {
		return Extract(body, segment.Sentences(body), seedPeople(body))
	})
}
