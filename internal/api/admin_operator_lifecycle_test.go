package api

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"mime/quotedprintable"
	"net"
	netmail "net/mail"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/emersion/go-smtp"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/mail"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// smtpBox is a local SMTP server (github.com/emersion/go-smtp) that keeps what it receives.
type smtpBox struct {
	mu   sync.Mutex
	msgs []receivedMail
}

type receivedMail struct{ To, Subject, Text string }

func (b *smtpBox) NewSession(*smtp.Conn) (smtp.Session, error) { return &smtpSession{box: b}, nil }

type smtpSession struct {
	box *smtpBox
	to  string
}

func (s *smtpSession) Reset()        {}
func (s *smtpSession) Logout() error { return nil }
func (s *smtpSession) Mail(string, *smtp.MailOptions) error {
	return nil
}
func (s *smtpSession) Rcpt(to string, _ *smtp.RcptOptions) error {
	s.to = to
	return nil
}
func (s *smtpSession) Data(r io.Reader) error {
	m, err := netmail.ReadMessage(r)
	if err != nil {
		return err
	}
	var body io.Reader = m.Body
	if strings.EqualFold(m.Header.Get("Content-Transfer-Encoding"), "quoted-printable") {
		body = quotedprintable.NewReader(m.Body)
	}
	text, err := io.ReadAll(body)
	if err != nil {
		return err
	}
	s.box.mu.Lock()
	s.box.msgs = append(s.box.msgs, receivedMail{To: s.to, Subject: m.Header.Get("Subject"), Text: string(text)})
	s.box.mu.Unlock()
	return nil
}

func (b *smtpBox) all() []receivedMail {
	b.mu.Lock()
	defer b.mu.Unlock()
	return append([]receivedMail(nil), b.msgs...)
}

// withSMTP makes the harness send e-mail through a local SMTP server and returns its box.
func (h *adminHarness) withSMTP(t *testing.T) *smtpBox {
	box := &smtpBox{}
	srv := smtp.NewServer(box)
	srv.Domain, srv.AllowInsecureAuth = "localhost", true
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	go srv.Serve(l)
	t.Cleanup(func() { srv.Close() })
	h.srv.Mail = mail.SMTP{Host: "127.0.0.1", Port: l.Addr().(*net.TCPAddr).Port, TLS: "none", From: "Pautang <no-reply@pautang.ph>", Timeout: 5 * time.Second}
	return box
}

// tokenIn cuts the set-up link's token out of an e-mail's text.
func tokenIn(t testing.TB, text string) string {
	t.Helper()
	for _, f := range strings.Fields(text) {
		if strings.Contains(f, "/admin/setup?token=") {
			return tokenOf(t, f)
		}
	}
	t.Fatalf("no set-up link in %q", text)
	return ""
}

// mailedToken is the token of the newest set-up e-mail the dev outbox kept for to.
func (h *adminHarness) mailedToken(t testing.TB, to string) string {
	t.Helper()
	var body string
	if err := h.st.DB.QueryRowContext(context.Background(), `SELECT body FROM dev_mailbox WHERE to_addr = $1 ORDER BY id DESC LIMIT 1`, to).Scan(&body); err != nil {
		t.Fatalf("no e-mail to %s: %v", to, err)
	}
	return tokenIn(t, body)
}

// pendingIn reads a maker's answer: a pending request's id.
func pendingIn(t testing.TB, env envelope) int64 {
	t.Helper()
	var d struct {
		RequestID int64  `json:"requestId"`
		Status    string `json:"status"`
	}
	env.into(t, &d)
	if env.Code != "0" || d.RequestID == 0 || d.Status != "pending" {
		t.Fatalf("want a pending request: %+v", env)
	}
	return d.RequestID
}

// approve approves request id as c and answers the decision.
func approve(t testing.TB, c *opClient, id int64) envelope {
	t.Helper()
	return c.post("/admin/api/requests/"+strconv.FormatInt(id, 10)+"/approve", nil)
}

