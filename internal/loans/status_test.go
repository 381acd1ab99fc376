package loans

import (
	"errors"
	"fmt"
	"testing"
)

// TestTransition walks the full cross product of statuses and events: every pair the table
// allows gives its target, every other pair is ErrForbiddenTransition and keeps the status.
func TestTransition(t *testing.T) {
	allowed := map[[2]any]Status{
		{StatusReview, EventApprove}:    StatusApproved,
		{StatusReview, EventReject}:     StatusRejected,
		{StatusApproved, EventDisburse}: StatusRepaying,
		{StatusRepaying, EventDueSoon}:  StatusDue,
		{StatusOverdue, EventDueSoon}:   StatusDue,
		{StatusRepaying, EventOverdue}:  StatusOverdue,
		{StatusDue, EventOverdue}:       StatusOverdue,
		{StatusDue, EventCatchUp}:       StatusRepaying,
		{StatusOverdue, EventCatchUp}:   StatusRepaying,
		{StatusRepaying, EventSettle}:   StatusSettled,
		{StatusDue, EventSettle}:        StatusSettled,
		{StatusOverdue, EventSettle}:    StatusSettled,
		{StatusDue, EventRollover}:      StatusRepaying,
		{StatusOverdue, EventRollover}:  StatusRepaying,
		{StatusApproved, EventCancel}:   StatusRejected,
	}
	if got, want := len(Edges()), len(allowed); got != want {
		t.Fatalf("got %d edges, want %d", got, want)
	}
	statuses := append(Statuses(), Status(0), Status(999))
	events := append(Events(), Event("bogus"))
	for _, from := range statuses {
		for _, ev := range events {
			t.Run(fmt.Sprintf("%d_%s", from, ev), func(t *testing.T) {
				got, err := Transition(from, ev)
				if want, ok := allowed[[2]any{from, ev}]; ok {
					if err != nil || got != want {
						t.Errorf("got %v, %v, want %v, nil", got, err, want)
					}
					return
				}
				if !errors.Is(err, ErrForbiddenTransition) || got != from {
					t.Errorf("got %v, %v, want %v, ErrForbiddenTransition", got, err, from)
				}
			})
		}
	}
}

func TestEventFor(t *testing.T) {
	tests := []struct {
		from, to Status
		want     Event
		ok       bool
	}{
		{StatusRepaying, StatusDue, EventDueSoon, true},
		{StatusOverdue, StatusDue, EventDueSoon, true},
		{StatusRepaying, StatusOverdue, EventOverdue, true},
		{StatusDue, StatusOverdue, EventOverdue, true},
		{StatusDue, StatusRepaying, EventCatchUp, true}, // not the rollover edge
		{StatusOverdue, StatusRepaying, EventCatchUp, true},
		{StatusRepaying, StatusSettled, EventSettle, true},
		{StatusDue, StatusSettled, EventSettle, true},
		{StatusOverdue, StatusSettled, EventSettle, true},
		{StatusRepaying, StatusRepaying, "", false},
		{StatusReview, StatusApproved, "", false}, // decisions name their event
		{StatusApproved, StatusRepaying, "", false},
		{StatusSettled, StatusRepaying, "", false},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%d_%d", tt.from, tt.to), func(t *testing.T) {
			got, ok := EventFor(tt.from, tt.to)
			if got != tt.want || ok != tt.ok {
				t.Errorf("got %v, %v, want %v, %v", got, ok, tt.want, tt.ok)
			}
		})
	}
}

func TestStatusString(t *testing.T) {
	want := map[Status]string{StatusReview: "review", StatusRejected: "rejected", StatusApproved: "approved",
		StatusRepaying: "repaying", StatusDue: "due", StatusOverdue: "overdue", StatusSettled: "settled", 7: "unknown(7)"}
	for s, w := range want {
		if got := s.String(); got != w {
			t.Errorf("got %v, want %v", got, w)
		}
	}
	for _, s := range Statuses() {
		want := s == StatusRepaying || s == StatusDue || s == StatusOverdue
		if s.Active() != want {
			t.Errorf("%v: got active %v, want %v", s, s.Active(), want)
		}
	}
}

// TestStatusPredicates: which statuses have a loan behind them (due date, repayment page),
// take payments, and show the 'how to repay' banner.
func TestStatusPredicates(t *testing.T) {
	for _, c := range []struct {
		s                             Status
		active, disbursed, paymentDue bool
	}{
		{StatusReview, false, false, false},
		{StatusRejected, false, false, false},
		{StatusApproved, false, false, false},
		{StatusRepaying, true, true, false},
		{StatusDue, true, true, true},
		{StatusOverdue, true, true, true},
		{StatusSettled, false, true, false},
		{Status(999), false, false, false},
	} {
		if got := c.s.Active(); got != c.active {
			t.Errorf("%d.Active() = %v, want %v", c.s, got, c.active)
		}
		if got := c.s.Disbursed(); got != c.disbursed {
			t.Errorf("%d.Disbursed() = %v, want %v", c.s, got, c.disbursed)
		}
		if got := c.s.PaymentDue(); got != c.paymentDue {
			t.Errorf("%d.PaymentDue() = %v, want %v", c.s, got, c.paymentDue)
		}
	}
}
