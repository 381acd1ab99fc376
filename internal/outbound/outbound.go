// Package outbound is how the server calls a provider's API: every call has a timeout, goes
// through the provider's circuit breaker, and its secret never reaches a log. The adapters
// (PayMongo, Xendit, Semaphore) say what to call and read their answers; API builds each
// request (credentials, JSON or form body, headers) and turns an answer other than 2xx into
// the provider's own error, and Client sends it.
package outbound

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"sync"
	"time"
)

// DefaultTimeout bounds one call when the caller sets none.
const DefaultTimeout = 15 * time.Second

// ErrOpen is a call refused because the provider's breaker is open: it failed too often just
// now, so we do not wait on it again until the cool-down passes.
var ErrOpen = errors.New("outbound: provider unavailable (circuit open)")

// Breaker opens after Threshold consecutive failures and lets one trial call through after
// Cooldown; a success closes it. The zero value never opens.
type Breaker struct {
	Threshold int
	Cooldown  time.Duration
	Now       func() time.Time

	mu       sync.Mutex
	failures int
	openedAt time.Time
	trial    bool
}

// NewBreaker returns a breaker opening after threshold failures for cooldown.
func NewBreaker(threshold int, cooldown time.Duration) *Breaker {
	return &Breaker{Threshold: threshold, Cooldown: cooldown}
}

func (b *Breaker) now() time.Time {
	if b.Now != nil {
		return b.Now()
	}
	return time.Now()
}

// Allow reports whether a call may go out now.
func (b *Breaker) Allow() bool {
	if b == nil || b.Threshold <= 0 {
		return true
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.failures < b.Threshold {
		return true
	}
	if b.now().Sub(b.openedAt) < b.Cooldown || b.trial {
		return false
	}
	b.trial = true // half-open: one call tests the provider
	return true
}

// Done records a call's outcome: failed is a transport error, a timeout or a 5xx.
func (b *Breaker) Done(failed bool) {
	if b == nil || b.Threshold <= 0 {
		return
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	b.trial = false
	if !failed {
		b.failures = 0
		return
	}
	b.failures++
	if b.failures >= b.Threshold {
		b.openedAt = b.now()
	}
}

// Open reports whether the breaker refuses calls now (for health pages and tests).
func (b *Breaker) Open() bool {
	if b == nil || b.Threshold <= 0 {
		return false
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.failures >= b.Threshold && b.now().Sub(b.openedAt) < b.Cooldown
}

// State is the breaker's state for metrics: StateClosed, StateHalfOpen (the cool-down
// passed: the next call, or the one under way, is the trial) or StateOpen (calls refused).
func (b *Breaker) State() int {
	if b == nil || b.Threshold <= 0 {
		return StateClosed
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	switch {
	case b.failures < b.Threshold:
		return StateClosed
	case b.now().Sub(b.openedAt) < b.Cooldown:
		return StateOpen
	default:
		return StateHalfOpen
	}
}

// Breaker states (Breaker.State); the values are the pautang_provider_breaker_state gauge's.
const (
	StateClosed   = 0
	StateHalfOpen = 1
	StateOpen     = 2
)

// Outcomes of a call as Observer sees them.
const (
	OutcomeOK          = "ok"           // an answer below 500 (a 4xx is the provider's own error)
	OutcomeServerError = "server_error" // HTTP 5xx
	OutcomeTimeout     = "timeout"      // the call's timeout (or the caller's deadline) passed
	OutcomeError       = "error"        // transport error or unreadable answer
	OutcomeOpen        = "circuit_open" // refused by the breaker without calling
)

// Observer is told about every call (the server's metrics): the provider's name, the outcome
// (Outcome*) and how long it took.
type Observer interface {
	ProviderCall(provider, outcome string, d time.Duration)
}

// Client sends requests to one provider.
type Client struct {
	HTTP    *http.Client // nil: a client without its own timeout (Timeout bounds each call)
	Timeout time.Duration
	Breaker *Breaker
	// Name is the provider as metrics label it (paymongo, xendit, xendit-payouts, semaphore).
	Name string
	// Observer, when set, is told about every call.
	Observer Observer
}

func (c *Client) observe(outcome string, start time.Time) {
	if c.Observer != nil {
		c.Observer.ProviderCall(c.Name, outcome, time.Since(start))
	}
}

// Response is a provider's answer, read whole (bounded to 1 MiB).
type Response struct {
	Status int
	Header http.Header
	Body   []byte
}

// Do sends req with the timeout and the breaker. A transport error, a timeout and an HTTP 5xx
// count as the provider failing; a 4xx is an answer (the caller reads the provider's error).
func (c *Client) Do(ctx context.Context, req *http.Request) (Response, error) {
	start := time.Now()
	if !c.Breaker.Allow() {
		c.observe(OutcomeOpen, start)
		return Response{}, ErrOpen
	}
	timeout := c.Timeout
	if timeout <= 0 {
		timeout = DefaultTimeout
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	hc := c.HTTP
	if hc == nil {
		hc = http.DefaultClient
	}
	resp, err := hc.Do(req.WithContext(ctx))
	if err != nil {
		c.Breaker.Done(true)
		if errors.Is(err, context.DeadlineExceeded) {
			c.observe(OutcomeTimeout, start)
		} else {
			c.observe(OutcomeError, start)
		}
		// Name the method and path only: a query may carry a key (Semaphore's apikey), and
		// net/http's error would print the whole URL.
		var ue *url.Error
		if errors.As(err, &ue) {
			err = ue.Err
		}
		return Response{}, fmt.Errorf("outbound: %s %s: %w", req.Method, req.URL.Path, err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	if err != nil {
		c.Breaker.Done(true)
		if errors.Is(err, context.DeadlineExceeded) {
			c.observe(OutcomeTimeout, start)
		} else {
			c.observe(OutcomeError, start)
		}
		return Response{}, fmt.Errorf("outbound: %s %s: reading the answer: %w", req.Method, req.URL.Path, err)
	}
	c.Breaker.Done(resp.StatusCode >= 500)
	if resp.StatusCode >= 500 {
		c.observe(OutcomeServerError, start)
	} else {
		c.observe(OutcomeOK, start)
	}
	return Response{Status: resp.StatusCode, Header: resp.Header, Body: body}, nil
}
