package api

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// FuzzQueryParams sends arbitrary query strings and ids to every GET endpoint of a server over
// the real store and index: parsing must never panic and never answer 5xx.
func FuzzQueryParams(f *testing.F) {
	e := newEnv(f, Config{RateLimit: -1})
	e.ingestSeeds()
	h := e.srv.Config.Handler
	for _, s := range []string{
		"", "q=Syria", "q=%22United+Nations%22", "q=text:prison+AND+NOT+x", "q=*", "q=a~2", "q=/.*/",
		"limit=5&offset=2", "limit=-1", "offset=99999999999999999999", "from=2014&to=2013", "from=2014-13-45",
		"type=PERSON", "status=contested&kind=quote", "about=%00", "facets=1&size=100", "format=graphml",
		"q=" + strings.Repeat("(a ", 40), "source=%ff", "q=%", "a=1&a=2&a=3", "q=entities:\"x\"^5",
		"from=e1&to=e2", "q=+-&&||!(){}[]^~*?:\\/",
	} {
		f.Add(s, "d1")
	}
	f.Add("q=x", "bad id/..")
	f.Add("", strings.Repeat("é", 100))
	paths := []string{"/api/v1/documents", "/api/v1/entities", "/api/v1/claims", "/api/v1/paths",
		"/api/v1/timeline", "/api/v1/search"}
	f.Fuzz(func(t *testing.T, query, id string) {
		targets := append([]string{}, paths...)
		esc := escapePath(id)
		targets = append(targets, "/api/v1/documents/"+esc, "/api/v1/entities/"+esc, "/api/v1/claims/"+esc,
			"/api/v1/entities/"+esc+"/neighbours")
		for _, p := range targets {
			req, err := http.NewRequest("GET", "http://x"+p, nil)
			if err != nil {
				continue
			}
			req.URL.RawQuery = query
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			if rec.Code >= 500 {
				t.Fatalf("GET %s?%s: %d %s", p, query, rec.Code, rec.Body.String())
			}
		}
	})
}

// escapePath percent-encodes everything but unreserved characters, so any string makes a path.
func escapePath(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_' || c == '.' || c == '~' {
			b.WriteByte(c)
		} else {
			b.WriteString("%" + strings.ToUpper(string("0123456789abcdef"[c>>4])+string("0123456789abcdef"[c&15])))
		}
	}
	return b.String()
}
