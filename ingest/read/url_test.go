package read_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/corroborate/corroborate"
	"github.com/corroborate/corroborate/ingest/read"
)

// newSite serves the pages the URL reader is tested on.
func newSite(t *testing.T) *httptest.Server {
	t.Helper()
	page, err := os.ReadFile(filepath.Join("testdata", "page.html"))
	if err != nil {
		t.Fatal(err)
	}
	pdfData := makePDF(t, reportSpec)
	mux := http.NewServeMux()
	mux.HandleFunc("/article", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Write(page)
	})
	mux.HandleFunc("/moved", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, "/article", http.StatusMovedPermanently)
	})
	mux.HandleFunc("/loop", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, "/loop", http.StatusFound)
	})
	mux.HandleFunc("/hop/{n}", func(w http.ResponseWriter, r *http.Request) {
		n, _ := strconv.Atoi(r.PathValue("n"))
		if n == 0 {
			http.Redirect(w, r, "/notes", http.StatusFound)
			return
		}
		http.Redirect(w, r, "/hop/"+strconv.Itoa(n-1), http.StatusFound)
	})
	mux.HandleFunc("/notes", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain")
		w.Write([]byte("Plain notes.\r\nSecond line."))
	})
	mux.HandleFunc("/latin1", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain; charset=iso-8859-1")
		w.Write([]byte("Caf\xe9 opens."))
	})
	mux.HandleFunc("/report", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/pdf")
		w.Write(pdfData)
	})
	mux.HandleFunc("/untyped", func(w http.ResponseWriter, r *http.Request) {
		w.Header()["Content-Type"] = nil // keep the server from sniffing one
		w.Write(pdfData)
	})
	mux.HandleFunc("/image", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "image/png")
		w.Write([]byte("\x89PNG\r\n\x1a\n"))
	})
	mux.HandleFunc("/huge", func(w http.ResponseWriter, r *http.Request) {
		// Streamed without a length, so only the reader's own limit stops it.
		w.Header().Set("Content-Type", "text/plain")
		chunk := []byte(strings.Repeat("words and more words ", 50) + "\n")
		for i := 0; i < 2000; i++ {
			if _, err := w.Write(chunk); err != nil {
				return
			}
		}
	})
	mux.HandleFunc("/declared", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain")
		w.Header().Set("Content-Length", "5000000")
		w.Write([]byte("short"))
	})
	mux.HandleFunc("/slow", func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-time.After(2 * time.Second):
		case <-r.Context().Done():
		}
	})
	mux.HandleFunc("/gone", http.NotFound)
	mux.HandleFunc("/broken", func(w http.ResponseWriter, r *http.Request) {
		http.Error(w, "oops", http.StatusInternalServerError)
	})
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return srv
}

func TestReadURL(t *testing.T) {
	srv := newSite(t)

	t.Run("html", func(t *testing.T) {
		target := srv.URL + "/article"
		res := read.Read(ctx, target, read.Options{})
		if res.Err != nil {
			t.Fatal(res.Err)
		}
		d := res.Docs[0]
		if d.Path != target || d.URL != target || d.Title != "Dam Inspection Finds Cracks" || d.Published != "2019-11-05" {
			t.Errorf("doc = path %q url %q title %q published %q", d.Path, d.URL, d.Title, d.Published)
		}
		if !strings.HasPrefix(d.Body, "Engineers inspecting the northern dam") {
			t.Errorf("body = %q", d.Body[:min(80, len(d.Body))])
		}
	})

	t.Run("redirect keeps asked path, records final URL", func(t *testing.T) {
		target := srv.URL + "/moved"
		res := read.Read(ctx, target, read.Options{})
		if res.Err != nil {
			t.Fatal(res.Err)
		}
		if d := res.Docs[0]; d.Path != target || d.URL != srv.URL+"/article" {
			t.Errorf("Path %q URL %q", d.Path, d.URL)
		}
	})

	t.Run("five redirects are fine", func(t *testing.T) {
		res := read.Read(ctx, srv.URL+"/hop/4", read.Options{})
		if res.Err != nil {
			t.Fatal(res.Err)
		}
		if d := res.Docs[0]; d.Body != "Plain notes.\nSecond line." || d.URL != srv.URL+"/notes" {
			t.Errorf("body %q url %q", d.Body, d.URL)
		}
	})

	t.Run("pdf", func(t *testing.T) {
		for _, p := range []string{"/report", "/untyped"} {
			res := read.Read(ctx, srv.URL+p, read.Options{})
			if res.Err != nil {
				t.Fatalf("%s: %v", p, res.Err)
			}
			if d := res.Docs[0]; d.Title != "Water Quality Review" || !strings.Contains(d.Body, "nine sites exceeded") {
				t.Errorf("%s: title %q body %q", p, d.Title, d.Body)
			}
		}
	})

	t.Run("declared charset", func(t *testing.T) {
		res := read.Read(ctx, srv.URL+"/latin1", read.Options{})
		if res.Err != nil {
			t.Fatal(res.Err)
		}
		if got := res.Docs[0].Body; got != "Café opens." {
			t.Errorf("body %q", got)
		}
	})

	bad := []struct {
		path, code string
		opt        read.Options
		reasons    []string
	}{
		{"/loop", corroborate.EINVALID, read.Options{}, []string{"redirects"}},
		{"/hop/5", corroborate.EINVALID, read.Options{}, []string{"more than 5 redirects"}},
		{"/image", corroborate.EUNSUPPORTED, read.Options{}, []string{"image/png"}},
		{"/huge", corroborate.ETOOLARGE, read.Options{MaxBytes: 64 << 10}, []string{"size limit"}},
		{"/declared", corroborate.ETOOLARGE, read.Options{MaxBytes: 64 << 10}, []string{"size limit"}},
		{"/gone", corroborate.ENOTFOUND, read.Options{}, []string{"404"}},
		{"/broken", corroborate.EUNAVAILABLE, read.Options{}, []string{"500"}},
		{"/slow", corroborate.EUNAVAILABLE, read.Options{Client: &http.Client{Timeout: 100 * time.Millisecond}}, []string{"timed out"}},
	}
	for _, tt := range bad {
		t.Run(tt.path, func(t *testing.T) {
			target := srv.URL + tt.path
			res := read.Read(ctx, target, tt.opt)
			if len(res.Docs) != 0 {
				t.Errorf("got %d documents", len(res.Docs))
			}
			wantErr(t, res.Err, tt.code, target, tt.reasons...)
		})
	}

	t.Run("cancelled", func(t *testing.T) {
		c, cancel := context.WithCancel(ctx)
		cancel()
		target := srv.URL + "/article"
		wantErr(t, read.Read(c, target, read.Options{}).Err, corroborate.EUNAVAILABLE, target, "cancelled")
	})

	t.Run("caller's client keeps its settings and gets the redirect bound", func(t *testing.T) {
		client := &http.Client{Timeout: 5 * time.Second}
		target := srv.URL + "/loop"
		wantErr(t, read.Read(ctx, target, read.Options{Client: client}).Err, corroborate.EINVALID, target, "redirects")
		if client.CheckRedirect != nil {
			t.Error("the caller's client was modified")
		}
	})
}
