package lending

import (
	"context"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/store"
)

type metricsLog struct {
	applied   int
	decisions []string
	daily     time.Time
}

func (m *metricsLog) LoanApplied() { m.applied++ }
func (m *metricsLog) LoanDecided(approved bool, by string) {
	m.decisions = append(m.decisions, map[bool]string{true: "approved", false: "rejected"}[approved]+":"+by)
}
func (m *metricsLog) DailyJobSucceeded(at time.Time) { m.daily = at }

// TestDailyJobStampsItsSuccess: a successful run sets the daily job's last success to the
// clock's time (the alert on a late daily job reads it).
func TestDailyJobStampsItsSuccess(t *testing.T) {
	f := newFixture(t, store.SQLite, 3)
	m := &metricsLog{}
	f.svc.Metrics = m
	f.clk.Advance(24 * time.Hour)
	if _, err := f.svc.RunDaily(context.Background()); err != nil {
		t.Fatal(err)
	}
	if !m.daily.Equal(f.clk.Now()) {
		t.Fatalf("last success %v, want %v", m.daily, f.clk.Now())
	}
	f.svc.Metrics = nil // without metrics the job still runs
	if _, err := f.svc.RunDaily(context.Background()); err != nil {
		t.Fatal(err)
	}
}
