package loans

import (
	"fmt"
	"slices"
)

// Deterministic refs: with the store's unique (loan, ref, bucket) key they make every write
// of the accrual and the disbursement idempotent.
const (
	refDisbursement = "disbursement"
	refServiceFee   = "fee:service"
	refFeeDeducted  = "fee:service:deducted"
	refPenalty      = "penalty"
)

// interestRef is the ref of the interest booked for installment seq.
func interestRef(seq int) string { return fmt.Sprintf("interest:%d", seq) }

// lateRef is the ref of the late interest of one day, e.g. "late:2026-11-22".
func lateRef(day Date) string { return "late:" + day.String() }

// LoanSnapshot is a disbursed loan as the rules need it. Terms is the product as it was when
// the loan was made, so later product edits never change a running loan.
type LoanSnapshot struct {
	Terms          Product
	PrincipalCents int64
	DisbursedOn    Date
	Schedule       []Installment
	RepeatClient   bool
	Status         Status
}

// Disburse starts a loan of amountCents on day: its schedule and its first ledger entries
// (the principal, the service fee booked and deducted from the payout, the first period's
// interest). The product need not be enabled any more: the loan was approved when it was.
func Disburse(p Product, amountCents int64, day Date, client ClientKind, policy CapPolicy) (LoanSnapshot, []Entry, error) {
	p.Enabled = true
	if err := p.CheckAmount(amountCents); err != nil {
		return LoanSnapshot{}, nil, err
	}
	loan := LoanSnapshot{
		Terms:          p,
		PrincipalCents: amountCents,
		DisbursedOn:    day,
		Schedule:       BuildSchedule(p, amountCents, day),
		RepeatClient:   client == ClientRepeat,
		Status:         StatusRepaying,
	}
	entries := []Entry{{Kind: KindDisbursement, Bucket: BucketPrincipal, AmountCents: amountCents, Day: day, Ref: refDisbursement}}
	if fee := p.serviceFee(amountCents); fee > 0 {
		entries = append(entries,
			Entry{Kind: KindCharge, Bucket: BucketFee, AmountCents: fee, Day: day, Ref: refServiceFee},
			Entry{Kind: KindDeduction, Bucket: BucketFee, AmountCents: -fee, Day: day, Ref: refFeeDeducted})
	}
	accrued, _ := AccrueDay(loan, entries, day, policy)
	return loan, append(entries, accrued...), nil
}

// AccrueDay is the daily job for one loan and one day. It books the interest of every
// period that has started, and when an installment is past due at the start of the day it
// books the one-time penalty (once per loan) and the day's late interest: the tier rate of
// the overdue day number times the overdue principal and interest, rounded half up. Under the
// cap policy each charge is clipped to the remaining legal headroom (possibly to nothing).
//
// It is pure and idempotent: it writes only what the ledger lacks (refs are deterministic),
// so running it twice for a day adds nothing. It reads entries dated up to day and ignores
// later ones, so a catch-up run books what the live run would have. newStatus is the status
// the position calls for (see StatusForDay); it is loan.Status for loans not being repaid.
func AccrueDay(loan LoanSnapshot, entries []Entry, day Date, policy CapPolicy) (newEntries []Entry, newStatus Status) {
	if !loan.Status.Active() || day.Before(loan.DisbursedOn) {
		return nil, loan.Status
	}
	upTo := through(entries, day)
	if writtenOff(upTo) {
		// A written-off loan accrues nothing more: no interest, no penalty, no late interest.
		return nil, standing(loan.Schedule, upTo, day).Status()
	}
	known := map[string]bool{}
	for _, e := range entries {
		known[e.Ref] = true
	}
	guard := newCapGuard(loan, upTo, policy)
	if BalancesOf(upTo)[BucketPrincipal] > 0 {
		for i, in := range loan.Schedule {
			ref := interestRef(in.Seq)
			if in.Closed || known[ref] || periodStart(loan.Schedule, i, loan.DisbursedOn).After(day) {
				continue
			}
			if amount := guard.clip(in.InterestCents, false); amount > 0 {
				newEntries = append(newEntries, Entry{Kind: KindCharge, Bucket: BucketInterest, AmountCents: amount, Day: day, Ref: ref})
			}
		}
	}
	// Lateness is judged on the ledger as it stood when the day began.
	start := standing(loan.Schedule, through(entries, day.Add(-1)), day)
	if start.OverdueCents > 0 {
		guard.setLateBase(start.OverdueCents, start.DaysOverdue)
		if !known[refPenalty] {
			if amount := guard.clip(loan.Terms.Late.Penalty(loan.RepeatClient), true); amount > 0 {
				newEntries = append(newEntries, Entry{Kind: KindCharge, Bucket: BucketPenalty, AmountCents: amount, Day: day, Ref: refPenalty})
			}
		}
		if ref := lateRef(day); !known[ref] {
			daily := mulDivHalfUp(start.OverdueCents, loan.Terms.Late.DailyBP(start.DaysOverdue), bpDenominator)
			if amount := guard.clip(daily, true); amount > 0 {
				newEntries = append(newEntries, Entry{Kind: KindCharge, Bucket: BucketLateInterest, AmountCents: amount, Day: day, Ref: ref})
			}
		}
	}
	return newEntries, standing(loan.Schedule, append(upTo, newEntries...), day).Status()
}

