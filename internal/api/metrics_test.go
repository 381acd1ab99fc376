package api

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/metrics"
	"github.com/pautang/pautang/internal/outbound"
	"github.com/pautang/pautang/internal/payments"
	"github.com/pautang/pautang/internal/payout"
	"github.com/pautang/pautang/internal/sms"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
	dto "github.com/prometheus/client_model/go"
	"github.com/prometheus/common/expfmt"
	"github.com/prometheus/common/model"
)

// scrape reads /metrics of h's server and parses it: series by family name.
func scrape(t *testing.T, h http.Handler) map[string][]model.Metric {
	t.Helper()
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", "/metrics", nil))
	if rec.Code != 200 {
		t.Fatalf("/metrics: HTTP %d %s", rec.Code, rec.Body.String())
	}
	parser := expfmt.NewTextParser(model.UTF8Validation)
	byName, err := parser.TextToMetricFamilies(bytes.NewReader(rec.Body.Bytes()))
	if err != nil {
		t.Fatalf("/metrics is not the text format: %v", err)
	}
	var fams []*dto.MetricFamily
	for _, mf := range byName {
		fams = append(fams, mf)
	}
	samples, err := expfmt.ExtractSamples(&expfmt.DecodeOptions{Timestamp: model.Now()}, fams...)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][]model.Metric{}
	for _, s := range samples {
		name := string(s.Metric[model.MetricNameLabel])
		m := s.Metric.Clone()
		m["__value__"] = model.LabelValue(fmt.Sprint(float64(s.Value)))
		out[name] = append(out[name], m)
	}
	return out
}

// sample is the value of the first series of name whose labels include want; ok is false
// when there is none.
func sample(series map[string][]model.Metric, name string, want map[string]string) (string, bool) {
next:
	for _, m := range series[name] {
		for k, v := range want {
			if string(m[model.LabelName(k)]) != v {
				continue next
			}
		}
		return string(m["__value__"]), true
	}
	return "", false
}

// metricsServer is a loan harness with repayments wired (sandbox gateway), one remote
// provider client as cli wires it (its calls and breaker in the metrics) and a queue
// collector reading a fixed list, after one event of every kind the metrics count: requests,
// an application decided by an operator and paid out, one rejected by the rules, a payout
// refused, a payout left pending over an hour, a payment booked through the sandbox, a
// webhook refused, provider calls failing until the breaker opens, and the daily job.
func metricsServer(t *testing.T, d store.Dialect) (*loanHarness, map[string][]model.Metric) {
	t.Helper()
	h := newLoanHarness(t, d)
	h.srv.Disburse.Metrics = h.srv.Metrics // as cli.openPayments wires it
	h.srv.SetupRepayment(RepaymentSetup{Lending: h.lend, Secret: testWebhookSecret, SMS: sms.Func(func(ctx context.Context, m sms.Message) error { return nil }),
		WebhookURL: "http://pautang.test/gw/payments/webhook", PublicURL: "http://pautang.test", HTTP: &http.Client{Transport: handlerTransport{h.h}}})
	ctx := context.Background()

	// Applications: one approved by an operator and paid out, one rejected by the rules
	// (income below the minimum), one approved whose payout is refused and then retried, left pending.
	q := h.borrower("09170000101")
	_, paid := h.push(q, h.productID, 500000, 1)
	h.decide(paid.OrderID, "1")
	rules := loans.DefaultUnderwriting()
	rules.MinMonthlyIncomeCents = 30_000_00
	if _, err := h.st.SaveUnderwriting(ctx, store.UnderwritingVersion{Rules: rules, MakerID: 1, CheckerID: 2}, 0, admin.Entry{Action: "underwriting.update"}); err != nil {
		t.Fatal(err)
	}
	low := h.borrower("09170000102") // declares 25,000 a month
	if _, p := h.push(low, h.productID, 500000, 1); p.OrderStatus != int(loans.StatusRejected) {
		t.Fatalf("an application below the minimum income: status %d, want rejected by the rules", p.OrderStatus)
	}
	rules.MinMonthlyIncomeCents = 0
	if _, err := h.st.SaveUnderwriting(ctx, store.UnderwritingVersion{Rules: rules, MakerID: 1, CheckerID: 2}, 1, admin.Entry{Action: "underwriting.update"}); err != nil {
		t.Fatal(err)
	}
	q3 := h.borrower("09170000103")
	_, refused := h.push(q3, h.productID, 500000, 1)
	h.sandbox.SetMode(payout.ModeFail)
	h.decide(refused.OrderID, "1")
	h.sandbox.SetMode(payout.ModeSuccess)
	if _, err := h.st.StartPayout(ctx, mustID(t, refused.OrderID), int(loans.StatusApproved), 400000); err != nil {
		t.Fatal(err) // a new attempt the provider never answers
	}

	// A payment booked: the borrower pays by GCash on the sandbox's hosted page, once early
	// payment is allowed.
	h.days(50)
	q = h.session("09170000101")
	if err := h.st.UpsertPaymentChannel(ctx, payments.Channel{Number: "90001", Name: "GCash", Kind: "ewallet"}, 1); err != nil {
		t.Fatal(err)
	}
	o, err := h.st.LoanOrderByID(ctx, mustID(t, paid.OrderID))
	if err != nil || o.Status != int(loans.StatusRepaying) {
		t.Fatalf("paid-out order: %+v %v", o, err)
	}
	env := h.call("/gw/v3/loan-details/generate-vcode", q, url.Values{"orderId": {itoa(o.ID)}, "amount": {"100000"}, "channelNumber": {"90001"}})
	var link struct {
		PayURL string `json:"payUrl"`
	}
	if env.Code != "00" {
		t.Fatalf("generate-vcode: %+v", env)
	}
	env.into(t, &link)
	if rec := h.do("POST", link.PayURL, nil, url.Values{"action": {"pay"}, "amount": {"1000.00"}}); rec.Code != http.StatusSeeOther {
		t.Fatalf("pay: HTTP %d %s", rec.Code, rec.Body.String())
	}

	// A webhook with a wrong signature.
	req := httptest.NewRequest("POST", "/gw/payments/webhook", strings.NewReader(`{"id":"evt_x"}`))
	req.Header.Set(payments.SignatureHeader, payments.Sign([]byte("not-the-secret"), h.clock.Now(), []byte(`{"id":"evt_x"}`)))
	if rec := httptest.NewRecorder(); func() int { h.h.ServeHTTP(rec, req); return rec.Code }() != http.StatusBadRequest {
		t.Fatal("a badly signed webhook was not refused")
	}

	// A provider failing until its breaker opens (wired as cli.openGateways wires each gateway).
	fail := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(http.StatusBadGateway) }))
	t.Cleanup(fail.Close)
	b := outbound.NewBreaker(2, time.Minute)
	if err := h.srv.Metrics.WatchBreaker("xendit", b.State); err != nil {
		t.Fatal(err)
	}
	c := &outbound.Client{Breaker: b, Name: "xendit", Observer: h.srv.Metrics, Timeout: 5 * time.Second}
	for range 3 {
		r, _ := http.NewRequest("POST", fail.URL+"/v2/payouts", nil)
		c.Do(ctx, r)
	}
	// The job queues as a job system reports them.
	if err := h.srv.Metrics.Register(metrics.NewQueueCollector(func(context.Context) ([]metrics.QueueStat, error) {
		return []metrics.QueueStat{{Queue: "default", State: "available", Count: 2}, {Queue: "default", State: "discarded", Count: 1}}, nil
	})); err != nil {
		t.Fatal(err)
	}

	h.clock.Advance(2 * time.Hour)
	h.days(1)
	return h, scrape(t, h.h)
}

