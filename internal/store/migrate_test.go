package store_test

import (
	"context"
	"errors"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// embedded returns the binary's migrations plus extra ones (test files numbered 9000 and up).
func embedded(t *testing.T, extra ...string) []store.Migration {
	t.Helper()
	ms, err := store.Migrations()
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i+1 < len(extra); i += 2 {
		m, err := store.NewMigration(extra[i], extra[i+1])
		if err != nil {
			t.Fatal(err)
		}
		ms = append(ms, m)
	}
	return ms
}

// mismatch asserts err is Migrate's refusal and that its message holds every want.
func mismatch(t *testing.T, err error, want ...string) {
	t.Helper()
	var mm *store.MigrationMismatchError
	if !errors.As(err, &mm) {
		t.Fatalf("got %v, want a migration mismatch", err)
	}
	for _, w := range want {
		if !strings.Contains(err.Error(), w) {
			t.Fatalf("the refusal does not say %q:\n%v", w, err)
		}
	}
}

func count(t *testing.T, st *store.Store, q string, args ...any) int {
	t.Helper()
	var n int
	if err := st.QueryRow(context.Background(), q, args...).Scan(&n); err != nil {
		t.Fatalf("%s: %v", q, err)
	}
	return n
}

func tableExists(t *testing.T, st *store.Store, name string) bool {
	t.Helper()
	if st.Dialect == store.Postgres {
		return count(t, st, `SELECT COUNT(*) FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = $1`, name) == 1
	}
	return count(t, st, `SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name = $1`, name) == 1
}

// Every applied migration's row keeps the checksum of its file; a start against a database
// whose applied migration differs from the binary's file stops, naming it and both checksums,
// and migrates nothing.
func TestMigrateRefusesAnEditedMigration(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		ctx := context.Background()
		st := storetest.OpenFresh(t, d, clock.NewFixed(t0))
		ms := embedded(t)
		for _, m := range ms {
			var sum string
			if err := st.QueryRow(ctx, `SELECT checksum FROM schema_migrations WHERE version = $1`, m.Version).Scan(&sum); err != nil {
				t.Fatalf("%s: %v", m.Name, err)
			}
			if sum != m.Checksum() || len(sum) != 64 {
				t.Fatalf("%s recorded checksum %q, want %s", m.Name, sum, m.Checksum())
			}
		}

		// The file in the binary was edited after it was applied.
		edited := embedded(t, "9001_pending.sql", "CREATE TABLE pending_after_edit (id BIGINT);")
		var old store.Migration
		for i, m := range edited {
			if m.Version == 3 {
				old = m
				edited[i].SQL += "\n-- a comment added later\n"
			}
		}
		st.UseMigrations(edited)
		n, err := st.Migrate(ctx)
		mismatch(t, err, old.Name, old.Checksum(), edited[2].Checksum(), "new migration")
		if n != 0 || tableExists(t, st, "pending_after_edit") {
			t.Fatalf("a refused start applied %d migrations", n)
		}

		// The row in the database says another text was applied.
		st.UseMigrations(embedded(t))
		const recorded = "00000000000000000000000000000000000000000000000000000000000000aa"
		if _, err := st.Exec(ctx, `UPDATE schema_migrations SET checksum = $1 WHERE version = 2`, recorded); err != nil {
			t.Fatal(err)
		}
		_, err = st.Migrate(ctx)
		mismatch(t, err, "0002_loans.sql", recorded, ms[1].Checksum())
	})
}

// A migration applied in the database that the binary lacks (a newer binary ran) stops the
// start.
func TestMigrateRefusesAnUnknownAppliedMigration(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		ctx := context.Background()
		st := storetest.OpenFresh(t, d, clock.NewFixed(t0))
		ms := embedded(t)
		last := ms[len(ms)-1]
		st.UseMigrations(ms[:len(ms)-1])
		_, err := st.Migrate(ctx)
		mismatch(t, err, last.Name, "does not have it")
	})
}

