package api

import (
	"context"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/banking"
	"github.com/pautang/pautang/internal/disburse"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/payout"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// waivedSum is the sum of an order's waiver rows (negative centavos).
func (h *adminHarness) waivedSum(id int64) int64 {
	var n int64
	h.st.DB.QueryRowContext(context.Background(), `SELECT COALESCE(SUM(amount), 0) FROM ledger_entries WHERE order_id = $1 AND kind = 'waiver'`, id).Scan(&n)
	return n
}

func (h *adminHarness) penaltyOwed(id int64) int64 {
	var n int64
	h.st.DB.QueryRowContext(context.Background(), `SELECT COALESCE(SUM(amount), 0) FROM ledger_entries WHERE order_id = $1 AND bucket = 'penalty'`, id).Scan(&n)
	return n
}

// propose sends a waiver request as c and returns its id.
func (h *adminHarness) proposeWaiver(c *opClient, order int64, amount int64) int64 {
	h.t.Helper()
	env := c.post("/admin/api/orders/"+strconv.FormatInt(order, 10)+"/waive", map[string]any{"bucket": "penalty", "amount": amount, "reason": "Collector error, goodwill"})
	if env.Code != "0" {
		h.t.Fatalf("propose: %+v", env)
	}
	var a proposeAnswer
	env.into(h.t, &a)
	if a.Status != admin.RequestPending || a.RequestID == 0 {
		h.t.Fatalf("propose answer: %+v", a)
	}
	return a.RequestID
}

func reqPath(id int64, verb string) string {
	return "/admin/api/requests/" + strconv.FormatInt(id, 10) + "/" + verb
}

func TestAdminWaiver(t *testing.T) {
	h := newAdminHarness(t, store.SQLite)
	id := h.orderIn(180)
	path := "/admin/api/orders/" + strconv.FormatInt(id, 10) + "/waive"
	agent := h.as(admin.RoleAgent)
	penalty := h.penaltyOwed(id)
	if penalty <= 0 {
		t.Fatalf("seeded overdue order has no penalty (%d)", penalty)
	}
	tests := []struct {
		name string
		c    *opClient
		body map[string]any
		want string
	}{
		{"ErrViewer", h.as(admin.RoleViewer), map[string]any{"bucket": "penalty", "amount": 100, "reason": "goodwill"}, "forbidden"},
		{"ErrPrincipal", agent, map[string]any{"bucket": "principal", "amount": 100, "reason": "goodwill"}, "admin_waiver_invalid"},
		{"ErrMoreThanOwed", agent, map[string]any{"bucket": "penalty", "amount": penalty + 1, "reason": "goodwill"}, "admin_waiver_invalid"},
		{"ErrNoReason", agent, map[string]any{"bucket": "penalty", "amount": 100}, "admin_waiver_invalid"},
		{"OK", agent, map[string]any{"bucket": "penalty", "amount": 100, "reason": "Collector error, goodwill"}, "0"},
		{"ErrAlreadyWaiting", agent, map[string]any{"bucket": "penalty", "amount": 50, "reason": "again"}, "admin_request_invalid"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if env := tt.c.post(path, tt.body); env.Code != tt.want {
				t.Fatalf("got %q (%s), want %q", env.Code, env.Message, tt.want)
			}
		})
	}
	if w := h.waivedSum(id); w != 0 {
		t.Fatalf("a proposed waiver was booked before approval: %d", w)
	}
	var list requestList
	sup := h.as(admin.RoleSupervisor)
	sup.get("/admin/api/requests?status=pending").into(t, &list)
	if list.Pending != 1 || len(list.Requests) != 1 || list.Requests[0].Kind != admin.KindWaiver || list.Requests[0].Maker != "agent@test.ph" {
		t.Fatalf("inbox: %+v", list)
	}
	rid := list.Requests[0].ID
	if env := sup.post(reqPath(rid, "approve"), nil); env.Code != "0" {
		t.Fatalf("approve: %+v", env)
	}
	if w := h.waivedSum(id); w != -100 {
		t.Fatalf("waiver rows: got %d, want -100", w)
	}
	if n := h.auditCount("order.waive", strconv.FormatInt(id, 10)); n != 1 {
		t.Fatalf("order.waive audit rows: got %d, want 1", n)
	}
	for _, a := range []string{"request.create", "request.approve"} {
		if n := h.auditCount(a, strconv.FormatInt(rid, 10)); n != 1 {
			t.Fatalf("%s audit rows: got %d, want 1", a, n)
		}
	}
}

