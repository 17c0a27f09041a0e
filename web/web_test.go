package web_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/corroborate/corroborate"
	"github.com/corroborate/corroborate/api"
	"github.com/corroborate/corroborate/claims"
	"github.com/corroborate/corroborate/graph"
	"github.com/corroborate/corroborate/ingest"
	"github.com/corroborate/corroborate/ingest/extract"
	"github.com/corroborate/corroborate/ingest/read"
	"github.com/corroborate/corroborate/internal/corpus"
	"github.com/corroborate/corroborate/internal/neo4jtest"
	"github.com/corroborate/corroborate/search"
	"github.com/corroborate/corroborate/web"
)

func TestMain(m *testing.M) { neo4jtest.Main(m) }

// xssBody is an article whose text is markup: the interface must show it, never run it.
const xssBody = "Harbour inspectors wrote <img src=x onerror=\"window.__pwned=1\"> and " +
	"<script>window.__pwned=2</script> in the zebrafish ledger. The zebrafish ledger was sealed."

// site is the API over the real Neo4j and a real bleve index, with the seeds ingested through
// the real pipeline, and the static interface mounted at "/" as `corroborate serve` does.
type site struct {
	url   string
	store *graph.Store
}

func newSite(t *testing.T) *site {
	t.Helper()
	store := neo4jtest.Open(t)
	idx, err := search.Open(filepath.Join(t.TempDir(), "index"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { idx.Close() })
	pipe := &ingest.Pipeline{Store: store, Index: idx, Documents: store, Extract: extract.Document,
		Resolver: store, Claims: claims.FromDocument}

	ctx := context.Background()
	var docs []*corroborate.Document
	for _, f := range corpus.Files(t) {
		res := read.Read(ctx, f, read.Options{})
		if res.Err != nil {
			t.Fatalf("%s: %v", f, res.Err)
		}
		docs = append(docs, res.Docs...)
	}
	docs = append(docs, &corroborate.Document{Path: "markup.txt", Title: "Markup <b>test</b>", Source: "Test Wire", Published: "2024-05-01", Body: xssBody})
	for _, d := range docs {
		if _, err := pipe.Ingest(ctx, d); err != nil {
			t.Fatalf("ingesting %s: %v", d.Path, err)
		}
	}
	deps := api.Deps{Documents: store, Entities: store, Claims: store, Graph: store, Index: idx, Ingester: pipe}
	quiet := slog.New(slog.NewTextHandler(io.Discard, nil))
	apiSrv := api.New(api.Config{RateLimit: -1, Logger: quiet}, deps).Handler()

	srv := httptest.NewServer(web.Handler(apiSrv))
	t.Cleanup(srv.Close)
	return &site{url: srv.URL, store: store}
}

// getJSON reads an API resource the way the page does, for comparing what it shows.
func (s *site) getJSON(t *testing.T, path string, v any) int {
	t.Helper()
	resp, err := http.Get(s.url + path)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if err := json.NewDecoder(resp.Body).Decode(v); err != nil {
		t.Fatalf("GET %s: %v", path, err)
	}
	return resp.StatusCode
}

// chromePath finds the browser: $CHROME_PATH, else chromium on the PATH.
func chromePath(t *testing.T) string {
	t.Helper()
	if p := os.Getenv("CHROME_PATH"); p != "" {
		return p
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	t.Fatal("no Chromium found: install it (apt-get install -y chromium) or set CHROME_PATH")
	return ""
}

// browser starts a headless Chromium with a fresh profile, closed when the test ends.
func browser(t *testing.T) context.Context {
	t.Helper()
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(chromePath(t)),
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(1280, 900),
	)
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelCtx := chromedp.NewContext(actx)
	ctx, cancelTime := context.WithTimeout(ctx, 3*time.Minute)
	t.Cleanup(func() { cancelTime(); cancelCtx(); cancelAlloc() })
	return ctx
}

// shots is where screenshots go: $CORROBORATE_SCREENSHOTS, else a temporary folder.
func shots(t *testing.T) string {
	t.Helper()
	dir := os.Getenv("CORROBORATE_SCREENSHOTS")
	if dir == "" {
		dir = t.TempDir()
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	return dir
}

func screenshot(t *testing.T, ctx context.Context, dir, name string) {
	t.Helper()
	png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
	if err != nil {
		t.Fatalf("screenshot %s: %v", name, err)
	}
	p := filepath.Join(dir, name+".png")
	if err := os.WriteFile(p, png, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("screenshot: %s", p)
}

// open navigates to a hash route and waits until the view for it is complete and the
// predicate holds in the page.
func open(t *testing.T, ctx context.Context, base, hash, ready string) {
	t.Helper()
	if err := chromedp.Do(ctx, chromedp.Navigate(base+"/"+hash)); err != nil {
		t.Fatalf("navigate %s: %v", hash, err)
	}
	waitFor(t, ctx, ready)
}

// viewReady holds once the view of the current address has rendered: the app sets it last, so
// a check never reads the view the page is leaving.
const viewReady = `document.getElementById('view').dataset.ready === location.hash`

func waitFor(t *testing.T, ctx context.Context, predicate string) {
	t.Helper()
	predicate = viewReady + " && (" + predicate + ")"
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](predicate, chromedp.WithPollingTimeout(30*time.Second))); err != nil {
		html, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`document.getElementById('view').innerText`))
		t.Fatalf("waiting for %s: %v\npage: %s", predicate, err, html)
	}
}

