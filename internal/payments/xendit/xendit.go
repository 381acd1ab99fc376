// Package xendit collects repayments through Xendit's Payment Requests API
// (POST /payment_requests): over-the-counter payment codes at PH retail outlets (7-Eleven,
// Cebuana, M Lhuillier...) and e-wallet charges (GCash, Maya, GrabPay, ShopeePay) where the
// borrower authorises on the e-wallet's page and comes back to the loan detail. The
// reference is both the reference_id and the Idempotency-key. Xendit reports payments by
// callback (payment.succeeded / payment.failed) with the x-callback-token of the dashboard.
// docs/providers.md lists the sources and the assumptions.
package xendit

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/outbound"
	"github.com/pautang/pautang/internal/payments"
)

// Name is the provider's name in provider_charges and the webhook path.
const Name = "xendit"

// DefaultBaseURL is Xendit's API.
const DefaultBaseURL = "https://api.xendit.co"

// APIVersion is the Payment Requests version this adapter speaks.
const APIVersion = "2022-07-31"

// CallbackTokenHeader carries the verification token on every callback.
const CallbackTokenHeader = "x-callback-token"

// DefaultChannels maps the seeded repayment channels to Xendit channel codes; the
// catalogue's route of a channel overrides it (ChargeRequest.ChannelCode).
var DefaultChannels = map[string]string{
	"90001": "GCASH", "90002": "PAYMAYA", "90003": "7ELEVEN", "90004": "CEBUANA", "90005": "MLHUILLIER",
}

// Channel codes of the Payment Requests API in the Philippines per payment method type:
// over-the-counter outlets (store codes; docs.xendit.co channel pages "7-Eleven",
// "7-Eleven CliQQ", "Cebuana", "ECPay", "Palawan Express", "ECPay Loans", "LBC", and the
// SDKs' OverTheCounterChannelCode for MLHUILLIER) and e-wallets (links). The Invoice API's
// DP_MLHUILLIER, DP_PALAWAN and DP_ECPAY_LOAN are not codes of this API.
var (
	OTCChannels     = []string{"7ELEVEN", "7ELEVEN_CLIQQ", "CEBUANA", "MLHUILLIER", "PALAWAN", "ECPAY", "ECPAY_DRAGONLOAN", "LBC"}
	EwalletChannels = []string{"GCASH", "PAYMAYA", "GRABPAY", "SHOPEEPAY"}
)

// Payment request statuses.
const (
	StatusPending        = "PENDING"
	StatusRequiresAction = "REQUIRES_ACTION"
	StatusSucceeded      = "SUCCEEDED"
	StatusFailed         = "FAILED"
)

// Provider is the Xendit payments adapter.
type Provider struct {
	BaseURL       string
	SecretKey     string
	CallbackToken string
	PublicURL     string // absolute base of our pages (e-wallet return URLs)
	// CodeTTL is how long an over-the-counter code stays payable (default 3 days).
	CodeTTL time.Duration
	Store   payments.ChargeStore
	Client  *outbound.Client
	Clock   clock.Clock
}

var (
	_ payments.Provider = (*Provider)(nil)
	_ payments.Notifier = (*Provider)(nil)
)

func (p *Provider) api() *outbound.API { return API(p.Client, p.BaseURL, p.SecretKey) }

// API is Xendit's API (payments and payouts): the secret key as HTTP basic user, JSON
// bodies, Xendit's error body. baseURL empty is DefaultBaseURL.
func API(c *outbound.Client, baseURL, secretKey string) *outbound.API {
	return &outbound.API{Name: Name, BaseURL: outbound.BaseURL(baseURL, DefaultBaseURL), Client: c,
		Authorize: outbound.BasicAuth(secretKey), Error: readError}
}

// Error is Xendit's error answer.
type Error struct {
	Status  int
	Code    string `json:"error_code"`
	Message string `json:"message"`
}

func (e *Error) Error() string {
	return fmt.Sprintf("xendit: HTTP %d %s: %s", e.Status, e.Code, e.Message)
}

// readError reads Xendit's error answer: {"error_code","message"}.
func readError(resp outbound.Response) error {
	e := &Error{Status: resp.Status}
	_ = json.Unmarshal(resp.Body, e)
	return e
}

