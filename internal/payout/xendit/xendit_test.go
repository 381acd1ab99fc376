package xendit_test

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"sync"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/outbound"
	"github.com/pautang/pautang/internal/payout"
	"github.com/pautang/pautang/internal/payout/xendit"
	"github.com/pautang/pautang/internal/payout/xendit/fake"
)

type rig struct {
	p       *xendit.Provider
	f       *fake.Fake
	mu      sync.Mutex
	updates []payout.Update
	errs    []error
}

func newRig(t *testing.T) *rig {
	f := fake.New("xnd_development_contract", "cbtoken")
	t.Cleanup(f.Close)
	r := &rig{f: f, p: &xendit.Provider{BaseURL: f.URL(), SecretKey: "xnd_development_contract", CallbackToken: "cbtoken",
		Client: &outbound.Client{Timeout: 2 * time.Second, Breaker: outbound.NewBreaker(3, time.Minute)}}}
	hook := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		body, _ := io.ReadAll(req.Body)
		u, ok, err := r.p.ParseCallback(req.Header, body)
		r.mu.Lock()
		if ok {
			r.updates = append(r.updates, u)
		}
		if err != nil {
			r.errs = append(r.errs, err)
		}
		r.mu.Unlock()
		if err != nil {
			w.WriteHeader(http.StatusUnauthorized)
		}
	}))
	t.Cleanup(hook.Close)
	f.CallbackURL = hook.URL
	return r
}

func gcash(ref string) payout.Request {
	return payout.Request{OrderID: 9, Reference: ref, AmountCents: 465_050,
		Account: payout.Account{CardType: 2, InstitutionCode: "GCASH", InstitutionName: "GCash", Number: "09171234567", HolderName: "Juan Dela Cruz"}}
}

func TestPayoutAcceptedThenSucceeded(t *testing.T) {
	r := newRig(t)
	res, err := r.p.Disburse(context.Background(), gcash("PO9-1"))
	if err != nil || res.Status != payout.StatusPending || res.ProviderRef == "" {
		t.Fatalf("create: %+v %v", res, err)
	}
	ps := r.f.Payouts()
	if len(ps) != 1 {
		t.Fatalf("payouts = %d", len(ps))
	}
	p := ps[0]
	if p.ReferenceID != "PO9-1" || p.ChannelCode != "PH_GCASH" || p.Amount.String() != "4650.50" || p.Currency != "PHP" ||
		p.ChannelProperties["account_number"] != "09171234567" || p.ChannelProperties["account_holder_name"] != "Juan Dela Cruz" {
		t.Fatalf("sent %+v", p)
	}
	d, _ := r.f.Settle(p.ID, xendit.StatusSucceeded, "")
	if d.Status != 200 || len(r.updates) != 1 {
		t.Fatalf("callback %+v, updates %+v", d, r.updates)
	}
	u := r.updates[0]
	if u.Reference != "PO9-1" || u.Result.Status != payout.StatusSucceeded || u.Result.ProviderRef != p.ID {
		t.Fatalf("update = %+v", u)
	}
	// A bank of the form maps to its channel; one Xendit does not list fails for the borrower.
	bdo := gcash("PO9-2")
	bdo.Account = payout.Account{CardType: 1, InstitutionCode: "MBTC", InstitutionName: "Metrobank", Number: "0012345678901", HolderName: "Juan Dela Cruz"}
	if _, err := r.p.Disburse(context.Background(), bdo); err != nil || r.f.Payouts()[1].ChannelCode != "PH_MET" {
		t.Fatalf("metrobank: %v %+v", err, r.f.Payouts())
	}
	odd := gcash("PO9-3")
	odd.Account.InstitutionCode, odd.Account.InstitutionName = "XYZ", "XYZ Bank"
	if res, err := r.p.Disburse(context.Background(), odd); err != nil || res.Status != payout.StatusFailed || len(r.f.Payouts()) != 2 {
		t.Fatalf("unsupported bank: %+v %v", res, err)
	}
}

