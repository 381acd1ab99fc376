package store_test

import (
	"context"
	"testing"

	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// Migration 0047 records, for the events received before ledger refs carried the gateway's
// name, the gateway that reported them (from the charge of their reference) and the ref they
// were booked under; and 0046 rewrites a catalogue route saved with an Invoice API code.
func TestGatewayRefsBackfill(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		ctx := context.Background()
		st := storetest.OpenFresh(t, d, clock.NewFixed(t0))
		for _, q := range []string{
			`DROP INDEX payment_events_ledger_ref`,
			`ALTER TABLE payment_events DROP COLUMN ledger_ref`,
			`ALTER TABLE payment_events DROP COLUMN gateway`,
			`DELETE FROM schema_migrations WHERE version IN (46, 47)`,
			`INSERT INTO provider_charges (provider, reference, provider_id, method, amount, status, created_at) VALUES ('xendit', 'RX1', 'pr-1', 'code', 100000, 'pending', 1)`,
			`INSERT INTO payment_events (event_id, type, reference, transaction_id, amount, outcome, payload, received_at) VALUES
				('xendit:payment.succeeded:py-1', 'payment.succeeded', 'RX1', 'py-1', 100000, 'applied', '{}', 1),
				('evt_sandbox', 'payment.succeeded', 'RS1', 'txn_2', 5000, 'applied', '{}', 1),
				('match:UTR123', 'payment.succeeded', 'RT1', 'match-UTR123', 7000, 'applied', '{}', 1),
				('evt_failed', 'payment.failed', 'RX1', '', 0, 'failed', '{}', 1)`,
			`INSERT INTO payment_channels (channel_number, name, kind, gateway, gateway_code) VALUES ('90005', 'M Lhuillier', 'store', 'xendit', 'DP_MLHUILLIER')`,
		} {
			if _, err := st.Exec(ctx, q); err != nil {
				t.Fatalf("%s: %v", q, err)
			}
		}
		if n, err := st.Migrate(ctx); err != nil || n != 2 {
			t.Fatalf("migrate: %d %v", n, err)
		}
		want := map[string][2]string{
			"xendit:payment.succeeded:py-1": {"xendit", "pay:py-1"},
			"evt_sandbox":                   {"", "pay:txn_2"},
			"match:UTR123":                  {"", "transfer:UTR123"},
			"evt_failed":                    {"xendit", ""},
		}
		for id, w := range want {
			var gateway, ref string
			if err := st.QueryRow(ctx, `SELECT gateway, ledger_ref FROM payment_events WHERE event_id = $1`, id).Scan(&gateway, &ref); err != nil || gateway != w[0] || ref != w[1] {
				t.Errorf("%s: gateway %q ref %q (%v), want %q %q", id, gateway, ref, err, w[0], w[1])
			}
		}
		var code string
		if err := st.QueryRow(ctx, `SELECT gateway_code FROM payment_channels WHERE channel_number = '90005'`).Scan(&code); err != nil || code != "MLHUILLIER" {
			t.Errorf("M Lhuillier route: %q %v", code, err)
		}
	})
}
