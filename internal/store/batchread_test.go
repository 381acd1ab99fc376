package store_test

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/seed"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// TestUserWithLoanFlagBatched reads many borrowers at once: each caller gets its own borrower
// and loan flag (the demo borrower has open loans, new borrowers none), a deleted or unknown
// borrower is not found, concurrent reads share queries, and a read after a write sees it.
func TestUserWithLoanFlagBatched(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		ctx := context.Background()
		clk := clock.NewFixed(t0)
		st := storetest.Open(t, d, clk)
		if _, err := seed.Run(ctx, st, clk); err != nil {
			t.Fatal(err)
		}
		demo, _, err := st.UpsertUser(ctx, seed.DemoPhone)
		if err != nil {
			t.Fatal(err)
		}
		phones := map[int64]string{demo: seed.DemoPhone}
		for i := range 20 {
			p := fmt.Sprintf("0918%07d", i)
			id, _, err := st.UpsertUser(ctx, p)
			if err != nil {
				t.Fatal(err)
			}
			phones[id] = p
		}
		gone, _, _ := st.UpsertUser(ctx, "09190000001")
		if err := st.DeleteUser(ctx, gone); err != nil {
			t.Fatal(err)
		}

		const n = 400
		ids := make([]int64, 0, len(phones))
		for id := range phones {
			ids = append(ids, id)
		}
		var wg sync.WaitGroup
		errs := make(chan error, n)
		for i := range n {
			wg.Add(1)
			go func() {
				defer wg.Done()
				id := ids[i%len(ids)]
				if i%9 == 0 {
					id = gone
				}
				if i%13 == 0 {
					id = 1 << 40
				}
				u, open, err := st.UserWithLoanFlag(ctx, id)
				switch {
				case id == gone || id == 1<<40:
					if !errors.Is(err, store.ErrNotFound) {
						errs <- fmt.Errorf("user %d: got %v, want not found", id, err)
					}
				case err != nil:
					errs <- fmt.Errorf("user %d: %v", id, err)
				case u.ID != id || u.Phone != phones[id] || open != (id == demo):
					errs <- fmt.Errorf("user %d: got %d %s open=%v", id, u.ID, u.Phone, open)
				}
			}()
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			t.Error(err)
		}
		batches, reads := st.UserReadStats()
		switch {
		case d == store.Postgres && (reads != n || batches >= n):
			t.Errorf("%d reads in %d batches: want %d reads sharing queries", reads, batches, n)
		case d == store.SQLite && reads != 0:
			t.Errorf("SQLite coalesced %d reads: each should read alone", reads)
		}

		if _, err := st.DB.ExecContext(ctx, `UPDATE orders SET status = 200 WHERE user_id = $1`, demo); err != nil {
			t.Fatal(err)
		}
		if _, open, err := st.UserWithLoanFlag(ctx, demo); err != nil || open {
			t.Fatalf("after settling every loan: open=%v err=%v", open, err)
		}
	})
}

// TestUserWithLoanFlagCancelled: a caller that gives up gets its context's error at once.
func TestUserWithLoanFlagCancelled(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		st := storetest.Open(t, d, clock.NewFixed(t0))
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		if _, _, err := st.UserWithLoanFlag(ctx, 1); !errors.Is(err, context.Canceled) {
			t.Fatalf("got %v, want context.Canceled", err)
		}
	})
}

// BenchmarkUserRead compares the batched user read with one query per call, 64 concurrent
// callers reading 64 borrowers: go test ./internal/store -run '^$' -bench UserRead
// (PAUTANG_TEST_DATABASE_URL for PostgreSQL).
func BenchmarkUserRead(b *testing.B) {
	for _, d := range storetest.Engines() {
		st := storetest.Open(b, d, clock.NewFixed(t0))
		var ids []int64
		for i := range 64 {
			id, _, err := st.UpsertUser(context.Background(), fmt.Sprintf("0917%07d", i))
			if err != nil {
				b.Fatal(err)
			}
			ids = append(ids, id)
		}
		var next atomic.Int64
		for _, mode := range []string{"batched", "direct"} {
			b.Run(string(d)+"/"+mode, func(b *testing.B) {
				b.SetParallelism(32)
				b.RunParallel(func(pb *testing.PB) {
					ctx := context.Background()
					for pb.Next() {
						id := ids[next.Add(1)%int64(len(ids))]
						var err error
						if mode == "batched" {
							_, _, err = st.UserWithLoanFlag(ctx, id)
						} else {
							err = st.UserFlagDirect(ctx, id)
						}
						if err != nil {
							b.Error(err)
							return
						}
					}
				})
			})
		}
	}
}
