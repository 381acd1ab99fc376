package xendit_test

import (
	"context"
	"errors"
	"fmt"
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
	"github.com/pautang/pautang/internal/payments/xendit"
	"github.com/pautang/pautang/internal/payments/xendit/fake"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

type rig struct {
	p      *xendit.Provider
	f      *fake.Fake
	st     *store.Store
	mu     sync.Mutex
	events []payments.Event
}

func newRig(t *testing.T, d store.Dialect) *rig {
	clk := clock.System{}
	st := storetest.Open(t, d, clk)
	f := fake.New("xnd_development_pay", "cb-pay")
	t.Cleanup(f.Close)
	r := &rig{f: f, st: st, p: &xendit.Provider{BaseURL: f.URL(), SecretKey: "xnd_development_pay", CallbackToken: "cb-pay", PublicURL: "https://pautang.test",
		Store: st.Providers(), Clock: clk, Client: &outbound.Client{Timeout: 2 * time.Second, Breaker: outbound.NewBreaker(3, time.Minute)}}}
	hook := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		body, _ := io.ReadAll(req.Body)
		evs, err := r.p.ParseNotification(req.Header, body)
		r.mu.Lock()
		r.events = append(r.events, evs...)
		r.mu.Unlock()
		if err != nil {
			w.WriteHeader(http.StatusUnauthorized)
		}
	}))
	t.Cleanup(hook.Close)
	f.CallbackURL = hook.URL
	return r
}

func TestStoreCodePaidAtTheCounter(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		r := newRig(t, d)
		ctx := context.Background()
		req := payments.ChargeRequest{Reference: "RPX1", Method: payments.MethodCode, ChannelNumber: "90003", AmountCents: 123_450, Description: "Juan Dela Cruz"}
		c, err := r.p.CreateCharge(ctx, req)
		if err != nil {
			t.Fatal(err)
		}
		prs := r.f.Requests()
		if len(prs) != 1 {
			t.Fatalf("requests = %d", len(prs))
		}
		pr := prs[0]
		otc := pr.PaymentMethod.OverTheCounter
		if pr.ReferenceID != "RPX1" || pr.Amount.String() != "1234.50" || otc == nil || otc.ChannelCode != "7ELEVEN" || c.PayCode != otc.ChannelProperties.PaymentCode || c.PayCode == "" {
			t.Fatalf("request %+v, charge %+v", pr, c)
		}
		calls := r.f.Calls
		if again, err := r.p.CreateCharge(ctx, req); err != nil || again.PayCode != c.PayCode || r.f.Calls != calls {
			t.Fatalf("second create: %+v %v", again, err)
		}
		body, err := r.f.Pay(pr.ID)
		if err != nil {
			t.Fatal(err)
		}
		r.f.Deliver(body, "cb-pay") // repeated callback
		if len(r.events) != 2 || r.events[0] != r.events[1] {
			t.Fatalf("events = %+v", r.events)
		}
		ev := r.events[0]
		pay := r.f.Payments()[0]
		if ev.Type != payments.EventSucceeded || ev.Reference != "RPX1" || ev.AmountCents != 123_450 || ev.TransactionID != pay.ID {
			t.Fatalf("event = %+v", ev)
		}
		// Below the outlet's minimum: Xendit's validation error, read.
		_, err = r.p.CreateCharge(ctx, payments.ChargeRequest{Reference: "RPX2", Method: payments.MethodCode, ChannelNumber: "90004", AmountCents: 1000, Description: "x"})
		var xe *xendit.Error
		if !errors.As(err, &xe) || xe.Status != 400 || xe.Code != "API_VALIDATION_ERROR" {
			t.Fatalf("below minimum: %v", err)
		}
		// A channel with no Xendit code, and the standing open-amount code, are not Xendit's.
		if _, err := r.p.CreateCharge(ctx, payments.ChargeRequest{Reference: "RPX3", Method: payments.MethodCode, ChannelNumber: "99999", AmountCents: 10_000}); !errors.Is(err, payments.ErrChannel) {
			t.Fatalf("unknown channel: %v", err)
		}
		if _, err := r.p.CreateCharge(ctx, payments.ChargeRequest{Reference: "RPX4", Method: payments.MethodPayCode, ChannelNumber: "90003", Reusable: true}); !errors.Is(err, payments.ErrChannel) {
			t.Fatalf("reusable: %v", err)
		}
	})
}

