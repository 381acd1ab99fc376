package store

import (
	"context"
	"database/sql"
	"errors"
)

// Stmts runs the statements of a group-commit job's transaction (GroupTx, Atomically). It is
// a database/sql transaction through the statement cache (cachedTx), or on PostgreSQL the
// job's share of its lane's pipeline (pipeline.go), where the statements of every job of a
// batch travel together. Helpers that write inside a job take Stmts, never *sql.Tx.
type Stmts interface {
	ExecContext(ctx context.Context, q string, args ...any) (sql.Result, error)
	// QueryRow runs q when the row is scanned; no row is sql.ErrNoRows.
	QueryRow(ctx context.Context, q string, args ...any) Row
	// QueryEach runs q and calls each for every row, in order; each may only scan.
	QueryEach(ctx context.Context, q string, args []any, each func(Row) error) error
	// Send runs q without the caller waiting for it where the engine allows (in a pipeline it
	// travels with the job's next statement, which runs after it); its error then fails the
	// whole transaction. For statements whose only result is success: taking a lock.
	Send(ctx context.Context, q string, args ...any) error
}

// Row is one result row.
type Row interface{ Scan(dest ...any) error }

// cachedTx runs a transaction's fixed statements through the statement cache (readBooks,
// moveStatus, a payment's ledger rows: the hot path of every payment and daily-job update).
type cachedTx struct {
	s  *Store
	tx *sql.Tx
}

func (c cachedTx) ExecContext(ctx context.Context, q string, args ...any) (sql.Result, error) {
	return c.s.txExec(ctx, c.tx, q, args...)
}

func (c cachedTx) QueryRow(ctx context.Context, q string, args ...any) Row {
	return c.s.txQueryRow(ctx, c.tx, q, args...)
}

func (c cachedTx) Send(ctx context.Context, q string, args ...any) error {
	_, err := c.ExecContext(ctx, q, args...)
	return err
}

func (c cachedTx) QueryEach(ctx context.Context, q string, args []any, each func(Row) error) error {
	rows, err := c.s.txQuery(ctx, c.tx, q, args...)
	return eachRow(rows, err, each)
}

// cachedDB is the same outside a transaction (reads only).
type cachedDB struct{ s *Store }

func (c cachedDB) QueryEach(ctx context.Context, q string, args []any, each func(Row) error) error {
	return c.s.readEach(ctx, q, args, each)
}

// eachRow walks database/sql rows for QueryEach.
func eachRow(rows *sql.Rows, err error, each func(Row) error) error {
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		if err := each(rows); err != nil {
			return err
		}
	}
	return rows.Err()
}

// rowsAffected is the sql.Result of a pipelined statement.
type rowsAffected int64

func (n rowsAffected) RowsAffected() (int64, error) { return int64(n), nil }

func (rowsAffected) LastInsertId() (int64, error) {
	return 0, errors.New("store: LastInsertId is not supported; use RETURNING")
}

// execer and eacher are the parts of a transaction or the pool a helper needs.
type execer interface {
	ExecContext(ctx context.Context, q string, args ...any) (sql.Result, error)
}

type eacher interface {
	QueryEach(ctx context.Context, q string, args []any, each func(Row) error) error
}