// A database migrated before checksums were kept (no checksum column) gets the column and the
// embedded files' checksums at its next start (the baseline), and is held to them from then
// on.
func TestMigrateBaselinesOldRows(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		ctx := context.Background()
		st := storetest.OpenFresh(t, d, clock.NewFixed(t0))
		if _, err := st.Exec(ctx, `ALTER TABLE schema_migrations DROP COLUMN checksum`); err != nil {
			t.Fatal(err)
		}
		// The baseline is the text the binary has today, edited or not.
		ms := embedded(t)
		ms[4].SQL += "\n-- edited before checksums were kept\n"
		st.UseMigrations(ms)
		if n, err := st.Migrate(ctx); err != nil || n != 0 {
			t.Fatalf("baseline start: applied %d, %v", n, err)
		}
		for _, m := range ms {
			var sum string
			if err := st.QueryRow(ctx, `SELECT checksum FROM schema_migrations WHERE version = $1`, m.Version).Scan(&sum); err != nil || sum != m.Checksum() {
				t.Fatalf("%s: baseline %q, %v; want %s", m.Name, sum, err, m.Checksum())
			}
		}
		if n, err := st.Migrate(ctx); err != nil || n != 0 {
			t.Fatalf("start after the baseline: applied %d, %v", n, err)
		}
		st.UseMigrations(embedded(t)) // the text the baseline recorded is now the one held to
		_, err := st.Migrate(ctx)
		mismatch(t, err, ms[4].Name, ms[4].Checksum())
	})
}

// A file marked no-transaction runs statement by statement (on PostgreSQL, CREATE INDEX
// CONCURRENTLY, which fails inside a transaction); when it fails midway the statements before
// stay, it is not recorded, and the next start runs it again from the top. A transactional
// file that fails leaves nothing.
func TestMigrateNoTransaction(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		ctx := context.Background()
		st := storetest.OpenFresh(t, d, clock.NewFixed(t0))

		st.UseMigrations(embedded(t, "9001_tx.sql", "CREATE TABLE tx_items (id BIGINT);\nINSERT INTO no_such_table VALUES (1);\n"))
		if _, err := st.Migrate(ctx); err == nil || !strings.Contains(err.Error(), "9001_tx.sql") {
			t.Fatalf("a failing migration: %v", err)
		}
		if tableExists(t, st, "tx_items") {
			t.Fatal("a failed transactional migration left its table")
		}

		const body = store.NoTransactionMarker + `
CREATE TABLE IF NOT EXISTS notx_items (id BIGINT PRIMARY KEY, v TEXT);
DROP INDEX {{concurrently}} IF EXISTS notx_items_v;
CREATE INDEX {{concurrently}} IF NOT EXISTS notx_items_v ON notx_items (v);
`
		failing, err := store.NewMigration("9001_notx.sql", body+"INSERT INTO no_such_table VALUES (1);\n")
		if err != nil || !failing.NoTx {
			t.Fatalf("marker not read: %+v %v", failing, err)
		}
		st.UseMigrations(append(embedded(t), failing))
		if _, err := st.Migrate(ctx); err == nil || !strings.Contains(err.Error(), "no_such_table") {
			t.Fatalf("a failing no-transaction migration: %v", err)
		}
		if !tableExists(t, st, "notx_items") {
			t.Fatal("the statements before the failure were rolled back: the file ran in a transaction")
		}
		if c := count(t, st, `SELECT COUNT(*) FROM schema_migrations WHERE version = 9001`); c != 0 {
			t.Fatal("a failed migration was recorded")
		}

		fixed := embedded(t, "9001_notx.sql", body)
		st.UseMigrations(fixed)
		if n, err := st.Migrate(ctx); err != nil || n != 1 {
			t.Fatalf("rerun: applied %d, %v", n, err)
		}
		idx := `SELECT COUNT(*) FROM sqlite_master WHERE type = 'index' AND name = 'notx_items_v'`
		if d == store.Postgres {
			idx = `SELECT COUNT(*) FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
				WHERE c.relname = 'notx_items_v' AND c.relnamespace = current_schema()::regnamespace AND i.indisvalid`
		}
		if count(t, st, idx) != 1 {
			t.Fatal("the index of the no-transaction migration is missing")
		}
		if c := count(t, st, `SELECT COUNT(*) FROM schema_migrations WHERE version = 9001 AND checksum = $1`, fixed[len(fixed)-1].Checksum()); c != 1 {
			t.Fatal("the no-transaction migration was not recorded with its checksum")
		}
		if n, err := st.Migrate(ctx); err != nil || n != 0 {
			t.Fatalf("start after: applied %d, %v", n, err)
		}
	})
}

