package loans

import "strconv"

// Status is an order's status code as the API and the loan-detail page know it.
type Status int

// The order status codes (architecture section 5).
const (
	StatusReview   Status = 21  // under review; decision within 1 day
	StatusRejected Status = 110 // rejected
	StatusApproved Status = 151 // approved, disbursing (funds within 1 to 3 days)
	StatusRepaying Status = 170 // disbursed, next installment due in more than DueSoonDays
	StatusDue      Status = 174 // next installment due within DueSoonDays, or today
	StatusOverdue  Status = 180 // an installment is unpaid after its due day
	StatusSettled  Status = 200 // everything owed is paid
)

// DueSoonDays is how many days before a due day a loan turns StatusDue ("due within 3 days").
const DueSoonDays = 3

// Statuses lists every status code.
func Statuses() []Status {
	return []Status{StatusReview, StatusRejected, StatusApproved, StatusRepaying, StatusDue, StatusOverdue, StatusSettled}
}

// String names the status for logs and the back office.
func (s Status) String() string {
	switch s {
	case StatusReview:
		return "review"
	case StatusRejected:
		return "rejected"
	case StatusApproved:
		return "approved"
	case StatusRepaying:
		return "repaying"
	case StatusDue:
		return "due"
	case StatusOverdue:
		return "overdue"
	case StatusSettled:
		return "settled"
	}
	return "unknown(" + strconv.Itoa(int(s)) + ")"
}

// Active reports whether the loan is disbursed and not settled: the statuses that accrue,
// take payments and show a repayment button.
func (s Status) Active() bool { return s == StatusRepaying || s == StatusDue || s == StatusOverdue }

// Disbursed reports whether there is a loan behind the order: active or settled. An order
// under review, rejected, cancelled or not yet paid out has no due date to show and no
// repayment page.
func (s Status) Disbursed() bool { return s.Active() || s == StatusSettled }

// PaymentDue reports whether a payment is due now (due or overdue): the repayment page shows
// its 'how to repay' banner then.
func (s Status) PaymentDue() bool { return s == StatusDue || s == StatusOverdue }

// Event is something that happens to an order and may move its status.
type Event string

// The events of the order lifecycle.
const (
	EventApprove  Event = "approve"  // decision or operator approves
	EventReject   Event = "reject"   // decision or operator rejects
	EventDisburse Event = "disburse" // payout confirmed; the ledger starts
	EventDueSoon  Event = "due_soon" // nothing overdue and the next installment is due within DueSoonDays
	EventOverdue  Event = "overdue"  // an installment passed its due day unpaid
	EventCatchUp  Event = "catch_up" // a payment cleared what was due and the next due day is further than DueSoonDays
	EventSettle   Event = "settle"   // everything owed is paid
	EventRollover Event = "rollover" // the delay amount was paid and the due date moved
	// EventCancel cancels an approved order whose payout never went out (an operator's
	// four-eyes request): the borrower sees it as not approved (110) and owes nothing.
	EventCancel Event = "cancel"
)

// Events lists every event.
func Events() []Event {
	return []Event{EventApprove, EventReject, EventDisburse, EventDueSoon, EventOverdue, EventCatchUp, EventSettle, EventRollover, EventCancel}
}

// Edge is one allowed transition of the status table.
type Edge struct {
	From  Status
	Event Event
	To    Status
}

// Edges is the one transition table: every allowed (status, event) pair and its result.
// Anything not listed is forbidden. It is a function, not a package variable, so no caller
// can change it.
func Edges() []Edge {
	return []Edge{
		{StatusReview, EventApprove, StatusApproved},
		{StatusReview, EventReject, StatusRejected},
		{StatusApproved, EventDisburse, StatusRepaying},
		{StatusRepaying, EventDueSoon, StatusDue},
		{StatusOverdue, EventDueSoon, StatusDue},
		{StatusRepaying, EventOverdue, StatusOverdue},
		{StatusDue, EventOverdue, StatusOverdue},
		{StatusDue, EventCatchUp, StatusRepaying},
		{StatusOverdue, EventCatchUp, StatusRepaying},
		{StatusRepaying, EventSettle, StatusSettled},
		{StatusDue, EventSettle, StatusSettled},
		{StatusOverdue, EventSettle, StatusSettled},
		{StatusDue, EventRollover, StatusRepaying},
		{StatusOverdue, EventRollover, StatusRepaying},
		{StatusApproved, EventCancel, StatusRejected},
	}
}

// Transition returns the status after ev happens in status from, or ErrForbiddenTransition.
func Transition(from Status, ev Event) (Status, error) {
	for _, e := range Edges() {
		if e.From == from && e.Event == ev {
			return e.To, nil
		}
	}
	return from, withMessage(ErrForbiddenTransition, "This action (%s) is not possible for a loan that is %s.", ev, from)
}

// EventFor returns the state-derived event (due soon, overdue, catch-up, settle) that moves
// from to to, so the daily job and the payment service can turn the status StatusForDay
// computes into a checked transition. Decisions, payouts and rollovers name their event
// themselves. ok is false when no such edge exists (including from == to).
func EventFor(from, to Status) (ev Event, ok bool) {
	for _, e := range Edges() {
		derived := e.Event == EventDueSoon || e.Event == EventOverdue || e.Event == EventCatchUp || e.Event == EventSettle
		if derived && e.From == from && e.To == to {
			return e.Event, true
		}
	}
	return "", false
}
