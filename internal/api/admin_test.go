package api

import (
	"bytes"
	"context"
	"encoding/json"
	"image"
	"image/color"
	"image/png"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/backoffice"
	"github.com/pautang/pautang/internal/banking"
	"github.com/pautang/pautang/internal/collections"
	"github.com/pautang/pautang/internal/lending"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/seed"
	"github.com/pautang/pautang/internal/storage"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

const testOpPassword = "correct horse battery"

// adminHarness is the harness on seeded demo data (products, orders in every status,
// complaints) with one operator per role and local file storage.
type adminHarness struct {
	*harness
	ops map[admin.Role]admin.Operator
	// totp is each enrolled operator's TOTP key by e-mail: loginAs computes the codes.
	totp map[string]string
	// signed are sessions invite reuses (signedIn), so its logins do not eat the per-address
	// login size.
	signed map[admin.Role]*opClient
}

// testVault seals the harness operators' TOTP keys (the data key's vault, as in production).
func testVault(t testing.TB) *banking.Vault {
	v, err := banking.NewVault(bytes.Repeat([]byte{7}, 32))
	if err != nil {
		t.Fatal(err)
	}
	return v
}

func newAdminHarness(t *testing.T, d store.Dialect) *adminHarness {
	t.Helper()
	h := newHarnessOn(t, d)
	files, err := storage.NewLocal(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	h.srv.Files = files
	h.h = h.srv.Handler()
	ctx := context.Background()
	if _, err := seed.Run(ctx, h.st, h.clock, seed.Options{Demo: true}); err != nil {
		t.Fatal(err)
	}
	return withOperators(t, h)
}

// withOperators adds one operator per role to a harness already seeded (see operatorsOn).
func withOperators(t testing.TB, h *harness) *adminHarness {
	t.Helper()
	return operatorsOn(h, admin.Roles()...)
}

// operatorsOn adds one operator per role to a harness (<role>@test.ph, testOpPassword), each
// enrolled with a fresh TOTP key sealed by the server's vault (a test vault when it has none).
func operatorsOn(h *harness, roles ...admin.Role) *adminHarness {
	h.t.Helper()
	if h.srv.BankVault == nil {
		h.srv.BankVault = testVault(h.t)
	}
	ctx := context.Background()
	ah := &adminHarness{harness: h, ops: map[admin.Role]admin.Operator{}, totp: map[string]string{}}
	svc := admin.New(h.st.Operators(), h.clock, 0, h.srv.BankVault)
	for _, r := range roles {
		op, err := svc.CreateOperator(ctx, 0, admin.NewOperator{Email: string(r) + "@test.ph", Name: string(r), Role: r, Password: testOpPassword})
		if err != nil {
			h.t.Fatal(err)
		}
		key, err := admin.NewTOTPKey(op.Email)
		if err != nil {
			h.t.Fatal(err)
		}
		if err := svc.EnrolSecret(ctx, op, key.Secret()); err != nil {
			h.t.Fatal(err)
		}
		ah.totp[op.Email] = key.Secret()
		ah.ops[r] = op
	}
	return ah
}

// nextCode is a code loginAs may use for email: the earliest step within the accepted window
// (one step either side of now) after the last step the operator used. When all three are
// used (a test logging the same operator in more than three times in one step) the clock
// moves on by a step, as an operator would wait for the next code.
func (h *adminHarness) nextCode(email string) string {
	h.t.Helper()
	var last int64
	if err := h.st.DB.QueryRowContext(context.Background(), `SELECT totp_last_step FROM operators WHERE email = $1`, email).Scan(&last); err != nil {
		h.t.Fatal(err)
	}
	cur := admin.TOTPStep(h.clock.Now())
	step := max(cur-admin.TOTPSkew, last+1)
	if step > cur+admin.TOTPSkew {
		h.clock.Advance(time.Duration(step-cur-admin.TOTPSkew) * admin.TOTPPeriod)
	}
	code, err := admin.TOTPCode(h.totp[email], step)
	if err != nil {
		h.t.Fatal(err)
	}
	return code
}

// clientFrom reads the session cookie and CSRF token a login step answered.
func (h *adminHarness) clientFrom(rec *httptest.ResponseRecorder, env envelope) (*opClient, string) {
	h.t.Helper()
	var d struct {
		CSRF  string `json:"csrfToken"`
		Stage string `json:"stage"`
	}
	env.into(h.t, &d)
	for _, c := range rec.Result().Cookies() {
		if c.Name == AdminCookie {
			return &opClient{h: h, cookie: c, csrf: d.CSRF}, d.Stage
		}
	}
	h.t.Fatal("login set no cookie")
	return nil, ""
}

// opClient is a signed-in operator: the session cookie and the CSRF token.
type opClient struct {
	h      *adminHarness
	cookie *http.Cookie
	csrf   string
}

// send makes a back-office request; body is JSON-encoded unless it is []byte.
func (h *adminHarness) send(method, path string, body any, cookie *http.Cookie, csrf string, contentType string) (*httptest.ResponseRecorder, envelope) {
	h.t.Helper()
	var rd *bytes.Reader
	switch b := body.(type) {
	case nil:
		rd = bytes.NewReader(nil)
	case []byte:
		rd = bytes.NewReader(b)
	default:
		js, _ := json.Marshal(b)
		rd = bytes.NewReader(js)
	}
	req := httptest.NewRequest(method, path, rd)
	if contentType == "" {
		contentType = "application/json"
	}
	req.Header.Set("Content-Type", contentType)
	req.RemoteAddr = "203.0.113.9:4444"
	if cookie != nil {
		req.AddCookie(cookie)
	}
	if csrf != "" {
		req.Header.Set("X-CSRF-Token", csrf)
	}
	rec := httptest.NewRecorder()
	h.h.ServeHTTP(rec, req)
	var env envelope
	if err := json.Unmarshal(rec.Body.Bytes(), &env); err != nil {
		h.t.Fatalf("%s %s: not an envelope (%d): %s", method, path, rec.Code, rec.Body.String())
	}
	env.status = rec.Code
	return rec, env
}

// loginAs logs an operator in with both steps: the password, then (for an enrolled operator
// whose key the harness knows) the current TOTP code it computes. An operator without a key
// gets the setup-stage session the password yields.
func (h *adminHarness) loginAs(email, password string) (*opClient, envelope) {
	h.t.Helper()
	rec, env := h.send("POST", "/admin/api/login", map[string]string{"email": email, "password": password}, nil, "", "")
	if env.Code != "0" {
		return nil, env
	}
	c, stage := h.clientFrom(rec, env)
	if stage != string(admin.StageCode) {
		return c, env
	}
	key := strings.ToLower(strings.TrimSpace(email))
	if h.totp[key] == "" {
		h.t.Fatalf("login %s: the harness does not know its TOTP key", email)
	}
	rec, env = h.send("POST", "/admin/api/login/code", map[string]string{"code": h.nextCode(key)}, c.cookie, c.csrf, "")
	if env.Code != "0" {
		return nil, env
	}
	c, _ = h.clientFrom(rec, env)
	return c, env
}

func (h *adminHarness) as(r admin.Role) *opClient {
	h.t.Helper()
	c, env := h.loginAs(h.ops[r].Email, testOpPassword)
	if c == nil {
		h.t.Fatalf("login %s: %+v", r, env)
	}
	return c
}

func (c *opClient) get(path string) envelope {
	_, env := c.h.send("GET", path, nil, c.cookie, "", "")
	return env
}

func (c *opClient) post(path string, body any) envelope {
	_, env := c.h.send("POST", path, body, c.cookie, c.csrf, "")
	return env
}

func (h *adminHarness) orderIn(status int) int64 {
	h.t.Helper()
	var id int64
	if err := h.st.DB.QueryRowContext(context.Background(), `SELECT id FROM orders WHERE status = $1 ORDER BY id LIMIT 1`, status).Scan(&id); err != nil {
		h.t.Fatalf("no order in %d: %v", status, err)
	}
	return id
}

func (h *adminHarness) auditCount(action, entityID string) int {
	var n int
	h.st.DB.QueryRowContext(context.Background(), `SELECT COUNT(*) FROM audit_log WHERE action = $1 AND entity_id = $2`, action, entityID).Scan(&n)
	return n
}

func TestAdminLogin(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newAdminHarness(t, d)
		t.Run("OK", func(t *testing.T) {
			rec, env := h.send("POST", "/admin/api/login", map[string]string{"email": " Admin@Test.ph ", "password": testOpPassword}, nil, "", "")
			if env.Code != "0" {
				t.Fatalf("got %+v, want code 0", env)
			}
			pending, stage := h.clientFrom(rec, env)
			if stage != "code" {
				t.Fatalf("password step: stage %q, want code", stage)
			}
			if env := pending.get("/admin/api/orders"); env.Code != "admin_two_step" {
				t.Fatalf("before the code: got %q, want admin_two_step", env.Code)
			}
			if n := h.auditCount("operator.login", strconv.FormatInt(h.ops[admin.RoleAdmin].ID, 10)); n != 0 {
				t.Fatalf("login audit rows after the password alone: got %d, want 0", n)
			}
			rec, env = h.send("POST", "/admin/api/login/code", map[string]string{"code": h.nextCode("admin@test.ph")}, pending.cookie, pending.csrf, "")
			if env.Code != "0" {
				t.Fatalf("code step: got %+v, want code 0", env)
			}
			var ck *http.Cookie
			for _, c := range rec.Result().Cookies() {
				if c.Name == AdminCookie {
					ck = c
				}
			}
			if ck == nil || !ck.HttpOnly || ck.SameSite != http.SameSiteStrictMode || ck.Path != "/admin" {
				t.Fatalf("cookie: got %+v, want HttpOnly SameSite=Strict Path=/admin", ck)
			}
			var stored int
			h.st.DB.QueryRowContext(context.Background(), `SELECT COUNT(*) FROM operator_sessions WHERE token_hash = $1`, ck.Value).Scan(&stored)
			if stored != 0 {
				t.Fatal("the raw session token is stored")
			}
			if n := h.auditCount("operator.login", strconv.FormatInt(h.ops[admin.RoleAdmin].ID, 10)); n != 1 {
				t.Fatalf("login audit rows: got %d, want 1", n)
			}
		})
		t.Run("ErrWrongPassword", func(t *testing.T) {
			if _, env := h.loginAs(h.ops[admin.RoleAgent].Email, "wrong password!"); env.Code != "admin_bad_credentials" {
				t.Fatalf("got %q, want admin_bad_credentials", env.Code)
			}
		})
		t.Run("ErrUnknownEmail", func(t *testing.T) {
			if _, env := h.loginAs("nobody@test.ph", testOpPassword); env.Code != "admin_bad_credentials" {
				t.Fatalf("got %q, want admin_bad_credentials", env.Code)
			}
		})
		t.Run("ErrCrossSiteOrigin", func(t *testing.T) {
			req := httptest.NewRequest("POST", "/admin/api/login", strings.NewReader(`{"email":"admin@test.ph","password":"`+testOpPassword+`"}`))
			req.Header.Set("Origin", "https://evil.example")
			rec := httptest.NewRecorder()
			h.h.ServeHTTP(rec, req)
			if !strings.Contains(rec.Body.String(), `"admin_csrf"`) {
				t.Fatalf("got %s, want admin_csrf", rec.Body.String())
			}
		})
		t.Run("BorrowerSessionIsNotAnOperator", func(t *testing.T) {
			q := h.login(seed.DemoPhone)
			_, env := h.send("GET", "/admin/api/me?sessionId="+q.Get("sessionId"), nil, &http.Cookie{Name: AdminCookie, Value: q.Get("sessionId")}, "", "")
			if env.Code != "401" {
				t.Fatalf("got %q, want 401", env.Code)
			}
		})
		t.Run("LogoutEndsSession", func(t *testing.T) {
			c := h.as(admin.RoleViewer)
			if env := c.post("/admin/api/logout", nil); env.Code != "0" {
				t.Fatalf("logout: %+v", env)
			}
			if env := c.get("/admin/api/me"); env.Code != "401" {
				t.Fatalf("after logout: got %q, want 401", env.Code)
			}
		})
		t.Run("IdleSessionEnds", func(t *testing.T) {
			c := h.as(admin.RoleViewer)
			h.clock.Advance(admin.IdleTimeout + time.Minute)
			if env := c.get("/admin/api/me"); env.Code != "401" {
				t.Fatalf("after idle: got %q, want 401", env.Code)
			}
		})
	})
}

