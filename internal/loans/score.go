package loans

import (
	"fmt"
	"slices"
	"strings"

	"github.com/pautang/pautang/internal/i18n"
	"github.com/pautang/pautang/internal/scoring"
)

// ScoreInputs are the characteristics a scorecard may read of an application, by name: what
// the rules read, as numbers and categories (money in pesos, so bins read as the risk officer
// writes them).
func ScoreInputs(app Application) scoring.Inputs {
	yes := func(b bool) scoring.Value { return scoring.Str(map[bool]string{true: "yes", false: "no"}[b]) }
	in := scoring.Inputs{
		"age_years":        scoring.Num(float64(app.AgeYears)),
		"amount":           scoring.Num(float64(app.AmountCents) / 100),
		"settled_loans":    scoring.Num(float64(app.SettledLoans)),
		"worst_late_days":  scoring.Num(float64(app.LateDaysMaxHistory)),
		"open_loans":       scoring.Num(float64(app.ActiveLoans)),
		"kyc_verified":     yes(app.KYCApproved),
		"repeat_client":    yes(app.IsRepeatClient && app.SettledLoans > 0),
		"monthly_income":   {},
		"amount_to_income": {},
	}
	if app.MonthlyIncomeCents > 0 {
		in["monthly_income"] = scoring.Num(float64(app.MonthlyIncomeCents) / 100)
		in["amount_to_income"] = scoring.Num(float64(app.AmountCents) / float64(app.MonthlyIncomeCents))
	}
	if app.AgeYears <= 0 {
		in["age_years"] = scoring.Value{}
	}
	return in
}

// ScoreReasons is the catalogue of a scorecard's reason codes: the borrower's sentence when the
// code is the main reason of a decline. A characteristic's reason must be one of these.
var ScoreReasons = map[string]string{
	"age":           i18n.N("We could not approve your application: your age does not meet this loan's criteria."),
	"income":        i18n.N("We could not approve your application: your declared income is low for this loan."),
	"affordability": i18n.N("We could not approve your application: the amount is high for your declared income."),
	"history":       i18n.N("We could not approve your application: past repayments with us were late."),
	"experience":    i18n.N("We could not approve your application: you have not yet repaid enough loans with us."),
	"exposure":      i18n.N("We could not approve your application: you have other loans open."),
	"identity":      i18n.N("We could not approve your application: your identity is not verified yet."),
	"amount":        i18n.N("We could not approve your application: the amount asked is above what we can offer you now."),
}

// CheckScorecard refuses a scorecard the lender cannot use: scoring.Scorecard.Check, and every
// characteristic reading an input ScoreInputs gives and naming a reason of ScoreReasons.
func CheckScorecard(c scoring.Scorecard) error {
	if err := c.Check(); err != nil {
		return err
	}
	known := ScoreInputs(Application{})
	for _, ch := range c.Characteristics {
		if _, ok := known[ch.Name]; !ok {
			return fmt.Errorf("Characteristic %s is not an input the application gives (%s)", ch.Name, strings.Join(inputNames(known), ", "))
		}
		if _, ok := ScoreReasons[ch.Reason]; !ok {
			return fmt.Errorf("Characteristic %s: %q is not a reason code of the catalogue", ch.Name, ch.Reason)
		}
	}
	return nil
}

// ScoreInputNames lists the inputs a characteristic may read, sorted.
func ScoreInputNames() []string { return inputNames(ScoreInputs(Application{})) }

// ScoreReasonCodes lists the reason codes a characteristic may name, sorted.
func ScoreReasonCodes() []string {
	out := make([]string, 0, len(ScoreReasons))
	for k := range ScoreReasons {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

func inputNames(in scoring.Inputs) []string {
	var out []string
	for k := range in {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// Scored lets the scorecard in force decide what the rules left open. The rules' rejections
// (their knock-outs) and an incomplete profile stand; otherwise the score approves, refers or
// declines. An approval still waits for an operator when a rule that sends to review failed (an
// amount over the ceiling, an unverified identity, past lateness, the repeat limit): the score
// replaces only the review every new client used to get. The score's line (version, each
// characteristic's value, bin and points) is kept with the verdicts so the decision can be
// reproduced. A card of nil leaves the rules' decision as it is.
func Scored(d Decision, card *scoring.Scorecard, app Application) Decision {
	if card == nil || d.Outcome == OutcomeReject || d.Code == "profile_incomplete" {
		return d
	}
	sd, err := card.Score(ScoreInputs(app))
	if err != nil {
		line := RuleResult{Code: "scorecard", Title: fmt.Sprintf("Scorecard v%d", card.Version), Detail: err.Error(), OnFail: OutcomeReview}
		return Decision{OutcomeReview, "score_unscorable", i18n.N("Our team will review your application within 1 day."), append(d.Results, line)}
	}
	line := RuleResult{Code: "scorecard", Title: fmt.Sprintf("Scorecard v%d", card.Version), Passed: sd.Outcome == scoring.Approve,
		OnFail: map[bool]Outcome{true: OutcomeReject, false: OutcomeReview}[sd.Outcome == scoring.Decline],
		Detail: scoreDetail(sd), Score: &sd}
	results := append(append([]RuleResult(nil), d.Results...), line)
	switch sd.Outcome {
	case scoring.Decline:
		reason := i18n.N("We could not approve your application at this time.")
		if len(sd.Reasons) > 0 {
			reason = ScoreReasons[sd.Reasons[0]]
		}
		return Decision{OutcomeReject, "score_decline", reason, results}
	case scoring.Refer:
		return Decision{OutcomeReview, "score_refer", i18n.N("Our team will review your application within 1 day."), results}
	}
	if d.Outcome == OutcomeReview && d.Code != "new_client" {
		return Decision{d.Outcome, d.Code, d.Reason, results}
	}
	// Decide stops at "new client" before naming the review rules a new client fails.
	for _, x := range d.Results {
		if !x.Passed && x.OnFail == OutcomeReview {
			return Decision{OutcomeReview, x.Code, x.reason, results}
		}
	}
	return Decision{OutcomeApprove, "score_approve", i18n.N("Approved: thank you for borrowing with us."), results}
}

// scoreDetail is the score line as the review page shows it: the score against the cut-offs
// and each characteristic's value, bin and points.
func scoreDetail(d scoring.Decision) string {
	var b strings.Builder
	fmt.Fprintf(&b, "score %d (%s)", d.Score, d.Outcome)
	for _, l := range d.Lines {
		fmt.Fprintf(&b, "; %s %s: %s, %+d", l.Characteristic, l.Value, l.BinLabel, l.Points)
	}
	if len(d.Reasons) > 0 {
		fmt.Fprintf(&b, "; reasons %s", strings.Join(d.Reasons, ", "))
	}
	return b.String()
}

// ScorecardVersion is one saved version of the scorecard; its ID is the card's version.
type ScorecardVersion struct {
	ID        int64             `json:"id"` // the version (Card.Version); 0: no scorecard in force
	Card      scoring.Scorecard `json:"card"`
	MakerID   int64             `json:"makerId"`
	CheckerID int64             `json:"checkerId"`
	RequestID int64             `json:"requestId"`
	CreatedAt int64             `json:"createdAt"`
}
