package store_test

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"

	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

func newAccount(userID int64, cardType int, code, hash string) store.NewBankAccount {
	return store.NewBankAccount{UserID: userID, CardType: cardType, Channel: "90006", BankCode: code, BankName: code,
		HolderName: "Juan Dela Cruz", Cipher: "v1:sealed-" + hash, Last4: "7890", Hash: hash, Details: map[string]string{"city": "x"}}
}

func TestStoreBankAccounts(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		ctx := context.Background()
		st := storetest.Open(t, d, clock.NewFixed(t0))
		u1, _, _ := st.Users().UpsertUser(ctx, "09171234567")
		u2, _, _ := st.Users().UpsertUser(ctx, "09181234567")

		bank, err := st.Banking().BindBankAccount(ctx, newAccount(u1, 1, "BDO", "h-bdo"), store.AccountActionBind, 0)
		if err != nil || !bank.IsDefault {
			t.Fatalf("bind: %+v %v", bank, err)
		}
		wallet, err := st.Banking().BindBankAccount(ctx, newAccount(u1, 2, "GCASH", "h-gcash"), store.AccountActionBind, 0)
		if err != nil {
			t.Fatal(err)
		}
		list, _ := st.Banking().BankAccounts(ctx, u1)
		if len(list) != 2 || !list[0].IsDefault || !list[1].IsDefault {
			t.Fatalf("one default per type: got %+v", list)
		}
		t.Run("ErrTaken", func(t *testing.T) {
			if _, err := st.Banking().BindBankAccount(ctx, newAccount(u2, 1, "BDO", "h-bdo"), store.AccountActionBind, 0); !errors.Is(err, store.ErrBankAccountTaken) {
				t.Fatalf("got %v, want ErrBankAccountTaken", err)
			}
		})
		t.Run("ChangeRetiresThePayoutAccount", func(t *testing.T) {
			// The wallet is the newest default: the payout account a change replaces.
			moved, err := st.Banking().BindBankAccount(ctx, newAccount(u1, 1, "BPI", "h-bpi"), store.AccountActionChange, 0)
			if err != nil {
				t.Fatal(err)
			}
			list, _ := st.Banking().BankAccounts(ctx, u1)
			if len(list) != 2 || list[0].ID != moved.ID || list[1].ID != bank.ID || list[1].IsDefault {
				t.Fatalf("after change: %+v", list)
			}
			old, _ := st.Payouts().BankAccountByID(ctx, wallet.ID)
			if old.Cipher != "" {
				t.Fatal("retired account keeps its sealed number")
			}
			changes, _ := st.Banking().BankAccountChanges(ctx, u1)
			last := changes[len(changes)-1]
			if last.Action != store.AccountActionChange || last.OldAccountID != wallet.ID || last.NewAccountID != moved.ID {
				t.Fatalf("audit: %+v", last)
			}
			// The retired number may be bound again (by anyone): it is no longer active.
			if _, err := st.Banking().BindBankAccount(ctx, newAccount(u2, 2, "GCASH", "h-gcash"), store.AccountActionBind, 0); err != nil {
				t.Fatalf("rebinding a retired number: %v", err)
			}
		})
		t.Run("ConcurrentSameNumber", func(t *testing.T) {
			users := make([]int64, 6)
			for i := range users {
				users[i], _, _ = st.Users().UpsertUser(ctx, fmt.Sprintf("0919000000%d", i))
			}
			var wg sync.WaitGroup
			var mu sync.Mutex
			won, taken := 0, 0
			for _, u := range users {
				wg.Add(1)
				go func(u int64) {
					defer wg.Done()
					_, err := st.Banking().BindBankAccount(ctx, newAccount(u, 1, "UBP", "h-race"), store.AccountActionBind, 0)
					mu.Lock()
					defer mu.Unlock()
					switch {
					case err == nil:
						won++
					case errors.Is(err, store.ErrBankAccountTaken):
						taken++
					default:
						t.Errorf("bind: %v", err)
					}
				}(u)
			}
			wg.Wait()
			if won != 1 || taken != len(users)-1 {
				t.Fatalf("got %d binds and %d refusals, want 1 and %d", won, taken, len(users)-1)
			}
		})
	})
}
