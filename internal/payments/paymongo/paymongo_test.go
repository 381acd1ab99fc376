package paymongo_test

import (
	"context"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/outbound"
	"github.com/pautang/pautang/internal/payments"
	"github.com/pautang/pautang/internal/payments/paymongo"
	"github.com/pautang/pautang/internal/payments/paymongo/fake"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

const (
	testKey    = "sk_test_contract"
	testSecret = "whsk_contract"
)

type rig struct {
	p      *paymongo.Provider
	f      *fake.Fake
	st     *store.Store
	mu     sync.Mutex
	events []payments.Event
	errs   []error
}

// newRig runs the adapter against the fake, with a webhook endpoint that parses what the fake
// delivers through the adapter (as the API's handler does).
func newRig(t *testing.T, d store.Dialect) *rig {
	t.Helper()
	clk := clock.System{}
	st := storetest.Open(t, d, clk)
	f := fake.New(testKey, testSecret)
	t.Cleanup(f.Close)
	r := &rig{f: f, st: st}
	r.p = &paymongo.Provider{BaseURL: f.URL(), SecretKey: testKey, WebhookSecret: testSecret, PublicURL: "https://pautang.test",
		Store: st.Providers(), Clock: clk, Client: &outbound.Client{Timeout: 2 * time.Second, Breaker: outbound.NewBreaker(3, time.Minute)}}
	hook := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		body, _ := io.ReadAll(req.Body)
		evs, err := r.p.ParseNotification(req.Header, body)
		r.mu.Lock()
		r.events = append(r.events, evs...)
		if err != nil {
			r.errs = append(r.errs, err)
		}
		r.mu.Unlock()
		if err != nil {
			w.WriteHeader(http.StatusBadRequest)
			return
		}
		w.WriteHeader(http.StatusOK)
	}))
	t.Cleanup(hook.Close)
	f.WebhookURL = hook.URL
	return r
}

func linkReq(ref string, amount int64) payments.ChargeRequest {
	return payments.ChargeRequest{Reference: ref, Method: payments.MethodLink, ChannelNumber: "90001", AmountCents: amount,
		Description: "GCash · Pautang PT1", ReturnURL: "/loanDetail?orderId=7&productId=1"}
}

func TestCreateChargeOncePerReference(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		r := newRig(t, d)
		ctx := context.Background()
		c, err := r.p.CreateCharge(ctx, linkReq("RPA1", 150_000))
		if err != nil {
			t.Fatal(err)
		}
		ss := r.f.Sessions()
		if len(ss) != 1 {
			t.Fatalf("sessions = %d", len(ss))
		}
		s := ss[0]
		if s.Reference != "RPA1" || s.Amount != 150_000 || s.Success != "https://pautang.test/loanDetail?orderId=7&productId=1" {
			t.Fatalf("session = %+v", s)
		}
		if strings.Join(s.Types, ",") != "gcash,paymaya,grab_pay" {
			t.Fatalf("types = %v", s.Types)
		}
		if c.PayURL != r.f.URL()+"/checkout/"+s.ID || c.Status != payments.ChargePending || c.AmountCents != 150_000 {
			t.Fatalf("charge = %+v", c)
		}
		calls := r.f.Calls
		again, err := r.p.CreateCharge(ctx, linkReq("RPA1", 150_000))
		if err != nil || again.PayURL != c.PayURL || r.f.Calls != calls {
			t.Fatalf("second create: %+v %v, calls %d -> %d", again, err, calls, r.f.Calls)
		}
		got, err := r.p.Charge(ctx, "RPA1")
		if err != nil || got.PayURL != c.PayURL {
			t.Fatalf("Charge = %+v %v", got, err)
		}
		// The catalogue routes a channel to one method type; QR Ph charges offer qrph.
		req := linkReq("RPA2", 20_000)
		req.ChannelNumber, req.ChannelCode = "90002", "paymaya"
		if _, err := r.p.CreateCharge(ctx, req); err != nil {
			t.Fatal(err)
		}
		qr := payments.ChargeRequest{Reference: "RPA3", Method: payments.MethodQR, AmountCents: 20_000}
		if _, err := r.p.CreateCharge(ctx, qr); err != nil {
			t.Fatal(err)
		}
		ss = r.f.Sessions()
		if ss[1].Types[0] != "paymaya" || len(ss[1].Types) != 1 || ss[2].Types[0] != "qrph" {
			t.Fatalf("types: %v %v", ss[1].Types, ss[2].Types)
		}
		// Store codes are not PayMongo's.
		if _, err := r.p.CreateCharge(ctx, payments.ChargeRequest{Reference: "RPA4", Method: payments.MethodCode, AmountCents: 20_000}); !errors.Is(err, payments.ErrChannel) {
			t.Fatalf("code method: %v", err)
		}
	})
}

