package admin

import "github.com/pautang/pautang/internal/loans"

// Finance is the dashboard's money over a range of Manila days (both ends included): every
// figure but PAR is summed from the ledger (or the decisions) of the range; PAR is the
// portfolio today, from each order's kept standing.
type Finance struct {
	From loans.Date `json:"from"`
	To   loans.Date `json:"to"`

	DisbursedCount   int64 `json:"disbursedCount"`
	DisbursedCents   int64 `json:"disbursed"`   // principal lent
	PaidOutCents     int64 `json:"paidOut"`     // principal less fees deducted: what left the bank
	CollectedCents   int64 `json:"collected"`   // every payment received (credit included)
	RefundedCents    int64 `json:"refunded"`    // credit paid back
	OutstandingCents int64 `json:"outstanding"` // principal owed at the end of To
	FeesEarnedCents  int64 `json:"feesEarned"`  // service and rollover fees charged
	InterestCents    int64 `json:"interestEarned"`
	LateChargesCents int64 `json:"lateCharges"` // penalty and late interest charged
	WaivedCents      int64 `json:"waived"`
	WrittenOffCents  int64 `json:"writtenOff"` // receivables written off (principal, interest and charges)
	RecoveredCents   int64 `json:"recovered"`  // payments on written-off loans (part of collected)

	Approved int64 `json:"approved"`
	Rejected int64 `json:"rejected"`

	ByChannel []ChannelTotal `json:"byChannel"` // collections by payment method, largest first
	Daily     []FinanceDay   `json:"daily"`     // disbursed and collected per day of the range
	PAR       PAR            `json:"par"`
}

// ApprovalRateBP is approved over decided, in basis points (0 when nothing was decided).
func (f Finance) ApprovalRateBP() int64 {
	if n := f.Approved + f.Rejected; n > 0 {
		return (f.Approved*10000 + n/2) / n
	}
	return 0
}

// ChannelTotal is what one payment method collected.
type ChannelTotal struct {
	Channel string `json:"channel"`
	Cents   int64  `json:"amount"`
	Count   int64  `json:"count"`
}

// FinanceDay is one day's money.
type FinanceDay struct {
	Day       loans.Date `json:"day"`
	Disbursed int64      `json:"disbursed"`
	Collected int64      `json:"collected"`
}

// PAR is portfolio at risk: what active loans owe (kept payoff) in each days-overdue bucket,
// over what all active loans owe.
type PAR struct {
	TotalCents int64    `json:"total"`
	Buckets    []PARBin `json:"buckets"`
}

// PARBin is the amount owed by loans at least Days overdue.
type PARBin struct {
	Days  int   `json:"days"`
	Cents int64 `json:"amount"`
	Loans int64 `json:"loans"`
	BP    int64 `json:"bp"` // Cents over the total, basis points (rounded half up)
}

// PARDays are the thresholds reported: PAR1, PAR7, PAR30, PAR90.
var PARDays = []int{1, 7, 30, 90}

// PortfolioAtRisk computes PAR on today from the active loans grouped by overdue-since day
// (a zero Since is a loan with nothing overdue) and what all active loans owe.
func PortfolioAtRisk(groups []OverdueGroup, totalCents int64, today loans.Date) PAR {
	p := PAR{TotalCents: totalCents}
	for _, days := range PARDays {
		bin := PARBin{Days: days}
		for _, g := range groups {
			if !g.Since.IsZero() && today.Sub(g.Since) >= days {
				bin.Cents += g.PayoffCents
				bin.Loans += g.Loans
			}
		}
		if totalCents > 0 {
			bin.BP = (bin.Cents*10000 + totalCents/2) / totalCents
		}
		p.Buckets = append(p.Buckets, bin)
	}
	return p
}
