// Package semaphore sends SMS through Semaphore (semaphore.co), the PH SMS gateway:
// POST /api/v4/messages with the API key, number, message and sender name (form fields),
// answered with the queued messages and their message_id and status. Sending is durable:
// Sender only queues the message (sms_deliveries) in the request that sends it; the Worker
// posts due messages, respects Semaphore's rate limit (HTTP 429 and its Retry-After), retries
// failures with backoff, and stores the gateway's message id and status. docs/providers.md
// lists the sources and the assumptions.
package semaphore

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/outbound"
	"github.com/pautang/pautang/internal/sms"
)

// Name is the provider's name in sms_deliveries.
const Name = "semaphore"

// DefaultBaseURL is Semaphore's API.
const DefaultBaseURL = "https://api.semaphore.co"

// Delivery states (sms_deliveries.status).
const (
	StatusQueued = "queued" // waiting for the worker (or for a retry)
	StatusSent   = "sent"   // Semaphore took it (provider_status says how far it got)
	StatusFailed = "failed" // given up: refused for good, or out of attempts
)

// KindOTP marks a queued message that goes through Semaphore's OTP endpoint; its body is an
// otpBody (JSON) instead of the text.
const KindOTP = "otp"

// otpBody is a KindOTP message as queued: the text with "{otp}" where the code goes, and the
// code (ours: Semaphore sends it instead of making one up).
type otpBody struct {
	Message string `json:"message"`
	Code    string `json:"code"`
}

// MaxAttempts is how many times a message is tried before it is given up; a login code is
// useless after its lifetime anyway.
const MaxAttempts = 8

// Delivery is one queued message (sms_deliveries row).
type Delivery struct {
	ID             int64
	Provider       string
	Phone          string
	Kind           string
	Body           string
	Status         string
	Attempts       int
	NextAt         int64
	ProviderID     string
	ProviderStatus string
	LastError      string
	CreatedAt      int64
	SentAt         int64
}

// Queue is the durable queue (the store implements it).
type Queue interface {
	EnqueueSMS(ctx context.Context, d Delivery) (int64, error)
	// ClaimSMS leases up to limit queued messages due at now until now+lease.
	ClaimSMS(ctx context.Context, provider string, now, lease int64, limit int) ([]Delivery, error)
	// SMSSent records the gateway's id and status and clears the body.
	SMSSent(ctx context.Context, id int64, providerID, providerStatus string, at int64) error
	// SMSRetry puts a message back for nextAt (attempts counts the tries so far).
	SMSRetry(ctx context.Context, id int64, attempts int, nextAt int64, lastErr string) error
	// SMSGiveUp fails a message for good; its body is kept for an operator (it was not sent).
	SMSGiveUp(ctx context.Context, id int64, attempts int, lastErr string) error
	// SMSDelivery reads one.
	SMSDelivery(ctx context.Context, id int64) (Delivery, error)
	// SMSAwaitingStatus lists up to limit sent messages since (unix ms) whose gateway status
	// is not final yet (Pending, Queued).
	SMSAwaitingStatus(ctx context.Context, provider string, since int64, limit int) ([]Delivery, error)
	// SetSMSProviderStatus records a message's newer gateway status.
	SetSMSProviderStatus(ctx context.Context, id int64, status string) error
}

// Final reports whether a Semaphore status will not change any more.
func Final(status string) bool {
	switch status {
	case "Sent", "Failed", "Refunded":
		return true
	}
	return false
}

// StatusWindow is how far back the worker follows a sent message's status.
const StatusWindow = time.Hour

// Sender queues messages for the worker: it implements sms.Sender without a call out, so a
// slow or limited gateway never holds a login request.
type Sender struct {
	Queue Queue
	Clock clock.Clock
	// Kick asks for a delivery round now (the jobs' sms.deliver; nil: the next periodic one).
	Kick func()
	// OTP sends text messages carrying a one-time code through /api/v4/otp (Semaphore's
	// priority route for codes) with our code in its "code" field.
	OTP bool
}

var _ sms.Sender = (*Sender)(nil)

