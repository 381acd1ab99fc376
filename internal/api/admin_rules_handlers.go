package api

import (
	"context"
	"encoding/json"
	"net/http"
	"strconv"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/lending"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/store"
)

// The underwriting rules in the catalogue: read, preview a change on the latest
// applications, propose it (another supervisor approves it in the requests inbox).

// rulesTarget is the four-eyes target of a rules change: there is one set of rules.
const rulesTarget = "underwriting"

// rulesPreviewLimit is how many of the latest applications a preview decides again.
const rulesPreviewLimit = 100

// rulesView is the rules in force, the saved versions and the defaults.
type rulesView struct {
	Current  store.UnderwritingVersion   `json:"current"`
	History  []store.UnderwritingVersion `json:"history"`
	Defaults loans.Underwriting          `json:"defaults"`
}

func (s *Server) handleAdminRules(w http.ResponseWriter, r *http.Request, c adminCtx) {
	cur, err := s.Store.Underwriting(r.Context())
	if err != nil {
		fail(w, r, err)
		return
	}
	hist, err := s.Store.UnderwritingHistory(r.Context(), 50)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, rulesView{Current: cur, History: hist, Defaults: loans.DefaultUnderwriting()})
}

// rulesBody is a proposed set of rules with the maker's reason.
type rulesBody struct {
	Rules  loans.Underwriting `json:"rules"`
	Reason string             `json:"reason"`
}

// rulesPreview is what a proposed change would decide on the latest applications.
type rulesPreview struct {
	Applications []lending.RulesPreview `json:"applications"`
	Changed      int                    `json:"changed"`
}

func (s *Server) handleAdminRulesPreview(w http.ResponseWriter, r *http.Request, c adminCtx) {
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

func (s *Server) handleAdminProposeRules(w http.ResponseWriter, r *http.Request, c adminCtx) {
	var in rulesBody
	if err := decodeJSON(w, r, &in); err != nil {
		fail(w, r, err)
		return
	}
	if err := in.Rules.Check(); err != nil {
		fail(w, r, apperr.Invalid("%s.", err.Error()))
		return
	}
	ans, err := s.propose(r.Context(), c, admin.KindRulesChange, rulesTarget, in.Rules, in.Reason)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, ans)
}

// rulesVersion is the version of the rules in force (0 for the defaults).
func (s *Server) rulesVersion(ctx context.Context, target string) (string, error) {
	if target != rulesTarget {
		return "", apperr.Invalid("Bad rules target %q.", target)
	}
	v, err := s.Store.Underwriting(ctx)
	if err != nil {
		return "", err
	}
	return strconv.FormatInt(v.ID, 10), nil
}

// runRulesChange puts approved rules in force as the checker, only over the version the
// maker saw.
func (s *Server) runRulesChange(ctx context.Context, c adminCtx, req admin.Request) (any, error) {
	var rules loans.Underwriting
	if err := json.Unmarshal(req.Payload, &rules); err != nil {
		return nil, apperr.Invalid("The rules change's payload is unreadable.")
	}
	if err := rules.Check(); err != nil {
		return nil, apperr.Invalid("%s.", err.Error())
	}
	basedOn, err := strconv.ParseInt(req.TargetVersion, 10, 64)
	if err != nil {
		return nil, apperr.Invalid("Bad rules version %q.", req.TargetVersion)
	}
	v, err := s.Store.SaveUnderwriting(ctx, store.UnderwritingVersion{Rules: rules, MakerID: req.MakerID, CheckerID: c.Op.ID, RequestID: req.ID}, basedOn,
		c.audit("underwriting.update", "", "", map[string]any{"version": basedOn}, nil))
	if err != nil {
		return nil, err
	}
	return v, nil
}
