package loans

import (
	"errors"
	"slices"
	"testing"
)

// overdueLoan is the covered PHP 10,000 loan five days overdue (2026-04-07), accrued without a cap.
func overdueLoan(t *testing.T) (LoanSnapshot, []Entry) {
	loan, entries := disburse(t, testProduct(), principal10k, ClientNew, noCap())
	added, status := CatchUp(loan, entries, d(t, "2026-01-02"), d(t, "2026-04-07"), noCap())
	loan.Status = status
	return loan, append(entries, added...)
}

func TestQuoteRollover(t *testing.T) {
	loan, entries := overdueLoan(t)
	day := d(t, "2026-04-07")
	t.Run("OK", func(t *testing.T) {
		q, err := QuoteRollover(loan, entries, day, noCap())
		if err != nil {
			t.Fatal(err)
		}
		charges := int64(100000 + 5*lateAt5pct10k)
		if q.FeeCents != 100000 || q.ChargesCents != charges || q.DelayAmountCents != 100000+charges {
			t.Errorf("got %+v, want fee 100000 and charges %d", q, charges)
		}
		if q.CurrentDueDate != d(t, dueDay10k) || q.NewDueDate != d(t, "2026-04-09") {
			t.Errorf("got %v -> %v, want %s -> 2026-04-09", q.CurrentDueDate, q.NewDueDate, dueDay10k)
		}
		want := []RolloverPlanItem{
			{"Pay today", "Rollover fee", 100000, day, 0, 0},
			{"Pay today", "Late charges and fees", charges, day, 0, 0},
			{"New payment date", "Period 1/1", overdue10k, d(t, "2026-04-09"), 1, 1},
		}
		if !slices.Equal(q.Plan, want) || q.Title != "Extend your payment date by 7 days" {
			t.Errorf("got %+v %q, want %+v", q.Plan, q.Title, want)
		}
	})
	t.Run("OKFeeClippedByCap", func(t *testing.T) {
		policy := DefaultPHCapPolicy()
		policy.TotalCostMaxBP = 2000 // 200,000, already used up by the fee, interest and late charges
		q, err := QuoteRollover(loan, entries, day, policy)
		if err != nil || q.FeeCents != 0 {
			t.Errorf("got %+v, %v, want a zero fee", q, err)
		}
	})
	tests := []struct {
		name string
		edit func(l *LoanSnapshot)
		day  string
	}{
		{"ErrRolloverUnavailableDisabled", func(l *LoanSnapshot) { l.Terms.Rollover.Enabled = false }, "2026-04-07"},
		{"ErrRolloverUnavailableRepaying", func(l *LoanSnapshot) { l.Status = StatusRepaying }, "2026-04-07"},
		{"ErrRolloverUnavailableSettled", func(l *LoanSnapshot) { l.Status = StatusSettled }, "2026-04-07"},
		{"ErrRolloverUnavailableTooLate", func(l *LoanSnapshot) {}, "2026-04-09"}, // due + 7 is not after the day
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l := loan
			tt.edit(&l)
			if _, err := QuoteRollover(l, entries, d(t, tt.day), noCap()); !errors.Is(err, ErrRolloverUnavailable) {
				t.Errorf("got %v, want %v", err, ErrRolloverUnavailable)
			}
		})
	}
	t.Run("ErrRolloverUnavailableNothingLeft", func(t *testing.T) {
		l := loan
		l.Status = StatusDue
		paid := append(slices.Clone(entries), Allocate(BalancesOf(entries), PayoffAmount(l.Schedule, entries, day)-1, true).At(day, "pay:1")...)
		// Everything but one centavo of principal is paid: installment 1 is still open.
		if _, err := QuoteRollover(l, paid, day, noCap()); err != nil {
			t.Errorf("got %v, want nil", err)
		}
		all := append(slices.Clone(entries), Allocate(BalancesOf(entries), PayoffAmount(l.Schedule, entries, day), true).At(day, "pay:1")...)
		if _, err := QuoteRollover(l, all, day, noCap()); !errors.Is(err, ErrRolloverUnavailable) {
			t.Errorf("got %v, want %v", err, ErrRolloverUnavailable)
		}
	})
}

