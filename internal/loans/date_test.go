package loans

import (
	"encoding/json"
	"testing"
	"time"
)

func TestDateOf(t *testing.T) {
	tests := []struct {
		name string
		at   time.Time
		want string
	}{
		{"OK", time.Date(2026, 3, 1, 3, 0, 0, 0, time.UTC), "2026-03-01"},
		{"LastSecondOfManilaDay", time.Date(2026, 3, 1, 15, 59, 59, 0, time.UTC), "2026-03-01"},
		{"ManilaMidnight", time.Date(2026, 3, 1, 16, 0, 0, 0, time.UTC), "2026-03-02"},
		{"OtherZone", time.Date(2026, 12, 31, 23, 0, 0, 0, time.FixedZone("X", -5*3600)), "2027-01-01"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := DateOf(tt.at).String(); got != tt.want {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}
}

func TestDateArithmetic(t *testing.T) {
	tests := []struct {
		name string
		from string
		days int
		want string
	}{
		{"OK", "2026-01-01", 91, "2026-04-02"},
		{"LeapDay", "2028-02-28", 1, "2028-02-29"},
		{"NoLeapDay", "2026-02-28", 1, "2026-03-01"},
		{"YearEnd", "2026-12-31", 1, "2027-01-01"},
		{"Backwards", "2026-03-01", -1, "2026-02-28"},
		{"Zero", "2026-05-05", 0, "2026-05-05"},
		{"Long", "2026-01-01", 365, "2027-01-01"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			from := d(t, tt.from)
			got := from.Add(tt.days)
			if got.String() != tt.want {
				t.Errorf("got %v, want %v", got, tt.want)
			}
			if back := got.Sub(from); back != tt.days {
				t.Errorf("Sub: got %v, want %v", back, tt.days)
			}
		})
	}
}

func TestDateCompare(t *testing.T) {
	a, b := d(t, "2026-01-31"), d(t, "2026-02-01")
	if !a.Before(b) || a.After(b) || b.Before(a) || !b.After(a) {
		t.Errorf("got wrong order for %v and %v", a, b)
	}
	if a.Compare(a) != 0 || a.Compare(b) != -1 || b.Compare(a) != 1 {
		t.Errorf("got wrong Compare for %v and %v", a, b)
	}
	if got, want := NewDate(2026, 2, 30), d(t, "2026-03-02"); got != want {
		t.Errorf("NewDate normalise: got %v, want %v", got, want)
	}
	if got, want := d(t, "2026-02-01").Time(), time.Date(2026, 1, 31, 16, 0, 0, 0, time.UTC); !got.Equal(want) {
		t.Errorf("Time: got %v, want %v", got, want)
	}
}

func TestDateZeroAndText(t *testing.T) {
	var zero Date
	if !zero.IsZero() || zero.String() != "" {
		t.Errorf("got %q, want empty zero date", zero.String())
	}
	if d(t, "2026-01-01").IsZero() {
		t.Error("got zero, want non-zero")
	}
	type doc struct {
		Due  Date `json:"due"`
		None Date `json:"none"`
	}
	b, err := json.Marshal(doc{Due: d(t, "2026-07-04")})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := string(b), `{"due":"2026-07-04","none":""}`; got != want {
		t.Errorf("got %v, want %v", got, want)
	}
	var back doc
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if back.Due != d(t, "2026-07-04") || !back.None.IsZero() {
		t.Errorf("got %+v, want the same dates back", back)
	}
	if err := json.Unmarshal([]byte(`{"due":"2026-13-01"}`), &back); err == nil {
		t.Error("got nil error for month 13, want an error")
	}
	if _, err := ParseDate("01/02/2026"); err == nil {
		t.Error("got nil error, want an error")
	}
}
