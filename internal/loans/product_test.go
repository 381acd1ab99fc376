package loans

import (
	"errors"
	"strings"
	"testing"
)

func TestProductValidate(t *testing.T) {
	tests := []struct {
		name    string
		edit    func(p *Product)
		policy  CapPolicy
		wantErr error
		wantMsg string
	}{
		{"OK", func(p *Product) {}, DefaultPHCapPolicy(), nil, ""},
		{"OKSingleAmount", func(p *Product) { p.MaxAmountCents = p.MinAmountCents }, DefaultPHCapPolicy(), nil, ""},
		{"OKAnyCentavo", func(p *Product) { p.AmountStepCents = 0; p.MaxAmountCents = 999999 }, DefaultPHCapPolicy(), nil, ""},
		{"OKTerm365", func(p *Product) { p.TermDays = 365; p.Periods = 12 }, DefaultPHCapPolicy(), nil, ""},
		{"ErrInvalidProductCode", func(p *Product) { p.Code = "" }, noCap(), ErrInvalidProduct, "code"},
		{"ErrInvalidProductName", func(p *Product) { p.Name = "" }, noCap(), ErrInvalidProduct, "name"},
		{"ErrInvalidProductMin", func(p *Product) { p.MinAmountCents = 0 }, noCap(), ErrInvalidProduct, "minimum"},
		{"ErrInvalidProductMaxBelowMin", func(p *Product) { p.MaxAmountCents = 50000 }, noCap(), ErrInvalidProduct, "below the minimum"},
		{"ErrInvalidProductHuge", func(p *Product) { p.MaxAmountCents = maxAmountCents + 50000 }, noCap(), ErrInvalidProduct, "at most"},
		{"ErrInvalidProductStepNegative", func(p *Product) { p.AmountStepCents = -1 }, noCap(), ErrInvalidProduct, "step"},
		{"ErrInvalidProductStepMisfit", func(p *Product) { p.AmountStepCents = 70000 }, noCap(), ErrInvalidProduct, "whole number of steps"},
		{"ErrInvalidProductTerm90", func(p *Product) { p.TermDays = 90 }, noCap(), ErrInvalidProduct, "91 to 365"},
		{"ErrInvalidProductTerm366", func(p *Product) { p.TermDays = 366 }, noCap(), ErrInvalidProduct, "91 to 365"},
		{"ErrInvalidProductPeriods0", func(p *Product) { p.Periods = 0 }, noCap(), ErrInvalidProduct, "periods"},
		{"ErrInvalidProductPeriodsTooMany", func(p *Product) { p.Periods = 92 }, noCap(), ErrInvalidProduct, "periods"},
		{"ErrInvalidProductInterest", func(p *Product) { p.InterestBPPerMonth = -1 }, noCap(), ErrInvalidProduct, "interest"},
		{"ErrInvalidProductFee", func(p *Product) { p.ServiceFeeBP = 10000 }, noCap(), ErrInvalidProduct, "service fee"},
		{"ErrInvalidProductPenalty", func(p *Product) { p.Late.PenaltyNewCents = -1 }, noCap(), ErrInvalidProduct, "penalty"},
		{"ErrInvalidProductTierGap", func(p *Product) { p.Late.Tiers[1].FromDay = 32 }, noCap(), ErrInvalidProduct, "start on day 31"},
		{"ErrInvalidProductTierRate", func(p *Product) { p.Late.Tiers[0].DailyBP = -5 }, noCap(), ErrInvalidProduct, "a day"},
		{"ErrInvalidProductTierOpenEarly", func(p *Product) { p.Late.Tiers[0].ToDay = 0 }, noCap(), ErrInvalidProduct, "open-ended"},
		{"ErrInvalidProductTierBackwards", func(p *Product) { p.Late.Tiers[1].ToDay = 20 }, noCap(), ErrInvalidProduct, "ends before"},
		{"ErrInvalidProductTierClosed", func(p *Product) { p.Late.Tiers[2].ToDay = 400 }, noCap(), ErrInvalidProduct, "open-ended"},
		{"ErrInvalidProductPrepayFraction", func(p *Product) { p.Prepayment.MinFractionOfTermBP = 10001 }, noCap(), ErrInvalidProduct, "prepayment"},
		{"ErrInvalidProductPrepayDays", func(p *Product) { p.Prepayment.MinDaysAfterDisbursement = -1 }, noCap(), ErrInvalidProduct, "prepayment"},
		{"ErrInvalidProductRolloverFee", func(p *Product) { p.Rollover.FeeCents = -1 }, noCap(), ErrInvalidProduct, "rollover fee"},
		{"ErrInvalidProductRolloverDays", func(p *Product) { p.Rollover.ExtendDays = 0 }, noCap(), ErrInvalidProduct, "at least 1 day"},
		{"OKRolloverOffWithoutDays", func(p *Product) { p.Rollover = Rollover{} }, noCap(), nil, ""},
		{"OKNoTiers", func(p *Product) { p.Late.Tiers = nil }, noCap(), nil, ""},

		// The cap guard: 6% nominal is allowed, 6.01% is not.
		{"OKNominalAtCap", func(p *Product) { p.InterestBPPerMonth = 600 }, DefaultPHCapPolicy(), nil, ""},
		{"ErrCapExceededNominal", func(p *Product) { p.InterestBPPerMonth = 601 }, DefaultPHCapPolicy(), ErrCapExceeded, "6.01% per month is above the legal maximum of 6.00%"},
		// 6% over 91 days is 18.2% of the principal, paid on day 91. The EIR is 15% a month when
		// net proceeds = 1.182 / 1.15^(91/30) = 77.357% of the amount, a fee of 22.643%: a 22.64%
		// fee gives an EIR of 14.9986%, 22.65% gives 15.0035% (4 decimals: 2 would show 15.00%).
		{"OKEffectiveAtCap", func(p *Product) { p.InterestBPPerMonth = 600; p.ServiceFeeBP = 2264 }, DefaultPHCapPolicy(), nil, ""},
		{"ErrCapExceededEffective", func(p *Product) { p.InterestBPPerMonth = 600; p.ServiceFeeBP = 2265 }, DefaultPHCapPolicy(), ErrCapExceeded, "effective interest rate of 15.0035% per month on ₱1,000.00"},
		{"ErrCapExceededEffectiveFlatUnder", func(p *Product) { p.InterestBPPerMonth = 600; p.ServiceFeeBP = 2730 }, DefaultPHCapPolicy(), ErrCapExceeded, "17.38% per month"},
		{"ErrCapExceededTotal", func(p *Product) {}, func() CapPolicy { c := DefaultPHCapPolicy(); c.TotalCostMaxBP = 1000; return c }(), ErrCapExceeded, "of the loan"},
		// Not covered: the smallest loan is above PHP 10,000, or the term above 120 days, or the policy is off.
		{"OKUncoveredAmount", func(p *Product) { p.MinAmountCents, p.MaxAmountCents, p.InterestBPPerMonth = 1000050, 2000050, 900 }, DefaultPHCapPolicy(), nil, ""},
		{"OKUncoveredTerm", func(p *Product) { p.TermDays, p.InterestBPPerMonth = 121, 900 }, DefaultPHCapPolicy(), nil, ""},
		{"ErrCapExceededTerm120", func(p *Product) { p.TermDays, p.InterestBPPerMonth = 120, 900 }, DefaultPHCapPolicy(), ErrCapExceeded, ""},
		{"OKPolicyOff", func(p *Product) { p.InterestBPPerMonth = 900 }, noCap(), nil, ""},
		// Covered because PHP 10,000 can be lent, even though larger amounts can too.
		{"ErrCapExceededStraddling", func(p *Product) { p.MaxAmountCents, p.InterestBPPerMonth = 5000000, 700 }, DefaultPHCapPolicy(), ErrCapExceeded, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := testProduct()
			p.Late.Tiers = append([]LateTier(nil), p.Late.Tiers...)
			tt.edit(&p)
			err := p.Validate(tt.policy)
			if !errors.Is(err, tt.wantErr) || (tt.wantErr == nil) != (err == nil) {
				t.Fatalf("got %v, want %v", err, tt.wantErr)
			}
			if err != nil && !strings.Contains(err.Error(), tt.wantMsg) {
				t.Errorf("got message %q, want it to contain %q", err.Error(), tt.wantMsg)
			}
		})
	}
}

