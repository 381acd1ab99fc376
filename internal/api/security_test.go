package api

// The red-team suite: what an attacker tries against the public surface, on both engines.
// Every answer is the envelope with a known code: never a 500, never a stack trace.

import (
	"bytes"
	"context"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"hash/crc32"
	"image"
	"image/png"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/auth"
	"github.com/pautang/pautang/internal/banking"
	"github.com/pautang/pautang/internal/lending"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/storage"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// noCrash fails the test when an answer is a 500 or carries a Go stack trace or panic text.
func noCrash(t testing.TB, what string, status int, body string) {
	t.Helper()
	if status >= 500 {
		t.Errorf("%s: HTTP %d: %.300s", what, status, body)
	}
	for _, leak := range []string{"goroutine ", "panic:", "runtime error", "SQLSTATE", ".go:"} {
		if strings.Contains(body, leak) {
			t.Errorf("%s: the answer leaks %q: %.300s", what, leak, body)
		}
	}
}

// TestSecuritySandboxOffWithoutDev: without dev mode there is no sandbox gateway: its hosted
// page is gone, payment calls answer payments_not_configured, nothing is created and the
// loan stays unpaid.
func TestSecuritySandboxOffWithoutDev(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		rh := newRepayHarnessMode(t, d, false)
		if rh.srv.PaySandbox != nil {
			t.Fatal("the sandbox gateway is wired outside dev mode")
		}
		o := rh.order(loans.StatusOverdue)
		st, _ := rh.position(o.ID)
		calls := []struct {
			path string
			body url.Values
		}{
			{"/gw/v3/loan-details/generate-vcode", url.Values{"orderId": {itoa(o.ID)}, "amount": {itoa(st.PayoffCents)}, "channelNumber": {"90001"}}},
			{"/gw/v3/installment/loan-play-detail", url.Values{"orderId": {itoa(o.ID)}}},
			{"/gw/v3/installment/delay-detail", url.Values{"orderId": {itoa(o.ID)}}},
			{"/gw/api/v1/pautang/pay/service/loan/repayment-huichao", url.Values{"orderId": {itoa(o.ID)}, "amount": {itoa(st.PayoffCents)}}},
			{"/gw/api/v1/pautang/pay/service/loan/repayment-commit", rh.commitBody(o.ID, st.PayoffCents, "x")},
			{"/gw/api/v1/pautang/pay/service/loan/repayment-confirm", url.Values{"repaymentRecordId": {"1"}, "verifyCode": {"123456"}}},
			{"/gw/v3/repayment/pay-detail", url.Values{"reference": {"PR123"}}},
		}
		for _, c := range calls {
			env := rh.call(c.path, rh.q, c.body)
			if env.Code != apperr.CodePaymentsNotConfigured {
				t.Errorf("%s: got %q (%s), want %s", c.path, env.Code, env.Message, apperr.CodePaymentsNotConfigured)
			}
		}
		// The hosted page and its simulate calls do not exist, with or without a session.
		for _, p := range []struct{ method, path string }{{"POST", "/pay/PR123"}, {"GET", "/pay/PR123"}, {"GET", "/pay/PR123/qr.svg"}, {"POST", "/dev/payments/simulate"}} {
			body := url.Values{"action": {"pay"}, "amount": {"1000000"}}
			if p.method == "GET" {
				body = nil
			}
			rec := rh.do(p.method, p.path, nil, body)
			if rec.Code != http.StatusNotFound {
				t.Errorf("%s %s: HTTP %d, want 404", p.method, p.path, rec.Code)
			}
		}
		// The sandbox gateway's webhook is not mounted: a correctly signed event (the key is
		// derived from the server secret) books nothing and answers 404.
		ev := []byte(`{"id":"evt_prod1","type":"payment.succeeded","reference":"PR123","transactionId":"txn_prod1","amount":100000,"method":"code","created":1}`)
		if rec := rh.signedPost(ev, testWebhookSecret, rh.clock.Now()); rec.Code != http.StatusNotFound {
			t.Errorf("POST /gw/payments/webhook outside dev mode: HTTP %d, want 404", rec.Code)
		}
		if n := countRows(t, rh.st, `SELECT COUNT(*) FROM payment_events`); n != 0 {
			t.Errorf("payment events stored without dev mode: %d", n)
		}
		if n := countRows(t, rh.st, `SELECT COUNT(*) FROM repayments`); n != 0 {
			t.Errorf("repayments created without a gateway: %d", n)
		}
		if _, after := rh.position(o.ID); after.Status != o.Status {
			t.Errorf("order status moved from %d to %d", o.Status, after.Status)
		}
	})
}

