package loans

import (
	"errors"
	"math"
	"math/rand"
	"slices"
	"strings"
	"testing"
	"time"
)

// bisectEIR is the test's own solution of the EIR equation, independent of EffectiveRate:
// a plain bisection of net = sum(amount / (1+r)^(days/daysPerUnit)) from -99% per unit of
// time up to a rate found by doubling, with math.Pow.
func bisectEIR(net int64, flows []CashFlow, daysPerUnit float64) float64 {
	pv := func(r float64) float64 {
		var s float64
		for _, f := range flows {
			s += float64(f.AmountCents) / math.Pow(1+r, float64(f.Day)/daysPerUnit)
		}
		return s
	}
	lo, hi := -0.99, 1.0
	for pv(hi) > float64(net) {
		hi *= 2
	}
	for range 300 {
		mid := (lo + hi) / 2
		if pv(mid) > float64(net) {
			lo = mid
		} else {
			hi = mid
		}
	}
	return (lo + hi) / 2
}

// pvAt discounts flows at the monthly rate r with 30-day months (the test's own sum).
func pvAt(r float64, flows []CashFlow) float64 {
	var s float64
	for _, f := range flows {
		s += float64(f.AmountCents) / math.Pow(1+r, float64(f.Day)/30)
	}
	return s
}

// TestEffectiveRate checks worked examples against the test's own bisection. The plans are
// written out by hand: PHP 6,000 in 3 installments of PHP 2,000 principal, interest 4% per
// 30 days on the declining balance (240 / 160 / 80), unless the case says otherwise.
func TestEffectiveRate(t *testing.T) {
	declining := []CashFlow{{30, 224000}, {60, 216000}, {90, 208000}}
	tests := []struct {
		name   string
		net    int64
		flows  []CashFlow
		wantBP int64 // the rounded monthly rate, worked out independently (comment)
	}{
		// PHP 10,000, 3% a month for 91 days (interest 910), 3% fee deducted: 9,700 out,
		// 10,910 back on day 91. (10,910 / 9,700)^(30/91) - 1 = 3.951%.
		{"OneMonthlyPayment", 970000, []CashFlow{{91, 1091000}}, 395},
		// No fee, 30-day periods, interest on the declining balance: the EIR is exactly the
		// nominal 4%, since each period's interest is 4% of what the borrower still holds.
		{"EqualPrincipalDecliningBalance", 600000, declining, 400},
		// The same plan with a 5% fee (300) deducted up front: 5,700 out.
		{"FeeDeductedUpFront", 570000, declining, 679},
		// The 300 fee added to the first installment instead: 6,000 out, 2,540 on day 30.
		// Paying the fee a month later costs the borrower slightly less than paying it first.
		{"FeeAddedToFirstInstallment", 600000, []CashFlow{{30, 254000}, {60, 216000}, {90, 208000}}, 661},
		// Uneven first period of 45 days (interest 6,000 * 4% * 45/30 = 360), then 30 and 30:
		// interest is still 4% per 30 days on the balance, so the EIR stays near 4% (simple
		// interest over the long first period compounds slightly less than monthly).
		{"UnevenFirstPeriod", 600000, []CashFlow{{45, 236000}, {75, 216000}, {105, 208000}}, 398},
		// A rollover: the 10,910 payment of the first case moves 14 days to day 105, for an
		// 8% rollover fee on the principal (800) paid on day 91.
		{"Rollover", 970000, []CashFlow{{91, 80000}, {105, 1091000}}, 558},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := EffectiveRate(tt.net, tt.flows)
			if err != nil {
				t.Fatal(err)
			}
			want := bisectEIR(tt.net, tt.flows, 30)
			if math.Abs(got.Monthly-want) > 1e-9 {
				t.Errorf("got %.12f, want %.12f", got.Monthly, want)
			}
			if got.MonthlyBP() != tt.wantBP {
				t.Errorf("got %d bp, want %d bp (%.6f)", got.MonthlyBP(), tt.wantBP, want)
			}
			if d := math.Abs(pvAt(got.Monthly, tt.flows) - float64(tt.net)); d > 0.01 {
				t.Errorf("the payments discount to %.4f centavos off the net proceeds", d)
			}
		})
	}
	t.Run("OneMonthlyPaymentClosedForm", func(t *testing.T) {
		got, _ := EffectiveRate(970000, []CashFlow{{91, 1091000}})
		want := math.Pow(1091000.0/970000.0, 30.0/91.0) - 1
		if math.Abs(got.Monthly-want) > 1e-12 {
			t.Errorf("got %.14f, want %.14f", got.Monthly, want)
		}
	})
	t.Run("OKZeroCost", func(t *testing.T) {
		got, err := EffectiveRate(500000, []CashFlow{{30, 250000}, {60, 250000}})
		if err != nil || got.Monthly != 0 {
			t.Errorf("got %v, %v, want 0", got, err)
		}
	})
	t.Run("OKNegative", func(t *testing.T) {
		// Paying back less than was received: a negative rate, still exact.
		got, err := EffectiveRate(500000, []CashFlow{{60, 450000}})
		want := math.Pow(0.9, 0.5) - 1
		if err != nil || math.Abs(got.Monthly-want) > 1e-12 {
			t.Errorf("got %v, %v, want %.12f", got, err, want)
		}
	})
	t.Run("OKVeryHigh", func(t *testing.T) {
		// 1 centavo out, PHP 10,000 back after 30 days: 999,999 a month.
		got, err := EffectiveRate(1, []CashFlow{{30, 1000000}})
		if err != nil || math.Abs(got.Monthly-999999)/999999 > 1e-9 {
			t.Errorf("got %v, %v, want 999999", got, err)
		}
	})
	for _, tt := range []struct {
		name  string
		net   int64
		flows []CashFlow
	}{
		{"ErrNoProceeds", 0, []CashFlow{{30, 100}}},
		{"ErrNoPayments", 100, nil},
		{"ErrNegativePayment", 100, []CashFlow{{30, -100}}},
		{"ErrPaymentBeforeDisbursement", 100, []CashFlow{{-1, 200}}},
		{"ErrAllPaidAtOnce", 100, []CashFlow{{0, 200}}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := EffectiveRate(tt.net, tt.flows); !errors.Is(err, ErrEIRUndefined) {
				t.Errorf("got %v, want %v", err, ErrEIRUndefined)
			}
		})
	}
}

