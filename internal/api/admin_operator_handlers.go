package api

import (
	"net/http"

	"github.com/pautang/pautang/internal/admin"
)

// The audit log and the operators.

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

func (s operatorAccounts) handleAdminCreateOperator(w http.ResponseWriter, r *http.Request, c adminCtx) {
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

func (s operatorAccounts) handleAdminUpdateOperator(w http.ResponseWriter, r *http.Request, c adminCtx) {
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
	op, err := s.adminService().UpdateOperator(r.Context(), c.Op, id, admin.OperatorUpdate{Role: in.Role, Disabled: in.Disabled, Password: in.Password}, c.audit("", "", "", nil, nil))
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, op)
}
