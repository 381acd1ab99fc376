package controls

import (
	"errors"
	"fmt"
	"testing"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/journal"
	"github.com/pautang/pautang/internal/lending"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/store"
)

func TestCheckRefund(t *testing.T) {
	tests := []struct {
		name          string
		amount, avail int64
		account       bool
		want          string
	}{
		{"OK", 300000, 500000, true, ""},
		{"OKAll", 500000, 500000, true, ""},
		{"ErrZero", 0, 500000, true, apperr.CodeInvalid},
		{"ErrNegative", -1, 500000, true, apperr.CodeInvalid},
		{"ErrOverCredit", 500001, 500000, true, store.ErrRefundTooLarge.Code},
		{"ErrNoCredit", 1, -5, true, store.ErrRefundTooLarge.Code},
		{"ErrNoAccount", 100, 500000, false, store.ErrRefundNoAccount.Code},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := CheckRefund(tt.amount, tt.avail, tt.account)
			if got := apperr.CodeOf(err); err != nil && got != tt.want || err == nil && tt.want != "" {
				t.Fatalf("got %v, want %q", err, tt.want)
			}
		})
	}
}

func TestFailureText(t *testing.T) {
	tests := []struct {
		name string
		err  error
		want string
	}{
		{"Coded", apperr.New("x", "The charge was paid meanwhile."), "The charge was paid meanwhile."},
		{"Wrapped", fmt.Errorf("lending: %w", apperr.New("x", "Stale.")), "Stale."},
		{"Internal", errors.New("pq: connection reset"), "The action failed; see the server log."},
		{"CodedWithoutText", &apperr.Error{Code: "x"}, "The action failed; see the server log."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := FailureText(tt.err); got != tt.want {
				t.Fatalf("got %q, want %q", got, tt.want)
			}
		})
	}
}

func TestNeedsFourEyes(t *testing.T) {
	tests := []struct {
		name          string
		amount, above int64
		failed        bool
		role          admin.Role
		want          bool
	}{
		{"OffSmall", 100000, 0, false, admin.RoleAgent, false},
		{"Below", 1000000, 1000000, false, admin.RoleAgent, false},
		{"Above", 1000001, 1000000, false, admin.RoleAgent, true},
		{"AboveSupervisor", 1000001, 1000000, false, admin.RoleSupervisor, true},
		{"FailedRuleAgent", 100, 0, true, admin.RoleAgent, true},
		{"FailedRuleSupervisor", 100, 0, true, admin.RoleSupervisor, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := NeedsFourEyes(tt.amount, tt.above, tt.failed, tt.role); got != tt.want {
				t.Fatalf("got %v, want %v", got, tt.want)
			}
		})
	}
}

func TestCheckDecision(t *testing.T) {
	yes, no := true, false
	tests := []struct {
		name       string
		approve    *bool
		reasonCode string
		note       string
		wantNote   string
		wantText   string
		code       string
	}{
		{"Approve", &yes, "", "", "", "", ""},
		{"ApproveTrimmed", &yes, "", "  ok ", "ok", "", ""},
		{"RejectWithCode", &no, "identity", "fake ID, seen twice", "fake ID, seen twice", "We could not verify your identity.", ""},
		{"RejectCodeNoNote", &no, "income", "", "", "Your declared income does not support this amount yet.", ""},
		{"ErrNoChoice", nil, "", "x", "", "", apperr.CodeInvalid},
		{"ErrRejectNoCode", &no, "", "fake ID", "", "", apperr.CodeInvalid},
		{"ErrRejectUnknownCode", &no, "because", "", "", "", apperr.CodeInvalid},
		{"ErrApproveWithCode", &yes, "income", "", "", "", apperr.CodeInvalid},
		{"ErrTooLong", &yes, "", string(make([]rune, 501)), "", "", apperr.CodeInvalid},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := CheckDecision(tt.approve, tt.reasonCode, tt.note)
			if apperr.CodeOf(err) != tt.code && !(err == nil && tt.code == "") || got.Note != tt.wantNote || got.Refusal.Text != tt.wantText {
				t.Fatalf("got %+v, %v; want %q %q, %q", got, err, tt.wantNote, tt.wantText, tt.code)
			}
		})
	}
}