func TestAdminLockout(t *testing.T) {
	h := newAdminHarness(t, store.SQLite)
	email := h.ops[admin.RoleAgent].Email
	for i := 1; i < admin.MaxFailures; i++ {
		if _, env := h.loginAs(email, "wrong password!"); env.Code != "admin_bad_credentials" {
			t.Fatalf("failure %d: got %q, want admin_bad_credentials", i, env.Code)
		}
	}
	if _, env := h.loginAs(email, "wrong password!"); env.Code != "admin_locked" {
		t.Fatalf("failure %d: got %q, want admin_locked", admin.MaxFailures, env.Code)
	}
	if _, env := h.loginAs(email, testOpPassword); env.Code != "admin_locked" {
		t.Fatalf("right password while locked: got %q, want admin_locked", env.Code)
	}
	if n := h.auditCount("operator.locked", strconv.FormatInt(h.ops[admin.RoleAgent].ID, 10)); n != 1 {
		t.Fatalf("lock audit rows: got %d, want 1", n)
	}
	h.clock.Advance(admin.LockFor - time.Second)
	if _, env := h.loginAs(email, testOpPassword); env.Code != "admin_locked" {
		t.Fatalf("a second before the end: got %q, want admin_locked", env.Code)
	}
	h.clock.Advance(2 * time.Second)
	if c, env := h.loginAs(email, testOpPassword); c == nil {
		t.Fatalf("after the lock: got %+v, want a login", env)
	}
	t.Run("SuccessResetsCount", func(t *testing.T) {
		for i := 0; i < admin.MaxFailures-1; i++ {
			h.loginAs(email, "wrong password!")
		}
		if c, _ := h.loginAs(email, testOpPassword); c == nil {
			t.Fatal("login after 4 failures refused")
		}
		if _, env := h.loginAs(email, "wrong password!"); env.Code != "admin_bad_credentials" {
			t.Fatalf("got %q, want admin_bad_credentials (count restarted)", env.Code)
		}
	})
}

