package loans

import (
	"errors"
	"fmt"

	"github.com/pautang/pautang/internal/i18n"
	"github.com/pautang/pautang/internal/scoring"
)

// LegalMinAgeYears is the age below which nobody may contract a loan, whatever the rules say.
const LegalMinAgeYears = 18

// Underwriting is the underwriting rules: catalogue data a supervisor edits (with a preview and a
// second supervisor's approval), versioned in the store. The zero value of a limit switches
// its rule off where that is allowed (income, first-loan ceiling).
type Underwriting struct {
	MinAgeYears           int   `json:"minAgeYears"`           // at least LegalMinAgeYears
	MinMonthlyIncomeCents int64 `json:"minMonthlyIncomeCents"` // declared income; 0: no minimum
	MaxOpenLoans          int   `json:"maxOpenLoans"`          // other loans under review, approved or being repaid
	BlockWhileOverdue     bool  `json:"blockWhileOverdue"`     // no approval while any other loan is overdue
	FirstLoanMaxCents     int64 `json:"firstLoanMaxCents"`     // ceiling of a first loan; 0: the product's maximum
	StepUpCents           int64 `json:"stepUpCents"`           // the ceiling grows by this per settled loan
	RepeatLimitBP         int64 `json:"repeatLimitBp"`         // automatic limit of a repeat client, bp of their largest settled loan
	MaxLateDays           int   `json:"maxLateDays"`           // the worst past lateness a repeat client may have and still be approved automatically
	RequireKYC            bool  `json:"requireKyc"`            // approve only borrowers whose identity check an operator approved
}

// DefaultUnderwriting is the rules before a supervisor changes them: the credit policy of
// docs/loans.md.
func DefaultUnderwriting() Underwriting {
	return Underwriting{MinAgeYears: 18, MaxOpenLoans: 1, BlockWhileOverdue: true, RepeatLimitBP: 15000, MaxLateDays: 7}
}

// Check refuses rules outside what the product and the law allow; the message is for the
// supervisor.
func (r Underwriting) Check() error {
	switch {
	case r.MinAgeYears < LegalMinAgeYears || r.MinAgeYears > 70:
		return fmt.Errorf("The minimum age must be between %d and 70", LegalMinAgeYears)
	case r.MinMonthlyIncomeCents < 0 || r.MinMonthlyIncomeCents > 1_000_000_00:
		return errors.New("The minimum monthly income must be between ₱0 and ₱1,000,000")
	case r.MaxOpenLoans < 1 || r.MaxOpenLoans > 5:
		return errors.New("The open loans a borrower may hold must be between 1 and 5")
	case r.FirstLoanMaxCents < 0 || r.FirstLoanMaxCents > MaxPaymentCents:
		return fmt.Errorf("The first-loan ceiling must be between ₱0 (no ceiling) and %s", FormatPeso(MaxPaymentCents))
	case r.StepUpCents < 0 || r.StepUpCents > MaxPaymentCents:
		return fmt.Errorf("The step-up must be between ₱0 and %s", FormatPeso(MaxPaymentCents))
	case r.RepeatLimitBP < 10000 || r.RepeatLimitBP > 50000:
		return errors.New("The repeat limit must be between 100% and 500% of the largest settled loan")
	case r.MaxLateDays < 0 || r.MaxLateDays > 90:
		return errors.New("The late days allowed must be between 0 and 90")
	}
	return nil
}

// CeilingCents is the most a borrower with settled loans behind them may borrow: the
// first-loan ceiling plus a step-up per settled loan, never above the product's maximum.
func (r Underwriting) CeilingCents(p Product, settled int) int64 {
	if r.FirstLoanMaxCents <= 0 {
		return p.MaxAmountCents
	}
	return min(r.FirstLoanMaxCents+int64(settled)*r.StepUpCents, p.MaxAmountCents)
}

// RepeatLimitCents is the most a repeat client is approved for automatically: RepeatLimitBP
// of their largest settled loan, capped at the product's maximum.
func (r Underwriting) RepeatLimitCents(app Application) int64 {
	return min(mulDivFloor(app.LargestSettledCents, r.RepeatLimitBP, bpDenominator), app.Product.MaxAmountCents)
}

// RuleResult is one rule's verdict on an application, recorded with the decision and shown
// on the review page.
type RuleResult struct {
	Code   string  `json:"code"`
	Title  string  `json:"title"`
	Passed bool    `json:"passed"`
	Detail string  `json:"detail"` // what was compared, in the operator's words
	OnFail Outcome `json:"onFail"` // reject or review
	// Score is the scorecard's decision on the "scorecard" line: what it read and scored.
	Score  *scoring.Decision `json:"score,omitempty"`
	reason string            // the borrower's sentence when this rule decides
}

