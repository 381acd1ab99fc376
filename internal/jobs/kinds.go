package jobs

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/rivertype"

	"github.com/pautang/pautang/internal/clock"
)

// The job kinds. Each periodic kind is unique by its period, so a leader change in the middle
// of a period (the new leader inserts at once, RunOnStart) never runs it twice.

// DailyArgs is the daily loan job (accrual, 174/180 moves, penalties), every 10 minutes: each
// run brings every loan up to today and is idempotent per loan and day.
type DailyArgs struct{}

// Kind implements river.JobArgs.
func (DailyArgs) Kind() string { return "lending.daily" }

// InsertOpts puts the kind on its queue (river.JobArgsWithInsertOpts).
func (DailyArgs) InsertOpts() river.InsertOpts { return river.InsertOpts{Queue: QueueSchedule} }

// NotifyArgs plans the day's reminders and notices and sends the due ones (MC 18 hours).
type NotifyArgs struct{}

// Kind implements river.JobArgs.
func (NotifyArgs) Kind() string { return "notify.run" }

// InsertOpts puts the kind on its queue (river.JobArgsWithInsertOpts).
func (NotifyArgs) InsertOpts() river.InsertOpts { return river.InsertOpts{Queue: QueueSchedule} }

// PromisesArgs sweeps promises to pay to kept or broken.
type PromisesArgs struct{}

// Kind implements river.JobArgs.
func (PromisesArgs) Kind() string { return "collections.promises" }

// InsertOpts puts the kind on its queue (river.JobArgsWithInsertOpts).
func (PromisesArgs) InsertOpts() river.InsertOpts { return river.InsertOpts{Queue: QueueSchedule} }

// PrivacyArgs anonymises the erased borrowers whose retention ended, hourly.
type PrivacyArgs struct{}

// Kind implements river.JobArgs.
func (PrivacyArgs) Kind() string { return "privacy.purge" }

// InsertOpts puts the kind on its queue (river.JobArgsWithInsertOpts).
func (PrivacyArgs) InsertOpts() river.InsertOpts { return river.InsertOpts{Queue: QueueSchedule} }

// CoveredArgs flags the covered transactions (payments above the AMLA threshold in one banking
// day) of the last days, hourly.
type CoveredArgs struct{}

// Kind implements river.JobArgs.
func (CoveredArgs) Kind() string { return "aml.covered" }

// InsertOpts puts the kind on its queue (river.JobArgsWithInsertOpts).
func (CoveredArgs) InsertOpts() river.InsertOpts { return river.InsertOpts{Queue: QueueSchedule} }

// WebhooksArgs drains the sandbox gateway's webhook outbox.
type WebhooksArgs struct{}

// Kind implements river.JobArgs.
func (WebhooksArgs) Kind() string { return "payments.webhooks" }

// InsertOpts puts the kind on its queue (river.JobArgsWithInsertOpts).
func (WebhooksArgs) InsertOpts() river.InsertOpts { return river.InsertOpts{Queue: QueueOutbox} }

// SMSDeliverArgs drains Semaphore's queue (Kick: asked for when a message was queued).
type SMSDeliverArgs struct {
	Kick bool `json:"kick,omitempty"`
}

// Kind implements river.JobArgs.
func (SMSDeliverArgs) Kind() string { return "sms.deliver" }

// InsertOpts puts the kind on its queue (river.JobArgsWithInsertOpts).
func (SMSDeliverArgs) InsertOpts() river.InsertOpts { return river.InsertOpts{Queue: QueueOutbox} }

// SMSStatusArgs refreshes the delivery status of recently sent SMS.
type SMSStatusArgs struct{}

// Kind implements river.JobArgs.
func (SMSStatusArgs) Kind() string { return "sms.status" }

// InsertOpts puts the kind on its queue (river.JobArgsWithInsertOpts).
func (SMSStatusArgs) InsertOpts() river.InsertOpts { return river.InsertOpts{Queue: QueueOutbox} }

// ReconcileArgs reconciles one gateway's day (YYYY-MM-DD, Manila): once per gateway and day.
type ReconcileArgs struct {
	Provider string `json:"provider"`
	Day      string `json:"day"`
}

// Kind implements river.JobArgs.
func (ReconcileArgs) Kind() string { return "payments.reconcile" }

