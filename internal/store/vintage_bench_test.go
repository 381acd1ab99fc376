package store_test

import (
	"context"
	"os"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// BenchmarkVintage120k computes the vintage curves of 12 cohorts holding 120,000 disbursed
// loans on PostgreSQL (PAUTANG_TEST_DATABASE_URL), one in five never repaid (overdue, with its
// order event into 180), the others repaid in full 20 days after disbursement. ns/op is one
// answer of /finance/vintage.
//
//	PAUTANG_TEST_DATABASE_URL=... go test ./internal/store -run '^$' -bench Vintage120k -benchtime 5x
func BenchmarkVintage120k(b *testing.B) {
	if os.Getenv("PAUTANG_TEST_DATABASE_URL") == "" {
		b.Skip("needs PAUTANG_TEST_DATABASE_URL")
	}
	today := loans.NewDate(2026, time.November, 22)
	st := storetest.Open(b, store.Postgres, clock.NewFixed(today.Time()))
	ctx := context.Background()
	uid, _, err := st.Users().UpsertUser(ctx, "09281119999")
	if err != nil {
		b.Fatal(err)
	}
	pid, err := st.Catalog().UpsertProduct(ctx, store.ProductRow{Code: "VB", Name: "Vintage 30", MinAmount: 100000, MaxAmount: 2000000, TermDays: 30, Periods: 1, Rules: "{}", Enabled: true})
	if err != nil {
		b.Fatal(err)
	}
	const n = 120_000
	for i, q := range []string{
		`INSERT INTO orders (order_no, user_id, product_id, amount, periods, term_days, status, disbursed_day, due_date, created_at, updated_at)
			SELECT 'V' || i, $1, $2, 100000 + (i % 50) * 1000, 1, 30, CASE WHEN i % 5 = 0 THEN 180 ELSE 200 END,
				to_char(DATE '2025-12-01' + (i % 356), 'YYYY-MM-DD'), to_char(DATE '2025-12-01' + (i % 356) + 30, 'YYYY-MM-DD'), 1, 1
			FROM generate_series(1, 120000) AS i`,
		`INSERT INTO ledger_entries (order_id, kind, bucket, amount, day, ref, created_at)
			SELECT id, 'disbursement', 'principal', amount, disbursed_day, 'disbursement', 1 FROM orders WHERE order_no LIKE 'V%'
			UNION ALL SELECT id, 'charge', 'interest', 4000, disbursed_day, 'interest:1', 1 FROM orders WHERE order_no LIKE 'V%'
			UNION ALL SELECT id, 'payment', 'principal', -amount, to_char(CAST(disbursed_day AS DATE) + 20, 'YYYY-MM-DD'), 'pay:1', 1 FROM orders WHERE order_no LIKE 'V%' AND status = 200
			UNION ALL SELECT id, 'payment', 'interest', -4000, to_char(CAST(disbursed_day AS DATE) + 20, 'YYYY-MM-DD'), 'pay:1', 1 FROM orders WHERE order_no LIKE 'V%' AND status = 200`,
		`INSERT INTO installments (order_id, seq, due_date, principal, interest) SELECT id, 1, due_date, amount, 4000 FROM orders WHERE order_no LIKE 'V%'`,
		`INSERT INTO order_events (order_id, from_status, to_status, event, created_at) SELECT id, 174, 180, 'overdue', 1 FROM orders WHERE order_no LIKE 'V%' AND status = 180`,
		`ANALYZE`,
	} {
		var args []any
		if i == 0 {
			args = []any{uid, pid}
		}
		if _, err := st.DB.ExecContext(ctx, q, args...); err != nil {
			b.Fatal(err)
		}
	}
	from, to := loans.NewDate(2025, time.December, 1), loans.NewDate(2026, time.November, 1)
	for b.Loop() {
		v, err := st.Reports().Vintage(ctx, from, to, today)
		if err != nil || len(v.Cohorts) != 12 {
			b.Fatalf("%v: %d cohorts", err, len(v.Cohorts))
		}
		var loansN int64
		for _, c := range v.Cohorts {
			loansN += c.Loans
		}
		if loansN != n {
			b.Fatalf("%d loans", loansN)
		}
	}
}