// TestEffectiveRateProperty: for random plans the rate discounts the payments to the net
// proceeds within a centavo, and agrees with the test's bisection.
func TestEffectiveRateProperty(t *testing.T) {
	rng := rand.New(rand.NewSource(730))
	for i := range 5000 {
		n := 1 + rng.Intn(24)
		flows := make([]CashFlow, n)
		var total int64
		day := 0
		for j := range flows {
			day += 1 + rng.Intn(60)
			flows[j] = CashFlow{Day: day, AmountCents: rng.Int63n(10_000_000)}
			total += flows[j].AmountCents
		}
		if total == 0 {
			continue
		}
		// Net proceeds between 50% and 105% of the payments (negative rates included).
		net := max(1, total*int64(50+rng.Intn(56))/100)
		got, err := EffectiveRate(net, flows)
		if err != nil {
			t.Fatalf("plan %d: %v", i, err)
		}
		if d := math.Abs(pvAt(got.Monthly, flows) - float64(net)); d > 1 {
			t.Fatalf("plan %d: net %d, flows %v: rate %.10f discounts to %.4f centavos off", i, net, flows, got.Monthly, d)
		}
		if want := bisectEIR(net, flows, 30); math.Abs(got.Monthly-want) > 1e-8*max(1, want) {
			t.Fatalf("plan %d: got %.12f, bisection %.12f", i, got.Monthly, want)
		}
	}
	// Products: the quote's rate discounts its plan to its net proceeds.
	now := time.Date(2026, 1, 1, 2, 0, 0, 0, time.UTC)
	for i := range 2000 {
		p, amount := randomLoan(rng, 275, 12)
		q, err := QuoteLoan(p, amount, now, ClientNew)
		if err != nil {
			t.Fatal(err)
		}
		var flows []CashFlow
		for _, in := range q.Plan {
			flows = append(flows, CashFlow{Day: in.PayTime.Sub(DateOf(now)), AmountCents: in.AmountCents})
		}
		if d := math.Abs(pvAt(q.EIR.Monthly, flows) - float64(q.NetProceedsCents)); d > 1 {
			t.Fatalf("loan %d (%+v, %d): %.4f centavos off", i, p, amount, d)
		}
	}
}

