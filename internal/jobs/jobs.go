// Package jobs runs the background work on River (github.com/riverqueue/river): the client on
// the store's database (pgx on PostgreSQL, database/sql on SQLite), the workers of every job
// kind, the periodic schedule, the insert helpers, and the back office's view of the jobs.
// The work itself lives in its service (lending, notify, collections, payments, sms): a
// worker here calls one function of Work. docs/jobs.md has the decisions.
package jobs

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"log/slog"
	"sync/atomic"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/riverqueue/river"
	"github.com/riverqueue/river/riverdriver/riverpgxv5"
	"github.com/riverqueue/river/riverdriver/riversqlite"
	"github.com/riverqueue/river/rivertype"

	"github.com/pautang/pautang/internal/store"
)

// The queues: the schedule's jobs (daily job, reminders, sweeps, reconciliation) and the
// outboxes (SMS, webhooks), so a long daily job never delays a message.
const (
	QueueSchedule = "schedule"
	QueueOutbox   = "outbox"
)

// Work is what the jobs do, each a function of its service. A nil function is a kind that is
// not scheduled on this instance's configuration (no Semaphore, no sandbox gateway).
type Work struct {
	Daily    func(ctx context.Context) error // lending.Service.RunDaily
	Notify   func(ctx context.Context) error // notify.Scheduler.RunOnce
	Promises func(ctx context.Context) error // collections.Service.Sweep
	// Privacy anonymises erased borrowers whose retention ended (compliance.Service.PurgeDue).
	Privacy func(ctx context.Context) error
	// Covered flags the covered transactions of the last days (compliance.Service.DetectCovered).
	Covered func(ctx context.Context) error
	// Webhooks drains the sandbox gateway's webhook outbox (payments.Sandbox.DeliverDue).
	Webhooks func(ctx context.Context) error
	// SMSDeliver and SMSStatus drain Semaphore's queue and refresh delivery statuses
	// (semaphore.Worker.DeliverDue, RefreshStatuses).
	SMSDeliver func(ctx context.Context) error
	SMSStatus  func(ctx context.Context) error
	// Reconcile compares a gateway's day (Manila) with ours; the report is the job's output
	// and a day that does not reconcile is the job's error. Reconcilers names the gateways.
	Reconcile   func(ctx context.Context, provider string, day time.Time) (report any, ok bool, err error)
	Reconcilers []string
	// Probe registers the dev-mode probe kind (ProbeArgs).
	Probe bool
}

// Schedule is how often each periodic job runs; zero fields take the defaults.
type Schedule struct {
	Daily, Notify, Promises, Webhooks, SMSDeliver, SMSStatus, Reconcile, Privacy, Covered time.Duration
}

// withDefaults fills the zero fields; a period is at least a second (River's least unique
// period) and a whole number of seconds.
func (s Schedule) withDefaults() Schedule {
	def := func(d *time.Duration, v time.Duration) {
		if *d <= 0 {
			*d = v
		}
		*d = max(d.Truncate(time.Second), time.Second)
	}
	def(&s.Daily, 10*time.Minute)
	def(&s.Notify, time.Minute)
	def(&s.Promises, time.Minute)
	def(&s.Webhooks, 2*time.Second)
	def(&s.SMSDeliver, 5*time.Second)
	def(&s.SMSStatus, time.Minute)
	def(&s.Reconcile, time.Hour)
	def(&s.Privacy, time.Hour)
	def(&s.Covered, time.Hour)
	return s
}

// Options build a Jobs.
type Options struct {
	Store    *store.Store
	Work     Work
	Schedule Schedule
	Log      *slog.Logger
	// ID names this instance's client (River's leader row shows it); empty: River's default.
	ID string
	// Now gives the business time (the injected clock) for the reconciliation's day.
	Now func() time.Time
	// Test shortens River's start-up jitter (tests only).
	Test bool
}

// client is what Jobs uses of River's client, the same for both engines' transaction types.
type client interface {
	Start(ctx context.Context) error
	Stop(ctx context.Context) error
	StopAndCancel(ctx context.Context) error
	Insert(ctx context.Context, args river.JobArgs, opts *river.InsertOpts) (*rivertype.JobInsertResult, error)
	JobGet(ctx context.Context, id int64) (*rivertype.JobRow, error)
	JobList(ctx context.Context, params *river.JobListParams) (*river.JobListResult, error)
	QueueList(ctx context.Context, params *river.QueueListParams) (*river.QueueListResult, error)
	ID() string
}

// Jobs is River's client with this application's workers and schedule.
type Jobs struct {
	st   *store.Store
	c    client
	pg   *river.Client[pgx.Tx]
	lite *river.Client[*sql.Tx]
	log  *slog.Logger
	// kicking: an SMS kick's insert is on its way.
	kicking atomic.Bool
}

