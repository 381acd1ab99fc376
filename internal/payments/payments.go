// Package payments collects repayments: the payment provider interface, the built-in sandbox
// gateway (payment codes, QR payloads, hosted pay links, card direct debit with an SMS code)
// that reports completions to our webhook like a real gateway, the webhook signature, and the
// repayment use cases (commit, confirm, apply a webhook event) that hand money to the lending
// service. It speaks no SQL (the store implements Repo and SandboxRepo) and no HTTP routing.
package payments

import (
	"context"
	"errors"
	"strings"

	"github.com/pautang/pautang/internal/apperr"
)

// Methods a repayment is collected by.
const (
	MethodLink     = "link"     // the gateway's hosted pay page (e-wallet checkout)
	MethodCode     = "code"     // a payment code paid at an offline store
	MethodQR       = "qr"       // a QR Ph payload scanned by any bank or e-wallet app
	MethodTransfer = "transfer" // InstaPay / PESONet transfer to the lender's account, matched by UTR
	MethodCard     = "card"     // direct debit of a bound account, confirmed with an SMS code
	MethodPayCode  = "paycode"  // the order's standing pay code: open amount, any number of payments
)

// Repayment statuses (repayments.status).
const (
	StatusPending   = "pending"
	StatusSucceeded = "succeeded"
	StatusFailed    = "failed"
)

// Event types the gateway reports.
const (
	EventSucceeded = "payment.succeeded"
	EventFailed    = "payment.failed"
)

// Outcomes of applying an event (payment_events.outcome).
const (
	OutcomeApplied   = "applied"        // booked in the ledger as a repayment
	OutcomeRollover  = "rollover"       // booked as a rollover: new due date
	OutcomeUnapplied = "unapplied"      // money received that the ledger refused; kept for an operator
	OutcomeFailed    = "failed"         // the payer's attempt failed; no money
	OutcomeIgnored   = "ignored"        // a reference we never issued
	OutcomeBooked    = "already_booked" // money the ledger already holds under the same ref (a transfer both reported and matched)
)

// Coded errors of the repayment calls (docs/errors.md, section repayment). 800005 and 800006
// are the spec's codes.
var (
	// ErrDuplicateCommit is a commit for the same order and amount while one is in flight or just done.
	ErrDuplicateCommit = apperr.New("800005", "This payment was just submitted. Please do not submit it again.")
	// ErrVerificationCode is a wrong SMS code on a card repayment.
	ErrVerificationCode = apperr.New("800006", "The verification code is incorrect. Please check the SMS and try again.")
	// ErrRecordNotFound is a repayment record that is not the borrower's or does not exist.
	ErrRecordNotFound = apperr.New("repay_record_not_found", "This repayment was not found.")
	// ErrAlreadyApplied is what a ledger booking (BooksTx) answers for a ref the ledger already holds.
	ErrAlreadyApplied = apperr.New("repay_already_applied", "This payment is already in the ledger.")
	// ErrUTRMatched is an operator matching a transfer reference (UTR) a second time.
	ErrUTRMatched = apperr.New("repay_utr_matched", "This transfer reference (UTR) has already been matched.")
	// ErrUTRBooked is an operator matching a transfer the gateway already reported and booked.
	ErrUTRBooked = apperr.New("repay_utr_booked", "The gateway already reported this transfer; it is in the ledger and nothing more was booked.")
	// ErrNotPending is a confirm of a repayment that is no longer waiting for its code.
	ErrNotPending = apperr.New("repay_not_pending", "This repayment is already closed. Please start a new one.")
	// ErrCodeAttempts is a card repayment closed after too many wrong codes.
	ErrCodeAttempts = apperr.New("repay_code_attempts", "Too many wrong codes. Please start the repayment again.")
	// ErrCodeExpired is an SMS code past its 5 minutes.
	ErrCodeExpired = apperr.New("repay_code_expired", "The verification code has expired. Please start the repayment again.")
	// ErrChannel is an unknown or disabled payment channel.
	ErrChannel = apperr.New("repay_channel", "Please choose an available payment method.")
	// ErrCard is a card that is not one of the borrower's accounts.
	ErrCard = apperr.New("repay_card", "Please choose one of your bank cards.")
	// ErrRepayToken is a missing, forged or expired repayToken.
	ErrRepayToken = apperr.New("repay_token", "This payment page has expired. Please open it again.")
	// ErrIdempotencyKeyReuse is an idempotency key sent again with a different request.
	ErrIdempotencyKeyReuse = apperr.New("repay_idempotency_key", "This idempotency key was used for a different request.")
	// ErrProvider is the gateway refusing or failing a charge ('processing failed' under lang=spec).
	ErrProvider = apperr.New("repay_processing_failed", "The payment could not be processed. Please try again or choose another payment method.")
	// ErrAmount is an amount that is not a positive number of centavos within limits.
	ErrAmount = apperr.New("repay_amount", "Please enter a valid amount.")
)

