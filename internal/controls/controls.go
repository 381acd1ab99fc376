// Package controls runs the operators' controls: the four-eyes (maker-checker) workflow of the
// back office. One table (Kinds) says, per kind of request, what it changes, who may propose
// and check it, its payload, how its target's version is read (the stale check), the maker's
// validation, the before/after rows the checker reads, and the action the checker's approval
// runs. The pure rules (MayCheck, CheckFresh, CheckReason) are internal/admin; the SQL
// internal/store.
//
// Every change is committed with its audit row in one transaction: proposing (the request and
// request.create), rejecting (the conditional decision and request.reject), approving in
// three steps — the claim (one conditional pending -> approved update and request.approve),
// then the action's change, its audit row and the request's finish in one transaction, or, if
// the action is refused, the request's failed status and request.failed in one transaction.
// A gateway call (a payout, a refund) never runs inside a transaction: the action books it,
// commits, calls the gateway, and audits the gateway's answer in the transaction that records
// it.
package controls

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"strconv"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/banking"
	"github.com/pautang/pautang/internal/catalog"
	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/config"
	"github.com/pautang/pautang/internal/disburse"
	"github.com/pautang/pautang/internal/lending"
	"github.com/pautang/pautang/internal/mail"
	"github.com/pautang/pautang/internal/messages"
	"github.com/pautang/pautang/internal/payments"
	"github.com/pautang/pautang/internal/store"
)

// Service runs the four-eyes workflow and the operator decisions on loans. Store, Lending and
// Clock are required; without Disburse refunds and account changes are refused, without Repay
// transfer matches, without Vault account changes.
type Service struct {
	Store    *store.Store
	Lending  *lending.Service
	Disburse *disburse.Service
	Repay    *payments.Service
	Vault    *banking.Vault
	Clock    clock.Clock
	// WriteOffAfterDays is the days past due from which a loan may be written off (0: the
	// default, config.DefaultWriteOffAfterDays).
	WriteOffAfterDays int
	// FourEyesApproveAboveCents: approving a loan of more than this waits for a supervisor
	// (0: never).
	FourEyesApproveAboveCents int64
	// Mail sends the invitees' set-up links (nil: they are recorded as not sent); PublicURL is
	// the base of those links.
	Mail      mail.Sender
	PublicURL string
	Log       *slog.Logger
	// Catalog and Messages check and save the settings borrowers read (channels, landing
	// templates, settings documents, message wordings); PayGateways are the running remote
	// gateways a channel may be routed to. Without them those kinds are refused.
	Catalog     *catalog.Service
	Messages    *messages.Service
	PayGateways map[string]payments.ChannelCatalog
}

func (s *Service) log() *slog.Logger {
	if s.Log != nil {
		return s.Log
	}
	return slog.Default()
}

func (s *Service) nowMs() int64 { return s.Clock.Now().UnixMilli() }

func (s *Service) writeOffAfterDays() int {
	if s.WriteOffAfterDays > 0 {
		return s.WriteOffAfterDays
	}
	return config.DefaultWriteOffAfterDays
}

// Actor is the operator acting and where from, as the audit log records them.
type Actor struct {
	ID   int64
	Role admin.Role
	IP   string
	// Custom is a custom role's permission set (admin.Grant); nil for a built-in role.
	Custom []admin.Action
}

func (a Actor) grant() admin.Grant { return admin.Grant{Role: a.Role, Custom: a.Custom} }

// Entry is an audit row of the actor.
func (a Actor) Entry(action, entity, entityID string, before, after any) admin.Entry {
	return admin.Entry{OperatorID: a.ID, Action: action, Entity: entity, EntityID: entityID, Before: before, After: after, IP: a.IP}
}

// ProposeAnswer is the maker's answer: the request now waiting for a checker.
type ProposeAnswer struct {
	RequestID int64               `json:"requestId"`
	Status    admin.RequestStatus `json:"status"`
	Message   string              `json:"message"`
	Kind      admin.RequestKind   `json:"kind"`
}

// RequestList is the inbox: the requests and how many wait for a checker.
type RequestList struct {
	Requests []admin.Request `json:"requests"`
	Pending  int64           `json:"pending"`
}

