package api

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/url"
	"strconv"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/compliance"
	"github.com/pautang/pautang/internal/privacy"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// Applying needs the CIC notice's box ticked (RA 9510): without cicNotice=1 the push is
// refused and no order is made; with it, the order keeps the CIC notice and the privacy
// notice acknowledged with their versions, audited, and the privacy page shows them.
func TestCICNoticeRequiredToApply(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newLoanHarness(t, d)
		ctx := context.Background()
		q := h.borrower("09170000301")
		for _, path := range []string{"/gw/v3/loan-confirm/loan-detail-push", "/gw/api/v1/lend/push"} {
			env := h.call(path, q, url.Values{"productId": {fmt.Sprint(h.productID)}, "amount": {"300000"}, "periods": {"1"}, "termUnit": {"d"}, "agreed": {"1"}})
			if env.Code != "cic_notice_required" || env.Message == "" {
				t.Fatalf("%s without the CIC notice: %+v", path, env)
			}
		}
		var orders int
		h.st.DB.QueryRowContext(ctx, `SELECT COUNT(*) FROM orders`).Scan(&orders)
		if orders != 0 {
			t.Fatal("a refused application made an order")
		}
		env, p := h.push(q, h.productID, 300000, 1)
		if env.Code != "00" {
			t.Fatalf("push: %+v", env)
		}
		oid := mustID(t, p.OrderID)
		var rows []struct {
			kind, version, method string
			granted               int
		}
		r, err := h.st.DB.QueryContext(ctx, `SELECT kind, version, method, granted FROM consents WHERE order_id = $1 ORDER BY kind`, oid)
		if err != nil {
			t.Fatal(err)
		}
		for r.Next() {
			var c struct {
				kind, version, method string
				granted               int
			}
			r.Scan(&c.kind, &c.version, &c.method, &c.granted)
			rows = append(rows, c)
		}
		r.Close()
		if len(rows) != 2 || rows[0].kind != privacy.ConsentCICNotice || rows[0].version != privacy.CICNoticeVersion || rows[0].granted != 1 ||
			rows[1].kind != privacy.ConsentPrivacyNotice || rows[1].version != privacy.PrivacyNoticeVersion || rows[0].method != privacy.MethodApplyCheckbox {
			t.Fatalf("consents kept with the order: %+v", rows)
		}
		var audits int
		h.st.DB.QueryRowContext(ctx, `SELECT COUNT(*) FROM audit_log WHERE action = 'consent.give'`).Scan(&audits)
		if audits != 1 {
			t.Fatalf("consent audit rows %d", audits)
		}
		var page privacyData
		h.call("/gw/pautang/privacy", q, nil).into(t, &page)
		if len(page.Consents.State) != 3 || page.Consents.State[1].Kind != privacy.ConsentCICNotice || page.Consents.State[1].OrderID != oid ||
			!page.Consents.State[1].Granted || page.Consents.State[1].Version != privacy.CICNoticeVersion {
			t.Fatalf("privacy page consents: %+v", page.Consents.State)
		}
	})
}