func TestAdminCSRF(t *testing.T) {
	h := newAdminHarness(t, store.SQLite)
	c := h.as(admin.RoleAdmin)
	body := map[string]any{"value": map[string]any{"email": "cs@pautang.ph", "smWa": "+63 917 000 0000"}, "reason": "New line"}
	tests := []struct {
		name  string
		token string
		want  string
	}{
		{"ErrMissing", "", "admin_csrf"},
		{"ErrWrong", "not-the-token", "admin_csrf"},
		{"ErrOtherSessionsToken", h.as(admin.RoleAdmin).csrf, "admin_csrf"},
		{"OK", c.csrf, "0"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, env := h.send("POST", "/admin/api/catalog/settings/cs_contacts", body, c.cookie, tt.token, "")
			if env.Code != tt.want {
				t.Fatalf("got %q (%s), want %q", env.Code, env.Message, tt.want)
			}
		})
	}
	t.Run("MeReturnsSameToken", func(t *testing.T) {
		var d struct {
			CSRF string `json:"csrfToken"`
		}
		c.get("/admin/api/me").into(t, &d)
		if d.CSRF != c.csrf {
			t.Fatalf("got %q, want the login's token", d.CSRF)
		}
	})
}

// TestAdminRoleMatrix calls every back-office route as every role: a role below the route's
// action gets 'forbidden', every other role gets past the permission check.
func TestAdminRoleMatrix(t *testing.T) {
	h := newAdminHarness(t, store.SQLite)
	clients := map[admin.Role]*opClient{}
	for _, r := range admin.Roles() {
		clients[r] = h.as(r)
	}
	for _, rt := range h.srv.adminRoutes() {
		if rt.Public || rt.Path == "/logout" {
			continue
		}
		path := adminPrefix + strings.NewReplacer("{id}", "999999", "{key}", "cs_contacts").Replace(rt.Path)
		for _, role := range admin.Roles() {
			t.Run(rt.Method+" "+rt.Path+"/"+string(role), func(t *testing.T) {
				var env envelope
				if rt.Method == "GET" {
					env = clients[role].getOrFile(path)
				} else {
					env = clients[role].post(path, map[string]any{})
				}
				allowed := admin.Can(role, rt.Action)
				switch {
				case allowed && (env.Code == "forbidden" || env.Code == "401" || env.Code == "admin_csrf"):
					t.Fatalf("allowed role got %q (%s)", env.Code, env.Message)
				case !allowed && env.Code != "forbidden":
					t.Fatalf("got %q, want forbidden", env.Code)
				}
				if env.status >= 500 {
					t.Fatalf("HTTP %d", env.status)
				}
			})
		}
	}
}

