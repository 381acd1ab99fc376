package store

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"
)

// Group commit on SQLite. With synchronous=FULL every COMMIT syncs the WAL to disk, and SQLite
// has one writer, so concurrent write transactions queue for the lock and pay one sync each.
// The commit group runs the transactions waiting at that moment inside one database
// transaction, each in its own SAVEPOINT, and commits them with one COMMIT: one sync serves
// them all.
//
// Each function runs exactly once. A function that fails (its own error, a constraint, a
// cancelled request, a panic, raised again in its caller) is rolled back to its savepoint alone and its caller gets that
// error; the others keep their work. Callers are answered only after the COMMIT: with nil
// when it succeeded, or with the COMMIT's error, which then applies to every transaction of
// the group (none of them was saved). PostgreSQL does not use it: its pool runs transactions
// side by side and commits them independently.

// maxGroup bounds a group so one commit never waits on too much work.
const maxGroup = 64

var errStoreClosed = errors.New("store: closed")

type commitGroup struct {
	s    *Store
	jobs chan *groupJob
	quit chan struct{}
	done sync.WaitGroup
	once sync.Once
}

type groupJob struct {
	ctx context.Context
	fn  func(tx Querier) error
	err chan error
}

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
	select {
	case g.jobs <- j:
	case <-g.quit:
		return errStoreClosed
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return errors.New("store: database is locked (another write took too long)")
	}
	err := <-j.err // a taken job is always answered: its caller must not think it did not run
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

// commit runs a group in one transaction, each job in its own savepoint, and answers them.
func (g *commitGroup) commit(batch []*groupJob) {
	errs := g.runGroup(batch)
	for i, j := range batch {
		j.err <- errs[i]
	}
}

func (g *commitGroup) runGroup(batch []*groupJob) []error {
	errs := make([]error, len(batch))
	fail := func(err error) []error {
		for i := range errs {
			if errs[i] == nil {
				errs[i] = err
			}
		}
		return errs
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
		if err := j.ctx.Err(); err != nil {
			errs[i] = err
			continue
		}
		if _, err := tx.ExecContext(ctx, `SAVEPOINT job`); err != nil {
			return fail(fmt.Errorf("store: unable to begin: %w", err))
		}
		if errs[i] = runJob(j, q); errs[i] != nil {
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
	return errs
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
