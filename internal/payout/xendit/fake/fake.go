// Package fake is a local Xendit Payouts: an httptest server with POST /v2/payouts (HTTP
// basic auth with the secret key, the Idempotency-key header, 409 DUPLICATE_ERROR for a key
// seen before, Xendit's error body), GET /v2/payouts/{id} and GET /v2/payouts?reference_id=,
// and payout callbacks carrying the x-callback-token. Payouts start ACCEPTED; Settle (or
// AutoSettle) moves them to SUCCEEDED or FAILED and calls back. Tests and the dev mode
// (PAUTANG_PAYOUTS=xendit-fake) use it.
package fake

import (
	"bytes"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"time"

	xenditpay "github.com/pautang/pautang/internal/payments/xendit"
	"github.com/pautang/pautang/internal/payout/xendit"
)

// Delivery is one callback the fake sent.
type Delivery struct {
	Body   []byte
	Status int
	Err    error
}

// Fake is the server.
type Fake struct {
	SecretKey     string
	CallbackToken string
	CallbackURL   string
	HTTP          *http.Client
	// AutoSettle, when set (SUCCEEDED or FAILED), settles each new payout right after
	// answering it and calls back (dev mode). FailAccounts lists account numbers that fail
	// with INVALID_DESTINATION when auto-settled.
	AutoSettle   string
	FailAccounts map[string]bool
	// Decide, when set, chooses the auto-settled status instead (the dev mode follows the
	// sandbox's success / fail switch with it).
	Decide func() string
	// Now is the fake's clock (time.Now when nil).
	Now    func() time.Time
	Server *httptest.Server

	mu         sync.Mutex
	payouts    map[string]*xendit.Payout
	byKey      map[string]string
	order      []string
	faults     []fault
	deliveries []Delivery
	Calls      int
}

type fault struct {
	status int
	delay  time.Duration
}

// New starts a fake.
func New(secretKey, callbackToken string) *Fake {
	f := &Fake{SecretKey: secretKey, CallbackToken: callbackToken, payouts: map[string]*xendit.Payout{}, byKey: map[string]string{}, FailAccounts: map[string]bool{}}
	f.Server = httptest.NewServer(f.Handler())
	return f
}

// URL is the fake's base URL.
func (f *Fake) URL() string { return f.Server.URL }

// Close stops the server.
func (f *Fake) Close() { f.Server.Close() }

func (f *Fake) now() time.Time {
	if f.Now != nil {
		return f.Now()
	}
	return time.Now()
}

// FailNext makes the next API call answer status with Xendit's error body.
func (f *Fake) FailNext(status int) {
	f.mu.Lock()
	f.faults = append(f.faults, fault{status: status})
	f.mu.Unlock()
}

// DelayNext makes the next API call do its work, then wait d before answering (the answer is
// lost to a caller that times out; the payout exists).
func (f *Fake) DelayNext(d time.Duration) {
	f.mu.Lock()
	f.faults = append(f.faults, fault{delay: d})
	f.mu.Unlock()
}

// Payouts lists the payouts in creation order.
func (f *Fake) Payouts() []xendit.Payout {
	f.mu.Lock()
	defer f.mu.Unlock()
	out := []xendit.Payout{}
	for _, id := range f.order {
		out = append(out, *f.payouts[id])
	}
	return out
}

// Deliveries lists the callbacks sent.
func (f *Fake) Deliveries() []Delivery {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]Delivery(nil), f.deliveries...)
}

// Handler serves the API.
func (f *Fake) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("POST /v2/payouts", f.create)
	mux.HandleFunc("GET /v2/payouts", f.list)
	mux.HandleFunc("GET /v2/payouts/{id}", f.get)
	mux.HandleFunc("GET /transactions", f.transactions)
	return mux
}

func writeErr(w http.ResponseWriter, status int, code, msg string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(map[string]string{"error_code": code, "message": msg})
}

func writeJSON(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(v)
}

