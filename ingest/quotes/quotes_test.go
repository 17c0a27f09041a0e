package quotes

import (
	"fmt"
	"strings"
	"testing"

	"github.com/corroborate/corroborate"
)

// want is an expected quote: its words, speaker and whether it is partial.
type want struct {
	text    string
	speaker string
	partial bool
}

var (
	olsen  = ent{"Maria Olsen", corroborate.Person, []string{"Maria Olsen", "Olsen"}}
	becker = ent{"Tom Becker", corroborate.Person, []string{"Tom Becker", "Becker"}}
	kranz  = ent{"Anna Kranz", corroborate.Person, []string{"Anna Kranz", "Kranz"}}
	park   = ent{"Lena Park", corroborate.Person, []string{"Lena Park", "Park"}}
	haddad = ent{"Omar Haddad", corroborate.Person, []string{"Omar Haddad", "Haddad"}}
	weiss  = ent{"Hana Weiss", corroborate.Person, []string{"Hana Weiss", "Weiss"}}
	moreau = ent{"Ines Moreau", corroborate.Person, []string{"Ines Moreau", "Moreau"}}
	alder  = ent{"Jon Alder", corroborate.Person, []string{"Jon Alder", "Alder"}}
	nair   = ent{"Priya Nair", corroborate.Person, []string{"Priya Nair", "Nair"}}
	north  = ent{"Northwind Energy", corroborate.Org, []string{"Northwind Energy", "Northwind"}}
	reut   = ent{"Reuters", corroborate.Org, []string{"Reuters"}}
)

