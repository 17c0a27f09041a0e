package claims

import (
	"encoding/json"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/corroborate/corroborate"
)

// SeedChecks are the expectations of claims/testdata/seed_checks.json.
type SeedChecks struct {
	Groups []struct {
		What        string   `json:"what"`
		Kind        string   `json:"kind"`
		KeyPrefix   string   `json:"key_prefix"`
		KeyContains string   `json:"key_contains"`
		KeyExact    bool     `json:"key_exact"`
		Status      string   `json:"status"`
		Documents   []string `json:"documents"`
	} `json:"groups"`
}

func loadSeedChecks(t *testing.T) SeedChecks {
	_, file, _, _ := runtime.Caller(0)
	b, err := os.ReadFile(filepath.Join(filepath.Dir(file), "testdata", "seed_checks.json"))
	if err != nil {
		t.Fatal(err)
	}
	var c SeedChecks
	if err := json.Unmarshal(b, &c); err != nil {
		t.Fatal(err)
	}
	return c
}

// keyMatches reports whether a group key is the one a check describes.
func keyMatches(key, prefix, contains string, exact bool) bool {
	if exact {
		return key == prefix
	}
	return strings.HasPrefix(key, prefix) && strings.Contains(key, contains)
}

// groupDocuments lists the document ids (first three characters) of a group's statements.
func groupDocuments(g corroborate.ClaimGroup) map[string]bool {
	have := map[string]bool{}
	for _, v := range g.Variants {
		for _, st := range v.Statements {
			id := st.DocumentID
			if i := strings.LastIndexByte(id, '-'); i >= 0 {
				id = id[i+1:]
			}
			if len(id) > 3 {
				id = id[:3]
			}
			have[id] = true
		}
	}
	return have
}
