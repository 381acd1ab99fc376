package cli

import (
	"context"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"os"
	"sync"
	"time"

	"github.com/pautang/pautang/internal/api"
	"github.com/pautang/pautang/internal/config"
)

// leaseRetry is how often an instance that is not a worker's runner tries to take it over,
// and how often the runner checks it still holds it.
const leaseRetry = 5 * time.Second

// runWorkers starts the background workers, each under its own lease (store.Lead): with
// several instances on one PostgreSQL, one instance runs each worker and another takes it over
// within leaseRetry when that one dies; on SQLite they simply run. Every background worker is
// started here. The returned group ends when ctx ends and every worker has stopped.
func runWorkers(ctx context.Context, a *App, srv *api.Server) *sync.WaitGroup {
	var wg sync.WaitGroup
	run := func(name string, fn func(ctx context.Context)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			a.Store.Lead(ctx, name, leaseRetry, fn)
		}()
	}
	// The daily loan job: at start (or takeover), then every 10 minutes.
	run("daily-job", func(ctx context.Context) { a.Lending.RunEvery(ctx, 10*time.Minute) })
	// The sandbox gateway's webhook outbox, dev mode only (its claims also keep two senders
	// apart).
	if srv.PaySandbox != nil {
		run("webhook-outbox", func(ctx context.Context) { srv.PaySandbox.Run(ctx, 2*time.Second) })
	}
	// Borrower reminders and notices (MC 18 hours: each message's row is claimed by one
	// sender); promises to pay swept to kept or broken.
	run("notify", func(ctx context.Context) { a.Notify.RunEvery(ctx, time.Minute) })
	run("promises", func(ctx context.Context) { collectionsService(a).RunEvery(ctx, time.Minute) })
	// The real gateways' workers (the SMS delivery outbox).
	for i, w := range a.Gateways.workers {
		run(fmt.Sprintf("gateway-worker-%d", i), w)
	}
	return &wg
}

// drain is serve's SIGTERM: /readyz fails at once (the proxy stops sending new requests), the
// listener closes, in-flight requests finish, the workers stop and release their leases, all
// within PAUTANG_SHUTDOWN_GRACE.
func drain(ctx context.Context, cfg config.Config, srv *api.Server, hs *http.Server, stopJobs context.CancelFunc, jobs *sync.WaitGroup) error {
	slog.Info("pautang: draining", "grace", cfg.ShutdownGrace)
	srv.Draining.Store(true)
	sctx, cancel := context.WithTimeout(ctx, cfg.ShutdownGrace)
	defer cancel()
	err := hs.Shutdown(sctx)
	stopJobs()
	done := make(chan struct{})
	go func() { jobs.Wait(); close(done) }()
	select {
	case <-done:
		slog.Info("pautang: stopped", "requests", "finished", "workers", "stopped")
	case <-sctx.Done():
		slog.Warn("pautang: grace period over with work still running")
	}
	return err
}

// healthcheck asks this instance's /readyz (PAUTANG_ADDR, a wildcard host read as loopback):
// the container image has no shell or curl, so its HEALTHCHECK runs the binary.
func healthcheck(cfg config.Config) int {
	host, port, err := net.SplitHostPort(cfg.Addr)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	if host == "" || host == "0.0.0.0" || host == "::" {
		host = "127.0.0.1"
	}
	c := &http.Client{Timeout: 3 * time.Second}
	resp, err := c.Get("http://" + net.JoinHostPort(host, port) + "/readyz")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		fmt.Fprintln(os.Stderr, "readyz:", resp.Status)
		return 1
	}
	return 0
}