// CallbackTokenMatches reports whether a callback carries the dashboard's verification
// token (payments and payouts alike).
func CallbackTokenMatches(h http.Header, token string) bool {
	return outbound.TokenMatches(h.Get(CallbackTokenHeader), token)
}

// ChannelProperties are a payment method's channel properties.
type ChannelProperties struct {
	CustomerName     string `json:"customer_name,omitempty"`
	PaymentCode      string `json:"payment_code,omitempty"`
	ExpiresAt        string `json:"expires_at,omitempty"`
	SuccessReturnURL string `json:"success_return_url,omitempty"`
	FailureReturnURL string `json:"failure_return_url,omitempty"`
	CancelReturnURL  string `json:"cancel_return_url,omitempty"`
}

// ChannelMethod is the over_the_counter or ewallet part of a payment method.
type ChannelMethod struct {
	ChannelCode       string            `json:"channel_code"`
	ChannelProperties ChannelProperties `json:"channel_properties"`
	Amount            json.Number       `json:"amount,omitempty"`
	Currency          string            `json:"currency,omitempty"`
}

// PaymentMethod is the payment method of a request.
type PaymentMethod struct {
	ID             string         `json:"id,omitempty"`
	Type           string         `json:"type"` // OVER_THE_COUNTER, EWALLET
	Reusability    string         `json:"reusability"`
	OverTheCounter *ChannelMethod `json:"over_the_counter,omitempty"`
	Ewallet        *ChannelMethod `json:"ewallet,omitempty"`
}

// Action is what the payer must do next (the e-wallet's authorisation page).
type Action struct {
	Action  string `json:"action"`
	URLType string `json:"url_type"`
	URL     string `json:"url"`
	Method  string `json:"method"`
}

// PaymentRequest is Xendit's payment request (the fields we send and read).
type PaymentRequest struct {
	ID            string            `json:"id,omitempty"`
	ReferenceID   string            `json:"reference_id"`
	Amount        json.Number       `json:"amount"`
	Currency      string            `json:"currency"`
	Country       string            `json:"country,omitempty"`
	Description   string            `json:"description,omitempty"`
	Status        string            `json:"status,omitempty"`
	PaymentMethod PaymentMethod     `json:"payment_method"`
	Actions       []Action          `json:"actions,omitempty"`
	Metadata      map[string]string `json:"metadata,omitempty"`
	Created       string            `json:"created,omitempty"`
	Updated       string            `json:"updated,omitempty"`
}

// Pesos writes centavos as Xendit's decimal amount.
func Pesos(cents int64) json.Number {
	return json.Number(fmt.Sprintf("%d.%02d", cents/100, cents%100))
}

// Centavos reads Xendit's decimal amount.
func Centavos(n json.Number) (int64, error) {
	s := n.String()
	whole, frac, _ := strings.Cut(s, ".")
	if len(frac) > 2 || whole == "" {
		return 0, fmt.Errorf("xendit: amount %q", s)
	}
	frac = (frac + "00")[:2]
	var w, f int64
	if _, err := fmt.Sscanf(whole+" "+frac, "%d %d", &w, &f); err != nil || w < 0 {
		return 0, fmt.Errorf("xendit: amount %q", s)
	}
	return w*100 + f, nil
}

// channel is the Xendit channel code of a charge: the catalogue's, else the default of its
// channel number.
func channel(req payments.ChargeRequest) string {
	if req.ChannelCode != "" {
		return req.ChannelCode
	}
	return DefaultChannels[req.ChannelNumber]
}

// ChannelCodes implements payments.ChannelCatalog.
func (p *Provider) ChannelCodes(method string) []string {
	switch method {
	case payments.MethodCode:
		return OTCChannels
	case payments.MethodLink:
		return EwalletChannels
	}
	return nil
}

func (p *Provider) absolute(u string) string { return payments.AbsoluteURL(p.PublicURL, u) }

