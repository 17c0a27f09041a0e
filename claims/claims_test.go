package claims

import (
	"testing"

	"github.com/corroborate/corroborate"
)

func TestQuantityKeys(t *testing.T) {
	tests := []struct {
		name, body, text, noun, unit, rate string
		want                               string
	}{
		{"corpses are detainee-victims", "Rescuers recovered 312 corpses from the quarry.", "312 corpses", "corpses", "", "", "quantity:detainee-victim"},
		{"snapshots are images", "The archive holds 4,100 snapshots of the camp.", "4,100 snapshots", "snapshots", "", "", "quantity:image"},
		{"rate keyed by period", "Guards moved as many as 20 cadavers a week.", "as many as 20 cadavers a week", "cadavers", "", "week", "quantity:detainee-victim:per-week"},
		{"page count of a dossier", "The auditors filed a 48-page dossier.", "48-page dossier", "dossier", "page", "", "quantity:document:page"},
		{"time span keyed by what it measures", "Each hearing took 12 minutes of testimony.", "12 minutes", "minutes", "minutes", "", "quantity:duration:minute:testimony"},
		{"people arrested are arrests", "Officers said 40 people were arrested overnight.", "40 people", "people", "", "", "quantity:arrest"},
		{"people killed are deaths", "The floods left 75 people dead in the valley.", "75 people", "people", "", "", "quantity:death"},
		{"people in custody are detainees", "There are 900 people in custody at the base.", "900 people", "people", "", "", "quantity:detainee-victim"},
		{"unknown noun is its own class", "The farm sold 35 tractors last season.", "35 tractors", "tractors", "", "", "quantity:tractor"},
		{"money by currency and what it is", "The fund lost 3 million euros.", "3 million euros", "euros", "euros", "", "quantity:money:eur:loss"},
		{"money with no role word keeps the currency", "Vendors handed over 9 million euros.", "9 million euros", "euros", "euros", "", "quantity:money:eur"},
		{"a rescue is an outlay", "Lenders agreed a 70 million pound bailout of the club.", "70 million pound", "pound", "pound", "", "quantity:money:gbp:outlay"},
		{"money after its role noun", "The carrier took on 40 million dollars in loans.", "40 million dollars", "dollars", "dollars", "", "quantity:money:usd:debt"},
		{"a forecast loss is not a loss", "The board expects to lose up to 8 million euros.", "8 million euros", "euros", "euros", "", "quantity:money:eur:loss-forecast"},
		{"noun read from the text when extraction gave none", "Inspectors counted 260 inmates.", "260", "", "", "", "quantity:detainee-victim"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := newFixture(t, "d1", "", tt.body)
			f.quantity(tt.text, tt.noun, 1, corroborate.Exact, tt.unit, tt.rate)
			c := only(t, f.claims(), corroborate.QuantityClaim, tt.text)
			if c.Key != tt.want {
				t.Errorf("key = %q, want %q", c.Key, tt.want)
			}
			if c.PassageID != "d1:0" {
				t.Errorf("passage = %q, want d1:0", c.PassageID)
			}
		})
	}
}

func TestQuantitySkipped(t *testing.T) {
	f := newFixture(t, "d1", "", "The dispute began three years ago. He scored 7.")
	f.quantity("three years", "years", 3, corroborate.Exact, "years", "")
	f.quantity("7", "", 7, corroborate.Exact, "", "")
	if cs := f.claims(); len(cs) != 0 {
		t.Errorf("want no claims for a relative date and a bare number, got %+v", cs)
	}
}

func TestVagueQuantityIsNoClaim(t *testing.T) {
	f := newFixture(t, "d1", "", "Crowds of thousands of protesters filled the square.")
	s, e := f.span("thousands of protesters", 0)
	f.doc.Extraction.Quantities = append(f.doc.Extraction.Quantities, corroborate.Quantity{
		Value: 2000, Noun: "protesters", Qualifier: corroborate.About, Low: 2000, High: 999999,
		Text: "thousands of protesters", Start: s, End: e})
	if cs := f.claims(); len(cs) != 0 {
		t.Errorf("a range spanning orders of magnitude corroborates anything: want no claim, got %+v", cs)
	}
}

