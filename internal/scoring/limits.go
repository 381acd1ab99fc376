package scoring

import (
	"errors"
	"fmt"
)

// Ladder is the limit policy: a borrower starts on the first rung; settling loans on time
// climbs it, lateness brings them down. It is lender data, versioned with the scorecard.
type Ladder struct {
	Rungs     []int64 `json:"rungs"`     // limits in centavos, ascending; rung 0 is a new borrower's
	UpAfter   int     `json:"upAfter"`   // loans settled on time in a row that climb one rung
	GraceDays int     `json:"graceDays"` // a loan settled at most this late neither climbs nor drops
	DownRungs int     `json:"downRungs"` // rungs a loan settled later than the grace costs
	StopDays  int     `json:"stopDays"`  // a loan ever this late (or written off) stops new loans
}

// Settled is one of the borrower's past loans, oldest first: how late its last payment was
// (the worst lateness over its life), or whether it was written off.
type Settled struct {
	DaysLate   int  `json:"daysLate"`
	WrittenOff bool `json:"writtenOff"`
}

// Limit is what the ladder gives a borrower now.
type Limit struct {
	Rung    int   `json:"rung"`
	Cents   int64 `json:"cents"`   // 0: no new loan (Stopped)
	Stopped bool  `json:"stopped"` // a past loan was too late
	// ToNext is the loans to settle on time for the next rung (0 at the top).
	ToNext int   `json:"toNext"`
	Next   int64 `json:"next"` // the next rung's limit (0 at the top)
}

// Check refuses a ladder the walk cannot use; the message is for the risk officer.
func (l Ladder) Check() error {
	if len(l.Rungs) == 0 {
		return errors.New("The ladder needs at least one limit")
	}
	for i, r := range l.Rungs {
		if r <= 0 || (i > 0 && r <= l.Rungs[i-1]) {
			return fmt.Errorf("The ladder's limits must be positive and rise at each rung (rung %d)", i+1)
		}
	}
	if l.UpAfter < 1 || l.DownRungs < 0 || l.GraceDays < 0 || l.StopDays <= l.GraceDays {
		return errors.New("The ladder needs at least one loan to climb, a grace of 0 days or more and a stop above the grace")
	}
	return nil
}

// LimitOf walks the borrower's settled loans up and down the ladder.
func (l Ladder) LimitOf(history []Settled) Limit {
	rung, streak := 0, 0
	for _, h := range history {
		switch {
		case h.WrittenOff || h.DaysLate >= l.StopDays:
			return Limit{Rung: 0, Stopped: true}
		case h.DaysLate == 0:
			if streak++; streak >= l.UpAfter {
				rung, streak = min(rung+1, len(l.Rungs)-1), 0
			}
		case h.DaysLate <= l.GraceDays:
			streak = 0
		default:
			rung, streak = max(rung-l.DownRungs, 0), 0
		}
	}
	out := Limit{Rung: rung, Cents: l.Rungs[rung]}
	if rung < len(l.Rungs)-1 {
		out.ToNext, out.Next = l.UpAfter-streak, l.Rungs[rung+1]
	}
	return out
}
