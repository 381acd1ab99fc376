package loans

import (
	"encoding/json"
	"fmt"
)

// Term limits from the loan terms text (spec section 9).
const (
	MinTermDays = 91  // shortest term a product may have
	MaxTermDays = 365 // longest term a product may have
)

// maxAmountCents bounds product amounts (PHP 10 billion) so every money product stays far
// inside int64 and 128-bit intermediate arithmetic never overflows.
const maxAmountCents int64 = 1_000_000_000_000

// LateTier is a daily late-interest rate for overdue days FromDay..ToDay (1-based, inclusive;
// ToDay 0 means open-ended).
type LateTier struct {
	FromDay int   `json:"fromDay"`
	ToDay   int   `json:"toDay"`
	DailyBP int64 `json:"dailyBP"`
}

// LateSchedule is a product's late charges: a one-time penalty and tiered daily late interest.
type LateSchedule struct {
	PenaltyNewCents    int64      `json:"penaltyNewCents"`
	PenaltyRepeatCents int64      `json:"penaltyRepeatCents"`
	Tiers              []LateTier `json:"tiers"`
}

// DefaultLateSchedule is the schedule of the loan terms text: PHP 1,000 / 800 penalty, daily
// 5% on days 1-30, 4% on days 31-90, 2% from day 91.
func DefaultLateSchedule() LateSchedule {
	return LateSchedule{
		PenaltyNewCents:    100000,
		PenaltyRepeatCents: 80000,
		Tiers: []LateTier{
			{FromDay: 1, ToDay: 30, DailyBP: 500},
			{FromDay: 31, ToDay: 90, DailyBP: 400},
			{FromDay: 91, ToDay: 0, DailyBP: 200},
		},
	}
}

// DailyBP returns the late-interest rate of overdue day n (day 1 is the day after the due date).
func (s LateSchedule) DailyBP(day int) int64 {
	for _, t := range s.Tiers {
		if day >= t.FromDay && (t.ToDay == 0 || day <= t.ToDay) {
			return t.DailyBP
		}
	}
	return 0
}

// Penalty returns the one-time late penalty for a new or a repeat client.
func (s LateSchedule) Penalty(repeatClient bool) int64 {
	if repeatClient {
		return s.PenaltyRepeatCents
	}
	return s.PenaltyNewCents
}

// PrepaymentRule says when a loan may be paid off early: after a fraction of the term and a
// minimum number of days after disbursement, whichever is later.
type PrepaymentRule struct {
	MinFractionOfTermBP      int64 `json:"minFractionOfTermBP"`
	MinDaysAfterDisbursement int   `json:"minDaysAfterDisbursement"`
}

// DefaultPrepaymentRule is the loan terms text: half the term and at least 7 days.
func DefaultPrepaymentRule() PrepaymentRule {
	return PrepaymentRule{MinFractionOfTermBP: 5000, MinDaysAfterDisbursement: 7}
}

// Rollover is the product's offer to move a due date: pay the delay amount, get ExtendDays.
// The fee is FeeCents plus FeeBP of the principal still outstanding.
type Rollover struct {
	Enabled    bool  `json:"enabled"`
	ExtendDays int   `json:"extendDays"`
	FeeBP      int64 `json:"feeBP"`
	FeeCents   int64 `json:"feeCents"`
}

// Rules is the part of a product stored as one JSON document (the products.rules column).
type Rules struct {
	Late       LateSchedule   `json:"late"`
	Prepayment PrepaymentRule `json:"prepayment"`
	Rollover   Rollover       `json:"rollover"`
}

// DefaultRules are the seeded rules: the terms-text late schedule and prepayment rule, and a
// 7-day rollover for 10% of the outstanding principal (switched off until an operator enables it).
func DefaultRules() Rules {
	return Rules{
		Late:       DefaultLateSchedule(),
		Prepayment: DefaultPrepaymentRule(),
		Rollover:   Rollover{Enabled: false, ExtendDays: 7, FeeBP: 1000},
	}
}

// ParseRules decodes the stored rules; parts missing from the document get their defaults so
// an empty "{}" is a working product.
func ParseRules(doc string) (Rules, error) {
	var raw struct {
		Late       *LateSchedule   `json:"late"`
		Prepayment *PrepaymentRule `json:"prepayment"`
		Rollover   *Rollover       `json:"rollover"`
	}
	if doc != "" {
		if err := json.Unmarshal([]byte(doc), &raw); err != nil {
			return Rules{}, fmt.Errorf("loans: unable to read product rules: %w", err)
		}
	}
	rules := DefaultRules()
	if raw.Late != nil {
		rules.Late = *raw.Late
	}
	if raw.Prepayment != nil {
		rules.Prepayment = *raw.Prepayment
	}
	if raw.Rollover != nil {
		rules.Rollover = *raw.Rollover
	}
	return rules, nil
}

