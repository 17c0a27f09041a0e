// Package quantity reads the numbers an article states ("more than 4,000 refugees",
// "45–60 minutes", "48%", "30 trucks a day") with their qualifier, counted noun, unit, range and
// rate, each with the byte span it came from.
//
// It is a hand-written scanner over a light tokenizer (ingest/internal/numtext, shared with the
// dates package), not a set of regular expressions: the whole extraction must run at tens of
// thousands of words a second per core.
//
// Decisions worth knowing:
//
//   - Vague plurals are ranges with qualifier about, from two of the scale up to just under the
//     next named scale: "dozens" 24–99, "hundreds" 200–999, "thousands" 2,000–999,999,
//     "tens of thousands" 20,000–999,999, "millions" 2–999 million. Value is the low end, as for
//     every range. "several"/"a few" with a scale ("several thousand") read 2–9 of the scale.
//   - "almost" and "nearly" are less-than (just under the figure); "some", "an estimated" and
//     "~" are about; "as many as" is up-to; "within 30 days" is at-most; "31 or more" is
//     at-least and "20 or so" about; a qualifier reaches past "another" ("at least another
//     five days").
//   - Fractions and ratios are percentages, so they compare with stated ones: "two-thirds of
//     voters" is 66.67 %, "one in five families" 20 %, "more than half" more-than 50 %.
//   - "from 8,000 to 14,000" after a verb of change ("rose") is two quantities, not a range;
//     "two or three" is a range only when the figures are close; "500+" and "500-plus" are
//     more-than, "20-odd" about.
//   - A bare "one" is not read: it is nearly always a pronoun ("one of the authors").
//   - "twelve thousand (12,000)": a bracketed restatement of the same value joins the quantity.
//   - Four-digit figures from 1000 to 2100 are years unless a plural noun, unit or percent
//     follows and nothing before them reads as a date ("2000 people" counts, "in 2009" does not).
//   - Figures that name rather than count are skipped: a number after a capitalised word that
//     does not open the sentence ("Branch 318", "World War 2"), before a capitalised name with a
//     facility head ("412 Military Hospital"), after reference words ("section 3", "No. 5"), day
//     numbers next to a month, clock times, phone numbers, identifiers ("COVID-19", "A320"),
//     an age set off by commas after a name ("Jane Doe, 27, said"), and ages in words ("a
//     24-year-old teacher", "34 years old", "aged 22 and 51"): an age describes a person.
//   - The counted noun is the last plural-looking word in the run of up to four words after the
//     figure (skipping adjectives: "4,300 graphic images" → "images"), or the noun of
//     "of the X" ("48% of the voters"); a pronoun ("70% of them") leaves it empty. Time, distance
//     and weight words are units, not nouns; what a non-time unit measures is the noun ("1,500
//     tonnes of rice" → "rice"). A hyphenated noun stays whole ("hat-tricks"); participles
//     before the noun are adjectives ("4 working operating theatres"); a casualty adjective
//     with no noun after it is the noun ("more than 60 wounded"); "142 of the 300 seats" gives
//     142 the noun "seats" without reaching into the 300, which stays a quantity of its own;
//     "more" or "other" may stand before the noun ("three more districts"). Adjectives, names
//     and "and" may stand between figure and noun ("three former Interior Ministry officers",
//     "nine primary and secondary schools"); a figure in quotation marks keeps the noun after
//     the closing mark; a bare figure takes the noun of "the number of X" written right around
//     it ("bringing to 14 the number of deaths"), but a noun the text leaves unsaid is never
//     guessed. Ages after "aged" are not counts.
//   - Currency is an ISO code in Unit ("$5m" → USD, "A$3bn" → AUD, "EUR1.2bn" and "1.2 billion
//     euros" → EUR, "Rs 500 crore" → INR with the South Asian scales lakh and crore). A name
//     several countries use ("pesos", "shillings", "CFA francs", "rupees", "dollars") is the
//     currency of the country the article names most often among its users (currencies.txt,
//     generated from the world-countries and GeoNames data: names, capitals, demonyms, big
//     cities, provinces); with none named, a usual reading stands ("rupees" INR) or the word
//     itself is the unit ("pesos"). A bare "$" is American unless the dateline names another
//     dollar country and the copy does not mark other dollars itself ("A$", "HK$").
package quantity
