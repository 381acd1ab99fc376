package payments

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"strconv"
	"strings"
	"time"

	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/loans"
)

// MaxEventCents is the most one gateway event may report (the lending engine's
// MaxPaymentCents); a larger event is refused at the webhook (HTTP 400), never stored.
const MaxEventCents = loans.MaxPaymentCents

// Windows of the duplicate rules.
const (
	// DuplicateWindow: a card commit for the same order and amount within this time of a
	// pending or successful one is refused with 800005 (the SMS countdown is 60 s too).
	DuplicateWindow = 60 * time.Second
	// ReuseWindow: asking again for a payment link, code or QR for the same order, channel and
	// amount returns the pending one instead of issuing another.
	ReuseWindow = 24 * time.Hour
)

// Repayment is one attempt to collect money for an order (repayments row).
type Repayment struct {
	ID            int64
	Reference     string
	OrderID       int64
	UserID        int64
	Method        string
	ChannelNumber string
	AmountCents   int64
	IsDelay       bool
	Status        string
	PaidCents     int64
	PayCode       string
	CardID        int64
	UTR           string
	Message       string
	CreatedAt     int64
	UpdatedAt     int64
}

// BeginOptions are the duplicate rules a new repayment is checked against.
type BeginOptions struct {
	IdemKey     string // client idempotency key ("" when none)
	RequestHash string // what the key was first used for
	// DuplicateBefore refuses (800005) when a pending or successful repayment of the same
	// order, method and amount was created after this time (unix ms); 0 turns it off.
	DuplicateAfter int64
	// ReuseAfter returns a pending repayment of the same order, method, channel, amount and
	// kind created after this time (unix ms) instead of a new one; 0 turns it off.
	ReuseAfter int64
	// Limit refuses (ErrCardLimit) when the order already has Limit repayments of the same
	// method created after LimitAfter (unix ms); 0 turns it off.
	Limit      int
	LimitAfter int64
}

// Begun is what BeginRepayment did.
type Begun struct {
	Repayment Repayment
	Replay    []byte // the first answer of this idempotency key: return it as is
	Reused    bool   // an existing pending repayment was returned
}

// FinishedEvent is what applying an event did, written with the event in one transaction.
type FinishedEvent struct {
	EventID     string
	OrderID     int64
	Outcome     string
	Detail      string
	RepaymentID int64
	PaidCents   int64  // added to the repayment's paid amount
	Status      string // the repayment's new status ("" keeps it)
}

// Repo is our side's storage (the store implements it).
type Repo interface {
	// BeginRepayment applies opts under a per-order lock and inserts r as pending.
	BeginRepayment(ctx context.Context, r Repayment, opts BeginOptions) (Begun, error)
	// FinishRepaymentStart stores the provider's pay code and the answer of the idempotency key.
	FinishRepaymentStart(ctx context.Context, id int64, payCode string, userID int64, idemKey string, response []byte) error
	// AbortRepaymentStart fails a repayment the provider refused and frees its idempotency key.
	AbortRepaymentStart(ctx context.Context, id int64, userID int64, idemKey, message string) error
	RepaymentByID(ctx context.Context, id int64) (Repayment, error)
	RepaymentByReference(ctx context.Context, reference string) (Repayment, error)
	// StandingPayCode is the order's open-amount pay code; ErrRecordNotFound when it has none.
	StandingPayCode(ctx context.Context, orderID int64) (Repayment, error)
	SetRepaymentStatus(ctx context.Context, id int64, from, to, message string) error
	SetRepaymentUTR(ctx context.Context, id int64, utr string) error
	// PaymentChannels lists the enabled repayment channels in display order.
	PaymentChannels(ctx context.Context) ([]Channel, error)
	// RepaymentByUTR finds the transfer repayment a borrower submitted a UTR for.
	RepaymentByUTR(ctx context.Context, utr string) (Repayment, error)
}

