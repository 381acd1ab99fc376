package loans

import (
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// The loan most tests use: PHP 10,000 (covered) disbursed 2026-01-01, due 2026-04-02,
// interest 121,333 (4% for 91 days), fee 50,000, so 1,121,333 is overdue from 2026-04-03.
const (
	principal10k  = 1000000
	interest10k   = 121333
	overdue10k    = principal10k + interest10k
	dueDay10k     = "2026-04-02"
	firstLateDay  = "2026-04-03"
	lateAt5pct10k = 56067 // 1,121,333 * 5% = 56,066.65
	lateAt4pct10k = 44853 // 44,853.32
	lateAt2pct10k = 22427 // 22,426.66
)

func TestDisburse(t *testing.T) {
	t.Run("OK", func(t *testing.T) {
		loan, entries := disburse(t, testProduct(), principal10k, ClientNew, DefaultPHCapPolicy())
		day := d(t, "2026-01-01")
		want := []Entry{
			{KindDisbursement, BucketPrincipal, principal10k, day, "disbursement"},
			{KindCharge, BucketFee, 50000, day, "fee:service"},
			{KindDeduction, BucketFee, -50000, day, "fee:service:deducted"},
			{KindCharge, BucketInterest, interest10k, day, "interest:1"},
		}
		if !reflect.DeepEqual(entries, want) {
			t.Errorf("got %+v, want %+v", entries, want)
		}
		if loan.Status != StatusRepaying || loan.Schedule[0].DueDay != d(t, dueDay10k) || loan.RepeatClient {
			t.Errorf("got %+v, want a repaying loan due %s", loan, dueDay10k)
		}
		if err := CheckInvariants(entries); err != nil {
			t.Error(err)
		}
	})
	t.Run("OKProductSwitchedOffSinceApproval", func(t *testing.T) {
		p := testProduct()
		p.Enabled = false
		if _, _, err := Disburse(p, principal10k, d(t, "2026-01-01"), ClientNew, noCap()); err != nil {
			t.Errorf("got %v, want nil", err)
		}
	})
	t.Run("OKNoFee", func(t *testing.T) {
		p := testProduct()
		p.ServiceFeeBP = 0
		_, entries, err := Disburse(p, principal10k, d(t, "2026-01-01"), ClientNew, noCap())
		if err != nil || len(entries) != 2 {
			t.Errorf("got %+v, %v, want disbursement and interest only", entries, err)
		}
	})
	t.Run("ErrAmountOutOfRange", func(t *testing.T) {
		if _, _, err := Disburse(testProduct(), 1, d(t, "2026-01-01"), ClientNew, noCap()); !errors.Is(err, ErrAmountOutOfRange) {
			t.Errorf("got %v, want %v", err, ErrAmountOutOfRange)
		}
	})
}

// lateByDay indexes the late-interest entries by day.
func lateByDay(entries []Entry) map[string]int64 {
	out := map[string]int64{}
	for _, e := range entries {
		if e.Bucket == BucketLateInterest && e.Kind == KindCharge {
			out[e.Day.String()] += e.AmountCents
		}
	}
	return out
}

func TestAccrueDayTiersAndPenalty(t *testing.T) {
	for _, tt := range []struct {
		name        string
		client      ClientKind
		wantPenalty int64
	}{{"NewClient", ClientNew, 100000}, {"RepeatClient", ClientRepeat, 80000}} {
		t.Run(tt.name, func(t *testing.T) {
			loan, entries := disburse(t, testProduct(), principal10k, tt.client, noCap())
			added, status := CatchUp(loan, entries, d(t, "2026-01-02"), d(t, firstLateDay).Add(99), noCap())
			if status != StatusOverdue {
				t.Errorf("got %v, want %v", status, StatusOverdue)
			}
			late := lateByDay(added)
			first := d(t, firstLateDay)
			for _, c := range []struct {
				overdueDay int
				want       int64
			}{{1, lateAt5pct10k}, {30, lateAt5pct10k}, {31, lateAt4pct10k}, {90, lateAt4pct10k}, {91, lateAt2pct10k}, {100, lateAt2pct10k}} {
				day := first.Add(c.overdueDay - 1).String()
				if late[day] != c.want {
					t.Errorf("overdue day %d (%s): got %v, want %v", c.overdueDay, day, late[day], c.want)
				}
			}
			if got, want := len(late), 100; got != want {
				t.Errorf("got %d late days, want %d", got, want)
			}
			if _, ok := late[dueDay10k]; ok {
				t.Errorf("got late interest on the due day, want none")
			}
			var penalties []Entry
			for _, e := range added {
				if e.Bucket == BucketPenalty {
					penalties = append(penalties, e)
				}
			}
			if len(penalties) != 1 || penalties[0].AmountCents != tt.wantPenalty || penalties[0].Day != first || penalties[0].Ref != "penalty" {
				t.Errorf("got %+v, want one penalty of %d on %s", penalties, tt.wantPenalty, first)
			}
			if err := CheckInvariants(append(entries, added...)); err != nil {
				t.Error(err)
			}
		})
	}
}

func TestAccrueDayIdempotent(t *testing.T) {
	loan, entries := disburse(t, testProduct(), principal10k, ClientNew, noCap())
	loan.Status = StatusOverdue
	day := d(t, firstLateDay)
	first, _ := AccrueDay(loan, entries, day, noCap())
	if len(first) != 2 || first[1].Ref != "late:"+firstLateDay {
		t.Fatalf("got %+v, want the penalty and late:%s", first, firstLateDay)
	}
	again, status := AccrueDay(loan, append(entries, first...), day, noCap())
	if len(again) != 0 || status != StatusOverdue {
		t.Errorf("got %+v, %v, want nothing new and %v", again, status, StatusOverdue)
	}
	// Disbursement already booked the first period: the job for that day adds nothing.
	if out, _ := AccrueDay(loan, entries, d(t, "2026-01-01"), noCap()); len(out) != 0 {
		t.Errorf("got %+v, want nothing", out)
	}
}

func TestAccrueDayInactive(t *testing.T) {
	loan, entries := disburse(t, testProduct(), principal10k, ClientNew, noCap())
	for _, s := range []Status{StatusReview, StatusRejected, StatusApproved, StatusSettled} {
		loan.Status = s
		if out, status := AccrueDay(loan, entries, d(t, firstLateDay), noCap()); out != nil || status != s {
			t.Errorf("%v: got %+v, %v, want nothing and the same status", s, out, status)
		}
	}
	loan.Status = StatusRepaying
	if out, status := AccrueDay(loan, entries, d(t, "2025-12-31"), noCap()); out != nil || status != StatusRepaying {
		t.Errorf("before disbursement: got %+v, %v, want nothing", out, status)
	}
}

func TestAccrueDayPeriodInterest(t *testing.T) {
	p := testProduct()
	p.Periods = 3
	loan, entries := disburse(t, p, 500000, ClientNew, noCap())
	t.Run("OK", func(t *testing.T) {
		// Period 2 starts on period 1's due day, 2026-01-31.
		if out, _ := AccrueDay(loan, entries, d(t, "2026-01-30"), noCap()); len(out) != 0 {
			t.Errorf("got %+v, want nothing before period 2 starts", out)
		}
		out, status := AccrueDay(loan, entries, d(t, "2026-01-31"), noCap())
		want := []Entry{{KindCharge, BucketInterest, 13333, d(t, "2026-01-31"), "interest:2"}}
		if !reflect.DeepEqual(out, want) || status != StatusDue {
			t.Errorf("got %+v, %v, want %+v, %v", out, status, want, StatusDue)
		}
	})
	t.Run("OKNoInterestAfterPayoff", func(t *testing.T) {
		paid := append(slices.Clone(entries), Allocate(BalancesOf(entries), PayoffAmount(loan.Schedule, entries, d(t, "2026-01-20")), false).At(d(t, "2026-01-20"), "pay:1")...)
		out, status := AccrueDay(loan, paid, d(t, "2026-01-31"), noCap())
		if len(out) != 0 || status != StatusSettled {
			t.Errorf("got %+v, %v, want nothing and settled", out, status)
		}
	})
}

// TestCapLateCharges follows a covered PHP 10,000 loan under the PH policy: late charges are
// held to 5% of the amount due for each started 30 overdue days.
func TestCapLateCharges(t *testing.T) {
	policy := DefaultPHCapPolicy()
	loan, entries := disburse(t, testProduct(), principal10k, ClientNew, policy)
	added, _ := CatchUp(loan, entries, d(t, "2026-01-02"), d(t, firstLateDay).Add(32), policy)
	monthCap := int64(56066) // floor(1,121,333 * 5%)
	if got := sumBucket(added, BucketPenalty, KindCharge); got != monthCap {
		t.Errorf("penalty: got %v, want %v (clipped to the first month's cap)", got, monthCap)
	}
	late := lateByDay(added)
	first := d(t, firstLateDay)
	if len(late) != 2 {
		t.Errorf("got late interest on %v, want only overdue days 31 and 32", late)
	}
	if got := late[first.Add(30).String()]; got != lateAt4pct10k {
		t.Errorf("day 31: got %v, want %v", got, lateAt4pct10k)
	}
	if got, want := late[first.Add(31).String()], int64(112133)-monthCap-lateAt4pct10k; got != want {
		t.Errorf("day 32: got %v, want %v (the rest of month 2's cap)", got, want)
	}
	if got, want := sumBucket(added, BucketPenalty, "")+sumBucket(added, BucketLateInterest, ""), int64(112133); got != want {
		t.Errorf("late charges after 33 days: got %v, want %v (two months' cap)", got, want)
	}
}

// capLedger is the covered loan on its first overdue day, with a penalty of penaltyCents and
// an enforcement charge of enforcementCents already booked, so a test can place the cap
// exactly at the day's late interest (56,067) or one centavo below it.
func capLedger(t *testing.T, penaltyCents, enforcementCents int64) (LoanSnapshot, []Entry) {
	loan, entries := disburse(t, testProduct(), principal10k, ClientNew, noCap())
	loan.Status = StatusOverdue
	due := d(t, dueDay10k)
	entries = append(entries, Entry{KindCharge, BucketPenalty, penaltyCents, due, "penalty"})
	if enforcementCents > 0 {
		entries = append(entries, Entry{KindCharge, BucketEnforcement, enforcementCents, due, "enforcement:1"})
	}
	return loan, entries
}

func TestCapBoundaries(t *testing.T) {
	lateCap := DefaultPHCapPolicy()
	lateCap.LateMonthlyMaxBP = 1000 // 112,133 for the first month
	totalCap := DefaultPHCapPolicy()
	totalCap.LateMonthlyMaxBP = 10000
	totalCap.TotalCostMaxBP = 5000 // 500,000; fee 50,000 + interest 121,333 already booked
	tests := []struct {
		name        string
		policy      CapPolicy
		penalty     int64
		enforcement int64
		want        int64
	}{
		{"LateAtCap", lateCap, 112133 - lateAt5pct10k, 0, lateAt5pct10k},
		{"LateOneCentavoOver", lateCap, 112133 - lateAt5pct10k + 1, 0, lateAt5pct10k - 1},
		{"LateExhausted", lateCap, 112133, 0, 0},
		{"TotalAtCap", totalCap, 1, 500000 - 50000 - interest10k - 1 - lateAt5pct10k, lateAt5pct10k},
		{"TotalOneCentavoOver", totalCap, 1, 500000 - 50000 - interest10k - lateAt5pct10k, lateAt5pct10k - 1},
		{"TotalExhausted", totalCap, 1, 500000 - 50000 - interest10k - 1, 0},
		{"NotCoveredAbove10k", func() CapPolicy { c := lateCap; c.MaxPrincipalCents = principal10k - 1; return c }(), 112133, 0, lateAt5pct10k},
		{"NotCoveredPolicyOff", noCap(), 112133, 0, lateAt5pct10k},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			loan, entries := capLedger(t, tt.penalty, tt.enforcement)
			out, _ := AccrueDay(loan, entries, d(t, firstLateDay), tt.policy)
			if got := sumBucket(out, BucketLateInterest, KindCharge); got != tt.want {
				t.Errorf("got %v, want %v", got, tt.want)
			}
			if tt.want == 0 && len(out) != 0 {
				t.Errorf("got %+v, want no zero entries", out)
			}
		})
	}
}

