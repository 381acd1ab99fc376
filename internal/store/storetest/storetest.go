// Package storetest opens fresh databases for tests: SQLite always, and PostgreSQL when
// PAUTANG_TEST_DATABASE_URL is set (each test gets its own schema, dropped afterwards).
package storetest

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/store"
)

// Engines lists the engines to run a suite on.
func Engines() []store.Dialect {
	if os.Getenv("PAUTANG_TEST_DATABASE_URL") != "" {
		return []store.Dialect{store.SQLite, store.Postgres}
	}
	return []store.Dialect{store.SQLite}
}

// Open returns a migrated, empty store of the given engine, closed when the test ends: a copy
// of the migrated template (template.go), which is what running every migration would give.
func Open(t testing.TB, d store.Dialect, clk clock.Clock) *store.Store {
	t.Helper()
	if d == store.Postgres {
		if os.Getenv("PAUTANG_TEST_DATABASE_URL") == "" {
			t.Skip("PAUTANG_TEST_DATABASE_URL not set")
		}
		return openPostgres(t, clk)
	}
	return openSQLite(t, clk)
}

// OpenFresh returns a store migrated from empty by the runner itself, closed when the test
// ends: for tests that undo and redo migrations (a template's copy shares nothing with them,
// but a test of the runner should watch the runner build the schema).
func OpenFresh(t testing.TB, d store.Dialect, clk clock.Clock) *store.Store {
	t.Helper()
	var st *store.Store
	var err error
	if d == store.Postgres {
		st, err = store.Open(context.Background(), PostgresURL(t), "", clk, store.Options{MaxConns: 8})
	} else {
		st, err = store.Open(context.Background(), "", filepath.Join(t.TempDir(), "test.db"), clk, store.Options{CommitGroup: true})
	}
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	if _, err := st.Migrate(context.Background()); err != nil {
		t.Fatalf("storetest: migrate: %v", err)
	}
	return st
}

// Each runs fn as a subtest on every engine.
func Each(t *testing.T, fn func(t *testing.T, d store.Dialect)) {
	for _, d := range Engines() {
		t.Run(string(d), func(t *testing.T) { fn(t, d) })
	}
}
