package api

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"image/png"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/promotion"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

const promoBase = "/gw/api/v2/pautang/promotion/"

// promoVisitor is one visitor on the landing: a sid and the current captcha answer.
type promoVisitor struct {
	h   *harness
	sid string
	ip  string
}

// get sends a GET and decodes the envelope.
func (h *harness) promoGet(path string, query url.Values) envelope {
	h.t.Helper()
	rec := h.do("GET", path, query, nil)
	var env envelope
	if err := json.Unmarshal(rec.Body.Bytes(), &env); err != nil {
		h.t.Fatalf("%s: not an envelope (status %d): %s", path, rec.Code, rec.Body.String())
	}
	env.status = rec.Code
	return env
}

// promoVisit opens a landing session (sid) for template 1.
func (h *harness) promoVisit() *promoVisitor {
	h.t.Helper()
	env := h.promoGet(promoBase+"get-sid", url.Values{"id": {"1"}})
	if env.Code != "0" {
		h.t.Fatalf("get-sid: %+v", env)
	}
	var d struct{ Sid string }
	env.into(h.t, &d)
	return &promoVisitor{h: h, sid: d.Sid}
}

// captcha fetches a new image (checking it is a PNG) and returns its answer via the dev hook.
func (l *promoVisitor) captcha() string {
	l.h.t.Helper()
	rec := l.h.do("GET", promoBase+"get-captcha", url.Values{"sid": {l.sid}, "a": {"1"}}, nil)
	if ct := rec.Header().Get("Content-Type"); ct != "image/png" {
		l.h.t.Fatalf("get-captcha: content type %q, body %s", ct, rec.Body.String())
	}
	if _, err := png.Decode(bytes.NewReader(rec.Body.Bytes())); err != nil {
		l.h.t.Fatalf("get-captcha: not a PNG: %v", err)
	}
	return l.answer()
}

func (l *promoVisitor) answer() string {
	l.h.t.Helper()
	rec := l.h.do("GET", "/dev/captcha", url.Values{"sid": {l.sid}}, nil)
	var d struct{ Answer string }
	if err := json.Unmarshal(rec.Body.Bytes(), &d); err != nil || d.Answer == "" {
		l.h.t.Fatalf("dev captcha: %s", rec.Body.String())
	}
	return d.Answer
}

func (l *promoVisitor) sms(phone, capcode string) envelope {
	l.h.t.Helper()
	return l.h.call(promoBase+"get-sms", nil, url.Values{"phone": {phone}, "capcode": {capcode}, "sid": {l.sid}, "deviceId": {l.sid},
		"appName": {"Pautang"}, "app_from": {"web"}, "user_from": {"fb"}, "utm_tag": {"summer"}})
}

func (l *promoVisitor) register(phone, capcode, code string) envelope {
	l.h.t.Helper()
	return l.h.call(promoBase+"register", nil, url.Values{"phone": {phone}, "capcode": {capcode}, "sid": {l.sid}, "deviceId": {l.sid},
		"appName": {"Pautang"}, "merchantNumber": {"0"}, "userName": {phone}, "smsCode": {code}, "invite_code": {""},
		"user_from": {"fb"}, "id": {"1"}, "app_from": {"web"}, "utm_tag": {"summer"}})
}

// seedPromoTemplate stores a landing template and returns its id.
func seedPromoTemplate(t testing.TB, st *store.Store, name, settings string, enabled int) int64 {
	t.Helper()
	var id int64
	if err := st.DB.QueryRowContext(context.Background(), `INSERT INTO channel_templates (name, settings, enabled, created_at) VALUES ($1, $2, $3, $4) RETURNING id`,
		name, settings, enabled, t0.UnixMilli()).Scan(&id); err != nil {
		t.Fatal(err)
	}
	return id
}

func promoCtx() context.Context { return context.Background() }

func newPromoHarness(t *testing.T, d store.Dialect) *harness {
	h := newHarnessOn(t, d)
	seedPromoTemplate(t, h.st, "default", `{"title":"Borrow up to ₱50,000","links_id":"1","buttonColor":"#FFB300"}`, 1)
	return h
}

