package controls

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/gl"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/store"
)

// The general ledger's kinds: a manual journal entry, and the reversal of one. The rules are
// internal/gl; the entry and its audit row are written in the approval's one transaction.

// CodeEntryInvalid refuses a manual entry gl.Check does not accept (docs/errors.md).
const CodeEntryInvalid = "ledger_entry_invalid"

// CodeReversalRefused refuses reversing a reversal, or an entry dated after today.
const CodeReversalRefused = "ledger_reversal_refused"

// JournalEntryBody is a manual entry as the maker proposes it, with the reason.
type JournalEntryBody struct {
	Day    string         `json:"day"` // YYYY-MM-DD, not after today
	Memo   string         `json:"memo"`
	Lines  []gl.DraftLine `json:"lines"`
	Reason string         `json:"reason"`
}

// JournalEntryPayload is a manual entry request's payload: the entry as checked.
type JournalEntryPayload struct {
	Day   string         `json:"day"`
	Memo  string         `json:"memo"`
	Lines []gl.DraftLine `json:"lines"`
}

// JournalPosted is what an approved entry or reversal did: the entry posted, on which day,
// and the closed month it adjusts (” for an ordinary entry).
type JournalPosted struct {
	EntryID  int64      `json:"entryId"`
	Day      loans.Date `json:"day"`
	Reverses int64      `json:"reverses"`
	Adjusts  string     `json:"adjusts"`
}

// Summary tells the checker the entry's number.
func (p JournalPosted) Summary() (string, bool) {
	if p.Reverses != 0 {
		return fmt.Sprintf("Approved: entry %d reverses entry %d on %s.", p.EntryID, p.Reverses, p.Day), false
	}
	if p.Adjusts != "" {
		return fmt.Sprintf("Approved: posted as journal entry %d on %s, adjusting the closed month %s.", p.EntryID, p.Day, p.Adjusts), false
	}
	return fmt.Sprintf("Approved: posted as journal entry %d on %s.", p.EntryID, p.Day), false
}

// ReverseEntryBody is the maker's reason for reversing an entry (the path names it).
type ReverseEntryBody struct {
	Reason string `json:"reason"`
}

// ReversalPayload is a reversal request's payload: the entry to reverse as the maker saw it.
type ReversalPayload struct {
	EntryID int64      `json:"entryId"`
	Day     loans.Date `json:"day"`
	Memo    string     `json:"memo"`
}

func (s *Service) today() loans.Date { return loans.DateOf(s.Clock.Now()) }

// checkedDraft checks a draft against the books on today (ledger_entry_invalid).
func (s *Service) checkedDraft(ctx context.Context, d gl.Draft) (loans.Date, *gl.Books, error) {
	books, err := s.Store.Ledger().Books(ctx)
	if err != nil {
		return loans.Date{}, nil, err
	}
	day, err := gl.Check(d, books, s.today())
	if err != nil {
		return loans.Date{}, nil, apperr.New(CodeEntryInvalid, "The journal entry cannot be posted: "+err.Error()+".")
	}
	return day, books, nil
}

// lineRows words an entry's lines for the checker: "Line 1: 6100 Bank charges" → "Debit PHP 150.00".
func lineRows(lines []gl.PostedLine) []admin.DiffRow {
	var out []admin.DiffRow
	var debit, credit int64
	for i, l := range lines {
		side, amt := "Debit", l.DebitCents
		if l.CreditCents > 0 {
			side, amt = "Credit", l.CreditCents
		}
		debit += l.DebitCents
		credit += l.CreditCents
		out = append(out, row(fmt.Sprintf("Line %d: %s %s", i+1, l.Account, l.Name), "—", side+" "+Peso(amt)))
	}
	return append(out, row("Totals", "—", "Debits "+Peso(debit)+" = credits "+Peso(credit)))
}

// entryTarget names a proposed entry by its content, so the same entry cannot wait twice.
func entryTarget(p JournalEntryPayload) string {
	b, _ := json.Marshal(p)
	h := sha256.Sum256(b)
	return "draft:" + hex.EncodeToString(h[:])[:16]
}

func draftVersion(_ context.Context, _ *Service, target string) (string, error) {
	if !strings.HasPrefix(target, "draft:") {
		return "", apperr.Invalid("Bad journal entry target %q.", target)
	}
	return "draft", nil
}

func proposeJournalEntry(ctx context.Context, s *Service, _ Actor, _ string, in JournalEntryBody) (proposal, error) {
	d := gl.Draft{Day: in.Day, Memo: in.Memo, Lines: in.Lines}
	day, books, err := s.checkedDraft(ctx, d)
	if err != nil {
		return proposal{}, err
	}
	e := gl.Posting(d, day, books)
	p := JournalEntryPayload{Day: day.String(), Memo: e.Memo}
	for _, l := range d.Lines {
		p.Lines = append(p.Lines, gl.DraftLine{Account: strings.TrimSpace(l.Account), Side: l.Side, AmountCents: l.AmountCents})
	}
	period, err := s.Store.Ledger().Period(ctx)
	if err != nil {
		return proposal{}, err
	}
	date := p.Day
	if post, adj := gl.PostingDay(day, period); !adj.IsZero() {
		date = fmt.Sprintf("%s (%s is closed: posts on %s as an adjusting entry)", p.Day, adj, post)
	}
	diff := append([]admin.DiffRow{row("Date", "—", date), row("Memo", "—", p.Memo)}, lineRows(e.Lines)...)
	return proposal{Target: entryTarget(p), Payload: p, Reason: in.Reason, Diff: diff}, nil
}

