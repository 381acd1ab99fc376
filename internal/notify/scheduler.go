package notify

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/sms"
)

// Message statuses.
const (
	StatusQueued  = "queued"    // waiting for its time (MC 18 hours) or a retry
	StatusSent    = "sent"      // the SMS provider took it
	StatusFailed  = "failed"    // the provider refused it MaxAttempts times
	StatusExpired = "expired"   // its day ended before it could go out (a reminder is about a day)
	StatusOptOut  = "opted_out" // a marketing message to a borrower who switched marketing off: not sent
)

// Recipient is an open loan with its borrower's phone and language.
type Recipient struct {
	Loan
	UserID int64
	Phone  string
	Lang   string
}

// Message is one scheduled message, stored once per (OrderID, Kind, Day).
type Message struct {
	ID        int64
	OrderID   int64
	UserID    int64
	Kind      Kind
	Day       string // the due day it is about, YYYY-MM-DD (for a step's notice: its reference)
	Phone     string
	Body      string
	Status    string
	Attempts  int
	SendAt    int64 // unix ms: not before (MC 18 hours, retries)
	ExpiresAt int64 // unix ms: not at or after (22:00 Manila of the day it was planned)
	SentAt    int64
	LastError string
	CreatedAt int64
	Fields    string // a step notice's fields (JSON): its body is written when it is sent
	// Read with a claimed message from its borrower: the language and the marketing switch.
	Lang         string
	MarketingOff bool
}

// Repo stores scheduled messages; the store implements it.
type Repo interface {
	// MessageRecipients lists the loans that are disbursed and not settled; the loans with an
	// installment due on today, today+1 or today+3 carry what is paid of each installment
	// (Loan.Paid).
	MessageRecipients(ctx context.Context, today loans.Date) ([]Recipient, error)
	// PlanMessage stores m unless a message of its order, kind and day exists (false then).
	PlanMessage(ctx context.Context, m Message) (bool, error)
	// ClaimMessages expires the queued messages whose time is over, then claims up to limit
	// queued messages due at now: a claimed message's SendAt moves to now+lease, so no other
	// runner claims it while it is being sent, and a runner that dies leaves it due again. A
	// claimed message carries its borrower's language and marketing switch.
	ClaimMessages(ctx context.Context, now, lease int64, limit int) ([]Message, error)
	// MessageDone records a claimed message's outcome (status, attempts, next try, error, and
	// the body a step notice was written with).
	MessageDone(ctx context.Context, m Message) error
	// MessageWording is the supervisor's wording that replaces the built-in text.
	MessageWording(ctx context.Context) (Wording, error)
}

// Scheduler plans the day's messages of every open loan and sends the due ones through the
// SMS provider. Several instances may run it: a message is planned once (its key is unique)
// and sent by the runner that claimed it.
type Scheduler struct {
	Repo        Repo
	SMS         sms.Sender
	Clock       clock.Clock
	BaseURL     string // the borrower app's address: links are BaseURL + PayPath or CardPath of the message's order
	Log         *slog.Logger
	MaxAttempts int           // 5 when zero
	Lease       time.Duration // 2 minutes when zero
}

// Result counts one run's work.
type Result struct{ Planned, Sent, Failed int }

// RunOnce plans today's reminders and overdue notices (inside the hours only: the first run
// from 6:00 Manila plans the day) and sends the messages due now (the planned ones and the
// step notices the store queued with their steps), inside the hours only.
func (s *Scheduler) RunOnce(ctx context.Context) (Result, error) {
	var res Result
	now := s.Clock.Now()
	today := loans.DateOf(now)
	wording, err := s.Repo.MessageWording(ctx)
	if err != nil {
		return res, err
	}
	// The day's reminders and overdue notices are planned at its first run inside the hours
	// (6:00), so they quote what is owed after the night's payments.
	var recips []Recipient
	if Allowed(now) {
		if recips, err = s.Repo.MessageRecipients(ctx, today); err != nil {
			return res, err
		}
	}
	sendAt := SendAt(now)
	expires := time.Date(today.Year, today.Month, today.Day, CloseHour, 0, 0, 0, clock.Manila)
	for _, r := range recips {
		for _, p := range Due(r.Loan, today) {
			if !sendAt.Before(expires) {
				break // planned after the day's hours: a reminder about today would come too late
			}
			body, err := wording.Render(p.Kind, r.Lang, Fields{OrderNo: r.OrderNo, AmountCents: p.AmountCents, Day: p.Day, DaysPastDue: p.DaysPastDue, PayLink: s.link(PayPath(r.OrderID))})
			if err != nil {
				return res, err
			}
			ok, err := s.Repo.PlanMessage(ctx, Message{
				OrderID: r.OrderID, UserID: r.UserID, Kind: p.Kind, Day: p.Day.String(), Phone: r.Phone, Body: body,
				Status: StatusQueued, SendAt: sendAt.UnixMilli(), ExpiresAt: expires.UnixMilli(), CreatedAt: now.UnixMilli(),
			})
			if err != nil {
				return res, err
			}
			if ok {
				res.Planned++
			}
		}
	}
	sent, failed, err := s.deliver(ctx, now, wording)
	res.Sent, res.Failed = sent, failed
	return res, err
}

