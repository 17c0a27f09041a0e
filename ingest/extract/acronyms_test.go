package extract

import "testing"

func TestDefinitions(t *testing.T) {
	tests := []struct {
		body string
		want []string // long forms, in order
	}{
		{"The Medicines and Healthcare products Regulatory Agency (MHRA) opened a review.", []string{"Medicines and Healthcare products Regulatory Agency"}},
		{"The Independent Broad-based Anti-corruption Commission (IBAC) sat.", []string{"Independent Broad-based Anti-corruption Commission"}},
		{"The Main Directorate for Counter-Terrorism (MDCT) denied it.", []string{"Main Directorate for Counter-Terrorism"}},
		{"the Syrian Network for Human Rights (SNHR) and the Office of the High Commissioner for Human Rights (OHCHR)", []string{"Syrian Network for Human Rights", "Office of the High Commissioner for Human Rights"}},
		// A translated name: the letters follow another language's word order.
		{"The General Directorate of External Research (DGRE) replied.", []string{"General Directorate of External Research"}},
		{"The National Security Committee (KNB) replied.", []string{"National Security Committee"}},
		{"Vexland's National Security Committee (KNB) replied.", []string{"National Security Committee"}},
		// No definition: no body's head word, or the bracket holds no acronym or a credit.
		{"Troops met Jane Doe (JD) at noon.", nil},
		{"The Interior Ministry (AFP) said.", nil},
		{"He was jailed (NOT charged) in 2019.", nil},
		{"Shares of Vexon (VXN) fell.", nil},
	}
	for _, tt := range tests {
		toks := tokenize(tt.body)
		var got []string
		for _, d := range definitions(toks) {
			got = append(got, tt.body[toks[d.first].start:toks[d.last-1].end])
		}
		if len(got) != len(tt.want) {
			t.Errorf("%q: got %q, want %q", tt.body, got, tt.want)
			continue
		}
		for i := range got {
			if got[i] != tt.want[i] {
				t.Errorf("%q: got %q, want %q", tt.body, got[i], tt.want[i])
			}
		}
	}
}

func TestDefinedLongFormIsABodyWithItsAcronym(t *testing.T) {
	body := "Officers of the Varnese Anti-corruption Unit (VAU) questioned him. A VAU spokesman declined to comment."
	ents := Entities(body, nil)
	e := find(ents, "Varnese Anti-corruption Unit")
	if e == nil || e.Type != "ORG" && e.Type != "BRANCH" {
		t.Fatalf("long form: got %+v", e)
	}
	if got := mentionTexts(e); len(got) != 3 {
		t.Errorf("mentions %q, want the long form and both acronyms", got)
	}
}
