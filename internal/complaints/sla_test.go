package complaints

import "testing"

func TestSLAOf(t *testing.T) {
	for _, tc := range []struct {
		name                    string
		replyBy, replied, today string
		want                    SLA
	}{
		{"OnTimeSameDay", "2026-11-25", "2026-11-25", "2026-11-30", SLAOnTime},
		{"OnTimeEarly", "2026-11-25", "2026-11-23", "2026-11-23", SLAOnTime},
		{"LateByADay", "2026-11-25", "2026-11-26", "2026-11-26", SLALate},
		{"OpenWithinPromise", "2026-11-25", "", "2026-11-25", SLAOpen},
		{"OpenPastPromise", "2026-11-25", "", "2026-11-26", SLAOpenOverdue},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := SLAOf(tc.replyBy, tc.replied, tc.today); got != tc.want {
				t.Fatalf("got %d, want %d", got, tc.want)
			}
		})
	}
}