func TestAdminPhoneMasking(t *testing.T) {
	h := newAdminHarness(t, store.SQLite)
	for _, tt := range []struct {
		role admin.Role
		want string
	}{{admin.RoleViewer, "0917****567"}, {admin.RoleAgent, seed.DemoPhone}} {
		t.Run(string(tt.role), func(t *testing.T) {
			var d struct {
				Orders []backoffice.AdminOrderRow `json:"orders"`
			}
			h.as(tt.role).get("/admin/api/orders?status=21").into(t, &d)
			if len(d.Orders) == 0 || d.Orders[0].Phone != tt.want {
				t.Fatalf("got %+v, want phone %s", d.Orders, tt.want)
			}
		})
	}
}

func TestAdminDecide(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newAdminHarness(t, d)
		agent := h.as(admin.RoleAgent)
		id := h.orderIn(21)
		path := "/admin/api/orders/" + strconv.FormatInt(id, 10) + "/decide"
		t.Run("ErrRejectWithoutReason", func(t *testing.T) {
			if env := agent.post(path, map[string]any{"approve": false}); env.Code != "invalid_params" {
				t.Fatalf("got %q, want invalid_params", env.Code)
			}
		})
		t.Run("ErrViewer", func(t *testing.T) {
			if env := h.as(admin.RoleViewer).post(path, map[string]any{"approve": true}); env.Code != "forbidden" {
				t.Fatalf("got %q, want forbidden", env.Code)
			}
		})
		// The seeded applications under review fail rules (the demo borrower has other open
		// loans): approving needs a reason, and an agent's approval waits for a supervisor.
		t.Run("ErrApproveOverFailedRuleWithoutReason", func(t *testing.T) {
			if env := agent.post(path, map[string]any{"approve": true}); env.Code != "invalid_params" || !strings.Contains(env.Message, "active_loan") {
				t.Fatalf("got %+v, want invalid_params naming the failed rule", env)
			}
		})
		t.Run("AgentOverFailedRuleWaitsForSupervisor", func(t *testing.T) {
			env := agent.post(path, map[string]any{"approve": true, "reason": "Other loan settled by transfer today"})
			var a decideOutcome
			env.into(t, &a)
			if env.Code != "0" || a.Kind != admin.KindLoanApproval || a.RequestID == 0 || a.Status != int(loans.StatusReview) {
				t.Fatalf("got %+v", env)
			}
			var status int
			h.st.DB.QueryRowContext(context.Background(), `SELECT status FROM orders WHERE id = $1`, id).Scan(&status)
			if status != int(loans.StatusReview) {
				t.Fatalf("status %d: an agent approved over a failed rule alone", status)
			}
			if env := h.as(admin.RoleSupervisor).post(reqPath(a.RequestID, "reject"), map[string]any{"reason": "Not convinced"}); env.Code != "0" {
				t.Fatalf("reject: %+v", env)
			}
		})
		t.Run("OK", func(t *testing.T) {
			env := h.as(admin.RoleSupervisor).post(path, map[string]any{"approve": true, "reason": "Documents verified"})
			if env.Code != "0" {
				t.Fatalf("got %+v", env)
			}
			var status int
			h.st.DB.QueryRowContext(context.Background(), `SELECT status FROM orders WHERE id = $1`, id).Scan(&status)
			if status != int(loans.StatusApproved) {
				t.Fatalf("status: got %d, want 151", status)
			}
			var actor string
			h.st.DB.QueryRowContext(context.Background(), `SELECT actor FROM order_events WHERE order_id = $1 AND event = 'approve'`, id).Scan(&actor)
			if want := "operator:" + strconv.FormatInt(h.ops[admin.RoleSupervisor].ID, 10); actor != want {
				t.Fatalf("event actor: got %q, want %q", actor, want)
			}
			var before, after string
			h.st.DB.QueryRowContext(context.Background(), `SELECT before_json, after_json FROM audit_log WHERE action = 'order.approve' AND entity_id = $1`, strconv.FormatInt(id, 10)).Scan(&before, &after)
			if !strings.Contains(before, `"status":21`) || !strings.Contains(after, `"status":151`) {
				t.Fatalf("audit: before %s after %s", before, after)
			}
		})
		t.Run("ErrDecidedTwice", func(t *testing.T) {
			if env := agent.post(path, map[string]any{"approve": false, "reasonCode": "income", "reason": "x"}); env.Code != "loans_not_under_review" {
				t.Fatalf("got %q, want loans_not_under_review", env.Code)
			}
		})
	})
}