// Evaluate runs every rule on an application, in the order they decide: the rules that
// reject first, then those that send it to an operator. Rules that do not apply (a repeat
// client's limit for a first loan) pass.
func Evaluate(r Underwriting, app Application) []RuleResult {
	repeat := app.IsRepeatClient && app.SettledLoans >= 1
	amountErr := app.Product.CheckAmount(app.AmountCents)
	amountDetail := FormatPeso(app.AmountCents) + " within the product's range and step"
	amountReason := ""
	if amountErr != nil {
		amountDetail, amountReason = messageOf(amountErr), messageOf(amountErr)
	}
	ceiling := r.CeilingCents(app.Product, app.SettledLoans)
	limit := r.RepeatLimitCents(app)
	out := []RuleResult{
		{Code: "under_age", Title: "Minimum age", Passed: app.AgeYears >= r.MinAgeYears, OnFail: OutcomeReject,
			Detail: fmt.Sprintf("age %d, minimum %d", app.AgeYears, r.MinAgeYears),
			reason: ageReason(r.MinAgeYears)},
		{Code: "active_loan", Title: "Open loans", Passed: app.ActiveLoans < r.MaxOpenLoans, OnFail: OutcomeReject,
			Detail: fmt.Sprintf("%d other open, at most %d", app.ActiveLoans, r.MaxOpenLoans-1),
			reason: i18n.N("You already have an open loan. Please repay it before applying again.")},
		{Code: "overdue_loan", Title: "No loan overdue", Passed: !r.BlockWhileOverdue || app.OverdueLoans == 0, OnFail: OutcomeReject,
			Detail: fmt.Sprintf("other loans overdue: %d, the worst %d days past due", app.OverdueLoans, app.MaxDaysPastDue),
			reason: i18n.N("You have a loan past its due date. Please repay it before applying again.")},
		{Code: "invalid_amount", Title: "Amount", Passed: amountErr == nil, OnFail: OutcomeReject, Detail: amountDetail, reason: amountReason},
		{Code: "low_income", Title: "Minimum income", Passed: r.MinMonthlyIncomeCents == 0 || app.MonthlyIncomeCents >= r.MinMonthlyIncomeCents, OnFail: OutcomeReject,
			Detail: fmt.Sprintf("declared %s a month, minimum %s", FormatPeso(app.MonthlyIncomeCents), FormatPeso(r.MinMonthlyIncomeCents)),
			reason: i18n.N("Your declared income is below what this loan needs.")},
		{Code: "profile_incomplete", Title: "Profile complete", Passed: app.ProfileComplete && app.MonthlyIncomeCents > 0, OnFail: OutcomeReview,
			Detail: map[bool]string{true: "complete, income declared", false: "incomplete or no income declared"}[app.ProfileComplete && app.MonthlyIncomeCents > 0],
			reason: i18n.N("Your profile is incomplete; our team will review your application.")},
		{Code: "above_ceiling", Title: "Amount ceiling", Passed: app.AmountCents <= ceiling, OnFail: OutcomeReview,
			Detail: fmt.Sprintf("%s asked, ceiling %s after %d settled loans", FormatPeso(app.AmountCents), FormatPeso(ceiling), app.SettledLoans),
			reason: "The amount is above your limit of " + FormatPeso(ceiling) + "; our team will review your application."},
		{Code: "kyc", Title: "Identity verified", Passed: !r.RequireKYC || app.KYCApproved, OnFail: OutcomeReview,
			Detail: map[bool]string{true: "ID and selfie approved", false: "identity not verified yet"}[app.KYCApproved],
			reason: i18n.N("We need to verify your ID first; our team will review your application.")},
		{Code: "late_history", Title: "Past lateness", Passed: !repeat || app.LateDaysMaxHistory <= r.MaxLateDays, OnFail: OutcomeReview,
			Detail: fmt.Sprintf("worst %d days late, at most %d", app.LateDaysMaxHistory, r.MaxLateDays),
			reason: i18n.N("Our team will review your application within 1 day.")},
		{Code: "above_repeat_limit", Title: "Repeat limit", Passed: !repeat || app.AmountCents <= limit, OnFail: OutcomeReview,
			Detail: fmt.Sprintf("%s asked, limit %s", FormatPeso(app.AmountCents), FormatPeso(limit)),
			reason: "The amount is above your pre-approved limit of " + FormatPeso(limit) + "; our team will review your application."},
	}
	if !repeat {
		out[len(out)-1].Detail = "first loan: no repeat limit"
		out[len(out)-2].Detail = "first loan: no history"
	}
	return out
}

// ageReason is the borrower's sentence for the age rule (the catalogue translates the
// legal minimum's sentence).
func ageReason(minAge int) string {
	if minAge == LegalMinAgeYears {
		return i18n.N("Applicants must be at least 18 years old.")
	}
	return fmt.Sprintf("Applicants must be at least %d years old.", minAge)
}

// Failed lists the codes of the rules an application failed.
func Failed(results []RuleResult) []string {
	var out []string
	for _, r := range results {
		if !r.Passed {
			out = append(out, r.Code)
		}
	}
	return out
}

// UnderwritingVersion is one saved version of the underwriting rules.
type UnderwritingVersion struct {
	ID        int64        `json:"id"` // 0: the built-in defaults, never saved
	Rules     Underwriting `json:"rules"`
	MakerID   int64        `json:"makerId"`
	CheckerID int64        `json:"checkerId"`
	RequestID int64        `json:"requestId"`
	CreatedAt int64        `json:"createdAt"`
}
