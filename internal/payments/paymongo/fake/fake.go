// Package fake is a local PayMongo: an httptest server speaking the Checkout Sessions API
// the adapter calls (JSON:API bodies, secret key as HTTP basic user, PayMongo's error body),
// a hosted checkout page where a payer pays or cancels, and webhooks signed like PayMongo's
// (Paymongo-Signature t/te/li). Tests and the dev mode (PAUTANG_PAYMENTS=paymongo-fake)
// use it; it keeps everything in memory.
package fake

import (
	"crypto/hmac"
	"crypto/sha256"
	_ "embed"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"html"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/pautang/pautang/internal/outbound/fakehttp"
)

// PayMongo's wire format, kept here apart from the adapter so a test shows the adapter
// agrees with the documents, not with itself.
//
// Sources (developers.paymongo.com): "Create a Checkout Session" (POST /v1/checkout_sessions,
// JSON:API {"data":{"attributes":{...}}}, line_items amount in centavos, currency PHP,
// payment_method_types such as gcash, paymaya, grab_pay, qrph); "Securing a webhook"
// (Paymongo-Signature: t=<unix>,te=<hex>,li=<hex>, HMAC-SHA256 of "t.body" with the webhook
// secret; te for test mode, li for live mode); "Webhooks — Events" and "Webhook Retry Logic"
// (the event envelope; up to 12 retries over 136.5 minutes; a dashboard resend carries the
// original event data); "API errors" ({"errors":[{"code","detail"}]}).
const (
	signatureHeader   = "Paymongo-Signature"
	eventCheckoutPaid = "checkout_session.payment.paid"
)

// checkoutPaidEvent is the documented checkout_session.payment.paid event (testdata): the
// fake fills in the ids, the session and the time and keeps every other documented field.
//
//go:embed testdata/checkout_session_payment_paid.json
var checkoutPaidEvent []byte

// checkoutAttributes are the attributes of a create request the fake reads.
type checkoutAttributes struct {
	LineItems []struct {
		Name     string `json:"name"`
		Amount   int64  `json:"amount"`
		Currency string `json:"currency"`
		Quantity int    `json:"quantity"`
	} `json:"line_items"`
	PaymentMethodTypes []string `json:"payment_method_types"`
	SuccessURL         string   `json:"success_url"`
	CancelURL          string   `json:"cancel_url"`
	ReferenceNumber    string   `json:"reference_number"`
}

// Sign is the Paymongo-Signature PayMongo sends for body at t: the HMAC in te for test mode,
// in li for live mode.
func Sign(secret string, t time.Time, body []byte, live bool) string {
	ts := strconv.FormatInt(t.Unix(), 10)
	m := hmac.New(sha256.New, []byte(secret))
	m.Write([]byte(ts + "."))
	m.Write(body)
	sig := hex.EncodeToString(m.Sum(nil))
	if live {
		return "t=" + ts + ",te=,li=" + sig
	}
	return "t=" + ts + ",te=" + sig + ",li="
}

// Session is one Checkout Session.
type Session struct {
	ID        string
	Reference string
	Amount    int64
	Types     []string
	Success   string
	Cancel    string
	Status    string // active, expired
	Payments  []Payment
	Created   int64
}

// Payment is one payment on a session.
type Payment struct {
	ID       string
	Amount   int64
	Currency string
	Status   string
	Type     string
	PaidAt   int64
}

// Delivery is one webhook the fake sent (Header is its Paymongo-Signature).
type Delivery = fakehttp.Delivery

// Fake is the server. Set WebhookURL (and WebhookSecret) before paying.
type Fake struct {
	fakehttp.Base
	SecretKey     string
	WebhookSecret string
	WebhookURL    string
	Live          bool
	// Currency, when set, is the currency of the next payments instead of PHP (a test of a
	// payment in another currency).
	Currency string

	mu       sync.Mutex
	sessions fakehttp.Records[Session]
}

// New starts a fake with the given keys.
func New(secretKey, webhookSecret string) *Fake {
	f := &Fake{SecretKey: secretKey, WebhookSecret: webhookSecret, Live: strings.HasPrefix(secretKey, "sk_live_")}
	f.Start(f.Handler())
	return f
}

// Sessions lists the sessions in creation order.
func (f *Fake) Sessions() []Session {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.sessions.Copies(nil)
}

// Handler serves the API and the hosted page.
func (f *Fake) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("POST /v1/checkout_sessions", f.api(f.createSession))
	mux.HandleFunc("GET /v1/checkout_sessions/{id}", f.api(f.getSession))
	mux.HandleFunc("GET /v1/payments", f.api(f.listPayments))
	mux.HandleFunc("GET /checkout/{id}", f.page)
	mux.HandleFunc("POST /checkout/{id}", f.pagePost)
	mux.HandleFunc("GET /favicon.ico", func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(http.StatusNoContent) })
	return mux
}

