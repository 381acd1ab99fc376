// Package xendit sends loan proceeds through Xendit Payouts (POST /v2/payouts): the payout
// attempt's reference is both the reference_id and the Idempotency-key, so a retry after a
// timeout never pays twice; the bank or e-wallet of the binding form maps to a PH_ channel
// code. Xendit answers ACCEPTED and reports the outcome by a callback carrying the
// x-callback-token, which moves the order to 170 or to "payout failed". docs/providers.md
// lists the sources and the assumptions.
package xendit

import (
	"context"
	"encoding/json"
	"fmt"
	"github.com/pautang/pautang/internal/i18n"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/pautang/pautang/internal/outbound"
	"github.com/pautang/pautang/internal/payments"
	xenditpay "github.com/pautang/pautang/internal/payments/xendit"
	"github.com/pautang/pautang/internal/payout"
)

// Name is the provider's name in the callback path.
const Name = "xendit"

// DefaultBaseURL is Xendit's API.
const DefaultBaseURL = xenditpay.DefaultBaseURL

// CallbackTokenHeader carries the verification token on every callback.
const CallbackTokenHeader = xenditpay.CallbackTokenHeader

// Channels maps the institution codes of the binding form to Xendit's PH channel codes.
var Channels = map[string]string{
	"BDO": "PH_BDO", "BPI": "PH_BPI", "MBTC": "PH_MET", "LBP": "PH_LBP", "UBP": "PH_UBP", "SECB": "PH_SEC",
	"RCBC": "PH_RCBC", "PNB": "PH_PNB", "CBC": "PH_CBC", "EWB": "PH_EWB", "GCASH": "PH_GCASH", "PAYMAYA": "PH_PAYMAYA",
}

// Payout statuses Xendit reports.
const (
	StatusAccepted  = "ACCEPTED"
	StatusRequested = "REQUESTED"
	StatusSucceeded = "SUCCEEDED"
	StatusFailed    = "FAILED"
	StatusCancelled = "CANCELLED"
	StatusReversed  = "REVERSED"
	StatusRejected  = "COMPLIANCE_REJECTED"
)

// Reasons shown to the borrower for Xendit's failure codes.
var failureReasons = map[string]string{
	"INVALID_DESTINATION":        i18n.N("The receiving account does not exist or cannot receive transfers."),
	"REJECTED_BY_CHANNEL":        i18n.N("The receiving bank or e-wallet rejected the transfer."),
	"DESTINATION_MAXIMUM_LIMIT":  i18n.N("The receiving account cannot take this amount (its limit was reached)."),
	"TEMPORARY_TRANSFER_ERROR":   i18n.N("The receiving bank could not be reached."),
	"TRANSFER_ERROR":             i18n.N("The transfer could not be completed."),
	"UNKNOWN_BANK_NETWORK_ERROR": i18n.N("The bank network did not confirm the transfer."),
	"INSUFFICIENT_BALANCE":       i18n.N("The transfer could not be sent from our side."),
}

// FailureReason is the text for a failure code.
func FailureReason(code string) string {
	if r, ok := failureReasons[code]; ok {
		return r
	}
	return i18n.N("The transfer was refused.")
}

// Provider is the Xendit payout adapter.
type Provider struct {
	BaseURL       string
	SecretKey     string // xnd_development_... or xnd_production_...: HTTP basic user
	CallbackToken string // the Verification Token of the dashboard's webhook settings
	Client        *outbound.Client
}

var (
	_ payout.Provider = (*Provider)(nil)
	_ payout.Notifier = (*Provider)(nil)
)

func (p *Provider) api() *outbound.API { return xenditpay.API(p.Client, p.BaseURL, p.SecretKey) }

// Error is Xendit's error answer: {"error_code","message"}.
type Error = xenditpay.Error

// Payout is Xendit's payout object (the fields we read).
type Payout struct {
	ID                string            `json:"id"`
	ReferenceID       string            `json:"reference_id"`
	ChannelCode       string            `json:"channel_code"`
	ChannelProperties map[string]string `json:"channel_properties,omitempty"`
	Amount            json.Number       `json:"amount"`
	Currency          string            `json:"currency"`
	Description       string            `json:"description,omitempty"`
	Status            string            `json:"status"`
	FailureCode       string            `json:"failure_code,omitempty"`
	Created           string            `json:"created,omitempty"`
	Updated           string            `json:"updated,omitempty"`
}

func (p *Provider) call(ctx context.Context, method, path string, headers map[string]string, body any, out any) error {
	return p.api().Call(ctx, outbound.Request{Method: method, Path: path, Header: headers, JSON: body}, out)
}

// Result maps a Xendit payout to ours: SUCCEEDED pays the loan out, the refusals fail it for
// the borrower to fix the account, everything else is still on its way.
func Result(x Payout) payout.Result {
	switch x.Status {
	case StatusSucceeded:
		return payout.Result{Status: payout.StatusSucceeded, ProviderRef: x.ID}
	case StatusFailed, StatusCancelled, StatusRejected:
		reason := FailureReason(x.FailureCode)
		if x.Status == StatusRejected {
			reason = i18n.N("The transfer was refused by the compliance review.")
		}
		return payout.Result{Status: payout.StatusFailed, ProviderRef: x.ID, FailureReason: reason}
	}
	return payout.Result{Status: payout.StatusPending, ProviderRef: x.ID}
}

