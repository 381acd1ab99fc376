package store_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/backoffice"
	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// BenchmarkLoanList1M answers pages of the loans list over 1,000,000 orders on PostgreSQL
// (PAUTANG_TEST_DATABASE_URL): the first page, a page 900,000 rows deep (its cursor found by
// walking there once), both by created and by amount, with a status filter, and searches by
// partial phone, name and order number; then the other lists (benchOtherLists). Each page is
// one query; ns/op is one page.
//
//	PAUTANG_TEST_DATABASE_URL=... go test ./internal/store -run '^$' -bench LoanList1M -benchtime 50x
func BenchmarkLoanList1M(b *testing.B) {
	st, today := bench1M(b)
	ctx := context.Background()
	deep := func(f backoffice.LoanListFilter) string { // the cursor 900,000 rows in, jumped to by a big page walk
		f.Limit = 200
		for range 900_000 / 200 {
			p, err := st.Lists().LoanList(ctx, f)
			if err != nil || p.Next == "" {
				b.Fatalf("walk: %v", err)
			}
			f.After = p.Next
		}
		return f.After
	}
	cases := []struct {
		name string
		f    backoffice.LoanListFilter
		deep bool
	}{
		{"first/created", backoffice.LoanListFilter{}, false},
		{"deep900k/created", backoffice.LoanListFilter{}, true},
		{"first/amount-asc", backoffice.LoanListFilter{Sort: "amount", Asc: true}, false},
		{"deep900k/amount-asc", backoffice.LoanListFilter{Sort: "amount", Asc: true}, true},
		{"first/status-overdue", backoffice.LoanListFilter{Statuses: []int{180}}, false},
		{"first/dpd21+", backoffice.LoanListFilter{MinDPD: 21}, false},
		{"search/phone-part", backoffice.LoanListFilter{Search: "0917123"}, false},
		{"search/name-part", backoffice.LoanListFilter{Search: "ria san"}, false},
		{"search/order-no", backoffice.LoanListFilter{Search: "T777777"}, false},
	}
	for _, c := range cases {
		c.f.Today, c.f.Limit = today, 50
		if c.deep {
			c.f.After = deep(c.f)
		}
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				p, err := st.Lists().LoanList(ctx, c.f)
				if err != nil || len(p.Rows) == 0 {
					b.Fatalf("%v %d rows", err, len(p.Rows))
				}
			}
		})
	}
	benchOtherLists(b, st, today)
}

var (
	bench1MOnce  sync.Once
	bench1MStore *store.Store
)

// bench1M is one PostgreSQL store holding 1,000,000 orders, seeded once per process.
func bench1M(b *testing.B) (*store.Store, loans.Date) {
	today := loans.NewDate(2026, time.November, 22)
	bench1MOnce.Do(func() {
		st := storetest.Open(b, store.Postgres, clock.NewFixed(today.Time()))
		for i := 0; i < 1_000_000; i += 100_000 {
			bulkBook(b, st, i+1, 100_000)
		}
		if _, err := st.DB.ExecContext(context.Background(), `ANALYZE`); err != nil {
			b.Fatal(err)
		}
		bench1MStore = st
	})
	if bench1MStore == nil {
		b.Skip("needs PAUTANG_TEST_DATABASE_URL")
	}
	return bench1MStore, today
}
