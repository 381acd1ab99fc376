package store

import (
	"context"
	"encoding/json"
	"fmt"
	"sync"
	"time"

	"github.com/pautang/pautang/internal/payments"
)

// Read coalescing: the hottest keyed reads (every borrower page asks who is signed in) are
// answered by one query for all the callers waiting at that moment instead of one round trip
// each. It is the read-side twin of group commit: under load a batch serves dozens of requests
// for the price of one statement; with nothing else waiting, a read runs alone at once.
//
// Every caller is answered by a query that started after it asked, so a read still sees every
// write its caller (or anyone) committed before asking: nothing is cached between batches.
// The fetch runs on its own context (readTimeout) so one caller giving up does not fail the
// others; a caller whose context ends stops waiting and gets its context's error.

// readTimeout bounds one batched query.
const readTimeout = 10 * time.Second

type readCall[K comparable, V any] struct {
	key   K
	val   V
	found bool
	err   error
	done  chan struct{}
}

type readBatcher[K comparable, V any] struct {
	// fetch reads the rows of keys (distinct, at most maxBatch) and returns those it found.
	fetch      func(ctx context.Context, keys []K) (map[K]V, error)
	maxBatch   int
	maxRunning int  // batches in flight at once
	direct     bool // no coalescing: each call runs fetchOne (SQLite)
	fetchOne   func(ctx context.Context, key K) (V, bool, error)

	mu      sync.Mutex
	pending []*readCall[K, V]
	running int

	batches, reads int64 // totals, for tests and diagnosis (under mu)
}

// get returns the value of key, found=false when fetch did not return it.
func (b *readBatcher[K, V]) get(ctx context.Context, key K) (V, bool, error) {
	if err := ctx.Err(); err != nil {
		var zero V
		return zero, false, err
	}
	if b.direct {
		return b.fetchOne(ctx, key)
	}
	c := &readCall[K, V]{key: key, done: make(chan struct{})}
	b.mu.Lock()
	b.pending = append(b.pending, c)
	start := b.running < b.maxRunning
	if start {
		b.running++
	}
	b.mu.Unlock()
	if start {
		go b.drain()
	}
	select {
	case <-c.done:
		return c.val, c.found, c.err
	case <-ctx.Done():
		var zero V
		return zero, false, ctx.Err()
	}
}

// drain runs batches until nobody is waiting.
func (b *readBatcher[K, V]) drain() {
	for {
		b.mu.Lock()
		batch := takeFront(&b.pending, b.maxBatch)
		if len(batch) == 0 {
			b.running--
			b.mu.Unlock()
			return
		}
		b.batches++
		b.reads += int64(len(batch))
		b.mu.Unlock()
		b.run(batch)
	}
}

func (b *readBatcher[K, V]) run(batch []*readCall[K, V]) {
	keys := make([]K, 0, len(batch))
	seen := make(map[K]bool, len(batch))
	for _, c := range batch {
		if !seen[c.key] {
			seen[c.key] = true
			keys = append(keys, c.key)
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), readTimeout)
	found, err := b.safeFetch(ctx, keys)
	cancel()
	for _, c := range batch {
		if err != nil {
			c.err = err
		} else {
			c.val, c.found = found[c.key]
		}
		close(c.done)
	}
}

// safeFetch turns a panicking fetch into an error for the batch instead of leaving its callers
// waiting forever.
func (b *readBatcher[K, V]) safeFetch(ctx context.Context, keys []K) (m map[K]V, err error) {
	defer func() {
		if p := recover(); p != nil {
			m, err = nil, fmt.Errorf("store: batched read panicked: %v", p)
		}
	}()
	return b.fetch(ctx, keys)
}

// stats returns how many batches ran and how many reads they answered.
func (b *readBatcher[K, V]) stats() (batches, reads int64) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.batches, b.reads
}

// takeFront removes and returns up to n items from the front of *q (a batch of waiting callers).
func takeFront[T any](q *[]T, n int) []T {
	n = min(len(*q), n)
	if n == 0 {
		return nil
	}
	batch := make([]T, n)
	copy(batch, *q)
	rest := copy(*q, (*q)[n:])
	clear((*q)[rest:])
	*q = (*q)[:rest]
	return batch
}

// keyList is the keys of a batch as one query parameter, a JSON array (see inKeys).
func keyList[K int64 | string](keys []K) string {
	b, _ := json.Marshal(keys) // a slice of ints or strings always encodes
	return string(b)
}

// inKeys is the condition "col is one of the keys in parameter p" for a parameter built by
// keyList (bigint keys, or text when text is set); one statement text serves any number of
// keys, so it is prepared once.
func (s *Store) inKeys(col, p string, text bool) string {
	if s.Dialect == Postgres {
		elems := "jsonb_array_elements_text(CAST(" + p + " AS JSONB))"
		if !text {
			elems = "CAST(" + elems + " AS BIGINT)"
		}
		return col + " IN (SELECT " + elems + ")"
	}
	return col + " IN (SELECT value FROM json_each(" + p + "))"
}

// startReaders sets up the batched reads (called by Open). On PostgreSQL one batch of at most
// 64 keys runs at a time and the next gathers every caller who arrived meanwhile: bench/authread
// (64 connections) served 55-57 % of the bare handler with one batch in flight, 51 % with two,
// 43 % with four (fewer, larger batches; one connection of the pool). SQLite reads in process:
// there a round trip costs nothing and the batch query is slower than one plain read each
// (BenchmarkUserRead: 64 callers on 64 borrowers, PostgreSQL 9-12 µs/read batched against
// 70 µs alone; SQLite's JSON-list query 14-15 µs against 6-10 for the plain one-key query), so
// there each call runs fetchOne.
func (s *Store) startReaders() {
	const running = 1
	direct := s.Dialect != Postgres
	if !direct {
		s.reads = &readPipe{s: s}
	}
	s.userFlags = &readBatcher[int64, userFlag]{fetch: s.fetchUserFlags, fetchOne: s.fetchUserFlag, maxBatch: 64, maxRunning: running, direct: direct}
	s.repayRefs = &readBatcher[string, payments.Repayment]{fetch: s.fetchRepaymentsByReference, fetchOne: s.fetchRepaymentByReference,
		maxBatch: 64, maxRunning: running, direct: direct}
}
