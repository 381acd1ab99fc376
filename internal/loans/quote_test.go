package loans

import (
	"errors"
	"math"
	"math/rand"
	"reflect"
	"testing"
	"time"
)

func TestQuoteLoan(t *testing.T) {
	// 10:00 in Manila on 2026-01-01.
	now := time.Date(2026, 1, 1, 2, 0, 0, 0, time.UTC)
	t.Run("OK", func(t *testing.T) {
		q, err := QuoteLoan(testProduct(), 500000, now, ClientNew)
		if err != nil {
			t.Fatal(err)
		}
		// 500,000 * 4% * 91/30 = 60,666.67 -> 60,667; fee 5% = 25,000.
		want := Quote{
			AmountCents: 500000, Periods: 1, TermDays: 91, TermUnit: "d",
			InterestCents: 60667, ServiceFeeCents: 25000, NetProceedsCents: 475000, TotalRepayCents: 560667,
			FirstPayTime: d(t, "2026-04-02"), FirstPeriodDay: 91, PRateDsc: "4.00% per month",
			PenaltyCents: 100000,
		}
		// EIR: 475,000 paid out, 560,667 back on day 91: (560,667 / 475,000)^(30/91) - 1 = 5.62%
		// a month (the flat cost per month of the term would say 5.65%).
		if want := math.Pow(560667.0/475000.0, 30.0/91.0) - 1; math.Abs(q.EIR.Monthly-want) > 1e-12 || q.EIR.MonthlyBP() != 562 {
			t.Errorf("got EIR %.8f (%d bp), want %.8f (562 bp)", q.EIR.Monthly, q.EIR.MonthlyBP(), want)
		}
		got := q
		got.Details, got.Plan, got.EIR = nil, nil, EIR{}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("got %+v, want %+v", got, want)
		}
		wantDetails := []Row{
			{"Loan amount", "₱5,000.00"},
			{"Loan term", "91 days"},
			{"Interest", "₱606.67"},
			{"Service fee", "₱250.00"},
			{"Amount received", "₱4,750.00"},
			{"Total repayment", "₱5,606.67"},
			{"Late penalty (one-time)", "₱1,000.00"},
		}
		if len(q.Details) != len(wantDetails) {
			t.Fatalf("got %v, want %v", q.Details, wantDetails)
		}
		for i := range wantDetails {
			if q.Details[i] != wantDetails[i] {
				t.Errorf("row %d: got %v, want %v", i, q.Details[i], wantDetails[i])
			}
		}
		wantPlan := PlanItem{Title: "Period 1/1", Description: "Principal ₱5,000.00 + Interest ₱606.67", AmountCents: 560667,
			PayTime: d(t, "2026-04-02"), PrincipalCents: 500000, InterestCents: 60667}
		if len(q.Plan) != 1 || q.Plan[0] != wantPlan {
			t.Errorf("got %+v, want %+v", q.Plan, wantPlan)
		}
	})
	t.Run("OKPeriods", func(t *testing.T) {
		p := testProduct()
		p.Periods = 3
		q, err := QuoteLoan(p, 500000, now, ClientRepeat)
		if err != nil {
			t.Fatal(err)
		}
		// 30 + 30 + 31 days; principal 166,666 / 166,666 / 166,668; interest on the
		// outstanding principal: 20,000; 333,334*4%*30/30 = 13,333.36 -> 13,333;
		// 166,668*4%*31/30 = 6,888.94 -> 6,889.
		want := []PlanItem{
			{Title: "Period 1/3", Description: "Principal ₱1,666.66 + Interest ₱200.00", AmountCents: 186666, PayTime: d(t, "2026-01-31"), PrincipalCents: 166666, InterestCents: 20000},
			{Title: "Period 2/3", Description: "Principal ₱1,666.66 + Interest ₱133.33", AmountCents: 179999, PayTime: d(t, "2026-03-02"), PrincipalCents: 166666, InterestCents: 13333},
			{Title: "Period 3/3", Description: "Principal ₱1,666.68 + Interest ₱68.89", AmountCents: 173557, PayTime: d(t, "2026-04-02"), PrincipalCents: 166668, InterestCents: 6889},
		}
		for i := range want {
			if q.Plan[i] != want[i] {
				t.Errorf("plan %d: got %+v, want %+v", i, q.Plan[i], want[i])
			}
		}
		if q.FirstPeriodDay != 30 || q.InterestCents != 40222 || q.TotalRepayCents != 540222 || q.PenaltyCents != 80000 {
			t.Errorf("got %+v, want first period 30 days, interest 40222, total 540222, penalty 80000", q)
		}
		if q.Details[1].Value != "91 days, 3 payments" {
			t.Errorf("got %v, want %v", q.Details[1].Value, "91 days, 3 payments")
		}
	})
	t.Run("OKManilaDay", func(t *testing.T) {
		// 16:30 UTC on Dec 31 is already Jan 1 in Manila.
		q, err := QuoteLoan(testProduct(), 500000, time.Date(2025, 12, 31, 16, 30, 0, 0, time.UTC), ClientNew)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := q.FirstPayTime, d(t, "2026-04-02"); got != want {
			t.Errorf("got %v, want %v", got, want)
		}
	})
	for _, tt := range []struct {
		name   string
		amount int64
		off    bool
		want   error
	}{
		{"ErrAmountOutOfRange", 50000, false, ErrAmountOutOfRange},
		{"ErrAmountStep", 510000, false, ErrAmountStep},
		{"ErrProductDisabled", 500000, true, ErrProductDisabled},
	} {
		t.Run(tt.name, func(t *testing.T) {
			p := testProduct()
			p.Enabled = !tt.off
			if _, err := QuoteLoan(p, tt.amount, now, ClientNew); !errors.Is(err, tt.want) {
				t.Errorf("got %v, want %v", err, tt.want)
			}
		})
	}
}

