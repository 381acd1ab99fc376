package collections

import (
	"testing"

	"github.com/pautang/pautang/internal/loans"
)

func TestQueueTotals(t *testing.T) {
	today, _ := loans.ParseDate("2026-03-31")
	cases := []struct {
		name  string
		byDay map[string]DayTotal
		want  map[string]BucketTotal
	}{
		{"empty queue has every bucket at zero", nil, map[string]BucketTotal{}},
		{"days sorted into buckets", map[string]DayTotal{
			"2026-03-30": {Count: 2, Cents: 1000}, // 1 day
			"2026-03-24": {Count: 1, Cents: 500},  // 7 days
			"2026-03-23": {Count: 1, Cents: 300},  // 8 days
			"2025-12-31": {Count: 4, Cents: 9000}, // 90 days
			"2025-12-30": {Count: 1, Cents: 100},  // 91 days
		}, map[string]BucketTotal{
			"1-7": {"1-7", 3, 1500}, "8-30": {"8-30", 1, 300}, "61-90": {"61-90", 4, 9000}, "90+": {"90+", 1, 100},
		}},
		{"not yet past due counts nowhere", map[string]DayTotal{"2026-03-31": {Count: 5, Cents: 5}}, map[string]BucketTotal{}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := QueueTotals(c.byDay, today)
			if len(got) != len(Buckets) {
				t.Fatalf("got %d buckets, want %d", len(got), len(Buckets))
			}
			for i, b := range got {
				if b.Name != Buckets[i].Name {
					t.Errorf("bucket %d is %q, want %q", i, b.Name, Buckets[i].Name)
				}
				want := c.want[b.Name]
				if b.Count != want.Count || b.AmountCents != want.AmountCents {
					t.Errorf("bucket %s: got %d/%d, want %d/%d", b.Name, b.Count, b.AmountCents, want.Count, want.AmountCents)
				}
			}
		})
	}
}
