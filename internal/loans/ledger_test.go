package loans

import (
	"errors"
	"reflect"
	"strings"
	"testing"
)

func TestAllocate(t *testing.T) {
	bal := Balances{BucketPrincipal: 1000, BucketInterest: 100, BucketFee: 10, BucketPenalty: 50, BucketLateInterest: 20, BucketEnforcement: 5}
	pay := func(b Bucket, amount int64) Entry { return Entry{Kind: KindPayment, Bucket: b, AmountCents: -amount} }
	tests := []struct {
		name          string
		payment       int64
		afterMaturity bool
		want          []Entry
		wantCredit    int64
	}{
		{"AfterMaturityPartial", 60, true, []Entry{pay(BucketLateInterest, 20), pay(BucketEnforcement, 5), pay(BucketPenalty, 35)}, 0},
		{"AfterMaturityIntoInterest", 100, true, []Entry{pay(BucketLateInterest, 20), pay(BucketEnforcement, 5), pay(BucketPenalty, 50), pay(BucketFee, 10), pay(BucketInterest, 15)}, 0},
		{"AfterMaturityExact", 1185, true, []Entry{pay(BucketLateInterest, 20), pay(BucketEnforcement, 5), pay(BucketPenalty, 50), pay(BucketFee, 10), pay(BucketInterest, 100), pay(BucketPrincipal, 1000)}, 0},
		{"AfterMaturityOver", 1200, true, []Entry{pay(BucketLateInterest, 20), pay(BucketEnforcement, 5), pay(BucketPenalty, 50), pay(BucketFee, 10), pay(BucketInterest, 100), pay(BucketPrincipal, 1000), pay(BucketCredit, 15)}, 15},
		{"BeforeMaturityPartial", 500, false, []Entry{pay(BucketFee, 10), pay(BucketInterest, 100), pay(BucketPrincipal, 390)}, 0},
		{"BeforeMaturityOver", 1190, false, []Entry{pay(BucketFee, 10), pay(BucketInterest, 100), pay(BucketPrincipal, 1000), pay(BucketLateInterest, 20), pay(BucketEnforcement, 5), pay(BucketPenalty, 50), pay(BucketCredit, 5)}, 5},
		{"NothingOwed", 0, true, nil, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Allocate(bal, tt.payment, tt.afterMaturity)
			if !reflect.DeepEqual(got.Entries, tt.want) || got.CreditCents != tt.wantCredit || got.PaymentCents != tt.payment {
				t.Errorf("got %+v, want %+v credit %d", got, tt.want, tt.wantCredit)
			}
			var sum int64
			for _, e := range got.Entries {
				sum -= e.AmountCents
			}
			if sum != tt.payment {
				t.Errorf("got entries summing to %d, want %d", sum, tt.payment)
			}
		})
	}
	t.Run("AllCredit", func(t *testing.T) {
		got := Allocate(Balances{}, 300, false)
		if want := []Entry{pay(BucketCredit, 300)}; !reflect.DeepEqual(got.Entries, want) || got.CreditCents != 300 {
			t.Errorf("got %+v, want %+v", got.Entries, want)
		}
	})
	t.Run("At", func(t *testing.T) {
		a := Allocate(bal, 30, true)
		stamped := a.At(d(t, "2026-02-01"), "pay:1")
		if stamped[0].Day != d(t, "2026-02-01") || stamped[1].Ref != "pay:1" || a.Entries[0].Ref != "" {
			t.Errorf("got %+v (original %+v), want stamped copies", stamped, a.Entries)
		}
	})
}

func TestBalances(t *testing.T) {
	day := d(t, "2026-01-01")
	entries := []Entry{
		{KindDisbursement, BucketPrincipal, 1000, day, "disbursement"},
		{KindCharge, BucketFee, 50, day, "fee"},
		{KindDeduction, BucketFee, -50, day, "fee:d"},
		{KindCharge, BucketInterest, 40, day, "interest:1"},
		{KindCharge, BucketPenalty, 7, day, "penalty"},
		{KindPayment, BucketPenalty, -7, day, "p"},
		{KindPayment, BucketInterest, -40, day, "p"},
		{KindPayment, BucketPrincipal, -1000, day, "p"},
		{KindPayment, BucketCredit, -3, day, "p"},
	}
	bal := BalancesOf(entries)
	if bal.Owed() != 0 || bal.Credit() != 3 || bal.Charges() != 0 {
		t.Errorf("got owed %d credit %d charges %d, want 0 3 0", bal.Owed(), bal.Credit(), bal.Charges())
	}
	if err := CheckInvariants(entries); err != nil {
		t.Errorf("got %v, want nil", err)
	}
}

