package graph

import (
	"github.com/neo4j/neo4j-go-driver/v5/neo4j"
)

// str reads a string column, "" when absent or null.
func str(r *neo4j.Record, key string) string {
	v, _ := r.Get(key)
	s, _ := v.(string)
	return s
}

// num reads an integer column, 0 when absent or null.
func num(r *neo4j.Record, key string) int64 {
	v, _ := r.Get(key)
	switch n := v.(type) {
	case int64:
		return n
	case float64:
		return int64(n)
	}
	return 0
}

// float reads a float column, 0 when absent or null.
func float(r *neo4j.Record, key string) float64 {
	v, _ := r.Get(key)
	switch n := v.(type) {
	case int64:
		return float64(n)
	case float64:
		return n
	}
	return 0
}

func asSlice(v any) []any {
	s, _ := v.([]any)
	return s
}
