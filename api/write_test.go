package api

import (
	"bytes"
	"context"
	"encoding/json"
	"mime/multipart"
	"net/http"
	"reflect"
	"strings"
	"testing"

	"github.com/corroborate/corroborate"
)

type ingestAnswer struct {
	Documents []corroborate.IngestResult `json:"documents"`
}

func TestPostDocumentIsIdempotent(t *testing.T) {
	e := newEnv(t, Config{Token: writeToken, RateLimit: -1})
	doc := map[string]string{"text": seedText(t, 0), "title": "Seed", "source": "Test Wire", "published": "2014-01-20"}

	resp, body := e.do("POST", "/api/v1/documents", jsonBody(doc), append(auth(writeToken), "Content-Type", "application/json")...)
	if resp.StatusCode != http.StatusCreated {
		t.Fatalf("first POST: %d %s", resp.StatusCode, body)
	}
	var first ingestAnswer
	if err := json.Unmarshal(body, &first); err != nil || len(first.Documents) != 1 || first.Documents[0].Status != corroborate.StatusIngested || first.Documents[0].ID == "" {
		t.Fatalf("first answer: %s", body)
	}
	id := first.Documents[0].ID
	if loc := resp.Header.Get("Location"); loc != "/api/v1/documents/"+id {
		t.Errorf("Location = %q", loc)
	}
	stats, err := e.store.Stats(context.Background())
	if err != nil {
		t.Fatal(err)
	}

	resp, body = e.do("POST", "/api/v1/documents", jsonBody(doc), append(auth(writeToken), "Content-Type", "application/json")...)
	var second ingestAnswer
	_ = json.Unmarshal(body, &second)
	if resp.StatusCode != http.StatusOK || len(second.Documents) != 1 || second.Documents[0].ID != id || second.Documents[0].Status != corroborate.StatusUnchanged {
		t.Fatalf("second POST: %d %s", resp.StatusCode, body)
	}
	again, _ := e.store.Stats(context.Background())
	if !reflect.DeepEqual(stats, again) {
		t.Errorf("posting twice changed the store: %v → %v", stats, again)
	}

	var d struct {
		corroborate.Document
		Body string `json:"body"`
	}
	e.getJSON("/api/v1/documents/"+id, 200, &d)
	if d.Source != "Test Wire" || d.Published != "2014-01-20" || d.Title != "Seed" || d.Body == "" {
		t.Errorf("stored metadata: %+v", d.Document)
	}
	var res corroborate.SearchResult
	e.getJSON("/api/v1/search?source=Test+Wire&size=1", 200, &res)
	if res.Total == 0 || res.Hits[0].DocumentID != id {
		t.Errorf("not searchable by source: %+v", res)
	}

	resp, body = e.do("GET", "/metrics", nil)
	if !strings.Contains(string(body), `corroborate_ingest_documents_total{status="ingested"} 1`) ||
		!strings.Contains(string(body), `corroborate_ingest_documents_total{status="unchanged"} 1`) {
		t.Errorf("ingest counters:\n%s", body)
	}

	// DELETE removes it from graph and index; a second DELETE is a 404.
	resp, body = e.do("DELETE", "/api/v1/documents/"+id, nil, auth(writeToken)...)
	if resp.StatusCode != http.StatusNoContent {
		t.Fatalf("DELETE: %d %s", resp.StatusCode, body)
	}
	resp, body = e.do("GET", "/api/v1/documents/"+id, nil)
	if resp.StatusCode != 404 || apiError(t, resp, body).Code != corroborate.ENOTFOUND {
		t.Errorf("GET after DELETE: %d %s", resp.StatusCode, body)
	}
	if has, _ := e.index.HasDocument(id); has {
		t.Error("still in the index after DELETE")
	}
	resp, body = e.do("DELETE", "/api/v1/documents/"+id, nil, auth(writeToken)...)
	if resp.StatusCode != 404 {
		t.Errorf("second DELETE: %d %s", resp.StatusCode, body)
	}
}

func multipartBody(t *testing.T, files map[string][]byte, fields map[string]string) (*bytes.Buffer, string) {
	t.Helper()
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	for k, v := range fields {
		mw.WriteField(k, v)
	}
	for name, data := range files {
		w, err := mw.CreateFormFile("file", name)
		if err != nil {
			t.Fatal(err)
		}
		w.Write(data)
	}
	mw.Close()
	return &buf, mw.FormDataContentType()
}

