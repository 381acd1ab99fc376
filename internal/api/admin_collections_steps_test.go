package api

import (
	"context"
	"fmt"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/collections"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/notify"
	"github.com/pautang/pautang/internal/records"
	"github.com/pautang/pautang/internal/seed"
	"github.com/pautang/pautang/internal/sms"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

type nextRow struct {
	OrderID       int64  `json:"orderId"`
	NextActionDay string `json:"nextActionDay"`
}

// overdueLike writes another loan past due like the demo's (a borrower of its own, ₱1,000
// past due since days ago), for tests that need more than one case.
func (h *adminHarness) overdueLike(n int, daysAgo int) int64 {
	h.t.Helper()
	ctx := context.Background()
	like, err := h.st.Loans().LoanOrderByID(ctx, h.orderIn(int(loans.StatusOverdue)))
	if err != nil {
		h.t.Fatal(err)
	}
	uid, _, err := h.st.Users().UpsertUser(ctx, fmt.Sprintf("0917555%04d", n))
	if err != nil {
		h.t.Fatal(err)
	}
	today := loans.DateOf(h.clock.Now())
	due := today.Add(-daysAgo)
	disb := due.Add(-30)
	id, _, err := h.st.Loans().InsertSeedOrder(ctx, store.SeedOrder{NewOrder: store.NewOrder{UserID: uid, ProductID: like.ProductID, Amount: 100000, Periods: 1, TermDays: 30,
		Interest: 10000, NetProceeds: 100000, TotalRepay: 110000, Variant: like.Variant, Terms: like.Terms, IdemKey: fmt.Sprintf("like-%d", n), DueDate: due.String(),
		Schedule: []loans.Installment{{Seq: 1, DueDay: due, PrincipalCents: 100000, InterestCents: 10000}}},
		Status: int(loans.StatusOverdue), CreatedAt: h.clock.Now().UnixMilli(), DisbursedDay: disb.String(),
		Entries: []loans.Entry{{Kind: loans.KindDisbursement, Bucket: loans.BucketPrincipal, AmountCents: 100000, Day: disb, Ref: "disb"},
			{Kind: loans.KindCharge, Bucket: loans.BucketInterest, AmountCents: 10000, Day: disb, Ref: "int"}},
		Standing: loans.KeptStanding{OverdueSince: due.String(), PayoffCents: 110000, PastDueCents: 110000}})
	if err != nil {
		h.t.Fatal(err)
	}
	return id
}

func queueNext(t *testing.T, c *opClient, query string) []nextRow {
	t.Helper()
	var got struct{ Cases []nextRow }
	c.get("/admin/api/collections"+query).into(t, &got)
	return got.Cases
}

// TestCollectionsNextActionAndSMS: recording an outcome sets the case's next-action day (the
// agent's, else the default), the collector edits it, and the queue sorts by it (overdue next
// actions first, cases without one last); recording "SMS (template)" queues the
// collection_sms template naming the amount past due, which the scheduler sends to the dev
// inbox; outside the MC 18 hours it is refused and nothing is queued.
func TestCollectionsNextActionAndSMS(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newAdminHarness(t, d)
		ctx := context.Background()
		a, b := h.orderIn(int(loans.StatusOverdue)), h.overdueLike(1, 4)
		agent := h.as(admin.RoleAgent)
		today := loans.DateOf(h.clock.Now())
		if env := agent.post("/admin/api/collections/"+itoa(a)+"/contacts", map[string]any{"channel": "call", "outcome": "no_answer"}); env.Code != "0" {
			t.Fatalf("contact: %+v", env)
		}
		var cv collectionCase
		agent.get("/admin/api/collections/"+itoa(a)).into(t, &cv)
		if cv.Case.NextActionDay != today.Add(1).String() {
			t.Fatalf("default next action %q, want tomorrow %s", cv.Case.NextActionDay, today.Add(1))
		}
		if env := agent.post("/admin/api/collections/"+itoa(b)+"/contacts", map[string]any{"channel": "call", "outcome": "refused", "nextActionDay": today.Add(5).String()}); env.Code != "0" {
			t.Fatalf("contact with a next action: %+v", env)
		}
		for _, bad := range []string{today.Add(-1).String(), today.Add(61).String(), "tomorrow", ""} {
			if env := agent.post("/admin/api/collections/"+itoa(b)+"/next-action", map[string]any{"day": bad}); env.Code != "invalid_params" || !strings.Contains(env.Message, "next-action day") {
				t.Errorf("next action %q: %+v", bad, env)
			}
		}
		if env := h.as(admin.RoleViewer).post("/admin/api/collections/"+itoa(b)+"/next-action", map[string]any{"day": today.String()}); env.Code != "forbidden" {
			t.Errorf("a viewer sets a next action: %+v", env)
		}
		if env := agent.post("/admin/api/collections/"+itoa(b)+"/next-action", map[string]any{"day": today.String()}); env.Code != "0" {
			t.Fatalf("next action: %+v", env)
		}
		if n := h.auditCount("collections.next_action", itoa(b)); n != 1 {
			t.Errorf("next-action audit rows: %d", n)
		}
		// Three days on, b's next action (today) is overdue and comes first, then a's, then the
		// cases with none.
		h.clock.Advance(3 * 24 * time.Hour)
		agent = h.as(admin.RoleAgent)
		rows := queueNext(t, agent, "?limit=200")
		if len(rows) < 2 || rows[0].OrderID != b || rows[1].OrderID != a {
			t.Fatalf("queue order: %+v", rows[:min(3, len(rows))])
		}
		for _, r := range rows[2:] {
			if r.NextActionDay != "" {
				t.Fatalf("a case with a next action after a and b: %+v", r)
			}
		}
		// Paging the default sort keeps the order.
		var page struct {
			Cases []nextRow
			Next  string
		}
		agent.get("/admin/api/collections?limit=1").into(t, &page)
		if len(page.Cases) != 1 || page.Cases[0].OrderID != b || page.Next == "" {
			t.Fatalf("first page: %+v", page)
		}
		agent.get("/admin/api/collections?limit=1&after="+page.Next).into(t, &page)
		if len(page.Cases) != 1 || page.Cases[0].OrderID != a {
			t.Fatalf("second page: %+v", page)
		}

		// "SMS (template)": the amount past due reaches the dev inbox.
		amounts, err := h.srv.lending().Amounts(ctx, a)
		if err != nil {
			t.Fatal(err)
		}
		if env := agent.post("/admin/api/collections/"+itoa(a)+"/contacts", map[string]any{"channel": "sms", "outcome": "no_answer"}); env.Code != "0" {
			t.Fatalf("sms contact: %+v", env)
		}
		sched := &notify.Scheduler{Repo: h.st.Messages(), SMS: &sms.Outbox{W: h.st.Users()}, Clock: h.clock, BaseURL: "https://pautang.test"}
		if _, err := sched.RunOnce(ctx); err != nil {
			t.Fatal(err)
		}
		inbox, err := h.st.Messages().Sent(ctx, seed.DemoPhone, 20)
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for _, m := range inbox {
			if strings.Contains(m.Body, "the amount past due is "+loans.FormatPeso(amounts.PastDueCents)) {
				found = true
			}
			if strings.Contains(m.Body, loans.FormatPeso(amounts.PayoffCents)) && amounts.PayoffCents != amounts.PastDueCents {
				t.Errorf("the collections SMS names the payoff: %s", m.Body)
			}
		}
		if !found {
			t.Fatalf("no collections SMS naming %s in the dev inbox: %+v", loans.FormatPeso(amounts.PastDueCents), inbox)
		}
		agent.get("/admin/api/collections/"+itoa(a)).into(t, &cv)
		if len(cv.Contacts) == 0 || cv.Contacts[0].Channel != "sms" || cv.Contacts[0].MessageID == 0 || cv.Contacts[0].MessageStatus != notify.StatusSent {
			t.Fatalf("the contact log's sms: %+v", cv.Contacts)
		}
		// 22:30 Manila: refused with the hours named, nothing queued.
		now := h.clock.Now().In(time.FixedZone("PHT", 8*3600))
		h.clock.Advance(time.Date(now.Year(), now.Month(), now.Day(), 22, 30, 0, 0, now.Location()).Sub(now))
		agent = h.as(admin.RoleAgent)
		before := h.scalar(`SELECT COUNT(*) FROM borrower_messages WHERE kind = 'collection_sms'`)
		if env := agent.post("/admin/api/collections/"+itoa(a)+"/contacts", map[string]any{"channel": "sms", "outcome": "no_answer"}); env.Code != "forbidden" || !strings.Contains(env.Message, "6:00 to 22:00") {
			t.Errorf("sms at 22:30: %+v", env)
		}
		if after := h.scalar(`SELECT COUNT(*) FROM borrower_messages WHERE kind = 'collection_sms'`); after != before || before != "1" {
			t.Errorf("collection SMS rows %s then %s", before, after)
		}
	})
}