// TestSecuritySandboxInDevOnly: dev mode keeps the sandbox and its 'simulate' link.
func TestSecuritySandboxInDevOnly(t *testing.T) {
	rh := newRepayHarness(t, store.SQLite)
	o := rh.order(loans.StatusDue)
	env := rh.call("/gw/v3/loan-details/generate-vcode", rh.q, url.Values{"orderId": {itoa(o.ID)}, "amount": {"10000"}, "channelNumber": {"90001"}})
	if env.Code != "00" {
		t.Fatalf("generate-vcode: %+v", env)
	}
	var d struct{ Reference string }
	env.into(t, &d)
	det := rh.call("/gw/v3/repayment/pay-detail", rh.q, url.Values{"reference": {d.Reference}})
	var dd struct {
		SandboxURL string `json:"sandboxUrl"`
	}
	det.into(t, &dd)
	if !strings.HasPrefix(dd.SandboxURL, "/pay/") {
		t.Fatalf("dev mode: sandboxUrl %q, want the sandbox page", dd.SandboxURL)
	}
}

// burst runs fn n times in parallel and counts the envelope codes it returns.
func burst(n int, fn func(i int) string) map[string]int {
	var mu sync.Mutex
	var wg sync.WaitGroup
	out := map[string]int{}
	start := make(chan struct{})
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			<-start
			c := fn(i)
			mu.Lock()
			out[c]++
			mu.Unlock()
		}(i)
	}
	close(start)
	wg.Wait()
	return out
}

// TestSecurityParallelLoginCodeGuessing: 30 parallel guesses at one login code compare at
// most 5 codes; the right code sent in the same burst is accepted only within those 5.
func TestSecurityParallelLoginCodeGuessing(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newHarnessOn(t, d)
		const phone = "09171110001"
		if env := h.call("/gw/v3/login/sms-code", nil, url.Values{"phone": {phone}}); env.Code != "00" {
			t.Fatalf("sms-code: %+v", env)
		}
		right := h.lastCode(phone)
		codes := burst(30, func(i int) string {
			code := fmt.Sprintf("%06d", (i*7919+1)%1000000)
			if i == 29 {
				code = right
			} else if code == right {
				code = "999999"
			}
			return h.call("/gw/v3/login/login", nil, url.Values{"phone": {phone}, "code": {code}, "deviceId": {"d"}}).Code
		})
		for c := range codes {
			if c != "00" && c != "code_wrong" && c != "code_locked" && c != "code_expired" {
				t.Errorf("unexpected code %q", c)
			}
		}
		if codes["code_wrong"]+codes["00"] > 5 {
			t.Errorf("compared more than 5 codes: %v", codes)
		}
		if n := countRows(t, h.st, `SELECT MAX(attempts) FROM otp_codes WHERE phone = $1`, phone); n > 5 {
			t.Errorf("attempts counted: %d, want at most 5", n)
		}
		// After the burst the code is dead whatever the right code did.
		if codes["00"] == 0 {
			if env := h.call("/gw/v3/login/login", nil, url.Values{"phone": {phone}, "code": {right}}); env.Code != "code_locked" {
				t.Errorf("right code after the burst: %q, want code_locked", env.Code)
			}
		}
	})
}

// TestSecurityParallelCardCodeGuessing: the same for a card debit's SMS code.
func TestSecurityParallelCardCodeGuessing(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		rh := newRepayHarness(t, d)
		o := rh.order(loans.StatusDue)
		st, _ := rh.position(o.ID)
		env := rh.call("/gw/api/v1/pautang/pay/service/loan/repayment-commit", rh.q, rh.commitBody(o.ID, st.DueNowCents, rh.repayToken(o.ID)))
		var c commitAnswer
		env.into(t, &c)
		right := rh.lastSMS()
		codes := burst(30, func(i int) string {
			code := fmt.Sprintf("%06d", (i*7919+3)%1000000)
			if code == right {
				code = "999999"
			}
			return rh.call("/gw/api/v1/pautang/pay/service/loan/repayment-confirm", rh.q,
				url.Values{"repaymentRecordId": {itoa(c.RepayRecordID)}, "verifyCode": {code}, "orderId": {itoa(o.ID)}}).Code
		})
		if codes["800006"] > 4 {
			t.Errorf("more than 4 wrong codes compared: %v", codes)
		}
		if n := countRows(t, rh.st, `SELECT otp_attempts FROM sandbox_charges WHERE kind = 'card'`); n > 5 {
			t.Errorf("attempts counted: %d, want at most 5", n)
		}
		if env := rh.call("/gw/api/v1/pautang/pay/service/loan/repayment-confirm", rh.q,
			url.Values{"repaymentRecordId": {itoa(c.RepayRecordID)}, "verifyCode": {right}, "orderId": {itoa(o.ID)}}); env.Code == "00" {
			t.Errorf("the right code was accepted after 30 wrong ones")
		}
	})
}

