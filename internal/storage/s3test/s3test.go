// Package s3test runs an in-process S3-compatible server (gofakes3 over httptest) for tests
// of the bucket store and of what uses it.
package s3test

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/johannesboyne/gofakes3"
	"github.com/johannesboyne/gofakes3/backend/s3mem"

	"github.com/pautang/pautang/internal/storage"
)

// Bucket is the bucket Start creates.
const Bucket = "pautang-test"

// Server is one running fake S3 server.
type Server struct {
	URL      string // http://127.0.0.1:port
	Endpoint string // 127.0.0.1:port, as S3Options and PAUTANG_S3_ENDPOINT take it
	// Requests records every request's method, path and headers, in order.
	Requests *Recorder
}

// Start runs a server with Bucket created, closed at the end of the test.
func Start(t testing.TB) *Server {
	t.Helper()
	be := s3mem.New()
	if err := be.CreateBucket(Bucket); err != nil {
		t.Fatal(err)
	}
	rec := &Recorder{}
	fake := gofakes3.New(be)
	h := fake.Server()
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rec.add(r)
		h.ServeHTTP(w, r)
	}))
	t.Cleanup(ts.Close)
	return &Server{URL: ts.URL, Endpoint: strings.TrimPrefix(ts.URL, "http://"), Requests: rec}
}

// Options are the store options of this server with SSE-S3 and the given key prefix.
func (s *Server) Options(prefix string) storage.S3Options {
	return storage.S3Options{Endpoint: s.Endpoint, Region: "us-east-1", Bucket: Bucket, Prefix: prefix,
		AccessKey: "test-access", SecretKey: "test-secret", SSE: storage.SSES3}
}

// Request is one recorded request.
type Request struct {
	Method string
	Path   string
	Header http.Header
}

// Recorder keeps the requests a server received.
type Recorder struct {
	mu   sync.Mutex
	reqs []Request
}

func (r *Recorder) add(req *http.Request) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.reqs = append(r.reqs, Request{Method: req.Method, Path: req.URL.Path, Header: req.Header.Clone()})
}

// All returns the requests so far.
func (r *Recorder) All() []Request {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]Request(nil), r.reqs...)
}
