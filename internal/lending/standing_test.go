package lending

import (
	"context"
	"fmt"
	"testing"

	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// TestKeptStandingFollowsTheLedger: after every kind of write (the daily job over due days and
// into overdue, payments, a rollover, a waiver) and after FillStandings, each order's kept
// standing is the standing its ledger and schedule give today.
func TestKeptStandingFollowsTheLedger(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		f := newFixture(t, d, 12)
		ctx := context.Background()
		check := func(step string) {
			t.Helper()
			today := f.svc.Today()
			for _, id := range f.ids {
				o, err := f.st.Loans().LoanOrderByID(ctx, id)
				if err != nil {
					t.Fatal(err)
				}
				if !loans.Status(o.Status).Active() {
					continue
				}
				ledger, sched, err := f.st.Loans().OrderBooks(ctx, id)
				if err != nil {
					t.Fatal(err)
				}
				want := *standingOf(sched, ledger, today)
				if o.Standing != want || o.StandingAt == 0 {
					t.Fatalf("%s, order %d (status %d) on %s: kept %+v (at %d), ledger gives %+v", step, id, o.Status, today, o.Standing, o.StandingAt, want)
				}
			}
		}
		// The fixture's loans are inserted without a standing: FillStandings computes them.
		n, err := f.svc.FillStandings(ctx)
		if err != nil || n != len(f.ids) {
			t.Fatalf("filled %d (%v), want %d", n, err, len(f.ids))
		}
		check("fill")
		if n, _ := f.svc.FillStandings(ctx); n != 0 {
			t.Fatalf("a second fill computed %d", n)
		}
		for day := 1; day <= 110; day++ {
			f.advance(1)
			if _, err := f.svc.RunDaily(ctx); err != nil {
				t.Fatal(err)
			}
			switch day {
			case 60: // a partial payment before the due day
				if _, err := f.svc.ApplyPayment(ctx, f.ids[0], 50000, "pay:partial"); err != nil {
					t.Fatal(err)
				}
			case 95: // overdue: pay one in part, roll one over, waive one's penalty
				if _, err := f.svc.ApplyPayment(ctx, f.ids[1], 30000, "pay:late"); err != nil {
					t.Fatal(err)
				}
				q, err := f.svc.QuoteRollover(ctx, f.ids[2])
				if err == nil {
					if _, err := f.svc.ApplyRollover(ctx, f.ids[2], q.DelayAmountCents, "pay:rollover"); err != nil {
						t.Fatal(err)
					}
				}
				o, _ := f.st.Loans().LoanOrderByID(ctx, f.ids[3])
				ledger, _, _ := f.st.Loans().OrderBooks(ctx, f.ids[3])
				pen := loans.BalancesOf(ledger)[loans.BucketPenalty]
				if pen > 0 {
					if _, err := f.svc.Waive(ctx, f.ids[3], 1, loans.BucketPenalty, pen, "test", nil); err != nil {
						t.Fatalf("waive (status %d): %v", o.Status, err)
					}
				}
			}
			check(fmt.Sprintf("day %d", day))
		}
		// The dashboard's aggregate matches the kept standings.
		groups, err := f.st.Loans().OverdueByDay(ctx)
		if err != nil {
			t.Fatal(err)
		}
		var loansOverdue int64
		for _, g := range groups {
			loansOverdue += g.Loans
			if g.Since.IsZero() {
				t.Fatalf("an overdue loan without an overdue-since day: %+v", g)
			}
		}
		if loansOverdue == 0 {
			t.Fatal("no loan went overdue in 110 days")
		}
		// check-ledger holds the kept standing to the ledger.
		if _, bad, err := f.svc.CheckLedger(ctx); err != nil || len(bad) != 0 {
			t.Fatalf("check-ledger: %v %v", bad, err)
		}
		if _, err := f.st.Exec(ctx, `UPDATE orders SET payoff_cents = payoff_cents + 1 WHERE id = $1`, f.ids[5]); err != nil {
			t.Fatal(err)
		}
		if _, bad, _ := f.svc.CheckLedger(ctx); len(bad) != 1 || bad[0].OrderID != f.ids[5] {
			t.Fatalf("check-ledger missed a kept standing that disagrees with the ledger: %v", bad)
		}
	})
}
