package loans

import "github.com/pautang/pautang/internal/apperr"

// MaxOpenLoans is how many open loans (Status.Open) a borrower may hold at once.
const MaxOpenLoans = 1

// ErrOpenLoan refuses an application while the borrower holds MaxOpenLoans open loans.
var ErrOpenLoan = apperr.New("loans_open_loan", "You already have a loan in progress. You can apply again once it is settled.")

// Open reports whether an order counts as an open loan: under review, approved and being paid
// out, or being repaid.
func (s Status) Open() bool { return s == StatusReview || s == StatusApproved || s.Active() }

// CanOpenLoan is the one-open-loan rule: given the statuses of the borrower's other orders, a
// new application is allowed only while fewer than MaxOpenLoans of them are open.
func CanOpenLoan(others []Status) error {
	open := 0
	for _, st := range others {
		if st.Open() {
			open++
		}
	}
	if open >= MaxOpenLoans {
		return ErrOpenLoan
	}
	return nil
}

// StatusMove is one recorded status change of an order (its status history).
type StatusMove struct {
	OrderID  int64
	From, To Status
	AtMs     int64 // unix ms
}

// LongestOverdueDays is the most days any order spent overdue, from its status moves in the
// order they happened: from a move into StatusOverdue to the next move out of it (an order
// still overdue counts until nowMs), counting started days (a few hours overdue is 1 day).
func LongestOverdueDays(moves []StatusMove, nowMs int64) int {
	const dayMs = 86_400_000
	start := map[int64]int64{}
	longest := 0
	for _, m := range moves {
		switch {
		case m.To == StatusOverdue:
			if _, ok := start[m.OrderID]; !ok {
				start[m.OrderID] = m.AtMs
			}
		case m.From == StatusOverdue:
			if at, ok := start[m.OrderID]; ok {
				longest = max(longest, int((m.AtMs-at)/dayMs)+1)
				delete(start, m.OrderID)
			}
		}
	}
	for _, at := range start {
		longest = max(longest, int((nowMs-at)/dayMs)+1)
	}
	return longest
}