// RequestDecision answers a checker: the request as it now stands and, for an approval, what
// the action did: a value of the kind's Result type.
type RequestDecision struct {
	Request admin.Request `json:"request"`
	Result  any           `json:"result,omitempty"`
	// Summary tells the checker what the approval did, in a sentence: what the action's own
	// result says (a payout that failed: "Approved; the payout failed: ..."), never a claim
	// the result does not back.
	Summary string `json:"summary"`
	// Warning is set when the action was carried out but something after it did not go
	// through (a payout refused or not answered yet): the checker's attention is needed.
	Warning bool `json:"warning"`
}

// Summarizer is a kind's result that can say what its approval did (RequestDecision.Summary).
type Summarizer interface {
	Summary() (text string, warning bool)
}

// summaryOf is the checker's sentence about an approval whose action returned res.
func summaryOf(res any) (string, bool) {
	if s, ok := res.(Summarizer); ok {
		return s.Summary()
	}
	return "Approved: the action was carried out.", false
}

// Propose stores actor's request of kind on target (the order id of a loan's request; ignored
// by the kinds whose input names their target) with the kind's input in (its maker-side type,
// e.g. WaiverPayload): the kind validates it against the target as it is now, words what it
// would change, and the request waits for a checker, audited request.create, in one
// transaction.
func (s *Service) Propose(ctx context.Context, a Actor, kind admin.RequestKind, target string, in any) (ProposeAnswer, error) {
	k, ok := KindOf(kind)
	if !ok {
		return ProposeAnswer{}, fmt.Errorf("controls: request kind %q is not in the table", kind)
	}
	if role, known := admin.MinRole(k.Maker); !known || !a.grant().Can(k.Maker) {
		return ProposeAnswer{}, apperr.Newf(apperr.CodeForbidden, "Only a %s or above can propose this.", role)
	}
	p, err := k.propose(ctx, s, a, target, in)
	if err != nil {
		return ProposeAnswer{}, err
	}
	if p.Target == "" {
		p.Target = target
	}
	reason, err := admin.CheckReason(p.Reason, "request")
	if err != nil {
		return ProposeAnswer{}, err
	}
	version, err := k.version(ctx, s, p.Target)
	if err != nil {
		return ProposeAnswer{}, err
	}
	raw, err := json.Marshal(p.Payload)
	if err != nil {
		return ProposeAnswer{}, err
	}
	now := s.nowMs()
	req := admin.Request{Kind: kind, Entity: k.Entity, Target: p.Target, Payload: raw, Diff: p.Diff, Reason: reason, TargetVersion: version,
		MakerID: a.ID, CreatedAt: now, ExpiresAt: now + admin.RequestTTLMs}
	id, err := s.Store.Controls().CreateRequest(ctx, req, a.Entry("request.create", "request", "", nil,
		map[string]any{"kind": kind, "entity": k.Entity, "target": p.Target, "payload": k.shown(raw), "diff": p.Diff, "reason": reason}))
	if err != nil {
		return ProposeAnswer{}, err
	}
	return ProposeAnswer{RequestID: id, Status: admin.RequestPending, Kind: kind,
		Message: "A " + string(k.Checker) + " (or above) other than you must approve it in the Requests inbox before it takes effect."}, nil
}

// known fills what the table knows of a stored request: its title and checker role.
func known(r admin.Request) admin.Request {
	if k, ok := KindOf(r.Kind); ok {
		r.Title, r.CheckerRole = k.Title, k.Checker
	}
	if r.Diff == nil {
		r.Diff = []admin.DiffRow{}
	}
	return r
}

// view is a request as operators read it: known, and without what they may not read of its
// payload (a sealed account number).
func view(r admin.Request) admin.Request {
	r = known(r)
	if k, ok := KindOf(r.Kind); ok {
		r.Payload = k.shown(r.Payload)
	}
	return r
}