// ErrBadSignature is a webhook whose signature header is missing or does not match.
var ErrBadSignature = errors.New("payments: bad webhook signature")

// ErrStaleTimestamp is a webhook signed more than the tolerance away from now (a replay).
var ErrStaleTimestamp = errors.New("payments: webhook timestamp outside tolerance")

// Event is one notification from the gateway. ID is unique per event; TransactionID is unique
// per movement of money, so it is the ledger reference of a payment.
type Event struct {
	ID            string `json:"id"`
	Type          string `json:"type"`
	Reference     string `json:"reference"`
	TransactionID string `json:"transactionId,omitempty"`
	AmountCents   int64  `json:"amount"`
	Method        string `json:"method,omitempty"`
	UTR           string `json:"utr,omitempty"`
	Reason        string `json:"reason,omitempty"`
	Created       int64  `json:"created"` // unix ms
	// Gateway names the remote gateway that reported the event (paymongo, xendit; "" for the
	// sandbox gateway): its transaction ids are its own, so the ledger ref carries its name.
	Gateway string `json:"gateway,omitempty"`
	// Currency is the money's currency as the gateway reported it ("" when the gateway's
	// format has none: the sandbox's PHP). Money in another currency than PHP is held for an
	// operator, never booked.
	Currency string `json:"currency,omitempty"`
	// LedgerRef is the ledger ref the event books under (set by the repayment service and
	// stored with the event; not part of the gateway's format).
	LedgerRef string `json:"-"`
}

// Currency is the only currency the ledger books.
const Currency = "PHP"

// LedgerRef is the ledger ref of a succeeded payment: "pay:<transaction>" for the sandbox
// gateway (as stored since the first release), "pay:<gateway>:<transaction>" for a remote
// gateway (two gateways' ids may coincide), and "transfer:<UTR>" for a bank transfer with a
// UTR (one transfer, whether the gateway reports it or an operator matches it).
func LedgerRef(ev Event, method string) string {
	if method == MethodTransfer && ev.UTR != "" {
		return "transfer:" + strings.ToUpper(ev.UTR)
	}
	if ev.Gateway != "" {
		return "pay:" + ev.Gateway + ":" + ev.TransactionID
	}
	return "pay:" + ev.TransactionID
}

// ChargeRequest asks the provider to collect money for one of our references.
type ChargeRequest struct {
	Reference     string
	Method        string
	ChannelNumber string
	// ChannelCode is the gateway's own code of the channel, as the catalogue routes it ("":
	// the adapter's default for the channel number).
	ChannelCode string
	AmountCents int64  // 0: open amount (standing pay codes)
	Reusable    bool   // takes any number of payments (standing pay codes)
	Phone       string // card debits: where the SMS code goes
	Description string
	ReturnURL   string // where the hosted page sends the payer back
}

// Charge is the provider's answer: what the payer needs to pay.
type Charge struct {
	Reference     string
	Method        string
	ChannelNumber string
	AmountCents   int64
	PayCode       string // store code, standing pay code or transfer reference
	QRPayload     string // the text a QR code carries
	PayURL        string // the hosted page (relative to the public URL)
	NeedValid     bool   // a card debit waiting for its SMS code
	Status        string // pending, paid, failed
	Reusable      bool
	Description   string
	ReturnURL     string
	PaidCents     int64 // total received on this charge
}

// Provider is a payment gateway. The sandbox implements it; real adapters (PayMongo, Xendit,
// Dragonpay...) go behind the same interface and report completions to the webhook.
type Provider interface {
	// CreateCharge registers a charge; creating the same reference twice returns the first.
	CreateCharge(ctx context.Context, req ChargeRequest) (Charge, error)
	// ConfirmCharge completes a card debit with the SMS code the payer received.
	ConfirmCharge(ctx context.Context, reference, code string) error
	// Charge reads a charge by reference.
	Charge(ctx context.Context, reference string) (Charge, error)
}

// Channel is a payment channel of the repayment popup (payment_channels row).
type Channel struct {
	Number       string
	Name         string
	Kind         string // ewallet, store, qr, bank
	Logo         string
	Instructions []Instruction
}

// Instruction is one titled group of steps of a channel.
type Instruction struct {
	Title string   `json:"title"`
	Steps []string `json:"steps"`
}

// Channel kinds and the method each collects by.
const (
	KindEwallet = "ewallet"
	KindStore   = "store"
	KindQR      = "qr"
	KindBank    = "bank"
)

// MethodForKind maps a channel kind to how the money is collected: e-wallets through the
// gateway's hosted checkout, stores with a payment code, QR Ph with a QR, banks by transfer.
func MethodForKind(kind string) (string, bool) {
	switch kind {
	case KindEwallet:
		return MethodLink, true
	case KindStore:
		return MethodCode, true
	case KindQR:
		return MethodQR, true
	case KindBank:
		return MethodTransfer, true
	}
	return "", false
}
