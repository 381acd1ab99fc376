package api

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/disburse"
	"github.com/pautang/pautang/internal/lending"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/store"
)

// Four eyes: the maker's side (propose) and the checker's inbox (list, approve, reject). The
// rules are internal/admin/requests.go; the SQL internal/store/requests.go.

// requestKind is how the server carries out one kind of request.
type requestKind struct {
	// Version reads what the target looks like now; a request whose target changed is stale.
	Version func(ctx context.Context, target string) (string, error)
	// Run carries out an approved request as checker c and returns what it did.
	Run func(ctx context.Context, c adminCtx, req admin.Request) (any, error)
	// Public, when set, is the payload as operators may read it (a sealed number removed).
	Public func(payload json.RawMessage) json.RawMessage
	// Result is a zero value of the Go type Run returns: the result of POST
	// /requests/{id}/approve for this kind (requestDecision.Result).
	Result any
}

// publicRequests applies each request kind's Public view to the payloads.
func (s *Server) publicRequests(reqs ...admin.Request) []admin.Request {
	kinds := s.requestKinds()
	for i, r := range reqs {
		if k, ok := kinds[r.Kind]; ok && k.Public != nil {
			reqs[i].Payload = k.Public(r.Payload)
		}
	}
	return reqs
}

// requestKinds maps every kind of admin.RequestKinds to its executor. Registering a kind is a
// row in admin.RequestKinds, an entry here, and a maker's handler calling s.propose.
func (s *Server) requestKinds() map[admin.RequestKind]requestKind {
	return map[admin.RequestKind]requestKind{
		admin.KindWaiver:        {Version: s.loanVersion, Run: s.runWaiver, Result: lending.WaiverResult{}},
		admin.KindTransferMatch: {Version: s.repaymentVersion, Run: s.runTransferMatch, Result: transferMatchResult{}},
		admin.KindLoanApproval:  {Version: s.loanVersion, Run: s.runLoanApproval, Result: decideAnswer{}},
		admin.KindProductChange: {Version: s.productVersion, Run: s.runProductChange, Result: productView{}},
		admin.KindRulesChange:   {Version: s.rulesVersion, Run: s.runRulesChange, Result: store.UnderwritingVersion{}},
		admin.KindWriteOff:      {Version: s.loanVersion, Run: s.runWriteOff, Result: lending.WriteOffResult{}},
		admin.KindCancel:        {Version: s.loanVersion, Run: s.runCancel, Result: lending.CancelResult{}},
		admin.KindRefund:        {Version: s.loanVersion, Run: s.runRefund, Result: disburse.RefundResult{}},
		admin.KindAccountChange: {Version: s.loanVersion, Run: s.runAccountChange, Public: publicAccountChange, Result: accountChangeResult{}},
		admin.KindChartChange:   {Version: s.chartVersion, Run: s.runChartChange, Result: chartChanged{}},
		admin.KindRestructure:   {Version: s.loanVersion, Run: s.runRestructure, Result: restructureOffered{}},
	}
}

func (s *Server) loanVersion(ctx context.Context, target string) (string, error) {
	id, err := strconv.ParseInt(target, 10, 64)
	if err != nil {
		return "", apperr.Invalid("Bad order id %q.", target)
	}
	return s.Store.LoanVersion(ctx, id)
}

// proposeAnswer is the maker's answer: the request now waiting for a checker.
type proposeAnswer struct {
	RequestID int64               `json:"requestId"`
	Status    admin.RequestStatus `json:"status"`
	Message   string              `json:"message"`
	Kind      admin.RequestKind   `json:"kind"`
}

// propose stores the maker's request of kind on target with its payload and reason, audited.
func (s *Server) propose(ctx context.Context, c adminCtx, kind admin.RequestKind, target string, payload any, reason string) (proposeAnswer, error) {
	rule, ok := admin.KindRuleOf(kind)
	k, ok2 := s.requestKinds()[kind]
	if !ok || !ok2 {
		return proposeAnswer{}, fmt.Errorf("api: request kind %q is not registered", kind)
	}
	reason, err := admin.CheckReason(reason, "request")
	if err != nil {
		return proposeAnswer{}, err
	}
	version, err := k.Version(ctx, target)
	if err != nil {
		return proposeAnswer{}, err
	}
	raw, err := json.Marshal(payload)
	if err != nil {
		return proposeAnswer{}, err
	}
	now := s.Clock.Now().UnixMilli()
	req := admin.Request{Kind: kind, Entity: rule.Entity, Target: target, Payload: raw, Reason: reason, TargetVersion: version,
		MakerID: c.Op.ID, CreatedAt: now, ExpiresAt: now + admin.RequestTTLMs}
	shown := json.RawMessage(raw)
	if k.Public != nil {
		shown = k.Public(raw)
	}
	id, err := s.Store.CreateRequest(ctx, req, c.audit("request.create", "request", "",
		nil, map[string]any{"kind": kind, "entity": rule.Entity, "target": target, "payload": shown, "reason": reason}))
	if err != nil {
		return proposeAnswer{}, err
	}
	return proposeAnswer{RequestID: id, Status: admin.RequestPending, Kind: kind,
		Message: "A " + string(rule.Checker) + " (or above) other than you must approve it in the Requests inbox before it takes effect."}, nil
}

