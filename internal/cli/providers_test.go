package cli

import (
	"context"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/outbound"
	pay "github.com/pautang/pautang/internal/payments"
	"github.com/pautang/pautang/internal/payments/paymongo"
	pmfake "github.com/pautang/pautang/internal/payments/paymongo/fake"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// TestReconcilePayMongoDay lists a day of the PayMongo fake against the payments we received:
// one matched, one paid at PayMongo whose webhook never came (missing), one with another
// amount on our side (mismatch), one we hold that PayMongo does not list (extra), and one of
// another day that is left out.
func TestReconcilePayMongoDay(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		now := time.Date(2026, 11, 22, 15, 0, 0, 0, clock.Manila)
		clk := clock.NewFixed(now)
		st := storetest.Open(t, d, clk)
		f := pmfake.New("sk_test_rec", "whsk_rec")
		t.Cleanup(f.Close)
		f.Now = clk.Now
		p := &paymongo.Provider{BaseURL: f.URL(), SecretKey: "sk_test_rec", WebhookSecret: "whsk_rec", PublicURL: "http://x", Store: st.Providers(), Clock: clk,
			Client: &outbound.Client{Timeout: 5 * time.Second}}
		ctx := context.Background()
		pays := map[string]pmfake.Payment{}
		for i, ref := range []string{"RPR1", "RPR2", "RPR3", "RPR4"} {
			if _, err := p.CreateCharge(ctx, pay.ChargeRequest{Reference: ref, Method: pay.MethodLink, AmountCents: int64(10_000 * (i + 1))}); err != nil {
				t.Fatal(err)
			}
			if ref == "RPR4" {
				f.Now = func() time.Time { return now.AddDate(0, 0, -2) } // paid two days before
			}
			ss := f.Sessions()
			if _, err := f.Pay(ss[len(ss)-1].ID, "gcash"); err != nil {
				t.Fatal(err)
			}
			f.Now = clk.Now
			ss = f.Sessions()
			pays[ref] = ss[len(ss)-1].Payments[0]
		}
		event := func(id, ref, txn string, amount int64, at time.Time) {
			t.Helper()
			if _, err := st.DB.ExecContext(ctx, `INSERT INTO payment_events (event_id, type, reference, transaction_id, amount, outcome, payload, received_at)
				VALUES ($1, $2, $3, $4, $5, 'applied', '{}', $6)`, id, pay.EventSucceeded, ref, txn, amount, at.UnixMilli()); err != nil {
				t.Fatal(err)
			}
		}
		event("evt_1", "RPR1", pays["RPR1"].ID, 10_000, now)
		event("evt_3", "RPR3", pays["RPR3"].ID, 99_999, now.Add(10*time.Hour)) // after midnight, another amount
		if _, err := p.CreateCharge(ctx, pay.ChargeRequest{Reference: "RPR5", Method: pay.MethodLink, AmountCents: 5_000}); err != nil {
			t.Fatal(err)
		}
		event("evt_5", "RPR5", "pay_unknown", 5_000, now)
		event("evt_4", "RPR4", pays["RPR4"].ID, 40_000, now.AddDate(0, 0, -2))

		from := time.Date(2026, 11, 22, 0, 0, 0, 0, clock.Manila)
		r, err := pay.Source{Theirs: p, Ours: gatewayPayments(st, paymongo.Name)}.Day(ctx, from, from.AddDate(0, 0, 1))
		if err != nil {
			t.Fatal(err)
		}
		if r.Provider != 3 || r.Matched != 1 || r.OK() {
			t.Fatalf("report %+v", r)
		}
		if len(r.Missing) != 1 || r.Missing[0].ID != pays["RPR2"].ID || r.Missing[0].Reference != "RPR2" || r.Missing[0].AmountCents != 20_000 {
			t.Fatalf("missing %+v", r.Missing)
		}
		if len(r.Mismatch) != 1 || len(r.Extra) != 1 || r.Extra[0].TransactionID != "pay_unknown" {
			t.Fatalf("mismatch %v extra %+v", r.Mismatch, r.Extra)
		}
	})
}
