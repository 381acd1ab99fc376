// Package fake is a local Xendit Payment Requests API: POST /payment_requests (HTTP basic
// auth with the secret key, Idempotency-key, Xendit's error body) for over-the-counter codes
// and e-wallet charges, GET /payment_requests/{id}, the test-mode
// POST /payment_requests/{id}/payments/simulate (a cashier taking the cash), an e-wallet
// authorisation page, and payment.succeeded / payment.failed callbacks with the
// x-callback-token. Tests and the dev mode (PAUTANG_PAYMENTS=xendit-fake) use it.
package fake

import (
	"crypto/rand"
	_ "embed"
	"encoding/json"
	"fmt"
	"html"
	"math/big"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/pautang/pautang/internal/outbound/fakehttp"
)

// Xendit's wire format, kept here apart from the adapter so a test shows the adapter agrees
// with the documents, not with itself.
//
// Sources (docs.xendit.co): "Create a Payment Request" (POST /payment_requests, api-version
// 2022-07-31, Idempotency-key, payment_method OVER_THE_COUNTER / EWALLET, statuses PENDING,
// REQUIRES_ACTION, SUCCEEDED, FAILED); the channel pages of the Philippines ("7-Eleven"
// 7ELEVEN, "7-Eleven CliQQ" 7ELEVEN_CLIQQ, "Cebuana" CEBUANA, "ECPay" ECPAY, "Palawan
// Express" PALAWAN, "ECPay Loans" ECPAY_DRAGONLOAN, "LBC" LBC; M Lhuillier MLHUILLIER as in
// the xendit-php SDK's PaymentRequest OverTheCounterChannelCode); "Payment webhook
// notification" (payment.succeeded / payment.failed, x-callback-token); "List Transactions"
// (GET /transactions, {data, has_more}); "Error codes" ({"error_code","message"}:
// API_VALIDATION_ERROR, CHANNEL_NOT_ACTIVATED, INVALID_API_KEY, DATA_NOT_FOUND, SERVER_ERROR).
// The Invoice API's DP_ codes (DP_MLHUILLIER, DP_PALAWAN, DP_ECPAY_LOAN) are not codes of
// the Payment Requests API and are refused.
const callbackTokenHeader = "x-callback-token"

// Payment request statuses.
const (
	statusPending        = "PENDING"
	statusRequiresAction = "REQUIRES_ACTION"
	statusSucceeded      = "SUCCEEDED"
	statusFailed         = "FAILED"
)

// Channel codes of the Payment Requests API in the Philippines.
var (
	otcChannels     = set([]string{"7ELEVEN", "7ELEVEN_CLIQQ", "CEBUANA", "ECPAY", "PALAWAN", "MLHUILLIER", "ECPAY_DRAGONLOAN", "LBC", "SM_BILLS", "ROBINSONS_BILLS", "USSC", "CVM", "RD_PAWNSHOP"})
	ewalletChannels = set([]string{"GCASH", "PAYMAYA", "GRABPAY", "SHOPEEPAY"})
)

// paymentSucceeded is the documented payment.succeeded callback (testdata): the fake fills
// in the payment and keeps every other documented field.
//
//go:embed testdata/payment_succeeded.json
var paymentSucceeded []byte

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
}

// PaymentMethod is a request's payment method.
type PaymentMethod struct {
	ID             string         `json:"id,omitempty"`
	Type           string         `json:"type"`
	Reusability    string         `json:"reusability"`
	OverTheCounter *ChannelMethod `json:"over_the_counter,omitempty"`
	Ewallet        *ChannelMethod `json:"ewallet,omitempty"`
}

// Action is what the payer must do next.
type Action struct {
	Action  string `json:"action"`
	URLType string `json:"url_type"`
	URL     string `json:"url"`
	Method  string `json:"method"`
}

// PaymentRequest is a payment request as Xendit answers it.
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

// Payment is a payment made on a request (the data of its callback).
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