func TestApplyRollover(t *testing.T) {
	loan, entries := overdueLoan(t)
	day := d(t, "2026-04-07")
	q, err := QuoteRollover(loan, entries, day, noCap())
	if err != nil {
		t.Fatal(err)
	}
	t.Run("OK", func(t *testing.T) {
		res, err := ApplyRollover(loan, entries, day, noCap(), q.DelayAmountCents, "pay:9")
		if err != nil {
			t.Fatal(err)
		}
		all := append(slices.Clone(entries), res.Entries...)
		if err := CheckInvariants(all); err != nil {
			t.Fatal(err)
		}
		bal := BalancesOf(all)
		if bal.Charges() != 0 || bal[BucketPrincipal] != principal10k || bal[BucketInterest] != interest10k {
			t.Errorf("got %v, want only principal and interest left", bal)
		}
		if res.Status != StatusRepaying || res.NewDueDate != d(t, "2026-04-09") || res.Schedule[0].DueDay != res.NewDueDate {
			t.Errorf("got %+v, want repaying and due 2026-04-09", res)
		}
		if loan.Schedule[0].DueDay != d(t, dueDay10k) {
			t.Error("got the caller's schedule changed, want a new one")
		}
		// The next daily run sees a loan due in 1 day: 174, and no late charges.
		moved := loan
		moved.Schedule, moved.Status = res.Schedule, res.Status
		out, status := AccrueDay(moved, all, day.Add(1), noCap())
		if len(out) != 0 || status != StatusDue {
			t.Errorf("got %+v, %v, want nothing and %v", out, status, StatusDue)
		}
		// Overdue again after the new date: late interest restarts at day 1, no second penalty.
		added, _ := CatchUp(moved, all, day.Add(1), d(t, "2026-04-10"), noCap())
		want := []Entry{{KindCharge, BucketLateInterest, lateAt5pct10k, d(t, "2026-04-10"), "late:2026-04-10"}}
		if !slices.Equal(added, want) {
			t.Errorf("got %+v, want %+v", added, want)
		}
	})
	t.Run("OKOverpaymentGoesToInterest", func(t *testing.T) {
		res, err := ApplyRollover(loan, entries, day, noCap(), q.DelayAmountCents+500, "pay:9")
		if err != nil {
			t.Fatal(err)
		}
		if got := BalancesOf(append(slices.Clone(entries), res.Entries...))[BucketInterest]; got != interest10k-500 {
			t.Errorf("got %v, want %v", got, interest10k-500)
		}
	})
	t.Run("ErrRolloverUnderpaid", func(t *testing.T) {
		if _, err := ApplyRollover(loan, entries, day, noCap(), q.DelayAmountCents-1, "pay:9"); !errors.Is(err, ErrRolloverUnderpaid) {
			t.Errorf("got %v, want %v", err, ErrRolloverUnderpaid)
		}
	})
	t.Run("ErrInvalidPayment", func(t *testing.T) {
		if _, err := ApplyRollover(loan, entries, day, noCap(), q.DelayAmountCents, ""); !errors.Is(err, ErrInvalidPayment) {
			t.Errorf("got %v, want %v", err, ErrInvalidPayment)
		}
	})
	t.Run("ErrRolloverUnavailable", func(t *testing.T) {
		l := loan
		l.Status = StatusRepaying
		if _, err := ApplyRollover(l, entries, day, noCap(), q.DelayAmountCents, "pay:9"); !errors.Is(err, ErrRolloverUnavailable) {
			t.Errorf("got %v, want %v", err, ErrRolloverUnavailable)
		}
	})
	t.Run("OKMultiPeriodShiftsUnpaid", func(t *testing.T) {
		p := testProduct()
		p.Periods = 3
		l, es := disburse(t, p, 500000, ClientNew, noCap())
		l.Status = StatusDue
		res, err := ApplyRollover(l, es, d(t, "2026-01-29"), noCap(), 50000, "pay:9")
		if err != nil {
			t.Fatal(err)
		}
		for i, want := range []string{"2026-02-07", "2026-03-09", "2026-04-09"} {
			if got := res.Schedule[i].DueDay; got != d(t, want) {
				t.Errorf("installment %d: got %v, want %v", i+1, got, want)
			}
		}
	})
}

// TestPaymentAmountBounds: a payment or a rollover more than MaxOverpaymentCents over the
// payoff, or over MaxPaymentCents, is refused; up to the bound the excess goes to credit.
func TestPaymentAmountBounds(t *testing.T) {
	loan, entries := overdueLoan(t)
	day := d(t, "2026-04-07")
	payoff := StandingOn(loan.Schedule, entries, day).PayoffCents
	for _, amount := range []int64{payoff + MaxOverpaymentCents + 1_000_000, MaxPaymentCents + 1, 1<<63 - 1} {
		if _, _, err := ApplyPayment(loan, entries, day, amount, "p"); !errors.Is(err, ErrPaymentTooLarge) {
			t.Errorf("payment %d: got %v, want ErrPaymentTooLarge", amount, err)
		}
		if _, err := ApplyRollover(loan, entries, day, noCap(), amount, "r"); !errors.Is(err, ErrPaymentTooLarge) {
			t.Errorf("rollover %d: got %v, want ErrPaymentTooLarge", amount, err)
		}
	}
	out, status, err := ApplyPayment(loan, entries, day, payoff+MaxOverpaymentCents, "p")
	if err != nil || status != StatusSettled {
		t.Fatalf("payment at the bound: %v %v", status, err)
	}
	if err := CheckInvariants(append(entries, out...)); err != nil {
		t.Fatal(err)
	}
	if credit := BalancesOf(append(entries, out...)).Credit(); credit != MaxOverpaymentCents {
		t.Errorf("credit %d, want %d", credit, int64(MaxOverpaymentCents))
	}
}

// TestCheckInvariantsOverflow: an entry over the bound or a bucket that would overflow int64
// is a ledger invariant violation, never a wrapped sum.
func TestCheckInvariantsOverflow(t *testing.T) {
	_, entries := overdueLoan(t)
	huge := Entry{Kind: KindPayment, Bucket: BucketCredit, AmountCents: -(1<<63 - 1), Day: entries[0].Day, Ref: "huge"}
	if err := CheckInvariants(append(slices.Clone(entries), huge)); !errors.Is(err, ErrLedgerInvariant) {
		t.Fatalf("got %v, want a ledger invariant violation", err)
	}
}
