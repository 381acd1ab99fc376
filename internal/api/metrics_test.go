package api

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"regexp"
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
	h.srv.SetupRepayment(RepaymentSetup{Payments: h.st.Payments(), ChannelRoute: h.st.Catalog().ChannelRoute, Lending: h.lend, Secret: testWebhookSecret, SMS: sms.Func(func(ctx context.Context, m sms.Message) error { return nil }),
		WebhookURL: "http://pautang.test/gw/payments/webhook", PublicURL: "http://pautang.test", HTTP: &http.Client{Transport: handlerTransport{h.h}}})
	ctx := context.Background()

	// Applications: one approved by an operator and paid out, one rejected by the rules
	// (income below the minimum), one approved whose payout is refused and then retried, left pending.
	q := h.borrower("09170000101")
	_, paid := h.push(q, h.productID, 500000, 1)
	h.decide(paid.OrderID, "1")
	rules := loans.DefaultUnderwriting()
	rules.MinMonthlyIncomeCents = 30_000_00
	if _, err := h.st.Catalog().SaveUnderwriting(ctx, store.UnderwritingVersion{Rules: rules, MakerID: 1, CheckerID: 2}, 0, admin.Entry{Action: "underwriting.update"}); err != nil {
		t.Fatal(err)
	}
	low := h.borrower("09170000102") // declares 25,000 a month
	if _, p := h.push(low, h.productID, 500000, 1); p.OrderStatus != int(loans.StatusRejected) {
		t.Fatalf("an application below the minimum income: status %d, want rejected by the rules", p.OrderStatus)
	}
	rules.MinMonthlyIncomeCents = 0
	if _, err := h.st.Catalog().SaveUnderwriting(ctx, store.UnderwritingVersion{Rules: rules, MakerID: 1, CheckerID: 2}, 1, admin.Entry{Action: "underwriting.update"}); err != nil {
		t.Fatal(err)
	}
	q3 := h.borrower("09170000103")
	_, refused := h.push(q3, h.productID, 500000, 1)
	h.sandbox.SetMode(payout.ModeFail)
	h.decide(refused.OrderID, "1")
	h.sandbox.SetMode(payout.ModeSuccess)
	if _, err := h.st.Payouts().StartPayout(ctx, mustID(t, refused.OrderID), int(loans.StatusApproved), 400000); err != nil {
		t.Fatal(err) // a new attempt the provider never answers
	}
	h.clock.Advance(59 * time.Minute)
	if v, ok := sample(scrape(t, h.h), "pautang_payouts_stuck", nil); !ok || v != "0" {
		t.Fatalf("a payout pending for 59 minutes counted as stuck: %q %v", v, ok)
	}

	// A payment booked: the borrower pays by GCash on the sandbox's hosted page, once early
	// payment is allowed.
	h.days(50)
	q = h.session("09170000101")
	if err := h.st.Payments().UpsertPaymentChannel(ctx, payments.Channel{Number: "90001", Name: "GCash", Kind: "ewallet"}, 1); err != nil {
		t.Fatal(err)
	}
	o, err := h.st.Loans().LoanOrderByID(ctx, mustID(t, paid.OrderID))
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

// promqlWords are PromQL's functions, aggregations and keywords: the other identifiers of an
// expression are metric names.
var promqlWords = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`sum min max avg count stddev stdvar topk bottomk quantile count_values group
		rate irate increase delta idelta deriv predict_linear histogram_quantile time absent absent_over_time abs ceil floor round
		clamp clamp_min clamp_max changes resets avg_over_time max_over_time min_over_time sum_over_time count_over_time
		last_over_time label_replace label_join vector scalar sort sort_desc timestamp
		by without on ignoring group_left group_right and or unless bool offset inf nan`) {
		promqlWords[w] = true
	}
}

