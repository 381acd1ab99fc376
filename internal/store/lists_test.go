package store_test

import (
	"context"
	"encoding/csv"
	"fmt"
	"io"
	"runtime"
	"slices"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/backoffice"
	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// walkList pages a list to its end with small pages and checks what a keyset list promises:
// every row of the export comes once, in the export's order, the order is the sort's with
// ties broken by id, and a page before the last is full.
func walkList[T any](t *testing.T, name string, limit int, asc bool, page func(after string) ([]T, string, error), export func(func(T) error) error,
	id func(T) int64, key func(T) string) int {
	t.Helper()
	var want []int64
	if err := export(func(r T) error { want = append(want, id(r)); return nil }); err != nil {
		t.Fatalf("%s: export: %v", name, err)
	}
	var got []T
	after := ""
	for pages := 0; ; pages++ {
		rows, next, err := page(after)
		if err != nil {
			t.Fatalf("%s: page %d: %v", name, pages, err)
		}
		got = append(got, rows...)
		if next == "" {
			break
		}
		if len(rows) != limit {
			t.Fatalf("%s: page %d before the last has %d rows", name, pages, len(rows))
		}
		if pages > 10_000 {
			t.Fatalf("%s: pages never end", name)
		}
		after = next
	}
	ids := make([]int64, len(got))
	seen := map[int64]bool{}
	for i, r := range got {
		ids[i] = id(r)
		if seen[ids[i]] {
			t.Fatalf("%s: row %d twice", name, ids[i])
		}
		seen[ids[i]] = true
		if i > 0 {
			a, b := key(got[i-1]), key(r)
			less := a < b || (a == b && ids[i-1] < ids[i])
			if less != asc {
				t.Fatalf("%s: row %d (%s, %d) before (%s, %d)", name, i, a, ids[i-1], b, ids[i])
			}
		}
	}
	if !slices.Equal(ids, want) {
		t.Fatalf("%s: paged %d rows, the export has %d (or another order)", name, len(ids), len(want))
	}
	return len(ids)
}

func pad(n int64) string { return fmt.Sprintf("%020d", n) }

// seedLists writes, over bulkBook's 300 orders, transfer and gateway repayments, complaints,
// audit rows, operators, borrowers and collection cases with heavy ties on every sort column.
func seedLists(t *testing.T, st *store.Store) {
	t.Helper()
	ctx := context.Background()
	bulkBook(t, st, 1, 300)
	for _, q := range []string{
		`INSERT INTO repayments (reference, order_id, user_id, method, amount, status, utr, created_at, updated_at)
			SELECT 'PAY-' || o.order_no, o.id, o.user_id, CASE WHEN o.id % 10 = 0 THEN 'gateway' ELSE 'transfer' END, 1000 * (o.id % 7),
				CASE o.id % 3 WHEN 0 THEN 'pending' WHEN 1 THEN 'succeeded' ELSE 'failed' END, 'UTR' || o.id, 1790000000000 + (o.id / 5) * 1000, 0 FROM orders o`,
		`INSERT INTO complaints (user_id, order_id, problem_type, detail, reply_by, replied_at, created_at, updated_at)
			SELECT o.user_id, o.id, o.id % 3, 'detail', CASE o.id % 4 WHEN 0 THEN '2026-11-20' WHEN 1 THEN '2026-11-25' ELSE '2026-11-30' END,
				CASE WHEN o.id % 2 = 0 THEN 1790000000000 ELSE 0 END, 1790000000000 + (o.id / 6) * 1000, 0 FROM orders o`,
		`INSERT INTO audit_log (operator_id, action, entity, entity_id, at)
			SELECT 0, CASE WHEN o.id % 3 = 0 THEN 'order.decide' ELSE 'order.waive' END, 'order', CAST(o.id % 9 AS TEXT), 1790000000000 + (o.id / 4) * 1000 FROM orders o`,
		`INSERT INTO operators (email, name, role, password_hash, disabled, created_at, updated_at)
			SELECT 'op' || o.id || '@x.ph', 'Agent ' || (o.id % 5), CASE WHEN o.id % 2 = 0 THEN 'agent' ELSE 'viewer' END, 'x', o.id % 3 / 2, 1790000000000 + (o.id / 3), 0
			FROM orders o WHERE o.id <= 60`,
		`INSERT INTO users (phone, name, created_at)
			SELECT '0999' || CAST(1000000 + o.id AS TEXT), 'Borrower ' || (o.id % 7), 1790000000000 + (o.id / 4) FROM orders o WHERE o.id <= 150`,
		`INSERT INTO collection_cases (order_id, agent_id, updated_at) SELECT o.id, o.id % 3, 0 FROM orders o WHERE o.status = 180`,
		`UPDATE orders SET written_off_day = '2026-11-21' WHERE id % 20 = 1`,
	} {
		if _, err := st.DB.ExecContext(ctx, q); err != nil {
			t.Fatalf("%v\n%s", err, q)
		}
	}
}

// TestStoreListsKeyset walks every back-office list, every sort, both directions, in pages of
// 7: no row lost or repeated, ties broken by id, the same rows and order as the CSV export;
// and checks each list's filters select exactly their rows.
func TestStoreListsKeyset(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		ctx := context.Background()
		today := loans.NewDate(2026, time.November, 22)
		st := storetest.Open(t, d, clock.NewFixed(today.Time()))
		seedLists(t, st)
		const lim = 7
		for _, asc := range []bool{true, false} {
			p := func(sort string) backoffice.Paging { return backoffice.Paging{Sort: sort, Asc: asc, Limit: lim} }
			for _, sort := range []string{"created", "amount"} {
				f := backoffice.TransferFilter{Paging: p(sort)}
				n := walkList(t, "transfers "+sort, lim, asc, func(after string) ([]backoffice.TransferRow, string, error) {
					f.After = after
					pg, err := st.Lists().TransferList(ctx, f)
					return pg.Rows, pg.Next, err
				}, func(each func(backoffice.TransferRow) error) error { return st.Lists().EachTransfer(ctx, f, each) },
					func(r backoffice.TransferRow) int64 { return r.ID },
					func(r backoffice.TransferRow) string {
						if sort == "amount" {
							return pad(r.Amount)
						}
						return pad(r.CreatedAt)
					})
				if n != 270 {
					t.Fatalf("transfers: %d rows, want the 270 transfers", n)
				}
			}
			for _, sort := range []string{"replyBy", "created"} {
				f := backoffice.ComplaintFilter{Paging: p(sort), Today: today}
				if n := walkList(t, "complaints "+sort, lim, asc, func(after string) ([]backoffice.ComplaintListRow, string, error) {
					f.After = after
					return st.Lists().ComplaintList(ctx, f)
				}, func(each func(backoffice.ComplaintListRow) error) error {
					return st.Lists().EachComplaint(ctx, f, each)
				},
					func(r backoffice.ComplaintListRow) int64 { return r.ID },
					func(r backoffice.ComplaintListRow) string {
						if sort == "created" {
							return pad(r.CreatedAt)
						}
						return r.ReplyBy
					}); n != 300 {
					t.Fatalf("complaints: %d rows", n)
				}
			}
			{
				f := backoffice.AuditListFilter{Paging: p("at")}
				if n := walkList(t, "audit", lim, asc, func(after string) ([]backoffice.AuditRow, string, error) {
					f.After = after
					pg, err := st.Lists().AuditList(ctx, f)
					return pg.Rows, pg.Next, err
				}, func(each func(backoffice.AuditRow) error) error { return st.Lists().EachAudit(ctx, f, each) },
					func(r backoffice.AuditRow) int64 { return r.ID }, func(r backoffice.AuditRow) string { return pad(r.At) }); n != 300 {
					t.Fatalf("audit: %d rows", n)
				}
			}
			for _, sort := range []string{"email", "name", "created", "lastLogin"} {
				f := backoffice.OperatorFilter{Paging: p(sort)}
				if n := walkList(t, "operators "+sort, lim, asc, func(after string) ([]admin.Operator, string, error) {
					f.After = after
					return st.Lists().OperatorList(ctx, f)
				}, func(each func(admin.Operator) error) error { return st.Lists().EachOperator(ctx, f, each) },
					func(r admin.Operator) int64 { return r.ID },
					func(r admin.Operator) string {
						switch sort {
						case "name":
							return r.Name
						case "created":
							return pad(r.CreatedAt)
						case "lastLogin":
							return pad(r.LastLoginAt)
						}
						return r.Email
					}); n != 60 {
					t.Fatalf("operators: %d rows", n)
				}
			}
			for _, sort := range []string{"created", "name"} {
				f := backoffice.BorrowerFilter{Paging: p(sort)}
				if n := walkList(t, "borrowers "+sort, lim, asc, func(after string) ([]backoffice.BorrowerRow, string, error) {
					f.After = after
					pg, err := st.Lists().BorrowerList(ctx, f)
					return pg.Rows, pg.Next, err
				}, func(each func(backoffice.BorrowerRow) error) error { return st.Lists().EachBorrower(ctx, f, each) },
					func(r backoffice.BorrowerRow) int64 { return r.ID },
					func(r backoffice.BorrowerRow) string {
						if sort == "name" {
							return r.Name
						}
						return pad(r.CreatedAt)
					}); n != 152 {
					t.Fatalf("borrowers: %d rows", n)
				}
			}
			for _, sort := range []string{"overdue", "amount"} {
				f := backoffice.CollectionFilter{Paging: p(sort), Today: today}
				if n := walkList(t, "collections "+sort, lim, asc, func(after string) ([]backoffice.CollectionQueueRow, string, error) {
					f.After = after
					return st.Lists().CollectionList(ctx, f)
				}, func(each func(backoffice.CollectionQueueRow) error) error {
					return st.Lists().EachCollection(ctx, f, each)
				},
					func(r backoffice.CollectionQueueRow) int64 { return r.OrderID },
					func(r backoffice.CollectionQueueRow) string {
						if sort == "amount" {
							return pad(r.PayoffCents)
						}
						return r.OverdueSince
					}); n != 30 { // status 180 (i%4 = 1) and overdue (i%5 in 0, 1): i%20 in 1, 5
					t.Fatalf("collections: %d rows", n)
				}
			}
		}

		// Filters select exactly their rows.
		transfers := func(f backoffice.TransferFilter) (ids []int64) {
			t.Helper()
			if err := st.Lists().EachTransfer(ctx, f, func(r backoffice.TransferRow) error { ids = append(ids, r.OrderID); return nil }); err != nil {
				t.Fatal(err)
			}
			slices.Sort(ids)
			return ids
		}
		upto := func(n int, keep func(i int64) bool) (ids []int64) {
			for i := int64(1); i <= int64(n); i++ {
				if keep(i) {
					ids = append(ids, i)
				}
			}
			return ids
		}
		isTransfer := func(i int64) bool { return i%10 != 0 }
		for name, tc := range map[string]struct {
			f    backoffice.TransferFilter
			keep func(i int64) bool
		}{
			"pending":        {backoffice.TransferFilter{Statuses: []string{"pending"}}, func(i int64) bool { return isTransfer(i) && i%3 == 0 }},
			"reference":      {backoffice.TransferFilter{Search: "pay-t29"}, func(i int64) bool { return i == 29 || (i >= 290 && i <= 299 && isTransfer(i)) }},
			"utr":            {backoffice.TransferFilter{Search: "utr137"}, func(i int64) bool { return i == 137 }},
			"phone":          {backoffice.TransferFilter{Search: "0928 111"}, func(i int64) bool { return isTransfer(i) && i%2 == 0 }},
			"amount":         {backoffice.TransferFilter{MinAmount: 5000, MaxAmount: 6000}, func(i int64) bool { return isTransfer(i) && i%7 >= 5 }},
			"written off":    {backoffice.TransferFilter{WrittenOff: "only"}, func(i int64) bool { return isTransfer(i) && i%20 == 1 }},
			"not written of": {backoffice.TransferFilter{WrittenOff: "exclude", Statuses: []string{"failed"}}, func(i int64) bool { return isTransfer(i) && i%20 != 1 && i%3 == 2 }},
		} {
			if got, want := transfers(tc.f), upto(300, tc.keep); !slices.Equal(got, want) {
				t.Errorf("transfers %s: %v, want %v", name, got, want)
			}
		}
		complaintsOf := func(f backoffice.ComplaintFilter) (n int) {
			t.Helper()
			f.Today = today
			if err := st.Lists().EachComplaint(ctx, f, func(backoffice.ComplaintListRow) error { n++; return nil }); err != nil {
				t.Fatal(err)
			}
			return n
		}
		// open: odd ids (150); overdue: odd and reply-by 2026-11-20 (id%4 = 0): none are odd.
		if a, b, c, e := complaintsOf(backoffice.ComplaintFilter{State: "open"}), complaintsOf(backoffice.ComplaintFilter{State: "replied"}),
			complaintsOf(backoffice.ComplaintFilter{State: "overdue"}), complaintsOf(backoffice.ComplaintFilter{Type: 1, Search: "maria"}); a != 150 || b != 150 || c != 0 || e != 50 {
			t.Errorf("complaints: open %d, replied %d, overdue %d, type 1 of Maria %d", a, b, c, e)
		}
		pg, err := st.Lists().AuditList(ctx, backoffice.AuditListFilter{Search: "DECIDE", EntityID: "0", Paging: backoffice.Paging{Limit: 200}})
		if err != nil || len(pg.Rows) != 33 { // action order.decide (id%3 = 0) on entity 0 (id%9 = 0): 33 of 300
			t.Errorf("audit search: %d rows, %v", len(pg.Rows), err)
		}
		ops, _, err := st.Lists().OperatorList(ctx, backoffice.OperatorFilter{Search: "OP1", Roles: []string{"agent"}, Disabled: "exclude", Paging: backoffice.Paging{Limit: 200}})
		wantOps := 0
		for i := 1; i <= 60; i++ {
			s := fmt.Sprint(i)
			if s[0] == '1' && i%2 == 0 && i%3/2 == 0 {
				wantOps++
			}
		}
		if err != nil || len(ops) != wantOps {
			t.Errorf("operators: %d, want %d (%v)", len(ops), wantOps, err)
		}
		bp, err := st.Lists().BorrowerList(ctx, backoffice.BorrowerFilter{Search: "T300", Paging: backoffice.Paging{Limit: 10}}) // order T300 is Juan's
		if err != nil || len(bp.Rows) != 1 || bp.Rows[0].Name != "Juan dela Cruz" || bp.Rows[0].Loans != 150 || bp.Rows[0].WrittenOff != 0 {
			t.Errorf("borrower by order number: %+v %v", bp.Rows, err)
		}
		bp, err = st.Lists().BorrowerList(ctx, backoffice.BorrowerFilter{WrittenOff: "only", Overdue: true, Paging: backoffice.Paging{Limit: 10}})
		if err != nil || len(bp.Rows) != 1 || bp.Rows[0].Name != "Maria Santos" || bp.Rows[0].WrittenOff != 15 {
			t.Errorf("borrowers with a written-off loan: %+v %v", bp.Rows, err)
		}
		bp, err = st.Lists().BorrowerList(ctx, backoffice.BorrowerFilter{Search: "+6399910001", Paging: backoffice.Paging{Limit: 100}})
		if err != nil || len(bp.Rows) != 51 { // 09991000100 .. 09991000150
			t.Errorf("borrowers by partial phone: %d %v", len(bp.Rows), err)
		}
		queue := func(f backoffice.CollectionFilter) (ids []int64) {
			t.Helper()
			f.Today = today
			f.Me = 2
			if err := st.Lists().EachCollection(ctx, f, func(r backoffice.CollectionQueueRow) error { ids = append(ids, r.OrderID); return nil }); err != nil {
				t.Fatal(err)
			}
			slices.Sort(ids)
			return ids
		}
		inQueue := func(i int64) bool { return i%20 == 1 || i%20 == 5 }
		for name, tc := range map[string]struct {
			f    backoffice.CollectionFilter
			keep func(i int64) bool
		}{
			"8-30":        {backoffice.CollectionFilter{MinDPD: 8, MaxDPD: 30}, func(i int64) bool { return i%20 == 5 }},
			"1-7":         {backoffice.CollectionFilter{MinDPD: 1, MaxDPD: 7}, func(i int64) bool { return i%20 == 1 }},
			"agent me":    {backoffice.CollectionFilter{Agent: "me"}, func(i int64) bool { return inQueue(i) && i%3 == 2 }},
			"agent none":  {backoffice.CollectionFilter{Agent: "none"}, func(i int64) bool { return inQueue(i) && i%3 == 0 }},
			"agent 1":     {backoffice.CollectionFilter{Agent: "1"}, func(i int64) bool { return inQueue(i) && i%3 == 1 }},
			"written off": {backoffice.CollectionFilter{WrittenOff: "only"}, func(i int64) bool { return i%20 == 1 }},
			"search":      {backoffice.CollectionFilter{Search: "t10"}, func(i int64) bool { return inQueue(i) && (i == 10 || (i >= 100 && i <= 109)) }},
		} {
			if got, want := queue(tc.f), upto(300, tc.keep); !slices.Equal(got, want) {
				t.Errorf("collections %s: %v, want %v", name, got, want)
			}
		}
		days, err := st.Lists().OverdueDays(ctx)
		if err != nil || days["2026-11-01"].Count != 15 || days["2026-11-20"].Count != 15 {
			t.Errorf("overdue days: %+v %v", days, err)
		}
		// Bad sorts, cursors and sizes are refused, never a 500 nor a cut page.
		for name, err := range map[string]error{
			"sort": func() error {
				_, err := st.Lists().TransferList(ctx, backoffice.TransferFilter{Paging: backoffice.Paging{Sort: "utr"}})
				return err
			}(),
			"cursor": func() error {
				_, _, err := st.Lists().ComplaintList(ctx, backoffice.ComplaintFilter{Paging: backoffice.Paging{After: "bad"}})
				return err
			}(),
			"limit": func() error {
				_, err := st.Lists().AuditList(ctx, backoffice.AuditListFilter{Paging: backoffice.Paging{Limit: 201}})
				return err
			}(),
			"status": func() error {
				_, err := st.Lists().TransferList(ctx, backoffice.TransferFilter{Statuses: []string{"x"}})
				return err
			}(),
			"agent": func() error {
				_, _, err := st.Lists().CollectionList(ctx, backoffice.CollectionFilter{Agent: "x"})
				return err
			}(),
			"role": func() error {
				_, _, err := st.Lists().OperatorList(ctx, backoffice.OperatorFilter{Roles: []string{"x"}})
				return err
			}(),
		} {
			if err == nil {
				t.Errorf("bad %s: no error", name)
			}
		}
	})
}

