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

	"github.com/pautang/pautang/internal/backoffice"
	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// bulkBook writes n orders numbered from first (order no "T<i>") for two borrowers, Maria
// Santos (09171234001, odd i) and Juan dela Cruz (09281112222, even i), with one SQL
// statement: created_at ties every 3 orders, amounts, due days and overdue days repeat, so
// every sort column has ties that the id must break.
func bulkBook(t testing.TB, st *store.Store, first, n int) {
	t.Helper()
	ctx := context.Background()
	var uids [2]int64
	for i, u := range []struct{ phone, name string }{{"09281112222", "Juan dela Cruz"}, {"09171234001", "Maria Santos"}} {
		id, _, err := st.Users().UpsertUser(ctx, u.phone)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := st.DB.ExecContext(ctx, `UPDATE users SET name = $1 WHERE id = $2`, u.name, id); err != nil {
			t.Fatal(err)
		}
		uids[i] = id
	}
	pid, err := st.Catalog().UpsertProduct(ctx, store.ProductRow{Code: "BULK", Name: "Bulk 61", MinAmount: 100000, MaxAmount: 2000000, TermDays: 61, Periods: 1, Rules: "{}", Enabled: true})
	if err != nil {
		t.Fatal(err)
	}
	_, err = st.DB.ExecContext(ctx, `INSERT INTO orders (order_no, user_id, product_id, amount, periods, term_days, status, due_date, overdue_since, payoff_cents, created_at, updated_at)
		WITH RECURSIVE g(i) AS (SELECT CAST($1 AS INTEGER) UNION ALL SELECT i + 1 FROM g WHERE i < CAST($2 AS INTEGER))
		SELECT 'T' || i, CASE WHEN i % 2 = 1 THEN CAST($3 AS BIGINT) ELSE CAST($4 AS BIGINT) END, CAST($5 AS BIGINT), 100000 + ((i % 100) * 7919 % 100) * 1000, 1, 61,
			CASE i % 4 WHEN 0 THEN 170 WHEN 1 THEN 180 WHEN 2 THEN 200 ELSE 110 END,
			CASE i % 3 WHEN 0 THEN '2026-12-01' WHEN 1 THEN '2026-12-15' ELSE '' END,
			CASE i % 5 WHEN 0 THEN '2026-11-01' WHEN 1 THEN '2026-11-20' ELSE '' END,
			(i % 3) * 50000, 1790000000000 + CAST(i / 3 AS BIGINT) * 60000, 1790000000000
		FROM g`, first, first+n-1, uids[1], uids[0], pid)
	if err != nil {
		t.Fatal(err)
	}
}

// sortValue is what a row is ordered by.
func sortValue(o backoffice.LoanListRow, sort backoffice.LoanSort) string {
	switch sort {
	case "amount":
		return fmt.Sprintf("%020d", o.Amount)
	case "due":
		return o.DueDate
	case "payoff":
		return fmt.Sprintf("%020d", o.PayoffCents)
	}
	return fmt.Sprintf("%020d", o.CreatedAt)
}

