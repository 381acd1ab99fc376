// Package collections is the back office's work on loans past due: the days-past-due buckets
// of the queue, the contact log's outcomes, and the promise to pay with its transitions
// (pending, kept, broken; due today). A broken promise returns its case to the queue. The
// rules are pure; the store keeps cases, contacts and promises (internal/store/collections.go).
package collections

import (
	"errors"
	"fmt"
	"time"

	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/notify"
)

// Buckets of days past due, in queue order: THE buckets (loans.DPDBuckets), the dashboard's too.
var Buckets = loans.DPDBuckets

// Bucket is a range of days past due; Max 0 has no upper end.
type Bucket = loans.DPDBucket

// BucketOf is the bucket of a number of days past due; "" when not past due.
func BucketOf(days int) string { return loans.DPDBucketOf(days) }

// DaysPastDue is the days past due on day of a loan kept overdue since the given due day
// ("" when nothing is overdue): 1 on the day after the due day.
func DaysPastDue(overdueSince string, day loans.Date) int {
	if overdueSince == "" {
		return 0
	}
	d, err := loans.ParseDate(overdueSince)
	if err != nil || !day.After(d) {
		return 0
	}
	return day.Sub(d)
}

// Outcomes of a call or message an agent records.
const (
	OutcomePromised    = "promised"
	OutcomeRefused     = "refused"
	OutcomeWrongNumber = "wrong_number"
	OutcomeNoAnswer    = "no_answer"
)

// Channels of a contact.
const (
	ChannelCall = "call"
	ChannelSMS  = "sms"
)

// Errors of the contact log.
var (
	ErrOutsideHours = errors.New("collections: outside the contact hours")
	ErrBadContact   = errors.New("collections: invalid contact")
	// ErrPromiseAbovePayable is a promise above what the borrower may pay today.
	ErrPromiseAbovePayable = errors.New("collections: promise above the payable-now amount")
)

// Contact is one call or message an agent records on a case.
type Contact struct {
	Channel string
	Outcome string
	Note    string
	// The promise, when Outcome is promised.
	PromiseCents int64
	PromiseDay   string // YYYY-MM-DD
	// NextActionDay is the case's next-action day the contact sets (YYYY-MM-DD; the service
	// fills in NextActionOn's default when the agent gives none).
	NextActionDay string
	// Message is the SMS template the contact sends the borrower (channel sms): queued in the
	// contact's transaction and linked to it; nil for a call.
	Message *notify.Notice
}

// CollectionSMS is the template an agent's "SMS (template)" contact sends the borrower.
const CollectionSMS = notify.CollectionSMS

// MaxNextAction is how far ahead a case's next-action day may be set, in days.
const MaxNextAction = 60

// NextActionOn is a contact's default next-action day recorded on today: the day after a
// promised day (to see whether it was kept), otherwise tomorrow.
func NextActionOn(c Contact, today loans.Date) string {
	if c.Outcome == OutcomePromised {
		if d, err := loans.ParseDate(c.PromiseDay); err == nil && !d.Before(today) {
			return d.Add(1).String()
		}
	}
	return today.Add(1).String()
}

// CheckNextAction validates a next-action day set on today: a date from today to
// MaxNextAction days ahead.
func CheckNextAction(day string, today loans.Date) error {
	d, err := loans.ParseDate(day)
	if err != nil || d.Before(today) || d.After(today.Add(MaxNextAction)) {
		return fmt.Errorf("%w: the next-action day must be a date from today to %d days ahead", ErrBadContact, MaxNextAction)
	}
	return nil
}

// CheckContact validates a contact recorded at now on a loan of which the borrower may pay
// payableCents today (the payable-now amount): the MC 18 hours (no call or message before 6:00
// or after 22:00 Manila), a known channel and outcome, and for a promise an amount from ₱1 to
// the payable-now amount (ErrPromiseAbovePayable above it) and a day from today to 30 days ahead.
func CheckContact(c Contact, now time.Time, payableCents int64) error {
	if !notify.Allowed(now) {
		return fmt.Errorf("%w: calls and messages are allowed from 6:00 to 22:00 Manila time (SEC MC 18 s.2019)", ErrOutsideHours)
	}
	if c.Channel != ChannelCall && c.Channel != ChannelSMS {
		return fmt.Errorf("%w: channel must be call or sms", ErrBadContact)
	}
	if c.NextActionDay != "" {
		if err := CheckNextAction(c.NextActionDay, loans.DateOf(now)); err != nil {
			return err
		}
	}
	switch c.Outcome {
	case OutcomeRefused, OutcomeWrongNumber, OutcomeNoAnswer:
		if c.PromiseCents != 0 || c.PromiseDay != "" {
			return fmt.Errorf("%w: only a promised outcome carries a promise", ErrBadContact)
		}
		return nil
	case OutcomePromised:
	default:
		return fmt.Errorf("%w: outcome must be promised, refused, wrong_number or no_answer", ErrBadContact)
	}
	if c.PromiseCents < 100 {
		return fmt.Errorf("%w: the promised amount must be at least ₱1.00", ErrBadContact)
	}
	if c.PromiseCents > payableCents {
		return fmt.Errorf("%w: the promised amount %s is more than the borrower may pay today, %s (the payable-now amount)", ErrPromiseAbovePayable,
			loans.FormatPeso(c.PromiseCents), loans.FormatPeso(payableCents))
	}
	day, err := loans.ParseDate(c.PromiseDay)
	today := loans.DateOf(now)
	if err != nil || day.Before(today) || day.After(today.Add(30)) {
		return fmt.Errorf("%w: the promise day must be a date from today to 30 days ahead", ErrBadContact)
	}
	return nil
}

// Promise statuses. Pending and due-today are open; kept and broken are final.
const (
	PromisePending  = "pending"
	PromiseDueToday = "due_today"
	PromiseKept     = "kept"
	PromiseBroken   = "broken"
)

// Promise is a borrower's promise to pay AmountCents by Day.
type Promise struct {
	AmountCents int64
	Day         loans.Date
	Status      string // as stored: pending, kept or broken
}

// StatusOn is the promise's status on day given what the borrower has paid since it was made
// (including day): kept once the payments reach the amount by the promised day, broken the day
// after the promised day if they did not, due today on the day itself, pending before. A final
// status stays.
func (p Promise) StatusOn(day loans.Date, paidSinceCents int64) string {
	switch p.Status {
	case PromiseKept, PromiseBroken:
		return p.Status
	}
	switch {
	case paidSinceCents >= p.AmountCents:
		return PromiseKept
	case day.After(p.Day):
		return PromiseBroken
	case day == p.Day:
		return PromiseDueToday
	}
	return PromisePending
}

// Final says whether a status no longer changes.
func Final(status string) bool { return status == PromiseKept || status == PromiseBroken }
