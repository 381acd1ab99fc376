package api

import (
	"net/http"
	"strconv"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/controls"
	"github.com/pautang/pautang/internal/promotion"
)

// The operators: creating one, changing a role, setting a password, resetting two-step login
// and switching one on again are four-eyes requests (internal/controls, operator_kinds.go);
// no answer carries a set-up link or a password: the invitee gets the link by e-mail.

// The bodies and answers of the operator routes are the controls service's types.
type (
	newOperatorBody      = controls.OperatorInvite
	operatorUpdateBody   = controls.OperatorChange
	operatorChangeAnswer = controls.OperatorChangeAnswer
	operatorReasonBody   = controls.OperatorReasonInput
	setupLinkSent        = controls.SetupLinkSent
)

// securityEventList answers GET /security-events.
type securityEventList struct {
	Events []admin.SecurityEvent `json:"events"`
}

func (s operatorAccounts) handleAdminCreateOperator(w http.ResponseWriter, r *http.Request, c adminCtx) {
	var in newOperatorBody
	if err := decodeJSON(w, r, &in); err != nil {
		fail(w, r, err)
		return
	}
	res, err := s.controls().Propose(r.Context(), c.actor(), admin.KindOperatorCreate, "", in)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, res)
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
	res, err := s.controls().ChangeOperator(r.Context(), c.actor(), id, in)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, res)
}

func (s operatorAccounts) handleAdminTOTPReset(w http.ResponseWriter, r *http.Request, c adminCtx) {
	id, err := pathID(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	var in operatorReasonBody
	if err := decodeJSON(w, r, &in); err != nil {
		fail(w, r, err)
		return
	}
	res, err := s.controls().Propose(r.Context(), c.actor(), admin.KindOperatorTOTPReset, strconv.FormatInt(id, 10), in)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, res)
}

func (s operatorAccounts) handleAdminSetupLink(w http.ResponseWriter, r *http.Request, c adminCtx) {
	id, err := pathID(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	res, err := s.controls().ResendSetupLink(r.Context(), c.actor(), id)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, res)
}

func (s operatorAccounts) handleAdminSecurityEvents(w http.ResponseWriter, r *http.Request, c adminCtx) {
	list, err := s.controls().SecurityEvents(r.Context())
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, securityEventList{Events: list})
}

type captchaImage = promotion.CaptchaImage

func (s operatorAccounts) handleAdminLoginCaptcha(w http.ResponseWriter, r *http.Request) {
	q, err := decodeQuery[captchaQuery](r)
	if err != nil {
		fail(w, r, err)
		return
	}
	img, err := s.Promotion.FreshCaptcha(r.Context(), q.SID, clientIP(r))
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, img)
}