// TestStoreLoanListKeyset walks every sort in both directions page by page: each row comes
// once, in order (ties broken by id), none is lost, even with orders added mid-walk; filters
// and searches by partial name, phone and order number select exactly their rows.
func TestStoreLoanListKeyset(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		ctx := context.Background()
		today := loans.NewDate(2026, time.November, 22)
		st := storetest.Open(t, d, clock.NewFixed(today.Time()))
		const n = 700
		bulkBook(t, st, 1, n)
		for _, sort := range []backoffice.LoanSort{"created", "amount", "due", "payoff"} {
			for _, asc := range []bool{true, false} {
				f := backoffice.LoanListFilter{Sort: sort, Asc: asc, Limit: 37, Today: today}
				var got []backoffice.LoanListRow
				seen := map[int64]bool{}
				for pages := 0; ; pages++ {
					page, err := st.Lists().LoanList(ctx, f)
					if err != nil {
						t.Fatal(err)
					}
					for _, o := range page.Rows {
						if o.ID <= n && seen[o.ID] {
							t.Fatalf("%s asc=%v: order %d twice", sort, asc, o.ID)
						}
						seen[o.ID] = true
						got = append(got, o)
					}
					if pages == 3 && sort == "created" && !asc {
						bulkBook(t, st, 100_000, 5) // newer orders: before the cursor, never repeat anything
					}
					if page.Next == "" {
						break
					}
					if len(page.Rows) != 37 {
						t.Fatalf("a page before the last has %d rows", len(page.Rows))
					}
					f.After = page.Next
				}
				for i := 1; i <= n; i++ {
					if !seen[int64(i)] {
						t.Fatalf("%s asc=%v: order %d never listed (%d rows)", sort, asc, i, len(got))
					}
				}
				for i := 1; i < len(got); i++ {
					a, b := sortValue(got[i-1], sort), sortValue(got[i], sort)
					less := a < b || (a == b && got[i-1].ID < got[i].ID)
					if less != asc {
						t.Fatalf("%s asc=%v: row %d (%s, %d) before (%s, %d)", sort, asc, i, a, got[i-1].ID, b, got[i].ID)
					}
				}
			}
		}
		count := func(f backoffice.LoanListFilter) (ids []int64) {
			t.Helper()
			f.Today = today
			if err := st.Lists().EachLoan(ctx, f, func(o backoffice.LoanListRow) error {
				if o.ID <= n { // not the orders added mid-walk
					ids = append(ids, o.ID)
				}
				return nil
			}); err != nil {
				t.Fatal(err)
			}
			return ids
		}
		want := func(keep func(i int) bool) (ids []int64) {
			for i := n; i >= 1; i-- {
				if keep(i) {
					ids = append(ids, int64(i))
				}
			}
			return ids
		}
		for name, tc := range map[string]struct {
			f    backoffice.LoanListFilter
			keep func(i int) bool
		}{
			"name":          {backoffice.LoanListFilter{Search: "aria SAN"}, func(i int) bool { return i%2 == 1 }},
			"phone 09":      {backoffice.LoanListFilter{Search: "0928-111"}, func(i int) bool { return i%2 == 0 }},
			"phone +63":     {backoffice.LoanListFilter{Search: "+63917123"}, func(i int) bool { return i%2 == 1 }},
			"phone tail":    {backoffice.LoanListFilter{Search: "4001"}, func(i int) bool { return i%2 == 1 }},
			"order no":      {backoffice.LoanListFilter{Search: "t69"}, func(i int) bool { return i == 69 || (i >= 690 && i <= 699) }},
			"like escaped":  {backoffice.LoanListFilter{Search: "%"}, func(int) bool { return false }},
			"status":        {backoffice.LoanListFilter{Statuses: []int{180, 110}}, func(i int) bool { return i%4 == 1 || i%4 == 3 }},
			"amount":        {backoffice.LoanListFilter{MinAmount: 150000, MaxAmount: 160000}, func(i int) bool { a := 100000 + (i%100*7919%100)*1000; return a >= 150000 && a <= 160000 }},
			"dpd 21+":       {backoffice.LoanListFilter{MinDPD: 21}, func(i int) bool { return i%5 == 0 }},
			"dpd 1-5":       {backoffice.LoanListFilter{MinDPD: 1, MaxDPD: 5}, func(i int) bool { return i%5 == 1 }},
			"name + status": {backoffice.LoanListFilter{Search: "juan", Statuses: []int{170}}, func(i int) bool { return i%4 == 0 }},
		} {
			got := count(tc.f)
			if w := want(tc.keep); !slices.Equal(got, w) {
				t.Errorf("%s: got %d rows, want %d", name, len(got), len(w))
			}
		}
		page, err := st.Lists().LoanList(ctx, backoffice.LoanListFilter{Search: "09171234001", Statuses: []int{180}, Sort: "created", Asc: true, Limit: 1, Today: today})
		if err != nil || len(page.Rows) != 1 || page.Rows[0].Name != "Maria Santos" || page.Rows[0].ID != 1 || page.Rows[0].DPD != 2 || page.Next == "" {
			t.Fatalf("full phone: %+v %v", page, err)
		}
		for _, bad := range []backoffice.LoanListFilter{{Sort: "name"}, {After: "nope"}, {Limit: 201}} {
			if _, err := st.Lists().LoanList(ctx, bad); err == nil {
				t.Errorf("%+v: got no error", bad)
			}
		}
	})
}

// TestStoreLoanExportMemoryFlat streams 100,000 loans into a CSV writer: the live heap while
// rows stream (sampled every 20,000 rows and after the last) stays within 4 MB of what it was
// before the export (holding the rows would take tens of MB).
func TestStoreLoanExportMemoryFlat(t *testing.T) {
	if testing.Short() {
		t.Skip("100k rows")
	}
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		ctx := context.Background()
		today := loans.NewDate(2026, time.November, 22)
		st := storetest.Open(t, d, clock.NewFixed(today.Time()))
		const n = 100_000
		bulkBook(t, st, 1, n)
		heap := func() uint64 {
			runtime.GC()
			var m runtime.MemStats
			runtime.ReadMemStats(&m)
			return m.HeapAlloc
		}
		w := csv.NewWriter(io.Discard)
		var rows int
		var peak uint64
		before := heap()
		err := st.Lists().EachLoan(ctx, backoffice.LoanListFilter{Today: today}, func(o backoffice.LoanListRow) error {
			rows++
			if rows%20_000 == 0 {
				peak = max(peak, heap())
			}
			return w.Write([]string{o.OrderNo, o.Name, o.Phone, o.ProductName, fmt.Sprint(o.Amount), o.DueDate, fmt.Sprint(o.DPD)})
		})
		if err != nil {
			t.Fatal(err)
		}
		peak = max(peak, heap())
		if rows != n {
			t.Fatalf("exported %d rows, want %d", rows, n)
		}
		growth := int64(peak) - int64(before)
		t.Logf("%s: live heap before %d KB, peak while streaming %d KB (growth %d KB)", d, before/1024, peak/1024, growth/1024)
		if growth > 4<<20 {
			t.Fatalf("the export's memory grows with the rows: %d KB more after %d rows", growth/1024, n)
		}
	})
}
