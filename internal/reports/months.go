package reports

import (
	"bytes"
	"context"
	"encoding/csv"
	"errors"
	"fmt"
	"io"

	"github.com/pautang/pautang/internal/export"
	"github.com/pautang/pautang/internal/gl"
	"github.com/pautang/pautang/internal/journal"
	"github.com/pautang/pautang/internal/loans"
)

// The journal and the daily trial balance, with the closed months (docs/finance.md "Closed
// months"): the days of a closed month are served from what was stored when it was closed,
// the open days are posted from the ledger and the manual entries on the chart in force.

// JournalSource is what the journal is posted from: the chart, the loan ledger's entries by
// journal day, the books and the manual entries (the store on the pool, or store.Tx.Books in a
// close's unit of work).
type JournalSource interface {
	Chart(ctx context.Context) (journal.Chart, error)
	JournalRows(ctx context.Context, from, to loans.Date, each func(journal.Row) error) error
	Books(ctx context.Context) (*gl.Books, error)
	Entries(ctx context.Context, from, to loans.Date) ([]gl.ManualEntry, error)
}

// Closed reads the closed months and what was stored of them (store.Ledger).
type Closed interface {
	Period(ctx context.Context) (gl.Period, error)
	ClosedMonths(ctx context.Context) ([]gl.ClosedMonth, error)
	ClosedFile(ctx context.Context, month string, trial bool) ([]byte, string, error)
	ClosedLines(ctx context.Context, from, to loans.Date) ([]journal.TrialLine, error)
	FirstActivity(ctx context.Context) (loans.Date, error)
}

// Months is the state of the books' months: the closed ones (who closed them, when, who
// approved, their hashes), the first open day, and the next month to close with whether it
// may be closed today and why not.
type Months struct {
	Closed   []gl.ClosedMonth `json:"closed"`
	OpenFrom loans.Date       `json:"openFrom"` // '' while no month is closed
	Next     string           `json:"next"`     // the next month to close ('' while the books are empty)
	CanClose bool             `json:"canClose"` // whether Next may be closed today
	Why      string           `json:"why"`      // why not
	Today    loans.Date       `json:"today"`
}

// Months reads the closed months and the next one to close.
func (s *Service) Months(ctx context.Context) (Months, error) {
	out := Months{Today: s.Today()}
	var err error
	if out.Closed, err = s.Closed.ClosedMonths(ctx); err != nil {
		return out, err
	}
	p, err := s.Closed.Period(ctx)
	if err != nil {
		return out, err
	}
	first, err := s.Closed.FirstActivity(ctx)
	if err != nil {
		return out, err
	}
	out.OpenFrom = p.OpenFrom
	var next gl.Month
	switch {
	case !p.OpenFrom.IsZero():
		next = gl.MonthOf(p.OpenFrom)
	case !first.IsZero():
		next = gl.MonthOf(first)
	}
	out.Next = next.String()
	if err := gl.CheckClose(next, out.Today, p, first); err != nil {
		out.Why = err.Error()
	} else {
		out.CanClose = true
	}
	return out, nil
}

// live is the journal source on the store's pool.
type live struct{ s *Service }

func (l live) Chart(ctx context.Context) (journal.Chart, error) { return l.s.Figures.Chart(ctx) }
func (l live) JournalRows(ctx context.Context, from, to loans.Date, each func(journal.Row) error) error {
	return l.s.Figures.JournalRows(ctx, from, to, each)
}
func (l live) Books(ctx context.Context) (*gl.Books, error) { return l.s.Books.Books(ctx) }
func (l live) Entries(ctx context.Context, from, to loans.Date) ([]gl.ManualEntry, error) {
	return l.s.Books.Entries(ctx, from, to)
}