func TestPercentageKeys(t *testing.T) {
	tests := []struct {
		name, body, text, want string
	}{
		{"predicate adjective", "Of the patients seen, 45% of them were malnourished.", "45%", "quantity:percent:malnourish"},
		{"predicate noun after light verb", "Doctors said 47 percent of the children showed malnourishment.", "47 percent", "quantity:percent:malnourish"},
		{"-ation noun meets its verb", "Some 30% of the herd suffered starvation.", "30%", "quantity:percent:starv"},
		{"participle", "In the survey 30% of the cattle had starved.", "30%", "quantity:percent:starv"},
		{"negation kept apart", "Only 20% of the pupils are not vaccinated.", "20%", "quantity:percent:not-vaccin"},
		{"share of a noun", "The mayor won 52% of the vote.", "52%", "quantity:percent:of-vote"},
		{"noun after the share", "Shops reported a 6% rise over the winter.", "6%", "quantity:percent:rise"},
		{"subject of a copula", "Turnout was 64%.", "64%", "quantity:percent:of-turnout"},
		{"market share of", "Analysts said the firm held a market share of 35%.", "35%", "quantity:percent:of-market"},
		{"change with direction", "Acme shares fell 4.5% in early trading.", "4.5%", "quantity:percent:of-share:down"},
		{"change by, subject with a preposition", "Shares in Acme rose by 3% on Friday.", "3%", "quantity:percent:of-share:up"},
		{"another clause is not the predicate", "The state will own 40% of the firm but gets no vote.", "40%", "quantity:percent:of-firm"},
		{"an amount inside the of phrase", "Only 30% of the $90m plan has been funded.", "30%", "quantity:percent:fund"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := newFixture(t, "d1", "", tt.body)
			f.quantity(tt.text, "", 1, corroborate.Exact, "%", "")
			c := only(t, f.claims(), corroborate.QuantityClaim, tt.text)
			if c.Key != tt.want {
				t.Errorf("key = %q, want %q", c.Key, tt.want)
			}
			if c.Unit != "%" {
				t.Errorf("unit = %q, want %%", c.Unit)
			}
		})
	}
}

func TestGenericCountAdoptsSpecificClass(t *testing.T) {
	body := "Guards held 4,000 inmates at the fort. Later the 4,000 people were moved. A storm killed 90 people."
	f := newFixture(t, "d1", "", body)
	f.quantity("4,000 inmates", "inmates", 4000, corroborate.Exact, "", "")
	f.quantity("4,000 people", "people", 4000, corroborate.Exact, "", "")
	f.quantity("90 people", "people", 90, corroborate.Exact, "", "")
	cs := f.claims()
	a := only(t, cs, corroborate.QuantityClaim, "4,000 inmates")
	b := only(t, cs, corroborate.QuantityClaim, "4,000 people")
	c := only(t, cs, corroborate.QuantityClaim, "90 people")
	if a.Key != b.Key {
		t.Errorf("the same count of people should share the specific key: %q vs %q", a.Key, b.Key)
	}
	if c.Key != "quantity:death" {
		t.Errorf("a different count keeps its own class: %q", c.Key)
	}
}

