package store_test

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/payments"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// TestStoreAcknowledgedWritesStay mixes 2,000 concurrent writes of every kind (a statement on
// the pool, a store transaction, a unit of work) with statements that fail on the server:
// every write that was acknowledged is in the database, and no failed one is.
func TestStoreAcknowledgedWritesStay(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		ctx := context.Background()
		st := storetest.Open(t, d, clock.NewFixed(t0))
		const n = 2000
		var wg sync.WaitGroup
		acked := make([]bool, n)
		errs := make([]error, n)
		sem := make(chan struct{}, 64)
		for i := range n {
			wg.Add(1)
			sem <- struct{}{}
			go func() {
				defer wg.Done()
				defer func() { <-sem }()
				phone := fmt.Sprintf("w%04d", i)
				const insert = `INSERT INTO sms_outbox (phone, channel, body, code, created_at) VALUES ($1, 'sms', 'x', '', 0) RETURNING id`
				var err error
				switch {
				case i%10 == 3: // a read that fails on the server
					var x int
					err = st.QueryRow(ctx, `SELECT CAST($1 AS INTEGER) / 0 FROM no_such_table`, i).Scan(&x)
					if err == nil {
						errs[i] = errors.New("a failing read succeeded")
					}
					return
				case i%10 == 7: // a transaction that writes, then fails: nothing of it stays
					err = st.Tx(ctx, func(tx store.Querier) error {
						var id int64
						if err := tx.QueryRowContext(ctx, insert, phone).Scan(&id); err != nil {
							return err
						}
						_, err := tx.ExecContext(ctx, `INSERT INTO no_such_table VALUES (1)`)
						return err
					})
					if err == nil {
						errs[i] = errors.New("a failing transaction succeeded")
					}
					return
				case i%3 == 0:
					var id int64
					err = st.QueryRow(ctx, insert, phone).Scan(&id)
				case i%3 == 1:
					err = st.Tx(ctx, func(tx store.Querier) error {
						var id int64
						return tx.QueryRowContext(ctx, insert, phone).Scan(&id)
					})
				default: // a unit of work
					err = st.InTx(ctx, func(tx *store.Tx) error {
						_, err := tx.ReceiveEvent(ctx, payments.Event{ID: phone, Type: "x", Reference: "r"}, nil, 0)
						return err
					})
				}
				if err != nil {
					errs[i] = err
					return
				}
				acked[i] = true
			}()
		}
		wg.Wait()
		for i, err := range errs {
			if err != nil {
				t.Fatalf("write %d: %v", i, err)
			}
		}
		got := map[string]int{}
		rows, err := st.Query(ctx, `SELECT k, COUNT(*) FROM (SELECT phone AS k FROM sms_outbox UNION ALL SELECT event_id FROM payment_events) w GROUP BY k`)
		if err != nil {
			t.Fatal(err)
		}
		for rows.Next() {
			var p string
			var c int
			if err := rows.Scan(&p, &c); err != nil {
				t.Fatal(err)
			}
			got[p] = c
		}
		rows.Close()
		lost, ackedN := 0, 0
		for i := range n {
			c := got[fmt.Sprintf("w%04d", i)]
			if acked[i] {
				ackedN++
				if c != 1 {
					lost++
				}
			} else if c != 0 {
				t.Fatalf("write %d failed but left %d rows", i, c)
			}
		}
		if lost > 0 {
			t.Fatalf("%d of %d acknowledged writes are missing", lost, ackedN)
		}
		if ackedN < n/2 {
			t.Fatalf("only %d writes acknowledged", ackedN)
		}
	})
}

// TestStoreCommitGroup runs many concurrent write transactions, some failing after they wrote,
// one panicking (the panic reaches its caller), one cancelled: each function runs exactly once, every good one is committed
// once, every bad one leaves nothing and gets its own error.
func TestStoreCommitGroup(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		ctx := context.Background()
		st := storetest.Open(t, d, clock.NewFixed(t0))
		errBad := errors.New("bad job")
		const n = 300
		var wg sync.WaitGroup
		errs := make([]error, n)
		runs := make([]int, n)
		for i := range n {
			wg.Add(1)
			go func() {
				defer wg.Done()
				jobCtx := ctx
				if i == 5 {
					c, cancel := context.WithCancel(ctx)
					cancel()
					jobCtx = c
				}
				defer func() {
					if p := recover(); p != nil {
						errs[i] = fmt.Errorf("panicked: %v", p)
					}
				}()
				errs[i] = st.Tx(jobCtx, func(tx store.Querier) error {
					runs[i]++
					if _, err := tx.ExecContext(jobCtx, `INSERT INTO sms_outbox (phone, channel, body, code, created_at) VALUES ($1, 'sms', 'x', '', 0)`,
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
		bad := func(i int) bool { return i%10 == 3 || i == 77 || i == 5 }
		for i, err := range errs {
			switch {
			case i%10 == 3 && !errors.Is(err, errBad):
				t.Fatalf("job %d: got %v, want its own error", i, err)
			case (i == 77 || i == 5) && err == nil:
				t.Fatalf("job %d: a panicking or cancelled job reported success", i)
			case !bad(i) && err != nil:
				t.Fatalf("good job %d failed: %v", i, err)
			}
			if runs[i] > 1 {
				t.Fatalf("job %d ran %d times", i, runs[i])
			}
		}
		for i := range n {
			var c int
			if err := st.QueryRow(ctx, `SELECT COUNT(*) FROM sms_outbox WHERE phone = $1`, fmt.Sprintf("p%03d", i)).Scan(&c); err != nil {
				t.Fatal(err)
			}
			want := 1
			if bad(i) {
				want = 0
			}
			if c != want {
				t.Fatalf("job %d committed %d times, want %d", i, c, want)
			}
		}
	})
}

// TestStoreSlowReadDoesNotStallReads: while one slow query runs, 20 concurrent trivial reads
// (the session check every borrower page makes among them) each answer within the pool's
// normal latency: nothing queues reads behind one another.
func TestStoreSlowReadDoesNotStallReads(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		ctx := context.Background()
		st := storetest.Open(t, d, clock.NewFixed(t0))
		uid, _, err := st.Users().UpsertUser(ctx, "09171230000")
		if err != nil {
			t.Fatal(err)
		}
		slow := `SELECT COUNT(*) FROM (SELECT pg_sleep(2)) s`
		if d == store.SQLite {
			slow = `WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 5000000) SELECT COUNT(*) FROM c`
		}
		slowDone := make(chan time.Duration, 1)
		go func() {
			start := time.Now()
			var n int64
			_ = st.QueryRow(ctx, slow).Scan(&n)
			slowDone <- time.Since(start)
		}()
		time.Sleep(100 * time.Millisecond) // the slow query is running
		var wg sync.WaitGroup
		took := make([]time.Duration, 20)
		errs := make([]error, 20)
		for i := range 20 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				start := time.Now()
				_, _, errs[i] = st.Users().UserWithLoanFlag(ctx, uid)
				took[i] = time.Since(start)
			}()
		}
		wg.Wait()
		slowTook := <-slowDone
		for i := range 20 {
			if errs[i] != nil {
				t.Fatal(errs[i])
			}
			if took[i] > 500*time.Millisecond {
				t.Fatalf("read %d took %v while a %v query ran", i, took[i], slowTook)
			}
		}
		if slowTook < 300*time.Millisecond {
			t.Logf("the slow query took only %v", slowTook)
		}
	})
}