// TestSecurityParallelRegisterCodeGuessing: the landing's registration code.
func TestSecurityParallelRegisterCodeGuessing(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newPromoHarness(t, d)
		v := h.promoVisit()
		const phone = "09171110002"
		if env := v.sms(phone, v.captcha()); env.Code != "0" {
			t.Fatalf("get-sms: %+v", env)
		}
		capcode := v.captcha()
		codes := burst(30, func(i int) string {
			return v.register(phone, capcode, fmt.Sprintf("%06d", (i*7919+5)%1000000)).Code
		})
		n := countRows(t, h.st, `SELECT MAX(attempts) FROM promo_sms_codes WHERE phone = $1`, phone)
		if n > 5 {
			t.Errorf("attempts counted: %d, want at most 5 (%v)", n, codes)
		}
		for c := range codes {
			if c == "0" || c == "internal" {
				t.Errorf("unexpected code %q: %v", c, codes)
			}
		}
	})
}

// adminLoginFrom posts an operator login from ip.
func (h *adminHarness) adminLoginFrom(email, password, ip string) envelope {
	js, _ := json.Marshal(map[string]string{"email": email, "password": password})
	req := httptest.NewRequest("POST", "/admin/api/login", bytes.NewReader(js))
	req.Header.Set("Content-Type", "application/json")
	req.RemoteAddr = ip + ":4444"
	rec := httptest.NewRecorder()
	h.h.ServeHTTP(rec, req)
	var env envelope
	_ = json.Unmarshal(rec.Body.Bytes(), &env)
	env.status = rec.Code
	noCrash(h.t, "admin login", rec.Code, rec.Body.String())
	return env
}

// TestSecurityOperatorLockoutBurst: 29 wrong passwords and the right one in parallel (from
// 30 addresses) check at most a few passwords, leave the account locked (a success never
// clears a lock) and audit the lock and the failures with their IP; from one address the
// per-IP limit cuts the burst.
func TestSecurityOperatorLockoutBurst(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newAdminHarness(t, d)
		op := h.ops[admin.RoleAgent]
		codes := burst(30, func(i int) string {
			pw := "wrong password " + itoa(int64(i))
			if i == 29 {
				pw = testOpPassword
			}
			return h.adminLoginFrom(op.Email, pw, fmt.Sprintf("198.51.100.%d", i+1)).Code
		})
		if codes["admin_bad_credentials"] > 2*(admin.MaxFailures-1) {
			t.Errorf("too many passwords checked: %v", codes)
		}
		after, _, err := h.st.Operators().OperatorByID(t.Context(), op.ID)
		if err != nil {
			t.Fatal(err)
		}
		if !after.Locked(h.clock.Now().UnixMilli()) {
			t.Errorf("29 wrong passwords left the account unlocked (%v)", codes)
		}
		if env := h.adminLoginFrom(op.Email, testOpPassword, "198.51.100.200"); env.Code != "admin_locked" {
			t.Errorf("right password after the burst: %q, want admin_locked", env.Code)
		}
		if n := countRows(t, h.st, `SELECT COUNT(*) FROM audit_log WHERE action = 'operator.locked' AND ip <> ''`); n < 1 {
			t.Errorf("lock audit rows with an IP: %d", n)
		}
		if n := countRows(t, h.st, `SELECT COUNT(*) FROM audit_log WHERE action = 'operator.login_failed' AND ip = '198.51.100.1'`); n != 1 {
			t.Errorf("failed-login audit rows for 198.51.100.1: %d, want 1", n)
		}

		// One address: past the free size (10 a minute) each login needs an image code.
		other := h.ops[admin.RoleAdmin]
		one := burst(30, func(i int) string { return h.adminLoginFrom(other.Email, "nope nope nope", "192.0.2.77").Code })
		if one[admin.ErrLoginCaptchaRequired.Code] < 30-10 {
			t.Errorf("one address: %v, want the burst past 10 asked for an image code", one)
		}
	})
}

