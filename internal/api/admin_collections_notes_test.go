package api

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/collections"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/notify"
	"github.com/pautang/pautang/internal/sms"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// TestBorrowerNotes: an agent adds notes about a borrower (text, author, time), listed newest
// first; each is audited; a viewer may read but not write; an empty or too long note is
// refused; an unknown borrower is not found. There is no way to change or remove a note.
func TestBorrowerNotes(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newAdminHarness(t, d)
		ctx := context.Background()
		o, err := h.st.Loans().LoanOrderByID(ctx, h.orderIn(int(loans.StatusOverdue)))
		if err != nil {
			t.Fatal(err)
		}
		path := "/admin/api/borrowers/" + itoa(o.UserID) + "/notes"
		agent, viewer := h.as(admin.RoleAgent), h.as(admin.RoleViewer)
		var got borrowerNotesData
		viewer.get(path).into(t, &got)
		if len(got.Notes) != 0 {
			t.Fatalf("notes before any: %+v", got.Notes)
		}
		if env := viewer.post(path, borrowerNoteIn{Body: "a viewer's note"}); env.Code != "forbidden" {
			t.Errorf("a viewer writes: %+v", env)
		}
		for body, want := range map[string]string{"   ": "The note is empty.", strings.Repeat("é", 2001): "The note is 2001 characters; at most 2000."} {
			if env := agent.post(path, borrowerNoteIn{Body: body}); env.Code != "invalid_params" || env.Message != want {
				t.Errorf("note %.10q: %+v", body, env)
			}
		}
		at := h.clock.Now().UnixMilli()
		agent.post(path, borrowerNoteIn{Body: "  Works at the market; call after 17:00.  "}).into(t, &got)
		first := got.ID
		h.clock.Advance(time.Minute)
		agent.post(path, borrowerNoteIn{Body: "Asked for a new pay code."}).into(t, &got)
		viewer.get(path).into(t, &got)
		if len(got.Notes) != 2 || got.Notes[0].Body != "Asked for a new pay code." || got.Notes[1].Body != "Works at the market; call after 17:00." ||
			got.Notes[1].ID != first || got.Notes[1].CreatedAt != at || got.Notes[0].CreatedAt != at+60_000 {
			t.Fatalf("notes: %+v", got.Notes)
		}
		for _, n := range got.Notes {
			if n.AuthorID != h.ops[admin.RoleAgent].ID || n.AuthorName == "" || n.UserID != o.UserID {
				t.Errorf("note: %+v", n)
			}
			if c := h.auditCount("borrowers.note", itoa(n.ID)); c != 1 {
				t.Errorf("note %d has %d audit rows", n.ID, c)
			}
		}
		if env := agent.post("/admin/api/borrowers/999999/notes", borrowerNoteIn{Body: "x"}); env.Code != "not_found" {
			t.Errorf("unknown borrower: %+v", env)
		}
		if env := viewer.get("/admin/api/borrowers/999999/notes"); env.Code != "not_found" {
			t.Errorf("unknown borrower: %+v", env)
		}
		for _, m := range []string{"PUT", "DELETE", "PATCH"} {
			if _, env := h.send(m, path, borrowerNoteIn{Body: "changed"}, agent.cookie, agent.csrf, ""); env.Code == "0" {
				t.Errorf("%s %s answered %+v", m, path, env)
			}
		}
		viewer.get(path).into(t, &got)
		if len(got.Notes) != 2 {
			t.Errorf("notes after the refused changes: %d", len(got.Notes))
		}
	})
}

