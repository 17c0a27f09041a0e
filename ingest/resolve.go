package ingest

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"strings"

	"github.com/corroborate/corroborate"
)

// Resolver gives every entity of a document its stable id, matching it to entities already
// known where it can.
type Resolver interface {
	Resolve(ctx context.Context, doc *corroborate.Document) error
}

// KeyFunc maps an entity name and type to the key that identifies it across documents.
type KeyFunc func(name string, t corroborate.EntityType) string

// KeyResolver resolves by canonical key alone: two documents naming the same thing the same
// canonical way share one entity. It needs no store, so extraction output can be compared
// offline; a store-backed resolver refines it.
type KeyResolver struct {
	Key KeyFunc
}

// Resolve sets Key and ID on every entity of doc.
func (r KeyResolver) Resolve(_ context.Context, doc *corroborate.Document) error {
	if doc.Extraction == nil {
		return nil
	}
	key := r.Key
	if key == nil {
		key = SimpleKey
	}
	for i := range doc.Extraction.Entities {
		e := &doc.Extraction.Entities[i]
		e.Key = key(e.Name, e.Type)
		e.ID = EntityID(e.Key)
	}
	return nil
}

// EntityID derives a stable id from an entity key.
func EntityID(key string) string {
	sum := sha256.Sum256([]byte(key))
	return "e" + hex.EncodeToString(sum[:8])
}

// SimpleKey folds case, punctuation and white space: "Al-Jazeera" and "al jazeera" meet.
func SimpleKey(name string, t corroborate.EntityType) string {
	f := strings.FieldsFunc(strings.ToLower(name), func(r rune) bool {
		return r == ' ' || r == '-' || r == '.' || r == ',' || r == '\'' || r == '’' || r == '"'
	})
	return strings.ToLower(string(t)) + ":" + strings.Join(f, " ")
}
