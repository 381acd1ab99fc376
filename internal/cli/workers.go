package cli

import (
	"context"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"os"
	"sort"
	"strings"
	"time"

	"github.com/pautang/pautang/internal/api"
	"github.com/pautang/pautang/internal/config"
	"github.com/pautang/pautang/internal/jobs"
	"github.com/pautang/pautang/internal/metrics"
)

// startJobs builds the River client (internal/jobs) with the work of every background job and
// starts it: every instance works the queued jobs, the elected leader also runs the periodic
// schedule (the daily loan job, reminders and notices, the promise sweep, the outboxes,
// reconciliation). Every background job is declared here.
func startJobs(ctx context.Context, a *App, srv *api.Server) (*jobs.Jobs, error) {
	w := jobs.Work{
		Daily: func(ctx context.Context) error { _, err := a.Lending.RunDaily(ctx); return err },
		Notify: func(ctx context.Context) error {
			res, err := a.Notify.RunOnce(ctx)
			if err == nil && (res.Planned > 0 || res.Sent > 0 || res.Failed > 0) {
				slog.Info("notify: run", "planned", res.Planned, "sent", res.Sent, "failed", res.Failed)
			}
			return err
		},
		Promises: func(ctx context.Context) error {
			svc := collectionsService(a)
			if _, err := svc.Sweep(ctx); err != nil {
				return err
			}
			_, err := svc.GenerateLetters(ctx)
			return err
		},
		Privacy: func(ctx context.Context) error { _, err := openCompliance(a).PurgeDue(ctx); return err },
		Covered: func(ctx context.Context) error { _, err := openCompliance(a).DetectCovered(ctx); return err },
	}
	// The sandbox gateway's webhook outbox, dev mode only.
	if sb := srv.PaySandbox; sb != nil {
		w.Webhooks = func(ctx context.Context) error { _, err := sb.DeliverDue(ctx); return err }
	}
	// Semaphore's SMS queue and its delivery statuses.
	if sw := a.Gateways.smsWorker; sw != nil {
		w.SMSDeliver = func(ctx context.Context) error { _, err := sw.DeliverDue(ctx); return err }
		w.SMSStatus = func(ctx context.Context) error { _, err := sw.RefreshStatuses(ctx); return err }
	}
	// Each gateway that lists its transactions is reconciled for yesterday (Manila).
	for name := range a.Gateways.reconcilers {
		w.Reconcilers = append(w.Reconcilers, name)
	}
	sort.Strings(w.Reconcilers)
	w.Reconcile = func(ctx context.Context, name string, day time.Time) (any, bool, error) {
		src, ok := a.Gateways.reconcilers[name]
		if !ok {
			return nil, false, fmt.Errorf("reconcile: %s is not a selected gateway", name)
		}
		r, err := src.Day(ctx, day, day.AddDate(0, 0, 1))
		if err != nil {
			return nil, false, err
		}
		return r, r.OK(), nil
	}
	w.Probe = a.Cfg.Dev // POST /dev/jobs/probe
	// The client id (River's leader row shows it) names the host and the process.
	host, _ := os.Hostname()
	id := fmt.Sprintf("%s-%d", strings.NewReplacer(".", "_", " ", "_").Replace(host), os.Getpid())
	j, err := jobs.New(jobs.Options{Store: a.Store, Work: w, Log: slog.Default(), Now: a.Clock.Now, ID: id})
	if err != nil {
		return nil, err
	}
	a.Gateways.kick = j.KickSMS
	if err := j.Start(ctx); err != nil {
		return nil, fmt.Errorf("jobs: unable to start: %w", err)
	}
	return j, nil
}

// drain is serve's SIGTERM: /readyz fails at once (the proxy stops sending new requests), the
// listener closes, in-flight requests finish, River stops (running jobs finish, or are
// cancelled when the grace runs out; the leader gives its leadership up), all within
// PAUTANG_SHUTDOWN_GRACE.
func drain(ctx context.Context, cfg config.Config, srv *api.Server, hs *http.Server, j *jobs.Jobs) error {
	slog.Info("pautang: draining", "grace", cfg.ShutdownGrace)
	srv.Draining.Store(true)
	sctx, cancel := context.WithTimeout(ctx, cfg.ShutdownGrace)
	defer cancel()
	done := make(chan error, 1)
	go func() { done <- j.Stop(sctx) }()
	err := hs.Shutdown(sctx)
	if jerr := <-done; jerr != nil {
		slog.Warn("pautang: grace period over with jobs still running", "err", jerr)
	} else {
		slog.Info("pautang: stopped", "requests", "finished", "jobs", "stopped")
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

// queueStats reads River's jobs by queue and state for pautang_queue_jobs.
func queueStats(j *jobs.Jobs) func(ctx context.Context) ([]metrics.QueueStat, error) {
	return func(ctx context.Context) ([]metrics.QueueStat, error) {
		cs, err := j.QueueStats(ctx)
		if err != nil {
			return nil, err
		}
		out := make([]metrics.QueueStat, len(cs))
		for i, c := range cs {
			out[i] = metrics.QueueStat{Queue: c.Queue, State: c.State, Count: int(c.Count)}
		}
		return out, nil
	}
}
