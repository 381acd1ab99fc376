package loans

// The charges policy on a product: what it may cost a borrower who stops paying (the worst
// case the catalogue shows) and the refusal of a product whose late charges the policy would
// cap from its first day overdue.

// WorstCaseDays are the days overdue the catalogue's worst case is shown for.
var WorstCaseDays = []int{30, 90, 180}

// WorstCase is the cost of credit of a loan of amountCents of product p that is never paid,
// after each of WorstCaseDays overdue: interest, fees and late charges as the daily accrual
// books them under policy (its ceilings applied), for a new client.
func WorstCase(p Product, amountCents int64, policy CapPolicy) ([]LateCharges, error) {
	return LateChargesIfUnpaid(p, amountCents, ClientNew, policy, WorstCaseDays...)
}

// CheckCappedAtOnce refuses (ErrCapExceeded) a product whose late charges the policy would cut on the first day
// overdue (the penalty and the day's late interest above the late-charge ceiling), at its
// smallest and its largest amount, for a new and a repeat client: its terms would state
// charges that can never be charged. The back office's save and preview run it after Validate
// (a product stored before keeps working; its loans are capped).
func (p Product) CheckCappedAtOnce(policy CapPolicy) error {
	if !policy.CoversProduct(p) {
		return nil
	}
	for _, amount := range []int64{p.MinAmountCents, p.MaxAmountCents} {
		for _, client := range []ClientKind{ClientNew, ClientRepeat} {
			listed, err := LateChargesIfUnpaid(p, amount, client, CapPolicy{}, 1)
			if err != nil {
				return err
			}
			charged, err := LateChargesIfUnpaid(p, amount, client, policy, 1)
			if err != nil {
				return err
			}
			if l, c := listed[0], charged[0]; l.TotalCents() != c.TotalCents() {
				return withMessage(ErrCapExceeded, "On %s the first day overdue would cost %s in late charges (penalty %s, late interest %s), above the charges policy's ceiling of %s of the overdue amount a month: only %s could be charged. Lower the penalty or the daily late interest.",
					FormatPeso(amount), FormatPeso(l.TotalCents()), FormatPeso(l.PenaltyCents), FormatPeso(l.LateInterestCents), FormatBP(policy.LateMonthlyMaxBP), FormatPeso(c.TotalCents()))
			}
		}
	}
	return nil
}

// ChargesPolicyVersion is one saved version of the lender's charges policy.
type ChargesPolicyVersion struct {
	ID        int64     `json:"id"` // 0: the region's default, never saved
	Policy    CapPolicy `json:"policy"`
	MakerID   int64     `json:"makerId"`
	CheckerID int64     `json:"checkerId"`
	RequestID int64     `json:"requestId"`
	CreatedAt int64     `json:"createdAt"`
}