// Send queues m. Voice messages have no Semaphore channel: they go as SMS.
func (s *Sender) Send(ctx context.Context, m sms.Message) error {
	now := s.Clock.Now().UnixMilli()
	kind, body := m.Channel, m.Body
	if s.OTP && m.Channel == sms.ChannelSMS && m.Code != "" && strings.Contains(m.Body, m.Code) {
		b, err := json.Marshal(otpBody{Message: strings.ReplaceAll(m.Body, m.Code, "{otp}"), Code: m.Code})
		if err != nil {
			return err
		}
		kind, body = KindOTP, string(b)
	}
	if _, err := s.Queue.EnqueueSMS(ctx, Delivery{Provider: Name, Phone: m.Phone, Kind: kind, Body: body, Status: StatusQueued, NextAt: now, CreatedAt: now}); err != nil {
		return err
	}
	if s.Kick != nil {
		s.Kick()
	}
	return nil
}

// Client calls Semaphore.
type Client struct {
	BaseURL    string
	APIKey     string
	SenderName string
	HTTP       *outbound.Client
}

// Message is Semaphore's message object (the fields we read).
type Message struct {
	MessageID  int64  `json:"message_id"`
	Recipient  string `json:"recipient"`
	Message    string `json:"message"`
	SenderName string `json:"sender_name"`
	Network    string `json:"network"`
	Status     string `json:"status"` // Pending, Queued, Sent, Failed, Refunded
	CreatedAt  string `json:"created_at"`
	// Code is the one-time code an /api/v4/otp answer carries (a number or a string).
	Code Code `json:"code,omitempty"`
}

// Code reads the OTP answer's "code", a JSON number or string.
type Code string

// UnmarshalJSON takes 123456 or "123456".
func (c *Code) UnmarshalJSON(b []byte) error {
	*c = Code(strings.Trim(strings.TrimSpace(string(b)), `"`))
	if *c == "null" {
		*c = ""
	}
	return nil
}

// RateLimited is Semaphore answering 429: wait RetryAfter before the next call.
type RateLimited struct{ RetryAfter time.Duration }

func (e *RateLimited) Error() string {
	return fmt.Sprintf("semaphore: rate limited, retry after %s", e.RetryAfter)
}

// Refused is a 4xx other than 429: the message will not go as it is (bad number, no credit,
// bad key); retrying it is pointless until someone fixes the cause.
type Refused struct {
	Status int
	Body   string
}

func (e *Refused) Error() string { return fmt.Sprintf("semaphore: HTTP %d: %s", e.Status, e.Body) }

// api is Semaphore's API: the key travels as a form field or query parameter (the caller
// adds it); an answer other than 2xx is read by refuse.
func (c *Client) api(refuse func(outbound.Response) error) *outbound.API {
	return &outbound.API{Name: Name, BaseURL: outbound.BaseURL(c.BaseURL, DefaultBaseURL), Client: c.HTTP, Error: refuse}
}

// sendError reads a refused send: 429 is the rate limit (wait Retry-After), a 5xx is worth
// retrying, any other status is a refusal.
func sendError(resp outbound.Response) error {
	switch {
	case resp.Status == http.StatusTooManyRequests:
		return &RateLimited{RetryAfter: retryAfter(resp.Header, time.Now())}
	case resp.Status >= 500:
		return fmt.Errorf("semaphore: HTTP %d", resp.Status)
	}
	return refused(resp)
}

func refused(resp outbound.Response) error {
	return &Refused{Status: resp.Status, Body: strings.TrimSpace(string(resp.Body))}
}

// retryAfter reads Retry-After (seconds or an HTTP date); a minute when absent.
func retryAfter(h http.Header, now time.Time) time.Duration {
	v := strings.TrimSpace(h.Get("Retry-After"))
	if n, err := strconv.Atoi(v); err == nil && n >= 0 {
		return time.Duration(n) * time.Second
	}
	if t, err := http.ParseTime(v); err == nil && t.After(now) {
		return t.Sub(now)
	}
	return time.Minute
}

// Send posts one message to one number.
func (c *Client) Send(ctx context.Context, phone, body string) (Message, error) {
	form := url.Values{"apikey": {c.APIKey}, "number": {phone}, "message": {body}}
	if c.SenderName != "" {
		form.Set("sendername", c.SenderName)
	}
	resp, err := c.api(sendError).Send(ctx, outbound.Request{Method: http.MethodPost, Path: "/api/v4/messages", Form: form})
	if err != nil {
		return Message{}, err
	}
	return accepted(resp)
}

