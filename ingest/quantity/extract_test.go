package quantity

import (
	"testing"

	"github.com/corroborate/corroborate"
)

// want is the part of a quantity a case checks; zero fields are checked too, except Low/High
// which default to Value.
type want struct {
	text  string
	value float64
	low   float64
	high  float64
	noun  string
	of    string
	unit  string
	qual  corroborate.Qualifier
	rate  string
}

func TestExtract(t *testing.T) {
	tests := []struct {
		name string
		body string
		want []want
	}{
		{"plain count", "Police arrested 1,250 protesters overnight.",
			[]want{{text: "1,250 protesters", value: 1250, noun: "protesters"}}},
		{"adjectives skipped", "The archive holds 4,300 unpublished colour slides from the war.",
			[]want{{text: "4,300 unpublished colour slides", value: 4300, noun: "slides"}}},
		{"more than", "More than 2,500 soldiers crossed the river.",
			[]want{{text: "More than 2,500 soldiers", value: 2500, noun: "soldiers", qual: corroborate.MoreThan}}},
		{"over", "The fire destroyed over 300 homes.",
			[]want{{text: "over 300 homes", value: 300, noun: "homes", qual: corroborate.MoreThan}}},
		{"upwards of", "They sold upwards of 80 tickets.",
			[]want{{text: "upwards of 80 tickets", value: 80, noun: "tickets", qual: corroborate.MoreThan}}},
		{"almost", "Almost 900 students signed the letter.",
			[]want{{text: "Almost 900 students", value: 900, noun: "students", qual: corroborate.LessThan}}},
		{"nearly", "nearly 40 villages were emptied",
			[]want{{text: "nearly 40 villages", value: 40, noun: "villages", qual: corroborate.LessThan}}},
		{"just under", "just under 70 delegates voted",
			[]want{{text: "just under 70 delegates", value: 70, noun: "delegates", qual: corroborate.LessThan}}},
		{"fewer than", "fewer than 12 journalists attended",
			[]want{{text: "fewer than 12 journalists", value: 12, noun: "journalists", qual: corroborate.LessThan}}},
		{"about", "about 600 families fled",
			[]want{{text: "about 600 families", value: 600, noun: "families", qual: corroborate.About}}},
		{"some", "Some 45 ships were seized.",
			[]want{{text: "Some 45 ships", value: 45, noun: "ships", qual: corroborate.About}}},
		{"an estimated", "an estimated 3,000 refugees arrived",
			[]want{{text: "an estimated 3,000 refugees", value: 3000, noun: "refugees", qual: corroborate.About}}},
		{"tilde", "~250 files",
			[]want{{text: "~250 files", value: 250, noun: "files", qual: corroborate.About}}},
		{"at least", "at least 14 civilians died",
			[]want{{text: "at least 14 civilians", value: 14, noun: "civilians", qual: corroborate.AtLeast}}},
		{"no fewer than", "no fewer than 8 witnesses",
			[]want{{text: "no fewer than 8 witnesses", value: 8, noun: "witnesses", qual: corroborate.AtLeast}}},
		{"at most", "at most 20 guards",
			[]want{{text: "at most 20 guards", value: 20, noun: "guards", qual: corroborate.AtMost}}},
		{"no more than", "no more than 5 visitors",
			[]want{{text: "no more than 5 visitors", value: 5, noun: "visitors", qual: corroborate.AtMost}}},
		{"up to", "up to 400 prisoners a week were moved",
			[]want{{text: "up to 400 prisoners a week", value: 400, noun: "prisoners", qual: corroborate.UpTo, rate: "week"}}},
		{"as many as", "as many as 70 trucks",
			[]want{{text: "as many as 70 trucks", value: 70, noun: "trucks", qual: corroborate.UpTo}}},
		{"decimal years", "He served 4.5 years in jail.",
			[]want{{text: "4.5 years", value: 4.5, unit: "years"}}},
		{"percent sign", "Turnout reached 48% in the north.",
			[]want{{text: "48%", value: 48, unit: "%"}}},
		{"percent word", "Prices rose 12 percent last year.",
			[]want{{text: "12 percent", value: 12, unit: "%"}}},
		{"per cent", "about 35 per cent of the votes",
			[]want{{text: "about 35 per cent of the votes", value: 35, unit: "%", of: "votes", qual: corroborate.About}}},
		{"percent of pronoun", "and 70% of them were women",
			[]want{{text: "70%", value: 70, unit: "%"}}},
		{"words", "They interviewed eleven witnesses.",
			[]want{{text: "eleven witnesses", value: 11, noun: "witnesses"}}},
		{"word thousand", "twelve thousand soldiers",
			[]want{{text: "twelve thousand soldiers", value: 12000, noun: "soldiers"}}},
		{"word million", "two million residents",
			[]want{{text: "two million residents", value: 2e6, noun: "residents"}}},
		{"compound words", "twenty-five hostages were freed",
			[]want{{text: "twenty-five hostages", value: 25, noun: "hostages"}}},
		{"hundred and", "three hundred and twelve cases",
			[]want{{text: "three hundred and twelve cases", value: 312, noun: "cases"}}},
		{"a dozen", "a dozen reporters waited",
			[]want{{text: "a dozen reporters", value: 12, noun: "reporters"}}},
		{"about a dozen", "about a dozen tanks",
			[]want{{text: "about a dozen tanks", value: 12, noun: "tanks", qual: corroborate.About}}},
		{"hundreds of", "hundreds of letters arrived",
			[]want{{text: "hundreds of letters", value: 200, low: 200, high: 999, noun: "letters", qual: corroborate.About}}},
		{"tens of thousands", "tens of thousands of protesters",
			[]want{{text: "tens of thousands of protesters", value: 20000, low: 20000, high: 999999, noun: "protesters", qual: corroborate.About}}},
		{"mixed restatement", "it held fourteen thousand (14,000) prisoners",
			[]want{{text: "fourteen thousand (14,000) prisoners", value: 14000, noun: "prisoners"}}},
		{"hyphen thousand", "some 12-thousand troops",
			[]want{{text: "some 12-thousand troops", value: 12000, noun: "troops", qual: corroborate.About}}},
		{"decimal million", "1.5 million voters",
			[]want{{text: "1.5 million voters", value: 1.5e6, noun: "voters"}}},
		{"hyphen range", "each session lasted 45-60 minutes",
			[]want{{text: "45-60 minutes", value: 45, low: 45, high: 60, unit: "minutes"}}},
		{"en dash range", "a wait of 2–3 hours",
			[]want{{text: "2–3 hours", value: 2, low: 2, high: 3, unit: "hours"}}},
		{"to range", "sentences of 5 to 10 years",
			[]want{{text: "5 to 10 years", value: 5, low: 5, high: 10, unit: "years"}}},
		{"between range", "aged between 18 and 25",
			[]want{{text: "between 18 and 25", value: 18, low: 18, high: 25}}},
		{"closer to is an estimate", "investigators put the figure closer to 700",
			[]want{{text: "closer to 700", value: 700, qual: corroborate.About}}},
		{"a share of a named firm has no noun", "the fund owns 2.1% of Hanvel Chemical",
			[]want{{text: "2.1%", value: 2.1, unit: "%"}}},
		{"a country's adjective picks the currency", "a fine of 14.6 million Swiss francs and 500,000 Iraqi dinars",
			[]want{{text: "14.6 million Swiss francs", value: 1.46e7, unit: "CHF"}, {text: "500,000 Iraqi dinars", value: 5e5, unit: "IQD"}}},
		{"cubic metres of what", "an estimated 1.2 million cubic metres of mine waste",
			[]want{{text: "an estimated 1.2 million cubic metres of mine waste", value: 1.2e6, qual: corroborate.About, unit: "cubic metres", of: "waste"}}},
		{"a seat count before a name counts seats", "the 57-seat Legislative Assembly",
			[]want{{text: "57-seat", value: 57, noun: "seat"}}},
		{"verb qualifier and annual percentage", "costs could exceed 150,000 euros after a 7 percent annual raise",
			[]want{{text: "exceed 150,000 euros", value: 150000, qual: corroborate.MoreThan, unit: "EUR"}, {text: "7 percent", value: 7, unit: "%", rate: "year"}}},
		{"a year after a time preposition and a qualifier", "the plant stays open until at least 2032, with more than 2000 staff",
			[]want{{text: "more than 2000 staff", value: 2000, qual: corroborate.MoreThan, noun: "staff"}}},
		{"a span of time after 'over', a bound after 'for over'", "over three years the archive grew; he was held for over ten years",
			[]want{{text: "three years", value: 3, unit: "years"}, {text: "over ten years", value: 10, qual: corroborate.MoreThan, unit: "years"}}},
		{"degrees Celsius and square metres", "temperatures topped 40 degrees Celsius in a 2,300 square metres hall",
			[]want{{text: "topped 40 degrees Celsius", value: 40, qual: corroborate.MoreThan, unit: "degrees Celsius"}, {text: "2,300 square metres", value: 2300, unit: "square metres"}}},
		{"barrels a day", "output of 1.5 million bpd of crude",
			[]want{{text: "1.5 million bpd of crude", value: 1.5e6, unit: "barrels", rate: "day", of: "crude"}}},
		{"between range of money in pounds", "a loss of between £118 million and £128 million",
			[]want{{text: "between £118 million and £128 million", value: 1.18e8, low: 1.18e8, high: 1.28e8, unit: "GBP"}}},
		{"currency of one country", "fines of 3,000 quetzales and 40 pence",
			[]want{{text: "3,000 quetzales", value: 3000, unit: "GTQ"}, {text: "40 pence", value: 40, unit: "GBX"}}},
		{"scaled range", "2 to 3 million people",
			[]want{{text: "2 to 3 million people", value: 2e6, low: 2e6, high: 3e6, noun: "people"}}},
		{"word range", "two to three weeks",
			[]want{{text: "two to three weeks", value: 2, low: 2, high: 3, unit: "weeks"}}},
		{"compound adjective", "a 48-page dossier was leaked",
			[]want{{text: "48-page dossier", value: 48, unit: "page", of: "dossier"}}},
		{"compound decimal", "a 2.5-year investigation",
			[]want{{text: "2.5-year investigation", value: 2.5, unit: "year", of: "investigation"}}},
		{"an age is no quantity", "a 9-year-old girl, 34 years old, and a three-month-old baby", nil},
		{"a span in years is one", "a 9-year sentence",
			[]want{{text: "9-year sentence", value: 9, unit: "year", of: "sentence"}}},
		{"rate per", "30 trucks per day",
			[]want{{text: "30 trucks per day", value: 30, noun: "trucks", rate: "day"}}},
		{"rate each", "12 flights each month",
			[]want{{text: "12 flights each month", value: 12, noun: "flights", rate: "month"}}},
		{"dollars", "a fine of $2.5 million",
			[]want{{text: "$2.5 million", value: 2.5e6, unit: "USD"}}},
		{"pounds abbreviation", "a £40m contract",
			[]want{{text: "£40m", value: 40e6, unit: "GBP"}}},
		{"US dollars", "paid 300 US dollars",
			[]want{{text: "300 US dollars", value: 300, unit: "USD"}}},
		{"euros", "fined 5,000 euros",
			[]want{{text: "5,000 euros", value: 5000, unit: "EUR"}}},
		{"billion euros", "the bloc offered 3.4 billion euros in aid",
			[]want{{text: "3.4 billion euros", value: 3.4e9, unit: "EUR"}}},
		{"prefixed dollars", "a A$7.5bn plan and HK$900m of debt",
			[]want{{text: "A$7.5bn", value: 7.5e9, unit: "AUD"}, {text: "HK$900m", value: 900e6, unit: "HKD"}}},
		{"code glued to the figure", "bonds worth EUR2.5bn",
			[]want{{text: "EUR2.5bn", value: 2.5e9, unit: "EUR"}}},
		{"crore and lakh", "a Rs 250 crore scheme and Rs. 40 lakh in cash",
			[]want{{text: "Rs 250 crore", value: 2.5e9, unit: "INR"}, {text: "Rs. 40 lakh", value: 4e6, unit: "INR"}}},
		{"currency word", "a bill of 80 million naira",
			[]want{{text: "80 million naira", value: 80e6, unit: "NGN"}}},
		{"hundreds of thousands", "hundreds of thousands of migrants",
			[]want{{text: "hundreds of thousands of migrants", value: 200000, low: 200000, high: 999999, noun: "migrants", qual: corroborate.About}}},
		{"km", "a convoy 40 km long",
			[]want{{text: "40 km", value: 40, unit: "km"}}},
		{"km glued", "a 10km march",
			[]want{{text: "10km", value: 10, unit: "km"}}},
		{"of the", "14 of the hostages were released",
			[]want{{text: "14 of the hostages", value: 14, noun: "hostages"}}},
		{"participle ends noun", "They counted 80 graves dug in haste.",
			[]want{{text: "80 graves", value: 80, noun: "graves"}}},
		{"irregular plural", "It found 3,400 people missing.",
			[]want{{text: "3,400 people", value: 3400, noun: "people"}}},
		{"count of years-like", "Officials said 2000 people gathered.",
			[]want{{text: "2000 people", value: 2000, noun: "people"}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { expect(t, tc.body, tc.want) })
	}
}

// TestNotQuantities lists numbers that name, date or identify rather than count.
func TestNotQuantities(t *testing.T) {
	for _, body := range []string{
		"The protests began in 2009 and spread.",
		"The war of 1992-1995 left scars.",
		"The war of 1992–1995 left scars.",
		"He was detained on April 29, 2009.",
		"He was detained on 29 April 2009.",
		"He was detained on Jan. 20 and freed.",
		"The summit ran on 3-5 March in the capital.",
		"The memo is dated 2019-12-20.",
		"He was held at Branch 318 for months.",
		"Files from the Northern Branch 291 were read.",
		"He died at the 412 Military Hospital.",
		"He died in military hospital 612 last year.",
		"He was moved to the 318 Branch cells.",
		"He served in World War 2 as a medic.",
		"The meeting starts at 10:30 tomorrow.",
		"The call came at 5 pm.",
		"The call came at 8 a.m. sharp.",
		"Call +44 20 7946 0958 for details.",
		"Call 555-123-4567 for details.",
		"See section 3.2.1 of the treaty.",
		"Under section 12 of the act, he was charged.",
		"Under Article 7 of the statute, he was charged.",
		"It violated Resolution 2118 outright.",
		"The COVID-19 outbreak began.",
		"An A320 jet landed.",
		"He scored on the 29th minute.",
		"The 1990s were different.",
		"He was one of the authors.",
		"The vote was 3-2 in favour.",
		"See No. 12 in the list.",
		"a third man was held",
		"half an hour later",
		"in the second half of the season",
	} {
		if got := Extract(body); len(got) != 0 {
			t.Errorf("%q: got %+v, want nothing", body, got)
		}
	}
}

func TestOrIsNotAlwaysRange(t *testing.T) {
	body := "It killed 5 or 50 people."
	got := Extract(body)
	checkSpans(t, body, got)
	if len(got) != 2 || got[0].High != 5 || got[1].Value != 50 {
		t.Errorf("got %+v, want 5 and 50 apart", got)
	}
}

func TestChangeIsNotRange(t *testing.T) {
	body := "The number of inmates rose from 8,000 to 14,000 in a decade."
	got := Extract(body)
	checkSpans(t, body, got)
	if len(got) != 2 || got[0].Value != 8000 || got[1].Value != 14000 || got[0].High != 8000 {
		t.Errorf("got %+v, want two single quantities 8000 and 14000", got)
	}
}

// expect runs Extract on body and checks every quantity against want, in order. A want with
// no qualifier is exact; one with no low and high is a single value.
func expect(t *testing.T, body string, want []want) {
	t.Helper()
	got := Extract(body)
	checkSpans(t, body, got)
	if len(got) != len(want) {
		t.Fatalf("%q: got %d quantities %+v, want %d", body, len(got), got, len(want))
	}
	for i, w := range want {
		g := got[i]
		if w.qual == "" {
			w.qual = corroborate.Exact
		}
		if w.low == 0 && w.high == 0 {
			w.low, w.high = w.value, w.value
		}
		if g.Text != w.text || g.Value != w.value || g.Low != w.low || g.High != w.high ||
			g.Noun != w.noun || g.Of != w.of || g.Unit != w.unit || g.Qualifier != w.qual || g.Rate != w.rate {
			t.Errorf("%q:\ngot  %+v\nwant %+v", body, g, w)
		}
	}
}

func checkSpans(t *testing.T, body string, qs []corroborate.Quantity) {
	t.Helper()
	prev := 0
	for _, q := range qs {
		if q.Start < 0 || q.End > len(body) || q.Start >= q.End {
			t.Fatalf("bad span [%d,%d) in body of %d bytes: %+v", q.Start, q.End, len(body), q)
		}
		if body[q.Start:q.End] != q.Text {
			t.Fatalf("Text %q != body[%d:%d] %q", q.Text, q.Start, q.End, body[q.Start:q.End])
		}
		if q.Start < prev {
			t.Fatalf("quantities overlap or are out of order at %+v", q)
		}
		prev = q.End
		if q.Low > q.High || q.Value != q.Low {
			t.Fatalf("Low %g, Value %g, High %g out of order: %+v", q.Low, q.Value, q.High, q)
		}
		switch q.Qualifier {
		case corroborate.Exact, corroborate.About, corroborate.MoreThan, corroborate.LessThan,
			corroborate.AtLeast, corroborate.AtMost, corroborate.UpTo:
		default:
			t.Fatalf("unknown qualifier %q", q.Qualifier)
		}
	}
}

func TestExtractMore(t *testing.T) {
	tests := []struct {
		body string
		want want
	}{
		{"a few hundred protesters", want{text: "a few hundred protesters", value: 200, low: 200, high: 900, noun: "protesters", qual: corroborate.About}},
		{"limited to 50 km/h here", want{text: "50 km/h", value: 50, unit: "km/h"}},
		{"Syria's 23 million people", want{text: "23 million people", value: 23e6, noun: "people"}},
		{"revenue of $4.1 billion", want{text: "$4.1 billion", value: 4.1e9, unit: "USD"}},
		{"up from 6.9 percent a year earlier", want{text: "6.9 percent", value: 6.9, unit: "%"}},
		{"a 6.2-magnitude earthquake struck", want{text: "6.2-magnitude earthquake", value: 6.2, unit: "magnitude", of: "earthquake"}},
		{"more than half of them", want{text: "more than half", value: 50, unit: "%", qual: corroborate.MoreThan}},
		{"one in four households", want{text: "one in four households", value: 25, unit: "%", of: "households"}},
		{"nearly two-thirds of the jurors", want{text: "nearly two-thirds of the jurors", value: 66.67, unit: "%", of: "jurors", qual: corroborate.LessThan}},
		{"a quarter of the budget", want{text: "a quarter of the budget", value: 25, unit: "%", of: "budget"}},
		{"it hit 41C at noon", want{text: "41C", value: 41, unit: "C"}},
		{"held for 2½ years", want{text: "2½ years", value: 2.5, unit: "years"}},
		{"among 30-odd delegates", want{text: "30-odd delegates", value: 30, noun: "delegates", qual: corroborate.About}},
		{"with 900 killed detainees", want{text: "900 killed detainees", value: 900, noun: "detainees"}},
		{"some 70 per cent of the nation's farmers", want{text: "some 70 per cent of the nation's farmers", value: 70, unit: "%", of: "farmers", qual: corroborate.About}},
		{"sold 2.4m units", want{text: "2.4m units", value: 2.4e6, noun: "units"}},
		{"a tower 300m tall", want{text: "300m", value: 300, unit: "m"}},
		{"Turkey hosts around 3.6m.", want{text: "around 3.6m", value: 3.6e6, qual: corroborate.About}},
		{"rates of 5%-8% a year", want{text: "5%-8% a year", value: 5, low: 5, high: 8, unit: "%", rate: "year"}},
		{"from 5% to 8% of voters", want{text: "5% to 8% of voters", value: 5, low: 5, high: 8, unit: "%", of: "voters"}},
		{"two or three guards", want{text: "two or three guards", value: 2, low: 2, high: 3, noun: "guards"}},
		{"some 9,000-plus detainees", want{text: "some 9,000-plus detainees", value: 9000, noun: "detainees", qual: corroborate.About}},
		{"held 500+ detainees", want{text: "500+ detainees", value: 500, noun: "detainees", qual: corroborate.MoreThan}},
		{"roughly 4,000 to 5,000 fighters", want{text: "roughly 4,000 to 5,000 fighters", value: 4000, low: 4000, high: 5000, noun: "fighters", qual: corroborate.About}},
	}
	for _, tc := range tests {
		t.Run(tc.body, func(t *testing.T) { expect(t, tc.body, []want{tc.want}) })
	}
}