// requestDiff reads the diff rows of request id from the inbox.
func requestDiff(t testing.TB, c *opClient, id int64) []admin.DiffRow {
	t.Helper()
	var list requestList
	c.get("/admin/api/requests").into(t, &list)
	for _, r := range list.Requests {
		if r.ID == id {
			return r.Diff
		}
	}
	t.Fatalf("request %d not in the inbox", id)
	return nil
}

func wantDiff(t testing.TB, got []admin.DiffRow, want ...admin.DiffRow) {
	t.Helper()
	for _, w := range want {
		found := false
		for _, g := range got {
			found = found || g == w
		}
		if !found {
			t.Fatalf("diff %+v has no row %+v", got, w)
		}
	}
}

// invite has the harness admin invite email as role and its supervisor approve; it answers
// the new operator's id and the token of the e-mailed link (the dev outbox).
func (h *adminHarness) invite(t testing.TB, email, role string) (int64, string) {
	t.Helper()
	req := pendingIn(t, h.signedIn(t, admin.RoleAdmin).post("/admin/api/operators", map[string]any{"email": email, "name": "New " + role, "role": role, "reason": "new hire"}))
	if env := approve(t, h.signedIn(t, admin.RoleSupervisor), req); env.Code != "0" {
		t.Fatalf("approve the invitation: %+v", env)
	}
	var id int64
	if err := h.st.DB.QueryRowContext(context.Background(), `SELECT id FROM operators WHERE email = $1`, email).Scan(&id); err != nil {
		t.Fatal(err)
	}
	return id, h.mailedToken(t, email)
}

// signedIn is a live session of the harness operator of role r, reused between calls.
func (h *adminHarness) signedIn(t testing.TB, r admin.Role) *opClient {
	t.Helper()
	if c := h.signed[r]; c != nil && c.get("/admin/api/me").Code == "0" {
		return c
	}
	if h.signed == nil {
		h.signed = map[admin.Role]*opClient{}
	}
	h.signed[r] = h.as(r)
	return h.signed[r]
}

