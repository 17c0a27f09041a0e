package web_test

import (
	"context"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/corroborate/corroborate"
)

type shownClaim struct {
	Start int    `json:"start"`
	End   int    `json:"end"`
	Group string `json:"group"`
	Text  string `json:"text"`
	Href  string `json:"href"`
}

type shownEvidence struct {
	Text string `json:"text"`
	Href string `json:"href"`
}

const readEvidence = `(root) => [...root.querySelectorAll('.evidence li')].map(li => ({
	text: li.querySelector('blockquote').textContent,
	href: li.querySelector('a').getAttribute('href'),
}))`

// checkEvidence compares the passages a view shows for a link with the API's.
func checkEvidence(t *testing.T, what string, shown []shownEvidence, want []corroborate.Evidence) {
	t.Helper()
	if len(shown) != len(want) {
		t.Errorf("%s: %d evidence passages shown, API gives %d", what, len(shown), len(want))
		return
	}
	for i, ev := range want {
		if shown[i].Text != ev.Text {
			t.Errorf("%s: evidence %d shows %q, want %q", what, i, shown[i].Text, ev.Text)
		}
		if !strings.HasPrefix(shown[i].Href, "#/doc/"+ev.DocumentID+"?") {
			t.Errorf("%s: evidence %d links to %q, want document %s", what, i, shown[i].Href, ev.DocumentID)
		}
	}
}

