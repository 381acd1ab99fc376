package jobs_test

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"net"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/riverqueue/river/rivertype"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/collections"
	"github.com/pautang/pautang/internal/jobs"
	"github.com/pautang/pautang/internal/lending"
	"github.com/pautang/pautang/internal/notify"
	"github.com/pautang/pautang/internal/payments"
	"github.com/pautang/pautang/internal/sms"
	"github.com/pautang/pautang/internal/sms/semaphore"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// runs records each job run: by kind, and by instance.
type runs struct {
	mu     sync.Mutex
	byKind map[string]int
	list   []run
}

type run struct {
	who string
	at  time.Time
}

func newRuns() *runs { return &runs{byKind: map[string]int{}} }

func (r *runs) count(kind string) int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.byKind[kind]
}

func (r *runs) wrap(kind, who string, fn func(ctx context.Context) error) func(ctx context.Context) error {
	return func(ctx context.Context) error {
		err := fn(ctx)
		r.mu.Lock()
		r.byKind[kind]++
		r.list = append(r.list, run{who, time.Now()})
		r.mu.Unlock()
		return err
	}
}

func (r *runs) snapshot() []run {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]run(nil), r.list...)
}

func waitFor(t *testing.T, what string, within time.Duration, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(within)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

func start(t *testing.T, opts jobs.Options) (*jobs.Jobs, context.CancelFunc) {
	t.Helper()
	opts.Test = true
	j, err := jobs.New(opts)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	if err := j.Start(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		sctx, scancel := context.WithTimeout(context.Background(), 3*time.Second)
		defer scancel()
		j.Stop(sctx)
		cancel()
	})
	return j, cancel
}

// Every kind's work runs as a River job on each engine: the real services' work on an empty
// database (their SQL runs inside the job), the reconciliation with its report as output.
func TestEveryKindRuns(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		clk := clock.System{}
		st := storetest.Open(t, d, clk)
		r := newRuns()
		lend := &lending.Service{Store: st.Lending(), Clock: clk}
		sched := &notify.Scheduler{Repo: st.Messages(), SMS: &sms.Outbox{W: st.Users()}, Clock: clk}
		promises := &collections.Service{Repo: st.Collections(), Clock: clk}
		sandbox := &payments.Sandbox{Repo: st.Payments(), Clock: clk}
		smsw := &semaphore.Worker{Queue: st.Providers(), Clock: clk}
		var reconciled []string
		var mu sync.Mutex
		w := jobs.Work{
			Daily:      r.wrap("daily", "", func(ctx context.Context) error { _, err := lend.RunDaily(ctx); return err }),
			Notify:     r.wrap("notify", "", func(ctx context.Context) error { _, err := sched.RunOnce(ctx); return err }),
			Promises:   r.wrap("promises", "", func(ctx context.Context) error { _, err := promises.Sweep(ctx); return err }),
			Webhooks:   r.wrap("webhooks", "", func(ctx context.Context) error { _, err := sandbox.DeliverDue(ctx); return err }),
			SMSDeliver: r.wrap("sms", "", func(ctx context.Context) error { _, err := smsw.DeliverDue(ctx); return err }),
			SMSStatus:  r.wrap("status", "", func(ctx context.Context) error { _, err := smsw.RefreshStatuses(ctx); return err }),
			Reconcile: func(ctx context.Context, provider string, day time.Time) (any, bool, error) {
				mu.Lock()
				reconciled = append(reconciled, provider+" "+day.Format(time.DateOnly))
				mu.Unlock()
				return map[string]int{"missing": 0}, true, nil
			},
			Reconcilers: []string{"paymongo"},
		}
		j, _ := start(t, jobs.Options{Store: st, Work: w})
		for _, k := range []string{"daily", "notify", "promises", "webhooks", "sms", "status"} {
			waitFor(t, k+" to run", 30*time.Second, func() bool { return r.count(k) > 0 })
		}
		waitFor(t, "the reconciliation", 30*time.Second, func() bool { mu.Lock(); defer mu.Unlock(); return len(reconciled) > 0 })
		yesterday := time.Now().In(clock.Manila).AddDate(0, 0, -1).Format(time.DateOnly)
		if reconciled[0] != "paymongo "+yesterday {
			t.Fatalf("reconciled %v, want paymongo's yesterday %s", reconciled, yesterday)
		}
		ctx := context.Background()
		waitFor(t, "the jobs completed", 30*time.Second, func() bool {
			l, err := j.List(ctx, jobs.ListFilter{State: string(rivertype.JobStateCompleted)})
			if err != nil {
				t.Fatal(err)
			}
			kinds := map[string]bool{}
			for _, x := range l.Jobs {
				kinds[x.Kind] = true
			}
			return len(kinds) == 7
		})
		stats, err := j.QueueStats(ctx)
		if err != nil {
			t.Fatal(err)
		}
		var completed int64
		for _, s := range stats {
			if s.State == string(rivertype.JobStateCompleted) && (s.Queue == jobs.QueueSchedule || s.Queue == jobs.QueueOutbox) {
				completed += s.Count
			}
		}
		if completed < 7 {
			t.Fatalf("queue stats %+v: want at least the 7 completed runs", stats)
		}
	})
}