// accepted reads a 2xx answer to a send: the list of queued messages. An answer whose first
// item has no message_id is a refusal that came with HTTP 200 (a sender name the account may
// not use is answered [{"senderName":"The senderName supplied is not valid"}]): nothing was
// sent and retrying it as it is is pointless.
func accepted(resp outbound.Response) (Message, error) {
	body := strings.TrimSpace(string(resp.Body))
	var out []Message
	if err := json.Unmarshal(resp.Body, &out); err != nil || len(out) == 0 {
		var one Message
		if json.Unmarshal(resp.Body, &one) == nil && one.MessageID > 0 {
			return one, nil
		}
		if strings.HasPrefix(body, "[") || strings.HasPrefix(body, "{") {
			return Message{}, &Refused{Status: resp.Status, Body: body}
		}
		return Message{}, fmt.Errorf("semaphore: unreadable answer: %s", body)
	}
	if out[0].MessageID <= 0 {
		return Message{}, &Refused{Status: resp.Status, Body: body}
	}
	return out[0], nil
}

// SendOTP posts one message with a one-time code through the OTP endpoint: the same fields as
// a message, the text holding "{otp}" where the code goes, and our code in "code". The answer
// is the message with the code it sent, which must be ours.
func (c *Client) SendOTP(ctx context.Context, phone, message, code string) (Message, error) {
	form := url.Values{"apikey": {c.APIKey}, "number": {phone}, "message": {message}, "code": {code}}
	if c.SenderName != "" {
		form.Set("sendername", c.SenderName)
	}
	resp, err := c.api(sendError).Send(ctx, outbound.Request{Method: http.MethodPost, Path: "/api/v4/otp", Form: form})
	if err != nil {
		return Message{}, err
	}
	m, err := accepted(resp)
	if err != nil {
		return Message{}, err
	}
	if string(m.Code) != code {
		// The borrower got a code we will not accept: the message is useless, say so.
		return m, &Refused{Status: resp.Status, Body: "OTP endpoint sent a code other than ours"}
	}
	return m, nil
}

// deliver posts one queued message by its kind.
func (c *Client) deliver(ctx context.Context, d Delivery) (Message, error) {
	if d.Kind != KindOTP {
		return c.Send(ctx, d.Phone, d.Body)
	}
	var b otpBody
	if err := json.Unmarshal([]byte(d.Body), &b); err != nil {
		return Message{}, &Refused{Body: "unreadable queued OTP message"}
	}
	return c.SendOTP(ctx, d.Phone, b.Message, b.Code)
}

// Status reads a message's current status (GET /api/v4/messages/{id}).
func (c *Client) Status(ctx context.Context, id string) (Message, error) {
	resp, err := c.api(refused).Send(ctx, outbound.Request{Method: http.MethodGet, Path: "/api/v4/messages/" + url.PathEscape(id) + "?" + url.Values{"apikey": {c.APIKey}}.Encode()})
	if err != nil {
		return Message{}, err
	}
	var out []Message
	if err := json.Unmarshal(resp.Body, &out); err != nil || len(out) == 0 {
		return Message{}, fmt.Errorf("semaphore: unreadable status answer")
	}
	return out[0], nil
}

// Backoff is the wait after n failed tries: 5 s doubling, at most 10 minutes.
func Backoff(n int) time.Duration {
	d := 5 * time.Second
	for i := 1; i < n && d < 10*time.Minute; i++ {
		d *= 2
	}
	return min(d, 10*time.Minute)
}

// Lease is how long the worker owns a claimed message.
const Lease = 60 * time.Second

// Worker posts queued messages.
type Worker struct {
	Queue  Queue
	Client *Client
	Clock  clock.Clock
	Log    *slog.Logger
	// pausedUntil is Semaphore's last Retry-After: no call before it (the messages it held
	// back are also rescheduled to it in the queue, for another instance's worker).
	mu          sync.Mutex
	pausedUntil time.Time
}

func (w *Worker) paused(now time.Time) bool {
	w.mu.Lock()
	defer w.mu.Unlock()
	return now.Before(w.pausedUntil)
}

