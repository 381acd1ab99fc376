package loans

// The three amounts of a loan, named alike in every message, page and API:
//
//   - past due: what is owed now and late: the unpaid principal and interest of the
//     installments past their due day plus the charges (fees, penalty, late interest,
//     enforcement) outstanding; a written-off loan's whole claim;
//   - payable now: what the borrower may pay today: before the prepayment day
//     (PrepaymentFrom) what is due within DueSoonDays (DueSoonCents), from it the payoff;
//   - payoff: everything owed, less credit: what settles the loan today.

// Amounts are a loan's three amounts on a day.
type Amounts struct {
	PastDueCents    int64 `json:"pastDue"`
	PayableNowCents int64 `json:"payableNow"`
	PayoffCents     int64 `json:"payoff"`
}

// PastDueCents is the amount past due (above), at most the payoff.
func (st Standing) PastDueCents() int64 {
	if st.WrittenOff {
		return max(0, st.PayoffCents)
	}
	return max(0, min(st.OverdueCents+st.ChargesCents, st.PayoffCents))
}

// AmountsOf gives the three amounts of a loan of product terms on the standing's day.
func AmountsOf(st Standing, terms Product) Amounts {
	a := Amounts{PastDueCents: st.PastDueCents(), PayoffCents: max(0, st.PayoffCents)}
	a.PayableNowCents = min(max(0, st.DueSoonCents), a.PayoffCents)
	if CanPrepay(terms, st.DisbursedOn, st.Day) == nil {
		a.PayableNowCents = a.PayoffCents
	}
	return a
}