func TestCheckInvariants(t *testing.T) {
	day := d(t, "2026-01-01")
	disb := Entry{KindDisbursement, BucketPrincipal, 1000, day, "disbursement"}
	tests := []struct {
		name    string
		entries []Entry
		wantMsg string
	}{
		{"ErrEmpty", nil, "no disbursement"},
		{"ErrNoDisbursementFirst", []Entry{{KindCharge, BucketFee, 5, day, "f"}, disb}, "first entry"},
		{"ErrTwoDisbursements", []Entry{disb, {KindDisbursement, BucketPrincipal, 5, day, "d2"}}, "appear once"},
		{"ErrZero", []Entry{disb, {KindCharge, BucketFee, 0, day, "f"}}, "zero amount"},
		{"ErrNoRef", []Entry{disb, {KindCharge, BucketFee, 5, day, ""}}, "missing ref"},
		{"ErrDuplicateRef", []Entry{disb, {KindCharge, BucketFee, 5, day, "f"}, {KindCharge, BucketFee, 5, day, "f"}}, "duplicate ref"},
		{"ErrNegativeCharge", []Entry{disb, {KindCharge, BucketFee, -5, day, "f"}}, "not allowed"},
		{"ErrChargePrincipal", []Entry{disb, {KindCharge, BucketPrincipal, 5, day, "f"}}, "not allowed"},
		{"ErrPositivePayment", []Entry{disb, {KindPayment, BucketPrincipal, 5, day, "p"}}, "not allowed"},
		{"ErrDeductionNotFee", []Entry{disb, {KindDeduction, BucketInterest, -5, day, "x"}}, "not allowed"},
		{"ErrWaiveCredit", []Entry{disb, {KindWaiver, BucketCredit, -5, day, "w"}}, "not allowed"},
		{"ErrRefundOwed", []Entry{disb, {KindRefund, BucketPrincipal, 5, day, "r"}}, "not allowed"},
		{"ErrUnknownKind", []Entry{disb, {"gift", BucketPrincipal, 5, day, "g"}}, "unknown kind"},
		{"ErrOverpaidBucket", []Entry{disb, {KindPayment, BucketPrincipal, -1001, day, "p"}}, "negative"},
		{"ErrOverwaived", []Entry{disb, {KindWaiver, BucketInterest, -1, day, "w"}}, "negative"},
		{"ErrCreditWhileOwed", []Entry{disb, {KindPayment, BucketCredit, -1, day, "p"}}, "credit created"},
		{"ErrRefundTooMuch", []Entry{disb, {KindPayment, BucketPrincipal, -1000, day, "p"}, {KindPayment, BucketCredit, -5, day, "p"}, {KindRefund, BucketCredit, 6, day, "r"}}, "refunded beyond"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := CheckInvariants(tt.entries)
			if !errors.Is(err, ErrLedgerInvariant) || !strings.Contains(err.Error(), tt.wantMsg) {
				t.Errorf("got %v, want ErrLedgerInvariant containing %q", err, tt.wantMsg)
			}
		})
	}
	t.Run("OK", func(t *testing.T) {
		entries := []Entry{disb,
			{KindCharge, BucketInterest, 100, day, "interest:1"},
			{KindWaiver, BucketInterest, -100, day, "waive:1"},
			{KindPayment, BucketPrincipal, -1000, day, "p"},
			{KindPayment, BucketCredit, -5, day, "p"},
			{KindRefund, BucketCredit, 5, day, "r"},
		}
		if err := CheckInvariants(entries); err != nil {
			t.Errorf("got %v, want nil", err)
		}
	})
}

func TestWaterfall(t *testing.T) {
	after := Waterfall(true)
	if after[0] != BucketLateInterest || after[len(after)-1] != BucketPrincipal {
		t.Errorf("got %v, want late interest first and principal last", after)
	}
	before := Waterfall(false)
	if before[0] != BucketFee || before[2] != BucketPrincipal {
		t.Errorf("got %v, want fee, interest, principal first", before)
	}
	for _, w := range [][]Bucket{after, before} {
		if len(w) != len(ReceivableBuckets()) {
			t.Errorf("got %v, want every receivable bucket once (a written-off claim is paid before them all)", w)
		}
	}
}