// EventTx is what applying one event stores, inside the event's unit of work (the store's
// transaction implements it).
type EventTx interface {
	// ReceiveEvent stores an event once (by id) and reports whether it was already applied;
	// orderID is the reference's order (0 if none).
	ReceiveEvent(ctx context.Context, ev Event, payload []byte, orderID int64) (applied bool, err error)
	// FinishEvent writes the event's outcome and, for the first to finish it, adds the money
	// to its repayment.
	FinishEvent(ctx context.Context, f FinishedEvent) error
}

// BooksTx is one event's unit of work: its receipt, its booking in the loan ledger and its
// outcome commit together or not at all. Only these calls exist inside it.
type BooksTx interface {
	EventTx
	// ApplyPayment and ApplyRollover book money in the loan ledger in this transaction. Both
	// are idempotent by ref: a ref already booked is ErrAlreadyApplied and books nothing.
	ApplyPayment(ctx context.Context, orderID, amountCents int64, ref string) error
	ApplyRollover(ctx context.Context, orderID, amountCents int64, ref string) error
}

// Books runs an event's unit of work (the lending service implements it over the store).
type Books interface {
	// InEventTx runs fn in one transaction, exactly once; nothing fn did is kept unless it
	// returns nil.
	InEventTx(ctx context.Context, fn func(tx BooksTx) error) error
}

// Service runs the repayment use cases.
type Service struct {
	Repo     Repo
	Provider Provider
	Books    Books
	Clock    clock.Clock
	// Deliver pushes due webhooks now (the sandbox's DeliverDue), so a payer who just paid
	// sees the result without waiting for the worker; nil with a remote gateway.
	Deliver func(ctx context.Context) (int, error)
	Log     *slog.Logger
	// CardDebitsPerHour bounds the card debits one order may start in an hour (each texts the
	// borrower a code: SMS pumping, a phone flooded by someone holding the session); 0: no
	// limit. It is checked under the order's lock with the duplicate rule, so parallel
	// commits cannot outrun it.
	CardDebitsPerHour int
	// Metrics counts the payment events recorded by outcome (nil: none).
	Metrics Metrics
	// Loans is the lending service as the borrower's repayment use cases read it; Cards the
	// borrower's bound accounts (nil: none); TokenKey signs the card chooser's repayToken.
	Loans    Loans
	Cards    Cards
	TokenKey []byte
}

// Metrics is what the repayment use cases report once an event's outcome has committed (the
// server's metrics.Metrics).
type Metrics interface {
	PaymentEvent(outcome string)
}

// ErrCardLimit is an order over its card debits for the hour.
var ErrCardLimit = apperr.New(apperr.CodeRateLimited, "Too many card payment attempts for this loan. Please try again in an hour or choose another payment method.")

func (s *Service) log() *slog.Logger {
	if s.Log != nil {
		return s.Log
	}
	return slog.Default()
}

// StartRequest starts collecting money for an order.
type StartRequest struct {
	UserID        int64
	Phone         string
	OrderID       int64
	AmountCents   int64
	IsDelay       bool
	Method        string
	ChannelNumber string
	CardID        int64
	IdemKey       string
	ReturnURL     string
	Description   string
}

// Started is a repayment with the provider's charge, or the replayed first answer.
type Started struct {
	Repayment Repayment
	Charge    Charge
	Replay    []byte
}

// Respond lets the caller store the answer of an idempotency key after Start.
type Respond func(Started) ([]byte, error)