// deliver sends the claimed messages due at now; nothing goes out outside the MC 18 hours.
func (s *Scheduler) deliver(ctx context.Context, now time.Time, wording Wording) (sent, failed int, err error) {
	if !Allowed(now) {
		return 0, 0, nil
	}
	lease := s.Lease
	if lease <= 0 {
		lease = 2 * time.Minute
	}
	maxAttempts := s.MaxAttempts
	if maxAttempts <= 0 {
		maxAttempts = 5
	}
	for {
		batch, err := s.Repo.ClaimMessages(ctx, now.UnixMilli(), lease.Milliseconds(), 100)
		if err != nil || len(batch) == 0 {
			return sent, failed, err
		}
		for _, m := range batch {
			if ClassOf(m.Kind) == ClassMarketing && m.MarketingOff {
				m.Status = StatusOptOut
				if err := s.Repo.MessageDone(ctx, m); err != nil {
					return sent, failed, err
				}
				continue
			}
			if m.Body == "" {
				body, err := s.write(m, wording)
				if err != nil {
					// A notice that cannot be written is given up, not retried every minute.
					m.Status, m.LastError = StatusFailed, err.Error()
					failed++
					if err := s.Repo.MessageDone(ctx, m); err != nil {
						return sent, failed, err
					}
					continue
				}
				m.Body = body
			}
			m.Attempts++
			if err := s.SMS.Send(ctx, sms.Message{Phone: m.Phone, Channel: sms.ChannelSMS, Body: m.Body}); err != nil {
				m.LastError = err.Error()
				if m.Attempts >= maxAttempts {
					m.Status = StatusFailed
					failed++
				} else {
					// back off 1, 2, 4, ... minutes, never outside the hours
					m.SendAt = SendAt(now.Add(time.Duration(1<<(m.Attempts-1)) * time.Minute)).UnixMilli()
				}
				if s.Log != nil {
					s.Log.Warn("notify: send failed", "order", m.OrderID, "kind", m.Kind, "attempt", m.Attempts, "err", err)
				}
			} else {
				m.Status, m.SentAt, m.LastError = StatusSent, s.Clock.Now().UnixMilli(), ""
				sent++
			}
			if err := s.Repo.MessageDone(ctx, m); err != nil {
				return sent, failed, err
			}
		}
		if len(batch) < 100 {
			return sent, failed, nil
		}
	}
}

// PayPath is the repayment page of an order: a reminder's or a notice's link opens that loan
// (through the login when the borrower is signed out).
func PayPath(orderID int64) string {
	return fmt.Sprintf("/repayment?orderId=%d", orderID)
}

// link is a borrower page's absolute address.
func (s *Scheduler) link(path string) string { return strings.TrimRight(s.BaseURL, "/") + path }

// CardPath is the borrower page that changes an order's payout account (the loan page's
// card dialog leads there too).
func CardPath(orderID int64) string {
	return fmt.Sprintf("/bindBank?source=loanDetail&orderId=%d", orderID)
}

// write is a step notice's text from its stored fields, in its borrower's language now.
func (s *Scheduler) write(m Message, wording Wording) (string, error) {
	var f Fields
	if m.Fields != "" {
		if err := json.Unmarshal([]byte(m.Fields), &f); err != nil {
			return "", fmt.Errorf("notify: message %d fields: %w", m.ID, err)
		}
	}
	f.PayLink, f.CardLink = s.link(PayPath(m.OrderID)), s.link(CardPath(m.OrderID))
	return wording.Render(m.Kind, m.Lang, f)
}

// String is a message's log form.
func (m Message) String() string { return fmt.Sprintf("%d/%s/%s", m.OrderID, m.Kind, m.Day) }
