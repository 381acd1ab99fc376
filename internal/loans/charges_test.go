package loans

import (
	"errors"
	"testing"
)

// fiveADay is a 150-day loan of PHP 5,000 in one installment of PHP 5,450 (1.8% a month) with
// no penalty and 5% a day of late interest: outside the circular's covered loans (over 120
// days), so only a charges policy on every loan limits it.
func fiveADay() Product {
	p := testProduct()
	p.TermDays, p.Periods, p.InterestBPPerMonth, p.ServiceFeeBP = 150, 1, 180, 0
	p.MinAmountCents, p.MaxAmountCents, p.AmountStepCents = 500000, 500000, 0
	p.Late = LateSchedule{Tiers: []LateTier{{FromDay: 1, DailyBP: 500}}}
	return p
}

// TestChargesPolicyOnEveryLoan: under the region's default policy the PHP 5,450 installment's
// late charges after 19 and 90 days stay within 5% of it per started month, and the cost of
// credit within the principal after a long default; the circular's covered-only policy would
// charge 5% a day.
func TestChargesPolicyOnEveryLoan(t *testing.T) {
	p := fiveADay()
	policy := CapPolicyFor("PH")
	if s := BuildSchedule(p, 500000, NewDate(2026, 1, 1)); s[0].AmountCents() != 545000 {
		t.Fatalf("installment %d, want 545000", s[0].AmountCents())
	}
	got, err := LateChargesIfUnpaid(p, 500000, ClientNew, policy, 19, 90, 800)
	if err != nil {
		t.Fatal(err)
	}
	for i, ceiling := range []int64{27250, 81750} { // 5% and 15% of 5,450.00
		if got[i].TotalCents() > ceiling {
			t.Errorf("day %d: late charges %s, above the ceiling %s", got[i].DaysOverdue, FormatPeso(got[i].TotalCents()), FormatPeso(ceiling))
		}
		if got[i].TotalCents() == 0 {
			t.Errorf("day %d: nothing charged", got[i].DaysOverdue)
		}
	}
	if c := got[2].CostCents(); c > 500000 {
		t.Errorf("day 800: cost of credit %s, above the principal", FormatPeso(c))
	}
	if old, _ := LateChargesIfUnpaid(p, 500000, ClientNew, DefaultPHCapPolicy(), 19); old[0].TotalCents() != 19*27250 {
		t.Errorf("covered-only policy: got %d, want 5%% a day uncapped", old[0].TotalCents())
	}
}

func TestChargesPolicyCheck(t *testing.T) {
	ok := DefaultChargesPolicy()
	stricter := ok
	stricter.LateMonthlyMaxBP = 300
	looser := ok
	looser.LateMonthlyMaxBP = 501
	off := ok
	off.Enabled = false
	narrow := DefaultPHCapPolicy()
	narrow.MaxTermDays = 90
	zero := ok
	zero.TotalCostMaxBP = 0
	for name, c := range map[string]struct {
		p    CapPolicy
		want bool
	}{"default": {ok, true}, "stricter": {stricter, true}, "circular": {DefaultPHCapPolicy(), true},
		"looser": {looser, false}, "off": {off, false}, "narrow": {narrow, false}, "no total cap": {zero, false}} {
		err := c.p.Check()
		if (err == nil) != c.want {
			t.Errorf("%s: got %v, want ok=%v", name, err, c.want)
		}
		if err != nil && !errors.Is(err, ErrInvalidPolicy) {
			t.Errorf("%s: got %v, want %v", name, err, ErrInvalidPolicy)
		}
	}
}

// TestCheckCappedAtOnce: a penalty above 5% of the smallest installment is refused; a lawful
// late schedule and a product the policy does not cover are not.
func TestCheckCappedAtOnce(t *testing.T) {
	policy := DefaultChargesPolicy()
	p := testProduct() // PHP 1,000 penalty on PHP 1,000..10,000 in one payment
	if err := p.CheckCappedAtOnce(policy); !errors.Is(err, ErrCapExceeded) {
		t.Errorf("PHP 1,000 penalty: got %v, want %v", err, ErrCapExceeded)
	}
	p.Late = LateSchedule{PenaltyNewCents: 5000, PenaltyRepeatCents: 4000, Tiers: []LateTier{{FromDay: 1, DailyBP: 10}}}
	if err := p.CheckCappedAtOnce(policy); err != nil {
		t.Errorf("PHP 50 penalty and 0.1%% a day: got %v", err)
	}
	p.Late.Tiers[0].DailyBP = 500 // 5% on day 1 plus the penalty
	if err := p.CheckCappedAtOnce(policy); !errors.Is(err, ErrCapExceeded) {
		t.Errorf("5%% a day plus a penalty: got %v, want %v", err, ErrCapExceeded)
	}
	if err := testProduct().CheckCappedAtOnce(CapPolicy{}); err != nil {
		t.Errorf("no policy: got %v", err)
	}
}

// TestWorstCase: the cost at 30, 90 and 180 days overdue grows, stays within the ceilings and
// counts the interest and the fee.
func TestWorstCase(t *testing.T) {
	p := fiveADay()
	got, err := WorstCase(p, 500000, DefaultChargesPolicy())
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 3 || got[0].DaysOverdue != 30 || got[2].DaysOverdue != 180 {
		t.Fatalf("got %+v", got)
	}
	for i, c := range got {
		if c.InterestCents != 45000 {
			t.Errorf("day %d: interest %d, want 45000", c.DaysOverdue, c.InterestCents)
		}
		if c.CostCents() > 500000 {
			t.Errorf("day %d: cost %d above the principal", c.DaysOverdue, c.CostCents())
		}
		if i > 0 && c.CostCents() < got[i-1].CostCents() {
			t.Errorf("day %d: cost fell", c.DaysOverdue)
		}
	}
	if want := int64(27250); got[0].TotalCents() != want { // day 30: 5% of 5,450.00
		t.Errorf("day 30: late charges %d, want %d", got[0].TotalCents(), want)
	}
}
