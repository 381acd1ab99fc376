package store_test

import (
	"context"
	"errors"
	"testing"

	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

func TestCheckKeys(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		st := storetest.Open(t, d, clock.NewFixed(t0))
		ctx := context.Background()
		first := []store.KeyFingerprint{{"secret", "s1"}, {"data:0", "d0"}}
		if err := st.Banking().CheckKeys(ctx, first); err != nil {
			t.Fatalf("first start: %v", err)
		}
		if err := st.Banking().CheckKeys(ctx, first); err != nil {
			t.Fatalf("same keys: %v", err)
		}
		for _, bad := range [][]store.KeyFingerprint{
			{{"secret", "s2"}, {"data:0", "d0"}},
			{{"secret", "s1"}, {"data:0", "dX"}},
			{{"secret", "s1"}, {"data:2", "d2"}}, // lacks data:0
		} {
			if err := st.Banking().CheckKeys(ctx, bad); !errors.Is(err, store.ErrKeyMismatch) {
				t.Fatalf("%v: got %v, want ErrKeyMismatch", bad, err)
			}
		}
		// A new key beside the old one is recorded; once the old one is retired it may go.
		if err := st.Banking().CheckKeys(ctx, []store.KeyFingerprint{{"secret", "s1"}, {"data:2", "d2"}, {"data:0", "d0"}}); err != nil {
			t.Fatalf("adding a key: %v", err)
		}
		if err := st.Banking().RetireDataKeys(ctx, []string{"2"}); err != nil {
			t.Fatal(err)
		}
		if err := st.Banking().CheckKeys(ctx, []store.KeyFingerprint{{"secret", "s1"}, {"data:2", "d2"}}); err != nil {
			t.Fatalf("after retiring data:0: %v", err)
		}
		if err := st.Banking().CheckKeys(ctx, []store.KeyFingerprint{{"secret", "s1"}, {"data:2", "d2"}, {"data:0", "dY"}}); !errors.Is(err, store.ErrKeyMismatch) {
			t.Fatalf("a retired key with other material: got %v", err)
		}
	})
}
