package api

import (
	"context"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/notify"
	"github.com/pautang/pautang/internal/payout"
	"github.com/pautang/pautang/internal/sms"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// outbox records what the scheduler sends, per phone.
type outbox struct {
	mu   sync.Mutex
	sent []sms.Message
	at   []time.Time
}

func (o *outbox) scheduler(h *loanHarness) *notify.Scheduler {
	return &notify.Scheduler{Repo: h.st.Messages(), Clock: h.clock, BaseURL: "https://pautang.test",
		SMS: sms.Func(func(_ context.Context, m sms.Message) error {
			o.mu.Lock()
			defer o.mu.Unlock()
			o.sent, o.at = append(o.sent, m), append(o.at, h.clock.Now())
			return nil
		})}
}

// to lists the bodies sent to phone (09... form) that start with prefix, in order.
func (o *outbox) to(phone, prefix string) []string {
	o.mu.Lock()
	defer o.mu.Unlock()
	var out []string
	for _, m := range o.sent {
		if strings.HasSuffix(m.Phone, phone[1:]) && strings.HasPrefix(m.Body, prefix) {
			out = append(out, m.Body)
		}
	}
	return out
}

func run(t *testing.T, s *notify.Scheduler) notify.Result {
	t.Helper()
	res, err := s.RunOnce(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// stepNotices are a borrower's step notices in the history (reminders left out), oldest first.
func stepNotices(t *testing.T, st *store.Store, q interface{ Get(string) string }) []notify.Message {
	t.Helper()
	uid, _ := strconv.ParseInt(q.Get("userId"), 10, 64)
	hist, err := st.Messages().BorrowerMessages(context.Background(), uid, 100)
	if err != nil {
		t.Fatal(err)
	}
	var out []notify.Message
	for i := len(hist) - 1; i >= 0; i-- {
		if k := hist[i].Kind; !strings.HasPrefix(string(k), "reminder_") && !strings.HasPrefix(string(k), "overdue_") {
			out = append(out, hist[i])
		}
	}
	return out
}

func kindsOf(ms []notify.Message) string {
	var ks []string
	for _, m := range ms {
		ks = append(ks, string(m.Kind))
	}
	return strings.Join(ks, ",")
}

// TestStepNotices drives each step of an application through the API and the use cases: the
// application, the approval and the payout (money sent with the account's last 4 digits), a
// rejection, a failed payout (with the link to change the account) and a rollover (the new
// due date). Each notice is queued once in its step's transaction (a retried call queues
// nothing), sent once through the SMS provider with its fields, and only inside the MC 18
// hours.
func TestStepNotices(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newLoanHarness(t, d)
		ob := &outbox{}
		s := ob.scheduler(h)
		ctx := context.Background()

		// Applied, approved and paid out at 9:00 Manila.
		const ana = "09170000601"
		q := h.borrower(ana)
		last4 := ("10" + ana[3:])[len("10"+ana[3:])-4:]
		_, p := h.push(q, h.productID, 500000, 1)
		if _, p2 := h.push(q, h.productID, 500000, 1); p2.OrderID != p.OrderID { // a double tap: the same order
			t.Fatalf("repeated push made order %s, want %s", p2.OrderID, p.OrderID)
		}
		h.decide(p.OrderID, "1")
		if rec := h.do("POST", "/dev/orders/decide", nil, map[string][]string{"orderId": {p.OrderID}, "approve": {"1"}}); !strings.Contains(rec.Body.String(), `"success":false`) {
			t.Fatalf("a second decision was taken: %s", rec.Body.String())
		}
		_, det := h.details(q, p.OrderID)
		if got := kindsOf(stepNotices(t, h.st, q)); got != "application_received,approved,money_sent" {
			t.Fatalf("queued %s", got)
		}
		if res := run(t, s); res.Sent != 3 {
			t.Fatalf("sent %d, want 3", res.Sent)
		}
		run(t, s) // a second run sends nothing again
		orderID, _ := strconv.ParseInt(p.OrderID, 10, 64)
		o, err := h.st.Loans().LoanOrderByID(ctx, orderID)
		if err != nil {
			t.Fatal(err)
		}
		sched, err := h.st.Loans().OrderSchedule(ctx, orderID)
		if err != nil {
			t.Fatal(err)
		}
		first := sched[0].DueDay.Time().Format("Jan 2")
		want := []string{
			"Pautang: we received your loan application " + p.OrderNo + " for ₱5,000.00. We will tell you the result by SMS. Thank you!",
			"Pautang: good news! Your loan " + p.OrderNo + " for ₱5,000.00 is approved. We are now sending the money to your account.",
			"Pautang: we sent " + loans.FormatPeso(o.NetProceeds) + " for loan " + p.OrderNo + " to your account ending in " + last4 + ". Your first payment is due on " + first + ".",
		}
		if got := ob.to(ana, "Pautang"); strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Fatalf("sent to the borrower:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
		if strings.Contains(strings.Join(ob.to(ana, ""), ""), "10"+ana[3:]) {
			t.Error("a message holds the whole account number")
		}
		if det.OrderStatus != int(loans.StatusRepaying) {
			t.Fatalf("status %d", det.OrderStatus)
		}

		// Rejected at 22:30: queued, nothing goes out before 6:00, then exactly one.
		h.clock.Advance(13*time.Hour + 30*time.Minute)
		const ben = "09170000602"
		qb := h.borrower(ben)
		_, pb := h.push(qb, h.productID, 300000, 1)
		h.decide(pb.OrderID, "0")
		for range 8*4 + 1 {
			run(t, s)
			if got := ob.to(ben, "Pautang"); len(got) > 0 && ob.at[len(ob.at)-1].In(clock.Manila).Hour() < notify.OpenHour {
				t.Fatalf("sent at %s: %v", ob.at[len(ob.at)-1].In(clock.Manila), got)
			}
			h.clock.Advance(15 * time.Minute)
		}
		want = []string{
			"Pautang: we received your loan application " + pb.OrderNo + " for ₱3,000.00. We will tell you the result by SMS. Thank you!",
			"Pautang: thank you for applying. We are sorry, we cannot approve loan " + pb.OrderNo + " at this time. You are welcome to apply again later in the app.",
		}
		if got := ob.to(ben, "Pautang"); strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Fatalf("sent to the rejected borrower:\n%s", strings.Join(got, "\n"))
		}
		for i, m := range ob.sent {
			if h := ob.at[i].In(clock.Manila).Hour(); strings.HasSuffix(m.Phone, ben[1:]) && h != notify.OpenHour {
				t.Errorf("sent at %s", ob.at[i].In(clock.Manila))
			}
		}

		// A payout refused: the borrower gets the link to change the account, once per attempt.
		h.sandbox.SetMode(payout.ModeFail)
		const cora = "09170000603"
		qc := h.borrower(cora)
		_, pc := h.push(qc, h.productID, 400000, 1)
		h.decide(pc.OrderID, "1")
		run(t, s)
		run(t, s)
		h.sandbox.SetMode(payout.ModeSuccess)
		want = []string{"Pautang: we could not send the money for loan " + pc.OrderNo + " to your account. Please check or change your account here: https://pautang.test/bindBank?source=loanDetail&orderId=" + pc.OrderID}
		if got := ob.to(cora, "Pautang: we could not"); strings.Join(got, "\n") != want[0] {
			t.Fatalf("payout failed notice: %v", got)
		}
		if got := ob.to(cora, "Pautang: good news"); len(got) != 1 {
			t.Errorf("approved notices: %v", got)
		}

		// A rollover two days before the due day: the new due date, once for a replayed rollover.
		due, err := loans.ParseDate(det.DueDate)
		if err != nil {
			t.Fatal(err)
		}
		h.days(due.Add(-2).Sub(loans.DateOf(h.clock.Now())))
		rq, err := h.lend.QuoteRollover(ctx, orderID)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := h.lend.ApplyRollover(ctx, orderID, rq.DelayAmountCents, "test:rollover"); err != nil {
			t.Fatal(err)
		}
		if res, err := h.lend.ApplyRollover(ctx, orderID, rq.DelayAmountCents, "test:rollover"); err != nil || !res.Duplicate {
			t.Fatalf("replayed rollover: %+v %v", res, err)
		}
		run(t, s)
		want = []string{"Pautang: your loan " + p.OrderNo + " is extended. Your new due date is " + rq.NewDueDate.Time().Format("Jan 2") + ". Thank you!"}
		if got := ob.to(ana, "Pautang: your loan"); strings.Join(got, "\n") != want[0] {
			t.Fatalf("rollover notice: %v", got)
		}
		if got := kindsOf(stepNotices(t, h.st, q)); !strings.HasPrefix(got, "application_received,approved,money_sent,") || strings.Count(got, "rollover_confirmed") != 1 {
			t.Errorf("history %s", got)
		}
		for _, m := range stepNotices(t, h.st, q) {
			if m.Kind != notify.PaymentReceived && (m.Status != notify.StatusSent || m.Attempts != 1 || m.Body == "") {
				t.Errorf("history: %+v", m)
			}
		}
	})
}

// TestRemindersAfterPartialPayments plays a four-installment loan with the injected clock:
// part of installment 1 is paid before its reminders, installment 2 is untouched, installment
// 3 is paid in full early. The reminders of installment 1 quote what is left of it (the
// standing's remaining amount), installment 2's its full amount, installment 3 gets none.
func TestRemindersAfterPartialPayments(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newLoanHarness(t, d)
		ob := &outbox{}
		s := ob.scheduler(h)
		ctx := context.Background()
		const phone = "09170000611"
		q := h.borrower(phone)
		_, p := h.push(q, h.periodID, 400000, 4)
		h.decide(p.OrderID, "1")
		id := mustID(t, p.OrderID)
		sched, err := h.st.Loans().OrderSchedule(ctx, id)
		if err != nil || len(sched) != 4 {
			t.Fatalf("schedule %v %v", sched, err)
		}
		// until moves the clock to 1:00 Manila of day, one day at a time (the daily job runs at
		// midnight), and runs the scheduler every 6 hours on the way.
		until := func(day loans.Date) {
			for loans.DateOf(h.clock.Now()).Before(day) || h.clock.Now().In(clock.Manila).Hour() < 1 {
				h.clock.Advance(6 * time.Hour)
				if h.clock.Now().In(clock.Manila).Hour() < 6 {
					if _, err := h.lend.RunDaily(ctx); err != nil {
						t.Fatal(err)
					}
				}
				run(t, s)
			}
		}
		remaining := func(seq int) int64 {
			pos, err := h.lend.Position(ctx, id)
			if err != nil {
				t.Fatal(err)
			}
			return min(pos.Standing.Installments[seq-1].RemainingCents, pos.Standing.PayoffCents)
		}
		// payRest pays what is left of an installment and the late charges (the waterfall pays
		// those first).
		payRest := func(seq int, ref string) {
			pos, err := h.lend.Position(ctx, id)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := h.lend.ApplyPayment(ctx, id, pos.Standing.ChargesCents+remaining(seq), ref); err != nil {
				t.Fatal(err)
			}
			if r := remaining(seq); r != 0 {
				t.Fatalf("installment %d left %d after paying it", seq, r)
			}
		}
		// Part of installment 1 at 1:00 three days before its due day (payable from then).
		until(sched[0].DueDay.Add(-3))
		if _, err := h.lend.ApplyPayment(ctx, id, 60000, "part-1"); err != nil {
			t.Fatal(err)
		}
		left1 := remaining(1)
		if full := sched[0].PrincipalCents + sched[0].InterestCents; left1 <= 0 || left1 >= full {
			t.Fatalf("left of installment 1: %d of %d", left1, full)
		}
		until(sched[0].DueDay.Add(1))
		payRest(1, "rest-1")
		// Installment 2 untouched, paid the day after its due day.
		until(sched[1].DueDay.Add(-4))
		left2 := remaining(2)
		until(sched[1].DueDay.Add(1))
		payRest(2, "pay-2")
		// Installment 3 in full, early: at 1:00 three days before its due day, before the
		// day's reminders are planned at 6:00.
		until(sched[2].DueDay.Add(-3))
		payRest(3, "full-3")
		until(sched[2].DueDay.Add(1))
		var got []string
		for _, b := range ob.to(phone, "Pautang: your payment of") {
			got = append(got, b[len("Pautang: your payment of "):strings.Index(b, " for loan")]+" "+b[strings.Index(b, "is due"):strings.Index(b, ". Pay")])
		}
		day := func(d loans.Date) string { return d.Time().Format("Jan 2") }
		want := []string{
			loans.FormatPeso(left1) + " is due on " + day(sched[0].DueDay) + ", in 3 days",
			loans.FormatPeso(left1) + " is due tomorrow, " + day(sched[0].DueDay),
			loans.FormatPeso(left1) + " is due today, " + day(sched[0].DueDay),
			loans.FormatPeso(left2) + " is due on " + day(sched[1].DueDay) + ", in 3 days",
			loans.FormatPeso(left2) + " is due tomorrow, " + day(sched[1].DueDay),
			loans.FormatPeso(left2) + " is due today, " + day(sched[1].DueDay),
		}
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Fatalf("reminders:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
		if left2 != sched[1].PrincipalCents+sched[1].InterestCents {
			t.Errorf("installment 2 left %d, want its full amount", left2)
		}
	})
}

