package store_test

import (
	"context"
	"testing"

	"github.com/pautang/pautang/internal/backoffice"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/store"
)

// benchOtherLists answers pages of the other back-office lists over BenchmarkLoanList1M's
// 1,000,000 orders (it runs inside that benchmark, which owns the seeded store) and as many
// bank-transfer repayments: the collections queue by days past due and by amount (first page
// and 100 pages deep), a partial order number in the queue, the transfer desk by created and
// amount (first page and 900,000 rows deep), a partial reference search, and the loans list
// without the written-off loans. ns/op is one page.
func benchOtherLists(b *testing.B, st *store.Store, today loans.Date) {
	ctx := context.Background()
	var n int
	if err := st.DB.QueryRowContext(ctx, `SELECT COUNT(*) FROM repayments`).Scan(&n); err != nil {
		b.Fatal(err)
	}
	if n == 0 {
		if _, err := st.DB.ExecContext(ctx, `INSERT INTO repayments (reference, order_id, user_id, method, amount, status, utr, created_at, updated_at)
			SELECT 'PAY-' || o.order_no, o.id, o.user_id, 'transfer', 1000 * (o.id % 97), CASE WHEN o.id % 3 = 0 THEN 'pending' ELSE 'succeeded' END, 'UTR' || o.id, o.created_at, 0 FROM orders o`); err != nil {
			b.Fatal(err)
		}
		if _, err := st.DB.ExecContext(ctx, `ANALYZE`); err != nil {
			b.Fatal(err)
		}
	}
	walk := func(pages int, page func(after string) string) string {
		after := ""
		for range pages {
			if after = page(after); after == "" {
				b.Fatal("the walk ended early")
			}
		}
		return after
	}
	queue := func(sort string, pages int) func(b *testing.B) {
		f := backoffice.CollectionFilter{Paging: backoffice.Paging{Sort: sort, Asc: true, Limit: 200}, Today: today}
		f.After = walk(pages, func(after string) string {
			f.After = after
			_, next, err := st.Lists().CollectionList(ctx, f)
			if err != nil {
				b.Fatal(err)
			}
			return next
		})
		f.Limit = 50
		return func(b *testing.B) {
			for b.Loop() {
				if rows, _, err := st.Lists().CollectionList(ctx, f); err != nil || len(rows) == 0 {
					b.Fatalf("%v %d rows", err, len(rows))
				}
			}
		}
	}
	transfers := func(f backoffice.TransferFilter, pages int) func(b *testing.B) {
		f.Limit = 200
		f.After = walk(pages, func(after string) string {
			f.After = after
			p, err := st.Lists().TransferList(ctx, f)
			if err != nil {
				b.Fatal(err)
			}
			return p.Next
		})
		f.Limit = 50
		return func(b *testing.B) {
			for b.Loop() {
				if p, err := st.Lists().TransferList(ctx, f); err != nil || len(p.Rows) == 0 {
					b.Fatalf("%v %d rows", err, len(p.Rows))
				}
			}
		}
	}
	b.Run("collections/first-overdue", queue("overdue", 0))
	b.Run("collections/deep20k-overdue", queue("overdue", 100))
	b.Run("collections/deep20k-amount", queue("amount", 100))
	b.Run("collections/search-order-no", func(b *testing.B) {
		f := backoffice.CollectionFilter{Search: "T7777", Today: today, Paging: backoffice.Paging{Limit: 50}}
		for b.Loop() {
			if rows, _, err := st.Lists().CollectionList(ctx, f); err != nil || len(rows) == 0 {
				b.Fatalf("%v %d rows", err, len(rows))
			}
		}
	})
	b.Run("transfers/first-created", transfers(backoffice.TransferFilter{}, 0))
	b.Run("transfers/deep900k-created", transfers(backoffice.TransferFilter{}, 4500))
	b.Run("transfers/deep900k-amount", transfers(backoffice.TransferFilter{Paging: backoffice.Paging{Sort: "amount", Asc: true}}, 4500))
	b.Run("transfers/pending", transfers(backoffice.TransferFilter{Statuses: []string{"pending"}}, 0))
	b.Run("transfers/search-reference", transfers(backoffice.TransferFilter{Search: "pay-t77777"}, 0))
	b.Run("loans/not-written-off", func(b *testing.B) {
		for b.Loop() {
			if p, err := st.Lists().LoanList(ctx, backoffice.LoanListFilter{WrittenOff: "exclude", Today: today, Limit: 50}); err != nil || len(p.Rows) == 0 {
				b.Fatalf("%v", err)
			}
		}
	})
}
