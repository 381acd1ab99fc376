package api

import (
	"context"
	"encoding/json"
	"net/http"
	"strconv"
	"strings"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/config"
)

// The exception actions on a loan (docs/finance.md): each is proposed by an operator and
// carried out when another operator with the kind's checker role approves it (four eyes).

// writeOffAfterDays is how many days past due a loan must be to be written off.
func (s *Server) writeOffAfterDays() int {
	if s.Cfg.WriteOffAfterDays > 0 {
		return s.Cfg.WriteOffAfterDays
	}
	return config.DefaultWriteOffAfterDays
}

// writeOffPayload is a write-off request's payload: the maker's reason and, for the checker,
// the claim and days past due when it was asked (the approval writes off what is owed then).
type writeOffPayload struct {
	Reason      string `json:"reason"`
	Claim       int64  `json:"claim"` // centavos
	DaysOverdue int    `json:"daysOverdue"`
}

// handleAdminWriteOff is the maker's side of a write-off: checked against today's position
// (past due long enough, not written off), then it waits for a supervisor.
func (s *Server) handleAdminWriteOff(w http.ResponseWriter, r *http.Request, c adminCtx) {
	id, err := pathID(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	var in struct {
		Reason string `json:"reason"`
	}
	if err := decodeJSON(w, r, &in); err != nil {
		fail(w, r, err)
		return
	}
	in.Reason = strings.TrimSpace(in.Reason)
	if _, err := admin.CheckReason(in.Reason, "write-off"); err != nil {
		fail(w, r, err)
		return
	}
	chk, err := s.lending().CheckWriteOff(r.Context(), id, s.writeOffAfterDays())
	if err != nil {
		fail(w, r, err)
		return
	}
	ans, err := s.propose(r.Context(), c, admin.KindWriteOff, strconv.FormatInt(id, 10),
		writeOffPayload{Reason: in.Reason, Claim: chk.ClaimCents, DaysOverdue: chk.DaysOverdue}, in.Reason)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, ans)
}

// runWriteOff writes the loan off (lending.Service.WriteOff) as the checker.
func (s *Server) runWriteOff(ctx context.Context, c adminCtx, req admin.Request) (any, error) {
	var p writeOffPayload
	if err := json.Unmarshal(req.Payload, &p); err != nil {
		return nil, apperr.Invalid("The write-off request's payload is unreadable.")
	}
	id, err := strconv.ParseInt(req.Target, 10, 64)
	if err != nil {
		return nil, apperr.Invalid("Bad order id %q.", req.Target)
	}
	res, err := s.lending().WriteOff(ctx, id, c.Op.ID, s.writeOffAfterDays(), p.Reason)
	if err != nil {
		return nil, err
	}
	s.auditAfter(ctx, c.audit("order.writeoff", "order", req.Target, map[string]any{"writtenOffDay": ""},
		map[string]any{"writtenOffDay": res.Day, "claim": res.ClaimCents, "daysOverdue": res.DaysOverdue, "entries": res.Entries,
			"reason": p.Reason, "requestId": req.ID, "makerId": req.MakerID}))
	return res, nil
}

// reasonPayload is the payload of a request that carries only the maker's reason.
type reasonPayload struct {
	Reason string `json:"reason"`
}

// decodeReason reads {"reason"} and checks it.
func decodeReason(w http.ResponseWriter, r *http.Request, what string) (string, error) {
	var in reasonPayload
	if err := decodeJSON(w, r, &in); err != nil {
		return "", err
	}
	return admin.CheckReason(in.Reason, what)
}

// handleAdminCancel is the maker's side of cancelling a stuck approval: the order must be
// approved with no payout pending or sent; a supervisor approves.
func (s *Server) handleAdminCancel(w http.ResponseWriter, r *http.Request, c adminCtx) {
	id, err := pathID(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	reason, err := decodeReason(w, r, "cancellation")
	if err != nil {
		fail(w, r, err)
		return
	}
	payouts, err := s.Store.OrderPayouts(r.Context(), id)
	if err != nil {
		fail(w, r, err)
		return
	}
	if err := s.lending().CheckCancel(r.Context(), id, payouts); err != nil {
		fail(w, r, err)
		return
	}
	ans, err := s.propose(r.Context(), c, admin.KindCancel, strconv.FormatInt(id, 10), reasonPayload{Reason: reason}, reason)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, ans)
}

// runCancel cancels the approval (lending.Service.CancelApproval) as the checker.
func (s *Server) runCancel(ctx context.Context, c adminCtx, req admin.Request) (any, error) {
	var p reasonPayload
	if err := json.Unmarshal(req.Payload, &p); err != nil {
		return nil, apperr.Invalid("The cancellation request's payload is unreadable.")
	}
	id, err := strconv.ParseInt(req.Target, 10, 64)
	if err != nil {
		return nil, apperr.Invalid("Bad order id %q.", req.Target)
	}
	res, err := s.lending().CancelApproval(ctx, id, c.Op.ID, p.Reason)
	if err != nil {
		return nil, err
	}
	s.auditAfter(ctx, c.audit("order.cancel", "order", req.Target, map[string]any{"status": res.FromStatus},
		map[string]any{"status": res.Status, "reason": p.Reason, "requestId": req.ID, "makerId": req.MakerID}))
	return res, nil
}
