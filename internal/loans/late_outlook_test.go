package loans

import (
	"testing"
)

// TestLateChargesIfUnpaid: the late charges a loan left unpaid books by day 1, 30, 31, 32 and
// 90 overdue, for the covered PHP 10,000 loan of the docs (the penalty clipped to the month-1
// cap, nothing more until day 31) and without the cap (the product's penalty and every day's
// tier rate), and for a repeat client; each equal to a day-by-day CatchUp of the same loan.
func TestLateChargesIfUnpaid(t *testing.T) {
	days := []int{1, 30, 31, 32, 90}
	cases := []struct {
		name   string
		client ClientKind
		policy CapPolicy
		want   []LateCharges
	}{
		{"covered", ClientNew, DefaultPHCapPolicy(), []LateCharges{
			lc(1, 56066, 0), lc(30, 56066, 0), lc(31, 56066, lateAt4pct10k), lc(32, 56066, 56067), lc(90, 56066, 56067+56066)}}, // day 61: floor(15% of 1,121,333) - 112,133 booked
		{"not covered", ClientNew, noCap(), []LateCharges{
			lc(1, 100000, lateAt5pct10k), lc(30, 100000, 30*lateAt5pct10k), lc(31, 100000, 30*lateAt5pct10k+lateAt4pct10k),
			lc(32, 100000, 30*lateAt5pct10k+2*lateAt4pct10k), lc(90, 100000, 30*lateAt5pct10k+60*lateAt4pct10k)}},
		{"not covered, repeat client", ClientRepeat, noCap(), []LateCharges{
			lc(1, 80000, lateAt5pct10k), lc(30, 80000, 30*lateAt5pct10k), lc(31, 80000, 30*lateAt5pct10k+lateAt4pct10k),
			lc(32, 80000, 30*lateAt5pct10k+2*lateAt4pct10k), lc(90, 80000, 30*lateAt5pct10k+60*lateAt4pct10k)}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, err := LateChargesIfUnpaid(testProduct(), principal10k, c.client, c.policy, days...)
			if err != nil {
				t.Fatal(err)
			}
			for i, want := range c.want {
				if lateOnly(got[i]) != want {
					t.Errorf("day %d: got %+v, want %+v", days[i], got[i], want)
				}
			}
			// The same loan disbursed on another day, caught up in one run to each day.
			loan, entries := disburse(t, testProduct(), principal10k, c.client, c.policy)
			loan.RepeatClient = c.client == ClientRepeat
			due := loan.Schedule[0].DueDay
			for i, n := range days {
				added, _ := CatchUp(loan, entries, loan.DisbursedOn.Add(1), due.Add(n), c.policy)
				all := append(append([]Entry{}, entries...), added...)
				ref := lc(n, sumBucket(all, BucketPenalty, KindCharge), sumBucket(all, BucketLateInterest, KindCharge))
				if lateOnly(got[i]) != ref {
					t.Errorf("day %d: got %+v, the accrual books %+v", n, got[i], ref)
				}
			}
		})
	}
}

// TestLateChargesIfUnpaidInstallments: on a loan in installments, the later installments
// falling due while it stays unpaid raise the late cap and the late interest's base.
func TestLateChargesIfUnpaidInstallments(t *testing.T) {
	p := testProduct()
	p.Periods = 3
	got, err := LateChargesIfUnpaid(p, principal10k, ClientNew, DefaultPHCapPolicy(), 1, 90)
	if err != nil {
		t.Fatal(err)
	}
	loan, entries := disburse(t, p, principal10k, ClientNew, DefaultPHCapPolicy())
	added, _ := CatchUp(loan, entries, loan.DisbursedOn.Add(1), loan.Schedule[0].DueDay.Add(90), DefaultPHCapPolicy())
	all := append(entries, added...)
	if want := lc(90, sumBucket(all, BucketPenalty, KindCharge), sumBucket(all, BucketLateInterest, KindCharge)); lateOnly(got[1]) != want {
		t.Errorf("day 90: got %+v, want %+v", got[1], want)
	}
	if got[0].PenaltyCents >= 56066 || got[0].LateInterestCents != 0 {
		t.Errorf("day 1 of a 3-installment loan: got %+v, want a penalty clipped to 5%% of the first installment", got[0])
	}
	if none, _ := LateChargesIfUnpaid(p, principal10k, ClientNew, noCap(), 0); none[0] != (LateCharges{}) {
		t.Errorf("day 0: got %+v, want nothing", none[0])
	}
	if _, err := LateChargesIfUnpaid(p, 1, ClientNew, noCap(), 1); err == nil {
		t.Error("an amount out of range: got nil, want the product's error")
	}
}

// BenchmarkLateChargesIfUnpaid: the confirmation and the contracts run it on every call; a
// 365-day loan in 12 installments is the longest accrual it replays.
func BenchmarkLateChargesIfUnpaid(b *testing.B) {
	long := testProduct()
	long.TermDays, long.Periods, long.MaxAmountCents = 365, 12, 10_000_000
	for _, c := range []struct {
		name string
		p    Product
	}{{"91 days, 1 payment", testProduct()}, {"365 days, 12 payments", long}} {
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				if _, err := LateChargesIfUnpaid(c.p, 1_000_000, ClientNew, DefaultPHCapPolicy(), 1, 30, 90); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// lateOnly is the late charges of c (its day, penalty and late interest).
func lc(days int, penalty, lateInterest int64) LateCharges {
	return LateCharges{DaysOverdue: days, PenaltyCents: penalty, LateInterestCents: lateInterest}
}

func lateOnly(c LateCharges) LateCharges {
	return lc(c.DaysOverdue, c.PenaltyCents, c.LateInterestCents)
}