func TestAttribution(t *testing.T) {
	tests := []struct {
		name, body, text   string
		entities           [][3]string // name, type, mention
		wantTo, wantOrigin string
	}{
		{"according to the report", "According to the report, 4,200 inmates died.", "4,200 inmates", nil, "the report", "report"},
		{"report says, inverted", "Some 4,200 inmates died, the report says.", "4,200 inmates", nil, "the report", "report"},
		{"report subject with a distant verb", "A report compiled by two retired judges claims that 4,200 inmates died.", "4,200 inmates", nil, "the report", "report"},
		{"report named by its issuer", "According to a report by Fairwatch International, 4,200 inmates died.", "4,200 inmates",
			[][3]string{{"Fairwatch International", "ORG", "Fairwatch International"}}, "Fairwatch International report", "source:fairwatch international"},
		{"said OUTLET", "Some 4,200 inmates died, said Northwind News.", "4,200 inmates", nil, "Northwind News", "source:northwind news"},
		{"OUTLET reported", "The camp held 4,200 inmates, Harbor Wire reported.", "4,200 inmates", nil, "Harbor Wire", "source:harbor wire"},
		{"which obtained access", "The Lantern, which obtained access to the files, says 4,200 inmates died.", "4,200 inmates",
			[][3]string{{"The Lantern", "ORG", "The Lantern"}}, "The Lantern", "source:lantern"},
		{"person with apposition", "Mira Castell, a former warden, said 4,200 inmates died.", "4,200 inmates",
			[][3]string{{"Mira Castell", "PERSON", "Mira Castell"}}, "Mira Castell", "source:mira castel"},
		{"according to a description", "According to the defector, 4,200 inmates died.", "4,200 inmates", nil, "the defector", "source:defector"},
		{"said X opening a clause is no attribution", "The board said Harbor Wire held 4,200 inmates.", "4,200 inmates",
			[][3]string{{"Harbor Wire", "ORG", "Harbor Wire"}}, "the board", "source:board"},
		{"pronoun is not a source", "He said 4,200 inmates died.", "4,200 inmates", nil, "", "source:gazette"},
		{"report's authors as a person's apposition is no citation", "The camp held 4,200 inmates.", "4,200 inmates", nil, "", "source:gazette"},
		{"a noun that cannot speak is no source", "The picture showed 4,200 inmates, the archive noted.", "4,200 inmates", nil, "", "source:gazette"},
		{"a verb is no source", "Those reported 4,200 inmates in the camp.", "4,200 inmates", nil, "", "source:gazette"},
		{"auxiliary between subject and verb", "Officials have confirmed that 4,200 inmates died.", "4,200 inmates", nil, "the official", "source:official"},
		{"he said resolves to the person named before", "Mira Castell visited the camp. It held 4,200 inmates, she said.", "4,200 inmates",
			[][3]string{{"Mira Castell", "PERSON", "Mira Castell"}}, "Mira Castell", "source:mira castel"},
		{"a place after a preposition is not the subject", "Our teams in Varnia have confirmed 4,200 inmates died.", "4,200 inmates",
			[][3]string{{"Varnia", "PLACE", "Varnia"}}, "", "source:gazette"},
		{"an affiliation after a preposition is", "A spokesman for the Harbor Council said 4,200 inmates died.", "4,200 inmates",
			[][3]string{{"Harbor Council", "ORG", "Harbor Council"}}, "Harbor Council", "source:harbor council"},
		{"a chain ends at the report cited", "The Lantern reported, citing a Fairwatch International report, that 4,200 inmates died.", "4,200 inmates",
			[][3]string{{"Fairwatch International", "ORG", "Fairwatch International"}, {"The Lantern", "ORG", "The Lantern"}},
			"Fairwatch International report", "source:fairwatch international"},
		{"the report is the one named before", "Fairwatch International issued a report on Friday. The report found 4,200 inmates died.", "4,200 inmates",
			[][3]string{{"Fairwatch International", "ORG", "Fairwatch International"}}, "Fairwatch International report", "source:fairwatch international"},
		{"our own survey is the document's own", "Our own survey found that 4,200 inmates died.", "4,200 inmates", nil, "", "source:gazette"},
		{"a name in apposition to a description", "According to the union Metalworks, 4,200 inmates died.", "4,200 inmates",
			[][3]string{{"Metalworks", "ORG", "Metalworks"}}, "Metalworks", "source:metalworks"},
		{"a lede's description is the body named next", "Some 4,200 inmates died, the rights agency has warned. Fairwatch International said the camp was full.", "4,200 inmates",
			[][3]string{{"Fairwatch International", "ORG", "Fairwatch International"}}, "Fairwatch International", "source:fairwatch international"},
		{"the agency is the organisation named before", "Fairwatch International runs the camp. It held 4,200 inmates, the agency said.", "4,200 inmates",
			[][3]string{{"Fairwatch International", "ORG", "Fairwatch International"}}, "Fairwatch International", "source:fairwatch international"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := newFixture(t, "d1", "The Gazette", tt.body)
			for _, e := range tt.entities {
				f.entity(e[0], corroborate.EntityType(e[1]), e[2])
			}
			f.quantity(tt.text, "inmates", 4200, corroborate.Exact, "", "")
			c := only(t, f.claims(), corroborate.QuantityClaim, tt.text)
			if c.AttributedTo != tt.wantTo || c.Origin != tt.wantOrigin {
				t.Errorf("attributed to %q origin %q, want %q %q", c.AttributedTo, c.Origin, tt.wantTo, tt.wantOrigin)
			}
		})
	}
}

