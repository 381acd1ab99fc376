// Package fake is a local Xendit Payouts: an httptest server with POST /v2/payouts (HTTP
// basic auth with the secret key, the Idempotency-key header, 409 DUPLICATE_ERROR for a key
// seen before, Xendit's error body), GET /v2/payouts/{id} and GET /v2/payouts?reference_id=,
// and payout callbacks carrying the x-callback-token. Payouts start ACCEPTED; Settle (or
// AutoSettle) moves them to SUCCEEDED or FAILED and calls back. Tests and the dev mode
// (PAUTANG_PAYOUTS=xendit-fake) use it.
package fake

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/pautang/pautang/internal/outbound/fakehttp"
	xenditpay "github.com/pautang/pautang/internal/payments/xendit"
	xifake "github.com/pautang/pautang/internal/payments/xendit/fake"
	"github.com/pautang/pautang/internal/payout/xendit"
)

// Delivery is one callback the fake sent (Header is its x-callback-token).
type Delivery = fakehttp.Delivery

// Fake is the server. DelayNext makes the next API call do its work, then wait before
// answering (the answer is lost to a caller that times out; the payout exists).
type Fake struct {
	fakehttp.Base
	SecretKey     string
	CallbackToken string
	CallbackURL   string
	// AutoSettle, when set (SUCCEEDED or FAILED), settles each new payout right after
	// answering it and calls back (dev mode). FailAccounts lists account numbers that fail
	// with INVALID_DESTINATION when auto-settled.
	AutoSettle   string
	FailAccounts map[string]bool
	// Decide, when set, chooses the auto-settled status instead (the dev mode follows the
	// sandbox's success / fail switch with it).
	Decide func() string

	mu      sync.Mutex
	payouts fakehttp.Records[xendit.Payout]
	byKey   map[string]string
}

// New starts a fake.
func New(secretKey, callbackToken string) *Fake {
	f := &Fake{SecretKey: secretKey, CallbackToken: callbackToken, byKey: map[string]string{}, FailAccounts: map[string]bool{}}
	f.Start(f.Handler())
	return f
}

// Payouts lists the payouts in creation order.
func (f *Fake) Payouts() []xendit.Payout {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.payouts.Copies(nil)
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

// gate counts the call, answers an injected status or a wrong key with Xendit's error body.
// It returns the injected delay to wait after the work, and false when it already answered.
func (f *Fake) gate(w http.ResponseWriter, r *http.Request) (time.Duration, bool) {
	return f.Gate(w, r, f.SecretKey, func(w http.ResponseWriter, status int) {
		xifake.WriteError(w, status, "SERVER_ERROR", "An unexpected error occurred, our team has been notified and will troubleshoot the issue.")
	}, xifake.Unauthorized)
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
		xifake.WriteError(w, http.StatusBadRequest, "API_VALIDATION_ERROR", "Idempotency-key header is required")
		return
	}
	var in xendit.Payout
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
		xifake.WriteError(w, http.StatusBadRequest, "API_VALIDATION_ERROR", "The request body is not valid JSON")
		return
	}
	amt, err := in.Amount.Float64()
	switch {
	case in.ReferenceID == "" || in.Currency != "PHP" || err != nil || amt <= 0:
		xifake.WriteError(w, http.StatusBadRequest, "API_VALIDATION_ERROR", "reference_id, currency PHP and a positive amount are required")
		return
	case !supported[in.ChannelCode]:
		xifake.WriteError(w, http.StatusBadRequest, "CHANNEL_CODE_NOT_SUPPORTED", "Provided channel_code is not supported")
		return
	case in.ChannelProperties["account_number"] == "" || in.ChannelProperties["account_holder_name"] == "":
		xifake.WriteError(w, http.StatusBadRequest, "API_VALIDATION_ERROR", "channel_properties.account_number and account_holder_name are required")
		return
	}
	f.mu.Lock()
	if _, seen := f.byKey[key]; seen {
		f.mu.Unlock()
		xifake.WriteError(w, http.StatusConflict, "DUPLICATE_ERROR", "A payout with this idempotency key already exists. If you meant to execute a different request, please use another idempotency key.")
		return
	}
	now := f.Time().UTC().Format(time.RFC3339)
	in.ID, in.Status, in.Created, in.Updated = fakehttp.NewID("disb-"), xendit.StatusAccepted, now, now
	f.payouts.Add(in.ID, &in)
	f.byKey[key] = in.ID
	out := in
	auto := f.AutoSettle
	if auto != "" && f.Decide != nil {
		auto = f.Decide()
	}
	failAcc := f.FailAccounts[in.ChannelProperties["account_number"]]
	f.mu.Unlock()
	fakehttp.Wait(r, delay)
	fakehttp.JSON(w, http.StatusOK, out)
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
	out, ok := f.payouts.Copy(r.PathValue("id"))
	f.mu.Unlock()
	if !ok {
		xifake.WriteError(w, http.StatusNotFound, "DATA_NOT_FOUND", "Payout not found")
		return
	}
	fakehttp.JSON(w, http.StatusOK, out)
}

func (f *Fake) list(w http.ResponseWriter, r *http.Request) {
	if _, ok := f.gate(w, r); !ok {
		return
	}
	ref := r.URL.Query().Get("reference_id")
	f.mu.Lock()
	out := f.payouts.Copies(func(p *xendit.Payout) bool { return ref == "" || p.ReferenceID == ref })
	f.mu.Unlock()
	fakehttp.JSON(w, http.StatusOK, out)
}

// transactions answers GET /transactions with the succeeded payouts (DISBURSEMENT), dated
// when they succeeded.
func (f *Fake) transactions(w http.ResponseWriter, r *http.Request) {
	if _, ok := f.gate(w, r); !ok {
		return
	}
	f.mu.Lock()
	rows := []xenditpay.Transaction{}
	for _, p := range f.payouts.All() {
		if p.Status == xendit.StatusSucceeded {
			rows = append(rows, xenditpay.Transaction{ID: "txn_" + p.ID, ProductID: p.ID, Type: "DISBURSEMENT", Status: "SUCCESS", ChannelCode: p.ChannelCode,
				ReferenceID: p.ReferenceID, Currency: "PHP", Amount: p.Amount, Created: p.Updated})
		}
	}
	f.mu.Unlock()
	xifake.ServeTransactions(w, r, rows)
}

// Settle moves a payout to status (SUCCEEDED or FAILED with failureCode) and sends the
// payout.succeeded / payout.failed callback. It returns the callback's delivery.
func (f *Fake) Settle(id, status, failureCode string) (Delivery, error) {
	f.mu.Lock()
	p, ok := f.payouts.Get(id)
	if !ok {
		f.mu.Unlock()
		return Delivery{}, fmt.Errorf("fake: no payout %s", id)
	}
	p.Status, p.FailureCode, p.Updated = status, failureCode, f.Time().UTC().Format(time.RFC3339)
	cb := xendit.Callback{Event: "payout." + strings.ToLower(status), BusinessID: "5f27a14a9bf05c73dd040bc8", Created: p.Updated, Data: *p}
	f.mu.Unlock()
	body, _ := json.Marshal(cb)
	return f.Deliver(body, f.CallbackToken), nil
}

// Deliver posts a callback body with a token (tests send wrong ones and duplicates).
func (f *Fake) Deliver(body []byte, token string) Delivery {
	return f.Base.Deliver(f.CallbackURL, xendit.CallbackTokenHeader, token, body)
}
