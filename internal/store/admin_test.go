package store_test

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

func TestStoreAdmin(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		ctx := context.Background()
		clk := clock.NewFixed(time.Date(2026, 11, 22, 9, 0, 0, 0, clock.Manila))
		st := storetest.Open(t, d, clk)
		op, err := st.Operators().CreateOperator(ctx, admin.Operator{Email: "a@b.ph", Name: "A", Role: admin.RoleAgent, PasswordHash: "h", CreatedAt: 1},
			admin.Entry{Action: "operator.create", Entity: "operator", At: 1})
		if err != nil {
			t.Fatal(err)
		}
		t.Run("ErrDuplicateEmail", func(t *testing.T) {
			_, err := st.Operators().CreateOperator(ctx, admin.Operator{Email: "a@b.ph", Name: "A", Role: admin.RoleAgent, PasswordHash: "h", CreatedAt: 1}, admin.Entry{Action: "x", Entity: "operator"})
			if !errors.Is(err, admin.ErrEmailTaken) {
				t.Fatalf("got %v, want ErrEmailTaken", err)
			}
		})
		t.Run("SettingBeforeAfter", func(t *testing.T) {
			for _, v := range []string{`{"email":"a@b.ph","smWa":"1"}`, `{"email":"c@d.ph","smWa":"2"}`} {
				if err := st.Catalog().SaveCatalogSetting(ctx, "cs_contacts", v, admin.Entry{OperatorID: op.ID, Action: "setting.update"}); err != nil {
					t.Fatal(err)
				}
			}
			got, found, err := st.Catalog().CatalogSetting(ctx, "cs_contacts")
			if err != nil || !found || !strings.Contains(got, "c@d.ph") {
				t.Fatalf("got %q %v %v", got, found, err)
			}
			rows, err := st.AuditLog(ctx, store.AuditFilter{Entity: "setting", EntityID: "cs_contacts"})
			if err != nil || len(rows) != 2 {
				t.Fatalf("audit rows: %v %v", rows, err)
			}
			before, _ := json.Marshal(rows[0].Before)
			if rows[0].Operator != "a@b.ph" || !strings.Contains(string(before), "a@b.ph") {
				t.Fatalf("newest row: operator %q before %s", rows[0].Operator, before)
			}
		})
		t.Run("SessionRevoke", func(t *testing.T) {
			if err := st.Operators().CreateOperatorSession(ctx, op.ID, admin.StageFull, "th", "ch", 1, 100); err != nil {
				t.Fatal(err)
			}
			s, found, _ := st.Operators().OperatorSessionByHash(ctx, "th")
			if !found || s.CSRFHash != "ch" {
				t.Fatalf("got %+v %v", s, found)
			}
			if _, err := st.Operators().UpdateOperator(ctx, op.ID, admin.RoleAgent, true, "", admin.Entry{OperatorID: op.ID, Action: "operator.update"}); err != nil {
				t.Fatal(err)
			}
			if _, found, _ := st.Operators().OperatorSessionByHash(ctx, "th"); found {
				t.Fatal("switching the operator off kept the session")
			}
		})
	})
}