func TestPromotionRegisterThenLogin(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newPromoHarness(t, d)
		l := h.promoVisit()
		answer := l.captcha()
		if env := l.sms("0917 555 0101", strings.ToLower(answer)); env.Code != "0" || !env.Success {
			t.Fatalf("get-sms: %+v", env)
		}
		code := h.lastCode("09175550101")
		if len(code) != 6 {
			t.Fatalf("SMS code: got %q, want 6 digits", code)
		}
		env := l.register("09175550101", answer, code)
		if env.Code != "0" {
			t.Fatalf("register: %+v", env)
		}
		var reg struct{ UserID, Phone string }
		env.into(t, &reg)
		if reg.Phone != "09175550101" {
			t.Fatalf("phone: got %q, want 09175550101", reg.Phone)
		}
		var source string
		h.st.DB.QueryRowContext(context.Background(), `SELECT source FROM users WHERE phone = $1`, "09175550101").Scan(&source)
		if source != promotion.UserSource {
			t.Fatalf("source: got %q, want %q", source, promotion.UserSource)
		}
		// The account logs into the web shell with the same number.
		q := h.login("09175550101")
		if q.Get("userId") != reg.UserID {
			t.Fatalf("login user: got %s, want %s", q.Get("userId"), reg.UserID)
		}
		// Registering again is idempotent: code 11, still one account.
		l2 := h.promoVisit()
		if env := l2.register("09175550101", l2.captcha(), code); env.Code != "11" {
			t.Fatalf("second register: got %q (%s), want 11", env.Code, env.Message)
		}
		var n int
		h.st.DB.QueryRowContext(context.Background(), `SELECT COUNT(*) FROM users WHERE phone = $1`, "09175550101").Scan(&n)
		if n != 1 {
			t.Fatalf("accounts: got %d, want 1", n)
		}
		// The funnel saw one SMS and one registration for template 1 today.
		rows, err := h.st.Promotion().PromotionFunnel(t.Context(), "2026-11-22", "2026-11-22", 1)
		if err != nil {
			t.Fatal(err)
		}
		if len(rows) != 1 || rows[0].SMSSent != 1 || rows[0].Registrations != 1 {
			t.Fatalf("funnel: got %+v, want 1 SMS and 1 registration", rows)
		}
	})
}

func TestPromotionGetSMS(t *testing.T) {
	tests := []struct {
		name     string
		run      func(h *harness) envelope
		wantCode string
	}{
		{"OK", func(h *harness) envelope { l := h.promoVisit(); return l.sms("09175550102", l.captcha()) }, "0"},
		{"ErrWrongCaptcha", func(h *harness) envelope { l := h.promoVisit(); l.captcha(); return l.sms("09175550102", "ZZZZ") }, "101"},
		{"ErrNoCaptcha", func(h *harness) envelope { l := h.promoVisit(); return l.sms("09175550102", "ABCD") }, "101"},
		{"ErrCaptchaExpired", func(h *harness) envelope {
			l := h.promoVisit()
			a := l.captcha()
			h.clock.Advance(5 * time.Minute)
			return l.sms("09175550102", a)
		}, "101"},
		{"ErrCaptchaKilledByWrongGuess", func(h *harness) envelope {
			l := h.promoVisit()
			a := l.captcha()
			l.sms("09175550102", "ZZZZ")
			return l.sms("09175550102", a)
		}, "101"},
		{"ErrCaptchaSingleUse", func(h *harness) envelope {
			l := h.promoVisit()
			a := l.captcha()
			l.sms("09175550102", a)
			h.clock.Advance(61 * time.Second)
			return l.sms("09175550102", a)
		}, "101"},
		{"ErrOldCaptchaAfterRefresh", func(h *harness) envelope {
			l := h.promoVisit()
			a := l.captcha()
			l.captcha()
			return l.sms("09175550102", a)
		}, "101"},
		{"ErrAlreadyRegistered", func(h *harness) envelope {
			h.st.Users().UpsertUser(promoCtx(), "09175550102")
			l := h.promoVisit()
			return l.sms("09175550102", l.captcha())
		}, "11"},
		{"ErrInvalidPhone", func(h *harness) envelope { l := h.promoVisit(); return l.sms("13800138000", l.captcha()) }, "invalid_phone"},
		{"ErrMissingPhone", func(h *harness) envelope { l := h.promoVisit(); return l.sms("", l.captcha()) }, "invalid_params"},
		{"ErrUnknownSID", func(h *harness) envelope {
			l := &promoVisitor{h: h, sid: "s_nope"}
			return l.sms("09175550102", "ABCD")
		}, "sid_invalid"},
		{"ErrResendWithin60s", func(h *harness) envelope {
			l := h.promoVisit()
			l.sms("09175550102", l.captcha())
			h.clock.Advance(30 * time.Second)
			return l.sms("09175550102", l.captcha())
		}, "rate_limited"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := newPromoHarness(t, store.SQLite)
			env := tt.run(h)
			if env.Code != tt.wantCode {
				t.Fatalf("got %q (%s), want %q", env.Code, env.Message, tt.wantCode)
			}
			if env.status != 200 {
				t.Fatalf("HTTP status %d, want 200", env.status)
			}
			if tt.wantCode != "0" && env.Message == "" {
				t.Fatal("an error without a message")
			}
		})
	}
}

