package api

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/backoffice"
	"github.com/pautang/pautang/internal/collections"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/notify"
	"github.com/pautang/pautang/internal/seed"
	"github.com/pautang/pautang/internal/sms"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// TestAdminOrderMessages: the order page's message history lists what the scheduler sent to
// the borrower, with its delivery status (a refused message stays queued with its error),
// the phone masked for a viewer.
func TestAdminOrderMessages(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newAdminHarness(t, d)
		ctx := context.Background()
		id := h.orderIn(int(loans.StatusOverdue))
		o, err := h.st.Loans().LoanOrderByID(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		now := h.clock.Now()
		for _, k := range []notify.Kind{notify.Overdue1, notify.Overdue3} {
			if _, err := h.st.Messages().PlanMessage(ctx, notify.Message{OrderID: id, UserID: o.UserID, Kind: k, Day: "2026-11-01", Phone: seed.DemoPhone, Body: "body " + string(k),
				Status: notify.StatusQueued, SendAt: now.UnixMilli(), ExpiresAt: now.UnixMilli() + 3600_000, CreatedAt: now.UnixMilli()}); err != nil {
				t.Fatal(err)
			}
		}
		// The provider takes the first message and refuses the second.
		calls := 0
		sender := sms.Func(func(ctx context.Context, m sms.Message) error {
			calls++
			if m.Body == "body overdue_3" {
				return errRefused
			}
			return nil
		})
		s := &notify.Scheduler{Repo: h.st.Messages(), SMS: sender, Clock: h.clock}
		if _, err := s.RunOnce(ctx); err != nil {
			t.Fatal(err)
		}
		first := calls
		type row struct {
			Kind, Status, Phone, Body, LastError string
			Attempts                             int
		}
		for _, tt := range []struct {
			role  admin.Role
			phone string
		}{{admin.RoleViewer, "0917****567"}, {admin.RoleAgent, seed.DemoPhone}} {
			var got struct{ Messages []row }
			h.as(tt.role).get("/admin/api/orders/"+itoa(id)+"/messages").into(t, &got)
			byKind := map[string]row{}
			for _, m := range got.Messages {
				byKind[m.Kind] = m
				if m.Phone != tt.phone {
					t.Errorf("%s sees phone %s, want %s", tt.role, m.Phone, tt.phone)
				}
			}
			if m := byKind["overdue_1"]; m.Status != notify.StatusSent || m.Attempts != 1 {
				t.Errorf("overdue_1: %+v", m)
			}
			if m := byKind["overdue_3"]; m.Status != notify.StatusQueued || m.Attempts != 1 || m.LastError != errRefused.Error() {
				t.Errorf("overdue_3: %+v", m)
			}
		}
		// The refused message waits for its retry: running again at once sends nothing.
		if _, err := s.RunOnce(ctx); err != nil || calls != first {
			t.Fatalf("second run: %d calls after %d, %v", calls, first, err)
		}
	})
}

var errRefused = errString("gateway refused the message")

type errString string

func (e errString) Error() string { return string(e) }

type queueRow struct {
	OrderID       int64  `json:"orderId"`
	Bucket        string `json:"bucket"`
	DaysPastDue   int    `json:"daysPastDue"`
	AgentID       int64  `json:"agentId"`
	PromiseStatus string `json:"promiseStatus"`
	PromiseCents  int64  `json:"promiseCents"`
	AmountCents   int64  `json:"amountCents"`
	PastDueCents  int64  `json:"pastDueCents"`
	PayableNow    int64  `json:"payableNowCents"`
}

func queueOf(t *testing.T, c *opClient, query string) map[int64]queueRow {
	t.Helper()
	var got struct{ Cases []queueRow }
	c.get("/admin/api/collections"+query).into(t, &got)
	out := map[int64]queueRow{}
	for _, r := range got.Cases {
		out[r.OrderID] = r
	}
	return out
}

