package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"runtime"
	"strconv"
)

// Group commit: the short write transactions of the money paths (a repayment starting, a
// gateway charge, an SMS, a webhook booked) are handed to a committer that runs every job
// waiting at that moment in one database transaction and commits them together. One commit
// (one WAL write and lock cycle on SQLite, one COMMIT round trip and WAL flush on PostgreSQL)
// then serves many requests; each request still gets its answer only after its data is
// committed. With nothing else waiting, a job runs alone, as Tx would run it.
//
// If any job of a batch fails (its own error, a constraint, a cancelled request) or the commit
// fails, nothing of the batch is kept and every job runs again alone in its own transaction,
// so each gets exactly the answer it would have had without batching. A job's function may
// therefore run twice: it must only touch the database through tx and must set, not add to,
// anything it reports to its caller. It must not call GroupTx itself (the lane would wait for
// itself) nor wait on a transaction of its caller.
//
// SQLite has one committer (it has one writer anyway). PostgreSQL has several lanes; a job goes
// to the lane of its key (an order id), so jobs of one order queue in one lane while other
// orders commit in parallel, and a lane runs its batch's jobs side by side with their
// statements pipelined (pipeline.go: jobs of one key still run in order). A job's statements
// go through the Stmts it is given. PAUTANG_DB_COMMIT_LANES sets the number of lanes (0 turns
// batching off).

// maxBatch bounds a batch so one commit never waits on too much work.
const maxBatch = 64

var errStoreClosed = errors.New("store: closed")

type commitJob struct {
	ctx  context.Context
	key  int64
	fn   func(tx Stmts) error
	done chan error
}

// startCommitters starts the committer lanes (called by Open).
func (s *Store) startCommitters() {
	n := 1
	if s.Dialect == Postgres {
		// With pipelined lanes a lane's batch costs a few round trips whatever its size, so
		// fewer, larger batches serve more: on 2 cores 2 lanes beat 4 (commits ~2,130-2,240/s
		// against ~1,850-2,010 in alternating runs).
		n = max(2, runtime.NumCPU())
	}
	if v, err := strconv.Atoi(os.Getenv("PAUTANG_DB_COMMIT_LANES")); err == nil && v >= 0 {
		n = v
	}
	s.quit = make(chan struct{})
	s.chainWork = make(chan func())
	s.lanes = make([]chan *commitJob, n)
	for i := range s.lanes {
		ch := make(chan *commitJob)
		s.lanes[i] = ch
		s.lanesDone.Add(1)
		go s.runLane(ch)
	}
}

// stopCommitters ends the lanes after the jobs they took (called by Close).
func (s *Store) stopCommitters() {
	if s.quit == nil {
		return
	}
	s.stopOnce.Do(func() { close(s.quit) })
	s.lanesDone.Wait()
}

// GroupTx runs fn in a write transaction that may be shared with other GroupTx jobs (see the
// top of this file for what fn may do). key picks the lane (an order id; any value works).
func (s *Store) GroupTx(ctx context.Context, key int64, fn func(tx Stmts) error) error {
	if len(s.lanes) == 0 {
		return s.Tx(ctx, func(tx *sql.Tx) error { return fn(cachedTx{s, tx}) })
	}
	if key < 0 {
		key = -key
	}
	j := &commitJob{ctx: ctx, key: key, fn: fn, done: make(chan error, 1)}
	select {
	case s.lanes[key%int64(len(s.lanes))] <- j:
	case <-s.quit:
		return errStoreClosed
	case <-ctx.Done():
		return ctx.Err()
	}
	return <-j.done // a taken job always finishes: its caller must not think it did not run
}

// Atomically runs fn as one group-commit job: the store methods documented as joining the
// caller's transaction (UpdateLoan, ReceiveEvent, FinishEvent) run inside that job's
// transaction when called with fn's ctx, so several use cases commit together or not at all
// (a webhook's receipt, its ledger booking and its outcome). Called inside another Atomically,
// it joins that one. fn follows GroupTx's rules: it may run twice, so it sets what it reports.
func (s *Store) Atomically(ctx context.Context, key int64, fn func(ctx context.Context) error) error {
	if _, ok := ctx.Value(ambientKey{}).(*ambient); ok {
		return fn(ctx)
	}
	return s.GroupTx(ctx, key, func(tx Stmts) error {
		a := &ambient{tx: tx} // fresh on every run
		if err := fn(context.WithValue(ctx, ambientKey{}, a)); err != nil {
			return err
		}
		return s.flushPending(ctx, a)
	})
}

