package seed

import (
	"context"
	"sort"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/lending"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

func TestSeedOrders(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		ctx := context.Background()
		clk := clock.NewFixed(time.Date(2026, 11, 22, 9, 0, 0, 0, clock.Manila))
		st := storetest.Open(t, d, clk)
		for range 2 { // idempotent
			if _, err := Run(ctx, st, clk, Options{Demo: true}); err != nil {
				t.Fatal(err)
			}
		}
		uid, _, _ := st.Users().UpsertUser(ctx, DemoPhone)
		orders, err := st.Loans().LoanOrdersByUser(ctx, uid)
		if err != nil {
			t.Fatal(err)
		}
		var got []int
		for _, o := range orders {
			got = append(got, o.Status)
		}
		sort.Ints(got)
		want := []int{21, 110, 151, 170, 174, 180, 200}
		if len(got) != len(want) {
			t.Fatalf("statuses = %v, want %v", got, want)
		}
		for i := range want {
			if got[i] != want[i] {
				t.Fatalf("statuses = %v, want %v", got, want)
			}
		}
		svc := &lending.Service{Store: st.Lending(), Clock: clk, Cap: loans.DefaultPHCapPolicy()}
		if n, bad, err := svc.CheckLedger(ctx); err != nil || n != 7 || len(bad) > 0 {
			t.Fatalf("check-ledger = %d %+v %v", n, bad, err)
		}
		// The clock moves on: the daily job keeps the seeded ledgers consistent.
		clk.Advance(10 * 24 * time.Hour)
		if _, err := svc.RunDaily(ctx); err != nil {
			t.Fatal(err)
		}
		if _, bad, err := svc.CheckLedger(ctx); err != nil || len(bad) > 0 {
			t.Fatalf("check-ledger after 10 days = %+v %v", bad, err)
		}
		prof, err := svc.Profile(ctx, uid)
		if err != nil || !prof.Complete {
			t.Fatalf("demo profile complete = %v %v", prof.Complete, err)
		}
	})
}