// TestViews covers the views over claims in a document, entity neighbours, the timeline and
// paths, against the API they are built on.
func TestViews(t *testing.T) {
	s := newSite(t)
	ctx := browser(t)
	dir := shots(t)

	t.Run("document marks contested statements", func(t *testing.T) {
		var contested struct {
			Claims []corroborate.ClaimGroup `json:"claims"`
		}
		s.getJSON(t, "/api/v1/claims?status=contested&limit=500", &contested)
		if len(contested.Claims) == 0 {
			t.Fatal("the seeds gave no contested claim group")
		}
		g := contested.Claims[0]
		st := g.Variants[0].Statements[0]
		var doc struct {
			corroborate.Document
			Body string `json:"body"`
		}
		s.getJSON(t, "/api/v1/documents/"+st.DocumentID, &doc)
		want := map[[2]int]string{}
		passages := map[string]string{}
		for _, p := range doc.Passages {
			passages[p.ID] = p.Text
		}
		disputed := map[string]bool{}
		for _, c := range doc.Claims {
			if c.Status == corroborate.Contested {
				want[[2]int{c.Start, c.End}] = c.GroupID
				disputed[passages[c.PassageID]] = true
			}
		}
		open(t, ctx, s.url, "#/doc/"+st.DocumentID, `document.querySelectorAll('.body a.ann-claim').length > 0`)
		shown := eval[[]shownClaim](t, ctx, `[...document.querySelectorAll('.body a.ann-claim')].map(a => ({
			start: +a.dataset.start, end: +a.dataset.end, group: a.dataset.group, text: a.textContent, href: a.getAttribute('href')}))`)
		found := false
		for _, c := range shown {
			gid, ok := want[[2]int{c.Start, c.End}]
			if !ok || gid != c.Group {
				t.Errorf("marked %q at %d..%d (group %s), which the API does not call contested", c.Text, c.Start, c.End, c.Group)
				continue
			}
			if c.End > len(doc.Body) || doc.Body[c.Start:c.End] != c.Text {
				t.Errorf("contested mark at %d..%d shows %q", c.Start, c.End, c.Text)
			}
			if c.Href != "#/claim/"+c.Group+"?doc="+st.DocumentID {
				t.Errorf("contested mark %q links to %q", c.Text, c.Href)
			}
			found = found || (c.Start == st.Start && c.End == st.End && c.Group == g.ID)
		}
		if !found {
			t.Errorf("the statement %q of group %s is not marked; marks %+v", st.Text, g.Key, shown)
		}
		for _, text := range eval[[]string](t, ctx, `[...document.querySelectorAll('.body .ann-disputed')].map(s => s.textContent)`) {
			if !disputed[text] {
				t.Errorf("tinted sentence %q holds no contested claim", text)
			}
		}
		if got := eval[string](t, ctx, `document.querySelector('.body').textContent`); got != doc.Body {
			t.Error("marking contested statements changed the text shown")
		}
		if n := eval[int](t, ctx, `document.querySelectorAll('.claim-list li[data-status="contested"]').length`); n != len(want) {
			t.Errorf("side list shows %d contested statements, the document has %d", n, len(want))
		}
		if note := eval[string](t, ctx, `document.getElementById('contested-note').textContent`); !strings.Contains(note, "contested") {
			t.Errorf("summary note %q", note)
		}
		screenshot(t, ctx, dir, "document-contested")

		// From the keyboard: focus the first contested statement and press Enter.
		if err := chromedp.Do(ctx, chromedp.Focus(chromedp.CSS(".body a.ann-claim"))); err != nil {
			t.Fatal(err)
		}
		if err := chromedp.Do(ctx, chromedp.KeyEvent(kb.Enter)); err != nil {
			t.Fatal(err)
		}
		waitFor(t, ctx, `location.hash.startsWith('#/claim/') && !!document.querySelector('.claim-group, #view .error')`)
		gid, _, _ := strings.Cut(strings.TrimPrefix(eval[string](t, ctx, `location.hash`), "#/claim/"), "?")
		var group corroborate.ClaimGroup
		s.getJSON(t, "/api/v1/claims/"+gid, &group)
		if status := eval[string](t, ctx, `document.querySelector('.claim-group').dataset.status`); status != "contested" || group.Status != corroborate.Contested {
			t.Errorf("claim view status %q, API %q", status, group.Status)
		}
		if h1 := eval[string](t, ctx, `document.querySelector('h1').textContent`); !strings.Contains(h1, group.Key) {
			t.Errorf("claim view heading %q lacks the key %q", h1, group.Key)
		}
		if n, want := eval[int](t, ctx, `document.querySelectorAll('.variant').length`), len(group.Variants); n != want {
			t.Errorf("claim view shows %d variants, API %d", n, want)
		}
		// The statements of the document the reader came from are marked among the others.
		var ours []string
		for _, v := range group.Variants {
			for _, x := range v.Statements {
				if x.DocumentID == st.DocumentID {
					ours = append(ours, x.ClaimID)
				}
			}
		}
		marked := eval[[]string](t, ctx, `[...document.querySelectorAll('.statement.from-here')].map(s => s.dataset.claimId)`)
		if len(ours) == 0 || !slices.Equal(marked, ours) {
			t.Errorf("statements marked as from the document: %v, want %v", marked, ours)
		}
		screenshot(t, ctx, dir, "claim")
	})

	var entities struct {
		Entities []corroborate.EntitySummary `json:"entities"`
	}
	s.getJSON(t, "/api/v1/entities?limit=30", &entities)
	if len(entities.Entities) < 2 {
		t.Fatalf("the seeds gave %d entities", len(entities.Entities))
	}

	t.Run("entity neighbours", func(t *testing.T) {
		var e corroborate.EntitySummary
		var nb struct {
			Edges []corroborate.Edge `json:"edges"`
		}
		for _, x := range entities.Entities {
			s.getJSON(t, "/api/v1/entities/"+x.ID+"/neighbours?limit=25", &nb)
			if len(nb.Edges) > 0 {
				e = x
				break
			}
		}
		if e.ID == "" {
			t.Fatal("no entity of the seeds has a neighbour")
		}
		open(t, ctx, s.url, "#/entity/"+e.ID, `!!document.querySelector('.neighbours')`)
		ids := eval[[]string](t, ctx, `[...document.querySelectorAll('.neighbour')].map(n => n.dataset.id)`)
		if len(ids) != len(nb.Edges) {
			t.Fatalf("page shows %d neighbours, API gives %d", len(ids), len(nb.Edges))
		}
		for i, ed := range nb.Edges {
			if ids[i] != ed.To.ID {
				t.Errorf("neighbour %d is %s, API says %s", i, ids[i], ed.To.ID)
			}
			shown := eval[[]shownEvidence](t, ctx, `(`+readEvidence+`)(document.querySelectorAll('.neighbour')[`+itoa(i)+`])`)
			checkEvidence(t, ed.To.Name, shown, ed.Evidence)
		}
		screenshot(t, ctx, dir, "entity-neighbours")

		// An evidence link opens its document at the passage.
		ev := nb.Edges[0].Evidence[0]
		if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(".neighbour .evidence a"))); err != nil {
			t.Fatal(err)
		}
		waitFor(t, ctx, `location.hash.startsWith('#/doc/') && !!document.getElementById('focus')`)
		if got := eval[string](t, ctx, `document.getElementById('focus').textContent`); got != ev.Text {
			t.Errorf("evidence opened at %q, want %q", got, ev.Text)
		}
	})

	t.Run("timeline", func(t *testing.T) {
		var tl struct {
			Entries []corroborate.TimelineEntry `json:"entries"`
		}
		about := ""
		for _, x := range entities.Entities {
			s.getJSON(t, "/api/v1/timeline?about="+url.QueryEscape(x.Name), &tl)
			if len(tl.Entries) > 0 {
				about = x.Name
				break
			}
		}
		if about == "" {
			t.Fatal("no entity of the seeds has a dated statement")
		}
		// Typed into the form, as a person would.
		open(t, ctx, s.url, "#/timeline", `!!document.querySelector('#about')`)
		if err := chromedp.Do(ctx, chromedp.SendKeys(chromedp.CSS("#about"), about+"\r")); err != nil {
			t.Fatal(err)
		}
		waitFor(t, ctx, `location.hash.includes('about=') && !!document.querySelector('.tl-entry, .timeline .empty, .timeline .error')`)
		isos := eval[[]string](t, ctx, `[...document.querySelectorAll('.tl-entry')].map(e => e.dataset.iso)`)
		if len(isos) != len(tl.Entries) {
			t.Fatalf("timeline of %s shows %d entries, API gives %d", about, len(isos), len(tl.Entries))
		}
		for i, en := range tl.Entries {
			if isos[i] != en.ISO {
				t.Errorf("entry %d dated %q, API %q", i, isos[i], en.ISO)
			}
		}
		shown := eval[[]shownEvidence](t, ctx, `(`+strings.Replace(readEvidence, ".evidence li", ".tl-entry", 1)+`)(document)`)
		var want []corroborate.Evidence
		for _, en := range tl.Entries {
			want = append(want, en.Evidence)
		}
		checkEvidence(t, "timeline", shown, want)
		screenshot(t, ctx, dir, "timeline")
	})

	t.Run("path", func(t *testing.T) {
		from := entities.Entities[0]
		var best corroborate.Path
		to := ""
		for _, x := range entities.Entities[1:] {
			var p corroborate.Path
			if code := s.getJSON(t, "/api/v1/paths?from="+url.QueryEscape(from.Name)+"&to="+url.QueryEscape(x.Name), &p); code != 200 {
				continue
			}
			if len(p.Edges) > len(best.Edges) {
				best, to = p, x.Name
			}
		}
		if to == "" {
			t.Fatalf("%s is linked to no other entity", from.Name)
		}
		open(t, ctx, s.url, "#/path?from="+url.QueryEscape(from.Name)+"&to="+url.QueryEscape(to), `!!document.querySelector('.path-step, .path-view .error')`)
		names := eval[[]string](t, ctx, `[...document.querySelectorAll('.path-node a')].map(a => a.textContent)`)
		if len(names) != len(best.Nodes) {
			t.Fatalf("path shows %d entities %v, API gives %d", len(names), names, len(best.Nodes))
		}
		for i, n := range best.Nodes {
			if names[i] != n.Name {
				t.Errorf("entity %d on the path is %q, API %q", i, names[i], n.Name)
			}
		}
		if n := eval[int](t, ctx, `document.querySelectorAll('.path-step').length`); n != len(best.Edges) {
			t.Errorf("path shows %d steps, API %d", n, len(best.Edges))
		}
		for i, ed := range best.Edges {
			shown := eval[[]shownEvidence](t, ctx, `(`+readEvidence+`)(document.querySelectorAll('.path-step')[`+itoa(i)+`])`)
			checkEvidence(t, ed.From.Name+" → "+ed.To.Name, shown, ed.Evidence)
		}
		screenshot(t, ctx, dir, "path")

		// An unknown name shows the API's reason and keeps the form as typed.
		open(t, ctx, s.url, "#/path?from="+url.QueryEscape(from.Name)+"&to=Nobody+Zqx", `!!document.querySelector('.path-view .error')`)
		if v := eval[string](t, ctx, `document.getElementById('to-entity').value`); v != "Nobody Zqx" {
			t.Errorf("to field holds %q", v)
		}
		if msg := eval[string](t, ctx, `document.querySelector('.path-view .error').textContent`); !strings.Contains(msg, "Nobody Zqx") {
			t.Errorf("error %q does not name the unknown entity", msg)
		}
	})

	// Last: it changes the graph the other subtests read.
	t.Run("entity decisions", func(t *testing.T) {
		n := len(entities.Entities)
		a, b := entities.Entities[n-2], entities.Entities[n-1]
		if _, err := s.store.Merge(context.Background(), a.ID, b.ID); err != nil {
			t.Fatal(err)
		}
		var d corroborate.EntityDetail
		s.getJSON(t, "/api/v1/entities/"+a.ID, &d)
		open(t, ctx, s.url, "#/entity/"+a.ID, `!!document.querySelector('.decisions')`)
		shown := eval[[]string](t, ctx, `[...document.querySelectorAll('.decisions li')].map(li => li.dataset.action + ' ' + li.textContent)`)
		if len(shown) != len(d.Decisions) || len(shown) != 1 {
			t.Fatalf("page shows decisions %q, API %+v", shown, d.Decisions)
		}
		if !strings.HasPrefix(shown[0], "merge ") || !strings.Contains(shown[0], b.ID) {
			t.Errorf("decision shown as %q, want the merge of %s", shown[0], b.ID)
		}
	})

	t.Run("no script errors", func(t *testing.T) {
		if eval[bool](t, ctx, `window.__pwned !== undefined`) {
			t.Error("article markup ran")
		}
		for _, p := range eval[[]string](t, ctx, `window.corroborate.problems`) {
			t.Error(p)
		}
	})
}

func itoa(i int) string { return strconv.Itoa(i) }
