package storetest

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/store"
)

// A test's store starts as a copy of a migrated template instead of running every migration
// again: on SQLite a database file, on PostgreSQL a template database (CREATE DATABASE ...
// TEMPLATE copies it in a fraction of the migrations' time). The template's name carries a
// hash of the migrations and of River's version, so a changed migration builds a new one; two
// test processes building the same template wait for each other on an advisory lock.

// timeZero is the clock of a template's migration (only schema_migrations.applied_at reads it).
var timeZero = time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)

// templateFormat is part of the templates' hash: raise it when the runner's Go code (migrate.go,
// river.go) changes what a migration writes, so stale templates are not reused.
const templateFormat = 1

// migrationsHash identifies what a migrated database holds.
var migrationsHash = sync.OnceValues(func() (string, error) {
	ms, err := store.Migrations()
	if err != nil {
		return "", err
	}
	h := sha256.New()
	fmt.Fprintf(h, "format %d\n", templateFormat)
	for _, m := range ms {
		fmt.Fprintf(h, "%d %s %d\n%s\n", m.Version, m.Name, len(m.SQL), m.SQL)
	}
	if bi, ok := debug.ReadBuildInfo(); ok {
		for _, d := range bi.Deps {
			if strings.HasPrefix(d.Path, "github.com/riverqueue/") {
				fmt.Fprintf(h, "%s %s\n", d.Path, d.Version)
			}
		}
	}
	return hex.EncodeToString(h.Sum(nil))[:16], nil
})

// sqliteTemplate returns the path of a migrated SQLite database file to copy, building it once.
var sqliteTemplate = sync.OnceValues(func() (string, error) {
	hash, err := migrationsHash()
	if err != nil {
		return "", err
	}
	path := filepath.Join(os.TempDir(), "pautang-test-template-"+hash+".db")
	if _, err := os.Stat(path); err == nil {
		return path, nil
	}
	dir, err := os.MkdirTemp("", "pautang-template-*")
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(dir)
	ctx := context.Background()
	tmp := filepath.Join(dir, "t.db")
	st, err := store.Open(ctx, "", tmp, clock.NewFixed(timeZero), store.Options{})
	if err != nil {
		return "", err
	}
	if _, err := st.Migrate(ctx); err != nil {
		st.Close()
		return "", err
	}
	// Closing the last connection checkpoints the write-ahead log into the file and removes it.
	st.Close()
	if fi, err := os.Stat(tmp + "-wal"); err == nil && fi.Size() > 0 {
		return "", fmt.Errorf("the template's write-ahead log was not checkpointed on close")
	}
	out := tmp
	// Rename is atomic: a concurrent process sees either no template or a whole one.
	staged := path + "." + randomSuffix()
	if err := copyFile(out, staged); err != nil {
		return "", err
	}
	if err := os.Rename(staged, path); err != nil {
		return "", err
	}
	return path, nil
})

// openSQLite opens a copy of the migrated template in the test's temporary folder.
func openSQLite(t testing.TB, clk clock.Clock) *store.Store {
	t.Helper()
	tmpl, err := sqliteTemplate()
	if err != nil {
		t.Fatalf("storetest: sqlite template: %v", err)
	}
	path := filepath.Join(t.TempDir(), "test.db")
	if err := copyFile(tmpl, path); err != nil {
		t.Fatal(err)
	}
	st, err := store.Open(context.Background(), "", path, clk, store.Options{CommitGroup: true})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return st
}

// pgTemplate returns the name of the migrated template database, building it once.
var pgTemplate = sync.OnceValues(func() (string, error) {
	hash, err := migrationsHash()
	if err != nil {
		return "", err
	}
	name := "pautang_tmpl_" + hash
	ctx := context.Background()
	admin, err := pgx.Connect(ctx, os.Getenv("PAUTANG_TEST_DATABASE_URL"))
	if err != nil {
		return "", err
	}
	defer admin.Close(ctx)
	if _, err := admin.Exec(ctx, `SELECT pg_advisory_lock(727272)`); err != nil {
		return "", err
	}
	defer admin.Exec(ctx, `SELECT pg_advisory_unlock(727272)`)
	var ready, exists bool
	err = admin.QueryRow(ctx, `SELECT true, datistemplate FROM pg_database WHERE datname = $1`, name).Scan(&exists, &ready)
	if err != nil && err != pgx.ErrNoRows {
		return "", err
	}
	if ready {
		return name, nil
	}
	if exists { // a build that died half-way
		if _, err := admin.Exec(ctx, `DROP DATABASE `+name+` WITH (FORCE)`); err != nil {
			return "", err
		}
	}
	if _, err := admin.Exec(ctx, `CREATE DATABASE `+name); err != nil {
		return "", err
	}
	st, err := store.Open(ctx, databaseURL(name), "", clock.NewFixed(timeZero), store.Options{MaxConns: 2})
	if err != nil {
		return "", err
	}
	_, err = st.Migrate(ctx)
	st.Close()
	if err != nil {
		return "", err
	}
	// Marked a template only once whole: the mark is what the next process checks.
	if _, err := admin.Exec(ctx, `ALTER DATABASE `+name+` IS_TEMPLATE true`); err != nil {
		return "", err
	}
	return name, nil
})

// openPostgres opens a fresh database copied from the migrated template, dropped when the test
// ends.
func openPostgres(t testing.TB, clk clock.Clock) *store.Store {
	t.Helper()
	tmpl, err := pgTemplate()
	if err != nil {
		t.Fatalf("storetest: postgres template: %v", err)
	}
	ctx := context.Background()
	admin, err := pgx.Connect(ctx, os.Getenv("PAUTANG_TEST_DATABASE_URL"))
	if err != nil {
		t.Fatal(err)
	}
	name := "t_" + randomSuffix()
	if _, err := admin.Exec(ctx, `CREATE DATABASE `+name+` TEMPLATE `+tmpl); err != nil {
		admin.Close(ctx)
		t.Fatalf("storetest: create database: %v", err)
	}
	t.Cleanup(func() {
		admin.Exec(context.Background(), `DROP DATABASE `+name+` WITH (FORCE)`)
		admin.Close(context.Background())
	})
	st, err := store.Open(ctx, databaseURL(name), "", clk, store.Options{MaxConns: 8})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return st
}

// databaseURL is PAUTANG_TEST_DATABASE_URL naming database name instead.
func databaseURL(name string) string {
	u, err := url.Parse(os.Getenv("PAUTANG_TEST_DATABASE_URL"))
	if err != nil {
		panic(err)
	}
	u.Path = "/" + name
	// A test database need not wait for the disk at each commit: a crash of the test server
	// loses the test, not the product's data (production keeps its own setting).
	q := u.Query()
	q.Set("synchronous_commit", "off")
	u.RawQuery = q.Encode()
	return u.String()
}

func randomSuffix() string {
	b := make([]byte, 6)
	rand.Read(b)
	return hex.EncodeToString(b)
}

func copyFile(from, to string) error {
	in, err := os.Open(from)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.Create(to)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}