// Requests lists requests of a status ("" for all), newest first, with how many wait now.
func (s *Service) Requests(ctx context.Context, status admin.RequestStatus) (RequestList, error) {
	switch status {
	case "", admin.RequestPending, admin.RequestApproved, admin.RequestRejected, admin.RequestFailed:
	default:
		return RequestList{}, apperr.Invalid("Unknown status %q.", status)
	}
	list, err := s.Store.Controls().Requests(ctx, status, 200)
	if err != nil {
		return RequestList{}, err
	}
	for i := range list {
		list[i] = view(list[i])
	}
	n, err := s.Store.Controls().PendingRequests(ctx, s.nowMs())
	return RequestList{Requests: list, Pending: n}, err
}

// PendingCount is how many requests wait for a checker now (the inbox badge).
func (s *Service) PendingCount(ctx context.Context) (int64, error) {
	return s.Store.Controls().PendingRequests(ctx, s.nowMs())
}

// Pending lists the requests of kind waiting for a checker.
func (s *Service) Pending(ctx context.Context, kind admin.RequestKind) ([]admin.Request, error) {
	list, err := s.Store.Controls().Requests(ctx, admin.RequestPending, 200)
	if err != nil {
		return nil, err
	}
	out := []admin.Request{}
	for _, r := range list {
		if r.Kind == kind {
			out = append(out, view(r))
		}
	}
	return out, nil
}

// checkable reads request id with its table row and applies the four-eyes rules for a.
func (s *Service) checkable(ctx context.Context, a Actor, id int64) (admin.Request, Kind, error) {
	req, err := s.Store.Controls().RequestByID(ctx, id)
	if err != nil {
		return req, Kind{}, err
	}
	req = known(req)
	if err := admin.MayCheckAs(req, a.ID, a.grant(), s.nowMs()); err != nil {
		return req, Kind{}, err
	}
	if err := s.checkRelated(ctx, a, req); err != nil {
		return req, Kind{}, err
	}
	k, _ := KindOf(req.Kind) // MayCheck refused a kind without a checker role
	return req, k, nil
}

// lost explains why a conditional decision did not take: someone else decided first, or the
// request expired meanwhile.
func (s *Service) lost(ctx context.Context, a Actor, id int64) error {
	req, err := s.Store.Controls().RequestByID(ctx, id)
	if err != nil {
		return err
	}
	if err := admin.MayCheckAs(known(req), a.ID, a.grant(), s.nowMs()); err != nil {
		return err
	}
	return apperr.New(admin.CodeRequestDone, "This request was decided meanwhile.")
}

// Approve approves request id as checker a: the four-eyes rules, the stale check, the claim
// (one conditional update with request.approve), then the kind's action, which commits its
// change, its audit row and the request's result together. A refused action marks the request
// failed with request.failed in one transaction and answers the refusal.
func (s *Service) Approve(ctx context.Context, a Actor, id int64) (RequestDecision, error) {
	req, k, err := s.checkable(ctx, a, id)
	if err != nil {
		return RequestDecision{}, err
	}
	version, err := k.version(ctx, s, req.Target)
	if err != nil {
		return RequestDecision{}, err
	}
	if err := admin.CheckFresh(req, version); err != nil {
		// A checker racing another sees the target already changed by that approval: the
		// request is decided, and that is the answer, not that it went stale.
		if now, rerr := s.Store.Controls().RequestByID(ctx, id); rerr == nil && now.Status != admin.RequestPending {
			return RequestDecision{}, apperr.New(admin.CodeRequestDone, "This request was decided meanwhile.")
		}
		return RequestDecision{}, err
	}
	// The approval (the request's claim and its request.approve row), the action's change, its
	// audit row and the request's result commit in the action's one transaction
	// (approval.commit): a checker who lost the race, or a failure anywhere, leaves the request
	// pending and nothing changed.
	now := s.nowMs()
	ap := &approval{req: req, actor: a, now: now}
	res, runErr := k.apply(ctx, s, ap)
	if runErr == nil && !ap.finished {
		runErr = fmt.Errorf("controls: kind %s did not record its result", req.Kind)
	}
	if errors.Is(runErr, errLost) {
		return RequestDecision{}, s.lost(ctx, a, id)
	}
	if runErr != nil {
		if !ap.finished {
			msg := FailureText(runErr)
			won, err := s.Store.Controls().FailRequest(ctx, id, a.ID, now, msg,
				a.Entry("request.failed", "request", strconv.FormatInt(id, 10), nil, map[string]any{"error": msg}))
			switch {
			case err != nil:
				s.log().Error("controls: unable to record a refused request", "request", id, "err", err)
			case !won:
				return RequestDecision{}, s.lost(ctx, a, id)
			}
		}
		return RequestDecision{}, runErr
	}
	after, err := s.Store.Controls().RequestByID(ctx, id)
	if err != nil {
		return RequestDecision{}, err
	}
	text, warn := summaryOf(res)
	return RequestDecision{Request: view(after), Result: res, Summary: text, Warning: warn}, nil
}