// Start creates the repayment and the provider's charge. Card commits are refused with
// 800005 while a pending or recent one for the same order and amount exists; other methods
// reuse a pending charge. With an idempotency key, a retry gets the first answer (built by
// respond) back.
func (s *Service) Start(ctx context.Context, req StartRequest, respond Respond) (Started, error) {
	if s.Provider == nil {
		return Started{}, apperr.ErrPaymentsNotConfigured
	}
	if req.AmountCents <= 0 || req.AmountCents > MaxSandboxPaymentCents {
		return Started{}, ErrAmount
	}
	now := s.Clock.Now()
	r := Repayment{Reference: NewReference(), OrderID: req.OrderID, UserID: req.UserID, Method: req.Method,
		ChannelNumber: req.ChannelNumber, AmountCents: req.AmountCents, IsDelay: req.IsDelay, Status: StatusPending, CardID: req.CardID}
	opts := BeginOptions{IdemKey: req.IdemKey}
	if req.IdemKey != "" {
		opts.RequestHash = requestHash(req)
	}
	if req.Method == MethodCard {
		opts.DuplicateAfter = now.Add(-DuplicateWindow).UnixMilli()
		opts.Limit, opts.LimitAfter = s.CardDebitsPerHour, now.Add(-time.Hour).UnixMilli()
	} else {
		opts.ReuseAfter = now.Add(-ReuseWindow).UnixMilli()
	}
	begun, err := s.Repo.BeginRepayment(ctx, r, opts)
	if err != nil {
		return Started{}, err
	}
	if begun.Replay != nil {
		return Started{Replay: begun.Replay}, nil
	}
	r = begun.Repayment
	charge, err := s.Provider.CreateCharge(ctx, ChargeRequest{Reference: r.Reference, Method: r.Method, ChannelNumber: r.ChannelNumber,
		AmountCents: r.AmountCents, Phone: req.Phone, Description: req.Description, ReturnURL: req.ReturnURL})
	if err != nil {
		s.log().Warn("payments: provider refused a charge", "reference", r.Reference, "err", err)
		if aerr := s.Repo.AbortRepaymentStart(ctx, r.ID, req.UserID, req.IdemKey, "processing failed"); aerr != nil {
			return Started{}, aerr
		}
		if apperr.CodeOf(err) != "" {
			return Started{}, err
		}
		return Started{}, ErrProvider
	}
	r.PayCode = charge.PayCode
	out := Started{Repayment: r, Charge: charge}
	var response []byte
	if req.IdemKey != "" && respond != nil {
		if response, err = respond(out); err != nil {
			return Started{}, err
		}
	}
	// Nothing to write for a new charge without a pay code (card) and no idempotent answer:
	// that saves a write transaction on the hot path.
	if (!begun.Reused && charge.PayCode != "") || response != nil {
		if err := s.Repo.FinishRepaymentStart(ctx, r.ID, charge.PayCode, req.UserID, req.IdemKey, response); err != nil {
			return Started{}, err
		}
	}
	return out, nil
}

func requestHash(req StartRequest) string {
	h := sha256.Sum256([]byte(strings.Join([]string{req.Method, strconv.FormatInt(req.OrderID, 10), strconv.FormatInt(req.AmountCents, 10),
		req.ChannelNumber, strconv.FormatInt(req.CardID, 10), strconv.FormatBool(req.IsDelay)}, "|")))
	return hex.EncodeToString(h[:])
}

// EnsurePayCode returns the order's standing pay code, creating it on first use: one
// open-amount code per order that takes any number of store or bills payments.
func (s *Service) EnsurePayCode(ctx context.Context, userID, orderID int64, channel string) (Repayment, error) {
	if s.Provider == nil {
		return Repayment{}, apperr.ErrPaymentsNotConfigured
	}
	r, err := s.Repo.StandingPayCode(ctx, orderID)
	if err == nil {
		return r, nil
	}
	if !errors.Is(err, ErrRecordNotFound) {
		return Repayment{}, err
	}
	r = Repayment{Reference: NewReference(), OrderID: orderID, UserID: userID, Method: MethodPayCode, ChannelNumber: channel, Status: StatusPending}
	begun, err := s.Repo.BeginRepayment(ctx, r, BeginOptions{ReuseAfter: 1})
	if err != nil {
		return Repayment{}, err
	}
	r = begun.Repayment
	if begun.Reused && r.PayCode != "" {
		return r, nil
	}
	charge, err := s.Provider.CreateCharge(ctx, ChargeRequest{Reference: r.Reference, Method: MethodPayCode, ChannelNumber: channel, Reusable: true,
		Description: "Pautang loan repayment"})
	if err != nil {
		return Repayment{}, err
	}
	if err := s.Repo.FinishRepaymentStart(ctx, r.ID, charge.PayCode, userID, "", nil); err != nil {
		return Repayment{}, err
	}
	r.PayCode = charge.PayCode
	return r, nil
}

