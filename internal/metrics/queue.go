package metrics

import (
	"context"

	"github.com/prometheus/client_golang/prometheus"
)

// QueueStat is the number of jobs of one queue in one state (available, running, retryable,
// scheduled, discarded, completed...: the job system's own state names).
type QueueStat struct {
	Queue string
	State string
	Count int
}

var queueJobsDesc = prometheus.NewDesc("pautang_queue_jobs",
	"Jobs by queue and state, read from the job system at each scrape.", []string{"queue", "state"}, nil)

// NewQueueCollector exposes the job queues as pautang_queue_jobs{queue,state}, read at each
// scrape by fn (the job system's per-queue, per-state counts). When fn fails the family is
// left out of that scrape and the error reported.
func NewQueueCollector(fn func(ctx context.Context) ([]QueueStat, error)) prometheus.Collector {
	return queueCollector{fn: fn}
}

type queueCollector struct {
	fn func(ctx context.Context) ([]QueueStat, error)
}

func (c queueCollector) Describe(ch chan<- *prometheus.Desc) { ch <- queueJobsDesc }

func (c queueCollector) Collect(ch chan<- prometheus.Metric) {
	ctx, cancel := context.WithTimeout(context.Background(), scrapeTimeout)
	defer cancel()
	stats, err := c.fn(ctx)
	if err != nil {
		ch <- prometheus.NewInvalidMetric(queueJobsDesc, err)
		return
	}
	// One series per (queue, state): the function may report a pair twice (two job kinds).
	type key struct{ q, s string }
	sum := map[key]int{}
	var order []key
	for _, st := range stats {
		k := key{st.Queue, st.State}
		if _, seen := sum[k]; !seen {
			order = append(order, k)
		}
		sum[k] += st.Count
	}
	for _, k := range order {
		ch <- prometheus.MustNewConstMetric(queueJobsDesc, prometheus.GaugeValue, float64(sum[k]), k.q, k.s)
	}
}