// TestCollectionsCase: an agent claims an overdue case (another agent cannot), logs a call
// with a promise; outside 6:00-22:00 Manila no contact is recorded; a promise paid in full
// is kept; a promise not paid by its day is broken and the case returns to the queue; a
// supervisor assigns in bulk.
func TestCollectionsCase(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newAdminHarness(t, d)
		ctx := context.Background()
		id := h.orderIn(int(loans.StatusOverdue))
		agent, super, viewer := h.as(admin.RoleAgent), h.as(admin.RoleSupervisor), h.as(admin.RoleViewer)
		row, ok := queueOf(t, viewer, "")[id]
		if !ok || row.Bucket == "" || row.DaysPastDue < 1 || row.AmountCents <= 0 || row.AgentID != 0 {
			t.Fatalf("queue row: %+v (in queue %v)", row, ok)
		}
		if _, ok := queueOf(t, viewer, "?bucket="+row.Bucket)[id]; !ok {
			t.Error("bucket filter drops the case")
		}
		if env := viewer.post("/admin/api/collections/"+itoa(id)+"/claim", nil); env.Code != "forbidden" {
			t.Errorf("a viewer claims: %+v", env)
		}
		if env := agent.post("/admin/api/collections/"+itoa(id)+"/claim", nil); env.Code != "0" {
			t.Fatalf("claim: %+v", env)
		}
		if env := super.post("/admin/api/collections/"+itoa(id)+"/claim", nil); env.Code != "conflict" || !strings.HasPrefix(env.Message, "Another agent holds this case") {
			t.Errorf("a second agent claims: %+v", env)
		}
		mine := queueOf(t, agent, "?agent=me")
		if r := mine[id]; r.AgentID != h.ops[admin.RoleAgent].ID {
			t.Fatalf("agent=me: %+v", r)
		}
		today := loans.DateOf(h.clock.Now())
		promise := map[string]any{"channel": "call", "outcome": "promised", "note": "will pay Friday", "promiseCents": 50000, "promiseDay": today.Add(2).String()}
		// The case page names the three amounts; a promise is at most the payable-now amount.
		var cv collectionCase
		agent.get("/admin/api/collections/"+itoa(id)).into(t, &cv)
		pos, err := h.srv.lending().Position(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		want := loans.AmountsOf(pos.Standing, pos.Loan.Terms)
		if cv.Amounts != want || want.PastDueCents <= 0 || want.PayableNowCents < want.PastDueCents || want.PayoffCents < want.PayableNowCents || cv.Case.PastDueCents != want.PastDueCents {
			t.Fatalf("case amounts %+v (row past due %d), want %+v", cv.Amounts, cv.Case.PastDueCents, want)
		}
		if r := queueOf(t, viewer, "")[id]; r.PastDueCents != want.PastDueCents || r.PayableNow != want.PayableNowCents || r.AmountCents != want.PayoffCents {
			t.Fatalf("queue row %+v, want the amounts %+v", r, want)
		}
		var b360 borrower360
		viewer.get("/admin/api/borrowers/"+itoa(cv.Case.UserID)+"?reason=Collections+call+preparation").into(t, &b360)
		if got := b360.Amounts[itoa(id)]; got != want {
			t.Fatalf("borrower 360 amounts %+v, want %+v", got, want)
		}
		if env := agent.post("/admin/api/collections/"+itoa(id)+"/contacts", map[string]any{"channel": "call", "outcome": "promised", "promiseCents": want.PayableNowCents + 1, "promiseDay": today.String()}); env.Code != CodePromiseAbovePayable ||
			!strings.Contains(env.Message, loans.FormatPeso(want.PayableNowCents)) {
			t.Errorf("promise above payable now: %+v", env)
		}
		if env := agent.post("/admin/api/collections/"+itoa(id)+"/contacts", promise); env.Code != "0" {
			t.Fatalf("contact: %+v", env)
		}
		if r := queueOf(t, agent, "")[id]; r.PromiseStatus != "pending" || r.PromiseCents != 50000 {
			t.Fatalf("after the promise: %+v", r)
		}
		// 22:00 Manila: no contact is recorded.
		h.clock.Advance(13 * time.Hour)
		agent = h.as(admin.RoleAgent) // the operator session ends when idle
		if env := agent.post("/admin/api/collections/"+itoa(id)+"/contacts", map[string]any{"channel": "call", "outcome": "no_answer"}); env.Code != "forbidden" {
			t.Errorf("a call at 22:00: %+v", env)
		}
		// The promise day: due today. The day after, unpaid: broken, back in the queue.
		h.clock.Advance(11*time.Hour + 24*time.Hour) // 9:00 on the promise day
		agent, super, viewer = h.as(admin.RoleAgent), h.as(admin.RoleSupervisor), h.as(admin.RoleViewer)
		if r := queueOf(t, agent, "")[id]; r.PromiseStatus != "due_today" {
			t.Fatalf("on the day: %+v", r)
		}
		svc := &collections.Service{Repo: h.st.Collections(), Clock: h.clock}
		if n, err := svc.Sweep(ctx); err != nil || n != 0 {
			t.Fatalf("sweep on the day: %d %v", n, err)
		}
		h.clock.Advance(24 * time.Hour)
		agent, super, viewer = h.as(admin.RoleAgent), h.as(admin.RoleSupervisor), h.as(admin.RoleViewer)
		if n, err := svc.Sweep(ctx); err != nil || n != 1 {
			t.Fatalf("sweep the day after: %d %v", n, err)
		}
		r := queueOf(t, agent, "?agent=none")[id]
		if r.PromiseStatus != "broken" || r.AgentID != 0 {
			t.Fatalf("broken promise: %+v", r)
		}
		// A new promise, then a payment of it in full: kept at once, and the case stays held.
		promise["promiseDay"] = loans.DateOf(h.clock.Now()).Add(1).String()
		if env := agent.post("/admin/api/collections/"+itoa(id)+"/contacts", promise); env.Code != "0" {
			t.Fatalf("contact: %+v", env)
		}
		promise["promiseDay"] = loans.DateOf(h.clock.Now()).Add(3).String()
		if env := agent.post("/admin/api/collections/"+itoa(id)+"/contacts", promise); env.Code != "0" {
			t.Fatalf("contact: %+v", env)
		}
		h.clock.Advance(time.Minute)
		if _, err := h.st.DB.ExecContext(ctx, `INSERT INTO ledger_entries (order_id, kind, bucket, amount, day, ref, created_at) VALUES ($1, 'payment', 'principal', -50000, $2, 'pay:test', $3)`,
			id, loans.DateOf(h.clock.Now()).String(), h.clock.Now().UnixMilli()); err != nil {
			t.Fatal(err)
		}
		if n, err := svc.Sweep(ctx); err != nil || n != 2 {
			t.Fatalf("sweep after the payment: %d %v", n, err) // the earlier open promise is kept too
		}
		if r := queueOf(t, agent, "?agent=me")[id]; r.PromiseStatus != "kept" {
			t.Fatalf("kept promise: %+v", r)
		}
		// A supervisor assigns in bulk; an agent may not.
		body := map[string]any{"orderIds": []int64{id}, "agentId": h.ops[admin.RoleSupervisor].ID}
		if env := agent.post("/admin/api/collections/assign", body); env.Code != "forbidden" {
			t.Errorf("an agent assigns: %+v", env)
		}
		if env := super.post("/admin/api/collections/assign", body); env.Code != "0" {
			t.Fatalf("assign: %+v", env)
		}
		if r := queueOf(t, viewer, "")[id]; r.AgentID != h.ops[admin.RoleSupervisor].ID {
			t.Fatalf("assigned: %+v", r)
		}
		// The dashboard: the promises by outcome, a roll rate per bucket but the last.
		var stats struct {
			Rolls    []collections.Roll
			Promises map[string]int
		}
		viewer.get("/admin/api/collections/stats").into(t, &stats)
		if stats.Promises["kept"] != 2 || stats.Promises["broken"] != 1 || stats.Promises["pending"] != 0 || len(stats.Rolls) != len(collections.Buckets)-1 {
			t.Fatalf("stats: %+v", stats)
		}
	})
}

