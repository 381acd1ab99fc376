package lending

import (
	"context"
	"fmt"
	"sync"
	"testing"

	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// TestCheckLedgerWhileServing: check-ledger running while payments settle loans reads each
// order and its ledger from the same snapshot, so it reports nothing.
func TestCheckLedgerWhileServing(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		f := newFixture(t, d, 40)
		f.advance(91)
		ctx := context.Background()
		done := make(chan struct{})
		var wg sync.WaitGroup
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer close(done)
			for i, id := range f.ids {
				pos, err := f.svc.Position(ctx, id)
				if err != nil {
					t.Error(err)
					return
				}
				if _, err := f.svc.ApplyPayment(ctx, id, pos.Standing.PayoffCents, fmt.Sprintf("pay-%d", i)); err != nil {
					t.Error(err)
					return
				}
			}
		}()
		runs := 0
		for {
			_, bad, err := f.svc.CheckLedger(ctx)
			runs++
			if err != nil || len(bad) > 0 {
				t.Errorf("run %d while payments land: %+v %v", runs, bad, err)
				<-done
				wg.Wait()
				return
			}
			select {
			case <-done:
				wg.Wait()
				return
			default:
			}
		}
	})
}
