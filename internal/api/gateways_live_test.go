package api

import (
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/outbound"
	"github.com/pautang/pautang/internal/payments"
	"github.com/pautang/pautang/internal/payments/paymongo"
	pmfake "github.com/pautang/pautang/internal/payments/paymongo/fake"
	xenditpay "github.com/pautang/pautang/internal/payments/xendit"
	xifake "github.com/pautang/pautang/internal/payments/xendit/fake"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// liveGateways is a production server (no dev mode, so no sandbox gateway) with
// PAUTANG_PAYMENTS=paymongo,xendit: PayMongo serves e-wallet links and QR, Xendit store codes;
// both call back into the router in process.
type liveGateways struct {
	*repayHarness
	pf *pmfake.Fake
	xf *xifake.Fake
}

func newLiveGateways(t *testing.T, d store.Dialect) *liveGateways {
	t.Helper()
	rh := newRepayHarnessMode(t, d, false)
	pf := pmfake.New("sk_test_live", "whsk_live")
	t.Cleanup(pf.Close)
	pf.Now = rh.clock.Now
	pf.HTTP = &http.Client{Transport: handlerTransport{rh.h}}
	pf.WebhookURL = "http://pautang.test/gw/payments/paymongo/webhook"
	xf := xifake.New("xnd_development_live", "tok")
	t.Cleanup(xf.Close)
	xf.Now = rh.clock.Now
	xf.HTTP = &http.Client{Transport: handlerTransport{rh.h}}
	xf.CallbackURL = "http://pautang.test/gw/payments/xendit/webhook"
	client := &outbound.Client{Timeout: 5 * time.Second}
	pm := &paymongo.Provider{BaseURL: pf.URL(), SecretKey: "sk_test_live", WebhookSecret: "whsk_live", PublicURL: "http://pautang.test",
		Store: rh.st.Providers(), Clock: rh.clock, Client: client}
	xp := &xenditpay.Provider{BaseURL: xf.URL(), SecretKey: "xnd_development_live", CallbackToken: "tok", PublicURL: "http://pautang.test",
		Store: rh.st.Providers(), Clock: rh.clock, Client: client}
	rh.srv.SetupRepayment(RepaymentSetup{Payments: rh.st.Payments(), ChannelRoute: rh.st.Catalog().ChannelRoute, Lending: rh.srv.Lending, Secret: testWebhookSecret, SMS: rh.srv.SMS,
		WebhookURL: "http://pautang.test/gw/payments/webhook", PublicURL: "http://pautang.test", HTTP: &http.Client{Transport: handlerTransport{rh.h}},
		Gateways:  map[string]payments.Provider{payments.MethodLink: pm, payments.MethodQR: pm, payments.MethodCode: xp},
		Named:     map[string]payments.Provider{paymongo.Name: pm, xenditpay.Name: xp},
		Notifiers: map[string]payments.Notifier{paymongo.Name: pm, xenditpay.Name: xp}})
	if rh.srv.PaySandbox != nil {
		t.Fatal("a sandbox gateway outside dev mode")
	}
	return &liveGateways{repayHarness: rh, pf: pf, xf: xf}
}

// charge asks for a payment on a channel and returns its reference.
func (lg *liveGateways) charge(t *testing.T, o loans.Order, channel string, amount int64) string {
	t.Helper()
	env := lg.call("/gw/v3/loan-details/generate-vcode", lg.q, url.Values{"orderId": {itoa(o.ID)}, "productId": {itoa(o.ProductID)},
		"amount": {itoa(amount)}, "channelNumber": {channel}})
	if env.Code != "00" {
		t.Fatalf("generate-vcode %s: %+v", channel, env)
	}
	var g struct {
		Reference string `json:"reference"`
	}
	env.into(t, &g)
	return g.Reference
}

// xenditRequest is the Xendit payment request of a reference.
func (lg *liveGateways) xenditRequest(t *testing.T, ref string) xifake.PaymentRequest {
	t.Helper()
	for _, pr := range lg.xf.Requests() {
		if pr.ReferenceID == ref {
			return pr
		}
	}
	t.Fatalf("no Xendit payment request for %s", ref)
	return xifake.PaymentRequest{}
}

func (lg *liveGateways) outcome(t *testing.T, txn string) (outcome, ref string) {
	t.Helper()
	if err := lg.st.QueryRow(context.Background(), `SELECT outcome, ledger_ref FROM payment_events WHERE transaction_id = $1`, txn).Scan(&outcome, &ref); err != nil {
		t.Fatalf("event of %s: %v", txn, err)
	}
	return outcome, ref
}

// TestGatewayPaymentInAnotherCurrencyIsHeld: money a gateway reports in another currency
// than PHP is acknowledged and kept for an operator (unapplied), never booked as pesos.
func TestGatewayPaymentInAnotherCurrencyIsHeld(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		lg := newLiveGateways(t, d)
		o := lg.order(loans.StatusOverdue)
		before, _ := lg.position(o.ID)
		ref := lg.charge(t, o, "90003", 100_000)
		lg.xf.Currency = "USD"
		body, err := lg.xf.Pay(lg.xenditRequest(t, ref).ID)
		if err != nil {
			t.Fatal(err)
		}
		if ds := lg.xf.Deliveries(); len(ds) != 1 || ds[0].Status != http.StatusOK {
			t.Fatalf("deliveries %+v", ds)
		}
		var cb struct {
			Data struct {
				ID string `json:"id"`
			} `json:"data"`
		}
		_ = json.Unmarshal(body, &cb)
		if outcome, _ := lg.outcome(t, cb.Data.ID); outcome != payments.OutcomeUnapplied {
			t.Fatalf("USD payment outcome %q, want unapplied", outcome)
		}
		if after, _ := lg.position(o.ID); after.PayoffCents != before.PayoffCents {
			t.Fatalf("payoff %d -> %d: money in USD was booked", before.PayoffCents, after.PayoffCents)
		}
		// PayMongo's payment in another currency is held the same way.
		lg.charge(t, o, "90001", 50_000)
		lg.pf.Currency = "USD"
		if _, err := lg.pf.Pay(lg.pf.Sessions()[0].ID, "gcash"); err != nil {
			t.Fatal(err)
		}
		pay := lg.pf.Sessions()[0].Payments[0]
		if outcome, _ := lg.outcome(t, pay.ID); outcome != payments.OutcomeUnapplied {
			t.Fatalf("PayMongo USD outcome %q", outcome)
		}
		if after, _ := lg.position(o.ID); after.PayoffCents != before.PayoffCents {
			t.Fatalf("payoff moved after a USD PayMongo payment")
		}
		if r, err := lg.st.Payments().ReconcilePayments(context.Background()); err != nil || len(r.Problems) != 0 || r.Held != 2 {
			t.Fatalf("check-ledger: %+v %v", r, err)
		}
	})
}

