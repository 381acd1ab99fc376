// Package store is the only package that speaks SQL. It opens embedded SQLite (default) or
// PostgreSQL, applies the numbered migrations, and offers one method per use case; each
// method owns its transaction and calls lowercase helpers that take the transaction's
// Querier. A use case that spans several calls runs them in one unit of work (InTx, unit.go).
//
// There is one way to run SQL on each engine: PostgreSQL through a pgxpool of plain
// connections (each statement or transaction takes a connection, runs, and gives it back);
// SQLite through database/sql with one writer at a time (writeGate) and a commit group that
// shares one WAL sync between the transactions waiting to commit (commitgroup.go).
package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/clock"

	_ "modernc.org/sqlite" // registers "sqlite"
)

// Dialect names the SQL engine behind a Store.
type Dialect string

// The two supported engines.
const (
	SQLite   Dialect = "sqlite"
	Postgres Dialect = "postgres"
)

// ErrNotFound is returned when a row a caller asked for does not exist (or is not theirs).
var ErrNotFound = apperr.ErrNoRow

// ErrConflict is returned when a unique rule (an idempotency key, a phone) is already taken.
var ErrConflict = apperr.ErrTaken

// Querier runs SQL on the pool or inside one transaction, on either engine. A missing row is
// sql.ErrNoRows from Row.Scan on both.
type Querier interface {
	ExecContext(ctx context.Context, q string, args ...any) (sql.Result, error)
	QueryContext(ctx context.Context, q string, args ...any) (Rows, error)
	QueryRowContext(ctx context.Context, q string, args ...any) Row
}

// Row is one result row.
type Row interface{ Scan(dest ...any) error }

// Rows is a result set; Close it when done.
type Rows interface {
	Next() bool
	Scan(dest ...any) error
	Err() error
	Close() error
}

// Options tune the connection pool (internal/config reads them from the environment).
type Options struct {
	// MaxConns is the PostgreSQL pool size (0: pgxpool's default, the larger of 4 and the CPUs).
	MaxConns int
	// CommitGroup lets SQLite transactions that wait to commit share one commit (one WAL sync);
	// see commitgroup.go. Ignored on PostgreSQL.
	CommitGroup bool
}

// Store is the database handle shared by the whole server.
type Store struct {
	// DB runs statements that stand alone (each its own transaction).
	DB      Querier
	Dialect Dialect
	Clock   clock.Clock

	pg     *pgxpool.Pool // PostgreSQL
	sqlite *sql.DB       // SQLite
	stmts  sync.Map      // SQLite: query text -> *sql.Stmt
	// SQLite: statements first met in a transaction are prepared in the background (once);
	// Close waits for them.
	preparing sync.Map
	bgMu      sync.Mutex
	bg        sync.WaitGroup
	closed    bool
	gate      *writeGate   // SQLite: one writer at a time
	group     *commitGroup // SQLite: shared commits (nil when off)
	river     *sql.DB      // SQLite: River's handle on the same file, through the gate (river.go)
	// migrations lists the migrations Migrate holds the database to (nil: the embedded ones).
	migrations func() ([]Migration, error)

	// Fault is a test hook, nil in production: the unit-of-work writes that name a point
	// (Tx.AddAudit: "audit:<action>", Tx.FinishRequest: "request.finish:<status>") call it first, and
	// an error fails the write there, so a test can break a transaction after its change.
	Fault func(point string) error
}

// fault runs the test hook at point (nil without one).
func (s *Store) fault(point string) error {
	if s.Fault == nil {
		return nil
	}
	return s.Fault(point)
}