var (
	promqlStrings  = regexp.MustCompile(`"(?:[^"\\]|\\.)*"`)
	promqlMatchers = regexp.MustCompile(`\{[^}]*\}`)
	promqlRanges   = regexp.MustCompile(`\[[^\]]*\]`)
	promqlGrouping = regexp.MustCompile(`\b(?:by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)`)
	promqlIdent    = regexp.MustCompile(`[A-Za-z_:][A-Za-z0-9_:]*`)
	labelValues    = regexp.MustCompile(`^label_values\(\s*([A-Za-z_:][A-Za-z0-9_:]*)\s*,`)
)

// metricNames are the metric names an expression (PromQL, or Grafana's label_values(metric,
// label)) reads.
func metricNames(expr string) []string {
	if m := labelValues.FindStringSubmatch(strings.TrimSpace(expr)); m != nil {
		return []string{m[1]}
	}
	e := promqlStrings.ReplaceAllString(expr, `""`)
	e = promqlMatchers.ReplaceAllString(e, " ")
	e = promqlRanges.ReplaceAllString(e, " ")
	e = promqlGrouping.ReplaceAllString(e, " ")
	var out []string
	for _, id := range promqlIdent.FindAllString(e, -1) {
		if !promqlWords[strings.ToLower(id)] {
			out = append(out, id)
		}
	}
	return out
}

// alertExprs are the expressions of a Prometheus rules file (inline or folded "expr:").
func alertExprs(t *testing.T, path string) []string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(b), "\n")
	var out []string
	for i := 0; i < len(lines); i++ {
		_, rest, ok := strings.Cut(lines[i], "expr:")
		if !ok || strings.HasPrefix(strings.TrimSpace(lines[i]), "#") {
			continue
		}
		rest = strings.TrimSpace(rest)
		if rest != ">-" && rest != "|" && rest != ">" {
			out = append(out, rest)
			continue
		}
		indent := len(lines[i]) - len(strings.TrimLeft(lines[i], " "))
		var body []string
		for i+1 < len(lines) && strings.TrimSpace(lines[i+1]) != "" && len(lines[i+1])-len(strings.TrimLeft(lines[i+1], " ")) > indent {
			i++
			body = append(body, strings.TrimSpace(lines[i]))
		}
		out = append(out, strings.Join(body, " "))
	}
	return out
}