func (h *adminHarness) count(t testing.TB, q string, args ...any) int {
	t.Helper()
	var n int
	if err := h.st.DB.QueryRowContext(context.Background(), q, args...).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// TestOperatorLifecycleFourEyes: creating an operator, changing a role, setting a password,
// resetting two-step login and switching an operator on again each wait for a second
// operator, show their diff, and take effect on approval; no answer carries a link or a
// password; the invitee's link arrives by e-mail (a local SMTP server), is stored only as a
// hash, and sets the operator up; nobody changes their own role.
func TestOperatorLifecycleFourEyes(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newAdminHarness(t, d)
		box := h.withSMTP(t)
		adm, sup := h.as(admin.RoleAdmin), h.as(admin.RoleSupervisor)
		agent, viewer := h.ops[admin.RoleAgent], h.ops[admin.RoleViewer]
		path := func(id int64, tail string) string { return "/admin/api/operators/" + strconv.FormatInt(id, 10) + tail }

		t.Run("CreateWaitsAndNoLinkIsAnswered", func(t *testing.T) {
			rec, env := h.send("POST", "/admin/api/operators", map[string]any{"email": "Invitee@Test.ph", "name": "Ina Vitee", "role": "agent", "reason": "new hire"}, adm.cookie, adm.csrf, "")
			req := pendingIn(t, env)
			if body := rec.Body.String(); strings.Contains(body, "token") || strings.Contains(body, "/admin/setup") {
				t.Fatalf("the create answer carries a link: %s", body)
			}
			if n := h.count(t, `SELECT COUNT(*) FROM operators WHERE email = 'invitee@test.ph'`); n != 0 {
				t.Fatal("the operator exists before a checker approved")
			}
			wantDiff(t, requestDiff(t, sup, req), admin.DiffRow{Field: "E-mail", Before: "—", After: "invitee@test.ph"},
				admin.DiffRow{Field: "Role", Before: "—", After: "agent"}, admin.DiffRow{Field: "Name", Before: "—", After: "Ina Vitee"})
			if env := approve(t, adm, req); env.Code != "admin_request_own" {
				t.Fatalf("the maker approving: %q", env.Code)
			}
			rec, env = h.send("POST", "/admin/api/requests/"+strconv.FormatInt(req, 10)+"/approve", nil, sup.cookie, sup.csrf, "")
			if env.Code != "0" || strings.Contains(rec.Body.String(), "token=") {
				t.Fatalf("approve: %s", rec.Body.String())
			}
			var dec requestDecision
			env.into(t, &dec)
			if dec.Warning || !strings.Contains(dec.Summary, "e-mailed to invitee@test.ph") {
				t.Fatalf("summary: %+v", dec)
			}
			got := box.all()
			if len(got) != 1 || got[0].To != "invitee@test.ph" || got[0].Subject != "Your Pautang back-office account" {
				t.Fatalf("e-mails: %+v", got)
			}
			token := tokenIn(t, got[0].Text)
			var body, hash, status string
			if err := h.st.DB.QueryRowContext(t.Context(), `SELECT body, token_hash, status FROM email_outbox WHERE to_addr = 'invitee@test.ph'`).Scan(&body, &hash, &status); err != nil {
				t.Fatal(err)
			}
			sum := sha256.Sum256([]byte(token))
			if strings.Contains(body, token) || hash != hex.EncodeToString(sum[:]) || status != mail.StatusSent || !strings.Contains(body, mail.LinkLeftOut) {
				t.Fatalf("outbox row: status %q hash %q body %q", status, hash, body)
			}
			rec, env = h.send("POST", "/admin/api/setup", map[string]string{"token": token, "password": "invitee password"}, nil, "", "")
			if _, stage := h.clientFrom(rec, env); env.Code != "0" || stage != "setup" {
				t.Fatalf("the e-mailed link: %+v", env)
			}
		})
		t.Run("ErrPasswordByAdmin", func(t *testing.T) {
			if env := adm.post("/admin/api/operators", map[string]any{"email": "x@test.ph", "role": "agent", "password": "long enough pw", "reason": "r"}); env.Code != "invalid_params" {
				t.Fatalf("got %q", env.Code)
			}
		})
		t.Run("RoleChangeWaits", func(t *testing.T) {
			env := adm.post(path(agent.ID, ""), map[string]any{"role": "supervisor", "reason": "promotion"})
			var ans operatorChangeAnswer
			env.into(t, &ans)
			if env.Code != "0" || len(ans.Requests) != 1 || ans.Operator.Role != admin.RoleAgent {
				t.Fatalf("role change: %+v", env)
			}
			req := ans.Requests[0].RequestID
			wantDiff(t, requestDiff(t, sup, req), admin.DiffRow{Field: "Role", Before: "agent", After: "supervisor"})
			if role := h.roleOf(t, agent.ID); role != "agent" {
				t.Fatalf("role before approval: %s", role)
			}
			if env := approve(t, sup, req); env.Code != "0" {
				t.Fatalf("approve: %+v", env)
			}
			if role := h.roleOf(t, agent.ID); role != "supervisor" {
				t.Fatalf("role after approval: %s", role)
			}
			if n := h.count(t, `SELECT COUNT(*) FROM audit_log WHERE action = 'operator.role' AND entity_id = $1`, strconv.FormatInt(agent.ID, 10)); n != 1 {
				t.Fatalf("operator.role audit rows: %d", n)
			}
		})
		t.Run("ErrOwnRole", func(t *testing.T) {
			env := adm.post(path(h.ops[admin.RoleAdmin].ID, ""), map[string]any{"role": "viewer", "reason": "why not"})
			if env.Code != "admin_self_change" || !strings.Contains(env.Message, "your own role") {
				t.Fatalf("own role: %+v", env)
			}
		})
		t.Run("PasswordWaits", func(t *testing.T) {
			rec, env := h.send("POST", path(viewer.ID, ""), map[string]any{"role": "viewer", "password": "admin chosen pw", "reason": "forgot it"}, adm.cookie, adm.csrf, "")
			var ans operatorChangeAnswer
			env.into(t, &ans)
			if env.Code != "0" || len(ans.Requests) != 1 || strings.Contains(rec.Body.String(), "admin chosen pw") {
				t.Fatalf("password: %s", rec.Body.String())
			}
			req := ans.Requests[0].RequestID
			wantDiff(t, requestDiff(t, sup, req), admin.DiffRow{Field: "Password", Before: "Set by the operator", After: "Chosen by the maker (sessions end)"})
			var list requestList
			rec, _ = h.send("GET", "/admin/api/requests", nil, sup.cookie, "", "")
			if strings.Contains(rec.Body.String(), "argon2") {
				t.Fatal("the inbox shows the password's hash")
			}
			_ = list
			if c, _ := h.loginAs(viewer.Email, testOpPassword); c == nil {
				t.Fatal("the old password stopped working before approval")
			}
			if env := approve(t, sup, req); env.Code != "0" {
				t.Fatalf("approve: %+v", env)
			}
			h.nextMinute()
			if c, _ := h.loginAs(viewer.Email, "admin chosen pw"); c == nil {
				t.Fatal("the new password does not work after approval")
			}
		})
		t.Run("TOTPResetWaits", func(t *testing.T) {
			if env := adm.post(path(h.ops[admin.RoleAdmin].ID, "/totp-reset"), map[string]any{"reason": "lost phone"}); env.Code != "admin_self_change" {
				t.Fatalf("own reset: %q", env.Code)
			}
			if env := sup.post(path(agent.ID, "/totp-reset"), map[string]any{"reason": "lost phone"}); env.Code != "forbidden" {
				t.Fatalf("supervisor reset: %q", env.Code)
			}
			if env := adm.post("/admin/api/operators/999999/totp-reset", map[string]any{"reason": "lost phone"}); env.Code != "not_found" || env.Message != "No such operator." {
				t.Fatalf("no operator: %+v", env)
			}
			req := pendingIn(t, adm.post(path(agent.ID, "/totp-reset"), map[string]any{"reason": "lost phone"}))
			wantDiff(t, requestDiff(t, sup, req), admin.DiffRow{Field: "Two-step login", Before: "Yes", After: "Removed: enrols again at the next login"})
			if h.count(t, `SELECT COUNT(*) FROM operators WHERE id = $1 AND totp_secret <> ''`, agent.ID) != 1 {
				t.Fatal("the key went before approval")
			}
			if env := approve(t, sup, req); env.Code != "0" {
				t.Fatalf("approve: %+v", env)
			}
			if h.count(t, `SELECT COUNT(*) FROM operators WHERE id = $1 AND totp_secret = ''`, agent.ID) != 1 {
				t.Fatal("the key stayed after approval")
			}
		})
		t.Run("ReactivationWaits", func(t *testing.T) {
			if env := adm.post(path(viewer.ID, ""), map[string]any{"role": "viewer", "disabled": true}); env.Code != "0" {
				t.Fatalf("switch off: %+v", env)
			}
			env := adm.post(path(viewer.ID, ""), map[string]any{"role": "viewer", "disabled": false, "reason": "back from leave"})
			var ans operatorChangeAnswer
			env.into(t, &ans)
			if env.Code != "0" || len(ans.Requests) != 1 || !ans.Operator.Disabled {
				t.Fatalf("switch on: %+v", env)
			}
			req := ans.Requests[0].RequestID
			wantDiff(t, requestDiff(t, sup, req), admin.DiffRow{Field: "Status", Before: "Switched off", After: "Active"})
			if env := approve(t, sup, req); env.Code != "0" {
				t.Fatalf("approve: %+v", env)
			}
			if h.count(t, `SELECT COUNT(*) FROM operators WHERE id = $1 AND disabled = 0`, viewer.ID) != 1 {
				t.Fatal("still switched off after approval")
			}
		})
		t.Run("ResendSetupLinkByEmail", func(t *testing.T) {
			req := pendingIn(t, adm.post("/admin/api/operators", map[string]any{"email": "late@test.ph", "role": "viewer", "reason": "new hire"}))
			if env := approve(t, sup, req); env.Code != "0" {
				t.Fatalf("approve: %+v", env)
			}
			id := int64(h.count(t, `SELECT id FROM operators WHERE email = 'late@test.ph'`))
			rec, env := h.send("POST", path(id, "/setup-link"), nil, adm.cookie, adm.csrf, "")
			if env.Code != "0" || strings.Contains(rec.Body.String(), "token") {
				t.Fatalf("resend: %s", rec.Body.String())
			}
			got := box.all()
			last := got[len(got)-1]
			if last.To != "late@test.ph" {
				t.Fatalf("e-mails: %+v", got)
			}
			if _, env := h.send("POST", "/admin/api/setup", map[string]string{"token": tokenIn(t, last.Text), "password": "late password 1"}, nil, "", ""); env.Code != "0" {
				t.Fatalf("the new link: %+v", env)
			}
		})
	})
}

