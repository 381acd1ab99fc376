package loans

// Position is a loan brought up to today: the order, its snapshot, ledger and standing
// (the lending service computes it; the repayment pages read it).
type Position struct {
	Order    Order
	Loan     LoanSnapshot
	Entries  []Entry
	Standing Standing
	Today    Date
}