// TestSecurityAmountBounds: a validly signed webhook cannot push an absurd amount into a
// repayment or the ledger: int64-max is refused at the edge, a payment far over the payoff
// is held for an operator, every later read still works, and check-ledger sees a repayment
// whose stored sum disagrees with its events.
func TestSecurityAmountBounds(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		rh := newRepayHarness(t, d)
		o := rh.order(loans.StatusOverdue)
		st, _ := rh.position(o.ID)
		env := rh.call("/gw/v3/installment/loan-play-detail", rh.q, url.Values{"orderId": {itoa(o.ID)}})
		var pd struct {
			DefDetail defDetail `json:"defDetail"`
		}
		env.into(t, &pd)
		ref := pd.DefDetail.Reference
		post := func(id string, amount int64) (*httptest.ResponseRecorder, envelope) {
			body := fmt.Appendf(nil, `{"id":%q,"type":"payment.succeeded","reference":%q,"transactionId":"txn_%s","amount":%d,"created":%d}`,
				id, ref, id, amount, rh.clock.Now().UnixMilli())
			rec := rh.signedPost(body, testWebhookSecret, rh.clock.Now())
			var env envelope
			_ = json.Unmarshal(rec.Body.Bytes(), &env)
			noCrash(t, "webhook", rec.Code, rec.Body.String())
			return rec, env
		}
		if rec, env := post("evt_max", 9223372036854775807); rec.Code != http.StatusBadRequest || env.Code != apperr.CodeInvalid {
			t.Errorf("int64 max: HTTP %d %q, want 400 invalid_params", rec.Code, env.Code)
		}
		if n := countRows(t, rh.st, `SELECT COUNT(*) FROM payment_events WHERE event_id = 'evt_max'`); n != 0 {
			t.Errorf("the int64-max event was stored")
		}
		over := st.PayoffCents + loans.MaxOverpaymentCents + 100
		if _, env := post("evt_over", over); env.Code != "00" || !strings.Contains(string(env.Data), "unapplied") {
			t.Errorf("far over the payoff: %q %s, want held as unapplied", env.Code, env.Data)
		}
		if _, after := rh.position(o.ID); after.Status == int(loans.StatusSettled) {
			t.Errorf("an absurd over-payment settled the loan")
		}
		ok2 := st.PayoffCents + 500 // a small over-payment still settles and goes to credit
		if _, env := post("evt_ok", ok2); env.Code != "00" || !strings.Contains(string(env.Data), `"applied"`) {
			t.Errorf("small over-payment: %q %s, want applied", env.Code, env.Data)
		}
		if env := rh.call("/gw/v3/loan-details/loan-details", rh.q, url.Values{"orderId": {itoa(o.ID)}}); env.Code != "00" {
			t.Errorf("loan details after the webhooks: %+v", env)
		}
		probs, err := rh.st.Payments().RepaymentSumProblems(t.Context(), 100*loans.MaxPaymentCents)
		if err != nil || len(probs) != 0 {
			t.Fatalf("check before corruption: %v %v", probs, err)
		}
		if _, err := rh.st.DB.ExecContext(context.Background(), `UPDATE repayments SET paid_amount = paid_amount + 1 WHERE reference = $1`, ref); err != nil {
			t.Fatal(err)
		}
		if probs, _ := rh.st.Payments().RepaymentSumProblems(t.Context(), 100*loans.MaxPaymentCents); len(probs) != 1 {
			t.Errorf("check after corruption: %v, want one problem", probs)
		}
	})
}

// forgedPNGHeader is a 1-pixel PNG of img whose header declares w x h (a decompression bomb).
func forgedPNGHeader(img image.Image, w, h int) []byte {
	var b bytes.Buffer
	png.Encode(&b, img)
	raw := b.Bytes()
	ihdr := raw[16:29]
	binary.BigEndian.PutUint32(ihdr[0:], uint32(w))
	binary.BigEndian.PutUint32(ihdr[4:], uint32(h))
	binary.BigEndian.PutUint32(raw[29:], crc32.ChecksumIEEE(raw[12:29]))
	return raw
}

// TestSecurityImageBombs: decompression bombs and oversized files are refused from the
// header with the envelope's code, on the borrower's upload and in parallel.
func TestSecurityImageBombs(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newComplaintHarness(t, d)
		q := h.login("09171110003")
		cases := []struct {
			name string
			data []byte
			want string
		}{
			{"16-bit 6300x6300", forgedPNGHeader(image.NewRGBA64(image.Rect(0, 0, 1, 1)), 6300, 6300), "upload_dimensions"},
			{"16-bit 1000x1000", forgedPNGHeader(image.NewRGBA64(image.Rect(0, 0, 1, 1)), 1000, 1000), "upload_dimensions"},
			{"50000x50000", forgedPNGHeader(image.NewGray(image.Rect(0, 0, 1, 1)), 50000, 50000), "upload_dimensions"},
		}
		for _, c := range cases {
			codes := burst(3, func(int) string { return h.upload(q, "problemImage", "x.png", "image/png", c.data).Code })
			if codes[c.want] != 3 {
				t.Errorf("%s: %v, want %s", c.name, codes, c.want)
			}
		}
		big := append(forgedPNGHeader(image.NewGray(image.Rect(0, 0, 1, 1)), 10, 10), make([]byte, 6<<20)...)
		if env := h.upload(q, "problemImage", "x.png", "image/png", big); env.Success || env.status >= 500 {
			t.Errorf("6 MB upload: %+v", env)
		}
	})
}

// badTexts are the values PostgreSQL cannot store as text (SQLSTATE 22021).
var badTexts = map[string]string{"NUL": "a\x00b", "invalid UTF-8": "\xff\xfe\xfd"}

