package notify

import (
	"github.com/pautang/pautang/internal/loans"
)

// Kind names a scheduled message. With the order and the day it is about (Key.Day), it
// identifies the message: each is sent once.
type Kind string

// The scheduled messages.
const (
	ReminderD3 Kind = "reminder_d3" // 3 days before a due day
	ReminderD1 Kind = "reminder_d1" // 1 day before
	ReminderD0 Kind = "reminder_d0" // on the due day
	Overdue1   Kind = "overdue_1"   // day 1 past due
	Overdue3   Kind = "overdue_3"
	Overdue7   Kind = "overdue_7"
	Overdue15  Kind = "overdue_15"
)

// reminders are the days before a due day a reminder goes out.
var reminders = []struct {
	before int
	kind   Kind
}{{3, ReminderD3}, {1, ReminderD1}, {0, ReminderD0}}

// overdueNotices are the days past due an overdue notice goes out.
var overdueNotices = map[int]Kind{1: Overdue1, 3: Overdue3, 7: Overdue7, 15: Overdue15}

// Loan is what the schedule reads of a loan: its order's status and kept standing, its
// installments, and what its payments (and waivers) took off principal and interest in all
// (loans.PaidReductions), which loans.InstallmentsPaid splits over the installments.
type Loan struct {
	OrderID            int64
	OrderNo            string
	Status             loans.Status
	Standing           loans.KeptStanding
	Installments       []loans.Installment
	PaidPrincipalCents int64
	PaidInterestCents  int64
}

// Planned is one message the schedule calls for on a day.
type Planned struct {
	Kind        Kind
	Day         loans.Date // the due day it is about (for overdue notices: the first missed due day)
	AmountCents int64      // the amount it quotes
	DaysPastDue int        // overdue notices only
}

// open says whether the loan has been disbursed and is not settled.
func (l Loan) open() bool {
	switch l.Status {
	case loans.StatusRepaying, loans.StatusDue, loans.StatusOverdue:
		return l.Standing.PayoffCents > 0
	}
	return false
}

// pastDue is the amount an overdue notice names: the kept amount past due (owed now), never
// above the payoff; a standing kept without it (0) names the payoff.
func (l Loan) pastDue() int64 {
	if l.Standing.PastDueCents <= 0 {
		return l.Standing.PayoffCents
	}
	return min(l.Standing.PastDueCents, l.Standing.PayoffCents)
}

// Due lists the messages the loan calls for on day: a reminder 3 days and 1 day before each
// installment's due day and on the day itself, and an overdue notice 1, 3, 7 and 15 days
// after the first missed due day. A loan not disbursed, settled or with nothing owed gets
// none. The amount quoted is what is left to pay of the installment (capped at what settles
// the loan) for a reminder, and the amount past due for a notice; an installment paid in
// full gets no reminder.
func Due(l Loan, day loans.Date) []Planned {
	if !l.open() {
		return nil
	}
	var out []Planned
	var since loans.Date
	if l.Standing.OverdueSince != "" {
		if d, err := loans.ParseDate(l.Standing.OverdueSince); err == nil {
			since = d
		}
	}
	paid := loans.InstallmentsPaid(l.Installments, l.PaidPrincipalCents, l.PaidInterestCents)
	for i, in := range l.Installments {
		// An installment whose due day has been missed is the overdue notices' business.
		if !since.IsZero() && !in.DueDay.After(since) {
			continue
		}
		left := min(in.AmountCents()-paid[i], l.Standing.PayoffCents)
		if left <= 0 {
			continue
		}
		for _, r := range reminders {
			if in.DueDay.Add(-r.before) == day {
				out = append(out, Planned{Kind: r.kind, Day: in.DueDay, AmountCents: left})
			}
		}
	}
	if !since.IsZero() {
		// OverdueSince is the first missed due day; day 1 past due is the day after it.
		if n := day.Sub(since); n > 0 {
			if k, ok := overdueNotices[n]; ok {
				out = append(out, Planned{Kind: k, Day: since, AmountCents: l.pastDue(), DaysPastDue: n})
			}
		}
	}
	return out
}
