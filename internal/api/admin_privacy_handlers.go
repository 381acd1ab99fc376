package api

import (
	"net/http"

	"github.com/pautang/pautang/internal/compliance"
	"github.com/pautang/pautang/internal/privacy"
)

// operatorPrivacy holds the back office's data-privacy calls: the data subject's requests
// with their 30-day clocks and owners, and the breach register with its 72-hour clocks.
type operatorPrivacy struct{ *Server }

// privacyOpenBody is a request customer service opens for a borrower.
type privacyOpenBody struct {
	UserID int64  `json:"userId"`
	Kind   string `json:"kind"`
	Field  string `json:"field"`
	Value  string `json:"value"`
	Detail string `json:"detail"`
}

// privacyAssignBody names the operator who will own a request.
type privacyAssignBody struct {
	OperatorID int64 `json:"operatorId"`
}

// privacyCloseBody answers a request: done (carried out) or refused with the reason (note).
type privacyCloseBody struct {
	Done bool   `json:"done"`
	Note string `json:"note"`
}

// breachBody records a breach (times in Unix ms; occurredAt 0 when not known).
type breachBody struct {
	Title            string `json:"title"`
	Description      string `json:"description"`
	OccurredAt       int64  `json:"occurredAt"`
	DiscoveredAt     int64  `json:"discoveredAt"`
	DataAffected     string `json:"dataAffected"`
	SubjectsAffected int    `json:"subjectsAffected"`
}

// breachNotifiedBody names who was notified: npc or subjects.
type breachNotifiedBody struct {
	Whom string `json:"whom"`
}

func (s operatorPrivacy) handleAdminPrivacyRequests(w http.ResponseWriter, r *http.Request, c adminCtx) {
	q, err := decodeQuery[privacyRequestsQuery](r)
	if err != nil {
		fail(w, r, err)
		return
	}
	out, err := s.Privacy.Queue(r.Context(), compliance.RequestFilter{UserID: q.UserID, Status: q.Status, Kind: q.Kind, Limit: int(q.Limit)})
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, out)
}

func (s operatorPrivacy) handleAdminPrivacyOpen(w http.ResponseWriter, r *http.Request, c adminCtx) {
	var in privacyOpenBody
	if err := decodeJSON(w, r, &in); err != nil {
		fail(w, r, err)
		return
	}
	v, err := s.Privacy.OpenForBorrower(r.Context(), in.UserID, privacy.Request{Kind: in.Kind, Field: in.Field, Value: in.Value, Detail: in.Detail}, c.audit("", "", "", nil, nil))
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, v)
}

func (s operatorPrivacy) handleAdminPrivacyTake(w http.ResponseWriter, r *http.Request, c adminCtx) {
	id, err := pathID(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	v, err := s.Privacy.AssignRequest(r.Context(), id, c.Op.ID, c.audit("", "", "", nil, nil))
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, v)
}

func (s operatorPrivacy) handleAdminPrivacyAssign(w http.ResponseWriter, r *http.Request, c adminCtx) {
	id, err := pathID(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	var in privacyAssignBody
	if err := decodeJSON(w, r, &in); err != nil {
		fail(w, r, err)
		return
	}
	v, err := s.Privacy.AssignRequest(r.Context(), id, in.OperatorID, c.audit("", "", "", nil, nil))
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, v)
}

func (s operatorPrivacy) handleAdminPrivacyClose(w http.ResponseWriter, r *http.Request, c adminCtx) {
	id, err := pathID(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	var in privacyCloseBody
	if err := decodeJSON(w, r, &in); err != nil {
		fail(w, r, err)
		return
	}
	v, err := s.Privacy.CloseRequest(r.Context(), id, in.Done, in.Note, c.audit("", "", "", nil, nil))
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, v)
}

func (s operatorPrivacy) handleAdminBreaches(w http.ResponseWriter, r *http.Request, c adminCtx) {
	out, err := s.Privacy.Breaches(r.Context())
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, out)
}

func (s operatorPrivacy) handleAdminBreachRecord(w http.ResponseWriter, r *http.Request, c adminCtx) {
	var in breachBody
	if err := decodeJSON(w, r, &in); err != nil {
		fail(w, r, err)
		return
	}
	v, err := s.Privacy.RecordBreach(r.Context(), privacy.Breach{Title: in.Title, Description: in.Description, OccurredAt: in.OccurredAt,
		DiscoveredAt: in.DiscoveredAt, DataAffected: in.DataAffected, SubjectsAffected: in.SubjectsAffected}, c.audit("", "", "", nil, nil))
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, v)
}

func (s operatorPrivacy) handleAdminBreachNotified(w http.ResponseWriter, r *http.Request, c adminCtx) {
	id, err := pathID(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	var in breachNotifiedBody
	if err := decodeJSON(w, r, &in); err != nil {
		fail(w, r, err)
		return
	}
	v, err := s.Privacy.BreachNotified(r.Context(), id, in.Whom, c.audit("", "", "", nil, nil))
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, v)
}