func (h *adminHarness) roleOf(t testing.TB, id int64) string {
	t.Helper()
	var role string
	if err := h.st.DB.QueryRowContext(context.Background(), `SELECT role FROM operators WHERE id = $1`, id).Scan(&role); err != nil {
		t.Fatal(err)
	}
	return role
}

// TestCheckerChangedByTheMakerIsRefused: an operator whose password the maker set (with a
// second admin approving) cannot check the maker's requests, nor the approving admin's, for 30
// days of the injected clock; each attempt is a security event with its audit row, listed in
// the back office.
func TestCheckerChangedByTheMakerIsRefused(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newAdminHarness(t, d)
		svc := admin.New(h.st.Operators(), h.clock, 0, h.srv.BankVault)
		second, err := svc.CreateOperator(t.Context(), 0, admin.NewOperator{Email: "admin2@test.ph", Name: "Second Admin", Role: admin.RoleAdmin, Password: testOpPassword})
		if err != nil {
			t.Fatal(err)
		}
		key, _ := admin.NewTOTPKey(second.Email)
		if err := svc.EnrolSecret(t.Context(), second, key.Secret()); err != nil {
			t.Fatal(err)
		}
		h.totp[second.Email] = key.Secret()
		adm, adm2 := h.as(admin.RoleAdmin), h.as(admin.RoleAdmin)
		if c, env := h.loginAs(second.Email, testOpPassword); c == nil {
			t.Fatalf("second admin: %+v", env)
		} else {
			adm2 = c
		}
		sup := h.ops[admin.RoleSupervisor]
		// The maker sets the supervisor's password; the second admin approves.
		env := adm.post("/admin/api/operators/"+strconv.FormatInt(sup.ID, 10), map[string]any{"role": "supervisor", "password": "maker knows this", "reason": "locked out"})
		var ans operatorChangeAnswer
		env.into(t, &ans)
		if env.Code != "0" || len(ans.Requests) != 1 {
			t.Fatalf("password request: %+v", env)
		}
		if env := approve(t, adm2, ans.Requests[0].RequestID); env.Code != "0" {
			t.Fatalf("approve: %+v", env)
		}
		// The maker now proposes something only a supervisor's approval lets through.
		req := pendingIn(t, adm.post("/admin/api/operators", map[string]any{"email": "puppet@test.ph", "role": "admin", "reason": "help"}))
		h.nextMinute()
		puppet, env := h.loginAs(sup.Email, "maker knows this")
		if puppet == nil {
			t.Fatalf("supervisor login: %+v", env)
		}
		env = approve(t, puppet, req)
		if env.Code != admin.CodeCheckerRelated {
			t.Fatalf("the re-set supervisor approving the maker's request: %+v", env)
		}
		if n := h.count(t, `SELECT COUNT(*) FROM operators WHERE email = 'puppet@test.ph'`); n != 0 {
			t.Fatal("the request ran")
		}
		if env := puppet.post("/admin/api/requests/"+strconv.FormatInt(req, 10)+"/reject", map[string]any{"reason": "no"}); env.Code != admin.CodeCheckerRelated {
			t.Fatalf("rejecting: %q", env.Code)
		}
		if n := h.count(t, `SELECT COUNT(*) FROM security_events WHERE kind = $1 AND operator_id = $2 AND related_id = $3 AND request_id = $4`,
			admin.SecurityCheckerRelated, sup.ID, h.ops[admin.RoleAdmin].ID, req); n != 2 {
			t.Fatalf("security events: %d, want 2", n)
		}
		if n := h.count(t, `SELECT COUNT(*) FROM audit_log WHERE action = 'security.checker_refused' AND operator_id = $1`, sup.ID); n != 2 {
			t.Fatalf("security audit rows: %d, want 2", n)
		}
		var list securityEventList
		adm.get("/admin/api/security-events").into(t, &list)
		if len(list.Events) != 2 || list.Events[0].Operator != sup.Email || list.Events[0].Related != h.ops[admin.RoleAdmin].Email || list.Events[0].RequestID != req {
			t.Fatalf("security events list: %+v", list)
		}
		// The second admin, who approved the change, is tied to the supervisor too.
		req2 := pendingIn(t, adm2.post("/admin/api/operators", map[string]any{"email": "other@test.ph", "role": "viewer", "reason": "help"}))
		if env := approve(t, puppet, req2); env.Code != admin.CodeCheckerRelated {
			t.Fatalf("the approving admin's request: %q", env.Code)
		}
		// Another supervisor, unrelated, may approve.
		if env := approve(t, h.as(admin.RoleAgent), req); env.Code != "forbidden" {
			t.Fatalf("an agent: %q", env.Code)
		}
		// 30 days on, the tie is gone.
		h.clock.Advance(admin.RelatedWindow + time.Hour)
		req3 := pendingIn(t, h.as(admin.RoleAdmin).post("/admin/api/operators", map[string]any{"email": "later@test.ph", "role": "viewer", "reason": "help"}))
		h.nextMinute()
		puppet, _ = h.loginAs(sup.Email, "maker knows this")
		if env := approve(t, puppet, req3); env.Code != "0" {
			t.Fatalf("after 30 days: %+v", env)
		}
	})
}

