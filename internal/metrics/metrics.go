// Package metrics is the server's Prometheus instrumentation (github.com/prometheus/client_golang):
// one registry per server (never the global default one), holding the Go runtime and process
// collectors, the HTTP requests by route pattern, the provider calls and circuit breakers, the
// database pool, the business counters the services increment when their use case commits,
// the job queues and the daily job's last success. docs/deploy.md lists every family, the
// Grafana dashboard (deploy/grafana) and the alerts (deploy/prometheus) built on them.
package metrics

import (
	"context"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/pautang/pautang/internal/outbound"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// Buckets are the latency histogram bounds in seconds (HTTP requests and provider calls).
var Buckets = []float64{0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30}

// Metrics is one server's registry and its own metric families. Every method is safe on a
// nil *Metrics (it records nothing), so a service built without metrics still runs.
type Metrics struct {
	reg *prometheus.Registry

	httpRequests     *prometheus.CounterVec
	httpDuration     *prometheus.HistogramVec
	providerCalls    *prometheus.CounterVec
	providerDuration *prometheus.HistogramVec
	loanApplications prometheus.Counter
	loanDecisions    *prometheus.CounterVec
	payouts          *prometheus.CounterVec
	paymentEvents    *prometheus.CounterVec
	webhooksRefused  *prometheus.CounterVec
	dailyJobSuccess  prometheus.Gauge
}

// New returns a fresh registry with the Go runtime and process collectors and every family
// of this package registered.
func New() *Metrics {
	m := &Metrics{reg: prometheus.NewRegistry()}
	m.httpRequests = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "pautang_http_requests_total",
		Help: "HTTP requests by route pattern, method and status code.",
	}, []string{"route", "method", "code"})
	m.httpDuration = prometheus.NewHistogramVec(prometheus.HistogramOpts{
		Name:    "pautang_http_request_duration_seconds",
		Help:    "HTTP request latency by route pattern.",
		Buckets: Buckets,
	}, []string{"route"})
	m.providerCalls = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "pautang_provider_calls_total",
		Help: "Calls to a provider's API by provider and outcome (ok, server_error, timeout, error, circuit_open).",
	}, []string{"provider", "outcome"})
	m.providerDuration = prometheus.NewHistogramVec(prometheus.HistogramOpts{
		Name:    "pautang_provider_call_duration_seconds",
		Help:    "Latency of the calls that reached a provider, by provider.",
		Buckets: Buckets,
	}, []string{"provider"})
	m.loanApplications = prometheus.NewCounter(prometheus.CounterOpts{
		Name: "pautang_loan_applications_total",
		Help: "Loan applications created (orders at status 21).",
	})
	m.loanDecisions = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "pautang_loan_decisions_total",
		Help: "Loan decisions recorded, by decision (approved, rejected) and by whom (rules, operator).",
	}, []string{"decision", "by"})
	m.payouts = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "pautang_payouts_total",
		Help: "Payout attempts settled, by outcome (succeeded: the loan is disbursed; failed: the borrower must fix the account).",
	}, []string{"outcome"})
	m.paymentEvents = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "pautang_payment_events_total",
		Help: "Payment events recorded, by outcome (applied and rollover: booked; unapplied: money held for an operator; failed, ignored, already_booked, duplicate).",
	}, []string{"outcome"})
	m.webhooksRefused = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "pautang_webhooks_refused_total",
		Help: "Gateway webhooks and callbacks refused, by provider and reason (bad_signature, stale_timestamp, bad_token, invalid_params, invalid_event).",
	}, []string{"provider", "reason"})
	m.dailyJobSuccess = prometheus.NewGauge(prometheus.GaugeOpts{
		Name: "pautang_daily_job_last_success_timestamp_seconds",
		Help: "Unix time of the daily loan job's last successful run on this instance (0: none since start).",
	})
	m.reg.MustRegister(
		collectors.NewGoCollector(),
		collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}),
		m.httpRequests, m.httpDuration, m.providerCalls, m.providerDuration,
		m.loanApplications, m.loanDecisions, m.payouts, m.paymentEvents, m.webhooksRefused, m.dailyJobSuccess,
	)
	return m
}

// Registry is the registry itself (tests gather from it).
func (m *Metrics) Registry() *prometheus.Registry { return m.reg }

// Register adds a collector (the database pool, a queue collector...).
func (m *Metrics) Register(c prometheus.Collector) error {
	if m == nil {
		return nil
	}
	return m.reg.Register(c)
}

// Handler serves the registry in the Prometheus exposition format. A collector that fails
// (a database read at scrape time) leaves its series out; the rest is still served.
func (m *Metrics) Handler() http.Handler {
	return promhttp.HandlerFor(m.reg, promhttp.HandlerOpts{Registry: m.reg, ErrorHandling: promhttp.ContinueOnError})
}

