package web

import (
	"net/http"
	"strings"
)

// contentSecurityPolicy lets the page load only its own files and talk only to its own
// server: should article text ever reach the page as markup, no script in it can run or
// send anything anywhere.
const contentSecurityPolicy = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; " +
	"connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

// Handler serves the interface at "/" and hands /api/, /healthz and /metrics to api, so that
// the page and the API it calls share one origin.
func Handler(api http.Handler) http.Handler {
	files := http.FileServerFS(Assets)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		p := r.URL.Path
		if strings.HasPrefix(p, "/api/") || p == "/healthz" || p == "/metrics" {
			api.ServeHTTP(w, r)
			return
		}
		h := w.Header()
		h.Set("Content-Security-Policy", contentSecurityPolicy)
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "no-referrer")
		// The files are embedded in the binary: revalidate so that an upgrade shows at once.
		h.Set("Cache-Control", "no-cache")
		files.ServeHTTP(w, r)
	})
}
