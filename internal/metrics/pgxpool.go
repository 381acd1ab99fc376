package metrics

import (
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/prometheus/client_golang/prometheus"
)

// NewPgxPoolCollector exposes a PostgreSQL pool's statistics (pgxpool.Pool.Stat, read at each
// scrape) as the pautang_db_pool_* families.
func NewPgxPoolCollector(stat func() *pgxpool.Stat) prometheus.Collector {
	d := func(name, help string) *prometheus.Desc {
		return prometheus.NewDesc("pautang_db_pool_"+name, help, nil, nil)
	}
	return &pgxPoolCollector{stat: stat, descs: pgxPoolDescs{
		acquired:       d("acquired_conns", "Connections in use (acquired from the pool)."),
		idle:           d("idle_conns", "Idle connections in the pool."),
		total:          d("total_conns", "Connections open (acquired, idle and being opened)."),
		constructing:   d("constructing_conns", "Connections being opened."),
		max:            d("max_conns", "Pool size (PAUTANG_DB_MAX_CONNS)."),
		acquires:       d("acquires_total", "Connections acquired from the pool."),
		acquireSeconds: d("acquire_seconds_total", "Time spent acquiring connections (waits included)."),
		emptyAcquires:  d("empty_acquires_total", "Acquires that had to wait: no idle connection was there."),
		emptyWait:      d("empty_acquire_wait_seconds_total", "Time spent waiting in acquires that found no idle connection."),
		canceled:       d("canceled_acquires_total", "Acquires canceled by their context (a request gave up waiting)."),
		newConns:       d("new_conns_total", "Connections opened."),
	}}
}

type pgxPoolDescs struct {
	acquired, idle, total, constructing, max                               *prometheus.Desc
	acquires, acquireSeconds, emptyAcquires, emptyWait, canceled, newConns *prometheus.Desc
}

type pgxPoolCollector struct {
	stat  func() *pgxpool.Stat
	descs pgxPoolDescs
}

func (c *pgxPoolCollector) Describe(ch chan<- *prometheus.Desc) {
	d := c.descs
	for _, x := range []*prometheus.Desc{d.acquired, d.idle, d.total, d.constructing, d.max, d.acquires, d.acquireSeconds, d.emptyAcquires, d.emptyWait, d.canceled, d.newConns} {
		ch <- x
	}
}

func (c *pgxPoolCollector) Collect(ch chan<- prometheus.Metric) {
	s, d := c.stat(), c.descs
	gauge := func(desc *prometheus.Desc, v float64) {
		ch <- prometheus.MustNewConstMetric(desc, prometheus.GaugeValue, v)
	}
	counter := func(desc *prometheus.Desc, v float64) {
		ch <- prometheus.MustNewConstMetric(desc, prometheus.CounterValue, v)
	}
	gauge(d.acquired, float64(s.AcquiredConns()))
	gauge(d.idle, float64(s.IdleConns()))
	gauge(d.total, float64(s.TotalConns()))
	gauge(d.constructing, float64(s.ConstructingConns()))
	gauge(d.max, float64(s.MaxConns()))
	counter(d.acquires, float64(s.AcquireCount()))
	counter(d.acquireSeconds, s.AcquireDuration().Seconds())
	counter(d.emptyAcquires, float64(s.EmptyAcquireCount()))
	counter(d.emptyWait, s.EmptyAcquireWaitTime().Seconds())
	counter(d.canceled, float64(s.CanceledAcquireCount()))
	counter(d.newConns, float64(s.NewConnsCount()))
}
