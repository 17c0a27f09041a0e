package quantity

import (
	"github.com/corroborate/corroborate"
	"github.com/corroborate/corroborate/ingest/internal/numtext"
)

// smallNumbers are the number words that add to the running group.
var smallNumbers = map[string]float64{
	"zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
	"eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
	"fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18,
	"nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60,
	"seventy": 70, "eighty": 80, "ninety": 90,
}

// scales multiply what came before them: "eleven thousand", "1.5 million", "$3bn".
var scales = map[string]float64{
	"hundred": 100, "thousand": 1e3, "million": 1e6, "billion": 1e9, "trillion": 1e12,
	"dozen": 12,
	// South Asian scales: "Rs 500 crore" is five billion rupees.
	"lakh": 1e5, "lakhs": 1e5, "crore": 1e7, "crores": 1e7,
}

// abbrevScales follow a figure with no space: "$3bn", "£40m", "5k".
var abbrevScales = map[string]float64{
	"bn": 1e9, "b": 1e9, "mn": 1e6, "m": 1e6, "tn": 1e12, "k": 1e3, "mln": 1e6, "bln": 1e9,
}

// vague are plural scale words: "hundreds of", "thousands of". They are read as a range from two
// of the scale up to just under the next named scale (see doc.go).
var vague = map[string][2]float64{
	"dozens":    {24, 99},
	"scores":    {40, 99},
	"hundreds":  {200, 999},
	"thousands": {2000, 999999},
	"millions":  {2e6, 999999999},
	"billions":  {2e9, 1e12 - 1},
}

// qualifierPhrases are read backwards from the number; the longest match wins.
var qualifierPhrases = []struct {
	words []string
	q     corroborate.Qualifier
}{
	{[]string{"more", "than"}, corroborate.MoreThan},
	{[]string{"well", "over"}, corroborate.MoreThan},
	{[]string{"just", "over"}, corroborate.MoreThan},
	{[]string{"over"}, corroborate.MoreThan},
	{[]string{"upwards", "of"}, corroborate.MoreThan},
	{[]string{"upward", "of"}, corroborate.MoreThan},
	{[]string{"in", "excess", "of"}, corroborate.MoreThan},
	{[]string{"greater", "than"}, corroborate.MoreThan},
	{[]string{"above"}, corroborate.MoreThan},
	{[]string{"exceeding"}, corroborate.MoreThan},
	{[]string{"exceed"}, corroborate.MoreThan}, // "costs could exceed 150,000 marks"
	{[]string{"exceeds"}, corroborate.MoreThan},
	{[]string{"exceeded"}, corroborate.MoreThan},
	{[]string{"surpassed"}, corroborate.MoreThan},
	{[]string{"never", "exceeded"}, corroborate.AtMost},
	{[]string{"never", "exceeds"}, corroborate.AtMost},
	{[]string{"not", "exceed"}, corroborate.AtMost},
	{[]string{"never", "more", "than"}, corroborate.AtMost},
	{[]string{"topped"}, corroborate.MoreThan}, // "temperatures topped 40 degrees"
	{[]string{"almost"}, corroborate.LessThan},
	{[]string{"nearly"}, corroborate.LessThan},
	{[]string{"just", "under"}, corroborate.LessThan},
	{[]string{"under"}, corroborate.LessThan},
	{[]string{"fewer", "than"}, corroborate.LessThan},
	{[]string{"less", "than"}, corroborate.LessThan},
	{[]string{"below"}, corroborate.LessThan},
	{[]string{"just", "shy", "of"}, corroborate.LessThan},
	{[]string{"short", "of"}, corroborate.LessThan},
	{[]string{"not", "quite"}, corroborate.LessThan},
	{[]string{"close", "to"}, corroborate.LessThan},
	{[]string{"closer", "to"}, corroborate.About}, // "closer to 700": another estimate, no bound
	{[]string{"about"}, corroborate.About},
	{[]string{"maybe"}, corroborate.About},
	{[]string{"perhaps"}, corroborate.About},
	{[]string{"around"}, corroborate.About},
	{[]string{"round", "about"}, corroborate.About},
	{[]string{"approximately"}, corroborate.About},
	{[]string{"approx"}, corroborate.About},
	{[]string{"roughly"}, corroborate.About},
	{[]string{"some"}, corroborate.About},
	{[]string{"an", "estimated"}, corroborate.About},
	{[]string{"estimated"}, corroborate.About},
	{[]string{"circa"}, corroborate.About},
	{[]string{"~"}, corroborate.About},
	{[]string{"at", "least"}, corroborate.AtLeast},
	{[]string{"no", "fewer", "than"}, corroborate.AtLeast},
	{[]string{"no", "less", "than"}, corroborate.AtLeast},
	{[]string{"not", "less", "than"}, corroborate.AtLeast},
	{[]string{"not", "fewer", "than"}, corroborate.AtLeast},
	{[]string{"a", "minimum", "of"}, corroborate.AtLeast},
	{[]string{"at", "most"}, corroborate.AtMost},
	{[]string{"no", "more", "than"}, corroborate.AtMost},
	{[]string{"not", "more", "than"}, corroborate.AtMost},
	{[]string{"a", "maximum", "of"}, corroborate.AtMost},
	{[]string{"within"}, corroborate.AtMost}, // "within 30 days"
	{[]string{"up", "to"}, corroborate.UpTo},
	{[]string{"as", "many", "as"}, corroborate.UpTo},
	{[]string{"as", "much", "as"}, corroborate.UpTo},
	{[]string{"as", "high", "as"}, corroborate.UpTo},
	{[]string{"as", "far", "as"}, corroborate.UpTo},
	{[]string{"as", "long", "as"}, corroborate.UpTo},
	{[]string{"as", "little", "as"}, corroborate.AtLeast}, // "as little as $350 a month": the floor
	{[]string{"as", "few", "as"}, corroborate.AtLeast},
	{[]string{"as", "low", "as"}, corroborate.AtLeast},
}