func TestPayoutFailedCallback(t *testing.T) {
	r := newRig(t)
	res, _ := r.p.Disburse(context.Background(), gcash("PO9-1"))
	r.f.Settle(res.ProviderRef, xendit.StatusFailed, "INVALID_DESTINATION")
	if len(r.updates) != 1 || r.updates[0].Result.Status != payout.StatusFailed || r.updates[0].Result.FailureReason != xendit.FailureReason("INVALID_DESTINATION") {
		t.Fatalf("updates = %+v", r.updates)
	}
}

func TestPayoutTimeoutRetryPaysOnce(t *testing.T) {
	r := newRig(t)
	ctx := context.Background()
	// Xendit takes the payout but the answer is lost to our timeout.
	r.p.Client.Timeout = 200 * time.Millisecond
	r.f.DelayNext(2 * time.Second)
	if _, err := r.p.Disburse(ctx, gcash("PO9-1")); err == nil {
		t.Fatal("timeout: no error (the outcome is unknown)")
	}
	r.p.Client.Timeout = 2 * time.Second
	time.Sleep(50 * time.Millisecond)
	// The retry with the same Idempotency-key is refused as a duplicate and read back.
	res, err := r.p.Disburse(ctx, gcash("PO9-1"))
	if err != nil || res.Status != payout.StatusPending {
		t.Fatalf("retry: %+v %v", res, err)
	}
	ps := r.f.Payouts()
	if len(ps) != 1 || res.ProviderRef != ps[0].ID {
		t.Fatalf("payouts %+v, result %+v", ps, res)
	}
	// Once Xendit settled it, a further retry reports the outcome.
	r.f.Settle(ps[0].ID, xendit.StatusSucceeded, "")
	res, err = r.p.Disburse(ctx, gcash("PO9-1"))
	if err != nil || res.Status != payout.StatusSucceeded || len(r.f.Payouts()) != 1 {
		t.Fatalf("after settle: %+v %v", res, err)
	}
}

func TestPayoutErrorsAndBreaker(t *testing.T) {
	r := newRig(t)
	ctx := context.Background()
	bad := *r.p
	bad.SecretKey = "xnd_development_wrong"
	var xe *xendit.Error
	if _, err := bad.Disburse(ctx, gcash("PO9-1")); !errors.As(err, &xe) || xe.Status != 401 || xe.Code != "INVALID_API_KEY" {
		t.Fatalf("bad key: %v", err)
	}
	noName := gcash("PO9-2")
	noName.Account.HolderName = ""
	if res, err := r.p.Disburse(ctx, noName); err != nil || res.Status != payout.StatusFailed {
		t.Fatalf("validation refusal: %+v %v", res, err)
	}
	for i := 0; i < 3; i++ {
		r.f.FailNext(http.StatusInternalServerError)
		if _, err := r.p.Disburse(ctx, gcash("PO9-3")); !errors.As(err, &xe) || xe.Status != 500 {
			t.Fatalf("5xx %d: %v", i, err)
		}
	}
	calls := r.f.Calls
	if _, err := r.p.Disburse(ctx, gcash("PO9-3")); !errors.Is(err, outbound.ErrOpen) || r.f.Calls != calls {
		t.Fatalf("open breaker: %v", err)
	}
}

func TestCallbackToken(t *testing.T) {
	r := newRig(t)
	res, _ := r.p.Disburse(context.Background(), gcash("PO9-1"))
	d, _ := r.f.Settle(res.ProviderRef, xendit.StatusSucceeded, "")
	if d := r.f.Deliver(d.Body, "wrong-token"); d.Status != http.StatusUnauthorized {
		t.Fatalf("wrong token answered %d", d.Status)
	}
	if d := r.f.Deliver(d.Body, ""); d.Status != http.StatusUnauthorized {
		t.Fatalf("no token answered %d", d.Status)
	}
	if len(r.updates) != 1 || len(r.errs) != 2 || !errors.Is(r.errs[0], payout.ErrBadCallback) {
		t.Fatalf("updates %+v errs %v", r.updates, r.errs)
	}
	other := []byte(`{"event":"payout.reversed","data":{"id":"disb-1","reference_id":"PO9-1","status":"REVERSED"}}`)
	if _, ok, err := r.p.ParseCallback(http.Header{"X-Callback-Token": {"cbtoken"}}, other); ok || err != nil {
		t.Fatalf("reversed: %v %v", ok, err)
	}
}

