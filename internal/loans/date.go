package loans

import (
	"fmt"
	"time"

	"github.com/pautang/pautang/internal/clock"
)

// Date is a calendar day in Asia/Manila. It carries no time of day, so day arithmetic and
// comparisons are exact whatever the server's zone; the zero Date means "no date".
type Date struct {
	Year  int
	Month time.Month
	Day   int
}

// NewDate returns the day y-m-d, normalising out-of-range values like time.Date does.
func NewDate(y int, m time.Month, d int) Date {
	return dateFromUTC(time.Date(y, m, d, 0, 0, 0, 0, time.UTC))
}

// DateOf returns the Manila calendar day that contains t.
func DateOf(t time.Time) Date {
	t = t.In(clock.Manila)
	return Date{Year: t.Year(), Month: t.Month(), Day: t.Day()}
}

// ParseDate reads a "2006-01-02" day.
func ParseDate(s string) (Date, error) {
	t, err := time.Parse(time.DateOnly, s)
	if err != nil {
		return Date{}, fmt.Errorf("loans: invalid date %q: %w", s, err)
	}
	return dateFromUTC(t), nil
}

func dateFromUTC(t time.Time) Date { return Date{Year: t.Year(), Month: t.Month(), Day: t.Day()} }

// utc is the day's midnight in UTC, where every day is exactly 24 hours long.
func (d Date) utc() time.Time { return time.Date(d.Year, d.Month, d.Day, 0, 0, 0, 0, time.UTC) }

// Time returns the start of the day (00:00) in Manila.
func (d Date) Time() time.Time {
	return time.Date(d.Year, d.Month, d.Day, 0, 0, 0, 0, clock.Manila)
}

// Add returns the day n calendar days later (earlier when n is negative).
func (d Date) Add(days int) Date { return dateFromUTC(d.utc().AddDate(0, 0, days)) }

// Sub returns the number of calendar days from o to d (positive when d is later).
func (d Date) Sub(o Date) int { return int((d.utc().Unix() - o.utc().Unix()) / 86400) }

// Compare returns -1, 0 or +1 as d is before, equal to or after o.
func (d Date) Compare(o Date) int { return d.utc().Compare(o.utc()) }

// Before reports whether d is an earlier day than o.
func (d Date) Before(o Date) bool { return d.Compare(o) < 0 }

// After reports whether d is a later day than o.
func (d Date) After(o Date) bool { return d.Compare(o) > 0 }

// IsZero reports whether d is the zero Date ("no date").
func (d Date) IsZero() bool { return d == Date{} }

// String formats the day as "2006-01-02" (empty for the zero Date), the format the API shows.
func (d Date) String() string {
	if d.IsZero() {
		return ""
	}
	return fmt.Sprintf("%04d-%02d-%02d", d.Year, int(d.Month), d.Day)
}

// MarshalText encodes the day as "2006-01-02" so JSON carries the same text the UI shows.
func (d Date) MarshalText() ([]byte, error) { return []byte(d.String()), nil }

// UnmarshalText decodes "2006-01-02"; an empty text is the zero Date.
func (d *Date) UnmarshalText(b []byte) error {
	if len(b) == 0 {
		*d = Date{}
		return nil
	}
	v, err := ParseDate(string(b))
	if err != nil {
		return err
	}
	*d = v
	return nil
}
