package api

import (
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/admin"
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

// TestCatalogRoutesChannelToGateway: PayMongo serves e-wallet links by default; an operator
// routes the Maya channel to Xendit with its PAYMAYA code in the catalogue, and the next
// charge on that channel goes to Xendit while GCash stays with PayMongo. Routes a gateway
// cannot serve are refused with a message and change nothing.
func TestCatalogRoutesChannelToGateway(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		rh := newRepayHarness(t, d)
		pf := pmfake.New("sk_test_api", "whsk_api")
		t.Cleanup(pf.Close)
		pf.Now = rh.clock.Now
		xf := xifake.New("xnd_development_api", "tok")
		t.Cleanup(xf.Close)
		client := &outbound.Client{Timeout: 5 * time.Second}
		pm := &paymongo.Provider{BaseURL: pf.URL(), SecretKey: "sk_test_api", WebhookSecret: "whsk_api", PublicURL: "http://pautang.test",
			Store: rh.st.Providers(), Clock: rh.clock, Client: client}
		xp := &xenditpay.Provider{BaseURL: xf.URL(), SecretKey: "xnd_development_api", CallbackToken: "tok", PublicURL: "http://pautang.test",
			Store: rh.st.Providers(), Clock: rh.clock, Client: client}
		rh.srv.SetupRepayment(RepaymentSetup{Payments: rh.st.Payments(), ChannelRoute: rh.st.Catalog().ChannelRoute, Lending: rh.srv.Lending, Secret: testWebhookSecret, SMS: rh.srv.SMS,
			WebhookURL: "http://pautang.test/gw/payments/webhook", PublicURL: "http://pautang.test", HTTP: &http.Client{Transport: handlerTransport{rh.h}},
			Gateways:  map[string]payments.Provider{payments.MethodLink: pm, payments.MethodQR: pm, payments.MethodCode: xp},
			Named:     map[string]payments.Provider{paymongo.Name: pm, xenditpay.Name: xp},
			Notifiers: map[string]payments.Notifier{paymongo.Name: pm, xenditpay.Name: xp}})
		ah := withOperators(t, rh.harness)
		op := ah.as(admin.RoleAdmin)

		var list adminChannelsView
		op.get("/admin/api/catalog/channels").into(t, &list)
		byNumber := map[string]store.PaymentChannelRow{}
		for _, c := range list.Channels {
			byNumber[c.ChannelNumber] = c
		}
		if len(list.Gateways) != 2 || list.Gateways[0].Name != "paymongo" || strings.Join(list.Gateways[1].Codes["store"], ",") != strings.Join(xenditpay.OTCChannels, ",") {
			t.Fatalf("gateways %+v", list.Gateways)
		}
		maya, store7 := byNumber["90002"], byNumber["90003"]
		// A route change waits for a supervisor: save proposes it and has it approved.
		save := func(c store.PaymentChannelRow, r payments.Route) envelope {
			c.Route = r
			env := op.post("/admin/api/catalog/channels/"+itoa(c.ID), channelBody{PaymentChannelRow: c, Reason: "Route"})
			if env.Code != "0" {
				return env
			}
			var a proposeAnswer
			env.into(t, &a)
			return ah.as(admin.RoleSupervisor).post(reqPath(a.RequestID, "approve"), nil)
		}
		audits := func() int {
			var n int
			if err := rh.st.QueryRow(t.Context(), `SELECT COUNT(*) FROM audit_log WHERE action = 'payment_channel.update'`).Scan(&n); err != nil {
				t.Fatal(err)
			}
			return n
		}
		for _, bad := range []struct {
			c    store.PaymentChannelRow
			r    payments.Route
			want string
		}{
			{store7, payments.Route{Gateway: "paymongo"}, "does not serve store"},
			{maya, payments.Route{Gateway: "dragonpay"}, "not running"},
			{maya, payments.Route{Gateway: "xendit", Code: "7ELEVEN"}, "offers GCASH"},
		} {
			if env := save(bad.c, bad.r); env.Code == "0" || !strings.Contains(env.Message, bad.want) {
				t.Fatalf("route %+v: %+v, want %q", bad.r, env, bad.want)
			}
		}
		if audits() != 0 {
			t.Fatal("a refused route was audited")
		}
		if env := save(maya, payments.Route{Gateway: "xendit", Code: "PAYMAYA"}); env.Code != "0" {
			t.Fatalf("save route: %+v", env)
		}
		if audits() != 1 {
			t.Fatal("the route change has no audit row")
		}
		op.get("/admin/api/catalog/channels").into(t, &list)
		for _, c := range list.Channels {
			if c.ChannelNumber == "90002" && (c.Gateway != "xendit" || c.Code != "PAYMAYA") {
				t.Fatalf("saved route %+v", c.Route)
			}
		}

		o := rh.order(loans.StatusDue)
		charge := func(channel string, amount int64) {
			t.Helper()
			env := rh.call("/gw/v3/loan-details/generate-vcode", rh.q, url.Values{"orderId": {itoa(o.ID)}, "productId": {itoa(o.ProductID)},
				"amount": {itoa(amount)}, "channelNumber": {channel}})
			if env.Code != "00" {
				t.Fatalf("generate-vcode %s: %+v", channel, env)
			}
		}
		charge("90002", 10_000)
		if rs := xf.Requests(); len(rs) != 1 || rs[0].PaymentMethod.Ewallet == nil || rs[0].PaymentMethod.Ewallet.ChannelCode != "PAYMAYA" {
			t.Fatalf("xendit requests %+v", rs)
		}
		if len(pf.Sessions()) != 0 {
			t.Fatal("the routed channel also reached PayMongo")
		}
		charge("90001", 10_000)
		if ss := pf.Sessions(); len(ss) != 1 || strings.Join(ss[0].Types, ",") != strings.Join(paymongo.EwalletTypes, ",") {
			t.Fatalf("paymongo sessions %+v", ss)
		}
		// Back to PayMongo, limited to Maya.
		if env := save(maya, payments.Route{Gateway: "paymongo", Code: "paymaya"}); env.Code != "0" {
			t.Fatalf("save route: %+v", env)
		}
		charge("90002", 10_000)
		if ss := pf.Sessions(); len(ss) != 2 || strings.Join(ss[1].Types, ",") != "paymaya" || len(xf.Requests()) != 1 {
			t.Fatalf("after the change: sessions %+v, xendit %d", ss, len(xf.Requests()))
		}
	})
}