func TestAdminFourEyes(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newAdminHarness(t, d)
		order := h.orderIn(180)
		agent, sup, adm := h.as(admin.RoleAgent), h.as(admin.RoleSupervisor), h.as(admin.RoleAdmin)

		t.Run("ErrMakerCannotCheck", func(t *testing.T) {
			rid := h.proposeWaiver(sup, order, 100)
			for _, verb := range []string{"approve", "reject"} {
				if env := sup.post(reqPath(rid, verb), map[string]any{"reason": "mine"}); env.Code != admin.CodeRequestOwn {
					t.Fatalf("%s own request: got %q (%s)", verb, env.Code, env.Message)
				}
			}
			if w := h.waivedSum(order); w != 0 {
				t.Fatalf("maker's own approval booked %d", w)
			}
			// Clean up: another supervisor-or-above rejects it.
			if env := adm.post(reqPath(rid, "reject"), map[string]any{"reason": "test"}); env.Code != "0" {
				t.Fatalf("reject: %+v", env)
			}
		})

		t.Run("ErrCheckerRole", func(t *testing.T) {
			rid := h.proposeWaiver(sup, order, 100)
			if env := agent.post(reqPath(rid, "approve"), nil); env.Code != "forbidden" {
				t.Fatalf("agent approving a waiver: got %q", env.Code)
			}
			if env := adm.post(reqPath(rid, "reject"), map[string]any{"reason": "test"}); env.Code != "0" {
				t.Fatalf("reject: %+v", env)
			}
		})

		t.Run("RejectedChangesNothing", func(t *testing.T) {
			var before int64
			h.st.DB.QueryRowContext(context.Background(), `SELECT COUNT(*) FROM ledger_entries WHERE order_id = $1`, order).Scan(&before)
			var status int
			h.st.DB.QueryRowContext(context.Background(), `SELECT status FROM orders WHERE id = $1`, order).Scan(&status)
			rid := h.proposeWaiver(agent, order, 100)
			if env := sup.post(reqPath(rid, "reject"), map[string]any{}); env.Code != admin.CodeRequestInvalid {
				t.Fatalf("reject without a reason: got %q", env.Code)
			}
			if env := sup.post(reqPath(rid, "reject"), map[string]any{"reason": "No proof of the collector's error"}); env.Code != "0" {
				t.Fatalf("reject: %+v", env)
			}
			var after int64
			var status2 int
			h.st.DB.QueryRowContext(context.Background(), `SELECT COUNT(*) FROM ledger_entries WHERE order_id = $1`, order).Scan(&after)
			h.st.DB.QueryRowContext(context.Background(), `SELECT status FROM orders WHERE id = $1`, order).Scan(&status2)
			if after != before || status2 != status || h.waivedSum(order) != 0 {
				t.Fatalf("a rejected request changed the loan: ledger %d -> %d, status %d -> %d", before, after, status, status2)
			}
			if env := adm.post(reqPath(rid, "approve"), nil); env.Code != admin.CodeRequestDone {
				t.Fatalf("approving a rejected request: got %q", env.Code)
			}
			if n := h.auditCount("request.reject", strconv.FormatInt(rid, 10)); n != 1 {
				t.Fatalf("reject audit rows: %d", n)
			}
			r, err := h.st.Controls().RequestByID(context.Background(), rid)
			if err != nil || r.Status != admin.RequestRejected || r.Note != "No proof of the collector's error" || r.Checker != "supervisor@test.ph" {
				t.Fatalf("stored request: %+v %v", r, err)
			}
		})

		t.Run("TwoCheckersAtOnceRunOnce", func(t *testing.T) {
			rid := h.proposeWaiver(agent, order, 100)
			var wg sync.WaitGroup
			codes := make([]string, 2)
			for i, c := range []*opClient{sup, adm} {
				wg.Add(1)
				go func() {
					defer wg.Done()
					codes[i] = c.post(reqPath(rid, "approve"), nil).Code
				}()
			}
			wg.Wait()
			okN, done := 0, 0
			for _, c := range codes {
				switch c {
				case "0":
					okN++
				case admin.CodeRequestDone:
					done++
				}
			}
			if okN != 1 || done != 1 {
				t.Fatalf("two approvals at once: %v, want one 0 and one %s", codes, admin.CodeRequestDone)
			}
			if w := h.waivedSum(order); w != -100 {
				t.Fatalf("waiver booked %d, want -100 once", w)
			}
			if n := h.auditCount("order.waive", strconv.FormatInt(order, 10)); n != 1 {
				t.Fatalf("order.waive audit rows: %d", n)
			}
			// Approving again is refused and books nothing more.
			if env := sup.post(reqPath(rid, "approve"), nil); env.Code != admin.CodeRequestDone {
				t.Fatalf("second approval: %q", env.Code)
			}
			if w := h.waivedSum(order); w != -100 {
				t.Fatalf("waiver booked %d after a second approval", w)
			}
		})

		t.Run("ErrStale", func(t *testing.T) {
			rid := h.proposeWaiver(agent, order, 100)
			// Another waiver lands on the loan meanwhile: the request's target changed.
			if _, err := h.srv.lending().Waive(context.Background(), order, h.ops[admin.RoleViewer].ID, "penalty", 1, "meanwhile", nil); err != nil {
				t.Fatal(err)
			}
			if env := sup.post(reqPath(rid, "approve"), nil); env.Code != admin.CodeRequestStale {
				t.Fatalf("stale request: got %q (%s)", env.Code, env.Message)
			}
			if env := sup.post(reqPath(rid, "reject"), map[string]any{"reason": "stale"}); env.Code != "0" {
				t.Fatalf("reject stale: %+v", env)
			}
		})

		t.Run("ErrExpired", func(t *testing.T) {
			rid := h.proposeWaiver(agent, order, 100)
			h.clock.Advance(time.Duration(admin.RequestTTLMs)*time.Millisecond + time.Minute)
			sup := h.as(admin.RoleSupervisor) // the earlier session is past its maximum age
			if env := sup.post(reqPath(rid, "approve"), nil); env.Code != admin.CodeRequestExpired {
				t.Fatalf("expired request: got %q (%s)", env.Code, env.Message)
			}
			var c requestCount
			sup.get("/admin/api/requests/count").into(t, &c)
			if c.Pending != 0 {
				t.Fatalf("expired request still counted: %d", c.Pending)
			}
		})
	})
}