type ambientKey struct{}

// ambient is the transaction of an Atomically job, with what its steps hand each other.
type ambient struct {
	tx Stmts
	// locked holds orders a step already locked (FOR UPDATE) and read in this transaction
	// (ReceiveEvent with an order); the next UpdateLoan of that order takes it instead of
	// locking and reading it again.
	locked map[int64]LoanOrder
	// pending holds deferred writes (PostgreSQL; pgwrite.go).
	pending *pgWrite
}

func ambientOf(ctx context.Context) *ambient {
	a, _ := ctx.Value(ambientKey{}).(*ambient)
	return a
}

// takeLocked returns (and forgets) the order a step of this transaction locked and read.
func (a *ambient) takeLocked(orderID int64) (LoanOrder, bool) {
	if a == nil {
		return LoanOrder{}, false
	}
	o, ok := a.locked[orderID]
	delete(a.locked, orderID)
	return o, ok
}

// joinTx runs fn in the transaction of an enclosing Atomically, or else as its own
// group-commit job.
func (s *Store) joinTx(ctx context.Context, key int64, fn func(tx Stmts) error) error {
	if a := ambientOf(ctx); a != nil {
		if err := s.flushPending(ctx, a); err != nil {
			return err
		}
		return fn(a.tx)
	}
	return s.GroupTx(ctx, key, fn)
}

// joinTxKeep is joinTx for a step that builds on the transaction's deferred writes itself
// (pgwrite.go) or leaves them for later: they are not sent first.
func (s *Store) joinTxKeep(ctx context.Context, key int64, fn func(tx Stmts) error) error {
	if a := ambientOf(ctx); a != nil {
		return fn(a.tx)
	}
	return s.GroupTx(ctx, key, fn)
}

// KeyOf turns a text key (a reference, an event id) into a lane key.
func KeyOf(text string) int64 {
	var h uint32 = 2166136261
	for i := 0; i < len(text); i++ {
		h = (h ^ uint32(text[i])) * 16777619
	}
	return int64(h)
}

func (s *Store) runLane(ch chan *commitJob) {
	defer s.lanesDone.Done()
	batch := make([]*commitJob, 0, maxBatch)
	for {
		select {
		case j := <-ch:
			batch = append(batch[:0], j)
		drain:
			for len(batch) < maxBatch {
				select {
				case j := <-ch:
					batch = append(batch, j)
				default:
					break drain
				}
			}
			s.runBatch(batch)
			clear(batch)
		case <-s.quit:
			return
		}
	}
}

func (s *Store) runBatch(batch []*commitJob) {
	switch {
	case s.Dialect == Postgres:
		// One transaction, the jobs' statements pipelined (pipeline.go). A lone job that fails
		// there has its answer: it ran in its own transaction, which was rolled back.
		errs, ok := s.runPipelined(batch)
		if ok {
			for _, j := range batch {
				j.done <- nil
			}
			return
		}
		if len(batch) == 1 && errs[0] != nil && !errors.Is(errs[0], errPipeline) {
			batch[0].done <- errs[0]
			return
		}
	case len(batch) > 1:
		err := s.Tx(context.Background(), func(tx *sql.Tx) error {
			for _, j := range batch {
				if err := j.ctx.Err(); err != nil {
					return err
				}
				if err := runJob(j, cachedTx{s, tx}); err != nil {
					return err
				}
			}
			return nil
		})
		if err == nil {
			for _, j := range batch {
				j.done <- nil
			}
			return
		}
	}
	for _, j := range batch {
		j.done <- s.Tx(j.ctx, func(tx *sql.Tx) error { return runJob(j, cachedTx{s, tx}) })
	}
}

// runJob runs one job's function; a panic becomes that job's error instead of stopping the
// lane (and every later writer with it).
func runJob(j *commitJob, tx Stmts) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("store: write job panicked: %v", p)
		}
	}()
	return j.fn(tx)
}