func TestPromotionRegister(t *testing.T) {
	const phone = "09175550103"
	// ready is a visitor who has sent an SMS; it returns the visitor, the captcha answer and the code.
	ready := func(h *harness) (*promoVisitor, string, string) {
		l := h.promoVisit()
		a := l.captcha()
		if env := l.sms(phone, a); env.Code != "0" {
			h.t.Fatalf("get-sms: %+v", env)
		}
		return l, a, h.lastCode(phone)
	}
	wrong := func(code string) string {
		if code == "000000" {
			return "000001"
		}
		return "000000"
	}
	tests := []struct {
		name     string
		run      func(h *harness) envelope
		wantCode string
	}{
		{"OK", func(h *harness) envelope { l, a, c := ready(h); return l.register(phone, a, c) }, "0"},
		{"OKAfterCaptchaRefresh", func(h *harness) envelope { l, _, c := ready(h); return l.register(phone, l.captcha(), c) }, "0"},
		{"ErrWrongCaptcha", func(h *harness) envelope { l, _, c := ready(h); return l.register(phone, "ZZZZ", c) }, "-1"},
		{"ErrCaptchaExpired", func(h *harness) envelope {
			l, a, c := ready(h)
			h.clock.Advance(5*time.Minute + time.Second)
			return l.register(phone, a, c)
		}, "-1"},
		{"ErrWrongCode", func(h *harness) envelope { l, a, c := ready(h); return l.register(phone, a, wrong(c)) }, "sms_code_wrong"},
		{"ErrCodeFormat", func(h *harness) envelope { l, a, _ := ready(h); return l.register(phone, a, "12ab") }, "invalid_params"},
		{"ErrCodeLocked", func(h *harness) envelope {
			l, a, c := ready(h)
			for range promotion.MaxCodeAttempts - 1 {
				l.register(phone, a, wrong(c))
			}
			return l.register(phone, a, wrong(c))
		}, "sms_code_locked"},
		{"ErrLockedEvenWithRightCode", func(h *harness) envelope {
			l, a, c := ready(h)
			for range promotion.MaxCodeAttempts {
				l.register(phone, a, wrong(c))
			}
			return l.register(phone, a, c)
		}, "sms_code_locked"},
		{"ErrCodeExpired", func(h *harness) envelope {
			l, _, c := ready(h)
			h.clock.Advance(5 * time.Minute)
			return l.register(phone, l.captcha(), c)
		}, "sms_code_expired"},
		{"ErrCodeBoundToSID", func(h *harness) envelope {
			_, _, c := ready(h)
			other := h.promoVisit()
			return other.register(phone, other.captcha(), c)
		}, "sms_code_expired"},
		{"ErrNoCodeRequested", func(h *harness) envelope { l := h.promoVisit(); return l.register(phone, l.captcha(), "123456") }, "sms_code_expired"},
		{"ErrAlreadyRegistered", func(h *harness) envelope {
			l, a, c := ready(h)
			h.st.Users().UpsertUser(promoCtx(), phone)
			return l.register(phone, a, c)
		}, "11"},
		{"ErrCodeSingleUse", func(h *harness) envelope {
			l, a, c := ready(h)
			l.register(phone, a, c)
			h.st.DB.ExecContext(context.Background(), `UPDATE users SET deleted_at = 1 WHERE phone = $1`, phone)
			return l.register(phone, l.captcha(), c)
		}, "sms_code_expired"},
		{"ErrInvalidPhone", func(h *harness) envelope { l, a, c := ready(h); return l.register("0817555010", a, c) }, "invalid_phone"},
		{"ErrUnknownSID", func(h *harness) envelope {
			_, a, c := ready(h)
			l := &promoVisitor{h: h, sid: "s_gone"}
			return l.register(phone, a, c)
		}, "sid_invalid"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := newPromoHarness(t, store.SQLite)
			env := tt.run(h)
			if env.Code != tt.wantCode {
				t.Fatalf("got %q (%s), want %q", env.Code, env.Message, tt.wantCode)
			}
			var users int
			h.st.DB.QueryRowContext(context.Background(), `SELECT COUNT(*) FROM users WHERE phone = $1 AND deleted_at IS NULL AND source = 'landing'`, phone).Scan(&users)
			if wantUsers := map[bool]int{true: 1, false: 0}[tt.wantCode == "0"]; users != wantUsers {
				t.Fatalf("landing accounts: got %d, want %d", users, wantUsers)
			}
		})
	}
}

