package quotes

// Hooks for the external test package quotes_test, which can import ingest/extract (a package
// that itself imports quotes) to run the golden tests on extracted entities.
var (
	Seed          = seed
	SeedIDs       = seedIDs
	CheckGolden   = checkGolden
	CheckRequired = checkRequired
)
