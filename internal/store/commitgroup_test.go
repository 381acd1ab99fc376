package store_test

import (
	"context"
	"database/sql/driver"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"modernc.org/sqlite"

	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// spin is an SQL function for TestCommitGroupCancelledMidStatement: it reports that the
// statement calling it runs, and keeps a recursive query going until the test lets it end.
var spin struct {
	started chan struct{}
	once    sync.Once
	release atomic.Bool
}

func init() {
	spin.started = make(chan struct{})
	sqlite.MustRegisterScalarFunction("pautang_test_spin", 0, func(*sqlite.FunctionContext, []driver.Value) (driver.Value, error) {
		spin.once.Do(func() { close(spin.started) })
		if spin.release.Load() {
			return int64(0), nil
		}
		return int64(1), nil
	})
}

// A request cancelled while its statement runs inside a commit group fails alone: its caller
// is answered with its own cancellation error while the statement still runs, nothing it
// wrote stays, and the 40 writers that share its commit keep their work. (SQLite rolls back
// the whole transaction when a write statement is interrupted, so the group's statements never
// see the caller's cancellation.)
func TestCommitGroupCancelledMidStatement(t *testing.T) {
	ctx := context.Background()
	st := storetest.Open(t, store.SQLite, clock.NewFixed(t0))
	t.Cleanup(func() { spin.release.Store(true) })
	insert := func(ctx context.Context, tx store.Querier, phone string) error {
		_, err := tx.ExecContext(ctx, `INSERT INTO sms_outbox (phone, channel, body, code, created_at) VALUES ($1, 'sms', 'x', '', 0)`, phone)
		return err
	}

	// A first transaction holds the group while the others queue, so they form the next group
	// together.
	hold, holding := make(chan struct{}), make(chan struct{})
	holderErr := make(chan error, 1)
	go func() {
		holderErr <- st.Tx(ctx, func(tx store.Querier) error {
			close(holding)
			<-hold
			return insert(ctx, tx, "holder")
		})
	}()
	<-holding

	const n = 40
	vctx, cancel := context.WithCancel(ctx)
	defer cancel()
	victimErr := make(chan error, 1)
	go func() {
		victimErr <- st.Tx(vctx, func(tx store.Querier) error {
			if err := insert(vctx, tx, "victim-first"); err != nil {
				return err
			}
			_, err := tx.ExecContext(vctx, `INSERT INTO sms_outbox (phone, channel, body, code, created_at)
				SELECT 'victim-slow', 'sms', 'x', '', COUNT(*) FROM (
					WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 1000000000 AND pautang_test_spin())
					SELECT x FROM c)`)
			return err
		})
	}()
	var wg sync.WaitGroup
	errs := make([]error, n)
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs[i] = st.Tx(ctx, func(tx store.Querier) error { return insert(ctx, tx, fmt.Sprintf("w%02d", i)) })
		}()
	}
	for st.WaitingWrites() < n+1 {
		time.Sleep(time.Millisecond)
	}
	close(hold)
	if err := <-holderErr; err != nil {
		t.Fatal(err)
	}

	select {
	case <-spin.started:
	case <-time.After(10 * time.Second):
		t.Fatal("the slow statement did not start")
	}
	cancel()
	select {
	case err := <-victimErr:
		if !errors.Is(err, context.Canceled) {
			t.Fatalf("the cancelled caller got %v, want its cancellation", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the cancelled caller was not answered while its statement ran")
	}
	spin.release.Store(true)
	wg.Wait()

	for i, err := range errs {
		if err != nil {
			t.Fatalf("writer %d of the cancelled caller's group failed: %v", i, err)
		}
	}
	for i := range n {
		if c := count(t, st, `SELECT COUNT(*) FROM sms_outbox WHERE phone = $1`, fmt.Sprintf("w%02d", i)); c != 1 {
			t.Fatalf("writer %d: %d rows, want 1", i, c)
		}
	}
	if c := count(t, st, `SELECT COUNT(*) FROM sms_outbox WHERE phone LIKE 'victim%'`); c != 0 {
		t.Fatalf("the cancelled transaction left %d rows", c)
	}
	if c := count(t, st, `SELECT COUNT(*) FROM sms_outbox WHERE phone = 'holder'`); c != 1 {
		t.Fatal("the first transaction's row is missing")
	}
}

// BenchmarkCommitGroupWrites: concurrent write transactions of three statements each, under a
// cancellable context as a request's is (so every statement goes through jobTx's watch).
func BenchmarkCommitGroupWrites(b *testing.B) {
	st := storetest.Open(b, store.SQLite, clock.NewFixed(t0))
	var seq atomic.Int64
	b.SetParallelism(16)
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			ctx, cancel := context.WithCancel(context.Background())
			i := seq.Add(1)
			err := st.Tx(ctx, func(tx store.Querier) error {
				for k := range 3 {
					if _, err := tx.ExecContext(ctx, `INSERT INTO sms_outbox (phone, channel, body, code, created_at) VALUES ($1, 'sms', 'x', '', 0)`,
						fmt.Sprintf("b%d-%d", i, k)); err != nil {
						return err
					}
				}
				return nil
			})
			cancel()
			if err != nil {
				b.Fatal(err)
			}
		}
	})
}
