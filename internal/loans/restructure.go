package loans

import (
	"fmt"
	"slices"
)

// A restructure re-schedules what a borrower still owes on an open loan into new installments
// over a new term (docs/finance.md "Restructure"). It is proposed by an operator, approved by a
// supervisor, offered to the borrower with a new disclosure statement and applied only when
// the borrower accepts it. The rules here are pure: PlanRestructure prices it, ApplyRestructure
// gives what the acceptance writes.

// Bounds of a restructure.
const (
	RestructureMaxInstallments = 12  // new installments
	RestructureMinTermDays     = 14  // the new term, from the restructure's day to the last due day
	RestructureMaxTermDays     = 365 //
	RestructureMinPeriodDays   = 14  // every new period is at least this long (longer than an offer lives)
	// RestructureOfferDays is how long the borrower may accept an offer (days of the clock).
	RestructureOfferDays = 7
	// restructureRefPrefix is the ref of a restructure's waivers: "restructure:<offer id>".
	restructureRefPrefix = "restructure:"
)

// RestructureTerms are what the operator asks: how many new installments over how many days.
type RestructureTerms struct {
	Installments int `json:"installments"`
	TermDays     int `json:"termDays"`
}

// Check applies the bounds: 1 to RestructureMaxInstallments installments, a term of
// RestructureMinTermDays to RestructureMaxTermDays days, every period at least
// RestructureMinPeriodDays days.
func (t RestructureTerms) Check() error {
	switch {
	case t.Installments < 1 || t.Installments > RestructureMaxInstallments:
		return withMessage(ErrRestructureInvalid, "A restructure has 1 to %d installments.", RestructureMaxInstallments)
	case t.TermDays < RestructureMinTermDays || t.TermDays > RestructureMaxTermDays:
		return withMessage(ErrRestructureInvalid, "The new term must be %d to %d days.", RestructureMinTermDays, RestructureMaxTermDays)
	case t.TermDays/t.Installments < RestructureMinPeriodDays:
		return withMessage(ErrRestructureInvalid, "Each new period must be at least %d days: %d installments need a term of at least %d days.",
			RestructureMinPeriodDays, t.Installments, t.Installments*RestructureMinPeriodDays)
	}
	return nil
}

// Restructure is a priced restructure: the figures of its disclosure statement, the new
// installments and the whole schedule the acceptance stores.
type Restructure struct {
	Terms RestructureTerms `json:"terms"`
	// Start is the restructure's day: the first new period starts on it (the offer's day).
	Start Date `json:"start"`
	// PrincipalCents is the principal outstanding, spread over the new installments.
	PrincipalCents int64 `json:"principal"`
	// CarriedInterestCents is interest already booked and unpaid: it is owed with the first new
	// installment and earns nothing.
	CarriedInterestCents int64 `json:"carriedInterest"`
	// WaivedCents is the late charges and fees outstanding (penalty, late interest, fees,
	// enforcement): waived when the borrower accepts (what is outstanding then).
	WaivedCents int64 `json:"waived"`
	// InterestFrom is the first day the new interest counts: the restructure's day, or the end
	// of the period whose interest is already booked, so no day bears interest twice.
	InterestFrom Date `json:"interestFrom"`
	// InterestCents is the new schedule's interest, within the legal caps.
	InterestCents      int64 `json:"interest"`
	InterestBPPerMonth int64 `json:"interestBpPerMonth"`
	// AmountFinancedCents is what is re-scheduled: principal and carried interest.
	AmountFinancedCents int64 `json:"amountFinanced"`
	// TotalRepayCents is what the new installments add up to.
	TotalRepayCents int64 `json:"totalRepay"`
	// EIR is the effective rate of the new installments against the amount financed.
	EIR EIR `json:"-"`
	// EIRMonthlyBP is EIR.MonthlyBP(), kept with the offer.
	EIRMonthlyBP int64 `json:"eirMonthlyBp"`
	// Covered is true when the legal caps apply to the loan (judged on the original loan).
	Covered bool `json:"covered"`
	// Installments are the new installments (Seq continuing the old schedule's); the first
	// carries the carried interest (CarriedCents).
	Installments []Installment `json:"installments"`
	// Schedule is what the acceptance stores: the old installments closed, then the new ones.
	Schedule []Installment `json:"-"`
}

