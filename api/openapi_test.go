package api

import (
	"encoding/json"
	"net/http"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/gin-gonic/gin"
)

// ginParam is a gin path parameter; OpenAPI writes it {id}.
var ginParam = regexp.MustCompile(`:([A-Za-z_]+)`)

// TestOpenAPIMatchesRoutes fails when a route is missing from the spec or the spec names a route
// that does not exist, comparing method and path.
func TestOpenAPIMatchesRoutes(t *testing.T) {
	srv, _ := newBare(t, Config{}, Deps{})
	resp, body := doReq(t, srv.URL, "GET", "/api/v1/openapi.json", nil)
	if resp.StatusCode != 200 {
		t.Fatalf("%d %s", resp.StatusCode, body)
	}
	var doc struct {
		OpenAPI string                                `json:"openapi"`
		Paths   map[string]map[string]json.RawMessage `json:"paths"`
	}
	if err := json.Unmarshal(body, &doc); err != nil || !strings.HasPrefix(doc.OpenAPI, "3.") {
		t.Fatalf("not an OpenAPI 3 document: %v", err)
	}
	inSpec := map[string]bool{}
	for path, ops := range doc.Paths {
		for method, op := range ops {
			inSpec[strings.ToUpper(method)+" "+path] = true
			var o struct {
				Parameters []struct {
					Name string `json:"name"`
					In   string `json:"in"`
				} `json:"parameters"`
				Responses map[string]json.RawMessage `json:"responses"`
			}
			if err := json.Unmarshal(op, &o); err != nil || len(o.Responses) == 0 {
				t.Errorf("%s %s: no responses", method, path)
			}
			// Every {param} of the path is declared as a path parameter.
			for _, m := range regexp.MustCompile(`\{([^}]+)\}`).FindAllStringSubmatch(path, -1) {
				found := false
				for _, p := range o.Parameters {
					found = found || (p.Name == m[1] && p.In == "path")
				}
				if !found {
					t.Errorf("%s %s: path parameter %s not declared", method, path, m[1])
				}
			}
		}
	}
	engine := New(Config{}, Deps{}).Handler().(*gin.Engine)
	inRoutes := map[string]bool{}
	for _, r := range engine.Routes() {
		inRoutes[r.Method+" "+ginParam.ReplaceAllString(r.Path, "{$1}")] = true
	}
	var missing, extra []string
	for r := range inRoutes {
		if !inSpec[r] {
			missing = append(missing, r)
		}
	}
	for r := range inSpec {
		if !inRoutes[r] {
			extra = append(extra, r)
		}
	}
	sort.Strings(missing)
	sort.Strings(extra)
	if len(missing) > 0 {
		t.Errorf("routes missing from the OpenAPI document: %v", missing)
	}
	if len(extra) > 0 {
		t.Errorf("OpenAPI names routes that do not exist: %v", extra)
	}
	if len(inRoutes) < 18 {
		t.Errorf("only %d routes", len(inRoutes))
	}
}

// Every $ref in the document points at something it defines.
func TestOpenAPIRefsResolve(t *testing.T) {
	b, err := json.Marshal(spec())
	if err != nil {
		t.Fatal(err)
	}
	var doc map[string]any
	json.Unmarshal(b, &doc)
	comps := doc["components"].(map[string]any)
	for _, m := range regexp.MustCompile(`"\$ref":"#/components/([a-zA-Z]+)/([A-Za-z]+)"`).FindAllStringSubmatch(string(b), -1) {
		group, _ := comps[m[1]].(map[string]any)
		if _, ok := group[m[2]]; !ok {
			t.Errorf("dangling $ref %s/%s", m[1], m[2])
		}
	}
	_ = http.StatusOK
}
