package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/gl"
	"github.com/pautang/pautang/internal/journal"
	"github.com/pautang/pautang/internal/loans"
)

// Closed accounting months (internal/gl period.go, docs/finance.md "Closed months"): the
// period (books_period.open_from), the closed months with their stored journal and trial
// balance, and the close itself.

// CodeMonthClosed refuses a posting dated in a closed month (the store's last guard).
const CodeMonthClosed = "books_month_closed"

// CodeCloseStale refuses a close whose month is no longer the next to close (another close
// came first).
const CodeCloseStale = "books_close_stale"

// CodeMonthNotClosed answers a stored file asked of a month that is not closed.
const CodeMonthNotClosed = "books_month_not_closed"

func readPeriod(ctx context.Context, q Querier) (gl.Period, error) {
	var open string
	if err := q.QueryRowContext(ctx, `SELECT open_from FROM books_period WHERE id = 1`).Scan(&open); err != nil {
		return gl.Period{}, fmt.Errorf("store: unable to read the books' period: %w", err)
	}
	if open == "" {
		return gl.Period{}, nil
	}
	d, err := loans.ParseDate(open)
	if err != nil {
		return gl.Period{}, fmt.Errorf("store: the books are open from %q: %w", open, err)
	}
	return gl.Period{OpenFrom: d}, nil
}

func readFirstActivity(ctx context.Context, q Querier) (loans.Date, error) {
	var first string
	err := q.QueryRowContext(ctx, `SELECT COALESCE(MIN(d), '') FROM (SELECT MIN(day) AS d FROM ledger_entries
		UNION ALL SELECT MIN(day) AS d FROM gl_entries) x`).Scan(&first)
	if err != nil {
		return loans.Date{}, fmt.Errorf("store: unable to read the books' first day: %w", err)
	}
	if first == "" {
		return loans.Date{}, nil
	}
	return loans.ParseDate(first)
}

// Period is how far the books are closed.
func (s Ledger) Period(ctx context.Context) (gl.Period, error) { return readPeriod(ctx, s.DB) }

// FirstActivity is the first day with a loan ledger entry or a manual entry (zero when none).
func (s Ledger) FirstActivity(ctx context.Context) (loans.Date, error) {
	return readFirstActivity(ctx, s.DB)
}

// ClosedMonths lists the closed months, oldest first, with who closed them.
func (s Ledger) ClosedMonths(ctx context.Context) ([]gl.ClosedMonth, error) {
	out := []gl.ClosedMonth{}
	err := queryEach(ctx, s.DB, `SELECT c.month, c.first_day, c.last_day, c.entries, c.debit, c.credit, c.journal_sha256, c.trial_sha256,
		c.request_id, c.maker_id, COALESCE(m.name, ''), c.checker_id, COALESCE(k.name, ''), c.closed_at
		FROM closed_months c LEFT JOIN operators m ON m.id = c.maker_id LEFT JOIN operators k ON k.id = c.checker_id
		ORDER BY c.month`, nil, func(r Row) error {
		var c gl.ClosedMonth
		var from, to string
		if err := r.Scan(&c.Month, &from, &to, &c.Entries, &c.DebitCents, &c.CreditCents, &c.JournalSHA256, &c.TrialSHA256,
			&c.RequestID, &c.MakerID, &c.MakerName, &c.CheckerID, &c.CheckerName, &c.ClosedAt); err != nil {
			return err
		}
		var err error
		if c.From, err = loans.ParseDate(from); err == nil {
			c.To, err = loans.ParseDate(to)
		}
		out = append(out, c)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("store: unable to read the closed months: %w", err)
	}
	return out, nil
}

// ClosedFile is one stored file of a closed month: its journal CSV (trial false) or its trial
// balance CSV (trial true), with the SHA-256 stored beside it.
func (s Ledger) ClosedFile(ctx context.Context, month string, trial bool) ([]byte, string, error) {
	col, sum := "journal_csv", "journal_sha256"
	if trial {
		col, sum = "trial_csv", "trial_sha256"
	}
	var b []byte
	var sha string
	err := s.DB.QueryRowContext(ctx, `SELECT `+col+`, `+sum+` FROM closed_months WHERE month = $1`, month).Scan(&b, &sha)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, "", apperr.Newf(CodeMonthNotClosed, "%s is not closed.", month)
	}
	if err != nil {
		return nil, "", fmt.Errorf("store: unable to read the closed month %s: %w", month, err)
	}
	return b, sha, nil
}

