package api

import (
	"net/http"
	"strconv"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/store"
)

// The audit log and the operators.

// auditLog answers GET /audit, newest first.
type auditLog struct {
	Entries []adminAuditEntry `json:"entries"`
}

// operatorList answers GET /operators: the accounts, the roles in order and the permission
// matrix.
type operatorList struct {
	Operators []admin.Operator `json:"operators"`
	Roles     []admin.Role     `json:"roles"`
	Matrix    []admin.Rule     `json:"matrix"`
}

// newOperatorBody is a new operator account (no password: the answer carries the set-up link).
type newOperatorBody struct {
	Email    string `json:"email"`
	Name     string `json:"name"`
	Role     string `json:"role"`
	Password string `json:"password,omitempty"`
}

// operatorUpdateBody changes an operator's role, switch or password ("" keeps it).
type operatorUpdateBody struct {
	Role     string `json:"role"`
	Disabled bool   `json:"disabled"`
	Password string `json:"password"`
}

func (s *Server) handleAdminAudit(w http.ResponseWriter, r *http.Request, c adminCtx) {
	q := r.URL.Query()
	opID, _ := strconv.ParseInt(q.Get("operatorId"), 10, 64)
	limit, _ := strconv.Atoi(q.Get("limit"))
	limit = min(max(limit, 0), 1000)
	if len(q.Get("entity")) > maxSearchLen || len(q.Get("entityId")) > maxSearchLen {
		fail(w, r, apperr.Invalid("entity and entityId are at most %d characters.", maxSearchLen))
		return
	}
	rows, err := s.Store.AuditLog(r.Context(), store.AuditFilter{Entity: q.Get("entity"), EntityID: q.Get("entityId"), OperatorID: opID, Limit: limit})
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, auditLog{Entries: adminAuditEntries(rows)})
}

func (s *Server) handleAdminOperators(w http.ResponseWriter, r *http.Request, c adminCtx) {
	ops, err := s.Store.Operators(r.Context())
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, operatorList{Operators: ops, Roles: admin.Roles(), Matrix: admin.Matrix()})
}

func (s *Server) handleAdminCreateOperator(w http.ResponseWriter, r *http.Request, c adminCtx) {
	var in newOperatorBody
	if err := decodeJSON(w, r, &in); err != nil {
		fail(w, r, err)
		return
	}
	inv, err := s.adminService().InviteOperator(r.Context(), c.Op.ID, admin.NewOperator{Email: in.Email, Name: in.Name, Role: admin.Role(in.Role), Password: in.Password})
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, operatorInvited{Operator: inv.Operator, SetupLink: s.setupLink(inv.Token)})
}

func (s *Server) handleAdminUpdateOperator(w http.ResponseWriter, r *http.Request, c adminCtx) {
	id, err := pathID(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	var in operatorUpdateBody
	if err := decodeJSON(w, r, &in); err != nil {
		fail(w, r, err)
		return
	}
	role, valid := admin.ParseRole(in.Role)
	if !valid {
		fail(w, r, admin.ErrInvalidRole)
		return
	}
	if id == c.Op.ID && (in.Disabled || role != c.Op.Role) {
		fail(w, r, admin.ErrSelfChange)
		return
	}
	hash := ""
	if in.Password != "" {
		if admin.CheckPassword(in.Password) != nil {
			fail(w, r, admin.ErrPasswordPolicy)
			return
		}
		if hash, err = admin.HashPassword(in.Password); err != nil {
			fail(w, r, err)
			return
		}
	}
	op, err := s.Store.UpdateOperator(r.Context(), id, role, in.Disabled, hash, c.audit("operator.update", "", "", nil, nil))
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, op)
}
