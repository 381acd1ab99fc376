package api

import (
	"context"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/outbound"
	"github.com/pautang/pautang/internal/payments"
	"github.com/pautang/pautang/internal/payments/paymongo"
	"github.com/pautang/pautang/internal/payments/paymongo/fake"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// withPayMongo puts PayMongo (its local fake) behind the e-wallet links and QR of the
// harness; its webhooks reach the router in process.
func withPayMongo(t *testing.T, rh *repayHarness) *fake.Fake {
	t.Helper()
	f := fake.New("sk_test_api", "whsk_api")
	t.Cleanup(f.Close)
	f.Now = rh.clock.Now
	f.HTTP = &http.Client{Transport: handlerTransport{rh.h}}
	f.WebhookURL = "http://pautang.test/gw/payments/paymongo/webhook"
	pm := &paymongo.Provider{BaseURL: f.URL(), SecretKey: "sk_test_api", WebhookSecret: "whsk_api", PublicURL: "http://pautang.test",
		Store: rh.st.Providers(), Clock: rh.clock, Client: &outbound.Client{Timeout: 5 * time.Second}}
	rh.srv.SetupRepayment(RepaymentSetup{Payments: rh.st.Payments(), ChannelRoute: rh.st.Catalog().ChannelRoute, Lending: rh.srv.Lending, Secret: testWebhookSecret, SMS: rh.srv.SMS,
		WebhookURL: "http://pautang.test/gw/payments/webhook", PublicURL: "http://pautang.test", HTTP: &http.Client{Transport: handlerTransport{rh.h}},
		Gateways:  map[string]payments.Provider{payments.MethodLink: pm, payments.MethodQR: pm},
		Notifiers: map[string]payments.Notifier{paymongo.Name: pm}})
	return f
}

func TestPayMongoRepaymentByEwalletLink(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		rh := newRepayHarness(t, d)
		f := withPayMongo(t, rh)
		o := rh.order(loans.StatusDue)
		before, _ := rh.position(o.ID)
		amount := before.DueNowCents
		env := rh.call("/gw/v3/loan-details/generate-vcode", rh.q, url.Values{"orderId": {itoa(o.ID)}, "productId": {itoa(o.ProductID)},
			"amount": {itoa(amount)}, "channelNumber": {"90001"}})
		if env.Code != "00" {
			t.Fatalf("generate-vcode: %+v", env)
		}
		var g struct {
			PayURL    string `json:"payUrl"`
			Reference string `json:"reference"`
		}
		env.into(t, &g)
		ss := f.Sessions()
		if len(ss) != 1 || g.PayURL != f.URL()+"/checkout/"+ss[0].ID || ss[0].Reference != g.Reference || ss[0].Amount != amount {
			t.Fatalf("payUrl %q, sessions %+v", g.PayURL, ss)
		}
		wantBack := "http://pautang.test/loanDetail?orderId=" + itoa(o.ID) + "&productId=" + itoa(o.ProductID)
		if ss[0].Success != wantBack {
			t.Fatalf("success_url %q, want %q", ss[0].Success, wantBack)
		}
		// The payer pays on PayMongo's page; the signed webhook books it.
		body, err := f.Pay(ss[0].ID, "gcash")
		if err != nil {
			t.Fatal(err)
		}
		ds := f.Deliveries()
		if len(ds) != 1 || ds[0].Status != 200 {
			t.Fatalf("delivery: %+v", ds)
		}
		after, _ := rh.position(o.ID)
		if after.DueNowCents != before.DueNowCents-amount {
			t.Fatalf("due now %d -> %d after paying %d", before.DueNowCents, after.DueNowCents, amount)
		}
		rp, err := rh.st.Payments().RepaymentByReference(context.Background(), g.Reference)
		if err != nil || rp.Status != payments.StatusSucceeded || rp.PaidCents != amount {
			t.Fatalf("repayment %+v %v", rp, err)
		}
		// PayMongo delivering the same event again books nothing more.
		n := len(rh.ledger(o.ID))
		dup := f.Deliver(body)
		if dup.Status != 200 || len(rh.ledger(o.ID)) != n {
			t.Fatalf("duplicate: %d, ledger %d -> %d", dup.Status, n, len(rh.ledger(o.ID)))
		}
		// A forged signature is refused and logged; nothing is booked.
		forged := f.DeliverSigned(body, paymongo.Sign("whsk_forged", rh.clock.Now(), body, false))
		if forged.Status != http.StatusBadRequest || !strings.Contains(rh.logs(), "provider callback rejected") || len(rh.ledger(o.ID)) != n {
			t.Fatalf("forged: %d", forged.Status)
		}
		// An unknown provider name is 404.
		if rec := rh.do("POST", "/gw/payments/nobody/webhook", nil, nil); rec.Code != http.StatusNotFound {
			t.Fatalf("unknown provider: %d", rec.Code)
		}
		// The installment page still has its standing store code (served by the sandbox).
		if env := rh.call("/gw/v3/installment/loan-play-detail", rh.q, url.Values{"orderId": {itoa(o.ID)}}); env.Code != "00" {
			t.Fatalf("loan-play-detail: %+v", env)
		}
	})
}

func TestPayURLOfRemoteQR(t *testing.T) {
	r := payments.Repayment{Reference: "RP1"}
	if got := payURLOf(payments.Charge{Method: payments.MethodQR, PayURL: "https://checkout.paymongo.com/cs_1"}, r); got != "https://checkout.paymongo.com/cs_1" {
		t.Fatalf("remote QR: %s", got)
	}
	if got := payURLOf(payments.Charge{Method: payments.MethodQR, PayURL: "/pay/RP1"}, r); got != "/repaymentOfCode?type=2&reference=RP1" {
		t.Fatalf("sandbox QR: %s", got)
	}
}