// CreateCharge creates the payment request of a reference, once. Store codes get a code to
// pay at the counter; e-wallets get the page where the payer authorises.
func (p *Provider) CreateCharge(ctx context.Context, req payments.ChargeRequest) (payments.Charge, error) {
	if c, kept, err := payments.Kept(ctx, p.Store, Name, req.Reference); kept || err != nil {
		return c, err
	}
	code := channel(req)
	if code == "" || req.AmountCents <= 0 || req.Reusable {
		return payments.Charge{}, payments.ErrChannel
	}
	pr := PaymentRequest{ReferenceID: req.Reference, Amount: Pesos(req.AmountCents), Currency: "PHP", Country: "PH", Description: req.Description,
		Metadata: map[string]string{"reference": req.Reference}}
	switch req.Method {
	case payments.MethodCode:
		ttl := p.CodeTTL
		if ttl <= 0 {
			ttl = 72 * time.Hour
		}
		name := req.Description
		if name == "" {
			name = "Pautang borrower"
		}
		pr.PaymentMethod = PaymentMethod{Type: "OVER_THE_COUNTER", Reusability: "ONE_TIME_USE", OverTheCounter: &ChannelMethod{ChannelCode: code,
			ChannelProperties: ChannelProperties{CustomerName: name, ExpiresAt: p.Clock.Now().Add(ttl).UTC().Format(time.RFC3339)}}}
	case payments.MethodLink:
		back := p.absolute(req.ReturnURL)
		pr.PaymentMethod = PaymentMethod{Type: "EWALLET", Reusability: "ONE_TIME_USE", Ewallet: &ChannelMethod{ChannelCode: code,
			ChannelProperties: ChannelProperties{SuccessReturnURL: back, FailureReturnURL: back, CancelReturnURL: back}}}
	default:
		return payments.Charge{}, payments.ErrChannel
	}
	resp, err := p.api().Send(ctx, outbound.Request{Method: http.MethodPost, Path: "/payment_requests", JSON: pr,
		Header: map[string]string{"api-version": APIVersion, "Idempotency-key": req.Reference}})
	if err != nil {
		return payments.Charge{}, err
	}
	var got PaymentRequest
	if err := json.Unmarshal(resp.Body, &got); err != nil || got.ID == "" {
		return payments.Charge{}, fmt.Errorf("xendit: payment request without id")
	}
	c := payments.ProviderCharge{Provider: Name, Reference: req.Reference, ProviderID: got.ID, Method: req.Method, ChannelNumber: req.ChannelNumber,
		ChannelCode: code, AmountCents: req.AmountCents, Status: payments.ChargePending, CreatedAt: p.Clock.Now().UnixMilli()}
	if otc := got.PaymentMethod.OverTheCounter; otc != nil {
		c.PayCode = otc.ChannelProperties.PaymentCode
	}
	for _, a := range got.Actions {
		if a.Action == "AUTH" && a.URL != "" && (c.PayURL == "" || a.URLType == "WEB") {
			c.PayURL = a.URL
		}
	}
	if (req.Method == payments.MethodCode && c.PayCode == "") || (req.Method == payments.MethodLink && c.PayURL == "") {
		return payments.Charge{}, fmt.Errorf("xendit: payment request %s has no payment code or authorisation URL", got.ID)
	}
	return payments.Keep(ctx, p.Store, c)
}

// ConfirmCharge is for card debits, which this adapter does not do.
func (p *Provider) ConfirmCharge(ctx context.Context, reference, code string) error {
	return payments.ErrNotPending
}

// Charge reads a kept charge.
func (p *Provider) Charge(ctx context.Context, reference string) (payments.Charge, error) {
	return payments.KeptCharge(ctx, p.Store, Name, reference)
}

// Payment is the data of a payment callback.
type Payment struct {
	ID               string      `json:"id"`
	PaymentRequestID string      `json:"payment_request_id"`
	ReferenceID      string      `json:"reference_id"`
	Amount           json.Number `json:"amount"`
	Currency         string      `json:"currency"`
	Status           string      `json:"status"`
	FailureCode      string      `json:"failure_code,omitempty"`
	ChannelCode      string      `json:"channel_code,omitempty"`
	Created          string      `json:"created,omitempty"`
}

// Callback is the body of a payment callback.
type Callback struct {
	Event      string  `json:"event"`
	BusinessID string  `json:"business_id"`
	Created    string  `json:"created"`
	Data       Payment `json:"data"`
}

