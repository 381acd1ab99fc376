package store

import (
	"context"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"fmt"
	"io/fs"
	"log/slog"
	"sort"
	"strconv"
	"strings"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

//go:embed migrations/*.sql
var migrationFS embed.FS

// NoTransactionMarker, as the first line of a migration file, makes the runner apply the file
// statement by statement outside a transaction (CREATE INDEX CONCURRENTLY on PostgreSQL cannot
// run inside one). Such a file must be safe to run again from its first statement: every
// statement uses IF NOT EXISTS / IF EXISTS (docs/store.md, "Migrations").
const NoTransactionMarker = "-- pautang:no-transaction"

// Migration is one numbered SQL file.
type Migration struct {
	Version int
	Name    string
	// SQL is the file's text as embedded; its checksum is what an applied migration is held to.
	SQL string
	// NoTx is set when the file starts with NoTransactionMarker.
	NoTx bool
}

// NewMigration reads a migration from its file name ("0038_what.sql") and text.
func NewMigration(name, text string) (Migration, error) {
	num, _, ok := strings.Cut(name, "_")
	if !ok {
		return Migration{}, fmt.Errorf("store: migration %s has no number prefix", name)
	}
	v, err := strconv.Atoi(num)
	if err != nil {
		return Migration{}, fmt.Errorf("store: migration %s: %w", name, err)
	}
	first, _, _ := strings.Cut(text, "\n")
	return Migration{Version: v, Name: name, SQL: text, NoTx: strings.TrimSpace(first) == NoTransactionMarker}, nil
}

// Checksum is the SHA-256 of the migration's text, in hex: the value schema_migrations keeps
// for every applied migration.
func (m Migration) Checksum() string {
	sum := sha256.Sum256([]byte(m.SQL))
	return hex.EncodeToString(sum[:])
}

// Migrations lists the embedded migrations in order.
func Migrations() ([]Migration, error) {
	entries, err := fs.ReadDir(migrationFS, "migrations")
	if err != nil {
		return nil, err
	}
	var out []Migration
	for _, e := range entries {
		b, err := migrationFS.ReadFile("migrations/" + e.Name())
		if err != nil {
			return nil, err
		}
		m, err := NewMigration(e.Name(), string(b))
		if err != nil {
			return nil, err
		}
		out = append(out, m)
	}
	return sortMigrations(out)
}

func sortMigrations(ms []Migration) ([]Migration, error) {
	sort.Slice(ms, func(i, j int) bool { return ms[i].Version < ms[j].Version })
	for i := 1; i < len(ms); i++ {
		if ms[i].Version == ms[i-1].Version {
			return nil, fmt.Errorf("store: two migrations numbered %d", ms[i].Version)
		}
	}
	return ms, nil
}

// MigrationMismatchError is the refusal to start on a database whose applied migrations are
// not this binary's: an applied file was edited since (its checksum differs), or the database
// has a migration this binary does not know (a newer binary migrated it). Nothing was
// migrated.
type MigrationMismatchError struct {
	// Problems has one sentence per migration, each naming it and saying what to do.
	Problems []string
}

func (e *MigrationMismatchError) Error() string {
	return "store: the database's applied migrations do not match this binary's, so it will not start " +
		"(docs/store.md, \"When a start stops on a migration\"):\n  - " + strings.Join(e.Problems, "\n  - ")
}

// render turns the few dialect tokens of the shared migration text into engine SQL; a line
// starting with {{postgres}} is for PostgreSQL only (a comment on SQLite).
func (s *Store) render(q string) string {
	if s.Dialect == Postgres {
		return strings.NewReplacer("{{pk}}", "BIGSERIAL PRIMARY KEY", "{{blob}}", "BYTEA", "{{postgres}}", "",
			"{{concurrently}}", "CONCURRENTLY").Replace(q)
	}
	return strings.NewReplacer("{{pk}}", "INTEGER PRIMARY KEY AUTOINCREMENT", "{{blob}}", "BLOB", "{{postgres}}", "-- ",
		"{{concurrently}}", "").Replace(q)
}

// appliedMigration is one row of schema_migrations.
type appliedMigration struct {
	name     string
	checksum string // "" for a row from before checksums were kept
}

// Migrate checks the applied migrations against this binary's, then applies every migration
// not yet applied: one transaction each, or statement by statement for a file marked
// NoTransactionMarker. It refuses (*MigrationMismatchError) a database where an applied
// migration's checksum differs from the embedded file or where a migration is applied that
// the binary lacks. A row applied before checksums were kept gets the embedded file's checksum
// (the baseline). River's tables follow (rivermigrate, river.go). On PostgreSQL a session
// advisory lock, held on one connection for the whole run, keeps two starting instances from
// migrating at once. Its key names the schema: the runs of two schemas of one database do not
// wait for each other, which a CREATE INDEX CONCURRENTLY needs (it waits for every older
// transaction of the database, so a run of another schema queued behind our lock would be a
// deadlock).
func (s *Store) Migrate(ctx context.Context) (applied int, err error) {
	list := s.migrations
	if list == nil {
		list = Migrations
	}
	ms, err := list()
	if err != nil {
		return 0, err
	}
	if ms, err = sortMigrations(append([]Migration(nil), ms...)); err != nil {
		return 0, err
	}
	run := s.Tx
	exec := func(ctx context.Context, q string, args ...any) error { _, err := s.Exec(ctx, q, args...); return err }
	var lockConn *pgxpool.Conn
	if s.pg != nil {
		conn, err := s.pg.Acquire(ctx)
		if err != nil {
			return 0, fmt.Errorf("store: unable to get connection: %w", err)
		}
		defer conn.Release()
		lockConn = conn
		if _, err := conn.Exec(ctx, `SELECT pg_advisory_lock(727271, hashtext(current_schema()))`); err != nil {
			return 0, fmt.Errorf("store: unable to lock migrations: %w", err)
		}
		defer conn.Exec(context.Background(), `SELECT pg_advisory_unlock(727271, hashtext(current_schema()))`)
		run = func(ctx context.Context, fn func(tx Querier) error) error {
			return pgx.BeginFunc(ctx, conn, func(tx pgx.Tx) error { return fn(pgTx{tx: tx}) })
		}
		exec = func(ctx context.Context, q string, args ...any) error {
			_, err := conn.Exec(ctx, q, args...)
			return err
		}
	}
	done := map[int]appliedMigration{}
	err = run(ctx, func(tx Querier) error {
		if err := s.migrationsTable(ctx, tx); err != nil {
			return err
		}
		return queryEach(ctx, tx, `SELECT version, name, COALESCE(checksum, '') FROM schema_migrations`, nil, func(r Row) error {
			var v int
			var a appliedMigration
			err := r.Scan(&v, &a.name, &a.checksum)
			done[v] = a
			return err
		})
	})
	if err != nil {
		return 0, fmt.Errorf("store: unable to read schema_migrations: %w", err)
	}
	if err := checkApplied(ms, done); err != nil {
		return 0, err
	}
	if err := s.baseline(ctx, run, ms, done); err != nil {
		return 0, err
	}
	for _, m := range ms {
		if _, ok := done[m.Version]; ok {
			continue
		}
		if m.NoTx {
			err = s.applyNoTx(ctx, exec, m)
		} else {
			err = run(ctx, func(tx Querier) error {
				if err := execScript(ctx, tx, s.render(m.SQL)); err != nil {
					return err
				}
				if _, err := tx.ExecContext(ctx, `INSERT INTO schema_migrations (version, name, applied_at, checksum) VALUES ($1, $2, $3, $4)`,
					m.Version, m.Name, s.Now(), m.Checksum()); err != nil {
					return fmt.Errorf("unable to record it: %w", err)
				}
				return nil
			})
		}
		if err != nil {
			return applied, fmt.Errorf("store: migration %s: %w", m.Name, err)
		}
		applied++
	}
	// River's tables (internal/jobs), by River's own migrator, still under the lock.
	if err := s.migrateRiver(ctx, lockConn); err != nil {
		return applied, err
	}
	// Audit rows from before the hash chain get their place in it (the embedded migrations
	// only: a test's own list may have no audit log).
	if s.migrations == nil {
		if n, err := s.ChainAuditBacklog(ctx); err != nil {
			return applied, err
		} else if n > 0 {
			slog.Info("audit rows chained", "rows", n)
		}
	}
	return applied, nil
}

// migrationsTable creates schema_migrations, or adds the checksum column to one from before
// checksums were kept. The runner owns this table; no migration file touches it.
func (s *Store) migrationsTable(ctx context.Context, tx Querier) error {
	if _, err := tx.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (version BIGINT PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL, checksum TEXT)`); err != nil {
		return fmt.Errorf("unable to create it: %w", err)
	}
	if s.Dialect == Postgres {
		if _, err := tx.ExecContext(ctx, `ALTER TABLE schema_migrations ADD COLUMN IF NOT EXISTS checksum TEXT`); err != nil {
			return fmt.Errorf("unable to add its checksum column: %w", err)
		}
		return nil
	}
	var has int
	if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM pragma_table_info('schema_migrations') WHERE name = 'checksum'`).Scan(&has); err != nil {
		return err
	}
	if has == 0 {
		if _, err := tx.ExecContext(ctx, `ALTER TABLE schema_migrations ADD COLUMN checksum TEXT`); err != nil {
			return fmt.Errorf("unable to add its checksum column: %w", err)
		}
	}
	return nil
}

