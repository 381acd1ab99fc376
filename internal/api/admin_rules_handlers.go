package api

import (
	"net/http"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/controls"
	"github.com/pautang/pautang/internal/lending"
	"github.com/pautang/pautang/internal/loans"
)

// The underwriting rules in the catalogue: read, preview a change on the latest
// applications, propose it (another supervisor approves it in the requests inbox).

// rulesPreviewLimit is how many of the latest applications a preview decides again.
const rulesPreviewLimit = 100

// rulesView is the rules in force, the saved versions and the defaults.
type rulesView struct {
	Current  loans.UnderwritingVersion   `json:"current"`
	History  []loans.UnderwritingVersion `json:"history"`
	Defaults loans.Underwriting          `json:"defaults"`
}

func (s operatorCatalog) handleAdminRules(w http.ResponseWriter, r *http.Request, c adminCtx) {
	cur, hist, err := s.Catalog.Rules(r.Context())
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, rulesView{Current: cur, History: hist, Defaults: loans.DefaultUnderwriting()})
}

// rulesBody is a proposed set of rules with the maker's reason.
type rulesBody = controls.RulesBody

// rulesPreview is what a proposed change would decide on the latest applications.
type rulesPreview struct {
	Applications []lending.RulesPreview `json:"applications"`
	Changed      int                    `json:"changed"`
}

func (s operatorCatalog) handleAdminRulesPreview(w http.ResponseWriter, r *http.Request, c adminCtx) {
	var in rulesBody
	if err := decodeJSON(w, r, &in); err != nil {
		fail(w, r, err)
		return
	}
	if err := in.Rules.Check(); err != nil {
		fail(w, r, apperr.Invalid("%s.", err.Error()))
		return
	}
	list, err := s.lending().PreviewRules(r.Context(), in.Rules, rulesPreviewLimit)
	if err != nil {
		fail(w, r, err)
		return
	}
	n := 0
	for _, a := range list {
		if a.Changed {
			n++
		}
	}
	ok(w, r, FamilyZero, rulesPreview{Applications: list, Changed: n})
}

func (s operatorCatalog) handleAdminProposeRules(w http.ResponseWriter, r *http.Request, c adminCtx) {
	proposeOn[rulesBody](s.Server, w, r, c, admin.KindRulesChange)
}

// scorecardView is the scorecard in force (version 0: none; the rules decide alone) and the
// inputs and reason codes a characteristic may use.
type scorecardView struct {
	Current loans.ScorecardVersion `json:"current"`
	Inputs  []string               `json:"inputs"`
	Reasons []string               `json:"reasons"`
}

func (s operatorCatalog) handleAdminScorecard(w http.ResponseWriter, r *http.Request, c adminCtx) {
	cur, err := s.Catalog.Scorecard(r.Context())
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, scorecardView{Current: cur, Inputs: loans.ScoreInputNames(), Reasons: loans.ScoreReasonCodes()})
}

func (s operatorCatalog) handleAdminProposeScorecard(w http.ResponseWriter, r *http.Request, c adminCtx) {
	proposeOn[scorecardBody](s.Server, w, r, c, admin.KindScorecard)
}

// scorecardBody is a proposed scorecard with the maker's reason.
type scorecardBody = controls.ScorecardBody
