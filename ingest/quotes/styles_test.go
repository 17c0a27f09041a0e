package quotes

import (
	"testing"

	"github.com/corroborate/corroborate"
)

// TestExtractStyles runs whole invented articles in the house styles of different outlets
// (American, British, wire copy) and checks every quote found.
func TestExtractStyles(t *testing.T) {
	P := corroborate.Person
	tests := []struct {
		name string
		body string
		ents []ent
		want []want
	}{
		{"wire copy",
			"WASHINGTON (AP) — Senator Rhea Collins said Tuesday that the bill \"will not pass this year,\" blaming House leaders for the delay.\n\n" +
				"\"We have done everything we can,\" Collins told reporters at the Capitol. \"The rest is up to them.\"\n\n" +
				"House Speaker Dan Morrow disagreed. \"The Senate had months to act,\" he said in a statement. \"They chose not to.\"\n\n" +
				"Asked whether she would support a compromise, Collins said: \"I'd look at anything reasonable.\"\n\n" +
				"The White House declined to comment. A spokesperson, Lina Ortiz, said only that the president \"remains hopeful.\"",
			[]ent{{"Rhea Collins", P, []string{"Rhea Collins", "Collins"}}, {"Dan Morrow", P, []string{"Dan Morrow", "Morrow"}}, {"Lina Ortiz", P, []string{"Lina Ortiz"}}},
			[]want{
				{"will not pass this year", "Rhea Collins", true},
				{"We have done everything we can", "Rhea Collins", false},
				{"The rest is up to them.", "Rhea Collins", false},
				{"The Senate had months to act", "Dan Morrow", false},
				{"They chose not to.", "Dan Morrow", false},
				{"I'd look at anything reasonable.", "Rhea Collins", false},
				{"remains hopeful.", "Lina Ortiz", true},
			}},
		{"british",
			"The prime minister’s spokesman said the claims were ‘categorically untrue’.\n\n" +
				"‘There is no truth in this whatsoever,’ he told journalists. ‘None.’\n\n" +
				"Labour’s Ellen Marsh called the response ‘astonishing’, adding: ‘The public deserves answers.’\n\n" +
				"Mr Grant, 52, who has denied wrongdoing, said through his lawyer that he would ‘vigorously defend’ himself.",
			[]ent{{"Ellen Marsh", P, []string{"Ellen Marsh"}}, {"Labour", corroborate.Org, []string{"Labour"}}, {"Tom Grant", P, []string{"Mr Grant"}}},
			[]want{
				{"categorically untrue", "The prime minister’s spokesman", true},
				{"There is no truth in this whatsoever", "The prime minister’s spokesman", false}, // "he": the spokesman just described
				{"None.", "The prime minister’s spokesman", false},
				{"astonishing", "Ellen Marsh", true},
				{"The public deserves answers.", "Ellen Marsh", false},
				{"vigorously defend", "Tom Grant", true},
			}},
		{"speaker introduces a quote running over paragraphs",
			"In a speech on Monday, the chief executive, Paolo Verdi, said:\n\n" +
				"\"This company has never been stronger. Our results speak for themselves.\n\n" +
				"\"We will keep investing in our people.\"",
			[]ent{{"Paolo Verdi", P, []string{"Paolo Verdi"}}},
			[]want{
				{"This company has never been stronger. Our results speak for themselves.", "Paolo Verdi", false},
				{"We will keep investing in our people.", "Paolo Verdi", false},
			}},
		{"titles and a colon without a speech verb",
			"\"It's a disaster,\" said Gov. Amy Tran of Oregon.\n" +
				"Prof. Kwame Mensah, an economist at the University of Ghana, was blunter: \"The numbers don't add up.\"",
			[]ent{{"Amy Tran", P, []string{"Amy Tran"}}, {"Kwame Mensah", P, []string{"Kwame Mensah"}}},
			[]want{
				{"It's a disaster", "Amy Tran", false},
				{"The numbers don't add up.", "Kwame Mensah", false},
			}},
		{"pronoun after a change of speaker",
			"\"We will appeal,\" said defence lawyer Mark Ruiz. Prosecutor Jane Holt said the verdict was fair. \"Justice was done,\" she said.",
			[]ent{{"Mark Ruiz", P, []string{"Mark Ruiz"}}, {"Jane Holt", P, []string{"Jane Holt"}}},
			[]want{{"We will appeal", "Mark Ruiz", false}, {"Justice was done", "Jane Holt", false}}},
		{"quote broken by its attribution",
			"Ana Lopes paused. \"The problem,\" she said, \"is money.\"",
			[]ent{{"Ana Lopes", P, []string{"Ana Lopes"}}},
			[]want{{"The problem", "Ana Lopes", false}, {"is money.", "Ana Lopes", false}}},
		{"titles of works and names in quotes are not speech",
			"Her book \"The Long Walk Home\" sold well, and the \"Arab Spring\" began soon after.",
			nil, nil},
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

func TestExtractSentenceBefore(t *testing.T) {
	doe := ent{"Jane Doe", corroborate.Person, []string{"Jane Doe", "Doe"}}
	tests := []struct {
		name string
		body string
		want want
	}{
		{"reported speech names the speaker", `Doe told the BBC she was not surprised. "We saw this coming."`, want{"We saw this coming.", "Jane Doe", false}},
		{"person after the verb is not the speaker", `Police said Doe was arrested on Monday. "He is a danger."`, want{"He is a danger.", "", false}},
		{"no speech verb", `Doe arrived on Monday. "We saw this coming."`, want{"We saw this coming.", "", false}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Extract(tt.body, nil, entities(tt.body, doe))
			checkSpans(t, tt.body, got)
			if len(got) != 1 || got[0].Text != tt.want.text || got[0].Speaker != tt.want.speaker || got[0].Partial != tt.want.partial {
				t.Fatalf("got\n%swant %+v", dump(got), tt.want)
			}
		})
	}
}

func TestExtractClauses(t *testing.T) {
	doe := ent{"Jane Doe", corroborate.Person, []string{"Jane Doe", "Doe"}}
	tests := []struct {
		name string
		body string
		want []want
	}{
		{"a clause is not a speaker", `Jane Doe stood. "That is all." She then left the room and said nothing.`,
			[]want{{"That is all.", "", false}}},
		{"pronoun before the reporting verb", `Jane Doe lost the case. In a statement, she called the ruling "a disgrace".`,
			[]want{{"a disgrace", "Jane Doe", true}}},
		{"joint speakers give the first person named", `"We agree," Doe and Roe said.`,
			[]want{{"We agree", "Jane Doe", false}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Extract(tt.body, nil, entities(tt.body, doe))
			checkSpans(t, tt.body, got)
			if len(got) != len(tt.want) {
				t.Fatalf("got\n%swant %+v", dump(got), tt.want)
			}
			for i, w := range tt.want {
				if got[i].Text != w.text || got[i].Speaker != w.speaker || got[i].Partial != w.partial {
					t.Errorf("got\n%swant %+v", dump(got), tt.want)
				}
			}
		})
	}
}

func TestExtractPronounChains(t *testing.T) {
	tests := []struct {
		name string
		body string
		ents []ent
		want []want
	}{
		{"it is the organisation", "Northwind Energy said in a statement that it regretted the leak.\n\n“We are cleaning the site,” it said. “Nobody was hurt,” it added.",
			[]ent{north}, []want{{"We are cleaning the site", "Northwind Energy", false}, {"Nobody was hurt", "Northwind Energy", false}}},
		{"it with no organisation stays unknown", `"We are cleaning the site," it said.`, nil, []want{{"We are cleaning the site", "", false}}},
		{"she after a run of quotes",
			"Lena Park spoke for an hour.\n\nShe told the crowd: ‘We lost. We tried. We failed. We learned.’\n\nShe then added: ‘We will be back.’",
			[]ent{park}, []want{{"We lost. We tried. We failed. We learned.", "Lena Park", false}, {"We will be back.", "Lena Park", false}}},
		{"single quote running over paragraphs",
			"Lena Park explained: ‘It was hard.\n\n‘It is over now.’",
			[]ent{park}, []want{{"It was hard.", "Lena Park", false}, {"It is over now.", "Lena Park", false}}},
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

func TestExtractReferences(t *testing.T) {
	nasir := ent{"Omar Nasir", corroborate.Person, []string{"Omar Nasir", "Nasir"}}
	tests := []struct {
		name string
		body string
		ents []ent
		want []want
	}{
		{"epithet for the person just named", "Coach Omar Nasir was proud of his players.\n\n“We fought hard,” said the former national skipper.",
			[]ent{nasir}, []want{{"We fought hard", "Omar Nasir", false}}},
		{"age epithet", "Omar Nasir left the club in May. “It was time,” the 44-year-old said.",
			[]ent{nasir}, []want{{"It was time", "Omar Nasir", false}}},
		{"an office is someone else", "Omar Nasir left the club in May. “It was time,” the president said.",
			[]ent{nasir}, []want{{"It was time", "the president", false}}},
		{"a spokesman is someone new", "Omar Nasir left the club in May. “It was time,” the spokesman said.",
			[]ent{nasir}, []want{{"It was time", "the spokesman", false}}},
		{"honorifics tell he from she", "Mr Ruiz says Ms Holt cannot be trusted. \"Nobody believes her,\" he said.",
			[]ent{{"Mark Ruiz", corroborate.Person, []string{"Ruiz"}}, {"Jane Holt", corroborate.Person, []string{"Holt"}}},
			[]want{{"Nobody believes her", "Mark Ruiz", false}}},
		{"speaker at the end of a long introduction", "Jane Holt spoke first. She repeated it on Friday before the vote when she said: \"I rule it out.\"",
			[]ent{{"Jane Holt", corroborate.Person, []string{"Jane Holt"}}}, []want{{"I rule it out.", "Jane Holt", false}}},
		{"a name that is also a modal", "When asked what her plan was, May said: “I am proposing a deal.”",
			[]ent{{"Theresa May", corroborate.Person, []string{"May"}}}, []want{{"I am proposing a deal.", "Theresa May", false}}},
		{"first name in features", "“We were patient,” Omar added.",
			[]ent{{"Omar Nasir", corroborate.Person, nil}}, []want{{"We were patient", "Omar Nasir", false}}},
		{"he after naming several others goes on with the speaker",
			"“We played well,” Omar Nasir said.\nThe goals came from Ali Ramos, Ben Ortiz and Carl Weber.\n“Nobody should doubt the forwards,” he said.",
			[]ent{nasir, {"Ali Ramos", corroborate.Person, []string{"Ali Ramos"}}, {"Ben Ortiz", corroborate.Person, []string{"Ben Ortiz"}}, {"Carl Weber", corroborate.Person, []string{"Carl Weber"}}},
			[]want{{"We played well", "Omar Nasir", false}, {"Nobody should doubt the forwards", "Omar Nasir", false}}},
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
