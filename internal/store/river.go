package store

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/riverqueue/river/riverdriver/riverpgxv5"
	"github.com/riverqueue/river/riverdriver/riversqlite"
	"github.com/riverqueue/river/rivermigrate"

	"github.com/pautang/pautang/internal/admin"
	"modernc.org/sqlite"
)

// River (internal/jobs) keeps its jobs, leader and queues in its own tables (river_job,
// river_leader, river_queue, ...), created by River's migrator from Migrate. On PostgreSQL it
// shares the store's pgxpool. On SQLite it gets a database/sql handle of its own on the same
// file whose every statement and transaction enters the store's write gate (gatedConnector):
// River's writes queue behind the store's writers in Go, in order, like any store
// transaction, instead of polling SQLite's busy handler while commit groups follow one
// another (which could run out busy_timeout under load and answer SQLITE_BUSY).

// RiverPool is the PostgreSQL pool River's driver (riverpgxv5) runs on; nil on SQLite.
func (s *Store) RiverPool() *pgxpool.Pool { return s.pg }

// RiverSQLite is the SQLite handle River's driver (riversqlite) runs on; nil on PostgreSQL.
func (s *Store) RiverSQLite() *sql.DB { return s.river }

// migrateRiver brings River's tables to the version this build's River needs, all of its
// pending migrations in one transaction (on PostgreSQL on conn, the one holding the
// migration lock).
func (s *Store) migrateRiver(ctx context.Context, conn *pgxpool.Conn) error {
	var err error
	if conn != nil {
		var m *rivermigrate.Migrator[pgx.Tx]
		if m, err = rivermigrate.New(riverpgxv5.New(s.pg), nil); err == nil {
			// One transaction per migration (a later one may use an enum value an earlier
			// one added, which PostgreSQL refuses inside the transaction that added it).
			for err == nil {
				var res *rivermigrate.MigrateResult
				err = pgx.BeginFunc(ctx, conn, func(tx pgx.Tx) error {
					var err error
					res, err = m.MigrateTx(ctx, tx, rivermigrate.DirectionUp, &rivermigrate.MigrateOpts{MaxSteps: 1})
					return err
				})
				if err == nil && len(res.Versions) == 0 {
					break
				}
			}
		}
	} else {
		var m *rivermigrate.Migrator[*sql.Tx]
		if m, err = rivermigrate.New(riversqlite.New(s.river), nil); err == nil {
			err = s.soloTx(ctx, func(tx Querier) error {
				_, err := m.MigrateTx(ctx, tx.(sqliteTx).tx, rivermigrate.DirectionUp, nil)
				return err
			})
		}
	}
	if err != nil {
		return fmt.Errorf("store: river migrations: %w", err)
	}
	return nil
}

// JobCount is how many of River's jobs one queue holds in one state.
type JobCount struct {
	Queue string
	State string
	Count int64
}

// JobCounts counts River's jobs by queue and state (the jobs page, metrics).
func (s *Store) JobCounts(ctx context.Context) ([]JobCount, error) {
	var out []JobCount
	err := queryEach(ctx, s.DB, `SELECT queue, state, COUNT(*) FROM river_job GROUP BY queue, state ORDER BY queue, state`, nil, func(r Row) error {
		var c JobCount
		err := r.Scan(&c.Queue, &c.State, &c.Count)
		out = append(out, c)
		return err
	})
	return out, err
}

// openRiverSQLite opens River's handle on the store's SQLite file (dsn): each connection's
// statements and transactions go through the write gate.
func openRiverSQLite(dsn string, gate *writeGate) *sql.DB {
	db := sql.OpenDB(&gatedConnector{dsn: dsn, drv: &sqlite.Driver{}, gate: gate})
	db.SetMaxOpenConns(4)
	db.SetMaxIdleConns(2)
	return db
}

type gatedConnector struct {
	dsn  string
	drv  driver.Driver
	gate *writeGate
}

func (c *gatedConnector) Connect(context.Context) (driver.Conn, error) {
	conn, err := c.drv.Open(c.dsn)
	if err != nil {
		return nil, err
	}
	return &gatedConn{conn: conn, gate: c.gate}, nil
}

func (c *gatedConnector) Driver() driver.Driver { return c.drv }

// gatedConn holds the write gate for the length of each statement outside a transaction (a
// query's until its rows close) and of each transaction.
type gatedConn struct {
	conn    driver.Conn
	gate    *writeGate
	release func() // the gate held by the open transaction
}

type connFull interface {
	driver.ConnBeginTx
	driver.ExecerContext
	driver.QueryerContext
	driver.ConnPrepareContext
}

var errNotSQLiteConn = errors.New("store: river's SQLite connection lacks the context methods")

func (c *gatedConn) full() (connFull, error) {
	f, ok := c.conn.(connFull)
	if !ok {
		return nil, errNotSQLiteConn
	}
	return f, nil
}

func (c *gatedConn) Prepare(q string) (driver.Stmt, error) {
	return c.PrepareContext(context.Background(), q)
}