// InsertOpts puts the kind on its queue (river.JobArgsWithInsertOpts).
func (ReconcileArgs) InsertOpts() river.InsertOpts { return river.InsertOpts{Queue: QueueSchedule} }

// ProbeArgs is a dev-mode job (PAUTANG_DEV=1, POST /dev/jobs/probe) that fails its first
// FailAttempts attempts with Fail, so the Jobs page can be shown a failure and its retry.
type ProbeArgs struct {
	Fail         string `json:"fail"`
	FailAttempts int    `json:"failAttempts"`
}

// Kind implements river.JobArgs.
func (ProbeArgs) Kind() string { return "dev.probe" }

// InsertOpts puts the kind on its queue (river.JobArgsWithInsertOpts).
func (ProbeArgs) InsertOpts() river.InsertOpts { return river.InsertOpts{Queue: QueueSchedule} }

// worker runs fn for a job of kind T, with its own timeout and retry delay (zero: the
// client's timeout, River's default backoff).
type worker[T river.JobArgs] struct {
	river.WorkerDefaults[T]
	fn      func(ctx context.Context, job *river.Job[T]) error
	timeout time.Duration
	retry   func(attempt int) time.Duration
}

func (w *worker[T]) Work(ctx context.Context, job *river.Job[T]) error { return w.fn(ctx, job) }

func (w *worker[T]) Timeout(*river.Job[T]) time.Duration { return w.timeout }

func (w *worker[T]) NextRetry(job *river.Job[T]) time.Time {
	if w.retry == nil {
		return time.Time{}
	}
	return time.Now().Add(w.retry(job.Attempt))
}

// aligned runs in the middle of each period of the clock (every 10 minutes: at :05, :15, ...),
// whichever instance leads and whenever it was elected: every leader's insert for a period
// falls in that period, far from its edges, so uniqueness by period keeps exactly one run
// per period (River's PeriodicInterval counts from the leader's start instead, and an insert
// near a period's edge could share a period with the next one and be skipped).
type aligned struct{ every time.Duration }

func (a aligned) Next(now time.Time) time.Time {
	n := now.Truncate(a.every).Add(a.every / 2)
	if !n.After(now) {
		n = n.Add(a.every)
	}
	return n
}

// periodicKind is one scheduled kind: once in every period of the clock, unique by its period,
// and at once when a leader starts (skipped when the period's run exists).
func periodicKind[T river.JobArgs](workers *river.Workers, out *[]*river.PeriodicJob, args T, every time.Duration, queue string, maxAttempts int, w *worker[T]) {
	river.AddWorker(workers, w)
	*out = append(*out, river.NewPeriodicJob(aligned{every}, func() (river.JobArgs, *river.InsertOpts) {
		return args, &river.InsertOpts{Queue: queue, MaxAttempts: maxAttempts, UniqueOpts: river.UniqueOpts{ByPeriod: every}}
	}, &river.PeriodicJobOpts{ID: args.Kind(), RunOnStart: true}))
}

func plain[T river.JobArgs](fn func(ctx context.Context) error) func(ctx context.Context, _ *river.Job[T]) error {
	return func(ctx context.Context, _ *river.Job[T]) error { return fn(ctx) }
}

// reconcileOnce: a gateway's day is not queued again once it ran, even when its last try
// failed (discarded: a supervisor retries it from the Jobs page).
var reconcileOnce = []rivertype.JobState{rivertype.JobStateAvailable, rivertype.JobStateCompleted, rivertype.JobStateDiscarded,
	rivertype.JobStatePending, rivertype.JobStateRetryable, rivertype.JobStateRunning, rivertype.JobStateScheduled}

