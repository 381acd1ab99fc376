// Package metrics keeps request counts and latency histograms per route and writes them in
// the Prometheus text format. It is small on purpose: no client library is needed for this.
package metrics

import (
	"fmt"
	"io"
	"sort"
	"sync"
	"sync/atomic"
	"time"
)

// buckets are the latency histogram bounds in seconds.
var buckets = []float64{0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5}

type series struct {
	count  atomic.Uint64
	errors atomic.Uint64
	sumNs  atomic.Uint64
	bucket []atomic.Uint64
}

// Registry holds one series per route pattern.
type Registry struct {
	mu     sync.RWMutex
	routes map[string]*series
}

// New returns an empty registry.
func New() *Registry { return &Registry{routes: map[string]*series{}} }

func (m *Registry) get(route string) *series {
	m.mu.RLock()
	s := m.routes[route]
	m.mu.RUnlock()
	if s != nil {
		return s
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if s = m.routes[route]; s == nil {
		s = &series{bucket: make([]atomic.Uint64, len(buckets))}
		m.routes[route] = s
	}
	return s
}

// Observe records one request.
func (m *Registry) Observe(route string, status int, d time.Duration) {
	if route == "" {
		route = "unmatched"
	}
	s := m.get(route)
	s.count.Add(1)
	if status >= 500 {
		s.errors.Add(1)
	}
	s.sumNs.Add(uint64(d.Nanoseconds()))
	sec := d.Seconds()
	for i, b := range buckets {
		if sec <= b {
			s.bucket[i].Add(1)
		}
	}
}

// Write prints every series in the Prometheus text format.
func (m *Registry) Write(w io.Writer) {
	m.mu.RLock()
	names := make([]string, 0, len(m.routes))
	for k := range m.routes {
		names = append(names, k)
	}
	m.mu.RUnlock()
	sort.Strings(names)
	fmt.Fprintln(w, "# HELP pautang_http_requests_total Requests by route.")
	fmt.Fprintln(w, "# TYPE pautang_http_requests_total counter")
	for _, n := range names {
		fmt.Fprintf(w, "pautang_http_requests_total{route=%q} %d\n", n, m.get(n).count.Load())
	}
	fmt.Fprintln(w, "# HELP pautang_http_errors_total Responses with status >= 500 by route.")
	fmt.Fprintln(w, "# TYPE pautang_http_errors_total counter")
	for _, n := range names {
		fmt.Fprintf(w, "pautang_http_errors_total{route=%q} %d\n", n, m.get(n).errors.Load())
	}
	fmt.Fprintln(w, "# HELP pautang_http_request_duration_seconds Request latency by route.")
	fmt.Fprintln(w, "# TYPE pautang_http_request_duration_seconds histogram")
	for _, n := range names {
		s := m.get(n)
		for i, b := range buckets {
			fmt.Fprintf(w, "pautang_http_request_duration_seconds_bucket{route=%q,le=\"%g\"} %d\n", n, b, s.bucket[i].Load())
		}
		fmt.Fprintf(w, "pautang_http_request_duration_seconds_bucket{route=%q,le=\"+Inf\"} %d\n", n, s.count.Load())
		fmt.Fprintf(w, "pautang_http_request_duration_seconds_sum{route=%q} %g\n", n, float64(s.sumNs.Load())/1e9)
		fmt.Fprintf(w, "pautang_http_request_duration_seconds_count{route=%q} %d\n", n, s.count.Load())
	}
}