// requestList is the inbox: the requests and how many wait for a checker.
type requestList struct {
	Requests []admin.Request `json:"requests"`
	Pending  int64           `json:"pending"`
}

func (s *Server) handleAdminRequests(w http.ResponseWriter, r *http.Request, c adminCtx) {
	status := admin.RequestStatus(r.URL.Query().Get("status"))
	switch status {
	case "", admin.RequestPending, admin.RequestApproved, admin.RequestRejected, admin.RequestFailed:
	default:
		fail(w, r, apperr.Invalid("Unknown status %q.", status))
		return
	}
	list, err := s.Store.Requests(r.Context(), status, 200)
	if err != nil {
		fail(w, r, err)
		return
	}
	n, err := s.Store.PendingRequests(r.Context(), s.Clock.Now().UnixMilli())
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, requestList{Requests: s.publicRequests(list...), Pending: n})
}

// requestCount is the inbox badge.
type requestCount struct {
	Pending int64 `json:"pending"`
}

func (s *Server) handleAdminRequestCount(w http.ResponseWriter, r *http.Request, c adminCtx) {
	n, err := s.Store.PendingRequests(r.Context(), s.Clock.Now().UnixMilli())
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, requestCount{Pending: n})
}

// requestDecision answers a checker: the request as it now stands and, for an approval, what
// the action did: a value of the kind's Result type (requestKinds).
type requestDecision struct {
	Request admin.Request `json:"request"`
	Result  any           `json:"result,omitempty"`
}

// rejectBody is a checker's reason for a rejection.
type rejectBody struct {
	Reason string `json:"reason"`
}

// checkable reads request id and applies the four-eyes rules for checker c.
func (s *Server) checkable(ctx context.Context, c adminCtx, id int64) (admin.Request, requestKind, error) {
	req, err := s.Store.RequestByID(ctx, id)
	if err != nil {
		return req, requestKind{}, err
	}
	if err := admin.MayCheck(req, c.Op.ID, c.Op.Role, s.Clock.Now().UnixMilli()); err != nil {
		return req, requestKind{}, err
	}
	k, ok := s.requestKinds()[req.Kind]
	if !ok {
		return req, k, apperr.New(admin.CodeRequestInvalid, "This kind of request is not known to this server.")
	}
	return req, k, nil
}

// lost explains why a conditional decision did not take: someone else decided first, or the
// request expired meanwhile.
func (s *Server) lost(ctx context.Context, c adminCtx, id int64) error {
	req, err := s.Store.RequestByID(ctx, id)
	if err != nil {
		return err
	}
	if err := admin.MayCheck(req, c.Op.ID, c.Op.Role, s.Clock.Now().UnixMilli()); err != nil {
		return err
	}
	return apperr.New(admin.CodeRequestDone, "This request was decided meanwhile.")
}

func (s *Server) handleAdminApproveRequest(w http.ResponseWriter, r *http.Request, c adminCtx) {
	id, err := pathID(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	ctx := r.Context()
	req, k, err := s.checkable(ctx, c, id)
	if err != nil {
		fail(w, r, err)
		return
	}
	version, err := k.Version(ctx, req.Target)
	if err != nil {
		fail(w, r, err)
		return
	}
	if err := admin.CheckFresh(req, version); err != nil {
		fail(w, r, err)
		return
	}
	idStr := strconv.FormatInt(id, 10)
	won, err := s.Store.DecideRequest(ctx, id, c.Op.ID, admin.RequestApproved, "", s.Clock.Now().UnixMilli(),
		c.audit("request.approve", "request", idStr, map[string]any{"status": admin.RequestPending},
			map[string]any{"status": admin.RequestApproved, "kind": req.Kind, "target": req.Target, "makerId": req.MakerID}))
	if err != nil {
		fail(w, r, err)
		return
	}
	if !won {
		fail(w, r, s.lost(ctx, c, id))
		return
	}
	// This checker alone holds the approval: the action runs once.
	res, runErr := k.Run(ctx, c, req)
	status, summary := admin.RequestApproved, "done"
	if runErr != nil {
		status, summary = admin.RequestFailed, messageOf(runErr)
	} else if b, err := json.Marshal(res); err == nil {
		summary = string(b)
	}
	if err := s.Store.FinishRequest(ctx, id, status, summary); err != nil && s.Log != nil {
		s.Log.Error("admin: unable to record a request's result", "request", id, "err", err)
	}
	if runErr != nil {
		s.auditAfter(ctx, c.audit("request.failed", "request", idStr, nil, map[string]any{"error": summary}))
		fail(w, r, runErr)
		return
	}
	after, err := s.Store.RequestByID(ctx, id)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, requestDecision{Request: s.publicRequests(after)[0], Result: res})
}