func writeErr(w http.ResponseWriter, status int, code, detail string) {
	fakehttp.JSON(w, status, map[string]any{"errors": []map[string]any{{"code": code, "detail": detail}}})
}

// api passes an API call through the gate: an injected fault (a delay, or PayMongo's server
// error), then the secret key.
func (f *Fake) api(h http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		delay, ok := f.Gate(w, r, f.SecretKey, func(w http.ResponseWriter, status int) {
			writeErr(w, status, "internal_error", "Something went wrong on PayMongo's end.")
		}, func(w http.ResponseWriter) {
			writeErr(w, http.StatusUnauthorized, "api_key_invalid", "API key is invalid.")
		})
		if ok && fakehttp.Wait(r, delay) {
			h(w, r)
		}
	}
}

func (f *Fake) sessionJSON(s *Session) map[string]any {
	pays := []map[string]any{}
	for _, p := range s.Payments {
		pays = append(pays, map[string]any{"id": p.ID, "type": "payment", "attributes": map[string]any{
			"amount": p.Amount, "currency": p.Currency, "status": p.Status, "paid_at": p.PaidAt, "source": map[string]any{"type": p.Type},
			"metadata": map[string]any{"reference": s.Reference}, "livemode": f.Live}})
	}
	return map[string]any{"id": s.ID, "type": "checkout_session", "attributes": map[string]any{
		"checkout_url": f.URL() + "/checkout/" + s.ID, "reference_number": s.Reference, "status": s.Status, "livemode": f.Live,
		"payment_method_types": s.Types, "success_url": s.Success, "cancel_url": s.Cancel, "payments": pays,
		"line_items": []map[string]any{{"amount": s.Amount, "currency": "PHP", "quantity": 1}}, "created_at": s.Created}}
}

func (f *Fake) createSession(w http.ResponseWriter, r *http.Request) {
	var in struct {
		Data struct {
			Attributes checkoutAttributes `json:"attributes"`
		} `json:"data"`
	}
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
		writeErr(w, http.StatusBadRequest, "parameter_invalid", "The request body is not valid JSON.")
		return
	}
	a := in.Data.Attributes
	if len(a.LineItems) == 0 {
		writeErr(w, http.StatusBadRequest, "parameter_required", "line_items is required.")
		return
	}
	if len(a.PaymentMethodTypes) == 0 {
		writeErr(w, http.StatusBadRequest, "parameter_required", "payment_method_types is required.")
		return
	}
	var amount int64
	for _, li := range a.LineItems {
		if li.Amount < 100 || li.Currency != "PHP" || li.Quantity < 1 {
			writeErr(w, http.StatusBadRequest, "parameter_below_minimum", "The line item amount must be at least 100 centavos in PHP.")
			return
		}
		amount += li.Amount * int64(li.Quantity)
	}
	s := &Session{ID: fakehttp.NewID("cs_"), Reference: a.ReferenceNumber, Amount: amount, Types: a.PaymentMethodTypes, Success: a.SuccessURL,
		Cancel: a.CancelURL, Status: "active", Created: f.Time().Unix()}
	f.mu.Lock()
	f.sessions.Add(s.ID, s)
	body := f.sessionJSON(s)
	f.mu.Unlock()
	fakehttp.JSON(w, http.StatusOK, map[string]any{"data": body})
}

func (f *Fake) getSession(w http.ResponseWriter, r *http.Request) {
	f.mu.Lock()
	s, ok := f.sessions.Get(r.PathValue("id"))
	var body map[string]any
	if ok {
		body = f.sessionJSON(s)
	}
	f.mu.Unlock()
	if !ok {
		writeErr(w, http.StatusNotFound, "resource_not_found", "No such checkout_session.")
		return
	}
	fakehttp.JSON(w, http.StatusOK, map[string]any{"data": body})
}

// listPayments answers GET /v1/payments: the payments newest first, limit a page (default
// 10, at most 100), the page after the payment id in after, and has_more.
func (f *Fake) listPayments(w http.ResponseWriter, r *http.Request) {
	limit := fakehttp.Limit(r.URL.Query().Get("limit"), 10, 100)
	after := r.URL.Query().Get("after")
	f.mu.Lock()
	all := []map[string]any{}
	sessions := f.sessions.All()
	for i := len(sessions) - 1; i >= 0; i-- {
		s := sessions[i]
		for j := len(s.Payments) - 1; j >= 0; j-- {
			p := s.Payments[j]
			all = append(all, map[string]any{"id": p.ID, "type": "payment", "attributes": map[string]any{"amount": p.Amount, "currency": p.Currency,
				"status": p.Status, "paid_at": p.PaidAt, "source": map[string]any{"type": p.Type}, "metadata": map[string]any{"reference": s.Reference}}})
		}
	}
	f.mu.Unlock()
	page, more := fakehttp.Page(all, func(p map[string]any) string { return p["id"].(string) }, after, limit)
	fakehttp.JSON(w, http.StatusOK, map[string]any{"data": page, "has_more": more})
}

