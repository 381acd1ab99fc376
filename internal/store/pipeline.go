package store

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/stdlib"
)

// Pipelined group commit (PostgreSQL). A lane's batch runs in one transaction, as on SQLite,
// but its jobs run side by side instead of one after another: each job's statements still
// run in the job's order (a job waits for a statement's result before it goes on), and the
// lane sends the statements that all waiting jobs have asked for as one pipeline (pgx batch:
// one network write, one read of the answers). A batch of n webhooks therefore costs about 3
// round trips instead of 3n, and every round trip saved is CPU saved on both ends (system
// calls, wake-ups, the server's per-message work).
//
// What this asks of jobs, beyond GroupTx's rules: jobs with the same key run one after
// another, in arrival order (a job of an order sees everything an earlier job of that order
// wrote), while jobs with different keys interleave statement by statement. A job may
// therefore only read-then-write rows of its own key (an order's ledger, an order's
// repayments), or rows that a unique constraint protects (a second insert fails the batch,
// and every job then runs again alone). Every GroupTx caller keeps to this: BeginRepayment,
// ReceiveEvent, UpdateLoan and FinishEvent are keyed by their order, FinishRepaymentStart
// writes its own repayment, CreateSandboxCharge and SaveOutbox only insert.
//
// Any failure (a statement error, a job's own error, a panic, a cancelled request, the
// commit) rolls the whole transaction back and the lane runs every job again alone
// (groupcommit.go), so each still gets the answer it would have had without batching.

// errPipeline marks a failure of the pipeline itself, not of a job.
var errPipeline = errors.New("store: pipelined batch failed")

// pipelineTimeout bounds one batch's round trips (the jobs' own contexts are checked before
// each job runs; a statement in flight belongs to the whole batch).
const pipelineTimeout = 30 * time.Second

type pipeStmt struct {
	q    string
	args []any
	dest []any           // QueryRow: scanned into
	each func(Row) error // QueryEach: called per row
	n    int64           // Exec: rows affected
	sent bool            // Send: nobody waits for it (no done)
	err  error
	done chan struct{} // closed when the result is set
}

// pipeline is one batch's shared state between its jobs and the lane.
type pipeline struct {
	mu       sync.Mutex
	queue    []*pipeStmt
	running  int           // job chains neither waiting for a statement nor finished
	finished int           // job chains finished
	wake     chan struct{} // the lane's signal that running reached 0
	failed   bool          // a statement failed: the transaction is lost
}

// pipeTx is a job's Stmts inside a pipelined batch.
type pipeTx struct{ p *pipeline }

func (t pipeTx) ExecContext(_ context.Context, q string, args ...any) (sql.Result, error) {
	st := &pipeStmt{q: q, args: args}
	if err := t.p.do(st); err != nil {
		return nil, err
	}
	return rowsAffected(st.n), nil
}

func (t pipeTx) Send(_ context.Context, q string, args ...any) error {
	p := t.p
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.failed {
		return errPipeline
	}
	p.queue = append(p.queue, &pipeStmt{q: q, args: args, sent: true})
	return nil
}

func (t pipeTx) QueryRow(_ context.Context, q string, args ...any) Row {
	return pipeRow{t.p, q, args}
}

func (t pipeTx) QueryEach(_ context.Context, q string, args []any, each func(Row) error) error {
	return t.p.do(&pipeStmt{q: q, args: args, each: each})
}

type pipeRow struct {
	p    *pipeline
	q    string
	args []any
}

func (r pipeRow) Scan(dest ...any) error {
	return r.p.do(&pipeStmt{q: r.q, args: r.args, dest: dest})
}

// do queues st for the lane's next round trip and waits for its result.
func (p *pipeline) do(st *pipeStmt) error {
	st.done = make(chan struct{})
	p.mu.Lock()
	if p.failed {
		p.mu.Unlock()
		return errPipeline // the transaction is lost; the batch will run again
	}
	p.queue = append(p.queue, st)
	p.parkLocked()
	p.mu.Unlock()
	<-st.done
	return st.err
}

// parkLocked records that one chain stopped running (it waits or it finished).
func (p *pipeline) parkLocked() {
	p.running--
	if p.running == 0 {
		p.wake <- struct{}{} // buffered: the lane takes it
	}
}

func (p *pipeline) fail() {
	p.mu.Lock()
	p.failed = true
	p.mu.Unlock()
}

// runPipelined runs batch in one pipelined transaction. ok: every job succeeded and the
// transaction committed. Otherwise nothing is kept; errs holds each job's own error, if any
// (errPipeline where the pipeline failed under it).
func (s *Store) runPipelined(batch []*commitJob) (errs []error, ok bool) {
	errs = make([]error, len(batch))
	ctx, cancel := context.WithTimeout(context.Background(), pipelineTimeout)
	defer cancel()
	conn, err := s.DB.Conn(ctx)
	if err != nil {
		return errs, false
	}
	defer conn.Close()
	err = conn.Raw(func(dc any) error {
		sc, isPgx := dc.(*stdlib.Conn)
		if !isPgx {
			return fmt.Errorf("store: pipelining needs a pgx connection, got %T", dc)
		}
		pc := sc.Conn()
		committed, err := s.runChains(ctx, pc, batch, errs)
		if err != nil || !committed {
			if _, rerr := pc.Exec(ctx, "ROLLBACK"); rerr != nil || pc.PgConn().TxStatus() != 'I' {
				return driver.ErrBadConn // the pool must not get this connection back
			}
		}
		if err != nil {
			return err
		}
		ok = committed
		return nil
	})
	if err != nil {
		for i := range errs {
			if errs[i] == nil {
				errs[i] = errPipeline
			}
		}
		return errs, false
	}
	return errs, ok
}

