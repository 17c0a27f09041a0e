package quotes

import (
	"testing"

	"github.com/corroborate/corroborate"
)

// TestExtractSubjects covers speakers named away from a speech verb: a name broken by a quoted
// nickname, a description as the subject of a partial quote, a source named in the sentence
// after the quote, a sentence that frames the quote, and a named pair as "they".
func TestExtractSubjects(t *testing.T) {
	silva := ent{"Silva", corroborate.Person, []string{"Silva"}} // as recognition leaves it
	huey := ent{"Huey", corroborate.Person, []string{"Huey"}}
	khan := ent{"Ali Khan", corroborate.Person, []string{"Ali Khan", "Khan"}}
	tests := []struct {
		name string
		body string
		ents []ent
		want []want
	}{
		{"nickname inside a name", `Striker Ana "Rocket" Silva scored twice. "We kept going," Silva said.`,
			[]ent{silva}, []want{{"We kept going", "Ana Silva", false}}},
		{"nickname after initials, inverted verb", `Police have reopened the case. "It was never closed," said J.W. "Pete" Huey.`,
			[]ent{huey}, []want{{"It was never closed", "J.W. Huey", false}}},
		{"scare quote before a name is no nickname", `The so-called "Tiger" Silva said nothing. "No," Silva said.`,
			[]ent{silva}, []want{{"No", "Silva", false}}},
		{"description as subject of a partial quote", `The mayor said the closure was "a blow to the town".`,
			nil, []want{{"a blow to the town", "The mayor", true}}},
		{"opening phrase is not the subject", `On Monday, a union official called the offer "an insult".`,
			nil, []want{{"an insult", "a union official", true}}},
		{"passive reporting verb hides the source", `Critics say the plan, which is being described as "bold", will fail.`,
			nil, []want{{"bold", "", true}}},
		{"source in the next sentence", `"We will not give up." Those were the words of Omar Haddad after the vote.`,
			[]ent{haddad}, []want{{"We will not give up.", "Omar Haddad", false}}},
		{"next sentence without a source", `"We will not give up." That was painted on a wall near Omar Haddad's office.`,
			[]ent{haddad}, []want{{"We will not give up.", "", false}}},
		{"framing sentence", `The coach, Omar Haddad, was defiant. "We played well."`,
			[]ent{haddad}, []want{{"We played well.", "Omar Haddad", false}}},
		{"framing sentence after an apposition", `Omar Haddad, who scored twice, sounded calmer. "We played well."`,
			[]ent{haddad}, []want{{"We played well.", "Omar Haddad", false}}},
		{"object of the sentence before is no speaker", `Police questioned Omar Haddad. "We played well."`,
			[]ent{haddad}, []want{{"We played well.", "", false}}},
		{"they after a named pair", `Omar Haddad and his brother Ali Khan say they were never warned. "Nobody came," they said.`,
			[]ent{haddad, khan}, []want{{"Nobody came", "Omar Haddad", false}}},
		{"pronoun for a person described, not named", `Ali Khan said the road was closed. A resident, who gave only her first name, said the queue was long. "We waited all night," she said.`,
			[]ent{khan}, []want{{"We waited all night", "A resident", false}}},
		{"described person with a one-name apposition", `Omar Haddad still rows every day. His daughter, Mina, worries about him. "He never listens," she says.`,
			[]ent{haddad}, []want{{"He never listens", "Mina", false}}},
		{"described person of the other gender is not the antecedent", `Ms Lena Park runs the shop. Her son helps on Saturdays. "It is hard work," she said.`,
			[]ent{{"Lena Park", corroborate.Person, []string{"Ms Lena Park"}}}, []want{{"It is hard work", "Lena Park", false}}},
		{"description with an apposition before a partial quote", `The inspectors, who visited in May, wrote that the wards were "dangerously understaffed".`,
			nil, []want{{"dangerously understaffed", "The inspectors", true}}},
		{"dismissed as, with a time phrase after the subject", `The energy regulator on Friday dismissed the claims as "baseless".`,
			nil, []want{{"baseless", "The energy regulator", true}}},
		{"headline grammar names no one", "Minister hails \"historic\" deal\n\nThe deal was signed on Monday.",
			nil, []want{{"historic", "", true}}},
		{"framing sentence with a described subject", `A local resident, who did not want to be named, was less patient. "They should have come sooner."`,
			nil, []want{{"They should have come sooner.", "A local resident", false}}},
		{"a name qualifying a title is not the antecedent", `Riverton manager Omar Haddad would not blame the referee. "We were poor," he said.`,
			[]ent{{"Riverton", corroborate.Person, []string{"Riverton"}}, haddad}, []want{{"We were poor", "Omar Haddad", false}}},
		{"inverted verb, one of a group named in the apposition", `"We won," said one of the six, student Mina Sato, outside the court.`,
			[]ent{{"Mina Sato", corroborate.Person, []string{"Mina Sato"}}}, []want{{"We won", "Mina Sato", false}}},
		{"inverted verb, a clause after the comma names no one", `"We won," said the spokesman, adding that Omar Haddad had left.`,
			[]ent{haddad}, []want{{"We won", "the spokesman", false}}},
		{"name in the apposition before the verb of a partial quote", `The firm that runs the site, Northgate Ltd, said it was "reviewing" the plans.`,
			nil, []want{{"reviewing", "Northgate Ltd", true}}},
		{"it for an institution kept as written", `"No talks are planned," the foreign ministry said. It accused the press of "inventing a crisis".`,
			nil, []want{{"No talks are planned", "the foreign ministry", false}, {"inventing a crisis", "the foreign ministry", true}}},
		{"passive reporting verb: the subject is the target", `Omar Haddad was accused of "gross misconduct".`,
			[]ent{haddad}, []want{{"gross misconduct", "", true}}},
		{"a party, not an epithet for the person just named", `Her manager, Omar Haddad, spoke first. Refunds will follow, the promoter said, adding that it hoped to return "very soon".`,
			[]ent{haddad}, []want{{"very soon", "the promoter", true}}},
		{"they after a pair as object", `Police detained Omar Haddad and Ali Khan. "We acted within the law," they said.`,
			[]ent{haddad, khan}, []want{{"We acted within the law", "", false}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Extract(tt.body, nil, entities(tt.body, tt.ents...))
			checkSpans(t, tt.body, got)
			if len(got) != len(tt.want) {
				t.Fatalf("got %d quotes, want %d:\n%s", len(got), len(tt.want), dump(got))
			}
			for i, w := range tt.want {
				g := got[i]
				if g.Text != w.text || g.Speaker != w.speaker || g.Partial != w.partial {
					t.Errorf("quote %d = {%q, %q, partial %v}, want {%q, %q, partial %v}", i, g.Text, g.Speaker, g.Partial, w.text, w.speaker, w.partial)
				}
			}
		})
	}
}
