package admin

import "github.com/pautang/pautang/internal/loans"

// OverdueGroup is the overdue loans that have been overdue since one day: how many and what
// settles them (the store aggregates them from each order's kept standing).
type OverdueGroup struct {
	Since       loans.Date
	Loans       int64
	PayoffCents int64
}

// BucketTotal is one bucket's loans and what settles them.
type BucketTotal struct {
	Label  string `json:"label"`
	Count  int64  `json:"count"`
	Amount int64  `json:"amount"`
}

// OverdueTotals sorts the overdue groups into the buckets of days past due (loans.DPDBuckets,
// the collections queue's) by their days overdue on today (today minus the day overdue since,
// loans.Standing.DaysOverdue's rule). Every overdue loan is counted once, so the buckets add up
// to the overdue count: a loan at status 180 whose kept standing names no earlier day (not yet
// computed, or overdue since today) is at least 1 day past due and counts in the first bucket.
func OverdueTotals(groups []OverdueGroup, today loans.Date) []BucketTotal {
	out := make([]BucketTotal, len(loans.DPDBuckets))
	for i, b := range loans.DPDBuckets {
		out[i].Label = b.Name
	}
	for _, g := range groups {
		days := 1
		if !g.Since.IsZero() {
			days = max(1, today.Sub(g.Since))
		}
		for i, b := range loans.DPDBuckets {
			if days >= b.Min && (b.Max == 0 || days <= b.Max) {
				out[i].Count += g.Loans
				out[i].Amount += g.PayoffCents
			}
		}
	}
	return out
}
