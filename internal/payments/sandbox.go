package payments

import (
	"bytes"
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"math/big"
	"net/http"
	"strings"
	"time"

	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/sms"
)

// Sandbox charge statuses (sandbox_charges.status).
const (
	ChargePending = "pending"
	ChargePaid    = "paid"
	ChargeFailed  = "failed"
)

// Card debit limits of the sandbox.
const (
	OTPTTL         = 5 * time.Minute
	OTPMaxAttempts = 5
	// MaxSandboxPaymentCents bounds one simulated payment (PHP 1,000,000).
	MaxSandboxPaymentCents = 100_000_000
)

// ErrChargeNotFound is a reference or pay code the gateway never issued.
var ErrChargeNotFound = apperr.New("sandbox_charge_not_found", "This payment reference does not exist.")

// ErrChargeClosed is a payment on a charge already paid or failed.
var ErrChargeClosed = apperr.New("sandbox_charge_closed", "This payment is already closed.")

// ErrCodeTaken is returned by the repo when a generated pay code collides; the sandbox retries.
var ErrCodeTaken = errors.New("payments: pay code taken")

// SandboxCharge is the sandbox gateway's record of a charge.
type SandboxCharge struct {
	Reference     string
	Method        string
	ChannelNumber string
	AmountCents   int64
	PayCode       string
	Reusable      bool
	Status        string
	Phone         string
	OTPHash       string
	OTPAttempts   int
	OTPExpiresAt  int64
	Description   string
	ReturnURL     string
	PaidCents     int64
	CreatedAt     int64
}

// SandboxTxn is one movement of money the sandbox reports.
type SandboxTxn struct {
	TxnID       string
	Reference   string
	AmountCents int64
	UTR         string
}

// OutboxItem is one webhook waiting for delivery.
type OutboxItem struct {
	ID       int64
	EventID  string
	Payload  []byte
	Attempts int
}

// SandboxRepo is the sandbox's storage (the store implements it).
type SandboxRepo interface {
	// CreateSandboxCharge inserts a charge; an existing reference returns the stored charge.
	CreateSandboxCharge(ctx context.Context, c SandboxCharge) (SandboxCharge, error)
	SandboxCharge(ctx context.Context, reference string) (SandboxCharge, error)
	SandboxChargeByCode(ctx context.Context, payCode string) (SandboxCharge, error)
	// TakeSandboxOTPAttempt takes one of a pending card debit's limit code attempts in one
	// conditional update, before the code is compared; taken is false at the limit.
	TakeSandboxOTPAttempt(ctx context.Context, reference string, limit int) (n int, taken bool, err error)
	// RecordSandboxResult writes, in one transaction: the transaction (when txn is not nil),
	// the charge's new status (when newStatus is set and the charge is still pending) and
	// the event in the webhook outbox due at once. A pending-only status change that finds
	// the charge closed returns ErrChargeClosed and writes nothing.
	RecordSandboxResult(ctx context.Context, reference string, txn *SandboxTxn, newStatus string, ev Event, payload []byte) error
	// ClaimWebhooks leases up to limit undelivered items due at now until now+lease.
	ClaimWebhooks(ctx context.Context, now, lease int64, limit int) ([]OutboxItem, error)
	WebhookDelivered(ctx context.Context, id int64, at int64) error
	WebhookFailed(ctx context.Context, id int64, attempts int, nextAt int64, lastErr string) error
}

// Sandbox is the built-in gateway. It keeps no state in memory: charges, transactions and
// the outbox live in the database, so several server instances can run it.
type Sandbox struct {
	Repo       SandboxRepo
	SMS        sms.Sender
	Clock      clock.Clock
	Secret     []byte       // signs webhooks; our webhook endpoint verifies with the same key
	WebhookURL string       // where events are delivered
	PublicURL  string       // absolute base of the hosted pages (QR payloads carry it)
	HTTP       *http.Client // delivery client (10 s timeout when nil)
	Log        *slog.Logger
}

var _ Provider = (*Sandbox)(nil)

