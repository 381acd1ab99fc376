package reports

import (
	"context"
	"fmt"

	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/gl"
	"github.com/pautang/pautang/internal/journal"
	"github.com/pautang/pautang/internal/loans"
)

// Books reads the general ledger (store.Ledger): its accounts, the manual entries and the
// loan ledger summed per day.
type Books interface {
	Books(ctx context.Context) (*gl.Books, error)
	Entries(ctx context.Context, from, to loans.Date) ([]gl.ManualEntry, error)
	DayPostings(ctx context.Context, to loans.Date, each func(e loans.Entry, count int64) error) error
}

// CodeAccountUnknown answers a ledger asked of an account the books do not have.
const CodeAccountUnknown = "ledger_account_unknown"

// MaxLedgerDays bounds an account's ledger or a trial balance by account (about ten years).
const MaxLedgerDays = 3700

// firstDay is before any entry: the opening of a range counts everything before it.
var firstDay = loans.NewDate(2000, 1, 1)

// manualEntries are the books and the manual entries of from..to.
func (s *Service) manualEntries(ctx context.Context, from, to loans.Date) (*gl.Books, []gl.ManualEntry, error) {
	books, err := s.Books.Books(ctx)
	if err != nil {
		return nil, nil, err
	}
	entries, err := s.Books.Entries(ctx, from, to)
	return books, entries, err
}

// accountLines are a manual entry's lines on the accounts they read in now.
func accountLines(books *gl.Books, e gl.ManualEntry) []journal.AccountLine {
	out := make([]journal.AccountLine, 0, len(e.Lines))
	for _, l := range e.Lines {
		acc, ok := books.Of(l)
		if !ok {
			acc = gl.Account{Code: l.Account, Name: l.Name}
		}
		out = append(out, journal.AccountLine{Account: journal.Account{Code: acc.Code, Name: acc.Name}, Debit: l.DebitCents, Credit: l.CreditCents})
	}
	return out
}

// checkRange refuses a range that is backwards or too long.
func checkRange(from, to loans.Date) error {
	if to.Before(from) || to.Sub(from) > MaxLedgerDays {
		return apperr.Invalid("The range must run forwards and span at most %d days.", MaxLedgerDays)
	}
	return nil
}

// walk feeds every loan posting and manual entry through to into the two callbacks.
func (s *Service) walk(ctx context.Context, to loans.Date, posting func(journal.Posting, int64), entry func(gl.ManualEntry)) error {
	err := s.Books.DayPostings(ctx, to, func(e loans.Entry, n int64) error {
		p, err := journal.Post(e)
		if err != nil {
			return fmt.Errorf("reports: the ledger of %s: %w", e.Day, err)
		}
		posting(p, n)
		return nil
	})
	if err != nil {
		return err
	}
	entries, err := s.Books.Entries(ctx, firstDay, to)
	if err != nil {
		return err
	}
	for _, e := range entries {
		entry(e)
	}
	return nil
}

// LedgerAccounts is the chart of the general ledger: every account with its type, normal
// side and whether manual entries may post to it.
func (s *Service) LedgerAccounts(ctx context.Context) ([]gl.Account, error) {
	books, err := s.Books.Books(ctx)
	if err != nil {
		return nil, err
	}
	return books.Accounts(), nil
}

// AccountTrialBalance is every account over from..to: opening balance, debits, credits and
// closing balance, from the loan ledger and the manual entries; the closing balances net to
// zero.
func (s *Service) AccountTrialBalance(ctx context.Context, from, to loans.Date) (gl.AccountBalances, error) {
	if err := checkRange(from, to); err != nil {
		return gl.AccountBalances{}, err
	}
	books, err := s.Books.Books(ctx)
	if err != nil {
		return gl.AccountBalances{}, err
	}
	t := gl.NewTally(books, from, to)
	if err := s.walk(ctx, to, func(p journal.Posting, _ int64) { t.AddPosting(p) }, t.AddEntry); err != nil {
		return gl.AccountBalances{}, err
	}
	tb := t.TrialBalance()
	tb.Closed, err = s.ClosedIn(ctx, from, to)
	return tb, err
}

// AccountLedger is one account's ledger over from..to with its running balance: the balance
// before from, each day's loan postings summed, each manual entry, the balance at to.
func (s *Service) AccountLedger(ctx context.Context, code string, from, to loans.Date) (gl.AccountLedger, error) {
	if err := checkRange(from, to); err != nil {
		return gl.AccountLedger{}, err
	}
	books, err := s.Books.Books(ctx)
	if err != nil {
		return gl.AccountLedger{}, err
	}
	acc, ok := books.Account(code)
	if !ok {
		return gl.AccountLedger{}, apperr.Newf(CodeAccountUnknown, "There is no account %q in the chart.", code)
	}
	g := gl.NewLedger(books, acc, from, to)
	if err := s.walk(ctx, to, g.AddPosting, g.AddEntry); err != nil {
		return gl.AccountLedger{}, err
	}
	l := g.Build()
	l.Closed, err = s.ClosedIn(ctx, from, to)
	return l, err
}

// ManualEntries lists the manual entries dated from..to with their lines on the accounts
// they read in now.
func (s *Service) ManualEntries(ctx context.Context, from, to loans.Date) ([]gl.ManualEntry, error) {
	if err := checkRange(from, to); err != nil {
		return nil, err
	}
	books, entries, err := s.manualEntries(ctx, from, to)
	if err != nil {
		return nil, err
	}
	for i, e := range entries {
		for j, l := range e.Lines {
			if acc, ok := books.Of(l); ok {
				entries[i].Lines[j].Account, entries[i].Lines[j].Name = acc.Code, acc.Name
			}
		}
	}
	return entries, nil
}