// Transaction is one row of GET /transactions.
type Transaction struct {
	ID          string      `json:"id"`
	ProductID   string      `json:"product_id"`
	Type        string      `json:"type"`
	Status      string      `json:"status"`
	ChannelCode string      `json:"channel_code"`
	ReferenceID string      `json:"reference_id"`
	Currency    string      `json:"currency"`
	Amount      json.Number `json:"amount"`
	Created     string      `json:"created"`
}

// positive reads a decimal amount and reports whether it is a positive number with at most
// two decimals.
func positive(n json.Number) bool {
	s := n.String()
	if _, frac, ok := strings.Cut(s, "."); ok && len(frac) > 2 {
		return false
	}
	v, err := strconv.ParseFloat(s, 64)
	return err == nil && v > 0
}

func atLeast(n json.Number, min float64) bool {
	v, err := strconv.ParseFloat(n.String(), 64)
	return err == nil && v >= min
}

// Delivery is one callback sent (Header is its x-callback-token).
type Delivery = fakehttp.Delivery

// Fake is the server.
type Fake struct {
	fakehttp.Base
	SecretKey     string
	CallbackToken string
	CallbackURL   string
	// Currency, when set, is the currency the next payments are reported in instead of the
	// request's (a test of money in another currency).
	Currency string

	mu       sync.Mutex
	requests fakehttp.Records[PaymentRequest]
	byKey    map[string]string
	payments []Payment
}

// New starts a fake.
func New(secretKey, callbackToken string) *Fake {
	f := &Fake{SecretKey: secretKey, CallbackToken: callbackToken, byKey: map[string]string{}}
	f.Start(f.Handler())
	return f
}

// Requests lists the payment requests in creation order.
func (f *Fake) Requests() []PaymentRequest {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.requests.Copies(nil)
}

// Payments lists the payments made.
func (f *Fake) Payments() []Payment {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]Payment(nil), f.payments...)
}

// Handler serves the API and the e-wallet page.
func (f *Fake) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("POST /payment_requests", f.create)
	mux.HandleFunc("GET /payment_requests/{id}", f.get)
	mux.HandleFunc("GET /payment_requests", f.list)
	mux.HandleFunc("GET /transactions", f.transactions)
	mux.HandleFunc("POST /payment_requests/{id}/payments/simulate", f.simulate)
	mux.HandleFunc("GET /ewallet/{id}", f.page)
	mux.HandleFunc("POST /ewallet/{id}", f.pagePost)
	mux.HandleFunc("GET /favicon.ico", func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(http.StatusNoContent) })
	return mux
}

// WriteError answers Xendit's error body (payments and payouts).
func WriteError(w http.ResponseWriter, status int, code, msg string) {
	fakehttp.JSON(w, status, map[string]string{"error_code": code, "message": msg})
}

// gate counts the call, answers an injected status or a wrong key with Xendit's error body,
// and waits an injected delay; false when it answered.
func (f *Fake) gate(w http.ResponseWriter, r *http.Request) bool {
	delay, ok := f.Gate(w, r, f.SecretKey, func(w http.ResponseWriter, status int) {
		WriteError(w, status, "SERVER_ERROR", "An unexpected error occurred.")
	}, Unauthorized)
	return ok && fakehttp.Wait(r, delay)
}

// Unauthorized is Xendit's answer to a wrong secret key.
func Unauthorized(w http.ResponseWriter) {
	WriteError(w, http.StatusUnauthorized, "INVALID_API_KEY", "API key format is invalid")
}

func digits(n int) string {
	var sb strings.Builder
	for i := 0; i < n; i++ {
		d, _ := rand.Int(rand.Reader, big.NewInt(10))
		sb.WriteByte(byte('0' + d.Int64()))
	}
	return sb.String()
}

