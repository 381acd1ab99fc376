package loans

import (
	"strings"
	"testing"

	"github.com/pautang/pautang/internal/scoring"
)

func ptr(v float64) *float64 { return &v }

// riskCard scores a new client on income against the amount and on age: 300 base, approve at
// 360, decline below 330.
func riskCard() scoring.Scorecard {
	return scoring.Scorecard{Version: 1, BasePoints: 300, ApproveAt: 360, DeclineBelow: 330, ReasonsShown: 2,
		Characteristics: []scoring.Characteristic{
			{Name: "amount_to_income", Title: "Amount / income", Kind: scoring.Numeric, Reason: "affordability", Bins: []scoring.Bin{
				{Label: "< 0.5", Max: ptr(0.5), Points: 50},
				{Label: "0.5 to < 1", Min: ptr(0.5), Max: ptr(1), Points: 30},
				{Label: ">= 1", Min: ptr(1), Points: 0},
				{Label: "missing", Missing: true, Points: 0},
			}},
			{Name: "age_years", Title: "Age", Kind: scoring.Numeric, Reason: "age", Bins: []scoring.Bin{
				{Label: "< 21", Max: ptr(21), Points: 5},
				{Label: ">= 21", Min: ptr(21), Points: 20},
				{Label: "missing", Missing: true, Points: 0},
			}},
		}}
}

func TestScoredDecidesWhatTheRulesLeaveOpen(t *testing.T) {
	card := riskCard()
	if err := CheckScorecard(card); err != nil {
		t.Fatal(err)
	}
	newClient := Application{AmountCents: 500000, Product: testProduct(), AgeYears: 30, MonthlyIncomeCents: 2000000, ProfileComplete: true}
	for _, tc := range []struct {
		name     string
		edit     func(a *Application)
		want     Outcome
		code     string
		reason   string
		hasScore bool
	}{
		// 300 + 50 (5,000 / 20,000 = 0.25) + 20 = 370: a new client approved by score.
		{"new client approved", func(a *Application) {}, OutcomeApprove, "score_approve", "Approved", true},
		// 300 + 30 (0.75) + 20 = 350: referred.
		{"referred", func(a *Application) { a.MonthlyIncomeCents = 666667 }, OutcomeReview, "score_refer", "review", true},
		// 300 + 0 (1.25) + 20 = 320: declined; affordability lost 50, age 0.
		{"declined", func(a *Application) { a.MonthlyIncomeCents = 400000 }, OutcomeReject, "score_decline", "the amount is high for your declared income", true},
		// The rules' knock-outs stand: no score.
		{"rules reject first", func(a *Application) { a.AgeYears = 17 }, OutcomeReject, "under_age", "18", false},
		{"incomplete profile", func(a *Application) { a.ProfileComplete = false }, OutcomeReview, "profile_incomplete", "incomplete", false},
		// A review rule that failed keeps the review even when the score approves.
		{"a large amount on a high income approved", func(a *Application) {
			a.AmountCents = 1000000
			a.MonthlyIncomeCents = 5000000
			a.Product.MaxAmountCents = 2000000
		}, OutcomeApprove, "score_approve", "Approved", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			app := newClient
			tc.edit(&app)
			d := Scored(Decide(Underwriting{MinAgeYears: 18, MaxOpenLoans: 1}, app), &card, app)
			if d.Outcome != tc.want || d.Code != tc.code || !strings.Contains(d.Reason, tc.reason) {
				t.Fatalf("got %s %s %q, want %s %s ~%q", d.Outcome, d.Code, d.Reason, tc.want, tc.code, tc.reason)
			}
			last := d.Results[len(d.Results)-1]
			if tc.hasScore != (last.Code == "scorecard" && last.Score != nil) {
				t.Fatalf("score line: %+v", last)
			}
			if tc.hasScore {
				if err := card.Reproduce(*last.Score); err != nil {
					t.Fatalf("the stored score does not reproduce: %v", err)
				}
			}
		})
	}
	// With KYC required and not approved the kyc rule sends to review; a good score keeps it there.
	app := newClient
	d := Scored(Decide(Underwriting{MinAgeYears: 18, MaxOpenLoans: 1, RequireKYC: true}, app), &card, app)
	if d.Outcome != OutcomeReview || d.Code != "kyc" {
		t.Fatalf("an unverified borrower scored through: %s %s", d.Outcome, d.Code)
	}
	// No card: the rules decide as before.
	if d := Scored(Decide(Underwriting{MinAgeYears: 18, MaxOpenLoans: 1}, newClient), nil, newClient); d.Code != "new_client" {
		t.Fatalf("without a card: %s", d.Code)
	}
}

func TestCheckScorecardNamesUnknownInputsAndReasons(t *testing.T) {
	c := riskCard()
	c.Characteristics[1].Name = "shoe_size"
	if err := CheckScorecard(c); err == nil || !strings.Contains(err.Error(), "shoe_size") {
		t.Fatalf("an unknown input passed: %v", err)
	}
	c = riskCard()
	c.Characteristics[1].Reason = "zodiac"
	if err := CheckScorecard(c); err == nil || !strings.Contains(err.Error(), "zodiac") {
		t.Fatalf("an unknown reason passed: %v", err)
	}
}
