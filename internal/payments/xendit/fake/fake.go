// Package fake is a local Xendit Payment Requests API: POST /payment_requests (HTTP basic
// auth with the secret key, Idempotency-key, Xendit's error body) for over-the-counter codes
// and e-wallet charges, GET /payment_requests/{id}, the test-mode
// POST /payment_requests/{id}/payments/simulate (a cashier taking the cash), an e-wallet
// authorisation page, and payment.succeeded / payment.failed callbacks with the
// x-callback-token. Tests and the dev mode (PAUTANG_PAYMENTS=xendit-fake) use it.
package fake

import (
	"crypto/rand"
	"encoding/json"
	"fmt"
	"html"
	"math/big"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/pautang/pautang/internal/outbound/fakehttp"
	"github.com/pautang/pautang/internal/payments/xendit"
)

// Delivery is one callback sent (Header is its x-callback-token).
type Delivery = fakehttp.Delivery

// Fake is the server.
type Fake struct {
	fakehttp.Base
	SecretKey     string
	CallbackToken string
	CallbackURL   string

	mu       sync.Mutex
	requests fakehttp.Records[xendit.PaymentRequest]
	byKey    map[string]string
	payments []xendit.Payment
}

// Channels the fake accepts.
var (
	otcChannels     = set(xendit.OTCChannels)
	ewalletChannels = set(xendit.EwalletChannels)
)

// New starts a fake.
func New(secretKey, callbackToken string) *Fake {
	f := &Fake{SecretKey: secretKey, CallbackToken: callbackToken, byKey: map[string]string{}}
	f.Start(f.Handler())
	return f
}

// Requests lists the payment requests in creation order.
func (f *Fake) Requests() []xendit.PaymentRequest {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.requests.Copies(nil)
}

// Payments lists the payments made.
func (f *Fake) Payments() []xendit.Payment {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]xendit.Payment(nil), f.payments...)
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
	var in xendit.PaymentRequest
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
	cents, err := xendit.Centavos(in.Amount)
	switch {
	case err != nil || cents <= 0 || in.Currency != "PHP" || in.ReferenceID == "":
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
		if cents < 5000 {
			WriteError(w, http.StatusBadRequest, "API_VALIDATION_ERROR", "amount is below the channel's minimum of 50.00")
			return
		}
		otc.ChannelProperties.PaymentCode = "XND" + digits(9)
		in.Status = xendit.StatusPending
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
		in.Status = xendit.StatusRequiresAction
	default:
		WriteError(w, http.StatusBadRequest, "API_VALIDATION_ERROR", "payment_method must be OVER_THE_COUNTER or EWALLET")
		return
	}
	now := time.Now().UTC().Format(time.RFC3339)
	in.ID, in.Created, in.Updated = fakehttp.NewID("pr-"), now, now
	in.PaymentMethod.ID = fakehttp.NewID("pm-")
	if in.Status == xendit.StatusRequiresAction {
		in.Actions = []xendit.Action{{Action: "AUTH", URLType: "WEB", Method: "GET", URL: f.URL() + "/ewallet/" + in.ID}}
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
	out := f.requests.Copies(func(pr *xendit.PaymentRequest) bool { return len(refs) == 0 || refs[pr.ReferenceID] })
	f.mu.Unlock()
	fakehttp.JSON(w, http.StatusOK, map[string]any{"data": out, "has_more": false})
}

// transactions answers GET /transactions with the succeeded payments.
func (f *Fake) transactions(w http.ResponseWriter, r *http.Request) {
	if !f.gate(w, r) {
		return
	}
	f.mu.Lock()
	rows := []xendit.Transaction{}
	for _, p := range f.payments {
		if p.Status == "SUCCEEDED" {
			rows = append(rows, xendit.Transaction{ID: "txn_" + p.ID, ProductID: p.ID, Type: "PAYMENT", Status: "SUCCESS", ChannelCode: p.ChannelCode,
				ReferenceID: p.ReferenceID, Currency: "PHP", Amount: p.Amount, Created: p.Created})
		}
	}
	f.mu.Unlock()
	ServeTransactions(w, r, rows)
}

// ServeTransactions answers Xendit's GET /transactions (payments and payouts alike) from a
// fake's successful transactions, oldest first: those of the type in types (any when
// absent) created in [created[gte], created[lt]), limit a page (default 10, at most 50),
// the page after after_id, as {data, has_more}.
func ServeTransactions(w http.ResponseWriter, r *http.Request, rows []xendit.Transaction) {
	q := r.URL.Query()
	from, _ := time.Parse(time.RFC3339, q.Get("created[gte]"))
	to, errTo := time.Parse(time.RFC3339, q.Get("created[lt]"))
	typ := q.Get("types")
	kept := []xendit.Transaction{}
	for _, t := range rows {
		at, _ := time.Parse(time.RFC3339, t.Created)
		if (typ == "" || t.Type == typ) && !at.Before(from) && (errTo != nil || at.Before(to)) {
			kept = append(kept, t)
		}
	}
	page, more := fakehttp.Page(kept, func(t xendit.Transaction) string { return t.ID }, q.Get("after_id"), fakehttp.Limit(q.Get("limit"), 10, 50))
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
	if pr.Status == xendit.StatusSucceeded || pr.Status == xendit.StatusFailed {
		f.mu.Unlock()
		return nil, fmt.Errorf("fake: payment request %s is closed", id)
	}
	pr.Status = xendit.StatusSucceeded
	channel := ""
	if pr.PaymentMethod.OverTheCounter != nil {
		channel = pr.PaymentMethod.OverTheCounter.ChannelCode
	} else if pr.PaymentMethod.Ewallet != nil {
		channel = pr.PaymentMethod.Ewallet.ChannelCode
	}
	now := time.Now().UTC().Format(time.RFC3339)
	pay := xendit.Payment{ID: fakehttp.NewID("py-"), PaymentRequestID: pr.ID, ReferenceID: pr.ReferenceID, Amount: pr.Amount, Currency: "PHP",
		Status: "SUCCEEDED", ChannelCode: channel, Created: now}
	f.payments = append(f.payments, pay)
	f.mu.Unlock()
	body, _ := json.Marshal(xendit.Callback{Event: "payment.succeeded", BusinessID: "5f27a14a9bf05c73dd040bc8", Created: now, Data: pay})
	f.Deliver(body, f.CallbackToken)
	return body, nil
}

// Fail fails a payment request (the payer declined on the e-wallet) and sends payment.failed.
func (f *Fake) Fail(id, code string) ([]byte, error) {
	f.mu.Lock()
	pr, ok := f.requests.Get(id)
	if !ok || pr.Status == xendit.StatusSucceeded || pr.Status == xendit.StatusFailed {
		f.mu.Unlock()
		return nil, fmt.Errorf("fake: payment request %s cannot fail", id)
	}
	pr.Status = xendit.StatusFailed
	now := time.Now().UTC().Format(time.RFC3339)
	pay := xendit.Payment{ID: fakehttp.NewID("py-"), PaymentRequestID: pr.ID, ReferenceID: pr.ReferenceID, Amount: pr.Amount, Currency: "PHP", Status: "FAILED", FailureCode: code, Created: now}
	f.mu.Unlock()
	body, _ := json.Marshal(xendit.Callback{Event: "payment.failed", BusinessID: "5f27a14a9bf05c73dd040bc8", Created: now, Data: pay})
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
	return f.Base.Deliver(f.CallbackURL, xendit.CallbackTokenHeader, token, body)
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
	var props xendit.ChannelProperties
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
