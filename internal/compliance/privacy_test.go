package compliance_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/compliance"
	"github.com/pautang/pautang/internal/seed"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// The export of the demo borrower holds every row of every table that names them: the test
// reads the schema itself, counts each table's rows of the borrower (by user, by their orders,
// by their phone) and holds the export to it; secrets' hashes and sealed values are withheld.
func TestExportHasEveryTableThatNamesTheBorrower(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		ctx := context.Background()
		clk := clock.NewFixed(time.Date(2026, 11, 27, 10, 0, 0, 0, clock.Manila))
		st := storetest.Open(t, d, clk)
		if _, err := seed.Run(ctx, st, clk, seed.Options{Demo: true}); err != nil {
			t.Fatal(err)
		}
		var uid int64
		var phone string
		if err := st.DB.QueryRowContext(ctx, `SELECT id, phone FROM users WHERE phone = $1`, seed.DemoPhone).Scan(&uid, &phone); err != nil {
			t.Fatal(err)
		}
		// A session and a login code, so the secret columns have something to withhold.
		if _, err := st.DB.ExecContext(ctx, `INSERT INTO sessions (token_hash, user_id, device_id, created_at, last_seen_at, expires_at) VALUES ('tokenhash-1', $1, 'dev', 1, 1, 2)`, uid); err != nil {
			t.Fatal(err)
		}
		if err := st.Users().SaveOutbox(ctx, phone, "sms", "Your code is 123456", "123456"); err != nil {
			t.Fatal(err)
		}
		// A risk rating: an AML record the borrower must never be told of.
		if _, err := st.DB.ExecContext(ctx, `INSERT INTO aml_risk_ratings (user_id, level, reasons, rated_at) VALUES ($1, 'high', '[]', 1)`, uid); err != nil {
			t.Fatal(err)
		}
		exp, err := (&compliance.Service{Store: st, Clock: clk}).ExportPerson(ctx, uid, admin.Entry{})
		if err != nil {
			t.Fatal(err)
		}
		q := `SELECT m.name, p.name FROM sqlite_master m JOIN pragma_table_info(m.name) p WHERE m.type = 'table'`
		if d == store.Postgres {
			q = `SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema()`
		}
		rows, err := st.DB.QueryContext(ctx, q)
		if err != nil {
			t.Fatal(err)
		}
		cols := map[string]map[string]bool{}
		for rows.Next() {
			var tbl, col string
			rows.Scan(&tbl, &col)
			if cols[tbl] == nil {
				cols[tbl] = map[string]bool{}
			}
			cols[tbl][col] = true
		}
		rows.Close()
		naming := 0
		for tbl, c := range cols {
			var where string
			var arg any = uid
			switch {
			case strings.HasPrefix(tbl, "river_") || tbl == "schema_migrations":
				continue
			case store.WithheldFromSubject(tbl):
				if len(exp.Tables[tbl]) != 0 {
					t.Errorf("%s: the export tells the borrower of an AML record", tbl)
				}
				continue
			case tbl == "users":
				where = "id = $1"
			case c["user_id"]:
				where = "user_id = $1"
			case c["order_id"]:
				where = "order_id IN (SELECT id FROM orders WHERE user_id = $1)"
			case c["phone"]:
				where, arg = "phone = $1", phone
			default:
				continue
			}
			var n int
			if err := st.DB.QueryRowContext(ctx, `SELECT COUNT(*) FROM `+tbl+` WHERE `+where, arg).Scan(&n); err != nil {
				t.Fatalf("%s: %v", tbl, err)
			}
			if len(exp.Tables[tbl]) != n {
				t.Errorf("%s: the export has %d rows, the borrower has %d", tbl, len(exp.Tables[tbl]), n)
			}
			if n > 0 {
				naming++
			}
		}
		for _, must := range []string{"users", "orders", "ledger_entries", "installments", "profile_fields", "complaints", "sessions", "sms_outbox"} {
			if len(exp.Tables[must]) == 0 {
				t.Errorf("the export has no %s", must)
			}
		}
		if naming < 8 {
			t.Fatalf("only %d tables name the demo borrower", naming)
		}
		body, _ := json.Marshal(exp)
		if strings.Contains(string(body), "tokenhash-1") {
			t.Error("the export carries a session's token hash")
		}
		if exp.Tables["sessions"][0]["token_hash"] != "(withheld)" || exp.Tables["sms_outbox"][len(exp.Tables["sms_outbox"])-1]["code"] != "(withheld)" {
			t.Errorf("secrets not withheld: %v / %v", exp.Tables["sessions"][0], exp.Tables["sms_outbox"])
		}
		var audits int
		st.DB.QueryRowContext(ctx, `SELECT COUNT(*) FROM audit_log WHERE action = 'privacy.export'`).Scan(&audits)
		if audits != 1 {
			t.Fatalf("audit rows %d", audits)
		}
	})
}
