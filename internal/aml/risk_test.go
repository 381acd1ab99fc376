package aml

import (
	"errors"
	"strings"
	"testing"
)

func TestRate(t *testing.T) {
	ok := RiskFacts{IdentityOK: true}
	with := func(f func(*RiskFacts)) RiskFacts { r := ok; f(&r); return r }
	tests := []struct {
		name  string
		facts RiskFacts
		level string
		codes string
	}{
		{"Clean", ok, RiskLow, ""},
		{"NoIdentity", RiskFacts{}, RiskMedium, "identity"},
		{"OpenSanctionsHit", with(func(f *RiskFacts) { f.OpenHits = 1 }), RiskHigh, "screening_hit"},
		{"OpenWatchHit", with(func(f *RiskFacts) { f.OpenHits, f.OpenWatchHits = 1, 1 }), RiskHigh, "watch_list"},
		{"BothOpen", with(func(f *RiskFacts) { f.OpenHits, f.OpenWatchHits = 2, 1 }), RiskHigh, "watch_list,screening_hit"},
		{"Confirmed", with(func(f *RiskFacts) { f.ConfirmedHits = 1 }), RiskHigh, "sanctions_match"},
		{"STRCase", with(func(f *RiskFacts) { f.STRCases = 1 }), RiskHigh, "str_case"},
		{"AmountsAtLargeNotCounted", with(func(f *RiskFacts) { f.Disbursed12m = LargeDisbursed12m }), RiskLow, ""},
		{"AmountsLarge", with(func(f *RiskFacts) { f.Disbursed12m = LargeDisbursed12m + 1 }), RiskMedium, "amounts"},
		{"AmountsHuge", with(func(f *RiskFacts) { f.Disbursed12m = HugeDisbursed12m + 1 }), RiskHigh, "amounts"},
		{"Covered", with(func(f *RiskFacts) { f.CoveredDays = 1 }), RiskMedium, "covered_transaction"},
		{"VelocityBelow", with(func(f *RiskFacts) { f.Loans30d = VelocityLoans30d - 1 }), RiskLow, ""},
		{"Velocity", with(func(f *RiskFacts) { f.Loans30d = VelocityLoans30d }), RiskMedium, "velocity"},
		{"CashHalf", with(func(f *RiskFacts) { f.CashRepaid12m, f.Repaid12m = CashRepaid12m, 2*CashRepaid12m }), RiskMedium, "cash_channels"},
		{"CashMinority", with(func(f *RiskFacts) { f.CashRepaid12m, f.Repaid12m = CashRepaid12m, 2*CashRepaid12m+1 }), RiskLow, ""},
		{"CashSmall", with(func(f *RiskFacts) { f.CashRepaid12m, f.Repaid12m = CashRepaid12m-1, CashRepaid12m-1 }), RiskLow, ""},
		{"QuickPayoffs", with(func(f *RiskFacts) { f.QuickPayoffs12 = QuickPayoffs12m }), RiskMedium, "quick_payoff"},
		{"TwoMedium", with(func(f *RiskFacts) { f.Loans30d, f.CoveredDays = 5, 1 }), RiskMedium, "covered_transaction,velocity"},
		{"ThreeMediumIsHigh", RiskFacts{Loans30d: 5, CoveredDays: 1}, RiskHigh, "covered_transaction,velocity,identity"},
		{"HighFirst", RiskFacts{Loans30d: 5, STRCases: 1, IdentityOK: true}, RiskHigh, "str_case,velocity"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Rate(tt.facts)
			var codes []string
			for _, r := range got.Reasons {
				codes = append(codes, r.Code)
				if r.Text == "" || (r.Level != RiskHigh && r.Level != RiskMedium) {
					t.Errorf("reason %+v", r)
				}
			}
			if got.Level != tt.level || strings.Join(codes, ",") != tt.codes {
				t.Fatalf("got %s %v, want %s %s", got.Level, codes, tt.level, tt.codes)
			}
			if !got.Same(Rate(tt.facts)) {
				t.Fatal("a rating is not the same as itself")
			}
		})
	}
	if Rate(ok).Same(Rate(RiskFacts{})) {
		t.Fatal("low and medium are the same")
	}
}