// Confirm completes a card repayment with its SMS code: a wrong code is 800006. On success the
// gateway's webhook is delivered at once, so the loan is already updated when this returns
// (unless the webhook endpoint is down: then the worker retries).
func (s *Service) Confirm(ctx context.Context, userID, orderID, recordID int64, code string) (Repayment, error) {
	if s.Provider == nil {
		return Repayment{}, apperr.ErrPaymentsNotConfigured
	}
	r, err := s.Repo.RepaymentByID(ctx, recordID)
	if err != nil || r.UserID != userID || (orderID != 0 && r.OrderID != orderID) || r.Method != MethodCard {
		return Repayment{}, ErrRecordNotFound
	}
	if r.Status != StatusPending {
		return r, ErrNotPending
	}
	if err := s.Provider.ConfirmCharge(ctx, r.Reference, code); err != nil {
		if errors.Is(err, ErrCodeAttempts) || errors.Is(err, ErrCodeExpired) {
			_ = s.Repo.SetRepaymentStatus(ctx, r.ID, StatusPending, StatusFailed, apperr.CodeOf(err))
			s.kick(ctx)
		}
		return r, err
	}
	s.kick(ctx)
	return s.Repo.RepaymentByID(ctx, recordID)
}

// Kick delivers due webhooks now when the provider is the in-process sandbox.
func (s *Service) Kick(ctx context.Context) { s.kick(ctx) }

func (s *Service) kick(ctx context.Context) {
	if s.Deliver == nil {
		return
	}
	if _, err := s.Deliver(ctx); err != nil {
		s.log().Warn("payments: immediate webhook delivery failed; the worker retries", "err", err)
	}
}

// SubmitUTR records the bank's transfer reference the borrower typed for a transfer
// repayment (the spec's 'UTR submit'); the sandbox's or an operator's report is matched to it.
func (s *Service) SubmitUTR(ctx context.Context, userID, orderID int64, reference, utr string) (Repayment, error) {
	utr = strings.ToUpper(strings.TrimSpace(utr))
	if len(utr) < 6 || len(utr) > 40 || strings.ContainsAny(utr, " \t") {
		return Repayment{}, apperr.Invalid("Please enter the transfer reference (UTR) from your bank's receipt.")
	}
	r, err := s.Repo.RepaymentByReference(ctx, reference)
	if err != nil || r.UserID != userID || (orderID != 0 && r.OrderID != orderID) || r.Method != MethodTransfer {
		return Repayment{}, ErrRecordNotFound
	}
	if err := s.Repo.SetRepaymentUTR(ctx, r.ID, utr); err != nil {
		return Repayment{}, err
	}
	r.UTR = utr
	return r, nil
}

