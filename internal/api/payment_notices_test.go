package api

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/notify"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// paymentNotices are the payment_received and loan_settled rows of an order, oldest first.
func paymentNotices(t *testing.T, st *store.Store, userID, orderID int64) []notify.Message {
	t.Helper()
	hist, err := st.Messages().BorrowerMessages(context.Background(), userID, 200)
	if err != nil {
		t.Fatal(err)
	}
	var out []notify.Message
	for i := len(hist) - 1; i >= 0; i-- {
		if m := hist[i]; m.OrderID == orderID && (m.Kind == notify.PaymentReceived || m.Kind == notify.LoanSettled) {
			out = append(out, m)
		}
	}
	return out
}

// TestPaymentNoticesQueuedWithThePayment: a payment enqueues exactly one payment_received
// notice in the transaction that books it (a replayed payment none, a payment rolled back
// none); the settling payment enqueues its payment_received and loan_settled once. Two
// schedulers (two instances) send each once, inside the MC 18 hours only.
func TestPaymentNoticesQueuedWithThePayment(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newLoanHarness(t, d)
		ob := &outbox{}
		s1, s2 := ob.scheduler(h), ob.scheduler(h)
		ctx := context.Background()
		const phone = "09170000621"
		q := h.borrower(phone)
		_, p := h.push(q, h.productID, 500000, 1)
		h.decide(p.OrderID, "1")
		id := mustID(t, p.OrderID)
		o, err := h.st.Loans().LoanOrderByID(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		run(t, s1) // the application's notices
		_, det := h.details(q, p.OrderID)
		due, err := loans.ParseDate(det.DueDate)
		if err != nil {
			t.Fatal(err)
		}
		h.days(due.Add(-2).Sub(loans.DateOf(h.clock.Now()))) // payable from 3 days before the due day
		run(t, s1)
		if hour := h.clock.Now().In(clock.Manila).Hour(); hour != 9 {
			t.Fatalf("at %d:00", hour)
		}

		// 23:00 Manila: ₱1,234.56 is booked; its notice is queued with it, sent at 6:00.
		h.clock.Advance(14 * time.Hour)
		if _, err := h.lend.ApplyPayment(ctx, id, 123456, "pay:one"); err != nil {
			t.Fatal(err)
		}
		got := paymentNotices(t, h.st, o.UserID, id)
		if len(got) != 1 || got[0].Kind != notify.PaymentReceived || got[0].Day != "pay:one" || got[0].Status != notify.StatusQueued {
			t.Fatalf("after the payment: %+v", got)
		}
		pos, err := h.lend.Position(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(got[0].Fields, `"amount":123456`) || !strings.Contains(got[0].Fields, `"left":`+itoa(pos.Standing.PayoffCents)) {
			t.Errorf("fields %s, want amount 123456 and left %d", got[0].Fields, pos.Standing.PayoffCents)
		}
		// The same payment again (a retried callback): nothing booked, nothing queued.
		if res, err := h.lend.ApplyPayment(ctx, id, 123456, "pay:one"); err != nil || !res.Duplicate {
			t.Fatalf("replay: %+v %v", res, err)
		}
		// A payment whose transaction rolls back tells nothing.
		boom := errors.New("rolled back")
		err = h.st.InTx(ctx, func(tx *store.Tx) error {
			if _, err := tx.UpdateLoan(ctx, id, func(loans.Order, []loans.Entry, []loans.Installment) (loans.Update, error) {
				return loans.Update{Entries: []loans.Entry{{Kind: loans.KindPayment, Bucket: loans.BucketPrincipal, AmountCents: -1000, Day: loans.DateOf(h.clock.Now()), Ref: "pay:gone"}}}, nil
			}); err != nil {
				return err
			}
			return boom
		})
		if !errors.Is(err, boom) {
			t.Fatalf("rolled back payment: %v", err)
		}
		if got := paymentNotices(t, h.st, o.UserID, id); len(got) != 1 {
			t.Fatalf("after the replay and the rollback: %+v", got)
		}
		run(t, s1)
		run(t, s2)
		if sent := ob.to(phone, "Pautang: we received your payment"); len(sent) != 0 {
			t.Fatalf("sent at 23:00: %v", sent)
		}
		h.clock.Advance(7 * time.Hour) // 6:00
		run(t, s1)
		run(t, s2)
		want := "Pautang: we received your payment of ₱1,234.56 for loan " + p.OrderNo + ". Left to pay: " + loans.FormatPeso(pos.Standing.PayoffCents) + ". Thank you!"
		if sent := ob.to(phone, "Pautang: we received your payment"); len(sent) != 1 || sent[0] != want {
			t.Fatalf("payment notice: %q, want %q", sent, want)
		}

		// 10:00: the rest settles the loan: one payment notice (nothing left) and one settlement.
		h.clock.Advance(4 * time.Hour)
		pos, err = h.lend.Position(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		res, err := h.lend.ApplyPayment(ctx, id, pos.Standing.PayoffCents, "pay:rest")
		if err != nil || !res.Settled {
			t.Fatalf("settling payment: %+v %v", res, err)
		}
		if got := kindsOf(paymentNotices(t, h.st, o.UserID, id)); got != "payment_received,payment_received,loan_settled" {
			t.Fatalf("queued %s", got)
		}
		for range 3 {
			run(t, s1)
			run(t, s2)
		}
		rest := "Pautang: we received your payment of " + loans.FormatPeso(pos.Standing.PayoffCents) + " for loan " + p.OrderNo + ". Left to pay: ₱0.00. Thank you!"
		if sent := ob.to(phone, "Pautang: we received your payment"); len(sent) != 2 || sent[1] != rest {
			t.Fatalf("payment notices: %q", sent)
		}
		settled := "Pautang: loan " + p.OrderNo + " is fully paid. Thank you for paying on your word; you can apply again in the app."
		if sent := ob.to(phone, "Pautang: loan "); len(sent) != 1 || sent[0] != settled {
			t.Fatalf("settlement notices: %q", sent)
		}
		for _, m := range paymentNotices(t, h.st, o.UserID, id) {
			if m.Status != notify.StatusSent || m.Attempts != 1 {
				t.Errorf("history: %+v", m)
			}
		}
	})
}