// postJournal writes the journal of from..to from src (with its header when header is set) to
// the writer open answers once the chart and the entries are read, the range's manual entries
// after the loan postings of their day; the exporter holds the trial balance of what it wrote.
func postJournal(ctx context.Context, src JournalSource, from, to loans.Date, header bool, open func() io.Writer) (*journal.Exporter, error) {
	chart, err := src.Chart(ctx)
	if err != nil {
		return nil, err
	}
	books, err := src.Books(ctx)
	if err != nil {
		return nil, err
	}
	entries, err := src.Entries(ctx, from, to)
	if err != nil {
		return nil, err
	}
	var x *journal.Exporter
	if header {
		if x, err = journal.NewExporter(open(), chart); err != nil {
			return nil, err
		}
	} else {
		x = journal.ContinueExporter(open(), chart)
	}
	// The manual entries of a day follow the day's loan postings.
	next := 0
	flush := func(before loans.Date, all bool) error {
		for ; next < len(entries) && (all || entries[next].Day.Before(before)); next++ {
			e := entries[next]
			kind, ref := "manual", fmt.Sprintf("manual:%d", e.ID)
			if e.Reverses != 0 {
				kind, ref = "reversal", fmt.Sprintf("reversal:%d", e.Reverses)
			}
			if err := x.WriteEntry(e.Day, fmt.Sprintf("JE-%d", e.ID), ref, kind, e.Memo, e.Adjusts, accountLines(books, e)); err != nil {
				return err
			}
		}
		return nil
	}
	err = src.JournalRows(ctx, from, to, func(row journal.Row) error {
		day := row.Entry.Day
		if !row.PostDay.IsZero() {
			day = row.PostDay
		}
		if err := flush(day, false); err != nil {
			return err
		}
		return x.Write(row)
	})
	if err != nil {
		return nil, err
	}
	if err := flush(loans.Date{}, true); err != nil {
		return nil, err
	}
	return x, x.Flush()
}

// MonthSnapshot posts month m's journal and trial balance from src as they are exported: what
// a close stores.
func MonthSnapshot(ctx context.Context, src JournalSource, m gl.Month) (gl.Snapshot, error) {
	var jb, tb bytes.Buffer
	x, err := postJournal(ctx, src, m.First(), m.Last(), true, func() io.Writer { return &jb })
	if err != nil {
		return gl.Snapshot{}, err
	}
	if err := x.Trial.WriteCSV(&tb); err != nil {
		return gl.Snapshot{}, err
	}
	snap := gl.Snapshot{Month: m, JournalCSV: jb.Bytes(), TrialCSV: tb.Bytes(), Lines: x.Trial.Lines(), Entries: int64(x.Entries())}
	for _, d := range x.Trial.Days() {
		snap.DebitCents += d.Debit
		snap.CreditCents += d.Credit
	}
	if snap.DebitCents != snap.CreditCents {
		return gl.Snapshot{}, fmt.Errorf("reports: the journal of %s does not balance: debits %d, credits %d", m, snap.DebitCents, snap.CreditCents)
	}
	return snap, nil
}

// span is the part of from..to in closed months and the part in open ones; a part that is
// empty has its to before its from.
type span struct {
	closedFrom, closedTo loans.Date
	openFrom, openTo     loans.Date
	months               []gl.ClosedMonth // the closed months the range touches, in order
}

func (sp span) hasClosed() bool { return !sp.closedTo.Before(sp.closedFrom) }
func (sp span) hasOpen() bool   { return !sp.openTo.Before(sp.openFrom) }

func (s *Service) span(ctx context.Context, from, to loans.Date) (span, error) {
	sp := span{closedFrom: from, closedTo: from.Add(-1), openFrom: from, openTo: to}
	p, err := s.Closed.Period(ctx)
	if err != nil {
		return sp, err
	}
	if !p.Closed(from) {
		return sp, nil
	}
	sp.closedTo = earlier(to, p.OpenFrom.Add(-1))
	if to.Before(p.OpenFrom) {
		sp.openFrom = to.Add(1)
	} else {
		sp.openFrom = p.OpenFrom
	}
	all, err := s.Closed.ClosedMonths(ctx)
	if err != nil {
		return sp, err
	}
	for _, c := range all {
		if !c.To.Before(from) && !c.From.After(to) {
			sp.months = append(sp.months, c)
		}
	}
	return sp, nil
}

func earlier(a, b loans.Date) loans.Date {
	if a.Before(b) {
		return a
	}
	return b
}

// ClosedIn lists the closed months that from..to touches (who closed them, when, the hashes).
func (s *Service) ClosedIn(ctx context.Context, from, to loans.Date) ([]gl.ClosedMonth, error) {
	sp, err := s.span(ctx, from, to)
	if sp.months == nil {
		sp.months = []gl.ClosedMonth{}
	}
	return sp.months, err
}

// storedRows writes the rows of a closed month's stored CSV that fall on from..to, byte for
// byte as stored (the header left out): the whole body when the month is inside the range.
func storedRows(w io.Writer, b []byte, from, to loans.Date) error {
	r := csv.NewReader(bytes.NewReader(b))
	r.FieldsPerRecord = -1
	r.ReuseRecord = true
	start := int64(-1)
	for {
		rec, err := r.Read()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return fmt.Errorf("reports: a stored closed month is unreadable: %w", err)
		}
		end := r.InputOffset()
		if start < 0 { // the header
			start = end
			continue
		}
		if d, err := loans.ParseDate(rec[0]); err == nil && !d.Before(from) && !d.After(to) {
			if _, err := w.Write(b[start:end]); err != nil {
				return err
			}
		}
		start = end
	}
}