// ParseNotification checks the x-callback-token and turns payment.succeeded /
// payment.failed into our events. The event id is the payment id plus the event (Xendit
// sends no event id; the same payment repeated is deduplicated by it).
func (p *Provider) ParseNotification(h http.Header, body []byte) ([]payments.Event, error) {
	if !CallbackTokenMatches(h, p.CallbackToken) {
		return nil, payments.ErrBadSignature
	}
	var cb Callback
	if err := json.Unmarshal(body, &cb); err != nil || cb.Data.ID == "" {
		return nil, fmt.Errorf("xendit: callback body is not a payment event")
	}
	var created int64
	if t, err := time.Parse(time.RFC3339, cb.Created); err == nil {
		created = t.UnixMilli()
	}
	switch cb.Event {
	case "payment.succeeded":
		amount, err := Centavos(cb.Data.Amount)
		if err != nil {
			return nil, err
		}
		cur := cb.Data.Currency
		if cur == "" {
			cur = "(none)" // Xendit always names it; a callback without one is not booked as pesos
		}
		return []payments.Event{{ID: "xendit:" + cb.Event + ":" + cb.Data.ID, Type: payments.EventSucceeded, Reference: cb.Data.ReferenceID,
			TransactionID: cb.Data.ID, AmountCents: amount, Created: created, Gateway: Name, Currency: cur}}, nil
	case "payment.failed":
		return []payments.Event{{ID: "xendit:" + cb.Event + ":" + cb.Data.ID, Type: payments.EventFailed, Reference: cb.Data.ReferenceID,
			Reason: strings.ToLower(cb.Data.FailureCode), Created: created, Gateway: Name, Currency: cb.Data.Currency}}, nil
	}
	return nil, nil
}

var _ payments.TransactionLister = (*Provider)(nil)

// Transaction is one row of Xendit's transaction list (the fields we read).
type Transaction struct {
	ID          string      `json:"id"`
	ProductID   string      `json:"product_id"` // the payment's id: our events' TransactionID
	Type        string      `json:"type"`
	Status      string      `json:"status"`
	ChannelCode string      `json:"channel_code"`
	ReferenceID string      `json:"reference_id"`
	Currency    string      `json:"currency"`
	Amount      json.Number `json:"amount"`
	Created     string      `json:"created"`
}

// Transactions lists the successful payments of [from, to) for reconciliation.
func (p *Provider) Transactions(ctx context.Context, from, to time.Time) ([]payments.Transaction, error) {
	return ListTransactions(ctx, p.api(), "PAYMENT", from, to)
}

// ListTransactions reads Xendit's transaction list (GET /transactions) for one type (PAYMENT,
// DISBURSEMENT) with status SUCCESS created in [from, to), 50 a page, the next page after_id
// the last one. A row's product_id (the payment or payout id) is the transaction id.
func ListTransactions(ctx context.Context, api *outbound.API, typ string, from, to time.Time) ([]payments.Transaction, error) {
	var out []payments.Transaction
	after := ""
	for page := 0; page < 1000; page++ {
		q := url.Values{"types": {typ}, "statuses": {"SUCCESS"}, "limit": {"50"},
			"created[gte]": {from.UTC().Format(time.RFC3339)}, "created[lt]": {to.UTC().Format(time.RFC3339)}}
		if after != "" {
			q.Set("after_id", after)
		}
		resp, err := api.Send(ctx, outbound.Request{Method: http.MethodGet, Path: "/transactions?" + q.Encode()})
		if err != nil {
			return nil, err
		}
		var list struct {
			Data    []Transaction `json:"data"`
			HasMore bool          `json:"has_more"`
		}
		if err := json.Unmarshal(resp.Body, &list); err != nil {
			return nil, fmt.Errorf("xendit: unreadable transaction list: %w", err)
		}
		for _, t := range list.Data {
			at, _ := time.Parse(time.RFC3339, t.Created)
			if t.Type != typ || t.Status != "SUCCESS" || at.Before(from) || !at.Before(to) {
				continue
			}
			cents, err := Centavos(t.Amount)
			if err != nil {
				return nil, err
			}
			id := t.ProductID
			if id == "" {
				id = t.ID
			}
			out = append(out, payments.Transaction{ID: id, Reference: t.ReferenceID, AmountCents: cents, At: at})
		}
		if !list.HasMore || len(list.Data) == 0 {
			return out, nil
		}
		after = list.Data[len(list.Data)-1].ID
	}
	return out, fmt.Errorf("xendit: too many transaction pages")
}
