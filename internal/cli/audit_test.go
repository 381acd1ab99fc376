package cli

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// `pautang audit-verify` exits 0 on a clean chain and 1 naming the entry a direct SQL UPDATE
// changed, on both engines.
func TestAuditVerifyCommand(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		env := map[string]string{"PAUTANG_ADDR": "127.0.0.1:0"}
		if d == store.Postgres {
			env["DATABASE_URL"] = storetest.PostgresURL(t)
			env["PAUTANG_SECRET_KEY"] = "s3cret"
			env["PAUTANG_DATA_KEY"] = keyA
		}
		a, err := openWith(t, env) // sets the environment the command reads too
		if err != nil {
			t.Fatal(err)
		}
		ctx := context.Background()
		for i := 0; i < 5; i++ {
			if err := a.Store.AddAudit(ctx, admin.Entry{OperatorID: 1, Action: fmt.Sprintf("test.%d", i), Entity: "order", EntityID: "42", After: map[string]int{"i": i}}); err != nil {
				t.Fatal(err)
			}
		}
		code, out, errOut := runIn(t, "audit-verify")
		if code != 0 || !strings.Contains(out, "chain intact") {
			t.Fatalf("clean chain: exit %d: %s%s", code, out, errOut)
		}
		var id int64
		if err := a.Store.QueryRow(ctx, `SELECT id FROM audit_log WHERE action = 'test.2'`).Scan(&id); err != nil {
			t.Fatal(err)
		}
		if _, err := a.Store.Exec(ctx, `UPDATE audit_log SET entity_id = '43' WHERE id = $1`, id); err != nil {
			t.Fatal(err)
		}
		code, out, errOut = runIn(t, "audit-verify")
		if code != 1 || !strings.Contains(out, fmt.Sprintf("audit entry %d (", id)) {
			t.Fatalf("changed entry %d: exit %d: %s%s", id, code, out, errOut)
		}
	})
}
