package store_test

import (
	"context"
	"reflect"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/journal"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// TestStoreChart: migration 0036 seeds exactly journal.DefaultChart (every role, nothing
// else); SaveChart replaces it only over the version read, and Chart reads it back.
func TestStoreChart(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		ctx := context.Background()
		st := storetest.Open(t, d, clock.NewFixed(time.Date(2026, 11, 22, 2, 0, 0, 0, time.UTC)))
		seeded := journal.Chart{}
		rows, err := st.DB.QueryContext(ctx, `SELECT role, code, name FROM chart_accounts`)
		if err != nil {
			t.Fatal(err)
		}
		for rows.Next() {
			var role string
			var a journal.Account
			if err := rows.Scan(&role, &a.Code, &a.Name); err != nil {
				t.Fatal(err)
			}
			seeded[journal.Role(role)] = a
		}
		rows.Close()
		if !reflect.DeepEqual(seeded, journal.DefaultChart()) {
			t.Fatalf("seeded chart %v\nwant %v", seeded, journal.DefaultChart())
		}
		c := journal.DefaultChart()
		c[journal.RoleCashInTransit] = journal.Account{Code: "1021", Name: "Payouts clearing"}
		if err := st.Reports().SaveChart(ctx, c, "stale", 7, admin.Entry{Action: "chart.update"}); err != store.ErrConflict {
			t.Fatalf("stale save: %v", err)
		}
		if err := st.Reports().SaveChart(ctx, c, journal.DefaultChart().Version(), 7, admin.Entry{Action: "chart.update"}); err != nil {
			t.Fatal(err)
		}
		got, err := st.Reports().Chart(ctx)
		if err != nil || !reflect.DeepEqual(got, c) {
			t.Fatalf("read back %v %v", got, err)
		}
	})
}