// A kind's runs are unique by their period: a second insert in the same period is skipped
// (a new leader inserting at once, two kicks in one second).
func TestUniqueByPeriod(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		st := storetest.Open(t, d, clock.System{})
		j, err := jobs.New(jobs.Options{Store: st, Work: jobs.Work{SMSDeliver: func(context.Context) error { return nil },
			Reconcile:   func(context.Context, string, time.Time) (any, bool, error) { return nil, true, nil },
			Reconcilers: []string{"xendit"}}})
		if err != nil {
			t.Fatal(err)
		}
		ctx := context.Background()
		// Not started: the inserted jobs stay available to be counted.
		for range 5 {
			if err := j.KickNow(); err != nil {
				t.Fatal(err)
			}
		}
		l, err := j.List(ctx, jobs.ListFilter{Kind: jobs.SMSDeliverArgs{}.Kind()})
		if err != nil {
			t.Fatal(err)
		}
		if len(l.Jobs) < 1 || len(l.Jobs) > 2 { // two only when the kicks straddle a second
			t.Fatalf("%d jobs for 5 kicks within a second", len(l.Jobs))
		}
		for i := range 3 {
			_, err := j.InsertUnique(ctx, jobs.ReconcileArgs{Provider: "xendit", Day: "2026-11-20"})
			if err != nil {
				t.Fatalf("insert %d: %v", i, err)
			}
		}
		l, err = j.List(ctx, jobs.ListFilter{Kind: jobs.ReconcileArgs{}.Kind()})
		if err != nil {
			t.Fatal(err)
		}
		if len(l.Jobs) != 1 {
			t.Fatalf("%d reconciliation jobs for one gateway and day, want 1", len(l.Jobs))
		}
	})
}

// proxy forwards TCP to PostgreSQL; kill cuts every connection and refuses new ones, as when
// the instance behind it dies or loses its network.
type proxy struct {
	ln    net.Listener
	mu    sync.Mutex
	conns []net.Conn
	dead  bool
}

func newProxy(t *testing.T, target string) *proxy {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	p := &proxy{ln: ln}
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			s, err := net.Dial("tcp", target)
			if err != nil {
				c.Close()
				continue
			}
			p.mu.Lock()
			if p.dead {
				c.Close()
				s.Close()
			}
			p.conns = append(p.conns, c, s)
			p.mu.Unlock()
			go func() { io.Copy(s, c); s.Close() }()
			go func() { io.Copy(c, s); c.Close() }()
		}
	}()
	t.Cleanup(p.kill)
	return p
}

func (p *proxy) kill() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.dead = true
	p.ln.Close()
	for _, c := range p.conns {
		c.Close()
	}
}