// TestGatewayRefsAreScoped: a Xendit payment whose id equals a PayMongo payment's is another
// payment: both are booked (the ledger ref carries the gateway's name), and a clean mixed load
// reconciles with no problem.
func TestGatewayRefsAreScoped(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		lg := newLiveGateways(t, d)
		ctx := context.Background()
		o := lg.order(loans.StatusOverdue)
		before, _ := lg.position(o.ID)
		lg.charge(t, o, "90001", 50_000)
		if _, err := lg.pf.Pay(lg.pf.Sessions()[0].ID, "gcash"); err != nil {
			t.Fatal(err)
		}
		shared := lg.pf.Sessions()[0].Payments[0].ID
		ref := lg.charge(t, o, "90003", 70_000)
		pr := lg.xenditRequest(t, ref)
		cb, _ := json.Marshal(map[string]any{"event": "payment.succeeded", "business_id": "5fe2b0137b7d62542fe2ba2c", "created": lg.clock.Now().UTC().Format(time.RFC3339),
			"data": map[string]any{"id": shared, "payment_request_id": pr.ID, "reference_id": ref, "amount": 700, "currency": "PHP", "status": "SUCCEEDED"}})
		if dl := lg.xf.Deliver(cb, "tok"); dl.Status != http.StatusOK {
			t.Fatalf("xendit callback answered %d", dl.Status)
		}
		after, _ := lg.position(o.ID)
		if after.PayoffCents != before.PayoffCents-120_000 {
			t.Fatalf("payoff %d -> %d, want both payments (1,200.00) booked", before.PayoffCents, after.PayoffCents)
		}
		var refs []string
		rows, err := lg.st.Query(ctx, `SELECT ledger_ref FROM payment_events WHERE transaction_id = $1 ORDER BY ledger_ref`, shared)
		if err != nil {
			t.Fatal(err)
		}
		for rows.Next() {
			var r string
			rows.Scan(&r)
			refs = append(refs, r)
		}
		rows.Close()
		if len(refs) != 2 || refs[0] != "pay:paymongo:"+shared || refs[1] != "pay:xendit:"+shared {
			t.Fatalf("ledger refs %v", refs)
		}
		// More of a clean mixed load: a store code paid at the counter, a QR.
		ref2 := lg.charge(t, o, "90004", 30_000)
		if _, err := lg.xf.Pay(lg.xenditRequest(t, ref2).ID); err != nil {
			t.Fatal(err)
		}
		r, err := lg.st.Payments().ReconcilePayments(ctx)
		if err != nil || len(r.Problems) != 0 || r.Booked != 3 || r.Transactions != 3 {
			t.Fatalf("check-ledger on a clean mixed load: %+v %v", r, err)
		}
	})
}

// TestRepaymentPageWithRealGateways: with PayMongo and Xendit and no sandbox, the repayment
// pages answer with the channels some gateway serves (no standing pay code: no gateway
// serves it) instead of repay_channel.
func TestRepaymentPageWithRealGateways(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		lg := newLiveGateways(t, d)
		o := lg.order(loans.StatusOverdue)
		for _, path := range []string{"/gw/v3/installment/loan-play-detail", "/gw/v3/installment/delay-detail"} {
			env := lg.call(path, lg.q, url.Values{"orderId": {itoa(o.ID)}, "productId": {itoa(o.ProductID)}})
			if env.Code != "00" {
				t.Fatalf("%s: %+v", path, env)
			}
			var page struct {
				RepayList []struct {
					ChannelNumber string `json:"channel_number"`
					Kind          string `json:"kind"`
				} `json:"repayList"`
				DefDetail *struct {
					PayCode string `json:"payCode"`
				} `json:"defDetail"`
			}
			env.into(t, &page)
			kinds := map[string]bool{}
			for _, c := range page.RepayList {
				kinds[c.Kind] = true
			}
			if !kinds["ewallet"] || !kinds["store"] || !kinds["qr"] || kinds["bank"] {
				t.Fatalf("%s: channels %+v (want e-wallets, stores, QR; no bank transfer: no gateway serves it)", path, page.RepayList)
			}
			if path == "/gw/v3/installment/loan-play-detail" && page.DefDetail != nil && page.DefDetail.PayCode != "" {
				t.Fatalf("%s: a standing pay code %q no gateway serves", path, page.DefDetail.PayCode)
			}
		}
	})
}