// units are measures written after a figure; the unit is kept as written.
var units = numtext.Set(
	"second", "seconds", "sec", "secs", "minute", "minutes", "min", "mins", "hour", "hours", "hr",
	"hrs", "day", "days", "week", "weeks", "month", "months", "year", "years", "decade",
	"decades", "century", "centuries", "night", "nights",
	"km", "kilometre", "kilometres", "kilometer", "kilometers", "mile", "miles", "metre",
	"metres", "meter", "meters", "cm", "mm", "centimetres", "centimeters", "millimetres",
	"millimeters", "ft", "feet", "foot", "inch", "inches", "yards", "yard",
	"kg", "kilogram", "kilograms", "kilo", "kilos", "gram", "grams", "g", "tonne", "tonnes",
	"ton", "tons", "lb", "lbs", "ounces", "oz",
	"hectare", "hectares", "acre", "acres", "sq", "square",
	"litre", "litres", "liter", "liters", "gallon", "gallons", "barrel", "barrels",
	"mph", "kph", "km/h", "knots", "degrees", "mw", "gw", "kw", "kwh", "volts",
	"calories", "mg", "ml", "m",
	"hectolitre", "hectolitres", "hectoliter", "hectoliters", "megawatt", "megawatts", "gigawatt",
	"gigawatts", "kilowatt", "kilowatts", "terawatt", "terawatts", "megawatt-hours",
	"kilowatt-hours", "gigawatt-hours", "bytes", "kilobytes", "megabytes", "gigabytes",
	"terabytes", "petabytes", "light-years", "light-year",
)

// countedCompounds are nouns that, joined to a number before another noun, count its parts:
// "150-member", "12-bed", "30,000-seat", "three-judge".
var countedCompounds = numtext.Set("member", "seat", "bed", "room", "judge", "container", "deck",
	"person", "man", "woman", "vehicle", "car", "truck", "ship", "vessel", "boat", "aircraft", "plane",
	"bus", "house", "home", "school", "nation", "country", "state", "party", "team", "village")

// percentWords name a percentage after a figure.
var percentWords = numtext.Set("percent", "pct", "pc")

// currencySymbols precede a figure.
var currencySymbols = map[string]string{
	"$": "USD", "£": "GBP", "€": "EUR", "¥": "JPY", "₹": "INR", "₽": "RUB", "₺": "TRY",
}

