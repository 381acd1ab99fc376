package loans

import (
	"errors"
	"testing"
)

func TestCanOpenLoan(t *testing.T) {
	for _, tc := range []struct {
		name   string
		others []Status
		want   error
	}{
		{"OKNoOrders", nil, nil},
		{"OKOnlyClosed", []Status{StatusRejected, StatusSettled, StatusSettled}, nil},
		{"ErrUnderReview", []Status{StatusSettled, StatusReview}, ErrOpenLoan},
		{"ErrApproved", []Status{StatusApproved}, ErrOpenLoan},
		{"ErrRepaying", []Status{StatusRepaying}, ErrOpenLoan},
		{"ErrDue", []Status{StatusDue}, ErrOpenLoan},
		{"ErrOverdue", []Status{StatusRejected, StatusOverdue}, ErrOpenLoan},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := CanOpenLoan(tc.others); !errors.Is(got, tc.want) {
				t.Fatalf("got %v, want %v", got, tc.want)
			}
		})
	}
}

func TestLongestOverdueDays(t *testing.T) {
	const day = 86_400_000
	now := int64(100 * day)
	for _, tc := range []struct {
		name  string
		moves []StatusMove
		want  int
	}{
		{"NeverOverdue", []StatusMove{{1, StatusRepaying, StatusDue, 5 * day}, {1, StatusDue, StatusSettled, 6 * day}}, 0},
		{"HoursCountAsOneDay", []StatusMove{{1, StatusDue, StatusOverdue, 10 * day}, {1, StatusOverdue, StatusSettled, 10*day + 3_600_000}}, 1},
		{"SevenDays", []StatusMove{{1, StatusDue, StatusOverdue, 10 * day}, {1, StatusOverdue, StatusSettled, 16*day + 1}}, 7},
		{"LongestOfTwoSpells", []StatusMove{
			{1, StatusDue, StatusOverdue, 10 * day}, {1, StatusOverdue, StatusRepaying, 12 * day},
			{1, StatusDue, StatusOverdue, 20 * day}, {1, StatusOverdue, StatusSettled, 29 * day},
		}, 10},
		{"LongestOfTwoOrders", []StatusMove{
			{1, StatusDue, StatusOverdue, 10 * day}, {1, StatusOverdue, StatusSettled, 11 * day},
			{2, StatusDue, StatusOverdue, 50 * day}, {2, StatusOverdue, StatusSettled, 53 * day},
		}, 4},
		{"StillOverdueCountsToNow", []StatusMove{{3, StatusDue, StatusOverdue, 90 * day}}, 11},
		{"LeavingWithoutEnteringIsIgnored", []StatusMove{{4, StatusOverdue, StatusSettled, 90 * day}}, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := LongestOverdueDays(tc.moves, now); got != tc.want {
				t.Fatalf("got %d, want %d", got, tc.want)
			}
		})
	}
}