// Open connects to PostgreSQL when url is set, otherwise to the SQLite file at sqlitePath.
func Open(ctx context.Context, url, sqlitePath string, clk clock.Clock, opts Options) (*Store, error) {
	if clk == nil {
		clk = clock.System{}
	}
	st := &Store{Clock: clk}
	if strings.HasPrefix(url, "postgres://") || strings.HasPrefix(url, "postgresql://") {
		cfg, err := pgxpool.ParseConfig(url)
		if err != nil {
			return nil, fmt.Errorf("store: unable to parse the database URL: %w", err)
		}
		if opts.MaxConns > 0 {
			cfg.MaxConns = int32(opts.MaxConns)
		}
		cfg.MaxConnIdleTime = 5 * time.Minute
		pool, err := pgxpool.NewWithConfig(ctx, cfg)
		if err != nil {
			return nil, fmt.Errorf("store: unable to open database: %w", err)
		}
		if err := pool.Ping(ctx); err != nil {
			pool.Close()
			return nil, fmt.Errorf("store: unable to reach database: %w", err)
		}
		st.Dialect, st.pg, st.DB = Postgres, pool, pgPool{pool}
		return st, nil
	}
	if err := os.MkdirAll(filepath.Dir(sqlitePath), 0o700); err != nil {
		return nil, fmt.Errorf("store: unable to create data dir: %w", err)
	}
	// WAL lets readers run beside the single writer; BEGIN IMMEDIATE (_txlock) takes the write
	// lock up front so two writers queue instead of deadlocking. synchronous=FULL syncs the WAL
	// at every commit, so a commit survives a power cut, not only a process crash.
	dsn := "file:" + sqlitePath + "?_pragma=busy_timeout(10000)&_pragma=journal_mode(WAL)" +
		"&_pragma=foreign_keys(1)&_pragma=synchronous(FULL)&_pragma=mmap_size(268435456)&_txlock=immediate"
	db, err := sql.Open("sqlite", dsn)
	if err != nil {
		return nil, fmt.Errorf("store: unable to open database: %w", err)
	}
	db.SetMaxOpenConns(8)
	db.SetMaxIdleConns(8)
	if err := db.PingContext(ctx); err != nil {
		db.Close()
		return nil, fmt.Errorf("store: unable to reach database: %w", err)
	}
	st.Dialect, st.sqlite, st.gate = SQLite, db, newWriteGate()
	st.river = openRiverSQLite(dsn, st.gate)
	st.DB = sqliteDB{st}
	if opts.CommitGroup {
		st.group = newCommitGroup(st)
	}
	return st, nil
}

// Close releases the connections.
func (s *Store) Close() error {
	if s.pg != nil {
		s.pg.Close()
		return nil
	}
	if s.group != nil {
		s.group.close()
	}
	s.bgMu.Lock()
	s.closed = true
	s.bgMu.Unlock()
	s.bg.Wait()
	s.stmts.Range(func(_, v any) bool { v.(*sql.Stmt).Close(); return true })
	s.river.Close()
	return s.sqlite.Close()
}

// Ping checks the database answers (used by /readyz).
func (s *Store) Ping(ctx context.Context) error {
	if s.pg != nil {
		return s.pg.Ping(ctx)
	}
	return s.sqlite.PingContext(ctx)
}

// ForUpdate is the row-lock suffix for SELECTs inside a write transaction. SQLite needs none:
// its transactions already hold the write lock (BEGIN IMMEDIATE).
func (s *Store) ForUpdate() string {
	if s.Dialect == Postgres {
		return " FOR UPDATE"
	}
	return ""
}

// forUpdateOf locks only the given table's rows of a join on PostgreSQL.
func (s *Store) forUpdateOf(alias string) string {
	if s.Dialect == Postgres {
		return " FOR UPDATE OF " + alias
	}
	return ""
}

// Tx runs fn inside one transaction, committing when fn returns nil and rolling back
// otherwise (also when fn panics). fn runs exactly once. Store methods use it for their own
// transactions; a use case that spans several store calls uses InTx instead.
func (s *Store) Tx(ctx context.Context, fn func(tx Querier) error) error {
	if s.pg != nil {
		return pgx.BeginFunc(ctx, s.pg, func(tx pgx.Tx) error {
			q := pgTx{tx: tx, audit: &auditQueue{}}
			if err := fn(q); err != nil {
				return err
			}
			return appendAudit(ctx, q, q.audit.entries) // last: the chain head's lock is held only to the commit
		})
	}
	if s.group != nil {
		return s.group.run(ctx, fn)
	}
	return s.soloTx(ctx, fn)
}