func TestCapPolicyCovers(t *testing.T) {
	c := DefaultPHCapPolicy()
	tests := []struct {
		name      string
		principal int64
		term      int
		want      bool
	}{
		{"OK", 1000000, 120, true},
		{"OneCentavoOver", 1000001, 120, false},
		{"OneDayOver", 1000000, 121, false},
		{"Small", 100000, 91, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := c.CoversLoan(tt.principal, tt.term); got != tt.want {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}
	c.Enabled = false
	if c.CoversLoan(100000, 91) {
		t.Error("got covered with the policy off, want not covered")
	}
}

func TestLateScheduleTiers(t *testing.T) {
	s := DefaultLateSchedule()
	for day, want := range map[int]int64{0: 0, 1: 500, 30: 500, 31: 400, 90: 400, 91: 200, 1000: 200} {
		if got := s.DailyBP(day); got != want {
			t.Errorf("day %d: got %v, want %v", day, got, want)
		}
	}
	if got, want := s.Penalty(false), int64(100000); got != want {
		t.Errorf("new client penalty: got %v, want %v", got, want)
	}
	if got, want := s.Penalty(true), int64(80000); got != want {
		t.Errorf("repeat client penalty: got %v, want %v", got, want)
	}
}

func TestParseRules(t *testing.T) {
	t.Run("OKEmpty", func(t *testing.T) {
		for _, doc := range []string{"", "{}"} {
			got, err := ParseRules(doc)
			if err != nil {
				t.Fatal(err)
			}
			if got.JSON() != DefaultRules().JSON() {
				t.Errorf("got %v, want %v", got.JSON(), DefaultRules().JSON())
			}
		}
	})
	t.Run("OKPartial", func(t *testing.T) {
		got, err := ParseRules(`{"rollover":{"enabled":true,"extendDays":14,"feeCents":5000}}`)
		if err != nil {
			t.Fatal(err)
		}
		if want := (Rollover{Enabled: true, ExtendDays: 14, FeeCents: 5000}); got.Rollover != want {
			t.Errorf("got %+v, want %+v", got.Rollover, want)
		}
		if got.Late.PenaltyNewCents != 100000 || len(got.Late.Tiers) != 3 {
			t.Errorf("got %+v, want the default late schedule", got.Late)
		}
	})
	t.Run("OKRoundTrip", func(t *testing.T) {
		r := testProduct().Rules
		got, err := ParseRules(r.JSON())
		if err != nil {
			t.Fatal(err)
		}
		if got.JSON() != r.JSON() {
			t.Errorf("got %v, want %v", got.JSON(), r.JSON())
		}
	})
	t.Run("ErrSyntax", func(t *testing.T) {
		if _, err := ParseRules(`{"late":`); err == nil {
			t.Error("got nil, want an error")
		}
	})
}

func TestCheckAmount(t *testing.T) {
	p := testProduct()
	tests := []struct {
		name    string
		amount  int64
		enabled bool
		want    error
	}{
		{"OK", 500000, true, nil},
		{"OKMin", 100000, true, nil},
		{"OKMax", 1000000, true, nil},
		{"ErrAmountOutOfRangeLow", 99999, true, ErrAmountOutOfRange},
		{"ErrAmountOutOfRangeHigh", 1000001, true, ErrAmountOutOfRange},
		{"ErrAmountStep", 125000, true, ErrAmountStep},
		{"ErrProductDisabled", 500000, false, ErrProductDisabled},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p.Enabled = tt.enabled
			err := p.CheckAmount(tt.amount)
			if !errors.Is(err, tt.want) || (tt.want == nil) != (err == nil) {
				t.Errorf("got %v, want %v", err, tt.want)
			}
		})
	}
	p.Enabled = true
	if err := p.CheckAmount(1); err == nil || !strings.Contains(err.Error(), "between ₱1,000.00 and ₱10,000.00") {
		t.Errorf("got %v, want the range in the message", err)
	}
}