// currencyCodes may precede or follow a figure: "USD 5 million", "5 million euros".
var currencyCodes = map[string]string{
	"usd": "USD", "eur": "EUR", "gbp": "GBP", "jpy": "JPY", "cny": "CNY", "chf": "CHF",
	"inr": "INR", "rub": "RUB", "aud": "AUD", "cad": "CAD", "hkd": "HKD", "sgd": "SGD",
	"nzd": "NZD", "brl": "BRL", "zar": "ZAR", "ngn": "NGN", "kes": "KES", "ils": "ILS",
	"krw": "KRW", "sek": "SEK", "nok": "NOK", "dkk": "DKK", "pln": "PLN", "try": "TRY",
	"sar": "SAR", "aed": "AED", "qar": "QAR", "egp": "EGP", "mxn": "MXN", "idr": "IDR",
	"thb": "THB", "myr": "MYR", "php": "PHP", "pkr": "PKR", "bdt": "BDT", "uah": "UAH",
	"rs": "INR",
}

// dollarPrefixes mark whose dollar a "$" is when written against it: "A$3bn", "HK$1bn".
// shillingPrefixes are written glued before a figure: "Sh250,000" (whose shilling, the article
// says), "KSh", "TSh", "USh".
var shillingPrefixes = map[string]string{
	"Sh": sharedUnit + "shilling", "KSh": "KES", "Ksh": "KES", "TSh": "TZS", "Tsh": "TZS", "USh": "UGX", "Ush": "UGX",
}

var dollarPrefixes = map[string]string{
	"us": "USD", "a": "AUD", "au": "AUD", "c": "CAD", "ca": "CAD", "hk": "HKD", "nz": "NZD",
	"s": "SGD", "r": "BRL", "nt": "TWD", "mx": "MXN",
	"j": "JMD", "n": "NAD", "fj": "FJD", "tt": "TTD", "ec": "XCD", "bz": "BZD", "bds": "BBD",
	"l": "LRD", "si": "SBD", "ws": "WST", "ja": "JMD", "g": "GYD", "z": "ZWL",
}

// currencyWords follow a figure.
var currencyWords = map[string]string{
	"dollars": "USD", "dollar": "USD", "euros": "EUR", "euro": "EUR", "yen": "JPY",
	"yuan": "CNY", "renminbi": "CNY", "rupees": "INR", "roubles": "RUB", "rubles": "RUB",
	"francs": "CHF", "riyals": "SAR", "dirhams": "AED", "lira": "TRY", "liras": "TRY",
	"pounds": "GBP", "naira": "NGN", "rand": "ZAR", "shekels": "ILS", "shekel": "ILS",
	"won": "KRW", "baht": "THB", "ringgit": "MYR", "zlotys": "PLN", "zloty": "PLN",
	"hryvnias": "UAH", "hryvnia": "UAH", "kronor": "SEK", "krónur": "ISK", "kronur": "ISK", "taka": "BDT", "cedis": "GHS",
	"reais": "BRL", "rupiah": "IDR", "rupee": "INR", "yuan's": "CNY",
	// Names that belong to one currency only; "pesos", "dinars", "shillings" and "lei"
	// (Romania's and Moldova's) belong to several.
	"pence": "GBX", "quetzales": "GTQ", "quetzals": "GTQ", "quetzal": "GTQ", "kwacha": "ZMW",
	"soles": "PEN", "bolivianos": "BOB", "colones": "CRC", "forints": "HUF", "forint": "HUF",
	"leva": "BGN", "tenge": "KZT", "afghanis": "AFN", "kyat": "MMK", "birr": "ETB",
	"cedi": "GHS", "dirham": "AED", "riyal": "SAR", "rials": "IRR", "rial": "IRR", "lari": "GEL",
	"hryvnas": "UAH", "rubles'": "RUB", "roubles'": "RUB",
	// The other names one currency alone goes by in the world-countries dataset (5.1.0), with
	// their English plurals and unaccented spellings; "real", "mark" and "sum" are left to
	// their English senses.
	"afghani": "AFN", "ariary": "MGA", "balboa": "PAB", "balboas": "PAB", "boliviano": "BOB",
	"colón": "CRC", "colon": "CRC", "córdoba": "NIO", "córdobas": "NIO", "cordobas": "NIO",
	"dalasi": "GMD", "dalasis": "GMD", "denar": "MKD", "denars": "MKD", "denari": "MKD",
	"dobra": "STN", "dobras": "STN", "dram": "AMD", "drams": "AMD", "escudo": "CVE", "escudos": "CVE",
	"florin": "AWG", "florins": "AWG", "gourde": "HTG", "gourdes": "HTG", "guaraní": "PYG",
	"guarani": "PYG", "guaraníes": "PYG", "guaranies": "PYG", "guaranis": "PYG", "guilder": "ANG",
	"guilders": "ANG", "kina": "PGK", "kip": "LAK", "koruna": "CZK", "korunas": "CZK", "koruny": "CZK",
	"krona": "SEK", "kwanza": "AOA", "kwanzas": "AOA", "kyats": "MMK", "lek": "ALL", "leke": "ALL",
	"lekë": "ALL", "lempira": "HNL", "lempiras": "HNL", "leone": "SLL", "leones": "SLL", "lev": "BGN",
	"lilangeni": "SZL", "emalangeni": "SZL", "loti": "LSL", "maloti": "LSL", "metical": "MZN",
	"meticais": "MZN", "meticals": "MZN", "nakfa": "ERN", "ngultrum": "BTN", "ouguiya": "MRU",
	"pataca": "MOP", "patacas": "MOP", "pula": "BWP", "riel": "KHR", "riels": "KHR", "rufiyaa": "MVR",
	"sol": "PEN", "som": "KGS", "soms": "KGS", "somoni": "TJS", "tögrög": "MNT", "tugrik": "MNT",
	"tugriks": "MNT", "tala": "WST", "vatu": "VUV", "złoty": "PLN", "złotys": "PLN", "dong": "VND",
	"đồng": "VND", "reals": "BRL", "bolívares": "VES", "bolivares": "VES", "bolivars": "VES",
	"soum": "UZS", "soums": "UZS", "so'm": "UZS", "soʻm": "UZS",
}

