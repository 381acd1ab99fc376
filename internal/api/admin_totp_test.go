package api

import (
	"net/url"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// passwordStep posts an operator's password and returns the session it yields and its stage.
func (h *adminHarness) passwordStep(email, password string) (*opClient, string) {
	h.t.Helper()
	rec, env := h.send("POST", "/admin/api/login", map[string]string{"email": email, "password": password}, nil, "", "")
	if env.Code != "0" {
		h.t.Fatalf("password step %s: %+v", email, env)
	}
	return h.clientFrom(rec, env)
}

// codeStep posts a code at the second step; on success it returns the full session.
func (h *adminHarness) codeStep(c *opClient, code string) (*opClient, envelope) {
	h.t.Helper()
	rec, env := h.send("POST", "/admin/api/login/code", map[string]string{"code": code}, c.cookie, c.csrf, "")
	if env.Code != "0" {
		return nil, env
	}
	full, stage := h.clientFrom(rec, env)
	if stage != "full" {
		h.t.Fatalf("after the code: stage %q, want full", stage)
	}
	return full, env
}

// codeAt is the code of an operator's key at a step.
func (h *adminHarness) codeAt(email string, step int64) string {
	h.t.Helper()
	code, err := admin.TOTPCode(h.totp[email], step)
	if err != nil {
		h.t.Fatal(err)
	}
	return code
}

// nextMinute moves the clock on so the per-address login limit (10 a minute) starts again.
func (h *adminHarness) nextMinute() { h.clock.Advance(time.Minute) }

// tokenOf cuts the token out of a set-up link.
func tokenOf(t testing.TB, link string) string {
	t.Helper()
	u, err := url.Parse(link)
	if err != nil || u.Path != "/admin/setup" || u.Query().Get("token") == "" {
		t.Fatalf("set-up link %q", link)
	}
	return u.Query().Get("token")
}

// TestAdminTOTPCodes: the second login step accepts the code of the current step and one step
// either side, refuses two steps away, refuses a code of a step already used (or older), lets
// exactly one of two parallel logins with the same code through, and counts wrong codes
// against the login lockout.
func TestAdminTOTPCodes(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newAdminHarness(t, d)
		t.Run("SkewWindowAndReplay", func(t *testing.T) {
			email := h.ops[admin.RoleAgent].Email
			cur := admin.TOTPStep(h.clock.Now())
			c, stage := h.passwordStep(email, testOpPassword)
			if stage != "code" {
				t.Fatalf("stage %q, want code", stage)
			}
			for _, off := range []int64{-2, 2} {
				if _, env := h.codeStep(c, h.codeAt(email, cur+off)); env.Code != "admin_bad_code" {
					t.Fatalf("step %+d: got %q, want admin_bad_code", off, env.Code)
				}
			}
			if full, env := h.codeStep(c, h.codeAt(email, cur-1)); full == nil {
				t.Fatalf("step -1: %+v", env)
			}
			if _, env := h.codeStep(c, h.codeAt(email, cur)); env.Code != "401" {
				t.Fatalf("the code-stage session after its login: got %q, want 401", env.Code)
			}
			c2, _ := h.passwordStep(email, testOpPassword)
			full, env := h.codeStep(c2, h.codeAt(email, cur+1))
			if full == nil {
				t.Fatalf("step +1: %+v", env)
			}
			if env := full.get("/admin/api/orders"); env.Code != "0" {
				t.Fatalf("full session: %+v", env)
			}
			// The same step again, then an older one still inside the window: both refused.
			c3, _ := h.passwordStep(email, testOpPassword)
			for _, step := range []int64{cur + 1, cur} {
				if _, env := h.codeStep(c3, h.codeAt(email, step)); env.Code != "admin_code_used" {
					t.Fatalf("replayed step %+d: got %q, want admin_code_used", step-cur, env.Code)
				}
			}
		})
		t.Run("ParallelSameCode", func(t *testing.T) {
			h.nextMinute()
			email := h.ops[admin.RoleSupervisor].Email
			a, _ := h.passwordStep(email, testOpPassword)
			b, _ := h.passwordStep(email, testOpPassword)
			code := h.codeAt(email, admin.TOTPStep(h.clock.Now()))
			var wg sync.WaitGroup
			start := make(chan struct{})
			results := make([]string, 2)
			for i, c := range []*opClient{a, b} {
				wg.Add(1)
				go func() {
					defer wg.Done()
					<-start
					_, env := h.send("POST", "/admin/api/login/code", map[string]string{"code": code}, c.cookie, c.csrf, "")
					results[i] = env.Code
				}()
			}
			close(start)
			wg.Wait()
			oks := 0
			for _, r := range results {
				switch r {
				case "0":
					oks++
				case "admin_code_used":
				default:
					t.Fatalf("unexpected answer %q (%v)", r, results)
				}
			}
			if oks != 1 {
				t.Fatalf("got %v, want exactly one login", results)
			}
		})
		t.Run("WrongCodesLock", func(t *testing.T) {
			h.nextMinute()
			op := h.ops[admin.RoleViewer]
			// Three wrong passwords first: the right password neither adds to the count nor
			// restarts it, so two wrong codes lock.
			for i := 0; i < 3; i++ {
				if _, env := h.loginAs(op.Email, "wrong password!"); env.Code != "admin_bad_credentials" {
					t.Fatalf("wrong password %d: %q", i+1, env.Code)
				}
			}
			c, _ := h.passwordStep(op.Email, testOpPassword)
			if _, env := h.codeStep(c, "000000"); env.Code != "admin_bad_code" {
				t.Fatalf("first wrong code: %q", env.Code)
			}
			if _, env := h.codeStep(c, "000001"); env.Code != "admin_locked" {
				t.Fatalf("fifth failure: got %q, want admin_locked", env.Code)
			}
			if _, env := h.codeStep(c, h.codeAt(op.Email, admin.TOTPStep(h.clock.Now()))); env.Code != "admin_locked" {
				t.Fatalf("right code while locked: got %q, want admin_locked", env.Code)
			}
			if n := h.auditCount("operator.locked", strconv.FormatInt(op.ID, 10)); n != 1 {
				t.Fatalf("lock audit rows: %d", n)
			}
			if n := h.auditCount("operator.login_failed", op.Email); n < 5 {
				t.Fatalf("failed-login audit rows: %d, want the wrong codes too", n)
			}
		})
		t.Run("CodeStageSessionExpires", func(t *testing.T) {
			h.nextMinute()
			email := h.ops[admin.RoleAdmin].Email
			c, _ := h.passwordStep(email, testOpPassword)
			h.clock.Advance(admin.CodeStageTTL)
			if _, env := h.codeStep(c, h.nextCode(email)); env.Code != "401" {
				t.Fatalf("after %v: got %q, want 401", admin.CodeStageTTL, env.Code)
			}
		})
	})
}