// TestCapTotalCostOverLongDefault runs a covered loan 800 days overdue: charges stop at
// exactly 100% of the principal.
func TestCapTotalCostOverLongDefault(t *testing.T) {
	policy := DefaultPHCapPolicy()
	loan, entries := disburse(t, testProduct(), principal10k, ClientNew, policy)
	added, _ := CatchUp(loan, entries, d(t, "2026-01-02"), d(t, firstLateDay).Add(800), policy)
	all := append(entries, added...)
	var charged int64
	for _, e := range all {
		if e.Kind == KindCharge {
			charged += e.AmountCents
		}
	}
	if charged != principal10k {
		t.Errorf("got %v charged, want exactly %v", charged, principal10k)
	}
	if err := CheckInvariants(all); err != nil {
		t.Error(err)
	}
}

// TestCatchUpEqualsSingleDays checks that a catch-up over N days books what N daily runs
// would, with a partial payment in the middle of the range.
func TestCatchUpEqualsSingleDays(t *testing.T) {
	for _, policy := range []CapPolicy{noCap(), DefaultPHCapPolicy()} {
		p := testProduct()
		p.Periods = 3
		loan, entries := disburse(t, p, principal10k, ClientNew, policy)
		from, to := d(t, "2026-01-02"), d(t, "2026-06-30")
		payDay := d(t, "2026-02-10")
		payment := Entry{KindPayment, BucketLateInterest, -1000, payDay, "pay:1"}

		daily := slices.Clone(entries)
		status := loan.Status
		for day := from; !day.After(to); day = day.Add(1) {
			l := loan
			l.Status = status
			var out []Entry
			out, status = AccrueDay(l, daily, day, policy)
			daily = append(daily, out...)
			if day == payDay { // the payment arrives after that day's run
				daily = append(daily, payment)
			}
		}
		withPayment := append(slices.Clone(entries), payment)
		added, catchStatus := CatchUp(loan, withPayment, from, to, policy)
		caught := append(withPayment, added...)
		sortEntries := func(es []Entry) []Entry {
			es = slices.Clone(es)
			slices.SortStableFunc(es, func(a, b Entry) int { return strings.Compare(a.Ref+string(a.Bucket), b.Ref+string(b.Bucket)) })
			return es
		}
		if !reflect.DeepEqual(sortEntries(daily), sortEntries(caught)) || status != catchStatus {
			t.Errorf("policy %+v: got catch-up %d entries %v, want daily %d entries %v", policy, len(caught), catchStatus, len(daily), status)
		}
	}
}

