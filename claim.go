package corroborate

// ClaimKind is what sort of statement a claim is.
type ClaimKind string

const (
	QuantityClaim ClaimKind = "quantity" // "more than 27,000 photographs"
	EventClaim    ClaimKind = "event"    // something happened on a date
	QuoteClaim    ClaimKind = "quote"    // someone said these words
	RoleClaim     ClaimKind = "role"     // someone holds a title
)

// ClaimStatus is the verdict on a claim group.
type ClaimStatus string

const (
	Corroborated ClaimStatus = "corroborated"  // ≥ 2 independent origins agree
	Contested    ClaimStatus = "contested"     // variants disagree beyond tolerance
	SingleSource ClaimStatus = "single-source" // one origin only
)

// Claim is one statement made by one document at one passage: a record, never merged away.
// Key groups claims that talk about the same thing; Value and Qualifier say what this one says.
type Claim struct {
	ID           string    `json:"id"`
	Key          string    `json:"key"`
	Kind         ClaimKind `json:"kind"`
	DocumentID   string    `json:"document_id"`
	PassageID    string    `json:"passage_id"`
	Path         string    `json:"path"`
	Source       string    `json:"source,omitempty"`
	Text         string    `json:"text"` // the span the claim was read from
	Start        int       `json:"start"`
	End          int       `json:"end"`
	Value        string    `json:"value"` // normalised: "27000", "2014-01-20", quote speaker, role title
	Number       float64   `json:"number,omitempty"`
	Low          float64   `json:"low,omitempty"`
	High         float64   `json:"high,omitempty"`
	Qualifier    Qualifier `json:"qualifier,omitempty"`
	Unit         string    `json:"unit,omitempty"`
	Speaker      string    `json:"speaker,omitempty"`
	About        []string  `json:"about,omitempty"`         // entity names the claim is about
	AttributedTo string    `json:"attributed_to,omitempty"` // speaker, report or outlet cited
	Origin       string    `json:"origin"`                  // what independence is counted by
	// GroupID and Status name the claim group the claim was filed under and its verdict, when
	// the claim is read back from the store (empty on a freshly extracted claim).
	GroupID string      `json:"group_id,omitempty"`
	Status  ClaimStatus `json:"status,omitempty"`
}

// Statement is one claim as shown inside a variant.
type Statement struct {
	ClaimID      string `json:"claim_id"`
	DocumentID   string `json:"document_id"`
	Path         string `json:"path"`
	Source       string `json:"source,omitempty"`
	Text         string `json:"text"`
	Start        int    `json:"start"`
	End          int    `json:"end"`
	AttributedTo string `json:"attributed_to,omitempty"`
}

// Variant is one distinct version of a claim (a value with its qualifier, or a speaker) and every
// statement that makes it.
type Variant struct {
	Value      string      `json:"value"`
	Qualifier  Qualifier   `json:"qualifier,omitempty"`
	Unit       string      `json:"unit,omitempty"`
	Speaker    string      `json:"speaker,omitempty"`
	Statements []Statement `json:"statements"`
}

// ClaimGroup is every claim about one thing, side by side, with the verdict.
type ClaimGroup struct {
	ID                 string      `json:"id"`
	Key                string      `json:"key"`
	Kind               ClaimKind   `json:"kind"`
	Status             ClaimStatus `json:"status"`
	Documents          int         `json:"documents"`
	IndependentOrigins int         `json:"independent_origins"`
	Variants           []Variant   `json:"variants"`
}
