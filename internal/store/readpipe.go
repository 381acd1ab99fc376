package store

import (
	"context"
	"database/sql"
	"errors"
	"sync"

	"github.com/jackc/pgx/v5/stdlib"
)

// Pipelined reads (PostgreSQL): the hot one-statement reads outside a transaction (QueryRow,
// an order's books, a borrower's accounts) that many requests ask for at the same moment are
// sent together as one pgx batch over one connection, instead of one round trip each. Each
// statement keeps its own snapshot, taken when it runs, after its caller asked: nothing is
// cached, a read sees every write committed before it was asked for. It is the read-side twin
// of the pipelined group commit (pipeline.go) and of read coalescing (batchread.go), which
// goes further for one statement (one query for many keys) but needs a query per key type.
//
// One batch is in flight at a time (like read coalescing: fewer, larger batches served more);
// callers arriving meanwhile make the next one. With nothing else waiting a read runs at once,
// alone. After an error PostgreSQL skips the rest of a batch: the statements after the first
// error run again, alone, so one failing read never fails another.

// readPipeBatch bounds one batch.
const readPipeBatch = 64

type readPipe struct {
	s       *Store
	mu      sync.Mutex
	pending []*pipeStmt
	running bool

	batches, reads int64 // totals, for tests (under mu)
}

// do runs st in the next batch and waits for it. A caller whose context ends still waits for
// its batch (bounded by readTimeout): the batch writes into the caller's scan targets.
func (r *readPipe) do(ctx context.Context, st *pipeStmt) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	st.done = make(chan struct{})
	r.mu.Lock()
	r.pending = append(r.pending, st)
	start := !r.running
	r.running = true
	r.mu.Unlock()
	if start {
		go r.drain()
	}
	<-st.done
	return st.err
}

func (r *readPipe) drain() {
	for {
		r.mu.Lock()
		batch := takeFront(&r.pending, readPipeBatch)
		if len(batch) == 0 {
			r.running = false
			r.mu.Unlock()
			return
		}
		r.batches++
		r.reads += int64(len(batch))
		r.mu.Unlock()
		r.run(batch)
		for _, st := range batch {
			close(st.done)
		}
	}
}

// run sends batch and sets every statement's result.
func (r *readPipe) run(batch []*pipeStmt) {
	ctx, cancel := context.WithTimeout(context.Background(), readTimeout)
	defer cancel()
	conn, err := r.s.DB.Conn(ctx)
	if err == nil {
		err = conn.Raw(func(dc any) error {
			sc, ok := dc.(*stdlib.Conn)
			if !ok {
				return errors.New("store: pipelined reads need a pgx connection")
			}
			pc := sc.Conn()
			_, berr := sendStmts(ctx, pc, batch, false, false)
			failed := false
			for _, st := range batch {
				if failed && st.err != nil && st.n == 0 {
					// Skipped after an earlier error (or failed itself): alone, it gets its own answer.
					st.err = nil
					_, berr = sendStmts(ctx, pc, []*pipeStmt{st}, false, false)
				}
				if st.err != nil && !errors.Is(st.err, sql.ErrNoRows) {
					failed = true
				}
			}
			if pc.IsClosed() {
				return berr
			}
			return nil
		})
		conn.Close()
	}
	if err != nil {
		for _, st := range batch {
			if st.err == nil {
				st.err = err
			}
		}
	}
}

// stats returns how many batches ran and how many reads they carried.
func (r *readPipe) stats() (batches, reads int64) {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.batches, r.reads
}

// pipeReadRow is QueryRow's row on PostgreSQL: the read is queued when it is scanned.
type pipeReadRow struct {
	r    *readPipe
	ctx  context.Context
	q    string
	args []any
}

func (p pipeReadRow) Scan(dest ...any) error {
	return p.r.do(p.ctx, &pipeStmt{q: p.q, args: p.args, dest: dest})
}

// readEach runs a many-row read outside a transaction, through the read pipeline on
// PostgreSQL; each is called per row (it may only scan).
func (s *Store) readEach(ctx context.Context, q string, args []any, each func(Row) error) error {
	if s.reads != nil {
		return s.reads.do(ctx, &pipeStmt{q: q, args: args, each: each})
	}
	rows, err := s.Query(ctx, q, args...)
	return eachRow(rows, err, each)
}