// CatchUp runs AccrueDay for every day from fromDay to toDay inclusive, feeding each day the
// entries of the days before, and returns all new entries and the final status. It books
// exactly what the same days run one by one would have.
func CatchUp(loan LoanSnapshot, entries []Entry, fromDay, toDay Date, policy CapPolicy) ([]Entry, Status) {
	all := slices.Clone(entries)
	var added []Entry
	for day := fromDay; !day.After(toDay); day = day.Add(1) {
		out, status := AccrueDay(loan, all, day, policy)
		all = append(all, out...)
		added = append(added, out...)
		loan.Status = status
	}
	return added, loan.Status
}

// capGuard tracks the legal headroom left for one loan on one day. It is inert for loans the
// policy does not cover.
type capGuard struct {
	on          bool
	policy      CapPolicy
	totalLeft   int64 // interest, fees and late charges still allowed over the loan's life
	lateCharged int64 // penalty and late interest booked so far
	lateLeft    int64 // late charges still allowed for the current overdue month
}

func newCapGuard(loan LoanSnapshot, entries []Entry, policy CapPolicy) *capGuard {
	g := &capGuard{on: policy.CoversLoan(loan.PrincipalCents, loan.Terms.TermDays), policy: policy}
	var charged int64
	for _, e := range entries {
		if e.Kind != KindCharge {
			continue
		}
		// Charges count gross: a waiver lowers what is owed but never makes room for more.
		charged += e.AmountCents
		if e.Bucket == BucketPenalty || e.Bucket == BucketLateInterest {
			g.lateCharged += e.AmountCents
		}
	}
	g.totalLeft = max(0, mulDivFloor(loan.PrincipalCents, policy.TotalCostMaxBP, bpDenominator)-charged)
	return g
}

// setLateBase sets the late headroom for a day daysOverdue into lateness with overdueCents
// past due: LateMonthlyMaxBP of the amount due for each started 30 days, less what was booked.
func (g *capGuard) setLateBase(overdueCents int64, daysOverdue int) {
	months := ceilDiv(int64(daysOverdue), DaysPerMonth)
	g.lateLeft = max(0, mulDivFloor(overdueCents, g.policy.LateMonthlyMaxBP*months, bpDenominator)-g.lateCharged)
}

// clip returns the part of amount the caps allow and uses it up; late charges are also held
// to the late headroom.
func (g *capGuard) clip(amount int64, late bool) int64 {
	if !g.on {
		return amount
	}
	amount = min(amount, g.totalLeft)
	if late {
		amount = min(amount, g.lateLeft)
		g.lateLeft -= amount
		g.lateCharged += amount
	}
	g.totalLeft -= amount
	return amount
}

// ApplyPayment books a payment of amountCents received on day under ref: it allocates it by
// the waterfall (the after-maturity order once anything is past due or the last due day has
// passed), installment by installment, and returns the entries and the status the loan should
// move to. Before PrepaymentFrom a payment may not exceed DueSoonCents (the charges and the
// installments due within DueSoonDays): paying more would be prepaying.
func ApplyPayment(loan LoanSnapshot, entries []Entry, day Date, amountCents int64, ref string) ([]Entry, Status, error) {
	if amountCents <= 0 {
		return nil, loan.Status, ErrInvalidPayment
	}
	if ref == "" {
		return nil, loan.Status, withMessage(ErrInvalidPayment, "The payment has no reference.")
	}
	if !loan.Status.Active() {
		return nil, loan.Status, ErrLoanNotActive
	}
	if amountCents > MaxPaymentCents {
		return nil, loan.Status, ErrPaymentTooLarge
	}
	upTo := through(entries, day)
	st := standing(loan.Schedule, upTo, day)
	if amountCents-st.PayoffCents > MaxOverpaymentCents {
		// An over-payment goes to credit, within reason: more than this over the payoff is
		// not a repayment (a forged or broken report); the caller keeps it for an operator.
		return nil, loan.Status, ErrPaymentTooLarge
	}
	if amountCents > st.DueSoonCents {
		if err := CanPrepay(loan.Terms, loan.DisbursedOn, day); err != nil {
			return nil, loan.Status, err
		}
	}
	afterMaturity := !st.FirstMissedDue.IsZero()
	if n := len(loan.Schedule); n > 0 && day.After(loan.Schedule[n-1].DueDay) {
		afterMaturity = true
	}
	out := st.Allocate(amountCents, afterMaturity).At(day, ref)
	return out, standing(loan.Schedule, append(upTo, out...), day).Status(), nil
}