// TestDemandLetters: the collections job writes the demand letter on its day past due exactly
// once (a second run writes nothing), stores the PDF with its SHA-256, and its text names the
// amount past due; the case lists it and an operator downloads it as stored (audited); another
// order's path answers not found.
func TestDemandLetters(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newAdminHarness(t, d)
		ctx := context.Background()
		b := h.overdueLike(2, collections.DefaultLetterDays.Demand-1)
		svc := collections.New(h.st.Desk(), h.clock, nil, "+63 917 800 1234", nil)
		svc.Amounts = h.srv.lending()
		if n, err := svc.GenerateLetters(ctx); err != nil || n != 0 {
			t.Fatalf("the day before: %d letters, %v", n, err)
		}
		h.clock.Advance(24 * time.Hour)
		if n, err := svc.GenerateLetters(ctx); err != nil || n != 1 {
			t.Fatalf("on its day: %d letters, %v", n, err)
		}
		if n, err := svc.GenerateLetters(ctx); err != nil || n != 0 {
			t.Fatalf("again: %d letters, %v", n, err)
		}
		viewer := h.as(admin.RoleViewer)
		var cv collectionCase
		viewer.get("/admin/api/collections/"+itoa(b)).into(t, &cv)
		if len(cv.Letters) != 1 {
			t.Fatalf("letters: %+v", cv.Letters)
		}
		l := cv.Letters[0]
		if l.Kind != collections.LetterDemand || l.DaysPastDue != collections.DefaultLetterDays.Demand || l.PastDueCents <= 0 || l.Day != loans.DateOf(h.clock.Now()).String() {
			t.Fatalf("letter: %+v", l)
		}
		file := func(path string) *httptest.ResponseRecorder {
			req := httptest.NewRequest("GET", path, nil)
			req.AddCookie(viewer.cookie)
			req.RemoteAddr = "203.0.113.9:4444"
			rec := httptest.NewRecorder()
			h.h.ServeHTTP(rec, req)
			return rec
		}
		rec := file("/admin/api/collections/" + itoa(b) + "/letters/" + itoa(l.ID) + "/pdf")
		pdf := rec.Body.Bytes()
		if rec.Code != 200 || !strings.HasPrefix(rec.Header().Get("Content-Type"), "application/pdf") || records.Sum(pdf) != l.SHA256 || len(pdf) != l.Bytes {
			t.Fatalf("download: %d %s, %d bytes", rec.Code, rec.Header().Get("Content-Type"), len(pdf))
		}
		for _, want := range []string{"The amount past due is " + records.PDFText(loans.FormatPeso(l.PastDueCents)), "Ang halagang lampas na sa takdang araw ay " + records.PDFText(loans.FormatPeso(l.PastDueCents))} {
			if !strings.Contains(string(pdf), want) {
				t.Errorf("the letter does not say %q", want)
			}
		}
		// The borrower is told, once, with the amount past due.
		sched := &notify.Scheduler{Repo: h.st.Messages(), SMS: &sms.Outbox{W: h.st.Users()}, Clock: h.clock, BaseURL: "https://pautang.test"}
		if _, err := sched.RunOnce(ctx); err != nil {
			t.Fatal(err)
		}
		phone := h.scalar(`SELECT u.phone FROM users u JOIN orders o ON o.user_id = u.id WHERE o.id = $1`, b)
		inbox, err := h.st.Messages().Sent(ctx, phone, 20)
		if err != nil {
			t.Fatal(err)
		}
		told := 0
		for _, m := range inbox {
			if strings.Contains(m.Body, "we issued a demand letter for loan") && strings.Contains(m.Body, "The amount past due is "+loans.FormatPeso(l.PastDueCents)) {
				told++
			}
		}
		if told != 1 {
			t.Errorf("demand letter notices in the dev inbox: %d (%+v)", told, inbox)
		}
		if n := h.auditCount("collections.letter", itoa(b)); n != 1 {
			t.Errorf("letter audit rows: %d", n)
		}
		if n := h.auditCount("collections.letter_read", itoa(b)); n != 1 {
			t.Errorf("letter read audit rows: %d", n)
		}
		other := h.orderIn(int(loans.StatusOverdue))
		if rec := file("/admin/api/collections/" + itoa(other) + "/letters/" + itoa(l.ID) + "/pdf"); !strings.Contains(rec.Body.String(), `"code":"not_found"`) {
			t.Errorf("another order's letter: %d %s", rec.Code, rec.Body.String())
		}
	})
}
