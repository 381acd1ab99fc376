package outbound

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

func TestBreakerOpensThenTrialCloses(t *testing.T) {
	now := time.Unix(1_700_000_000, 0)
	b := NewBreaker(2, 30*time.Second)
	b.Now = func() time.Time { return now }
	var status atomic.Int32
	status.Store(502)
	var calls atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls.Add(1)
		w.WriteHeader(int(status.Load()))
	}))
	defer srv.Close()
	c := &Client{Timeout: time.Second, Breaker: b}
	do := func() (Response, error) {
		req, _ := http.NewRequest(http.MethodGet, srv.URL+"/x?apikey=secret", nil)
		return c.Do(context.Background(), req)
	}
	for i := 0; i < 2; i++ {
		if r, err := do(); err != nil || r.Status != 502 {
			t.Fatalf("call %d: %v %v", i, r.Status, err)
		}
	}
	if _, err := do(); !errors.Is(err, ErrOpen) || calls.Load() != 2 || !b.Open() {
		t.Fatalf("open: %v, calls %d", err, calls.Load())
	}
	// After the cool-down one trial goes out; while it is out no other call does.
	now = now.Add(31 * time.Second)
	status.Store(200)
	if !b.Allow() || b.Allow() {
		t.Fatal("half-open must let exactly one trial through")
	}
	b.Done(false)
	if r, err := do(); err != nil || r.Status != 200 || b.Open() {
		t.Fatalf("closed after a good trial: %v %v", r.Status, err)
	}
	// A 4xx is an answer, not a failure.
	status.Store(400)
	for i := 0; i < 5; i++ {
		do()
	}
	if b.Open() {
		t.Fatal("4xx answers opened the breaker")
	}
}

func TestTimeoutAndNoSecretInErrors(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-time.After(2 * time.Second):
		case <-r.Context().Done():
		}
	}))
	defer srv.Close()
	c := &Client{Timeout: 100 * time.Millisecond}
	req, _ := http.NewRequest(http.MethodGet, srv.URL+"/api/v4/messages/1?apikey=topsecret", nil)
	start := time.Now()
	_, err := c.Do(context.Background(), req)
	if err == nil || time.Since(start) > time.Second {
		t.Fatalf("timeout: %v after %s", err, time.Since(start))
	}
	if msg := err.Error(); !errors.Is(err, context.DeadlineExceeded) || contains(msg, "topsecret") {
		t.Fatalf("error %q", msg)
	}
}

func contains(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return true
		}
	}
	return false
}

type callLog struct {
	mu    sync.Mutex
	calls []string
}

func (l *callLog) ProviderCall(provider, outcome string, d time.Duration) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.calls = append(l.calls, provider+":"+outcome)
}

// TestObserverAndState: every call reaches the observer with its outcome, and the breaker's
// state reads closed, open, then half-open after the cool-down.
func TestObserverAndState(t *testing.T) {
	now := time.Unix(1_700_000_000, 0)
	b := NewBreaker(1, 30*time.Second)
	b.Now = func() time.Time { return now }
	var status atomic.Int32
	status.Store(200)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if status.Load() == 0 {
			time.Sleep(300 * time.Millisecond)
			return
		}
		w.WriteHeader(int(status.Load()))
	}))
	defer srv.Close()
	log := &callLog{}
	c := &Client{Timeout: 100 * time.Millisecond, Breaker: b, Name: "paymongo", Observer: log}
	do := func() {
		req, _ := http.NewRequest(http.MethodGet, srv.URL+"/x", nil)
		c.Do(context.Background(), req)
	}
	if b.State() != StateClosed {
		t.Fatalf("state %d, want closed", b.State())
	}
	do() // ok
	status.Store(404)
	do() // a 4xx is an answer
	status.Store(0)
	do() // timeout: opens the breaker (threshold 1)
	if b.State() != StateOpen {
		t.Fatalf("state %d, want open", b.State())
	}
	do() // refused by the breaker
	now = now.Add(31 * time.Second)
	if b.State() != StateHalfOpen {
		t.Fatalf("state %d, want half-open", b.State())
	}
	status.Store(503)
	do() // the trial fails: open again
	if b.State() != StateOpen {
		t.Fatalf("state %d, want open after a failed trial", b.State())
	}
	srv.Close()
	now = now.Add(31 * time.Second)
	do() // transport error
	want := []string{"paymongo:ok", "paymongo:ok", "paymongo:timeout", "paymongo:circuit_open", "paymongo:server_error", "paymongo:error"}
	if fmt.Sprint(log.calls) != fmt.Sprint(want) {
		t.Fatalf("observed %v, want %v", log.calls, want)
	}
}
