package api

import (
	"context"
	"encoding/csv"
	"encoding/json"
	"net/url"
	"strings"
	"testing"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/backoffice"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// TestAdminListsPageAndExport pages every back-office list through the API two rows at a
// time to its end (no row twice), and checks its CSV export of the same filters has exactly
// those rows, in that order; bad parameters are refused, on the page and on the export.
func TestAdminListsPageAndExport(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newAdminHarness(t, d)
		ctx := context.Background()
		// Transfers, complaints and audit rows for every seeded order, one written off.
		for _, q := range []string{
			`INSERT INTO repayments (reference, order_id, user_id, method, amount, status, utr, created_at, updated_at)
				SELECT 'TRF-' || o.order_no, o.id, o.user_id, 'transfer', 1000 * (o.id % 3 + 1), CASE WHEN o.id % 2 = 0 THEN 'pending' ELSE 'succeeded' END, 'UTR' || o.id, o.created_at, 0 FROM orders o`,
			`INSERT INTO complaints (user_id, order_id, problem_type, detail, reply_by, created_at, updated_at)
				SELECT o.user_id, o.id, 1, 'Please call', '2026-12-01', o.created_at, 0 FROM orders o`,
			`INSERT INTO audit_log (operator_id, action, entity, entity_id, at) SELECT 0, 'test.seed', 'order', CAST(o.id AS TEXT), o.created_at FROM orders o`,
			`UPDATE orders SET written_off_day = '2026-11-01' WHERE id = (SELECT MIN(id) FROM orders WHERE status = 180)`,
		} {
			if _, err := h.st.DB.ExecContext(ctx, q); err != nil {
				t.Fatalf("%v\n%s", err, q)
			}
		}
		count := func(q string) int {
			var n int
			if err := h.st.DB.QueryRowContext(ctx, q).Scan(&n); err != nil {
				t.Fatal(err)
			}
			return n
		}
		op := h.as(admin.RoleAdmin)
		for _, tc := range []struct {
			path, key, idKey string
			want             int // rows the list must hold
			firstCol         string
		}{
			// The audit list first: every export adds its own audit entry.
			{"/audit", "entries", "id", count(`SELECT COUNT(*) FROM audit_log`), "id"},
			{"/audit?entity=order", "entries", "id", count(`SELECT COUNT(*) FROM audit_log WHERE entity = 'order'`), "id"},
			{"/orders?status=21", "orders", "id", count(`SELECT COUNT(*) FROM orders WHERE status = 21`), "order_no"},
			{"/orders?sort=amount&dir=asc", "orders", "id", count(`SELECT COUNT(*) FROM orders`), "order_no"},
			{"/orders?writtenOff=1", "orders", "id", 1, "order_no"},
			{"/transfers?all=1&sort=amount", "transfers", "id", count(`SELECT COUNT(*) FROM repayments WHERE method = 'transfer'`), "reference"},
			{"/transfers", "transfers", "id", count(`SELECT COUNT(*) FROM repayments WHERE method = 'transfer' AND status = 'pending'`), "reference"},
			{"/complaints?state=open&sort=created", "complaints", "id", count(`SELECT COUNT(*) FROM complaints WHERE replied_at = 0`), "id"},
			{"/operators?sort=name&dir=desc", "operators", "id", count(`SELECT COUNT(*) FROM operators`), "id"},
			{"/borrowers", "rows", "id", count(`SELECT COUNT(*) FROM users WHERE deleted_at IS NULL`), "id"},
			{"/collections?sort=amount", "cases", "orderId", count(`SELECT COUNT(*) FROM orders WHERE status = 180 AND overdue_since <> '' AND overdue_since < '` + h.clock.Now().Format("2006-01-02") + `'`), "order_no"},
			{"/collections?writtenOff=1", "cases", "orderId", 1, "order_no"},
		} {
			sep := "?"
			if strings.Contains(tc.path, "?") {
				sep = "&"
			}
			var ids []string
			seen := map[string]bool{}
			after := ""
			for pages := 0; ; pages++ {
				var page map[string]json.RawMessage
				op.get("/admin/api"+tc.path+sep+"limit=2&after="+url.QueryEscape(after)).into(t, &page)
				var rows []map[string]any
				if err := json.Unmarshal(page[tc.key], &rows); err != nil {
					t.Fatalf("%s: %v", tc.path, err)
				}
				for _, r := range rows {
					id, _ := json.Marshal(r[tc.idKey])
					if seen[string(id)] {
						t.Fatalf("%s: row %s twice", tc.path, id)
					}
					seen[string(id)] = true
					ids = append(ids, string(id))
				}
				var next string
				_ = json.Unmarshal(page["next"], &next)
				if next == "" {
					break
				}
				if len(rows) != 2 || pages > 1000 {
					t.Fatalf("%s: a page before the last has %d rows", tc.path, len(rows))
				}
				after = next
			}
			if len(ids) != tc.want || tc.want == 0 {
				t.Fatalf("%s: paged %d rows, want %d", tc.path, len(ids), tc.want)
			}
			base, query, _ := strings.Cut(tc.path, "?")
			rec := rawGet(h, op, withReason("/admin/api"+base+".csv?"+query))
			if rec.Code != 200 || !strings.HasPrefix(rec.Header().Get("Content-Type"), "text/csv") {
				t.Fatalf("%s export: %d %s", tc.path, rec.Code, rec.Body.String())
			}
			rows, err := csv.NewReader(rec.Body).ReadAll()
			if err != nil || len(rows) != 1+len(ids) || rows[0][0] != tc.firstCol {
				t.Fatalf("%s export: %d rows for %d listed (%v)", tc.path, len(rows), len(ids), err)
			}
		}
		// The orders export writes the written-off day; the queue marks the case.
		rec := rawGet(h, op, withReason("/admin/api/orders.csv?writtenOff=1"))
		rows, _ := csv.NewReader(rec.Body).ReadAll()
		if len(rows) != 2 || rows[0][11] != "written_off_day" || rows[1][11] != "2026-11-01" {
			t.Fatalf("written-off export: %v", rows)
		}
		var queue adminCollectionList
		op.get("/admin/api/collections?writtenOff=1").into(t, &queue)
		if len(queue.Cases) != 1 || queue.Cases[0].WrittenOffDay != "2026-11-01" || len(queue.Buckets) != 5 {
			t.Fatalf("written-off case: %+v", queue)
		}
		// A viewer reads masked phones, on the page and in the file.
		viewer := h.as(admin.RoleViewer)
		var borrowers backoffice.BorrowerPage
		viewer.get("/admin/api/borrowers?limit=200").into(t, &borrowers)
		rec = rawGet(h, viewer, withReason("/admin/api/borrowers.csv"))
		rows, _ = csv.NewReader(rec.Body).ReadAll()
		if len(borrowers.Rows) == 0 || len(rows) != len(borrowers.Rows)+1 {
			t.Fatalf("viewer borrowers: %d listed, %d in the file", len(borrowers.Rows), len(rows))
		}
		for i, b := range borrowers.Rows {
			if b.Phone != admin.PhoneFor(admin.RoleViewer, b.Phone) || !strings.Contains(b.Phone, "*") || rows[i+1][3] != b.Phone {
				t.Fatalf("viewer reads phone %q (file %q)", b.Phone, rows[i+1][3])
			}
		}
		for _, bad := range []string{"/transfers?sort=utr", "/transfers?status=lost", "/complaints?state=late", "/audit?limit=201", "/operators?role=boss",
			"/borrowers?after=xyz", "/collections?bucket=2-3", "/collections?agent=someone", "/orders?payout=all", "/orders?writtenOff=2", "/borrowers?from=today",
			"/orders?dir=up", "/complaints?q=" + strings.Repeat("x", 500)} {
			if env := op.get("/admin/api" + bad); env.Code != "invalid_params" {
				t.Errorf("%s: code %q", bad, env.Code)
			}
			base, query, _ := strings.Cut(bad, "?")
			if rec := rawGet(h, op, withReason("/admin/api"+base+".csv?"+query)); strings.HasPrefix(rec.Header().Get("Content-Type"), "text/csv") && !strings.Contains(bad, "after=") {
				t.Errorf("%s: the export answered a file", bad)
			}
		}
	})
}