func TestStatusForDay(t *testing.T) {
	loan, entries := disburse(t, testProduct(), principal10k, ClientNew, noCap())
	paid := append(slices.Clone(entries), Allocate(BalancesOf(entries), overdue10k, false).At(d(t, "2026-03-30"), "pay:1")...)
	partly := append(slices.Clone(entries), Allocate(BalancesOf(entries), 1000, false).At(d(t, "2026-03-30"), "pay:1")...)
	tests := []struct {
		name    string
		entries []Entry
		day     string
		want    Status
	}{
		{"RepayingFourDaysBefore", entries, "2026-03-29", StatusRepaying},
		{"DueThreeDaysBefore", entries, "2026-03-30", StatusDue},
		{"DueToday", entries, dueDay10k, StatusDue},
		{"OverdueDayAfter", entries, firstLateDay, StatusOverdue},
		{"OverduePartlyPaid", partly, firstLateDay, StatusOverdue},
		{"SettledEarly", paid, "2026-03-30", StatusSettled},
		{"SettledAfterDue", paid, firstLateDay, StatusSettled},
		{"PaymentAfterTheDayIgnored", paid, "2026-03-29", StatusRepaying},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := StatusForDay(loan.Schedule, tt.entries, d(t, tt.day)); got != tt.want {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}
	t.Run("DueWhenOnlyChargesLeft", func(t *testing.T) {
		extra := append(slices.Clone(paid), Entry{KindCharge, BucketEnforcement, 500, d(t, "2026-03-30"), "enforcement:1"})
		if got := StatusForDay(loan.Schedule, extra, d(t, "2026-03-30")); got != StatusDue {
			t.Errorf("got %v, want %v", got, StatusDue)
		}
		st := StandingOn(loan.Schedule, extra, d(t, "2026-03-30"))
		if st.NextAmountCents != 500 || st.NextDueDate != d(t, "2026-03-30") {
			t.Errorf("got %+v, want 500 due today", st)
		}
	})
}

func TestStandingInstallments(t *testing.T) {
	p := testProduct()
	p.Periods = 3
	loan, entries := disburse(t, p, 500000, ClientNew, noCap())
	added, _ := CatchUp(loan, entries, d(t, "2026-01-02"), d(t, "2026-02-05"), noCap())
	entries = append(entries, added...)
	day := d(t, "2026-02-05") // installment 1 (186,666 due 01-31) is 5 days late
	st := StandingOn(loan.Schedule, entries, day)
	if st.FirstMissedDue != d(t, "2026-01-31") || st.DaysOverdue != 5 || st.OverdueCents != 186666 {
		t.Errorf("got %+v, want installment 1 five days overdue", st)
	}
	charges := int64(100000 + 5*9333) // penalty + 5 days of 5% of 186,666 (9,333.30)
	if st.ChargesCents != charges || st.DueNowCents != charges+186666 || st.NextAmountCents != st.DueNowCents {
		t.Errorf("got charges %d due now %d next %d, want %d and %d", st.ChargesCents, st.DueNowCents, st.NextAmountCents, charges, charges+186666)
	}
	if got := AmountDueNow(loan.Schedule, entries, day); got != st.DueNowCents {
		t.Errorf("got %v, want %v", got, st.DueNowCents)
	}
	// Payoff: principal + periods 1 and 2 interest (period 3 not started) + charges.
	if got, want := PayoffAmount(loan.Schedule, entries, day), int64(500000+20000+13333)+charges; got != want {
		t.Errorf("got %v, want %v", got, want)
	}
	if st.Installments[2].InterestCents != 6889 || st.Installments[1].InterestCents != 13333 {
		t.Errorf("got %+v, want scheduled interest for the future period", st.Installments)
	}

	// Paying what is due now brings the loan current: next is installment 2.
	out, status, err := ApplyPayment(loan, entries, day, st.DueNowCents, "pay:1")
	if err != nil {
		t.Fatal(err)
	}
	after := StandingOn(loan.Schedule, append(entries, out...), day)
	if status != StatusRepaying || after.NextDueDate != d(t, "2026-03-02") || after.NextAmountCents != 179999 || after.DueNowCents != 0 {
		t.Errorf("got %v %+v, want repaying with 179,999 next on 2026-03-02", status, after)
	}
}

func TestApplyPayment(t *testing.T) {
	loan, entries := disburse(t, testProduct(), principal10k, ClientNew, noCap())
	t.Run("ErrPrepaymentTooEarly", func(t *testing.T) {
		_, _, err := ApplyPayment(loan, entries, d(t, "2026-02-15"), overdue10k, "pay:1")
		if !errors.Is(err, ErrPrepaymentTooEarly) || !strings.Contains(err.Error(), "Prepayment is available from 2026-02-16.") {
			t.Errorf("got %v, want %v", err, ErrPrepaymentTooEarly)
		}
	})
	t.Run("OKPrepayment", func(t *testing.T) {
		out, status, err := ApplyPayment(loan, entries, d(t, "2026-02-16"), overdue10k, "pay:1")
		if err != nil || status != StatusSettled || len(out) != 2 {
			t.Errorf("got %+v, %v, %v, want settled", out, status, err)
		}
	})
	t.Run("OKOnTimeBeforePrepaymentDay", func(t *testing.T) {
		// A one-period loan: paying the installment is paying the next amount, not prepaying.
		p := testProduct()
		p.Prepayment.MinFractionOfTermBP = 10000
		l := loan
		l.Terms = p
		_, status, err := ApplyPayment(l, entries, d(t, "2026-03-31"), 1000, "pay:1")
		if err != nil || status != StatusDue {
			t.Errorf("got %v, %v, want %v, nil", status, err, StatusDue)
		}
	})
	t.Run("OKOverpaymentBecomesCredit", func(t *testing.T) {
		added, _ := CatchUp(loan, entries, d(t, "2026-01-02"), d(t, firstLateDay), noCap())
		all := append(slices.Clone(entries), added...)
		owed := PayoffAmount(loan.Schedule, all, d(t, firstLateDay))
		out, status, err := ApplyPayment(loan, all, d(t, firstLateDay), owed+700, "pay:1")
		if err != nil || status != StatusSettled {
			t.Fatalf("got %v, %v, want settled", status, err)
		}
		if out[0].Bucket != BucketLateInterest || out[len(out)-1] != (Entry{KindPayment, BucketCredit, -700, d(t, firstLateDay), "pay:1"}) {
			t.Errorf("got %+v, want the after-maturity order and 700 credit", out)
		}
		if err := CheckInvariants(append(all, out...)); err != nil {
			t.Error(err)
		}
	})
	t.Run("OKAfterLastDueUsesAfterMaturityOrder", func(t *testing.T) {
		withFee := append(slices.Clone(entries), Entry{KindCharge, BucketFee, 300, d(t, "2026-04-01"), "fee:x"},
			Entry{KindCharge, BucketEnforcement, 200, d(t, "2026-04-01"), "enforcement:1"})
		paid := append(withFee, Allocate(BalancesOf(withFee), overdue10k, false).At(d(t, "2026-04-01"), "pay:0")...)
		out, _, err := ApplyPayment(loan, paid, d(t, "2026-04-05"), 100, "pay:1")
		if err != nil || out[0].Bucket != BucketEnforcement {
			t.Errorf("got %+v, %v, want enforcement paid first", out, err)
		}
	})
	for _, tt := range []struct {
		name   string
		amount int64
		ref    string
		status Status
		want   error
	}{
		{"ErrInvalidPayment", 0, "pay:1", StatusRepaying, ErrInvalidPayment},
		{"ErrInvalidPaymentRef", 100, "", StatusRepaying, ErrInvalidPayment},
		{"ErrLoanNotActive", 100, "pay:1", StatusSettled, ErrLoanNotActive},
	} {
		t.Run(tt.name, func(t *testing.T) {
			l := loan
			l.Status = tt.status
			if _, _, err := ApplyPayment(l, entries, d(t, "2026-03-01"), tt.amount, tt.ref); !errors.Is(err, tt.want) {
				t.Errorf("got %v, want %v", err, tt.want)
			}
		})
	}
}

func TestCanPrepay(t *testing.T) {
	disbursed := d(t, "2026-01-01")
	tests := []struct {
		name    string
		edit    func(p *Product)
		day     string
		wantErr bool
	}{
		{"OKHalfTerm", func(p *Product) {}, "2026-02-16", false}, // ceil(91/2) = 46 days
		{"ErrPrepaymentTooEarly", func(p *Product) {}, "2026-02-15", true},
		{"OKMinDays", func(p *Product) { p.Prepayment.MinFractionOfTermBP = 0 }, "2026-01-08", false},
		{"ErrMinDays", func(p *Product) { p.Prepayment.MinFractionOfTermBP = 0 }, "2026-01-07", true},
		{"ErrMinDaysLater", func(p *Product) { p.Prepayment.MinDaysAfterDisbursement = 60 }, "2026-03-01", true},
		{"OKMinDaysLater", func(p *Product) { p.Prepayment.MinDaysAfterDisbursement = 60 }, "2026-03-02", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := testProduct()
			tt.edit(&p)
			err := CanPrepay(p, disbursed, d(t, tt.day))
			if (err != nil) != tt.wantErr || (err != nil && !errors.Is(err, ErrPrepaymentTooEarly)) {
				t.Errorf("got %v, want error %v", err, tt.wantErr)
			}
		})
	}
}

