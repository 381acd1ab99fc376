package api

import (
	"net/http"
	"strconv"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/controls"
)

// Four eyes: the maker's side (propose) and the checker's inbox (list, approve, reject). The
// workflow and THE table of kinds are internal/controls; the rules internal/admin/requests.go;
// the SQL internal/store/requests.go. Each handler decodes, calls one controls method and
// answers.

// controls is the operators' controls service: Server.Controls, built once by the wiring, or
// when it is nil a new one from NewControls (a test's, over the parts it swaps as it goes).
func (s *Server) controls() *controls.Service {
	if s.Controls != nil || s.NewControls == nil {
		return s.Controls
	}
	return s.NewControls()
}

// actor is the operator of c as the controls service records them.
func (c adminCtx) actor() controls.Actor {
	return controls.Actor{ID: c.Op.ID, Role: c.Op.Role, IP: c.IP, Custom: c.Op.Custom}
}

// The answers and bodies of the four-eyes routes are the controls service's types.
type (
	proposeAnswer   = controls.ProposeAnswer
	requestList     = controls.RequestList
	requestDecision = controls.RequestDecision
)

// rejectBody is a checker's reason for a rejection.
type rejectBody struct {
	Reason string `json:"reason"`
}

// requestCount is the inbox badge.
type requestCount struct {
	Pending int64 `json:"pending"`
}

func (s operatorControls) handleAdminRequests(w http.ResponseWriter, r *http.Request, c adminCtx) {
	q, err := decodeQuery[requestsQuery](r)
	if err != nil {
		fail(w, r, err)
		return
	}
	list, err := s.controls().Requests(r.Context(), admin.RequestStatus(q.Status))
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, list)
}

func (s operatorControls) handleAdminRequestCount(w http.ResponseWriter, r *http.Request, c adminCtx) {
	n, err := s.controls().PendingCount(r.Context())
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, requestCount{Pending: n})
}

func (s operatorControls) handleAdminApproveRequest(w http.ResponseWriter, r *http.Request, c adminCtx) {
	id, err := pathID(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	res, err := s.controls().Approve(r.Context(), c.actor(), id)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, res)
}

func (s operatorControls) handleAdminRejectRequest(w http.ResponseWriter, r *http.Request, c adminCtx) {
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
	res, err := s.controls().Reject(r.Context(), c.actor(), id, in.Reason)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, res)
}

// proposeOn is the maker's side of a request of kind on the entity of the path (an order's
// id) or, without {id} in the path, on the target its body names: the JSON body is read into
// the kind's input In and the controls service proposes it.
func proposeOn[In any](s *Server, w http.ResponseWriter, r *http.Request, c adminCtx, kind admin.RequestKind) {
	target := ""
	if r.PathValue("id") != "" {
		id, err := pathID(r)
		if err != nil {
			fail(w, r, err)
			return
		}
		target = strconv.FormatInt(id, 10)
	}
	var in In
	if err := decodeJSON(w, r, &in); err != nil {
		fail(w, r, err)
		return
	}
	ans, err := s.controls().Propose(r.Context(), c.actor(), kind, target, in)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, ans)
}

// waiverPayload is a waiver's body and payload.
type waiverPayload = controls.WaiverPayload

// handleAdminWaive is the maker's side of a waiver: the request waits for a supervisor.
func (s operatorControls) handleAdminWaive(w http.ResponseWriter, r *http.Request, c adminCtx) {
	proposeOn[waiverPayload](s.Server, w, r, c, admin.KindWaiver)
}
