package disburse_test

import (
	"bytes"
	"context"
	"errors"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/banking"
	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/disburse"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/payout"
	"github.com/pautang/pautang/internal/seed"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// gateway answers each payout with the next of its answers (an error is no answer).
type gateway struct {
	answers []func() (payout.Result, error)
	refs    []string
}

func (g *gateway) Disburse(_ context.Context, req payout.Request) (payout.Result, error) {
	g.refs = append(g.refs, req.Reference)
	next := g.answers[0]
	g.answers = g.answers[1:]
	return next()
}

// TestDisburseOrderRecordsEveryOutcome: the caller's record runs once for each attempt,
// whatever the gateway said: with no answer and with "still processing" it runs alone with
// OutcomePending (an operator's approval is audited even when the money's fate is not known
// yet), and the attempt is resent with the same reference until the gateway says succeeded.
func TestDisburseOrderRecordsEveryOutcome(t *testing.T) {
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
		uid, _, _ := st.Users().UpsertUser(ctx, "09170000071")
		pid, err := st.Catalog().UpsertProduct(ctx, store.ProductRow{Code: "EXPRESS", Name: "Pautang Express", MinAmount: 200000, MaxAmount: 1000000, AmountStep: 50000,
			TermDays: 91, Periods: 1, InterestBPMonth: 300, ServiceFeeBP: 300, Rules: loans.DefaultRules().JSON(), Enabled: true})
		if err != nil {
			t.Fatal(err)
		}
		var orderID int64
		if err := st.DB.QueryRowContext(ctx, `INSERT INTO orders (order_no, user_id, product_id, amount, periods, term_days, status, created_at, updated_at)
			VALUES ('PT1', $1, $2, 500000, 1, 91, 151, $3, $3) RETURNING id`, uid, pid, st.Now()).Scan(&orderID); err != nil {
			t.Fatal(err)
		}
		if _, err := (&disburse.Accounts{Store: st, Vault: vault, Clock: clk}).Bind(ctx, disburse.BindRequest{UserID: uid, Action: banking.ActionBind, CardType: "1",
			Values: map[string]string{"bankCode": "BDO", "cardNo": "001234567890", "accountName": "Ana Santos", "birthday": "1992-06-12",
				"city": "National Capital Region (NCR)/Metro Manila/Makati City"}}); err != nil {
			t.Fatal(err)
		}
		gw := &gateway{answers: []func() (payout.Result, error){
			func() (payout.Result, error) { return payout.Result{}, errors.New("connection reset") },
			func() (payout.Result, error) { return payout.Result{Status: payout.StatusPending}, nil },
			func() (payout.Result, error) {
				return payout.Result{Status: payout.StatusSucceeded, ProviderRef: "po-1"}, nil
			},
		}}
		svc := &disburse.Service{Store: st, Payout: gw, Vault: vault, Clock: clk, Cap: loans.DefaultPHCapPolicy()}
		var recorded []disburse.Outcome
		rec := func(tx *store.Tx, res disburse.Result) error {
			recorded = append(recorded, res.Outcome)
			return nil
		}
		if _, err := svc.DisburseOrder(ctx, orderID, rec); err == nil {
			t.Fatal("no answer: want the gateway's error")
		}
		if res, err := svc.DisburseOrder(ctx, orderID, rec); err != nil || res.Outcome != disburse.OutcomePending {
			t.Fatalf("processing: %+v %v", res, err)
		}
		if res, err := svc.DisburseOrder(ctx, orderID, rec); err != nil || res.Outcome != disburse.OutcomeDisbursed {
			t.Fatalf("succeeded: %+v %v", res, err)
		}
		want := []disburse.Outcome{disburse.OutcomePending, disburse.OutcomePending, disburse.OutcomeDisbursed}
		if len(recorded) != len(want) || recorded[0] != want[0] || recorded[1] != want[1] || recorded[2] != want[2] {
			t.Fatalf("recorded %v, want %v", recorded, want)
		}
		if gw.refs[0] != gw.refs[1] || gw.refs[1] != gw.refs[2] {
			t.Fatalf("references %v: a pending attempt must be resent with its own", gw.refs)
		}
	})
}
