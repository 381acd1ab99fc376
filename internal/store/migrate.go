package store

import (
	"context"
	"embed"
	"fmt"
	"io/fs"
	"sort"
	"strconv"
	"strings"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

//go:embed migrations/*.sql
var migrationFS embed.FS

// Migration is one numbered SQL file.
type Migration struct {
	Version int
	Name    string
	SQL     string
}

// Migrations lists the embedded migrations in order.
func Migrations() ([]Migration, error) {
	entries, err := fs.ReadDir(migrationFS, "migrations")
	if err != nil {
		return nil, err
	}
	var out []Migration
	for _, e := range entries {
		name := e.Name()
		num, _, ok := strings.Cut(name, "_")
		if !ok {
			return nil, fmt.Errorf("store: migration %s has no number prefix", name)
		}
		v, err := strconv.Atoi(num)
		if err != nil {
			return nil, fmt.Errorf("store: migration %s: %w", name, err)
		}
		b, err := migrationFS.ReadFile("migrations/" + name)
		if err != nil {
			return nil, err
		}
		out = append(out, Migration{Version: v, Name: name, SQL: string(b)})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Version < out[j].Version })
	for i := 1; i < len(out); i++ {
		if out[i].Version == out[i-1].Version {
			return nil, fmt.Errorf("store: two migrations numbered %d", out[i].Version)
		}
	}
	return out, nil
}

// render turns the few dialect tokens of the shared migration text into engine SQL; a line
// starting with {{postgres}} is for PostgreSQL only (a comment on SQLite).
func (s *Store) render(q string) string {
	if s.Dialect == Postgres {
		return strings.NewReplacer("{{pk}}", "BIGSERIAL PRIMARY KEY", "{{blob}}", "BYTEA", "{{postgres}}", "").Replace(q)
	}
	return strings.NewReplacer("{{pk}}", "INTEGER PRIMARY KEY AUTOINCREMENT", "{{blob}}", "BLOB", "{{postgres}}", "-- ").Replace(q)
}

// Migrate applies every migration not yet applied, one transaction each, then River's
// (rivermigrate, river.go). On PostgreSQL a
// session advisory lock, held on one connection for the whole run, keeps two starting
// instances from migrating at once.
func (s *Store) Migrate(ctx context.Context) (applied int, err error) {
	ms, err := Migrations()
	if err != nil {
		return 0, err
	}
	run := s.Tx
	var lockConn *pgxpool.Conn
	if s.pg != nil {
		conn, err := s.pg.Acquire(ctx)
		if err != nil {
			return 0, fmt.Errorf("store: unable to get connection: %w", err)
		}
		defer conn.Release()
		lockConn = conn
		if _, err := conn.Exec(ctx, `SELECT pg_advisory_lock(727271)`); err != nil {
			return 0, fmt.Errorf("store: unable to lock migrations: %w", err)
		}
		defer conn.Exec(context.Background(), `SELECT pg_advisory_unlock(727271)`)
		run = func(ctx context.Context, fn func(tx Querier) error) error {
			return pgx.BeginFunc(ctx, conn, func(tx pgx.Tx) error { return fn(pgTx{tx}) })
		}
	}
	done := map[int]bool{}
	err = run(ctx, func(tx Querier) error {
		if _, err := tx.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (version BIGINT PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)`); err != nil {
			return fmt.Errorf("store: unable to create schema_migrations: %w", err)
		}
		return queryEach(ctx, tx, `SELECT version FROM schema_migrations`, nil, func(r Row) error {
			var v int
			err := r.Scan(&v)
			done[v] = true
			return err
		})
	})
	if err != nil {
		return 0, fmt.Errorf("store: unable to read schema_migrations: %w", err)
	}
	for _, m := range ms {
		if done[m.Version] {
			continue
		}
		err := run(ctx, func(tx Querier) error {
			if err := execScript(ctx, tx, s.render(m.SQL)); err != nil {
				return err
			}
			if _, err := tx.ExecContext(ctx, `INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)`, m.Version, m.Name, s.Now()); err != nil {
				return fmt.Errorf("unable to record it: %w", err)
			}
			return nil
		})
		if err != nil {
			return applied, fmt.Errorf("store: migration %s: %w", m.Name, err)
		}
		applied++
	}
	// River's tables (internal/jobs), by River's own migrator, still under the lock.
	if err := s.migrateRiver(ctx, lockConn); err != nil {
		return applied, err
	}
	return applied, nil
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