// gate counts the call, applies a queued fault and checks the key. It returns the delay to
// apply after the work and false when it already answered.
func (f *Fake) gate(w http.ResponseWriter, r *http.Request) (time.Duration, bool) {
	f.mu.Lock()
	f.Calls++
	var ft *fault
	if len(f.faults) > 0 {
		x := f.faults[0]
		f.faults = f.faults[1:]
		ft = &x
	}
	f.mu.Unlock()
	if ft != nil && ft.status != 0 {
		writeErr(w, ft.status, "SERVER_ERROR", "An unexpected error occurred, our team has been notified and will troubleshoot the issue.")
		return 0, false
	}
	user, pass, ok := r.BasicAuth()
	if !ok || user != f.SecretKey || pass != "" {
		writeErr(w, http.StatusUnauthorized, "INVALID_API_KEY", "API key format is invalid")
		return 0, false
	}
	if ft != nil {
		return ft.delay, true
	}
	return 0, true
}

func wait(r *http.Request, d time.Duration) {
	if d <= 0 {
		return
	}
	select {
	case <-time.After(d):
	case <-r.Context().Done():
	}
}

func newID() string {
	b := make([]byte, 12)
	rand.Read(b)
	return "disb-" + hex.EncodeToString(b)
}

var supported = map[string]bool{}

func init() {
	for _, c := range xendit.Channels {
		supported[c] = true
	}
}

func (f *Fake) create(w http.ResponseWriter, r *http.Request) {
	delay, ok := f.gate(w, r)
	if !ok {
		return
	}
	key := r.Header.Get("Idempotency-key")
	if key == "" {
		writeErr(w, http.StatusBadRequest, "API_VALIDATION_ERROR", "Idempotency-key header is required")
		return
	}
	var in xendit.Payout
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
		writeErr(w, http.StatusBadRequest, "API_VALIDATION_ERROR", "The request body is not valid JSON")
		return
	}
	amt, err := in.Amount.Float64()
	switch {
	case in.ReferenceID == "" || in.Currency != "PHP" || err != nil || amt <= 0:
		writeErr(w, http.StatusBadRequest, "API_VALIDATION_ERROR", "reference_id, currency PHP and a positive amount are required")
		return
	case !supported[in.ChannelCode]:
		writeErr(w, http.StatusBadRequest, "CHANNEL_CODE_NOT_SUPPORTED", "Provided channel_code is not supported")
		return
	case in.ChannelProperties["account_number"] == "" || in.ChannelProperties["account_holder_name"] == "":
		writeErr(w, http.StatusBadRequest, "API_VALIDATION_ERROR", "channel_properties.account_number and account_holder_name are required")
		return
	}
	f.mu.Lock()
	if _, seen := f.byKey[key]; seen {
		f.mu.Unlock()
		writeErr(w, http.StatusConflict, "DUPLICATE_ERROR", "A payout with this idempotency key already exists. If you meant to execute a different request, please use another idempotency key.")
		return
	}
	now := f.now().UTC().Format(time.RFC3339)
	in.ID, in.Status, in.Created, in.Updated = newID(), xendit.StatusAccepted, now, now
	f.payouts[in.ID] = &in
	f.byKey[key] = in.ID
	f.order = append(f.order, in.ID)
	out := in
	auto := f.AutoSettle
	if auto != "" && f.Decide != nil {
		auto = f.Decide()
	}
	failAcc := f.FailAccounts[in.ChannelProperties["account_number"]]
	f.mu.Unlock()
	wait(r, delay)
	writeJSON(w, out)
	if auto != "" {
		status, code := auto, ""
		if failAcc {
			status = xendit.StatusFailed
		}
		if status == xendit.StatusFailed {
			code = "INVALID_DESTINATION"
		}
		go func() {
			time.Sleep(50 * time.Millisecond)
			f.Settle(out.ID, status, code)
		}()
	}
}

