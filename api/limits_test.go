package api

import (
	"bufio"
	"context"
	"io"
	"net"
	"net/http"
	"net/http/httputil"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/corroborate/corroborate"
)

// countingReader yields n bytes of filler without holding them, counting what was read.
type countingReader struct {
	prefix []byte
	n      int64
	read   atomic.Int64
}

func (r *countingReader) Read(p []byte) (int, error) {
	done := r.read.Load()
	if done >= r.n {
		return 0, io.EOF
	}
	if left := r.n - done; int64(len(p)) > left {
		p = p[:left]
	}
	for i := range p {
		if off := done + int64(i); off < int64(len(r.prefix)) {
			p[i] = r.prefix[off]
		} else {
			p[i] = 'a'
		}
	}
	r.read.Add(int64(len(p)))
	return len(p), nil
}

// recordingIngester notes whether anything reached it.
type recordingIngester struct{ calls atomic.Int64 }

func (r *recordingIngester) Ingest(ctx context.Context, d *corroborate.Document) (*corroborate.IngestResult, error) {
	r.calls.Add(1)
	return &corroborate.IngestResult{ID: "x", Path: d.Path, Status: corroborate.StatusIngested}, nil
}
func (r *recordingIngester) Delete(context.Context, string) error { return nil }

func uploadOf(size int64) *countingReader {
	head := "--B\r\nContent-Disposition: form-data; name=\"file\"; filename=\"big.txt\"\r\nContent-Type: text/plain\r\n\r\n"
	return &countingReader{prefix: []byte(head), n: size}
}

// A 60 MB upload gets 413 without the server reading it: declared sizes are refused before the
// body is touched, undeclared (chunked) ones are cut at the limit. The client is a raw connection
// that reads the answer while it is still sending, as a browser does; an http.Client may see
// the connection reset before it looks at the answer.
func TestOversizeUploadIs413WithoutReadingIt(t *testing.T) {
	ing := &recordingIngester{}
	srv, _ := newBare(t, Config{Token: writeToken}, Deps{Ingester: ing})
	const size = 60 << 20
	for _, declared := range []bool{true, false} {
		body := uploadOf(size)
		conn, err := net.Dial("tcp", srv.Listener.Addr().String())
		if err != nil {
			t.Fatal(err)
		}
		head := "POST /api/v1/documents HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer " + writeToken +
			"\r\nContent-Type: multipart/form-data; boundary=B\r\n"
		var w io.Writer = conn
		var chunked io.WriteCloser
		if declared {
			head += "Content-Length: " + strconv.Itoa(size) + "\r\n\r\n"
		} else {
			head += "Transfer-Encoding: chunked\r\n\r\n"
			chunked = httputil.NewChunkedWriter(conn)
			w = chunked
		}
		sent := make(chan struct{})
		go func() {
			defer close(sent)
			if _, err := io.WriteString(conn, head); err != nil {
				return
			}
			if _, err := io.Copy(w, body); err == nil && chunked != nil {
				chunked.Close()
				io.WriteString(conn, "\r\n")
			}
		}()
		conn.SetReadDeadline(time.Now().Add(30 * time.Second))
		resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
		if err != nil {
			t.Fatalf("declared=%v: no answer: %v (after %d bytes)", declared, err, body.read.Load())
		}
		out, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		conn.Close()
		<-sent
		if resp.StatusCode != http.StatusRequestEntityTooLarge || apiError(t, resp, out).Code != corroborate.ETOOLARGE {
			t.Errorf("declared=%v: %d %s", declared, resp.StatusCode, out)
		}
		n := body.read.Load()
		limit := int64(8 << 20) // socket buffers and the server's small post-response drain
		if !declared {
			limit = DefaultMaxBodyBytes + 8<<20
		}
		t.Logf("declared=%v: client sent %.1f MB of %d MB before the 413", declared, float64(n)/(1<<20), size>>20)
		if n > limit {
			t.Errorf("declared=%v: %d bytes consumed, want at most %d", declared, n, limit)
		}
	}
	if ing.calls.Load() != 0 {
		t.Errorf("the ingester was called %d times", ing.calls.Load())
	}
}

