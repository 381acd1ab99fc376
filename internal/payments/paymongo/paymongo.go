// Package paymongo collects repayments through PayMongo's hosted Checkout: e-wallets (GCash,
// Maya, GrabPay) and QR Ph. A charge is a Checkout Session whose reference_number is our
// repayment reference; the borrower pays on PayMongo's page and comes back to the loan
// detail; the checkout_session.payment.paid webhook, signed with the webhook secret in the
// Paymongo-Signature header, books the money. docs/providers.md lists the sources and the
// assumptions.
package paymongo

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/outbound"
	"github.com/pautang/pautang/internal/payments"
)

// Name is the provider's name in provider_charges and the webhook path.
const Name = "paymongo"

// DefaultBaseURL is PayMongo's API.
const DefaultBaseURL = "https://api.paymongo.com"

// SignatureHeader carries "t=<unix>,te=<hex>,li=<hex>" on every webhook.
const SignatureHeader = "Paymongo-Signature"

// Tolerance is how far ahead of our clock a webhook's timestamp may be, and how old it may be
// when PayMongo signs each delivery anew.
const Tolerance = 300 * time.Second

// ResendWindow is how old a webhook's timestamp may be. PayMongo's documents disagree on what
// a retry carries: "Securing a webhook" has the receiver refuse old timestamps, while "Webhook
// Retry Logic" retries up to 12 times over 136.5 minutes and "Resending a Webhook Event"
// resends "the same event data as the original" from the dashboard, which may keep the first
// delivery's t. A correctly signed event with an older t is therefore accepted up to this
// age: it is PayMongo's (the HMAC), and replaying it books nothing twice (the event id and
// the payment id deduplicate it).
const ResendWindow = 7 * 24 * time.Hour

// Event types we book.
const (
	EventCheckoutPaid = "checkout_session.payment.paid"
)

// Payment method types of the Checkout API, by our channel kind's default.
var (
	EwalletTypes = []string{"gcash", "paymaya", "grab_pay"}
	QRTypes      = []string{"qrph"}
)

// Provider is the PayMongo adapter. Its Checkout Sessions are kept in Store so a charge is
// created once per reference and shown again without a call.
type Provider struct {
	BaseURL       string
	SecretKey     string // sk_test_... or sk_live_...: its mode picks te or li in signatures
	WebhookSecret string // whsk_...: signs the webhooks
	PublicURL     string // absolute base of our pages (success and cancel URLs)
	Store         payments.ChargeStore
	Client        *outbound.Client
	Clock         clock.Clock
}

var (
	_ payments.Provider = (*Provider)(nil)
	_ payments.Notifier = (*Provider)(nil)
)

// Live reports whether the secret key is a live key.
func (p *Provider) Live() bool { return strings.HasPrefix(p.SecretKey, "sk_live_") }

// api is PayMongo's API: the secret key as HTTP basic user, JSON answers, PayMongo's error
// body.
func (p *Provider) api() *outbound.API {
	return &outbound.API{Name: Name, BaseURL: outbound.BaseURL(p.BaseURL, DefaultBaseURL), Client: p.Client,
		Authorize: outbound.BasicAuth(p.SecretKey), Header: map[string]string{"Accept": "application/json"}, Error: readError}
}

// Error is PayMongo's error answer: {"errors":[{"code","detail","source":{...}}]}.
type Error struct {
	Status int
	Code   string
	Detail string
}

func (e *Error) Error() string {
	return fmt.Sprintf("paymongo: HTTP %d %s: %s", e.Status, e.Code, e.Detail)
}

type errorBody struct {
	Errors []struct {
		Code   string `json:"code"`
		Detail string `json:"detail"`
	} `json:"errors"`
}

// readError reads PayMongo's error answer (its first error).
func readError(resp outbound.Response) error {
	e := &Error{Status: resp.Status}
	var eb errorBody
	if json.Unmarshal(resp.Body, &eb) == nil && len(eb.Errors) > 0 {
		e.Code, e.Detail = eb.Errors[0].Code, eb.Errors[0].Detail
	}
	return e
}