func TestPromotionRegisterRevivesDeletedAccount(t *testing.T) {
	h := newPromoHarness(t, store.SQLite)
	id, _, _ := h.st.Users().UpsertUser(promoCtx(), "09175550104")
	h.st.DB.ExecContext(context.Background(), `UPDATE users SET deleted_at = 1 WHERE id = $1`, id)
	l := h.promoVisit()
	a := l.captcha()
	if env := l.sms("09175550104", a); env.Code != "0" {
		t.Fatalf("get-sms for a deleted account: %+v", env)
	}
	env := l.register("09175550104", a, h.lastCode("09175550104"))
	if env.Code != "0" {
		t.Fatalf("register: %+v", env)
	}
	var reg struct{ UserID string }
	env.into(t, &reg)
	if reg.UserID != fmt.Sprint(id) {
		t.Fatalf("user: got %s, want the revived %d", reg.UserID, id)
	}
}

func TestPromotionSMSLimits(t *testing.T) {
	t.Run("ErrPhoneHour", func(t *testing.T) {
		h := newPromoHarness(t, store.SQLite)
		for i := range promotion.SMSPhoneHourLimit {
			l := h.promoVisit()
			if env := l.sms("09175550105", l.captcha()); env.Code != "0" {
				t.Fatalf("send %d: %+v", i+1, env)
			}
			h.clock.Advance(61 * time.Second)
		}
		l := h.promoVisit()
		env := l.sms("09175550105", l.captcha())
		if env.Code != "rate_limited" || !strings.Contains(env.Message, "hour") {
			t.Fatalf("got %q (%s), want rate_limited per hour", env.Code, env.Message)
		}
		h.clock.Advance(time.Hour)
		if env := l.sms("09175550105", l.captcha()); env.Code != "0" {
			t.Fatalf("after an hour: %+v", env)
		}
	})
	t.Run("ErrPhoneDay", func(t *testing.T) {
		h := newPromoHarness(t, store.SQLite)
		for i := range promotion.SMSPhoneDayLimit {
			l := h.promoVisit()
			if env := l.sms("09175550106", l.captcha()); env.Code != "0" {
				t.Fatalf("send %d: %+v", i+1, env)
			}
			h.clock.Advance(13 * time.Minute) // under the hourly limit
		}
		l := h.promoVisit()
		if env := l.sms("09175550106", l.captcha()); env.Code != "rate_limited" || !strings.Contains(env.Message, "today") {
			t.Fatalf("got %q (%s), want rate_limited today", env.Code, env.Message)
		}
	})
	t.Run("ErrSIDDay", func(t *testing.T) {
		h := newPromoHarness(t, store.SQLite)
		l := h.promoVisit()
		for i := range promotion.SMSSIDDayLimit {
			if env := l.sms(fmt.Sprintf("0917555%04d", 200+i), l.captcha()); env.Code != "0" {
				t.Fatalf("send %d: %+v", i+1, env)
			}
		}
		if env := l.sms("09175559999", l.captcha()); env.Code != "rate_limited" || !strings.Contains(env.Message, "page") {
			t.Fatalf("got %q (%s), want rate_limited for the page", env.Code, env.Message)
		}
	})
	t.Run("ErrIPHour", func(t *testing.T) {
		h := newPromoHarness(t, store.SQLite)
		for i := range promotion.SMSIPHourLimit {
			l := h.promoVisit()
			if env := l.sms(fmt.Sprintf("0917666%04d", i), l.captcha()); env.Code != "0" {
				t.Fatalf("send %d: %+v", i+1, env)
			}
		}
		l := h.promoVisit()
		if env := l.sms("09176669999", l.captcha()); env.Code != "rate_limited" || !strings.Contains(env.Message, "network") {
			t.Fatalf("got %q (%s), want rate_limited for the network", env.Code, env.Message)
		}
	})
	t.Run("ErrIPDay", func(t *testing.T) {
		h := newPromoHarness(t, store.SQLite)
		for i := range promotion.SMSIPDayLimit {
			l := h.promoVisit()
			if env := l.sms(fmt.Sprintf("0917777%04d", i), l.captcha()); env.Code != "0" {
				t.Fatalf("send %d: %+v", i+1, env)
			}
			if (i+1)%promotion.SMSIPHourLimit == 0 {
				h.clock.Advance(time.Hour)
			}
		}
		l := h.promoVisit()
		if env := l.sms("09177779999", l.captcha()); env.Code != "rate_limited" || !strings.Contains(env.Message, "today") {
			t.Fatalf("got %q (%s), want rate_limited today", env.Code, env.Message)
		}
	})
	t.Run("ErrCaptchaImagesPerSID", func(t *testing.T) {
		h := newPromoHarness(t, store.SQLite)
		l := h.promoVisit()
		for range promotion.CaptchaSIDHourLimit {
			l.captcha()
		}
		rec := h.do("GET", promoBase+"get-captcha", url.Values{"sid": {l.sid}}, nil)
		if !strings.Contains(rec.Body.String(), `"rate_limited"`) {
			t.Fatalf("got %s, want rate_limited", rec.Body.String())
		}
	})
}