// soloTx runs fn in a SQLite transaction of its own, through the one-writer gate but outside
// the commit group: for a caller that hands the raw *sql.Tx (sqliteTx.tx) to a library
// (River's migrator, a job's retry or cancel), whose statements the group's per-job
// savepoint and cancellation shield could not cover.
func (s *Store) soloTx(ctx context.Context, fn func(tx Querier) error) error {
	release, err := s.gate.enter(ctx)
	if err != nil {
		return fmt.Errorf("store: unable to begin: %w", err)
	}
	defer release()
	tx, err := s.sqlite.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("store: unable to begin: %w", err)
	}
	defer tx.Rollback() // a no-op after Commit
	if err := fn(sqliteTx{s, tx}); err != nil {
		return err
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("store: unable to commit: %w", err)
	}
	return nil
}

// ReadTx runs fn in one read-only transaction that sees one snapshot of the database:
// REPEATABLE READ on PostgreSQL; on SQLite a deferred read transaction (one WAL snapshot from
// its first read, beside the writer).
func (s *Store) ReadTx(ctx context.Context, fn func(tx Querier) error) error {
	if s.pg != nil {
		return pgx.BeginTxFunc(ctx, s.pg, pgx.TxOptions{IsoLevel: pgx.RepeatableRead, AccessMode: pgx.ReadOnly},
			func(tx pgx.Tx) error { return fn(pgTx{tx: tx}) })
	}
	tx, err := s.sqlite.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return fmt.Errorf("store: unable to begin: %w", err)
	}
	defer tx.Rollback()
	if err := fn(sqliteTx{s, tx}); err != nil {
		return err
	}
	return tx.Commit()
}

// Now is the store's clock reading in unix milliseconds, the unit of every *_at column.
func (s *Store) Now() int64 { return s.Clock.Now().UnixMilli() }

// isUniqueViolation recognises a unique-constraint failure on either engine.
func isUniqueViolation(err error) bool {
	if err == nil {
		return false
	}
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) {
		return pgErr.Code == "23505"
	}
	return strings.Contains(err.Error(), "UNIQUE constraint failed")
}

// IsUniqueViolation is exported for packages that run their own statements through Tx.
func IsUniqueViolation(err error) bool { return isUniqueViolation(err) }

// lockKey serialises transactions that work on the same logical key (a rate-limit bucket,
// an order, an idempotency key) until the transaction ends. SQLite's BEGIN IMMEDIATE already
// serialises every writer; PostgreSQL takes a transaction-scoped advisory lock.
func (s *Store) lockKey(ctx context.Context, tx Querier, key string) error {
	if s.Dialect != Postgres {
		return nil
	}
	if _, err := tx.ExecContext(ctx, `SELECT pg_advisory_xact_lock(hashtext($1))`, key); err != nil {
		return fmt.Errorf("store: unable to lock %q: %w", key, err)
	}
	return nil
}

// QueryRow runs a single-row statement on the pool.
func (s *Store) QueryRow(ctx context.Context, q string, args ...any) Row {
	return s.DB.QueryRowContext(ctx, q, args...)
}

// Query runs a statement on the pool.
func (s *Store) Query(ctx context.Context, q string, args ...any) (Rows, error) {
	return s.DB.QueryContext(ctx, q, args...)
}

// Exec runs a statement on the pool (its own transaction).
func (s *Store) Exec(ctx context.Context, q string, args ...any) (sql.Result, error) {
	return s.DB.ExecContext(ctx, q, args...)
}

// --- PostgreSQL -------------------------------------------------------------

// pgPool runs statements on the pool; pgx prepares and caches each statement text per
// connection on its own.
type pgPool struct{ p *pgxpool.Pool }

func (p pgPool) ExecContext(ctx context.Context, q string, args ...any) (sql.Result, error) {
	tag, err := p.p.Exec(ctx, q, args...)
	if err != nil {
		return nil, err
	}
	return rowsAffected(tag.RowsAffected()), nil
}

func (p pgPool) QueryContext(ctx context.Context, q string, args ...any) (Rows, error) {
	rows, err := p.p.Query(ctx, q, args...)
	if err != nil {
		return nil, err
	}
	return pgRows{rows}, nil
}

func (p pgPool) QueryRowContext(ctx context.Context, q string, args ...any) Row {
	return pgRow{p.p.QueryRow(ctx, q, args...)}
}