func (s *Sandbox) now() time.Time { return s.Clock.Now() }

func (s *Sandbox) log() *slog.Logger {
	if s.Log != nil {
		return s.Log
	}
	return slog.Default()
}

// randomID returns prefix plus 24 hex characters (96 bits).
func randomID(prefix string) string {
	b := make([]byte, 12)
	if _, err := rand.Read(b); err != nil {
		panic(err)
	}
	return prefix + hex.EncodeToString(b)
}

// randomDigits returns n random decimal digits, the shape of store payment codes.
func randomDigits(n int) string {
	var sb strings.Builder
	for i := 0; i < n; i++ {
		d, err := rand.Int(rand.Reader, big.NewInt(10))
		if err != nil {
			panic(err)
		}
		sb.WriteByte(byte('0' + d.Int64()))
	}
	return sb.String()
}

// NewReference returns a fresh merchant reference for a repayment.
func NewReference() string { return strings.ToUpper(randomID("RP")) }

func (s *Sandbox) toCharge(c SandboxCharge) Charge {
	ch := Charge{Reference: c.Reference, Method: c.Method, ChannelNumber: c.ChannelNumber, AmountCents: c.AmountCents,
		PayCode: c.PayCode, PayURL: "/pay/" + c.Reference, Status: c.Status, Reusable: c.Reusable,
		Description: c.Description, ReturnURL: c.ReturnURL, PaidCents: c.PaidCents,
		NeedValid: c.Method == MethodCard && c.Status == ChargePending}
	if c.Method == MethodQR {
		ch.QRPayload = strings.TrimSuffix(s.PublicURL, "/") + ch.PayURL
	}
	return ch
}

// CreateCharge registers a charge. Store codes, transfer references and standing pay codes
// get a 12-digit code; card debits get a 6-digit SMS code sent to the payer's phone.
func (s *Sandbox) CreateCharge(ctx context.Context, req ChargeRequest) (Charge, error) {
	if req.Reference == "" {
		return Charge{}, apperr.Invalid("reference is required.")
	}
	if req.AmountCents < 0 || req.AmountCents > MaxSandboxPaymentCents || (req.AmountCents == 0 && !req.Reusable) {
		return Charge{}, ErrAmount
	}
	// No lookup first: the insert is idempotent by reference and returns the stored charge.
	now := s.now()
	c := SandboxCharge{Reference: req.Reference, Method: req.Method, ChannelNumber: req.ChannelNumber, AmountCents: req.AmountCents,
		Reusable: req.Reusable, Status: ChargePending, Phone: req.Phone, Description: req.Description, ReturnURL: req.ReturnURL}
	var otp string
	if req.Method == MethodCard {
		if req.Phone == "" {
			return Charge{}, apperr.Invalid("The card holder's phone is required.")
		}
		otp = randomDigits(6)
		c.OTPHash = s.otpHash(req.Reference, otp)
		c.OTPExpiresAt = now.Add(OTPTTL).UnixMilli()
	}
	needsCode := req.Method == MethodCode || req.Method == MethodTransfer || req.Method == MethodPayCode
	var stored SandboxCharge
	var err error
	for try := 0; try < 8; try++ {
		if needsCode {
			c.PayCode = randomDigits(12)
		}
		stored, err = s.Repo.CreateSandboxCharge(ctx, c)
		if !errors.Is(err, ErrCodeTaken) {
			break
		}
	}
	if err != nil {
		return Charge{}, err
	}
	if otp != "" && stored.OTPHash == c.OTPHash {
		body := fmt.Sprintf("Pautang: your repayment verification code is %s for PHP %s. It expires in 5 minutes. Never share it.", otp, pesos(req.AmountCents))
		if err := s.SMS.Send(ctx, sms.Message{Phone: req.Phone, Channel: "sms", Body: body, Code: otp}); err != nil {
			return Charge{}, fmt.Errorf("payments: unable to send the card code: %w", err)
		}
	}
	return s.toCharge(stored), nil
}