// Two instances on one PostgreSQL: the periodic job runs once per period between them (only
// the leader schedules it, and it is unique by period); when the leader dies without a word
// (its connections cut, its context cancelled hard), the other is elected once the dead
// leader's term runs out and schedules the job from then on.
func TestPeriodicOnceAndTakeover(t *testing.T) {
	base := storetest.PostgresURL(t)
	u, err := url.Parse(base)
	if err != nil {
		t.Fatal(err)
	}
	clk := clock.System{}
	r := newRuns()
	every := 2 * time.Second
	type instance struct {
		p      *proxy
		st     *store.Store
		j      *jobs.Jobs
		cancel context.CancelFunc
	}
	inst := map[string]*instance{}
	for _, id := range []string{"a", "b"} {
		p := newProxy(t, u.Host)
		pu := *u
		pu.Host = p.ln.Addr().String()
		st, err := store.Open(context.Background(), pu.String(), "", clk, store.Options{MaxConns: 8})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := st.Migrate(context.Background()); err != nil {
			t.Fatal(err)
		}
		in := &instance{p: p, st: st}
		in.j, in.cancel = start(t, jobs.Options{Store: st, ID: "instance-" + id, Schedule: jobs.Schedule{Daily: every},
			Work: jobs.Work{Daily: r.wrap("daily", id, func(context.Context) error { return nil })}})
		inst[id] = in
	}
	leader := func(st *store.Store) string {
		var id string
		if err := st.DB.QueryRowContext(context.Background(), `SELECT leader_id FROM river_leader`).Scan(&id); err != nil {
			return ""
		}
		return id
	}
	waitFor(t, "a leader", 30*time.Second, func() bool { return leader(inst["b"].st) != "" })
	time.Sleep(5 * every)
	// One job per period: River's uniqueness is by the period of the insert (the job's
	// scheduled_at), so the job rows are binned by it (a job inserted just before a period's
	// end may run just after it, beside the next period's). Before the kill each run is one
	// completed job; the job the dead leader was running when it died stays running.
	checkOnePerPeriod := func(st *store.Store, snap func() []run, completed bool) []run {
		t.Helper()
		// River marks a job completed a moment after its work returns (its completer batches):
		// the runs and the completed jobs are compared when both are read in agreement. A job
		// that ran twice (or a run without a job) never agrees, and fails after the deadline.
		deadline := time.Now().Add(10 * time.Second)
		for {
			list := snap()
			rows, err := st.DB.QueryContext(context.Background(), `SELECT scheduled_at FROM river_job WHERE kind = 'lending.daily' AND ($1 = false OR state = 'completed')`, completed)
			if err != nil {
				t.Fatal(err)
			}
			seen := map[int64]bool{}
			var at []time.Time
			for rows.Next() {
				var x time.Time
				if err := rows.Scan(&x); err != nil {
					t.Fatal(err)
				}
				at = append(at, x)
				k := x.Truncate(every).UnixNano()
				if seen[k] {
					rows.Close()
					t.Fatalf("two jobs inserted in one %v period: %v", every, at)
				}
				seen[k] = true
			}
			rows.Close()
			if !completed || len(at) == len(list) {
				return list
			}
			if time.Now().After(deadline) {
				t.Fatalf("%d completed jobs, %d runs: a job ran twice or a run has no job (%+v)", len(at), len(list), list)
			}
			time.Sleep(50 * time.Millisecond)
		}
	}
	before := checkOnePerPeriod(inst["b"].st, r.snapshot, true)
	if len(before) < 3 {
		t.Fatalf("%d runs in %v with a %v period", len(before), 5*every, every)
	}
	dead, other := "a", "b"
	if leader(inst["b"].st) == "instance-b" {
		dead, other = "b", "a"
	}
	// The leader dies: no resignation reaches the database.
	inst[dead].p.kill()
	inst[dead].cancel()
	killed := time.Now()
	waitFor(t, "the other instance elected", 40*time.Second, func() bool { return leader(inst[other].st) == "instance-"+other })
	waitFor(t, "runs scheduled by the new leader", 20*time.Second, func() bool {
		n := 0
		for _, x := range r.snapshot() {
			if x.at.After(killed) && x.who == other {
				n++
			}
		}
		return n >= 2
	})
	for _, x := range r.snapshot() {
		if x.who == dead && x.at.After(killed.Add(time.Second)) {
			t.Fatalf("the dead instance ran the job after it died: %+v", x)
		}
	}
	checkOnePerPeriod(inst[other].st, r.snapshot, false)
}

