package loans

import (
	"slices"
	"testing"
)

func TestRulesCheck(t *testing.T) {
	if err := DefaultUnderwriting().Check(); err != nil {
		t.Fatalf("default rules: %v", err)
	}
	bad := map[string]func(r *Underwriting){
		"under the legal age":     func(r *Underwriting) { r.MinAgeYears = 17 },
		"no open loan allowed":    func(r *Underwriting) { r.MaxOpenLoans = 0 },
		"negative income":         func(r *Underwriting) { r.MinMonthlyIncomeCents = -1 },
		"ceiling above the cap":   func(r *Underwriting) { r.FirstLoanMaxCents = MaxPaymentCents + 1 },
		"negative step-up":        func(r *Underwriting) { r.StepUpCents = -100 },
		"repeat limit below 100%": func(r *Underwriting) { r.RepeatLimitBP = 9999 },
		"late days negative":      func(r *Underwriting) { r.MaxLateDays = -1 },
	}
	for name, edit := range bad {
		r := DefaultUnderwriting()
		edit(&r)
		if r.Check() == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}

// Each rule's evaluator, on its own: the application passes every other rule.
func TestEachRule(t *testing.T) {
	base := Application{AmountCents: 500000, Product: testProduct(), IsRepeatClient: true, SettledLoans: 2, LargestSettledCents: 400000,
		LateDaysMaxHistory: 3, AgeYears: 30, MonthlyIncomeCents: 2000000, ProfileComplete: true}
	rules := DefaultUnderwriting()
	rules.MinMonthlyIncomeCents = 1500000
	rules.FirstLoanMaxCents, rules.StepUpCents = 300000, 100000 // 2 settled loans: ceiling ₱5,000
	if f := Failed(Evaluate(rules, base)); len(f) != 0 {
		t.Fatalf("the base application failed %v", f)
	}
	cases := []struct {
		code string
		edit func(a *Application, r *Underwriting)
	}{
		{"under_age", func(a *Application, r *Underwriting) { r.MinAgeYears = 31 }},
		{"active_loan", func(a *Application, r *Underwriting) { a.ActiveLoans = 1 }},
		{"overdue_loan", func(a *Application, r *Underwriting) { a.OverdueLoans, a.MaxDaysPastDue = 1, 9 }},
		{"invalid_amount", func(a *Application, r *Underwriting) { a.AmountCents = 1 }},
		{"low_income", func(a *Application, r *Underwriting) { a.MonthlyIncomeCents = 1499999 }},
		{"profile_incomplete", func(a *Application, r *Underwriting) { a.ProfileComplete = false }},
		{"above_ceiling", func(a *Application, r *Underwriting) { a.SettledLoans = 1 }}, // ceiling ₱4,000
		{"late_history", func(a *Application, r *Underwriting) { a.LateDaysMaxHistory = 8 }},
		{"kyc", func(a *Application, r *Underwriting) { r.RequireKYC = true }},
		{"above_repeat_limit", func(a *Application, r *Underwriting) { r.RepeatLimitBP = 10000 }}, // limit ₱4,000
	}
	for _, c := range cases {
		a, r := base, rules
		c.edit(&a, &r)
		if f := Failed(Evaluate(r, a)); !slices.Equal(f, []string{c.code}) {
			t.Errorf("%s: failed %v", c.code, f)
		}
	}
	// Switched off: overdue loans allowed, no income minimum, no ceiling.
	a, r := base, rules
	a.OverdueLoans, a.MonthlyIncomeCents, a.AmountCents = 1, 100, 1000000
	a.LargestSettledCents = 1000000
	r.BlockWhileOverdue, r.MinMonthlyIncomeCents, r.FirstLoanMaxCents = false, 0, 0
	if f := Failed(Evaluate(r, a)); len(f) != 0 {
		t.Fatalf("switched-off rules failed %v", f)
	}
	// A first loan: the repeat limit and the late history do not apply.
	a = base
	a.IsRepeatClient, a.SettledLoans, a.LateDaysMaxHistory = false, 0, 30
	a.AmountCents = 300000
	if f := Failed(Evaluate(rules, a)); len(f) != 0 {
		t.Fatalf("first loan failed %v", f)
	}
	if d := Decide(rules, a); d.Outcome != OutcomeReview || d.Code != "new_client" || len(d.Results) != 10 {
		t.Fatalf("first loan: %+v", d)
	}
}

func TestCeilingCents(t *testing.T) {
	r := Underwriting{FirstLoanMaxCents: 200000, StepUpCents: 150000}
	p := testProduct() // max ₱10,000
	for settled, want := range map[int]int64{0: 200000, 1: 350000, 5: 950000, 6: 1000000, 40: 1000000} {
		if got := r.CeilingCents(p, settled); got != want {
			t.Errorf("%d settled: %d, want %d", settled, got, want)
		}
	}
	if got := (Underwriting{}).CeilingCents(p, 0); got != p.MaxAmountCents {
		t.Errorf("no ceiling: %d", got)
	}
}
