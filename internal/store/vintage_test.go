package store_test

import (
	"context"
	"encoding/json"
	"fmt"
	"reflect"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/disburse"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// vintageLoan is one loan of the vintage test's portfolio: disbursed on a day, paid in full
// (payoff) or in part on some days, written off on a day.
type vintageLoan struct {
	name     string
	amount   int64
	disb     loans.Date
	pay      map[loans.Date]int64 // day -> amount; -1 pays everything owed
	writeOff loans.Date
}

// seedVintage runs each loan through the real rules day by day up to today (accrual,
// payments, write-off), recording the status moves as order events the way the daily job
// does, and stores it.
func seedVintage(t *testing.T, st *store.Store, today loans.Date, book []vintageLoan) {
	t.Helper()
	ctx := context.Background()
	policy := loans.DefaultPHCapPolicy()
	row := store.ProductRow{Code: "VIN", Name: "Vintage 30", MinAmount: 100000, MaxAmount: 5000000, AmountStep: 100,
		TermDays: 30, Periods: 1, InterestBPMonth: 400, ServiceFeeBP: 500, Enabled: true}
	pid, err := st.Catalog().UpsertProduct(ctx, row)
	if err != nil {
		t.Fatal(err)
	}
	row.ID = pid
	p, err := disburse.ProductTerms(row)
	if err != nil {
		t.Fatal(err)
	}
	terms, _ := json.Marshal(p)
	for i, l := range book {
		uid, _, err := st.Users().UpsertUser(ctx, fmt.Sprintf("+6391800%05d", i))
		if err != nil {
			t.Fatal(err)
		}
		ms := l.disb.Time().Add(2 * time.Hour).UnixMilli()
		so := store.SeedOrder{NewOrder: store.NewOrder{UserID: uid, ProductID: pid, Amount: l.amount, Periods: p.Periods, TermDays: p.TermDays,
			Variant: "new", Terms: string(terms), IdemKey: "vin-" + l.name}, CreatedAt: ms}
		loan, entries, err := loans.Disburse(p, l.amount, l.disb, loans.ClientNew, policy)
		if err != nil {
			t.Fatal(err)
		}
		so.Events = append(so.Events, store.OrderEvent{From: int(loans.StatusApproved), To: int(loans.StatusRepaying), Event: "disburse", CreatedAt: ms})
		wroteOff := ""
		move := func(to loans.Status, day loans.Date) {
			if to != loan.Status {
				ev, ok := loans.EventFor(loan.Status, to)
				if !ok {
					t.Fatalf("%s: no event from %d to %d", l.name, loan.Status, to)
				}
				so.Events = append(so.Events, store.OrderEvent{From: int(loan.Status), To: int(to), Event: string(ev), CreatedAt: day.Time().UnixMilli()})
				loan.Status = to
			}
		}
		for day := l.disb.Add(1); !day.After(today); day = day.Add(1) {
			if !loan.Status.Active() {
				break
			}
			more, status := loans.AccrueDay(loan, entries, day, policy)
			entries = append(entries, more...)
			move(status, day)
			if amt, ok := l.pay[day]; ok {
				if amt < 0 {
					amt = loans.StandingOn(loan.Schedule, entries, day).PayoffCents
				}
				paid, status, err := loans.ApplyPayment(loan, entries, day, amt, "pay:"+l.name+day.String())
				if err != nil {
					t.Fatalf("%s pays %d on %s: %v", l.name, amt, day, err)
				}
				entries = append(entries, paid...)
				move(status, day)
			}
			if day == l.writeOff {
				wo, err := loans.WriteOff(loan, entries, day, 90)
				if err != nil {
					t.Fatalf("%s written off on %s: %v", l.name, day, err)
				}
				entries = append(entries, wo...)
				wroteOff = day.String()
			}
		}
		if err := loans.CheckInvariants(entries); err != nil {
			t.Fatal(err)
		}
		so.Status, so.DisbursedDay, so.LastAccruedDay = int(loan.Status), l.disb.String(), today.String()
		so.Schedule, so.Entries = loan.Schedule, entries
		so.Standing = loans.KeepStanding(loans.StandingOn(loan.Schedule, entries, today))
		id, _, err := st.Loans().InsertSeedOrder(ctx, so)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := st.DB.ExecContext(ctx, `UPDATE orders SET written_off_day = $1 WHERE id = $2`, wroteOff, id); err != nil {
			t.Fatal(err)
		}
	}
}

// TestStoreVintage seeds a known portfolio (loans going 30+ days past due at known months,
// paid late, paid on time, paid in part, written off with and without a full recovery) and
// checks every point of every curve.
func TestStoreVintage(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		ctx := context.Background()
		day := func(m time.Month, d int) loans.Date { return loans.NewDate(2026, m, d) }
		today := day(time.November, 22)
		st := storetest.Open(t, d, clock.NewFixed(today.Time().Add(10*time.Hour)))
		// A 30-day, one-installment product: a loan disbursed on d is due on d+30 and 30 days
		// past due from d+60 while unpaid.
		seedVintage(t, st, today, []vintageLoan{
			{name: "X", amount: 700000, disb: day(time.May, 20)}, // before the range
			// June: 8,500,000 over 5 loans.
			{name: "A", amount: 1000000, disb: day(time.June, 1), writeOff: day(time.September, 29)},                                                       // due 07-01, 30 days late on 07-31, written off, never recovered
			{name: "H", amount: 1000000, disb: day(time.June, 1), writeOff: day(time.September, 29), pay: map[loans.Date]int64{day(time.October, 15): -1}}, // written off, recovered in full on 10-15
			{name: "B", amount: 2000000, disb: day(time.June, 10), pay: map[loans.Date]int64{day(time.August, 20): -1}},                                    // due 07-10, 30+ from 08-09, paid 08-20: never at a month end
			{name: "C", amount: 3000000, disb: day(time.June, 15), pay: map[loans.Date]int64{day(time.July, 10): -1}},                                      // paid before its due day
			{name: "D", amount: 1500000, disb: day(time.June, 20), pay: map[loans.Date]int64{day(time.October, 5): -1}},                                    // due 07-20, 30+ from 08-19, paid 10-05
			// August: 3,000,000 over 3 loans.
			{name: "E", amount: 500000, disb: day(time.August, 5)},                                                               // due 09-04, 30+ from 10-04
			{name: "F", amount: 1000000, disb: day(time.August, 25), pay: map[loans.Date]int64{day(time.September, 20): 300000}}, // due 09-24, paid in part, 30+ from 10-24
			{name: "G", amount: 1500000, disb: day(time.August, 31), pay: map[loans.Date]int64{day(time.September, 30): -1}},     // paid on its due day
			// November: the running month.
			{name: "K", amount: 1000000, disb: day(time.November, 2)},
		})
		pt := func(mob int, asOf loans.Date, n, cents, bp int64) admin.VintagePoint {
			return admin.VintagePoint{MOB: mob, AsOf: asOf, Partial: asOf == today, Loans: n, Cents: cents, BP: bp}
		}
		june := admin.VintageCohort{Month: "2026-06", Loans: 5, PrincipalCents: 8500000, Points: []admin.VintagePoint{
			pt(0, day(time.June, 30), 0, 0, 0),
			pt(1, day(time.July, 31), 2, 2000000, 2353),      // A and H, 30 days past due
			pt(2, day(time.August, 31), 3, 3500000, 4118),    // A, H, D (B paid on 08-20)
			pt(3, day(time.September, 30), 3, 3500000, 4118), // A and H written off still count, D
			pt(4, day(time.October, 31), 1, 1000000, 1176),   // A; H recovered, D paid
			pt(5, today, 1, 1000000, 1176),
		}}
		august := admin.VintageCohort{Month: "2026-08", Loans: 3, PrincipalCents: 3000000, Points: []admin.VintagePoint{
			pt(0, day(time.August, 31), 0, 0, 0),
			pt(1, day(time.September, 30), 0, 0, 0),
			pt(2, day(time.October, 31), 2, 1500000, 5000), // E and F
			pt(3, today, 2, 1500000, 5000),
		}}
		november := admin.VintageCohort{Month: "2026-11", Loans: 1, PrincipalCents: 1000000, Points: []admin.VintagePoint{pt(0, today, 0, 0, 0)}}
		for _, tc := range []struct {
			from, to loans.Date
			want     []admin.VintageCohort
		}{
			{day(time.June, 1), day(time.November, 1), []admin.VintageCohort{june, august, november}},
			{day(time.August, 15), day(time.August, 15), []admin.VintageCohort{august}},
			{day(time.July, 1), day(time.July, 1), []admin.VintageCohort{}},
		} {
			got, err := st.Reports().Vintage(ctx, tc.from, tc.to, today)
			if err != nil {
				t.Fatal(err)
			}
			if got.From != admin.MonthKey(tc.from) || got.To != admin.MonthKey(tc.to) || got.DPD != 30 || got.Today != today {
				t.Errorf("header %s..%s: %+v", tc.from, tc.to, got)
			}
			if !reflect.DeepEqual(got.Cohorts, tc.want) {
				t.Errorf("%s..%s:\ngot  %+v\nwant %+v", tc.from, tc.to, got.Cohorts, tc.want)
			}
		}
	})
}