// checkApplied holds every applied migration to the binary's file of the same number.
func checkApplied(ms []Migration, done map[int]appliedMigration) error {
	byVersion := make(map[int]Migration, len(ms))
	for _, m := range ms {
		byVersion[m.Version] = m
	}
	versions := make([]int, 0, len(done))
	for v := range done {
		versions = append(versions, v)
	}
	sort.Ints(versions)
	var problems []string
	for _, v := range versions {
		a := done[v]
		m, ok := byVersion[v]
		switch {
		case !ok:
			problems = append(problems, fmt.Sprintf("migration %s is applied in the database but this binary does not have it: "+
				"a newer pautang migrated this database; run that version or a newer one, never an older one", a.name))
		case a.checksum != "" && a.checksum != m.Checksum():
			problems = append(problems, fmt.Sprintf("migration %s was changed after it was applied: the database recorded "+
				"sha256 %s, this binary's file has sha256 %s; restore the file's applied text (git log -p on "+
				"internal/store/migrations/%s) and put the change in a new migration", m.Name, a.checksum, m.Checksum(), m.Name))
		}
	}
	if len(problems) > 0 {
		return &MigrationMismatchError{Problems: problems}
	}
	return nil
}

// baseline records the embedded checksum of every applied migration whose row has none (it was
// applied before checksums were kept): from then on that text is the one it is held to.
func (s *Store) baseline(ctx context.Context, run func(context.Context, func(Querier) error) error, ms []Migration, done map[int]appliedMigration) error {
	var missing []Migration
	for _, m := range ms {
		if a, ok := done[m.Version]; ok && a.checksum == "" {
			missing = append(missing, m)
		}
	}
	if len(missing) == 0 {
		return nil
	}
	err := run(ctx, func(tx Querier) error {
		for _, m := range missing {
			if _, err := tx.ExecContext(ctx, `UPDATE schema_migrations SET checksum = $1 WHERE version = $2 AND checksum IS NULL`,
				m.Checksum(), m.Version); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("store: unable to record the baseline checksums of applied migrations: %w", err)
	}
	slog.Info("store: recorded the checksum of migrations applied before checksums were kept (baseline)", "migrations", len(missing))
	return nil
}

// applyNoTx runs a no-transaction migration statement by statement, each committing on its
// own, and records it after the last one. A failure leaves the statements before it done and
// the migration unrecorded: the next start runs the file again from its first statement.
func (s *Store) applyNoTx(ctx context.Context, exec func(context.Context, string, ...any) error, m Migration) error {
	for _, stmt := range splitStatements(s.render(m.SQL)) {
		if err := exec(ctx, stmt); err != nil {
			return fmt.Errorf("(no transaction: the statements before this one stay done, and the next start runs the file again) %w\n%s", err, stmt)
		}
	}
	if err := exec(ctx, `INSERT INTO schema_migrations (version, name, applied_at, checksum) VALUES ($1, $2, $3, $4)`,
		m.Version, m.Name, s.Now(), m.Checksum()); err != nil {
		return fmt.Errorf("unable to record it: %w", err)
	}
	return nil
}

// execScript runs a file of statements separated by semicolons at line ends.
func execScript(ctx context.Context, tx Querier, script string) error {
	for _, stmt := range splitStatements(script) {
		if _, err := tx.ExecContext(ctx, stmt); err != nil {
			return fmt.Errorf("%w\n%s", err, stmt)
		}
	}
	return nil
}

func splitStatements(script string) []string {
	var out []string
	var cur strings.Builder
	for _, line := range strings.Split(script, "\n") {
		trimmed := strings.TrimSpace(line)
		if strings.HasPrefix(trimmed, "--") || trimmed == "" {
			continue
		}
		cur.WriteString(line)
		cur.WriteString("\n")
		if strings.HasSuffix(trimmed, ";") {
			out = append(out, strings.TrimSpace(cur.String()))
			cur.Reset()
		}
	}
	if s := strings.TrimSpace(cur.String()); s != "" {
		out = append(out, s)
	}
	return out
}
