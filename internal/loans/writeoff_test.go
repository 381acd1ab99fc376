package loans

import (
	"errors"
	"slices"
	"testing"
)

// pastDueLoan is the 10k test loan caught up through day (overdue from 2026-04-03).
func pastDueLoan(t *testing.T, day string) (LoanSnapshot, []Entry) {
	t.Helper()
	loan, entries := disburse(t, testProduct(), principal10k, ClientNew, DefaultPHCapPolicy())
	added, status := CatchUp(loan, entries, d(t, "2026-01-02"), d(t, day), DefaultPHCapPolicy())
	loan.Status = status
	return loan, append(entries, added...)
}

func TestWriteOff(t *testing.T) {
	t.Run("OKMovesEveryReceivableToTheClaim", func(t *testing.T) {
		loan, entries := pastDueLoan(t, "2026-07-02") // 91 days past due (overdue since the due day 2026-04-02)
		day := d(t, "2026-07-02")
		before := StandingOn(loan.Schedule, entries, day)
		out, err := WriteOff(loan, entries, day, 90)
		if err != nil {
			t.Fatal(err)
		}
		all := slices.Concat(entries, out)
		if err := CheckInvariants(all); err != nil {
			t.Fatal(err)
		}
		bal := BalancesOf(all)
		for _, b := range ReceivableBuckets() {
			if bal[b] != 0 {
				t.Errorf("bucket %s holds %d after the write-off", b, bal[b])
			}
		}
		if bal[BucketWrittenOff] != before.PayoffCents || before.PayoffCents <= overdue10k {
			t.Errorf("claim %d, want the payoff %d (above %d)", bal[BucketWrittenOff], before.PayoffCents, overdue10k)
		}
		after := StandingOn(loan.Schedule, all, day)
		if after.PayoffCents != before.PayoffCents || after.Status() != StatusOverdue || after.DaysOverdue != before.DaysOverdue ||
			after.DueNowCents != before.PayoffCents || after.NextAmountCents != before.PayoffCents {
			t.Errorf("after the write-off: %+v, want the same payoff %d, overdue, all due now", after, before.PayoffCents)
		}
	})
	t.Run("OKNothingAccruesAfterwards", func(t *testing.T) {
		loan, entries := pastDueLoan(t, "2026-07-02")
		out, err := WriteOff(loan, entries, d(t, "2026-07-02"), 90)
		if err != nil {
			t.Fatal(err)
		}
		all := slices.Concat(entries, out)
		added, status := CatchUp(loan, all, d(t, "2026-07-03"), d(t, "2026-12-31"), noCap())
		if len(added) != 0 || status != StatusOverdue {
			t.Errorf("got %+v, %v, want nothing booked and still overdue", added, status)
		}
		if next := NextAccrualDay(loan, all, d(t, "2026-07-03")); !next.IsZero() {
			t.Errorf("next accrual %v, want never", next)
		}
		if _, err := QuoteRollover(loan, all, d(t, "2026-07-03"), noCap()); !errors.Is(err, ErrRolloverUnavailable) {
			t.Errorf("rollover: %v, want %v", err, ErrRolloverUnavailable)
		}
	})
	t.Run("OKRecoveriesPayTheClaimThenSettle", func(t *testing.T) {
		loan, entries := pastDueLoan(t, "2026-07-02")
		out, _ := WriteOff(loan, entries, d(t, "2026-07-02"), 90)
		all := slices.Concat(entries, out)
		claim := BalancesOf(all)[BucketWrittenOff]
		day := d(t, "2026-08-01")
		paid, status, err := ApplyPayment(loan, all, day, 100000, "pay:1")
		if err != nil {
			t.Fatal(err)
		}
		if len(paid) != 1 || paid[0].Bucket != BucketWrittenOff || paid[0].AmountCents != -100000 || status != StatusOverdue {
			t.Fatalf("got %+v %v, want one recovery of 1,000.00, still overdue", paid, status)
		}
		all = append(all, paid...)
		paid, status, err = ApplyPayment(loan, all, day, claim-100000+500, "pay:2")
		if err != nil {
			t.Fatal(err)
		}
		all = append(all, paid...)
		if status != StatusSettled || BalancesOf(all).Credit() != 500 {
			t.Errorf("got %v, credit %d, want settled with 5.00 credit", status, BalancesOf(all).Credit())
		}
		if err := CheckInvariants(all); err != nil {
			t.Error(err)
		}
	})
	t.Run("ErrTooEarly", func(t *testing.T) {
		loan, entries := pastDueLoan(t, "2026-06-30") // 89 days past due
		if _, err := WriteOff(loan, entries, d(t, "2026-06-30"), 90); !errors.Is(err, ErrWriteOffTooEarly) {
			t.Errorf("got %v, want %v", err, ErrWriteOffTooEarly)
		}
		current, ledger := disburse(t, testProduct(), principal10k, ClientNew, noCap())
		if _, err := WriteOff(current, ledger, d(t, "2026-02-01"), 0); !errors.Is(err, ErrWriteOffTooEarly) {
			t.Errorf("a current loan: got %v, want %v", err, ErrWriteOffTooEarly)
		}
	})
	t.Run("ErrTwice", func(t *testing.T) {
		loan, entries := pastDueLoan(t, "2026-07-02")
		out, _ := WriteOff(loan, entries, d(t, "2026-07-02"), 90)
		all := slices.Concat(entries, out)
		if _, err := WriteOff(loan, all, d(t, "2026-07-03"), 90); !errors.Is(err, ErrAlreadyWrittenOff) {
			t.Errorf("got %v, want %v", err, ErrAlreadyWrittenOff)
		}
	})
	t.Run("ErrNotActive", func(t *testing.T) {
		loan, entries := pastDueLoan(t, "2026-07-02")
		loan.Status = StatusSettled
		if _, err := WriteOff(loan, entries, d(t, "2026-07-02"), 90); !errors.Is(err, ErrLoanNotActive) {
			t.Errorf("got %v, want %v", err, ErrLoanNotActive)
		}
	})
	t.Run("InvariantsRefuse", func(t *testing.T) {
		loan, entries := pastDueLoan(t, "2026-07-02")
		day := d(t, "2026-07-02")
		out, _ := WriteOff(loan, entries, day, 90)
		all := slices.Concat(entries, out)
		cases := map[string][]Entry{
			"a charge after it":     append(slices.Clone(all), Entry{KindCharge, BucketLateInterest, 100, day.Add(1), "late:x"}),
			"half a write-off":      slices.Concat(entries, out[:len(out)-1]),
			"a waiver of the claim": append(slices.Clone(all), Entry{KindWaiver, BucketWrittenOff, -100, day, "waiver:1"}),
			"another ref":           append(slices.Clone(all), Entry{KindWriteOff, BucketWrittenOff, 1, day, "writeoff:2"}),
		}
		for name, l := range cases {
			if err := CheckInvariants(l); !errors.Is(err, ErrLedgerInvariant) {
				t.Errorf("%s: got %v, want %v", name, err, ErrLedgerInvariant)
			}
		}
	})
}