func TestAdminProductSave(t *testing.T) {
	h := newAdminHarness(t, store.SQLite)
	a := h.as(admin.RoleAdmin)
	var list struct {
		Products []productView `json:"products"`
	}
	a.get("/admin/api/catalog/products").into(t, &list)
	p := list.Products[0]
	t.Run("OK", func(t *testing.T) {
		p.Rules.Rollover.Enabled, p.Rules.Rollover.FeeCents = true, 12345
		env := a.post("/admin/api/catalog/products", p)
		if env.Code != "0" {
			t.Fatalf("got %+v", env)
		}
		// Four eyes: the change waits for a supervisor; nothing is saved meanwhile.
		var sent proposeAnswer
		env.into(t, &sent)
		if got, _ := h.st.Catalog().Product(context.Background(), p.ID); strings.Contains(got.Rules, "12345") || sent.Kind != admin.KindProductChange {
			t.Fatalf("a proposed product change was saved (%+v)", sent)
		}
		if env := a.post(reqPath(sent.RequestID, "approve"), nil); env.Code != admin.CodeRequestOwn {
			t.Fatalf("maker approving: %q", env.Code)
		}
		if env := h.as(admin.RoleSupervisor).post(reqPath(sent.RequestID, "approve"), nil); env.Code != "0" {
			t.Fatalf("supervisor approving: %+v", env)
		}
		got, _ := h.st.Catalog().Product(context.Background(), p.ID)
		rules, _ := loans.ParseRules(got.Rules)
		if rules.Rollover.FeeCents != 12345 {
			t.Fatalf("rollover fee: got %d, want 12345", rules.Rollover.FeeCents)
		}
		if n := h.auditCount("product.update", strconv.FormatInt(p.ID, 10)); n != 1 {
			t.Fatalf("audit rows: got %d, want 1", n)
		}
	})
	t.Run("ErrCapExceeded", func(t *testing.T) {
		bad := p
		bad.InterestBPMonth = 5000
		env := a.post("/admin/api/catalog/products", bad)
		if env.Code != "loans_cap_exceeded" && env.Code != "loans_invalid_product" {
			t.Fatalf("got %q, want a cap refusal", env.Code)
		}
		got, _ := h.st.Catalog().Product(context.Background(), p.ID)
		if got.InterestBPMonth == 5000 {
			t.Fatal("the refused product was saved")
		}
		if n := h.auditCount("product.update", strconv.FormatInt(p.ID, 10)); n != 1 {
			t.Fatalf("audit rows: got %d, want still 1", n)
		}
	})
	t.Run("OK first-loan promo", func(t *testing.T) {
		edit := p
		edit.Rules.Rollover.FeeCents = 12345
		edit.FirstLoanPromo = "  Unang loan? Mabilis ang approval.  "
		env := a.post("/admin/api/catalog/products", edit)
		var sent proposeAnswer
		env.into(t, &sent)
		if env := h.as(admin.RoleSupervisor).post(reqPath(sent.RequestID, "approve"), nil); env.Code != "0" {
			t.Fatalf("supervisor approving: %+v", env)
		}
		var after struct {
			Products []productView `json:"products"`
		}
		a.get("/admin/api/catalog/products").into(t, &after)
		if after.Products[0].FirstLoanPromo != "Unang loan? Mabilis ang approval." {
			t.Fatalf("promo: got %q", after.Products[0].FirstLoanPromo)
		}
	})
	t.Run("ErrFirstLoanPromoTooLong", func(t *testing.T) {
		bad := p
		bad.FirstLoanPromo = strings.Repeat("x", lending.MaxFirstLoanPromo+1)
		if env := a.post("/admin/api/catalog/products", bad); env.Code != "loans_invalid_product" || !strings.Contains(env.Message, "promo") {
			t.Fatalf("got %q %q, want loans_invalid_product naming the promo", env.Code, env.Message)
		}
	})
	t.Run("ErrSupervisor", func(t *testing.T) {
		if env := h.as(admin.RoleSupervisor).post("/admin/api/catalog/products", p); env.Code != "forbidden" {
			t.Fatalf("got %q, want forbidden", env.Code)
		}
	})
}