func (p *Provider) call(ctx context.Context, method, path string, body any, out any) error {
	return p.api().Call(ctx, outbound.Request{Method: method, Path: path, JSON: body}, out)
}

// resource is PayMongo's JSON:API envelope of one object.
type resource struct {
	ID         string          `json:"id"`
	Type       string          `json:"type"`
	Attributes json.RawMessage `json:"attributes"`
}

type lineItem struct {
	Name     string `json:"name"`
	Amount   int64  `json:"amount"`
	Currency string `json:"currency"`
	Quantity int    `json:"quantity"`
}

// CheckoutAttributes are the attributes of a Checkout Session we send and read.
type CheckoutAttributes struct {
	LineItems          []lineItem        `json:"line_items,omitempty"`
	PaymentMethodTypes []string          `json:"payment_method_types,omitempty"`
	SuccessURL         string            `json:"success_url,omitempty"`
	CancelURL          string            `json:"cancel_url,omitempty"`
	ReferenceNumber    string            `json:"reference_number,omitempty"`
	Description        string            `json:"description,omitempty"`
	SendEmailReceipt   bool              `json:"send_email_receipt"`
	ShowDescription    bool              `json:"show_description"`
	ShowLineItems      bool              `json:"show_line_items"`
	Metadata           map[string]string `json:"metadata,omitempty"`
	CheckoutURL        string            `json:"checkout_url,omitempty"`
	Status             string            `json:"status,omitempty"`
	Livemode           bool              `json:"livemode,omitempty"`
	Payments           []resource        `json:"payments,omitempty"`
}

// PaymentAttributes are the attributes of a Payment we read.
type PaymentAttributes struct {
	Amount   int64  `json:"amount"`
	Currency string `json:"currency"`
	Status   string `json:"status"` // paid, failed, pending
	PaidAt   int64  `json:"paid_at"`
	Source   struct {
		Type string `json:"type"`
	} `json:"source"`
	Metadata map[string]string `json:"metadata"`
}

func (p *Provider) methodTypes(req payments.ChargeRequest) ([]string, error) {
	if req.ChannelCode != "" {
		return []string{req.ChannelCode}, nil
	}
	switch req.Method {
	case payments.MethodLink:
		return EwalletTypes, nil
	case payments.MethodQR:
		return QRTypes, nil
	}
	return nil, payments.ErrChannel
}

// ChannelCodes implements payments.ChannelCatalog: the payment method types a checkout can
// be limited to.
func (p *Provider) ChannelCodes(method string) []string {
	switch method {
	case payments.MethodLink:
		return EwalletTypes
	case payments.MethodQR:
		return QRTypes
	}
	return nil
}

func (p *Provider) absolute(u string) string { return payments.AbsoluteURL(p.PublicURL, u) }