// applyJournalEntry checks the entry again on the approval's day and posts it with
// journal.post and the request's result in one transaction.
func applyJournalEntry(ctx context.Context, s *Service, ap *approval, p JournalEntryPayload) (JournalPosted, error) {
	d := gl.Draft{Day: p.Day, Memo: p.Memo, Lines: p.Lines}
	day, books, err := s.checkedDraft(ctx, d)
	if err != nil {
		return JournalPosted{}, err
	}
	period, err := s.Store.Ledger().Period(ctx)
	if err != nil {
		return JournalPosted{}, err
	}
	e := postedOn(d, day, period, books)
	e.RequestID, e.MakerID, e.CheckerID = ap.req.ID, ap.req.MakerID, ap.actor.ID
	var out JournalPosted
	err = s.Store.InTx(ctx, func(tx *store.Tx) error {
		id, err := tx.PostEntry(ctx, e, ap.entry("journal.post", "journal_entry", nil, map[string]any{"day": e.Day, "memo": e.Memo, "lines": e.Lines,
			"dated": e.Dated, "adjusts": e.Adjusts}))
		if err != nil {
			return err
		}
		out = JournalPosted{EntryID: id, Day: e.Day, Adjusts: e.Adjusts}
		return ap.commit(ctx, tx, nil, out) // PostEntry wrote its audit row
	})
	return out, err
}

// entryID reads the entry number of a reversal's target.
func entryID(target string) (int64, error) {
	id, err := strconv.ParseInt(target, 10, 64)
	if err != nil || id <= 0 {
		return 0, apperr.Invalid("Bad journal entry number %q.", target)
	}
	return id, nil
}

// entryVersion is whether the entry stands or was reversed (and by which entry).
func entryVersion(ctx context.Context, s *Service, target string) (string, error) {
	id, err := entryID(target)
	if err != nil {
		return "", err
	}
	e, err := s.Store.Ledger().Entry(ctx, id)
	if err != nil {
		return "", err
	}
	return "reversed-by:" + strconv.FormatInt(e.ReversedBy, 10), nil
}

// reversalOf is the reversal of e on today, or why not.
func reversalOf(e gl.ManualEntry, today loans.Date) (gl.ManualEntry, error) {
	if e.ReversedBy != 0 {
		return gl.ManualEntry{}, apperr.Newf(store.CodeAlreadyReversed, "Journal entry %d is already reversed by entry %d.", e.ID, e.ReversedBy)
	}
	r, err := gl.Reversal(e, today)
	if err != nil {
		return gl.ManualEntry{}, apperr.New(CodeReversalRefused, "The entry cannot be reversed: "+err.Error()+".")
	}
	return r, nil
}

func proposeReversal(ctx context.Context, s *Service, _ Actor, target string, in ReverseEntryBody) (proposal, error) {
	id, err := entryID(target)
	if err != nil {
		return proposal{}, err
	}
	e, err := s.Store.Ledger().Entry(ctx, id)
	if err != nil {
		return proposal{}, err
	}
	r, err := reversalOf(e, s.today())
	if err != nil {
		return proposal{}, err
	}
	diff := append([]admin.DiffRow{
		row("Entry", "—", fmt.Sprintf("%d of %s: %s", e.ID, e.Day, e.Memo)),
		row("Reversal date", "—", "the day it is approved ("+r.Day.String()+" today)"),
	}, lineRows(r.Lines)...)
	return proposal{Target: target, Payload: ReversalPayload{EntryID: e.ID, Day: e.Day, Memo: e.Memo}, Reason: in.Reason, Diff: diff}, nil
}

// applyReversal posts the reversal dated the approval's day, with journal.reverse and the
// request's result in one transaction; the unique index on reverses makes a second reversal
// of the entry fail (ledger_already_reversed).
func applyReversal(ctx context.Context, s *Service, ap *approval, p ReversalPayload) (JournalPosted, error) {
	var out JournalPosted
	err := s.Store.InTx(ctx, func(tx *store.Tx) error {
		e, err := tx.Entry(ctx, p.EntryID)
		if err != nil {
			return err
		}
		r, err := reversalOf(e, s.today())
		if err != nil {
			return err
		}
		r.RequestID, r.MakerID, r.CheckerID = ap.req.ID, ap.req.MakerID, ap.actor.ID
		period, err := tx.Period(ctx)
		if err != nil {
			return err
		}
		if post, adj := gl.PostingDay(r.Day, period); !adj.IsZero() {
			r.Dated, r.Day, r.Adjusts = r.Day, post, adj.String()
		}
		id, err := tx.PostEntry(ctx, r, ap.entry("journal.reverse", "journal_entry", nil, map[string]any{"reverses": e.ID, "day": r.Day, "lines": r.Lines}))
		if err != nil {
			return err
		}
		out = JournalPosted{EntryID: id, Day: r.Day, Reverses: e.ID}
		return ap.commit(ctx, tx, nil, out)
	})
	return out, err
}

// postedOn is a checked draft as it posts: on its day in an open month; asked for a day of a
// closed month, on the first open day as an adjusting entry naming that month (gl.PostingDay;
// Tx.PostEntry refuses a day in a closed month as the last guard).
func postedOn(d gl.Draft, day loans.Date, p gl.Period, books *gl.Books) gl.ManualEntry {
	post, adj := gl.PostingDay(day, p)
	e := gl.Posting(d, post, books)
	if !adj.IsZero() {
		e.Dated, e.Adjusts = day, adj.String()
	}
	return e
}
