package jobs

import (
	"testing"
	"time"
)

// The schedule runs in the middle of each period of the clock, whatever the time it starts from.
func TestAlignedSchedule(t *testing.T) {
	a := aligned{10 * time.Minute}
	base := time.Date(2026, 11, 27, 9, 0, 0, 0, time.UTC)
	for _, c := range []struct{ now, want string }{
		{"09:00:00", "09:05:00"},
		{"09:04:59", "09:05:00"},
		{"09:05:00", "09:15:00"},
		{"09:09:59", "09:15:00"},
		{"09:55:01", "10:05:00"},
	} {
		now, _ := time.Parse("15:04:05", c.now)
		now = base.Add(time.Duration(now.Hour())*time.Hour + time.Duration(now.Minute())*time.Minute + time.Duration(now.Second())*time.Second - 9*time.Hour)
		got := a.Next(now).Format("15:04:05")
		if got != c.want {
			t.Errorf("Next(%s) = %s, want %s", c.now, got, c.want)
		}
	}
}
