package api

import (
	"context"
	"io"
	"net"
	"net/http"
	"testing"
	"time"

	"github.com/corroborate/corroborate"
)

// slowDocuments blocks FindDocuments until released, to hold a request in flight.
type slowDocuments struct {
	corroborate.DocumentService
	entered chan struct{}
	release chan struct{}
}

func (s slowDocuments) FindDocuments(ctx context.Context, f corroborate.DocumentFilter) ([]*corroborate.Document, int, error) {
	close(s.entered)
	<-s.release
	return []*corroborate.Document{{ID: "d1", Path: "a.txt"}}, 1, nil
}

// Cancelling the context stops the listener but lets an in-flight request finish.
func TestGracefulShutdownFinishesInFlight(t *testing.T) {
	docs := slowDocuments{entered: make(chan struct{}), release: make(chan struct{})}
	logger, _ := testLogger()
	s := New(Config{Logger: logger, ShutdownTimeout: 10 * time.Second}, Deps{Documents: docs})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ctx, cancel := context.WithCancel(context.Background())
	served := make(chan error, 1)
	go func() { served <- s.Serve(ctx, ln) }()

	type answer struct {
		status int
		body   string
		err    error
	}
	got := make(chan answer, 1)
	go func() {
		resp, err := http.Get("http://" + addr + "/api/v1/documents")
		if err != nil {
			got <- answer{err: err}
			return
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		got <- answer{status: resp.StatusCode, body: string(b)}
	}()
	<-docs.entered
	cancel()
	// The server stops accepting new connections while the first request is still running.
	deadline := time.Now().Add(5 * time.Second)
	for {
		c, err := net.DialTimeout("tcp", addr, 200*time.Millisecond)
		if err != nil {
			break
		}
		c.Close()
		if time.Now().After(deadline) {
			t.Fatal("still accepting connections after shutdown began")
		}
		time.Sleep(20 * time.Millisecond)
	}
	select {
	case err := <-served:
		t.Fatalf("Serve returned %v before the in-flight request finished", err)
	default:
	}
	close(docs.release)
	a := <-got
	if a.err != nil || a.status != 200 {
		t.Fatalf("in-flight request: %d %q %v", a.status, a.body, a.err)
	}
	select {
	case err := <-served:
		if err != nil {
			t.Fatalf("Serve: %v", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("Serve did not return after the last request")
	}
}

func TestListenAndServeBadAddress(t *testing.T) {
	logger, _ := testLogger()
	err := New(Config{Logger: logger}, Deps{}).ListenAndServe(context.Background(), "256.0.0.1:99999")
	if corroborate.ErrorCode(err) != corroborate.EUNAVAILABLE {
		t.Fatalf("err = %v", err)
	}
}
