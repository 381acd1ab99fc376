package collections

import (
	"errors"
	"fmt"
	"slices"

	"github.com/pautang/pautang/internal/loans"
)

// Collection rate by bucket over a range of Manila days [From, To]:
//
//   - A loan's stay in a bucket is the days of the range on which its days past due (from its
//     spells past due, counted 1 on the spell's first day, through the day it left overdue)
//     fall in the bucket; one stay per loan, spell and bucket. Its entry day is its first day
//     in the range.
//   - Due of a stay: what the loan owed on its entry day before that day's payments and
//     waivers: its owed-bucket ledger entries (principal, interest, fee, penalty, late interest,
//     enforcement, written off) dated before the entry day, and the charges dated on it.
//   - Collected of a stay: the payments booked to owed buckets (not to credit) on the days of
//     the stay, at most its due.
//   - A bucket's rate is its stays' collected over their due (0 with nothing due).

// Rate is one bucket's collection over a range.
type Rate struct {
	Bucket         string `json:"bucket"`
	Loans          int    `json:"loans"` // stays: loans (and spells) in the bucket during the range
	DueCents       int64  `json:"dueCents"`
	CollectedCents int64  `json:"collectedCents"`
}

// MaxRateDays bounds a collection-rate range.
const MaxRateDays = 366

// ErrBadRange refuses a range that ends before it starts or is too long.
var ErrBadRange = errors.New("collections: invalid range")

// CheckRange checks a range of days: from not after to, at most MaxRateDays days.
func CheckRange(from, to loans.Date) error {
	if from.IsZero() || to.IsZero() || to.Before(from) {
		return fmt.Errorf("%w: from must be a day not after to", ErrBadRange)
	}
	if to.Sub(from)+1 > MaxRateDays {
		return fmt.Errorf("%w: at most %d days", ErrBadRange, MaxRateDays)
	}
	return nil
}

// daysPastDueFor is the days past due on day for collection: as DaysPastDueOn, and on the day
// a spell ended (the loan left overdue that day, often by the payment itself) its last count.
func daysPastDueFor(spells []Spell, day loans.Date) (int, int) {
	for i, s := range spells {
		if !day.Before(s.Start) && (s.End.IsZero() || !day.After(s.End)) {
			return day.Sub(s.Start) + 1, i
		}
	}
	return 0, -1
}

func isOwedBucket(b loans.Bucket) bool { return slices.Contains(loans.OwedBuckets(), b) }

// CollectionRates is the collection rate of every bucket over [from, to] from the loans'
// spells past due and their ledgers (entries of every loan with a spell; any order).
func CollectionRates(spells map[int64][]Spell, books map[int64][]loans.Entry, from, to loans.Date) []Rate {
	index := map[string]int{}
	out := make([]Rate, len(Buckets))
	for i, b := range Buckets {
		index[b.Name] = i
		out[i].Bucket = b.Name
	}
	ids := make([]int64, 0, len(spells))
	for id := range spells {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	type stay struct {
		spell  int
		bucket string
	}
	for _, id := range ids {
		sp := spells[id]
		entry := map[stay]loans.Date{}
		var order []stay
		for d := from; !d.After(to); d = d.Add(1) {
			dpd, i := daysPastDueFor(sp, d)
			if dpd == 0 {
				continue
			}
			k := stay{i, BucketOf(dpd)}
			if _, ok := entry[k]; !ok {
				entry[k] = d
				order = append(order, k)
			}
		}
		due := map[stay]int64{}
		got := map[stay]int64{}
		for _, k := range order {
			e := entry[k]
			for _, le := range books[id] {
				if !isOwedBucket(le.Bucket) {
					continue
				}
				if le.Day.Before(e) || (le.Day == e && le.Kind != loans.KindPayment && le.Kind != loans.KindWaiver) {
					due[k] += le.AmountCents
				}
			}
		}
		for _, le := range books[id] {
			if le.Kind != loans.KindPayment || !isOwedBucket(le.Bucket) || le.Day.Before(from) || le.Day.After(to) {
				continue
			}
			if dpd, i := daysPastDueFor(sp, le.Day); dpd > 0 {
				got[stay{i, BucketOf(dpd)}] -= le.AmountCents
			}
		}
		for _, k := range order {
			r := &out[index[k.bucket]]
			r.Loans++
			r.DueCents += max(due[k], 0)
			r.CollectedCents += max(min(got[k], due[k]), 0)
		}
	}
	return out
}
