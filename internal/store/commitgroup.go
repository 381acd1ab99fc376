package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"time"
)

// Group commit on SQLite. With synchronous=FULL every COMMIT syncs the WAL to disk, and SQLite
// has one writer, so concurrent write transactions queue for the lock and pay one sync each.
// The commit group runs the transactions waiting at that moment inside one database
// transaction, each in its own SAVEPOINT, and commits them with one COMMIT: one sync serves
// them all.
//
// Each function runs exactly once. A function that fails (its own error, a constraint, a
// panic, raised again in its caller) is rolled back to its savepoint alone and its caller gets
// that error; the others keep their work. Callers are answered after the COMMIT (a cancelled
// one at once, below): with nil when it succeeded, or with the COMMIT's error, which then
// applies to every transaction of the group (none of them was saved). PostgreSQL does not use it: its pool runs transactions
// side by side and commits them independently.
//
// A caller's cancellation never reaches into the group's statements (jobTx): SQLite answers an
// interrupted write statement by rolling back the whole transaction, which would fail every
// other transaction of the group. A caller whose context ends is answered at once with its
// context's error (a job not yet started never runs; a job whose statement is running is given
// up while the statement finishes), and its savepoint is rolled back once its statement ends.

// maxGroup bounds a group so one commit never waits on too much work.
const maxGroup = 64

var errStoreClosed = errors.New("store: closed")

type commitGroup struct {
	s    *Store
	jobs chan *groupJob
	quit chan struct{}
	done sync.WaitGroup
	once sync.Once
	// waiting counts the callers waiting for the group to take their transaction.
	waiting atomic.Int64
}

type groupJob struct {
	ctx   context.Context
	fn    func(tx Querier) error
	err   chan error
	state atomic.Int32 // jobQueued, then jobRunning (the group took it) or jobDropped (its caller left)
}

const (
	jobQueued int32 = iota
	jobRunning
	jobDropped
)

func newCommitGroup(s *Store) *commitGroup {
	g := &commitGroup{s: s, jobs: make(chan *groupJob), quit: make(chan struct{})}
	g.done.Add(1)
	go g.loop()
	return g
}

// close stops the group after the transactions it took.
func (g *commitGroup) close() {
	g.once.Do(func() { close(g.quit) })
	g.done.Wait()
}

// run queues fn and waits for its group's commit. Like the write gate, it gives up when the
// writer does not take it within busyWait (a transaction opened inside another would wait for
// itself).
func (g *commitGroup) run(ctx context.Context, fn func(tx Querier) error) error {
	j := &groupJob{ctx: ctx, fn: fn, err: make(chan error, 1)}
	t := time.NewTimer(busyWait)
	defer t.Stop()
	g.waiting.Add(1)
	select {
	case g.jobs <- j:
		g.waiting.Add(-1)
	case <-g.quit:
		g.waiting.Add(-1)
		return errStoreClosed
	case <-ctx.Done():
		g.waiting.Add(-1)
		return ctx.Err()
	case <-t.C:
		g.waiting.Add(-1)
		return errors.New("store: database is locked (another write took too long)")
	}
	var err error
	select {
	case err = <-j.err:
	case <-ctx.Done():
		if j.state.CompareAndSwap(jobQueued, jobDropped) {
			return ctx.Err() // the group will skip it: fn never runs
		}
		// It runs: the group answers as soon as fn returns, which it does at once (jobTx gives
		// up its statement). A taken job is always answered: its caller must not think it did
		// not run.
		err = <-j.err
	}
	var p panicked
	if errors.As(err, &p) {
		panic(p.value) // in the caller's goroutine, as on PostgreSQL; its work was rolled back
	}
	return err
}

// panicked carries a job's panic from the group's goroutine back to its caller.
type panicked struct{ value any }

func (p panicked) Error() string {
	return fmt.Sprintf("store: write transaction panicked: %v", p.value)
}