func TestEwalletAuthorisedOrDeclined(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		r := newRig(t, d)
		ctx := context.Background()
		c, err := r.p.CreateCharge(ctx, payments.ChargeRequest{Reference: "RPY1", Method: payments.MethodLink, ChannelNumber: "90001", AmountCents: 50_000,
			ReturnURL: "/loanDetail?orderId=3&productId=1"})
		if err != nil {
			t.Fatal(err)
		}
		pr := r.f.Requests()[0]
		ew := pr.PaymentMethod.Ewallet
		if ew == nil || ew.ChannelCode != "GCASH" || ew.ChannelProperties.SuccessReturnURL != "https://pautang.test/loanDetail?orderId=3&productId=1" || c.PayURL != r.f.URL()+"/ewallet/"+pr.ID {
			t.Fatalf("request %+v, charge %+v", pr, c)
		}
		// The payer opens the e-wallet page and authorises: back to the loan detail.
		noFollow := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
		resp, err := noFollow.PostForm(c.PayURL, map[string][]string{"action": {"authorize"}})
		if err != nil || resp.StatusCode != http.StatusSeeOther || resp.Header.Get("Location") != ew.ChannelProperties.SuccessReturnURL {
			t.Fatalf("authorise: %v %v", resp, err)
		}
		if len(r.events) != 1 || r.events[0].AmountCents != 50_000 || r.events[0].Reference != "RPY1" {
			t.Fatalf("events = %+v", r.events)
		}
		// A declined one reports a failed payment.
		c2, _ := r.p.CreateCharge(ctx, payments.ChargeRequest{Reference: "RPY2", Method: payments.MethodLink, ChannelNumber: "90002", AmountCents: 50_000, ReturnURL: "/x"})
		noFollow.PostForm(c2.PayURL, map[string][]string{"action": {"decline"}})
		if len(r.events) != 2 || r.events[1].Type != payments.EventFailed || r.events[1].Reason != "user_declined_payment" {
			t.Fatalf("declined: %+v", r.events)
		}
	})
}

func TestCallbackTokenAndFaults(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		r := newRig(t, d)
		ctx := context.Background()
		req := payments.ChargeRequest{Reference: "RPZ1", Method: payments.MethodCode, ChannelNumber: "90003", AmountCents: 10_000, Description: "x"}
		r.f.FailNext(http.StatusServiceUnavailable)
		if _, err := r.p.CreateCharge(ctx, req); err == nil {
			t.Fatal("503: no error")
		}
		c, err := r.p.CreateCharge(ctx, req) // the retry (same Idempotency-key) creates it
		if err != nil || c.PayCode == "" {
			t.Fatalf("retry: %+v %v", c, err)
		}
		body, _ := r.f.Pay(r.f.Requests()[0].ID)
		for _, tok := range []string{"", "cb-other"} {
			if _, err := r.p.ParseNotification(http.Header{"X-Callback-Token": {tok}}, body); !errors.Is(err, payments.ErrBadSignature) {
				t.Fatalf("token %q: %v", tok, err)
			}
		}
		if d := r.f.Deliver(body, "cb-other"); d.Status != http.StatusUnauthorized {
			t.Fatalf("forged: %d", d.Status)
		}
		if _, err := xendit.Centavos("12.345"); err == nil || !strings.Contains(err.Error(), "amount") {
			t.Fatal("three decimals accepted")
		}
		if n, _ := xendit.Centavos("50"); n != 5000 {
			t.Fatalf("50 -> %d", n)
		}
		if n, _ := xendit.Centavos("1.5"); n != 150 {
			t.Fatalf("1.5 -> %d", n)
		}
	})
}