func TestCountKeys(t *testing.T) {
	tests := []struct{ name, body, text, noun, want string }{
		{"children who died are deaths of children", "At least 90 children have died of cholera.", "90 children", "children", "quantity:death:child"},
		{"soldiers killed never meet civilians killed", "Shelling killed 12 soldiers.", "12 soldiers", "soldiers", "quantity:death:soldier"},
		{"people missing", "Rescuers are searching for 30 people who remain missing.", "30 people", "people", "quantity:missing"},
		{"a toll counts deaths", "The death toll rose to 52 on Friday.", "52", "", "quantity:death"},
		{"the number of X counts X", "The number of refugees has reached 4,000.", "4,000", "", "quantity:displaced"},
		{"people who left their homes are displaced", "About 900 people left their homes overnight.", "900 people", "people", "quantity:displaced"},
		{"people who lost their homes are not deaths", "Some 900 people lost their homes in the fire.", "900 people", "people", "quantity:displaced"},
		{"a state word past a short of-phrase", "More than 900 villagers of Upper Marsh were evacuated.", "900 villagers", "villagers", "quantity:displaced"},
		{"a verb is not what is counted", "Since then 40 were freed.", "40", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := newFixture(t, "d1", "", tt.body)
			f.quantity(tt.text, tt.noun, 1, corroborate.Exact, "", "")
			var got string
			for _, c := range f.claims() {
				if c.Kind == corroborate.QuantityClaim {
					got = c.Key
				}
			}
			if got != tt.want {
				t.Errorf("key = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestDefaultOriginIsDocumentWithoutSource(t *testing.T) {
	f := newFixture(t, "doc-x", "", "The camp held 4,200 inmates.")
	f.quantity("4,200 inmates", "inmates", 4200, corroborate.Exact, "", "")
	c := only(t, f.claims(), corroborate.QuantityClaim, "4,200 inmates")
	if c.Origin != "doc:doc-x" {
		t.Errorf("origin = %q, want doc:doc-x", c.Origin)
	}
}

func TestQuantityInsideQuoteIsTheSpeakers(t *testing.T) {
	body := `"We found at least 4,200 inmates in the pits," said Mira Castell.`
	f := newFixture(t, "d1", "The Gazette", body)
	f.entity("Mira Castell", corroborate.Person, "Mira Castell")
	f.quote("We found at least 4,200 inmates in the pits,", "Mira Castell")
	f.quantity("at least 4,200 inmates", "inmates", 4200, corroborate.AtLeast, "", "")
	c := only(t, f.claims(), corroborate.QuantityClaim, "at least 4,200 inmates")
	if c.AttributedTo != "Mira Castell" || c.Origin != "source:mira castel" {
		t.Errorf("got %q %q", c.AttributedTo, c.Origin)
	}
}

func TestClaimIDStableAndDistinct(t *testing.T) {
	mk := func() []corroborate.Claim {
		f := newFixture(t, "d1", "", "The camp held 4,200 inmates and 300 guards.")
		f.quantity("4,200 inmates", "inmates", 4200, corroborate.Exact, "", "")
		f.quantity("300 guards", "guards", 300, corroborate.Exact, "", "")
		return f.claims()
	}
	a, b := mk(), mk()
	if len(a) != 2 || a[0].ID != b[0].ID || a[1].ID != b[1].ID {
		t.Fatalf("ids should be stable: %v %v", a, b)
	}
	if a[0].ID == a[1].ID {
		t.Fatal("different spans should have different ids")
	}
	if ClaimID("d1", corroborate.QuantityClaim, 1, 2) == ClaimID("d2", corroborate.QuantityClaim, 1, 2) {
		t.Fatal("different documents should have different ids")
	}
}

func TestQuoteClaims(t *testing.T) {
	body := `"This is a ticking bomb," Orla Brennick told the Morning Ledger. "Wait," she said.`
	f := newFixture(t, "d1", "Daily Planet", body)
	f.entity("Orla Brennick", corroborate.Person, "Orla Brennick")
	f.entity("Morning Ledger", corroborate.Org, "Morning Ledger")
	f.quote("This is a ticking bomb,", "Orla Brennick")
	f.quote("Wait,", "Orla Brennick")
	cs := f.claims()
	c := only(t, cs, corroborate.QuoteClaim, "This is a ticking bomb,")
	if c.Key != "quote:this is a ticking bomb" {
		t.Errorf("key = %q", c.Key)
	}
	if c.Speaker != "Orla Brennick" || c.Value != "Orla Brennick" || c.AttributedTo != "Orla Brennick" {
		t.Errorf("speaker fields = %q %q %q", c.Speaker, c.Value, c.AttributedTo)
	}
	if c.Origin != "source:morning ledger" {
		t.Errorf("origin = %q, want the outlet she told", c.Origin)
	}
	for _, c := range cs {
		if c.Kind == corroborate.QuoteClaim && c.Text == "Wait," {
			t.Error("a one-word quote should not be a claim")
		}
	}
}

func TestEventClaims(t *testing.T) {
	f1 := newFixture(t, "d1", "", "A new study released Thursday shows the harm.")
	f1.date("Thursday", "", corroborate.Day)
	f2 := newFixture(t, "d2", "", "The study, funded by a charity and released on Friday, shows the harm.")
	f2.date("Friday", "", corroborate.Day)
	f3 := newFixture(t, "d3", "", "The publication of the study on 4 June 2019 drew protests.")
	f3.date("4 June 2019", "2019-06-04", corroborate.Day)
	f4 := newFixture(t, "d4", "", "Fighting raged between March 2012 and May 2014 in the hills.")
	f4.date("March 2012", "2012-03", corroborate.Month).date("May 2014", "2014-05", corroborate.Month)
	f5 := newFixture(t, "d5", "", "The weather was fine on 3 May 2014.")
	f5.date("3 May 2014", "2014-05-03", corroborate.Day)

	a := only(t, f1.claims(), corroborate.EventClaim, "released Thursday")
	b := only(t, f2.claims(), corroborate.EventClaim, "released on Friday")
	if a.Key != "event:release:study" || a.Key != b.Key {
		t.Errorf("keys %q %q, want both event:release:study", a.Key, b.Key)
	}
	if a.Value != "thursday" || a.Unit != "unresolved" {
		t.Errorf("unresolved value %q %q", a.Value, a.Unit)
	}
	if g := Group([]corroborate.Claim{a, b}); g.Status != corroborate.Contested {
		t.Errorf("release on two different days should be contested, got %s", g.Status)
	}
	c := only(t, f3.claims(), corroborate.EventClaim, "publication of the study on 4 June 2019")
	if c.Key != "event:publish:study" || c.Value != "2019-06-04" || c.Unit != "day" {
		t.Errorf("got %q %q %q", c.Key, c.Value, c.Unit)
	}
	if cs := f4.claims(); len(cs) != 0 {
		t.Errorf("no event word: want no claim, got %+v", cs)
	}
	if cs := f5.claims(); len(cs) != 0 {
		t.Errorf("no event word: want no claim, got %+v", cs)
	}
	f6 := newFixture(t, "d6", "", "Guards killed prisoners between March 2012 and May 2014.")
	f6.date("March 2012", "2012-03", corroborate.Month).date("May 2014", "2014-05", corroborate.Month)
	cs := f6.claims()
	if len(cs) != 1 || cs[0].Value != "2012-03/2014-05" || cs[0].Key != "event:death:detainee-victim" {
		t.Errorf("period: got %+v", cs)
	}
}

func TestRolePartitiveAndAttribution(t *testing.T) {
	f := newFixture(t, "d1", "Harbor Wire", "According to the inquiry, Marta Quell, one of the panel's auditors, resigned.")
	f.entity("Marta Quell", corroborate.Person, "Marta Quell")
	f.role("Marta Quell", "one of the panel's auditors", "", "one of the panel's auditors")
	c := only(t, f.claims(), corroborate.RoleClaim, "one of the panel's auditors")
	if c.Key != "role:marta quel:auditor" {
		t.Errorf("key %q", c.Key)
	}
	if c.Origin != "source:harbor wire" || c.AttributedTo != "" {
		t.Errorf("a title is the writer's description: origin %q attributed %q", c.Origin, c.AttributedTo)
	}
	a := corroborate.Claim{Kind: corroborate.RoleClaim, Key: "role:x:president", Value: "ruritanian president"}
	b := a
	b.Value = "ruritania president"
	if !Compare(a, b) {
		t.Error("a demonym and its short form should agree")
	}
}

func TestRoleClaims(t *testing.T) {
	f := newFixture(t, "d1", "", "Marta Quell, the former chief auditor of the Harbour Board, resigned.")
	f.entity("Marta Quell", corroborate.Person, "Marta Quell")
	f.role("Marta Quell", "former chief auditor", "Harbour Board", "the former chief auditor of the Harbour Board")
	c := only(t, f.claims(), corroborate.RoleClaim, "the former chief auditor of the Harbour Board")
	if c.Key != "role:marta quel:auditor" || c.Value != "chief auditor of harbour board" {
		t.Errorf("got %q %q", c.Key, c.Value)
	}
}

func TestAgesAreNoClaims(t *testing.T) {
	f := newFixture(t, "d1", "", "A 47-year-old farmer and a man aged 61 were questioned.")
	f.quantity("47-year-old farmer", "farmer", 47, corroborate.Exact, "years", "")
	f.quantity("61", "", 61, corroborate.Exact, "", "")
	if cs := f.claims(); len(cs) != 0 {
		t.Errorf("ages describe people: want no claims, got %+v", cs)
	}
}

func TestEventDatesOfStatementsAndCompounds(t *testing.T) {
	f := newFixture(t, "d1", "", "The death toll rose to 90, officials said on Tuesday.")
	f.date("Tuesday", "2023-05-02", corroborate.Day)
	if cs := f.claims(); len(cs) != 0 {
		t.Errorf("a statement's date and a death toll are no events: %+v", cs)
	}
	g := newFixture(t, "d2", "", "Floods struck the valley on 2 May 2023, killing at least 40 villagers.")
	g.date("2 May 2023", "2023-05-02", corroborate.Day)
	h := newFixture(t, "d3", "", "At least 40 villagers died in the floods on 3 May 2023.")
	h.date("3 May 2023", "2023-05-03", corroborate.Day)
	a := only(t, g.claims(), corroborate.EventClaim, "2 May 2023, killing")
	b := only(t, h.claims(), corroborate.EventClaim, "died in the floods on 3 May 2023")
	if a.Key != "event:death:villager" || a.Key != b.Key {
		t.Errorf("killed and died are one event with its object: %q %q", a.Key, b.Key)
	}
	if Compare(a, b) {
		t.Error("different days should disagree")
	}
}

func TestDescriptionSubjectsAndNames(t *testing.T) {
	f := newFixture(t, "d1", "Harbor Wire", "About 300 inmates escaped, the prison service said. The Highland Survey said 12 bodies were found.")
	f.quantity("300 inmates", "inmates", 300, corroborate.About, "", "")
	f.quantity("12 bodies", "bodies", 12, corroborate.Exact, "", "")
	cs := f.claims()
	a := only(t, cs, corroborate.QuantityClaim, "300 inmates")
	if a.AttributedTo != "the prison service" || a.Origin != "source:prison service" {
		t.Errorf("description subject: %q %q", a.AttributedTo, a.Origin)
	}
	b := only(t, cs, corroborate.QuantityClaim, "12 bodies")
	if b.Origin == "report" {
		t.Errorf("a report word inside a name is not a report: %q %q", b.AttributedTo, b.Origin)
	}
}

func TestPercentageNounReadByExtraction(t *testing.T) {
	f := newFixture(t, "d1", "", "Nearly 40% of the houses in the old town were damaged.")
	s, e := f.span("Nearly 40% of the houses", 0)
	f.doc.Extraction.Quantities = append(f.doc.Extraction.Quantities, corroborate.Quantity{
		Value: 40, Noun: "houses", Unit: "%", Qualifier: corroborate.LessThan, Low: 40, High: 40,
		Text: "Nearly 40% of the houses", Start: s, End: e})
	c := only(t, f.claims(), corroborate.QuantityClaim, "Nearly 40% of the houses")
	if c.Key != "quantity:percent:damag" {
		t.Errorf("key %q, want quantity:percent:damag", c.Key)
	}
	if c.Text != "Nearly 40% of the houses in the old town were damaged" || f.doc.Body[c.Start:c.End] != c.Text {
		t.Errorf("a share's claim should read as a statement: %q", c.Text)
	}
}

// TestMeasureSubjectKeysLikeANoun checks that what a measure is of (Quantity.Of, which the
// extractor fills instead of Noun) keys its claim as a counted noun would.
func TestMeasureSubjectKeysLikeANoun(t *testing.T) {
	f := newFixture(t, "d1", "", "The mine shipped 3 million tonnes of copper last year. It shipped 12 tonnes of gold.")
	for _, x := range []struct{ text, of string }{{"3 million tonnes of copper", "copper"}, {"12 tonnes of gold", "gold"}} {
		s, e := f.span(x.text, 0)
		f.doc.Extraction.Quantities = append(f.doc.Extraction.Quantities, corroborate.Quantity{
			Value: 1, Of: x.of, Unit: "tonnes", Qualifier: corroborate.Exact, Low: 1, High: 1, Text: x.text, Start: s, End: e})
	}
	cs := f.claims()
	copper := only(t, cs, corroborate.QuantityClaim, "3 million tonnes of copper")
	gold := only(t, cs, corroborate.QuantityClaim, "12 tonnes of gold")
	if copper.Key == gold.Key {
		t.Errorf("tonnes of copper and tonnes of gold share the key %q: what a measure is of must key it", copper.Key)
	}
}
