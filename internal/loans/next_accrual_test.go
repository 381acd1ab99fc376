package loans

import (
	"math/rand"
	"testing"
)

// TestNextAccrualDayNeverSkipsWork runs random loans day by day (with random payments) and
// checks that on every day before the NextAccrualDay computed the day before, AccrueDay books
// nothing and the status stays: the daily job may skip those days without changing anything.
func TestNextAccrualDayNeverSkipsWork(t *testing.T) {
	policy := DefaultPHCapPolicy()
	skipped, worked := 0, 0
	for seed := int64(1); seed <= 80; seed++ {
		rng := rand.New(rand.NewSource(seed))
		p, amount := randomLoan(rng, 120, 6)
		loan, entries := disburse(t, p, amount, ClientKind(rng.Intn(2)), policy)
		next := NextAccrualDay(loan, entries, loan.DisbursedOn)
		end := loan.DisbursedOn.Add(p.TermDays + 200)
		for day := loan.DisbursedOn.Add(1); !day.After(end) && loan.Status.Active(); day = day.Add(1) {
			out, status := AccrueDay(loan, entries, day, policy)
			if day.Before(next) {
				skipped++
				if len(out) != 0 || status != loan.Status {
					t.Fatalf("seed %d: next accrual %v, but %v books %+v and moves %v -> %v", seed, next, day, out, loan.Status, status)
				}
			} else {
				worked++
			}
			entries = append(entries, out...)
			loan.Status = status
			next = NextAccrualDay(loan, entries, day)
			if loan.Status.Active() && next.IsZero() {
				t.Fatalf("seed %d %v: an active loan with no next accrual day", seed, day)
			}
			if loan.Status.Active() && rng.Intn(15) == 0 { // a payment makes the loan due for the next run
				st := StandingOn(loan.Schedule, entries, day)
				pay := st.DueSoonCents
				if pay > 1 && rng.Intn(2) == 0 {
					pay /= 2
				}
				if pay > 0 {
					added, s2, err := ApplyPayment(loan, entries, day, pay, "pay:"+day.String())
					if err == nil {
						entries = append(entries, added...)
						loan.Status = s2
						next = day.Add(1)
					}
				}
			}
		}
	}
	if skipped == 0 || worked == 0 {
		t.Fatalf("skipped %d days and worked %d: the test exercises nothing", skipped, worked)
	}
	t.Logf("days skipped %d, days worked %d", skipped, worked)
}