func (g *commitGroup) loop() {
	defer g.done.Done()
	batch := make([]*groupJob, 0, maxGroup)
	for {
		select {
		case j := <-g.jobs:
			batch = append(batch[:0], j)
		drain:
			for len(batch) < maxGroup {
				select {
				case j := <-g.jobs:
					batch = append(batch, j)
				default:
					break drain
				}
			}
			g.commit(batch)
			clear(batch)
		case <-g.quit:
			return
		}
	}
}

// commit runs a group in one transaction, each job in its own savepoint, and answers the jobs
// not answered yet.
func (g *commitGroup) commit(batch []*groupJob) {
	errs, answered := g.runGroup(batch)
	for i, j := range batch {
		if !answered[i] {
			j.err <- errs[i]
		}
	}
}

func (g *commitGroup) runGroup(batch []*groupJob) (errs []error, answered []bool) {
	errs, answered = make([]error, len(batch)), make([]bool, len(batch))
	fail := func(err error) ([]error, []bool) {
		for i := range errs {
			if errs[i] == nil {
				errs[i] = err
			}
		}
		return errs, answered
	}
	ctx := context.Background() // the group's statements belong to every job of it
	release, err := g.s.gate.enter(ctx)
	if err != nil {
		return fail(fmt.Errorf("store: unable to begin: %w", err))
	}
	defer release()
	tx, err := g.s.sqlite.BeginTx(ctx, nil)
	if err != nil {
		return fail(fmt.Errorf("store: unable to begin: %w", err))
	}
	defer tx.Rollback() // a no-op after Commit
	q := sqliteTx{g.s, tx}
	for i, j := range batch {
		if !j.state.CompareAndSwap(jobQueued, jobRunning) {
			answered[i] = true // its caller left before it started
			continue
		}
		if err := j.ctx.Err(); err != nil {
			errs[i], answered[i] = err, true
			j.err <- err
			continue
		}
		if _, err := tx.ExecContext(ctx, `SAVEPOINT job`); err != nil {
			return fail(fmt.Errorf("store: unable to begin: %w", err))
		}
		jt := &jobTx{q: q, caller: j.ctx}
		errs[i] = runJob(j, jt)
		if errs[i] == nil {
			// Given up (a statement outlived its context), or cancelled after its last
			// statement: its caller hears it failed, so nothing of it may stay.
			if jt.gaveUp != nil {
				errs[i] = jt.gaveUp
			} else {
				errs[i] = j.ctx.Err()
			}
		}
		if errs[i] != nil {
			if j.ctx.Err() != nil || jt.gaveUp != nil {
				j.err <- errs[i] // its fate is settled (rolled back): no need to wait for the COMMIT
				answered[i] = true
			}
			jt.settle()
			if _, err := tx.ExecContext(ctx, `ROLLBACK TO job`); err != nil {
				return fail(fmt.Errorf("store: unable to roll back: %w", err))
			}
		}
		if _, err := tx.ExecContext(ctx, `RELEASE job`); err != nil {
			return fail(fmt.Errorf("store: unable to release savepoint: %w", err))
		}
	}
	if err := tx.Commit(); err != nil {
		return fail(fmt.Errorf("store: unable to commit: %w", err))
	}
	return errs, answered
}

// runJob runs one job's function; a panic is rolled back with the job's savepoint and raised
// again in its caller (run) instead of stopping the group and every later writer with it.
func runJob(j *groupJob, tx Querier) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = panicked{p}
		}
	}()
	return j.fn(tx)
}

// jobTx is one job's view of the group's transaction. Its statements run with the context the
// job's function passes minus its cancellation (context.WithoutCancel): an interrupted write
// would make SQLite roll back the whole group. When the job's context (or its caller's) ends
// while a statement runs, jobTx gives the statement up: the function gets the context's error
// at once while the statement finishes on the connection, and every later statement of the job
// fails with the same error without running. The group then waits for the statement (settle)
// before it rolls the job back to its savepoint. jobTx is used by the group's goroutine only.
type jobTx struct {
	q       sqliteTx
	caller  context.Context
	gaveUp  error           // why the job's statements stopped (nil while they run)
	pending chan stmtResult // the result of the statement given up, until settled
}

