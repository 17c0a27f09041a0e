package ingest

import (
	"crypto/sha256"
	"encoding/hex"
	"strings"
	"unicode"

	"github.com/corroborate/corroborate"
)

// Identify gives a document its content identity: SHA256 of the normalised body and an ID cut
// from it. Normalising first (line endings, runs of white space, surrounding blanks) means the
// same article saved by two tools is still one document.
func Identify(doc *corroborate.Document) {
	sum := sha256.Sum256([]byte(normalise(doc.Body)))
	doc.SHA256 = hex.EncodeToString(sum[:])
	doc.ID = doc.SHA256[:20]
}

func normalise(body string) string {
	var b strings.Builder
	b.Grow(len(body))
	space := false
	for _, r := range strings.TrimSpace(body) {
		if unicode.IsSpace(r) {
			space = true
			continue
		}
		if space {
			b.WriteByte(' ')
			space = false
		}
		b.WriteRune(r)
	}
	return b.String()
}