// DueDay is the last new installment's due day.
func (r Restructure) DueDay() Date {
	if len(r.Installments) == 0 {
		return Date{}
	}
	return r.Installments[len(r.Installments)-1].DueDay
}

// Same reports whether two plans re-schedule the same debt the same way (the waived charges
// aside, which grow by the day and are waived whatever they are).
func (r Restructure) Same(o Restructure) bool {
	return r.Terms == o.Terms && r.Start == o.Start && r.PrincipalCents == o.PrincipalCents &&
		r.CarriedInterestCents == o.CarriedInterestCents && r.InterestFrom == o.InterestFrom &&
		r.InterestCents == o.InterestCents && slices.Equal(r.Installments, o.Installments)
}

// RestructureBasis counts a ledger's entries that are not accruals (payments, waivers,
// refunds, rollovers, write-offs): an offer made on one basis cannot be accepted on another,
// whatever those entries paid.
func RestructureBasis(entries []Entry) int {
	n := 0
	for _, e := range entries {
		if e.Kind != KindCharge {
			n++
		}
	}
	return n
}

// PlanRestructure prices a restructure of loan, whose ledger (entries, brought up to day) is
// read on day, into t's installments starting on start (start <= day: an offer made on start
// and accepted on day). The loan must be being repaid (170, 174, 180), not written off, with
// principal outstanding:
//
//   - the principal outstanding is split evenly over the new installments (the remainder on
//     the last), periods of TermDays/Installments days (the last takes the remainder);
//   - interest booked and unpaid is carried, owed with the first new installment; it earns no
//     interest (nothing is capitalised);
//   - late charges and fees outstanding are waived on acceptance (never capitalised);
//   - new interest is the loan's own monthly rate on the declining principal, counted from
//     InterestFrom (after the days already charged), per period, rounded half up;
//   - under the cap policy (coverage judged on the original loan, so a longer schedule never
//     takes a loan out of the caps): the nominal rate at most NominalMonthlyMaxBP, the new
//     interest clipped so the loan's charges, counted gross, stay within TotalCostMaxBP of the
//     principal, and the restructure's EIR at most EffectiveMonthlyMaxBP.
func PlanRestructure(loan LoanSnapshot, entries []Entry, day, start Date, t RestructureTerms, policy CapPolicy) (Restructure, error) {
	if !loan.Status.Active() {
		return Restructure{}, withMessage(ErrRestructureNotAllowed, "Only a loan being repaid can be restructured.")
	}
	if err := t.Check(); err != nil {
		return Restructure{}, err
	}
	if start.After(day) || day.Sub(start) > RestructureOfferDays {
		return Restructure{}, withMessage(ErrRestructureStale, "This offer has expired.")
	}
	upTo := through(entries, day)
	if writtenOff(upTo) {
		return Restructure{}, withMessage(ErrRestructureNotAllowed, "A written-off loan cannot be restructured.")
	}
	st := standing(loan.Schedule, upTo, day)
	principal := st.Balances[BucketPrincipal]
	if principal <= 0 {
		return Restructure{}, withMessage(ErrRestructureNotAllowed, "No principal is left to re-schedule: the borrower can pay off what is owed.")
	}
	covered := policy.CoversLoan(loan.PrincipalCents, loan.Terms.TermDays)
	rate := loan.Terms.InterestBPPerMonth
	if covered && rate > policy.NominalMonthlyMaxBP {
		return Restructure{}, withMessage(ErrCapExceeded, "The loan's interest of %s per month is above the legal maximum of %s.",
			FormatBP(rate), FormatBP(policy.NominalMonthlyMaxBP))
	}
	r := Restructure{Terms: t, Start: start, PrincipalCents: principal, InterestBPPerMonth: rate, Covered: covered,
		CarriedInterestCents: max(st.Balances[BucketInterest], 0)}
	for _, b := range []Bucket{BucketFee, BucketPenalty, BucketLateInterest, BucketEnforcement} {
		r.WaivedCents += max(st.Balances[b], 0)
	}
	// The old installments close with what was paid of them; unstarted ones nothing was paid of
	// are dropped. Interest already booked covers its period up to the period's due day.
	interestFrom, lastSeq := start, 0
	var closed []Installment
	for i, s := range st.Installments {
		lastSeq = max(lastSeq, s.Seq)
		started := !s.StartDay.After(day)
		if !s.Closed && started && s.DueDay.After(interestFrom) {
			interestFrom = s.DueDay
		}
		if !s.Closed && !started && s.PaidPrincipalCents == 0 {
			continue
		}
		c := loan.Schedule[i]
		c.Closed, c.PrincipalCents, c.InterestCents, c.CarriedCents = true, s.PaidPrincipalCents, s.PaidInterestCents, 0
		if c.DueDay.After(start) {
			c.DueDay = start // a closed installment is never due after the new schedule starts
		}
		closed = append(closed, c)
	}
	r.InterestFrom = interestFrom
	// The new installments.
	n := t.Installments
	periodDays := t.TermDays / n
	each := principal / int64(n)
	outstanding := principal
	due := start
	headroom := int64(-1)
	if covered {
		headroom = max(0, mulDivFloor(loan.PrincipalCents, policy.TotalCostMaxBP, bpDenominator)-chargedGross(upTo))
	}
	for i := range n {
		days, p := periodDays, each
		if i == n-1 {
			days, p = t.TermDays-periodDays*(n-1), outstanding
		}
		from := due
		due = due.Add(days)
		charged := due.Sub(from)
		if interestFrom.After(from) {
			charged = max(0, due.Sub(interestFrom))
		}
		interest := mulDivHalfUp(outstanding, rate*int64(charged), DaysPerMonth*bpDenominator)
		if headroom >= 0 {
			interest = min(interest, headroom)
			headroom -= interest
		}
		in := Installment{Seq: lastSeq + 1 + i, DueDay: due, PrincipalCents: p, InterestCents: interest}
		if i == 0 {
			in.From, in.CarriedCents = start, r.CarriedInterestCents
		}
		r.Installments = append(r.Installments, in)
		r.InterestCents += interest
		outstanding -= p
	}
	r.AmountFinancedCents = principal + r.CarriedInterestCents
	r.TotalRepayCents = r.AmountFinancedCents + r.InterestCents
	// The carried interest is paid with the first new installment.
	flows := make([]CashFlow, 0, n)
	for _, in := range r.Installments {
		flows = append(flows, CashFlow{Day: in.DueDay.Sub(start), AmountCents: in.AmountCents()})
	}
	eir, err := EffectiveRate(r.AmountFinancedCents, flows)
	if err != nil {
		return Restructure{}, err
	}
	r.EIR, r.EIRMonthlyBP = eir, eir.MonthlyBP()
	if covered && eir.ExceedsMonthlyBP(policy.EffectiveMonthlyMaxBP) {
		return Restructure{}, withMessage(ErrCapExceeded, "The restructure's effective interest rate would be above the legal maximum of %s per month.",
			FormatBP(policy.EffectiveMonthlyMaxBP))
	}
	r.Schedule = append(closed, r.Installments...)
	return r, nil
}

