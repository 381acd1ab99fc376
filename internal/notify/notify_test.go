package notify

import (
	"strings"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/loans"
)

func manila(h, m int) time.Time { return time.Date(2026, 11, 23, h, m, 0, 0, clock.Manila) }

func TestMC18Guard(t *testing.T) {
	cases := []struct {
		at      time.Time
		allowed bool
		sendAt  time.Time
	}{
		{manila(5, 59), false, manila(6, 0)},
		{manila(6, 0), true, manila(6, 0)},
		{manila(21, 59), true, manila(21, 59)},
		{manila(22, 0), false, manila(6, 0).AddDate(0, 0, 1)},
		{manila(0, 0), false, manila(6, 0)},
		{manila(23, 30), false, manila(6, 0).AddDate(0, 0, 1)},
		{manila(12, 0).UTC(), true, manila(12, 0)}, // the zone of the input does not matter
		{manila(22, 0).UTC(), false, manila(6, 0).AddDate(0, 0, 1)},
	}
	for _, c := range cases {
		if got := Allowed(c.at); got != c.allowed {
			t.Errorf("Allowed(%s) = %v, want %v", c.at.In(clock.Manila).Format("15:04"), got, c.allowed)
		}
		if got := SendAt(c.at); !got.Equal(c.sendAt) {
			t.Errorf("SendAt(%s) = %s, want %s", c.at.In(clock.Manila), got.In(clock.Manila), c.sendAt)
		}
		if !Allowed(SendAt(c.at)) {
			t.Errorf("SendAt(%s) is outside the hours", c.at)
		}
	}
}

func day(s string) loans.Date {
	d, err := loans.ParseDate(s)
	if err != nil {
		panic(err)
	}
	return d
}

// lifeOf plays a loan day by day: each day's standing comes from the callback; the result is
// every message the schedule called for, once per (kind, day), with the day it was sent.
func lifeOf(t *testing.T, l Loan, from, to loans.Date, standing func(d loans.Date) (loans.Status, loans.KeptStanding)) map[string]string {
	t.Helper()
	sent := map[string]string{}
	for d := from; !d.After(to); d = d.Add(1) {
		l.Status, l.Standing = standing(d)
		for _, p := range Due(l, d) {
			key := string(p.Kind) + "@" + p.Day.String()
			if prev, ok := sent[key]; ok {
				t.Fatalf("%s called for twice (%s and %s)", key, prev, d)
			}
			sent[key] = d.String()
		}
	}
	return sent
}

