package api

import (
	"net/http"
	"strings"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/controls"
	"github.com/pautang/pautang/internal/gl"
	"github.com/pautang/pautang/internal/loans"
)

// The general ledger (docs/finance.md "General ledger"): the accounts with their balances over
// a range, one account's ledger with its running balance, the manual entries, and the maker's
// side of a manual entry and of a reversal (a supervisor approves them in the requests inbox).

// ledgerHandlers are the general ledger's handlers (kept off Server, which is being split by
// audience).
type ledgerHandlers struct{ s *Server }

// ledgerEntryErrors are the codes of a manual entry and its reversal (docs/errors.md).
var ledgerEntryErrors = []string{controls.CodeEntryInvalid, "ledger_entry_not_found", "ledger_already_reversed", controls.CodeReversalRefused, "books_month_closed"}

// journalEntryBody is a proposed manual entry: date, memo, lines (account code, side, amount
// in centavos) and the maker's reason.
type journalEntryBody = controls.JournalEntryBody

// reverseEntryBody is the maker's reason for reversing an entry.
type reverseEntryBody = controls.ReverseEntryBody

// ledgerEntries answers GET /finance/ledger/entries: the posted entries of the range (each
// with its reversal links) and the entries and reversals waiting for a checker.
type ledgerEntries struct {
	From     loans.Date       `json:"from"`
	To       loans.Date       `json:"to"`
	Entries  []gl.ManualEntry `json:"entries"`
	Pending  []admin.Request  `json:"pending"`
	Accounts []gl.Account     `json:"accounts"`
}

func (h ledgerHandlers) accounts(w http.ResponseWriter, r *http.Request, _ adminCtx) {
	q, err := decodeQuery[dayRange](r)
	if err != nil {
		fail(w, r, err)
		return
	}
	from, to, _, err := operatorFinance{h.s}.reportRange(q)
	if err != nil {
		fail(w, r, err)
		return
	}
	tb, err := h.s.Reports.AccountTrialBalance(r.Context(), from, to)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, tb)
}

func (h ledgerHandlers) account(w http.ResponseWriter, r *http.Request, _ adminCtx) {
	q, err := decodeQuery[ledgerQuery](r)
	if err != nil {
		fail(w, r, err)
		return
	}
	from, to, _, err := operatorFinance{h.s}.reportRange(q.dayRange)
	if err != nil {
		fail(w, r, err)
		return
	}
	code := strings.TrimSpace(q.Account)
	if code == "" {
		fail(w, r, apperr.Invalid("account is the account code whose ledger to show."))
		return
	}
	l, err := h.s.Reports.AccountLedger(r.Context(), code, from, to)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, l)
}

func (h ledgerHandlers) entries(w http.ResponseWriter, r *http.Request, _ adminCtx) {
	q, err := decodeQuery[dayRange](r)
	if err != nil {
		fail(w, r, err)
		return
	}
	from, to, _, err := operatorFinance{h.s}.reportRange(q)
	if err != nil {
		fail(w, r, err)
		return
	}
	entries, err := h.s.Reports.ManualEntries(r.Context(), from, to)
	if err != nil {
		fail(w, r, err)
		return
	}
	accounts, err := h.s.Reports.LedgerAccounts(r.Context())
	if err != nil {
		fail(w, r, err)
		return
	}
	pending, err := h.s.controls().Pending(r.Context(), admin.KindJournalEntry)
	if err != nil {
		fail(w, r, err)
		return
	}
	reversals, err := h.s.controls().Pending(r.Context(), admin.KindJournalRevert)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, ledgerEntries{From: from, To: to, Entries: entries, Pending: append(pending, reversals...), Accounts: accounts})
}

func (h ledgerHandlers) proposeEntry(w http.ResponseWriter, r *http.Request, c adminCtx) {
	proposeOn[journalEntryBody](h.s, w, r, c, admin.KindJournalEntry)
}

func (h ledgerHandlers) proposeReversal(w http.ResponseWriter, r *http.Request, c adminCtx) {
	proposeOn[reverseEntryBody](h.s, w, r, c, admin.KindJournalRevert)
}

// ledgerQuery is an account's ledger over a range: the account's code and the days.
type ledgerQuery struct {
	dayRange
	Account string `form:"account,maxlen=20"`
}
