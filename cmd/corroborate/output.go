package main

import (
	"encoding/json"
	"os"

	"github.com/corroborate/corroborate"
)

func printJSON(v any) error {
	enc := json.NewEncoder(os.Stdout)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}

// documentsOf returns the store as a DocumentService when it implements one.
func documentsOf(s any) corroborate.DocumentService {
	d, _ := s.(corroborate.DocumentService)
	return d
}