// chargedGross is every charge booked so far: the caps count charges gross (a waiver never
// makes room for more).
func chargedGross(entries []Entry) int64 {
	var sum int64
	for _, e := range entries {
		if e.Kind == KindCharge {
			sum += e.AmountCents
		}
	}
	return sum
}

// RestructureResult is what an accepted restructure writes: the waivers, the first new
// period's interest, the schedule and the status the loan moves to.
type RestructureResult struct {
	Entries  []Entry
	Schedule []Installment
	Status   Status
}

// ApplyRestructure gives what accepting offer (priced on its Start, basis ledger entries that
// are not accruals) writes on day: it prices the restructure again on today's ledger and
// refuses it (ErrRestructureStale) unless it re-schedules exactly the same debt the same way
// and no payment, waiver or other movement came in since. Then: one waiver per late charge or
// fee bucket outstanding (ref "restructure:<ref>"), the first new period's interest (ref
// interest:<seq>, as the daily job would book it), the closed and new schedule, and the status
// the new schedule calls for.
func ApplyRestructure(loan LoanSnapshot, entries []Entry, day Date, offer Restructure, basis int, ref string, policy CapPolicy) (RestructureResult, error) {
	if ref == "" {
		return RestructureResult{}, fmt.Errorf("loans: restructure without a ref")
	}
	upTo := through(entries, day)
	if RestructureBasis(upTo) != basis {
		return RestructureResult{}, withMessage(ErrRestructureStale, "Your loan changed since this offer was made (a payment or an adjustment came in). Please ask us for a new offer.")
	}
	now, err := PlanRestructure(loan, upTo, day, offer.Start, offer.Terms, policy)
	if err != nil {
		return RestructureResult{}, err
	}
	if !now.Same(offer) {
		return RestructureResult{}, withMessage(ErrRestructureStale, "Your loan changed since this offer was made (a payment or a new period). Please ask us for a new offer.")
	}
	bal := BalancesOf(upTo)
	var out []Entry
	for _, b := range []Bucket{BucketFee, BucketPenalty, BucketLateInterest, BucketEnforcement} {
		if owed := bal[b]; owed > 0 {
			out = append(out, Entry{Kind: KindWaiver, Bucket: b, AmountCents: -owed, Day: day, Ref: restructureRefPrefix + ref})
		}
	}
	first := now.Installments[0]
	if first.InterestCents > 0 {
		out = append(out, Entry{Kind: KindCharge, Bucket: BucketInterest, AmountCents: first.InterestCents, Day: day, Ref: interestRef(first.Seq)})
	}
	all := append(slices.Clone(upTo), out...)
	if err := CheckInvariants(all); err != nil {
		return RestructureResult{}, err
	}
	return RestructureResult{Entries: out, Schedule: now.Schedule, Status: standing(now.Schedule, all, day).Status()}, nil
}

// Restructure offer statuses (docs/finance.md "Restructure").
const (
	RestructureOffered    = "offered"    // waiting for the borrower (open until expires_at)
	RestructureAccepted   = "accepted"   // the borrower accepted: the new schedule is in force
	RestructureSuperseded = "superseded" // a newer offer of the same order replaced it
)

// RestructureOffer is a restructure offered to the borrower: the priced plan (the new terms and
// the disclosure figures, frozen), the ledger basis it was priced on, and its life.
type RestructureOffer struct {
	ID         int64       `json:"id"`
	OrderID    int64       `json:"orderId"`
	RequestID  int64       `json:"requestId"`
	Status     string      `json:"status"`
	Plan       Restructure `json:"plan"`
	Basis      int         `json:"-"`
	MakerID    int64       `json:"makerId"`
	CheckerID  int64       `json:"checkerId"`
	CreatedAt  int64       `json:"createdAt"`
	ExpiresAt  int64       `json:"expiresAt"`
	AcceptedAt int64       `json:"acceptedAt"`
}

// Open reports whether the borrower may still accept the offer at now (unix ms).
func (o RestructureOffer) Open(now int64) bool {
	return o.Status == RestructureOffered && now < o.ExpiresAt
}
