package metrics

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/pautang/pautang/internal/outbound"
	"github.com/prometheus/client_golang/prometheus"
	dto "github.com/prometheus/client_model/go"
)

// families gathers m's registry by family name.
func families(t *testing.T, g prometheus.Gatherer) map[string]*dto.MetricFamily {
	t.Helper()
	mfs, err := g.Gather()
	if err != nil {
		t.Fatalf("gather: %v", err)
	}
	out := map[string]*dto.MetricFamily{}
	for _, mf := range mfs {
		out[mf.GetName()] = mf
	}
	return out
}

// value is the value of the series of family name whose labels include want (a counter,
// gauge or untyped value; a histogram's sample count); ok is false when there is none.
func value(t *testing.T, g prometheus.Gatherer, name string, want map[string]string) (float64, bool) {
	t.Helper()
	mf := families(t, g)[name]
	if mf == nil {
		return 0, false
	}
next:
	for _, m := range mf.GetMetric() {
		labels := map[string]string{}
		for _, l := range m.GetLabel() {
			labels[l.GetName()] = l.GetValue()
		}
		for k, v := range want {
			if labels[k] != v {
				continue next
			}
		}
		switch {
		case m.Counter != nil:
			return m.GetCounter().GetValue(), true
		case m.Gauge != nil:
			return m.GetGauge().GetValue(), true
		case m.Histogram != nil:
			return float64(m.GetHistogram().GetSampleCount()), true
		}
	}
	return 0, false
}

func expect(t *testing.T, g prometheus.Gatherer, name string, labels map[string]string, want float64) {
	t.Helper()
	got, ok := value(t, g, name, labels)
	if !ok || got != want {
		t.Errorf("%s%v = %v (present %v), want %v", name, labels, got, ok, want)
	}
}

func TestHTTPByRoutePattern(t *testing.T) {
	m := New()
	m.ObserveHTTP("POST /gw/v3/login/login", "POST", 200, 3*time.Millisecond)
	m.ObserveHTTP("POST /gw/v3/login/login", "POST", 200, time.Millisecond)
	m.ObserveHTTP("GET /uploads/{name}", "GET", 0, time.Millisecond) // nothing written: 200
	m.ObserveHTTP("/gw/", "BREW", 404, time.Millisecond)             // a method outside the standard ones
	m.ObserveHTTP("", "GET", 503, time.Second)                       // no pattern matched
	g := m.Registry()
	expect(t, g, "pautang_http_requests_total", map[string]string{"route": "/gw/v3/login/login", "method": "POST", "code": "200"}, 2)
	expect(t, g, "pautang_http_requests_total", map[string]string{"route": "/uploads/{name}", "method": "GET", "code": "200"}, 1)
	expect(t, g, "pautang_http_requests_total", map[string]string{"route": "/gw/", "method": "other", "code": "404"}, 1)
	expect(t, g, "pautang_http_requests_total", map[string]string{"route": "unmatched", "method": "GET", "code": "503"}, 1)
	expect(t, g, "pautang_http_request_duration_seconds", map[string]string{"route": "/gw/v3/login/login"}, 2)
}

func TestRuntimeAndProcessCollectors(t *testing.T) {
	fams := families(t, New().Registry())
	for _, name := range []string{"go_goroutines", "go_memstats_heap_alloc_bytes", "go_gc_duration_seconds", "process_cpu_seconds_total", "process_resident_memory_bytes", "process_open_fds"} {
		if fams[name] == nil {
			t.Errorf("%s is not exposed", name)
		}
	}
}

// TestProviderCallsAndBreaker: an outbound client observed by the metrics reports each call
// by outcome with its latency, and the watched breaker reads open after the failures.
func TestProviderCallsAndBreaker(t *testing.T) {
	m := New()
	status := 200
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(status) }))
	defer srv.Close()
	b := outbound.NewBreaker(2, time.Minute)
	if err := m.WatchBreaker("paymongo", b.State); err != nil {
		t.Fatal(err)
	}
	if err := m.WatchBreaker("paymongo", b.State); err == nil {
		t.Fatal("a provider's breaker watched twice")
	}
	c := &outbound.Client{Timeout: time.Second, Breaker: b, Name: "paymongo", Observer: m}
	call := func() {
		req, _ := http.NewRequest(http.MethodGet, srv.URL, nil)
		c.Do(context.Background(), req)
	}
	g := m.Registry()
	call()
	expect(t, g, "pautang_provider_breaker_state", map[string]string{"provider": "paymongo"}, outbound.StateClosed)
	status = 502
	call()
	call() // the second failure opens it
	call() // refused without calling
	expect(t, g, "pautang_provider_calls_total", map[string]string{"provider": "paymongo", "outcome": "ok"}, 1)
	expect(t, g, "pautang_provider_calls_total", map[string]string{"provider": "paymongo", "outcome": "server_error"}, 2)
	expect(t, g, "pautang_provider_calls_total", map[string]string{"provider": "paymongo", "outcome": "circuit_open"}, 1)
	expect(t, g, "pautang_provider_call_duration_seconds", map[string]string{"provider": "paymongo"}, 3)
	expect(t, g, "pautang_provider_breaker_state", map[string]string{"provider": "paymongo"}, outbound.StateOpen)
}

