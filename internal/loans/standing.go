package loans

import "slices"

// InstallmentStanding is an installment with what has been paid of it. Payments are
// assigned to installments oldest first: principal reductions fill principal in order, and
// interest reductions fill booked interest in order.
type InstallmentStanding struct {
	Installment
	StartDay           Date  // the period's first day
	InterestCents      int64 // booked interest, or the scheduled interest of a period not started yet
	PaidPrincipalCents int64
	PaidInterestCents  int64
	RemainingCents     int64 // principal and interest still to pay
}

// Standing is a loan's position at the end of a day, derived from its schedule and ledger.
type Standing struct {
	Day             Date
	DisbursedOn     Date
	Balances        Balances
	Installments    []InstallmentStanding
	ChargesCents    int64 // fees, penalty, late interest and enforcement outstanding
	OverdueCents    int64 // principal and interest of installments past their due day
	FirstMissedDue  Date  // earliest due day with money still unpaid before Day; zero if none
	DaysOverdue     int   // Day minus FirstMissedDue: 1 on the day after the due day
	DueNowCents     int64 // charges plus installments due on or before Day: what makes the loan current
	DueSoonCents    int64 // DueNowCents plus installments due within DueSoonDays: payable without prepaying
	NextDueDate     Date  // the repayment page's date
	NextAmountCents int64 // the repayment page's amount: DueNowCents, or the next installment if nothing is due
	PayoffCents     int64 // everything owed (less credit): what settles the loan today
	Settled         bool
	// WrittenOff is true once the ledger holds the loan's write-off. The installments then
	// stay as they stood before it (recoveries pay the written-off claim, not installments) and
	// the whole claim is due now.
	WrittenOff bool
}

// StandingOn computes the loan's position at the end of day from the entries dated up to it.
// Interest is booked when a period starts, so callers bring the ledger up to date (CatchUp
// through day) before quoting amounts to a borrower.
func StandingOn(schedule []Installment, entries []Entry, day Date) Standing {
	return standing(schedule, through(entries, day), day)
}

// standing does the work of StandingOn on entries already cut at the wanted moment.
func standing(schedule []Installment, entries []Entry, day Date) Standing {
	st := Standing{Day: day, Balances: BalancesOf(entries)}
	booked := map[string]int64{}
	var principalReduced, interestReduced int64
	disbursed := false
	for _, e := range entries {
		switch {
		case e.Kind == KindDisbursement:
			st.DisbursedOn, disbursed = e.Day, true
		case e.Kind == KindWriteOff:
			st.WrittenOff = true
		case e.Kind == KindCharge && e.Bucket == BucketInterest:
			booked[e.Ref] += e.AmountCents
		case e.Bucket == BucketPrincipal && e.AmountCents < 0:
			principalReduced -= e.AmountCents
		case e.Bucket == BucketInterest && e.AmountCents < 0:
			interestReduced -= e.AmountCents
		}
	}
	st.ChargesCents = st.Balances.Charges()
	for i, in := range schedule {
		s := InstallmentStanding{Installment: in, StartDay: periodStart(schedule, i, st.DisbursedOn)}
		if amount, ok := booked[interestRef(in.Seq)]; ok {
			s.InterestCents = amount
		} else if s.StartDay.After(day) && st.Balances[BucketPrincipal] > 0 && !in.Closed {
			// Not started yet: show the scheduled interest. A started period without a booking
			// was clipped by the cap (or its principal is paid) and owes no interest.
			s.InterestCents = in.InterestCents
		}
		if in.Closed {
			// Closed by a restructure: the interest paid of it; the rest of what was booked on it
			// is the CarriedCents of the first new installment.
			s.InterestCents = in.InterestCents
		}
		s.InterestCents += in.CarriedCents
		s.PaidPrincipalCents = min(in.PrincipalCents, principalReduced)
		principalReduced -= s.PaidPrincipalCents
		s.PaidInterestCents = min(s.InterestCents, interestReduced)
		interestReduced -= s.PaidInterestCents
		s.RemainingCents = in.PrincipalCents - s.PaidPrincipalCents + s.InterestCents - s.PaidInterestCents
		st.Installments = append(st.Installments, s)
	}
	st.DueNowCents = st.ChargesCents
	st.DueSoonCents = st.ChargesCents
	var firstUnpaid *InstallmentStanding
	for i := range st.Installments {
		s := &st.Installments[i]
		if s.RemainingCents <= 0 {
			continue
		}
		if firstUnpaid == nil {
			firstUnpaid = s
		}
		if s.DueDay.Before(day) {
			st.OverdueCents += s.RemainingCents
			if st.FirstMissedDue.IsZero() {
				st.FirstMissedDue = s.DueDay
			}
		}
		if !s.DueDay.After(day) {
			st.DueNowCents += s.RemainingCents
		}
		if !s.DueDay.After(day.Add(DueSoonDays)) {
			st.DueSoonCents += s.RemainingCents
		}
	}
	if !st.FirstMissedDue.IsZero() {
		st.DaysOverdue = day.Sub(st.FirstMissedDue)
	}
	switch {
	case st.DueNowCents > 0 && firstUnpaid != nil && !firstUnpaid.DueDay.After(day):
		st.NextDueDate, st.NextAmountCents = firstUnpaid.DueDay, st.DueNowCents
	case st.DueNowCents > 0: // only charges are due
		st.NextDueDate, st.NextAmountCents = day, st.DueNowCents
	case firstUnpaid != nil:
		st.NextDueDate, st.NextAmountCents = firstUnpaid.DueDay, firstUnpaid.RemainingCents
	}
	st.PayoffCents = max(0, st.Balances.Owed()-st.Balances.Credit())
	st.Settled = disbursed && st.Balances.Owed() == 0
	if st.WrittenOff {
		writtenOffStanding(&st)
	}
	return st
}

