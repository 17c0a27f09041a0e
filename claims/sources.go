package claims

// sourceNouns are the heads of descriptions that can be a source: people by what they do
// ("officials", "a spokeswoman", "rescuers"), bodies ("the ministry", "the union") and media
// ("local media"). A description whose head is not one of them ("the picture", "the
// reported", "the has") is not an attribution: a claim is attributed to a speaker, an
// organisation, an outlet or a report, never to an arbitrary noun or verb. Singular forms.
var sourceNouns = set(
	// people speaking for a body
	"official", "officer", "spokesman", "spokeswoman", "spokesperson", "representative",
	"minister", "secretary", "president", "chief", "director", "manager", "executive", "chairman",
	"chairwoman", "chair", "head", "leader", "governor", "mayor", "commander", "general",
	"ambassador", "diplomat", "envoy", "lawmaker", "legislator", "senator", "mp", "politician",
	"adviser", "advisor", "aide", "source", "insider",
	// people speaking for themselves or from expertise
	"witness", "eyewitness", "defector", "whistleblower", "informant", "guard", "soldier",
	"detainee", "prisoner", "resident", "survivor", "rescuer", "doctor", "medic", "nurse", "paramedic",
	"expert", "analyst", "economist", "engineer", "scientist", "researcher", "investigator",
	"prosecutor", "lawyer", "attorney", "judge", "coroner", "activist", "campaigner", "observer",
	"monitor", "critic", "supporter", "protester", "worker", "employee", "staff", "volunteer",
	"relative", "family", "neighbour", "neighbor", "villager", "farmer", "teacher", "student",
	"parent", "mother", "father", "victim", "organiser", "organizer", "historian", "statistician",
	"pollster", "auditor", "inspector", "regulator", "watchdog",
	// bodies
	"ministry", "department", "agency", "authority", "government", "administration", "cabinet",
	"parliament", "senate", "congress", "council", "commission", "committee", "court",
	"tribunal", "police", "army", "military", "force", "navy", "embassy", "consulate", "office",
	"service", "union", "group", "organisation", "organization", "charity", "company", "firm",
	"operator", "bank", "hospital", "opposition", "coalition", "party", "campaign", "team",
	"mission", "panel", "board", "institute", "observatory", "network", "federation",
	"association", "alliance", "club", "university", "school", "prosecution", "defence",
	"defense", "junta", "regime", "rebel", "militant", "militia", "insurgent", "authorities",
	// media
	"media", "press", "newspaper", "broadcaster", "channel", "outlet", "television", "radio",
	"website", "tabloid", "daily", "weekly", "magazine", "correspondent", "reporter", "journalist",
	"editor", "blogger",
)

// isSourceNoun reports whether a lower-case word, singular or plural, can head a description
// of a source.
func isSourceNoun(w string) bool {
	return sourceNouns[w] || sourceNouns[singular(w)]
}

// auxiliaries stand between a subject and its speech verb: "the agency has warned".
var auxiliaries = set("has", "have", "had", "will", "would", "could", "may", "might", "did", "does",
	"do", "is", "was", "were", "are", "also", "later", "previously", "repeatedly", "publicly")

// firstPerson opens a subject that is the document's own voice: "our teams have confirmed".
var firstPerson = set("we", "our", "us", "i", "my")