// TestPromotionWideLimits fills a bucket to its limit directly (thousands of real calls
// would only slow the suite) and checks the call is refused with its message.
func TestPromotionWideLimits(t *testing.T) {
	fill := func(h *harness, bucket string, n int) {
		for range n {
			if _, err := h.st.DB.ExecContext(context.Background(), `INSERT INTO rate_events (bucket, at) VALUES ($1, $2)`, bucket, h.clock.Now().UnixMilli()); err != nil {
				t.Fatal(err)
			}
		}
	}
	const ip = "203.0.113.7" // the harness's client address
	tests := []struct {
		name, bucket string
		limit        int
		run          func(h *harness) envelope
		wantWords    string
	}{
		{"ErrSMSGlobalDay", "promo:sms:all:day", promotion.SMSGlobalDayLimit, func(h *harness) envelope {
			l := h.promoVisit()
			var sent int
			h.st.DB.QueryRowContext(context.Background(), `SELECT COUNT(*) FROM promo_sms_codes`).Scan(&sent)
			return l.sms(fmt.Sprintf("0917888%04d", sent), l.captcha()) // a new number each time
		}, "today"},
		{"ErrRegisterIPHour", "promo:register:ip:" + ip, promotion.RegisterIPHourLimit, func(h *harness) envelope {
			l := h.promoVisit()
			return l.register("09175550109", l.captcha(), "123456")
		}, "registration attempts"},
		{"ErrSIDIPHour", "promo:sid:ip:" + ip, promotion.SIDIPHourLimit, func(h *harness) envelope {
			return h.promoGet(promoBase+"get-sid", nil)
		}, "visits"},
		{"ErrTrackIPHour", "promo:track:ip:" + ip, promotion.TrackIPHourLimit, func(h *harness) envelope {
			return h.promoGet(promoBase+"track-visit", url.Values{"page_id": {"1"}})
		}, "network"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := newPromoHarness(t, store.SQLite)
			fill(h, tt.bucket, tt.limit-1)
			if env := tt.run(h); env.Code == "rate_limited" {
				t.Fatalf("refused below the limit: %+v", env)
			}
			env := tt.run(h)
			if env.Code != "rate_limited" || !strings.Contains(env.Message, tt.wantWords) {
				t.Fatalf("got %q (%s), want rate_limited mentioning %q", env.Code, env.Message, tt.wantWords)
			}
		})
	}
	t.Run("ErrCaptchaImagesPerIP", func(t *testing.T) {
		h := newPromoHarness(t, store.SQLite)
		l := h.promoVisit()
		fill(h, "promo:captcha:ip:"+ip, promotion.CaptchaIPHourLimit)
		rec := h.do("GET", promoBase+"get-captcha", url.Values{"sid": {l.sid}}, nil)
		if !strings.Contains(rec.Body.String(), `"rate_limited"`) {
			t.Fatalf("got %s, want rate_limited", rec.Body.String())
		}
	})
}

