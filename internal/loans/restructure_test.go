package loans

import (
	"errors"
	"slices"
	"testing"
)

// lateLoan is testProduct's PHP 10,000 (one payment due 2026-04-02) caught up to day.
func lateLoan(t *testing.T, day string, policy CapPolicy) (LoanSnapshot, []Entry) {
	t.Helper()
	loan, entries := disburse(t, testProduct(), 1_000_000, ClientNew, policy)
	more, status := CatchUp(loan, entries, loan.DisbursedOn.Add(1), d(t, day), policy)
	loan.Status = status
	return loan, append(entries, more...)
}

func TestRestructureTermsBounds(t *testing.T) {
	for _, c := range []struct {
		n, days int
		ok      bool
	}{
		{1, 14, true}, {1, 13, false}, {0, 30, false}, {12, 168, true}, {13, 365, false},
		{3, 30, false}, {3, 42, true}, {2, 365, true}, {1, 366, false}, {12, 167, false},
	} {
		err := RestructureTerms{Installments: c.n, TermDays: c.days}.Check()
		if (err == nil) != c.ok || (err != nil && !errors.Is(err, ErrRestructureInvalid)) {
			t.Errorf("%d installments over %d days: %v, want ok=%v", c.n, c.days, err, c.ok)
		}
	}
}

func TestRestructureWhichLoans(t *testing.T) {
	policy := DefaultPHCapPolicy()
	terms := RestructureTerms{Installments: 3, TermDays: 90}
	loan, entries := lateLoan(t, "2026-04-20", policy)
	day := d(t, "2026-04-20")
	for _, c := range []struct {
		name   string
		status Status
		want   error
	}{
		{"review", StatusReview, ErrRestructureNotAllowed},
		{"approved", StatusApproved, ErrRestructureNotAllowed},
		{"rejected", StatusRejected, ErrRestructureNotAllowed},
		{"settled", StatusSettled, ErrRestructureNotAllowed},
		{"repaying", StatusRepaying, nil},
		{"due", StatusDue, nil},
		{"overdue", StatusOverdue, nil},
	} {
		l := loan
		l.Status = c.status
		_, err := PlanRestructure(l, entries, day, day, terms, policy)
		if (c.want == nil) != (err == nil) || (c.want != nil && !errors.Is(err, c.want)) {
			t.Errorf("%s: %v, want %v", c.name, err, c.want)
		}
	}
	// Written off: refused.
	wo, err := WriteOff(loan, entries, day, 1)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := PlanRestructure(loan, append(slices.Clone(entries), wo...), day, day, terms, policy); !errors.Is(err, ErrRestructureNotAllowed) {
		t.Errorf("written off: %v", err)
	}
	// Principal paid: nothing to re-schedule.
	paid, _, err := ApplyPayment(loan, entries, day, 1_000_000+121_333+56_066-1, "p1")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := PlanRestructure(loan, append(slices.Clone(entries), paid...), day, day, terms, policy); err != nil {
		t.Errorf("one centavo of principal left: %v", err)
	}
	// An offer older than RestructureOfferDays, or from the future, is stale.
	for _, start := range []Date{day.Add(-RestructureOfferDays - 1), day.Add(1)} {
		if _, err := PlanRestructure(loan, entries, day, start, terms, policy); !errors.Is(err, ErrRestructureStale) {
			t.Errorf("start %s: %v", start, err)
		}
	}
}