// pgTx runs statements in one transaction. audit, when set (Store.Tx), holds the
// transaction's audit rows until its work is done: they are chained just before the commit.
type pgTx struct {
	tx    pgx.Tx
	audit *auditQueue
}

func (t pgTx) ExecContext(ctx context.Context, q string, args ...any) (sql.Result, error) {
	tag, err := t.tx.Exec(ctx, q, args...)
	if err != nil {
		return nil, err
	}
	return rowsAffected(tag.RowsAffected()), nil
}

func (t pgTx) QueryContext(ctx context.Context, q string, args ...any) (Rows, error) {
	rows, err := t.tx.Query(ctx, q, args...)
	if err != nil {
		return nil, err
	}
	return pgRows{rows}, nil
}

func (t pgTx) QueryRowContext(ctx context.Context, q string, args ...any) Row {
	return pgRow{t.tx.QueryRow(ctx, q, args...)}
}

type pgRow struct{ r pgx.Row }

func (r pgRow) Scan(dest ...any) error {
	err := r.r.Scan(dest...)
	if errors.Is(err, pgx.ErrNoRows) {
		return sql.ErrNoRows
	}
	return err
}

type pgRows struct{ r pgx.Rows }

func (r pgRows) Next() bool             { return r.r.Next() }
func (r pgRows) Scan(dest ...any) error { return r.r.Scan(dest...) }
func (r pgRows) Err() error             { return r.r.Err() }
func (r pgRows) Close() error           { r.r.Close(); return nil }

// rowsAffected is the sql.Result of a pgx statement.
type rowsAffected int64

func (n rowsAffected) RowsAffected() (int64, error) { return int64(n), nil }

func (rowsAffected) LastInsertId() (int64, error) {
	return 0, errors.New("store: LastInsertId is not supported; use RETURNING")
}

// --- SQLite -----------------------------------------------------------------

// sqliteDB runs statements on the pool through the statement cache: SQLite parses every
// unprepared statement again, which was half the CPU of a simple read. A statement that writes
// runs as a transaction of its own (Store.Tx), so it queues for the one writer and shares its
// commit with the others waiting (commitgroup.go) instead of syncing the WAL alone.
type sqliteDB struct{ s *Store }

func (d sqliteDB) ExecContext(ctx context.Context, q string, args ...any) (sql.Result, error) {
	var res sql.Result
	err := d.s.Tx(ctx, func(tx Querier) error {
		var err error
		res, err = tx.ExecContext(ctx, q, args...)
		return err
	})
	return res, err
}

func (d sqliteDB) QueryContext(ctx context.Context, q string, args ...any) (Rows, error) {
	if isWrite(q) {
		return nil, errors.New("store: a statement that writes and returns rows runs in Tx on SQLite")
	}
	st, err := d.s.prepared(ctx, q)
	if err != nil {
		return nil, err
	}
	rows, err := st.QueryContext(ctx, args...)
	if err != nil {
		return nil, err
	}
	return rows, nil
}

func (d sqliteDB) QueryRowContext(ctx context.Context, q string, args ...any) Row {
	if isWrite(q) {
		return writeRow{d.s, ctx, q, args}
	}
	st, err := d.s.prepared(ctx, q)
	if err != nil {
		return errRow{err}
	}
	return st.QueryRowContext(ctx, args...)
}

// isWrite tells a statement that changes data (INSERT, UPDATE, DELETE, with or without
// RETURNING) from a read.
func isWrite(q string) bool {
	q = strings.TrimLeft(q, " \t\r\n")
	if len(q) < 6 {
		return false
	}
	switch strings.ToUpper(q[:6]) {
	case "INSERT", "UPDATE", "DELETE":
		return true
	}
	return false
}

// writeRow is a single-row statement that writes (INSERT ... RETURNING): it runs as its own
// transaction when scanned.
type writeRow struct {
	s    *Store
	ctx  context.Context
	q    string
	args []any
}

func (w writeRow) Scan(dest ...any) error {
	return w.s.Tx(w.ctx, func(tx Querier) error { return tx.QueryRowContext(w.ctx, w.q, w.args...).Scan(dest...) })
}

