package admin

import (
	"encoding/json"
	"strings"
	"unicode/utf8"

	"github.com/pautang/pautang/internal/apperr"
)

// Four eyes (maker-checker): an action that moves money is not carried out by the operator who
// asks for it. The maker's request (kind, target, typed payload, reason) waits in the checkers'
// inbox; another operator with the kind's checker role approves it (the action then runs, once)
// or rejects it with a reason. The rules here are pure; the store claims a request with one
// conditional update so two checkers approving at once run the action once. THE table of
// kinds (what each changes, who proposes and checks it, how it runs) is internal/controls.

// RequestKind names what a request asks for.
type RequestKind string

// The kinds of request.
const (
	KindWaiver        RequestKind = "waiver"                // waive late charges of a loan (payload: bucket, amount, reason)
	KindTransferMatch RequestKind = "transfer_match"        // book a bank transfer to a repayment by hand (payload: utr, amount)
	KindLoanApproval  RequestKind = "loan_approval"         // approve a loan above the four-eyes amount (payload: reason, amount)
	KindProductChange RequestKind = "product_change"        // create or change a catalogue product (payload: the product)
	KindWriteOff      RequestKind = "write_off"             // write a loan off (payload: reason, claim and days past due when asked)
	KindCancel        RequestKind = "cancel_approval"       // cancel an approved order whose payout never went out (payload: reason)
	KindRefund        RequestKind = "credit_refund"         // refund a borrower's credit to their payout account (payload: amount, reason)
	KindAccountChange RequestKind = "account_change"        // change a borrower's payout account at their request (payload: the account, sealed)
	KindRulesChange   RequestKind = "rules_change"          // put new underwriting rules in force (payload: the rules)
	KindChartChange   RequestKind = "chart_change"          // change the chart of accounts (payload: every role's code and name)
	KindChargesPolicy RequestKind = "charges_policy_change" // put a new charges policy in force (payload: the policy)
	KindRestructure   RequestKind = "restructure"           // offer the borrower a restructure of a loan (payload: installments, term, reason, the preview)
	KindJournalEntry  RequestKind = "journal_entry"         // post a manual journal entry to the general ledger (payload: date, memo, lines)
	KindJournalRevert RequestKind = "journal_reversal"      // reverse a posted manual entry (payload: the entry)
	KindScorecard     RequestKind = "scorecard_change"      // put a new scorecard version in force (payload: the card)
	KindAMLHitClear   RequestKind = "aml_hit_clear"         // clear a sanctions screening hit: not the listed person (payload: the hit, the reason)
	KindMonthClose    RequestKind = "month_close"           // close an accounting month (payload: the month, its trial balance totals, entry count and journal hash)
)

// RequestStatus is where a request stands.
type RequestStatus string

// The statuses of a request. Only pending requests can be checked.
const (
	RequestPending  RequestStatus = "pending"
	RequestApproved RequestStatus = "approved" // a checker approved and the action ran
	RequestRejected RequestStatus = "rejected"
	RequestFailed   RequestStatus = "failed" // approved, but the action was refused (its message in Result)
)

// RequestTTLMs is how long a request waits for a checker: three days of the injected clock.
const RequestTTLMs int64 = 72 * 3600 * 1000

// DiffRow is one named field a request changes, as the checker reads it: its value before
// and after, worded for people ("PHP 120.00", "Approved"), never raw JSON.
type DiffRow struct {
	Field  string `json:"field"`
	Before string `json:"before"`
	After  string `json:"after"`
}

// Request is one maker-checker request.
type Request struct {
	ID            int64           `json:"id"`
	Kind          RequestKind     `json:"kind"`
	Title         string          `json:"title"`
	Entity        string          `json:"entity"`
	Target        string          `json:"target"`  // the entity's id (an order id for a waiver)
	Payload       json.RawMessage `json:"payload"` // the kind's typed payload as JSON
	Diff          []DiffRow       `json:"diff"`    // what it changes, computed when it was made
	Reason        string          `json:"reason"`
	TargetVersion string          `json:"-"` // what the target looked like when asked (stale check)
	MakerID       int64           `json:"makerId"`
	Maker         string          `json:"maker"`
	CheckerID     int64           `json:"checkerId"`
	Checker       string          `json:"checker"`
	Status        RequestStatus   `json:"status"`
	Note          string          `json:"note"`   // the checker's reason for a rejection
	Result        string          `json:"result"` // what the action did, or why it was refused
	CreatedAt     int64           `json:"createdAt"`
	ExpiresAt     int64           `json:"expiresAt"`
	DecidedAt     int64           `json:"decidedAt"`
	CheckerRole   Role            `json:"checkerRole"` // the kind's checker role (internal/controls fills it with Title)
}

// Error codes of the four-eyes rules (docs/errors.md).
const (
	CodeRequestInvalid = "admin_request_invalid"
	CodeRequestOwn     = "admin_request_own"
	CodeRequestDone    = "admin_request_done"
	CodeRequestExpired = "admin_request_expired"
	CodeRequestStale   = "admin_request_stale"
)

// CheckReason validates a maker's or checker's reason: required, at most 500 characters.
func CheckReason(reason, what string) (string, error) {
	reason = strings.TrimSpace(reason)
	switch {
	case reason == "":
		return "", apperr.New(CodeRequestInvalid, "Please give the reason for the "+what+".")
	case utf8.RuneCountInString(reason) > 500:
		return "", apperr.New(CodeRequestInvalid, "The reason must be at most 500 characters.")
	}
	return reason, nil
}

// MayCheck decides whether checker (id, role) may approve or reject r at now (ms): the request
// is pending and not expired, the checker is not its maker and holds the kind's checker role
// (r.CheckerRole, empty for a kind this server does not know).
func MayCheck(r Request, checkerID int64, role Role, now int64) error {
	return MayCheckAs(r, checkerID, Grant{Role: role}, now)
}

// MayCheckAs is MayCheck for an operator's grant: a custom role checks when it holds
// requests.check.
func MayCheckAs(r Request, checkerID int64, g Grant, now int64) error {
	switch {
	case !r.CheckerRole.Valid():
		return apperr.New(CodeRequestInvalid, "This kind of request is not known to this server.")
	case r.Status != RequestPending:
		return apperr.Newf(CodeRequestDone, "This request was already %s.", r.Status)
	case r.MakerID == checkerID:
		return apperr.New(CodeRequestOwn, "You cannot check your own request: another operator must approve or reject it.")
	case !g.checks(r.CheckerRole):
		return apperr.Newf(apperr.CodeForbidden, "Only a %s or above can check this request.", r.CheckerRole)
	case now >= r.ExpiresAt:
		return apperr.New(CodeRequestExpired, "This request expired before anyone checked it. The maker must send a new one.")
	}
	return nil
}

// CheckFresh refuses a request whose target changed since it was made (current is the target's
// version now).
func CheckFresh(r Request, current string) error {
	if r.TargetVersion != current {
		return apperr.New(CodeRequestStale, "The "+r.Entity+" changed since this request was made (a payment, a waiver or a status change). Reject it and ask for a new one.")
	}
	return nil
}
