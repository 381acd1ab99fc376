package api

import (
	"bytes"
	"context"
	"fmt"
	"log/slog"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

func TestLoginFlow(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newHarnessOn(t, d)
		q := h.login("0917 123 4567")
		if q.Get("mobile") != "09171234567" {
			t.Fatalf("mobile: got %q, want 09171234567", q.Get("mobile"))
		}
		if len(q.Get("sessionId")) < 22 { // 128 bits in base64 is 22 chars
			t.Fatalf("token too short: %d chars", len(q.Get("sessionId")))
		}
		if env := h.call("/gw/v3/user/info", q, nil); env.Code != "00" || !env.Success {
			t.Fatalf("user/info: %+v", env)
		}
		var stored int
		h.st.DB.QueryRowContext(context.Background(), `SELECT COUNT(*) FROM sessions WHERE token_hash = $1`, q.Get("sessionId")).Scan(&stored)
		if stored != 0 {
			t.Fatal("the raw token is stored")
		}
		if env := h.call("/gw/v3/login/logout", q, nil); env.Code != "00" {
			t.Fatalf("logout: %+v", env)
		}
		if env := h.call("/gw/v3/user/info", q, nil); env.Code != "401" {
			t.Fatalf("after logout: got %q, want 401", env.Code)
		}
	})
}

func TestSessionChecks(t *testing.T) {
	h := newHarness(t)
	q := h.login("09171234567")
	other := h.login("09181234567")
	tests := []struct {
		name  string
		query url.Values
		want  string
	}{
		{"OK", q, "00"},
		{"ErrMissingSession", url.Values{}, "401"},
		{"ErrUnknownToken", with(q, "sessionId", "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"), "401"},
		{"ErrForgedUserID", with(q, "userId", other.Get("userId")), "401"},
		{"ErrForgedMobile", with(q, "mobile", "09181234567"), "401"},
		{"ErrOtherSessionWithMyUserID", with(other, "userId", q.Get("userId")), "401"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			env := h.call("/gw/v3/order/list", tt.query, nil)
			if env.Code != tt.want {
				t.Fatalf("got %q (%s), want %q", env.Code, env.Message, tt.want)
			}
			if env.status != 200 {
				t.Fatalf("HTTP status %d, want 200", env.status)
			}
		})
	}
}

func TestSessionExpiry(t *testing.T) {
	t.Run("Idle", func(t *testing.T) {
		h := newHarness(t)
		q := h.login("09171234567")
		h.clock.Advance(7*24*time.Hour - time.Minute)
		if env := h.call("/gw/v3/user/info", q, nil); env.Code != "00" {
			t.Fatalf("before idle limit: got %q", env.Code)
		}
		h.clock.Advance(7*24*time.Hour + time.Minute)
		if env := h.call("/gw/v3/user/info", q, nil); env.Code != "401" {
			t.Fatalf("after idle limit: got %q, want 401", env.Code)
		}
	})
	t.Run("Absolute", func(t *testing.T) {
		h := newHarness(t)
		q := h.login("09171234567")
		for i := 0; i < 31; i++ { // used every day, still ends after 30 days
			h.clock.Advance(24 * time.Hour)
			env := h.call("/gw/v3/user/info", q, nil)
			if i < 29 && env.Code != "00" {
				t.Fatalf("day %d: got %q, want 00", i+1, env.Code)
			}
			if i >= 29 && env.Code != "401" {
				t.Fatalf("day %d: got %q, want 401", i+1, env.Code)
			}
		}
	})
}