// sqliteTx runs statements in one transaction; a statement the pool already prepared is reused
// on the transaction's connection (database/sql re-prepares it there once).
type sqliteTx struct {
	s  *Store
	tx *sql.Tx
}

func (t sqliteTx) stmt(ctx context.Context, q string) *sql.Stmt {
	if st, ok := t.s.stmts.Load(q); ok {
		return t.tx.StmtContext(ctx, st.(*sql.Stmt))
	}
	t.s.prepareLater(q)
	return nil
}

// prepareLater prepares q on the pool in the background, once: preparing needs a pool
// connection, and a transaction waiting for one while it holds its own could wait on readers
// that wait on its write lock. This call runs unprepared meanwhile.
func (s *Store) prepareLater(q string) {
	if _, busy := s.preparing.LoadOrStore(q, true); busy {
		return
	}
	s.bgMu.Lock()
	defer s.bgMu.Unlock()
	if s.closed {
		return
	}
	s.bg.Add(1)
	go func() {
		defer s.bg.Done()
		_, _ = s.prepared(context.Background(), q)
	}()
}

func (t sqliteTx) ExecContext(ctx context.Context, q string, args ...any) (sql.Result, error) {
	if st := t.stmt(ctx, q); st != nil {
		return st.ExecContext(ctx, args...)
	}
	return t.tx.ExecContext(ctx, q, args...)
}

func (t sqliteTx) QueryContext(ctx context.Context, q string, args ...any) (Rows, error) {
	var rows Rows
	var err error
	if st := t.stmt(ctx, q); st != nil {
		rows, err = st.QueryContext(ctx, args...)
	} else {
		rows, err = t.tx.QueryContext(ctx, q, args...)
	}
	if err != nil {
		return nil, err
	}
	return rows, nil
}

func (t sqliteTx) QueryRowContext(ctx context.Context, q string, args ...any) Row {
	if st := t.stmt(ctx, q); st != nil {
		return st.QueryRowContext(ctx, args...)
	}
	return t.tx.QueryRowContext(ctx, q, args...)
}

// prepared returns the cached prepared statement for q, preparing it on first use. Only
// fixed query texts reach the cache through the pool's statements, so it stays bounded.
func (s *Store) prepared(ctx context.Context, q string) (*sql.Stmt, error) {
	if st, ok := s.stmts.Load(q); ok {
		return st.(*sql.Stmt), nil
	}
	st, err := s.sqlite.PrepareContext(ctx, q)
	if err != nil {
		return nil, err
	}
	if prev, loaded := s.stmts.LoadOrStore(q, st); loaded {
		st.Close()
		return prev.(*sql.Stmt), nil
	}
	return st, nil
}

// errRow is a Row whose statement could not be prepared.
type errRow struct{ err error }

func (r errRow) Scan(...any) error { return r.err }

// busyWait is how long a writer waits for SQLite's write lock before giving up (the same as
// the connection's busy_timeout).
const busyWait = 10 * time.Second

// writeGate admits one SQLite writer at a time. SQLite admits one writer; left to its busy
// handler, waiting writers sleep and poll (1, 2, 5... ms), which left a core idle under
// concurrent writes. Queuing here hands the lock over at once, in order. A writer that cannot
// enter within busyWait gets the same "database is locked" answer SQLite would give.
type writeGate struct{ ch chan struct{} }

func newWriteGate() *writeGate { return &writeGate{ch: make(chan struct{}, 1)} }

func (g *writeGate) enter(ctx context.Context) (release func(), err error) {
	select {
	case g.ch <- struct{}{}:
		return g.leave, nil
	default:
	}
	t := time.NewTimer(busyWait)
	defer t.Stop()
	select {
	case g.ch <- struct{}{}:
		return g.leave, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	case <-t.C:
		return nil, errors.New("store: database is locked (another write took too long)")
	}
}

func (g *writeGate) leave() { <-g.ch }

// queryEach runs q and calls each for every row, in order.
func queryEach(ctx context.Context, db Querier, q string, args []any, each func(Row) error) error {
	rows, err := db.QueryContext(ctx, q, args...)
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
