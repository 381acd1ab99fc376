package disburse_test

import (
	"bytes"
	"context"
	"errors"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/banking"
	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/disburse"
	"github.com/pautang/pautang/internal/seed"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// TestAccountsBind: every way a bind is refused, then a bind that becomes the current
// account of the form, which another borrower cannot bind again.
func TestAccountsBind(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		clk := clock.NewFixed(time.Date(2026, 11, 22, 9, 0, 0, 0, clock.Manila))
		st := storetest.Open(t, d, clk)
		ctx := context.Background()
		for i, it := range seed.DefaultBankForm() {
			if err := st.Banking().UpsertBankFormItem(ctx, 0, it, i); err != nil {
				t.Fatal(err)
			}
		}
		vault, err := banking.NewVault(bytes.Repeat([]byte{7}, 32))
		if err != nil {
			t.Fatal(err)
		}
		ana, _, _ := st.Users().UpsertUser(ctx, "09170000061")
		ben, _, _ := st.Users().UpsertUser(ctx, "09170000062")
		form := map[string]string{"bankCode": "BDO", "cardNo": "001234567890", "accountName": "Ana Santos", "birthday": "1992-06-12",
			"city": "National Capital Region (NCR)/Metro Manila/Makati City"}
		bind := func(a *disburse.Accounts, r disburse.BindRequest) error {
			_, err := a.Bind(ctx, r)
			return err
		}
		acc := &disburse.Accounts{Store: st, Vault: vault, Clock: clk}
		req := disburse.BindRequest{UserID: ana, Action: banking.ActionBind, CardType: "1", Values: form}
		for _, c := range []struct {
			name string
			a    *disburse.Accounts
			edit func(r *disburse.BindRequest)
			want error
			code string
		}{
			{"NoVault", &disburse.Accounts{Store: st, Clock: clk}, func(*disburse.BindRequest) {}, disburse.ErrBankUnavailable, ""},
			{"CardType", acc, func(r *disburse.BindRequest) { r.CardType = "3" }, disburse.ErrCardType, ""},
			{"OrderNotTheirs", acc, func(r *disburse.BindRequest) { r.OrderID = 999 }, apperr.ErrNotFound, ""},
			{"WrongField", acc, func(r *disburse.BindRequest) { r.Values = map[string]string{"bankCode": "BDO"} }, nil, disburse.CodeBankInvalid},
		} {
			r := req
			c.edit(&r)
			err := bind(c.a, r)
			var fe *disburse.FormError
			switch {
			case c.want != nil && !errors.Is(err, c.want):
				t.Errorf("%s: got %v, want %v", c.name, err, c.want)
			case c.code == disburse.CodeBankInvalid && (!errors.As(err, &fe) || len(fe.Fields) == 0):
				t.Errorf("%s: got %v, want the form's field errors", c.name, err)
			}
		}
		if f, err := acc.Form(ctx, ana, 0); err != nil || f.Current != nil || len(f.Items) == 0 {
			t.Fatalf("form before: %+v %v", f, err)
		}
		if _, err := acc.Form(ctx, ana, 999); !errors.Is(err, disburse.ErrUnknownProduct) {
			t.Fatalf("unknown product: got %v", err)
		}
		b, err := acc.Bind(ctx, req)
		if err != nil || b.Account.Last4 != "7890" || !b.Account.IsDefault || len(b.Payouts) != 0 {
			t.Fatalf("bind: %+v %v", b, err)
		}
		if f, err := acc.Form(ctx, ana, 0); err != nil || f.Current == nil || f.Current.ID != b.Account.ID {
			t.Fatalf("form after: %+v %v", f, err)
		}
		if got, found, err := acc.Owned(ctx, ana, b.Account.ID); err != nil || !found || got.ID != b.Account.ID {
			t.Fatalf("owned: %+v %v %v", got, found, err)
		}
		if _, found, err := acc.Owned(ctx, ben, b.Account.ID); err != nil || found {
			t.Fatalf("another borrower's account found: %v %v", found, err)
		}
		if cards, err := acc.RepayCards(ctx, ana); err != nil || len(cards) != 1 || cards[0].ID != b.Account.ID || cards[0].Last4 != "7890" || cards[0].Channel != b.Account.Channel {
			t.Fatalf("repay cards: %+v %v", cards, err)
		}
		req.UserID = ben
		if err := bind(acc, req); !errors.Is(err, disburse.ErrBankAccountTaken) {
			t.Fatalf("taken: got %v", err)
		}
	})
}