func tinyPNG(t *testing.T) []byte {
	img := image.NewRGBA(image.Rect(0, 0, 8, 8))
	for i := 0; i < 8; i++ {
		img.Set(i, i, color.RGBA{40, 199, 130, 255})
	}
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func TestAdminComplaintReply(t *testing.T) {
	h := newAdminHarness(t, store.SQLite)
	agent := h.as(admin.RoleAgent)
	q := h.login(seed.DemoPhone)
	var orderNo string
	h.st.DB.QueryRowContext(context.Background(), `SELECT order_no FROM orders ORDER BY id LIMIT 1`).Scan(&orderNo)
	if env := h.call("/gw/user-problem/problem-save", q, map[string][]string{"orderNo": {orderNo}, "problemType": {"5"}, "problemDetail": {"Please call me back."}}); env.Code != "0" {
		t.Fatalf("problem-save: %+v", env)
	}
	var list struct {
		Complaints []map[string]any `json:"complaints"`
	}
	agent.get("/admin/api/complaints?open=1").into(t, &list)
	if len(list.Complaints) == 0 {
		t.Fatal("no open complaint seeded")
	}
	for i := 1; i < len(list.Complaints); i++ {
		if list.Complaints[i-1]["replyBy"].(string) > list.Complaints[i]["replyBy"].(string) {
			t.Fatal("queue not ordered by reply-by day")
		}
	}
	id := int64(list.Complaints[0]["id"].(float64))
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	fw, _ := mw.CreateFormFile("file", "reply.png")
	fw.Write(tinyPNG(t))
	mw.Close()
	_, up := h.send("POST", "/admin/api/uploads", buf.Bytes(), agent.cookie, agent.csrf, mw.FormDataContentType())
	if up.Code != "0" {
		t.Fatalf("upload: %+v", up)
	}
	var u struct {
		URL string `json:"url"`
	}
	up.into(t, &u)
	env := agent.post("/admin/api/complaints/"+strconv.FormatInt(id, 10)+"/reply", map[string]any{"text": "We called the agency.", "images": []string{u.URL}, "askRating": true})
	if env.Code != "0" {
		t.Fatalf("reply: %+v", env)
	}
	if n := h.auditCount("complaint.reply", strconv.FormatInt(id, 10)); n != 1 {
		t.Fatalf("audit rows: got %d, want 1", n)
	}
	// The borrower's detail shows the process result and asks for a rating.
	det := h.call("/gw/user-problem/problem-detail", q, map[string][]string{"problemId": {strconv.FormatInt(id, 10)}})
	var dd map[string]any
	det.into(t, &dd)
	if dd["disposeDetail"] != "We called the agency." || dd["isNeedScore"] != float64(1) || len(dd["disposeImages"].([]any)) != 1 {
		t.Fatalf("borrower detail: %+v", dd)
	}
}

func TestAdminDashboard(t *testing.T) {
	h := newAdminHarness(t, store.SQLite)
	var d struct {
		Series  backoffice.Dashboard `json:"series"`
		Overdue []struct {
			Label string `json:"label"`
			Count int64  `json:"count"`
		} `json:"overdue"`
	}
	env := h.as(admin.RoleViewer).get("/admin/api/dashboard?days=30")
	if env.Code != "0" {
		t.Fatalf("got %+v", env)
	}
	env.into(t, &d)
	if len(d.Series.Applications) != 30 || len(d.Series.Complaints) != 30 {
		t.Fatalf("series lengths: %d applications, %d complaint days; want 30", len(d.Series.Applications), len(d.Series.Complaints))
	}
	var books int64
	for _, b := range d.Series.Book {
		books += b.Count
	}
	var orders int64
	h.st.DB.QueryRowContext(context.Background(), `SELECT COUNT(*) FROM orders`).Scan(&orders)
	if books != orders {
		t.Fatalf("book: got %d orders, want %d", books, orders)
	}
	// One set of buckets, the collections queue's, adding up to the dashboard's overdue count
	// (loans past due on the books): also with a loan written off and one whose kept standing
	// names no day yet.
	check := func(when string) {
		t.Helper()
		env := h.as(admin.RoleViewer).get("/admin/api/dashboard?days=30")
		env.into(t, &d)
		var overdue int64
		labels := []string{}
		for _, b := range d.Overdue {
			overdue += b.Count
			labels = append(labels, b.Label)
		}
		names := []string{}
		for _, b := range collections.Buckets {
			names = append(names, b.Name)
		}
		var want int64
		h.st.DB.QueryRowContext(context.Background(), `SELECT COUNT(*) FROM orders WHERE status = 180 AND written_off_day = ''`).Scan(&want)
		if overdue != want || d.Series.OverdueLoans != want || want == 0 || !slices.Equal(labels, names) {
			t.Fatalf("%s: buckets %v hold %d, overdue count %d, want %d in %v", when, labels, overdue, d.Series.OverdueLoans, want, names)
		}
	}
	check("seeded")
	ctx := context.Background()
	if _, err := h.st.DB.ExecContext(ctx, `UPDATE orders SET written_off_day = '2026-01-01' WHERE id = (SELECT MIN(id) FROM orders WHERE status = 180)`); err != nil {
		t.Fatal(err)
	}
	if _, err := h.st.DB.ExecContext(ctx, `UPDATE orders SET status = 180, overdue_since = '' WHERE id = (SELECT MIN(id) FROM orders WHERE status = 170)`); err != nil {
		t.Fatal(err)
	}
	check("a loan written off, one without a kept day")
	if env := h.as(admin.RoleViewer).get("/admin/api/dashboard?days=0"); env.Code != "invalid_params" {
		t.Fatalf("days=0: got %q, want invalid_params", env.Code)
	}
}

func TestAdminOperators(t *testing.T) {
	h := newAdminHarness(t, store.SQLite)
	a := h.as(admin.RoleAdmin)
	t.Run("Create", func(t *testing.T) {
		_, token := h.invite(t, "new@test.ph", "agent")
		rec, env := h.send("POST", "/admin/api/setup", map[string]string{"token": token, "password": "long enough pw"}, nil, "", "")
		if env.Code != "0" {
			t.Fatalf("set-up link: %+v", env)
		}
		if _, stage := h.clientFrom(rec, env); stage != "setup" {
			t.Fatalf("stage %q, want setup", stage)
		}
		if c, _ := h.loginAs("new@test.ph", "long enough pw"); c == nil {
			t.Fatal("the new operator cannot log in")
		}
	})
	t.Run("ErrDuplicate", func(t *testing.T) {
		if env := a.post("/admin/api/operators", map[string]any{"email": "new@test.ph", "role": "agent", "reason": "again"}); env.Code != "admin_email_taken" {
			t.Fatalf("got %q", env.Code)
		}
	})
	t.Run("DisableEndsSessions", func(t *testing.T) {
		v := h.as(admin.RoleViewer)
		id := strconv.FormatInt(h.ops[admin.RoleViewer].ID, 10)
		if env := a.post("/admin/api/operators/"+id, map[string]any{"role": "viewer", "disabled": true}); env.Code != "0" {
			t.Fatalf("got %+v", env)
		}
		if env := v.get("/admin/api/me"); env.Code != "401" {
			t.Fatalf("disabled operator's session: got %q, want 401", env.Code)
		}
		if n := h.auditCount("operator.update", id); n != 1 {
			t.Fatalf("audit rows: got %d, want 1", n)
		}
	})
	t.Run("ErrDemoteSelf", func(t *testing.T) {
		id := strconv.FormatInt(h.ops[admin.RoleAdmin].ID, 10)
		if env := a.post("/admin/api/operators/"+id, map[string]any{"role": "viewer"}); env.Code != "admin_self_change" {
			t.Fatalf("got %q", env.Code)
		}
	})
}
