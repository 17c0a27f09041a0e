package api

import (
	"encoding/json"
	"net/http"
	"reflect"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/corroborate/corroborate"
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

// The schemas of the response types name every JSON field those types carry, so a field added
// to a type without its description fails here.
func TestOpenAPISchemasNameEveryField(t *testing.T) {
	b, err := json.Marshal(spec())
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Components struct {
			Schemas map[string]struct {
				Properties map[string]any `json:"properties"`
				AllOf      []struct {
					Properties map[string]any `json:"properties"`
				} `json:"allOf"`
			} `json:"schemas"`
		} `json:"components"`
	}
	if err := json.Unmarshal(b, &doc); err != nil {
		t.Fatal(err)
	}
	cases := map[string]reflect.Type{
		"Claim":         reflect.TypeOf(corroborate.Claim{}),
		"Decision":      reflect.TypeOf(corroborate.Decision{}),
		"Edge":          reflect.TypeOf(corroborate.Edge{}),
		"Evidence":      reflect.TypeOf(corroborate.Evidence{}),
		"Path":          reflect.TypeOf(corroborate.Path{}),
		"TimelineEntry": reflect.TypeOf(corroborate.TimelineEntry{}),
		"EntityDetail":  reflect.TypeOf(corroborate.EntityDetail{}),
		"ClaimGroup":    reflect.TypeOf(corroborate.ClaimGroup{}),
	}
	for name, typ := range cases {
		s, ok := doc.Components.Schemas[name]
		if !ok {
			t.Errorf("no schema %s", name)
			continue
		}
		props := map[string]bool{}
		for k := range s.Properties {
			props[k] = true
		}
		for _, part := range s.AllOf {
			for k := range part.Properties {
				props[k] = true
			}
		}
		if name == "EntityDetail" {
			for k := range doc.Components.Schemas["EntitySummary"].Properties {
				props[k] = true
			}
		}
		for _, f := range jsonFields(typ) {
			if !props[f] {
				t.Errorf("schema %s does not describe field %q", name, f)
			}
		}
	}
	// The document detail carries its claims as Claim records.
	dd, _ := json.Marshal(doc.Components.Schemas["DocumentDetail"])
	if !strings.Contains(string(dd), `"claims"`) || !strings.Contains(string(dd), "#/components/schemas/Claim") {
		t.Errorf("DocumentDetail does not describe claims: %s", dd)
	}
}

// jsonFields lists the JSON names of a struct's fields, embedded structs flattened.
func jsonFields(t reflect.Type) []string {
	var out []string
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		if f.Anonymous {
			out = append(out, jsonFields(f.Type)...)
			continue
		}
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if name == "-" || !f.IsExported() {
			continue
		}
		if name == "" {
			name = f.Name
		}
		out = append(out, name)
	}
	return out
}