// PrepareContext prepares; a prepared statement run outside a transaction is gated by Stmt.
func (c *gatedConn) PrepareContext(ctx context.Context, q string) (driver.Stmt, error) {
	f, err := c.full()
	if err != nil {
		return nil, err
	}
	st, err := f.PrepareContext(ctx, q)
	if err != nil {
		return nil, err
	}
	return &gatedStmt{Stmt: st, c: c}, nil
}

func (c *gatedConn) Close() error { return c.conn.Close() }

func (c *gatedConn) Begin() (driver.Tx, error) {
	return c.BeginTx(context.Background(), driver.TxOptions{})
}

func (c *gatedConn) BeginTx(ctx context.Context, opts driver.TxOptions) (driver.Tx, error) {
	f, err := c.full()
	if err != nil {
		return nil, err
	}
	release, err := c.gate.enter(ctx)
	if err != nil {
		return nil, err
	}
	tx, err := f.BeginTx(ctx, opts)
	if err != nil {
		release()
		return nil, err
	}
	c.release = release
	return &gatedTx{tx: tx, c: c}, nil
}

// enter takes the gate for one statement unless a transaction of this connection holds it.
func (c *gatedConn) enter(ctx context.Context) (func(), error) {
	if c.release != nil {
		return func() {}, nil
	}
	return c.gate.enter(ctx)
}

func (c *gatedConn) ExecContext(ctx context.Context, q string, args []driver.NamedValue) (driver.Result, error) {
	f, err := c.full()
	if err != nil {
		return nil, err
	}
	release, err := c.enter(ctx)
	if err != nil {
		return nil, err
	}
	defer release()
	return f.ExecContext(ctx, q, args)
}

func (c *gatedConn) QueryContext(ctx context.Context, q string, args []driver.NamedValue) (driver.Rows, error) {
	f, err := c.full()
	if err != nil {
		return nil, err
	}
	release, err := c.enter(ctx)
	if err != nil {
		return nil, err
	}
	rows, err := f.QueryContext(ctx, q, args)
	if err != nil {
		release()
		return nil, err
	}
	return &gatedRows{Rows: rows, release: release}, nil
}

func (c *gatedConn) ResetSession(ctx context.Context) error {
	if r, ok := c.conn.(driver.SessionResetter); ok {
		return r.ResetSession(ctx)
	}
	return nil
}

func (c *gatedConn) IsValid() bool {
	if v, ok := c.conn.(driver.Validator); ok {
		return v.IsValid()
	}
	return true
}

type gatedTx struct {
	tx driver.Tx
	c  *gatedConn
}

func (t *gatedTx) end(err error) error {
	if t.c.release != nil {
		t.c.release()
		t.c.release = nil
	}
	return err
}

func (t *gatedTx) Commit() error   { return t.end(t.tx.Commit()) }
func (t *gatedTx) Rollback() error { return t.end(t.tx.Rollback()) }

type gatedRows struct {
	driver.Rows
	release func()
}

func (r *gatedRows) Close() error {
	err := r.Rows.Close()
	if r.release != nil {
		r.release()
		r.release = nil
	}
	return err
}

type gatedStmt struct {
	driver.Stmt
	c *gatedConn
}

func (s *gatedStmt) ExecContext(ctx context.Context, args []driver.NamedValue) (driver.Result, error) {
	release, err := s.c.enter(ctx)
	if err != nil {
		return nil, err
	}
	defer release()
	if e, ok := s.Stmt.(driver.StmtExecContext); ok {
		return e.ExecContext(ctx, args)
	}
	return nil, errNotSQLiteConn
}

func (s *gatedStmt) QueryContext(ctx context.Context, args []driver.NamedValue) (driver.Rows, error) {
	release, err := s.c.enter(ctx)
	if err != nil {
		return nil, err
	}
	q, ok := s.Stmt.(driver.StmtQueryContext)
	if !ok {
		release()
		return nil, errNotSQLiteConn
	}
	rows, err := q.QueryContext(ctx, args)
	if err != nil {
		release()
		return nil, err
	}
	return &gatedRows{Rows: rows, release: release}, nil
}

// JobActionTx runs fn (a River call on the given transaction: pg on PostgreSQL, lite on
// SQLite, the other nil) and then writes e with fn's result as its after, in one transaction:
// a supervisor's retry or cancel of a job and its audit row commit together or not at all.
func (s *Store) JobActionTx(ctx context.Context, e admin.Entry, fn func(pg pgx.Tx, lite *sql.Tx) (after any, err error)) error {
	if e.At == 0 {
		e.At = s.Now()
	}
	run := s.Tx
	if s.pg == nil {
		run = s.soloTx // River gets the raw *sql.Tx: never inside a commit group's shared one
	}
	return run(ctx, func(tx Querier) error {
		var pg pgx.Tx
		var lite *sql.Tx
		switch t := tx.(type) {
		case pgTx:
			pg = t.tx
		case sqliteTx:
			lite = t.tx
		default:
			return fmt.Errorf("store: unexpected transaction %T", tx)
		}
		after, err := fn(pg, lite)
		if err != nil {
			return err
		}
		e.After = after
		return insertAudit(ctx, tx, e)
	})
}