// TestDashboardAndAlertsReadExposedMetrics: the Grafana dashboard is a dashboard model on a
// Prometheus datasource variable, and every expression of its panels and variables, and of
// the alerting rules, reads only metrics the server exposes (after one event of each kind;
// the PostgreSQL pool's families from the pool collector, which TestMetricsFamilies checks on
// PostgreSQL).
func TestDashboardAndAlertsReadExposedMetrics(t *testing.T) {
	_, series := metricsServer(t, store.SQLite)
	exposed := map[string]bool{}
	for name := range series {
		exposed[name] = true
	}
	for _, name := range metrics.PgxPoolFamilies() {
		exposed[name] = true
	}
	check := func(where, expr string) {
		t.Helper()
		names := metricNames(expr)
		if len(names) == 0 {
			t.Errorf("%s: no metric in %q", where, expr)
		}
		for _, n := range names {
			if !exposed[n] {
				t.Errorf("%s: %q reads %s, which the server does not expose", where, expr, n)
			}
		}
	}

	raw, err := os.ReadFile("../../deploy/grafana/pautang.json")
	if err != nil {
		t.Fatal(err)
	}
	type target struct {
		Expr       string `json:"expr"`
		RefID      string `json:"refId"`
		Datasource struct {
			Type string `json:"type"`
			UID  string `json:"uid"`
		} `json:"datasource"`
	}
	type panel struct {
		ID         int                `json:"id"`
		Type       string             `json:"type"`
		Title      string             `json:"title"`
		Datasource json.RawMessage    `json:"datasource"`
		Targets    []target           `json:"targets"`
		Panels     []panel            `json:"panels"`
		GridPos    struct{ H, W int } `json:"gridPos"`
	}
	var dash struct {
		Title         string  `json:"title"`
		UID           string  `json:"uid"`
		SchemaVersion int     `json:"schemaVersion"`
		Panels        []panel `json:"panels"`
		Templating    struct {
			List []struct {
				Name  string          `json:"name"`
				Type  string          `json:"type"`
				Query json.RawMessage `json:"query"`
			} `json:"list"`
		} `json:"templating"`
	}
	var loose map[string]any
	if err := json.Unmarshal(raw, &loose); err != nil {
		t.Fatalf("the dashboard is not JSON: %v", err)
	}
	if err := json.Unmarshal(raw, &dash); err != nil {
		t.Fatal(err)
	}
	if dash.Title == "" || dash.UID == "" || dash.SchemaVersion == 0 || len(dash.Panels) == 0 {
		t.Fatalf("not a dashboard model: title %q uid %q schemaVersion %d panels %d", dash.Title, dash.UID, dash.SchemaVersion, len(dash.Panels))
	}
	hasDatasource := false
	for _, v := range dash.Templating.List {
		var q struct {
			Query string `json:"query"`
		}
		var plain string
		if json.Unmarshal(v.Query, &plain) != nil {
			json.Unmarshal(v.Query, &q)
			plain = q.Query
		}
		switch v.Type {
		case "datasource":
			hasDatasource = hasDatasource || (v.Name == "datasource" && plain == "prometheus")
		case "query":
			check("variable "+v.Name, plain)
		}
	}
	if !hasDatasource {
		t.Fatal("no Prometheus datasource variable named datasource")
	}
	ids := map[int]bool{}
	var walk func(ps []panel)
	queries := 0
	walk = func(ps []panel) {
		for _, p := range ps {
			if ids[p.ID] {
				t.Errorf("panel id %d twice", p.ID)
			}
			ids[p.ID] = true
			walk(p.Panels)
			if p.Type == "row" {
				continue
			}
			if len(p.Targets) == 0 || p.GridPos.W == 0 || p.GridPos.H == 0 {
				t.Errorf("panel %q: %d targets, size %dx%d", p.Title, len(p.Targets), p.GridPos.W, p.GridPos.H)
			}
			for _, tg := range p.Targets {
				if tg.Datasource.Type != "prometheus" || tg.Datasource.UID != "${datasource}" {
					t.Errorf("panel %q target %s: datasource %+v, want the ${datasource} variable", p.Title, tg.RefID, tg.Datasource)
				}
				check("panel "+p.Title, tg.Expr)
				queries++
			}
		}
	}
	walk(dash.Panels)

	exprs := alertExprs(t, "../../deploy/prometheus/alerts.yml")
	if len(exprs) < 7 {
		t.Fatalf("alert expressions: %q", exprs)
	}
	for _, e := range exprs {
		check("alert", e)
	}
	t.Logf("%d dashboard queries and %d alert expressions read exposed metrics", queries, len(exprs))
}

// TestMetricNames: the expression reader finds the metric names, not the functions, labels,
// grouping or Grafana variables.
func TestMetricNames(t *testing.T) {
	for expr, want := range map[string]string{
		`histogram_quantile(0.99, sum by (route, le) (rate(pautang_http_request_duration_seconds_bucket{instance=~"$instance"}[$__rate_interval])))`: "pautang_http_request_duration_seconds_bucket",
		`sum(rate(a_total{code=~"5.."}[5m])) / sum(rate(b_total[5m])) > 0.02`:                                                                        "a_total b_total",
		`time() - max(pautang_daily_job_last_success_timestamp_seconds) > 3600`:                                                                      "pautang_daily_job_last_success_timestamp_seconds",
		`label_values(pautang_http_requests_total, instance)`:                                                                                        "pautang_http_requests_total",
		`max by (queue) (delta(pautang_queue_jobs{state="discarded"}[30m])) > 0`:                                                                     "pautang_queue_jobs",
	} {
		if got := strings.Join(metricNames(expr), " "); got != want {
			t.Errorf("metricNames(%q) = %q, want %q", expr, got, want)
		}
	}
}