func TestExtract(t *testing.T) {
	tests := []struct {
		name string
		body string
		ents []ent
		want []want
	}{
		{"said X after", `"We will not back down," said Maria Olsen, the union's president.`,
			[]ent{olsen}, []want{{"We will not back down", "Maria Olsen", false}}},
		{"X said, split quote", `"The figures are wrong," Olsen said. "Nobody checked them."`,
			[]ent{olsen}, []want{{"The figures are wrong", "Maria Olsen", false}, {"Nobody checked them.", "Maria Olsen", false}}},
		{"curly, told outlet", `“It was a mistake,” Tom Becker told Reuters.`,
			[]ent{becker, reut}, []want{{"It was a mistake", "Tom Becker", false}}},
		{"apposition then told someone's reporter", `"It was a mistake," Tom Becker, one of the board's members, told the network's Anna Kranz.`,
			[]ent{becker, kranz}, []want{{"It was a mistake", "Tom Becker", false}}},
		{"speaker before, colon", `Tom Becker, one of the board's members, told the BBC: “We knew.”`,
			[]ent{becker}, []want{{"We knew.", "Tom Becker", false}}},
		{"X said: before", `Becker said: "We will try again."`,
			[]ent{becker}, []want{{"We will try again.", "Tom Becker", false}}},
		{"adding", `Tom Becker told reporters the talks failed, adding, "We will try again."`,
			[]ent{becker}, []want{{"We will try again.", "Tom Becker", false}}},
		{"told then adding second quote", `"The talks failed," Tom Becker told reporters, adding, "We will try again."`,
			[]ent{becker}, []want{{"The talks failed", "Tom Becker", false}, {"We will try again.", "Tom Becker", false}}},
		{"according to, partial", `According to Anna Kranz, the deal was "dead on arrival."`,
			[]ent{kranz}, []want{{"dead on arrival.", "Anna Kranz", true}}},
		{"long title before the name", `"Whole streets are gone," county emergency management coordinator Anna Kranz said, describing the town.`,
			[]ent{kranz}, []want{{"Whole streets are gone", "Anna Kranz", false}}},
		{"according to inside the sentence", `The bodies, according to Anna Kranz, showed "signs of starvation".`,
			[]ent{kranz}, []want{{"signs of starvation", "Anna Kranz", true}}},
		{"according to after", `"The deal is dead," according to Anna Kranz.`,
			[]ent{kranz}, []want{{"The deal is dead", "Anna Kranz", false}}},
		{"she added", `Lena Park spoke at the rally on Sunday. "This is only the beginning," she added.`,
			[]ent{park}, []want{{"This is only the beginning", "Lena Park", false}}},
		{"he said, object named after preposition", `Omar Haddad met with the minister in Vienna. "We agreed on nothing," he said.`,
			[]ent{haddad}, []want{{"We agreed on nothing", "Omar Haddad", false}}},
		{"he said, ambiguous", `The talks between Tom Becker and Omar Haddad collapsed. "We agreed on nothing," he said.`,
			[]ent{becker, haddad}, []want{{"We agreed on nothing", "", false}}},
		{"he said, the given names tell who", `The talks between Lena Park and Omar Haddad collapsed. "We agreed on nothing," he said. "Nothing at all," she said.`,
			[]ent{park, haddad}, []want{{"We agreed on nothing", "Omar Haddad", false}, {"Nothing at all", "Lena Park", false}}},
		{"he said, pronoun chain", `Omar Haddad arrived late. "We lost," he said. The room was silent. "We lost badly," he added.`,
			[]ent{haddad}, []want{{"We lost", "Omar Haddad", false}, {"We lost badly", "Omar Haddad", false}}},
		{"they stays unknown", `The two lawyers said they were worried. "We saw enough," they said.`,
			nil, []want{{"We saw enough", "", false}}},
		{"organisation", `"We have no comment," Northwind Energy said.`,
			[]ent{north}, []want{{"We have no comment", "Northwind Energy", false}}},
		{"organisation alias", `"We have no comment," a statement from Northwind said.`,
			[]ent{north}, []want{{"We have no comment", "Northwind Energy", false}}},
		{"spokesman as written", `"No one was hurt," a police spokesman said.`,
			nil, []want{{"No one was hurt", "a police spokesman", false}}},
		{"the ministry as written", `"The claims are baseless," the ministry said in a statement.`,
			nil, []want{{"The claims are baseless", "the ministry", false}}},
		{"inverted with title", `"It is safe," said Dr. Hana Weiss, who led the study.`,
			[]ent{weiss}, []want{{"It is safe", "Hana Weiss", false}}},
		{"written name matches entity", `"It is safe," said Dr. Weiss.`,
			[]ent{{"Hana Weiss", corroborate.Person, nil}}, []want{{"It is safe", "Hana Weiss", false}}},
		{"partial called", `Olsen called the offer "an insult" and left the room.`,
			[]ent{olsen}, []want{{"an insult", "Maria Olsen", true}}},
		{"partial single with apostrophes", `Olsen said the union's 'final offer' wasn't final and the '90s deals don't count.`,
			[]ent{olsen}, []want{{"final offer", "Maria Olsen", true}}},
		{"partial, name after the reporting verb is not the speaker", `The panel claims Omar Haddad was "directly responsible" for it.`,
			[]ent{haddad}, []want{{"directly responsible", "The panel", true}}},
		{"partial, he said that", `Omar Haddad left early. He said the vote was "rigged from the start".`,
			[]ent{haddad}, []want{{"rigged from the start", "Omar Haddad", true}}},
		{"partial parenthetical", `The guard was "never seen again", the report said.`,
			nil, []want{{"never seen again", "the report", true}}},
		{"a contrastive clause after a partial quote is no attribution", "Anna Kranz, a neurologist, said the study was \"well designed\", though she noted that few patients took the drug.",
			[]ent{kranz}, []want{{"well designed", "Anna Kranz", true}}},
		{"a verb form after an article is no verb", "Anna Kranz led the study. In a written response, she said her team had \"removed every duplicate\" before counting.",
			[]ent{kranz}, []want{{"removed every duplicate", "Anna Kranz", true}}},
		{"a state speaks; a dateline's agency does not", "CAIRO (AFP) — Egypt on Wednesday dismissed the report as \"a politically motivated fabrication\".",
			[]ent{{"Egypt", corroborate.Place, []string{"Egypt"}}, {"AFP", corroborate.Org, []string{"AFP"}}}, []want{{"a politically motivated fabrication", "Egypt", true}}},
		{"a security service speaks as a body does", `In a statement, the VSB called the files "a crude falsification" and denied everything.`,
			[]ent{{"Vexland Security Bureau", corroborate.Branch, []string{"VSB"}}}, []want{{"a crude falsification", "Vexland Security Bureau", true}}},
		{"judgement verb after an apposition", `A spokesman for the board, Tom Becker, rejected the findings as "fabricated" and left.`,
			[]ent{becker}, []want{{"fabricated", "Tom Becker", true}}},
		{"sentence ending in a pronoun attribution, then the quote", "Tom Becker was held for a year. Guards beat them every night, he said. \"They counted us every morning.\"",
			[]ent{becker}, []want{{"They counted us every morning.", "Tom Becker", false}}},
		{"the person the sentence before reports speaks on, not the one quoted before", "\"We are relieved,\" Anna Kranz said.\n\nOlsen's brother, Tom Becker, who waited outside the ministry, said she had called. \"She laughed,\" he told the radio.",
			[]ent{kranz, becker, olsen}, []want{{"We are relieved", "Anna Kranz", false}, {"She laughed", "Tom Becker", false}}},
		{"scare quote, no speaker", `The company praised its "robust" checks.`,
			nil, []want{{"robust", "", true}}},
		{"label known as", `The informant, known as "Falcon", met them twice.`, nil, nil},
		{"label named single", `They met a source named 'Kestrel' in the port.`, nil, nil},
		{"label so-called", `Critics mocked the so-called "peace plan" at once.`, nil, nil},
		{"bare name", `"Kestrel" later fled the country.`, nil, nil},
		{"british single quotes", `‘It is over,’ said Priya Nair.`,
			[]ent{nair}, []want{{"It is over", "Priya Nair", false}}},
		{"nested quote stays inside", `"They told us 'wait', so we waited," said Jon Alder.`,
			[]ent{alder}, []want{{"They told us 'wait', so we waited", "Jon Alder", false}}},
		{"curly apostrophes inside", `“We don’t know what’s next,” Ines Moreau said.`,
			[]ent{moreau}, []want{{"We don’t know what’s next", "Ines Moreau", false}}},
		{"multi-paragraph quote", "\"First part of the statement,\" said Jon Alder. \"It goes on.\n\n\"And it ends here.\"",
			[]ent{alder}, []want{{"First part of the statement", "Jon Alder", false}, {"It goes on.", "Jon Alder", false}, {"And it ends here.", "Jon Alder", false}}},
		{"paragraph after a quote", "\"We lost,\" Jon Alder said.\n\n\"Next year will be different.\"",
			[]ent{alder}, []want{{"We lost", "Jon Alder", false}, {"Next year will be different.", "Jon Alder", false}}},
		{"paragraph after reported speech", "A spokeswoman, Ines Moreau, said the report was false.\n\n\"We reject every word of it.\"",
			[]ent{moreau}, []want{{"We reject every word of it.", "Ines Moreau", false}}},
		{"caption skipped", "Ines Moreau told reporters the plan had failed.\nPhoto: JOHN SMITH / AGENCY\n\"It failed because nobody funded it.\"",
			[]ent{moreau}, []want{{"It failed because nobody funded it.", "Ines Moreau", false}}},
		{"no attribution", `"Nothing will change."`, nil, []want{{"Nothing will change.", "", false}}},
		{"new sentence after quote is no attribution", `"The vote is final." Maria Olsen left the hall after the count, which officials said took hours.`,
			[]ent{olsen}, []want{{"The vote is final.", "", false}}},
		{"short attribution sentence", `"The vote is final." Olsen said.`,
			[]ent{olsen}, []want{{"The vote is final.", "Maria Olsen", false}}},
		{"question asked", `"Who pays?" asked Lena Park.`,
			[]ent{park}, []want{{"Who pays?", "Lena Park", false}}},
		{"speech verb list", `"It is late," Lena Park warned. "It is later," Omar Haddad insisted. "It is over," Hana Weiss wrote.`,
			[]ent{park, haddad, weiss}, []want{{"It is late", "Lena Park", false}, {"It is later", "Omar Haddad", false}, {"It is over", "Hana Weiss", false}}},
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

// checkSpans asserts the span contract: Text == body[Start:End], attribution spans inside body.
func checkSpans(t testing.TB, body string, qs []corroborate.Quote) {
	t.Helper()
	for _, q := range qs {
		if q.Start < 0 || q.End > len(body) || q.Start >= q.End || body[q.Start:q.End] != q.Text {
			t.Fatalf("bad span %d:%d for %q", q.Start, q.End, q.Text)
		}
		if q.SpeakerStart < 0 || q.SpeakerEnd > len(body) || q.SpeakerStart > q.SpeakerEnd {
			t.Fatalf("bad speaker span %d:%d for %q", q.SpeakerStart, q.SpeakerEnd, q.Text)
		}
		if q.SpeakerEnd > q.SpeakerStart && q.Speaker == "" {
			t.Fatalf("speaker span %d:%d without a speaker for %q", q.SpeakerStart, q.SpeakerEnd, q.Text)
		}
	}
}

func dump(qs []corroborate.Quote) string {
	var b strings.Builder
	for _, q := range qs {
		fmt.Fprintf(&b, "  {%q, %q, partial %v}\n", q.Text, q.Speaker, q.Partial)
	}
	return b.String()
}

func TestExtractMore(t *testing.T) {
	khan := ent{"Ali Khan", corroborate.Person, []string{"Ali Khan", "Khan"}}
	ministry := ent{"Ministry of Energy", corroborate.Org, []string{"Ministry of Energy", "ministry"}}
	tests := []struct {
		name string
		body string
		ents []ent
		want []want
	}{
		{"apposition names the person", `"The plant is safe," the ministry's spokesman, Ali Khan, said.`,
			[]ent{khan, ministry}, []want{{"The plant is safe", "Ali Khan", false}}},
		{"resumed lower-case quote", `"We are ready," Ali Khan said, "and we will not wait."`,
			[]ent{khan}, []want{{"We are ready", "Ali Khan", false}, {"and we will not wait.", "Ali Khan", false}}},
		{"no separator, no attribution", `"Black Friday" sales said to be up were down.`, nil, nil},
		{"according to a statement from an organisation", `"The plant is safe," according to a statement from the Ministry of Energy.`,
			[]ent{ministry}, []want{{"The plant is safe", "Ministry of Energy", false}}},
		{"according to, then said", `"The plant is safe," Khan said, according to local media.`,
			[]ent{khan}, []want{{"The plant is safe", "Ali Khan", false}}},
		{"said in a statement:", `Ali Khan said in a statement: "The plant is safe."`,
			[]ent{khan}, []want{{"The plant is safe.", "Ali Khan", false}}},
		{"a described spokesman running long, before and after the verb", `"The wind is the enemy," a spokesman for the provincial fire brigade said. "Calm," said a spokeswoman for the Ministry of Sugar Industry.`,
			nil, []want{{"The wind is the enemy", "a spokesman for the provincial fire brigade", false}, {"Calm", "a spokeswoman for the Ministry of Sugar Industry", false}}},
		{"a pronoun after a spokesperson described with a body's name", "A Foreign Ministry spokeswoman rejected the report. \"It is false,\" she told reporters.",
			nil, []want{{"It is false", "A Foreign Ministry spokeswoman", false}}},
		{"inverted, a spokesman for", `"The plant is safe," said a spokesman for the operator.`,
			nil, []want{{"The plant is safe", "a spokesman for the operator", false}}},
		{"surname only, entity unmentioned", `"The plant is safe," Khan told reporters.`,
			[]ent{{"Ali Khan", corroborate.Person, nil}}, []want{{"The plant is safe", "Ali Khan", false}}},
		{"surname shared by two people stays as written", `"The plant is safe," Khan told reporters.`,
			[]ent{{"Ali Khan", corroborate.Person, nil}, {"Sara Khan", corroborate.Person, nil}}, []want{{"The plant is safe", "Khan", false}}},
		{"exclamation then pronoun", `Ali Khan stood up. "Enough!" he shouted.`,
			[]ent{khan}, []want{{"Enough!", "Ali Khan", false}}},
		{"rank with a dot after an inverted verb", `"We are looking into it," said city police Sgt. Ali Khan.`,
			[]ent{khan}, []want{{"We are looking into it", "Ali Khan", false}}},
		{"place qualifying the speaker", `"We are looking into it," Riverton police said.`,
			[]ent{{"Riverton", corroborate.Place, []string{"Riverton"}}}, []want{{"We are looking into it", "Riverton police", false}}},
		{"person after a preposition is not the subject", `A spokesperson for Mayor Ali Khan would only confirm "a serious incident" had occurred.`,
			[]ent{khan}, []want{{"a serious incident", "A spokesperson for Mayor Ali Khan", true}}},
		{"sentence ended inside a previous quote", `"It is done." "Nothing more," Ali Khan said. “First.” “Second,” he added.`,
			[]ent{khan}, []want{{"It is done.", "Ali Khan", false}, {"Nothing more", "Ali Khan", false}, {"First.", "Ali Khan", false}, {"Second", "Ali Khan", false}}},
		{"attribution after the next quote only", `Ali Khan left. Then silence. "It is done." "Nothing more," Lena Park said.`,
			[]ent{khan, park}, []want{{"It is done.", "Lena Park", false}, {"Nothing more", "Lena Park", false}}},
		{"person inside the quote is not the antecedent", `Ali Khan left. "I never met Sara Lind," he said.`,
			[]ent{khan, {"Sara Lind", corroborate.Person, []string{"Sara Lind"}}}, []want{{"I never met Sara Lind", "Ali Khan", false}}},
		{"the dateline's city never speaks", `VARNA, Bulgaria (AP) — A regional prosecutor said Monday he needs "more time" to decide.`,
			[]ent{{"Varna", corroborate.Place, []string{"VARNA"}}, {"Bulgaria", corroborate.Place, []string{"Bulgaria"}}},
			[]want{{"more time", "A regional prosecutor", true}}},
		{"a state speaks for itself after a dateline", `VARNA, Bulgaria (AP) — Romania summoned the envoy over what it called the "illegal closure" of the port.`,
			[]ent{{"Varna", corroborate.Place, []string{"VARNA"}}, {"Romania", corroborate.Place, []string{"Romania"}}},
			[]want{{"illegal closure", "Romania", true}}},
		{"a circumstance is no speaker", `In a letter read by his lawyer, Ali Khan said the men would go on "until someone listens".`,
			[]ent{khan}, []want{{"until someone listens", "Ali Khan", true}}},
		{"a relative of someone speaks as written", `"They sleep in one hall," said a sister of Ali Khan, who asked not to be named.`,
			[]ent{khan}, []want{{"They sleep in one hall", "a sister of Ali Khan", false}}},
		{"a partial quote attributed at the end", `Khan was charged with "public calls to unrest" and faces ten years, his lawyer Lena Park told AFP.`,
			[]ent{khan, park}, []want{{"public calls to unrest", "Lena Park", true}}},
		{"the company is the company just named", `Northwind said it had recalled the parts. "Safety comes first," the company said.`,
			[]ent{north}, []want{{"Safety comes first", "Northwind Energy", false}}},
		{"he after a described speaker at the end of a sentence", "Ali Khan said the plant was shut.\n\nEngineers were on site, a spokesman for the operator said. \"It will take weeks,\" he said.",
			[]ent{khan}, []want{{"It will take weeks", "a spokesman for the operator", false}}},
		{"the owner of a possessive is not who speaks", `Ali Khan was banned. Khan's lawyer, Lena Park, said her client was "devastated".`,
			[]ent{khan, park}, []want{{"devastated", "Lena Park", true}}},
		{"a body with an apposition naming its chair speaks", `The Harbour Commission, chaired by judge Lena Park, said police fired "at least 14 canisters".`,
			[]ent{park, {"Harbour Commission", corroborate.Org, []string{"Harbour Commission"}}}, []want{{"at least 14 canisters", "Harbour Commission", true}}},
		{"a body qualifying a description gives way to the one in apposition", `The UN refugee agency, UNHCR, said it was "deeply saddened".`,
			[]ent{{"UN", corroborate.Org, []string{"UN"}}, {"UNHCR", corroborate.Org, []string{"UNHCR"}}}, []want{{"deeply saddened", "UNHCR", true}}},
		{"a source putting a figure", `The Harbour Commission put the toll at "at least 31".`,
			[]ent{{"Harbour Commission", corroborate.Org, []string{"Harbour Commission"}}}, []want{{"at least 31", "Harbour Commission", true}}},
		{"the spokesperson takes up a described speaker", "A spokesperson for the Harbour Commission said it was \"a tragedy\". \"We act,\" the spokesperson said.",
			[]ent{{"Harbour Commission", corroborate.Org, []string{"Harbour Commission"}}},
			[]want{{"a tragedy", "A spokesperson for the Harbour Commission", true}, {"We act", "A spokesperson for the Harbour Commission", false}}},
		{"it as a subject stands for the body just named", `The Harbour Commission met. It said the vote was "lawful".`,
			[]ent{{"Harbour Commission", corroborate.Org, []string{"Harbour Commission"}}}, []want{{"lawful", "Harbour Commission", true}}},
		{"a report by a body is its words", `The report by the Harbour Commission says abuse was "routine".`,
			[]ent{{"Harbour Commission", corroborate.Org, []string{"Harbour Commission"}}}, []want{{"routine", "Harbour Commission", true}}},
		{"blamed reports", `Ali Khan spoke. He blamed "criminal elements" for the riots.`,
			[]ent{khan}, []want{{"criminal elements", "Ali Khan", true}}},
		{"a capitalised verb form is a name's word", `The Union of Coastal States (UCS), which has kept ships there since 2022, urged a "fair" process.`,
			[]ent{{"Union of Coastal States", corroborate.Org, []string{"Union of Coastal States", "UCS"}}}, []want{{"fair", "Union of Coastal States", true}}},
		{"the directorate is the directorate named before", "The General Directorate of Prisons denied it. \"The claims are false,\" the directorate said.",
			[]ent{{"General Directorate of Prisons", corroborate.Org, []string{"General Directorate of Prisons"}}, north},
			[]want{{"The claims are false", "General Directorate of Prisons", false}}},
		{"he after a sentence its trailing attribution closes", `Ali Khan called a meeting on Friday, his spokesman, Jon Alder, said. The talks would not fail, "whatever it takes", he added.`,
			[]ent{khan, alder}, []want{{"whatever it takes", "Jon Alder", true}}},
		{"a pronoun right before the verb is its subject", `Ali Khan called the deal "a turning point". Romania, he said, would "no longer wait".`,
			[]ent{khan, {"Romania", corroborate.Place, []string{"Romania"}}}, []want{{"a turning point", "Ali Khan", true}, {"no longer wait", "Ali Khan", true}}},
		{"the rest of a sentence is no speaker", `A recording shows a man offering money "for your troubles," with a further 5,000 promised.`,
			nil, []want{{"for your troubles", "", true}}},
		{"a place qualifying a body's noun is not the subject", `The Varna prefecture said it had information "pointing to an attack".`,
			[]ent{{"Varna", corroborate.Place, []string{"Varna"}}}, []want{{"pointing to an attack", "The Varna prefecture", true}}},
		{"most of them is no speaker", `Registers record 412 deaths, most of them blamed on "heart failure" by the guards.`,
			nil, []want{{"heart failure", "", true}}},
		{"a bracketed acronym inside an apposition", `"The damage is vast," Colonel Ali Khan, head of the Disaster Office (DO), told reporters.`,
			[]ent{khan}, []want{{"The damage is vast", "Ali Khan", false}}},
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

func TestExtractByRole(t *testing.T) {
	body := `Dr. Hana Weiss, a forensic pathologist, examined the bodies. Tom Becker, the chief prosecutor, read the file. "The wounds are recent," the pathologist said. "It is over," the president said.`
	es := entities(body, ent{"Hana Weiss", corroborate.Person, []string{"Hana Weiss"}}, ent{"Tom Becker", corroborate.Person, []string{"Tom Becker"}})
	es[0].Roles = []corroborate.Role{{Title: "forensic pathologist"}}
	es[1].Roles = []corroborate.Role{{Title: "chief prosecutor"}}
	got := Extract(body, nil, es)
	checkSpans(t, body, got)
	if len(got) != 2 || got[0].Speaker != "Hana Weiss" || got[1].Speaker != "the president" {
		t.Fatalf("got\n%s", dump(got))
	}
}
