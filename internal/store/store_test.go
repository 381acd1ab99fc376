package store_test

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

var t0 = time.Date(2026, 11, 22, 9, 0, 0, 0, clock.Manila)

func TestStoreMigrateIsIdempotent(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		st := storetest.Open(t, d, clock.NewFixed(t0))
		n, err := st.Migrate(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		if n != 0 {
			t.Fatalf("second migrate applied %d, want 0", n)
		}
	})
}

func TestStoreUsersAndSessions(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		ctx := context.Background()
		clk := clock.NewFixed(t0)
		st := storetest.Open(t, d, clk)
		id, _, err := st.Users().UpsertUser(ctx, "09171234567")
		if err != nil {
			t.Fatal(err)
		}
		again, _, err := st.Users().UpsertUser(ctx, "09171234567")
		if err != nil || again != id {
			t.Fatalf("upsert again: got %d, %v, want %d", again, err, id)
		}
		sid, err := st.Users().CreateSession(ctx, id, "hash1", "dev", t0.Add(time.Hour))
		if err != nil {
			t.Fatal(err)
		}
		sess, ok, err := st.Users().SessionByHash(ctx, "hash1")
		if err != nil || !ok || sess.ID != sid || sess.UserID != id || sess.Phone != "09171234567" {
			t.Fatalf("session: got %+v %v %v", sess, ok, err)
		}
		if err := st.Users().RevokeSession(ctx, "hash1"); err != nil {
			t.Fatal(err)
		}
		if _, ok, _ := st.Users().SessionByHash(ctx, "hash1"); ok {
			t.Fatal("revoked session still found")
		}
		if err := st.Users().DeleteUser(ctx, id); err != nil {
			t.Fatal(err)
		}
		if _, err := st.Users().UserByID(ctx, id); !errors.Is(err, store.ErrNotFound) {
			t.Fatalf("deleted user: got %v, want ErrNotFound", err)
		}
	})
}

func TestStoreRateHitConcurrent(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		ctx := context.Background()
		st := storetest.Open(t, d, clock.NewFixed(t0))
		var wg sync.WaitGroup
		var mu sync.Mutex
		allowed := 0
		for i := 0; i < 20; i++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				ok, err := st.RateHit(ctx, "b", time.Hour, 5)
				if err != nil {
					t.Error(err)
					return
				}
				if ok {
					mu.Lock()
					allowed++
					mu.Unlock()
				}
			}()
		}
		wg.Wait()
		if allowed != 5 {
			t.Fatalf("allowed %d, want 5", allowed)
		}
	})
}

func TestStoreCodes(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		ctx := context.Background()
		st := storetest.Open(t, d, clock.NewFixed(t0))
		if _, err := st.Users().LatestCode(ctx, "09170000000", "login"); !errors.Is(err, store.ErrNotFound) {
			t.Fatalf("got %v, want ErrNotFound", err)
		}
		st.Users().SaveCode(ctx, "09170000000", "login", "sms", "h1", t0.Add(5*time.Minute))
		st.Users().SaveCode(ctx, "09170000000", "login", "sms", "h2", t0.Add(5*time.Minute))
		c, err := st.Users().LatestCode(ctx, "09170000000", "login")
		if err != nil || c.CodeHash != "h2" {
			t.Fatalf("latest: got %+v %v, want h2", c, err)
		}
		first, _ := st.Users().ConsumeCode(ctx, c.ID)
		second, _ := st.Users().ConsumeCode(ctx, c.ID)
		if !first || second {
			t.Fatalf("consume: got %v %v, want true false", first, second)
		}
	})
}
