package loans

import (
	"math/rand"
	"testing"
	"time"
)

// testProduct is a valid covered product: PHP 1,000-10,000 in PHP 500 steps, 91 days in one
// period, 4% a month, 5% service fee, the default rules with a 7-day rollover for 10%.
func testProduct() Product {
	p := Product{
		ID:                 1,
		Code:               "P91",
		Name:               "Pautang 91",
		Enabled:            true,
		MinAmountCents:     100000,
		MaxAmountCents:     1000000,
		AmountStepCents:    50000,
		TermDays:           91,
		Periods:            1,
		InterestBPPerMonth: 400,
		ServiceFeeBP:       500,
		Rules:              DefaultRules(),
	}
	p.Rollover.Enabled = true
	return p
}

// d parses a "2006-01-02" day or fails the test.
func d(t testing.TB, s string) Date {
	t.Helper()
	v, err := ParseDate(s)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// noCap is a policy that caps nothing.
func noCap() CapPolicy { return CapPolicy{} }

// disburse starts a loan of amount on 2026-01-01 or fails the test.
func disburse(t testing.TB, p Product, amount int64, client ClientKind, policy CapPolicy) (LoanSnapshot, []Entry) {
	t.Helper()
	loan, entries, err := Disburse(p, amount, NewDate(2026, time.January, 1), client, policy)
	if err != nil {
		t.Fatal(err)
	}
	return loan, entries
}

// sumBucket adds the entries of one bucket and kind ("" for any kind).
func sumBucket(entries []Entry, bucket Bucket, kind EntryKind) int64 {
	var sum int64
	for _, e := range entries {
		if e.Bucket == bucket && (kind == "" || e.Kind == kind) {
			sum += e.AmountCents
		}
	}
	return sum
}

// randomLoan is a random covered-or-not product (term MinTermDays plus up to extraDays, 1 to
// maxPeriods periods, 0-6% a month, 0-10% fee) and an amount in its range, for property tests.
func randomLoan(rng *rand.Rand, extraDays, maxPeriods int) (Product, int64) {
	p := testProduct()
	p.TermDays = MinTermDays + rng.Intn(extraDays)
	p.Periods = 1 + rng.Intn(maxPeriods)
	p.InterestBPPerMonth = int64(rng.Intn(601))
	p.ServiceFeeBP = int64(rng.Intn(1000))
	p.AmountStepCents = 0
	p.MaxAmountCents = 2_000_000
	return p, p.MinAmountCents + rng.Int63n(p.MaxAmountCents-p.MinAmountCents+1)
}