// TestAdminSetupLink: an admin creates an operator and gets a one-time link (no password);
// the link sets the password once and starts a session that reaches nothing but enrolment;
// enrolment shows the key, is confirmed by a code, answers ten recovery codes once and makes
// the session full; each recovery code logs in once; the link expires after 72 hours and an
// admin can reset another operator's two-step login (audited).
func TestAdminSetupLink(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newAdminHarness(t, d)
		adm := h.as(admin.RoleAdmin)
		invite := func(email string) (int64, string) {
			t.Helper()
			return h.invite(t, email, "agent")
		}
		id, token := invite("fresh@test.ph")
		var recovery []string
		var full *opClient

		t.Run("LinkSetsPasswordOnce", func(t *testing.T) {
			_, env := h.send("GET", "/admin/api/setup?token="+token, nil, nil, "", "")
			var info struct {
				Email string `json:"email"`
			}
			env.into(t, &info)
			if env.Code != "0" || info.Email != "fresh@test.ph" {
				t.Fatalf("link info: %+v", env)
			}
			if _, env := h.send("POST", "/admin/api/setup", map[string]string{"token": token, "password": "short"}, nil, "", ""); env.Code != "invalid_params" {
				t.Fatalf("short password: %q", env.Code)
			}
			rec, env := h.send("POST", "/admin/api/setup", map[string]string{"token": token, "password": "fresh password 1"}, nil, "", "")
			if env.Code != "0" {
				t.Fatalf("set-up: %+v", env)
			}
			setup, stage := h.clientFrom(rec, env)
			if stage != "setup" {
				t.Fatalf("stage %q, want setup", stage)
			}
			if _, env := h.send("POST", "/admin/api/setup", map[string]string{"token": token, "password": "other password 2"}, nil, "", ""); env.Code != "admin_setup_link" {
				t.Fatalf("second use: got %q, want admin_setup_link", env.Code)
			}
			if _, env := h.send("GET", "/admin/api/setup?token="+token, nil, nil, "", ""); env.Code != "admin_setup_link" {
				t.Fatalf("used link info: got %q, want admin_setup_link", env.Code)
			}

			// The setup session reaches only enrolment, who-am-I and logout.
			for _, path := range []string{"/admin/api/orders", "/admin/api/dashboard", "/admin/api/sessions", "/admin/api/operators"} {
				if env := setup.get(path); env.Code != "admin_two_step" {
					t.Fatalf("GET %s in a setup session: got %q, want admin_two_step", path, env.Code)
				}
			}
			for _, path := range []string{"/admin/api/operators", "/admin/api/me/password", "/admin/api/login/code", "/admin/api/operators/1/totp-reset"} {
				if env := setup.post(path, map[string]any{"email": "x@test.ph", "role": "admin", "code": "123456", "reason": "r"}); env.Code != "admin_two_step" {
					t.Fatalf("POST %s in a setup session: got %q, want admin_two_step", path, env.Code)
				}
			}
			var me struct {
				Stage       string   `json:"stage"`
				Permissions []string `json:"permissions"`
			}
			setup.get("/admin/api/me").into(t, &me)
			if me.Stage != "setup" || len(me.Permissions) != 0 {
				t.Fatalf("me: %+v", me)
			}

			var e admin.Enrolment
			env = setup.post("/admin/api/totp/setup", nil)
			env.into(t, &e)
			if !strings.HasPrefix(e.URI, "otpauth://totp/Pautang:fresh@test.ph?") || !strings.Contains(e.URI, "secret="+e.Secret) || len(e.Secret) != 32 {
				t.Fatalf("enrolment: %+v", e)
			}
			var stored string
			h.st.DB.QueryRowContext(t.Context(), `SELECT totp_pending FROM operators WHERE id = $1`, id).Scan(&stored)
			if stored == "" || strings.Contains(stored, e.Secret) {
				t.Fatalf("pending key stored as %q: want it sealed", stored)
			}
			if env := setup.post("/admin/api/totp/confirm", map[string]string{"code": "000000"}); env.Code != "admin_bad_code" {
				t.Fatalf("wrong confirmation: %q", env.Code)
			}
			h.totp["fresh@test.ph"] = e.Secret
			code, _ := admin.TOTPCode(e.Secret, admin.TOTPStep(h.clock.Now()))
			rec, env = h.send("POST", "/admin/api/totp/confirm", map[string]string{"code": code}, setup.cookie, setup.csrf, "")
			if env.Code != "0" {
				t.Fatalf("confirm: %+v", env)
			}
			var done struct {
				RecoveryCodes []string `json:"recoveryCodes"`
				Stage         string   `json:"stage"`
			}
			env.into(t, &done)
			if len(done.RecoveryCodes) != admin.RecoveryCount || done.Stage != "full" {
				t.Fatalf("confirmed: %+v", done)
			}
			recovery = done.RecoveryCodes
			full, _ = h.clientFrom(rec, env)
			if env := full.get("/admin/api/orders"); env.Code != "0" {
				t.Fatalf("full session after enrolment: %+v", env)
			}
			if env := setup.get("/admin/api/me"); env.Code != "401" {
				t.Fatalf("the setup session after enrolment: got %q, want 401", env.Code)
			}
			if env := full.post("/admin/api/totp/setup", nil); env.Code != "admin_totp_state" {
				t.Fatalf("enrol again: got %q, want admin_totp_state", env.Code)
			}
			if n := h.auditCount("operator.totp_enrol", strconv.FormatInt(id, 10)); n != 1 {
				t.Fatalf("enrol audit rows: %d", n)
			}
			if _, env := h.codeStep(h.mustCodeStage(t, "fresh@test.ph"), code); env.Code != "admin_code_used" {
				t.Fatalf("the enrolment's code at login: got %q, want admin_code_used", env.Code)
			}
		})
		t.Run("RecoveryCodeWorksOnce", func(t *testing.T) {
			h.nextMinute()
			if c, env := h.codeStep(h.mustCodeStage(t, "fresh@test.ph"), recovery[0]); c == nil {
				t.Fatalf("recovery code: %+v", env)
			}
			if _, env := h.codeStep(h.mustCodeStage(t, "fresh@test.ph"), recovery[0]); env.Code != "admin_bad_code" {
				t.Fatalf("recovery code again: got %q, want admin_bad_code", env.Code)
			}
			other := strings.ToUpper(strings.ReplaceAll(recovery[1], "-", ""))
			if c, env := h.codeStep(h.mustCodeStage(t, "fresh@test.ph"), other); c == nil {
				t.Fatalf("second recovery code typed without dashes: %+v", env)
			}
			var left int
			h.st.DB.QueryRowContext(t.Context(), `SELECT COUNT(*) FROM operator_recovery_codes WHERE operator_id = $1 AND used_at = 0`, id).Scan(&left)
			if left != admin.RecoveryCount-2 {
				t.Fatalf("unused recovery codes: %d", left)
			}
		})
		t.Run("AdminResetsTwoStep", func(t *testing.T) {
			h.nextMinute()
			req := pendingIn(t, adm.post("/admin/api/operators/"+strconv.FormatInt(id, 10)+"/totp-reset", map[string]any{"reason": "lost phone"}))
			if env := full.get("/admin/api/me"); env.Code != "0" {
				t.Fatalf("session before the approval: %+v", env)
			}
			if env := approve(t, h.as(admin.RoleSupervisor), req); env.Code != "0" {
				t.Fatalf("approve the reset: %+v", env)
			}
			if n := h.auditCount("operator.totp_reset", strconv.FormatInt(id, 10)); n != 1 {
				t.Fatalf("reset audit rows: %d", n)
			}
			if env := full.get("/admin/api/me"); env.Code != "401" {
				t.Fatalf("session after reset: got %q, want 401", env.Code)
			}
			if _, stage := h.passwordStep("fresh@test.ph", "fresh password 1"); stage != "setup" {
				t.Fatalf("login after reset: stage %q, want setup", stage)
			}
			if _, env := h.codeStep(h.mustStage(t, "fresh@test.ph", "setup"), recovery[2]); env.Code != "admin_two_step" {
				t.Fatalf("old recovery code after reset: got %q", env.Code)
			}
		})
		t.Run("LinkExpiresAndIsReissued", func(t *testing.T) {
			h.nextMinute()
			late, token := invite("late@test.ph")
			h.clock.Advance(admin.SetupLinkTTL - time.Second)
			if _, env := h.send("GET", "/admin/api/setup?token="+token, nil, nil, "", ""); env.Code != "0" {
				t.Fatalf("a second before expiry: %+v", env)
			}
			h.clock.Advance(time.Second)
			if _, env := h.send("POST", "/admin/api/setup", map[string]string{"token": token, "password": "late password 1"}, nil, "", ""); env.Code != "admin_setup_link" {
				t.Fatalf("after 72 h: got %q, want admin_setup_link", env.Code)
			}
			adm := h.as(admin.RoleAdmin)
			var re setupLinkSent
			env := adm.post("/admin/api/operators/"+strconv.FormatInt(late, 10)+"/setup-link", nil)
			env.into(t, &re)
			if env.Code != "0" || re.SentTo != "late@test.ph" || re.EmailStatus != "sent" {
				t.Fatalf("reissue: %+v", env)
			}
			if _, env := h.send("POST", "/admin/api/setup", map[string]string{"token": h.mailedToken(t, "late@test.ph"), "password": "late password 1"}, nil, "", ""); env.Code != "0" {
				t.Fatalf("new link: %+v", env)
			}
			if env := adm.post("/admin/api/operators/"+strconv.FormatInt(late, 10)+"/setup-link", nil); env.Code != "admin_setup_link" {
				t.Fatalf("reissue after the password is set: got %q", env.Code)
			}
		})
	})
}

// mustCodeStage logs in with the password of the operators TestAdminSetupLink creates and
// returns the code-stage session.
func (h *adminHarness) mustCodeStage(t *testing.T, email string) *opClient {
	t.Helper()
	return h.mustStage(t, email, "code")
}

func (h *adminHarness) mustStage(t *testing.T, email, want string) *opClient {
	t.Helper()
	c, stage := h.passwordStep(email, "fresh password 1")
	if stage != want {
		t.Fatalf("stage %q, want %q", stage, want)
	}
	return c
}