// CreateCharge creates the Checkout Session of a reference, once: a reference already kept
// returns its session without a call.
func (p *Provider) CreateCharge(ctx context.Context, req payments.ChargeRequest) (payments.Charge, error) {
	if c, kept, err := payments.Kept(ctx, p.Store, Name, req.Reference); kept || err != nil {
		return c, err
	}
	types, err := p.methodTypes(req)
	if err != nil {
		return payments.Charge{}, err
	}
	if req.AmountCents <= 0 || req.Reusable {
		return payments.Charge{}, payments.ErrChannel // Checkout takes one fixed amount
	}
	back := req.ReturnURL
	if back == "" {
		back = "/"
	}
	name := req.Description
	if name == "" {
		name = "Loan repayment"
	}
	attrs := CheckoutAttributes{
		LineItems:          []lineItem{{Name: name, Amount: req.AmountCents, Currency: "PHP", Quantity: 1}},
		PaymentMethodTypes: types, SuccessURL: p.absolute(back), CancelURL: p.absolute(back),
		ReferenceNumber: req.Reference, Description: name, ShowDescription: true, ShowLineItems: true,
		Metadata: map[string]string{"reference": req.Reference},
	}
	var out struct {
		Data resource `json:"data"`
	}
	if err := p.call(ctx, http.MethodPost, "/v1/checkout_sessions", map[string]any{"data": map[string]any{"attributes": attrs}}, &out); err != nil {
		return payments.Charge{}, err
	}
	var got CheckoutAttributes
	if err := json.Unmarshal(out.Data.Attributes, &got); err != nil || out.Data.ID == "" || got.CheckoutURL == "" {
		return payments.Charge{}, fmt.Errorf("paymongo: checkout session without id or checkout_url")
	}
	c := payments.ProviderCharge{Provider: Name, Reference: req.Reference, ProviderID: out.Data.ID, Method: req.Method, ChannelNumber: req.ChannelNumber,
		ChannelCode: strings.Join(types, ","), AmountCents: req.AmountCents, PayURL: got.CheckoutURL, Status: payments.ChargePending, CreatedAt: p.Clock.Now().UnixMilli()}
	return payments.Keep(ctx, p.Store, c)
}

// ConfirmCharge is for card debits, which PayMongo's Checkout does not do here.
func (p *Provider) ConfirmCharge(ctx context.Context, reference, code string) error {
	return payments.ErrNotPending
}

// Charge reads a kept charge (no call: the webhook reports its outcome).
func (p *Provider) Charge(ctx context.Context, reference string) (payments.Charge, error) {
	return payments.KeptCharge(ctx, p.Store, Name, reference)
}

// Session reads a Checkout Session from PayMongo (reconciliation, support).
func (p *Provider) Session(ctx context.Context, id string) (CheckoutAttributes, error) {
	var out struct {
		Data resource `json:"data"`
	}
	if err := p.call(ctx, http.MethodGet, "/v1/checkout_sessions/"+id, nil, &out); err != nil {
		return CheckoutAttributes{}, err
	}
	var a CheckoutAttributes
	err := json.Unmarshal(out.Data.Attributes, &a)
	return a, err
}

// Sign returns the Paymongo-Signature header PayMongo sends for body at t (the fake and the
// tests sign with it): the HMAC goes in te for test mode and li for live mode.
func Sign(secret string, t time.Time, body []byte, live bool) string {
	ts := strconv.FormatInt(t.Unix(), 10)
	sig := mac(secret, ts, body)
	if live {
		return "t=" + ts + ",te=,li=" + sig
	}
	return "t=" + ts + ",te=" + sig + ",li="
}

func mac(secret, ts string, body []byte) string {
	m := hmac.New(sha256.New, []byte(secret))
	m.Write([]byte(ts))
	m.Write([]byte("."))
	m.Write(body)
	return hex.EncodeToString(m.Sum(nil))
}

// Verify checks a Paymongo-Signature header: the part of our key's mode (li for a live key,
// te otherwise) must be the HMAC-SHA256 of "t.body" with the webhook secret, t no more than
// the tolerance ahead of now and no older than the resend window (a retry or a dashboard
// resend may carry the first delivery's t).
func Verify(secret, header string, body []byte, now time.Time, live bool) error {
	var ts, te, li string
	for _, part := range strings.Split(header, ",") {
		k, v, _ := strings.Cut(strings.TrimSpace(part), "=")
		switch k {
		case "t":
			ts = v
		case "te":
			te = v
		case "li":
			li = v
		}
	}
	sec, err := strconv.ParseInt(ts, 10, 64)
	got := te
	if live {
		got = li
	}
	if err != nil || got == "" || secret == "" {
		return payments.ErrBadSignature
	}
	if !hmac.Equal([]byte(got), []byte(mac(secret, ts, body))) {
		return payments.ErrBadSignature
	}
	if d := now.Sub(time.Unix(sec, 0)); d > ResendWindow || d < -Tolerance {
		return payments.ErrStaleTimestamp
	}
	return nil
}