// A retry's duplicate answer is recognised by its error code whatever the HTTP status, and the
// payout is read back from GET /v2/payouts?reference_id= in both documented shapes: the API
// reference's bare array and the SDKs' {data, has_more, links}.
func TestRetryRecoveryEveryDocumentedShape(t *testing.T) {
	for _, tc := range []struct {
		shape  string
		status int
		code   string
	}{
		{fake.ListArray, http.StatusConflict, "DUPLICATE_ERROR"},
		{fake.ListEnvelope, http.StatusConflict, "DUPLICATE_ERROR"},
		{fake.ListArray, http.StatusBadRequest, "DUPLICATE_ERROR"},
		{fake.ListEnvelope, http.StatusBadRequest, "IDEMPOTENCY_ERROR"},
		{fake.ListEnvelope, http.StatusUnprocessableEntity, "DUPLICATE_IDEMPOTENCY_KEY"},
	} {
		t.Run(fmt.Sprintf("%s-%d-%s", tc.shape, tc.status, tc.code), func(t *testing.T) {
			r := newRig(t)
			r.f.ListShape, r.f.DuplicateStatus, r.f.DuplicateCode = tc.shape, tc.status, tc.code
			ctx := context.Background()
			first, err := r.p.Disburse(ctx, gcash("PO9-1"))
			if err != nil {
				t.Fatal(err)
			}
			r.f.Settle(first.ProviderRef, fake.StatusSucceeded, "")
			res, err := r.p.Disburse(ctx, gcash("PO9-1"))
			if err != nil || res.Status != payout.StatusSucceeded || res.ProviderRef != first.ProviderRef || len(r.f.Payouts()) != 1 {
				t.Fatalf("retry: %+v %v (payouts %d)", res, err, len(r.f.Payouts()))
			}
		})
	}
}

// The documented examples of the list (testdata of the fake) read as payouts.
func TestPayoutListFixtures(t *testing.T) {
	for file, status := range map[string]payout.Status{"payouts_by_reference.json": payout.StatusPending, "payouts_by_reference_envelope.json": payout.StatusSucceeded} {
		body, err := os.ReadFile("fake/testdata/" + file)
		if err != nil {
			t.Fatal(err)
		}
		list, err := xendit.ReadPayoutList(body)
		if err != nil || len(list) != 1 || list[0].ReferenceID != "myref-1482928194" || xendit.Result(list[0]).Status != status {
			t.Fatalf("%s: %+v %v", file, list, err)
		}
	}
}

// The documented payout webhook example (the fake's testdata) reads as a succeeded payout.
func TestDocumentedPayoutWebhookFixture(t *testing.T) {
	body, err := os.ReadFile("fake/testdata/payout_webhook.json")
	if err != nil {
		t.Fatal(err)
	}
	p := &xendit.Provider{CallbackToken: "tok"}
	u, ok, err := p.ParseCallback(tokenHeader("tok"), body)
	if err != nil || !ok || u.Reference != "myref-1482928194" || u.Result.Status != payout.StatusSucceeded || u.Result.ProviderRef != "disb-571f3644d2b4edf0745e9703" {
		t.Fatalf("update %+v %v %v", u, ok, err)
	}
}

func tokenHeader(v string) http.Header {
	h := http.Header{}
	h.Set(xendit.CallbackTokenHeader, v)
	return h
}