// routeParams are the field names a route reads, from its row of the table.
func routeParams(rt route) []string {
	var out []string
	for _, p := range requestParams(rt.Request) {
		if p.Items {
			out = append(out, "item")
			continue
		}
		out = append(out, p.Names...)
	}
	return append(out, "unlisted")
}

// lastRoutes end the session: the loop sends them after every other route.
func sessionEndersLast(rts []route) []route {
	var out, last []route
	for _, rt := range rts {
		if strings.Contains(rt.Path, "logout") || strings.Contains(rt.Path, "user/delete") {
			last = append(last, rt)
			continue
		}
		out = append(out, rt)
	}
	return append(out, last...)
}

// TestSecurityBadTextEveryRoute loops over the route table: every field of every borrower
// route, with a NUL byte or invalid UTF-8, answers invalid_params (a new route is covered by
// default), never a 500.
func TestSecurityBadTextEveryRoute(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		rh := newRepayHarness(t, d)
		files, err := storage.NewLocal(t.TempDir())
		if err != nil {
			t.Fatal(err)
		}
		vault, err := banking.NewVault(bytes.Repeat([]byte{7}, 32))
		if err != nil {
			t.Fatal(err)
		}
		rh.srv.Files, rh.srv.BankVault = files, vault
		for _, rt := range sessionEndersLast(rh.srv.apiRoutes()) {
			path := "/gw" + strings.NewReplacer("{provider}", "pautang", "{service}", "pay").Replace(rt.Path)
			for _, field := range routeParams(rt) {
				for what, bad := range badTexts {
					vals := url.Values{field: {bad}}
					var rec *httptest.ResponseRecorder
					if rt.Method == "GET" {
						q := with(rh.q)
						q.Set(field, bad)
						rec = rh.do("GET", path, q, nil)
					} else {
						rec = rh.do("POST", path, rh.q, vals)
					}
					noCrash(t, rt.Method+" "+rt.Path+" "+field, rec.Code, rec.Body.String())
					var env envelope
					if err := json.Unmarshal(rec.Body.Bytes(), &env); err != nil {
						t.Errorf("%s %s: %s in %s: not an envelope: %.200s", rt.Method, rt.Path, what, field, rec.Body.String())
						continue
					}
					// A field the route does not read is never stored: no crash is enough.
					// A multipart route's field is a file (stored under a random name), not text.
					if env.Code != apperr.CodeInvalid && field != "unlisted" && !strings.Contains(rt.Summary, "multipart") {
						t.Errorf("%s %s: %s in %s: code %q (%s), want invalid_params", rt.Method, rt.Path, what, field, env.Code, env.Message)
					}
				}
			}
		}
		// In the path and the common params too.
		for what, bad := range badTexts {
			rec := rh.do("POST", "/gw/v3/user/info"+url.PathEscape(bad), rh.q, url.Values{})
			noCrash(t, "path "+what, rec.Code, rec.Body.String())
			rec = rh.do("POST", "/gw/v3/user/info", with(rh.q, "deviceId", bad), url.Values{})
			noCrash(t, "query "+what, rec.Code, rec.Body.String())
			if !strings.Contains(rec.Body.String(), apperr.CodeInvalid) {
				t.Errorf("query %s: %s", what, rec.Body.String())
			}
			rec = rh.do("POST", "/pay/PR1"+url.PathEscape(bad), nil, url.Values{"amount": {bad}})
			noCrash(t, "pay page "+what, rec.Code, rec.Body.String())
		}
	})
}

