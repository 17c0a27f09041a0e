package quantity

import "testing"

// TestSharedCurrencies checks that a currency name several countries use is read as the one of
// the country the article is about, and that "$" follows the dateline only when the copy does
// not mark other dollars itself.
func TestSharedCurrencies(t *testing.T) {
	tests := []struct {
		name, body, unit string
	}{
		{"pesos in Colombia", "MEDELLIN, Colombia (AP) — The city paid 3 billion pesos for the bridge, Colombian auditors said.", "COP"},
		{"pesos in the Philippines", "Officials in Cebu said the Philippines had spent 80 million pesos on the port.", "PHP"},
		{"pesos with no country named", "The fine was 20,000 pesos.", "pesos"},
		{"shillings by the capital", "The court in Dar es Salaam fined him 2 million shillings. Tanzania's courts rarely do.", "TZS"},
		{"CFA francs in the west", "Farmers near Bamako were paid 5,000 CFA francs a sack, Malian officials said.", "XOF"},
		{"CFA francs in the centre", "The Cameroonian ministry in Yaoundé released 40 million CFA francs.", "XAF"},
		{"rupees default to India", "The scheme cost 500 million rupees.", "INR"},
		{"rupees in Pakistan", "LAHORE, Pakistan (Reuters) - Punjab's government set aside 2 billion rupees for flood relief in Pakistan.", "PKR"},
		{"kroner in Norway", "OSLO, Norway — Norwegian police fined the firm 90,000 kroner.", "NOK"},
		{"a bare dollar sign follows a local dateline", "TORONTO, Ontario — The council approved $12 million for shelters in the city.", "CAD"},
		{"a bare dollar sign in wire copy is American", "SYDNEY (Reuters) - The deal is worth A$1.5 billion ($1 million more than planned).", "USD"},
		{"a bare dollar sign elsewhere is American", "NAIROBI, Kenya — Donors pledged $40 million, Kenyan officials said.", "USD"},
		{"a longer country name hides a shorter one", "SANTO DOMINGO, Dominican Republic (AP) — The prison cost $20 million.", "USD"},
		{"dollars in words", "AUCKLAND, New Zealand — The upgrade cost 30 million dollars, New Zealand officials said.", "NZD"},
		{"a currency as a compound adjective", "It announced a 40-million-dollar plan.", "USD"},
		{"crowns in the Czech Republic", "KADAN, Czech Republic (Reuters) - The utility will spend 2.4 billion crowns on the plant, Prague said.", "CZK"},
		{"crowns in Sweden", "Swedish prosecutors said the firm paid 50 million crowns.", "SEK"},
		{"a demonym names the user of a shared name", "The fine was 1 million Burundian francs.", "BIF"},
		{"krónur are Iceland's", "Repairs will cost more than 7 billion krónur.", "ISK"},
		{"a bare dollar in copy that marks local dollars J$", "KINGSTON, Jamaica - The government spent J$3 billion; insurers paid about $92 million.", "USD"},
		{"N$ is Namibia's dollar", "The port will cost about N$185 billion.", "NAD"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := Extract(tc.body)
			checkSpans(t, tc.body, got)
			var units []string
			for _, q := range got {
				if q.Unit != "" && q.Unit != "%" && q.Unit != "months" {
					units = append(units, q.Unit)
				}
			}
			if len(units) == 0 || units[len(units)-1] != tc.unit {
				t.Errorf("%q: units %v, want the last to be %s", tc.body, units, tc.unit)
			}
		})
	}
}