func TestNewMigrationMarker(t *testing.T) {
	for _, tt := range []struct {
		text string
		noTx bool
	}{
		{store.NoTransactionMarker + "\nCREATE TABLE x (id BIGINT);", true},
		{store.NoTransactionMarker + "  \r\nCREATE TABLE x (id BIGINT);", true},
		{"CREATE TABLE x (id BIGINT);\n" + store.NoTransactionMarker, false},
		{"-- pautang:no-transactions\nCREATE TABLE x (id BIGINT);", false},
	} {
		m, err := store.NewMigration("0100_x.sql", tt.text)
		if err != nil || m.NoTx != tt.noTx || m.Version != 100 {
			t.Fatalf("%q: %+v %v", tt.text, m, err)
		}
	}
	if _, err := store.NewMigration("x.sql", ""); err == nil {
		t.Fatal("a file without a number was taken")
	}
}

// Instances starting together on one PostgreSQL database apply each migration once: the
// advisory lock lets one migrate while the others wait, then they find everything applied.
func TestMigrateConcurrentStartsPostgres(t *testing.T) {
	u := storetest.PostgresURL(t)
	clk := clock.NewFixed(t0)
	ms := embedded(t,
		"9001_runs.sql", "CREATE TABLE migration_runs (n BIGINT);",
		// Not rerunnable on purpose: a second run would leave a second row.
		"9002_count.sql", store.NoTransactionMarker+"\nINSERT INTO migration_runs VALUES (1);")
	const n = 4
	var wg sync.WaitGroup
	applied := make([]int, n)
	errs := make([]error, n)
	stores := make([]*store.Store, n)
	for i := range n {
		stores[i] = storetest.OpenURL(t, u, clk)
		stores[i].UseMigrations(ms)
	}
	for i := range n {
		wg.Add(1)
		go func() { defer wg.Done(); applied[i], errs[i] = stores[i].Migrate(context.Background()) }()
	}
	wg.Wait()
	total := 0
	for i := range n {
		if errs[i] != nil {
			t.Fatalf("instance %d: %v", i, errs[i])
		}
		total += applied[i]
	}
	if total != len(ms) {
		t.Fatalf("%d migrations applied in all, want %d", total, len(ms))
	}
	if c := count(t, stores[0], `SELECT COUNT(*) FROM migration_runs`); c != 1 {
		t.Fatalf("the no-transaction migration ran %d times", c)
	}
	if c := count(t, stores[0], `SELECT COUNT(*) FROM schema_migrations`); c != len(ms) {
		t.Fatalf("%d rows in schema_migrations, want %d", c, len(ms))
	}
}

// The first start of an empty SQLite file creates the table with its checksum column.
func TestMigrateFreshSQLite(t *testing.T) {
	ctx := context.Background()
	st, err := store.Open(ctx, "", filepath.Join(t.TempDir(), "fresh.db"), clock.NewFixed(t0), store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	ms := embedded(t)
	if n, err := st.Migrate(ctx); err != nil || n != len(ms) {
		t.Fatalf("applied %d, %v", n, err)
	}
	if c := count(t, st, `SELECT COUNT(*) FROM schema_migrations WHERE checksum IS NOT NULL`); c != len(ms) {
		t.Fatalf("%d rows with a checksum, want %d", c, len(ms))
	}
}
