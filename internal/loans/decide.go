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

// Application is what the decision rules look at.
type Application struct {
	AmountCents         int64
	Product             Product
	IsRepeatClient      bool
	SettledLoans        int   // loans this client has fully repaid
	LargestSettledCents int64 // the largest of those loans' principal
	LateDaysMaxHistory  int   // the most days any past loan was overdue
	ActiveLoans         int   // loans under review, approved or being repaid
	OverdueLoans        int   // other loans past due now
	MaxDaysPastDue      int   // the most days one of those is past due
	KYCApproved         bool  // an operator approved the borrower's identity check
	AgeYears            int
	MonthlyIncomeCents  int64
	ProfileComplete     bool
}

// Decision is the outcome with a stable machine code, an English reason and every rule's
// verdict.
type Decision struct {
	Outcome Outcome
	Code    string
	Reason  string
	Results []RuleResult
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

// Decide applies the rules (Evaluate) to an application:
//  1. the first failed rule that rejects decides (age, open loans, a loan overdue, amount,
//     income);
//  2. an incomplete profile goes to an operator;
//  3. so does every new client (no settled loan yet);
//  4. so does a repeat client failing a review rule (amount ceiling, past lateness, repeat
//     limit);
//  5. anything else, a repeat client with a good history within the limits, is approved.
func Decide(r Underwriting, app Application) Decision {
	res := Evaluate(r, app)
	for _, x := range res {
		if !x.Passed && x.OnFail == OutcomeReject {
			return Decision{OutcomeReject, x.Code, x.reason, res}
		}
	}
	for _, x := range res {
		if !x.Passed && x.Code == "profile_incomplete" {
			return Decision{OutcomeReview, x.Code, x.reason, res}
		}
	}
	if !app.IsRepeatClient || app.SettledLoans < 1 {
		return Decision{OutcomeReview, "new_client", i18n.N("Our team will review your application within 1 day."), res}
	}
	for _, x := range res {
		if !x.Passed {
			return Decision{OutcomeReview, x.Code, x.reason, res}
		}
	}
	return Decision{OutcomeApprove, "repeat_good_history", i18n.N("Approved: thank you for borrowing with us again."), res}
}

// HoldAbove holds an approval of more than aboveCents for an operator (the four-eyes
// threshold: an operator's approval of it then waits for a supervisor's). Other decisions,
// and any decision when aboveCents is 0, pass unchanged.
func HoldAbove(d Decision, amountCents, aboveCents int64) Decision {
	if d.Outcome != OutcomeApprove || aboveCents <= 0 || amountCents <= aboveCents {
		return d
	}
	return Decision{OutcomeReview, "above_approval_threshold", i18n.N("Our team will review your application within 1 day."), d.Results}
}