// Reject rejects request id as checker a with a reason, audited request.reject, in one
// conditional update: nothing else changes.
func (s *Service) Reject(ctx context.Context, a Actor, id int64, reason string) (RequestDecision, error) {
	req, _, err := s.checkable(ctx, a, id)
	if err != nil {
		return RequestDecision{}, err
	}
	note, err := admin.CheckReason(reason, "rejection")
	if err != nil {
		return RequestDecision{}, err
	}
	idStr := strconv.FormatInt(id, 10)
	won, err := s.Store.Controls().DecideRequest(ctx, id, a.ID, admin.RequestRejected, note, s.nowMs(),
		a.Entry("request.reject", "request", idStr, map[string]any{"status": admin.RequestPending},
			map[string]any{"status": admin.RequestRejected, "kind": req.Kind, "target": req.Target, "makerId": req.MakerID, "reason": note}))
	if err != nil {
		return RequestDecision{}, err
	}
	if !won {
		return RequestDecision{}, s.lost(ctx, a, id)
	}
	after, err := s.Store.Controls().RequestByID(ctx, id)
	if err != nil {
		return RequestDecision{}, err
	}
	return RequestDecision{Request: view(after)}, nil
}

// approval is one request being approved while its action runs.
type approval struct {
	req      admin.Request
	actor    Actor
	now      int64 // ms: when the checker approved
	finished bool  // the request's result is written in the action's transaction (finish or, later, note)
}

// errLost is an approval whose claim found the request no longer pending: another checker
// decided it first, or it expired. The action's transaction rolls back.
var errLost = errors.New("controls: the request was decided meanwhile")

// entry is the action's audit row as the checker, naming the request and its maker.
func (ap *approval) entry(action, entity string, before any, after map[string]any) admin.Entry {
	if after == nil {
		after = map[string]any{}
	}
	after["requestId"], after["makerId"] = ap.req.ID, ap.req.MakerID
	return ap.actor.Entry(action, entity, ap.req.Target, before, after)
}

// commit writes, in the action's unit of work tx, the approval (the request's claim and its
// request.approve row), the action's audit row (none when the change wrote its own) and the
// request's result: they commit with the change or not at all.
func (ap *approval) commit(ctx context.Context, tx *store.Tx, e *admin.Entry, result any) error {
	r := ap.req
	won, err := tx.ClaimRequest(ctx, r.ID, ap.actor.ID, ap.now, ap.actor.Entry("request.approve", "request", strconv.FormatInt(r.ID, 10),
		map[string]any{"status": admin.RequestPending},
		map[string]any{"status": admin.RequestApproved, "kind": r.Kind, "target": r.Target, "makerId": r.MakerID}))
	if err != nil {
		return err
	}
	if !won {
		return errLost
	}
	if e != nil {
		if err := tx.AddAudit(ctx, *e); err != nil {
			return err
		}
	}
	b, err := json.Marshal(result)
	if err != nil {
		return err
	}
	if err := tx.FinishRequest(ctx, ap.req.ID, admin.RequestApproved, string(b)); err != nil {
		return err
	}
	ap.finished = true
	return nil
}

// orderID reads the order id of a loan's request target.
func orderID(target string) (int64, error) {
	id, err := strconv.ParseInt(target, 10, 64)
	if err != nil || id <= 0 {
		return 0, apperr.Invalid("Bad order id %q.", target)
	}
	return id, nil
}

// FailureText is what a checker reads of a refused action: a coded error's message, or a
// generic text for anything else (the details go to the log).
func FailureText(err error) string {
	var e *apperr.Error
	if errors.As(err, &e) && e.Message != "" {
		return e.Message
	}
	return "The action failed; see the server log."
}