func TestLoginCodes(t *testing.T) {
	t.Run("ErrExpiredAfter5Minutes", func(t *testing.T) {
		h := newHarness(t)
		h.call("/gw/v3/login/sms-code", nil, url.Values{"phone": {"09171234567"}})
		h.clock.Advance(5 * time.Minute)
		env := h.call("/gw/v3/login/login", nil, url.Values{"phone": {"09171234567"}, "code": {h.lastCode("09171234567")}})
		if env.Code != "code_expired" {
			t.Fatalf("got %q, want code_expired", env.Code)
		}
	})
	t.Run("ErrLockedAfter5Wrong", func(t *testing.T) {
		h := newHarness(t)
		h.call("/gw/v3/login/sms-code", nil, url.Values{"phone": {"09171234567"}})
		good := h.lastCode("09171234567")
		bad := "000000"
		if good == bad {
			bad = "111111"
		}
		for i := 1; i <= 5; i++ {
			env := h.call("/gw/v3/login/login", nil, url.Values{"phone": {"09171234567"}, "code": {bad}})
			want := "code_wrong"
			if i == 5 {
				want = "code_locked"
			}
			if env.Code != want {
				t.Fatalf("attempt %d: got %q, want %q", i, env.Code, want)
			}
		}
		if env := h.call("/gw/v3/login/login", nil, url.Values{"phone": {"09171234567"}, "code": {good}}); env.Code != "code_locked" {
			t.Fatalf("right code after lock: got %q, want code_locked", env.Code)
		}
	})
	t.Run("ErrCodeUsedTwice", func(t *testing.T) {
		h := newHarness(t)
		h.login("09171234567")
		env := h.call("/gw/v3/login/login", nil, url.Values{"phone": {"09171234567"}, "code": {h.lastCode("09171234567")}})
		if env.Code != "code_expired" {
			t.Fatalf("got %q, want code_expired", env.Code)
		}
	})
	t.Run("ErrInvalidPhone", func(t *testing.T) {
		h := newHarness(t)
		for _, p := range []string{"12345", "0817123456a", "091712345678", ""} {
			env := h.call("/gw/v3/login/sms-code", nil, url.Values{"phone": {p}})
			if env.Success || (env.Code != "invalid_phone" && env.Code != "invalid_params") {
				t.Fatalf("phone %q: got %+v", p, env)
			}
		}
	})
	t.Run("VoiceCode", func(t *testing.T) {
		h := newHarness(t)
		env := h.call("/gw/v3/login/voice-code", nil, url.Values{"phone": {"09171234567"}})
		if env.Code != "00" {
			t.Fatalf("got %+v", env)
		}
		msgs, _ := h.st.Users().Outbox(t.Context(), "09171234567", 1)
		if len(msgs) != 1 || msgs[0].Channel != "voice" {
			t.Fatalf("outbox: %+v", msgs)
		}
	})
}

func TestSendRateLimits(t *testing.T) {
	h := newHarness(t)
	send := func(phone string) string {
		return h.call("/gw/v3/login/sms-code", nil, url.Values{"phone": {phone}}).Code
	}
	if got := send("09171234567"); got != "00" {
		t.Fatalf("first: got %q", got)
	}
	if got := send("09171234567"); got != "rate_limited" {
		t.Fatalf("within 60 s: got %q, want rate_limited", got)
	}
	for i := 0; i < 4; i++ {
		h.clock.Advance(61 * time.Second)
		if got := send("09171234567"); got != "00" {
			t.Fatalf("send %d: got %q", i+2, got)
		}
	}
	h.clock.Advance(61 * time.Second)
	if got := send("09171234567"); got != "rate_limited" {
		t.Fatalf("6th in an hour: got %q, want rate_limited", got)
	}
	// Per IP: 30 an hour across phones.
	h2 := newHarness(t)
	for i := 0; i < 30; i++ {
		if got := h2.call("/gw/v3/login/sms-code", nil, url.Values{"phone": {"0917000" + pad4(i)}}).Code; got != "00" {
			t.Fatalf("ip send %d: got %q", i, got)
		}
	}
	if got := h2.call("/gw/v3/login/sms-code", nil, url.Values{"phone": {"09179999999"}}).Code; got != "rate_limited" {
		t.Fatalf("31st from one IP: got %q, want rate_limited", got)
	}
}