func TestUploadIsSniffed(t *testing.T) {
	e := newEnv(t, Config{Token: writeToken, RateLimit: -1})

	// An HTML page named .txt is read as HTML: the markup does not reach the body.
	html := "<!DOCTYPE html><html><head><title>Council vote</title></head><body><article><p>" +
		strings.Repeat("The council voted on Tuesday to close the old bridge after engineers found cracks in two of its piers. ", 6) +
		"</p></article></body></html>"
	body, ct := multipartBody(t, map[string][]byte{"page.txt": []byte(html)}, map[string]string{"source": "Town Crier"})
	resp, out := e.do("POST", "/api/v1/documents", body, append(auth(writeToken), "Content-Type", ct)...)
	if resp.StatusCode != http.StatusCreated {
		t.Fatalf("upload: %d %s", resp.StatusCode, out)
	}
	var ans ingestAnswer
	json.Unmarshal(out, &ans)
	var d struct {
		corroborate.Document
		Body string `json:"body"`
	}
	e.getJSON("/api/v1/documents/"+ans.Documents[0].ID, 200, &d)
	if strings.Contains(d.Body, "<p>") || !strings.Contains(d.Body, "engineers found cracks") || d.Source != "Town Crier" {
		t.Errorf("uploaded document: source %q, body %q", d.Source, d.Body)
	}

	// A PNG named .txt is refused as unsupported, whatever its name says.
	png := append([]byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"), bytes.Repeat([]byte{0, 1, 2, 3}, 64)...)
	body, ct = multipartBody(t, map[string][]byte{"notes.txt": png}, nil)
	resp, out = e.do("POST", "/api/v1/documents", body, append(auth(writeToken), "Content-Type", ct)...)
	if resp.StatusCode != http.StatusUnsupportedMediaType || apiError(t, resp, out).Code != corroborate.EUNSUPPORTED {
		t.Errorf("PNG upload: %d %s", resp.StatusCode, out)
	}

	// A body that is neither JSON nor multipart is a 415.
	resp, out = e.do("POST", "/api/v1/documents", strings.NewReader("hello"), append(auth(writeToken), "Content-Type", "text/plain")...)
	if resp.StatusCode != http.StatusUnsupportedMediaType {
		t.Errorf("text/plain POST: %d %s", resp.StatusCode, out)
	}
	// Multipart without a file part is a 422; a broken multipart body a 400.
	body, ct = multipartBody(t, nil, map[string]string{"title": "x"})
	resp, out = e.do("POST", "/api/v1/documents", body, append(auth(writeToken), "Content-Type", ct)...)
	if resp.StatusCode != http.StatusUnprocessableEntity {
		t.Errorf("no file: %d %s", resp.StatusCode, out)
	}
	resp, out = e.do("POST", "/api/v1/documents", strings.NewReader("--x\r\nbroken"), append(auth(writeToken), "Content-Type", "multipart/form-data; boundary=x")...)
	if resp.StatusCode != http.StatusBadRequest {
		t.Errorf("broken multipart: %d %s", resp.StatusCode, out)
	}
}

func TestPostValidation(t *testing.T) {
	e := newEnv(t, Config{Token: writeToken, RateLimit: -1})
	post := func(body string) (*http.Response, []byte) {
		return e.do("POST", "/api/v1/documents", strings.NewReader(body), append(auth(writeToken), "Content-Type", "application/json")...)
	}
	cases := []struct {
		body   string
		status int
		field  string
	}{
		{`{"text": `, 400, "body"},
		{`[1,2]`, 400, "body"},
		{`{"text": "x", "colour": "red"}`, 400, "body"},
		{`{"text": "   "}`, 422, "text"},
		{`{"text": "A sentence.", "published": "the day after"}`, 422, "published"},
		{`{"text": "A sentence.", "url": "javascript:alert(1)"}`, 422, "url"},
	}
	for _, c := range cases {
		resp, body := post(c.body)
		if resp.StatusCode != c.status {
			t.Errorf("%s: %d, want %d: %s", c.body, resp.StatusCode, c.status, body)
			continue
		}
		if msg := apiError(t, resp, body).Message; !strings.Contains(msg, c.field) {
			t.Errorf("%s: message %q does not name %s", c.body, msg, c.field)
		}
	}
}

func TestWriteAuth(t *testing.T) {
	e := newEnv(t, Config{Token: writeToken, ReadToken: readToken, RateLimit: -1})
	body := `{"text": "The mayor said the bridge will close."}`
	cases := []struct {
		name   string
		header []string
		status int
		code   string
	}{
		{"no token", nil, 401, corroborate.EUNAUTHORIZED},
		{"wrong token", auth("nope"), 401, corroborate.EUNAUTHORIZED},
		{"not bearer", []string{"Authorization", "Basic " + writeToken}, 401, corroborate.EUNAUTHORIZED},
		{"read token", auth(readToken), 403, codeForbidden},
	}
	for _, c := range cases {
		for _, r := range []struct{ method, path, body string }{
			{"POST", "/api/v1/documents", body},
			{"DELETE", "/api/v1/documents/abc", ""},
			{"POST", "/api/v1/entities/merge", `{"a":"e1","b":"e2"}`},
			{"POST", "/api/v1/entities/e1/split", `{"alias":"x"}`},
		} {
			resp, out := e.do(r.method, r.path, strings.NewReader(r.body), append(c.header, "Content-Type", "application/json")...)
			if resp.StatusCode != c.status || apiError(t, resp, out).Code != c.code {
				t.Errorf("%s %s with %s: %d %s", r.method, r.path, c.name, resp.StatusCode, out)
			}
			if c.status == 401 && !strings.HasPrefix(resp.Header.Get("WWW-Authenticate"), "Bearer") {
				t.Errorf("401 without WWW-Authenticate")
			}
		}
	}
	// Reads need the read token (or the write token); health, metrics and the spec do not.
	for _, c := range []struct {
		header []string
		status int
	}{{nil, 401}, {auth("nope"), 401}, {auth(readToken), 200}, {auth(writeToken), 200}} {
		resp, out := e.do("GET", "/api/v1/documents", nil, c.header...)
		if resp.StatusCode != c.status {
			t.Errorf("GET documents with %v: %d, want %d: %s", c.header, resp.StatusCode, c.status, out)
		}
	}
	for _, p := range []string{"/healthz", "/metrics", "/api/v1/openapi.json"} {
		if resp, _ := e.do("GET", p, nil); resp.StatusCode != 200 {
			t.Errorf("GET %s without a token: %d", p, resp.StatusCode)
		}
	}
	resp, out := e.do("POST", "/api/v1/documents", strings.NewReader(body), append(auth(writeToken), "Content-Type", "application/json")...)
	if resp.StatusCode != 201 {
		t.Errorf("with the write token: %d %s", resp.StatusCode, out)
	}
}

func TestWritesDisabledWithoutToken(t *testing.T) {
	e := newEnv(t, Config{RateLimit: -1})
	resp, out := e.do("POST", "/api/v1/documents", strings.NewReader(`{"text":"x y z."}`), append(auth("anything"), "Content-Type", "application/json")...)
	if resp.StatusCode != 403 || !strings.Contains(apiError(t, resp, out).Message, "writes are disabled") {
		t.Errorf("write with no token configured: %d %s", resp.StatusCode, out)
	}
	if resp, out := e.do("GET", "/api/v1/documents", nil); resp.StatusCode != 200 {
		t.Errorf("reads must work without a token: %d %s", resp.StatusCode, out)
	}
}

func TestMergeAndSplit(t *testing.T) {
	e := newEnv(t, Config{Token: writeToken, RateLimit: -1})
	e.ingestSeeds()
	var list struct {
		Entities []corroborate.EntitySummary `json:"entities"`
	}
	e.getJSON("/api/v1/entities?limit=100", 200, &list)
	var a, b *corroborate.EntitySummary
	for i := range list.Entities {
		x := &list.Entities[i]
		if a == nil && len(x.Aliases) > 0 {
			a = x
		} else if b == nil {
			b = x
		}
	}
	if a == nil || b == nil {
		t.Fatal("the seeds gave no entity with an alias")
	}
	h := append(auth(writeToken), "Content-Type", "application/json")
	resp, out := e.do("POST", "/api/v1/entities/merge", jsonBody(mergeRequest{A: a.ID, B: b.ID}), h...)
	if resp.StatusCode != 200 {
		t.Errorf("merge: %d %s", resp.StatusCode, out)
	}
	resp, out = e.do("POST", "/api/v1/entities/merge", jsonBody(mergeRequest{A: a.ID, B: a.ID}), h...)
	if resp.StatusCode != 422 {
		t.Errorf("merge into itself: %d %s", resp.StatusCode, out)
	}
	resp, out = e.do("POST", "/api/v1/entities/merge", jsonBody(mergeRequest{A: a.ID, B: "e-none"}), h...)
	if resp.StatusCode != 404 {
		t.Errorf("merge unknown: %d %s", resp.StatusCode, out)
	}
	resp, out = e.do("POST", "/api/v1/entities/"+a.ID+"/split", jsonBody(splitRequest{Alias: a.Aliases[0]}), h...)
	if resp.StatusCode != 201 && resp.StatusCode != 200 {
		t.Errorf("split: %d %s", resp.StatusCode, out)
	}
	// Both decisions are records a reader of the entity sees, oldest first.
	var kept corroborate.EntityDetail
	e.getJSON("/api/v1/entities/"+a.ID, 200, &kept)
	if len(kept.Decisions) != 2 || kept.Decisions[0].Action != "merge" || kept.Decisions[0].B != b.ID ||
		kept.Decisions[1].Action != "split" || !strings.EqualFold(kept.Decisions[1].Alias, a.Aliases[0]) || kept.Decisions[1].NewID == "" {
		t.Errorf("decisions of %s = %+v", a.ID, kept.Decisions)
	}
	resp, out = e.do("POST", "/api/v1/entities/"+a.ID+"/split", strings.NewReader(`{"alias": 3}`), h...)
	if resp.StatusCode != 400 {
		t.Errorf("split with a number alias: %d %s", resp.StatusCode, out)
	}
	resp, out = e.do("POST", "/api/v1/entities/"+a.ID+"/split", strings.NewReader(`alias=x`), append(auth(writeToken), "Content-Type", "application/x-www-form-urlencoded")...)
	if resp.StatusCode != 415 {
		t.Errorf("split with a form body: %d %s", resp.StatusCode, out)
	}
}