// TestSecurityBadTextAdminRoutes loops over the back office's table: a NUL byte in any JSON
// string or query parameter answers invalid_params; invalid UTF-8 in JSON is decoded as
// U+FFFD (valid text), so it only must not crash.
func TestSecurityBadTextAdminRoutes(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newAdminHarness(t, d)
		c := h.as(admin.RoleAdmin)
		keys := []string{"email", "name", "password", "role", "text", "reason", "reference", "utr", "title", "value", "key", "code", "bucket",
			"label", "placeholder", "description", "instructions", "logo", "settings", "images", "q", "note"}
		for _, rt := range h.srv.adminRoutes() {
			if rt.Public || strings.Contains(rt.Path, "logout") || strings.HasSuffix(rt.Path, "/revoke") { // these end the session under test
				continue
			}
			path := adminPrefix + strings.NewReplacer("{id}", "1", "{key}", "contacts").Replace(rt.Path)
			for what, bad := range map[string]string{"NUL": "a\x00b", "invalid UTF-8": "\xff\xfe"} {
				var rec *httptest.ResponseRecorder
				var env envelope
				if rt.Method == "GET" {
					rec, env = h.send("GET", path+"?q="+url.QueryEscape(bad)+"&status="+url.QueryEscape(bad), nil, c.cookie, c.csrf, "")
				} else {
					body := map[string]any{}
					for _, k := range keys {
						body[k] = bad
					}
					js, _ := json.Marshal(body)
					rec, env = h.send("POST", path, js, c.cookie, c.csrf, "")
				}
				noCrash(t, rt.Method+" "+rt.Path+" "+what, rec.Code, rec.Body.String())
				takesBody := !strings.Contains(rt.Summary, "multipart") && !strings.HasSuffix(rt.Path, "/payout-retry") && !strings.HasSuffix(rt.Path, "/claim") && !strings.HasSuffix(rt.Path, "/approve") &&
					!strings.HasSuffix(rt.Path, "/totp/setup") && !strings.HasSuffix(rt.Path, "/setup-link") && !strings.HasSuffix(rt.Path, "/totp-reset") &&
					!strings.HasPrefix(rt.Path, "/jobs/") && !strings.HasSuffix(rt.Path, "/take") // these read no JSON
				wantInvalid := rt.Method == "GET" || (what == "NUL" && takesBody)
				if wantInvalid && env.Code != apperr.CodeInvalid {
					t.Errorf("%s %s: %s: code %q (%s), want invalid_params", rt.Method, rt.Path, what, env.Code, env.Message)
				}
			}
		}
		// The login itself.
		rec, env := h.send("POST", "/admin/api/login", []byte(`{"email":"a\u0000@b.ph","password":"x"}`), nil, "", "")
		noCrash(t, "login", rec.Code, rec.Body.String())
		if env.Code != apperr.CodeInvalid {
			t.Errorf("login with NUL: %q", env.Code)
		}
	})
}

// TestSecurityDeviceIDCutOnRune: a long deviceId is cut at 128 bytes on a rune boundary, so
// the stored value is valid UTF-8 (PostgreSQL refused the half rune).
func TestSecurityDeviceIDCutOnRune(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newHarnessOn(t, d)
		const phone = "09171110004"
		h.call("/gw/v3/login/sms-code", nil, url.Values{"phone": {phone}})
		dev := strings.Repeat("a", 127) + "éééé"
		env := h.call("/gw/v3/login/login", nil, url.Values{"phone": {phone}, "code": {h.lastCode(phone)}, "deviceId": {dev}})
		if env.Code != "00" {
			t.Fatalf("login: %+v", env)
		}
		var got struct{ DeviceID string }
		env.into(t, &got)
		if got.DeviceID != strings.Repeat("a", 127) {
			t.Fatalf("deviceId %q, want 127 a's", got.DeviceID)
		}
	})
}

// TestSecurityListFilterCap: a status filter of 40,000 values, unknown codes or a very long
// search answer invalid_params, not a 500 (too many SQL variables); a real list still works.
func TestSecurityListFilterCap(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newAdminHarness(t, d)
		c := h.as(admin.RoleAdmin)
		many := strings.TrimSuffix(strings.Repeat("170,", 40000), ",")
		for name, q := range map[string]string{
			"40000 values": "status=" + many,
			"unknown code": "status=170,999",
			"long search":  "q=" + strings.Repeat("9", 5000),
			"audit limit":  "",
		} {
			path := "/admin/api/orders?" + q
			if name == "audit limit" {
				path = "/admin/api/audit?limit=99999999&entity=" + strings.Repeat("x", 500)
			}
			rec, env := h.send("GET", path, nil, c.cookie, c.csrf, "")
			noCrash(t, name, rec.Code, rec.Body.String())
			if env.Code != apperr.CodeInvalid {
				t.Errorf("%s: code %q, want invalid_params", name, env.Code)
			}
		}
		if _, env := h.send("GET", "/admin/api/orders?status=170,174,180,170", nil, c.cookie, c.csrf, ""); env.Code != "0" {
			t.Errorf("a real list: %+v", env)
		}
	})
}

// TestSecurityEventFlood: anonymous tracking events are rate-limited per address.
func TestSecurityEventFlood(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newHarnessOn(t, d)
		codes := burst(lending.EventsPerMinuteIP+50, func(int) string {
			return h.call("/gw/service/event/save", nil, url.Values{"moduleId": {"home"}}).Code
		})
		if codes["00"] != lending.EventsPerMinuteIP || codes[apperr.CodeRateLimited] != 50 {
			t.Errorf("got %v, want %d stored and 50 rate_limited", codes, lending.EventsPerMinuteIP)
		}
		if n := countRows(t, h.st, `SELECT COUNT(*) FROM service_events`); n != lending.EventsPerMinuteIP {
			t.Errorf("rows: %d, want %d", n, lending.EventsPerMinuteIP)
		}
		h.clock.Advance(time.Minute + time.Second)
		if env := h.call("/gw/service/event/save", nil, url.Values{"moduleId": {"home"}}); env.Code != "00" {
			t.Errorf("a minute later: %+v", env)
		}
	})
}

