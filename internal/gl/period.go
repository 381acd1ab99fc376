package gl

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"time"

	"github.com/pautang/pautang/internal/journal"
	"github.com/pautang/pautang/internal/loans"
)

// Closed months (docs/finance.md "Closed months"). The books are closed a month at a time, in
// order: the months before the first open day are closed, and nothing posts into them again.
// A posting dated in a closed month posts on the first open day instead, as an adjusting entry
// that names the month it adjusts.

// Month is an accounting month.
type Month struct {
	Year  int
	Month time.Month
}

// MonthOf is the month of day d.
func MonthOf(d loans.Date) Month { return Month{d.Year, d.Month} }

// ParseMonth reads "YYYY-MM".
func ParseMonth(s string) (Month, error) {
	t, err := time.Parse("2006-01", s)
	if err != nil || len(s) != 7 {
		return Month{}, fmt.Errorf("%q is not a month (YYYY-MM)", s)
	}
	return Month{t.Year(), t.Month()}, nil
}

// String is "YYYY-MM" (” for the zero month).
func (m Month) String() string {
	if m.IsZero() {
		return ""
	}
	return fmt.Sprintf("%04d-%02d", m.Year, int(m.Month))
}

// IsZero reports the zero month (no month).
func (m Month) IsZero() bool { return m == Month{} }

// First is the month's first day.
func (m Month) First() loans.Date { return loans.NewDate(m.Year, m.Month, 1) }

// Last is the month's last day.
func (m Month) Last() loans.Date { return m.Next().First().Add(-1) }

// Next is the month after m.
func (m Month) Next() Month { return MonthOf(m.First().Add(32)) }

// Prev is the month before m.
func (m Month) Prev() Month { return MonthOf(m.First().Add(-1)) }

// Period is how far the books are closed: OpenFrom is the first day of the first open month
// (the zero day while no month is closed).
type Period struct {
	OpenFrom loans.Date
}

// Closed reports whether day d is in a closed month.
func (p Period) Closed(d loans.Date) bool { return !p.OpenFrom.IsZero() && d.Before(p.OpenFrom) }

// LastClosed is the last closed month (the zero month while none is).
func (p Period) LastClosed() Month {
	if p.OpenFrom.IsZero() {
		return Month{}
	}
	return MonthOf(p.OpenFrom).Prev()
}

// PostingDay is the day a posting asked for day posts on: day itself in an open month; in a
// closed month the first open day, and the month it adjusts.
func PostingDay(day loans.Date, p Period) (loans.Date, Month) {
	if p.Closed(day) {
		return p.OpenFrom, MonthOf(day)
	}
	return day, Month{}
}

// CheckClose says why month m may not be closed on today, given the period and the first day
// with a posting (zero when the books are empty); nil when it may. A month is closed after its
// last day, and in order: the month after the last closed one, or, while none is closed, the
// month of the first posting.
func CheckClose(m Month, today loans.Date, p Period, firstActivity loans.Date) error {
	if m.IsZero() {
		return fmt.Errorf("no month given")
	}
	if !today.After(m.Last()) {
		return fmt.Errorf("%s has not ended: it can be closed from %s", m, m.Next().First())
	}
	if p.Closed(m.First()) {
		return fmt.Errorf("%s is already closed", m)
	}
	if !p.OpenFrom.IsZero() {
		if want := MonthOf(p.OpenFrom); m != want {
			return fmt.Errorf("months are closed in order: close %s first", want)
		}
		return nil
	}
	if firstActivity.IsZero() {
		return fmt.Errorf("the books have no postings yet: there is no month to close")
	}
	if want := MonthOf(firstActivity); m != want {
		if MonthOf(firstActivity).First().After(m.First()) {
			return fmt.Errorf("the books start in %s: there is nothing to close before it", want)
		}
		return fmt.Errorf("months are closed in order: close %s, the first month with postings, first", want)
	}
	return nil
}

// ClosedMonth is a closed month as the reports show it: its days, what its trial balance
// summed, how many journal entries it held, the SHA-256 of its stored journal and trial
// balance CSV, and who closed it.
type ClosedMonth struct {
	Month         string     `json:"month"`
	From          loans.Date `json:"from"`
	To            loans.Date `json:"to"`
	Entries       int64      `json:"entries"`
	DebitCents    int64      `json:"debitCents"`
	CreditCents   int64      `json:"creditCents"`
	JournalSHA256 string     `json:"journalSha256"`
	TrialSHA256   string     `json:"trialSha256"`
	RequestID     int64      `json:"requestId"`
	MakerID       int64      `json:"makerId"`
	MakerName     string     `json:"makerName"`
	CheckerID     int64      `json:"checkerId"`
	CheckerName   string     `json:"checkerName"`
	ClosedAt      int64      `json:"closedAt"`
}

// Snapshot is what the books said of a month when it was closed: its journal CSV and trial
// balance CSV as they were exported, the trial balance's lines, the journal entries it held
// and the trial balance's totals.
type Snapshot struct {
	Month       Month
	JournalCSV  []byte
	TrialCSV    []byte
	Lines       []journal.TrialLine
	Entries     int64
	DebitCents  int64
	CreditCents int64
}

// SHA256 is the hex SHA-256 of b.
func SHA256(b []byte) string {
	h := sha256.Sum256(b)
	return hex.EncodeToString(h[:])
}

// Record is the closed month the snapshot makes.
func (s Snapshot) Record() ClosedMonth {
	return ClosedMonth{Month: s.Month.String(), From: s.Month.First(), To: s.Month.Last(), Entries: s.Entries,
		DebitCents: s.DebitCents, CreditCents: s.CreditCents, JournalSHA256: SHA256(s.JournalCSV), TrialSHA256: SHA256(s.TrialCSV)}
}
