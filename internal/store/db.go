// Package store is the only package that speaks SQL. It opens embedded SQLite (default) or
// PostgreSQL, applies the numbered migrations, and offers one method per use case; each
// method owns its transaction and calls lowercase helpers that take the tx.
package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/payments"

	_ "github.com/jackc/pgx/v5/stdlib" // registers "pgx"
	_ "modernc.org/sqlite"             // registers "sqlite"
)

// Dialect names the SQL engine behind a Store.
type Dialect string

// The two supported engines.
const (
	SQLite   Dialect = "sqlite"
	Postgres Dialect = "postgres"
)

// ErrNotFound is returned when a row a caller asked for does not exist (or is not theirs).
var ErrNotFound = errors.New("store: not found")

// ErrConflict is returned when a unique rule (an idempotency key, a phone) is already taken.
var ErrConflict = errors.New("store: conflict")

// Store is the database handle shared by the whole server.
type Store struct {
	DB      *sql.DB
	Dialect Dialect
	Clock   clock.Clock
	stmts   sync.Map // query text -> *sql.Stmt

	// Background preparation of statements first met inside a transaction (txStmt); Close
	// waits for it so nothing touches the database after it is closed.
	bgMu      sync.Mutex
	bg        sync.WaitGroup
	closed    bool
	preparing sync.Map // query text -> true while a goroutine prepares it

	// writers admits one SQLite writer at a time (nil on PostgreSQL); see enterWrite.
	writers chan struct{}

	// Batched hot reads (batchread.go) and pipelined reads (readpipe.go; nil on SQLite).
	reads     *readPipe
	userFlags *readBatcher[int64, userFlag]
	repayRefs *readBatcher[string, payments.Repayment]

	// Group commit lanes (groupcommit.go) and what their pipelines sent (pipeline.go).
	pipeRounds, pipeStmts atomic.Int64
	lanes                 []chan *commitJob
	chainWork             chan func() // idle chain workers take work here (pipeline.go)
	quit                  chan struct{}
	lanesDone             sync.WaitGroup
	stopOnce              sync.Once
}

// Open connects to PostgreSQL when url is set, otherwise to the SQLite file at sqlitePath.
func Open(ctx context.Context, url, sqlitePath string, clk clock.Clock) (*Store, error) {
	if clk == nil {
		clk = clock.System{}
	}
	var (
		db  *sql.DB
		err error
		d   Dialect
	)
	if strings.HasPrefix(url, "postgres://") || strings.HasPrefix(url, "postgresql://") {
		d = Postgres
		db, err = sql.Open("pgx", url)
		if err == nil {
			conns := pgMaxConns()
			db.SetMaxOpenConns(conns)
			db.SetMaxIdleConns(conns)
			db.SetConnMaxIdleTime(5 * time.Minute)
		}
	} else {
		d = SQLite
		if err := os.MkdirAll(filepath.Dir(sqlitePath), 0o700); err != nil {
			return nil, fmt.Errorf("store: unable to create data dir: %w", err)
		}
		// WAL lets readers run beside the single writer; BEGIN IMMEDIATE (_txlock) takes the
		// write lock up front so two writers queue on busy_timeout instead of deadlocking.
		// synchronous=FULL syncs the WAL at every commit, so a commit survives a power cut, not
		// only a process crash; group commit (groupcommit.go) shares one sync among the money
		// paths' concurrent writes.
		dsn := "file:" + sqlitePath + "?_pragma=busy_timeout(10000)&_pragma=journal_mode(WAL)" +
			"&_pragma=foreign_keys(1)&_pragma=synchronous(FULL)&_pragma=mmap_size(268435456)&_txlock=immediate"
		db, err = sql.Open("sqlite", dsn)
		if err == nil {
			db.SetMaxOpenConns(8)
			db.SetMaxIdleConns(8)
		}
	}
	if err != nil {
		return nil, fmt.Errorf("store: unable to open database: %w", err)
	}
	if err := db.PingContext(ctx); err != nil {
		db.Close()
		return nil, fmt.Errorf("store: unable to reach database: %w", err)
	}
	st := &Store{DB: db, Dialect: d, Clock: clk}
	if d == SQLite {
		st.writers = make(chan struct{}, 1)
	}
	st.startCommitters()
	st.startReaders()
	return st, nil
}

