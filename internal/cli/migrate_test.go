package cli

import (
	"context"
	"strings"
	"testing"

	"github.com/pautang/pautang/internal/config"
	"github.com/pautang/pautang/internal/store"
)

// `pautang migrate` and `pautang serve` stop with the store's message, non-zero, on a database
// whose applied migration differs from the binary's file or that a newer binary migrated.
func TestStartStopsOnMigrationMismatch(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("PAUTANG_DATA_DIR", dir)
	t.Setenv("PAUTANG_ADDR", "127.0.0.1:0")
	if code, _, errOut := runIn(t, "migrate"); code != 0 {
		t.Fatalf("first migrate: exit %d: %s", code, errOut)
	}
	cfg, err := config.Load()
	if err != nil {
		t.Fatal(err)
	}
	tamper := func(q string) {
		t.Helper()
		st, err := store.Open(context.Background(), "", cfg.SQLitePath(), nil, store.Options{})
		if err != nil {
			t.Fatal(err)
		}
		defer st.Close()
		if _, err := st.Exec(context.Background(), q); err != nil {
			t.Fatal(err)
		}
	}
	ms, err := store.Migrations()
	if err != nil {
		t.Fatal(err)
	}
	const recorded = "00000000000000000000000000000000000000000000000000000000000000aa"
	tamper(`UPDATE schema_migrations SET checksum = '` + recorded + `' WHERE version = 2`)
	for _, cmd := range []string{"migrate", "serve"} {
		code, _, errOut := runIn(t, cmd)
		if code == 0 {
			t.Fatalf("%s started on an edited migration", cmd)
		}
		for _, want := range []string{"0002_loans.sql", recorded, ms[1].Checksum(), "docs/store.md"} {
			if !strings.Contains(errOut, want) {
				t.Fatalf("%s: the message does not say %q: %s", cmd, want, errOut)
			}
		}
	}
	tamper(`UPDATE schema_migrations SET checksum = '` + ms[1].Checksum() + `' WHERE version = 2`)
	tamper(`INSERT INTO schema_migrations (version, name, applied_at, checksum) VALUES (9999, '9999_from_the_future.sql', 0, 'x')`)
	for _, cmd := range []string{"migrate", "serve"} {
		code, _, errOut := runIn(t, cmd)
		if code == 0 || !strings.Contains(errOut, "9999_from_the_future.sql") || !strings.Contains(errOut, "newer pautang") {
			t.Fatalf("%s on a database a newer binary migrated: exit %d: %s", cmd, code, errOut)
		}
	}
}