// JSON encodes the rules for storage.
func (r Rules) JSON() string {
	b, _ := json.Marshal(r) // plain structs of ints and bools: cannot fail
	return string(b)
}

// Product is a loan product: the amounts it lends, its term and periods, its price and rules.
type Product struct {
	ID                 int64
	Code               string
	Name               string
	LogoURL            string
	Description        string
	Tags               []string
	Enabled            bool
	MinAmountCents     int64
	MaxAmountCents     int64
	AmountStepCents    int64 // 0 allows any centavo amount in range
	TermDays           int   // 91..365
	Periods            int   // installments; each TermDays/Periods days, the last takes the remainder
	InterestBPPerMonth int64 // nominal simple interest per 30 days
	ServiceFeeBP       int64 // one-time fee on the principal, deducted from the amount paid out
	Rules
}

// CapPolicy is the lender's charges policy: the regulatory ceilings on prices and charges
// (Philippine SEC MC 3 s.2022). The circular covers loans of at most MaxPrincipalCents for at
// most MaxTermDays; with AllLoans on, the same ceilings apply to every loan whatever its amount
// and term (the charges policy's default). Enabled off applies none (a region without them).
type CapPolicy struct {
	Enabled               bool  `json:"enabled"`
	AllLoans              bool  `json:"allLoans"` // the ceilings apply to every loan, not only covered ones
	MaxPrincipalCents     int64 `json:"maxPrincipalCents"`
	MaxTermDays           int   `json:"maxTermDays"`
	NominalMonthlyMaxBP   int64 `json:"nominalMonthlyMaxBP"`   // interest per month
	EffectiveMonthlyMaxBP int64 `json:"effectiveMonthlyMaxBP"` // effective interest rate per month (EIR, eir.go)
	LateMonthlyMaxBP      int64 `json:"lateMonthlyMaxBP"`      // penalty and late interest per started 30 overdue days, of the amount due
	TotalCostMaxBP        int64 `json:"totalCostMaxBP"`        // interest, fees and late charges over the life of the loan, of the principal
}

// DefaultPHCapPolicy is the circular's ceiling for PHP 10,000 / 4-month loans (SEC MC 3
// s.2022): 6% nominal and 15% effective interest rate per month, late charges 5% per month,
// total cost 100% of the principal, on covered loans only.
func DefaultPHCapPolicy() CapPolicy {
	return CapPolicy{
		Enabled:               true,
		MaxPrincipalCents:     1_000_000,
		MaxTermDays:           120,
		NominalMonthlyMaxBP:   600,
		EffectiveMonthlyMaxBP: 1500,
		LateMonthlyMaxBP:      500,
		TotalCostMaxBP:        10000,
	}
}

// DefaultChargesPolicy is the charges policy a PH lender has until it saves one: the
// circular's ceilings applied to every loan.
func DefaultChargesPolicy() CapPolicy {
	p := DefaultPHCapPolicy()
	p.AllLoans = true
	return p
}

// Check refuses a charges policy looser than the law or without ceilings: each ceiling must be
// above zero and at most the circular's (a lender may be stricter, never looser).
func (c CapPolicy) Check() error {
	law := DefaultPHCapPolicy()
	invalid := func(format string, args ...any) error { return withMessage(ErrInvalidPolicy, format, args...) }
	if !c.Enabled {
		return invalid("The charges policy cannot be switched off.")
	}
	for _, f := range []struct {
		name      string
		got, most int64
	}{
		{"interest ceiling", c.NominalMonthlyMaxBP, law.NominalMonthlyMaxBP},
		{"effective interest rate ceiling", c.EffectiveMonthlyMaxBP, law.EffectiveMonthlyMaxBP},
		{"late charges ceiling", c.LateMonthlyMaxBP, law.LateMonthlyMaxBP},
		{"total cost ceiling", c.TotalCostMaxBP, law.TotalCostMaxBP},
	} {
		if f.got <= 0 || f.got > f.most {
			return invalid("The %s must be above 0%% and at most %s (SEC MC 3 s.2022).", f.name, FormatBP(f.most))
		}
	}
	if !c.AllLoans && (c.MaxPrincipalCents < law.MaxPrincipalCents || c.MaxTermDays < law.MaxTermDays) {
		return invalid("The ceilings must cover at least loans of up to %s and %d days.", FormatPeso(law.MaxPrincipalCents), law.MaxTermDays)
	}
	return nil
}

