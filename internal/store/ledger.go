package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/gl"
	"github.com/pautang/pautang/internal/journal"
	"github.com/pautang/pautang/internal/loans"
)

// The general ledger (internal/gl, docs/finance.md "General ledger"): the accounts with their
// types, the manual entries and the loan ledger summed per day for the books.

// CodeEntryNotFound answers a manual entry that does not exist (docs/errors.md).
const CodeEntryNotFound = "ledger_entry_not_found"

// CodeAlreadyReversed answers a reversal of an entry that another reversal reversed first.
const CodeAlreadyReversed = "ledger_already_reversed"

// readBooks reads the books: the chart of accounts in force with the classes stored for its
// roles, and the general ledger accounts.
func readBooks(ctx context.Context, q Querier) (*gl.Books, error) {
	chart, err := readChart(ctx, q)
	if err != nil {
		return nil, err
	}
	classes := map[journal.Role]gl.Class{}
	err = queryEach(ctx, q, `SELECT role, type, normal_side FROM chart_accounts`, nil, func(r Row) error {
		var role, typ, side string
		if err := r.Scan(&role, &typ, &side); err != nil {
			return err
		}
		classes[journal.Role(role)] = gl.Class{Type: gl.Type(typ), Side: gl.Side(side)}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("store: unable to read the account types: %w", err)
	}
	general, err := readGeneralAccounts(ctx, q)
	if err != nil {
		return nil, err
	}
	return gl.NewBooks(chart, classes, general)
}

func readGeneralAccounts(ctx context.Context, q Querier) ([]gl.Account, error) {
	var out []gl.Account
	err := queryEach(ctx, q, `SELECT code, name, type, normal_side FROM gl_accounts ORDER BY code`, nil, func(r Row) error {
		var a gl.Account
		var typ, side string
		if err := r.Scan(&a.Code, &a.Name, &typ, &side); err != nil {
			return err
		}
		a.Type, a.Side = gl.Type(typ), gl.Side(side)
		out = append(out, a)
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("store: unable to read the general ledger accounts: %w", err)
	}
	return out, nil
}

// Books is the general ledger's chart: every account with its type and normal side.
func (s Ledger) Books(ctx context.Context) (*gl.Books, error) {
	return readBooks(ctx, s.DB)
}

// GeneralAccounts are the accounts no journal role posts to.
func (s Ledger) GeneralAccounts(ctx context.Context) ([]gl.Account, error) {
	return readGeneralAccounts(ctx, s.DB)
}

// DayPostings streams the loan ledger through to, summed per day, kind, bucket, sign and
// rollover fee (what decides an entry's posting, journal.Post), in day order: each group is
// posted as one entry of its sum, with how many entries it holds. The books read it whole up
// to a day, so it is grouped in the database rather than streamed row by row.
func (s Ledger) DayPostings(ctx context.Context, to loans.Date, each func(e loans.Entry, count int64) error) error {
	// The journal's day: an entry written after its month closed posts on its post_day.
	err := queryEach(ctx, s.DB, `SELECT `+journalDay+` AS jday, l.kind, l.bucket, CASE WHEN l.ref LIKE 'rollover:%' THEN 1 ELSE 0 END AS rollover, SUM(l.amount), COUNT(*)
		FROM ledger_entries l WHERE l.day <= $1 OR (l.post_day <> '' AND l.post_day <= $1)
		GROUP BY `+journalDay+`, l.kind, l.bucket, CASE WHEN l.amount > 0 THEN 1 ELSE 0 END, CASE WHEN l.ref LIKE 'rollover:%' THEN 1 ELSE 0 END
		ORDER BY 1`, []any{to.String()}, func(r Row) error {
		var day, kind, bucket string
		var rollover int
		var e loans.Entry
		var n int64
		if err := r.Scan(&day, &kind, &bucket, &rollover, &e.AmountCents, &n); err != nil {
			return err
		}
		d, err := loans.ParseDate(day)
		if err != nil {
			return fmt.Errorf("a ledger entry has day %q: %w", day, err)
		}
		e.Day, e.Kind, e.Bucket = d, loans.EntryKind(kind), loans.Bucket(bucket)
		if rollover == 1 {
			e.Ref = "rollover:"
		}
		return each(e, n)
	})
	if err != nil {
		return fmt.Errorf("store: unable to sum the ledger: %w", err)
	}
	return nil
}

const entryCols = `e.id, e.day, e.dated, e.adjusts, e.memo, e.reverses, COALESCE((SELECT r.id FROM gl_entries r WHERE r.reverses = e.id), 0),
	e.request_id, e.maker_id, e.checker_id, e.posted_at`

func scanEntry(r Row) (gl.ManualEntry, error) {
	var e gl.ManualEntry
	var day, dated string
	if err := r.Scan(&e.ID, &day, &dated, &e.Adjusts, &e.Memo, &e.Reverses, &e.ReversedBy, &e.RequestID, &e.MakerID, &e.CheckerID, &e.PostedAt); err != nil {
		return e, err
	}
	d, err := loans.ParseDate(day)
	if err != nil {
		return e, fmt.Errorf("entry %d has day %q: %w", e.ID, day, err)
	}
	e.Day = d
	if dated != "" {
		if e.Dated, err = loans.ParseDate(dated); err != nil {
			return e, fmt.Errorf("entry %d has dated %q: %w", e.ID, dated, err)
		}
	}
	return e, nil
}

// readLines fills the lines of entries (by id).
func readLines(ctx context.Context, q Querier, entries []gl.ManualEntry, where string, args []any) error {
	at := map[int64]int{}
	for i, e := range entries {
		at[e.ID] = i
	}
	return queryEach(ctx, q, `SELECT l.entry_id, l.account_code, l.account_name, l.role, l.debit, l.credit
		FROM gl_lines l JOIN gl_entries e ON e.id = l.entry_id WHERE `+where+` ORDER BY l.entry_id, l.line_no`, args, func(r Row) error {
		var id int64
		var l gl.PostedLine
		var role string
		if err := r.Scan(&id, &l.Account, &l.Name, &role, &l.DebitCents, &l.CreditCents); err != nil {
			return err
		}
		l.Role = journal.Role(role)
		if i, ok := at[id]; ok {
			entries[i].Lines = append(entries[i].Lines, l)
		}
		return nil
	})
}

// Entries lists the manual entries dated from..to (both included), by day then number, with
// their lines and reversal links.
func (s Ledger) Entries(ctx context.Context, from, to loans.Date) ([]gl.ManualEntry, error) {
	return readEntries(ctx, s.DB, from, to)
}

func readEntries(ctx context.Context, q Querier, from, to loans.Date) ([]gl.ManualEntry, error) {
	out := []gl.ManualEntry{}
	args := []any{from.String(), to.String()}
	err := queryEach(ctx, q, `SELECT `+entryCols+` FROM gl_entries e WHERE e.day >= $1 AND e.day <= $2 ORDER BY e.day, e.id`, args, func(r Row) error {
		e, err := scanEntry(r)
		out = append(out, e)
		return err
	})
	if err == nil {
		err = readLines(ctx, q, out, `e.day >= $1 AND e.day <= $2`, args)
	}
	if err != nil {
		return nil, fmt.Errorf("store: unable to read the manual entries: %w", err)
	}
	return out, nil
}

// Entry reads one manual entry with its lines (ledger_entry_not_found when there is none).
func (s Ledger) Entry(ctx context.Context, id int64) (gl.ManualEntry, error) {
	return readEntry(ctx, s.DB, id)
}

func readEntry(ctx context.Context, q Querier, id int64) (gl.ManualEntry, error) {
	e, err := scanEntry(q.QueryRowContext(ctx, `SELECT `+entryCols+` FROM gl_entries e WHERE e.id = $1`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return e, apperr.Newf(CodeEntryNotFound, "There is no journal entry %d.", id)
	}
	if err != nil {
		return e, fmt.Errorf("store: unable to read journal entry %d: %w", id, err)
	}
	list := []gl.ManualEntry{e}
	if err := readLines(ctx, q, list, `e.id = $1`, []any{id}); err != nil {
		return e, fmt.Errorf("store: unable to read journal entry %d: %w", id, err)
	}
	return list[0], nil
}

// PostEntry writes a manual entry (a reversal when e.Reverses is set) and its audit row in
// the unit of work t, and answers its number. The entry must balance; a second reversal of
// one entry is refused (ledger_already_reversed) by the unique index on reverses.
func (t *Tx) PostEntry(ctx context.Context, e gl.ManualEntry, audit admin.Entry) (int64, error) {
	if !e.Balanced() || len(e.Lines) < 2 {
		return 0, fmt.Errorf("store: journal entry does not balance")
	}
	s := t.s
	now := s.Now()
	var id int64
	// The last guard of the closed months: the row is written only when its day is not in a
	// closed month, read in the statement that writes it (gl.PostingDay chose the day).
	err := t.q.QueryRowContext(ctx, `INSERT INTO gl_entries (day, memo, reverses, request_id, maker_id, checker_id, posted_at, dated, adjusts)
		SELECT $1, $2, CAST($3 AS BIGINT), CAST($4 AS BIGINT), CAST($5 AS BIGINT), CAST($6 AS BIGINT), CAST($7 AS BIGINT), $8, $9
		FROM books_period bp WHERE bp.id = 1 AND bp.open_from <= $1 RETURNING id`,
		e.Day.String(), e.Memo, e.Reverses, e.RequestID, e.MakerID, e.CheckerID, now, e.Dated.String(), e.Adjusts).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, apperr.Newf(CodeMonthClosed, "The books are closed for %s: the entry cannot post on %s.", e.Day.String()[:7], e.Day)
	}
	if err != nil {
		if e.Reverses != 0 && isUniqueViolation(err) {
			return 0, apperr.Newf(CodeAlreadyReversed, "Journal entry %d is already reversed.", e.Reverses)
		}
		return 0, fmt.Errorf("store: unable to post the journal entry: %w", err)
	}
	for i, l := range e.Lines {
		if _, err := t.q.ExecContext(ctx, `INSERT INTO gl_lines (entry_id, line_no, account_code, account_name, role, debit, credit)
			VALUES ($1, $2, $3, $4, $5, $6, $7)`, id, i+1, l.Account, l.Name, string(l.Role), l.DebitCents, l.CreditCents); err != nil {
			return 0, fmt.Errorf("store: unable to post the journal entry's lines: %w", err)
		}
	}
	audit.Entity, audit.EntityID, audit.At = "journal_entry", fmt.Sprint(id), now
	return id, t.AddAudit(ctx, audit)
}

// Entry reads a manual entry inside the unit of work t.
func (t *Tx) Entry(ctx context.Context, id int64) (gl.ManualEntry, error) {
	return readEntry(ctx, t.q, id)
}

// generalCodesTaken refuses a chart whose roles take a general ledger account's code.
func generalCodesTaken(ctx context.Context, q Querier, c journal.Chart) error {
	general, err := readGeneralAccounts(ctx, q)
	if err != nil {
		return err
	}
	var taken []string
	for _, a := range general {
		for _, r := range journal.Roles() {
			if c[r].Code == a.Code {
				taken = append(taken, fmt.Sprintf("%s (%s)", a.Code, a.Name))
				break
			}
		}
	}
	if len(taken) > 0 {
		return apperr.New("admin_chart_invalid", "The chart of accounts cannot be saved: "+strings.Join(taken, ", ")+" is a general ledger account; give the role another code.")
	}
	return nil
}
