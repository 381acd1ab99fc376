// Package clock is the one source of time. Every due date, accrual and countdown reads it, so
// tests and the dev clock endpoint can move time.
package clock

import (
	"sync"
	"time"
)

// Manila is the zone every calendar day of the product is counted in.
var Manila = time.FixedZone("PHT", 8*3600)

// Clock tells the current time.
type Clock interface{ Now() time.Time }

// System is the real wall clock.
type System struct{}

// Now returns the wall-clock time.
func (System) Now() time.Time { return time.Now() }

// Offset is a wall clock shifted by an adjustable offset; the dev clock endpoint moves it.
type Offset struct {
	mu     sync.RWMutex
	offset time.Duration
	base   Clock
}

// NewOffset wraps base (System when nil).
func NewOffset(base Clock) *Offset {
	if base == nil {
		base = System{}
	}
	return &Offset{base: base}
}

// Now returns the shifted time.
func (o *Offset) Now() time.Time {
	o.mu.RLock()
	defer o.mu.RUnlock()
	return o.base.Now().Add(o.offset)
}

// Advance moves the clock forward (or back with a negative d).
func (o *Offset) Advance(d time.Duration) {
	o.mu.Lock()
	o.offset += d
	o.mu.Unlock()
}

// Set fixes the offset.
func (o *Offset) Set(d time.Duration) {
	o.mu.Lock()
	o.offset = d
	o.mu.Unlock()
}

// Shift reports the current offset.
func (o *Offset) Shift() time.Duration {
	o.mu.RLock()
	defer o.mu.RUnlock()
	return o.offset
}

// Fixed is a clock that only moves when told; tests use it.
type Fixed struct {
	mu sync.Mutex
	t  time.Time
}

// NewFixed returns a clock stopped at t.
func NewFixed(t time.Time) *Fixed { return &Fixed{t: t} }

// Now returns the stopped time.
func (f *Fixed) Now() time.Time {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.t
}

// Advance moves the fixed clock.
func (f *Fixed) Advance(d time.Duration) {
	f.mu.Lock()
	f.t = f.t.Add(d)
	f.mu.Unlock()
}

// Today is the calendar date in Manila as YYYY-MM-DD.
func Today(c Clock) string { return c.Now().In(Manila).Format("2006-01-02") }
