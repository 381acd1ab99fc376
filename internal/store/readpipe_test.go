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

// TestReadPipe runs many concurrent reads of every kind through the store's read path (one
// batch per round trip on PostgreSQL): each gets its own answer, a failing statement fails only
// itself (the reads queued after it in its batch run again), a missing row is sql.ErrNoRows,
// and a read sees a write committed before it was asked for.
func TestReadPipe(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		ctx := context.Background()
		st := storetest.Open(t, d, clock.NewFixed(t0))
		for i := range 20 {
			if _, err := st.DB.ExecContext(ctx, `INSERT INTO sms_outbox (phone, channel, body, code, created_at) VALUES ($1, 'sms', $2, '', $3)`,
				fmt.Sprintf("r%02d", i%5), fmt.Sprint(i), i); err != nil {
				t.Fatal(err)
			}
		}
		const n = 400
		var wg sync.WaitGroup
		errs := make([]error, n)
		for i := range n {
			wg.Add(1)
			go func() {
				defer wg.Done()
				phone := fmt.Sprintf("r%02d", i%5)
				switch i % 4 {
				case 0: // one row
					var c int
					if err := st.QueryRow(ctx, `SELECT COUNT(*) FROM sms_outbox WHERE phone = $1`, phone).Scan(&c); err != nil || c != 4 {
						errs[i] = fmt.Errorf("count %d, %v", c, err)
					}
				case 1: // many rows, in order
					var got []int64
					err := st.ReadEach(ctx, `SELECT created_at FROM sms_outbox WHERE phone = $1 ORDER BY created_at`, []any{phone}, func(r store.Row) error {
						var at int64
						err := r.Scan(&at)
						got = append(got, at)
						return err
					})
					if want := int64(i % 5); err != nil || len(got) != 4 || got[0] != want || got[3] != want+15 {
						errs[i] = fmt.Errorf("rows %v, %v", got, err)
					}
				case 2: // no row
					var body string
					if err := st.QueryRow(ctx, `SELECT body FROM sms_outbox WHERE phone = $1`, "none").Scan(&body); !errors.Is(err, sql.ErrNoRows) {
						errs[i] = fmt.Errorf("missing row: %v", err)
					}
				case 3: // a statement that fails on the server, every tenth such read
					var v int
					div := 1
					if i%40 == 3 {
						div = 0
					}
					err := st.QueryRow(ctx, `SELECT CAST(COUNT(*) AS INTEGER) / $1 FROM sms_outbox WHERE phone = $2`, div, phone).Scan(&v)
					if div == 0 && d == store.Postgres && err == nil {
						errs[i] = errors.New("division by zero succeeded")
					} else if div == 1 && (err != nil || v != 4) {
						errs[i] = fmt.Errorf("got %d, %v", v, err)
					}
				}
			}()
		}
		wg.Wait()
		for i, err := range errs {
			if err != nil {
				t.Fatalf("read %d: %v", i, err)
			}
		}
		if _, err := st.DB.ExecContext(ctx, `INSERT INTO sms_outbox (phone, channel, body, code, created_at) VALUES ('r00', 'sms', 'new', '', 99)`); err != nil {
			t.Fatal(err)
		}
		var c int
		if err := st.QueryRow(ctx, `SELECT COUNT(*) FROM sms_outbox WHERE phone = 'r00'`).Scan(&c); err != nil || c != 5 {
			t.Fatalf("after a write: %d (%v), want 5", c, err)
		}
		if d == store.Postgres {
			// A row function runs on the pipeline's goroutine there: its panic is its read's error.
			err := st.ReadEach(ctx, `SELECT created_at FROM sms_outbox WHERE phone = 'r01'`, nil, func(store.Row) error { panic("boom") })
			if err == nil {
				t.Fatal("a panicking row function reported success")
			}
			if err := st.QueryRow(ctx, `SELECT COUNT(*) FROM sms_outbox WHERE phone = 'r00'`).Scan(&c); err != nil || c != 5 {
				t.Fatalf("a read after the panic: %d (%v)", c, err)
			}
			batches, reads := st.ReadPipeStats()
			t.Logf("%d reads in %d batches", reads, batches)
			if reads < n || batches >= reads {
				t.Fatalf("%d reads in %d batches: the reads were not pipelined", reads, batches)
			}
		}
	})
}
