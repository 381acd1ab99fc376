package loans

import (
	"fmt"
	"slices"

	"github.com/pautang/pautang/internal/i18n"
)

// RolloverPlanItem is one row of the rollover page's Plan list.
type RolloverPlanItem struct {
	Remark      string `json:"remark"`
	Title       string `json:"title"`
	AmountCents int64  `json:"amount"`
	Time        Date   `json:"time"`
	Seq, Of     int    `json:"-"` // an installment's "Period Seq/Of"; 0 for the fee rows
}

// RolloverQuote is what the rollover (repay delay) page shows: pay DelayAmountCents today and
// the unpaid installments move ExtendDays later.
type RolloverQuote struct {
	DelayAmountCents int64 // FeeCents + ChargesCents
	FeeCents         int64 // the rollover fee, after the cap
	ChargesCents     int64 // fees, penalty, late interest and enforcement outstanding today
	CurrentDueDate   Date
	NewDueDate       Date
	Title            string
	ExtendDays       int // how many days later the unpaid installments fall
	Plan             []RolloverPlanItem
}

// RolloverResult is an applied rollover: the entries to append, the new schedule to store
// and the status after EventRollover.
type RolloverResult struct {
	Entries    []Entry
	Schedule   []Installment
	NewDueDate Date
	Status     Status
}

// QuoteRollover prices a rollover on day. It is offered when the product enables it and the
// loan is due (174) or overdue (180). The delay amount is the rollover fee (FeeCents plus
// FeeBP of the outstanding principal, clipped by the cap) plus every charge outstanding, so
// the borrower restarts clean; principal and interest move to the new dates. The new due
// date is the current (earliest unpaid) due date plus ExtendDays and must be after day.
func QuoteRollover(loan LoanSnapshot, entries []Entry, day Date, policy CapPolicy) (RolloverQuote, error) {
	offer := loan.Terms.Rollover
	if !offer.Enabled {
		return RolloverQuote{}, withMessage(ErrRolloverUnavailable, "This loan product does not offer rollover.")
	}
	if loan.Status != StatusDue && loan.Status != StatusOverdue {
		return RolloverQuote{}, withMessage(ErrRolloverUnavailable, "Rollover is available from %d days before your payment date.", DueSoonDays)
	}
	upTo := through(entries, day)
	st := standing(loan.Schedule, upTo, day)
	if st.WrittenOff {
		return RolloverQuote{}, withMessage(ErrRolloverUnavailable, "Rollover is no longer available for this loan. Please repay the amount due.")
	}
	first := firstUnpaid(st)
	if first < 0 {
		return RolloverQuote{}, withMessage(ErrRolloverUnavailable, "There is no installment left to move.")
	}
	current := st.Installments[first].DueDay
	newDue := current.Add(offer.ExtendDays)
	if !newDue.After(day) {
		return RolloverQuote{}, withMessage(ErrRolloverUnavailable, "Rollover is no longer available for this loan. Please repay the amount due.")
	}
	fee := offer.FeeCents + mulDivHalfUp(st.Balances[BucketPrincipal], offer.FeeBP, bpDenominator)
	fee = newCapGuard(loan, upTo, policy).clip(fee, false)
	q := RolloverQuote{
		FeeCents:         fee,
		ChargesCents:     st.ChargesCents,
		DelayAmountCents: fee + st.ChargesCents,
		CurrentDueDate:   current,
		NewDueDate:       newDue,
		Title:            fmt.Sprintf("Extend your payment date by %d days", offer.ExtendDays),
		ExtendDays:       offer.ExtendDays,
	}
	q.Plan = append(q.Plan, RolloverPlanItem{Remark: i18n.N("Pay today"), Title: i18n.N("Rollover fee"), AmountCents: fee, Time: day})
	if st.ChargesCents > 0 {
		q.Plan = append(q.Plan, RolloverPlanItem{Remark: i18n.N("Pay today"), Title: i18n.N("Late charges and fees"), AmountCents: st.ChargesCents, Time: day})
	}
	for _, s := range st.Installments[first:] {
		if s.RemainingCents > 0 {
			q.Plan = append(q.Plan, RolloverPlanItem{
				Remark:      i18n.N("New payment date"),
				Seq:         s.Seq,
				Of:          len(st.Installments),
				Title:       fmt.Sprintf("Period %d/%d", s.Seq, len(st.Installments)),
				AmountCents: s.RemainingCents,
				Time:        s.DueDay.Add(offer.ExtendDays),
			})
		}
	}
	return q, nil
}

// ApplyRollover books a rollover paid with paymentCents on day under ref: the fee charge
// (ref "rollover:"+ref), the payment allocated charges-first (anything above the delay amount
// goes on to interest and principal), the schedule with every unpaid installment moved
// ExtendDays later, and status 170.
func ApplyRollover(loan LoanSnapshot, entries []Entry, day Date, policy CapPolicy, paymentCents int64, ref string) (RolloverResult, error) {
	if ref == "" {
		return RolloverResult{}, withMessage(ErrInvalidPayment, "The payment has no reference.")
	}
	q, err := QuoteRollover(loan, entries, day, policy)
	if err != nil {
		return RolloverResult{}, err
	}
	if paymentCents < q.DelayAmountCents || paymentCents <= 0 {
		return RolloverResult{}, withMessage(ErrRolloverUnderpaid, "Please pay at least %s to move your payment date.", FormatPeso(max(q.DelayAmountCents, 1)))
	}
	status, err := Transition(loan.Status, EventRollover)
	if err != nil {
		return RolloverResult{}, err
	}
	upTo := through(entries, day)
	var out []Entry
	if q.FeeCents > 0 {
		out = append(out, Entry{Kind: KindCharge, Bucket: BucketFee, AmountCents: q.FeeCents, Day: day, Ref: rolloverRefPrefix + ref})
	}
	// The after-maturity order pays charges and fees before interest and principal, which is
	// what the delay amount is for, whether or not the loan is already overdue.
	st := standing(loan.Schedule, append(upTo, out...), day)
	if paymentCents > MaxPaymentCents || paymentCents-st.PayoffCents > MaxOverpaymentCents {
		return RolloverResult{}, ErrPaymentTooLarge // the same bound as a payment (ApplyPayment)
	}
	out = append(out, st.Allocate(paymentCents, true).At(day, ref)...)
	schedule := slices.Clone(loan.Schedule)
	for i := firstUnpaid(st); i < len(schedule); i++ {
		schedule[i].DueDay = schedule[i].DueDay.Add(loan.Terms.Rollover.ExtendDays)
	}
	return RolloverResult{Entries: out, Schedule: schedule, NewDueDate: q.NewDueDate, Status: status}, nil
}

// firstUnpaid is the index of the earliest installment with money still to pay, or -1.
func firstUnpaid(st Standing) int {
	return slices.IndexFunc(st.Installments, func(s InstallmentStanding) bool { return s.RemainingCents > 0 })
}