func TestPayWebhookAndDuplicate(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		r := newRig(t, d)
		ctx := context.Background()
		if _, err := r.p.CreateCharge(ctx, linkReq("RPB1", 99_900)); err != nil {
			t.Fatal(err)
		}
		s := r.f.Sessions()[0]
		body, err := r.f.Pay(s.ID, "gcash")
		if err != nil {
			t.Fatal(err)
		}
		r.f.Deliver(body) // PayMongo retries: the same event again
		ds := r.f.Deliveries()
		if len(ds) != 2 || ds[0].Status != 200 || ds[1].Status != 200 {
			t.Fatalf("deliveries = %+v", ds)
		}
		if len(r.events) != 2 || r.events[0] != r.events[1] {
			t.Fatalf("events = %+v", r.events)
		}
		ev := r.events[0]
		pay := r.f.Sessions()[0].Payments[0]
		if ev.Type != payments.EventSucceeded || ev.Reference != "RPB1" || ev.AmountCents != 99_900 || ev.TransactionID != pay.ID || !strings.HasPrefix(ev.ID, "evt_") {
			t.Fatalf("event = %+v", ev)
		}
		if _, err := r.f.Pay(s.ID, "gcash"); err == nil {
			t.Fatal("a paid checkout paid twice")
		}
	})
}

func TestWebhookProof(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		r := newRig(t, d)
		ctx := context.Background()
		if _, err := r.p.CreateCharge(ctx, linkReq("RPC1", 10_000)); err != nil {
			t.Fatal(err)
		}
		body, err := r.f.Pay(r.f.Sessions()[0].ID, "")
		if err != nil {
			t.Fatal(err)
		}
		now := time.Now()
		h := func(v string) http.Header { return http.Header{paymongo.SignatureHeader: {v}} }
		cases := []struct {
			name   string
			header string
			body   []byte
			want   error
		}{
			{"tampered body", paymongo.Sign(testSecret, now, body, false), []byte(strings.Replace(string(body), "10000", "90000", 1)), payments.ErrBadSignature},
			{"wrong secret", paymongo.Sign("whsk_other", now, body, false), body, payments.ErrBadSignature},
			{"live part for a test key", paymongo.Sign(testSecret, now, body, true), body, payments.ErrBadSignature},
			{"missing header", "", body, payments.ErrBadSignature},
			{"no timestamp", "te=" + strings.Split(paymongo.Sign(testSecret, now, body, false), "te=")[1], body, payments.ErrBadSignature},
			{"older than the resend window", paymongo.Sign(testSecret, now.Add(-paymongo.ResendWindow-time.Minute), body, false), body, payments.ErrStaleTimestamp},
			{"from the future", paymongo.Sign(testSecret, now.Add(301*time.Second), body, false), body, payments.ErrStaleTimestamp},
		}
		for _, c := range cases {
			if _, err := r.p.ParseNotification(h(c.header), c.body); !errors.Is(err, c.want) {
				t.Errorf("%s: err = %v, want %v", c.name, err, c.want)
			}
		}
		if evs, err := r.p.ParseNotification(h(paymongo.Sign(testSecret, now.Add(-299*time.Second), body, false)), body); err != nil || len(evs) != 1 {
			t.Fatalf("within tolerance: %v %v", evs, err)
		}
		// A retry (12 over 136.5 minutes) or a dashboard resend carrying the first delivery's
		// timestamp is PayMongo's and is read; its event id deduplicates it downstream.
		for _, age := range []time.Duration{301 * time.Second, 136 * time.Minute, 3 * 24 * time.Hour} {
			dl := r.f.DeliverAt(body, now.Add(-age))
			if dl.Status != http.StatusOK {
				t.Errorf("delivery signed %s ago answered %d", age, dl.Status)
			}
		}
		// The fake signing a bad header is refused by the endpoint too.
		dl := r.f.DeliverSigned(body, "t=1,te=00,li=")
		if dl.Status != http.StatusBadRequest {
			t.Fatalf("forged delivery answered %d", dl.Status)
		}
		// A live key reads li and ignores test-mode events.
		live := *r.p
		live.SecretKey = "sk_live_x"
		if _, err := live.ParseNotification(h(paymongo.Sign(testSecret, now, body, false)), body); !errors.Is(err, payments.ErrBadSignature) {
			t.Fatalf("live key with te signature: %v", err)
		}
		if evs, err := live.ParseNotification(h(paymongo.Sign(testSecret, now, body, true)), body); err != nil || len(evs) != 0 {
			t.Fatalf("test-mode event at a live key: %v %v", evs, err)
		}
	})
}

