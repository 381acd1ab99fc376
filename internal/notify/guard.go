// Package notify decides which messages a borrower gets and when: the reminders before a due
// date, the overdue notices, their fixed wording in English and Filipino, and the SEC MC 18
// s.2019 hours (no message before 6:00 or after 22:00 Manila time). The rules are pure
// functions of the loan and the clock; the scheduler (scheduler.go) stores and sends.
package notify

import (
	"time"

	"github.com/pautang/pautang/internal/clock"
)

// The contact hours of SEC MC 18 s.2019, Manila time: from OpenHour:00 up to (not including)
// CloseHour:00.
const (
	OpenHour  = 6
	CloseHour = 22
)

// Allowed says whether a message or call may be made at t (MC 18: 6:00 to 21:59 Manila).
func Allowed(t time.Time) bool {
	h := t.In(clock.Manila).Hour()
	return h >= OpenHour && h < CloseHour
}

// SendAt is the first moment at or after t a message may go out: t itself within the hours,
// otherwise the next 6:00 Manila (the same morning before 6:00, the next morning from 22:00).
func SendAt(t time.Time) time.Time {
	if Allowed(t) {
		return t
	}
	m := t.In(clock.Manila)
	open := time.Date(m.Year(), m.Month(), m.Day(), OpenHour, 0, 0, 0, clock.Manila)
	if !m.Before(open) {
		open = open.AddDate(0, 0, 1)
	}
	return open
}
