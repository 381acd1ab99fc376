package metrics

import (
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/prometheus/client_golang/prometheus"
)

// pgxPoolMetrics are the pautang_db_pool_* families, each read from the pool's statistics.
var pgxPoolMetrics = []struct {
	name, help string
	kind       prometheus.ValueType
	value      func(s *pgxpool.Stat) float64
}{
	{"acquired_conns", "Connections in use (acquired from the pool).", prometheus.GaugeValue, func(s *pgxpool.Stat) float64 { return float64(s.AcquiredConns()) }},
	{"idle_conns", "Idle connections in the pool.", prometheus.GaugeValue, func(s *pgxpool.Stat) float64 { return float64(s.IdleConns()) }},
	{"total_conns", "Connections open (acquired, idle and being opened).", prometheus.GaugeValue, func(s *pgxpool.Stat) float64 { return float64(s.TotalConns()) }},
	{"constructing_conns", "Connections being opened.", prometheus.GaugeValue, func(s *pgxpool.Stat) float64 { return float64(s.ConstructingConns()) }},
	{"max_conns", "Pool size (PAUTANG_DB_MAX_CONNS).", prometheus.GaugeValue, func(s *pgxpool.Stat) float64 { return float64(s.MaxConns()) }},
	{"acquires_total", "Connections acquired from the pool.", prometheus.CounterValue, func(s *pgxpool.Stat) float64 { return float64(s.AcquireCount()) }},
	{"acquire_seconds_total", "Time spent acquiring connections (waits included).", prometheus.CounterValue, func(s *pgxpool.Stat) float64 { return s.AcquireDuration().Seconds() }},
	{"empty_acquires_total", "Acquires that had to wait: no idle connection was there.", prometheus.CounterValue, func(s *pgxpool.Stat) float64 { return float64(s.EmptyAcquireCount()) }},
	{"empty_acquire_wait_seconds_total", "Time spent waiting in acquires that found no idle connection.", prometheus.CounterValue, func(s *pgxpool.Stat) float64 { return s.EmptyAcquireWaitTime().Seconds() }},
	{"canceled_acquires_total", "Acquires canceled by their context (a request gave up waiting).", prometheus.CounterValue, func(s *pgxpool.Stat) float64 { return float64(s.CanceledAcquireCount()) }},
	{"new_conns_total", "Connections opened.", prometheus.CounterValue, func(s *pgxpool.Stat) float64 { return float64(s.NewConnsCount()) }},
}

const pgxPoolPrefix = "pautang_db_pool_"

// PgxPoolFamilies names the families NewPgxPoolCollector exposes.
func PgxPoolFamilies() []string {
	out := make([]string, len(pgxPoolMetrics))
	for i, m := range pgxPoolMetrics {
		out[i] = pgxPoolPrefix + m.name
	}
	return out
}

// NewPgxPoolCollector exposes a PostgreSQL pool's statistics (pgxpool.Pool.Stat, read at each
// scrape) as the pautang_db_pool_* families.
func NewPgxPoolCollector(stat func() *pgxpool.Stat) prometheus.Collector {
	c := &pgxPoolCollector{stat: stat}
	for _, m := range pgxPoolMetrics {
		c.descs = append(c.descs, prometheus.NewDesc(pgxPoolPrefix+m.name, m.help, nil, nil))
	}
	return c
}

type pgxPoolCollector struct {
	stat  func() *pgxpool.Stat
	descs []*prometheus.Desc
}

func (c *pgxPoolCollector) Describe(ch chan<- *prometheus.Desc) {
	for _, d := range c.descs {
		ch <- d
	}
}

func (c *pgxPoolCollector) Collect(ch chan<- prometheus.Metric) {
	s := c.stat()
	for i, m := range pgxPoolMetrics {
		ch <- prometheus.MustNewConstMetric(c.descs[i], m.kind, m.value(s))
	}
}