// TestMetricsFamilies: every family is exposed on /metrics after one event of its kind, on
// both engines (the pool's families differ: pgxpool's on PostgreSQL, database/sql's on SQLite).
func TestMetricsFamilies(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h, series := metricsServer(t, d)
		want := []struct {
			name   string
			labels map[string]string
			value  string // "" any value
		}{
			{"pautang_http_requests_total", map[string]string{"route": "/gw/v3/loan-confirm/loan-detail-push", "method": "POST", "code": "200"}, "3"},
			{"pautang_http_requests_total", map[string]string{"route": "/gw/payments/webhook", "method": "POST", "code": "400"}, "1"},
			{"pautang_http_request_duration_seconds_count", map[string]string{"route": "/gw/v3/loan-confirm/loan-detail-push"}, "3"},
			{"go_goroutines", nil, ""},
			{"process_cpu_seconds_total", nil, ""},
			{"pautang_loan_applications_total", nil, "3"},
			{"pautang_loan_decisions_total", map[string]string{"decision": "approved", "by": "operator"}, "2"},
			{"pautang_loan_decisions_total", map[string]string{"decision": "rejected", "by": "rules"}, "1"},
			{"pautang_payouts_total", map[string]string{"outcome": "succeeded"}, "1"},
			{"pautang_payouts_total", map[string]string{"outcome": "failed"}, "1"},
			{"pautang_payouts_stuck", nil, "1"},
			{"pautang_payment_events_total", map[string]string{"outcome": "applied"}, "1"},
			{"pautang_webhooks_refused_total", map[string]string{"provider": "sandbox", "reason": "bad_signature"}, "1"},
			{"pautang_provider_calls_total", map[string]string{"provider": "xendit", "outcome": "server_error"}, "2"},
			{"pautang_provider_calls_total", map[string]string{"provider": "xendit", "outcome": "circuit_open"}, "1"},
			{"pautang_provider_call_duration_seconds_count", map[string]string{"provider": "xendit"}, "2"},
			{"pautang_provider_breaker_state", map[string]string{"provider": "xendit"}, "2"},
			{"pautang_queue_jobs", map[string]string{"queue": "default", "state": "discarded"}, "1"},
			{"pautang_daily_job_last_success_timestamp_seconds", nil, fmt.Sprint(float64(h.clock.Now().Unix()))},
		}
		if d == store.Postgres {
			want = append(want, struct {
				name   string
				labels map[string]string
				value  string
			}{"pautang_db_pool_total_conns", nil, ""}, struct {
				name   string
				labels map[string]string
				value  string
			}{"pautang_db_pool_acquires_total", nil, ""})
		} else {
			want = append(want, struct {
				name   string
				labels map[string]string
				value  string
			}{"go_sql_open_connections", map[string]string{"db_name": "sqlite"}, ""})
		}
		for _, w := range want {
			got, ok := sample(series, w.name, w.labels)
			if !ok || (w.value != "" && got != w.value) {
				t.Errorf("%s%v = %q (present %v), want %q", w.name, w.labels, got, ok, w.value)
			}
		}
	})
}