// nationalCurrencies name a currency by the country's adjective before a name many countries
// share: "Swiss francs", "Iraqi dinars", "Kenyan shillings".
var nationalCurrencies = map[string]string{
	"swiss francs": "CHF", "swiss franc": "CHF", "convertible mark": "BAM",
	"belarusian roubles": "BYN", "belarusian rubles": "BYN", "belarusian rouble": "BYN", "belarusian ruble": "BYN",
	"norwegian crowns": "NOK", "danish crowns": "DKK", "swedish crowns": "SEK", "czech crowns": "CZK",
	"icelandic crowns": "ISK", "norwegian crown": "NOK", "swedish crown": "SEK", "danish crown": "DKK", "philippine pesos": "PHP", "mexican pesos": "MXN",
	"argentine pesos": "ARS", "colombian pesos": "COP", "chilean pesos": "CLP", "cuban pesos": "CUP",
	"iraqi dinars": "IQD", "jordanian dinars": "JOD", "kuwaiti dinars": "KWD", "libyan dinars": "LYD",
	"algerian dinars": "DZD", "tunisian dinars": "TND", "serbian dinars": "RSD", "bahraini dinars": "BHD",
	"kenyan shillings": "KES", "ugandan shillings": "UGX", "tanzanian shillings": "TZS",
	"somali shillings": "SOS", "danish kroner": "DKK", "norwegian kroner": "NOK", "swedish kronor": "SEK",
	"egyptian pounds": "EGP", "lebanese pounds": "LBP", "sudanese pounds": "SDG", "syrian pounds": "SYP",
	"indian rupees": "INR", "pakistani rupees": "PKR", "nepali rupees": "NPR", "nepalese rupees": "NPR",
	"sri lankan rupees": "LKR", "saudi riyals": "SAR", "qatari riyals": "QAR", "omani rials": "OMR",
	"iranian rials": "IRR", "yemeni rials": "YER", "hong kong dollars": "HKD", "australian dollars": "AUD",
	"canadian dollars": "CAD", "new zealand dollars": "NZD", "singapore dollars": "SGD",
	"taiwan dollars": "TWD", "moldovan lei": "MDL", "romanian lei": "RON", "uae dirhams": "AED",
	"moroccan dirhams": "MAD", "convertible marks": "BAM",
}