func (w *Worker) pause(until time.Time) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.pausedUntil = until
}

func (w *Worker) log() *slog.Logger {
	if w.Log != nil {
		return w.Log
	}
	return slog.Default()
}

// DeliverDue posts every due message once and returns how many Semaphore took. A 429 stops
// the round: the message and the rest of the batch wait for Retry-After without using up an
// attempt. A refusal (4xx) gives the message up; a 5xx, a timeout or an open breaker retries
// it with backoff.
func (w *Worker) DeliverDue(ctx context.Context) (int, error) {
	now := w.Clock.Now()
	if w.paused(now) {
		return 0, nil
	}
	items, err := w.Queue.ClaimSMS(ctx, Name, now.UnixMilli(), Lease.Milliseconds(), 50)
	if err != nil {
		return 0, err
	}
	sent := 0
	for i, it := range items {
		m, err := w.Client.deliver(ctx, it)
		var rl *RateLimited
		var refused *Refused
		switch {
		case err == nil && m.MessageID <= 0:
			err = &Refused{Body: "answer without a message_id"}
			w.log().Error("sms: semaphore answered without a message id", "id", it.ID)
			if err := w.Queue.SMSGiveUp(ctx, it.ID, it.Attempts+1, err.Error()); err != nil {
				return sent, err
			}
			continue
		case err == nil:
			if err := w.Queue.SMSSent(ctx, it.ID, strconv.FormatInt(m.MessageID, 10), m.Status, w.Clock.Now().UnixMilli()); err != nil {
				return sent, err
			}
			w.log().Info("sms: sent through semaphore", "id", it.ID, "message_id", m.MessageID, "status", m.Status, "phone", sms.MaskPhone(it.Phone))
			sent++
			continue
		case errors.As(err, &rl):
			until := w.Clock.Now().Add(rl.RetryAfter)
			w.pause(until)
			w.log().Warn("sms: semaphore rate limit; waiting", "retry_after", rl.RetryAfter, "waiting", len(items)-i)
			for _, rest := range items[i:] {
				if err := w.Queue.SMSRetry(ctx, rest.ID, rest.Attempts, until.UnixMilli(), rl.Error()); err != nil {
					return sent, err
				}
			}
			return sent, nil
		case errors.As(err, &refused):
			w.log().Error("sms: semaphore refused a message", "id", it.ID, "status", refused.Status)
			if err := w.Queue.SMSGiveUp(ctx, it.ID, it.Attempts+1, err.Error()); err != nil {
				return sent, err
			}
		default:
			n := it.Attempts + 1
			if n >= MaxAttempts {
				w.log().Error("sms: giving up a message", "id", it.ID, "attempts", n, "err", err)
				if err := w.Queue.SMSGiveUp(ctx, it.ID, n, err.Error()); err != nil {
					return sent, err
				}
				continue
			}
			w.log().Warn("sms: semaphore send failed; will retry", "id", it.ID, "attempt", n, "err", err)
			if err := w.Queue.SMSRetry(ctx, it.ID, n, w.Clock.Now().Add(Backoff(n)).UnixMilli(), err.Error()); err != nil {
				return sent, err
			}
		}
	}
	return sent, nil
}

// RefreshStatuses asks Semaphore for the status of recently sent messages that are not final
// yet and stores the answers; it returns how many changed. A failing call stops the round
// (the next one tries again).
func (w *Worker) RefreshStatuses(ctx context.Context) (int, error) {
	if w.paused(w.Clock.Now()) {
		return 0, nil
	}
	items, err := w.Queue.SMSAwaitingStatus(ctx, Name, w.Clock.Now().Add(-StatusWindow).UnixMilli(), 50)
	if err != nil {
		return 0, err
	}
	changed := 0
	for _, it := range items {
		if id, err := strconv.ParseInt(it.ProviderID, 10, 64); err != nil || id <= 0 {
			continue // no message of Semaphore's to ask about
		}
		m, err := w.Client.Status(ctx, it.ProviderID)
		if err != nil {
			return changed, err
		}
		if m.Status != "" && m.Status != it.ProviderStatus {
			if err := w.Queue.SetSMSProviderStatus(ctx, it.ID, m.Status); err != nil {
				return changed, err
			}
			changed++
		}
	}
	return changed, nil
}