// Each kind's diff view as the checker reads it, from the pure builders.
func TestDiffViews(t *testing.T) {
	bal := loans.Balances{loans.BucketPrincipal: 500000, loans.BucketLateInterest: 12000, loans.BucketPenalty: 5000}
	day, _ := loans.ParseDate("2026-11-27")
	old := ProductView{ID: 3, Code: "P1", Name: "Pautang 7", MinAmount: 100000, MaxAmount: 500000, InterestBPMonth: 300, Rules: loans.DefaultRules(), Tags: []string{}}
	changed := old
	changed.MaxAmount, changed.Name = 800000, "Pautang 7 Plus"
	changed.Rules.Rollover.Enabled = true
	rules := loans.DefaultUnderwriting()
	newRules := rules
	newRules.MinMonthlyIncomeCents, newRules.RequireKYC = 1500000, true
	tests := []struct {
		name string
		got  []admin.DiffRow
		want []admin.DiffRow
	}{
		{"Waiver", WaiverDiff(bal, loans.BucketLateInterest, 12000), []admin.DiffRow{
			{Field: "Late interest waived", Before: "PHP 0.00", After: "PHP 120.00"},
			{Field: "Late interest owed", Before: "PHP 120.00", After: "PHP 0.00"},
			{Field: "Total owed", Before: "PHP 5,170.00", After: "PHP 5,050.00"},
		}},
		{"WriteOff", WriteOffDiff(lending.WriteOffResult{Day: day, DaysOverdue: 95, ClaimCents: 612345}), []admin.DiffRow{
			{Field: "Written off", Before: "No", After: "Yes, on 2026-11-27 (95 days past due)"},
			{Field: "Receivables", Before: "PHP 6,123.45", After: "PHP 0.00"},
			{Field: "Written-off claim (still owed by the borrower)", Before: "PHP 0.00", After: "PHP 6,123.45"},
		}},
		{"Cancel", CancelDiff(loans.Order{Status: int(loans.StatusApproved), Amount: 500000, PayoutStatus: "failed"}), []admin.DiffRow{
			{Field: "Status", Before: "Approved (151)", After: "Rejected (110)"},
			{Field: "Payout of PHP 5,000.00", Before: "failed", After: "Never sent"},
		}},
		{"Restructure", RestructureDiff(loans.Order{DueDate: "2026-10-01"}, 650000, RestructurePayload{Installments: 3, TermDays: 90, TotalRepay: 700000, Waived: 15000, LastDue: "2027-02-25"}), []admin.DiffRow{
			{Field: "Installments", Before: "—", After: "3 over 90 days"},
			{Field: "Last due day", Before: "2026-10-01", After: "2027-02-25"},
			{Field: "Total to repay", Before: "PHP 6,500.00", After: "PHP 7,000.00"},
			{Field: "Late charges waived", Before: "PHP 0.00", After: "PHP 150.00"},
		}},
		{"ProductChange", ProductDiff(&old, changed), []admin.DiffRow{
			{Field: "Name", Before: "Pautang 7", After: "Pautang 7 Plus"},
			{Field: "Max amount", Before: "PHP 5,000.00", After: "PHP 8,000.00"},
			{Field: "Rules: Rollover: Enabled", Before: "No", After: "Yes"},
		}},
		{"RulesChange", FieldDiff(rules, newRules), []admin.DiffRow{
			{Field: "Min monthly income", Before: "PHP 0.00", After: "PHP 15,000.00"},
			{Field: "Require kyc", Before: "No", After: "Yes"},
		}},
		{"HitClear", HitClearDiff(store.HitView{AMLHit: store.AMLHit{UserID: 42, Ref: "un:TSi.001", ListedName: "Ramon Bautista Malakas", ScreenedName: "Ramón B. Malakas",
			Score: "0.934", Birth: "differs"}}, "Born 1991 per the approved passport; the listing's is 1975"), []admin.DiffRow{
			{Field: "Screening hit", Before: "Open (applications held)", After: "Cleared"},
			{Field: "Borrower", Before: "Ramón B. Malakas (#42)", After: "Ramón B. Malakas (#42)"},
			{Field: "Listed name", Before: "Ramon Bautista Malakas (un:TSi.001)", After: "Ramon Bautista Malakas (un:TSi.001)"},
			{Field: "Match", Before: "similarity 0.934, birth date differs", After: "similarity 0.934, birth date differs"},
			{Field: "Why it is not the listed person", Before: "Born 1991 per the approved passport; the listing's is 1975", After: "Born 1991 per the approved passport; the listing's is 1975"},
		}},
		{"ChartRow", []admin.DiffRow{row(string(journal.RolePrincipalReceivable), accountText(journal.Account{Code: "1201", Name: "Loans receivable"}), accountText(journal.Account{Code: "1201-A", Name: "Loans receivable"}))}, []admin.DiffRow{
			{Field: string(journal.RolePrincipalReceivable), Before: "1201 Loans receivable", After: "1201-A Loans receivable"},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if fmt.Sprint(tt.got) != fmt.Sprint(tt.want) {
				t.Fatalf("got\n%v\nwant\n%v", tt.got, tt.want)
			}
		})
	}
	// A new product shows every field against nothing.
	if d := ProductDiff(nil, old); len(d) < 10 || d[0].Before != "—" {
		t.Fatalf("new product diff: %v", d)
	}
}

func TestLabel(t *testing.T) {
	for in, want := range map[string]string{"MinMonthlyIncomeCents": "Min monthly income", "InterestBPMonth": "Interest bp month",
		"RequireKYC": "Require kyc", "Name": "Name", "ServiceFeeBP": "Service fee bp"} {
		if got := Label(in); got != want {
			t.Errorf("Label(%q) = %q, want %q", in, got, want)
		}
	}
}