// busyWait is how long a writer waits for SQLite's write lock before giving up (the same as
// the connection's busy_timeout).
const busyWait = 10 * time.Second

// enterWrite queues a SQLite writer behind the one writing now. SQLite admits one writer;
// left to its busy handler, waiting writers sleep and poll (1, 2, 5... ms), which left a core
// idle under concurrent repayments. Queuing here hands the lock over at once, in order.
// PostgreSQL needs no gate. A writer that cannot enter within busyWait gets the same
// "database is locked" answer SQLite would give.
func (s *Store) enterWrite(ctx context.Context) (release func(), err error) {
	if s.writers == nil {
		return func() {}, nil
	}
	select {
	case s.writers <- struct{}{}:
		return s.leaveWrite, nil
	default:
	}
	t := time.NewTimer(busyWait)
	defer t.Stop()
	select {
	case s.writers <- struct{}{}:
		return s.leaveWrite, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	case <-t.C:
		return nil, errors.New("store: database is locked (another write took too long)")
	}
}

func (s *Store) leaveWrite() { <-s.writers }

// Close releases the connections.
func (s *Store) Close() error {
	s.stopCommitters()
	s.bgMu.Lock()
	s.closed = true
	s.bgMu.Unlock()
	s.bg.Wait()
	s.stmts.Range(func(_, v any) bool { v.(*sql.Stmt).Close(); return true })
	return s.DB.Close()
}

// Ping checks the database answers (used by /readyz).
func (s *Store) Ping(ctx context.Context) error { return s.DB.PingContext(ctx) }

// ForUpdate is the row-lock suffix for SELECTs inside a write transaction. SQLite needs none:
// its transactions already hold the write lock (BEGIN IMMEDIATE).
func (s *Store) ForUpdate() string {
	if s.Dialect == Postgres {
		return " FOR UPDATE"
	}
	return ""
}

// Tx runs fn inside one transaction, committing when fn returns nil.
func (s *Store) Tx(ctx context.Context, fn func(tx *sql.Tx) error) error {
	release, err := s.enterWrite(ctx)
	if err != nil {
		return fmt.Errorf("store: unable to begin: %w", err)
	}
	defer release()
	tx, err := s.DB.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("store: unable to begin: %w", err)
	}
	if err := fn(tx); err != nil {
		tx.Rollback()
		return err
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("store: unable to commit: %w", err)
	}
	return nil
}

// Now is the store's clock reading in unix milliseconds, the unit of every *_at column.
func (s *Store) Now() int64 { return s.Clock.Now().UnixMilli() }

// isUniqueViolation recognises a unique-constraint failure on either engine.
func isUniqueViolation(err error) bool {
	if err == nil {
		return false
	}
	msg := err.Error()
	return strings.Contains(msg, "UNIQUE constraint failed") || strings.Contains(msg, "SQLSTATE 23505") ||
		strings.Contains(msg, "duplicate key value")
}

// IsUniqueViolation is exported for packages that run their own statements through Tx.
func IsUniqueViolation(err error) bool { return isUniqueViolation(err) }

// LockKey serialises transactions that work on the same logical key (a rate-limit bucket,
// an order, an idempotency key) until the transaction ends. SQLite's BEGIN IMMEDIATE already
// serialises every writer; PostgreSQL takes a transaction-scoped advisory lock.
func (s *Store) LockKey(ctx context.Context, tx *sql.Tx, key string) error {
	return s.lockKey(ctx, cachedTx{s, tx}, key)
}

// lockKey takes the lock with Send: in a pipelined group commit it travels with the job's next
// statement, which runs once the lock is granted (and reads with a snapshot taken after it).
func (s *Store) lockKey(ctx context.Context, tx Stmts, key string) error {
	if s.Dialect != Postgres {
		return nil
	}
	if err := tx.Send(ctx, `SELECT pg_advisory_xact_lock(hashtext($1))`, key); err != nil {
		return fmt.Errorf("store: unable to lock %q: %w", key, err)
	}
	return nil
}