// TestStoreListExportsMemoryFlat streams 100,000 rows of the transfer, audit and borrower
// exports each into a CSV writer: the live heap while rows stream (sampled every 20,000 rows
// and after the last) stays within 4 MB of what it was before (holding the rows would take
// tens of MB).
func TestStoreListExportsMemoryFlat(t *testing.T) {
	if testing.Short() {
		t.Skip("100k rows")
	}
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		ctx := context.Background()
		today := loans.NewDate(2026, time.November, 22)
		st := storetest.Open(t, d, clock.NewFixed(today.Time()))
		const n = 100_000
		bulkBook(t, st, 1, n)
		for _, q := range []string{
			`INSERT INTO repayments (reference, order_id, user_id, method, amount, status, utr, created_at, updated_at)
				SELECT 'PAY-' || o.order_no, o.id, o.user_id, 'transfer', 1000 * (o.id % 7), 'pending', 'UTR' || o.id, o.created_at, 0 FROM orders o`,
			`INSERT INTO audit_log (operator_id, action, entity, entity_id, before_json, after_json, at)
				SELECT 0, 'order.decide', 'order', CAST(o.id AS TEXT), '{"status":21}', '{"status":170}', o.created_at FROM orders o`,
			`INSERT INTO users (phone, name, created_at) SELECT '0999' || CAST(1000000 + o.id AS TEXT), 'Borrower ' || o.id, o.created_at FROM orders o WHERE o.id <= ` + fmt.Sprint(n-2),
		} {
			if _, err := st.DB.ExecContext(ctx, q); err != nil {
				t.Fatal(err)
			}
		}
		heap := func() uint64 {
			runtime.GC()
			var m runtime.MemStats
			runtime.ReadMemStats(&m)
			return m.HeapAlloc
		}
		for _, tc := range []struct {
			name string
			run  func(each func(fields ...any) error) error
		}{
			{"transfers", func(each func(...any) error) error {
				return st.Lists().EachTransfer(ctx, backoffice.TransferFilter{}, func(r backoffice.TransferRow) error {
					return each(r.Reference, r.Name, r.Phone, r.Amount, r.Status, r.UTR)
				})
			}},
			{"audit", func(each func(...any) error) error {
				return st.Lists().EachAudit(ctx, backoffice.AuditListFilter{}, func(e backoffice.AuditRow) error { return each(e.ID, e.Action, e.EntityID, e.Before, e.After) })
			}},
			{"borrowers", func(each func(...any) error) error {
				return st.Lists().EachBorrower(ctx, backoffice.BorrowerFilter{}, func(b backoffice.BorrowerRow) error { return each(b.ID, b.Name, b.Phone, b.Loans, b.Owed) })
			}},
		} {
			w := csv.NewWriter(io.Discard)
			var rows int
			var peak uint64
			before := heap()
			err := tc.run(func(fields ...any) error {
				rows++
				if rows%20_000 == 0 {
					peak = max(peak, heap())
				}
				rec := make([]string, len(fields))
				for i, f := range fields {
					rec[i] = fmt.Sprint(f)
				}
				return w.Write(rec)
			})
			if err != nil {
				t.Fatal(err)
			}
			peak = max(peak, heap())
			if rows != n {
				t.Fatalf("%s: exported %d rows, want %d", tc.name, rows, n)
			}
			growth := int64(peak) - int64(before)
			t.Logf("%s %s: live heap before %d KB, peak while streaming %d KB (growth %d KB)", d, tc.name, before/1024, peak/1024, growth/1024)
			if growth > 4<<20 {
				t.Fatalf("%s: the export's memory grows with the rows: %d KB more after %d rows", tc.name, growth/1024, n)
			}
		}
	})
}
