package store_test

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// runners counts the workers running at once and the runs of each instance.
type runners struct {
	mu     sync.Mutex
	active int
	max    int
	runs   map[string]int
}

func (r *runners) worker(id string) func(ctx context.Context) {
	return func(ctx context.Context) {
		r.mu.Lock()
		r.active++
		r.max = max(r.max, r.active)
		r.runs[id]++
		r.mu.Unlock()
		<-ctx.Done()
		r.mu.Lock()
		r.active--
		r.mu.Unlock()
	}
}

func (r *runners) snapshot() (active, maxActive int, runs map[string]int) {
	r.mu.Lock()
	defer r.mu.Unlock()
	out := map[string]int{}
	for k, v := range r.runs {
		out[k] = v
	}
	return r.active, r.max, out
}

func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// Two instances on one PostgreSQL run a leased worker once between them; when the runner's
// connection dies (as when its process is killed) the other takes the work over; stopping
// releases the lease.
func TestLeadOneRunnerTakeover(t *testing.T) {
	url := storetest.PostgresURL(t)
	clk := clock.NewFixed(t0)
	a, b := storetest.OpenURL(t, url, clk), storetest.OpenURL(t, url, clk)
	rb := make([]byte, 4)
	rand.Read(rb)
	name := "test-" + hex.EncodeToString(rb)
	r := &runners{runs: map[string]int{}}
	ctx, cancel := context.WithCancel(context.Background())
	stop := map[string]context.CancelFunc{}
	var wg sync.WaitGroup
	t.Cleanup(func() { cancel(); wg.Wait() }) // before the stores close (cleanups run last first)
	for id, st := range map[string]*store.Store{"a": a, "b": b} {
		ictx, icancel := context.WithCancel(ctx)
		stop[id] = icancel
		wg.Add(1)
		go func() { defer wg.Done(); st.Lead(ictx, name, 100*time.Millisecond, r.worker(id)) }()
	}
	waitFor(t, "a runner", func() bool { act, _, _ := r.snapshot(); return act == 1 })
	time.Sleep(600 * time.Millisecond) // several retries of the other instance
	act, mx, runs := r.snapshot()
	if act != 1 || mx != 1 || runs["a"]+runs["b"] != 1 {
		t.Fatalf("two instances: active %d, at most %d at once, runs %v; want one runner", act, mx, runs)
	}
	leader, other := "a", "b"
	if runs["b"] == 1 {
		leader, other = "b", "a"
	}
	// Kill the runner: its lease connection dies (as with a SIGKILL of its process) and it
	// does nothing more.
	var pid int
	if err := a.DB.QueryRowContext(ctx, `SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND granted AND ((classid::bigint << 32) | objid::bigint) = $1`, store.LeaseKey(name)).Scan(&pid); err != nil {
		t.Fatalf("the lease's lock is not in pg_locks: %v", err)
	}
	if _, err := a.DB.ExecContext(ctx, `SELECT pg_terminate_backend($1)`, pid); err != nil {
		t.Fatal(err)
	}
	stop[leader]()
	waitFor(t, "the takeover", func() bool { _, _, runs := r.snapshot(); return runs[other] == 1 })
	waitFor(t, "one runner again", func() bool { act, _, _ := r.snapshot(); return act == 1 })
	if _, _, runs := r.snapshot(); runs[leader] != 1 {
		t.Fatalf("runs %v: the dead runner's instance ran again while the other held the lease", runs)
	}
	cancel()
	wg.Wait()
	var held int
	if err := a.DB.QueryRowContext(context.Background(), `SELECT COUNT(*) FROM pg_locks WHERE locktype = 'advisory' AND ((classid::bigint << 32) | objid::bigint) = $1`, store.LeaseKey(name)).Scan(&held); err != nil {
		t.Fatal(err)
	}
	if act, _, _ := r.snapshot(); act != 0 || held != 0 {
		t.Fatalf("after stop: %d running, lock held %d times", act, held)
	}
}

// On SQLite (one instance) a leased worker simply runs.
func TestLeadSQLiteRuns(t *testing.T) {
	st := storetest.Open(t, store.SQLite, clock.NewFixed(t0))
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	ran := false
	st.Lead(ctx, "x", time.Second, func(ctx context.Context) { ran = true; <-ctx.Done() })
	if !ran {
		t.Fatal("the worker did not run")
	}
}

func TestCheckKeys(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		st := storetest.Open(t, d, clock.NewFixed(t0))
		ctx := context.Background()
		first := []store.KeyFingerprint{{"secret", "s1"}, {"data:0", "d0"}}
		if err := st.CheckKeys(ctx, first); err != nil {
			t.Fatalf("first start: %v", err)
		}
		if err := st.CheckKeys(ctx, first); err != nil {
			t.Fatalf("same keys: %v", err)
		}
		for _, bad := range [][]store.KeyFingerprint{
			{{"secret", "s2"}, {"data:0", "d0"}},
			{{"secret", "s1"}, {"data:0", "dX"}},
			{{"secret", "s1"}, {"data:2", "d2"}}, // lacks data:0
		} {
			if err := st.CheckKeys(ctx, bad); !errors.Is(err, store.ErrKeyMismatch) {
				t.Fatalf("%v: got %v, want ErrKeyMismatch", bad, err)
			}
		}
		// A new key beside the old one is recorded; once the old one is retired it may go.
		if err := st.CheckKeys(ctx, []store.KeyFingerprint{{"secret", "s1"}, {"data:2", "d2"}, {"data:0", "d0"}}); err != nil {
			t.Fatalf("adding a key: %v", err)
		}
		if err := st.RetireDataKeys(ctx, []string{"2"}); err != nil {
			t.Fatal(err)
		}
		if err := st.CheckKeys(ctx, []store.KeyFingerprint{{"secret", "s1"}, {"data:2", "d2"}}); err != nil {
			t.Fatalf("after retiring data:0: %v", err)
		}
		if err := st.CheckKeys(ctx, []store.KeyFingerprint{{"secret", "s1"}, {"data:2", "d2"}, {"data:0", "dY"}}); !errors.Is(err, store.ErrKeyMismatch) {
			t.Fatalf("a retired key with other material: got %v", err)
		}
	})
}