// TestReferenceMessages: an agent sends a reference of an overdue borrower the fixed message
// (no loan wording, the reference's and the borrower's names and the lender's telephone), once
// a reference a day, within the MC 18 hours; it is in the contact log and the borrower's
// message history with its delivery status; a supervisor's wording applies and may not name
// the loan.
func TestReferenceMessages(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newAdminHarness(t, d)
		h.srv.Cfg.SupportPhone = "+63 917 800 1234"
		wire(h.srv, h.st) // the collections service reads the configured telephone when built
		ctx := context.Background()
		id := h.orderIn(int(loans.StatusOverdue))
		o, err := h.st.Loans().LoanOrderByID(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		profile, err := h.st.Users().ProfileFields(ctx, o.UserID)
		if err != nil || profile["ref1Phone"] == "" || profile["ref2Phone"] == "" {
			t.Fatalf("the seeded borrower has no references: %v %v", profile, err)
		}
		agent, super, viewer := h.as(admin.RoleAgent), h.as(admin.RoleSupervisor), h.as(admin.RoleViewer)
		base := "/admin/api/collections/" + itoa(id) + "/references"
		var refs caseReferencesData
		viewer.get(base).into(t, &refs)
		if len(refs.References) != 2 || !refs.ContactAllowed || !refs.Overdue {
			t.Fatalf("references: %+v", refs)
		}
		r1 := refs.References[0]
		if r1.Slot != "ref1" || r1.Name != profile["ref1Name"] || r1.Relation != "Spouse" || r1.Phone == profile["ref1Phone"] || !strings.Contains(r1.Phone, "*") || r1.MessageID != 0 {
			t.Errorf("ref1 for a viewer: %+v", r1)
		}
		first := strings.Fields(profile["fullName"])[0]
		want := "Pautang: Hello " + profile["ref1Name"] + ", " + first + " gave your number as a reference. Please ask " + first + " to call us at +63 917 800 1234. Thank you!"
		if refs.Texts["ref1/en"] != want || !strings.Contains(refs.Texts["ref2/fil"], profile["ref2Name"]) {
			t.Errorf("texts: %q", refs.Texts)
		}
		msg := base + "/message"
		if env := viewer.post(msg, referenceMessageIn{Slot: "ref1", Lang: "en"}); env.Code != "forbidden" {
			t.Errorf("a viewer sends: %+v", env)
		}
		for _, in := range []referenceMessageIn{{Slot: "ref3", Lang: "en"}, {Slot: "ref1", Lang: "es"}, {Slot: "", Lang: "en"}} {
			if env := agent.post(msg, in); env.Code != "invalid_params" {
				t.Errorf("%+v: %+v", in, env)
			}
		}
		var sent referenceMessageData
		agent.post(msg, referenceMessageIn{Slot: "ref1", Lang: "en"}).into(t, &sent)
		if sent.Body != want || sent.Status != notify.StatusQueued || sent.MessageID == 0 {
			t.Fatalf("sent: %+v", sent)
		}
		for _, secret := range []string{o.OrderNo, "₱", "loan", "pay", "due"} {
			if strings.Contains(strings.ToLower(sent.Body), strings.ToLower(secret)) {
				t.Errorf("the reference's text holds %q: %s", secret, sent.Body)
			}
		}
		if env := agent.post(msg, referenceMessageIn{Slot: "ref1", Lang: "fil"}); env.Code != "conflict" {
			t.Errorf("a second message to ref1 today: %+v", env)
		}
		if c := h.auditCount("collections.reference_message", itoa(id)); c != 1 {
			t.Errorf("%d audit rows", c)
		}
		// In the contact log (queued) and the borrower's history, to the reference's phone.
		var cs struct {
			Contacts []collections.CollectionContact
			Case     queueRow
		}
		agent.get("/admin/api/collections/"+itoa(id)).into(t, &cs)
		if len(cs.Contacts) != 1 || cs.Contacts[0].Channel != "reference_sms" || cs.Contacts[0].Outcome != "message_sent" || cs.Contacts[0].MessageID != sent.MessageID ||
			cs.Contacts[0].MessageStatus != notify.StatusQueued || !strings.Contains(cs.Contacts[0].Note, profile["ref1Name"]) {
			t.Fatalf("contact log: %+v", cs.Contacts)
		}
		if cs.Case.AgentID != h.ops[admin.RoleAgent].ID {
			t.Errorf("the case is not the agent's: %+v", cs.Case)
		}
		var to []sms.Message
		s := &notify.Scheduler{Repo: h.st.Messages(), Clock: h.clock, SMS: sms.Func(func(_ context.Context, m sms.Message) error { to = append(to, m); return nil })}
		if _, err := s.RunOnce(ctx); err != nil {
			t.Fatal(err)
		}
		var toRef []string
		for _, m := range to {
			if m.Phone == profile["ref1Phone"] {
				toRef = append(toRef, m.Body)
			}
		}
		if len(toRef) != 1 || toRef[0] != want {
			t.Fatalf("sent to the reference: %q", toRef)
		}
		agent.get("/admin/api/collections/"+itoa(id)).into(t, &cs)
		if cs.Contacts[0].MessageStatus != notify.StatusSent {
			t.Errorf("after sending: %+v", cs.Contacts[0])
		}
		hist, err := h.st.Messages().BorrowerMessages(ctx, o.UserID, 200)
		if err != nil {
			t.Fatal(err)
		}
		var refMsgs []notify.Message
		for _, m := range hist {
			if m.Kind == notify.ReferenceCallback {
				refMsgs = append(refMsgs, m)
			}
		}
		if len(refMsgs) != 1 {
			t.Fatalf("reference messages in the history: %+v", refMsgs)
		}
		if m := refMsgs[0]; m.Kind != notify.ReferenceCallback || m.Phone != profile["ref1Phone"] || m.Status != notify.StatusSent || m.Body != want || !strings.HasPrefix(m.Day, "ref1:") {
			t.Errorf("history: %+v", m)
		}
		viewer.get(base).into(t, &refs)
		if refs.References[0].MessageID != sent.MessageID || refs.References[0].MessageStatus != notify.StatusSent || refs.References[1].MessageID != 0 {
			t.Errorf("references after: %+v", refs.References)
		}
		// A supervisor's wording may not name the loan; an accepted one is what goes next.
		for _, text := range []string{"Pautang: {name}, {borrower} owes us {amount}.", "Pautang: {name}, ask {borrower} about the loan. Call {hotline}."} {
			if env := super.post("/admin/api/messages/templates", templateIn{Kind: "reference_callback", Lang: "fil", Text: text}); env.Code != "invalid_params" {
				t.Errorf("%q saved: %+v", text, env)
			}
		}
		mine := "Pautang: Kumusta {name}! Pakisabi kay {borrower} na tumawag sa {hotline}. Salamat po."
		super.change("/admin/api/messages/templates", templateIn{Kind: "reference_callback", Lang: "fil", Text: mine})
		var pv struct{ Body string }
		super.post("/admin/api/messages/templates/preview", templateIn{Kind: "reference_callback", Lang: "fil"}).into(t, &pv)
		if pv.Body != "Pautang: Kumusta Maria! Pakisabi kay Juan na tumawag sa +63 917 800 1234. Salamat po." {
			t.Errorf("preview: %q", pv.Body)
		}
		agent.post(msg, referenceMessageIn{Slot: "ref2", Lang: "fil"}).into(t, &sent)
		if sent.Body != "Pautang: Kumusta "+profile["ref2Name"]+"! Pakisabi kay "+first+" na tumawag sa +63 917 800 1234. Salamat po." {
			t.Errorf("ref2: %q", sent.Body)
		}
		// 22:00 Manila: nothing; the next morning ref1 may get one again.
		h.clock.Advance(13 * time.Hour)
		agent = h.as(admin.RoleAgent)
		if env := agent.post(msg, referenceMessageIn{Slot: "ref1", Lang: "en"}); env.Code != "forbidden" {
			t.Errorf("at 22:00: %+v", env)
		}
		h.clock.Advance(11 * time.Hour)
		agent = h.as(admin.RoleAgent)
		if env := agent.post(msg, referenceMessageIn{Slot: "ref1", Lang: "en"}); env.Code != "0" {
			t.Errorf("the next day: %+v", env)
		}
		// Only a loan past due.
		current := h.orderIn(int(loans.StatusRepaying))
		if env := agent.post("/admin/api/collections/"+itoa(current)+"/references/message", referenceMessageIn{Slot: "ref1", Lang: "en"}); env.Code != "invalid_params" {
			t.Errorf("a current loan's reference: %+v", env)
		}
	})
}