func TestPromotionCaptchaEndpoint(t *testing.T) {
	h := newPromoHarness(t, store.SQLite)
	t.Run("ErrUnknownSID", func(t *testing.T) {
		rec := h.do("GET", promoBase+"get-captcha", url.Values{"sid": {"s_unknown"}}, nil)
		if rec.Code != 200 || !strings.Contains(rec.Body.String(), `"sid_invalid"`) {
			t.Fatalf("got %d %s, want the sid_invalid envelope", rec.Code, rec.Body.String())
		}
	})
	t.Run("OK", func(t *testing.T) {
		l := h.promoVisit()
		rec := h.do("GET", promoBase+"get-captcha", url.Values{"sid": {l.sid}, "a": {"123"}}, nil)
		img, err := png.Decode(bytes.NewReader(rec.Body.Bytes()))
		if err != nil {
			t.Fatal(err)
		}
		if b := img.Bounds(); b.Dx() != promotion.CaptchaWidth || b.Dy() != promotion.CaptchaHeight {
			t.Fatalf("size: got %v", b)
		}
		if rec.Header().Get("Cache-Control") != "no-store" {
			t.Fatalf("Cache-Control: got %q, want no-store", rec.Header().Get("Cache-Control"))
		}
		if a := l.answer(); len(a) != promotion.CaptchaLength {
			t.Fatalf("answer: got %q", a)
		}
	})
	t.Run("ErrDevHookOffInProduction", func(t *testing.T) {
		p := newPromoHarness(t, store.SQLite)
		p.srv.Cfg.Dev = false
		p.h = p.srv.Handler()
		l := p.promoVisit()
		p.do("GET", promoBase+"get-captcha", url.Values{"sid": {l.sid}}, nil)
		rec := p.do("GET", "/dev/captcha", url.Values{"sid": {l.sid}}, nil)
		if strings.Contains(rec.Body.String(), "answer") {
			t.Fatalf("the dev hook answered in production: %s", rec.Body.String())
		}
	})
}

func TestPromotionTemplate(t *testing.T) {
	h := newPromoHarness(t, store.SQLite)
	off := seedPromoTemplate(t, h.st, "ended", `{}`, 0)
	broken := seedPromoTemplate(t, h.st, "broken", `{not json`, 1)
	tests := []struct {
		name, id, want string
	}{
		{"OK", "1", "0"},
		{"ErrUnknown", "999", "not_found"},
		{"ErrDisabled", fmt.Sprint(off), "not_found"},
		{"ErrNotANumber", "abc", "invalid_params"},
		{"ErrMissing", "", "invalid_params"},
		{"ErrBrokenSettings", fmt.Sprint(broken), "template_invalid"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			q := url.Values{}
			if tt.id != "" {
				q.Set("templateId", tt.id)
			}
			env := h.promoGet("/gw/api/v2/pautang/service/channel/channel-template", q)
			if env.Code != tt.want {
				t.Fatalf("got %q (%s), want %q", env.Code, env.Message, tt.want)
			}
			if tt.want != "0" {
				return
			}
			var tpl promotion.Template
			env.into(t, &tpl)
			if tpl.ID != 1 || tpl.Title != "Borrow up to ₱50,000" || tpl.LinksID != "1" || tpl.AndroidURL == "" || tpl.ButtonText == "" {
				t.Fatalf("template: got %+v", tpl)
			}
		})
	}
}