func TestAdminLargeLoanApproval(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newAdminHarness(t, d)
		var small, large int64
		h.st.DB.QueryRowContext(context.Background(), `SELECT id FROM orders WHERE status = 21 ORDER BY amount, id LIMIT 1`).Scan(&small)
		var smallAmount int64
		h.st.DB.QueryRowContext(context.Background(), `SELECT amount FROM orders WHERE id = $1`, small).Scan(&smallAmount)
		if small == 0 {
			t.Fatal("no order under review in the seed")
		}
		// A threshold just under the order's amount: its approval needs four eyes.
		h.srv.Cfg.FourEyesApproveAboveCents = smallAmount - 1
		large = small
		agent, sup := h.as(admin.RoleAgent), h.as(admin.RoleSupervisor)
		path := "/admin/api/orders/" + strconv.FormatInt(large, 10) + "/decide"
		env := agent.post(path, map[string]any{"approve": true, "reason": "Income verified"})
		if env.Code != "0" {
			t.Fatalf("agent approve: %+v", env)
		}
		var a decideOutcome
		env.into(t, &a)
		var status int
		h.st.DB.QueryRowContext(context.Background(), `SELECT status FROM orders WHERE id = $1`, large).Scan(&status)
		if a.Kind != admin.KindLoanApproval || a.RequestID == 0 || status != 21 || a.Status != 21 {
			t.Fatalf("a large approval did not wait: %+v, status %d", a, status)
		}
		if env := agent.post(reqPath(a.RequestID, "approve"), nil); env.Code != admin.CodeRequestOwn {
			t.Fatalf("own: %q", env.Code)
		}
		// The payout follows the approval; the borrower has no payout account, so it fails and
		// the checker is told so, not that all went through.
		key, _ := banking.ParseDataKey(strings.Repeat("5a", 32))
		vault, _ := banking.NewVault(key)
		h.srv.Disburse = &disburse.Service{Store: h.st, Payout: payout.NewSandbox(), Vault: vault, Clock: h.clock, Cap: loans.DefaultPHCapPolicy()}
		wire(h.srv, h.st)
		env = sup.post(reqPath(a.RequestID, "approve"), nil)
		var decided struct {
			Summary string `json:"summary"`
			Warning bool   `json:"warning"`
		}
		env.into(t, &decided)
		if env.Code != "0" || !decided.Warning || !strings.HasPrefix(decided.Summary, "Approved; the payout failed: No bank account or e-wallet is bound") {
			t.Fatalf("supervisor approve: %+v %+v", env, decided)
		}
		if n := h.auditCountAction("order.payout"); n != 1 {
			t.Fatalf("the failed payout left %d order.payout audit rows, want 1", n)
		}
		h.st.DB.QueryRowContext(context.Background(), `SELECT status FROM orders WHERE id = $1`, large).Scan(&status)
		if status == 21 || status == 110 {
			t.Fatalf("approved request left the order at %d", status)
		}
		// At or below the threshold an agent decides alone, as before.
		h.srv.Cfg.FourEyesApproveAboveCents = 0
		var other int64
		h.st.DB.QueryRowContext(context.Background(), `SELECT id FROM orders WHERE status = 21 ORDER BY id LIMIT 1`).Scan(&other)
		if other != 0 {
			if env := agent.post("/admin/api/orders/"+strconv.FormatInt(other, 10)+"/decide", map[string]any{"approve": false, "reasonCode": "policy", "reason": "test"}); env.Code != "0" {
				t.Fatalf("reject below threshold: %+v", env)
			}
		}
	})
}