func (s *Server) handleAdminRejectRequest(w http.ResponseWriter, r *http.Request, c adminCtx) {
	id, err := pathID(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	var in rejectBody
	if err := decodeJSON(w, r, &in); err != nil {
		fail(w, r, err)
		return
	}
	ctx := r.Context()
	req, _, err := s.checkable(ctx, c, id)
	if err != nil {
		fail(w, r, err)
		return
	}
	note, err := admin.CheckReason(in.Reason, "rejection")
	if err != nil {
		fail(w, r, err)
		return
	}
	idStr := strconv.FormatInt(id, 10)
	won, err := s.Store.DecideRequest(ctx, id, c.Op.ID, admin.RequestRejected, note, s.Clock.Now().UnixMilli(),
		c.audit("request.reject", "request", idStr, map[string]any{"status": admin.RequestPending},
			map[string]any{"status": admin.RequestRejected, "kind": req.Kind, "target": req.Target, "makerId": req.MakerID, "reason": note}))
	if err != nil {
		fail(w, r, err)
		return
	}
	if !won {
		fail(w, r, s.lost(ctx, c, id))
		return
	}
	after, err := s.Store.RequestByID(ctx, id)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, requestDecision{Request: s.publicRequests(after)[0]})
}

// waiverPayload is a waiver request's payload.
type waiverPayload struct {
	Bucket string `json:"bucket"`
	Amount int64  `json:"amount"` // centavos
	Reason string `json:"reason"`
}

// handleAdminWaive is the maker's side of a waiver: the request waits for a supervisor.
func (s *Server) handleAdminWaive(w http.ResponseWriter, r *http.Request, c adminCtx) {
	proposeOnOrder(s, w, r, c, admin.KindWaiver, func(ctx context.Context, id int64, in waiverPayload) (any, string, error) {
		in.Reason = strings.TrimSpace(in.Reason)
		// The waiver rule against today's balance, so a request that cannot succeed is refused now.
		pos, err := s.lending().Position(ctx, id)
		if err != nil {
			return nil, "", err
		}
		if _, err := admin.Waiver(loans.Status(pos.Order.Status), loans.BalancesOf(pos.Entries), loans.Bucket(in.Bucket), in.Amount, in.Reason, pos.Today, ""); err != nil {
			return nil, "", err
		}
		return in, in.Reason, nil
	})
}

// runWaiver books an approved waiver (lending.Service.Waive) as the checker.
func (s *Server) runWaiver(ctx context.Context, c adminCtx, req admin.Request) (any, error) {
	var p waiverPayload
	if err := json.Unmarshal(req.Payload, &p); err != nil {
		return nil, apperr.Invalid("The waiver request's payload is unreadable.")
	}
	id, err := strconv.ParseInt(req.Target, 10, 64)
	if err != nil {
		return nil, apperr.Invalid("Bad order id %q.", req.Target)
	}
	res, err := s.lending().Waive(ctx, id, c.Op.ID, loans.Bucket(p.Bucket), p.Amount, p.Reason)
	if err != nil {
		return nil, err
	}
	s.auditAfter(ctx, c.audit("order.waive", "order", req.Target,
		map[string]any{"balances": res.Before}, map[string]any{"balances": res.After, "bucket": p.Bucket, "amount": p.Amount, "reason": p.Reason,
			"ref": res.Ref, "status": res.Status, "requestId": req.ID, "makerId": req.MakerID}))
	return res, nil
}

// messageOf is what a checker reads of a refused action: the coded error's message, or a
// generic text for anything else (details go to the log).
func messageOf(err error) string {
	var e *apperr.Error
	if errors.As(err, &e) {
		return e.Message
	}
	return "The action failed; see the server log."
}

// loanApprovalPayload is a large loan's approval request: the maker's reason and the amount.
type loanApprovalPayload struct {
	Reason string `json:"reason"`
	Amount int64  `json:"amount"` // centavos, as applied for
}

// runLoanApproval approves an order (lending.Service.Decide, then its payout) as the checker.
func (s *Server) runLoanApproval(ctx context.Context, c adminCtx, req admin.Request) (any, error) {
	var p loanApprovalPayload
	if err := json.Unmarshal(req.Payload, &p); err != nil {
		return nil, apperr.Invalid("The approval request's payload is unreadable.")
	}
	id, err := strconv.ParseInt(req.Target, 10, 64)
	if err != nil {
		return nil, apperr.Invalid("Bad order id %q.", req.Target)
	}
	before, err := s.Store.LoanOrderByID(ctx, id)
	if err != nil {
		return nil, err
	}
	after, err := s.lending().Decide(ctx, id, true, strconv.FormatInt(c.Op.ID, 10), p.Reason)
	if err != nil {
		return nil, err
	}
	s.auditAfter(ctx, c.audit("order.approve", "order", req.Target, map[string]any{"status": before.Status},
		map[string]any{"status": after.Status, "payoutStatus": after.PayoutStatus, "reason": p.Reason, "requestId": req.ID, "makerId": req.MakerID}))
	return decideAnswer{Status: after.Status, PayoutStatus: after.PayoutStatus}, nil
}

// decideAnswer is what a decision left the order at.
type decideAnswer struct {
	Status       int    `json:"status"`
	PayoutStatus string `json:"payoutStatus"`
}
