package notify

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/sms"
)

// TestRemindersCountPartialPayments: a reminder quotes what is left of its installment after
// the payments so far (filled principal and interest oldest first), none for an installment
// paid in full, and never more than the payoff.
func TestRemindersCountPartialPayments(t *testing.T) {
	inst := []loans.Installment{
		{Seq: 1, DueDay: day("2026-12-10"), PrincipalCents: 150000, InterestCents: 6000},
		{Seq: 2, DueDay: day("2027-01-09"), PrincipalCents: 150000, InterestCents: 6000},
		{Seq: 3, DueDay: day("2027-02-08"), PrincipalCents: 200000, InterestCents: 6000},
	}
	open := loans.KeptStanding{PayoffCents: 518000}
	cases := []struct {
		name                string
		on                  loans.Date
		principal, interest int64
		payoff              int64
		want                []int64 // the amounts quoted on the day, in order
	}{
		{"nothing paid", day("2026-12-07"), 0, 0, 518000, []int64{156000}},
		{"part of installment 1", day("2026-12-07"), 50000, 6000, 518000, []int64{100000}},
		{"installment 1 paid in full: no reminder", day("2026-12-09"), 150000, 6000, 362000, nil},
		{"installment 1 paid and part of 2", day("2027-01-06"), 200000, 6000, 312000, []int64{106000}},
		{"interest paid only", day("2026-12-10"), 0, 6000, 512000, []int64{150000}},
		{"capped at the payoff", day("2027-02-05"), 300000, 12000, 150000, []int64{150000}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			st := open
			st.PayoffCents = c.payoff
			l := Loan{OrderID: 1, OrderNo: "PT1", Status: loans.StatusRepaying, Standing: st, Installments: inst, PaidPrincipalCents: c.principal, PaidInterestCents: c.interest}
			var got []int64
			for _, p := range Due(l, c.on) {
				got = append(got, p.AmountCents)
			}
			if len(got) != len(c.want) {
				t.Fatalf("quoted %v, want %v", got, c.want)
			}
			for i := range got {
				if got[i] != c.want[i] {
					t.Errorf("quoted %v, want %v", got, c.want)
				}
			}
		})
	}
}

func TestLangOf(t *testing.T) {
	for tag, want := range map[string]string{"en": English, "EN-us": English, "spec": English, "fil": Filipino, "fil-PH": Filipino, "tl": Filipino, "tl_PH": Filipino, "es": "", "": "", " fil ": Filipino} {
		if got := LangOf(tag); got != want {
			t.Errorf("LangOf(%q) = %q, want %q", tag, got, want)
		}
	}
}

// TestWordingCheck: every built-in text passes the check the template editor applies; texts
// with unknown fields or threatening or shaming words are refused.
func TestWordingCheck(t *testing.T) {
	for _, k := range Kinds() {
		for _, lang := range Languages() {
			text := Builtin(k, lang)
			if text == "" {
				t.Errorf("%s/%s has no text", k, lang)
			}
			if err := ValidateTemplate(k, lang, text); err != nil {
				t.Errorf("%s/%s: %v", k, lang, err)
			}
		}
	}
	bad := map[string]string{
		"":                      "empty",
		"Pay {amount} by {due}": "{due}",
		"Pay {amount} now or you will go to jail":     "jail",
		"Magbayad ka o makukulong ka":                 "makukulong",
		"We will tell your family about loan {order}": "your family",
		"Ipapahiya ka namin sa Facebook":              "ipapahiya",
		"Pay now, FINAL WARNING":                      "final warning",
		strings.Repeat("Pautang: salamat. ", 40):      "at most",
	}
	for text, want := range bad {
		err := CheckWording(text)
		if err == nil || !strings.Contains(strings.ToLower(err.Error()), strings.ToLower(want)) {
			t.Errorf("CheckWording(%.40q) = %v, want an error about %q", text, err, want)
		}
	}
	// Whole words only: "issue" holds "sue", "Policy" holds "police"-like letters.
	if err := CheckWording("Pautang: if there is an issue with loan {order}, reply to talk to us."); err != nil {
		t.Errorf("a polite text was refused: %v", err)
	}
}

// fakeRepo is a message table in memory for the scheduler's delivery.
type fakeRepo struct {
	msgs    []Message
	wording Wording
}

func (r *fakeRepo) MessageRecipients(context.Context, loans.Date) ([]Recipient, error) {
	return nil, nil
}
func (r *fakeRepo) PlanMessage(context.Context, Message) (bool, error) { return false, nil }
func (r *fakeRepo) MessageWording(context.Context) (Wording, error)    { return r.wording, nil }
func (r *fakeRepo) ClaimMessages(_ context.Context, now, lease int64, limit int) ([]Message, error) {
	var out []Message
	for i := range r.msgs {
		if m := &r.msgs[i]; m.Status == StatusQueued && m.SendAt <= now {
			m.SendAt = now + lease
			out = append(out, *m)
		}
	}
	return out, nil
}
func (r *fakeRepo) MessageDone(_ context.Context, m Message) error {
	for i := range r.msgs {
		if r.msgs[i].ID == m.ID {
			lang, off := r.msgs[i].Lang, r.msgs[i].MarketingOff
			r.msgs[i] = m
			r.msgs[i].Lang, r.msgs[i].MarketingOff = lang, off
			return nil
		}
	}
	return errors.New("no such message")
}