// Disburse creates the payout with the attempt's reference as the Idempotency-key. A key
// Xendit already holds (a retry after a timeout) answers 409 DUPLICATE_ERROR: the payout is
// then read by its reference_id and its state returned, so nothing is sent twice. A
// validation refusal of the destination (4xx) fails the payout for the borrower; an auth
// error, a rate limit, a 5xx, a timeout or an open breaker is an unknown outcome (error).
func (p *Provider) Disburse(ctx context.Context, req payout.Request) (payout.Result, error) {
	if req.Reference == "" || req.AmountCents <= 0 || req.Account.Number == "" {
		return payout.Result{Status: payout.StatusFailed, FailureReason: i18n.N("The payout request is incomplete.")}, nil
	}
	channel, ok := Channels[strings.ToUpper(req.Account.InstitutionCode)]
	if !ok {
		return payout.Result{Status: payout.StatusFailed, FailureReason: "Payouts to " + req.Account.InstitutionName + " are not available. Please choose another bank or e-wallet."}, nil
	}
	body := map[string]any{
		"reference_id": req.Reference, "channel_code": channel, "currency": "PHP", "amount": xenditpay.Pesos(req.AmountCents),
		"description":        "Loan proceeds " + req.Reference,
		"channel_properties": map[string]string{"account_holder_name": req.Account.HolderName, "account_number": req.Account.Number},
	}
	var x Payout
	err := p.call(ctx, http.MethodPost, "/v2/payouts", map[string]string{"Idempotency-key": req.Reference}, body, &x)
	if e, isErr := err.(*Error); isErr {
		switch {
		case Duplicate(e.Code):
			return p.byReference(ctx, req.Reference)
		case e.Status == http.StatusBadRequest || e.Status == http.StatusNotFound:
			return payout.Result{Status: payout.StatusFailed, FailureReason: "The transfer was refused: " + e.Message}, nil
		}
		return payout.Result{}, e
	}
	if err != nil {
		return payout.Result{}, err
	}
	return Result(x), nil
}

// Duplicate reports whether an error code says the Idempotency-key was used before, whatever
// the HTTP status it came with: DUPLICATE_ERROR (the Payouts API reference, answered 409 in
// the guides and 400 in older examples) and the idempotency-key reuse codes of Xendit's other
// APIs. Reading the payout back is harmless when the guess is wrong: a payout not listed
// leaves the attempt pending (an unknown outcome).
func Duplicate(code string) bool {
	switch code {
	case "DUPLICATE_ERROR", "IDEMPOTENCY_ERROR", "DUPLICATE_IDEMPOTENCY_KEY", "IDEMPOTENCY_KEY_ALREADY_USED", "DUPLICATE_PAYOUT_ERROR":
		return true
	}
	return false
}

// ReadPayoutList reads GET /v2/payouts?reference_id= in both documented shapes: a bare array
// (the API reference, "Get all payouts by reference id") and {data, has_more, links} (the
// SDKs' GetPayouts200Response).
func ReadPayoutList(body []byte) ([]Payout, error) {
	var list []Payout
	if err := json.Unmarshal(body, &list); err == nil {
		return list, nil
	}
	var page struct {
		Data *[]Payout `json:"data"`
	}
	if err := json.Unmarshal(body, &page); err != nil || page.Data == nil {
		return nil, fmt.Errorf("xendit: unreadable payout list")
	}
	return *page.Data, nil
}

func (p *Provider) byReference(ctx context.Context, ref string) (payout.Result, error) {
	resp, err := p.api().Send(ctx, outbound.Request{Method: http.MethodGet, Path: "/v2/payouts?reference_id=" + url.QueryEscape(ref)})
	if err != nil {
		return payout.Result{}, err
	}
	list, err := ReadPayoutList(resp.Body)
	if err != nil {
		return payout.Result{}, err
	}
	for _, x := range list {
		if x.ReferenceID == ref {
			return Result(x), nil
		}
	}
	return payout.Result{}, fmt.Errorf("xendit: payout %s answered duplicate but is not listed", ref)
}

// Callback is the body of a payout callback.
type Callback struct {
	Event      string `json:"event"`
	BusinessID string `json:"business_id"`
	Created    string `json:"created"`
	Data       Payout `json:"data"`
}

// ParseCallback checks the x-callback-token and reads a payout.succeeded / payout.failed
// callback; other events (payout.reversed...) are not ours to act on (ok false).
func (p *Provider) ParseCallback(h http.Header, body []byte) (payout.Update, bool, error) {
	if !xenditpay.CallbackTokenMatches(h, p.CallbackToken) {
		return payout.Update{}, false, payout.ErrBadCallback
	}
	var cb Callback
	if err := json.Unmarshal(body, &cb); err != nil || cb.Data.ReferenceID == "" {
		return payout.Update{}, false, fmt.Errorf("xendit: callback body is not a payout event")
	}
	switch cb.Event {
	case "payout.succeeded", "payout.failed":
		return payout.Update{Reference: cb.Data.ReferenceID, Result: Result(cb.Data)}, true, nil
	}
	return payout.Update{}, false, nil
}

// Transactions lists the successful payouts of [from, to) (Xendit's DISBURSEMENT
// transactions) for reconciliation.
func (p *Provider) Transactions(ctx context.Context, from, to time.Time) ([]payments.Transaction, error) {
	return xenditpay.ListTransactions(ctx, p.api(), "DISBURSEMENT", from, to)
}