// MatchTransfer is an operator matching a bank transfer seen on the lender's statement to the
// borrower's transfer repayment (reference) by its UTR. It books through ApplyEvent as an event
// of its own ("match:<UTR>"), so a UTR is matched once, and under the same ledger ref as the
// gateway's report of that transfer, so the money is booked once whichever comes first.
//
// then, when not nil, runs in the booking's transaction with its outcome (the operator's audit
// row and the four-eyes request's finish): the match, its audit and the finish commit together.
func (s *Service) MatchTransfer(ctx context.Context, reference, utr string, amountCents, operatorID int64, then func(tx BooksTx, outcome string) error) (string, error) {
	utr = strings.ToUpper(strings.TrimSpace(utr))
	if len(utr) < 6 || len(utr) > 40 || strings.ContainsAny(utr, " \t") {
		return "", apperr.Invalid("Enter the transfer reference (UTR) as the bank statement shows it.")
	}
	if amountCents <= 0 {
		return "", apperr.Invalid("Enter the amount of the transfer.")
	}
	r, err := s.Repo.RepaymentByReference(ctx, reference)
	if err != nil {
		return "", err
	}
	if r.Method != MethodTransfer {
		return "", apperr.Invalid("Only bank-transfer repayments are matched by UTR.")
	}
	ev := Event{ID: "match:" + utr, Type: EventSucceeded, Reference: r.Reference, TransactionID: "match-" + utr,
		AmountCents: amountCents, Method: MethodTransfer, UTR: utr, Created: s.Clock.Now().UnixMilli()}
	payload, _ := json.Marshal(map[string]any{"event": ev, "operatorId": operatorID})
	return s.applyEvent(ctx, ev, payload, func(tx BooksTx, outcome string) error {
		switch outcome {
		case "duplicate": // this match event was received before
			return ErrUTRMatched
		case OutcomeBooked:
			return ErrUTRBooked
		}
		if then != nil {
			return then(tx, outcome)
		}
		return nil
	})
}

// ApplyEvent books one verified webhook event. It is safe to call any number of times with
// the same event (the event id is stored once, the ledger ref is the gateway's transaction
// id, and the outcome is written only by the first to finish). The event's receipt, its
// booking in the ledger and its outcome commit in one transaction (Books.InEventTx): a crash
// keeps all of it or none, and the gateway's next delivery then books it. Money the ledger
// refuses (a settled loan, a prepayment before the product allows it) is recorded as
// unapplied for an operator, never dropped. A returned error means "try again later" (the
// gateway retries).
func (s *Service) ApplyEvent(ctx context.Context, ev Event, payload []byte) (string, error) {
	return s.applyEvent(ctx, ev, payload, nil)
}

// applyEvent is ApplyEvent; then, when not nil, runs last in the event's transaction with its
// outcome, and its error rolls the whole event back.
func (s *Service) applyEvent(ctx context.Context, ev Event, payload []byte, then func(tx BooksTx, outcome string) error) (string, error) {
	if ev.ID == "" || ev.Type == "" {
		return "", apperr.Invalid("The event has no id or type.")
	}
	if ev.Type == EventSucceeded && (ev.AmountCents <= 0 || ev.TransactionID == "") {
		return "", apperr.Invalid("A payment event needs a positive amount and a transaction id.")
	}
	if ev.AmountCents < 0 || ev.AmountCents > MaxEventCents {
		// Bounded at the edge: no sum of such amounts can overflow a repayment or the ledger.
		return "", apperr.Invalid("The event amount is out of range.")
	}
	// The reference names its order for good.
	r, err := s.Repo.RepaymentByReference(ctx, ev.Reference)
	known := err == nil
	if err != nil && !errors.Is(err, ErrRecordNotFound) {
		return "", err
	}
	if ev.Type == EventSucceeded {
		ev.LedgerRef = LedgerRef(ev, r.Method)
	}
	var outcome string
	err = s.Books.InEventTx(ctx, func(tx BooksTx) error {
		done, err := tx.ReceiveEvent(ctx, ev, payload, r.OrderID)
		if err != nil {
			return err
		}
		finished := func(err error) error {
			if err != nil || then == nil {
				return err
			}
			return then(tx, outcome)
		}
		if done {
			outcome = "duplicate"
			return finished(nil)
		}
		if !known {
			outcome = OutcomeIgnored
			return finished(tx.FinishEvent(ctx, FinishedEvent{EventID: ev.ID, Outcome: OutcomeIgnored, Detail: "unknown reference"}))
		}
		f, err := s.book(ctx, tx, ev, r)
		if err != nil {
			return err
		}
		outcome = f.Outcome
		return finished(tx.FinishEvent(ctx, f))
	})
	if err != nil {
		return "", err
	}
	if s.Metrics != nil {
		s.Metrics.PaymentEvent(outcome)
	}
	if outcome == OutcomeIgnored && !known {
		s.log().Warn("payments: event for an unknown reference", "event", ev.ID, "reference", ev.Reference)
	}
	return outcome, nil
}

