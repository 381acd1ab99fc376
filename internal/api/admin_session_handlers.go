package api

import (
	"encoding/json"
	"errors"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/apperr"
)

// Back-office sessions: the operator middleware, login, logout and who is signed in.

// AdminCookie is the operator session cookie: HttpOnly, SameSite=Strict, Path=/admin, so it
// never travels with borrower requests and never to another site.
const AdminCookie = "pautang_admin"

// adminCtx is who is calling a back-office route.
type adminCtx struct {
	Op   admin.Operator
	Sess admin.Session
	IP   string
}

// audit fills the who and where of an audit entry.
func (c adminCtx) audit(action, entity, entityID string, before, after any) admin.Entry {
	return admin.Entry{OperatorID: c.Op.ID, Action: action, Entity: entity, EntityID: entityID, Before: before, After: after, IP: c.IP}
}

// adminHandler is a back-office handler that runs with a checked operator.
type adminHandler func(w http.ResponseWriter, r *http.Request, c adminCtx)

// adminService is the operators' service (logins, sessions, two-step, accounts), built once
// in cli (and the test harness's wire).
func (s *Server) adminService() *admin.Service { return s.Admin }

// operator checks the session cookie, the role (admin.Matrix) and, for every call that is not
// a GET, the CSRF token in X-CSRF-Token. No session: 401; wrong role: forbidden.
func (s *Server) operator(action admin.Action, h adminHandler) http.HandlerFunc {
	return s.operatorAt(action, "", h)
}

// operatorAt is operator for a route that a session short of the full stage may reach (stage
// names which, or anyStage); any other route refuses such a session with admin_two_step.
func (s *Server) operatorAt(action admin.Action, stage admin.Stage, h adminHandler) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		ck, err := r.Cookie(AdminCookie)
		if err != nil {
			fail(w, r, admin.ErrUnauthorized)
			return
		}
		sess, op, err := s.adminService().Authenticate(r.Context(), ck.Value)
		if err != nil {
			fail(w, r, err)
			return
		}
		if r.Method != http.MethodGet && r.Method != http.MethodHead && !admin.CheckCSRF(sess, r.Header.Get("X-CSRF-Token")) {
			fail(w, r, admin.ErrCSRF)
			return
		}
		if sess.Stage != admin.StageFull && stage != anyStage && stage != sess.Stage {
			fail(w, r, admin.ErrStage)
			return
		}
		if !op.Grant().Can(action) {
			fail(w, r, admin.ErrForbidden)
			return
		}
		h(w, r, adminCtx{Op: op, Sess: sess, IP: clientIP(r)})
	}
}

// decodeJSON reads a JSON body of at most 256 KiB into v.
func decodeJSON(w http.ResponseWriter, r *http.Request, v any) error {
	r.Body = http.MaxBytesReader(w, r.Body, 256<<10)
	dec := json.NewDecoder(r.Body)
	if err := dec.Decode(v); err != nil {
		var mbe *http.MaxBytesError
		if errors.As(err, &mbe) {
			return err
		}
		return apperr.Invalid("The request body is not valid JSON: %v", err)
	}
	return checkDecoded(v) // NUL bytes or invalid UTF-8 (textcheck.go)
}

// pathID reads the {id} path segment.
func pathID(r *http.Request) (int64, error) {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil || id <= 0 {
		return 0, apperr.Invalid("The id in the path must be a positive whole number.")
	}
	return id, nil
}

// sameOrigin refuses a login posted from another site (login CSRF): browsers send Origin on
// POST, and it must name this host.
func sameOrigin(r *http.Request) bool {
	o := r.Header.Get("Origin")
	if o == "" {
		return true
	}
	u, err := url.Parse(o)
	return err == nil && u.Host == r.Host
}

func (s operatorAccounts) setAdminCookie(w http.ResponseWriter, r *http.Request, value string, expires time.Time, maxAge int) {
	secure := r.TLS != nil || strings.HasPrefix(s.Cfg.PublicURL, "https://")
	http.SetCookie(w, &http.Cookie{Name: AdminCookie, Value: value, Path: "/admin", HttpOnly: true, Secure: secure,
		SameSite: http.SameSiteStrictMode, Expires: expires, MaxAge: maxAge})
}

// operatorSession is the signed-in operator, the session's stage, what it may do (nothing
// until the session is full) and the CSRF token for calls that write.
type operatorSession struct {
	Operator    admin.Operator `json:"operator"`
	Permissions []admin.Action `json:"permissions"`
	CSRFToken   string         `json:"csrfToken"`
	Stage       admin.Stage    `json:"stage"`
}

// operatorView answers the login steps and who-am-I.
func operatorView(op admin.Operator, csrf string, stage admin.Stage) operatorSession {
	perms := op.Grant().Permissions()
	if stage != admin.StageFull {
		perms = []admin.Action{}
	}
	return operatorSession{Operator: op, Permissions: perms, CSRFToken: csrf, Stage: stage}
}

// loginBody is the first login step.
type loginBody struct {
	Email    string `json:"email"`
	Password string `json:"password"`
	// SID and Captcha answer captcha_required: the picture's sid (GET /login/captcha) and
	// the characters typed.
	SID     string `json:"sid,omitempty"`
	Captcha string `json:"captcha,omitempty"`
}

func (s operatorAccounts) handleAdminLogin(w http.ResponseWriter, r *http.Request) {
	if !sameOrigin(r) {
		fail(w, r, admin.ErrCSRF)
		return
	}
	var in loginBody
	if err := decodeJSON(w, r, &in); err != nil {
		fail(w, r, err)
		return
	}
	l, err := s.adminService().SignIn(r.Context(), admin.LoginTry{Email: in.Email, Password: in.Password, IP: clientIP(r), SID: in.SID, Captcha: in.Captcha})
	if err != nil {
		fail(w, r, err)
		return
	}
	s.startAdminSession(w, r, l)
}

// startAdminSession sets the cookie of a login step's session and answers who is signed in
// and at which stage (the service audited a full session as the login).
func (s operatorAccounts) startAdminSession(w http.ResponseWriter, r *http.Request, l admin.Login) {
	life := admin.MaxAge
	switch l.Stage {
	case admin.StageCode:
		life = admin.CodeStageTTL
	case admin.StageSetup:
		life = admin.SetupStageTTL
	}
	s.setAdminCookie(w, r, l.Token, time.UnixMilli(l.ExpiresAt), int(life/time.Second))
	ok(w, r, FamilyZero, operatorView(l.Operator, l.CSRFToken, l.Stage))
}

// maxSearchLen bounds a back-office search or filter text.
const maxSearchLen = 100

func (s operatorAccounts) handleAdminLogout(w http.ResponseWriter, r *http.Request, c adminCtx) {
	if err := s.adminService().SignOut(r.Context(), c.Sess, c.audit("", "", "", nil, nil)); err != nil {
		fail(w, r, err)
		return
	}
	s.setAdminCookie(w, r, "", time.Unix(0, 0), -1)
	ok(w, r, FamilyZero, nil)
}

func (s operatorAccounts) handleAdminMe(w http.ResponseWriter, r *http.Request, c adminCtx) {
	ck, _ := r.Cookie(AdminCookie)
	ok(w, r, FamilyZero, operatorView(c.Op, admin.CSRFFor(ck.Value), c.Sess.Stage))
}
