package quantity

import (
	"testing"

	"github.com/corroborate/corroborate"
)

// TestNounsAndWithin covers readings the held-out evaluations (testdata/eval, eval2) found
// wanting: the stuff measured after a unit, casualty adjectives as nouns, participles before the
// noun, hyphenated nouns, the whole's noun in "N of the M X", qualifiers written after the
// figure ("or more") or before "another", power units, and "within" as at-most.
func TestNounsAndWithin(t *testing.T) {
	tests := []struct {
		name string
		body string
		want []want
	}{
		{"unit of stuff", "The agency shipped 2,000 tonnes of flour.",
			[]want{{text: "2,000 tonnes of flour", value: 2000, unit: "tonnes", of: "flour"}}},
		{"time unit of an event is no noun", "It followed four days of heavy fighting.",
			[]want{{text: "four days", value: 4, unit: "days"}}},
		{"casualty adjective", "The clashes left 45 dead and more than 200 wounded.",
			[]want{{text: "45 dead", value: 45, noun: "dead"}, {text: "more than 200 wounded", value: 200, noun: "wounded", qual: corroborate.MoreThan}}},
		{"adjective then plural", "It treated 60 wounded soldiers.",
			[]want{{text: "60 wounded soldiers", value: 60, noun: "soldiers"}}},
		{"participles before the noun", "Only 3 remaining working generators were left.",
			[]want{{text: "3 remaining working generators", value: 3, noun: "generators"}}},
		{"participle after the noun ends it", "Officials said 12 people killed in the blast were miners.",
			[]want{{text: "12 people", value: 12, noun: "people"}}},
		{"hyphenated noun", "She scored two hat-tricks this season.",
			[]want{{text: "two hat-tricks", value: 2, noun: "hat-tricks"}}},
		{"noun of the whole", "The party won 87 of the 150 seats.",
			[]want{{text: "87", value: 87, noun: "seats"}, {text: "150 seats", value: 150, noun: "seats"}}},
		{"noun of a possessed whole", "Production stopped at four of the company's five factories.",
			[]want{{text: "four", value: 4, noun: "factories"}, {text: "five factories", value: 5, noun: "factories"}}},
		{"unit of the whole", "He planted three of his five acres.",
			[]want{{text: "three", value: 3, unit: "acres"}, {text: "five acres", value: 5, unit: "acres"}}},
		{"the number of X far before the figure", "The number of crossings so far this year stands at 21,700.",
			[]want{{text: "21,700", value: 21700, noun: "crossings"}}},
		{"or more", "Groups of 10 or more people must register.",
			[]want{{text: "10 or more people", value: 10, noun: "people", qual: corroborate.AtLeast}}},
		{"or so", "About 20 or so boats waited.",
			[]want{{text: "About 20 or so boats", value: 20, noun: "boats", qual: corroborate.About}}},
		{"or between close figures is still a range", "It takes two or three days.",
			[]want{{text: "two or three days", value: 2, low: 2, high: 3, unit: "days"}}},
		{"qualifier before another", "The cold will last at least another five days.",
			[]want{{text: "at least another five days", value: 5, unit: "days", qual: corroborate.AtLeast}}},
		{"power units", "Demand reached 48 gigawatts.",
			[]want{{text: "48 gigawatts", value: 48, unit: "gigawatts"}}},
		{"more before the noun", "It spread to three more districts.",
			[]want{{text: "three more districts", value: 3, noun: "districts"}}},
		{"more than after the figure is no noun", "About 400 more than last year came.",
			[]want{{text: "About 400", value: 400, qual: corroborate.About}}},
		{"age after a name is no count", "Jane Doe, 27, won the race.",
			nil},
		{"ages after aged are no counts", "Two guards, aged 31 and 44, were charged.",
			[]want{{text: "Two guards", value: 2, noun: "guards"}}},
		{"the number of X names what a bare figure counts", "The flood raised to at least 14 the number of deaths this month.",
			[]want{{text: "at least 14", value: 14, noun: "deaths", qual: corroborate.AtLeast}}},
		{"the number of X far from the figure says nothing", "The bureau counted 640 on Monday, but rivals, citing hospital staff and local officials, put the number of victims higher.",
			[]want{{text: "640", value: 640}}},
		{"a quoted figure keeps the noun after the quote", "The ministry said it held “more than 3,000” files on the case.",
			[]want{{text: "more than 3,000” files", value: 3000, noun: "files", qual: corroborate.MoreThan}}},
		{"a name between figure and noun", "Police detained three former Interior Ministry officers.",
			[]want{{text: "three former Interior Ministry officers", value: 3, noun: "officers"}}},
		{"adjectives joined by and", "The city opened nine new primary and secondary schools.",
			[]want{{text: "nine new primary and secondary schools", value: 9, noun: "schools"}}},
		{"a name after the noun still ends it", "She met 40 delegates Thursday.",
			[]want{{text: "40 delegates", value: 40, noun: "delegates"}}},
		{"days with an adjective are a span", "The court gave him 15 working days to reply.",
			[]want{{text: "15 working days", value: 15, unit: "days"}}},
		{"a rate before tax", "A nurse earns about €2,100 a month before tax.",
			[]want{{text: "about €2,100 a month", value: 2100, unit: "EUR", rate: "month", qual: corroborate.About}}},
		{"a rate then and", "They worked 14 hours a day and slept on the floor.",
			[]want{{text: "14 hours a day", value: 14, unit: "hours", rate: "day"}}},
		{"a count of members names what it is of", "The 150-member parliament voted.",
			[]want{{text: "150-member parliament", value: 150, noun: "member", of: "parliament"}}},
		{"fish counted in the singular", "Biologists counted 98,412 sockeye at the weir.",
			[]want{{text: "98,412 sockeye", value: 98412, noun: "sockeye"}}},
		{"nautical miles", "The boat sank roughly 4 nautical miles offshore.",
			[]want{{text: "roughly 4 nautical miles", value: 4, unit: "nautical miles", qual: corroborate.About}}},
		{"a preposition ends a singular noun", "They built a 60-bed ward beside the clinic.",
			[]want{{text: "60-bed ward", value: 60, noun: "bed", of: "ward"}}},
		{"a qualified 'a decade' is one", "He was held for more than a decade.",
			[]want{{text: "more than a decade", value: 1, unit: "decade", qual: corroborate.MoreThan}}},
		{"an unqualified 'a year' is no quantity", "A year later he left.", nil},
		{"a change from a qualified figure", "The price rose from about $15 to $160.",
			[]want{{text: "about $15", value: 15, unit: "USD", qual: corroborate.About}, {text: "$160", value: 160, unit: "USD"}}},
		{"pounds after a verb of weight are a weight", "He lost more than 30 pounds in jail.",
			[]want{{text: "more than 30 pounds", value: 30, unit: "pounds", qual: corroborate.MoreThan}}},
		{"a rate shared per person", "Refugees get $8 per person a month.",
			[]want{{text: "$8 per person a month", value: 8, unit: "USD", rate: "month"}}},
		{"of the injured", "Doctors said 23 of the injured were in a serious condition.",
			[]want{{text: "23 of the injured", value: 23, noun: "injured"}}},
		{"people ends the noun", "More than 20 million people needs water.",
			[]want{{text: "More than 20 million people", value: 20e6, noun: "people", qual: corroborate.MoreThan}}},
		{"million gallons a day", "The plant pumps around 650 MGD.",
			[]want{{text: "around 650 MGD", value: 650e6, unit: "gallons", rate: "day", qual: corroborate.About}}},
		{"and a half", "He got four and a half years.",
			[]want{{text: "four and a half years", value: 4.5, unit: "years"}}},
		{"as far as, as little as", "Ash fell as far as 7 km away and crews earn as little as $350 a month.",
			[]want{{text: "as far as 7 km", value: 7, unit: "km", qual: corroborate.UpTo}, {text: "as little as $350 a month", value: 350, unit: "USD", rate: "month", qual: corroborate.AtLeast}}},
		{"within", "Results are due within 48 hours.",
			[]want{{text: "within 48 hours", value: 48, unit: "hours", qual: corroborate.AtMost}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { expect(t, tc.body, tc.want) })
	}
}
