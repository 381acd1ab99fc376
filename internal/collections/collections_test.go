package collections

import (
	"errors"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/loans"
)

func d(s string) loans.Date {
	x, err := loans.ParseDate(s)
	if err != nil {
		panic(err)
	}
	return x
}

func TestBuckets(t *testing.T) {
	for days, want := range map[int]string{0: "", -1: "", 1: "1-7", 7: "1-7", 8: "8-30", 30: "8-30", 31: "31-60", 60: "31-60", 61: "61-90", 90: "61-90", 91: "90+", 400: "90+"} {
		if got := BucketOf(days); got != want {
			t.Errorf("BucketOf(%d) = %q, want %q", days, got, want)
		}
	}
	if got := DaysPastDue("2026-11-10", d("2026-11-11")); got != 1 {
		t.Errorf("day after due: %d", got)
	}
	if got := DaysPastDue("2026-11-10", d("2026-11-10")); got != 0 {
		t.Errorf("due day: %d", got)
	}
	if got := DaysPastDue("", d("2026-11-10")); got != 0 {
		t.Errorf("not overdue: %d", got)
	}
}

func TestPromiseTransitions(t *testing.T) {
	p := Promise{AmountCents: 100000, Day: d("2026-12-05"), Status: PromisePending}
	cases := []struct {
		name string
		day  string
		paid int64
		want string
	}{
		{"before the day, nothing paid", "2026-12-03", 0, PromisePending},
		{"before the day, part paid", "2026-12-04", 40000, PromisePending},
		{"the day, part paid", "2026-12-05", 99999, PromiseDueToday},
		{"paid in full early", "2026-12-04", 100000, PromiseKept},
		{"paid more on the day", "2026-12-05", 150000, PromiseKept},
		{"the day after, short", "2026-12-06", 99999, PromiseBroken},
		{"the day after, nothing", "2026-12-06", 0, PromiseBroken},
	}
	for _, c := range cases {
		if got := p.StatusOn(d(c.day), c.paid); got != c.want {
			t.Errorf("%s: %s, want %s", c.name, got, c.want)
		}
	}
	// Final statuses stay, whatever is paid later.
	kept := Promise{AmountCents: 100000, Day: d("2026-12-05"), Status: PromiseKept}
	if got := kept.StatusOn(d("2027-01-01"), 0); got != PromiseKept {
		t.Errorf("kept became %s", got)
	}
	broken := Promise{AmountCents: 100000, Day: d("2026-12-05"), Status: PromiseBroken}
	if got := broken.StatusOn(d("2026-12-07"), 500000); got != PromiseBroken {
		t.Errorf("broken became %s", got)
	}
}

func TestCheckContactHours(t *testing.T) {
	at := func(h, m int) time.Time { return time.Date(2026, 11, 23, h, m, 0, 0, clock.Manila) }
	c := Contact{Channel: ChannelCall, Outcome: OutcomeNoAnswer}
	for _, tt := range []struct {
		t  time.Time
		ok bool
	}{{at(5, 59), false}, {at(6, 0), true}, {at(21, 59), true}, {at(22, 0), false}} {
		err := CheckContact(c, tt.t, 100000)
		if (err == nil) != tt.ok || (!tt.ok && !errors.Is(err, ErrOutsideHours)) {
			t.Errorf("%s: %v", tt.t.Format("15:04"), err)
		}
	}
}

func TestCheckContactPromise(t *testing.T) {
	now := time.Date(2026, 11, 23, 10, 0, 0, 0, clock.Manila)
	for _, tt := range []struct {
		name string
		c    Contact
		ok   bool
	}{
		{"promise", Contact{Channel: ChannelCall, Outcome: OutcomePromised, PromiseCents: 50000, PromiseDay: "2026-11-25"}, true},
		{"promise today", Contact{Channel: ChannelCall, Outcome: OutcomePromised, PromiseCents: 50000, PromiseDay: "2026-11-23"}, true},
		{"promise in the past", Contact{Channel: ChannelCall, Outcome: OutcomePromised, PromiseCents: 50000, PromiseDay: "2026-11-22"}, false},
		{"promise too far", Contact{Channel: ChannelCall, Outcome: OutcomePromised, PromiseCents: 50000, PromiseDay: "2026-12-24"}, false},
		{"more than owed", Contact{Channel: ChannelCall, Outcome: OutcomePromised, PromiseCents: 100001, PromiseDay: "2026-11-25"}, false},
		{"no amount", Contact{Channel: ChannelCall, Outcome: OutcomePromised, PromiseDay: "2026-11-25"}, false},
		{"refused with a promise", Contact{Channel: ChannelCall, Outcome: OutcomeRefused, PromiseCents: 5000, PromiseDay: "2026-11-25"}, false},
		{"unknown outcome", Contact{Channel: ChannelCall, Outcome: "threatened"}, false},
		{"unknown channel", Contact{Channel: "visit", Outcome: OutcomeNoAnswer}, false},
		{"wrong number", Contact{Channel: ChannelSMS, Outcome: OutcomeWrongNumber}, true},
	} {
		if err := CheckContact(tt.c, now, 100000); (err == nil) != tt.ok {
			t.Errorf("%s: %v", tt.name, err)
		}
	}
}

func TestNextAction(t *testing.T) {
	today, _ := loans.ParseDate("2026-11-20")
	if got := NextActionOn(Contact{Outcome: OutcomeNoAnswer}, today); got != "2026-11-21" {
		t.Errorf("no answer: %s", got)
	}
	if got := NextActionOn(Contact{Outcome: OutcomePromised, PromiseDay: "2026-11-25"}, today); got != "2026-11-26" {
		t.Errorf("promise: %s", got)
	}
	for day, ok := range map[string]bool{"2026-11-20": true, "2027-01-19": true, "2027-01-20": false, "2026-11-19": false, "x": false} {
		if err := CheckNextAction(day, today); (err == nil) != ok {
			t.Errorf("%s: %v", day, err)
		}
	}
}
