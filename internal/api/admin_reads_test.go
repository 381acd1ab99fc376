package api

import (
	"context"
	"encoding/csv"
	"encoding/json"
	"strings"
	"testing"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// withReason adds the reason a personal-data read needs to a back-office path.
func withReason(path string) string {
	if strings.Contains(path, "?") {
		return path + "&reason=test+export"
	}
	return path + "?reason=test+export"
}

// readEntries are the audit entries of one action, oldest first: operator, entity id, after.
func readEntries(t *testing.T, h *adminHarness, action string) []admin.Entry {
	t.Helper()
	rows, err := h.st.Query(context.Background(), `SELECT operator_id, entity_id, after_json, at FROM audit_log WHERE action = $1 ORDER BY id`, action)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var out []admin.Entry
	for rows.Next() {
		var e admin.Entry
		var after string
		if err := rows.Scan(&e.OperatorID, &e.EntityID, &after, &e.At); err != nil {
			t.Fatal(err)
		}
		var m map[string]any
		if err := json.Unmarshal([]byte(after), &m); err != nil {
			t.Fatal(err)
		}
		e.After = m
		out = append(out, e)
	}
	return out
}

// TestPersonalReadsAudited: the borrower 360 page and a CSV export are personal-data reads:
// without a reason they answer admin_reason_required and leave nothing (no file, no entry);
// with one, each leaves an audit entry naming who, when, what (the borrower; the list, its
// filter and row count) and the reason, and the audit chain stays whole.
func TestPersonalReadsAudited(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newAdminHarness(t, d)
		ctx := context.Background()
		o, err := h.st.Loans().LoanOrderByID(ctx, h.orderIn(int(loans.StatusOverdue)))
		if err != nil {
			t.Fatal(err)
		}
		agent := h.as(admin.RoleAgent)
		path := "/admin/api/borrowers/" + itoa(o.UserID)
		for _, q := range []string{"", "?reason=", "?reason=++", "?reason=" + strings.Repeat("x", 201)} {
			if env := agent.get(path + q); env.Code != "admin_reason_required" {
				t.Fatalf("360 read %q: %+v", q, env)
			}
		}
		if n := len(readEntries(t, h, admin.ReadBorrower)); n != 0 {
			t.Fatalf("%d entries for refused reads", n)
		}
		if env := agent.get(path + "?reason=" + "customer+called+about+her+loan"); env.Code != "0" {
			t.Fatalf("360 read: %+v", env)
		}
		reads := readEntries(t, h, admin.ReadBorrower)
		if len(reads) != 1 || reads[0].OperatorID != h.ops[admin.RoleAgent].ID || reads[0].EntityID != itoa(o.UserID) || reads[0].At == 0 ||
			reads[0].After.(map[string]any)["reason"] != "customer called about her loan" {
			t.Fatalf("360 read entry: %+v", reads)
		}

		super := h.as(admin.RoleSupervisor)
		if rec := rawGet(h, super, "/admin/api/loans.csv?status=180"); rec.Code == 200 && strings.HasPrefix(rec.Header().Get("Content-Type"), "text/csv") {
			t.Fatal("an export without a reason answered a file")
		}
		if n := len(readEntries(t, h, admin.ReadExport)); n != 0 {
			t.Fatalf("%d entries for a refused export", n)
		}
		rec := rawGet(h, super, "/admin/api/loans.csv?status=180&reason=month-end+overdue+review")
		body := rec.Body.String()
		rows, err := csv.NewReader(strings.NewReader(body)).ReadAll()
		if rec.Code != 200 || err != nil || len(rows) < 2 {
			t.Fatalf("export: %d %v %d rows: %s", rec.Code, err, len(rows), body)
		}
		exports := readEntries(t, h, admin.ReadExport)
		if len(exports) != 1 {
			t.Fatalf("export entries: %+v", exports)
		}
		after := exports[0].After.(map[string]any)
		filter, _ := after["filter"].(map[string]any)
		if exports[0].OperatorID != h.ops[admin.RoleSupervisor].ID || exports[0].EntityID != "loans" || after["reason"] != "month-end overdue review" ||
			after["rows"] != float64(len(rows)-1) || filter["status"] != "180" || filter["reason"] != nil {
			t.Fatalf("export entry: %+v", exports[0])
		}
		c, err := h.st.VerifyAuditChain(ctx)
		if err != nil || c.Break != nil {
			t.Fatalf("audit chain: %v %v", c.Break, err)
		}
	})
}
