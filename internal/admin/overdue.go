package admin

import "github.com/pautang/pautang/internal/loans"

// OverdueGroup is the overdue loans that have been overdue since one day: how many and what
// settles them (the store aggregates them from each order's kept standing).
type OverdueGroup struct {
	Since       loans.Date
	Loans       int64
	PayoffCents int64
}

// OverdueBucket is a days-overdue range of the dashboard (inclusive; To 0 is open-ended).
type OverdueBucket struct {
	Label    string
	From, To int
}

// OverdueBuckets are the dashboard's days-overdue ranges.
var OverdueBuckets = []OverdueBucket{{"1-30", 1, 30}, {"31-90", 31, 90}, {"91+", 91, 0}}

// BucketTotal is one bucket's loans and what settles them.
type BucketTotal struct {
	Label  string `json:"label"`
	Count  int64  `json:"count"`
	Amount int64  `json:"amount"`
}

// OverdueTotals sorts the overdue groups into OverdueBuckets by their days overdue on today
// (today minus the day overdue since, loans.Standing.DaysOverdue's rule).
func OverdueTotals(groups []OverdueGroup, today loans.Date) []BucketTotal {
	out := make([]BucketTotal, len(OverdueBuckets))
	for i, b := range OverdueBuckets {
		out[i].Label = b.Label
	}
	for _, g := range groups {
		if g.Since.IsZero() {
			continue
		}
		days := today.Sub(g.Since)
		for i, b := range OverdueBuckets {
			if days >= b.From && (b.To == 0 || days <= b.To) {
				out[i].Count += g.Loans
				out[i].Amount += g.PayoffCents
			}
		}
	}
	return out
}
