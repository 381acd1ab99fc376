package admin

import (
	"reflect"
	"testing"

	"github.com/pautang/pautang/internal/loans"
)

func TestOverdueTotals(t *testing.T) {
	today, _ := loans.ParseDate("2026-11-23")
	groups := []OverdueGroup{
		{Since: today, Loans: 9, PayoffCents: 1},               // 0 days: at status 180, at least day 1
		{Since: today.Add(-7), Loans: 1, PayoffCents: 7},       // 7
		{Since: today.Add(-8), Loans: 1, PayoffCents: 8},       // 8
		{Since: today.Add(-1), Loans: 2, PayoffCents: 100},     // 1
		{Since: today.Add(-30), Loans: 1, PayoffCents: 10},     // 30
		{Since: today.Add(-31), Loans: 3, PayoffCents: 1000},   // 31
		{Since: today.Add(-90), Loans: 1, PayoffCents: 5},      // 90
		{Since: today.Add(-91), Loans: 4, PayoffCents: 70000},  // 91
		{Since: today.Add(-400), Loans: 1, PayoffCents: 30000}, // 400
		{Loans: 5, PayoffCents: 999},                           // no day kept: day 1
	}
	got := OverdueTotals(groups, today)
	want := []BucketTotal{{"1-7", 17, 1107}, {"8-30", 2, 18}, {"31-60", 3, 1000}, {"61-90", 1, 5}, {"90+", 5, 100000}}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("got %+v, want %+v", got, want)
	}
	var n int64
	for _, g := range groups {
		n += g.Loans
	}
	var sum int64
	for _, b := range got {
		sum += b.Count
	}
	if sum != n {
		t.Fatalf("the buckets hold %d loans, the groups %d", sum, n)
	}
}
