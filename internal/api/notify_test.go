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
	"github.com/pautang/pautang/internal/sms"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// TestRemindersOverALoansLife disburses a loan and moves the clock hour by hour from four
// days before its due day to sixteen days after, running the daily job and two schedulers
// (two instances) each hour: the borrower gets D-3, D-1 and D0 and the day 1, 3, 7 and 15
// notices once each, at 6:00 Manila of their day (planned at the first run inside the hours),
// and nothing else.
func TestRemindersOverALoansLife(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newLoanHarness(t, d)
		q := h.borrower("09170000501")
		_, p := h.push(q, h.productID, 500000, 1)
		h.decide(p.OrderID, "1")
		_, det := h.details(q, p.OrderID)
		if det.OrderStatus != int(loans.StatusRepaying) {
			t.Fatalf("status %d, want 170", det.OrderStatus)
		}
		due, err := loans.ParseDate(det.DueDate)
		if err != nil {
			t.Fatal(err)
		}
		var mu sync.Mutex
		var sent []sms.Message
		var sentAt []time.Time
		sender := sms.Func(func(ctx context.Context, m sms.Message) error {
			mu.Lock()
			defer mu.Unlock()
			sent, sentAt = append(sent, m), append(sentAt, h.clock.Now())
			return nil
		})
		runners := []*notify.Scheduler{
			{Repo: h.st.Messages(), SMS: sender, Clock: h.clock, BaseURL: "http://pautang.test"},
			{Repo: h.st.Messages(), SMS: sender, Clock: h.clock, BaseURL: "http://pautang.test"},
		}
		// From 1:00 Manila four days before the due day.
		start := due.Add(-4).Time().Add(time.Hour)
		h.clock.Advance(start.Sub(h.clock.Now()))
		if _, err := h.lend.RunDaily(context.Background()); err != nil {
			t.Fatal(err)
		}
		for h.clock.Now().Before(due.Add(17).Time()) {
			var wg sync.WaitGroup
			for _, r := range runners {
				wg.Add(1)
				go func() {
					defer wg.Done()
					if _, err := r.RunOnce(context.Background()); err != nil {
						t.Error(err)
					}
				}()
			}
			wg.Wait()
			h.clock.Advance(time.Hour)
			if h.clock.Now().In(clock.Manila).Hour() == 0 {
				if _, err := h.lend.RunDaily(context.Background()); err != nil {
					t.Fatal(err)
				}
			}
		}
		want := []struct {
			day  loans.Date
			text string
		}{
			{due.Add(-3), "in 3 days"}, {due.Add(-1), "due tomorrow"}, {due, "due today"},
			{due.Add(1), "1 day past due"}, {due.Add(3), "3 days past due"}, {due.Add(7), "7 days past due"}, {due.Add(15), "15 days past due"},
		}
		if len(sent) != len(want) {
			for i, m := range sent {
				t.Logf("%s %s", sentAt[i].In(clock.Manila), m.Body)
			}
			t.Fatalf("%d messages sent, want %d", len(sent), len(want))
		}
		for i, w := range want {
			at := sentAt[i].In(clock.Manila)
			if !strings.Contains(sent[i].Body, w.text) || !strings.Contains(sent[i].Body, p.OrderNo) || !strings.HasSuffix(sent[i].Phone, "9170000501") {
				t.Errorf("message %d: %s to %s", i, sent[i].Body, sent[i].Phone)
			}
			// Every reminder and notice links to the repayment page of its own loan.
			if link := "http://pautang.test/repayment?orderId=" + p.OrderID; !strings.Contains(sent[i].Body, link) {
				t.Errorf("message %d does not link to %s: %s", i, link, sent[i].Body)
			}
			if loans.DateOf(at) != w.day || at.Hour() != notify.OpenHour {
				t.Errorf("%q sent at %s, want %s 06:00", w.text, at, w.day)
			}
		}
		userID, _ := strconv.ParseInt(q.Get("userId"), 10, 64)
		hist, err := h.st.Messages().BorrowerMessages(context.Background(), userID, 50)
		if err != nil {
			t.Fatal(err)
		}
		// The application's step notices were queued at 9:00 on the application day and
		// given up a day later, since no scheduler ran then.
		var reminders []notify.Message
		for _, m := range hist {
			switch m.Kind {
			case notify.ApplicationReceived, notify.Approved, notify.MoneySent:
				if m.Status != notify.StatusExpired {
					t.Errorf("step notice %s: %s", m.Kind, m.Status)
				}
			default:
				reminders = append(reminders, m)
			}
		}
		if len(reminders) != len(want) {
			t.Fatalf("history has %d reminders, want %d", len(reminders), len(want))
		}
		for _, m := range reminders {
			if m.Status != notify.StatusSent || m.Attempts != 1 || m.SentAt == 0 {
				t.Errorf("history: %+v", m)
			}
		}
	})
}