func TestBusinessCounters(t *testing.T) {
	m := New()
	g := m.Registry()
	m.LoanApplied()
	m.LoanDecided(true, "rules")
	m.LoanDecided(false, "operator")
	m.PayoutSettled(true)
	m.PayoutSettled(false)
	m.PaymentEvent("applied")
	m.PaymentEvent("unapplied")
	m.WebhookRefused("xendit", "bad_signature")
	at := time.Date(2026, 11, 22, 1, 0, 0, 0, time.UTC)
	m.DailyJobSucceeded(at)
	expect(t, g, "pautang_loan_applications_total", nil, 1)
	expect(t, g, "pautang_loan_decisions_total", map[string]string{"decision": "approved", "by": "rules"}, 1)
	expect(t, g, "pautang_loan_decisions_total", map[string]string{"decision": "rejected", "by": "operator"}, 1)
	expect(t, g, "pautang_payouts_total", map[string]string{"outcome": "succeeded"}, 1)
	expect(t, g, "pautang_payouts_total", map[string]string{"outcome": "failed"}, 1)
	expect(t, g, "pautang_payment_events_total", map[string]string{"outcome": "applied"}, 1)
	expect(t, g, "pautang_payment_events_total", map[string]string{"outcome": "unapplied"}, 1)
	expect(t, g, "pautang_webhooks_refused_total", map[string]string{"provider": "xendit", "reason": "bad_signature"}, 1)
	expect(t, g, "pautang_daily_job_last_success_timestamp_seconds", nil, float64(at.Unix()))

	// A nil *Metrics records nothing and does not panic (a service built without metrics).
	var none *Metrics
	none.LoanApplied()
	none.ObserveHTTP("GET /x", "GET", 200, time.Millisecond)
	none.DailyJobSucceeded(at)
}

func TestQueueCollector(t *testing.T) {
	m := New()
	var fail error
	if err := m.Register(NewQueueCollector(func(ctx context.Context) ([]QueueStat, error) {
		if _, ok := ctx.Deadline(); !ok {
			return nil, errors.New("no deadline on the scrape's read")
		}
		return []QueueStat{{"default", "available", 3}, {"default", "retryable", 1}, {"payouts", "discarded", 2}, {"default", "available", 4}}, fail
	})); err != nil {
		t.Fatal(err)
	}
	g := m.Registry()
	expect(t, g, "pautang_queue_jobs", map[string]string{"queue": "default", "state": "available"}, 7)
	expect(t, g, "pautang_queue_jobs", map[string]string{"queue": "default", "state": "retryable"}, 1)
	expect(t, g, "pautang_queue_jobs", map[string]string{"queue": "payouts", "state": "discarded"}, 2)
	empty := prometheus.NewRegistry()
	empty.MustRegister(NewQueueCollector(func(context.Context) ([]QueueStat, error) { return nil, nil }))
	if fams := families(t, empty); len(fams) != 0 {
		t.Fatalf("no jobs: %v", fams)
	}
	// A failing read leaves the family out and the rest of the scrape served.
	fail = errors.New("database down")
	if _, err := g.Gather(); err == nil || !strings.Contains(err.Error(), "database down") {
		t.Fatalf("gather with a failing queue read: %v", err)
	}
	rec := httptest.NewRecorder()
	m.Handler().ServeHTTP(rec, httptest.NewRequest("GET", "/metrics", nil))
	if rec.Code != 200 || strings.Contains(rec.Body.String(), "pautang_queue_jobs{") || !strings.Contains(rec.Body.String(), "go_goroutines") {
		t.Fatalf("scrape with a failing collector: %d\n%s", rec.Code, rec.Body.String())
	}
}

func TestCountCollector(t *testing.T) {
	m := New()
	n := 2
	if err := m.Register(NewCountCollector("pautang_payouts_stuck", "test", func(context.Context) (int, error) { return n, nil })); err != nil {
		t.Fatal(err)
	}
	expect(t, m.Registry(), "pautang_payouts_stuck", nil, 2)
	n = 0
	expect(t, m.Registry(), "pautang_payouts_stuck", nil, 0)
}

// TestPgxPoolCollector reads a live pool's statistics (PostgreSQL: PAUTANG_TEST_DATABASE_URL).
func TestPgxPoolCollector(t *testing.T) {
	url := os.Getenv("PAUTANG_TEST_DATABASE_URL")
	if url == "" {
		t.Skip("PAUTANG_TEST_DATABASE_URL is not set (the store and API suites cover the SQLite pool)")
	}
	pool, err := pgxpool.New(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	defer pool.Close()
	if err := pool.Ping(context.Background()); err != nil {
		t.Fatal(err)
	}
	m := New()
	if err := m.Register(NewPgxPoolCollector(pool.Stat)); err != nil {
		t.Fatal(err)
	}
	g := m.Registry()
	expect(t, g, "pautang_db_pool_max_conns", nil, float64(pool.Stat().MaxConns()))
	fams := PgxPoolFamilies()
	if len(fams) != 11 {
		t.Fatalf("families %v", fams)
	}
	for _, name := range fams {
		if _, ok := value(t, g, name, nil); !ok {
			t.Errorf("%s is not exposed", name)
		}
	}
	if v, _ := value(t, g, "pautang_db_pool_acquires_total", nil); v < 1 {
		t.Errorf("acquires after a ping: %v", v)
	}
	if v, _ := value(t, g, "pautang_db_pool_total_conns", nil); v < 1 {
		t.Errorf("total conns after a ping: %v", v)
	}
}
