package api

import (
	"context"
	"errors"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/banking"
	"github.com/pautang/pautang/internal/disburse"
	"github.com/pautang/pautang/internal/journal"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/payout"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// creditOrder settles the seeded overdue loan with 5,000.00 over its payoff, so it holds that
// credit, binds a sealed payout account for its borrower and wires the disbursement service on
// provider p. It returns the order id.
func (h *adminHarness) creditOrder(p payout.Provider) int64 {
	h.t.Helper()
	ctx := context.Background()
	key, _ := banking.ParseDataKey(strings.Repeat("5a", 32))
	vault, err := banking.NewVault(key)
	if err != nil {
		h.t.Fatal(err)
	}
	h.srv.Disburse = &disburse.Service{Store: h.st, Payout: p, Vault: vault, Clock: h.clock, Cap: loans.DefaultPHCapPolicy()}
	id := h.orderIn(180)
	pos, err := h.srv.lending().Position(ctx, id)
	if err != nil {
		h.t.Fatal(err)
	}
	if res, err := h.srv.lending().ApplyPayment(ctx, id, pos.Standing.PayoffCents+500000, "pay:over"); err != nil || res.CreditCents != 500000 {
		h.t.Fatalf("overpayment: %+v %v", res, err)
	}
	sealed, err := vault.Seal(pos.Order.UserID, "001234567890")
	if err != nil {
		h.t.Fatal(err)
	}
	if _, err := h.st.Banking().BindBankAccount(ctx, store.NewBankAccount{UserID: pos.Order.UserID, CardType: 1, Channel: "90006", BankCode: "BDO", BankName: "BDO Unibank",
		HolderName: "Test", Cipher: sealed, Last4: "7890", Hash: "refund-test"}, store.AccountActionBind, 0); err != nil {
		h.t.Fatal(err)
	}
	return id
}

// TestAdminRefundCredit refunds a borrower's overpayment under four eyes on both engines,
// through the sandbox payout: more than the credit refused, an agent proposes, a supervisor
// approves, the provider pays once, the ledger's refund entry and the journal follow, and the
// same refund sent again pays nothing more.
func TestAdminRefundCredit(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newAdminHarness(t, d)
		ctx := context.Background()
		sb := payout.NewSandbox()
		var sent atomic.Int64
		id := h.creditOrder(payout.Func(func(ctx context.Context, req payout.Request) (payout.Result, error) {
			sent.Add(1)
			return sb.Disburse(ctx, req)
		}))
		path := "/admin/api/orders/" + strconv.FormatInt(id, 10) + "/refund"
		agent, sup := h.as(admin.RoleAgent), h.as(admin.RoleSupervisor)
		if env := agent.post(path, map[string]any{"amount": 500001, "reason": "Overpaid"}); env.Code != store.ErrRefundTooLarge.Code {
			t.Fatalf("more than the credit: %q (%s)", env.Code, env.Message)
		}
		if env := agent.post(path, map[string]any{"amount": 300000, "reason": "Borrower asked for the overpayment back"}); env.Code != "0" {
			t.Fatalf("propose: %q (%s)", env.Code, env.Message)
		}
		if sent.Load() != 0 {
			t.Fatal("the refund was sent before approval")
		}
		var list requestList
		sup.get("/admin/api/requests?status=pending").into(t, &list)
		if len(list.Requests) != 1 || list.Requests[0].Kind != admin.KindRefund {
			t.Fatalf("inbox: %+v", list)
		}
		rid := list.Requests[0].ID
		if env := sup.post(reqPath(rid, "approve"), nil); env.Code != "0" {
			t.Fatalf("approve: %q (%s)", env.Code, env.Message)
		}
		if n, sum := h.ledgerSum(id, "refund", "credit"); n != 1 || sum != 300000 || sent.Load() != 1 {
			t.Fatalf("refund rows %d of %d, sent %d", n, sum, sent.Load())
		}
		if avail, _ := h.st.Payments().RefundableCredit(ctx, id); avail != 200000 {
			t.Fatalf("refundable after: %d", avail)
		}
		// The same request's refund again (a retry): the provider is asked nothing new and the
		// ledger is not booked twice.
		res, err := h.srv.Disburse.RefundCredit(ctx, id, 300000, strconv.FormatInt(rid, 10))
		if err != nil || res.Outcome != disburse.OutcomeDisbursed {
			t.Fatalf("again: %+v %v", res, err)
		}
		if n, _ := h.ledgerSum(id, "refund", "credit"); n != 1 || sent.Load() != 1 {
			t.Fatalf("after a retry: %d refund rows, %d sends", n, sent.Load())
		}
		if n := h.auditCount("order.refund", strconv.FormatInt(id, 10)); n != 1 {
			t.Fatalf("order.refund audit rows: %d", n)
		}
		entries, _, _ := h.st.Loans().OrderBooks(ctx, id)
		if err := loans.CheckInvariants(entries); err != nil {
			t.Fatal(err)
		}
		var bal journal.Balances = journal.Balances{}
		for _, e := range entries {
			p, err := journal.Post(e)
			if err != nil {
				t.Fatal(err)
			}
			bal.Add(p)
		}
		if bal.Sum() != 0 || -bal[journal.RoleBorrowerCredit] != 200000 {
			t.Fatalf("journal: sum %d, borrower credit %d", bal.Sum(), -bal[journal.RoleBorrowerCredit])
		}
	})
}