// yearPreps before "at least 2032" make the figure a year: "until at least 2032".
var yearPreps = numtext.Set("until", "till", "through", "by", "before", "after", "since", "from", "in", "to")

// ratePeriods end a rate: "a day", "per week", "each month".
var ratePeriods = map[string]string{
	"second": "second", "minute": "minute", "hour": "hour", "day": "day", "night": "night",
	"week": "week", "month": "month", "year": "year", "annum": "year", "decade": "decade",
	"season": "season", "game": "game", "match": "match", "shift": "shift",
}

// rateAdjectives after a percentage or sum make it a rate: "a 7 percent annual raise".
var rateAdjectives = map[string]string{
	"annual": "year", "yearly": "year", "monthly": "month", "weekly": "week", "daily": "day",
	"hourly": "hour",
}

// rateAdverbs are one-word rates: "50 a day" is also written "50 daily".
var rateAdverbs = map[string]string{
	"hourly": "hour", "daily": "day", "nightly": "night", "weekly": "week",
	"monthly": "month", "annually": "year", "yearly": "year",
}

// stopWords end the run of words after a figure in which the counted noun is looked for.
var stopWords = numtext.Set(
	"a", "an", "the", "this", "that", "these", "those", "each", "every", "all", "any", "no",
	"its", "their", "his", "her", "our", "my", "your", "of", "in", "on", "at", "by", "for",
	"from", "with", "without", "to", "into", "onto", "over", "under", "between", "among",
	"amongst", "during", "since", "until", "till", "after", "before", "about", "against",
	"across", "through", "throughout", "per", "via", "like", "near", "than", "as", "within",
	"around", "inside", "outside", "behind", "beyond", "upon", "beside", "besides", "toward",
	"towards", "along", "alongside", "amid", "despite", "and", "or", "but", "nor", "so",
	"yet", "while", "when", "where", "whereas", "because", "if", "though", "although",
	"who", "whom", "whose", "which", "what", "it", "they", "them", "we", "he", "she", "i", "you",
	"there", "here", "is", "are", "was", "were", "be", "been", "being", "am", "have", "has",
	"had", "do", "does", "did", "will", "would", "shall", "should", "can", "could", "may",
	"might", "must", "not", "also", "only", "just", "still", "even", "ago", "later", "earlier",
	"then", "now", "too", "very", "respectively", "apiece", "each", "alone", "altogether",
	"including", "according", "say", "said", "says", "more", "less", "fewer", "or", "nearly",
	"almost", "some", "out", "up", "down", "off", "away", "back", "whom", "whether", "either",
	"neither", "both", "own", "how", "why", "last", "next", "above", "below", "previous",
	// common irregular past tenses, which the ending does not tell from nouns
	"struck", "hit", "left", "took", "made", "came", "went", "saw", "gave", "found", "told",
	"began", "fell", "rose", "led", "held", "met", "sent", "spent", "brought", "caught",
	"built", "won", "lost", "ran", "broke", "drove", "fled", "put", "set", "kept", "shot",
	"sought", "thought", "bought", "became", "grew", "knew", "wrote", "spoke", "stood", "sat",
	"paid", "meant", "felt", "heard", "got", "let", "cut", "hurt", "fought", "taught", "sold",
	"stole", "swore", "threw", "flew", "drew", "chose", "froze", "hid", "rode", "woke",
	"remain", "remained",
)

// vulgarFractions follow digits: "3½".
var vulgarFractions = map[string]float64{"½": 0.5, "¼": 0.25, "¾": 0.75, "⅓": 1.0 / 3, "⅔": 2.0 / 3}

// fractions name parts of a whole: "two-thirds of", "a quarter of", "half of".
var fractions = map[string]float64{
	"half": 2, "halves": 2, "third": 3, "thirds": 3, "quarter": 4, "quarters": 4, "fifth": 5,
	"fifths": 5, "sixth": 6, "sixths": 6, "seventh": 7, "sevenths": 7, "eighth": 8,
	"eighths": 8, "ninth": 9, "ninths": 9, "tenth": 10, "tenths": 10,
}

// notRateAfter follow "a year" when it is a time, not a rate: "a year earlier".
var notRateAfter = numtext.Set("earlier", "ago", "before", "later", "after", "previously", "prior",
	"since", "into", "from", "of")

