package api

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/disburse"
	"github.com/pautang/pautang/internal/outbound"
	"github.com/pautang/pautang/internal/payments"
	"github.com/pautang/pautang/internal/payout"
	"github.com/pautang/pautang/internal/payout/xendit"
	"github.com/pautang/pautang/internal/payout/xendit/fake"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// TestXenditPayoutFailsThenCardChangeSucceeds is the disbursement against Xendit's fake:
// approve, payout accepted (151, pending), failure callback (card-change dialog), card
// change, second attempt to the e-wallet, success callback (170 with its ledger), repeated
// and forged callbacks.
func TestXenditPayoutFailsThenCardChangeSucceeds(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		b := newBankHarness(t, d)
		f := fake.New("xnd_development_api", "cb-api")
		t.Cleanup(f.Close)
		f.Now = b.clock.Now
		x := &xendit.Provider{BaseURL: f.URL(), SecretKey: "xnd_development_api", CallbackToken: "cb-api", Client: &outbound.Client{Timeout: 5 * time.Second}}
		b.srv.Disburse.Payout = x
		b.srv.PayoutNotifiers = map[string]payout.Notifier{xendit.Name: x}
		f.HTTP = &http.Client{Transport: handlerTransport{b.h}}
		f.CallbackURL = "http://pautang.test/gw/payouts/xendit/callback"
		q := b.login("09171234567")
		ctx := context.Background()
		if env := b.bank("/gw/v3/bind-card/bind-card-new", q, bankForm()); env.Code != "0" {
			t.Fatalf("bind: %+v", env)
		}
		orderID := b.approvedOrder(q, 500000)
		res, err := b.srv.Disburse.DisburseOrder(ctx, orderID)
		if err != nil || res.Outcome != disburse.OutcomePending {
			t.Fatalf("disburse: %+v %v", res, err)
		}
		ps := f.Payouts()
		if len(ps) != 1 || ps[0].ReferenceID != res.Reference || ps[0].ChannelCode != "PH_BDO" || ps[0].ChannelProperties["account_number"] != bdoNumber {
			t.Fatalf("payouts: %+v", ps)
		}
		if o := b.order(orderID); o.Status != 151 || o.PayoutStatus != "pending" || o.CardNeedPop != 0 {
			t.Fatalf("after accepted: %+v", o)
		}
		// Resending the pending attempt (a retry) does not pay twice.
		if again, err := b.srv.Disburse.DisburseOrder(ctx, orderID); err != nil || again.Reference != res.Reference || len(f.Payouts()) != 1 {
			t.Fatalf("resend: %+v %v, payouts %d", again, err, len(f.Payouts()))
		}
		// Xendit reports the failure: the borrower is asked for another account.
		if dl, _ := f.Settle(ps[0].ID, xendit.StatusFailed, "INVALID_DESTINATION"); dl.Status != 200 {
			t.Fatalf("failure callback: %+v", dl)
		}
		if o := b.order(orderID); o.Status != 151 || o.CardNeedPop != 1 || o.PayoutStatus != "failed" {
			t.Fatalf("after failure: %+v", o)
		}
		pop, _ := b.srv.Disburse.CardPopFor(ctx, orderID)
		if !pop.Need || !strings.Contains(pop.Msg, xendit.FailureReason("INVALID_DESTINATION")) {
			t.Fatalf("card pop: %+v", pop)
		}
		// The card change retries to the e-wallet with a new attempt and key.
		if env := b.bank("/gw/bind-card/card-change", with(q, "orderId", fmt.Sprint(orderID)), walletForm()); env.Code != "0" {
			t.Fatalf("card-change: %+v", env)
		}
		ps = f.Payouts()
		if len(ps) != 2 || ps[1].ChannelCode != "PH_GCASH" || ps[1].ReferenceID == ps[0].ReferenceID {
			t.Fatalf("second attempt: %+v", ps)
		}
		dl, _ := f.Settle(ps[1].ID, xendit.StatusSucceeded, "")
		if dl.Status != 200 {
			t.Fatalf("success callback: %+v", dl)
		}
		o := b.order(orderID)
		if o.Status != 170 || o.CardNeedPop != 0 || o.PayoutStatus != "succeeded" || o.Ledger < 2 || o.DisbursedDay != "2026-11-22" {
			t.Fatalf("after success: %+v", o)
		}
		// Xendit repeating the callback changes nothing; a forged one is refused.
		if again := f.Deliver(dl.Body, "cb-api"); again.Status != 200 || b.order(orderID).Ledger != o.Ledger {
			t.Fatalf("repeat: %+v", again)
		}
		if forged := f.Deliver(dl.Body, "guess"); forged.Status != http.StatusUnauthorized {
			t.Fatalf("forged: %+v", forged)
		}
		if rec := b.do("POST", "/gw/payouts/nobody/callback", nil, nil); rec.Code != http.StatusNotFound {
			t.Fatalf("unknown provider: %d", rec.Code)
		}

		// Reconciliation of the day's payouts: the one paid out matches; a payout Xendit
		// completed whose callback was lost shows as missing (the order still waits at 151).
		second := b.approvedOrder(q, 500000)
		if res, err := b.srv.Disburse.DisburseOrder(ctx, second); err != nil || res.Outcome != disburse.OutcomePending {
			t.Fatalf("second disburse: %+v %v", res, err)
		}
		f.CallbackURL = "" // the callback never arrives
		lost := f.Payouts()[2]
		f.Settle(lost.ID, xendit.StatusSucceeded, "")
		src := payments.Source{Theirs: x, Ours: b.st.Providers().SucceededPayouts}
		day := time.Date(2026, 11, 22, 0, 0, 0, 0, clock.Manila)
		rep, err := src.Day(ctx, day, day.AddDate(0, 0, 1))
		if err != nil {
			t.Fatal(err)
		}
		if rep.Provider != 2 || rep.Matched != 1 || len(rep.Missing) != 1 || rep.Missing[0].ID != lost.ID || rep.Missing[0].Reference != lost.ReferenceID || len(rep.Extra) != 0 {
			t.Fatalf("payout reconciliation: %+v", rep)
		}
	})
}