// TestMessageLanguageAndMarketing: the `lang` of the login and of later calls is saved on the
// borrower (fil/tl Filipino, en and spec English, anything else ignored) and a message is
// written in the language the borrower has when it is sent; the marketing switch is saved,
// reported, and read with every message the scheduler claims, while required notices still go.
func TestMessageLanguageAndMarketing(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newLoanHarness(t, d)
		ob := &outbox{}
		s := ob.scheduler(h)
		ctx := context.Background()
		const phone = "09170000621"
		if env := h.call("/gw/v3/login/sms-code", nil, map[string][]string{"phone": {phone}}); env.Code != "00" {
			t.Fatalf("sms-code: %+v", env)
		}
		env := h.call("/gw/v3/login/login", map[string][]string{"lang": {"fil-PH"}}, map[string][]string{"phone": {phone}, "code": {h.lastCode(phone)}, "deviceId": {"d"}})
		if env.Code != "00" {
			t.Fatalf("login: %+v", env)
		}
		var sess map[string]any
		env.into(t, &sess)
		q := map[string][]string{}
		for _, k := range []string{"sessionId", "userId", "mobile", "merchantNumber", "deviceId"} {
			q[k] = []string{sess[k].(string)}
		}
		uid := mustID(t, sess["userId"].(string))
		prefs := func() store.MessagePrefs {
			p, err := h.st.Users().MessagePrefsOf(ctx, uid)
			if err != nil {
				t.Fatal(err)
			}
			return p
		}
		if p := prefs(); p.Lang != notify.Filipino {
			t.Fatalf("language after login with fil-PH: %q", p.Lang)
		}
		h.complete(q)
		_, p := h.push(q, h.productID, 500000, 1)
		run(t, s)
		if got := ob.to(phone, "Pautang: natanggap namin ang iyong loan application "+p.OrderNo); len(got) != 1 {
			t.Fatalf("Filipino notice: %v", ob.to(phone, ""))
		}
		// The app switches to English (lang=spec is English too); an unknown tag changes nothing.
		withLang := func(lang string) map[string][]string {
			out := map[string][]string{"lang": {lang}}
			for k, v := range q {
				out[k] = v
			}
			return out
		}
		h.call("/gw/v3/user/info", withLang("tl"), nil)
		if p := prefs(); p.Lang != notify.Filipino {
			t.Fatalf("language after tl: %q", p.Lang)
		}
		h.call("/gw/v3/user/info", withLang("spec"), nil)
		if p := prefs(); p.Lang != notify.English {
			t.Fatalf("language after spec: %q", p.Lang)
		}
		h.call("/gw/v3/user/info", withLang("es"), nil)
		if p := prefs(); p.Lang != notify.English {
			t.Fatalf("language after es: %q", p.Lang)
		}
		h.decide(p.OrderID, "1")
		run(t, s)
		if got := ob.to(phone, "Pautang: good news! Your loan "+p.OrderNo); len(got) != 1 {
			t.Fatalf("English notice: %v", ob.to(phone, ""))
		}

		// Marketing off through the borrower API; required notices still go.
		settings := func(form map[string][]string) envelope {
			return h.call("/gw/pautang/message-settings", q, form)
		}
		var got struct {
			Lang           string `json:"lang"`
			Marketing      bool   `json:"marketing"`
			MarketingOffAt int64  `json:"marketingOffAt"`
		}
		if env := settings(nil); env.Code != "00" {
			t.Fatalf("settings: %+v", env)
		} else if env.into(t, &got); !got.Marketing || got.Lang != "en" {
			t.Fatalf("settings: %+v", got)
		}
		if env := settings(map[string][]string{"marketing": {"maybe"}}); env.Code != "invalid_params" {
			t.Fatalf("bad switch: %+v", env)
		}
		if env := settings(map[string][]string{"marketing": {"0"}}); env.Code != "00" {
			t.Fatalf("off: %+v", env)
		} else if env.into(t, &got); got.Marketing || got.MarketingOffAt != h.clock.Now().UnixMilli() {
			t.Fatalf("off: %+v", got)
		}
		if env := h.call("/gw/pautang/message-settings", nil, map[string][]string{"marketing": {"1"}}); env.Code == "00" {
			t.Fatal("the switch answered without a session")
		}
		// Every message the scheduler claims for the borrower carries the switch.
		h.clock.Advance(time.Hour)
		if _, err := h.lend.RunDaily(ctx); err != nil {
			t.Fatal(err)
		}
		if _, err := h.st.Messages().PlanMessage(ctx, notify.Message{OrderID: mustID(t, p.OrderID), UserID: uid, Kind: notify.ReminderD3, Day: "2099-01-01", Phone: phone,
			Body: "Pautang: test", Status: notify.StatusQueued, SendAt: h.clock.Now().UnixMilli(), ExpiresAt: h.clock.Now().Add(time.Hour).UnixMilli(), CreatedAt: h.clock.Now().UnixMilli()}); err != nil {
			t.Fatal(err)
		}
		claimed, err := h.st.Messages().ClaimMessages(ctx, h.clock.Now().UnixMilli(), 1000, 10)
		if err != nil || len(claimed) != 1 || !claimed[0].MarketingOff || claimed[0].Lang != notify.English {
			t.Fatalf("claimed %+v %v", claimed, err)
		}
		if env := settings(map[string][]string{"marketing": {"1"}}); env.Code != "00" {
			t.Fatalf("on: %+v", env)
		} else if env.into(t, &got); !got.Marketing || got.MarketingOffAt != 0 {
			t.Fatalf("on: %+v", got)
		}
	})
}
