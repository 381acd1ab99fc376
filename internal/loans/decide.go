package loans

import "github.com/pautang/pautang/internal/i18n"

// Outcome is the automatic decision on an application.
type Outcome string

// Decision outcomes. Review puts the application in the operator queue (status 21 stays).
const (
	OutcomeApprove Outcome = "approve" // approved automatically: 21 -> 151
	OutcomeReject  Outcome = "reject"  // rejected automatically: 21 -> 110
	OutcomeReview  Outcome = "review"  // left at 21 for an operator
)

// Decision thresholds from the loan terms text and the credit policy in docs/loans.md.
const (
	MinAgeYears               = 18 // applicants must be 18 or older
	MaxLateDaysForAutoApprove = 7  // the worst past lateness (days) a repeat client may have and still be approved automatically
	// RepeatLimitBP is a repeat client's automatic limit as bp of their largest settled loan.
	RepeatLimitBP = 15000
)

// Application is what the decision rules look at.
type Application struct {
	AmountCents         int64
	Product             Product
	IsRepeatClient      bool
	SettledLoans        int   // loans this client has fully repaid
	LargestSettledCents int64 // the largest of those loans' principal
	LateDaysMaxHistory  int   // the most days any past loan was overdue
	ActiveLoans         int   // loans under review, approved or being repaid
	AgeYears            int
	MonthlyIncomeCents  int64
	ProfileComplete     bool
}

// Decision is the outcome with a stable machine code and an English reason.
type Decision struct {
	Outcome Outcome
	Code    string
	Reason  string
}

// Event returns the status event of the decision; ok is false for review (no transition).
func (d Decision) Event() (ev Event, ok bool) {
	switch d.Outcome {
	case OutcomeApprove:
		return EventApprove, true
	case OutcomeReject:
		return EventReject, true
	}
	return "", false
}

// RepeatLimitCents is the most a repeat client is approved for automatically: 1.5 times
// their largest settled loan, capped at the product's maximum.
func RepeatLimitCents(app Application) int64 {
	return min(mulDivFloor(app.LargestSettledCents, RepeatLimitBP, bpDenominator), app.Product.MaxAmountCents)
}

// Decide applies the decision rules in order; the first that matches wins:
//  1. under 18: reject;
//  2. another loan open: reject;
//  3. product off, amount out of range or off step: reject;
//  4. profile incomplete or no declared income: review;
//  5. repeat client with a settled loan, never more than 7 days late, amount within the
//     repeat limit: approve;
//  6. anything else (new clients, late history, above the limit): review by an operator.
func Decide(app Application) Decision {
	switch {
	case app.AgeYears < MinAgeYears:
		return Decision{OutcomeReject, "under_age", i18n.N("Applicants must be at least 18 years old.")}
	case app.ActiveLoans > 0:
		return Decision{OutcomeReject, "active_loan", i18n.N("You already have an open loan. Please repay it before applying again.")}
	}
	if err := app.Product.CheckAmount(app.AmountCents); err != nil {
		return Decision{OutcomeReject, "invalid_amount", messageOf(err)}
	}
	if !app.ProfileComplete || app.MonthlyIncomeCents <= 0 {
		return Decision{OutcomeReview, "profile_incomplete", i18n.N("Your profile is incomplete; our team will review your application.")}
	}
	repeat := app.IsRepeatClient && app.SettledLoans >= 1
	switch {
	case !repeat:
		return Decision{OutcomeReview, "new_client", i18n.N("Our team will review your application within 1 day.")}
	case app.LateDaysMaxHistory > MaxLateDaysForAutoApprove:
		return Decision{OutcomeReview, "late_history", i18n.N("Our team will review your application within 1 day.")}
	case app.AmountCents > RepeatLimitCents(app):
		return Decision{OutcomeReview, "above_repeat_limit", "The amount is above your pre-approved limit of " + FormatPeso(RepeatLimitCents(app)) + "; our team will review your application."}
	}
	return Decision{OutcomeApprove, "repeat_good_history", i18n.N("Approved: thank you for borrowing with us again.")}
}
