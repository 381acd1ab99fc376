package api

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/lending"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// approvedOrder writes an approved order (151) like the seeded one for a new borrower n, with
// a bound payout account when withAccount.
func (h *adminHarness) approvedOrder(n int, withAccount bool) int64 {
	h.t.Helper()
	ctx := context.Background()
	like, err := h.st.Loans().LoanOrderByID(ctx, h.orderIn(151))
	if err != nil {
		h.t.Fatal(err)
	}
	sched, err := h.st.Loans().OrderSchedule(ctx, like.ID)
	if err != nil {
		h.t.Fatal(err)
	}
	uid, _, err := h.st.Users().UpsertUser(ctx, fmt.Sprintf("0917555%04d", n))
	if err != nil {
		h.t.Fatal(err)
	}
	id, _, err := h.st.Loans().InsertSeedOrder(ctx, store.SeedOrder{NewOrder: store.NewOrder{UserID: uid, ProductID: like.ProductID, Amount: like.Amount,
		Periods: like.Periods, TermDays: like.TermDays, Interest: like.Interest, ServiceFee: like.ServiceFee, NetProceeds: like.NetProceeds,
		TotalRepay: like.TotalRepay, Variant: like.Variant, Terms: like.Terms, IdemKey: fmt.Sprintf("cancel-test-%d", n), DueDate: like.DueDate, Schedule: sched},
		Status: int(loans.StatusApproved), CreatedAt: h.clock.Now().UnixMilli(), DecisionCode: "operator_approve", DecisionReason: "ok"})
	if err != nil {
		h.t.Fatal(err)
	}
	if withAccount {
		if _, err := h.st.Banking().BindBankAccount(ctx, store.NewBankAccount{UserID: uid, CardType: 1, Channel: "90006", BankCode: "BDO", BankName: "BDO Unibank",
			HolderName: "Test", Cipher: "sealed", Last4: "1234", Hash: fmt.Sprintf("h-%d", n)}, store.AccountActionBind, 0); err != nil {
			h.t.Fatal(err)
		}
	}
	return id
}

