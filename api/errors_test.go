package api

import (
	"context"
	"errors"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"

	"github.com/corroborate/corroborate"
	"github.com/gin-gonic/gin"
)

// sampleRequests has one request per route, valid as far as the API's own parsing goes.
var sampleRequests = []struct{ method, path, body string }{
	{"GET", "/api/v1/documents", ""},
	{"GET", "/api/v1/documents/d1", ""},
	{"POST", "/api/v1/documents", `{"text": "The bridge will close on Friday, the mayor said."}`},
	{"DELETE", "/api/v1/documents/d1", ""},
	{"GET", "/api/v1/entities?q=x", ""},
	{"GET", "/api/v1/entities/e1", ""},
	{"GET", "/api/v1/entities/e1/neighbours", ""},
	{"POST", "/api/v1/entities/merge", `{"a": "e1", "b": "e2"}`},
	{"POST", "/api/v1/entities/e1/split", `{"alias": "X"}`},
	{"GET", "/api/v1/claims", ""},
	{"GET", "/api/v1/claims/g1", ""},
	{"GET", "/api/v1/paths?from=e1&to=e2", ""},
	{"GET", "/api/v1/timeline?about=e1", ""},
	{"GET", "/api/v1/search?q=bridge", ""},
	{"GET", "/api/v1/export?format=json", ""},
}

func newBare(t *testing.T, cfg Config, deps Deps) (*httptest.Server, *lockedWriter) {
	t.Helper()
	var logs *lockedWriter
	if cfg.Logger == nil {
		cfg.Logger, logs = testLogger()
	}
	if cfg.RateLimit == 0 {
		cfg.RateLimit = -1
	}
	srv := httptest.NewServer(New(cfg, deps).Handler())
	t.Cleanup(srv.Close)
	return srv, logs
}

// Every domain error code comes out of every route with its status and the JSON error shape.
func TestErrorCodesMapToStatuses(t *testing.T) {
	cases := []struct {
		code   string
		status int
	}{
		{corroborate.EINVALID, 422},
		{corroborate.ENOTFOUND, 404},
		{corroborate.ECONFLICT, 409},
		{corroborate.ETOOLARGE, 413},
		{corroborate.EUNSUPPORTED, 415},
		{corroborate.EUNAUTHORIZED, 401},
		{corroborate.EUNAVAILABLE, 503},
	}
	for _, c := range cases {
		srv, _ := newBare(t, Config{Token: writeToken}, failingDeps(corroborate.Errorf(c.code, "the %s message", c.code)))
		for _, r := range sampleRequests {
			resp, body := doReq(t, srv.URL, r.method, r.path, strings.NewReader(r.body), append(auth(writeToken), "Content-Type", "application/json")...)
			if resp.StatusCode != c.status {
				t.Errorf("%s from %s %s: %d, want %d: %s", c.code, r.method, r.path, resp.StatusCode, c.status, body)
				continue
			}
			e := apiError(t, resp, body)
			if e.Code != c.code || e.Message != "the "+c.code+" message" {
				t.Errorf("%s %s: error = %+v", r.method, r.path, e)
			}
		}
	}
}

// A 500 says nothing of its cause; the log has it under the request id the client got.
func TestInternalErrorsDoNotLeak(t *testing.T) {
	secret := errors.New("neo4j: bolt://admin:hunter2@db.internal:7687 Cypher MATCH (n) syntax error")
	srv, logs := newBare(t, Config{Token: writeToken}, failingDeps(secret))
	for i, r := range sampleRequests {
		resp, body := doReq(t, srv.URL, r.method, r.path, strings.NewReader(r.body), append(auth(writeToken), "Content-Type", "application/json", "X-Request-ID", "req-"+strconv.Itoa(i))...)
		if resp.StatusCode != 500 {
			t.Errorf("%s %s: %d, want 500: %s", r.method, r.path, resp.StatusCode, body)
			continue
		}
		e := apiError(t, resp, body)
		if strings.Contains(string(body), "hunter2") || strings.Contains(string(body), "Cypher") || strings.Contains(string(body), "neo4j") {
			t.Errorf("%s %s leaks the cause: %s", r.method, r.path, body)
		}
		if e.Code != corroborate.EINTERNAL || !strings.Contains(e.Message, e.RequestID) || !strings.HasPrefix(e.RequestID, "req-") {
			t.Errorf("%s %s: error = %+v", r.method, r.path, e)
		}
		if !strings.Contains(logs.String(), "request_id="+e.RequestID) || !strings.Contains(logs.String(), "hunter2") {
			t.Errorf("the log lacks the cause under request id %s", e.RequestID)
		}
	}
	// An id the client sends that is not safe to echo is replaced.
	resp, _ := doReq(t, srv.URL, "GET", "/api/v1/documents", nil, "X-Request-ID", "<script>")
	if id := resp.Header.Get("X-Request-ID"); id == "" || strings.Contains(id, "<") {
		t.Errorf("request id %q", id)
	}
}