// TestSecurityLoginCodeCaps: the login-code endpoint has the landing's wide limits too: a
// daily cap per address and a global daily cap (SMS pumping through many numbers).
func TestSecurityLoginCodeCaps(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newHarnessOn(t, d)
		send := func(i int) string {
			return h.call("/gw/v3/login/sms-code", nil, url.Values{"phone": {fmt.Sprintf("0917%07d", i)}}).Code
		}
		i := 0
		for hour := 0; hour < 2; hour++ {
			for j := 0; j < auth.IPHourLimit; j++ {
				if c := send(i); c != "00" {
					t.Fatalf("send %d: %q", i, c)
				}
				i++
			}
			h.clock.Advance(time.Hour + time.Minute)
		}
		if c := send(i); c != apperr.CodeRateLimited {
			t.Errorf("send %d from one address in a day: %q, want rate_limited", i+1, c)
		}
		h.srv.Auth.DailyCap = i + 2 // two more codes today for the whole service
		other := func(n int) string {
			req := url.Values{"phone": {fmt.Sprintf("0918%07d", n)}}
			r := httptest.NewRequest("POST", "/gw/v3/login/sms-code", strings.NewReader(req.Encode()))
			r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
			r.RemoteAddr = fmt.Sprintf("192.0.2.%d:1000", n+1)
			rec := httptest.NewRecorder()
			h.h.ServeHTTP(rec, r)
			var env envelope
			json.Unmarshal(rec.Body.Bytes(), &env)
			return env.Code
		}
		got := []string{other(1), other(2), other(3)}
		if got[0] != "00" || got[1] != "00" || got[2] != apperr.CodeRateLimited {
			t.Errorf("global cap: %v, want 00 00 rate_limited", got)
		}
	})
}

// TestSecurityHeadersAndOps: HSTS with an https public URL; /metrics only behind its token or
// on its own listener; X-Real-IP only from a configured proxy; /readyz fails when the
// database cannot take a write.
func TestSecurityHeadersAndOps(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newHarnessOn(t, d)
		if got := h.do("GET", "/healthz", nil, nil).Header().Get("Strict-Transport-Security"); got != "" {
			t.Errorf("HSTS over plain http: %q", got)
		}
		h.srv.Cfg.PublicURL = "https://pautang.ph"
		h.srv.Cfg.Dev = false
		h.h = h.srv.Handler()
		if got := h.do("GET", "/healthz", nil, nil).Header().Get("Strict-Transport-Security"); !strings.Contains(got, "max-age=") {
			t.Errorf("HSTS with an https public URL: %q", got)
		}
		if rec := h.do("GET", "/metrics", nil, nil); rec.Code != http.StatusNotFound {
			t.Errorf("/metrics without a token outside dev: HTTP %d, want 404", rec.Code)
		}
		h.srv.Cfg.MetricsToken = "metrics-secret"
		h.h = h.srv.Handler()
		if rec := h.do("GET", "/metrics", nil, nil); rec.Code != http.StatusUnauthorized {
			t.Errorf("/metrics without the bearer: HTTP %d, want 401", rec.Code)
		}
		req := httptest.NewRequest("GET", "/metrics", nil)
		req.Header.Set("Authorization", "Bearer metrics-secret")
		rec := httptest.NewRecorder()
		h.h.ServeHTTP(rec, req)
		if rec.Code != 200 || !strings.Contains(rec.Body.String(), "pautang_http_requests_total") {
			t.Errorf("/metrics with the bearer: HTTP %d", rec.Code)
		}
		h.srv.Cfg.MetricsAddr = "127.0.0.1:0"
		h.h = h.srv.Handler()
		req.Header.Set("Authorization", "Bearer metrics-secret")
		rec = httptest.NewRecorder()
		h.h.ServeHTTP(rec, req)
		if rec.Code != http.StatusNotFound {
			t.Errorf("/metrics on the main address with PAUTANG_METRICS_ADDR: HTTP %d, want 404", rec.Code)
		}
		rec = httptest.NewRecorder()
		h.srv.MetricsHandler().ServeHTTP(rec, httptest.NewRequest("GET", "/metrics", nil))
		if rec.Code != 200 {
			t.Errorf("the metrics listener: HTTP %d", rec.Code)
		}

		// X-Real-IP: ignored unless the peer is a trusted proxy.
		ipOf := func(peer, hdr string) string {
			r := httptest.NewRequest("GET", "/", nil)
			r.RemoteAddr = peer + ":1234"
			r.Header.Set("X-Real-IP", hdr)
			return resolveClientIP(r, h.srv.proxies)
		}
		if got := ipOf("127.0.0.1", "203.0.113.50"); got != "127.0.0.1" {
			t.Errorf("untrusted loopback X-Real-IP: %q", got)
		}
		h.srv.Cfg.TrustedProxies = []netip.Prefix{netip.MustParsePrefix("10.0.0.0/8"), netip.MustParsePrefix("127.0.0.1/32")}
		h.h = h.srv.Handler()
		if got := ipOf("10.1.2.3", "203.0.113.50"); got != "203.0.113.50" {
			t.Errorf("trusted proxy: %q", got)
		}
		if got := ipOf("10.1.2.3", "not-an-ip"); got != "10.1.2.3" {
			t.Errorf("trusted proxy, junk header: %q", got)
		}
		if got := ipOf("192.0.2.1", "203.0.113.50"); got != "192.0.2.1" {
			t.Errorf("untrusted peer: %q", got)
		}

		if rec := h.do("GET", "/readyz", nil, nil); rec.Code != 200 {
			t.Fatalf("readyz: HTTP %d", rec.Code)
		}
		if _, err := h.st.DB.ExecContext(context.Background(), `ALTER TABLE rate_events RENAME TO rate_events_gone`); err != nil {
			t.Fatal(err)
		}
		if rec := h.do("GET", "/readyz", nil, nil); rec.Code != http.StatusServiceUnavailable {
			t.Errorf("readyz when writes fail: HTTP %d, want 503", rec.Code)
		}
		h.st.DB.ExecContext(context.Background(), `ALTER TABLE rate_events_gone RENAME TO rate_events`)
	})
}