// ClosedLines are the stored trial balance lines of the closed days from..to, by day and
// account.
func (s Ledger) ClosedLines(ctx context.Context, from, to loans.Date) ([]journal.TrialLine, error) {
	var out []journal.TrialLine
	err := queryEach(ctx, s.DB, `SELECT day, account_code, account_name, debit, credit FROM closed_month_lines
		WHERE day >= $1 AND day <= $2 ORDER BY day, account_code`, []any{from.String(), to.String()}, func(r Row) error {
		var l journal.TrialLine
		var day string
		if err := r.Scan(&day, &l.Account.Code, &l.Account.Name, &l.Debit, &l.Credit); err != nil {
			return err
		}
		d, err := loans.ParseDate(day)
		l.Day = d
		out = append(out, l)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("store: unable to read the closed months' trial balance: %w", err)
	}
	return out, nil
}

// BooksView reads the journal and the books in one unit of work (what a close snapshots).
type BooksView struct{ q Querier }

// Chart is the chart of accounts in force.
func (v BooksView) Chart(ctx context.Context) (journal.Chart, error) { return readChart(ctx, v.q) }

// JournalRows streams the ledger entries the journal posts on from..to.
func (v BooksView) JournalRows(ctx context.Context, from, to loans.Date, each func(journal.Row) error) error {
	return journalRows(ctx, v.q, from, to, each)
}

// Books is the general ledger's chart.
func (v BooksView) Books(ctx context.Context) (*gl.Books, error) { return readBooks(ctx, v.q) }

// Entries lists the manual entries of from..to with their lines.
func (v BooksView) Entries(ctx context.Context, from, to loans.Date) ([]gl.ManualEntry, error) {
	return readEntries(ctx, v.q, from, to)
}

// Books reads the journal and the books inside the unit of work t.
func (t *Tx) Books() BooksView { return BooksView{t.q} }

// Period is how far the books are closed, read in the unit of work t.
func (t *Tx) Period(ctx context.Context) (gl.Period, error) { return readPeriod(ctx, t.q) }

// FirstActivity is the books' first day, read in the unit of work t.
func (t *Tx) FirstActivity(ctx context.Context) (loans.Date, error) {
	return readFirstActivity(ctx, t.q)
}

// LockBooks keeps every other writer off the ledger and the manual entries until t ends, and
// waits for those writing now: what t then reads of them is what the books hold when it
// commits. PostgreSQL locks both tables (SHARE ROW EXCLUSIVE: readers go on, writers wait;
// a writer's statement then runs on a snapshot taken after t's commit, so it sees the month
// closed); SQLite's BEGIN IMMEDIATE already keeps every other writer out.
func (t *Tx) LockBooks(ctx context.Context) error {
	if t.s.Dialect != Postgres {
		return nil
	}
	if _, err := t.q.ExecContext(ctx, `LOCK TABLE ledger_entries, gl_entries IN SHARE ROW EXCLUSIVE MODE`); err != nil {
		return fmt.Errorf("store: unable to lock the books: %w", err)
	}
	return nil
}

// CloseMonth stores the snapshot of a month, moves the books' open day to the next month and
// writes the audit row, in the unit of work t: the month must be the next to close (one
// conditional update of the period; books_close_stale otherwise) and is closed once (its key).
func (t *Tx) CloseMonth(ctx context.Context, snap gl.Snapshot, c gl.ClosedMonth, audit admin.Entry) error {
	m := snap.Month
	prev, _ := readPeriod(ctx, t.q)
	want := ""
	if !prev.OpenFrom.IsZero() {
		want = m.First().String()
	}
	now := t.s.Now()
	res, err := t.q.ExecContext(ctx, `UPDATE books_period SET open_from = $1 WHERE id = 1 AND open_from = $2`, m.Next().First().String(), want)
	if err != nil {
		return fmt.Errorf("store: unable to close %s: %w", m, err)
	}
	if n, _ := res.RowsAffected(); n != 1 {
		return apperr.Newf(CodeCloseStale, "%s is no longer the next month to close: the books changed since.", m)
	}
	if _, err := t.q.ExecContext(ctx, `INSERT INTO closed_months (month, first_day, last_day, entries, debit, credit, journal_csv, journal_sha256,
		trial_csv, trial_sha256, request_id, maker_id, checker_id, closed_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
		c.Month, c.From.String(), c.To.String(), c.Entries, c.DebitCents, c.CreditCents, snap.JournalCSV, c.JournalSHA256,
		snap.TrialCSV, c.TrialSHA256, c.RequestID, c.MakerID, c.CheckerID, now); err != nil {
		if isUniqueViolation(err) {
			return apperr.Newf(CodeCloseStale, "%s is already closed.", m)
		}
		return fmt.Errorf("store: unable to store the closed month %s: %w", m, err)
	}
	for _, l := range snap.Lines {
		if _, err := t.q.ExecContext(ctx, `INSERT INTO closed_month_lines (month, day, account_code, account_name, debit, credit)
			VALUES ($1, $2, $3, $4, $5, $6)`, c.Month, l.Day.String(), l.Account.Code, l.Account.Name, l.Debit, l.Credit); err != nil {
			return fmt.Errorf("store: unable to store the trial balance of %s: %w", m, err)
		}
	}
	audit.Entity, audit.EntityID, audit.At = "books_month", c.Month, now
	return t.AddAudit(ctx, audit)
}

// View reads the journal and the books on the pool (what a close is proposed on).
func (s Ledger) View() BooksView { return BooksView{s.DB} }