// knownMethods bound the method label: any other request method counts as "other".
var knownMethods = map[string]bool{"GET": true, "HEAD": true, "POST": true, "PUT": true, "PATCH": true, "DELETE": true, "OPTIONS": true}

// ObserveHTTP records one request. pattern is the mux pattern that served it (r.Pattern,
// "POST /gw/v3/login/login"), never the raw path, so the label values stay bounded; an
// unmatched request is route "unmatched". A method outside the standard ones is "other".
func (m *Metrics) ObserveHTTP(pattern, method string, status int, d time.Duration) {
	if m == nil {
		return
	}
	route := pattern
	if _, path, ok := strings.Cut(pattern, " "); ok {
		route = path // without the method part of "POST /path"
	}
	if route == "" {
		route = "unmatched"
	}
	if !knownMethods[method] {
		method = "other"
	}
	if status == 0 {
		status = http.StatusOK
	}
	m.httpRequests.WithLabelValues(route, method, strconv.Itoa(status)).Inc()
	m.httpDuration.WithLabelValues(route).Observe(d.Seconds())
}

// ProviderCall records one call to a provider's API with its outcome (outbound.Outcome*)
// and, when it went out, its latency (outbound.Client's Observer).
func (m *Metrics) ProviderCall(provider, outcome string, d time.Duration) {
	if m == nil {
		return
	}
	m.providerCalls.WithLabelValues(provider, outcome).Inc()
	if outcome != outbound.OutcomeOpen {
		m.providerDuration.WithLabelValues(provider).Observe(d.Seconds())
	}
}

// WatchBreaker exposes a provider's circuit breaker state (outbound.Breaker.State) at each scrape as
// pautang_provider_breaker_state{provider}. Each provider name is watched once.
func (m *Metrics) WatchBreaker(provider string, state func() int) error {
	if m == nil {
		return nil
	}
	return m.reg.Register(prometheus.NewGaugeFunc(prometheus.GaugeOpts{
		Name:        "pautang_provider_breaker_state",
		Help:        "Circuit breaker state of a provider: 0 closed, 1 half-open (a trial call may go), 2 open (calls refused).",
		ConstLabels: prometheus.Labels{"provider": provider},
	}, func() float64 { return float64(state()) }))
}

// LoanApplied counts a loan application created.
func (m *Metrics) LoanApplied() {
	if m != nil {
		m.loanApplications.Inc()
	}
}

// LoanDecided counts a decision recorded on an application: by "rules" or "operator".
func (m *Metrics) LoanDecided(approved bool, by string) {
	if m == nil {
		return
	}
	d := "rejected"
	if approved {
		d = "approved"
	}
	m.loanDecisions.WithLabelValues(d, by).Inc()
}

// PayoutSettled counts a payout attempt that succeeded (the loan is booked) or failed.
func (m *Metrics) PayoutSettled(succeeded bool) {
	if m == nil {
		return
	}
	o := "failed"
	if succeeded {
		o = "succeeded"
	}
	m.payouts.WithLabelValues(o).Inc()
}

// PaymentEvent counts a payment event recorded with its outcome (payments.Outcome*).
func (m *Metrics) PaymentEvent(outcome string) {
	if m != nil {
		m.paymentEvents.WithLabelValues(outcome).Inc()
	}
}

// WebhookRefused counts a gateway webhook or callback refused. provider is a configured
// gateway's name (the route only reaches here for those), reason a fixed code.
func (m *Metrics) WebhookRefused(provider, reason string) {
	if m != nil {
		m.webhooksRefused.WithLabelValues(provider, reason).Inc()
	}
}

// DailyJobSucceeded records the time of the daily job's last successful run.
func (m *Metrics) DailyJobSucceeded(at time.Time) {
	if m != nil {
		m.dailyJobSuccess.Set(float64(at.Unix()))
	}
}

// scrapeTimeout bounds the database reads of the collectors that read at scrape time.
const scrapeTimeout = 5 * time.Second

// NewCountCollector is a gauge read at each scrape by fn (a cheap indexed count through the
// store); when fn fails the series is left out of that scrape and the error reported.
func NewCountCollector(name, help string, fn func(ctx context.Context) (int, error)) prometheus.Collector {
	return &countCollector{desc: prometheus.NewDesc(name, help, nil, nil), fn: fn}
}

type countCollector struct {
	desc *prometheus.Desc
	fn   func(ctx context.Context) (int, error)
}

func (c *countCollector) Describe(ch chan<- *prometheus.Desc) { ch <- c.desc }

func (c *countCollector) Collect(ch chan<- prometheus.Metric) {
	ctx, cancel := context.WithTimeout(context.Background(), scrapeTimeout)
	defer cancel()
	n, err := c.fn(ctx)
	if err != nil {
		ch <- prometheus.NewInvalidMetric(c.desc, err)
		return
	}
	ch <- prometheus.MustNewConstMetric(c.desc, prometheus.GaugeValue, float64(n))
}
