package loans

import "testing"

func TestPayableOn(t *testing.T) {
	p := testProduct() // prepaying from half the 91-day term: 46 days after disbursement
	disbursed := d(t, "2026-01-01")
	tests := []struct {
		name                       string
		day                        string
		st                         Standing
		wantMax, wantNow           int64
		wantPrepayFrom, wantNextAt string
	}{
		{
			name: "RepayingBeforePrepayNothingDue",
			day:  "2026-01-12",
			st:   Standing{NextDueDate: d(t, "2026-04-02"), NextAmountCents: 171000, DueSoonCents: 0, PayoffCents: 171000},
			// Payable from the earlier of prepaying (2026-02-16) and 3 days before the due date.
			wantMax: 0, wantNow: 0, wantPrepayFrom: "2026-02-16", wantNextAt: "2026-02-16",
		},
		{
			name:    "DueSoonBeforePrepay",
			day:     "2026-01-20",
			st:      Standing{NextDueDate: d(t, "2026-01-22"), NextAmountCents: 60000, DueSoonCents: 60000, PayoffCents: 171000},
			wantMax: 60000, wantNow: 60000, wantPrepayFrom: "2026-02-16",
		},
		{
			name:    "InstallmentDueBeforePrepayDate",
			day:     "2026-01-12",
			st:      Standing{NextDueDate: d(t, "2026-01-31"), NextAmountCents: 60000, DueSoonCents: 0, PayoffCents: 171000},
			wantMax: 0, wantNow: 0, wantPrepayFrom: "2026-02-16", wantNextAt: "2026-01-28",
		},
		{
			name:    "AfterPrepayDate",
			day:     "2026-02-16",
			st:      Standing{NextDueDate: d(t, "2026-04-02"), NextAmountCents: 171000, DueSoonCents: 0, PayoffCents: 171000},
			wantMax: 171000, wantNow: 171000,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tt.st.Day = d(t, tt.day)
			got := PayableOn(tt.st, p, disbursed)
			str := func(x Date) string {
				if x.IsZero() {
					return ""
				}
				return x.String()
			}
			if got.MaxCents != tt.wantMax || got.NowCents != tt.wantNow || str(got.PrepayFrom) != tt.wantPrepayFrom || str(got.NextPayableFrom) != tt.wantNextAt {
				t.Errorf("got max %d now %d prepayFrom %q nextFrom %q, want %d %d %q %q", got.MaxCents, got.NowCents,
					str(got.PrepayFrom), str(got.NextPayableFrom), tt.wantMax, tt.wantNow, tt.wantPrepayFrom, tt.wantNextAt)
			}
		})
	}
}