func TestRestructureOverdueLoan(t *testing.T) {
	policy := DefaultPHCapPolicy()
	loan, entries := lateLoan(t, "2026-04-20", policy)
	day := d(t, "2026-04-20")
	if loan.Status != StatusOverdue {
		t.Fatalf("status %d", loan.Status)
	}
	r, err := PlanRestructure(loan, entries, day, day, RestructureTerms{Installments: 3, TermDays: 90}, policy)
	if err != nil {
		t.Fatal(err)
	}
	// PHP 10,000 at 4% for 91 days: PHP 1,213.33 interest booked and unpaid; the late charges are
	// the month-1 cap, 5% of PHP 11,213.33 = PHP 560.66 (the penalty, clipped).
	if r.PrincipalCents != 1_000_000 || r.CarriedInterestCents != 121_333 || r.WaivedCents != 56_066 {
		t.Fatalf("principal %d carried %d waived %d", r.PrincipalCents, r.CarriedInterestCents, r.WaivedCents)
	}
	if r.InterestFrom != day {
		t.Errorf("interest from %s", r.InterestFrom)
	}
	// 30-day periods at 4% on 10,000, 6,666.67 and 3,333.33 (declining balance).
	wantDue := []string{"2026-05-20", "2026-06-19", "2026-07-19"}
	wantPrincipal := []int64{333_333, 333_333, 333_334}
	wantInterest := []int64{40_000, 26_667, 13_333}
	for i, in := range r.Installments {
		if in.Seq != 2+i || in.DueDay.String() != wantDue[i] || in.PrincipalCents != wantPrincipal[i] || in.InterestCents != wantInterest[i] {
			t.Errorf("installment %d: %+v", i, in)
		}
	}
	if r.InterestCents != 80_000 || r.TotalRepayCents != 1_000_000+121_333+80_000 || !r.Covered {
		t.Errorf("interest %d total %d covered %v", r.InterestCents, r.TotalRepayCents, r.Covered)
	}
	if r.EIRMonthlyBP <= 0 || r.EIRMonthlyBP > 400 {
		t.Errorf("EIR %d bp", r.EIRMonthlyBP)
	}
	// Accept two days later: the same plan, the late charges of those days waived too.
	later := day.Add(2)
	more, _ := CatchUp(loan, entries, day.Add(1), later, policy)
	entries2 := append(slices.Clone(entries), more...)
	res, err := ApplyRestructure(loan, entries2, later, r, RestructureBasis(entries), "7", policy)
	if err != nil {
		t.Fatal(err)
	}
	all := append(slices.Clone(entries2), res.Entries...)
	if err := CheckInvariants(all); err != nil {
		t.Fatal(err)
	}
	bal := BalancesOf(all)
	if bal[BucketPenalty] != 0 || bal[BucketLateInterest] != 0 || bal[BucketFee] != 0 {
		t.Errorf("charges left: %v", bal)
	}
	if got := -sumBucket(res.Entries, BucketPenalty, KindWaiver) - sumBucket(res.Entries, BucketLateInterest, KindWaiver); got != BalancesOf(entries2).Charges() {
		t.Errorf("waived %d", got)
	}
	if res.Status != StatusRepaying {
		t.Errorf("status %d", res.Status)
	}
	after := loan
	after.Schedule, after.Status = res.Schedule, res.Status
	st := StandingOn(after.Schedule, all, later)
	if st.OverdueCents != 0 || st.PayoffCents != 1_000_000+121_333+40_000 {
		t.Errorf("overdue %d payoff %d", st.OverdueCents, st.PayoffCents)
	}
	if st.NextDueDate.String() != "2026-05-20" || st.NextAmountCents != 333_333+40_000+121_333 {
		t.Errorf("next %s %d", st.NextDueDate, st.NextAmountCents)
	}
	// The reminders' view (InstallmentsPaid over the stored schedule): the closed installment
	// is paid, the first new one owes its principal, its interest and the carried interest.
	pp, pi := PaidReductions(all)
	paidOf := InstallmentsPaid(after.Schedule, pp, pi)
	if first := after.Schedule[1]; first.AmountCents()-paidOf[1] != 333_333+40_000+121_333 || after.Schedule[0].AmountCents()-paidOf[0] != 0 {
		t.Errorf("reminder amounts: %+v paid %v", after.Schedule, paidOf)
	}
	// Accepting again is refused: the ledger moved (the waivers).
	if _, err := ApplyRestructure(after, all, later, r, RestructureBasis(entries), "7", policy); !errors.Is(err, ErrRestructureStale) {
		t.Errorf("second acceptance: %v", err)
	}
	// The daily job books the later periods' interest on their start days and nothing late
	// while the new installments are paid on time.
	var ledger = all
	for _, in := range r.Installments {
		more, status := CatchUp(after, ledger, later.Add(1), in.DueDay, policy)
		ledger = append(ledger, more...)
		after.Status = status
		pay := StandingOn(after.Schedule, ledger, in.DueDay).DueNowCents
		paid, status, err := ApplyPayment(after, ledger, in.DueDay, pay, "pay:"+in.DueDay.String())
		if err != nil {
			t.Fatal(err)
		}
		ledger, after.Status, later = append(ledger, paid...), status, in.DueDay
	}
	if err := CheckInvariants(ledger); err != nil {
		t.Fatal(err)
	}
	if after.Status != StatusSettled || sumBucket(ledger, BucketInterest, KindCharge) != 121_333+80_000 {
		t.Errorf("status %d interest %d", after.Status, sumBucket(ledger, BucketInterest, KindCharge))
	}
	for _, e := range ledger {
		if e.Bucket == BucketLateInterest && e.Day.After(day.Add(2)) {
			t.Errorf("late interest after the restructure: %+v", e)
		}
	}
}