// TestDeliveryWritesNoticesAndKeepsOptOut: a queued step notice is written from its fields in
// its borrower's language (with the supervisor's wording where there is one) when it is sent;
// a marketing message to a borrower who switched marketing off is not sent; a required one is.
func TestDeliveryWritesNoticesAndKeepsOptOut(t *testing.T) {
	const promo Kind = "test_promo"
	classes[promo] = ClassMarketing
	templates[promo] = map[string]string{English: "Pautang: a new offer for you.", Filipino: "Pautang: may bagong alok para sa iyo."}
	defer func() { delete(classes, promo); delete(templates, promo) }()

	clk := clock.NewFixed(time.Date(2026, 11, 23, 21, 0, 0, 0, clock.Manila))
	mk := func(id int64, k Kind, f Fields, lang string, off bool) Message {
		m, err := Notice{OrderID: 7, Kind: k, Ref: "r", Fields: f}.Queue(clk.Now())
		if err != nil {
			t.Fatal(err)
		}
		m.ID, m.Phone, m.Lang, m.MarketingOff = id, "09170000001", lang, off
		return m
	}
	repo := &fakeRepo{msgs: []Message{
		mk(1, MoneySent, Fields{OrderNo: "PT7", AmountCents: 485000, Last4: "4321", Day: day("2026-12-23")}, Filipino, true),
		mk(2, PayoutFailed, Fields{OrderNo: "PT7"}, English, true),
		mk(3, promo, Fields{}, English, true),
		mk(4, promo, Fields{}, English, false),
		mk(5, Approved, Fields{OrderNo: "PT7", AmountCents: 500000}, English, false),
	}, wording: Wording{Approved: {English: "Pautang: loan {order} for {amount} is approved."}}}
	var sent []string
	s := &Scheduler{Repo: repo, Clock: clk, BaseURL: "https://p.ph/",
		SMS: sms.Func(func(_ context.Context, m sms.Message) error { sent = append(sent, m.Body); return nil })}
	if _, err := s.RunOnce(context.Background()); err != nil {
		t.Fatal(err)
	}
	want := []string{
		"Pautang: ipinadala namin ang ₱4,850.00 para sa loan PT7 sa iyong account na nagtatapos sa 4321. Ang unang bayad ay sa Dis 23.",
		"Pautang: we could not send the money for loan PT7 to your account. Please check or change your account here: https://p.ph/bindBank?source=loanDetail&orderId=7",
		"Pautang: a new offer for you.",
		"Pautang: loan PT7 for ₱5,000.00 is approved.",
	}
	if strings.Join(sent, "\n") != strings.Join(want, "\n") {
		t.Fatalf("sent:\n%s\nwant:\n%s", strings.Join(sent, "\n"), strings.Join(want, "\n"))
	}
	if m := repo.msgs[2]; m.Status != StatusOptOut || m.Attempts != 0 {
		t.Errorf("marketing to an opted-out borrower: %+v", m)
	}
	if m := repo.msgs[0]; m.Status != StatusSent || m.Body != want[0] {
		t.Errorf("the notice's history row: %+v", m)
	}
	if ClassOf(MoneySent) != ClassRequired || ClassOf(ReminderD1) != ClassRequired || ClassOf(Overdue15) != ClassRequired {
		t.Error("notices and reminders must be required")
	}
}

// TestNoticeOutsideHours: a notice queued at 22:30 waits for 6:00 and nothing goes out before.
func TestNoticeOutsideHours(t *testing.T) {
	clk := clock.NewFixed(time.Date(2026, 11, 23, 22, 30, 0, 0, clock.Manila))
	m, err := Notice{OrderID: 7, Kind: ApplicationReceived, Ref: "apply", Fields: Fields{OrderNo: "PT7", AmountCents: 500000}}.Queue(clk.Now())
	if err != nil {
		t.Fatal(err)
	}
	m.ID, m.Lang = 1, English
	repo := &fakeRepo{msgs: []Message{m}}
	var sent []time.Time
	s := &Scheduler{Repo: repo, Clock: clk, SMS: sms.Func(func(context.Context, sms.Message) error { sent = append(sent, clk.Now()); return nil })}
	for range 10 * 60 {
		if _, err := s.RunOnce(context.Background()); err != nil {
			t.Fatal(err)
		}
		clk.Advance(time.Minute)
	}
	if len(sent) != 1 || !sent[0].Equal(time.Date(2026, 11, 24, 6, 0, 0, 0, clock.Manila)) {
		t.Fatalf("sent at %v, want once at 6:00", sent)
	}
}
