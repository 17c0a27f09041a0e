package quantity

import (
	"testing"

	"github.com/corroborate/corroborate"
)

// TestNegatedAndHedgedBounds covers qualifiers the held-out sets found: a negated "exceed" is
// an upper bound, and "maybe" or "perhaps" hedge an estimate.
func TestNegatedAndHedgedBounds(t *testing.T) {
	for body, want := range map[string]corroborate.Qualifier{
		"The number held there has never exceeded 40, he said.": corroborate.AtMost,
		"Costs must not exceed 150,000 euros.":                  corroborate.AtMost,
		"It went black in maybe 20 minutes.":                    corroborate.About,
		"Perhaps 300 people came.":                              corroborate.About,
		"Costs could exceed 150,000 euros.":                     corroborate.MoreThan,
	} {
		qs := Extract(body)
		if len(qs) != 1 || qs[0].Qualifier != want {
			t.Errorf("%q: got %+v, want one quantity qualified %s", body, qs, want)
		}
	}
}

// TestPriceRates covers rates that are not periods: a price per measure or per piece, a rate
// after two joined nouns, and a rate written after a sum's bracketed conversion.
func TestPriceRates(t *testing.T) {
	tests := []struct {
		name, body string
		want       []want
	}{
		{"per measure", "Hardwood can fetch more than $2,000 per cubic metre.",
			[]want{{text: "more than $2,000 per cubic metre", value: 2000, unit: "USD", rate: "cubic metre", qual: corroborate.MoreThan}}},
		{"a piece", "Repellent costs 35 bolivianos a bottle in the market.",
			[]want{{text: "35 bolivianos a bottle", value: 35, unit: "BOB", rate: "bottle"}}},
		{"for each year", "Exonerees can receive $50,000 for each year behind bars.",
			[]want{{text: "$50,000 for each year", value: 50000, unit: "USD", rate: "year"}}},
		{"a sum per customer is a cap, no price", "Depositors get up to 100,000 euros per customer.",
			[]want{{text: "up to 100,000 euros", value: 100000, unit: "EUR", qual: corroborate.UpTo}}},
		{"per a measure, any count", "They counted 40 birds per hectare.",
			[]want{{text: "40 birds per hectare", value: 40, noun: "birds", rate: "hectare"}}},
		{"a piece needs money", "They saw 40 birds a bottle away.",
			[]want{{text: "40 birds", value: 40, noun: "birds"}}},
		{"two nouns then a period", "The reef draws more than 8,000 divers and snorkellers a year.",
			[]want{{text: "more than 8,000 divers and snorkellers a year", value: 8000, noun: "divers", rate: "year", qual: corroborate.MoreThan}}},
		{"a joined name is no second noun", "It hired 20 nurses and Red Cross staff a year ago.",
			[]want{{text: "20 nurses", value: 20, noun: "nurses"}}},
		{"a bracketed conversion shares the rate", "Guards charged up to 500,000 Iraqi dinars (about $380) a visit.",
			[]want{{text: "up to 500,000 Iraqi dinars", value: 500000, unit: "IQD", rate: "visit", qual: corroborate.UpTo},
				{text: "about $380", value: 380, unit: "USD", rate: "visit", qual: corroborate.About}}},
		{"a bracket with no rate after", "Its budget is 4.2 million euros ($4.5 million), unchanged.",
			[]want{{text: "4.2 million euros", value: 4.2e6, unit: "EUR"}, {text: "$4.5 million", value: 4.5e6, unit: "USD"}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { expect(t, tc.body, tc.want) })
	}
}

// TestReadingsFromWaveTen covers readings the tenth wave of held-out articles found wanting:
// currency names one country uses, crowns, a lowercase reference word before a measure, a
// name before a sum, rates per game or season, a rate shared by joined counts, and the unit a
// change leaves unsaid.
func TestReadingsFromWaveTen(t *testing.T) {
	tests := []struct {
		body string
		want []want
	}{
		{"It was a 380 million sol contract.", []want{{text: "380 million sol", value: 380e6, unit: "PEN"}}},
		{"Farmers were paid 135,000 dong.", []want{{text: "135,000 dong", value: 135000, unit: "VND"}}},
		{"Norway's regulator said the firm paid more than 12 million crowns.", []want{{text: "more than 12 million crowns", value: 12e6, unit: "NOK", qual: corroborate.MoreThan}}},
		{"They set up a camp 15-20 km north of the town.", []want{{text: "15-20 km", value: 15, low: 15, high: 20, unit: "km"}}},
		{"The league fined Baskonia 30,000 euros.", []want{{text: "30,000 euros", value: 30000, unit: "EUR"}}},
		{"He signed a deal worth about €1.8 million a season.", []want{{text: "about €1.8 million a season", value: 1.8e6, unit: "EUR", rate: "season", qual: corroborate.About}}},
		{"He averaged 17.4 points and 5.2 assists per game.", []want{{text: "17.4 points", value: 17.4, noun: "points", rate: "game"}, {text: "5.2 assists per game", value: 5.2, noun: "assists", rate: "game"}}},
		{"The road cut the trip from about seven hours to less than four.", []want{{text: "about seven hours", value: 7, unit: "hours", qual: corroborate.About}, {text: "less than four", value: 4, unit: "hours", qual: corroborate.LessThan}}},
		{"NAIROBI, Kenya (AP) — Families paid Sh250,000 in bribes.", []want{{text: "Sh250,000", value: 250000, unit: "KES"}}},
		{"He was fined 12,000 Belarusian roubles.", []want{{text: "12,000 Belarusian roubles", value: 12000, unit: "BYN"}}},
		{"Prices rose to 148.50 euros per megawatt-hour.", []want{{text: "148.50 euros per megawatt-hour", value: 148.5, unit: "EUR", rate: "megawatt-hour"}}},
		{"Demand is 350 terawatt-hours.", []want{{text: "350 terawatt-hours", value: 350, unit: "terawatt-hours"}}},
		{"It ships up to 2.1 billion cubic feet a day of gas.", []want{{text: "up to 2.1 billion cubic feet a day", value: 2.1e9, unit: "cubic feet", rate: "day", qual: corroborate.UpTo}}},
	}
	for _, tc := range tests {
		expect(t, tc.body, tc.want)
	}
}
