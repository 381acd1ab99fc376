package collections

import (
	"time"

	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/loans"
)

// Spell is a stretch of days an order spent past due: Start is day 1 past due (the Manila day
// it moved to 180), End the day it left (zero while still overdue).
type Spell struct{ Start, End loans.Date }

// Spells turns status moves (in the order they happened) into each order's spells past due.
func Spells(moves []loans.StatusMove) map[int64][]Spell {
	out := map[int64][]Spell{}
	open := map[int64]loans.Date{}
	day := func(ms int64) loans.Date { return loans.DateOf(time.UnixMilli(ms).In(clock.Manila)) }
	for _, m := range moves {
		switch {
		case m.To == loans.StatusOverdue && m.From != loans.StatusOverdue:
			if _, ok := open[m.OrderID]; !ok {
				open[m.OrderID] = day(m.AtMs)
			}
		case m.From == loans.StatusOverdue && m.To != loans.StatusOverdue:
			if start, ok := open[m.OrderID]; ok {
				out[m.OrderID] = append(out[m.OrderID], Spell{Start: start, End: day(m.AtMs)})
				delete(open, m.OrderID)
			}
		}
	}
	for id, start := range open {
		out[id] = append(out[id], Spell{Start: start})
	}
	return out
}

// DaysPastDueOn is the days past due on day from an order's spells (0 when current).
func DaysPastDueOn(spells []Spell, day loans.Date) int {
	for _, s := range spells {
		if !day.Before(s.Start) && (s.End.IsZero() || day.Before(s.End)) {
			return day.Sub(s.Start) + 1
		}
	}
	return 0
}

// Roll is one bucket's roll rate: of the loans in the bucket RollDays before, how many were
// in a later bucket on the day (still unpaid, rolled forward), and how many were cured (current).
type Roll struct {
	Bucket string `json:"bucket"`
	From   int    `json:"from"`
	Rolled int    `json:"rolled"`
	Cured  int    `json:"cured"`
}

// RollDays is the roll rate's horizon: one month.
const RollDays = 30

// RollRates counts, per bucket (the last has no later one), the loans in it RollDays before
// day and where they were on day.
func RollRates(spells map[int64][]Spell, day loans.Date) []Roll {
	index := map[string]int{}
	for i, b := range Buckets {
		index[b.Name] = i
	}
	out := make([]Roll, len(Buckets)-1)
	for i := range out {
		out[i].Bucket = Buckets[i].Name
	}
	before := day.Add(-RollDays)
	for _, sp := range spells {
		from := BucketOf(DaysPastDueOn(sp, before))
		i, ok := index[from]
		if !ok || i >= len(out) {
			continue
		}
		out[i].From++
		switch now := DaysPastDueOn(sp, day); {
		case now == 0:
			out[i].Cured++
		case index[BucketOf(now)] > i:
			out[i].Rolled++
		}
	}
	return out
}