func TestTransactionsOfADay(t *testing.T) {
	r := newRig(t, store.SQLite)
	ctx := context.Background()
	var paid []string
	for i := 0; i < 55; i++ { // more than one page of 50
		ref := fmt.Sprintf("RPT%02d", i)
		if _, err := r.p.CreateCharge(ctx, payments.ChargeRequest{Reference: ref, Method: payments.MethodCode, ChannelNumber: "90003", AmountCents: 10_000 + int64(i), Description: "x"}); err != nil {
			t.Fatal(err)
		}
	}
	for i, pr := range r.f.Requests() {
		if i%20 == 19 {
			continue // never paid
		}
		if _, err := r.f.Pay(pr.ID); err != nil {
			t.Fatal(err)
		}
		paid = append(paid, pr.ReferenceID)
	}
	now := time.Now()
	list, err := r.p.Transactions(ctx, now.Add(-time.Hour), now.Add(time.Hour))
	if err != nil {
		t.Fatal(err)
	}
	if len(list) != len(paid) || len(paid) != 53 {
		t.Fatalf("listed %d, paid %d", len(list), len(paid))
	}
	pays := r.f.Payments()
	if list[0].ID != pays[0].ID || list[0].Reference != "RPT00" || list[0].AmountCents != 10_000 || list[52].Reference != paid[52] {
		t.Fatalf("first %+v last %+v", list[0], list[52])
	}
	if list, _ := r.p.Transactions(ctx, now.Add(time.Hour), now.Add(2*time.Hour)); len(list) != 0 {
		t.Fatalf("another window listed %d", len(list))
	}
}

// Every store channel the adapter offers, and the default of the seeded M Lhuillier channel
// (90005), is a code of the Payment Requests API as the fake keeps it from Xendit's channel
// pages (MLHUILLIER, PALAWAN, ECPAY_DRAGONLOAN; not the Invoice API's DP_ codes).
func TestStoreCodesAreThePaymentRequestsAPIs(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		r := newRig(t, d)
		ctx := context.Background()
		c, err := r.p.CreateCharge(ctx, payments.ChargeRequest{Reference: "RPML", Method: payments.MethodCode, ChannelNumber: "90005", AmountCents: 100_000, Description: "Juan"})
		if err != nil || c.PayCode == "" {
			t.Fatalf("M Lhuillier by default: %+v %v", c, err)
		}
		if got := r.f.Requests()[0].PaymentMethod.OverTheCounter.ChannelCode; got != "MLHUILLIER" {
			t.Fatalf("M Lhuillier sent as %q", got)
		}
		for i, code := range r.p.ChannelCodes(payments.MethodCode) {
			ref := fmt.Sprintf("RPOTC%d", i)
			if _, err := r.p.CreateCharge(ctx, payments.ChargeRequest{Reference: ref, Method: payments.MethodCode, ChannelNumber: "90003", ChannelCode: code, AmountCents: 100_000, Description: "Juan"}); err != nil {
				t.Errorf("store channel %s refused by the documented API: %v", code, err)
			}
		}
	})
}

// The documented payment.succeeded example (the fake's testdata) reads as a payment of
// 1,500.00 pesos booked under Xendit's name.
func TestDocumentedPaymentSucceededFixture(t *testing.T) {
	body, err := os.ReadFile("fake/testdata/payment_succeeded.json")
	if err != nil {
		t.Fatal(err)
	}
	p := &xendit.Provider{CallbackToken: "tok"}
	evs, err := p.ParseNotification(tokenHeader("tok"), body)
	if err != nil || len(evs) != 1 {
		t.Fatalf("events %+v %v", evs, err)
	}
	ev := evs[0]
	if ev.TransactionID != "py-1402feb0-bb79-47ae-9d1e-e69394d3949c" || ev.AmountCents != 150000 || ev.Reference != "R0000000000" || ev.Currency != "PHP" ||
		ev.Gateway != xendit.Name || ev.Created == 0 {
		t.Fatalf("event %+v", ev)
	}
	if _, err := p.ParseNotification(tokenHeader("other"), body); !errors.Is(err, payments.ErrBadSignature) {
		t.Fatalf("wrong token: %v", err)
	}
}

func tokenHeader(v string) http.Header {
	h := http.Header{}
	h.Set(xendit.CallbackTokenHeader, v)
	return h
}