func eval[T any](t *testing.T, ctx context.Context, js string) T {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](js))
	if err != nil {
		t.Fatalf("evaluate %s: %v", js, err)
	}
	return v
}

type shownHit struct {
	DocumentID string   `json:"doc"`
	Path       string   `json:"path"`
	Marks      []string `json:"marks"`
	Tags       []string `json:"tags"` // every element inside the fragments
	Text       string   `json:"text"`
}

const readHits = `[...document.querySelectorAll('.hit')].map(h => ({
	doc: h.dataset.documentId,
	path: h.querySelector('.path').textContent,
	marks: [...h.querySelectorAll('.fragment mark')].map(m => m.textContent),
	tags: [...h.querySelectorAll('.fragment *')].map(e => e.tagName),
	text: [...h.querySelectorAll('.fragment')].map(f => f.textContent).join(' '),
}))`

type shownAnn struct {
	Start int    `json:"start"`
	End   int    `json:"end"`
	Kind  string `json:"kind"`
	Text  string `json:"text"`
	Name  string `json:"name"`
}

const readAnns = `[...document.querySelectorAll('.body .ann')].map(a => ({
	start: +a.dataset.start, end: +a.dataset.end, kind: a.dataset.kind,
	text: a.textContent, name: a.dataset.name || '',
}))`