func TestEIRAnnual(t *testing.T) {
	flows := []CashFlow{{91, 1091000}}
	e, _ := EffectiveRate(970000, flows)
	// The annual rate solves the same equation with time in 365-day years.
	if want := bisectEIR(970000, flows, 365); math.Abs(e.Annual()-want) > 1e-9 {
		t.Errorf("got %.10f, want %.10f", e.Annual(), want)
	}
	if e.AnnualBP() != 6024 {
		t.Errorf("got %d bp, want 6024", e.AnnualBP())
	}
	if got := e.Text(365); got != "3.95% per month" {
		t.Errorf("got %q for a one-year term, want the monthly rate alone", got)
	}
	if got := e.Text(366); got != "3.95% per month (60.24% per year)" {
		t.Errorf("got %q for a term over one year", got)
	}
}

// The demo products: the EIR the borrower sees, against the old flat figure.
func TestQuoteEIRInstallments(t *testing.T) {
	now := time.Date(2026, 1, 1, 2, 0, 0, 0, time.UTC)
	for _, tt := range []struct {
		name               string
		term, periods      int
		rateBP, feeBP      int64
		wantBP, wantFlatBP int64
	}{
		{"Express1x91", 91, 1, 300, 300, 395, 399},
		{"Sahod4x120", 120, 4, 350, 200, 437, 269},
		{"Negosyo6x180", 180, 6, 300, 300, 395, 225},
		{"Flex12x365", 365, 12, 250, 300, 303, 159},
	} {
		t.Run(tt.name, func(t *testing.T) {
			p := testProduct()
			p.TermDays, p.Periods, p.InterestBPPerMonth, p.ServiceFeeBP = tt.term, tt.periods, tt.rateBP, tt.feeBP
			q, err := QuoteLoan(p, 1000000, now, ClientNew)
			if err != nil {
				t.Fatal(err)
			}
			var flows []CashFlow
			for _, in := range q.Plan {
				flows = append(flows, CashFlow{Day: in.PayTime.Sub(DateOf(now)), AmountCents: in.AmountCents})
			}
			if want := bisectEIR(q.NetProceedsCents, flows, 30); math.Abs(q.EIR.Monthly-want) > 1e-9 || q.EIR.MonthlyBP() != tt.wantBP {
				t.Errorf("got %.8f (%d bp), want %.8f (%d bp)", q.EIR.Monthly, q.EIR.MonthlyBP(), want, tt.wantBP)
			}
			flat := int64(math.Round(float64(q.InterestCents+q.ServiceFeeCents) * 30 * 10000 / float64(q.AmountCents*int64(tt.term))))
			if flat != tt.wantFlatBP {
				t.Errorf("got flat %d bp, want %d", flat, tt.wantFlatBP)
			}
		})
	}
}

// TestLoanCashFlowsRollover: a booked rollover's fee is a payment of the loan, and the
// installment moves; the EIR of the loan as it stands rises accordingly.
func TestLoanCashFlowsRollover(t *testing.T) {
	loan, entries := disburse(t, testProduct(), principal10k, ClientNew, noCap())
	day := d(t, "2026-03-31") // due on 2026-04-02: status 174, no late charges
	added, status := CatchUp(loan, entries, d(t, "2026-01-02"), day, noCap())
	loan.Status = status
	entries = append(entries, added...)
	before, err := EffectiveRate(principal10k-50000, LoanCashFlows(loan.Schedule, entries, loan.DisbursedOn))
	if err != nil {
		t.Fatal(err)
	}
	q, err := QuoteRollover(loan, entries, day, noCap())
	if err != nil {
		t.Fatal(err)
	}
	res, err := ApplyRollover(loan, entries, day, noCap(), q.DelayAmountCents, "pay:1")
	if err != nil {
		t.Fatal(err)
	}
	all := append(slices.Clone(entries), res.Entries...)
	flows := LoanCashFlows(res.Schedule, all, loan.DisbursedOn)
	// 91-day loan moved 7 days (day 98); the PHP 1,000 fee (10% of the principal) on day 89.
	want := []CashFlow{{98, overdue10k}, {89, 100000}}
	if !slices.Equal(flows, want) {
		t.Fatalf("got %+v, want %+v", flows, want)
	}
	after, err := EffectiveRate(principal10k-50000, flows)
	if err != nil {
		t.Fatal(err)
	}
	if w := bisectEIR(principal10k-50000, want, 30); math.Abs(after.Monthly-w) > 1e-9 || after.Monthly <= before.Monthly {
		t.Errorf("got %.8f (before %.8f), want %.8f and a higher rate", after.Monthly, before.Monthly, w)
	}
}

