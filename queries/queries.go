// Package queries holds every Cypher statement of Corroborate, one named query per .cypher file.
// The files run as they are in Neo4j Browser: set their parameters with `:param name => value`
// (each file's header says which it takes).
package queries

import (
	"embed"
	"fmt"
	"strings"
)

//go:embed *.cypher
var files embed.FS

// Get returns the text of the named query (file name without ".cypher"). A missing name is a
// programming error, so it panics: every name used in code is covered by the graph tests.
func Get(name string) string {
	b, err := files.ReadFile(name + ".cypher")
	if err != nil {
		panic(fmt.Sprintf("queries: no query named %q", name))
	}
	return string(b)
}

// Statements splits a multi-statement file (the schema) on lines ending with ";", dropping
// comment-only lines.
func Statements(name string) []string {
	var out []string
	var cur strings.Builder
	for _, line := range strings.Split(Get(name), "\n") {
		t := strings.TrimSpace(line)
		if t == "" || strings.HasPrefix(t, "//") {
			continue
		}
		cur.WriteString(line)
		cur.WriteString("\n")
		if strings.HasSuffix(t, ";") {
			out = append(out, strings.TrimSuffix(strings.TrimSpace(cur.String()), ";"))
			cur.Reset()
		}
	}
	if s := strings.TrimSpace(cur.String()); s != "" {
		out = append(out, s)
	}
	return out
}

// Names lists every query file, for tests that check each one parses.
func Names() []string {
	entries, _ := files.ReadDir(".")
	var names []string
	for _, e := range entries {
		names = append(names, strings.TrimSuffix(e.Name(), ".cypher"))
	}
	return names
}