// irregularPlurals are plural nouns that do not end in s.
var irregularPlurals = numtext.Set(
	"people", "men", "women", "children", "police", "personnel", "staff", "feet", "teeth",
	"mice", "geese", "cattle", "sheep", "fish", "deer", "livestock", "aircraft", "militia",
	"infantry", "clergy", "youth", "crew", "offspring", "data", "media", "criteria",
	"phenomena", "bacteria", "alumni", "folk", "kin", "poultry", "swine",
	// fish and game counted in the singular form: "98,412 sockeye", "1.2 million farmed salmon"
	"salmon", "sockeye", "trout", "cod", "tuna", "carp", "shrimp", "herring", "mackerel", "hake",
	"haddock", "halibut", "pollock", "squid", "krill", "bison", "moose", "elk", "reindeer",
)

// singularS are words ending in s that are not plural nouns.
var singularS = numtext.Set(
	"this", "his", "its", "was", "has", "is", "us", "thus", "plus", "yes", "bus", "gas",
	"bias", "news", "status", "census", "virus", "campus", "focus", "consensus", "chaos",
	"process", "witness", "access", "success", "progress", "business", "address", "class",
	"mass", "less", "loss", "across", "unless", "crisis", "analysis", "basis", "thesis",
	"emphasis", "diagnosis", "prognosis", "series", "species", "whereas", "perhaps",
	"alias", "atlas", "canvas", "always", "afterwards", "towards", "sometimes", "besides",
	"nevertheless", "famous", "serious", "various", "numerous", "previous", "dangerous",
	"enormous", "anonymous", "obvious", "tremendous", "religious", "jealous", "nervous",
	"vicious", "conscious", "ambitious", "continuous", "simultaneous", "spontaneous",
	"notorious", "hideous", "gruesome", "overseas", "gross",
)

// nameHeads end a capitalised name that a figure starts: "412 Military Hospital".
var nameHeads = numtext.Set(
	"hospital", "prison", "branch", "division", "brigade", "battalion", "regiment", "squadron",
	"street", "road", "avenue", "square", "building", "tower", "base", "camp", "airport",
	"station", "centre", "center", "unit", "corps", "army", "fleet", "group", "route",
	"highway", "plaza", "lane", "drive", "boulevard", "house", "hall", "court", "park",
)

// referenceWords are followed by a number that names rather than counts: "section 3".
var referenceWords = numtext.Set(
	"section", "article", "paragraph", "chapter", "clause", "page", "pages", "line", "lines",
	"room", "flight", "route", "number", "no", "nos", "resolution", "item", "table", "figure",
	"fig", "vol", "volume", "issue", "episode", "season", "verse", "platform", "gate",
	"highway", "bus", "level", "exhibit", "annex", "appendix", "case", "cell", "ward", "block",
	"building", "tel", "phone", "fax", "call", "ext", "code", "version", "step", "phase",
	"stage", "grade", "class", "category", "division", "unit", "branch", "wing", "door",
	"apartment", "floor", "lot", "plot", "district", "zone", "sector", "rule", "law", "bill",
	"act", "model", "type", "series", "mark", "id", "pin", "reference", "ref",
	"order", "decree", "law", "account", "part", "tier", "squad", "hospital", "prison", "camp",
	"base", "checkpoint", "brigade", "battalion", "regiment", "squadron", "facility", "gallery",
	"hangar", "compound", "dormitory", "section's", "wing's",
)

// functionWords are capitalised at a sentence start without being part of a name, so a figure
// after them is not a name's number ("About 500", "In 2009").
var functionWords = numtext.Set(
	"a", "an", "the", "about", "around", "almost", "nearly", "over", "under", "some", "only",
	"just", "another", "all", "of", "in", "on", "at", "by", "for", "from", "with", "and", "but",
	"or", "when", "after", "before", "since", "until", "those", "these", "its", "their", "his",
	"her", "our", "more", "less", "fewer", "at", "least", "up", "to", "as", "many", "much",
	"roughly", "approximately", "estimated", "an", "than", "between", "among", "of", "during",
	"while", "whereas", "because", "if", "though", "although", "so", "yet", "then", "now",
	"still", "even", "also", "nearly", "exactly", "precisely", "perhaps", "maybe", "well",
	"there", "here", "we", "they", "he", "she", "it", "i", "you", "each", "every", "no",
	"not", "once", "another", "further", "another", "upwards", "some", "circa", "around",
	"within", "across", "through", "above", "below", "without", "among", "like", "unlike",
	"today", "yesterday", "last", "next", "this", "that", "these", "those", "what", "which",
	"who", "whose", "where", "how", "why", "aged", "age", "ages",
)

