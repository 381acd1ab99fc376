package store

import (
	"context"
	"strconv"
	"strings"
)

// pgWrite builds a statement with numbered parameters (arg). On PostgreSQL it may hold several
// data-modifying parts (WITH w0 AS (INSERT ...), w1 AS (UPDATE ...) <final>): PostgreSQL runs
// every part once, to completion, against the same snapshot, so independent writes of one
// transaction cost one round trip instead of one each. Parts must not depend on each other's
// effects (they cannot see them), only on a part's RETURNING rows by name. A pgWrite without
// parts is a plain statement, valid on SQLite too.
type pgWrite struct {
	parts []string
	args  []any
}

// arg adds a parameter and returns its placeholder.
func (w *pgWrite) arg(v any) string {
	w.args = append(w.args, v)
	return "$" + strconv.Itoa(len(w.args))
}

// add adds a data-modifying part and returns its name.
func (w *pgWrite) add(dml string) string {
	name := "w" + strconv.Itoa(len(w.parts))
	w.parts = append(w.parts, name+" AS ("+dml+")")
	return name
}

// sql is the statement: the parts, then final (a last statement, or a no-op SELECT).
func (w *pgWrite) sql(final string) string {
	if final == "" {
		final = "SELECT 1"
	}
	if len(w.parts) == 0 {
		return final
	}
	return "WITH " + strings.Join(w.parts, ", ") + " " + final
}

// exec runs the statement in tx.
func (s *Store) execWrite(ctx context.Context, tx Stmts, w *pgWrite, final string) error {
	_, err := tx.ExecContext(ctx, w.sql(final), w.args...)
	return err
}

// Deferred writes inside Atomically (PostgreSQL): a step may leave writes whose outcome it
// does not need to read (a payment's ledger rows and order update) in the transaction's
// pending statement instead of sending them at once; the next step that knows how joins its
// own writes to them (FinishEvent), any other step sends them first (joinTx), and Atomically
// sends what is left before the commit. A failure of a deferred write (a ledger ref already
// booked: ErrConflict) therefore fails the transaction where it is sent, and the caller's
// whole Atomically fails with it; nothing of it is kept.

// flushPending sends the transaction's deferred writes, if any.
func (s *Store) flushPending(ctx context.Context, a *ambient) error {
	if a == nil || a.pending == nil {
		return nil
	}
	w := a.pending
	a.pending = nil
	// Sent, not waited for: the transaction's next statement, or its COMMIT, follows it.
	if err := a.tx.Send(ctx, w.sql(""), w.args...); err != nil {
		return ledgerWriteError(err)
	}
	return nil
}

// takePending returns the transaction's deferred writes to build on (a new statement when
// there are none) and clears them.
func (a *ambient) takePending() *pgWrite {
	w := a.pending
	a.pending = nil
	if w == nil {
		w = &pgWrite{}
	}
	return w
}
