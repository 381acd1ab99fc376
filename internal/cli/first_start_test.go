package cli

import (
	"context"
	"regexp"
	"strings"
	"testing"

	"github.com/pautang/pautang/internal/config"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// A first start outside dev mode: `seed` writes the reference data and nothing demo (no
// borrower, order, product, channel or operator), `create-admin` makes the first
// administrator with a set-up link printed on its console and refuses a second one, and the
// link's operator has no password and no two-step key yet. On SQLite and on a fresh
// PostgreSQL schema.
func TestFirstStartOutsideDevMode(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		t.Setenv("PAUTANG_DATA_DIR", t.TempDir())
		t.Setenv("PAUTANG_ADDR", "127.0.0.1:0")
		t.Setenv("PAUTANG_PUBLIC_URL", "https://lender.example")
		t.Setenv("PAUTANG_DEV", "0")
		if d == store.Postgres {
			t.Setenv("DATABASE_URL", storetest.PostgresURL(t))
			t.Setenv("PAUTANG_SECRET_KEY", "first-start-secret")
			t.Setenv("PAUTANG_DATA_KEY", keyA)
		}
		if code, out, errOut := runIn(t, "seed"); code != 0 {
			t.Fatalf("seed: exit %d: %s %s", code, out, errOut)
		}
		cfg, err := config.Load()
		if err != nil {
			t.Fatal(err)
		}
		count := func(table string) int {
			t.Helper()
			a, err := Open(context.Background(), cfg)
			if err != nil {
				t.Fatal(err)
			}
			defer a.Close()
			var n int
			if err := a.Store.QueryRow(context.Background(), `SELECT COUNT(*) FROM `+table).Scan(&n); err != nil {
				t.Fatal(err)
			}
			return n
		}
		for _, table := range []string{"users", "orders", "products", "payment_channels", "operators", "complaints", "channel_templates"} {
			if n := count(table); n != 0 {
				t.Errorf("seed outside dev mode wrote %d rows into %s", n, table)
			}
		}
		if count("complaint_types") == 0 {
			t.Error("seed outside dev mode wrote no complaint types")
		}

		if code, _, _ := runIn(t, "create-admin"); code != 2 {
			t.Fatalf("create-admin without --email: exit %d, want 2", code)
		}
		code, out, errOut := runIn(t, "create-admin", "--email", "Owner@Lender.Example", "--name", "Olive Owner")
		if code != 0 {
			t.Fatalf("create-admin: exit %d: %s", code, errOut)
		}
		link := regexp.MustCompile(`https://lender\.example/admin/setup\?token=[A-Za-z0-9_-]{43}`).FindString(out)
		if link == "" || !strings.Contains(out, "owner@lender.example") {
			t.Fatalf("create-admin printed no set-up link: %q", out)
		}
		a, err := Open(context.Background(), cfg)
		if err != nil {
			t.Fatal(err)
		}
		op, found, err := a.Store.Operators().OperatorByEmail(context.Background(), "owner@lender.example")
		a.Close()
		if err != nil || !found || op.Role != "admin" || op.PasswordHash != "" || op.TOTP || !op.SetupPending {
			t.Fatalf("the first administrator: %+v %v %v", op, found, err)
		}
		if code, _, errOut := runIn(t, "create-admin", "--email", "second@lender.example"); code == 0 || count("operators") != 1 {
			t.Fatalf("a second create-admin: exit %d (%s), %d operators", code, errOut, count("operators"))
		}
	})
}
