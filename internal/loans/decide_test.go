package loans

import "testing"

func TestDecide(t *testing.T) {
	good := Application{
		AmountCents:         500000,
		Product:             testProduct(),
		IsRepeatClient:      true,
		SettledLoans:        2,
		LargestSettledCents: 400000,
		LateDaysMaxHistory:  3,
		AgeYears:            30,
		MonthlyIncomeCents:  2000000,
		ProfileComplete:     true,
	}
	tests := []struct {
		name     string
		edit     func(a *Application)
		want     Outcome
		wantCode string
	}{
		{"OK", func(a *Application) {}, OutcomeApprove, "repeat_good_history"},
		{"OKAtRepeatLimit", func(a *Application) { a.AmountCents = 600000 }, OutcomeApprove, "repeat_good_history"},
		{"OKLate7Days", func(a *Application) { a.LateDaysMaxHistory = 7 }, OutcomeApprove, "repeat_good_history"},
		{"OKAge18", func(a *Application) { a.AgeYears = 18 }, OutcomeApprove, "repeat_good_history"},
		{"OKLimitCappedAtProductMax", func(a *Application) { a.LargestSettledCents = 1000000; a.AmountCents = 1000000 }, OutcomeApprove, "repeat_good_history"},
		{"RejectUnder18", func(a *Application) { a.AgeYears = 17 }, OutcomeReject, "under_age"},
		{"RejectActiveLoan", func(a *Application) { a.ActiveLoans = 1 }, OutcomeReject, "active_loan"},
		{"RejectUnder18BeforeActiveLoan", func(a *Application) { a.AgeYears = 16; a.ActiveLoans = 1 }, OutcomeReject, "under_age"},
		{"RejectAmount", func(a *Application) { a.AmountCents = 1 }, OutcomeReject, "invalid_amount"},
		{"RejectProductDisabled", func(a *Application) { a.Product.Enabled = false }, OutcomeReject, "invalid_amount"},
		{"ReviewIncompleteProfile", func(a *Application) { a.ProfileComplete = false }, OutcomeReview, "profile_incomplete"},
		{"ReviewNoIncome", func(a *Application) { a.MonthlyIncomeCents = 0 }, OutcomeReview, "profile_incomplete"},
		{"ReviewAboveLimit", func(a *Application) { a.AmountCents = 650000 }, OutcomeReview, "above_repeat_limit"},
		{"ReviewLate8Days", func(a *Application) { a.LateDaysMaxHistory = 8 }, OutcomeReview, "late_history"},
		{"ReviewNewClient", func(a *Application) { a.IsRepeatClient = false; a.SettledLoans = 0 }, OutcomeReview, "new_client"},
		{"ReviewRepeatWithoutSettledLoan", func(a *Application) { a.SettledLoans = 0 }, OutcomeReview, "new_client"},
		{"RejectOverdueLoan", func(a *Application) { a.OverdueLoans = 1; a.MaxDaysPastDue = 9 }, OutcomeReject, "overdue_loan"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			app := good
			tt.edit(&app)
			got := Decide(DefaultUnderwriting(), app)
			if got.Outcome != tt.want || got.Code != tt.wantCode || got.Reason == "" {
				t.Errorf("got %+v, want %v %v with a reason", got, tt.want, tt.wantCode)
			}
			ev, ok := got.Event()
			switch got.Outcome {
			case OutcomeApprove:
				if ev != EventApprove || !ok {
					t.Errorf("got %v %v, want %v", ev, ok, EventApprove)
				}
			case OutcomeReject:
				if ev != EventReject || !ok {
					t.Errorf("got %v %v, want %v", ev, ok, EventReject)
				}
			default:
				if ok {
					t.Errorf("got %v, want no event for review", ev)
				}
			}
		})
	}
}

func TestRepeatLimitCents(t *testing.T) {
	app := Application{Product: testProduct(), LargestSettledCents: 333333}
	if got, want := DefaultUnderwriting().RepeatLimitCents(app), int64(499999); got != want {
		t.Errorf("got %v, want %v", got, want)
	}
	app.LargestSettledCents = 900000
	if got, want := DefaultUnderwriting().RepeatLimitCents(app), int64(1000000); got != want {
		t.Errorf("got %v, want %v", got, want)
	}
}