func TestUI(t *testing.T) {
	s := newSite(t)
	ctx := browser(t)
	dir := shots(t)

	var docID string
	t.Run("search", func(t *testing.T) {
		// Typed into the form and submitted with Enter, as a person would.
		open(t, ctx, s.url, "", `!!document.querySelector('#q')`)
		if err := chromedp.Do(ctx, chromedp.SendKeys(chromedp.CSS("#q"), "\"smoking gun\"\r")); err != nil {
			t.Fatal(err)
		}
		waitFor(t, ctx, `document.querySelectorAll('.hit').length > 0 && document.querySelectorAll('.facet').length > 0`)
		hits := eval[[]shownHit](t, ctx, readHits)
		seeds := map[string]bool{}
		for _, h := range hits {
			if base := filepath.Base(h.Path); len(base) >= 3 {
				seeds[base[:3]] = true
			}
			if len(h.Marks) == 0 {
				t.Errorf("hit in %s has no <mark>: %q", h.Path, h.Text)
			}
			for _, m := range h.Marks {
				if w := strings.ToLower(m); w != "smoking" && w != "gun" {
					t.Errorf("marked %q in %s, want smoking or gun", m, h.Path)
				}
			}
			for _, tag := range h.Tags {
				if tag != "MARK" {
					t.Errorf("fragment of %s holds a <%s> element", h.Path, tag)
				}
			}
		}
		for _, seed := range []string{"000", "001", "002"} {
			if !seeds[seed] {
				t.Errorf("no hit from seed %s; hits from %v", seed, seeds)
			}
		}
		var api corroborate.SearchResult
		s.getJSON(t, "/api/v1/search?q="+url.QueryEscape(`"smoking gun"`), &api)
		if len(hits) != len(api.Hits) {
			t.Errorf("page shows %d hits, API returns %d", len(hits), len(api.Hits))
		}
		if hash := eval[string](t, ctx, `location.hash`); !strings.Contains(hash, "q=") {
			t.Errorf("submitting did not route: hash %q", hash)
		}
		docID = hits[0].DocumentID
		screenshot(t, ctx, dir, "search")

		// An entity facet narrows the search to passages naming that entity.
		facet := eval[string](t, ctx, `[...document.querySelectorAll('.facet')].find(f => f.querySelector('h2').textContent === 'Entity').querySelector('.term').textContent`)
		if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(".facet:last-child li:first-child a"))); err != nil {
			t.Fatal(err)
		}
		waitFor(t, ctx, `location.hash.includes('entity') && document.querySelectorAll('.hit').length > 0 && !document.querySelector('.loading')`)
		for _, chips := range eval[[][]string](t, ctx, `[...document.querySelectorAll('.hit')].map(h => [...h.querySelectorAll('.chip')].map(c => c.textContent))`) {
			if !slices.Contains(chips, facet) {
				t.Errorf("after choosing entity %q, a hit names only %v", facet, chips)
			}
		}
		if n := len(eval[[]shownHit](t, ctx, readHits)); n == 0 || n > len(hits) {
			t.Errorf("entity facet left %d hits of %d", n, len(hits))
		}
	})

	t.Run("search pages", func(t *testing.T) {
		var api corroborate.SearchResult
		s.getJSON(t, "/api/v1/search?q=report", &api)
		if api.Total <= 20 {
			t.Fatalf("want a query with more than one page; report matches %d passages", api.Total)
		}
		open(t, ctx, s.url, "#/search?q=report", `document.querySelectorAll('.hit').length > 0`)
		first := eval[[]string](t, ctx, `[...document.querySelectorAll('.hit')].map(h => h.dataset.passageId)`)
		if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(".pager a[rel=next]"))); err != nil {
			t.Fatal(err)
		}
		waitFor(t, ctx, `location.hash.includes('offset=20') && document.querySelectorAll('.hit').length > 0 && !document.querySelector('.loading')`)
		second := eval[[]string](t, ctx, `[...document.querySelectorAll('.hit')].map(h => h.dataset.passageId)`)
		if len(first) != 20 || len(second) == 0 || len(second) > 20 {
			t.Fatalf("pages of %d and %d hits", len(first), len(second))
		}
		for _, id := range second {
			if slices.Contains(first, id) {
				t.Errorf("passage %s on both pages", id)
			}
		}
		if n := eval[int](t, ctx, `document.querySelectorAll('.pager a[rel=prev]').length`); n != 1 {
			t.Error("second page has no link back")
		}
	})

	t.Run("search shows markup as text", func(t *testing.T) {
		open(t, ctx, s.url, "#/search?q=zebrafish", `document.querySelectorAll('.hit').length > 0`)
		if n := eval[int](t, ctx, `document.querySelectorAll('#view img, #view script, #view b').length`); n != 0 {
			t.Errorf("article markup became %d elements", n)
		}
		if eval[bool](t, ctx, `window.__pwned !== undefined`) {
			t.Error("article markup ran")
		}
		text := eval[string](t, ctx, `document.querySelector('.results').textContent`)
		if !strings.Contains(text, "<img src=x") || !strings.Contains(text, "Markup <b>test</b>") {
			t.Errorf("markup not shown as text: %q", text)
		}
	})

	t.Run("document", func(t *testing.T) {
		if docID == "" {
			t.Fatal("search found nothing to open")
		}
		// Follow the first hit's link: it opens the document at the passage.
		open(t, ctx, s.url, "#/search?q="+url.QueryEscape(`"smoking gun"`), `document.querySelectorAll('.hit').length > 0`)
		if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(".hit .hit-title"))); err != nil {
			t.Fatal(err)
		}
		waitFor(t, ctx, `document.querySelectorAll('.body .ann-entity').length > 0`)
		hash := eval[string](t, ctx, `location.hash`)
		if !strings.HasPrefix(hash, "#/doc/") {
			t.Fatalf("hit link led to %q", hash)
		}
		id, _, _ := strings.Cut(strings.TrimPrefix(hash, "#/doc/"), "?")

		var doc struct {
			corroborate.Document
			Body string `json:"body"`
		}
		if code := s.getJSON(t, "/api/v1/documents/"+id, &doc); code != 200 {
			t.Fatalf("GET document %s: %d", id, code)
		}
		mentions := map[[2]int]string{}
		for _, e := range doc.Extraction.Entities {
			for _, m := range e.Mentions {
				mentions[[2]int{m.Start, m.End}] = m.Text
			}
		}
		anns := eval[[]shownAnn](t, ctx, readAnns)
		entities, focus := 0, 0
		for _, a := range anns {
			if a.Start < 0 || a.End > len(doc.Body) || a.Start >= a.End {
				t.Errorf("annotation %+v outside the body", a)
				continue
			}
			if got := doc.Body[a.Start:a.End]; got != a.Text {
				t.Errorf("%s annotation at bytes %d..%d shows %q, body has %q", a.Kind, a.Start, a.End, a.Text, got)
			}
			switch a.Kind {
			case "entity":
				entities++
				if m, ok := mentions[[2]int{a.Start, a.End}]; !ok || m != a.Text {
					t.Errorf("highlighted %q (%s) at %d..%d is not the mention %q", a.Text, a.Name, a.Start, a.End, m)
				}
			case "passage":
				focus++
				if !strings.Contains(strings.ToLower(a.Text), "smoking gun") {
					t.Errorf("focused passage %q lacks the phrase", a.Text)
				}
			}
		}
		if entities == 0 || focus != 1 {
			t.Errorf("document shows %d entity mentions and %d focused passages", entities, focus)
		}
		if got := eval[string](t, ctx, `document.activeElement && document.activeElement.id`); got != "focus" {
			t.Errorf("focus is on %q, want the passage", got)
		}
		screenshot(t, ctx, dir, "document")
	})

	t.Run("document with non-ASCII text", func(t *testing.T) {
		// Typographic apostrophes come before later mentions: byte and UTF-16 offsets differ.
		var list struct {
			Documents []corroborate.Document `json:"documents"`
		}
		s.getJSON(t, "/api/v1/documents?limit=100", &list)
		checked := 0
		for _, d := range list.Documents {
			var doc struct {
				corroborate.Document
				Body string `json:"body"`
			}
			s.getJSON(t, "/api/v1/documents/"+d.ID, &doc)
			if !strings.ContainsAny(doc.Body, "’“”—é") || doc.Extraction == nil {
				continue
			}
			open(t, ctx, s.url, "#/doc/"+d.ID, `document.querySelectorAll('.body .ann').length > 0`)
			for _, a := range eval[[]shownAnn](t, ctx, readAnns) {
				if a.End > len(doc.Body) || doc.Body[a.Start:a.End] != a.Text {
					t.Errorf("%s: %s annotation %d..%d shows %q", d.Path, a.Kind, a.Start, a.End, a.Text)
				}
			}
			if got := eval[string](t, ctx, `document.querySelector('.body').textContent`); got != doc.Body {
				t.Errorf("%s: rendered body differs from the document body", d.Path)
			}
			checked++
		}
		if checked == 0 {
			t.Fatal("no seed document with non-ASCII text and an extraction")
		}
	})

	t.Run("entity", func(t *testing.T) {
		if docID == "" {
			t.Fatal("no document to start from")
		}
		open(t, ctx, s.url, "#/doc/"+docID, `document.querySelectorAll('.body a.ann-entity').length > 0`)
		name := eval[string](t, ctx, `document.querySelector('.body a.ann-entity').dataset.name`)
		if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(".body a.ann-entity"))); err != nil {
			t.Fatal(err)
		}
		waitFor(t, ctx, `!!document.querySelector('article.entity h1, #view .error')`)
		if msg := eval[string](t, ctx, `(document.querySelector('#view .error') || {}).textContent || ''`); msg != "" {
			t.Fatalf("entity view for %q shows an error: %s", name, msg)
		}
		h1 := eval[string](t, ctx, `document.querySelector('article.entity h1').textContent`)
		if !strings.Contains(h1, name) {
			// Resolution may file a mention under a fuller name; the alias must then be listed.
			all := eval[string](t, ctx, `document.querySelector('article.entity').textContent`)
			if !strings.Contains(all, name) {
				t.Errorf("entity page %q does not name %q", h1, name)
			}
		}
		screenshot(t, ctx, dir, "entity")

		open(t, ctx, s.url, "#/entities?q="+url.QueryEscape(name), `!!document.querySelector('table.entities, #view .empty, #view .error')`)
		if n := eval[int](t, ctx, `document.querySelectorAll('table.entities tbody tr').length`); n == 0 {
			t.Errorf("entity list for %q is empty", name)
		}
		screenshot(t, ctx, dir, "entities")
	})

	t.Run("claims", func(t *testing.T) {
		var api struct {
			Claims []corroborate.ClaimGroup `json:"claims"`
		}
		code := s.getJSON(t, "/api/v1/claims?status=contested&limit=100", &api)
		open(t, ctx, s.url, "#/claims?status=contested", `!!document.querySelector('.claim-group, #view .empty, #view .error')`)
		shown := eval[int](t, ctx, `document.querySelectorAll('.claim-group').length`)
		switch {
		case code != 200:
			if eval[int](t, ctx, `document.querySelectorAll('#view .error').length`) != 1 {
				t.Errorf("API answered %d but the page shows no error", code)
			}
		case len(api.Claims) == 0:
			t.Log("no contested claim group in the store yet")
			if eval[int](t, ctx, `document.querySelectorAll('#view .empty').length`) != 1 {
				t.Error("no claims and no empty-state message")
			}
		default:
			if shown != len(api.Claims) {
				t.Errorf("page shows %d claim groups, API returns %d", shown, len(api.Claims))
			}
			if n := eval[int](t, ctx, `document.querySelectorAll('.claim-group:not([data-status="contested"])').length`); n != 0 {
				t.Errorf("%d groups shown are not contested", n)
			}
			links := eval[[]string](t, ctx, `[...document.querySelectorAll('.statement a')].map(a => a.getAttribute('href'))`)
			if len(links) == 0 {
				t.Error("no statement links to its document")
			}
			for _, l := range links {
				if !strings.HasPrefix(l, "#/doc/") {
					t.Errorf("statement link %q does not open a document", l)
				}
			}
		}
		screenshot(t, ctx, dir, "claims")
	})

	t.Run("errors are shown", func(t *testing.T) {
		var body struct {
			Error struct{ Message string } `json:"error"`
		}
		code := s.getJSON(t, "/api/v1/documents/0000000000000000000000000000000000000000000000000000000000000000", &body)
		if code < 400 || body.Error.Message == "" {
			t.Fatalf("API answered %d %+v for an unknown document", code, body)
		}
		open(t, ctx, s.url, "#/doc/0000000000000000000000000000000000000000000000000000000000000000", `!!document.querySelector('#view .error')`)
		msg := eval[string](t, ctx, `document.querySelector('#view .error').textContent`)
		if !strings.Contains(msg, body.Error.Message) {
			t.Errorf("error box %q does not carry the API's message %q", msg, body.Error.Message)
		}
		open(t, ctx, s.url, "#/search?q="+url.QueryEscape(`"unclosed`), `!!document.querySelector('#view .error')`)
		if role := eval[string](t, ctx, `document.querySelector('#view .error').getAttribute('role')`); role != "alert" {
			t.Errorf("error box role = %q, want alert", role)
		}
		// A bad query keeps the form, holding what was typed, beside the reason.
		if q := eval[string](t, ctx, `(document.querySelector('#q') || {}).value`); q != `"unclosed` {
			t.Errorf("search box holds %q after a bad query", q)
		}
		if msg := eval[string](t, ctx, `document.querySelector('#view .error').textContent`); !strings.Contains(msg, "unterminated quote") {
			t.Errorf("bad query message %q does not say why", msg)
		}
		screenshot(t, ctx, dir, "error")
	})

	t.Run("no script errors", func(t *testing.T) {
		for _, p := range eval[[]string](t, ctx, `window.corroborate.problems`) {
			t.Error(p)
		}
	})
}

