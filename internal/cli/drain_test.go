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
	"github.com/pautang/pautang/internal/config"
)

// SIGTERM's drain: the instance reports draining at once, a request in flight finishes, new
// connections are refused, and the workers stop before drain returns.
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
	jobCtx, stopJobs := context.WithCancel(context.Background())
	var jobs sync.WaitGroup
	var workerDone atomic.Bool
	jobs.Add(1)
	go func() {
		defer jobs.Done()
		<-jobCtx.Done()
		time.Sleep(100 * time.Millisecond) // finishing its batch
		workerDone.Store(true)
	}()
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
	if err := drain(context.Background(), config.Config{ShutdownGrace: 3 * time.Second}, srv, hs, stopJobs, &jobs); err != nil {
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
