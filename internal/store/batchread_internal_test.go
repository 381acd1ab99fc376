package store

import (
	"context"
	"errors"
	"sync"
	"testing"
)

// TestReadBatcherFailures: a failing or panicking fetch fails exactly the callers of its
// batch, with an error, and later reads work again.
func TestReadBatcherFailures(t *testing.T) {
	errDown := errors.New("down")
	var mode string
	var mu sync.Mutex
	b := &readBatcher[int, int]{maxBatch: 3, maxRunning: 1, fetch: func(_ context.Context, keys []int) (map[int]int, error) {
		mu.Lock()
		defer mu.Unlock()
		if len(keys) > 3 {
			t.Errorf("batch of %d keys, max 3", len(keys))
		}
		switch mode {
		case "error":
			return nil, errDown
		case "panic":
			panic("boom")
		}
		out := map[int]int{}
		for _, k := range keys {
			if k%2 == 0 {
				out[k] = k * 10
			}
		}
		return out, nil
	}}
	ctx := context.Background()
	for _, m := range []string{"error", "panic", ""} {
		mu.Lock()
		mode = m
		mu.Unlock()
		var wg sync.WaitGroup
		for k := range 20 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				v, found, err := b.get(ctx, k)
				switch {
				case m == "error" && !errors.Is(err, errDown):
					t.Errorf("%s: key %d: got %v", m, k, err)
				case m == "panic" && err == nil:
					t.Errorf("panic: key %d: no error", k)
				case m == "" && (err != nil || found != (k%2 == 0) || (found && v != k*10)):
					t.Errorf("key %d: got %d %v %v", k, v, found, err)
				}
			}()
		}
		wg.Wait()
	}
	if _, reads := b.stats(); reads != 60 {
		t.Errorf("reads %d, want 60", reads)
	}
}
