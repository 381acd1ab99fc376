package collections

import "github.com/pautang/pautang/internal/loans"

// DayTotal is how many loans fell overdue on one day and what they owe (centavos).
type DayTotal struct {
	Count int
	Cents int64
}

// BucketTotal is a bucket's count and money over the whole queue.
type BucketTotal struct {
	Name        string
	Count       int
	AmountCents int64
}

// QueueTotals sorts the queue's loans, grouped by the day they fell overdue (YYYY-MM-DD), into
// Buckets by their days past due on today: every bucket once, in Buckets' order.
func QueueTotals(byDay map[string]DayTotal, today loans.Date) []BucketTotal {
	out := make([]BucketTotal, len(Buckets))
	for i, b := range Buckets {
		out[i].Name = b.Name
	}
	for day, d := range byDay {
		name := BucketOf(DaysPastDue(day, today))
		for i := range out {
			if out[i].Name == name {
				out[i].Count += d.Count
				out[i].AmountCents += d.Cents
			}
		}
	}
	return out
}