// TestOperatorLoginsFromOneOffice: 30 operator logins a minute from one address all succeed,
// those past the free size after an image code; a wrong code is refused; the per-account
// lockout stays.
func TestOperatorLoginsFromOneOffice(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newAdminHarness(t, d)
		email := h.ops[admin.RoleAgent].Email
		captchas, wrongChecked := 0, false
		for i := 0; i < 30; i++ {
			_, env := h.send("POST", "/admin/api/login", map[string]string{"email": email, "password": testOpPassword}, nil, "", "")
			if env.Code == "captcha_required" {
				captchas++
				var img struct {
					SID   string `json:"sid"`
					Image string `json:"image"`
				}
				_, cenv := h.send("GET", "/admin/api/login/captcha", nil, nil, "", "")
				cenv.into(t, &img)
				if cenv.Code != "0" || img.SID == "" || !strings.HasPrefix(img.Image, "data:image/png;base64,") {
					t.Fatalf("captcha: %+v", cenv)
				}
				var answer string
				if err := h.st.DB.QueryRowContext(t.Context(), `SELECT answer FROM promo_captchas WHERE sid = $1 ORDER BY id DESC LIMIT 1`, img.SID).Scan(&answer); err != nil {
					t.Fatal(err)
				}
				if !wrongChecked {
					wrongChecked = true
					if _, wenv := h.send("POST", "/admin/api/login", map[string]string{"email": email, "password": testOpPassword, "sid": img.SID, "captcha": "XXXX"}, nil, "", ""); wenv.Code != "captcha_wrong" {
						t.Fatalf("a wrong image code: %q", wenv.Code)
					}
					_, cenv = h.send("GET", "/admin/api/login/captcha?sid="+img.SID, nil, nil, "", "")
					cenv.into(t, &img)
					h.st.DB.QueryRowContext(t.Context(), `SELECT answer FROM promo_captchas WHERE sid = $1 ORDER BY id DESC LIMIT 1`, img.SID).Scan(&answer)
				}
				_, env = h.send("POST", "/admin/api/login", map[string]string{"email": email, "password": testOpPassword, "sid": img.SID, "captcha": strings.ToLower(answer)}, nil, "", "")
			}
			if env.Code != "0" {
				t.Fatalf("login %d: %+v", i+1, env)
			}
		}
		if captchas != 20 {
			t.Fatalf("logins that needed an image code: %d, want 20 (10 free a minute)", captchas)
		}
	})
}
