package api

import (
	"context"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/outbound"
	"github.com/pautang/pautang/internal/payments"
	"github.com/pautang/pautang/internal/payments/paymongo"
	"github.com/pautang/pautang/internal/payments/paymongo/fake"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

func TestAdminReconcilePayMongoDay(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newAdminHarness(t, d)
		f := fake.New("sk_test_adm", "whsk_adm")
		t.Cleanup(f.Close)
		f.Now = h.clock.Now
		p := &paymongo.Provider{BaseURL: f.URL(), SecretKey: "sk_test_adm", WebhookSecret: "whsk_adm", PublicURL: "http://x", Store: h.st.Providers(), Clock: h.clock,
			Client: &outbound.Client{Timeout: 5 * time.Second}}
		h.srv.Reconcilers = map[string]payments.Source{paymongo.Name: {Theirs: p, Ours: func(ctx context.Context, from, to int64) ([]payments.Booked, error) {
			return h.st.Providers().GatewayPayments(ctx, paymongo.Name, from, to)
		}}}
		ctx := context.Background()
		for _, ref := range []string{"RPQ1", "RPQ2"} {
			if _, err := p.CreateCharge(ctx, payments.ChargeRequest{Reference: ref, Method: payments.MethodLink, AmountCents: 25_000}); err != nil {
				t.Fatal(err)
			}
		}
		ss := f.Sessions()
		for _, s := range ss {
			if _, err := f.Pay(s.ID, "gcash"); err != nil { // no webhook URL: nothing reaches us
				t.Fatal(err)
			}
		}
		paid := f.Sessions()[0].Payments[0]
		if _, err := h.st.DB.ExecContext(ctx, `INSERT INTO payment_events (event_id, type, reference, transaction_id, amount, outcome, payload, received_at)
			VALUES ('evt_q1', $1, 'RPQ1', $2, 25000, 'applied', '{}', $3)`, payments.EventSucceeded, paid.ID, h.clock.Now().UnixMilli()); err != nil {
			t.Fatal(err)
		}
		viewer, _ := h.loginAs(h.ops[admin.RoleViewer].Email, testOpPassword)
		env := viewer.get("/admin/api/reconcile")
		var list struct {
			Providers []string `json:"providers"`
		}
		env.into(t, &list)
		if env.Code != "0" || len(list.Providers) != 1 || list.Providers[0] != "paymongo" {
			t.Fatalf("providers: %+v", env)
		}
		env = viewer.get("/admin/api/reconcile?provider=paymongo&day=2026-11-22")
		var rep struct {
			GatewayCount int  `json:"gatewayCount"`
			Matched      int  `json:"matched"`
			OK           bool `json:"ok"`
			Missing      []struct {
				ID        string `json:"id"`
				Reference string `json:"reference"`
				Amount    int64  `json:"amount"`
			} `json:"missing"`
		}
		env.into(t, &rep)
		if env.Code != "0" || rep.GatewayCount != 2 || rep.Matched != 1 || rep.OK || len(rep.Missing) != 1 || rep.Missing[0].Reference != "RPQ2" || rep.Missing[0].Amount != 25_000 {
			t.Fatalf("report: %+v %+v", env, rep)
		}
		if env := viewer.get("/admin/api/reconcile?provider=paymongo&day=2026-11-21"); env.Code != "0" {
			t.Fatalf("another day: %+v", env)
		}
		if env := viewer.get("/admin/api/reconcile?provider=xendit&day=2026-11-22"); env.Code != "invalid_params" {
			t.Fatalf("unselected gateway: %+v", env)
		}
		if env := viewer.get("/admin/api/reconcile?provider=paymongo&day=22/11"); env.Code != "invalid_params" {
			t.Fatalf("bad day: %+v", env)
		}
	})
}
