package controls

import (
	"context"
	"fmt"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/gl"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/reports"
	"github.com/pautang/pautang/internal/store"
)

// Closing an accounting month (docs/finance.md "Closed months"): a supervisor proposes it, another
// approves it. The approval locks the books, posts the month's journal and trial balance once
// more, checks they are what the checker was shown (the journal's SHA-256), stores them with
// their hashes and moves the books' open day to the next month, with books.close and the
// request's result, in one transaction. A closed month is never reopened: what changes after
// it posts in the open month as adjusting entries.

// CodeCloseRefused refuses a month that may not be closed (not ended, out of order, closed).
const CodeCloseRefused = "books_close_refused"

// MonthCloseBody is the month a supervisor proposes to close ("YYYY-MM") and the reason.
type MonthCloseBody struct {
	Month  string `json:"month"`
	Reason string `json:"reason"`
}

// MonthClosePayload is a close request's payload: the month and what its books said when
// proposed (the trial balance's totals, the journal entries and the journal CSV's SHA-256).
type MonthClosePayload struct {
	Month         string     `json:"month"`
	From          loans.Date `json:"from"`
	To            loans.Date `json:"to"`
	Entries       int64      `json:"entries"`
	DebitCents    int64      `json:"debitCents"`
	CreditCents   int64      `json:"creditCents"`
	JournalSHA256 string     `json:"journalSha256"`
}

// MonthClosed is what an approved close did: the month stored, its hashes, and the books'
// first open day.
type MonthClosed struct {
	Month         string     `json:"month"`
	Entries       int64      `json:"entries"`
	JournalSHA256 string     `json:"journalSha256"`
	TrialSHA256   string     `json:"trialSha256"`
	OpenFrom      loans.Date `json:"openFrom"`
}

// Summary tells the checker the month is closed.
func (m MonthClosed) Summary() (string, bool) {
	return fmt.Sprintf("Approved: %s is closed (%d journal entries, journal SHA-256 %s); the books are open from %s.",
		m.Month, m.Entries, m.JournalSHA256[:12], m.OpenFrom), false
}

// closable reads the month and says why it may not be closed on today.
func closable(m gl.Month, today loans.Date, p gl.Period, first loans.Date) error {
	if err := gl.CheckClose(m, today, p, first); err != nil {
		return apperr.Newf(CodeCloseRefused, "%s cannot be closed: %s.", m, err.Error())
	}
	return nil
}

func parseMonth(target string) (gl.Month, error) {
	m, err := gl.ParseMonth(target)
	if err != nil {
		return gl.Month{}, apperr.New(CodeCloseRefused, "The month to close must be YYYY-MM: "+err.Error()+".")
	}
	return m, nil
}

// monthVersion is how far the books are closed: another close in between makes a request stale.
func monthVersion(ctx context.Context, s *Service, target string) (string, error) {
	if _, err := parseMonth(target); err != nil {
		return "", err
	}
	p, err := s.Store.Ledger().Period(ctx)
	if err != nil {
		return "", err
	}
	return "open-from:" + p.OpenFrom.String(), nil
}

// MonthRows are the rows the checker reads of a close: the month, its entries, the trial
// balance's totals and the journal's SHA-256.
func MonthRows(p MonthClosePayload, next loans.Date) []admin.DiffRow {
	return []admin.DiffRow{
		row("Month", "open", fmt.Sprintf("%s closed (%s to %s)", p.Month, p.From, p.To)),
		row("Journal entries", "—", fmt.Sprint(p.Entries)),
		row("Trial balance", "—", "Debits "+Peso(p.DebitCents)+" = credits "+Peso(p.CreditCents)),
		row("Journal SHA-256", "—", p.JournalSHA256),
		row("After the close", "—", fmt.Sprintf("postings dated in %s post on %s as adjusting entries", p.Month, next)),
	}
}

func proposeMonthClose(ctx context.Context, s *Service, _ Actor, _ string, in MonthCloseBody) (proposal, error) {
	m, err := parseMonth(in.Month)
	if err != nil {
		return proposal{}, err
	}
	period, err := s.Store.Ledger().Period(ctx)
	if err != nil {
		return proposal{}, err
	}
	first, err := s.Store.Ledger().FirstActivity(ctx)
	if err != nil {
		return proposal{}, err
	}
	if err := closable(m, s.today(), period, first); err != nil {
		return proposal{}, err
	}
	snap, err := reports.MonthSnapshot(ctx, s.Store.Ledger().View(), m)
	if err != nil {
		return proposal{}, err
	}
	rec := snap.Record()
	p := MonthClosePayload{Month: rec.Month, From: rec.From, To: rec.To, Entries: rec.Entries, DebitCents: rec.DebitCents,
		CreditCents: rec.CreditCents, JournalSHA256: rec.JournalSHA256}
	return proposal{Target: m.String(), Payload: p, Reason: in.Reason, Diff: MonthRows(p, m.Next().First())}, nil
}

// applyMonthClose closes the month in one transaction: the books locked against writers, the
// month checked again on the approval's day, its journal posted once more and compared with
// what the checker was shown, stored with its trial balance, the period moved, books.close
// and the request's result.
func applyMonthClose(ctx context.Context, s *Service, ap *approval, p MonthClosePayload) (MonthClosed, error) {
	m, err := parseMonth(p.Month)
	if err != nil {
		return MonthClosed{}, err
	}
	var out MonthClosed
	err = s.Store.InTx(ctx, func(tx *store.Tx) error {
		if err := tx.LockBooks(ctx); err != nil {
			return err
		}
		period, err := tx.Period(ctx)
		if err != nil {
			return err
		}
		first, err := tx.FirstActivity(ctx)
		if err != nil {
			return err
		}
		if err := closable(m, s.today(), period, first); err != nil {
			return err
		}
		snap, err := reports.MonthSnapshot(ctx, tx.Books(), m)
		if err != nil {
			return err
		}
		rec := snap.Record()
		if rec.JournalSHA256 != p.JournalSHA256 {
			return apperr.Newf(store.CodeCloseStale, "The journal of %s changed since the close was proposed (%d entries then, %d now): propose the close again.",
				m, p.Entries, rec.Entries)
		}
		rec.RequestID, rec.MakerID, rec.CheckerID = ap.req.ID, ap.req.MakerID, ap.actor.ID
		if err := tx.CloseMonth(ctx, snap, rec, ap.entry("books.close", "books_month", nil, map[string]any{"month": rec.Month,
			"entries": rec.Entries, "debitCents": rec.DebitCents, "creditCents": rec.CreditCents,
			"journalSha256": rec.JournalSHA256, "trialSha256": rec.TrialSHA256})); err != nil {
			return err
		}
		out = MonthClosed{Month: rec.Month, Entries: rec.Entries, JournalSHA256: rec.JournalSHA256, TrialSHA256: rec.TrialSHA256, OpenFrom: m.Next().First()}
		return ap.commit(ctx, tx, nil, out) // CloseMonth wrote its audit row
	})
	return out, err
}
