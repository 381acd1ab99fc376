package privacy

import (
	"testing"
	"time"

	"github.com/pautang/pautang/internal/clock"
)

// A request opened any time of a Manila day is due at the end of the 30th day after it.
func TestDueAtIsTheEndOfThe30thManilaDay(t *testing.T) {
	for _, opened := range []time.Time{
		time.Date(2026, 11, 27, 0, 0, 1, 0, clock.Manila),
		time.Date(2026, 11, 27, 23, 59, 0, 0, clock.Manila),
	} {
		want := time.Date(2026, 12, 28, 0, 0, 0, 0, clock.Manila).UnixMilli() - 1
		if got := DueAt(opened.UnixMilli()); got != want {
			t.Errorf("opened %s: due %s, want %s", opened, time.UnixMilli(got).In(clock.Manila), time.UnixMilli(want).In(clock.Manila))
		}
	}
}

// The clock counts whole days left, is overdue past the due time, and once met stops; a
// deadline met late stays overdue.
func TestClock(t *testing.T) {
	day := int64(24 * time.Hour / time.Millisecond)
	due := int64(100 * day)
	for _, c := range []struct {
		name     string
		met, now int64
		days     int
		overdue  bool
		leftMs   int64
	}{
		{"two and a half days left", 0, due - 5*day/2, 2, false, 5 * day / 2},
		{"the last hours", 0, due - 1000, 0, false, 1000},
		{"one ms late", 0, due + 1, -1, true, -1},
		{"three days late", 0, due + 3*day, -3, true, -3 * day},
		{"met in time", due - day, due + 9*day, 0, false, 0},
		{"met late", due + day, due + 9*day, 0, true, 0},
	} {
		got := ClockAt(due, c.met, c.now)
		if got.DaysLeft != c.days || got.Overdue != c.overdue || got.LeftMs != c.leftMs || got.MetAt != c.met {
			t.Errorf("%s: %+v", c.name, got)
		}
	}
	if NotifyDue(1000) != 1000+72*3600*1000 {
		t.Fatal("breach notifications are due 72 hours after the discovery")
	}
}

// What a request must carry: a correction names the field and a valid value; a birth date to
// come or a name with digits is refused; only marketing may be withdrawn.
func TestRequestCheck(t *testing.T) {
	now := time.Date(2026, 11, 27, 10, 0, 0, 0, clock.Manila)
	ok := []Request{{Kind: KindAccess, Field: "x", Value: "y"}, {Kind: KindErasure}, {Kind: KindCorrection, Field: FieldName, Value: "Ma. Clara  de la Cruz"},
		{Kind: KindCorrection, Field: FieldBirthDate, Value: "1990-02-28"}, {Kind: KindCorrection, Field: FieldOther, Detail: "my address"}}
	for _, r := range ok {
		got, err := r.Check(now)
		if err != nil {
			t.Errorf("%+v: %v", r, err)
		}
		if r.Kind == KindAccess && (got.Field != "" || got.Value != "") {
			t.Errorf("access keeps a field: %+v", got)
		}
	}
	bad := []Request{{Kind: "delete"}, {Kind: KindCorrection}, {Kind: KindCorrection, Field: FieldName, Value: "R2D2"},
		{Kind: KindCorrection, Field: FieldBirthDate, Value: "2027-01-01"}, {Kind: KindCorrection, Field: FieldBirthDate, Value: "1990-02-30"},
		{Kind: KindCorrection, Field: FieldOther}, {Kind: KindAccess, Detail: string(make([]byte, MaxDetail+1))}}
	for _, r := range bad {
		if _, err := r.Check(now); err == nil {
			t.Errorf("%+v accepted", r)
		}
	}
	if !Withdrawable(ConsentMarketing) || Withdrawable(ConsentCICNotice) || Withdrawable(ConsentPrivacyNotice) {
		t.Fatal("only marketing may be withdrawn")
	}
}