// stmtResult is what a statement returned, carried from the goroutine that ran it.
type stmtResult struct {
	res  sql.Result
	rows Rows
	err  error
}

func (t *jobTx) stmt(ctx context.Context, f func(ctx context.Context) stmtResult) stmtResult {
	if t.gaveUp != nil {
		return stmtResult{err: t.gaveUp}
	}
	if err := t.ctxErr(ctx); err != nil {
		t.gaveUp = err
		return stmtResult{err: err}
	}
	if ctx.Done() == nil && t.caller.Done() == nil {
		return f(ctx) // nothing can cancel it
	}
	done := make(chan stmtResult, 1)
	go func() { done <- f(context.WithoutCancel(ctx)) }()
	select {
	case r := <-done:
		return r
	case <-ctx.Done():
	case <-t.caller.Done():
	}
	t.gaveUp, t.pending = t.ctxErr(ctx), done
	return stmtResult{err: t.gaveUp}
}

// ctxErr is the error of the job's context or of the statement's, whichever ended.
func (t *jobTx) ctxErr(ctx context.Context) error {
	if err := t.caller.Err(); err != nil {
		return err
	}
	return ctx.Err()
}

// settle waits for the statement given up, if any, and closes what it returned.
func (t *jobTx) settle() {
	if t.pending == nil {
		return
	}
	if r := <-t.pending; r.rows != nil {
		r.rows.Close()
	}
	t.pending = nil
}

func (t *jobTx) ExecContext(ctx context.Context, q string, args ...any) (sql.Result, error) {
	r := t.stmt(ctx, func(ctx context.Context) stmtResult {
		res, err := t.q.ExecContext(ctx, q, args...)
		return stmtResult{res: res, err: err}
	})
	return r.res, r.err
}

func (t *jobTx) QueryContext(ctx context.Context, q string, args ...any) (Rows, error) {
	r := t.stmt(ctx, func(ctx context.Context) stmtResult {
		rows, err := t.q.QueryContext(ctx, q, args...)
		return stmtResult{rows: rows, err: err}
	})
	if r.err != nil {
		return nil, r.err
	}
	return &jobRows{Rows: r.rows, t: t, ctx: ctx}, nil
}

// QueryRowContext runs the statement (up to its first row) like QueryContext, so a statement
// given up can be closed; Scan reads the row as *sql.Row does.
func (t *jobTx) QueryRowContext(ctx context.Context, q string, args ...any) Row {
	rows, err := t.QueryContext(ctx, q, args...)
	return firstRow{rows, err}
}

// jobRows stops a job's result set when its context ends between rows (a row being read is
// finished first, as a statement is).
type jobRows struct {
	Rows
	t   *jobTx
	ctx context.Context
	err error
}

func (r *jobRows) Next() bool {
	if r.err != nil {
		return false
	}
	if err := r.t.ctxErr(r.ctx); err != nil {
		r.err, r.t.gaveUp = err, err
		return false
	}
	return r.Rows.Next()
}

func (r *jobRows) Err() error {
	if r.err != nil {
		return r.err
	}
	return r.Rows.Err()
}

// firstRow is the first row of a result set, read the way *sql.Row reads it.
type firstRow struct {
	rows Rows
	err  error
}

func (r firstRow) Scan(dest ...any) error {
	if r.err != nil {
		return r.err
	}
	defer r.rows.Close()
	if !r.rows.Next() {
		if err := r.rows.Err(); err != nil {
			return err
		}
		return sql.ErrNoRows
	}
	if err := r.rows.Scan(dest...); err != nil {
		return err
	}
	return r.rows.Close()
}
