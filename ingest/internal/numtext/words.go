package numtext

import "strings"

// Lookup finds s in m ignoring ASCII case without allocating; the keys of m must be lower case.
func Lookup[T any](m map[string]T, s string) (T, bool) {
	upper := false
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= 'A' && c <= 'Z' {
			upper = true
			break
		}
	}
	if !upper {
		v, ok := m[s]
		return v, ok
	}
	var b [32]byte
	if len(s) > len(b) {
		var zero T
		return zero, false
	}
	n := copy(b[:], s)
	for i := 0; i < n; i++ {
		if c := b[i]; c >= 'A' && c <= 'Z' {
			b[i] = c + 32
		}
	}
	v, ok := m[string(b[:n])]
	return v, ok
}

// Has reports whether the word set m holds s, ignoring ASCII case.
func Has(m map[string]bool, s string) bool {
	v, _ := Lookup(m, s)
	return v
}

// Set makes a word set of lower-case words for Has.
func Set(words ...string) map[string]bool {
	m := make(map[string]bool, len(words))
	for _, w := range words {
		m[w] = true
	}
	return m
}

// Eq reports whether a and b are the same word ignoring case.
func Eq(a, b string) bool { return len(a) == len(b) && strings.EqualFold(a, b) }

// CountNouns after four digits make them a count rather than a year: "2000 troops".
var CountNouns = Set("people", "persons", "men", "women", "children", "kids", "troops",
	"soldiers", "fighters", "civilians", "refugees", "detainees", "prisoners", "protesters",
	"demonstrators", "migrants", "students", "workers", "employees", "jobs", "victims",
	"casualties", "deaths", "bodies", "homes", "houses", "families", "residents", "members",
	"cases", "tonnes", "tons", "police", "officers", "documents", "photographs", "photos",
	"images", "pages", "files")
