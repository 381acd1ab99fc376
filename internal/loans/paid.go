package loans

// InstallmentsPaid splits what a loan's payments (and waivers) took off principal and off
// interest over its installments the way StandingOn does: principal reductions fill the
// installments' principal oldest first, interest reductions their interest oldest first. It
// returns what is paid of each installment, in schedule order. Interest is the scheduled
// interest (StandingOn uses the booked interest, which is the same unless the cap clipped it).
func InstallmentsPaid(schedule []Installment, principalPaidCents, interestPaidCents int64) []int64 {
	out := make([]int64, len(schedule))
	for i, in := range schedule {
		p := min(in.PrincipalCents, max(0, principalPaidCents))
		principalPaidCents -= p
		n := min(in.InterestCents+in.CarriedCents, max(0, interestPaidCents))
		interestPaidCents -= n
		out[i] = p + n
	}
	return out
}

// PaidReductions sums what entries took off principal and off interest (the negative
// entries of those buckets: payments and waivers), the totals InstallmentsPaid splits.
func PaidReductions(entries []Entry) (principalCents, interestCents int64) {
	for _, e := range entries {
		if e.AmountCents >= 0 {
			continue
		}
		switch e.Bucket {
		case BucketPrincipal:
			principalCents -= e.AmountCents
		case BucketInterest:
			interestCents -= e.AmountCents
		}
	}
	return principalCents, interestCents
}