func TestAssets(t *testing.T) {
	for _, name := range []string{"index.html", "app.js", "app.css"} {
		b, err := fsRead(name)
		if err != nil || len(b) == 0 {
			t.Fatalf("asset %s: %v", name, err)
		}
	}
	html, _ := fsRead("index.html")
	for _, ref := range []string{`src="app.js"`, `href="app.css"`} {
		if !strings.Contains(string(html), ref) {
			t.Errorf("index.html does not load %s", ref)
		}
	}
	// Everything is served locally: no page may load from another host.
	for _, name := range []string{"index.html", "app.js", "app.css"} {
		b, _ := fsRead(name)
		for _, bad := range []string{"http://", "https://", "//cdn"} {
			if strings.Contains(string(b), bad) {
				t.Errorf("%s refers to %s: assets must be local", name, bad)
			}
		}
	}
}

func fsRead(name string) ([]byte, error) {
	f, err := web.Assets.Open(name)
	if err != nil {
		return nil, fmt.Errorf("open: %w", err)
	}
	defer f.Close()
	return io.ReadAll(f)
}

func TestHandlerRoutesAndHeaders(t *testing.T) {
	api := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("X-From", "api")
		w.WriteHeader(http.StatusTeapot)
	})
	srv := httptest.NewServer(web.Handler(api))
	defer srv.Close()
	for _, p := range []string{"/api/v1/search?q=x", "/healthz", "/metrics"} {
		resp, err := http.Get(srv.URL + p)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusTeapot || resp.Header.Get("X-From") != "api" {
			t.Errorf("%s was not handed to the API: %d", p, resp.StatusCode)
		}
	}
	for p, ctype := range map[string]string{"/": "text/html", "/app.js": "javascript", "/app.css": "text/css"} {
		resp, err := http.Get(srv.URL + p)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != 200 || !strings.Contains(resp.Header.Get("Content-Type"), ctype) {
			t.Errorf("%s: %d %s", p, resp.StatusCode, resp.Header.Get("Content-Type"))
		}
		if csp := resp.Header.Get("Content-Security-Policy"); !strings.Contains(csp, "script-src 'self'") {
			t.Errorf("%s: Content-Security-Policy %q", p, csp)
		}
	}
	resp, err := http.Get(srv.URL + "/nope.js")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusNotFound {
		t.Errorf("unknown asset: %d", resp.StatusCode)
	}
}