// book applies a new event of a known repayment to the ledger and returns its outcome.
func (s *Service) book(ctx context.Context, tx BooksTx, ev Event, r Repayment) (FinishedEvent, error) {
	f := FinishedEvent{EventID: ev.ID, OrderID: r.OrderID, RepaymentID: r.ID}
	switch ev.Type {
	case EventFailed:
		f.Outcome, f.Detail = OutcomeFailed, ev.Reason
		if r.Method != MethodPayCode && r.Status == StatusPending {
			f.Status = StatusFailed
		}
	case EventSucceeded:
		// One bank transfer is one UTR, whether the gateway reports it or an operator matches
		// it from the statement: both book under the same ledger ref, once. A remote
		// gateway's transaction books under a ref carrying the gateway's name.
		ref := LedgerRef(ev, r.Method)
		if ev.Currency != "" && !strings.EqualFold(ev.Currency, Currency) {
			// The ledger is in pesos: money in another currency is kept for an operator
			// (refund or conversion), never booked as if it were pesos.
			s.log().Warn("payments: money received in another currency; kept for an operator", "event", ev.ID, "order", r.OrderID,
				"amount", ev.AmountCents, "currency", ev.Currency)
			f.Outcome, f.Detail = OutcomeUnapplied, "currency "+strings.ToUpper(ev.Currency)+" is not PHP: held for an operator"
			return f, nil
		}
		f.PaidCents = ev.AmountCents
		if r.Method != MethodPayCode {
			f.Status = StatusSucceeded
		}
		f.Outcome = OutcomeApplied
		var lerr error
		if r.IsDelay {
			f.Outcome = OutcomeRollover
			lerr = tx.ApplyRollover(ctx, r.OrderID, ev.AmountCents, ref)
			if lerr != nil && !errors.Is(lerr, ErrAlreadyApplied) && apperr.CodeOf(lerr) != "" {
				// Too little for the rollover, or no longer offered: the money still repays.
				s.log().Info("payments: rollover refused, applying as a repayment", "event", ev.ID, "reason", lerr)
				f.Outcome, f.Detail = OutcomeApplied, "rollover refused: "+lerr.Error()
				lerr = tx.ApplyPayment(ctx, r.OrderID, ev.AmountCents, ref)
			}
		} else {
			lerr = tx.ApplyPayment(ctx, r.OrderID, ev.AmountCents, ref)
		}
		if errors.Is(lerr, ErrAlreadyApplied) {
			f.Outcome, f.Detail, f.PaidCents, f.Status = OutcomeBooked, "already in the ledger as "+ref, 0, ""
			lerr = nil
		}
		if lerr != nil {
			if code := apperr.CodeOf(lerr); code == "" || code == apperr.CodeInternal || code == "loans_ledger_invariant" {
				return f, fmt.Errorf("payments: unable to apply %s: %w", ev.ID, lerr)
			}
			s.log().Warn("payments: money received but not applied; kept for an operator", "event", ev.ID, "order", r.OrderID, "amount", ev.AmountCents, "reason", lerr)
			f.Outcome, f.Detail = OutcomeUnapplied, lerr.Error()
		}
	default:
		f.Outcome, f.Detail = OutcomeIgnored, "unknown event type"
	}
	return f, nil
}
