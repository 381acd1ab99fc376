package api

import (
	"context"
	"encoding/json"
	"errors"
	"testing"

	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/payments"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// finishFails runs the real unit of work, whose FinishEvent fails: a crash between booking a
// payment in the ledger and writing the event's outcome.
type finishFails struct{ payments.Books }

func (f finishFails) InEventTx(ctx context.Context, fn func(tx payments.BooksTx) error) error {
	return f.Books.InEventTx(ctx, func(tx payments.BooksTx) error { return fn(failingFinish{tx}) })
}

type failingFinish struct{ payments.BooksTx }

var errCrash = errors.New("crash before the outcome")

func (failingFinish) FinishEvent(context.Context, payments.FinishedEvent) error { return errCrash }

// TestWebhookReceiptBookingOutcomeAtomic: when writing the outcome fails after the ledger
// booking, nothing of the delivery stays (no event row, no ledger entry); the next delivery
// books the money once and adds it to the repayment.
func TestWebhookReceiptBookingOutcomeAtomic(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		rh := newRepayHarness(t, d)
		o := rh.order(loans.StatusOverdue)
		body := rh.pendingEvent(o, 50000)
		var ev payments.Event
		if err := json.Unmarshal(body, &ev); err != nil {
			t.Fatal(err)
		}
		crashing := *rh.srv.Repay
		crashing.Books = finishFails{crashing.Books}
		if _, err := crashing.ApplyEvent(context.Background(), ev, body); !errors.Is(err, errCrash) {
			t.Fatalf("got %v, want the crash", err)
		}
		ref := "pay:" + ev.TransactionID
		if n := countRows(t, rh.st, `SELECT COUNT(*) FROM ledger_entries WHERE ref = $1`, ref); n != 0 {
			t.Fatalf("ledger kept %d entries of a delivery that did not finish", n)
		}
		if n := countRows(t, rh.st, `SELECT COUNT(*) FROM payment_events WHERE event_id = $1`, ev.ID); n != 0 {
			t.Fatalf("event row kept for a delivery that did not finish")
		}
		if rec := rh.signedPost(body, testWebhookSecret, rh.clock.Now()); rec.Code != 200 {
			t.Fatalf("redelivery: HTTP %d %s", rec.Code, rec.Body.String())
		}
		var credited int64
		for _, e := range rh.ledger(o.ID) {
			if e.Ref == ref {
				credited -= e.AmountCents
			}
		}
		if credited != 50000 {
			t.Fatalf("credited %d, want 50000 once", credited)
		}
		if n := countRows(t, rh.st, `SELECT COUNT(*) FROM payment_events WHERE event_id = $1 AND outcome = 'applied'`, ev.ID); n != 1 {
			t.Fatalf("event not applied once")
		}
		if n := countRows(t, rh.st, `SELECT COUNT(*) FROM repayments WHERE reference = $1 AND paid_amount = 50000`, ev.Reference); n != 1 {
			t.Fatalf("repayment paid amount not 50000")
		}
	})
}