func TestPromotionTracking(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newPromoHarness(t, d)
		visit := url.Values{"page_id": {"1"}, "user_from": {"fb"}, "client_type": {"h5"}, "page_type": {"1"}, "utm_tag": {"summer"}, "app_from": {"web"}}
		for range 3 {
			if env := h.promoGet(promoBase+"track-visit", visit); env.Code != "0" {
				t.Fatalf("track-visit: %+v", env)
			}
		}
		if env := h.promoGet(promoBase+"track-click", url.Values{"page_id": {"1"}, "phone": {"09175550107"}}); env.Code != "0" {
			t.Fatalf("track-click: %+v", env)
		}
		if env := h.promoGet(promoBase+"track-click", url.Values{"page_id": {"1"}, "phone": {"not a phone"}}); env.Code != "0" {
			t.Fatalf("track-click with junk phone: %+v", env)
		}
		if env := h.promoGet(promoBase+"track-visit", url.Values{"page_id": {"x"}}); env.Code != "invalid_params" {
			t.Fatalf("bad page_id: got %q, want invalid_params", env.Code)
		}
		h.clock.Advance(24 * time.Hour)
		h.promoGet(promoBase+"track-visit", visit)
		rows, err := h.st.Promotion().PromotionFunnel(t.Context(), "2026-11-22", "2026-11-23", 0)
		if err != nil {
			t.Fatal(err)
		}
		want := []promotion.FunnelRow{{Day: "2026-11-22", TemplateID: 1, Visits: 3, Clicks: 2}, {Day: "2026-11-23", TemplateID: 1, Visits: 1}}
		if fmt.Sprint(rows) != fmt.Sprint(want) {
			t.Fatalf("funnel: got %+v, want %+v", rows, want)
		}
		var phones []string
		r, _ := h.st.DB.QueryContext(context.Background(), `SELECT phone FROM promo_events WHERE kind = 'click' ORDER BY id`)
		for r.Next() {
			var p string
			r.Scan(&p)
			phones = append(phones, p)
		}
		r.Close()
		if fmt.Sprint(phones) != "[09175550107 ]" {
			t.Fatalf("click phones: got %q, want the valid one kept and the junk dropped", phones)
		}
	})
}

func TestPromotionSpecPhoneRule(t *testing.T) {
	h := newPromoHarness(t, store.SQLite)
	h.srv.Cfg.PhoneRule = "spec"
	wire(h.srv, h.st) // the landing service reads the rule when built
	l := h.promoVisit()
	if env := l.sms("09175550108", l.captcha()); env.Code != "invalid_phone" {
		t.Fatalf("PH number under the spec rule: got %q, want invalid_phone", env.Code)
	}
	a := l.captcha()
	if env := l.sms("13800138000", a); env.Code != "0" {
		t.Fatalf("spec number: %+v", env)
	}
	if env := l.register("13800138000", a, h.lastCode("13800138000")); env.Code != "0" {
		t.Fatalf("register spec number: %+v", env)
	}
}

func TestPromotionSiteInfo(t *testing.T) {
	h := newPromoHarness(t, store.SQLite)
	h.srv.Cfg.CompanyName, h.srv.Cfg.SECRegNo = "Pautang Lending Corporation", "CS201912345"
	env := h.promoGet(promoBase+"site-info", nil)
	var d map[string]string
	env.into(t, &d)
	if env.Code != "0" || d["companyName"] != "Pautang Lending Corporation" || d["secRegNo"] != "CS201912345" || d["privacyUrl"] != "/privacyPolicy" {
		t.Fatalf("site-info: %+v %v", env, d)
	}
}
