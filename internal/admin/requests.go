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
// conditional update so two checkers approving at once run the action once.

// RequestKind names what a request asks for.
type RequestKind string

// The kinds of request.
const (
	KindWaiver        RequestKind = "waiver"          // waive late charges of a loan (payload: bucket, amount, reason)
	KindTransferMatch RequestKind = "transfer_match"  // book a bank transfer to a repayment by hand (payload: utr, amount)
	KindLoanApproval  RequestKind = "loan_approval"   // approve a loan above the four-eyes amount (payload: reason, amount)
	KindProductChange RequestKind = "product_change"  // create or change a catalogue product (payload: the product)
	KindWriteOff      RequestKind = "write_off"       // write a loan off (payload: reason, claim and days past due when asked)
	KindCancel        RequestKind = "cancel_approval" // cancel an approved order whose payout never went out (payload: reason)
	KindRefund        RequestKind = "credit_refund"   // refund a borrower's credit to their payout account (payload: amount, reason)
	KindAccountChange RequestKind = "account_change"  // change a borrower's payout account at their request (payload: the account, sealed)
	KindRulesChange   RequestKind = "rules_change"    // put new underwriting rules in force (payload: the rules)
	KindChartChange   RequestKind = "chart_change"    // change the chart of accounts (payload: every role's code and name)
	KindRestructure   RequestKind = "restructure"     // offer the borrower a restructure of a loan (payload: installments, term, reason, the preview)
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

// KindRule is one row of the four-eyes table: the kind, its title in the inbox, the entity the
// target names, and the lowest role that may check it.
type KindRule struct {
	Kind    RequestKind
	Title   string
	Entity  string
	Checker Role
}

// RequestKinds is THE four-eyes table. Adding a kind is one row here plus its executor in the
// API (Server.requestKinds).
func RequestKinds() []KindRule {
	return []KindRule{
		{KindWaiver, "Waiver of late charges", "order", RoleSupervisor},
		{KindTransferMatch, "Transfer matched by hand", "repayment", RoleAgent},
		{KindLoanApproval, "Approval of a large loan", "order", RoleSupervisor},
		{KindProductChange, "Product change", "product", RoleSupervisor},
		{KindRulesChange, "Underwriting rules change", "underwriting", RoleSupervisor},
		{KindWriteOff, "Write-off of a loan", "order", RoleSupervisor},
		{KindCancel, "Cancellation of an approved loan not paid out", "order", RoleSupervisor},
		{KindRefund, "Refund of a borrower's credit", "order", RoleSupervisor},
		{KindAccountChange, "Change of a borrower's payout account", "order", RoleSupervisor},
		{KindChartChange, "Chart of accounts change", "chart", RoleSupervisor},
		{KindRestructure, "Restructure offered to the borrower", "order", RoleSupervisor},
	}
}

// KindRuleOf returns the table row of k; ok is false for an unknown kind.
func KindRuleOf(k RequestKind) (KindRule, bool) {
	for _, r := range RequestKinds() {
		if r.Kind == k {
			return r, true
		}
	}
	return KindRule{}, false
}

// Request is one maker-checker request.
type Request struct {
	ID            int64           `json:"id"`
	Kind          RequestKind     `json:"kind"`
	Title         string          `json:"title"`
	Entity        string          `json:"entity"`
	Target        string          `json:"target"`  // the entity's id (an order id for a waiver)
	Payload       json.RawMessage `json:"payload"` // the kind's typed payload as JSON
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
	CheckerRole   Role            `json:"checkerRole"`
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
// is pending and not expired, the checker is not its maker and holds the kind's checker role.
func MayCheck(r Request, checkerID int64, role Role, now int64) error {
	rule, ok := KindRuleOf(r.Kind)
	switch {
	case !ok:
		return apperr.New(CodeRequestInvalid, "This kind of request is not known to this server.")
	case r.Status != RequestPending:
		return apperr.Newf(CodeRequestDone, "This request was already %s.", r.Status)
	case r.MakerID == checkerID:
		return apperr.New(CodeRequestOwn, "You cannot check your own request: another operator must approve or reject it.")
	case !role.AtLeast(rule.Checker):
		return apperr.Newf(apperr.CodeForbidden, "Only a %s or above can check this request.", rule.Checker)
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
