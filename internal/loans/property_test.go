package loans

import (
	"fmt"
	"math/rand"
	"slices"
	"testing"
)

// TestLedgerProperties drives random ledgers (fixed seeds) through charges, partial, exact
// and over-payments, waivers and refunds. After every step the invariants hold, each
// payment's entries add up to the payment, and in total the money received equals the
// reduction of what is owed plus the credit held.
func TestLedgerProperties(t *testing.T) {
	chargeable := []Bucket{BucketInterest, BucketFee, BucketPenalty, BucketLateInterest, BucketEnforcement}
	for seed := int64(1); seed <= 100; seed++ {
		rng := rand.New(rand.NewSource(seed))
		day := NewDate(2026, 1, 1)
		entries := []Entry{{KindDisbursement, BucketPrincipal, 1 + rng.Int63n(2_000_000), day, "disbursement"}}
		var received, refunded, charged, waived int64
		for step := range 200 {
			ref := fmt.Sprintf("op:%d", step)
			bal := BalancesOf(entries)
			var add []Entry
			switch op := rng.Intn(10); {
			case op < 3: // charge
				add = []Entry{{KindCharge, chargeable[rng.Intn(len(chargeable))], 1 + rng.Int63n(50_000), day, ref}}
				charged += add[0].AmountCents
			case op < 8: // payment: partial, exact or over
				var amount int64
				switch rng.Intn(3) {
				case 0:
					amount = 1 + rng.Int63n(max(bal.Owed(), 1))
				case 1:
					amount = max(bal.Owed(), 1)
				default:
					amount = bal.Owed() + 1 + rng.Int63n(10_000)
				}
				a := Allocate(bal, amount, rng.Intn(2) == 0)
				var sum int64
				for _, e := range a.Entries {
					sum -= e.AmountCents
				}
				if sum != amount || a.PaymentCents != amount {
					t.Fatalf("seed %d step %d: got allocation summing to %d, want %d", seed, step, sum, amount)
				}
				add = a.At(day, ref)
				received += amount
			case op < 9: // waiver of part of one bucket
				b := OwedBuckets()[rng.Intn(len(OwedBuckets()))]
				if bal[b] > 0 {
					add = []Entry{{KindWaiver, b, -(1 + rng.Int63n(bal[b])), day, ref}}
					waived -= add[0].AmountCents
				}
			default: // refund of part of the credit
				if c := bal.Credit(); c > 0 {
					add = []Entry{{KindRefund, BucketCredit, 1 + rng.Int63n(c), day, ref}}
					refunded += add[0].AmountCents
				}
			}
			entries = append(entries, add...)
			if rng.Intn(5) == 0 {
				day = day.Add(1)
			}
			if err := CheckInvariants(entries); err != nil {
				t.Fatalf("seed %d step %d: %v", seed, step, err)
			}
			bal = BalancesOf(entries)
			owedAtStart := entries[0].AmountCents + charged - waived
			reduction := owedAtStart - bal.Owed()
			if received != reduction+bal.Credit()+refunded {
				t.Fatalf("seed %d step %d: got received %d, want owed reduction %d + credit %d + refunded %d",
					seed, step, received, reduction, bal.Credit(), refunded)
			}
		}
	}
}

// TestAccrualProperties runs random loans through random days of accrual and payments under
// the PH cap: the ledger stays consistent, every covered loan's charges stay within 100% of
// its principal and its late charges within 5% of the amount due per started overdue month,
// the penalty is booked at most once, and catch-up is idempotent.
func TestAccrualProperties(t *testing.T) {
	policy := DefaultPHCapPolicy()
	for seed := int64(1); seed <= 60; seed++ {
		rng := rand.New(rand.NewSource(seed))
		p, amount := randomLoan(rng, 60, 4)
		client := ClientKind(rng.Intn(2))
		loan, entries := disburse(t, p, amount, client, policy)
		covered := policy.CoversLoan(amount, p.TermDays)
		end := loan.DisbursedOn.Add(p.TermDays + rng.Intn(400))
		for day := loan.DisbursedOn.Add(1); !day.After(end); day = day.Add(1) {
			if !loan.Status.Active() {
				break
			}
			out, status := AccrueDay(loan, entries, day, policy)
			entries = append(entries, out...)
			if again, _ := AccrueDay(loan, entries, day, policy); len(again) != 0 {
				t.Fatalf("seed %d %v: got %+v on a second run, want nothing", seed, day, again)
			}
			if ev, ok := EventFor(loan.Status, status); ok {
				if loan.Status, _ = Transition(loan.Status, ev); loan.Status != status {
					t.Fatalf("seed %d: got %v, want %v", seed, loan.Status, status)
				}
			} else if status != loan.Status {
				t.Fatalf("seed %d %v: no edge from %v to %v", seed, day, loan.Status, status)
			}
			if covered {
				st := standing(loan.Schedule, through(entries, day.Add(-1)), day)
				var late int64
				for _, e := range entries {
					if e.Kind == KindCharge && (e.Bucket == BucketPenalty || e.Bucket == BucketLateInterest) && e.Day == day {
						late += e.AmountCents
					}
				}
				if late > 0 {
					months := ceilDiv(int64(st.DaysOverdue), DaysPerMonth)
					limit := mulDivFloor(st.OverdueCents, policy.LateMonthlyMaxBP*months, bpDenominator)
					var cumulative int64
					for _, e := range entries {
						if e.Kind == KindCharge && (e.Bucket == BucketPenalty || e.Bucket == BucketLateInterest) {
							cumulative += e.AmountCents
						}
					}
					if cumulative > limit {
						t.Fatalf("seed %d %v: got late charges %d, want at most %d", seed, day, cumulative, limit)
					}
				}
			}
			if loan.Status.Active() && rng.Intn(12) == 0 { // a payment of what is due now, or part of it
				st := StandingOn(loan.Schedule, entries, day)
				amount := st.DueSoonCents
				if amount > 1 && rng.Intn(2) == 0 {
					amount = 1 + rng.Int63n(amount-1)
				}
				if amount > 0 {
					out, status, err := ApplyPayment(loan, entries, day, amount, "pay:"+day.String())
					if err != nil {
						t.Fatalf("seed %d %v: %v", seed, day, err)
					}
					entries = append(entries, out...)
					if ev, ok := EventFor(loan.Status, status); ok {
						loan.Status, _ = Transition(loan.Status, ev)
					}
				}
			}
		}
		if err := CheckInvariants(entries); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		penalties := 0
		var chargedCents int64
		for _, e := range entries {
			if e.Kind == KindCharge {
				chargedCents += e.AmountCents
			}
			if e.Bucket == BucketPenalty && e.Kind == KindCharge {
				penalties++
			}
		}
		if penalties > 1 {
			t.Fatalf("seed %d: got %d penalties, want at most 1", seed, penalties)
		}
		if covered && chargedCents > amount {
			t.Fatalf("seed %d: got %d charged on %d, want at most 100%%", seed, chargedCents, amount)
		}
		if refs := refsOf(entries); len(refs) != len(slices.Compact(refs)) {
			t.Fatalf("seed %d: duplicate (ref, bucket)", seed)
		}
	}
}

func refsOf(entries []Entry) []string {
	out := make([]string, len(entries))
	for i, e := range entries {
		out[i] = e.Ref + "|" + string(e.Bucket)
	}
	slices.Sort(out)
	return out
}