// NextAccrualDay is the first day after today on which AccrueDay could book something or the
// loan's status could change, given the ledger as it stands at the end of today: the start of a
// period whose interest is not booked, the day an unpaid installment becomes due soon, the day
// after it falls due; tomorrow for a loan in arrears (late interest runs daily). The daily job
// skips a loan until that day, so the work of a day is the loans something happens to, not the
// whole book. It errs early, never late (an early run books nothing: AccrueDay is idempotent);
// the zero Date means never (the loan is not being repaid). Any payment, rollover or waiver
// must make the loan due for the next run again, since it changes what this day is.
func NextAccrualDay(loan LoanSnapshot, entries []Entry, today Date) Date {
	if !loan.Status.Active() {
		return Date{}
	}
	tomorrow := today.Add(1)
	st := StandingOn(loan.Schedule, entries, today)
	if st.WrittenOff {
		return Date{} // nothing accrues on a written-off loan; only a payment changes it
	}
	if st.Settled || !st.FirstMissedDue.IsZero() || st.ChargesCents > 0 {
		return tomorrow
	}
	booked := map[string]bool{}
	for _, e := range entries {
		if e.Kind == KindCharge && e.Bucket == BucketInterest {
			booked[e.Ref] = true
		}
	}
	var next Date
	// Only days after today count: a period start or due-soon day already behind us was
	// handled when it came (interest the cap clipped to nothing stays clipped: the headroom
	// grows only through a waiver, and a waiver resets the next day).
	consider := func(d Date) {
		if !d.After(today) {
			return
		}
		if next.IsZero() || d.Before(next) {
			next = d
		}
	}
	for i, in := range st.Installments {
		if in.Closed {
			continue
		}
		if !booked[interestRef(in.Seq)] {
			consider(periodStart(loan.Schedule, i, loan.DisbursedOn))
		}
		if in.RemainingCents > 0 {
			consider(in.DueDay.Add(-DueSoonDays))
			consider(in.DueDay.Add(1))
		}
	}
	if next.IsZero() {
		return tomorrow
	}
	return next
}

// writtenOff reports whether entries hold a write-off.
func writtenOff(entries []Entry) bool {
	for _, e := range entries {
		if e.Kind == KindWriteOff {
			return true
		}
	}
	return false
}

// WriteOff takes what a loan owes off the receivables on day: one negative writeoff entry per
// receivable bucket with a balance and one positive entry of the total in written_off, all
// under RefWriteOff. The borrower still owes the claim (status and payoff unchanged); the
// books no longer carry it, and what the borrower pays later is a recovery. The loan must be
// active, not yet written off and at least minDaysOverdue days past due on day (the caller
// has brought it up to day).
func WriteOff(loan LoanSnapshot, entries []Entry, day Date, minDaysOverdue int) ([]Entry, error) {
	if !loan.Status.Active() {
		return nil, withMessage(ErrLoanNotActive, "Only a loan being repaid can be written off.")
	}
	upTo := through(entries, day)
	if writtenOff(entries) {
		return nil, ErrAlreadyWrittenOff
	}
	st := standing(loan.Schedule, upTo, day)
	if st.FirstMissedDue.IsZero() || st.DaysOverdue < minDaysOverdue {
		return nil, withMessage(ErrWriteOffTooEarly, "This loan is %d days past due; a write-off needs at least %d.", st.DaysOverdue, minDaysOverdue)
	}
	var out []Entry
	var total int64
	for _, b := range ReceivableBuckets() {
		if owed := st.Balances[b]; owed > 0 {
			out = append(out, Entry{Kind: KindWriteOff, Bucket: b, AmountCents: -owed, Day: day, Ref: RefWriteOff})
			total += owed
		}
	}
	if total == 0 {
		return nil, withMessage(ErrWriteOffTooEarly, "This loan owes nothing to write off.")
	}
	return append(out, Entry{Kind: KindWriteOff, Bucket: BucketWrittenOff, AmountCents: total, Day: day, Ref: RefWriteOff}), nil
}
