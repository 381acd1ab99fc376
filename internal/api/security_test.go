package api

// The red-team suite: what an attacker tries against the public surface, on both engines.
// Every answer is the envelope with a known code: never a 500, never a stack trace.

import (
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/loans"
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
