package store_test

import (
	"context"
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
				errs[i] = st.GroupTx(ctx, int64(i%7), func(tx store.Stmts) error {
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
		err := st.GroupTx(ctx, 1, func(tx store.Stmts) error {
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

// TestGroupTxPipelined checks what the pipelined lanes (PostgreSQL) must keep: jobs of one key
// run in order and see each other's writes (each reads its key's rows, then writes the next
// number: interleaving them would repeat a number), jobs of other keys share round trips, and a
// statement that fails (a duplicate primary key, sent without waiting) fails only its own job,
// and a statement a job sends last still runs.
func TestGroupTxPipelined(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		ctx := context.Background()
		st := storetest.Open(t, d, clock.NewFixed(t0))
		if _, err := st.DB.ExecContext(ctx, `INSERT INTO payment_events (event_id, type, reference, payload, received_at) VALUES ('taken', 'x', 'x', '', 0)`); err != nil {
			t.Fatal(err)
		}
		const n, keys = 300, 12
		var wg sync.WaitGroup
		errs := make([]error, n)
		for i := range n {
			wg.Add(1)
			go func() {
				defer wg.Done()
				phone := fmt.Sprintf("k%02d", i%keys)
				errs[i] = st.GroupTx(ctx, int64(i%keys), func(tx store.Stmts) error {
					var next int
					if err := tx.QueryRow(ctx, `SELECT COUNT(*) FROM sms_outbox WHERE phone = $1`, phone).Scan(&next); err != nil {
						return err
					}
					if _, err := tx.ExecContext(ctx, `INSERT INTO sms_outbox (phone, channel, body, code, created_at) VALUES ($1, 'sms', $2, '', 0)`,
						phone, fmt.Sprint(next)); err != nil {
						return err
					}
					if i%50 == 7 { // sent, not waited for: the failure surfaces through the batch
						return tx.Send(ctx, `INSERT INTO payment_events (event_id, type, reference, payload, received_at) VALUES ('taken', 'x', 'x', '', 0)`)
					}
					if i%3 == 0 { // a job's last statement sent, not waited for, must still run
						return tx.Send(ctx, `INSERT INTO sms_outbox (phone, channel, body, code, created_at) VALUES ('sent', 'sms', $1, '', 0)`, fmt.Sprint(i))
					}
					return nil
				})
			}()
		}
		wg.Wait()
		bad := 0
		for i, err := range errs {
			if i%50 == 7 {
				bad++
				if !store.IsUniqueViolation(err) {
					t.Fatalf("job %d: got %v, want its duplicate key error", i, err)
				}
			} else if err != nil {
				t.Fatalf("job %d failed: %v", i, err)
			}
		}
		for k := range keys {
			var rows, distinct, top int
			if err := st.DB.QueryRowContext(ctx, `SELECT COUNT(*), COUNT(DISTINCT body), COALESCE(MAX(CAST(body AS INTEGER)), -1) FROM sms_outbox WHERE phone = $1`,
				fmt.Sprintf("k%02d", k)).Scan(&rows, &distinct, &top); err != nil {
				t.Fatal(err)
			}
			if rows != distinct || top != rows-1 {
				t.Fatalf("key %d: %d rows, %d distinct numbers, top %d: jobs of one key interleaved", k, rows, distinct, top)
			}
		}
		wantSent := 0
		for i := range n {
			if i%3 == 0 && i%50 != 7 {
				wantSent++
			}
		}
		var total, sent int
		if err := st.DB.QueryRowContext(ctx, `SELECT COUNT(*), COUNT(CASE WHEN phone = 'sent' THEN 1 END) FROM sms_outbox`).Scan(&total, &sent); err != nil ||
			sent != wantSent || total != n-bad+wantSent {
			t.Fatalf("%d rows, %d sent (%v), want %d and %d", total, sent, err, n-bad+wantSent, wantSent)
		}
		if d == store.Postgres {
			rounds, stmts := st.PipelineStats()
			t.Logf("%d statements in %d round trips", stmts, rounds)
			if rounds == 0 || stmts < 2*rounds {
				t.Fatalf("%d statements in %d round trips: the lanes did not pipeline", stmts, rounds)
			}
		}
	})
}