// TestCapGuardEIR: the SEC ceiling is tested on the discounted-cash-flow EIR, not the flat
// cost per month.
func TestCapGuardEIR(t *testing.T) {
	policy := DefaultPHCapPolicy()
	flatBP := func(p Product, amount int64) float64 {
		s := BuildSchedule(p, amount, d(t, "2026-01-01"))
		return float64(TotalInterest(s)+p.serviceFee(amount)) * 30 * 10000 / float64(amount*int64(p.TermDays))
	}
	eirOf := func(p Product, amount int64) float64 {
		start := d(t, "2026-01-01")
		var flows []CashFlow
		for _, in := range BuildSchedule(p, amount, start) {
			flows = append(flows, CashFlow{in.DueDay.Sub(start), in.AmountCents()})
		}
		return bisectEIR(amount-p.serviceFee(amount), flows, 30)
	}
	for _, tt := range []struct {
		name              string
		periods           int
		termDays          int
		interestBP, feeBP int64
	}{
		// One payment after 91 days, 6% a month, 25% fee: flat 14.24%, true EIR 16.18%.
		{"OnePayment", 1, 91, 600, 2500},
		// 4 monthly payments, 6% a month, 35% fee: flat 12.50%, true EIR far above 15%.
		{"Installments", 4, 120, 600, 3500},
	} {
		t.Run(tt.name, func(t *testing.T) {
			p := testProduct()
			p.Periods, p.TermDays, p.InterestBPPerMonth, p.ServiceFeeBP = tt.periods, tt.termDays, tt.interestBP, tt.feeBP
			for _, amount := range []int64{p.MinAmountCents, p.MaxAmountCents} {
				if f := flatBP(p, amount); f >= 1500 {
					t.Fatalf("flat %.2f bp on %d: the case must be under the ceiling on the old measure", f, amount)
				}
			}
			trueEIR := eirOf(p, p.MinAmountCents)
			if trueEIR <= 0.15 {
				t.Fatalf("true EIR %.4f: the case must be over the ceiling", trueEIR)
			}
			err := p.Validate(policy)
			if !errors.Is(err, ErrCapExceeded) {
				t.Fatalf("got %v, want %v", err, ErrCapExceeded)
			}
			want := FormatBP(int64(math.Round(trueEIR*10000))) + " per month"
			if !strings.Contains(err.Error(), want) || !strings.Contains(err.Error(), "effective interest rate") {
				t.Errorf("got %q, want the figure %q", err, want)
			}
		})
	}
	t.Run("Boundary", func(t *testing.T) {
		// The largest fee (in bp) whose true EIR is within 15%, found by the test's own
		// bisection, is allowed; one basis point more is refused.
		p := testProduct()
		p.InterestBPPerMonth = 600
		limit := int64(0)
		for fee := int64(0); fee < 10000; fee++ {
			p.ServiceFeeBP = fee
			if eirOf(p, p.MinAmountCents) > 0.15 || eirOf(p, p.MaxAmountCents) > 0.15 {
				break
			}
			limit = fee
		}
		p.ServiceFeeBP = limit
		if err := p.Validate(policy); err != nil {
			t.Errorf("fee %d bp: got %v, want allowed", limit, err)
		}
		p.ServiceFeeBP = limit + 1
		if err := p.Validate(policy); !errors.Is(err, ErrCapExceeded) {
			t.Errorf("fee %d bp: got %v, want %v", limit+1, err, ErrCapExceeded)
		}
	})
	t.Run("NotCovered", func(t *testing.T) {
		p := testProduct()
		p.InterestBPPerMonth, p.ServiceFeeBP = 600, 3500
		p.MinAmountCents, p.MaxAmountCents = 1_000_050, 2_000_050 // above PHP 10,000
		if err := p.Validate(policy); err != nil {
			t.Errorf("got %v, want no cap on an uncovered product", err)
		}
	})
}

func TestValidateNetProceeds(t *testing.T) {
	p := testProduct()
	p.MinAmountCents, p.AmountStepCents, p.ServiceFeeBP = 1, 0, 5000 // 1 centavo, fee rounds to 1: nothing paid out
	if err := p.Validate(noCap()); !errors.Is(err, ErrInvalidProduct) || !strings.Contains(err.Error(), "nothing to pay out") {
		t.Errorf("got %v, want %v", err, ErrInvalidProduct)
	}
}
