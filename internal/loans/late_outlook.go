package loans

import (
	"slices"
	"time"
)

// LateCharges is what the late-charge rules book on a loan by a given day overdue: the
// one-time penalty and the late interest, each cumulative since the loan fell due.
type LateCharges struct {
	DaysOverdue       int
	PenaltyCents      int64
	LateInterestCents int64
	// InterestCents and FeeCents are the interest and the fees (service fee included) booked
	// by then: with the late charges, the loan's total cost of credit on that day.
	InterestCents int64
	FeeCents      int64
}

// CostCents is the total cost of credit booked by then: interest, fees and late charges.
func (c LateCharges) CostCents() int64 {
	return c.InterestCents + c.FeeCents + c.PenaltyCents + c.LateInterestCents
}

// TotalCents is the penalty plus the late interest.
func (c LateCharges) TotalCents() int64 { return c.PenaltyCents + c.LateInterestCents }

// lateOutlookStart is the disbursement day LateChargesIfUnpaid prices from. Late charges
// count days, not dates (periods and tiers are day counts), so any day gives the same figures.
var lateOutlookStart = NewDate(2026, time.January, 1)

// LateChargesIfUnpaid is what the daily accrual books in late charges on a loan of
// amountCents of product p for a client of kind when nothing is ever paid: for each of
// daysOverdue (day 1 is the day after the first due day), the penalty and the late interest
// booked by the end of that day. It runs Disburse and AccrueDay themselves, so the cap guard
// of policy applies exactly as it will on the loan (for a covered loan, the penalty is the
// part of the product's penalty the late cap leaves, and later installments falling due,
// their interest and the total-cost cap all count): this is what can be charged, the figure a
// disclosure must state. A day of 0 or less gives no charges.
func LateChargesIfUnpaid(p Product, amountCents int64, client ClientKind, policy CapPolicy, daysOverdue ...int) ([]LateCharges, error) {
	loan, entries, err := Disburse(p, amountCents, lateOutlookStart, client, policy)
	if err != nil {
		return nil, err
	}
	out := make([]LateCharges, len(daysOverdue))
	last := 0
	for i, n := range daysOverdue {
		out[i].DaysOverdue = n
		last = max(last, n)
	}
	if last <= 0 {
		return out, nil
	}
	firstDue := loan.Schedule[0].DueDay
	var sum LateCharges
	for _, e := range entries {
		sum.add(e)
	}
	for day := lateOutlookStart.Add(1); !day.After(firstDue.Add(last)); {
		booked, status := AccrueDay(loan, entries, day, policy)
		entries = append(entries, booked...)
		loan.Status = status
		for _, e := range booked {
			sum.add(e)
		}
		n := day.Sub(firstDue)
		if n > 0 && slices.Contains(daysOverdue, n) {
			for i := range out {
				if out[i].DaysOverdue == n {
					out[i] = sum
					out[i].DaysOverdue = n
				}
			}
		}
		// Before the loan falls due only period starts book anything: go straight to the next
		// day something can happen (NextAccrualDay errs early, never late; its last answer
		// before lateness is the day after the first due day). In arrears, every day.
		if n < 0 {
			day = NextAccrualDay(loan, entries, day)
		} else {
			day = day.Add(1)
		}
	}
	return out, nil
}

// add counts a charge entry in its bucket.
func (c *LateCharges) add(e Entry) {
	if e.Kind != KindCharge {
		return
	}
	switch e.Bucket {
	case BucketPenalty:
		c.PenaltyCents += e.AmountCents
	case BucketLateInterest:
		c.LateInterestCents += e.AmountCents
	case BucketInterest:
		c.InterestCents += e.AmountCents
	case BucketFee:
		c.FeeCents += e.AmountCents
	}
}