// TestQuotePlanSumsToTotal checks, over many random products and amounts, that the plan
// adds up to the total repayment exactly, principal adds up to the amount, the last due
// day is the end of the term and the periods have the promised lengths.
func TestQuotePlanSumsToTotal(t *testing.T) {
	rng := rand.New(rand.NewSource(91))
	now := time.Date(2026, 5, 17, 8, 0, 0, 0, time.UTC)
	for range 5000 {
		p := testProduct()
		p.TermDays = MinTermDays + rng.Intn(MaxTermDays-MinTermDays+1)
		p.Periods = 1 + rng.Intn(12)
		p.InterestBPPerMonth = int64(rng.Intn(1500))
		p.ServiceFeeBP = int64(rng.Intn(3000))
		p.AmountStepCents = 0
		p.MinAmountCents, p.MaxAmountCents = 1, 100_000_000_00
		amount := 1 + rng.Int63n(p.MaxAmountCents)
		q, err := QuoteLoan(p, amount, now, ClientNew)
		if err != nil {
			t.Fatal(err)
		}
		var total, principal, interest int64
		for _, item := range q.Plan {
			total += item.AmountCents
			principal += item.PrincipalCents
			interest += item.InterestCents
			if item.AmountCents != item.PrincipalCents+item.InterestCents {
				t.Fatalf("got item %+v, want amount = principal + interest", item)
			}
		}
		if total != q.TotalRepayCents || principal != amount || interest != q.InterestCents {
			t.Fatalf("product %+v amount %d: got total %d principal %d interest %d, want %d %d %d",
				p, amount, total, principal, interest, q.TotalRepayCents, amount, q.InterestCents)
		}
		start := DateOf(now)
		if got := q.Plan[len(q.Plan)-1].PayTime.Sub(start); got != p.TermDays {
			t.Fatalf("got last due after %d days, want %d", got, p.TermDays)
		}
		if q.FirstPeriodDay != p.TermDays/p.Periods {
			t.Fatalf("got first period %d days, want %d", q.FirstPeriodDay, p.TermDays/p.Periods)
		}
		if q.NetProceedsCents+q.ServiceFeeCents != amount {
			t.Fatalf("got proceeds %d + fee %d, want %d", q.NetProceedsCents, q.ServiceFeeCents, amount)
		}
	}
}
