package cli

import (
	"context"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/config"
	"github.com/pautang/pautang/internal/jobs"
	"github.com/pautang/pautang/internal/metrics"
	pay "github.com/pautang/pautang/internal/payments"
	"github.com/pautang/pautang/internal/payments/paymongo"
	"github.com/pautang/pautang/internal/sms"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
	dto "github.com/prometheus/client_model/go"
)

// TestGatewaysReportToMetrics: every gateway client openGateways builds reports its calls
// and its breaker under the gateway's name.
func TestGatewaysReportToMetrics(t *testing.T) {
	clk := clock.NewFixed(time.Date(2026, 11, 22, 15, 0, 0, 0, clock.Manila))
	st := storetest.Open(t, store.SQLite, clk)
	cfg := config.Config{Dev: true, PublicURL: "http://pautang.test", APIBase: "/gw",
		Providers: config.Providers{Payments: []string{"paymongo-fake", "xendit-fake"}, Payouts: "xendit-fake", SMS: "semaphore-fake", Timeout: 5 * time.Second}}
	m := metrics.New()
	gw := openGateways(cfg, st, clk, &sms.Outbox{W: st.Users()}, m)
	t.Cleanup(gw.close)
	if _, err := gw.named[paymongo.Name].CreateCharge(context.Background(), pay.ChargeRequest{Reference: "RPM1", Method: pay.MethodLink, AmountCents: 10_000}); err != nil {
		t.Fatal(err)
	}
	mfs, err := m.Registry().Gather()
	if err != nil {
		t.Fatal(err)
	}
	byName := map[string]*dto.MetricFamily{}
	for _, mf := range mfs {
		byName[mf.GetName()] = mf
	}
	breakers := map[string]float64{}
	for _, s := range byName["pautang_provider_breaker_state"].GetMetric() {
		breakers[s.GetLabel()[0].GetValue()] = s.GetGauge().GetValue()
	}
	for _, name := range []string{"paymongo", "xendit", "xendit-payouts", "semaphore"} {
		if v, ok := breakers[name]; !ok || v != 0 {
			t.Errorf("breaker of %s: %v (present %v), want closed", name, v, ok)
		}
	}
	calls := 0.0
	for _, s := range byName["pautang_provider_calls_total"].GetMetric() {
		labels := map[string]string{}
		for _, l := range s.GetLabel() {
			labels[l.GetName()] = l.GetValue()
		}
		if labels["provider"] == "paymongo" && labels["outcome"] == "ok" {
			calls = s.GetCounter().GetValue()
		}
	}
	if calls < 1 {
		t.Fatalf("paymongo calls: %v, want at least the charge's", calls)
	}
}

// TestQueueJobsFromRiver: River's jobs reach pautang_queue_jobs by queue and state, as serve
// registers them: a probe that fails its one attempt is counted as discarded.
func TestQueueJobsFromRiver(t *testing.T) {
	j := startTestJobs(t, jobs.Work{Probe: true})
	if _, err := j.Probe(context.Background(), "probe failure", 1); err != nil {
		t.Fatal(err)
	}
	m := metrics.New()
	if err := m.Register(metrics.NewQueueCollector(queueStats(j))); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(20 * time.Second)
	for {
		mfs, err := m.Registry().Gather()
		if err != nil {
			t.Fatal(err)
		}
		for _, mf := range mfs {
			if mf.GetName() != "pautang_queue_jobs" {
				continue
			}
			for _, s := range mf.GetMetric() {
				labels := map[string]string{}
				for _, l := range s.GetLabel() {
					labels[l.GetName()] = l.GetValue()
				}
				if labels["queue"] == jobs.QueueSchedule && labels["state"] == "discarded" && s.GetGauge().GetValue() == 1 {
					return
				}
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("no discarded job of queue %s in pautang_queue_jobs: %v", jobs.QueueSchedule, mfs)
		}
		time.Sleep(100 * time.Millisecond)
	}
}
