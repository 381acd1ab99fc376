package api

import (
	"net/http"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/config"
	"github.com/pautang/pautang/internal/controls"
)

// The exception actions on a loan (docs/finance.md): each is proposed by an operator and
// carried out when another operator with the kind's checker role approves it (four eyes, the
// controls service).

// writeOffAfterDays is how many days past due a loan must be to be written off.
func (s *Server) writeOffAfterDays() int {
	if s.Cfg.WriteOffAfterDays > 0 {
		return s.Cfg.WriteOffAfterDays
	}
	return config.DefaultWriteOffAfterDays
}

// The bodies of the exception proposals are the controls service's inputs.
type (
	reasonPayload     = controls.ReasonPayload
	refundPayload     = controls.RefundPayload
	accountChangeBody = controls.AccountChangeBody
)

// handleAdminWriteOff is the maker's side of a write-off: checked against today's position
// (past due long enough, not written off), then it waits for a supervisor.
func (s operatorControls) handleAdminWriteOff(w http.ResponseWriter, r *http.Request, c adminCtx) {
	proposeOn[reasonPayload](s.Server, w, r, c, admin.KindWriteOff)
}

// handleAdminCancel is the maker's side of cancelling a stuck approval: the order must be
// approved with no payout pending or sent; a supervisor approves.
func (s operatorControls) handleAdminCancel(w http.ResponseWriter, r *http.Request, c adminCtx) {
	proposeOn[reasonPayload](s.Server, w, r, c, admin.KindCancel)
}

// handleAdminRefund is the maker's side of a credit refund: the amount must be within the
// credit not already being refunded and the borrower must have a payout account.
func (s operatorControls) handleAdminRefund(w http.ResponseWriter, r *http.Request, c adminCtx) {
	proposeOn[refundPayload](s.Server, w, r, c, admin.KindRefund)
}

// handleAdminAccountChange is the maker's side of a payout account change the borrower asked
// for: validated like the borrower's binding form, the number sealed at once; a supervisor
// approves.
func (s operatorControls) handleAdminAccountChange(w http.ResponseWriter, r *http.Request, c adminCtx) {
	proposeOn[accountChangeBody](s.Server, w, r, c, admin.KindAccountChange)
}

// refundRetryBody names the pending refund to resend.
type refundRetryBody struct {
	Reference string `json:"reference"`
}

// handleAdminRefundRetry resends a pending refund with its own reference.
func (s operatorControls) handleAdminRefundRetry(w http.ResponseWriter, r *http.Request, c adminCtx) {
	id, err := pathID(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	var in refundRetryBody
	if err := decodeJSON(w, r, &in); err != nil {
		fail(w, r, err)
		return
	}
	res, err := s.controls().RetryRefund(r.Context(), c.actor(), id, in.Reference)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, res)
}