// register adds the workers of the kinds Work has and returns their schedule.
func register(workers *river.Workers, w Work, s Schedule, now func() time.Time) []*river.PeriodicJob {
	var out []*river.PeriodicJob
	if w.Daily != nil {
		// A failed daily run is tried again after 1, 2, 4... minutes (the next period's run
		// would also catch up, but not before 10 minutes).
		periodicKind(workers, &out, DailyArgs{}, s.Daily, QueueSchedule, 5, &worker[DailyArgs]{fn: plain[DailyArgs](w.Daily), timeout: 30 * time.Minute,
			retry: func(attempt int) time.Duration { return time.Duration(1<<min(attempt-1, 5)) * time.Minute }})
	}
	if w.Notify != nil {
		// The next minute's run sends what a failed one left queued: one retry only.
		periodicKind(workers, &out, NotifyArgs{}, s.Notify, QueueSchedule, 2, &worker[NotifyArgs]{fn: plain[NotifyArgs](w.Notify), timeout: 5 * time.Minute})
	}
	if w.Promises != nil {
		periodicKind(workers, &out, PromisesArgs{}, s.Promises, QueueSchedule, 2, &worker[PromisesArgs]{fn: plain[PromisesArgs](w.Promises)})
	}
	if w.Privacy != nil {
		periodicKind(workers, &out, PrivacyArgs{}, s.Privacy, QueueSchedule, 3, &worker[PrivacyArgs]{fn: plain[PrivacyArgs](w.Privacy), timeout: 10 * time.Minute})
	}
	if w.Covered != nil {
		periodicKind(workers, &out, CoveredArgs{}, s.Covered, QueueSchedule, 3, &worker[CoveredArgs]{fn: plain[CoveredArgs](w.Covered), timeout: 10 * time.Minute})
	}
	if w.Webhooks != nil {
		periodicKind(workers, &out, WebhooksArgs{}, s.Webhooks, QueueOutbox, 1, &worker[WebhooksArgs]{fn: plain[WebhooksArgs](w.Webhooks), timeout: time.Minute})
	}
	if w.SMSDeliver != nil {
		periodicKind(workers, &out, SMSDeliverArgs{}, s.SMSDeliver, QueueOutbox, 1, &worker[SMSDeliverArgs]{fn: plain[SMSDeliverArgs](w.SMSDeliver), timeout: time.Minute})
	}
	if w.SMSStatus != nil {
		periodicKind(workers, &out, SMSStatusArgs{}, s.SMSStatus, QueueOutbox, 1, &worker[SMSStatusArgs]{fn: plain[SMSStatusArgs](w.SMSStatus), timeout: time.Minute})
	}
	if w.Probe {
		river.AddWorker(workers, &worker[ProbeArgs]{fn: func(_ context.Context, job *river.Job[ProbeArgs]) error {
			if job.Attempt <= job.Args.FailAttempts {
				return errors.New(job.Args.Fail)
			}
			return nil
		}})
	}
	if w.Reconcile != nil && len(w.Reconcilers) > 0 {
		river.AddWorker(workers, &worker[ReconcileArgs]{fn: func(ctx context.Context, job *river.Job[ReconcileArgs]) error {
			day, err := time.ParseInLocation(time.DateOnly, job.Args.Day, clock.Manila)
			if err != nil {
				return river.JobCancel(fmt.Errorf("reconcile: bad day %q", job.Args.Day))
			}
			report, ok, err := w.Reconcile(ctx, job.Args.Provider, day)
			if err != nil {
				return err
			}
			if err := river.RecordOutput(ctx, report); err != nil {
				return err
			}
			if !ok {
				return fmt.Errorf("reconcile: %s %s does not reconcile (see the job's output)", job.Args.Provider, job.Args.Day)
			}
			return nil
		}, timeout: 10 * time.Minute,
			// The gateway may be down or a lost webhook replayed meanwhile: hourly, 4 tries.
			retry: func(int) time.Duration { return time.Hour }})
		// Every hour each gateway's yesterday (Manila) is queued, unique by gateway and day,
		// so each day is reconciled once per gateway.
		for _, name := range w.Reconcilers {
			out = append(out, river.NewPeriodicJob(river.PeriodicInterval(s.Reconcile), func() (river.JobArgs, *river.InsertOpts) {
				day := now().In(clock.Manila).AddDate(0, 0, -1).Format(time.DateOnly)
				return ReconcileArgs{Provider: name, Day: day}, &river.InsertOpts{Queue: QueueSchedule, MaxAttempts: 4,
					UniqueOpts: river.UniqueOpts{ByArgs: true, ByState: reconcileOnce}}
			}, &river.PeriodicJobOpts{ID: "payments.reconcile." + name, RunOnStart: true}))
		}
	}
	return out
}