func (f *Fake) create(w http.ResponseWriter, r *http.Request) {
	if !f.gate(w, r) {
		return
	}
	var in PaymentRequest
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
		WriteError(w, http.StatusBadRequest, "API_VALIDATION_ERROR", "The request body is not valid JSON")
		return
	}
	key := r.Header.Get("Idempotency-key")
	f.mu.Lock()
	if id, seen := f.byKey[key]; key != "" && seen {
		pr, _ := f.requests.Get(id)
		out := *pr
		f.mu.Unlock()
		fakehttp.JSON(w, http.StatusOK, out) // the same request again answers the first result
		return
	}
	f.mu.Unlock()
	switch {
	case !positive(in.Amount) || in.Currency != "PHP" || in.ReferenceID == "":
		WriteError(w, http.StatusBadRequest, "API_VALIDATION_ERROR", "reference_id, a positive amount and currency PHP are required")
		return
	case in.PaymentMethod.Type == "OVER_THE_COUNTER" && in.PaymentMethod.OverTheCounter != nil:
		otc := in.PaymentMethod.OverTheCounter
		if !otcChannels[otc.ChannelCode] {
			WriteError(w, http.StatusBadRequest, "CHANNEL_NOT_ACTIVATED", "The channel_code is not activated for this account")
			return
		}
		if otc.ChannelProperties.CustomerName == "" {
			WriteError(w, http.StatusBadRequest, "API_VALIDATION_ERROR", "channel_properties.customer_name is required")
			return
		}
		if !atLeast(in.Amount, 50) {
			WriteError(w, http.StatusBadRequest, "API_VALIDATION_ERROR", "amount is below the channel's minimum of 50.00")
			return
		}
		otc.ChannelProperties.PaymentCode = "XND" + digits(9)
		in.Status = statusPending
	case in.PaymentMethod.Type == "EWALLET" && in.PaymentMethod.Ewallet != nil:
		ew := in.PaymentMethod.Ewallet
		if !ewalletChannels[ew.ChannelCode] {
			WriteError(w, http.StatusBadRequest, "CHANNEL_NOT_ACTIVATED", "The channel_code is not activated for this account")
			return
		}
		if ew.ChannelProperties.SuccessReturnURL == "" {
			WriteError(w, http.StatusBadRequest, "API_VALIDATION_ERROR", "channel_properties.success_return_url is required")
			return
		}
		in.Status = statusRequiresAction
	default:
		WriteError(w, http.StatusBadRequest, "API_VALIDATION_ERROR", "payment_method must be OVER_THE_COUNTER or EWALLET")
		return
	}
	now := time.Now().UTC().Format(time.RFC3339)
	in.ID, in.Created, in.Updated = fakehttp.NewID("pr-"), now, now
	in.PaymentMethod.ID = fakehttp.NewID("pm-")
	if in.Status == statusRequiresAction {
		in.Actions = []Action{{Action: "AUTH", URLType: "WEB", Method: "GET", URL: f.URL() + "/ewallet/" + in.ID}}
	}
	f.mu.Lock()
	f.requests.Add(in.ID, &in)
	if key != "" {
		f.byKey[key] = in.ID
	}
	out := in
	f.mu.Unlock()
	fakehttp.JSON(w, http.StatusOK, out)
}

func (f *Fake) get(w http.ResponseWriter, r *http.Request) {
	if !f.gate(w, r) {
		return
	}
	f.mu.Lock()
	out, ok := f.requests.Copy(r.PathValue("id"))
	f.mu.Unlock()
	if !ok {
		WriteError(w, http.StatusNotFound, "DATA_NOT_FOUND", "Payment request not found")
		return
	}
	fakehttp.JSON(w, http.StatusOK, out)
}

// list answers GET /payment_requests?reference_id=... as {data, has_more}.
func (f *Fake) list(w http.ResponseWriter, r *http.Request) {
	if !f.gate(w, r) {
		return
	}
	refs := map[string]bool{}
	for _, v := range r.URL.Query()["reference_id"] {
		refs[v] = true
	}
	f.mu.Lock()
	out := f.requests.Copies(func(pr *PaymentRequest) bool { return len(refs) == 0 || refs[pr.ReferenceID] })
	f.mu.Unlock()
	fakehttp.JSON(w, http.StatusOK, map[string]any{"data": out, "has_more": false})
}

