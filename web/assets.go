// Package web is Corroborate's browser interface: static pages (no build step, no CDN) that
// talk to the REST API under /api/v1. Mount Assets at "/" beside the API.
package web

import (
	"embed"
	"io/fs"
)

//go:embed static
var static embed.FS

// Assets is the static site: index.html, app.js and app.css at its root.
var Assets fs.FS

func init() {
	sub, err := fs.Sub(static, "static")
	if err != nil {
		// The embed pattern above guarantees the folder; failing here is a build mistake.
		panic(err)
	}
	Assets = sub
}