// The borrower asks for a copy in the app and downloads it as JSON and PDF; a correction
// waits with its 30-day clock; the back office lists it with its clock, an agent takes it, a
// supervisor assigns it, and it is answered; customer service opens a request for a borrower;
// a supervisor records a breach whose 72-hour clocks the list shows.
func TestPrivacyRequestsAndBreaches(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newAdminHarness(t, d)
		h.srv.Cfg.CompanyName = "Pautang Lending Corporation"
		q := h.login("09170000302")
		uid, _ := strconv.ParseInt(q.Get("userId"), 10, 64)
		if uid == 0 {
			h.st.DB.QueryRowContext(context.Background(), `SELECT id FROM users WHERE phone = '09170000302'`).Scan(&uid)
		}
		env := h.call("/gw/pautang/privacy-request", q, url.Values{"kind": {"access"}})
		var access compliance.RequestView
		env.into(t, &access)
		if env.Code != "00" || access.Status != privacy.StatusDone || access.Kind != privacy.KindAccess {
			t.Fatalf("access request: %+v", env)
		}
		rec := h.do("GET", "/gw/pautang/privacy-copy", with(q, "requestId", strconv.FormatInt(access.ID, 10)), nil)
		var copyJSON compliance.Export
		if rec.Code != 200 || rec.Header().Get("Content-Type") != "application/json" || json.Unmarshal(rec.Body.Bytes(), &copyJSON) != nil ||
			copyJSON.UserID != uid || len(copyJSON.Tables["users"]) != 1 || len(copyJSON.Tables["privacy_requests"]) != 1 {
			t.Fatalf("JSON copy: %d %s", rec.Code, rec.Body.String())
		}
		rec = h.do("GET", "/gw/pautang/privacy-copy", with(with(q, "requestId", strconv.FormatInt(access.ID, 10)), "format", "pdf"), nil)
		if rec.Code != 200 || rec.Header().Get("Content-Type") != "application/pdf" || !bytes.HasPrefix(rec.Body.Bytes(), []byte("%PDF")) {
			t.Fatalf("PDF copy: %d", rec.Code)
		}
		other := h.login("09170000303")
		if rec := h.do("GET", "/gw/pautang/privacy-copy", with(other, "requestId", strconv.FormatInt(access.ID, 10)), nil); bytes.HasPrefix(rec.Body.Bytes(), []byte("{\n")) {
			t.Fatal("another borrower downloaded the copy")
		}

		env = h.call("/gw/pautang/privacy-request", q, url.Values{"kind": {"correction"}, "field": {"other"}, "detail": {"My address is 12 Mabini St., Manila."}})
		var corr compliance.RequestView
		env.into(t, &corr)
		if env.Code != "00" || corr.Status != privacy.StatusOpen || corr.Clock.DaysLeft != 30 || corr.DueAt-corr.OpenedAt < 30*24*time.Hour.Milliseconds() {
			t.Fatalf("correction: %+v", env)
		}
		if env := h.call("/gw/pautang/privacy-request", q, url.Values{"kind": {"correction"}, "field": {"other"}, "detail": {"again"}}); env.Code != "privacy_request_open" {
			t.Fatalf("second correction: %+v", env)
		}

		agent, sup := h.as(admin.RoleAgent), h.as(admin.RoleSupervisor)
		var queue compliance.RequestQueue
		env = agent.get("/admin/api/privacy/requests?status=open")
		env.into(t, &queue)
		if env.Code != "0" || queue.Open != 1 || len(queue.Requests) != 1 || queue.Requests[0].ID != corr.ID || queue.Requests[0].Clock.DueAt != corr.DueAt {
			t.Fatalf("queue: %+v", env)
		}
		var v compliance.RequestView
		agent.post(fmt.Sprintf("/admin/api/privacy/requests/%d/take", corr.ID), nil).into(t, &v)
		if v.OwnerID != h.ops[admin.RoleAgent].ID {
			t.Fatalf("taken: %+v", v)
		}
		if env := agent.post(fmt.Sprintf("/admin/api/privacy/requests/%d/assign", corr.ID), map[string]any{"operatorId": h.ops[admin.RoleSupervisor].ID}); env.Code != "forbidden" {
			t.Fatalf("an agent assigned: %+v", env)
		}
		sup.post(fmt.Sprintf("/admin/api/privacy/requests/%d/assign", corr.ID), map[string]any{"operatorId": h.ops[admin.RoleSupervisor].ID}).into(t, &v)
		if v.OwnerID != h.ops[admin.RoleSupervisor].ID {
			t.Fatalf("assigned: %+v", v)
		}
		if env := sup.post(fmt.Sprintf("/admin/api/privacy/requests/%d/close", corr.ID), map[string]any{"done": true}); env.Code != "invalid_params" {
			t.Fatalf("done without saying what: %+v", env)
		}
		sup.post(fmt.Sprintf("/admin/api/privacy/requests/%d/close", corr.ID), map[string]any{"done": true, "note": "Address corrected in the profile."}).into(t, &v)
		if v.Status != privacy.StatusDone || v.ClosedAt == 0 {
			t.Fatalf("closed: %+v", v)
		}
		if env := sup.post(fmt.Sprintf("/admin/api/privacy/requests/%d/close", corr.ID), map[string]any{"done": false, "note": "x"}); env.Code != "privacy_request_closed" {
			t.Fatalf("closed twice: %+v", env)
		}
		env = agent.post("/admin/api/privacy/requests", map[string]any{"userId": uid, "kind": "access"})
		env.into(t, &v)
		if env.Code != "0" || v.Channel != privacy.ChannelService || v.OpenedBy != fmt.Sprintf("operator:%d", h.ops[admin.RoleAgent].ID) {
			t.Fatalf("opened by customer service: %+v", env)
		}

		breach := map[string]any{"title": "Misdirected e-mail", "description": "A statement went to the wrong borrower.", "discoveredAt": h.clock.Now().Add(-2 * time.Hour).UnixMilli(),
			"dataAffected": "name, loan balance", "subjectsAffected": 1}
		if env := agent.post("/admin/api/privacy/breaches", breach); env.Code != "forbidden" {
			t.Fatalf("an agent recorded a breach: %+v", env)
		}
		var b compliance.BreachView
		env = sup.post("/admin/api/privacy/breaches", breach)
		env.into(t, &b)
		if env.Code != "0" || b.NPCClock.LeftMs != 70*time.Hour.Milliseconds() || b.SubjectsClock.DueAt != b.NPCDueAt {
			t.Fatalf("breach: %+v", env)
		}
		var reg compliance.BreachRegister
		agent.get("/admin/api/privacy/breaches").into(t, &reg)
		if len(reg.Breaches) != 1 || reg.Breaches[0].Title != "Misdirected e-mail" || reg.Overdue != 0 {
			t.Fatalf("register: %+v", reg)
		}
		if n := h.auditCount("privacy.breach", strconv.FormatInt(b.ID, 10)); n != 1 {
			t.Fatalf("breach audit %d", n)
		}
	})
}