// runChains runs the jobs (one goroutine per key, its jobs in order) and sends their
// statements round by round; it commits when all succeeded. err is a failure of the
// connection or the protocol.
func (s *Store) runChains(ctx context.Context, pc *pgx.Conn, batch []*commitJob, errs []error) (committed bool, err error) {
	var chains [][]int
	at := map[int64]int{}
	for i, j := range batch {
		c, seen := at[j.key]
		if !seen {
			c = len(chains)
			at[j.key] = c
			chains = append(chains, nil)
		}
		chains[c] = append(chains[c], i)
	}
	p := &pipeline{running: len(chains), wake: make(chan struct{}, 1)}
	var wg sync.WaitGroup
	for _, c := range chains {
		wg.Add(1)
		s.goChain(func() {
			defer wg.Done()
			for _, i := range c {
				j := batch[i]
				err := j.ctx.Err()
				if err == nil {
					err = runJob(j, pipeTx{p})
				}
				if err != nil {
					errs[i] = err
					p.fail()
					break
				}
			}
			p.mu.Lock()
			p.finished++
			p.parkLocked()
			p.mu.Unlock()
		})
	}
	begun := false
	for {
		<-p.wake
		p.mu.Lock()
		q := p.queue
		p.queue = nil
		last := p.finished == len(chains)
		p.mu.Unlock()
		if last {
			// Every job is done; what is queued was sent without waiting and goes out with
			// the COMMIT, in one round trip.
			switch {
			case err != nil || p.failed:
			case len(q) == 0 && !begun:
				committed = true // no job had a statement to run
			default:
				s.pipeRounds.Add(1)
				s.pipeStmts.Add(int64(len(q)))
				committed, err = sendStmts(ctx, pc, q, !begun, true)
			}
			break
		}
		if err == nil {
			s.pipeRounds.Add(1)
			s.pipeStmts.Add(int64(len(q)))
			_, err = sendStmts(ctx, pc, q, !begun, false)
			begun = true
			for _, st := range q {
				if st.err != nil && !errors.Is(st.err, sql.ErrNoRows) {
					p.fail()
				}
			}
		} else {
			for _, st := range q {
				st.err = errPipeline
			}
		}
		// Not the last round, so some job waits in q: releasing it makes running > 0, and the
		// lane is woken again when every job waits or is done.
		p.mu.Lock()
		for _, st := range q {
			if !st.sent {
				p.running++
			}
		}
		p.mu.Unlock()
		for _, st := range q {
			if !st.sent {
				close(st.done)
			}
		}
	}
	wg.Wait()
	return committed, err
}

// safeEach calls a caller's row function on the lane's goroutine: a panic there becomes the
// statement's error instead of ending the lane (and the process).
func safeEach(each func(Row) error, r Row) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("store: row function panicked: %v", p)
		}
	}()
	return each(r)
}

// goChain runs fn on an idle chain worker, or a new one. Workers live on after their chain
// and wait for the next: a job's call depth grows a fresh goroutine's stack several times (a
// twentieth of a webhook's CPU was stack copying), a kept worker has grown it already.
func (s *Store) goChain(fn func()) {
	select {
	case s.chainWork <- fn:
	default:
		go func() {
			for {
				fn()
				select {
				case fn = <-s.chainWork:
				case <-s.quit:
					return
				}
			}
		}()
	}
}

// sendStmts sends q as one pgx batch (one network write, one read of the answers), after
// BEGIN when begin is set and followed by COMMIT when commit is, and sets each statement's
// result. PostgreSQL runs a batch's statements one after another, each with its own snapshot;
// after an error it skips the rest (they get an error too, COMMIT included). committed: the
// COMMIT ran and committed. err is the batch's first error, or its failure to send.
func sendStmts(ctx context.Context, pc *pgx.Conn, q []*pipeStmt, begin, commit bool) (committed bool, err error) {
	b := &pgx.Batch{}
	if begin {
		b.Queue("BEGIN")
	}
	for _, st := range q {
		b.Queue(st.q, st.args...)
	}
	if commit {
		b.Queue("COMMIT")
	}
	br := pc.SendBatch(ctx, b)
	if begin {
		if _, err := br.Exec(); err != nil {
			br.Close()
			for _, st := range q {
				st.err = errPipeline
			}
			return false, err
		}
	}
	for _, st := range q {
		switch {
		case st.each != nil:
			rows, err := br.Query()
			if err == nil {
				for rows.Next() {
					st.n++
					if err = safeEach(st.each, rows); err != nil {
						break
					}
				}
				rows.Close()
				if err == nil {
					err = rows.Err()
				}
			}
			st.err = err
		case st.dest != nil:
			st.err = br.QueryRow().Scan(st.dest...)
		default:
			tag, err := br.Exec()
			st.n, st.err = tag.RowsAffected(), err
		}
	}
	if commit {
		tag, err := br.Exec()
		committed = err == nil && tag.String() == "COMMIT"
	}
	return committed, br.Close()
}