func TestScheduleOverALoansLife(t *testing.T) {
	l := Loan{OrderID: 1, OrderNo: "PT1", Installments: []loans.Installment{
		{Seq: 1, DueDay: day("2026-12-10"), PrincipalCents: 150000, InterestCents: 6000},
		{Seq: 2, DueDay: day("2026-12-24"), PrincipalCents: 150000, InterestCents: 6000},
	}}
	t.Run("paid on time", func(t *testing.T) {
		got := lifeOf(t, l, day("2026-11-26"), day("2027-01-31"), func(d loans.Date) (loans.Status, loans.KeptStanding) {
			switch {
			case d.Before(day("2026-12-10")):
				return loans.StatusRepaying, loans.KeptStanding{PayoffCents: 312000}
			case !d.After(day("2026-12-24")) && d.Before(day("2026-12-24")):
				return loans.StatusRepaying, loans.KeptStanding{PayoffCents: 156000}
			case d == day("2026-12-24"):
				return loans.StatusDue, loans.KeptStanding{PayoffCents: 156000}
			}
			return loans.StatusSettled, loans.KeptStanding{} // paid on the due day: nothing after
		})
		want := map[string]string{
			"reminder_d3@2026-12-10": "2026-12-07", "reminder_d1@2026-12-10": "2026-12-09", "reminder_d0@2026-12-10": "2026-12-10",
			"reminder_d3@2026-12-24": "2026-12-21", "reminder_d1@2026-12-24": "2026-12-23", "reminder_d0@2026-12-24": "2026-12-24",
		}
		assertSent(t, got, want)
	})
	t.Run("missed, then settled on day 5", func(t *testing.T) {
		got := lifeOf(t, l, day("2026-11-26"), day("2027-01-31"), func(d loans.Date) (loans.Status, loans.KeptStanding) {
			switch {
			case !d.After(day("2026-12-10")):
				return loans.StatusRepaying, loans.KeptStanding{PayoffCents: 312000}
			case d.Before(day("2026-12-15")):
				return loans.StatusOverdue, loans.KeptStanding{OverdueSince: "2026-12-10", PayoffCents: 312500}
			}
			return loans.StatusSettled, loans.KeptStanding{}
		})
		want := map[string]string{
			"reminder_d3@2026-12-10": "2026-12-07", "reminder_d1@2026-12-10": "2026-12-09", "reminder_d0@2026-12-10": "2026-12-10",
			"overdue_1@2026-12-10": "2026-12-11", "overdue_3@2026-12-10": "2026-12-13",
		}
		assertSent(t, got, want)
	})
	t.Run("never paid", func(t *testing.T) {
		got := lifeOf(t, l, day("2026-11-26"), day("2027-01-31"), func(d loans.Date) (loans.Status, loans.KeptStanding) {
			if !d.After(day("2026-12-10")) {
				return loans.StatusRepaying, loans.KeptStanding{PayoffCents: 312000}
			}
			return loans.StatusOverdue, loans.KeptStanding{OverdueSince: "2026-12-10", PayoffCents: 320000}
		})
		want := map[string]string{
			"reminder_d3@2026-12-10": "2026-12-07", "reminder_d1@2026-12-10": "2026-12-09", "reminder_d0@2026-12-10": "2026-12-10",
			// the second installment falls due while the first is missed: the notices speak for both
			"overdue_1@2026-12-10": "2026-12-11", "overdue_3@2026-12-10": "2026-12-13", "overdue_7@2026-12-10": "2026-12-17", "overdue_15@2026-12-10": "2026-12-25",
			"reminder_d3@2026-12-24": "2026-12-21", "reminder_d1@2026-12-24": "2026-12-23", "reminder_d0@2026-12-24": "2026-12-24",
		}
		assertSent(t, got, want)
	})
	t.Run("not disbursed", func(t *testing.T) {
		for _, s := range []loans.Status{loans.StatusReview, loans.StatusApproved, loans.StatusRejected, loans.StatusSettled} {
			l.Status, l.Standing = s, loans.KeptStanding{PayoffCents: 312000}
			if got := Due(l, day("2026-12-07")); len(got) != 0 {
				t.Errorf("status %d: %v", s, got)
			}
		}
	})
}

func assertSent(t *testing.T, got, want map[string]string) {
	t.Helper()
	for k, v := range want {
		if got[k] != v {
			t.Errorf("%s sent on %q, want %s", k, got[k], v)
		}
	}
	for k, v := range got {
		if _, ok := want[k]; !ok {
			t.Errorf("unexpected %s on %s", k, v)
		}
	}
}

func TestRender(t *testing.T) {
	f := Fields{OrderNo: "PT123", AmountCents: 156000, Day: day("2026-12-10"), Last4: "4321", PayLink: "https://pautang.ph/repayment", CardLink: "https://pautang.ph/bindBank?source=loanDetail&orderId=7"}
	for _, k := range Kinds() {
		if AudienceOf(k) == AudienceReference {
			continue // TestReferenceMessageDisclosesNothing
		}
		for _, lang := range []string{English, Filipino} {
			s, err := Render(k, lang, f)
			if err != nil {
				t.Fatal(err)
			}
			needLink := strings.HasPrefix(string(k), "reminder_") || strings.HasPrefix(string(k), "overdue_")
			if strings.Contains(s, "{") || !strings.Contains(s, "PT123") || needLink && !strings.Contains(s, "https://pautang.ph/repayment") ||
				k == PayoutFailed && !strings.Contains(s, f.CardLink) || k == MoneySent && !strings.Contains(s, "4321") {
				t.Errorf("%s/%s: %s", k, lang, s)
			}
		}
	}
	en, _ := Render(ReminderD1, English, f)
	if en != "Pautang: your payment of ₱1,560.00 for loan PT123 is due tomorrow, Dec 10. Pay by GCash, Maya, bank or 7-Eleven at https://pautang.ph/repayment" {
		t.Errorf("en: %s", en)
	}
	fil, _ := Render(ReminderD0, Filipino, f)
	if !strings.Contains(fil, "ngayong araw, Dis 10") {
		t.Errorf("fil: %s", fil)
	}
	paid, _ := Render(PaymentReceived, English, Fields{OrderNo: "PT123", AmountCents: 50000, LeftCents: 472775})
	if paid != "Pautang: we received your payment of ₱500.00 for loan PT123. Left to pay: ₱4,727.75. Thank you!" {
		t.Errorf("payment: %s", paid)
	}
	if _, err := Render("free_text", English, f); err == nil {
		t.Error("a kind without a template rendered")
	}
}
