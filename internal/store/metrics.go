package store

import (
	"context"
	"fmt"
	"time"

	"github.com/pautang/pautang/internal/clock"

	"github.com/pautang/pautang/internal/metrics"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
)

// Collector reports the connection pool to Prometheus at each scrape: pgxpool's statistics
// on PostgreSQL (pautang_db_pool_*), database/sql's on SQLite (go_sql_*{db_name="sqlite"}).
func (s *Store) Collector() prometheus.Collector {
	if s.pg != nil {
		return metrics.NewPgxPoolCollector(s.pg.Stat)
	}
	return collectors.NewDBStatsCollector(s.sqlite, "sqlite")
}

// StuckPayouts counts payout attempts still pending that started before beforeMs (unix ms):
// the provider never settled them. The partial index payouts_pending keeps it cheap at every
// scrape whatever the payouts' history.
func (s Payouts) StuckPayouts(ctx context.Context, beforeMs int64) (int, error) {
	var n int
	if err := s.QueryRow(ctx, `SELECT COUNT(*) FROM payouts WHERE status = 'pending' AND created_at < $1`, beforeMs).Scan(&n); err != nil {
		return 0, fmt.Errorf("store: unable to count stuck payouts: %w", err)
	}
	return n, nil
}

// Collectors are the database's scrape-time metrics: the connection pool (Collector) and
// pautang_payouts_stuck, the payout attempts still pending more than an hour (by clk) after
// they started.
func (s *Store) Collectors(clk clock.Clock) []prometheus.Collector {
	return []prometheus.Collector{
		s.Collector(),
		metrics.NewCountCollector("pautang_payouts_stuck", "Payout attempts still pending more than an hour after they started (the provider never settled them).",
			func(ctx context.Context) (int, error) {
				return s.Payouts().StuckPayouts(ctx, clk.Now().Add(-time.Hour).UnixMilli())
			}),
	}
}