// Pay pays a session with the given method type, as the payer would on the hosted page, and
// delivers the checkout_session.payment.paid webhook. It returns the webhook's body.
func (f *Fake) Pay(sessionID, methodType string) ([]byte, error) {
	f.mu.Lock()
	s, ok := f.sessions.Get(sessionID)
	if !ok {
		f.mu.Unlock()
		return nil, fmt.Errorf("fake: no session %s", sessionID)
	}
	if s.Status != "active" || len(s.Payments) > 0 {
		f.mu.Unlock()
		return nil, fmt.Errorf("fake: session %s is already paid", sessionID)
	}
	if methodType == "" {
		methodType = s.Types[0]
	}
	cur := f.Currency
	if cur == "" {
		cur = "PHP"
	}
	s.Payments = append(s.Payments, Payment{ID: fakehttp.NewID("pay_"), Amount: s.Amount, Currency: cur, Status: "paid", Type: methodType, PaidAt: f.Time().Unix()})
	var ev map[string]any
	if err := json.Unmarshal(checkoutPaidEvent, &ev); err != nil {
		f.mu.Unlock()
		return nil, fmt.Errorf("fake: testdata event: %w", err)
	}
	data := ev["data"].(map[string]any)
	attrs := data["attributes"].(map[string]any)
	data["id"] = fakehttp.NewID("evt_")
	attrs["type"], attrs["livemode"], attrs["created_at"], attrs["updated_at"] = eventCheckoutPaid, f.Live, f.Time().Unix(), f.Time().Unix()
	attrs["data"] = f.sessionJSON(s)
	f.mu.Unlock()
	body, _ := json.Marshal(ev)
	f.Deliver(body)
	return body, nil
}

// Deliver posts a webhook body to WebhookURL, signed now (a duplicate delivery is Deliver of
// the same body again).
func (f *Fake) Deliver(body []byte) Delivery {
	return f.DeliverSigned(body, Sign(f.WebhookSecret, f.Time(), body, f.Live))
}

// DeliverAt posts a webhook body signed at t: a retry or a dashboard resend that carries the
// first delivery's timestamp.
func (f *Fake) DeliverAt(body []byte, t time.Time) Delivery {
	return f.DeliverSigned(body, Sign(f.WebhookSecret, t, body, f.Live))
}

// DeliverSigned posts a webhook body with the given signature header (tests forge bad ones).
func (f *Fake) DeliverSigned(body []byte, header string) Delivery {
	return f.Base.Deliver(f.WebhookURL, signatureHeader, header, body)
}

// page is the hosted checkout: the amount, a button per payment method and Cancel.
func (f *Fake) page(w http.ResponseWriter, r *http.Request) {
	f.mu.Lock()
	sc, ok := f.sessions.Copy(r.PathValue("id"))
	f.mu.Unlock()
	if !ok {
		http.NotFound(w, r)
		return
	}
	var b strings.Builder
	fmt.Fprintf(&b, `<h1>PayMongo (fake)</h1><p>Reference <b>%s</b></p><p id="amount">PHP %d.%02d</p>`, html.EscapeString(sc.Reference), sc.Amount/100, sc.Amount%100)
	if len(sc.Payments) > 0 {
		b.WriteString(`<p id="paid">This checkout is paid.</p>`)
	} else {
		fmt.Fprintf(&b, `<form method="post">`)
		for _, t := range sc.Types {
			fmt.Fprintf(&b, `<button name="method" value="%s">Pay with %s</button>`, html.EscapeString(t), html.EscapeString(t))
		}
		b.WriteString(`<button name="method" value="cancel">Cancel</button></form>`)
	}
	fakehttp.HTML(w, "PayMongo checkout (fake)", b.String())
}

func (f *Fake) pagePost(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	f.mu.Lock()
	s, ok := f.sessions.Get(id)
	var success, cancel string
	if ok {
		success, cancel = s.Success, s.Cancel
	}
	f.mu.Unlock()
	if !ok {
		http.NotFound(w, r)
		return
	}
	method := r.FormValue("method")
	if method == "cancel" {
		http.Redirect(w, r, cancel, http.StatusSeeOther)
		return
	}
	if _, err := f.Pay(id, method); err != nil {
		http.Error(w, err.Error(), http.StatusConflict)
		return
	}
	http.Redirect(w, r, success, http.StatusSeeOther)
}
