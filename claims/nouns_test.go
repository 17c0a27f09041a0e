package claims

import "testing"

// The words below are deliberately not the ones the class table was written from where it
// matters: compounds, plurals and synonyms a reporter might use.
func TestClassify(t *testing.T) {
	tests := []struct {
		noun, class, unit string
	}{
		{"snapshots", ClassImage, ""},
		{"mugshots", ClassImage, ""},
		{"screen-grabs", ClassImage, ""},
		{"farm-tractors", "tractor", ""}, // a compound takes its head word
		{"x-ray-images", ClassImage, ""},
		{"satellite photos", ClassImage, ""},
		{"portraits", ClassImage, ""},
		{"headshots", ClassImage, ""},
		{"gunshots", "gunshot", ""}, // a -shot that is no picture
		{"video clips", ClassVideo, ""},
		{"inmates", ClassDetainee, ""},
		{"captives", ClassDetainee, ""},
		{"cadavers", ClassDetainee, ""},
		{"hostages", ClassDetainee, ""},
		{"political prisoners", ClassDetainee, ""},
		{"fatalities", ClassDeath, ""},
		{"lives", ClassDeath, ""},
		{"evacuees", ClassDisplaced, ""},
		{"asylum seekers", ClassDisplaced, ""},
		{"human beings", ClassPerson, ""},
		{"individuals", ClassPerson, ""},
		{"dossiers", ClassDocument, ""},
		{"leaflets", ClassDocument, ""},
		{"memoranda", ClassDocument, ""},
		{"pages", ClassDocument, "page"},
		{"euros", ClassMoney, "eur"},
		{"$", ClassMoney, "usd"},
		{"roubles", ClassMoney, "rub"},
		{"decades", ClassTime, "decade"},
		{"hrs", ClassTime, "hour"},
		{"kilometres", ClassLength, "km"},
		{"tonnes", ClassMass, "tonne"},
		{"per cent", ClassPercent, "%"},
		{"tractors", "tractor", ""},
		{"casualties", "casualty", ""},
		{"witnesses", "witness", ""},
		{"Churches", "church", ""},
		{"", "", ""},
	}
	for _, tt := range tests {
		c, u := classify(tt.noun)
		if c != tt.class || u != tt.unit {
			t.Errorf("classify(%q) = %q, %q; want %q, %q", tt.noun, c, u, tt.class, tt.unit)
		}
	}
}

func TestSingular(t *testing.T) {
	tests := map[string]string{
		"bodies": "body", "inmates": "inmate", "boxes": "box", "churches": "church",
		"witnesses": "witness", "heroes": "hero", "status": "status", "analyses": "analysis",
		"children": "child", "women": "woman", "virus": "virus", "dollars": "dollar",
		"casualties": "casualty", "knives": "knife", "photos": "photo", "series": "series",
	}
	for in, want := range tests {
		if got := singular(in); got != want {
			t.Errorf("singular(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestNormaliseWords(t *testing.T) {
	tests := map[string]string{
		"This is a ticking bomb,":       "this is a ticking bomb",
		"“This  is -- a TICKING bomb.”": "this is a ticking bomb",
		"It’s over":                     "its over",
		"Café Müller":                   "cafe muller",
	}
	for in, want := range tests {
		if got := normaliseWords(in); got != want {
			t.Errorf("normaliseWords(%q) = %q, want %q", in, got, want)
		}
	}
}
