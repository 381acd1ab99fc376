package cli

import (
	"context"
	"net"
	"net/http"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/api"
	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/config"
	"github.com/pautang/pautang/internal/jobs"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// startTestJobs starts River on a fresh SQLite store with the given work.
func startTestJobs(t *testing.T, w jobs.Work) *jobs.Jobs {
	t.Helper()
	st := storetest.Open(t, store.SQLite, clock.System{})
	j, err := jobs.New(jobs.Options{Store: st, Work: w, Test: true})
	if err != nil {
		t.Fatal(err)
	}
	if err := j.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		c, cancel := context.WithCancel(context.Background())
		cancel()
		j.Stop(c)
	})
	return j
}

// A job still running when the grace runs out is cancelled, and drain returns soon after.
func TestDrainCancelsAfterGrace(t *testing.T) {
	started := make(chan struct{})
	var cancelled atomic.Bool
	var once sync.Once
	j := startTestJobs(t, jobs.Work{Daily: func(ctx context.Context) error {
		once.Do(func() { close(started) })
		<-ctx.Done()
		cancelled.Store(true)
		return ctx.Err()
	}})
	select {
	case <-started:
	case <-time.After(20 * time.Second):
		t.Fatal("the job did not start")
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	hs := &http.Server{Handler: http.NewServeMux()}
	go hs.Serve(ln)
	begin := time.Now()
	drain(context.Background(), config.Config{ShutdownGrace: time.Second}, &api.Server{}, hs, j)
	if !cancelled.Load() {
		t.Fatal("the running job was not cancelled when the grace ran out")
	}
	if took := time.Since(begin); took > 7*time.Second {
		t.Fatalf("drain took %v with a 1 s grace", took)
	}
}

// SIGTERM's drain: the instance reports draining at once, a request in flight finishes, new
// connections are refused, and a running job finishes before drain returns.
func TestDrain(t *testing.T) {
	srv := &api.Server{}
	var sawDraining atomic.Bool
	mux := http.NewServeMux()
	mux.HandleFunc("/slow", func(w http.ResponseWriter, r *http.Request) {
		time.Sleep(400 * time.Millisecond)
		sawDraining.Store(srv.Draining.Load())
		w.Write([]byte("done"))
	})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	hs := &http.Server{Handler: mux}
	go hs.Serve(ln)
	// A River job is running when the drain starts: it finishes its work before drain returns.
	started := make(chan struct{})
	var workerDone atomic.Bool
	var once sync.Once
	j := startTestJobs(t, jobs.Work{Daily: func(ctx context.Context) error {
		once.Do(func() { close(started) })
		time.Sleep(400 * time.Millisecond) // finishing its batch
		workerDone.Store(true)
		return nil
	}})
	select {
	case <-started:
	case <-time.After(20 * time.Second):
		t.Fatal("the job did not start")
	}
	url := "http://" + ln.Addr().String()
	got := make(chan int, 1)
	go func() {
		resp, err := http.Get(url + "/slow")
		if err != nil {
			got <- 0
			return
		}
		resp.Body.Close()
		got <- resp.StatusCode
	}()
	time.Sleep(100 * time.Millisecond)
	if err := drain(context.Background(), config.Config{ShutdownGrace: 3 * time.Second}, srv, hs, j); err != nil {
		t.Fatalf("drain: %v", err)
	}
	if code := <-got; code != 200 || !sawDraining.Load() {
		t.Fatalf("the request in flight: HTTP %d, draining seen %v", code, sawDraining.Load())
	}
	if !workerDone.Load() {
		t.Fatal("drain returned before the worker stopped")
	}
	if _, err := (&http.Client{Timeout: time.Second}).Get(url + "/slow"); err == nil {
		t.Fatal("a new request was accepted after the drain")
	}
}