// TestAdminBorrower360: one page per borrower with every loan, payments, masked accounts and
// phone for a viewer, messages and complaints.
func TestAdminBorrower360(t *testing.T) {
	h := newAdminHarness(t, store.SQLite)
	id := h.orderIn(int(loans.StatusOverdue))
	o, err := h.st.Loans().LoanOrderByID(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	var got struct {
		Borrower struct {
			ID    int64
			Phone string
		}
		Orders   []backoffice.AdminOrderRow
		Payments []struct {
			OrderID     int64
			AmountCents int64
		}
		Accounts   []struct{ Number string }
		Messages   []any
		Complaints []any
	}
	h.as(admin.RoleViewer).get("/admin/api/borrowers/"+itoa(o.UserID)+"?reason=customer+call").into(t, &got)
	if got.Borrower.ID != o.UserID || got.Borrower.Phone != "0917****567" {
		t.Errorf("borrower: %+v", got.Borrower)
	}
	var all int
	if err := h.st.DB.QueryRowContext(context.Background(), `SELECT COUNT(*) FROM orders WHERE user_id = $1`, o.UserID).Scan(&all); err != nil {
		t.Fatal(err)
	}
	if len(got.Orders) != all || all < 2 {
		t.Errorf("%d orders, want %d", len(got.Orders), all)
	}
	for _, r := range got.Orders {
		if r.UserID != o.UserID || r.Phone != "0917****567" {
			t.Errorf("order row: %+v", r)
		}
	}
	if len(got.Payments) == 0 {
		t.Error("no payments (the demo borrower has a settled loan)")
	}
	for _, p := range got.Payments {
		if p.AmountCents <= 0 {
			t.Errorf("payment: %+v", p)
		}
	}
	for _, a := range got.Accounts {
		if !strings.Contains(a.Number, "*") && !strings.Contains(a.Number, "•") {
			t.Errorf("account not masked: %s", a.Number)
		}
	}
	if got.Messages == nil || got.Complaints == nil {
		t.Error("messages and complaints are lists")
	}
	if env := h.as(admin.RoleViewer).get("/admin/api/borrowers/999999?reason=customer+call"); env.Code != "not_found" {
		t.Errorf("unknown borrower: %+v", env)
	}
}