// New builds the client (not started). Insert and the back office's calls work before Start.
func New(opts Options) (*Jobs, error) {
	if opts.Store == nil {
		return nil, errors.New("jobs: no store")
	}
	log := opts.Log
	if log == nil {
		log = slog.Default()
	}
	if opts.Now == nil {
		opts.Now = time.Now
	}
	workers := river.NewWorkers()
	periodic := register(workers, opts.Work, opts.Schedule.withDefaults(), opts.Now)
	cfg := &river.Config{
		ID:     opts.ID,
		Logger: slog.New(quiet{log.Handler()}).With("component", "river"),
		Queues: map[string]river.QueueConfig{
			QueueSchedule: {MaxWorkers: 3},
			QueueOutbox:   {MaxWorkers: 2},
		},
		Workers:      workers,
		PeriodicJobs: periodic,
		JobTimeout:   5 * time.Minute,
		// A run that is still "running" this long after its runner vanished (killed, its
		// database connection cut) is put back to be retried elsewhere.
		RescueStuckJobsAfter: time.Hour,
		// The schedule's runs of the last day stay listed on the Jobs page.
		CompletedJobRetentionPeriod: 24 * time.Hour,
		DiscardedJobRetentionPeriod: 30 * 24 * time.Hour,
		CancelledJobRetentionPeriod: 7 * 24 * time.Hour,
		TestOnly:                    opts.Test,
	}
	j := &Jobs{st: opts.Store, log: log}
	var err error
	if pool := opts.Store.RiverPool(); pool != nil {
		j.pg, err = river.NewClient(riverpgxv5.New(pool), cfg)
		j.c = j.pg
	} else {
		j.lite, err = river.NewClient(riversqlite.New(opts.Store.RiverSQLite()), cfg)
		j.c = j.lite
	}
	if err != nil {
		return nil, fmt.Errorf("jobs: %w", err)
	}
	return j, nil
}

// Start starts working and, on the elected leader, the periodic schedule. It returns at once;
// Stop ends it.
func (j *Jobs) Start(ctx context.Context) error { return j.c.Start(ctx) }

// Stop lets the running jobs finish until ctx ends, then cancels them and waits for them to
// return (each job's work honours its context). Leadership is given up on the way out.
func (j *Jobs) Stop(ctx context.Context) error {
	err := j.c.Stop(ctx)
	if err != nil && ctx.Err() != nil {
		hctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		return j.c.StopAndCancel(hctx)
	}
	return err
}

// ClientID is this instance's River client id.
func (j *Jobs) ClientID() string { return j.c.ID() }

// KickSMS asks for an SMS delivery round now (a message was queued); kicks within a second
// make one job. It returns at once: the insert runs beside the caller (which may hold a store
// transaction, and on SQLite the write gate with it), one at a time; a kick while one is on
// its way is dropped, the periodic round (5 s) sends what it would have.
func (j *Jobs) KickSMS() {
	if !j.kicking.CompareAndSwap(false, true) {
		return
	}
	go func() {
		defer j.kicking.Store(false)
		if err := j.kick(); err != nil {
			j.log.Warn("jobs: unable to queue an SMS round", "err", err)
		}
	}()
}

func (j *Jobs) kick() error {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	_, err := j.c.Insert(ctx, SMSDeliverArgs{Kick: true}, &river.InsertOpts{Queue: QueueOutbox, MaxAttempts: 1,
		UniqueOpts: river.UniqueOpts{ByArgs: true, ByPeriod: time.Second}})
	return err
}

// Probe queues a dev-mode probe job that fails its first failAttempts attempts with fail and
// is not retried by itself (one attempt): it waits, failed, for an operator's retry.
func (j *Jobs) Probe(ctx context.Context, fail string, failAttempts int) (int64, error) {
	res, err := j.c.Insert(ctx, ProbeArgs{Fail: fail, FailAttempts: failAttempts}, &river.InsertOpts{Queue: QueueSchedule, MaxAttempts: 1})
	if err != nil {
		return 0, err
	}
	return res.Job.ID, nil
}

// QueueStat is how many jobs one queue holds in one state.
type QueueStat struct {
	Queue, State string
	Count        int64
}

// QueueStats counts the jobs by queue and state (for /metrics and the Jobs page).
func (j *Jobs) QueueStats(ctx context.Context) ([]QueueStat, error) {
	cs, err := j.st.JobCounts(ctx)
	if err != nil {
		return nil, err
	}
	out := make([]QueueStat, len(cs))
	for i, c := range cs {
		out[i] = QueueStat{Queue: c.Queue, State: c.State, Count: c.Count}
	}
	return out, nil
}

// quiet passes on River's warnings and errors only: its info lines (client started, job
// counts every few seconds) would flood the application's log.
type quiet struct{ slog.Handler }

func (q quiet) Enabled(ctx context.Context, l slog.Level) bool {
	return l >= slog.LevelWarn && q.Handler.Enabled(ctx, l)
}

func (q quiet) WithAttrs(attrs []slog.Attr) slog.Handler { return quiet{q.Handler.WithAttrs(attrs)} }

func (q quiet) WithGroup(name string) slog.Handler { return quiet{q.Handler.WithGroup(name)} }