// TestRefundCreditFailureAndRetry: a refusal books nothing and frees the credit; an unknown
// outcome leaves the refund pending (its amount held back) and the retry resends the same
// reference, which the provider pays once.
func TestRefundCreditFailureAndRetry(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newAdminHarness(t, d)
		ctx := context.Background()
		sb := payout.NewSandbox()
		var down atomic.Bool
		paid := map[string]int{}
		id := h.creditOrder(payout.Func(func(ctx context.Context, req payout.Request) (payout.Result, error) {
			if down.Load() {
				return payout.Result{}, errors.New("provider unreachable")
			}
			res, err := sb.Disburse(ctx, req)
			if res.Status == payout.StatusSucceeded {
				paid[req.Reference]++
			}
			return res, err
		}))
		sb.SetMode(payout.ModeFail)
		res, err := h.srv.Disburse.RefundCredit(ctx, id, 500000, "k1")
		if err != nil || res.Outcome != disburse.OutcomeFailed {
			t.Fatalf("refused: %+v %v", res, err)
		}
		if n, _ := h.ledgerSum(id, "refund", ""); n != 0 {
			t.Fatal("a refused refund was booked")
		}
		if avail, _ := h.st.Payments().RefundableCredit(ctx, id); avail != 500000 {
			t.Fatalf("refundable after a refusal: %d", avail)
		}
		sb.SetMode(payout.ModeSuccess)
		down.Store(true)
		res, err = h.srv.Disburse.RefundCredit(ctx, id, 400000, "k2")
		if err == nil || res.Outcome != disburse.OutcomePending {
			t.Fatalf("unknown outcome: %+v %v", res, err)
		}
		if avail, _ := h.st.Payments().RefundableCredit(ctx, id); avail != 100000 {
			t.Fatalf("refundable with 4,000 pending: %d", avail)
		}
		if _, err := h.srv.Disburse.RefundCredit(ctx, id, 200000, "k3"); !errors.Is(err, store.ErrRefundTooLarge) {
			t.Fatalf("over the credit left: %v", err)
		}
		down.Store(false)
		ref := disburse.RefundReference(id, "k2")
		env := h.as(admin.RoleAgent).post("/admin/api/orders/"+strconv.FormatInt(id, 10)+"/refund-retry", map[string]any{"reference": ref})
		if env.Code != "0" {
			t.Fatalf("retry: %q (%s)", env.Code, env.Message)
		}
		if res, err = h.srv.Disburse.RetryRefund(ctx, id, ref, nil); err != nil || res.Outcome != disburse.OutcomeDisbursed {
			t.Fatalf("second retry: %+v %v", res, err)
		}
		if n, sum := h.ledgerSum(id, "refund", "credit"); n != 1 || sum != 400000 || paid[ref] != 1 {
			t.Fatalf("refund rows %d of %d, paid %d", n, sum, paid[ref])
		}
	})
}