func pesos(cents int64) string { return fmt.Sprintf("%d.%02d", cents/100, cents%100) }

func (s *Sandbox) otpHash(reference, code string) string {
	m := hmac.New(sha256.New, s.Secret)
	m.Write([]byte("sandbox-otp:" + reference + ":" + code))
	return hex.EncodeToString(m.Sum(nil))
}

// Charge reads a charge by its reference or, failing that, by its pay code.
func (s *Sandbox) Charge(ctx context.Context, reference string) (Charge, error) {
	c, err := s.lookup(ctx, reference)
	if err != nil {
		return Charge{}, err
	}
	return s.toCharge(c), nil
}

func (s *Sandbox) lookup(ctx context.Context, refOrCode string) (SandboxCharge, error) {
	c, err := s.Repo.SandboxCharge(ctx, refOrCode)
	if errors.Is(err, ErrChargeNotFound) {
		return s.Repo.SandboxChargeByCode(ctx, refOrCode)
	}
	return c, err
}

// ConfirmCharge checks a card debit's SMS code. A wrong code is ErrVerificationCode (800006);
// the fifth wrong code or an expired code fails the charge (and reports it).
func (s *Sandbox) ConfirmCharge(ctx context.Context, reference, code string) error {
	c, err := s.Repo.SandboxCharge(ctx, reference)
	if err != nil {
		return err
	}
	if c.Method != MethodCard || c.Status != ChargePending {
		return ErrNotPending
	}
	if s.now().UnixMilli() > c.OTPExpiresAt {
		_ = s.fail(ctx, c, "code expired")
		return ErrCodeExpired
	}
	// Counted before the comparison, atomically: parallel guesses get at most OTPMaxAttempts
	// comparisons between them.
	n, taken, err := s.Repo.TakeSandboxOTPAttempt(ctx, reference, OTPMaxAttempts)
	if err != nil {
		return err
	}
	if !taken {
		if now, err := s.Repo.SandboxCharge(ctx, reference); err == nil && now.Status != ChargePending {
			return ErrNotPending // closed meanwhile (paid by a concurrent right code, or failed)
		}
		_ = s.fail(ctx, c, "too many wrong codes")
		return ErrCodeAttempts
	}
	if !hmac.Equal([]byte(s.otpHash(reference, strings.TrimSpace(code))), []byte(c.OTPHash)) {
		if n >= OTPMaxAttempts {
			_ = s.fail(ctx, c, "too many wrong codes")
			return ErrCodeAttempts
		}
		return ErrVerificationCode
	}
	_, err = s.pay(ctx, c, c.AmountCents, "")
	return err
}

// Pay simulates the payer paying amountCents on a charge (by reference or pay code): a store
// cashier taking cash, an e-wallet checkout, an incoming transfer (utr is the bank's
// reference). amountCents 0 pays the charge's amount. It records the transaction and queues
// the payment.succeeded webhook.
func (s *Sandbox) Pay(ctx context.Context, refOrCode string, amountCents int64, utr string) (Event, error) {
	c, err := s.lookup(ctx, refOrCode)
	if err != nil {
		return Event{}, err
	}
	if c.Method == MethodCard {
		return Event{}, apperr.New("sandbox_card_needs_code", "Card debits are completed with the SMS code.")
	}
	return s.pay(ctx, c, amountCents, utr)
}

func (s *Sandbox) pay(ctx context.Context, c SandboxCharge, amountCents int64, utr string) (Event, error) {
	if c.Status != ChargePending {
		return Event{}, ErrChargeClosed
	}
	if amountCents == 0 {
		amountCents = c.AmountCents
	}
	if amountCents <= 0 || amountCents > MaxSandboxPaymentCents {
		return Event{}, ErrAmount
	}
	txn := &SandboxTxn{TxnID: randomID("txn_"), Reference: c.Reference, AmountCents: amountCents, UTR: strings.TrimSpace(utr)}
	ev := Event{ID: randomID("evt_"), Type: EventSucceeded, Reference: c.Reference, TransactionID: txn.TxnID,
		AmountCents: amountCents, Method: c.Method, UTR: txn.UTR, Created: s.now().UnixMilli()}
	status := ChargePaid
	if c.Reusable {
		status = ""
	}
	return ev, s.record(ctx, c.Reference, txn, status, ev)
}