// TestSecurityPaymentEdges: an oversized webhook body is 413; the pay page's amount parser
// takes commas only as thousands separators; card commits of one order are a few an hour.
func TestSecurityPaymentEdges(t *testing.T) {
	for in, want := range map[string]int64{"1,234.50": 123450, "100": 10000, "0.5": 50, "1,0,0.5": -1, "12,34": -1, "1,2345": -1, ",100": -1, "1.2,3": -1} {
		got, err := parsePesos(in)
		if (want < 0) != (err != nil) || (want >= 0 && got != want) {
			t.Errorf("parsePesos(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		rh := newRepayHarness(t, d)
		rec := rh.signedPost(bytes.Repeat([]byte("x"), maxFormBytes+10), testWebhookSecret, rh.clock.Now())
		if rec.Code != http.StatusRequestEntityTooLarge || !strings.Contains(rec.Body.String(), "too_large") {
			t.Errorf("oversized webhook: HTTP %d %s", rec.Code, rec.Body.String())
		}
		o := rh.order(loans.StatusDue)
		token := rh.repayToken(o.ID)
		var codes []string
		for i := 0; i < cardCommitsPerOrderHour+1; i++ {
			codes = append(codes, rh.call("/gw/api/v1/pautang/pay/service/loan/repayment-commit", rh.q, rh.commitBody(o.ID, 10000+int64(i), token)).Code)
			rh.clock.Advance(61 * time.Second)
		}
		for i, c := range codes {
			want := "00"
			if i == cardCommitsPerOrderHour {
				want = apperr.CodeRateLimited
			}
			if c != want {
				t.Errorf("commit %d: %q, want %q (%v)", i+1, c, want, codes)
			}
		}
	})
}

// TestSecurityLoginCaptcha: after a few login codes from one address, each further code needs
// an image code of the landing's captcha, spent on use.
func TestSecurityLoginCaptcha(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newHarnessOn(t, d)
		h.srv.Cfg.LoginCaptchaAfter = 2
		send := func(i int, extra ...string) envelope {
			return h.call("/gw/v3/login/sms-code", nil, with(url.Values{"phone": {fmt.Sprintf("0917%07d", i)}}, extra...))
		}
		for i := range 2 {
			if env := send(i); env.Code != "00" {
				t.Fatalf("free send %d: %+v", i+1, env)
			}
		}
		if env := send(2); env.Code != ErrLoginCaptchaRequired.Code {
			t.Fatalf("third send: %q, want captcha_required", env.Code)
		}
		v := h.promoVisit()
		answer := v.captcha()
		if env := send(2, "sid", v.sid, "capcode", "wrong"); env.Code != ErrLoginCaptchaWrong.Code {
			t.Fatalf("wrong image code: %q", env.Code)
		}
		answer = v.captcha() // a wrong guess kills the picture
		if env := send(2, "sid", v.sid, "capcode", answer); env.Code != "00" {
			t.Fatalf("right image code: %+v", env)
		}
		if env := send(3, "sid", v.sid, "capcode", answer); env.Code != ErrLoginCaptchaWrong.Code {
			t.Fatalf("image code used twice: %q", env.Code)
		}
		if env := send(4, "sid", "nope", "capcode", "abcd"); env.Code != ErrLoginCaptchaWrong.Code {
			t.Fatalf("unknown sid: %q", env.Code)
		}
	})
}
