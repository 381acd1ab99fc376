// Package fake is a local Xendit Payouts: an httptest server with POST /v2/payouts (HTTP
// basic auth with the secret key, the Idempotency-key header, 409 DUPLICATE_ERROR for a key
// seen before, Xendit's error body), GET /v2/payouts/{id} and GET /v2/payouts?reference_id=,
// and payout callbacks carrying the x-callback-token. Payouts start ACCEPTED; Settle (or
// AutoSettle) moves them to SUCCEEDED or FAILED and calls back. Tests and the dev mode
// (PAUTANG_PAYOUTS=xendit-fake) use it.
package fake

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/pautang/pautang/internal/outbound/fakehttp"
	xifake "github.com/pautang/pautang/internal/payments/xendit/fake"
)

// Xendit Payouts' wire format, kept here apart from the adapter so a test shows the adapter
// agrees with the documents, not with itself.
//
// Sources (docs.xendit.co): "Create a Payout" (POST /v2/payouts, Idempotency-key header,
// reference_id, channel_code, channel_properties.account_holder_name / account_number,
// amount, currency; answered ACCEPTED); "Get all payouts by reference id"
// (GET /v2/payouts?reference_id=: an array of payouts, [] when none); the xendit-go and
// xendit-node SDKs' GetPayouts200Response ({data, has_more, links}) for the same call;
// "Payout Webhook" (payout.succeeded / payout.failed with the payout as data,
// x-callback-token); "Payout Status Lifecycle" (ACCEPTED, REQUESTED, SUCCEEDED, FAILED,
// CANCELLED, REVERSED); "Payouts coverage — Philippines" (PH_ bank and e-wallet codes).
const callbackTokenHeader = "x-callback-token"

// Payout statuses.
const (
	StatusAccepted  = "ACCEPTED"
	StatusSucceeded = "SUCCEEDED"
	StatusFailed    = "FAILED"
)

// List shapes of GET /v2/payouts?reference_id=.
const (
	ListArray    = "array"    // the API reference's example: a bare array
	ListEnvelope = "envelope" // the SDKs' model: {data, has_more, links}
)

// supported are the PH payout channel codes the fake takes. "Payouts coverage — Philippines"
// lists them in an embedded sheet we could not read: PH_GCASH is the integration guide's
// example, the bank codes are the PH_<bank> names of the same naming and remain to be checked
// against the dashboard's list (docs/providers.md, go-live checklist).
var supported = map[string]bool{}

func init() {
	for _, c := range []string{"PH_GCASH", "PH_PAYMAYA", "PH_BDO", "PH_BPI", "PH_MET", "PH_LBP", "PH_UBP", "PH_SEC", "PH_RCBC", "PH_PNB", "PH_CBC", "PH_EWB"} {
		supported[c] = true
	}
}

// payoutWebhook is the documented payout callback (testdata).
//
//go:embed testdata/payout_webhook.json
var payoutWebhook []byte

// Payout is a payout as Xendit answers it.
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
	// ListShape is how GET /v2/payouts?reference_id= answers: ListArray (the default) or
	// ListEnvelope. DuplicateStatus and DuplicateCode are the answer to a reused
	// Idempotency-key (default 409 DUPLICATE_ERROR).
	ListShape       string
	DuplicateStatus int
	DuplicateCode   string

	mu      sync.Mutex
	payouts fakehttp.Records[Payout]
	byKey   map[string]string
}

// New starts a fake.
func New(secretKey, callbackToken string) *Fake {
	f := &Fake{SecretKey: secretKey, CallbackToken: callbackToken, byKey: map[string]string{}, FailAccounts: map[string]bool{}}
	f.Start(f.Handler())
	return f
}

// Payouts lists the payouts in creation order.
func (f *Fake) Payouts() []Payout {
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
	var in Payout
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
		xifake.WriteError(w, http.StatusBadRequest, "API_VALIDATION_ERROR", "The request body is not valid JSON")
		return
	}
	amt, err := strconv.ParseFloat(in.Amount.String(), 64)
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
		status, code := f.DuplicateStatus, f.DuplicateCode
		if status == 0 {
			status = http.StatusConflict
		}
		if code == "" {
			code = "DUPLICATE_ERROR"
		}
		xifake.WriteError(w, status, code, "A payout with this idempotency key already exists. If you meant to execute a different request, please use another idempotency key.")
		return
	}
	now := f.Time().UTC().Format(time.RFC3339)
	in.ID, in.Status, in.Created, in.Updated = fakehttp.NewID("disb-"), StatusAccepted, now, now
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
			status = StatusFailed
		}
		if status == StatusFailed {
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
	out := f.payouts.Copies(func(p *Payout) bool { return ref == "" || p.ReferenceID == ref })
	shape := f.ListShape
	f.mu.Unlock()
	if shape == ListEnvelope {
		fakehttp.JSON(w, http.StatusOK, map[string]any{"data": out, "has_more": false, "links": []map[string]string{}})
		return
	}
	fakehttp.JSON(w, http.StatusOK, out)
}

// transactions answers GET /transactions with the succeeded payouts (DISBURSEMENT), dated
// when they succeeded.
func (f *Fake) transactions(w http.ResponseWriter, r *http.Request) {
	if _, ok := f.gate(w, r); !ok {
		return
	}
	f.mu.Lock()
	rows := []xifake.Transaction{}
	for _, p := range f.payouts.All() {
		if p.Status == StatusSucceeded {
			rows = append(rows, xifake.Transaction{ID: "txn_" + p.ID, ProductID: p.ID, Type: "DISBURSEMENT", Status: "SUCCESS", ChannelCode: p.ChannelCode,
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
	data, updated := *p, p.Updated
	f.mu.Unlock()
	body, err := xifake.Callback(payoutWebhook, "payout."+strings.ToLower(status), updated, data)
	if err != nil {
		return Delivery{}, err
	}
	return f.Deliver(body, f.CallbackToken), nil
}

// Deliver posts a callback body with a token (tests send wrong ones and duplicates).
func (f *Fake) Deliver(body []byte, token string) Delivery {
	return f.Base.Deliver(f.CallbackURL, callbackTokenHeader, token, body)
}
