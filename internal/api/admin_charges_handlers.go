package api

import (
	"net/http"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/controls"
	"github.com/pautang/pautang/internal/loans"
)

// The charges policy in the catalogue: the ceilings on interest, late charges and the total
// cost of credit that apply to every loan; a supervisor proposes a change, another approves it
// in the requests inbox (four eyes, kind charges_policy_change).

// chargesPolicyView is the policy in force, its saved versions, the default and the changes
// waiting for a checker.
type chargesPolicyView struct {
	Current  loans.ChargesPolicyVersion   `json:"current"`
	History  []loans.ChargesPolicyVersion `json:"history"`
	Defaults loans.CapPolicy              `json:"defaults"`
	Scope    string                       `json:"scope"` // whom the ceilings in force cover, as operators read it
	Pending  []admin.Request              `json:"pending"`
}

// chargesPolicyBody is a proposed policy with the maker's reason.
type chargesPolicyBody = controls.ChargesPolicyBody

// chargesArea is the charges policy's handlers, an area of the back office API over the server.
type chargesArea struct{ s *Server }

func (a chargesArea) handleAdminChargesPolicy(w http.ResponseWriter, r *http.Request, c adminCtx) {
	s := a.s
	cur, hist, def, err := s.Catalog.ChargesPolicy(r.Context())
	if err != nil {
		fail(w, r, err)
		return
	}
	pending, err := s.controls().Pending(r.Context(), admin.KindChargesPolicy)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, chargesPolicyView{Current: cur, History: hist, Defaults: def, Scope: cur.Policy.Scope(), Pending: pending})
}

func (a chargesArea) handleAdminProposeChargesPolicy(w http.ResponseWriter, r *http.Request, c adminCtx) {
	proposeOn[chargesPolicyBody](a.s, w, r, c, admin.KindChargesPolicy)
}