// writtenOffStanding is the position of a written-off loan: nothing is scheduled any more,
// the claim left is due (and overdue) in full, counted from the first due day it missed.
func writtenOffStanding(st *Standing) {
	claim := st.PayoffCents
	st.OverdueCents, st.DueNowCents, st.DueSoonCents, st.NextAmountCents = claim, claim, claim, claim
	if st.Settled || claim == 0 {
		st.FirstMissedDue, st.DaysOverdue, st.NextDueDate = Date{}, 0, Date{}
		return
	}
	st.NextDueDate = st.FirstMissedDue
	if st.NextDueDate.IsZero() {
		st.NextDueDate = st.Day
	}
}

// Allocate splits a payment by the waterfall with interest and principal paid installment
// by installment, oldest first, so paying DueNowCents clears exactly the installments due.
func (st Standing) Allocate(paymentCents int64, afterMaturity bool) Allocation {
	return allocate(st.Balances, st.Installments, paymentCents, afterMaturity)
}

// Status is the status the position calls for: settled; overdue when an installment is
// unpaid after its due day; due when something is due now or the next installment is due
// within DueSoonDays; repaying otherwise.
func (st Standing) Status() Status {
	switch {
	case st.Settled:
		return StatusSettled
	case st.WrittenOff || !st.FirstMissedDue.IsZero():
		return StatusOverdue
	case st.DueNowCents > 0 || (!st.NextDueDate.IsZero() && st.NextDueDate.Sub(st.Day) <= DueSoonDays):
		return StatusDue
	}
	return StatusRepaying
}

// StatusForDay is the status the daily job and the payment service set for a disbursed loan
// on day: 200 settled, 180 overdue, 174 due within DueSoonDays (or today), 170 otherwise.
// Turn it into a transition with EventFor and Transition.
func StatusForDay(schedule []Installment, entries []Entry, day Date) Status {
	return StandingOn(schedule, entries, day).Status()
}

// AmountDueNow is what the borrower must pay on day to be current: outstanding charges plus
// every installment due on or before day.
func AmountDueNow(schedule []Installment, entries []Entry, day Date) int64 {
	return StandingOn(schedule, entries, day).DueNowCents
}

// PayoffAmount is what settles the loan on day: everything booked and unpaid, less credit.
// Interest of periods that have not started is not owed, which is the prepayment saving.
func PayoffAmount(schedule []Installment, entries []Entry, day Date) int64 {
	return StandingOn(schedule, entries, day).PayoffCents
}

// PrepaymentFrom is the first day the loan may be paid off early: MinFractionOfTermBP of the
// term (rounded up to a whole day) and MinDaysAfterDisbursement after disbursement, whichever
// is later.
func PrepaymentFrom(p Product, disbursedOn Date) Date {
	fraction := ceilDiv(int64(p.TermDays)*p.Prepayment.MinFractionOfTermBP, bpDenominator)
	return disbursedOn.Add(max(int(fraction), p.Prepayment.MinDaysAfterDisbursement))
}

// CanPrepay says whether a loan disbursed on disbursedOn may be paid beyond the amount due on day.
func CanPrepay(p Product, disbursedOn, day Date) error {
	if from := PrepaymentFrom(p, disbursedOn); day.Before(from) {
		return withMessage(ErrPrepaymentTooEarly, "Prepayment is available from %s.", from)
	}
	return nil
}

// through returns the entries dated on or before day.
func through(entries []Entry, day Date) []Entry {
	return slices.DeleteFunc(slices.Clone(entries), func(e Entry) bool { return e.Day.After(day) })
}