// transactions answers GET /transactions with the succeeded payments.
func (f *Fake) transactions(w http.ResponseWriter, r *http.Request) {
	if !f.gate(w, r) {
		return
	}
	f.mu.Lock()
	rows := []Transaction{}
	for _, p := range f.payments {
		if p.Status == "SUCCEEDED" {
			rows = append(rows, Transaction{ID: "txn_" + p.ID, ProductID: p.ID, Type: "PAYMENT", Status: "SUCCESS", ChannelCode: p.ChannelCode,
				ReferenceID: p.ReferenceID, Currency: p.Currency, Amount: p.Amount, Created: p.Created})
		}
	}
	f.mu.Unlock()
	ServeTransactions(w, r, rows)
}

// ServeTransactions answers Xendit's GET /transactions (payments and payouts alike) from a
// fake's successful transactions, oldest first: those of the type in types (any when
// absent) created in [created[gte], created[lt]), limit a page (default 10, at most 50),
// the page after after_id, as {data, has_more}.
func ServeTransactions(w http.ResponseWriter, r *http.Request, rows []Transaction) {
	q := r.URL.Query()
	from, _ := time.Parse(time.RFC3339, q.Get("created[gte]"))
	to, errTo := time.Parse(time.RFC3339, q.Get("created[lt]"))
	typ := q.Get("types")
	kept := []Transaction{}
	for _, t := range rows {
		at, _ := time.Parse(time.RFC3339, t.Created)
		if (typ == "" || t.Type == typ) && !at.Before(from) && (errTo != nil || at.Before(to)) {
			kept = append(kept, t)
		}
	}
	page, more := fakehttp.Page(kept, func(t Transaction) string { return t.ID }, q.Get("after_id"), fakehttp.Limit(q.Get("limit"), 10, 50))
	fakehttp.JSON(w, http.StatusOK, map[string]any{"data": page, "has_more": more})
}

// Pay completes a payment request (the cashier took the cash, or the payer authorised the
// e-wallet) and sends payment.succeeded; it returns the callback's body.
func (f *Fake) Pay(id string) ([]byte, error) {
	f.mu.Lock()
	pr, ok := f.requests.Get(id)
	if !ok {
		f.mu.Unlock()
		return nil, fmt.Errorf("fake: no payment request %s", id)
	}
	if pr.Status == statusSucceeded || pr.Status == statusFailed {
		f.mu.Unlock()
		return nil, fmt.Errorf("fake: payment request %s is closed", id)
	}
	pr.Status = statusSucceeded
	channel := ""
	if pr.PaymentMethod.OverTheCounter != nil {
		channel = pr.PaymentMethod.OverTheCounter.ChannelCode
	} else if pr.PaymentMethod.Ewallet != nil {
		channel = pr.PaymentMethod.Ewallet.ChannelCode
	}
	now := time.Now().UTC().Format(time.RFC3339)
	cur := pr.Currency
	if f.Currency != "" {
		cur = f.Currency
	}
	pay := Payment{ID: fakehttp.NewID("py-"), PaymentRequestID: pr.ID, ReferenceID: pr.ReferenceID, Amount: pr.Amount, Currency: cur,
		Status: "SUCCEEDED", ChannelCode: channel, Created: now}
	f.payments = append(f.payments, pay)
	f.mu.Unlock()
	body, err := callback(paymentSucceeded, "payment.succeeded", now, pay)
	if err != nil {
		return nil, err
	}
	f.Deliver(body, f.CallbackToken)
	return body, nil
}

// Fail fails a payment request (the payer declined on the e-wallet) and sends payment.failed.
func (f *Fake) Fail(id, code string) ([]byte, error) {
	f.mu.Lock()
	pr, ok := f.requests.Get(id)
	if !ok || pr.Status == statusSucceeded || pr.Status == statusFailed {
		f.mu.Unlock()
		return nil, fmt.Errorf("fake: payment request %s cannot fail", id)
	}
	pr.Status = statusFailed
	now := time.Now().UTC().Format(time.RFC3339)
	pay := Payment{ID: fakehttp.NewID("py-"), PaymentRequestID: pr.ID, ReferenceID: pr.ReferenceID, Amount: pr.Amount, Currency: "PHP", Status: "FAILED", FailureCode: code, Created: now}
	f.mu.Unlock()
	body, err := callback(paymentSucceeded, "payment.failed", now, pay)
	if err != nil {
		return nil, err
	}
	f.Deliver(body, f.CallbackToken)
	return body, nil
}