// months mark a figure next to them as part of a date ("April 29", "29 April").
var months = numtext.Set(
	"january", "february", "march", "april", "may", "june", "july", "august", "september",
	"october", "november", "december", "jan", "feb", "mar", "apr", "jun", "jul", "aug",
	"sep", "sept", "oct", "nov", "dec",
)

// timeWords follow a figure that is a clock time.
var timeWords = numtext.Set(
	"am", "pm", "gmt", "utc", "bst", "cet", "est", "edt", "pst", "cest", "eet")

// yearContext precedes a figure that is a year ("in 2009", "since 1990").
var yearContext = numtext.Set(
	"in", "since", "until", "till", "by", "from", "during", "of", "before", "after", "early",
	"late", "mid", "year", "the", "fiscal", "spring", "summer", "autumn", "fall", "winter",
	"through", "between", "and", "to", "circa", "c", "around",
)

// changeWords before "from X to Y" make it a change between two figures, not a range.
var changeWords = numtext.Set("rose", "risen", "rise", "rises", "rising", "fell", "fallen", "fall",
	"falls", "falling", "increased", "increase", "increases", "increasing", "decreased",
	"decrease", "decreasing", "grew", "grown", "grow", "growing", "dropped", "drop", "dropping",
	"jumped", "jump", "climbed", "climb", "declined", "decline", "doubled", "tripled", "halved",
	"up", "down", "cut", "reduced", "raised", "raise", "soared", "surged", "slumped", "plunged",
	"shrank", "shrunk", "expanded", "went", "gone", "moved", "changed", "revised", "lowered",
	"boosted", "swelled", "dipped")

// startWords are the only words a quantity can start with; every other word is passed over
// with one lookup.
var startWords = func() map[string]bool {
	m := numtext.Set("a", "an", "half", "several", "few", "tens", "hundreds", "us")
	for _, mp := range []map[string]float64{smallNumbers, scales} {
		for w := range mp {
			m[w] = true
		}
	}
	for w := range vague {
		m[w] = true
	}
	for w := range currencyCodes {
		m[w] = true
	}
	for w := range dollarPrefixes {
		m[w] = true
	}
	return m
}()

// timeUnits are the units of time among units; what follows "of" after them is an event, not
// the stuff measured ("three days of rain").
var timeUnits = numtext.Set(
	"second", "seconds", "sec", "secs", "minute", "minutes", "min", "mins", "hour", "hours", "hr",
	"hrs", "day", "days", "week", "weeks", "month", "months", "year", "years", "decade",
	"decades", "century", "centuries", "night", "nights",
)

// groupAdjectives stand for the people they describe right after a figure ("60 wounded").
var groupAdjectives = numtext.Set(
	"dead", "wounded", "injured", "missing", "displaced", "homeless", "unemployed", "detained",
	"arrested", "evacuated", "hospitalised", "hospitalized", "infected", "jailed", "accused",
)

// orAfter qualify a figure from behind: "31 or more", "20 or so".
var orAfter = map[string]corroborate.Qualifier{
	"more": corroborate.AtLeast, "over": corroborate.AtLeast, "above": corroborate.AtLeast,
	"fewer": corroborate.AtMost, "less": corroborate.AtMost, "under": corroborate.AtMost,
	"so": corroborate.About,
}

// moreWords may stand between a figure and its noun without being part of the noun.
var moreWords = numtext.Set("more", "other", "further")

// personPlurals end a counted noun phrase for certain: what follows them is a verb.
var personPlurals = numtext.Set("people", "men", "women", "children")

// perWhom name the one a rate is shared by: "per person a month".
var perWhom = numtext.Set("person", "head", "capita", "household", "family", "child", "worker", "patient", "student")