func TestApplyPaymentMultiPeriod(t *testing.T) {
	p := testProduct()
	p.Periods = 3
	loan, entries := disburse(t, p, 500000, ClientNew, noCap())
	tests := []struct {
		name    string
		day     string
		amount  int64
		wantErr error
	}{
		{"ErrPrepaymentTooEarlyOutsideWindow", "2026-01-27", 1000, ErrPrepaymentTooEarly},
		{"OKInstallmentInWindow", "2026-01-28", 186666, nil},
		{"ErrPrepaymentTooEarlyBeyondInstallment", "2026-01-28", 186667, ErrPrepaymentTooEarly},
		{"OKPrepaymentAllowed", "2026-02-16", 533333, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out, _, err := ApplyPayment(loan, entries, d(t, tt.day), tt.amount, "pay:1")
			if !errors.Is(err, tt.wantErr) || (tt.wantErr == nil) != (err == nil) {
				t.Fatalf("got %v, want %v", err, tt.wantErr)
			}
			if err == nil {
				if err := CheckInvariants(append(slices.Clone(entries), out...)); err != nil {
					t.Error(err)
				}
			}
		})
	}
	st := StandingOn(loan.Schedule, entries, d(t, "2026-01-28"))
	if st.DueSoonCents != 186666 || st.DueNowCents != 0 || st.NextAmountCents != 186666 {
		t.Errorf("got due soon %d now %d next %d, want 186666 0 186666", st.DueSoonCents, st.DueNowCents, st.NextAmountCents)
	}
}
