package loans

// Payable is what the borrower may pay on a standing's day under the product's prepayment rule.
type Payable struct {
	// MaxCents is the most a payment may be today: everything owed once prepaying is allowed,
	// otherwise what is due now or within DueSoonDays.
	MaxCents int64
	// NowCents is what the repayment page's 'Payment' pays today: the next payment, or the part
	// of it that may be paid now (0 when nothing may be paid yet).
	NowCents int64
	// PrepayFrom is the first day prepaying is allowed; zero when it already is.
	PrepayFrom Date
	// NextPayableFrom is the first day the whole next payment may be paid, when that is after
	// the standing's day; zero otherwise. It is the earlier of PrepayFrom and DueSoonDays
	// before the next due date.
	NextPayableFrom Date
}

// PayableOn applies the prepayment rule of product p (a loan disbursed on disbursedOn) to st.
func PayableOn(st Standing, p Product, disbursedOn Date) Payable {
	out := Payable{MaxCents: st.PayoffCents}
	if from := PrepaymentFrom(p, disbursedOn); st.Day.Before(from) {
		out.PrepayFrom = from
		out.MaxCents = min(st.DueSoonCents, st.PayoffCents)
	}
	out.NowCents = min(st.NextAmountCents, out.MaxCents)
	if out.NowCents < st.NextAmountCents && !st.NextDueDate.IsZero() {
		out.NextPayableFrom = out.PrepayFrom
		if soon := st.NextDueDate.Add(-DueSoonDays); soon.Before(out.NextPayableFrom) {
			out.NextPayableFrom = soon
		}
	}
	return out
}