// Fail simulates the payer's attempt failing (declined, cancelled, expired) and queues the
// payment.failed webhook. A standing pay code stays open.
func (s *Sandbox) Fail(ctx context.Context, refOrCode, reason string) (Event, error) {
	c, err := s.lookup(ctx, refOrCode)
	if err != nil {
		return Event{}, err
	}
	if c.Status != ChargePending {
		return Event{}, ErrChargeClosed
	}
	return s.failEvent(ctx, c, reason)
}

func (s *Sandbox) fail(ctx context.Context, c SandboxCharge, reason string) error {
	_, err := s.failEvent(ctx, c, reason)
	return err
}

func (s *Sandbox) failEvent(ctx context.Context, c SandboxCharge, reason string) (Event, error) {
	if reason == "" {
		reason = "declined"
	}
	ev := Event{ID: randomID("evt_"), Type: EventFailed, Reference: c.Reference, Method: c.Method, Reason: reason, Created: s.now().UnixMilli()}
	status := ChargeFailed
	if c.Reusable {
		status = ""
	}
	return ev, s.record(ctx, c.Reference, nil, status, ev)
}

func (s *Sandbox) record(ctx context.Context, reference string, txn *SandboxTxn, status string, ev Event) error {
	payload, err := json.Marshal(ev)
	if err != nil {
		return err
	}
	return s.Repo.RecordSandboxResult(ctx, reference, txn, status, ev, payload)
}

// Backoff is the wait before delivery attempt n+1 after n failures: 5 s doubling, at most an
// hour. Delivery never gives up: the event stays in the outbox until acknowledged.
func Backoff(failures int) time.Duration {
	d := 5 * time.Second
	for i := 1; i < failures && d < time.Hour; i++ {
		d *= 2
	}
	if d > time.Hour {
		d = time.Hour
	}
	return d
}

// DeliveryLease is how long a worker owns a claimed outbox item.
const DeliveryLease = 60 * time.Second

// DeliverDue posts every due webhook once, signed at the moment of sending, and returns how
// many were acknowledged (HTTP 2xx). Failures are rescheduled with Backoff.
func (s *Sandbox) DeliverDue(ctx context.Context) (int, error) {
	delivered := 0
	for {
		now := s.now()
		items, err := s.Repo.ClaimWebhooks(ctx, now.UnixMilli(), DeliveryLease.Milliseconds(), 50)
		if err != nil {
			return delivered, err
		}
		for _, it := range items {
			if err := s.post(ctx, it.Payload); err != nil {
				n := it.Attempts + 1
				s.log().Warn("payments: webhook delivery failed", "event", it.EventID, "attempt", n, "err", err)
				if ferr := s.Repo.WebhookFailed(ctx, it.ID, n, s.now().Add(Backoff(n)).UnixMilli(), err.Error()); ferr != nil {
					return delivered, ferr
				}
				continue
			}
			if err := s.Repo.WebhookDelivered(ctx, it.ID, s.now().UnixMilli()); err != nil {
				return delivered, err
			}
			delivered++
		}
		if len(items) < 50 {
			return delivered, nil
		}
	}
}

func (s *Sandbox) post(ctx context.Context, payload []byte) error {
	client := s.HTTP
	if client == nil {
		client = &http.Client{Timeout: 10 * time.Second}
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, s.WebhookURL, bytes.NewReader(payload))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set(SignatureHeader, Sign(s.Secret, s.now(), payload))
	resp, err := client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	io.Copy(io.Discard, io.LimitReader(resp.Body, 4096))
	if resp.StatusCode/100 != 2 {
		return fmt.Errorf("webhook answered HTTP %d", resp.StatusCode)
	}
	return nil
}