func TestErrorsTimeoutRetryAndBreaker(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		r := newRig(t, d)
		ctx := context.Background()
		// A timeout fails the attempt and stores nothing; the retry creates the session.
		r.p.Client.Timeout = 200 * time.Millisecond
		r.f.DelayNext(2 * time.Second)
		if _, err := r.p.CreateCharge(ctx, linkReq("RPD1", 10_000)); err == nil {
			t.Fatal("timeout: no error")
		}
		if _, err := r.st.Providers().ProviderCharge(ctx, paymongo.Name, "RPD1"); !errors.Is(err, payments.ErrChargeNotFound) {
			t.Fatalf("a timed-out create was stored: %v", err)
		}
		r.p.Client.Timeout = 2 * time.Second
		if _, err := r.p.CreateCharge(ctx, linkReq("RPD1", 10_000)); err != nil {
			t.Fatalf("retry: %v", err)
		}
		// A 4xx is PayMongo's error body, read.
		bad := *r.p
		bad.SecretKey = "sk_test_wrong"
		_, err := bad.CreateCharge(ctx, linkReq("RPD2", 10_000))
		var pe *paymongo.Error
		if !errors.As(err, &pe) || pe.Status != 401 || pe.Code != "api_key_invalid" {
			t.Fatalf("bad key: %v", err)
		}
		_, err = r.p.CreateCharge(ctx, linkReq("RPD3", 50)) // below PayMongo's minimum
		if !errors.As(err, &pe) || pe.Status != 400 || pe.Code != "parameter_below_minimum" {
			t.Fatalf("small amount: %v", err)
		}
		// Three 5xx in a row open the breaker: the next call is refused without reaching PayMongo.
		for i := 0; i < 3; i++ {
			r.f.FailNext(http.StatusServiceUnavailable)
			if _, err := r.p.CreateCharge(ctx, linkReq("RPD4", 10_000)); !errors.As(err, &pe) || pe.Status != 503 {
				t.Fatalf("5xx %d: %v", i, err)
			}
		}
		calls := r.f.Calls
		if _, err := r.p.CreateCharge(ctx, linkReq("RPD4", 10_000)); !errors.Is(err, outbound.ErrOpen) || r.f.Calls != calls {
			t.Fatalf("open breaker: %v (calls %d -> %d)", err, calls, r.f.Calls)
		}
	})
}

// The documented checkout_session.payment.paid example (the fake's testdata) reads as one
// paid payment in pesos, booked under PayMongo's name.
func TestDocumentedPaidEventFixture(t *testing.T) {
	body, err := os.ReadFile("fake/testdata/checkout_session_payment_paid.json")
	if err != nil {
		t.Fatal(err)
	}
	now := time.Unix(1699949011, 0)
	p := &paymongo.Provider{SecretKey: "sk_test_x", WebhookSecret: testSecret, Clock: clock.NewFixed(now)}
	evs, err := p.ParseNotification(http.Header{paymongo.SignatureHeader: {paymongo.Sign(testSecret, now, body, false)}}, body)
	if err != nil || len(evs) != 1 {
		t.Fatalf("events %+v %v", evs, err)
	}
	ev := evs[0]
	if ev.ID != "evt_yRjStXGWgC8dCGLCmBeZDRT8" || ev.TransactionID != "pay_iFqGsvUNLjEFMXzJdUntCjKU" || ev.AmountCents != 100000 || ev.Reference != "R0000000000" ||
		ev.Currency != "PHP" || ev.Gateway != paymongo.Name || payments.LedgerRef(ev, payments.MethodLink) != "pay:paymongo:pay_iFqGsvUNLjEFMXzJdUntCjKU" {
		t.Fatalf("event %+v", ev)
	}
}