// prepared returns a cached prepared statement for q. SQLite parses every unprepared query
// again (half the CPU of a simple read was the parser); database/sql re-prepares a cached
// statement per connection on its own.
func (s *Store) prepared(ctx context.Context, q string) (*sql.Stmt, error) {
	if st, ok := s.stmts.Load(q); ok {
		return st.(*sql.Stmt), nil
	}
	st, err := s.DB.PrepareContext(ctx, q)
	if err != nil {
		return nil, err
	}
	if prev, loaded := s.stmts.LoadOrStore(q, st); loaded {
		st.Close()
		return prev.(*sql.Stmt), nil
	}
	return st, nil
}

// txStmt is q prepared for tx: tx.StmtContext reuses the statement database/sql already
// prepared on the transaction's connection, so SQLite does not parse it again per
// transaction. Only for fixed query texts (nothing spliced in), so the cache stays bounded;
// it falls back to an unprepared call if preparing fails (the call then reports the error).
func (s *Store) txStmt(ctx context.Context, tx *sql.Tx, q string) *sql.Stmt {
	st, ok := s.stmts.Load(q)
	if !ok {
		// Preparing needs a pool connection; waiting for one while this transaction holds its
		// own could deadlock a full pool, so the statement is prepared in the background (once)
		// and this call goes unprepared.
		s.prepareLater(q)
		return nil
	}
	return tx.StmtContext(ctx, st.(*sql.Stmt))
}

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
		defer s.preparing.Delete(q)
		_, _ = s.prepared(context.Background(), q)
	}()
}

// txExec runs a fixed statement inside tx through the statement cache.
func (s *Store) txExec(ctx context.Context, tx *sql.Tx, q string, args ...any) (sql.Result, error) {
	if st := s.txStmt(ctx, tx, q); st != nil {
		return st.ExecContext(ctx, args...)
	}
	return tx.ExecContext(ctx, q, args...)
}

// txQuery runs a fixed read inside tx through the statement cache.
func (s *Store) txQuery(ctx context.Context, tx *sql.Tx, q string, args ...any) (*sql.Rows, error) {
	if st := s.txStmt(ctx, tx, q); st != nil {
		return st.QueryContext(ctx, args...)
	}
	return tx.QueryContext(ctx, q, args...)
}

// txQueryRow runs a fixed single-row read inside tx through the statement cache.
func (s *Store) txQueryRow(ctx context.Context, tx *sql.Tx, q string, args ...any) *sql.Row {
	if st := s.txStmt(ctx, tx, q); st != nil {
		return st.QueryRowContext(ctx, args...)
	}
	return tx.QueryRowContext(ctx, q, args...)
}

// QueryRow runs a single-row read through the statement cache (hot paths use it); on
// PostgreSQL it goes through the read pipeline (readpipe.go) when scanned.
func (s *Store) QueryRow(ctx context.Context, q string, args ...any) Row {
	if s.reads != nil {
		return pipeReadRow{s.reads, ctx, q, args}
	}
	st, err := s.prepared(ctx, q)
	if err != nil {
		return s.DB.QueryRowContext(ctx, q, args...) // reports the same error through Scan
	}
	return st.QueryRowContext(ctx, args...)
}

func (s *Store) Query(ctx context.Context, q string, args ...any) (*sql.Rows, error) {
	st, err := s.prepared(ctx, q)
	if err != nil {
		return nil, err
	}
	return st.QueryContext(ctx, args...)
}

// Exec runs a statement outside a transaction through the statement cache.
func (s *Store) Exec(ctx context.Context, q string, args ...any) (sql.Result, error) {
	st, err := s.prepared(ctx, q)
	if err != nil {
		return nil, err
	}
	release, err := s.enterWrite(ctx)
	if err != nil {
		return nil, err
	}
	defer release()
	return st.ExecContext(ctx, args...)
}

// pgMaxConns is the PostgreSQL pool size: PAUTANG_DB_MAX_CONNS, or 4 per CPU (at least 4).
// Measured on 2 CPUs (bench/authread, BenchmarkRepaymentCommit/WebhookApply): 8 connections
// read 12.6k req/s against 9.6k with 16 and wrote as fast (group commit needs few).
func pgMaxConns() int {
	if n, err := strconv.Atoi(os.Getenv("PAUTANG_DB_MAX_CONNS")); err == nil && n > 0 {
		return n
	}
	return max(4, 4*runtime.NumCPU())
}