func pad4(i int) string { return fmt.Sprintf("%04d", i) }

func TestTokensNeverLogged(t *testing.T) {
	var buf bytes.Buffer
	old := slog.Default()
	slog.SetDefault(slog.New(slog.NewTextHandler(&buf, nil)))
	defer slog.SetDefault(old)
	h := newHarness(t)
	h.srv.AccessLog = true
	h.h = h.srv.Handler()
	q := h.login("09171234567")
	h.call("/gw/v3/user/info", q, nil)
	if strings.Contains(buf.String(), q.Get("sessionId")) {
		t.Fatal("a session token reached the log")
	}
	if !strings.Contains(buf.String(), "REDACTED") {
		t.Fatalf("expected a redacted access log line, got: %s", buf.String())
	}
}

func TestMalformedRequests(t *testing.T) {
	h := newHarness(t)
	q := h.login("09171234567")
	t.Run("ErrWrongType", func(t *testing.T) {
		env := h.call("/gw/v3/product/detail", q, url.Values{"productId": {"abc"}})
		if env.Code != "invalid_params" || env.status != 200 || !strings.Contains(env.Message, "productId") {
			t.Fatalf("got %+v", env)
		}
	})
	t.Run("ErrMissingField", func(t *testing.T) {
		env := h.call("/gw/v3/login/login", nil, url.Values{"phone": {"09171234567"}})
		if env.Code != "invalid_params" || !strings.Contains(env.Message, "code") {
			t.Fatalf("got %+v", env)
		}
	})
	t.Run("ErrTooLarge", func(t *testing.T) {
		env := h.call("/gw/v3/login/sms-code", nil, url.Values{"phone": {strings.Repeat("9", 100<<10)}})
		if env.Success || env.status == 500 {
			t.Fatalf("got %+v", env)
		}
	})
	t.Run("ErrUnknownPath", func(t *testing.T) {
		rec := h.do("GET", "/gw/nope", nil, nil)
		if !strings.Contains(rec.Body.String(), `"code":"not_found"`) {
			t.Fatalf("got %d %s", rec.Code, rec.Body.String())
		}
	})
}

func TestOperations(t *testing.T) {
	h := newHarness(t)
	for _, p := range []string{"/healthz", "/readyz", "/metrics", "/openapi.json"} {
		rec := h.do("GET", p, nil, nil)
		if rec.Code != 200 {
			t.Fatalf("%s: status %d", p, rec.Code)
		}
		for _, hd := range []string{"Content-Security-Policy", "Referrer-Policy", "X-Content-Type-Options"} {
			if rec.Header().Get(hd) == "" {
				t.Fatalf("%s: missing %s", p, hd)
			}
		}
	}
	if got := h.do("GET", "/healthz", nil, nil).Header().Get("Referrer-Policy"); got != "same-origin" {
		t.Fatalf("Referrer-Policy: got %q", got)
	}
	rec := h.do("GET", "/metrics", nil, nil)
	if !strings.Contains(rec.Body.String(), `pautang_http_requests_total{code="200",method="GET",route="/healthz"}`) {
		t.Fatalf("metrics lack the healthz route: %s", rec.Body.String())
	}
}

// TestUserInfoOpenLoan: hasOpenLoan is true while any order is neither rejected nor settled.
func TestUserInfoOpenLoan(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newAdminHarness(t, d)
		info := func(q url.Values) map[string]any {
			var v map[string]any
			h.call("/gw/v3/user/info", q, nil).into(t, &v)
			return v
		}
		if v := info(h.login("09171234567")); v["hasOpenLoan"] != true || v["mobile"] != "09171234567" {
			t.Fatalf("demo borrower (orders in review and repaying): %v", v)
		}
		if v := info(h.login("09181112299")); v["hasOpenLoan"] != false {
			t.Fatalf("new borrower: %v", v)
		}
	})
}
