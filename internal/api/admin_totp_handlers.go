package api

import (
	"net/http"
	"time"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/apperr"
)

// Two-step login, authenticator enrolment, set-up links and the admin's 2FA reset
// (docs/admin.md "Two-step login").

// codeInput is the body of the code steps.
type codeInput struct {
	Code string `json:"code"`
}

func (s operatorAccounts) handleAdminLoginCode(w http.ResponseWriter, r *http.Request, c adminCtx) {
	var in codeInput
	if err := decodeJSON(w, r, &in); err != nil {
		fail(w, r, err)
		return
	}
	if len(in.Code) > 64 {
		fail(w, r, apperr.Invalid("The code is at most 64 characters."))
		return
	}
	// No per-address count here (admin.Service.SignInCode): counting both steps would let one
	// office behind a NAT log in only five operators a minute.
	l, err := s.adminService().SignInCode(r.Context(), c.Op, c.Sess, in.Code, c.IP)
	if err != nil {
		fail(w, r, err)
		return
	}
	s.startAdminSession(w, r, l)
}

func (s operatorAccounts) handleAdminTOTPSetup(w http.ResponseWriter, r *http.Request, c adminCtx) {
	e, err := s.adminService().BeginEnrolment(r.Context(), c.Op)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, e)
}

// totpConfirmed answers POST /totp/confirm: the full session and the recovery codes, shown once.
type totpConfirmed struct {
	Operator      admin.Operator `json:"operator"`
	Permissions   []admin.Action `json:"permissions"`
	CSRFToken     string         `json:"csrfToken"`
	Stage         admin.Stage    `json:"stage"`
	RecoveryCodes []string       `json:"recoveryCodes"`
}

func (s operatorAccounts) handleAdminTOTPConfirm(w http.ResponseWriter, r *http.Request, c adminCtx) {
	var in codeInput
	if err := decodeJSON(w, r, &in); err != nil {
		fail(w, r, err)
		return
	}
	if len(in.Code) > 64 {
		fail(w, r, apperr.Invalid("The code is at most 64 characters."))
		return
	}
	l, codes, err := s.adminService().ConfirmEnrolment(r.Context(), c.Op, c.Sess, in.Code, c.IP)
	if err != nil {
		fail(w, r, err)
		return
	}
	s.setAdminCookie(w, r, l.Token, time.UnixMilli(l.ExpiresAt), int(admin.MaxAge.Seconds()))
	ok(w, r, FamilyZero, totpConfirmed{Operator: l.Operator, Permissions: l.Operator.Grant().Permissions(), CSRFToken: l.CSRFToken,
		Stage: l.Stage, RecoveryCodes: codes})
}

// setupInfo answers GET /setup: whose link it is, so the page can greet them.
type setupInfo struct {
	Email     string `json:"email"`
	Name      string `json:"name"`
	ExpiresAt int64  `json:"expiresAt"`
}

func (s operatorAccounts) handleAdminSetupInfo(w http.ResponseWriter, r *http.Request) {
	q, err := decodeQuery[setupQuery](r)
	if err != nil {
		fail(w, r, err)
		return
	}
	op, err := s.adminService().SetupLinkOperator(r.Context(), q.Token)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, setupInfo{Email: op.Email, Name: op.Name, ExpiresAt: op.SetupExpiresAt})
}

func (s operatorAccounts) handleAdminSetup(w http.ResponseWriter, r *http.Request) {
	if !sameOrigin(r) {
		fail(w, r, admin.ErrCSRF)
		return
	}
	var in setupBody
	if err := decodeJSON(w, r, &in); err != nil {
		fail(w, r, err)
		return
	}
	l, err := s.adminService().SignInSetup(r.Context(), in.Token, in.Password, admin.LoginTry{IP: clientIP(r), SID: in.SID, Captcha: in.Captcha})
	if err != nil {
		fail(w, r, err)
		return
	}
	s.startAdminSession(w, r, l)
}

// setupBody uses a set-up link: its token and the first password (sid and captcha: the image
// code, when many logins came from the address).
type setupBody struct {
	Token    string `json:"token"`
	Password string `json:"password"`
	SID      string `json:"sid,omitempty"`
	Captcha  string `json:"captcha,omitempty"`
}
