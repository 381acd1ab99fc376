package scoring

import (
	"slices"
	"testing"
)

func TestLadderSteps(t *testing.T) {
	l := Ladder{Rungs: []int64{3_000_00, 5_000_00, 8_000_00, 12_000_00}, UpAfter: 2, GraceDays: 3, DownRungs: 1, StopDays: 60}
	if err := l.Check(); err != nil {
		t.Fatal(err)
	}
	on, grace, late := Settled{}, Settled{DaysLate: 2}, Settled{DaysLate: 10}
	for _, tc := range []struct {
		name string
		h    []Settled
		want Limit
	}{
		{"new borrower", nil, Limit{Rung: 0, Cents: 3_000_00, ToNext: 2, Next: 5_000_00}},
		{"one on time", []Settled{on}, Limit{Rung: 0, Cents: 3_000_00, ToNext: 1, Next: 5_000_00}},
		{"two on time climb", []Settled{on, on}, Limit{Rung: 1, Cents: 5_000_00, ToNext: 2, Next: 8_000_00}},
		{"grace breaks the streak", []Settled{on, grace, on}, Limit{Rung: 0, Cents: 3_000_00, ToNext: 1, Next: 5_000_00}},
		{"late drops a rung", []Settled{on, on, on, on, late}, Limit{Rung: 1, Cents: 5_000_00, ToNext: 2, Next: 8_000_00}},
		{"never below the first rung", []Settled{late, late}, Limit{Rung: 0, Cents: 3_000_00, ToNext: 2, Next: 5_000_00}},
		{"top rung", slices.Repeat([]Settled{on}, 10), Limit{Rung: 3, Cents: 12_000_00}},
		{"stopped", []Settled{on, on, {DaysLate: 60}, on, on}, Limit{Stopped: true}},
		{"written off", []Settled{{WrittenOff: true}}, Limit{Stopped: true}},
	} {
		if got := l.LimitOf(tc.h); got != tc.want {
			t.Errorf("%s: %+v, want %+v", tc.name, got, tc.want)
		}
	}
	for name, bad := range map[string]Ladder{
		"falling":          {Rungs: []int64{5, 3}, UpAfter: 1, StopDays: 1},
		"empty":            {UpAfter: 1, StopDays: 1},
		"no climb":         {Rungs: []int64{5}, StopDays: 1},
		"stop under grace": {Rungs: []int64{5}, UpAfter: 1, GraceDays: 5, StopDays: 5},
	} {
		if bad.Check() == nil {
			t.Errorf("%s ladder passed", name)
		}
	}
}

func TestVelocityAndAffordability(t *testing.T) {
	v := Velocity{WindowDays: 30, MaxPerDevice: 3, MaxPerPhone: 2, MaxPerID: 2}
	if got := v.KnockOuts(Counts{Device: 3, Phone: 2, ID: 2, Account: 50}); got != nil {
		t.Fatalf("at the caps: %v (no cap on accounts)", got)
	}
	if got := v.KnockOuts(Counts{Device: 4, Phone: 1, ID: 3}); !slices.Equal(got, []string{KOVelocityDevice, KOVelocityID}) {
		t.Fatalf("over the caps: %v", got)
	}
	if bp := DebtServiceBP(20_000_00, 5_000_00, 3_000_00); bp != 4000 {
		t.Fatalf("DSR %d bp, want 4000", bp)
	}
	if bp := DebtServiceBP(3_000_00, 0, 1_00); bp != 4 { // 3.33 bp rounds up
		t.Fatalf("DSR %d bp, want 4 (rounded up)", bp)
	}
	if DebtServiceBP(0, 0, 1) < 10000 {
		t.Fatal("no income, any debt: the whole income and more")
	}
}