// A failing job is retried with its error recorded, and a supervisor's retry runs it again.
func TestFailureRecordedAndRetried(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		st := storetest.Open(t, d, clock.System{})
		var mu sync.Mutex
		fail := true
		calls := 0
		w := jobs.Work{Promises: func(context.Context) error {
			mu.Lock()
			defer mu.Unlock()
			calls++
			if fail {
				return errors.New("promise table unreachable")
			}
			return nil
		}}
		j, _ := start(t, jobs.Options{Store: st, Work: w, Schedule: jobs.Schedule{Promises: time.Hour}})
		ctx := context.Background()
		var failed jobs.Job
		waitFor(t, "the job to fail for good", 60*time.Second, func() bool {
			l, err := j.List(ctx, jobs.ListFilter{State: string(rivertype.JobStateDiscarded)})
			if err != nil {
				t.Fatal(err)
			}
			if len(l.Jobs) == 0 {
				return false
			}
			failed = l.Jobs[0]
			return true
		})
		if failed.Kind != (jobs.PromisesArgs{}).Kind() || len(failed.Errors) != 2 || failed.Errors[1].Error != "promise table unreachable" {
			t.Fatalf("failed job %+v: want 2 attempts with the error", failed)
		}
		mu.Lock()
		fail = false
		mu.Unlock()
		if _, err := j.Retry(ctx, failed.ID, jobs.By{}); err != nil {
			t.Fatal(err)
		}
		waitFor(t, "the retried job to complete", 30*time.Second, func() bool {
			l, err := j.List(ctx, jobs.ListFilter{ID: failed.ID})
			if err != nil {
				t.Fatal(err)
			}
			return len(l.Jobs) == 1 && l.Jobs[0].State == string(rivertype.JobStateCompleted)
		})
	})
}

// logSink keeps River's warnings and errors.
type logSink struct {
	mu    sync.Mutex
	lines []string
}

func (s *logSink) Enabled(context.Context, slog.Level) bool { return true }
func (s *logSink) Handle(_ context.Context, r slog.Record) error {
	if r.Level >= slog.LevelWarn {
		s.mu.Lock()
		line := r.Message
		r.Attrs(func(a slog.Attr) bool { line += " " + a.String(); return true })
		s.lines = append(s.lines, line)
		s.mu.Unlock()
	}
	return nil
}
func (s *logSink) WithAttrs([]slog.Attr) slog.Handler { return s }
func (s *logSink) WithGroup(string) slog.Handler      { return s }

// On SQLite River shares the database file with the store: under a load of concurrent store
// writes (commit groups one after another) and River inserting, fetching and completing jobs
// at once, no write fails and River logs no "database is locked" (SQLITE_BUSY): River's
// statements queue at the store's write gate.
func TestSQLiteSharedUnderLoad(t *testing.T) {
	st := storetest.Open(t, store.SQLite, clock.System{})
	sink := &logSink{}
	r := newRuns()
	noop := func(context.Context) error { return nil }
	every := time.Second
	j, _ := start(t, jobs.Options{Store: st, Log: slog.New(sink),
		Schedule: jobs.Schedule{Daily: every, Notify: every, Promises: every, SMSDeliver: every},
		Work: jobs.Work{Daily: r.wrap("daily", "", noop), Notify: r.wrap("notify", "", noop), Promises: r.wrap("promises", "", noop),
			SMSDeliver: r.wrap("sms", "", noop)}})
	ctx := context.Background()
	var wg sync.WaitGroup
	var mu sync.Mutex
	var errs []error
	const writers = 16
	var written atomic.Int64
	begin := time.Now()
	for range writers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			// Writes for 5 s: several periods of every kind.
			for i := 0; time.Since(begin) < 5*time.Second; i++ {
				err := st.AddAudit(ctx, admin.Entry{Action: "load.test", Entity: "load", EntityID: strconv.FormatInt(written.Add(1), 10)})
				if err == nil && i%10 == 0 {
					j.KickSMS()
				}
				if err != nil {
					mu.Lock()
					errs = append(errs, err)
					mu.Unlock()
				}
			}
		}()
	}
	wg.Wait()
	took := time.Since(begin)
	if len(errs) > 0 {
		t.Fatalf("%d store writes failed beside River, first: %v", len(errs), errs[0])
	}
	var n int
	if err := st.DB.QueryRowContext(ctx, `SELECT COUNT(*) FROM audit_log WHERE action = 'load.test'`).Scan(&n); err != nil || int64(n) != written.Load() {
		t.Fatalf("%d audit rows (%v), want %d", n, err, written.Load())
	}
	before := len(r.snapshot())
	if before < 8 {
		t.Fatalf("%d job runs in the 5 s of load, want several of each kind", before)
	}
	sink.mu.Lock()
	defer sink.mu.Unlock()
	for _, l := range sink.lines {
		if strings.Contains(l, "locked") || strings.Contains(l, "BUSY") {
			t.Fatalf("River met a busy database: %s", l)
		}
	}
	t.Logf("%d writes in %v beside River (%d job runs)", written.Load(), took, before)
}
