package api

import (
	"net/http"

	"github.com/pautang/pautang/internal/admin"
)

// The operator's own account: live sessions (an admin sees and ends anyone's) and the password.

// sessionList answers GET /sessions.
type sessionList struct {
	Sessions    []admin.SessionView `json:"sessions"`
	IdleMinutes int64               `json:"idleMinutes"`
}

func (s operatorAccounts) handleAdminSessions(w http.ResponseWriter, r *http.Request, c adminCtx) {
	q, err := decodeQuery[sessionsQuery](r)
	if err != nil {
		fail(w, r, err)
		return
	}
	who := c.Op.ID
	if q.OperatorID != nil {
		who = *q.OperatorID
	}
	svc := s.adminService()
	list, err := svc.Sessions(r.Context(), c.Op, c.Sess, who)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, sessionList{Sessions: list, IdleMinutes: int64(svc.IdleLimit().Minutes())})
}

// sessionRevoked answers POST /sessions/{id}/revoke.
type sessionRevoked struct {
	Revoked bool `json:"revoked"`
	Current bool `json:"current"` // the caller ended their own session: log in again
}

func (s operatorAccounts) handleAdminRevokeSession(w http.ResponseWriter, r *http.Request, c adminCtx) {
	id, err := pathID(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	done, own, err := s.adminService().RevokeSession(r.Context(), c.Op, c.Sess, id, c.audit("", "", "", nil, nil))
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, sessionRevoked{Revoked: done, Current: own})
}

// passwordChanged answers POST /me/password.
// passwordBody changes one's own password: the current one and the new one.
type passwordBody struct {
	Current  string `json:"current"`
	Password string `json:"password"`
}

type passwordChanged struct {
	Changed bool `json:"changed"`
}

func (s operatorAccounts) handleAdminChangePassword(w http.ResponseWriter, r *http.Request, c adminCtx) {
	var in passwordBody
	if err := decodeJSON(w, r, &in); err != nil {
		fail(w, r, err)
		return
	}
	if err := s.adminService().ChangePassword(r.Context(), c.Op, c.Sess, in.Current, in.Password, c.IP); err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, passwordChanged{Changed: true})
}