// WebhookEvent is the body PayMongo posts.
type WebhookEvent struct {
	Data struct {
		ID         string `json:"id"`
		Type       string `json:"type"`
		Attributes struct {
			Type      string   `json:"type"`
			Livemode  bool     `json:"livemode"`
			CreatedAt int64    `json:"created_at"`
			Data      resource `json:"data"`
		} `json:"attributes"`
	} `json:"data"`
}

// ParseNotification verifies a webhook and returns the payments it reports: one succeeded
// Event per paid payment of a paid Checkout Session, with PayMongo's event id (deduplicated
// by the repayment service) and its payment id as the transaction. Other event types
// (payment.paid, payment.failed: a failed attempt leaves the checkout open for another try)
// and events of the other mode report nothing.
func (p *Provider) ParseNotification(h http.Header, body []byte) ([]payments.Event, error) {
	if err := Verify(p.WebhookSecret, h.Get(SignatureHeader), body, p.Clock.Now(), p.Live()); err != nil {
		return nil, err
	}
	var ev WebhookEvent
	if err := json.Unmarshal(body, &ev); err != nil || ev.Data.ID == "" {
		return nil, fmt.Errorf("paymongo: webhook body is not an event")
	}
	a := ev.Data.Attributes
	if a.Type != EventCheckoutPaid || a.Livemode != p.Live() {
		return nil, nil
	}
	var cs CheckoutAttributes
	if err := json.Unmarshal(a.Data.Attributes, &cs); err != nil {
		return nil, fmt.Errorf("paymongo: checkout session in the webhook: %w", err)
	}
	var out []payments.Event
	for _, pay := range cs.Payments {
		var pa PaymentAttributes
		if err := json.Unmarshal(pay.Attributes, &pa); err != nil || pa.Status != "paid" {
			continue
		}
		id := ev.Data.ID
		if len(cs.Payments) > 1 {
			id += ":" + pay.ID
		}
		cur := pa.Currency
		if cur == "" {
			cur = "(none)" // PayMongo always names it; an answer without one is not booked as pesos
		}
		out = append(out, payments.Event{ID: id, Type: payments.EventSucceeded, Reference: cs.ReferenceNumber, TransactionID: pay.ID,
			AmountCents: pa.Amount, Created: a.CreatedAt * 1000, Gateway: Name, Currency: cur})
	}
	return out, nil
}

var _ payments.TransactionLister = (*Provider)(nil)

// Transactions lists the paid payments of [from, to) (GET /v1/payments, newest first, 100 a
// page, the next page after the last id) for reconciliation.
func (p *Provider) Transactions(ctx context.Context, from, to time.Time) ([]payments.Transaction, error) {
	var out []payments.Transaction
	after := ""
	for page := 0; page < 1000; page++ {
		path := "/v1/payments?limit=100"
		if after != "" {
			path += "&after=" + after
		}
		var list struct {
			Data    []resource `json:"data"`
			HasMore bool       `json:"has_more"`
		}
		if err := p.call(ctx, http.MethodGet, path, nil, &list); err != nil {
			return nil, err
		}
		older := false
		for _, r := range list.Data {
			var a PaymentAttributes
			if err := json.Unmarshal(r.Attributes, &a); err != nil {
				return nil, fmt.Errorf("paymongo: payment %s: %w", r.ID, err)
			}
			at := time.Unix(a.PaidAt, 0)
			if a.Status != "paid" || !at.Before(to) {
				continue
			}
			if at.Before(from) {
				older = true
				continue
			}
			out = append(out, payments.Transaction{ID: r.ID, Reference: a.Metadata["reference"], AmountCents: a.Amount, At: at})
		}
		if !list.HasMore || older || len(list.Data) == 0 {
			return out, nil
		}
		after = list.Data[len(list.Data)-1].ID
	}
	return out, fmt.Errorf("paymongo: too many payment pages")
}