// TestAdminCancelApproval cancels a stuck approval under four eyes on both engines: proposed
// by an agent, carried out by a supervisor (151 -> 110, no ledger, the borrower reads a
// cancellation), refused for a loan already paid out, for a payout sent or pending when
// proposed, and at approval when a payout started meanwhile.
func TestAdminCancelApproval(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newAdminHarness(t, d)
		ctx := context.Background()
		agent, sup := h.as(admin.RoleAgent), h.as(admin.RoleSupervisor)
		cancel := func(c *opClient, id int64, reason string) envelope {
			return c.post("/admin/api/orders/"+strconv.FormatInt(id, 10)+"/cancel", map[string]any{"reason": reason})
		}
		approveLast := func() envelope {
			var list requestList
			sup.get("/admin/api/requests?status=pending").into(t, &list)
			if len(list.Requests) == 0 || list.Requests[0].Kind != admin.KindCancel {
				t.Fatalf("inbox: %+v", list)
			}
			return sup.post(reqPath(list.Requests[0].ID, "approve"), nil)
		}

		t.Run("OK", func(t *testing.T) {
			id := h.approvedOrder(1, false)
			if env := cancel(agent, id, ""); env.Code != admin.CodeRequestInvalid {
				t.Fatalf("no reason: %q", env.Code)
			}
			if env := cancel(agent, id, "Borrower withdrew before the payout"); env.Code != "0" {
				t.Fatalf("propose: %q (%s)", env.Code, env.Message)
			}
			if o, _ := h.st.Loans().LoanOrderByID(ctx, id); o.Status != 151 {
				t.Fatalf("cancelled before approval: %d", o.Status)
			}
			if env := approveLast(); env.Code != "0" {
				t.Fatalf("approve: %q (%s)", env.Code, env.Message)
			}
			o, err := h.st.Loans().LoanOrderByID(ctx, id)
			if err != nil {
				t.Fatal(err)
			}
			if o.Status != int(loans.StatusRejected) || o.DecisionCode != lending.DecisionCancelled {
				t.Fatalf("after: status %d code %q", o.Status, o.DecisionCode)
			}
			if ledger, _ := h.st.Loans().OrderLedger(ctx, id); len(ledger) != 0 {
				t.Fatalf("a cancelled order has a ledger: %+v", ledger)
			}
			det, err := h.srv.lending().Details(ctx, o.UserID, id)
			if err != nil {
				t.Fatal(err)
			}
			if det.OrderStatus != 110 || !strings.Contains(det.NoticeDesText, "cancelled before any money was sent") {
				t.Fatalf("borrower sees %d %q", det.OrderStatus, det.NoticeDesText)
			}
			if n := h.auditCount("order.cancel", strconv.FormatInt(id, 10)); n != 1 {
				t.Fatalf("order.cancel audit rows: %d", n)
			}
			var ev string
			h.st.DB.QueryRowContext(ctx, `SELECT event FROM order_events WHERE order_id = $1 ORDER BY id DESC LIMIT 1`, id).Scan(&ev)
			if ev != string(loans.EventCancel) {
				t.Fatalf("last event %q", ev)
			}
		})

		t.Run("ErrNotApproved", func(t *testing.T) {
			if env := cancel(agent, h.orderIn(170), "wrong order"); env.Code != lending.ErrCancelNotAllowed.Code {
				t.Fatalf("a repaying loan: %q", env.Code)
			}
		})

		t.Run("ErrPayoutSent", func(t *testing.T) {
			id := h.approvedOrder(2, true)
			start, err := h.st.Payouts().StartPayout(ctx, id, 151, 1000)
			if err != nil || start.NoAccount {
				t.Fatalf("start payout: %+v %v", start, err)
			}
			if env := cancel(agent, id, "stuck"); env.Code != lending.ErrCancelNotAllowed.Code {
				t.Fatalf("pending payout: %q", env.Code)
			}
			if _, err := h.st.Payouts().FailPayout(ctx, start.Payout.ID, "closed account"); err != nil {
				t.Fatal(err)
			}
			// Failed and not retried: it can be proposed; a retry then starts before approval.
			if env := cancel(agent, id, "stuck"); env.Code != "0" {
				t.Fatalf("failed payout: %q (%s)", env.Code, env.Message)
			}
			if _, err := h.st.Payouts().StartPayout(ctx, id, 151, 1000); err != nil {
				t.Fatal(err)
			}
			if env := approveLast(); env.Code != lending.ErrCancelNotAllowed.Code {
				t.Fatalf("approve with a payout pending: %q (%s)", env.Code, env.Message)
			}
			if o, _ := h.st.Loans().LoanOrderByID(ctx, id); o.Status != 151 {
				t.Fatalf("status %d, want 151", o.Status)
			}
		})
	})
}

// TestCancelApprovalRacesPayout starts a payout and cancels the same approved order at the
// same moment, many times, on both engines: exactly one of them happens each time.
func TestCancelApprovalRacesPayout(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newAdminHarness(t, d)
		ctx := context.Background()
		cancelled, paid := 0, 0
		for i := range 12 {
			id := h.approvedOrder(100+i, true)
			var wg sync.WaitGroup
			var cancelErr, payErr error
			var start store.PayoutStart
			wg.Add(2)
			go func() {
				defer wg.Done()
				_, cancelErr = h.srv.lending().CancelApproval(ctx, id, 1, "race", nil)
			}()
			go func() {
				defer wg.Done()
				start, payErr = h.st.Payouts().StartPayout(ctx, id, 151, 1000)
			}()
			wg.Wait()
			var status, pending int
			h.st.DB.QueryRowContext(ctx, `SELECT status FROM orders WHERE id = $1`, id).Scan(&status)
			h.st.DB.QueryRowContext(ctx, `SELECT COUNT(*) FROM payouts WHERE order_id = $1 AND status = 'pending'`, id).Scan(&pending)
			switch {
			case cancelErr == nil && errors.Is(payErr, store.ErrPayoutNotDue) && status == 110 && pending == 0:
				cancelled++
			case payErr == nil && !start.NoAccount && errors.Is(cancelErr, lending.ErrCancelNotAllowed) && status == 151 && pending == 1:
				paid++
			default:
				t.Fatalf("order %d: cancel %v, payout %+v %v, status %d, pending %d", id, cancelErr, start, payErr, status, pending)
			}
		}
		t.Logf("cancelled %d, paid out %d", cancelled, paid)
	})
}