func TestRestructureStale(t *testing.T) {
	policy := DefaultPHCapPolicy()
	loan, entries := lateLoan(t, "2026-04-20", policy)
	day := d(t, "2026-04-20")
	r, err := PlanRestructure(loan, entries, day, day, RestructureTerms{Installments: 2, TermDays: 60}, policy)
	if err != nil {
		t.Fatal(err)
	}
	basis := RestructureBasis(entries)
	// A payment that only paid late charges still changes the loan.
	paid, _, err := ApplyPayment(loan, entries, day, 100, "p")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := ApplyRestructure(loan, append(slices.Clone(entries), paid...), day, r, basis, "1", policy); !errors.Is(err, ErrRestructureStale) {
		t.Errorf("after a payment: %v", err)
	}
	// Expired.
	late := day.Add(RestructureOfferDays + 1)
	more, _ := CatchUp(loan, entries, day.Add(1), late, policy)
	if _, err := ApplyRestructure(loan, append(slices.Clone(entries), more...), late, r, basis, "1", policy); !errors.Is(err, ErrRestructureStale) {
		t.Errorf("expired: %v", err)
	}
	// On the last day it is still accepted.
	last := day.Add(RestructureOfferDays)
	more, _ = CatchUp(loan, entries, day.Add(1), last, policy)
	if _, err := ApplyRestructure(loan, append(slices.Clone(entries), more...), last, r, basis, "1", policy); err != nil {
		t.Errorf("last day: %v", err)
	}
}