// CoversLoan reports whether a loan of principalCents over termDays falls under the ceiling.
func (c CapPolicy) CoversLoan(principalCents int64, termDays int) bool {
	return c.Enabled && (c.AllLoans || principalCents <= c.MaxPrincipalCents && termDays <= c.MaxTermDays)
}

// CoversProduct reports whether the product can make a covered loan (its smallest amount is
// within the principal limit and its term within the term limit).
func (c CapPolicy) CoversProduct(p Product) bool { return c.CoversLoan(p.MinAmountCents, p.TermDays) }

// Scope is the policy's reach as operators read it.
func (c CapPolicy) Scope() string {
	switch {
	case !c.Enabled:
		return "no ceilings"
	case c.AllLoans:
		return "every loan"
	}
	return fmt.Sprintf("loans of up to %s and %d days", FormatPeso(c.MaxPrincipalCents), c.MaxTermDays)
}

// Validate checks the product's fields and, when the policy covers the product, refuses
// prices above the legal ceiling. The message names the first problem for the operator.
func (p Product) Validate(policy CapPolicy) error {
	invalid := func(format string, args ...any) error { return withMessage(ErrInvalidProduct, format, args...) }
	switch {
	case p.Code == "":
		return invalid("The product code is required.")
	case p.Name == "":
		return invalid("The product name is required.")
	case p.MinAmountCents <= 0:
		return invalid("The minimum amount must be more than zero.")
	case p.MaxAmountCents < p.MinAmountCents:
		return invalid("The maximum amount %s is below the minimum amount %s.", FormatPeso(p.MaxAmountCents), FormatPeso(p.MinAmountCents))
	case p.MaxAmountCents > maxAmountCents:
		return invalid("The maximum amount must be at most %s.", FormatPeso(maxAmountCents))
	case p.AmountStepCents < 0:
		return invalid("The amount step must not be negative.")
	case p.AmountStepCents > 0 && (p.MaxAmountCents-p.MinAmountCents)%p.AmountStepCents != 0:
		return invalid("The maximum amount must be the minimum amount plus a whole number of steps of %s.", FormatPeso(p.AmountStepCents))
	case p.TermDays < MinTermDays || p.TermDays > MaxTermDays:
		return invalid("The term must be %d to %d days.", MinTermDays, MaxTermDays)
	case p.Periods < 1 || p.Periods > p.TermDays:
		return invalid("The number of periods must be 1 to %d.", p.TermDays)
	case p.InterestBPPerMonth < 0 || p.InterestBPPerMonth > bpDenominator:
		return invalid("The monthly interest must be 0%% to 100%%.")
	case p.ServiceFeeBP < 0 || p.ServiceFeeBP >= bpDenominator:
		return invalid("The service fee must be at least 0%% and below 100%%.")
	case p.serviceFee(p.MinAmountCents) >= p.MinAmountCents:
		return invalid("The service fee of %s leaves nothing to pay out on the minimum amount %s.", FormatPeso(p.serviceFee(p.MinAmountCents)), FormatPeso(p.MinAmountCents))
	}
	if err := p.Late.validate(); err != nil {
		return err
	}
	switch {
	case p.Prepayment.MinFractionOfTermBP < 0 || p.Prepayment.MinFractionOfTermBP > bpDenominator:
		return invalid("The prepayment fraction of the term must be 0%% to 100%%.")
	case p.Prepayment.MinDaysAfterDisbursement < 0:
		return invalid("The prepayment waiting days must not be negative.")
	case p.Rollover.FeeBP < 0 || p.Rollover.FeeCents < 0:
		return invalid("The rollover fee must not be negative.")
	case p.Rollover.Enabled && p.Rollover.ExtendDays < 1:
		return invalid("A rollover must extend the due date by at least 1 day.")
	}
	if policy.CoversProduct(p) {
		return p.checkCap(policy)
	}
	return nil
}