func TestDeadline(t *testing.T) {
	for day, want := range map[string]string{
		"2026-11-23": "2026-11-30", // Monday: the next Monday
		"2026-11-27": "2026-12-04", // Friday: the next Friday
		"2026-11-28": "2026-12-04", // Saturday: counted from Monday
		"2026-11-29": "2026-12-04", // Sunday
		"2026-12-30": "2027-01-06", // across the year
	} {
		if got, err := Deadline(day); err != nil || got != want {
			t.Errorf("Deadline(%s) = %s %v, want %s", day, got, err, want)
		}
	}
	if _, err := Deadline("27/11/2026"); err == nil {
		t.Fatal("a day in another format was read")
	}
}

func TestCheckSTR(t *testing.T) {
	good := STRInput{UserID: 7, SuspicionOn: "2026-11-26", OrderIDs: []int64{9, 3, 9}, Circumstances: []string{"structuring", "deviation", "structuring"},
		Narrative: "  Borrower repaid three loans within two days of disbursement in cash at three different payment centres.  "}
	got, err := CheckSTR(good, "2026-11-27")
	if err != nil || strings.Join(got.Circumstances, ",") != "deviation,structuring" || len(got.OrderIDs) != 2 || got.OrderIDs[0] != 3 ||
		strings.HasPrefix(got.Narrative, " ") {
		t.Fatalf("good case: %+v %v", got, err)
	}
	tests := []struct {
		name string
		edit func(*STRInput)
		want string
	}{
		{"NoBorrower", func(s *STRInput) { s.UserID = 0 }, "borrower"},
		{"BadDay", func(s *STRInput) { s.SuspicionOn = "26/11/2026" }, "YYYY-MM-DD"},
		{"Future", func(s *STRInput) { s.SuspicionOn = "2026-11-28" }, "after today"},
		{"Old", func(s *STRInput) { s.SuspicionOn = "2025-11-26" }, "more than a year"},
		{"NoLoans", func(s *STRInput) { s.OrderIDs = nil }, "at least one loan"},
		{"NoCircumstance", func(s *STRInput) { s.Circumstances = nil }, "at least one suspicious"},
		{"UnknownCircumstance", func(s *STRInput) { s.Circumstances = []string{"vibes"} }, "unknown suspicious"},
		{"ShortNarrative", func(s *STRInput) { s.Narrative = "odd" }, "narrative"},
		{"LongNarrative", func(s *STRInput) { s.Narrative = strings.Repeat("x", NarrativeMax+1) }, "narrative"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in := good
			tt.edit(&in)
			_, err := CheckSTR(in, "2026-11-27")
			if !errors.Is(err, ErrSTR) || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("got %v, want %q", err, tt.want)
			}
		})
	}
}

func TestCoveredDays(t *testing.T) {
	const threshold = 50_000_000 // PHP 500,000
	pay := func(id, user int64, day string, cents int64) Payment {
		return Payment{ID: id, UserID: user, Day: day, AmountCents: cents, Method: "code"}
	}
	got := CoveredDays([]Payment{
		pay(1, 1, "2026-11-26", threshold),     // exactly the threshold: not covered
		pay(2, 2, "2026-11-26", 30_000_000),    // two payments of one day above it together
		pay(3, 2, "2026-11-26", 20_000_001),    //
		pay(4, 2, "2026-11-27", threshold),     // the next day alone: not covered
		pay(5, 3, "2026-11-25", threshold+1),   // one centavo above
		pay(6, 1, "2026-11-27", threshold/2),   // another day of borrower 1, below
		pay(7, 1, "2026-11-27", threshold/2-1), //
	}, threshold)
	if len(got) != 2 || got[0].UserID != 3 || got[0].Day != "2026-11-25" || got[0].TotalCents != threshold+1 ||
		got[1].UserID != 2 || got[1].Day != "2026-11-26" || got[1].TotalCents != threshold+1 || len(got[1].Payments) != 2 {
		t.Fatalf("covered: %+v", got)
	}
}