// A loan mid-period and not overdue: the interest already booked covers the days to its due
// day, so the new interest counts from there; unstarted old installments are dropped.
func TestRestructureMidPeriod(t *testing.T) {
	policy := DefaultPHCapPolicy()
	p := testProduct()
	p.TermDays, p.Periods, p.ServiceFeeBP = 90, 3, 0
	loan, entries := disburse(t, p, 1_000_000, ClientNew, policy)
	day := d(t, "2026-01-11")
	more, status := CatchUp(loan, entries, loan.DisbursedOn.Add(1), day, policy)
	loan.Status, entries = status, append(entries, more...)
	r, err := PlanRestructure(loan, entries, day, day, RestructureTerms{Installments: 2, TermDays: 60}, policy)
	if err != nil {
		t.Fatal(err)
	}
	if r.InterestFrom.String() != "2026-01-31" || r.CarriedInterestCents != 40_000 || r.WaivedCents != 0 {
		t.Fatalf("from %s carried %d waived %d", r.InterestFrom, r.CarriedInterestCents, r.WaivedCents)
	}
	// Period 1 (01-11..02-10) bears 10 days, period 2 (02-10..03-12) 30 days on half.
	if r.Installments[0].InterestCents != 13_333 || r.Installments[1].InterestCents != 20_000 || r.Installments[0].Seq != 4 {
		t.Fatalf("installments %+v", r.Installments)
	}
	if len(r.Schedule) != 3 || !r.Schedule[0].Closed || r.Schedule[0].PrincipalCents != 0 {
		t.Fatalf("schedule %+v", r.Schedule)
	}
	res, err := ApplyRestructure(loan, entries, day, r, RestructureBasis(entries), "9", policy)
	if err != nil {
		t.Fatal(err)
	}
	after := loan
	after.Schedule, after.Status = res.Schedule, res.Status
	ledger := append(slices.Clone(entries), res.Entries...)
	more, _ = CatchUp(after, ledger, day.Add(1), d(t, "2026-03-01"), policy)
	ledger = append(ledger, more...)
	if got := sumBucket(ledger, BucketInterest, KindCharge); got != 40_000+13_333+20_000 {
		t.Errorf("interest booked %d", got)
	}
	// The first new installment is owed with the carried interest and is overdue after 02-10.
	st := StandingOn(after.Schedule, ledger, d(t, "2026-03-01"))
	if st.FirstMissedDue.String() != "2026-02-10" || st.Installments[1].RemainingCents != 500_000+13_333+40_000 {
		t.Errorf("missed %s remaining %+v", st.FirstMissedDue, st.Installments[1])
	}
	if next := NextAccrualDay(after, entries, day); next.IsZero() {
		t.Error("no next accrual day")
	}
}

// The caps: the nominal rate, and the total cost counted gross (waived charges included).
func TestRestructureCaps(t *testing.T) {
	policy := DefaultPHCapPolicy()
	policy.TotalCostMaxBP = 2500 // PHP 2,500 on PHP 10,000
	loan, entries := lateLoan(t, "2026-04-20", policy)
	day := d(t, "2026-04-20")
	r, err := PlanRestructure(loan, entries, day, day, RestructureTerms{Installments: 3, TermDays: 90}, policy)
	if err != nil {
		t.Fatal(err)
	}
	charged := chargedGross(entries)
	headroom := 250_000 - charged
	if headroom <= 0 || r.InterestCents != headroom || r.Installments[0].InterestCents != headroom || r.Installments[1].InterestCents != 0 {
		t.Fatalf("charged %d headroom %d: %+v", charged, headroom, r.Installments)
	}
	// Exactly at the cap once accepted and run to the end unpaid.
	res, err := ApplyRestructure(loan, entries, day, r, RestructureBasis(entries), "1", policy)
	if err != nil {
		t.Fatal(err)
	}
	after := loan
	after.Schedule, after.Status = res.Schedule, res.Status
	ledger := append(slices.Clone(entries), res.Entries...)
	more, _ := CatchUp(after, ledger, day.Add(1), day.Add(400), policy)
	ledger = append(ledger, more...)
	if got := chargedGross(ledger); got != 250_000 {
		t.Errorf("charged over the life %d, cap 250000", got)
	}
	// Not covered (policy off): nothing clipped.
	r2, err := PlanRestructure(loan, entries, day, day, RestructureTerms{Installments: 3, TermDays: 90}, CapPolicy{})
	if err != nil || r2.InterestCents != 80_000 || r2.Covered {
		t.Errorf("uncovered: %v %d", err, r2.InterestCents)
	}
	// A rate above the nominal maximum is refused for a covered loan.
	high := loan
	high.Terms.InterestBPPerMonth = 700
	if _, err := PlanRestructure(high, entries, day, day, RestructureTerms{Installments: 3, TermDays: 90}, DefaultPHCapPolicy()); !errors.Is(err, ErrCapExceeded) {
		t.Errorf("7%% a month: %v", err)
	}
}
