package api

import (
	"context"
	"strings"
	"testing"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/notify"
	"github.com/pautang/pautang/internal/seed"
	"github.com/pautang/pautang/internal/sms"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// TestAdminMessageTemplates: a supervisor previews and saves the wording of a message kind
// (fixed placeholders, no threatening or shaming words), each save audited with before and
// after; the scheduler writes messages with it; an empty text returns the kind to its
// built-in wording. Agents read the list but cannot edit.
func TestAdminMessageTemplates(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newAdminHarness(t, d)
		ctx := context.Background()
		sup, agent := h.as(admin.RoleSupervisor), h.as(admin.RoleAgent)
		type kindView struct {
			Kind    string
			Class   string
			Builtin map[string]string
			Custom  map[string]store.MessageTemplateRow
		}
		var list struct {
			Kinds        []kindView
			Placeholders []string
		}
		agent.get("/admin/api/messages/templates").into(t, &list)
		if len(list.Kinds) != len(notify.Kinds()) || len(list.Placeholders) != len(notify.Placeholders) {
			t.Fatalf("list: %+v", list)
		}
		for _, k := range list.Kinds {
			if k.Class != string(notify.ClassRequired) || k.Builtin["en"] == "" || k.Builtin["fil"] == "" {
				t.Errorf("kind %+v", k)
			}
		}
		text := "Pautang: salamat! Natanggap namin ang application {order} para sa {amount}."
		if env := agent.post("/admin/api/messages/templates", map[string]string{"kind": "application_received", "lang": "en", "text": text}); env.Code != "forbidden" {
			t.Fatalf("agent saved: %+v", env)
		}
		refused := map[string]string{
			"Pay {amount} by {due}.":                           "Unknown field {due}",
			"Pay {amount} for {order} or we call the police.":  `"police"`,
			"Ikukulong ka kapag hindi ka nagbayad ng {amount}": `"Ikukulong"`,
		}
		for bad, why := range refused {
			for _, path := range []string{"/admin/api/messages/templates/preview", "/admin/api/messages/templates"} {
				env := sup.post(path, map[string]string{"kind": "reminder_d1", "lang": "en", "text": bad})
				if env.Code != "invalid_params" || !strings.Contains(env.Message, why) {
					t.Errorf("%s %q: %+v", path, bad, env)
				}
			}
		}
		if env := sup.post("/admin/api/messages/templates", map[string]string{"kind": "free_text", "lang": "en", "text": "hello"}); env.Code != "invalid_params" {
			t.Errorf("unknown kind: %+v", env)
		}
		var pv struct{ Body string }
		sup.post("/admin/api/messages/templates/preview", map[string]string{"kind": "money_sent", "lang": "fil", "text": ""}).into(t, &pv)
		if !strings.Contains(pv.Body, "1234") || !strings.Contains(pv.Body, "₱5,000.00") || strings.Contains(pv.Body, "{") {
			t.Errorf("preview of the current text: %q", pv.Body)
		}
		if n := h.auditCount("messages.template", "application_received/en"); n != 0 {
			t.Fatalf("audit before saving: %d", n)
		}
		sup.change("/admin/api/messages/templates", map[string]string{"kind": "application_received", "lang": "en", "text": text})
		agent.get("/admin/api/messages/templates").into(t, &list)
		for _, k := range list.Kinds {
			if k.Kind == "application_received" && (k.Custom["en"].Body != text || k.Custom["en"].UpdatedBy != "admin@test.ph" /* the checker who put it in force */) {
				t.Errorf("saved: %+v", k.Custom)
			}
		}
		if n := h.auditCount("messages.template", "application_received/en"); n != 1 {
			t.Fatalf("audit rows after saving: %d", n)
		}

		// The scheduler writes a queued notice with the supervisor's text.
		id := h.orderIn(int(loans.StatusOverdue))
		o, err := h.st.Loans().LoanOrderByID(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		queue := func(ref string) {
			m, err := notify.Notice{OrderID: id, Kind: notify.ApplicationReceived, Ref: ref, Fields: notify.Fields{OrderNo: o.OrderNo, AmountCents: 250000}}.Queue(h.clock.Now())
			if err != nil {
				t.Fatal(err)
			}
			m.UserID, m.Phone = o.UserID, seed.DemoPhone
			if _, err := h.st.Messages().PlanMessage(ctx, m); err != nil {
				t.Fatal(err)
			}
		}
		var sent []string
		s := &notify.Scheduler{Repo: h.st.Messages(), Clock: h.clock, SMS: sms.Func(func(_ context.Context, m sms.Message) error { sent = append(sent, m.Body); return nil })}
		queue("t1")
		if _, err := s.RunOnce(ctx); err != nil {
			t.Fatal(err)
		}
		// Back to the built-in text.
		sup.change("/admin/api/messages/templates", map[string]string{"kind": "application_received", "lang": "en", "text": ""})
		queue("t2")
		if _, err := s.RunOnce(ctx); err != nil {
			t.Fatal(err)
		}
		want := []string{
			"Pautang: salamat! Natanggap namin ang application " + o.OrderNo + " para sa ₱2,500.00.",
			"Pautang: we received your loan application " + o.OrderNo + " for ₱2,500.00. We will tell you the result by SMS. Thank you!",
		}
		var got []string
		for _, b := range sent {
			if strings.Contains(b, "application") {
				got = append(got, b)
			}
		}
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Fatalf("sent:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
		if n := h.auditCount("messages.template", "application_received/en"); n != 2 {
			t.Fatalf("audit rows after the revert: %d", n)
		}
	})
}