func (s LateSchedule) validate() error {
	invalid := func(format string, args ...any) error { return withMessage(ErrInvalidProduct, format, args...) }
	if s.PenaltyNewCents < 0 || s.PenaltyRepeatCents < 0 {
		return invalid("The late penalty must not be negative.")
	}
	next := 1 // tiers must tile days 1.. without gaps or overlaps and end open-ended
	for i, t := range s.Tiers {
		switch {
		case t.FromDay != next:
			return invalid("Late tier %d must start on day %d.", i+1, next)
		case t.DailyBP < 0 || t.DailyBP > bpDenominator:
			return invalid("Late tier %d must charge 0%% to 100%% a day.", i+1)
		case t.ToDay == 0 && i != len(s.Tiers)-1:
			return invalid("Only the last late tier may be open-ended.")
		case t.ToDay != 0 && t.ToDay < t.FromDay:
			return invalid("Late tier %d ends before it starts.", i+1)
		}
		next = t.ToDay + 1
	}
	if len(s.Tiers) > 0 && s.Tiers[len(s.Tiers)-1].ToDay != 0 {
		return invalid("The last late tier must be open-ended (to day 0).")
	}
	return nil
}

// checkCap refuses a covered product priced above the ceiling: nominal interest, the
// effective interest rate (the monthly rate that discounts the scheduled payments to the net
// proceeds, eir.go) and the total cost. Rounding makes the figures depend slightly on the
// amount, so they are checked at the smallest and the largest covered amount.
func (p Product) checkCap(policy CapPolicy) error {
	if p.InterestBPPerMonth > policy.NominalMonthlyMaxBP {
		return withMessage(ErrCapExceeded, "The interest of %s per month is above the legal maximum of %s per month for %s.",
			FormatBP(p.InterestBPPerMonth), FormatBP(policy.NominalMonthlyMaxBP), policy.Scope())
	}
	largest := p.MaxAmountCents
	if !policy.AllLoans {
		largest = min(largest, policy.MaxPrincipalCents)
	}
	if p.AmountStepCents > 0 {
		largest -= (largest - p.MinAmountCents) % p.AmountStepCents
	}
	for _, amount := range []int64{p.MinAmountCents, largest} {
		start := Date{Year: 2000, Month: 1, Day: 1}
		schedule := BuildSchedule(p, amount, start)
		fee := p.serviceFee(amount)
		cost := TotalInterest(schedule) + fee
		eir, err := EffectiveRate(amount-fee, ScheduleCashFlows(schedule, start))
		if err != nil {
			return withMessage(ErrInvalidProduct, "The service fee of %s leaves nothing to pay out on %s.", FormatPeso(fee), FormatPeso(amount))
		}
		if eir.ExceedsMonthlyBP(policy.EffectiveMonthlyMaxBP) {
			return withMessage(ErrCapExceeded, "The effective interest rate of %s per month on %s (the payments discounted to the net proceeds of %s) is above the legal maximum of %s per month.",
				eir.textAbove(policy.EffectiveMonthlyMaxBP), FormatPeso(amount), FormatPeso(amount-fee), FormatBP(policy.EffectiveMonthlyMaxBP))
		}
		if exceedsRatio(cost, bpDenominator, policy.TotalCostMaxBP, amount) {
			return withMessage(ErrCapExceeded, "Interest and fees of %s on %s are above the legal maximum of %s of the loan.",
				FormatPeso(cost), FormatPeso(amount), FormatBP(policy.TotalCostMaxBP))
		}
	}
	return nil
}

// exceedsRatio reports a*b > c*d without overflow (all arguments non-negative).
func exceedsRatio(a, b, c, d int64) bool {
	// Compare the 128-bit products.
	lh, ll := mul128(a, b)
	rh, rl := mul128(c, d)
	return lh > rh || (lh == rh && ll > rl)
}

// serviceFee is the one-time fee on amountCents, rounded half up.
func (p Product) serviceFee(amountCents int64) int64 {
	return mulDivHalfUp(amountCents, p.ServiceFeeBP, bpDenominator)
}

// CheckAmount validates a requested amount against the product: enabled, in range, on the step.
func (p Product) CheckAmount(amountCents int64) error {
	if !p.Enabled {
		return ErrProductDisabled
	}
	if amountCents < p.MinAmountCents || amountCents > p.MaxAmountCents {
		return withMessage(ErrAmountOutOfRange, "The loan amount must be between %s and %s.", FormatPeso(p.MinAmountCents), FormatPeso(p.MaxAmountCents))
	}
	if p.AmountStepCents > 0 && (amountCents-p.MinAmountCents)%p.AmountStepCents != 0 {
		return withMessage(ErrAmountStep, "The loan amount must go up in steps of %s from %s.", FormatPeso(p.AmountStepCents), FormatPeso(p.MinAmountCents))
	}
	return nil
}