func TestPanicIsA500(t *testing.T) {
	srv, logs := newBare(t, Config{}, Deps{Documents: panicking{}})
	resp, body := doReq(t, srv.URL, "GET", "/api/v1/documents", nil)
	if resp.StatusCode != 500 || strings.Contains(string(body), "boom") {
		t.Fatalf("%d %s", resp.StatusCode, body)
	}
	apiError(t, resp, body)
	if !strings.Contains(logs.String(), "boom") {
		t.Error("panic not logged")
	}
}

type panicking struct{ corroborate.DocumentService }

func (panicking) FindDocuments(context.Context, corroborate.DocumentFilter) ([]*corroborate.Document, int, error) {
	panic("boom")
}

// Services left out of Deps answer 503, as does /healthz; the rest of the server works.
func TestMissingServicesAre503(t *testing.T) {
	srv, _ := newBare(t, Config{Token: writeToken}, Deps{})
	for _, r := range append(sampleRequests, struct{ method, path, body string }{"GET", "/healthz", ""}) {
		resp, body := doReq(t, srv.URL, r.method, r.path, strings.NewReader(r.body), append(auth(writeToken), "Content-Type", "application/json")...)
		if resp.StatusCode != 503 || apiError(t, resp, body).Code != corroborate.EUNAVAILABLE {
			t.Errorf("%s %s: %d %s", r.method, r.path, resp.StatusCode, body)
		}
	}
	for _, p := range []string{"/metrics", "/api/v1/openapi.json"} {
		if resp, _ := doReq(t, srv.URL, "GET", p, nil); resp.StatusCode != 200 {
			t.Errorf("%s: %d", p, resp.StatusCode)
		}
	}
}

func TestHealthDown(t *testing.T) {
	srv, _ := newBare(t, Config{}, failingDeps(corroborate.Errorf(corroborate.EUNAVAILABLE, "Neo4j is not reachable")))
	resp, body := doReq(t, srv.URL, "GET", "/healthz", nil)
	if resp.StatusCode != 503 || !strings.Contains(string(body), "Neo4j is not reachable") || !strings.Contains(string(body), `"status":"unavailable"`) {
		t.Errorf("%d %s", resp.StatusCode, body)
	}
}

// The API's own parsing: 400 for what does not parse, 422 for values it rejects, 404/405 for
// routes.
func TestRequestValidation(t *testing.T) {
	srv, _ := newBare(t, Config{Token: writeToken}, failingDeps(errors.New("must not be reached")))
	cases := []struct {
		method, path string
		status       int
		field        string
	}{
		{"GET", "/api/v1/documents?limit=ten", 400, "limit"},
		{"GET", "/api/v1/documents?limit=0", 422, "limit"},
		{"GET", "/api/v1/documents?limit=100000", 422, "limit"},
		{"GET", "/api/v1/documents?offset=-1", 422, "offset"},
		{"GET", "/api/v1/documents?from=" + strings.Repeat("2", 11), 422, "from"},
		{"GET", "/api/v1/documents/bad%20id", 400, "id"},
		{"GET", "/api/v1/documents/" + strings.Repeat("a", 129), 400, "id"},
		{"GET", "/api/v1/documents?%zz", 400, "query string"},
		{"GET", "/api/v1/search?q=%ff%fe", 400, "query string"},
		{"GET", "/api/v1/search?q=a%00b", 400, "query string"},
		{"GET", "/api/v1/search?q=" + strings.Repeat("x", 1001), 422, "q"},
		{"GET", "/api/v1/search?size=1000", 422, "size"},
		{"GET", "/api/v1/search?facets=maybe", 400, "facets"},
		{"GET", "/api/v1/entities?type=ROBOT", 422, "type"},
		{"GET", "/api/v1/entities/%3Cscript%3E", 400, "id"},
		{"GET", "/api/v1/claims?status=true", 422, "status"},
		{"GET", "/api/v1/claims?kind=rumour", 422, "kind"},
		{"GET", "/api/v1/paths?from=e1", 422, "to"},
		{"GET", "/api/v1/export?format=xlsx", 422, "format"},
		{"GET", "/api/v1/nothing", 404, "no route"},
		{"PUT", "/api/v1/documents", 405, "PUT"},
		{"POST", "/api/v1/entities/merge", 400, "body"},
	}
	for _, c := range cases {
		resp, body := doReq(t, srv.URL, c.method, c.path, strings.NewReader("{"), append(auth(writeToken), "Content-Type", "application/json")...)
		if resp.StatusCode != c.status {
			t.Errorf("%s %s: %d, want %d: %s", c.method, c.path, resp.StatusCode, c.status, body)
			continue
		}
		if e := apiError(t, resp, body); !strings.Contains(e.Message, c.field) {
			t.Errorf("%s %s: message %q does not name %q", c.method, c.path, e.Message, c.field)
		}
	}
	resp, body := doReq(t, srv.URL, "GET", "/api/v1/search?"+strings.Repeat("a=b&", 2000), nil)
	if resp.StatusCode != 414 {
		t.Errorf("huge query string: %d %s", resp.StatusCode, body)
	}
}

func TestRoutesAreGin(t *testing.T) {
	if _, ok := New(Config{}, Deps{}).Handler().(*gin.Engine); !ok {
		t.Fatal("Handler is not the gin engine")
	}
}