func (f *Fake) get(w http.ResponseWriter, r *http.Request) {
	if _, ok := f.gate(w, r); !ok {
		return
	}
	f.mu.Lock()
	p, ok := f.payouts[r.PathValue("id")]
	var out xendit.Payout
	if ok {
		out = *p
	}
	f.mu.Unlock()
	if !ok {
		writeErr(w, http.StatusNotFound, "DATA_NOT_FOUND", "Payout not found")
		return
	}
	writeJSON(w, out)
}

func (f *Fake) list(w http.ResponseWriter, r *http.Request) {
	if _, ok := f.gate(w, r); !ok {
		return
	}
	ref := r.URL.Query().Get("reference_id")
	f.mu.Lock()
	out := []xendit.Payout{}
	for _, id := range f.order {
		if p := f.payouts[id]; ref == "" || p.ReferenceID == ref {
			out = append(out, *p)
		}
	}
	f.mu.Unlock()
	writeJSON(w, out)
}

// transactions answers GET /transactions for DISBURSEMENT: the succeeded payouts updated in
// [created[gte], created[lt]), one page (the fake holds few).
func (f *Fake) transactions(w http.ResponseWriter, r *http.Request) {
	if _, ok := f.gate(w, r); !ok {
		return
	}
	q := r.URL.Query()
	from, _ := time.Parse(time.RFC3339, q.Get("created[gte]"))
	to, errTo := time.Parse(time.RFC3339, q.Get("created[lt]"))
	f.mu.Lock()
	rows := []xenditpay.Transaction{}
	for _, id := range f.order {
		p := f.payouts[id]
		at, _ := time.Parse(time.RFC3339, p.Updated)
		if p.Status != xendit.StatusSucceeded || at.Before(from) || (errTo == nil && !at.Before(to)) || (q.Get("types") != "" && q.Get("types") != "DISBURSEMENT") {
			continue
		}
		rows = append(rows, xenditpay.Transaction{ID: "txn_" + p.ID, ProductID: p.ID, Type: "DISBURSEMENT", Status: "SUCCESS", ChannelCode: p.ChannelCode,
			ReferenceID: p.ReferenceID, Currency: "PHP", Amount: p.Amount, Created: p.Updated})
	}
	f.mu.Unlock()
	writeJSON(w, map[string]any{"data": rows, "has_more": false})
}

// Settle moves a payout to status (SUCCEEDED or FAILED with failureCode) and sends the
// payout.succeeded / payout.failed callback. It returns the callback's delivery.
func (f *Fake) Settle(id, status, failureCode string) (Delivery, error) {
	f.mu.Lock()
	p, ok := f.payouts[id]
	if !ok {
		f.mu.Unlock()
		return Delivery{}, fmt.Errorf("fake: no payout %s", id)
	}
	p.Status, p.FailureCode, p.Updated = status, failureCode, f.now().UTC().Format(time.RFC3339)
	cb := xendit.Callback{Event: "payout." + strings.ToLower(status), BusinessID: "5f27a14a9bf05c73dd040bc8", Created: p.Updated, Data: *p}
	f.mu.Unlock()
	body, _ := json.Marshal(cb)
	return f.Deliver(body, f.CallbackToken), nil
}

// Deliver posts a callback body with a token (tests send wrong ones and duplicates).
func (f *Fake) Deliver(body []byte, token string) Delivery {
	d := Delivery{Body: body}
	if f.CallbackURL == "" {
		d.Err = fmt.Errorf("fake: no callback URL")
	} else {
		req, _ := http.NewRequest(http.MethodPost, f.CallbackURL, bytes.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set(xendit.CallbackTokenHeader, token)
		hc := f.HTTP
		if hc == nil {
			hc = &http.Client{Timeout: 30 * time.Second}
		}
		resp, err := hc.Do(req)
		if err != nil {
			d.Err = err
		} else {
			io.Copy(io.Discard, resp.Body)
			resp.Body.Close()
			d.Status = resp.StatusCode
		}
	}
	f.mu.Lock()
	f.deliveries = append(f.deliveries, d)
	f.mu.Unlock()
	return d
}
