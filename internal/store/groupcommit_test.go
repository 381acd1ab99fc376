package store_test

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"sync"
	"testing"

	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// TestGroupTx runs many concurrent write jobs, some failing, one panicking: every good job is
// committed exactly once (even when it first ran in a batch that a bad job spoiled) and every
// bad one leaves nothing and gets its own error.
func TestGroupTx(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		ctx := context.Background()
		st := storetest.Open(t, d, clock.NewFixed(t0))
		errBad := errors.New("bad job")
		const n = 200
		var wg sync.WaitGroup
		errs := make([]error, n)
		runs := make([]int, n)
		for i := range n {
			wg.Add(1)
			go func() {
				defer wg.Done()
				errs[i] = st.GroupTx(ctx, int64(i%7), func(tx *sql.Tx) error {
					runs[i]++
					if _, err := tx.ExecContext(ctx, `INSERT INTO sms_outbox (phone, channel, body, code, created_at) VALUES ($1, 'sms', 'x', '', 0)`,
						fmt.Sprintf("p%03d", i)); err != nil {
						return err
					}
					switch {
					case i%10 == 3:
						return errBad // after writing: the write must not stay
					case i == 77:
						panic("boom")
					}
					return nil
				})
			}()
		}
		wg.Wait()
		for i, err := range errs {
			switch {
			case i%10 == 3 && !errors.Is(err, errBad):
				t.Fatalf("job %d: got %v, want its own error", i, err)
			case i == 77 && (err == nil || errors.Is(err, errBad)):
				t.Fatalf("panicking job: got %v", err)
			case i%10 != 3 && i != 77 && err != nil:
				t.Fatalf("good job %d failed: %v", i, err)
			}
		}
		rows, err := st.DB.QueryContext(ctx, `SELECT phone, COUNT(*) FROM sms_outbox GROUP BY phone`)
		if err != nil {
			t.Fatal(err)
		}
		defer rows.Close()
		got := map[string]int{}
		for rows.Next() {
			var p string
			var c int
			if err := rows.Scan(&p, &c); err != nil {
				t.Fatal(err)
			}
			got[p] = c
		}
		reruns := 0
		for i := range n {
			if runs[i] > 1 {
				reruns++
			}
		}
		t.Logf("%d jobs ran again alone after their batch failed", reruns)
		for i := range n {
			want := 1
			if i%10 == 3 || i == 77 {
				want = 0
			}
			if c := got[fmt.Sprintf("p%03d", i)]; c != want {
				t.Fatalf("job %d committed %d times, want %d", i, c, want)
			}
		}
	})
}

func TestGroupTxCancelled(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		st := storetest.Open(t, d, clock.NewFixed(t0))
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		err := st.GroupTx(ctx, 1, func(tx *sql.Tx) error {
			_, err := tx.ExecContext(ctx, `INSERT INTO sms_outbox (phone, channel, body, code, created_at) VALUES ('c', 'sms', 'x', '', 0)`)
			return err
		})
		if err == nil {
			t.Fatal("a cancelled job must not report success")
		}
		var c int
		if err := st.DB.QueryRow(`SELECT COUNT(*) FROM sms_outbox`).Scan(&c); err != nil || c != 0 {
			t.Fatalf("cancelled job wrote %d rows (%v)", c, err)
		}
	})
}
