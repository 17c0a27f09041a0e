package corroborate

// Extraction is everything read from one document body. Every item carries the byte span it came
// from, and Text == Body[Start:End].
type Extraction struct {
	Entities   []Entity   `json:"entities"`
	Quantities []Quantity `json:"quantities"`
	Dates      []Date     `json:"dates"`
	Quotes     []Quote    `json:"quotes"`
}

// EntityType is the kind of thing an entity is.
type EntityType string

const (
	Person   EntityType = "PERSON"
	Org      EntityType = "ORG"
	Place    EntityType = "PLACE"
	Branch   EntityType = "BRANCH"   // a security or intelligence service branch
	Facility EntityType = "FACILITY" // hospital, prison, detention centre
	Detainee EntityType = "DETAINEE" // a named detainee, or a counted group of detainees
)

// Entity is one real-world thing as a document names it, with every mention grouped. Name is the
// fullest form with honorifics and titles removed; Aliases are the other forms seen.
type Entity struct {
	ID       string     `json:"id,omitempty"`  // stable id, assigned by resolution
	Key      string     `json:"key,omitempty"` // canonical key used to match it across documents
	Name     string     `json:"name"`
	Type     EntityType `json:"type"`
	Aliases  []string   `json:"aliases"`
	Mentions []Mention  `json:"mentions"`
	Roles    []Role     `json:"roles"`
}

// Mention is one place where a document names an entity.
type Mention struct {
	Start int    `json:"start"`
	End   int    `json:"end"`
	Text  string `json:"text"`
}

// Role is a title a person holds, read from an apposition or a title before the name
// ("Crane, the first chief prosecutor of the X," → Title "first chief prosecutor", Org "X").
type Role struct {
	Title string `json:"title"`
	Org   string `json:"org,omitempty"`
	Text  string `json:"text"`
	Start int    `json:"start"`
	End   int    `json:"end"`
}

// Qualifier says how a quantity's value is meant.
type Qualifier string

const (
	Exact    Qualifier = "exact"
	About    Qualifier = "about"
	MoreThan Qualifier = "more-than"
	LessThan Qualifier = "less-than"
	AtLeast  Qualifier = "at-least"
	AtMost   Qualifier = "at-most"
	UpTo     Qualifier = "up-to"
)

// Quantity is a number the text states, with what it counts. A range has Low < High and Value
// equal to Low; a rate names its period ("day"); a percentage has Unit "%".
type Quantity struct {
	Value float64 `json:"value"`
	Noun  string  `json:"noun,omitempty"` // counted noun as written: "detainees"
	// Of is what a measure or a share is of, as written: "copper" in "3 million tonnes of
	// copper", "votes" in "35% of the votes", "dossier" in "a 48-page dossier". A measure counts
	// no noun; keeping its subject apart keeps Noun for what is counted.
	Of        string    `json:"of,omitempty"`
	Unit      string    `json:"unit,omitempty"` // "%", "minutes", "page", ...
	Qualifier Qualifier `json:"qualifier"`
	Low       float64   `json:"low"`
	High      float64   `json:"high"`
	Rate      string    `json:"rate,omitempty"` // period of a rate: "day", "week", ...
	Text      string    `json:"text"`
	Start     int       `json:"start"`
	End       int       `json:"end"`
}

// Granularity is the precision of a date.
type Granularity string

const (
	Day   Granularity = "day"
	Month Granularity = "month"
	Year  Granularity = "year"
)

// Date is a date the text names, absolute or relative to the publication date. ISO is
// "2013-08-21", "2013-08" or "2013" by granularity; Resolved is false when a relative date had
// no publication date to anchor it (ISO then empty).
type Date struct {
	Text        string      `json:"text"`
	ISO         string      `json:"iso,omitempty"`
	Granularity Granularity `json:"granularity"`
	Resolved    bool        `json:"resolved"`
	Relative    bool        `json:"relative"`
	Start       int         `json:"start"`
	End         int         `json:"end"`
}

// Quote is a direct quotation with whoever the text says spoke it. Speaker is the entity name
// ("" when the text does not say); Partial marks a quoted fragment inside reported speech.
type Quote struct {
	Text    string `json:"text"` // the words inside the quotation marks
	Speaker string `json:"speaker,omitempty"`
	Partial bool   `json:"partial,omitempty"`
	Start   int    `json:"start"` // span of Text (inside the marks)
	End     int    `json:"end"`
	// SpeakerStart/End locate the attribution ("said David Crane") when one was found.
	SpeakerStart int `json:"speaker_start,omitempty"`
	SpeakerEnd   int `json:"speaker_end,omitempty"`
}