// simulate is Xendit's test-mode simulation of an over-the-counter payment.
func (f *Fake) simulate(w http.ResponseWriter, r *http.Request) {
	if !f.gate(w, r) {
		return
	}
	if _, err := f.Pay(r.PathValue("id")); err != nil {
		WriteError(w, http.StatusBadRequest, "INVALID_PAYMENT_REQUEST_STATUS", err.Error())
		return
	}
	fakehttp.JSON(w, http.StatusOK, map[string]string{"status": "PENDING", "message": "Payment has been simulated successfully"})
}

// Deliver posts a callback with a token.
func (f *Fake) Deliver(body []byte, token string) Delivery {
	return f.Base.Deliver(f.CallbackURL, callbackTokenHeader, token, body)
}

// callback writes a callback body from a documented example: its event, created time and
// data's fields replaced by ours, every other documented field kept.
func callback(example []byte, event, created string, data any) ([]byte, error) {
	var cb map[string]any
	if err := json.Unmarshal(example, &cb); err != nil {
		return nil, fmt.Errorf("fake: testdata callback: %w", err)
	}
	var fields map[string]any
	b, _ := json.Marshal(data)
	_ = json.Unmarshal(b, &fields)
	d, _ := cb["data"].(map[string]any)
	if d == nil {
		d = map[string]any{}
	}
	for k, v := range fields {
		d[k] = v
	}
	cb["event"], cb["created"], cb["data"] = event, created, d
	return json.Marshal(cb)
}

// Callback writes a callback body from a documented example (payment or payout) with the
// given event, time and data (the payouts fake uses it too).
func Callback(example []byte, event, created string, data any) ([]byte, error) {
	return callback(example, event, created, data)
}

func (f *Fake) page(w http.ResponseWriter, r *http.Request) {
	f.mu.Lock()
	c, ok := f.requests.Copy(r.PathValue("id"))
	f.mu.Unlock()
	if !ok || c.PaymentMethod.Ewallet == nil {
		http.NotFound(w, r)
		return
	}
	ch := c.PaymentMethod.Ewallet.ChannelCode
	fakehttp.HTML(w, ch+" (Xendit fake)", fmt.Sprintf(`<h1>%s (Xendit fake)</h1><p>Reference <b>%s</b></p><p>PHP %s</p><p>Status %s</p>
<form method="post"><button name="action" value="authorize">Authorize payment</button><button name="action" value="decline">Decline</button></form>`,
		html.EscapeString(ch), html.EscapeString(c.ReferenceID), html.EscapeString(c.Amount.String()), html.EscapeString(c.Status)))
}

func (f *Fake) pagePost(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	f.mu.Lock()
	pr, ok := f.requests.Get(id)
	var props ChannelProperties
	if ok && pr.PaymentMethod.Ewallet != nil {
		props = pr.PaymentMethod.Ewallet.ChannelProperties
	}
	f.mu.Unlock()
	if !ok {
		http.NotFound(w, r)
		return
	}
	if r.FormValue("action") == "decline" {
		f.Fail(id, "USER_DECLINED_PAYMENT")
		http.Redirect(w, r, props.FailureReturnURL, http.StatusSeeOther)
		return
	}
	if _, err := f.Pay(id); err != nil {
		http.Error(w, err.Error(), http.StatusConflict)
		return
	}
	http.Redirect(w, r, props.SuccessReturnURL, http.StatusSeeOther)
}

func set(codes []string) map[string]bool {
	m := make(map[string]bool, len(codes))
	for _, c := range codes {
		m[c] = true
	}
	return m
}
