package scoring

import (
	"slices"
	"strings"
	"testing"
)

func f(v float64) *float64 { return &v }

// workedCard is the worked example of docs/credit.md.
func workedCard() Scorecard {
	return Scorecard{Version: 3, BasePoints: 500, ApproveAt: 620, DeclineBelow: 560, ReasonsShown: 2,
		Characteristics: []Characteristic{
			{Name: "age_years", Title: "Age", Kind: Numeric, Reason: "age", Bins: []Bin{
				{Label: "< 25", Max: f(25), Points: 10},
				{Label: "25 to < 40", Min: f(25), Max: f(40), Points: 40},
				{Label: ">= 40", Min: f(40), Points: 55},
				{Label: "missing", Missing: true, Points: 0},
			}},
			{Name: "income", Title: "Monthly income", Kind: Numeric, Reason: "income", Bins: []Bin{
				{Label: "< 15,000", Max: f(15000), Points: 5},
				{Label: ">= 15,000", Min: f(15000), Points: 45},
			}},
			{Name: "channel", Title: "Payout channel", Kind: Category, Reason: "channel", Bins: []Bin{
				{Label: "e-wallet", Values: []string{"gcash", "maya"}, Points: 30},
				{Label: "bank", Values: []string{"bank"}, Points: 35},
				{Label: "missing", Missing: true, Points: 10},
			}},
			{Name: "worst_late_days", Title: "Worst lateness with us", Kind: Numeric, Reason: "history", Bins: []Bin{
				{Label: "< 1", Max: f(1), Points: 40},
				{Label: "1 to < 8", Min: f(1), Max: f(8), Points: 20},
				{Label: ">= 8", Min: f(8), Points: -30},
			}},
		}}
}

func TestWorkedDecisionMatchesHandComputation(t *testing.T) {
	c := workedCard()
	if err := c.Check(); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name    string
		in      Inputs
		score   int
		outcome Outcome
		reasons []string
	}{
		// 500 + 40 (age 31) + 45 (income 22,000) + 30 (gcash) + 40 (never late) = 655.
		{"approved", Inputs{"age_years": Num(31), "income": Num(22000), "channel": Str("gcash"), "worst_late_days": Num(0)}, 655, Approve, nil},
		// 500 + 10 + 5 + 35 + 20 = 570: refer; lost 45 (age), 40 (income), 20 (history), 0 (channel).
		{"referred", Inputs{"age_years": Num(22), "income": Num(9000), "channel": Str("bank"), "worst_late_days": Num(3)}, 570, Refer, []string{"age", "income"}},
		// 500 + 0 (age missing) + 5 + 10 (channel missing) - 30 = 485: decline; lost 70 (history), 55 (age), 40, 25.
		{"declined", Inputs{"income": Num(14999.99), "worst_late_days": Num(8)}, 485, Decline, []string{"history", "age"}},
		// The bin bounds: 25 is in "25 to < 40", 15,000 in ">= 15,000".
		{"bounds", Inputs{"age_years": Num(25), "income": Num(15000), "channel": Str("maya"), "worst_late_days": Num(1)}, 635, Approve, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d, err := c.Score(tc.in)
			if err != nil {
				t.Fatal(err)
			}
			if d.Score != tc.score || d.Outcome != tc.outcome || !slices.Equal(d.Reasons, tc.reasons) {
				t.Fatalf("got %d %s %v, want %d %s %v", d.Score, d.Outcome, d.Reasons, tc.score, tc.outcome, tc.reasons)
			}
			if d.Version != 3 || len(d.Lines) != 4 {
				t.Fatalf("decision stores version %d and %d lines", d.Version, len(d.Lines))
			}
			if err := c.Reproduce(d); err != nil {
				t.Fatal(err)
			}
		})
	}
}

func TestAValueInNoBinIsAnErrorNotAGuess(t *testing.T) {
	c := workedCard()
	_, err := c.Score(Inputs{"age_years": Num(30), "income": Num(20000), "channel": Str("cash"), "worst_late_days": Num(0)})
	if err == nil || !strings.Contains(err.Error(), "channel") {
		t.Fatalf("an unknown category scored: %v", err)
	}
	_, err = c.Score(Inputs{"age_years": Num(30), "channel": Str("bank"), "worst_late_days": Num(0)})
	if err == nil || !strings.Contains(err.Error(), "income") {
		t.Fatalf("a missing value without a missing bin scored: %v", err)
	}
}

func TestReproduceNamesAChangedCard(t *testing.T) {
	c := workedCard()
	d, _ := c.Score(Inputs{"age_years": Num(31), "income": Num(22000), "channel": Str("gcash"), "worst_late_days": Num(0)})
	c.Characteristics[0].Bins[1].Points = 0
	if err := c.Reproduce(d); err == nil {
		t.Fatal("a card whose points changed reproduced the decision")
	}
	c = workedCard()
	c.Version = 4
	if err := c.Reproduce(d); err == nil || !strings.Contains(err.Error(), "version 3") {
		t.Fatalf("another version reproduced the decision: %v", err)
	}
}

func TestCheckRefusesCardsThatCannotScoreEveryone(t *testing.T) {
	for name, mutate := range map[string]func(c *Scorecard){
		"gap":            func(c *Scorecard) { c.Characteristics[0].Bins[1].Min = f(26) },
		"overlap":        func(c *Scorecard) { c.Characteristics[0].Bins[1].Min = f(24) },
		"closed start":   func(c *Scorecard) { c.Characteristics[0].Bins[0].Min = f(18) },
		"value twice":    func(c *Scorecard) { c.Characteristics[2].Bins[1].Values = []string{"gcash"} },
		"cut-offs":       func(c *Scorecard) { c.DeclineBelow = 700 },
		"no reason code": func(c *Scorecard) { c.Characteristics[1].Reason = "" },
		"twice":          func(c *Scorecard) { c.Characteristics[1].Name = "age_years" },
		"reasons shown":  func(c *Scorecard) { c.ReasonsShown = 0 },
		"two missing":    func(c *Scorecard) { c.Characteristics[2].Bins[0] = Bin{Label: "m", Missing: true} },
		"empty range":    func(c *Scorecard) { c.Characteristics[0].Bins[1].Max = f(25) },
	} {
		c := workedCard()
		mutate(&c)
		if err := c.Check(); err == nil {
			t.Errorf("%s: Check passed", name)
		}
	}
}