// WriteJournal streams the journal of a range as CSV to the writer open answers once what it
// needs is read (a failure before that opened nothing): the days of closed months as their
// stored journal holds them, then the open days, one ledger entry at a time with the manual
// entries (read whole: they are few) after the loan postings of their day.
func (s *Service) WriteJournal(ctx context.Context, from, to loans.Date, open func() io.Writer) error {
	sp, err := s.span(ctx, from, to)
	if err != nil {
		return err
	}
	if !sp.hasClosed() {
		_, err := postJournal(ctx, live{s}, from, to, true, open)
		return err
	}
	files := make([][]byte, len(sp.months))
	for i, c := range sp.months {
		if files[i], _, err = s.Closed.ClosedFile(ctx, c.Month, false); err != nil {
			return err
		}
	}
	w := open()
	if _, err := io.WriteString(w, csvLine(journal.JournalHeader)); err != nil {
		return err
	}
	for _, b := range files {
		if err := storedRows(w, b, sp.closedFrom, sp.closedTo); err != nil {
			return err
		}
	}
	if !sp.hasOpen() {
		return nil
	}
	_, err = postJournal(ctx, live{s}, sp.openFrom, sp.openTo, false, func() io.Writer { return w })
	return err
}

// csvLine is a header as the CSV writer writes it.
func csvLine(fields []string) string {
	var b bytes.Buffer
	cw := export.NewCSV(&b)
	_ = cw.Write(fields)
	cw.Flush()
	return b.String()
}

// Trial is the daily trial balance of a range: the closed days as stored when their month was
// closed, the open days posted now.
type Trial struct {
	*journal.TrialBalance // every day of the range
	Closed                []gl.ClosedMonth
	closedCSV             [][]byte
	sp                    span
	open                  *journal.TrialBalance
}

// WriteCSV writes the trial balance: the stored rows of the closed days, byte for byte, then
// the open days'.
func (t Trial) WriteCSV(w io.Writer) error {
	if len(t.closedCSV) == 0 {
		return t.open.WriteCSV(w)
	}
	if _, err := io.WriteString(w, csvLine(journal.TrialHeader)); err != nil {
		return err
	}
	for _, b := range t.closedCSV {
		if err := storedRows(w, b, t.sp.closedFrom, t.sp.closedTo); err != nil {
			return err
		}
	}
	return t.open.WriteCSVRows(w)
}

// TrialBalance is the daily trial balance of from..to: the closed days from what was stored,
// the open days from the ledger and the manual entries on the chart in force.
func (s *Service) TrialBalance(ctx context.Context, from, to loans.Date) (Trial, error) {
	sp, err := s.span(ctx, from, to)
	if err != nil {
		return Trial{}, err
	}
	chart, err := s.Figures.Chart(ctx)
	if err != nil {
		return Trial{}, err
	}
	t := Trial{TrialBalance: journal.NewTrialBalance(chart), Closed: sp.months, sp: sp, open: journal.NewTrialBalance(chart)}
	if t.Closed == nil {
		t.Closed = []gl.ClosedMonth{}
	}
	if sp.hasClosed() {
		for _, c := range sp.months {
			b, _, err := s.Closed.ClosedFile(ctx, c.Month, true)
			if err != nil {
				return Trial{}, err
			}
			t.closedCSV = append(t.closedCSV, b)
		}
		lines, err := s.Closed.ClosedLines(ctx, sp.closedFrom, sp.closedTo)
		if err != nil {
			return Trial{}, err
		}
		for _, l := range lines {
			t.AddLines(l.Day, []journal.AccountLine{{Account: l.Account, Debit: l.Debit, Credit: l.Credit}})
		}
	}
	if sp.hasOpen() {
		x, err := postJournal(ctx, live{s}, sp.openFrom, sp.openTo, false, func() io.Writer { return io.Discard })
		if err != nil {
			return Trial{}, err
		}
		t.open = x.Trial
		for _, l := range x.Trial.Lines() {
			t.AddLines(l.Day, []journal.AccountLine{{Account: l.Account, Debit: l.Debit, Credit: l.Credit}})
		}
	}
	return t, nil
}