func TestOversizeJSONIs413(t *testing.T) {
	srv, _ := newBare(t, Config{Token: writeToken, MaxBodyBytes: 1 << 20}, Deps{Ingester: &recordingIngester{}})
	text := strings.Repeat("word ", 300000) // 1.5 MB
	body := io.MultiReader(strings.NewReader(`{"text": "`), strings.NewReader(text), strings.NewReader(`"}`))
	req, _ := http.NewRequest("POST", srv.URL+"/api/v1/documents", body) // no length: chunked
	req.Header.Set("Authorization", "Bearer "+writeToken)
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	out, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 413 || !strings.Contains(apiError(t, resp, out).Message, "1 MB") {
		t.Errorf("%d %s", resp.StatusCode, out)
	}
}

func TestRateLimit(t *testing.T) {
	srv, _ := newBare(t, Config{RateLimit: 0.5, RateBurst: 3}, Deps{Claims: fakeClaims{}})
	for i := 0; i < 3; i++ {
		if resp, body := doReq(t, srv.URL, "GET", "/api/v1/claims", nil); resp.StatusCode != 200 {
			t.Fatalf("request %d: %d %s", i, resp.StatusCode, body)
		}
	}
	resp, body := doReq(t, srv.URL, "GET", "/api/v1/claims", nil)
	if resp.StatusCode != 429 || apiError(t, resp, body).Code != codeRateLimited {
		t.Fatalf("fourth request: %d %s", resp.StatusCode, body)
	}
	if secs, err := strconv.Atoi(resp.Header.Get("Retry-After")); err != nil || secs < 1 || secs > 3 {
		t.Errorf("Retry-After = %q", resp.Header.Get("Retry-After"))
	}
	// Probes are not limited.
	if resp, _ := doReq(t, srv.URL, "GET", "/metrics", nil); resp.StatusCode != 200 {
		t.Errorf("/metrics while limited: %d", resp.StatusCode)
	}
}

func TestLimiterForgetsIdleClients(t *testing.T) {
	l := newLimiter(1, 1)
	if ok, _ := l.allow("a"); !ok {
		t.Fatal("first request refused")
	}
	if ok, wait := l.allow("a"); ok || wait <= 0 {
		t.Fatalf("second request: ok=%v wait=%v", ok, wait)
	}
	if ok, _ := l.allow("b"); !ok {
		t.Fatal("another client shares the bucket")
	}
	l.swept = l.swept.Add(-2 * idleAfter)
	for _, b := range l.clients {
		b.seen = b.seen.Add(-2 * idleAfter)
	}
	l.allow("c")
	if len(l.clients) != 1 {
		t.Errorf("%d buckets after the sweep, want 1", len(l.clients))
	}
}

func TestCORS(t *testing.T) {
	off, _ := newBare(t, Config{}, Deps{Claims: fakeClaims{}})
	resp, _ := doReq(t, off.URL, "GET", "/api/v1/claims", nil, "Origin", "https://news.example")
	if h := resp.Header.Get("Access-Control-Allow-Origin"); h != "" {
		t.Errorf("CORS not configured, but Allow-Origin = %q", h)
	}
	on, _ := newBare(t, Config{CORSOrigins: []string{"https://news.example"}}, Deps{Claims: fakeClaims{}})
	resp, _ = doReq(t, on.URL, "GET", "/api/v1/claims", nil, "Origin", "https://news.example")
	if h := resp.Header.Get("Access-Control-Allow-Origin"); h != "https://news.example" {
		t.Errorf("allowed origin: Allow-Origin = %q", h)
	}
	resp, _ = doReq(t, on.URL, "GET", "/api/v1/claims", nil, "Origin", "https://evil.example")
	if h := resp.Header.Get("Access-Control-Allow-Origin"); h != "" {
		t.Errorf("other origin: Allow-Origin = %q", h)
	}
	resp, _ = doReq(t, on.URL, "OPTIONS", "/api/v1/documents", nil, "Origin", "https://news.example", "Access-Control-Request-Method", "POST")
	if resp.StatusCode != 204 || !strings.Contains(resp.Header.Get("Access-Control-Allow-Headers"), "Authorization") {
		t.Errorf("preflight: %d %v", resp.StatusCode, resp.Header)
	}
}
