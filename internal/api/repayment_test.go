package api

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/payments"
	"github.com/pautang/pautang/internal/seed"
	"github.com/pautang/pautang/internal/sms"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// handlerTransport delivers the sandbox's webhooks to the router in process: the full HTTP
// handler runs (signature, decoding, envelope), only the socket is skipped.
type handlerTransport struct{ h http.Handler }

func (t handlerTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	rec := httptest.NewRecorder()
	t.h.ServeHTTP(rec, req)
	return rec.Result(), nil
}

var testWebhookSecret = []byte("whsec-test")

// repayHarness is the harness plus the seeded demo borrower (orders in every status), the
// lending service, the sandbox gateway and a card bound for the borrower.
type repayHarness struct {
	*harness
	q      url.Values
	logBuf *bytes.Buffer
	mu     sync.Mutex
	smsLog map[string]string
	cardID int64
}

func newRepayHarness(t testing.TB, d store.Dialect) *repayHarness {
	t.Helper()
	return newRepayHarnessMode(t, d, true)
}

// newRepayHarnessMode is newRepayHarness with dev mode on or off (off: no sandbox gateway).
func newRepayHarnessMode(t testing.TB, d store.Dialect, dev bool) *repayHarness {
	t.Helper()
	h := newHarnessOn(t, d)
	if !dev {
		h.srv.Cfg.Dev = false
		h.h = h.srv.Handler()
	}
	ctx := context.Background()
	if _, err := seed.Run(ctx, h.st, h.clock, seed.Options{Demo: true}); err != nil {
		t.Fatalf("seed: %v", err)
	}
	rh := &repayHarness{harness: h, logBuf: &bytes.Buffer{}, smsLog: map[string]string{}}
	h.srv.Log = slog.New(slog.NewTextHandler(lockedWriter{w: rh.logBuf, mu: &rh.mu}, nil))
	lend := NewLending(h.srv, h.st)
	h.srv.Lending = lend
	sender := sms.Func(func(ctx context.Context, m sms.Message) error {
		rh.mu.Lock()
		rh.smsLog[m.Phone] = m.Code
		rh.mu.Unlock()
		return h.st.Users().SaveOutbox(ctx, m.Phone, m.Channel, m.Body, m.Code)
	})
	h.srv.SetupRepayment(RepaymentSetup{Payments: h.st.Payments(), ChannelRoute: h.st.Catalog().ChannelRoute, Lending: lend, Secret: testWebhookSecret, SMS: sender,
		WebhookURL: "http://pautang.test/gw/payments/webhook", PublicURL: "http://pautang.test", HTTP: &http.Client{Transport: handlerTransport{h.h}}})
	rh.q = h.login(seed.DemoPhone)
	uid, _ := strconv.ParseInt(rh.q.Get("userId"), 10, 64)
	acc, err := h.st.Banking().BindBankAccount(ctx, store.NewBankAccount{UserID: uid, CardType: 1, Channel: "90006", BankCode: "BDO", BankName: "BDO Unibank",
		HolderName: seed.DemoName, Cipher: "v1:test", Last4: "4321", Hash: "test-hash-" + string(d)}, store.AccountActionBind, 0)
	if err != nil {
		t.Fatalf("bind card: %v", err)
	}
	rh.cardID = acc.ID
	return rh
}

type lockedWriter struct {
	w  *bytes.Buffer
	mu *sync.Mutex
}

func (l lockedWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(p)
}

func (rh *repayHarness) logs() string {
	rh.mu.Lock()
	defer rh.mu.Unlock()
	return rh.logBuf.String()
}

func (rh *repayHarness) lastSMS() string {
	rh.mu.Lock()
	defer rh.mu.Unlock()
	return rh.smsLog[seed.DemoPhone]
}

// order returns the demo borrower's order in a status.
func (rh *repayHarness) order(status loans.Status) loans.Order {
	rh.t.Helper()
	uid, _ := strconv.ParseInt(rh.q.Get("userId"), 10, 64)
	os, err := rh.st.Loans().LoanOrdersByUser(context.Background(), uid)
	if err != nil {
		rh.t.Fatal(err)
	}
	for _, o := range os {
		if o.Status == int(status) {
			return o
		}
	}
	rh.t.Fatalf("no demo order in status %d", status)
	return loans.Order{}
}

func (rh *repayHarness) position(orderID int64) (loans.Standing, loans.Order) {
	rh.t.Helper()
	pos, err := rh.srv.Lending.Position(context.Background(), orderID)
	if err != nil {
		rh.t.Fatal(err)
	}
	return pos.Standing, pos.Order
}

func (rh *repayHarness) ledger(orderID int64) []loans.Entry {
	rh.t.Helper()
	rows, err := rh.st.Loans().OrderLedger(context.Background(), orderID)
	if err != nil {
		rh.t.Fatal(err)
	}
	return rows
}

func (rh *repayHarness) repayToken(orderID int64) string {
	rh.t.Helper()
	env := rh.call("/gw/api/v1/pautang/pay/service/loan/repayment-way", with(rh.q, "orderId", itoa(orderID)), url.Values{})
	if env.Code != "00" {
		rh.t.Fatalf("repayment-way: %+v", env)
	}
	var d struct {
		RepayToken string `json:"repayToken"`
		BankCards  []struct {
			ID int64 `json:"id"`
		} `json:"bankCards"`
	}
	env.into(rh.t, &d)
	if len(d.BankCards) == 0 {
		rh.t.Fatal("repayment-way: no bankCards")
	}
	return d.RepayToken
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }

func (rh *repayHarness) commitBody(orderID, amount int64, token string) url.Values {
	return url.Values{"orderId": {itoa(orderID)}, "amount": {itoa(amount)}, "cardId": {itoa(rh.cardID)}, "repayToken": {token},
		"bankName": {"BDO Unibank"}, "cardNo": {"•••• 4321"}, "bankCode": {"BDO"}, "couponId": {"null"}, "sendMsg": {"1"}}
}

func countRows(t testing.TB, st *store.Store, q string, args ...any) int {
	t.Helper()
	var n int
	if err := st.DB.QueryRowContext(context.Background(), q, args...).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

func TestRepaymentCommitConcurrent(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		rh := newRepayHarness(t, d)
		o := rh.order(loans.StatusDue)
		st, _ := rh.position(o.ID)
		token := rh.repayToken(o.ID)
		body := rh.commitBody(o.ID, st.DueNowCents, token)
		var wg sync.WaitGroup
		codes := make(chan string, 50)
		for i := 0; i < 50; i++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				codes <- rh.call("/gw/api/v1/pautang/pay/service/loan/repayment-commit", rh.q, body).Code
			}()
		}
		wg.Wait()
		close(codes)
		okN, dupN := 0, 0
		for c := range codes {
			switch c {
			case "00":
				okN++
			case "800005":
				dupN++
			default:
				t.Errorf("unexpected code %q", c)
			}
		}
		if okN != 1 || dupN != 49 {
			t.Fatalf("got %d ok and %d 800005, want 1 and 49", okN, dupN)
		}
		if n := countRows(t, rh.st, `SELECT COUNT(*) FROM repayments WHERE order_id = $1 AND method = 'card'`, o.ID); n != 1 {
			t.Fatalf("card repayments: got %d, want 1", n)
		}
		if n := countRows(t, rh.st, `SELECT COUNT(*) FROM sandbox_charges WHERE kind = 'card'`); n != 1 {
			t.Fatalf("gateway charges: got %d, want 1", n)
		}
	})
}

func TestRepaymentCommitIdempotencyKey(t *testing.T) {
	rh := newRepayHarness(t, store.SQLite)
	o := rh.order(loans.StatusDue)
	st, _ := rh.position(o.ID)
	token := rh.repayToken(o.ID)
	body := rh.commitBody(o.ID, st.DueNowCents, token)
	body.Set("idempotencyKey", "retry-key-1")
	first := rh.call("/gw/api/v1/pautang/pay/service/loan/repayment-commit", rh.q, body)
	if first.Code != "00" {
		t.Fatalf("first: %+v", first)
	}
	t.Run("OK", func(t *testing.T) {
		again := rh.call("/gw/api/v1/pautang/pay/service/loan/repayment-commit", rh.q, body)
		if again.Code != "00" || string(again.Data) != string(first.Data) {
			t.Fatalf("retry: got %s %s, want the first answer %s", again.Code, again.Data, first.Data)
		}
	})
	t.Run("ErrWithoutKey", func(t *testing.T) {
		b := rh.commitBody(o.ID, st.DueNowCents, token)
		if env := rh.call("/gw/api/v1/pautang/pay/service/loan/repayment-commit", rh.q, b); env.Code != "800005" {
			t.Fatalf("got %q (%s), want 800005", env.Code, env.Message)
		}
	})
	t.Run("ErrKeyReused", func(t *testing.T) {
		b := rh.commitBody(o.ID, st.DueNowCents-100, token)
		b.Set("idempotencyKey", "retry-key-1")
		if env := rh.call("/gw/api/v1/pautang/pay/service/loan/repayment-commit", rh.q, b); env.Code != payments.ErrIdempotencyKeyReuse.Code {
			t.Fatalf("got %q, want %s", env.Code, payments.ErrIdempotencyKeyReuse.Code)
		}
	})
	if n := countRows(t, rh.st, `SELECT COUNT(*) FROM repayments WHERE method = 'card'`); n != 1 {
		t.Fatalf("card repayments: got %d, want 1", n)
	}
	t.Run("AfterWindow", func(t *testing.T) {
		rh.clock.Advance(61 * time.Second)
		b := rh.commitBody(o.ID, st.DueNowCents, token)
		if env := rh.call("/gw/api/v1/pautang/pay/service/loan/repayment-commit", rh.q, b); env.Code != "00" {
			t.Fatalf("after 60 s: got %q (%s), want 00", env.Code, env.Message)
		}
	})
}

func TestCardRepaymentWithSMSCode(t *testing.T) {
	rh := newRepayHarness(t, store.SQLite)
	o := rh.order(loans.StatusDue)
	st, _ := rh.position(o.ID)
	token := rh.repayToken(o.ID)
	tests := []struct {
		name string
		body url.Values
		want string
	}{
		{"ErrForgedToken", func() url.Values { b := rh.commitBody(o.ID, st.DueNowCents, token+"x"); return b }(), payments.ErrRepayToken.Code},
		{"ErrNotMyCard", func() url.Values { b := rh.commitBody(o.ID, st.DueNowCents, token); b.Set("cardId", "99999"); return b }(), payments.ErrCard.Code},
		{"ErrZeroAmount", rh.commitBody(o.ID, 0, token), payments.ErrAmount.Code},
		{"ErrCoupon", func() url.Values { b := rh.commitBody(o.ID, st.DueNowCents, token); b.Set("couponId", "7"); return b }(), "invalid_params"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if env := rh.call("/gw/api/v1/pautang/pay/service/loan/repayment-commit", rh.q, tt.body); env.Code != tt.want {
				t.Fatalf("got %q (%s), want %q", env.Code, env.Message, tt.want)
			}
		})
	}
	env := rh.call("/gw/api/v1/pautang/pay/service/loan/repayment-commit", rh.q, rh.commitBody(o.ID, st.DueNowCents, token))
	var c commitAnswer
	env.into(t, &c)
	if env.Code != "00" || c.NeedValid != 1 || c.RepayRecordID == 0 {
		t.Fatalf("commit: %+v", env)
	}
	code := rh.lastSMS()
	if len(code) != 6 {
		t.Fatalf("SMS code: got %q", code)
	}
	wrong := "000000"
	if code == wrong {
		wrong = "111111"
	}
	confirmIn := func(lang, v string) envelope {
		q := url.Values{}
		for k, vs := range rh.q {
			q[k] = vs
		}
		if lang != "" {
			q.Set("lang", lang)
		}
		return rh.call("/gw/api/v1/pautang/pay/service/loan/repayment-confirm", q,
			url.Values{"orderId": {itoa(o.ID)}, "verifyCode": {v}, "repaymentRecordId": {itoa(c.RepayRecordID)}})
	}
	confirm := func(v string) envelope { return confirmIn("", v) }
	t.Run("ErrWrongCode", func(t *testing.T) {
		// The message in the borrower's language; the spec's own text under lang=spec.
		for lang, want := range map[string]string{
			"":     "The verification code is incorrect. Please check the SMS and try again.",
			"spec": "verification code error",
			"fil":  "Mali ang verification code. Pakitingnan ang SMS at subukan ulit.",
		} {
			if env := confirmIn(lang, wrong); env.Code != "800006" || env.Message != want {
				t.Fatalf("lang %q: got %q %q, want 800006 %q", lang, env.Code, env.Message, want)
			}
		}
	})
	t.Run("OK", func(t *testing.T) {
		env := confirm(code)
		if env.Code != "00" {
			t.Fatalf("confirm: %+v", env)
		}
		var d map[string]any
		env.into(t, &d)
		if d["status"] != payments.StatusSucceeded {
			t.Fatalf("status: got %v, want succeeded", d["status"])
		}
		after, _ := rh.position(o.ID)
		if after.DueNowCents != 0 {
			t.Fatalf("due now after paying it: got %d, want 0", after.DueNowCents)
		}
	})
	t.Run("ErrConfirmTwice", func(t *testing.T) {
		if env := confirm(code); env.Code != payments.ErrNotPending.Code {
			t.Fatalf("got %q, want %s", env.Code, payments.ErrNotPending.Code)
		}
	})
}

// payByLink issues an e-wallet link for amount and pays it on the hosted page.
func (rh *repayHarness) payByLink(o loans.Order, amount int64, isDelay bool, payPesos string) string {
	rh.t.Helper()
	form := url.Values{"orderId": {itoa(o.ID)}, "productId": {itoa(o.ProductID)}, "amount": {itoa(amount)}, "channelNumber": {"90001"}}
	if isDelay {
		form.Set("isDelay", "1")
	}
	env := rh.call("/gw/v3/loan-details/generate-vcode", rh.q, form)
	if env.Code != "00" {
		rh.t.Fatalf("generate-vcode: %+v", env)
	}
	var d struct {
		PayURL    string `json:"payUrl"`
		Reference string `json:"reference"`
	}
	env.into(rh.t, &d)
	if d.PayURL != "/pay/"+d.Reference {
		rh.t.Fatalf("payUrl: got %q", d.PayURL)
	}
	if page := rh.do("GET", d.PayURL, nil, nil); page.Code != 200 || !strings.Contains(page.Body.String(), ">Pay<") {
		rh.t.Fatalf("pay page: %d", page.Code)
	}
	rec := rh.do("POST", d.PayURL, nil, url.Values{"action": {"pay"}, "amount": {payPesos}})
	if rec.Code != http.StatusSeeOther {
		rh.t.Fatalf("pay: HTTP %d %s", rec.Code, rec.Body.String())
	}
	return d.Reference
}

func pesosOf(c int64) string { return fmt.Sprintf("%d.%02d", c/100, c%100) }

func TestPayByLinkSettles(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		rh := newRepayHarness(t, d)
		o := rh.order(loans.StatusDue)
		st, _ := rh.position(o.ID)
		rh.payByLink(o, st.PayoffCents, false, pesosOf(st.PayoffCents))
		after, ord := rh.position(o.ID)
		if ord.Status != int(loans.StatusSettled) || after.PayoffCents != 0 {
			t.Fatalf("after paying the payoff: status %d payoff %d, want 200 and 0", ord.Status, after.PayoffCents)
		}
	})
}

func TestPartialPaymentAllocationOrder(t *testing.T) {
	rh := newRepayHarness(t, store.SQLite)
	o := rh.order(loans.StatusOverdue)
	st, _ := rh.position(o.ID)
	late := st.Balances[loans.BucketLateInterest]
	pen := st.Balances[loans.BucketPenalty]
	if late+pen == 0 {
		t.Fatal("the overdue demo order has no late charges")
	}
	// Enough for the late charges and 1.00 more: charges first, then penalty, then interest.
	amount := late + pen + 100
	ref := rh.payByLink(o, amount, false, pesosOf(amount))
	var paid []loans.Entry
	for _, e := range rh.ledger(o.ID) {
		if strings.HasPrefix(e.Ref, "pay:") {
			paid = append(paid, e)
		}
	}
	var order []string
	var sum int64
	for _, e := range paid {
		order = append(order, string(e.Bucket))
		sum -= e.AmountCents
	}
	want := []string{}
	if late > 0 {
		want = append(want, "late_interest")
	}
	if pen > 0 {
		want = append(want, "penalty")
	}
	want = append(want, "interest")
	if strings.Join(order, ",") != strings.Join(want, ",") || sum != amount {
		t.Fatalf("allocation: got %v summing %d, want %v summing %d (ref %s)", order, sum, want, amount, ref)
	}
	after, ord := rh.position(o.ID)
	if after.PayoffCents != st.PayoffCents-amount || ord.Status != int(loans.StatusOverdue) {
		t.Fatalf("after partial: payoff %d status %d, want %d and 180", after.PayoffCents, ord.Status, st.PayoffCents-amount)
	}
}

// signedPost sends a webhook body with a signature made at t.
func (rh *repayHarness) signedPost(body []byte, secret []byte, at time.Time) *httptest.ResponseRecorder {
	req := httptest.NewRequest("POST", "/gw/payments/webhook", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set(payments.SignatureHeader, payments.Sign(secret, at, body))
	req.RemoteAddr = "198.51.100.9:443"
	rec := httptest.NewRecorder()
	rh.h.ServeHTTP(rec, req)
	return rec
}

// pendingEvent makes the sandbox record a store payment without delivering it, and returns
// the event body as the gateway would send it.
func (rh *repayHarness) pendingEvent(o loans.Order, amount int64) []byte {
	rh.t.Helper()
	env := rh.call("/gw/v3/installment/loan-play-detail", rh.q, url.Values{"orderId": {itoa(o.ID)}})
	var d struct {
		DefDetail defDetail `json:"defDetail"`
	}
	env.into(rh.t, &d)
	if d.DefDetail.PayCode == "" {
		rh.t.Fatalf("no default pay code: %s", env.Data)
	}
	ev, err := rh.srv.PaySandbox.Pay(context.Background(), d.DefDetail.PayCode, amount, "")
	if err != nil {
		rh.t.Fatal(err)
	}
	b, _ := json.Marshal(ev)
	return b
}

func TestWebhookReplayCreditsOnce(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		rh := newRepayHarness(t, d)
		o := rh.order(loans.StatusOverdue)
		st, _ := rh.position(o.ID)
		body := rh.pendingEvent(o, 50000)
		var wg sync.WaitGroup
		for i := 0; i < 10; i++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				if rec := rh.signedPost(body, testWebhookSecret, rh.clock.Now()); rec.Code != 200 {
					t.Errorf("delivery: HTTP %d %s", rec.Code, rec.Body.String())
				}
			}()
		}
		wg.Wait()
		// The worker's own delivery of the same event changes nothing either.
		if _, err := rh.srv.PaySandbox.DeliverDue(context.Background()); err != nil {
			t.Fatal(err)
		}
		var ev payments.Event
		json.Unmarshal(body, &ev)
		var credited int64
		for _, e := range rh.ledger(o.ID) {
			if e.Ref == "pay:"+ev.TransactionID {
				credited -= e.AmountCents
			}
		}
		if credited != 50000 {
			t.Fatalf("credited: got %d, want 50000 once", credited)
		}
		after, _ := rh.position(o.ID)
		if after.PayoffCents != st.PayoffCents-50000 {
			t.Fatalf("payoff: got %d, want %d", after.PayoffCents, st.PayoffCents-50000)
		}
		if n := countRows(t, rh.st, `SELECT COUNT(*) FROM payment_events WHERE event_id = $1 AND outcome = 'applied'`, ev.ID); n != 1 {
			t.Fatalf("events: got %d, want 1", n)
		}
		if n := countRows(t, rh.st, `SELECT COUNT(*) FROM repayments WHERE reference = $1 AND paid_amount = 50000`, ev.Reference); n != 1 {
			t.Fatalf("repayment paid amount not 50000 exactly once")
		}
		rec, err := rh.st.Payments().ReconcilePayments(context.Background())
		if err != nil || rec.Transactions != 1 || rec.Booked != 1 || len(rec.Problems) != 0 || rec.PendingDelivery != 0 {
			t.Fatalf("reconciliation: %+v, %v", rec, err)
		}
	})
}

func TestWebhookRejected(t *testing.T) {
	rh := newRepayHarness(t, store.SQLite)
	o := rh.order(loans.StatusOverdue)
	before := len(rh.ledger(o.ID))
	body := rh.pendingEvent(o, 50000)
	tests := []struct {
		name   string
		secret []byte
		at     time.Time
		mangle func([]byte) []byte
		reason string
	}{
		{"ErrBadSignature", []byte("not-the-secret"), rh.clock.Now(), nil, "bad_signature"},
		{"ErrTamperedBody", testWebhookSecret, rh.clock.Now(), func(b []byte) []byte { return bytes.Replace(b, []byte(`"amount":50000`), []byte(`"amount":90000`), 1) }, "bad_signature"},
		{"ErrStaleTimestamp", testWebhookSecret, rh.clock.Now().Add(-301 * time.Second), nil, "stale_timestamp"},
		{"ErrFutureTimestamp", testWebhookSecret, rh.clock.Now().Add(301 * time.Second), nil, "stale_timestamp"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := body
			req := httptest.NewRequest("POST", "/gw/payments/webhook", bytes.NewReader(b))
			sig := payments.Sign(tt.secret, tt.at, b)
			if tt.mangle != nil {
				b = tt.mangle(b)
				req = httptest.NewRequest("POST", "/gw/payments/webhook", bytes.NewReader(b))
			}
			req.Header.Set(payments.SignatureHeader, sig)
			rec := httptest.NewRecorder()
			rh.h.ServeHTTP(rec, req)
			if rec.Code != http.StatusBadRequest || !strings.Contains(rec.Body.String(), tt.reason) {
				t.Fatalf("got HTTP %d %s, want 400 %s", rec.Code, rec.Body.String(), tt.reason)
			}
			if !strings.Contains(rh.logs(), "webhook rejected") || !strings.Contains(rh.logs(), "reason="+tt.reason) {
				t.Fatalf("not logged: %s", rh.logs())
			}
		})
	}
	t.Run("ErrNoHeader", func(t *testing.T) {
		rec := rh.do("POST", "/gw/payments/webhook", nil, nil)
		if rec.Code != http.StatusBadRequest {
			t.Fatalf("got HTTP %d, want 400", rec.Code)
		}
	})
	if after := len(rh.ledger(o.ID)); after != before {
		t.Fatalf("ledger moved on rejected webhooks: %d -> %d rows", before, after)
	}
	t.Run("OKWithinTolerance", func(t *testing.T) {
		if rec := rh.signedPost(body, testWebhookSecret, rh.clock.Now().Add(-299*time.Second)); rec.Code != 200 {
			t.Fatalf("got HTTP %d %s", rec.Code, rec.Body.String())
		}
	})
}

func TestRolloverByLink(t *testing.T) {
	rh := newRepayHarness(t, store.SQLite)
	o := rh.order(loans.StatusOverdue)
	env := rh.call("/gw/v3/installment/delay-detail", rh.q, url.Values{"orderId": {itoa(o.ID)}, "productId": {itoa(o.ProductID)}})
	if env.Code != "00" {
		t.Fatalf("delay-detail: %+v", env)
	}
	var d struct {
		DelayInfo struct {
			DelayAmount int64  `json:"delayAmount"`
			NewDueDate  string `json:"newDueDate"`
		} `json:"delayInfo"`
		RepayDate string           `json:"repayDate"`
		RepayPlan []map[string]any `json:"repayPlan"`
	}
	env.into(t, &d)
	if d.DelayInfo.DelayAmount <= 0 || d.RepayDate != d.DelayInfo.NewDueDate || len(d.RepayPlan) == 0 {
		t.Fatalf("delay-detail data: %s", env.Data)
	}
	t.Run("ErrUnderpaid", func(t *testing.T) {
		env := rh.call("/gw/v3/loan-details/generate-vcode", rh.q, url.Values{"orderId": {itoa(o.ID)}, "amount": {itoa(d.DelayInfo.DelayAmount - 1)}, "isDelay": {"1"}, "channelNumber": {"90001"}})
		if env.Code != loans.ErrRolloverUnderpaid.Code {
			t.Fatalf("got %q, want %s", env.Code, loans.ErrRolloverUnderpaid.Code)
		}
	})
	rh.payByLink(o, d.DelayInfo.DelayAmount, true, pesosOf(d.DelayInfo.DelayAmount))
	_, ord := rh.position(o.ID)
	if ord.Status != int(loans.StatusRepaying) && ord.Status != int(loans.StatusDue) {
		t.Fatalf("status after rollover: got %d, want 170 (or 174 when the new date is near)", ord.Status)
	}
	sched, _ := rh.st.Loans().OrderSchedule(context.Background(), o.ID)
	if sched[0].DueDay.String() != d.DelayInfo.NewDueDate {
		t.Fatalf("due date: got %s, want %s", sched[0].DueDay, d.DelayInfo.NewDueDate)
	}
}

func TestPrepaymentTooEarly(t *testing.T) {
	rh := newRepayHarness(t, store.SQLite)
	o := rh.order(loans.StatusRepaying)
	st, _ := rh.position(o.ID)
	env := rh.call("/gw/v3/loan-details/generate-vcode", rh.q, url.Values{"orderId": {itoa(o.ID)}, "amount": {itoa(st.PayoffCents)}, "channelNumber": {"90001"}})
	if env.Code != loans.ErrPrepaymentTooEarly.Code || !strings.Contains(env.Message, "available from") {
		t.Fatalf("got %q %q, want %s with the date", env.Code, env.Message, loans.ErrPrepaymentTooEarly.Code)
	}
	// The repayment page says beforehand what 'Payment' may pay today and from when the rest.
	env = rh.call("/gw/v3/installment/loan-play-detail", rh.q, url.Values{"orderId": {itoa(o.ID)}})
	var d struct {
		RepayAmount      int64  `json:"repayAmount"`
		PayNowAmount     int64  `json:"payNowAmount"`
		PayableMaxAmount int64  `json:"payableMaxAmount"`
		PrepayFrom       string `json:"prepayFrom"`
		PayableFrom      string `json:"payableFrom"`
	}
	env.into(t, &d)
	if d.PayNowAmount != st.DueSoonCents || d.PayableMaxAmount != st.DueSoonCents || d.PrepayFrom == "" || d.RepayAmount != st.NextAmountCents {
		t.Fatalf("page: %+v, want payNow = max = %d (due soon), a prepay date, repayAmount %d", d, st.DueSoonCents, st.NextAmountCents)
	}
	if d.PayNowAmount < d.RepayAmount && d.PayableFrom == "" {
		t.Fatalf("page: %+v, want the day the next payment may be paid", d)
	}
	if d.PayNowAmount > 0 {
		// What the page offers is accepted.
		env = rh.call("/gw/v3/loan-details/generate-vcode", rh.q, url.Values{"orderId": {itoa(o.ID)}, "amount": {itoa(d.PayNowAmount)}, "channelNumber": {"90001"}})
		if env.Code != "00" {
			t.Fatalf("paying the page's amount: %s %s", env.Code, env.Message)
		}
	}
}

func TestOverpaymentKeptAsCreditAndLateMoneyKept(t *testing.T) {
	rh := newRepayHarness(t, store.SQLite)
	o := rh.order(loans.StatusDue)
	st, _ := rh.position(o.ID)
	// A store payment of the payoff plus 5.00 with the standing pay code: settled, 5.00 credit.
	body := rh.pendingEvent(o, st.PayoffCents+500)
	if rec := rh.signedPost(body, testWebhookSecret, rh.clock.Now()); rec.Code != 200 {
		t.Fatalf("delivery: %d", rec.Code)
	}
	after, ord := rh.position(o.ID)
	if ord.Status != int(loans.StatusSettled) || after.Balances.Credit() != 500 {
		t.Fatalf("got status %d credit %d, want 200 and 500", ord.Status, after.Balances.Credit())
	}
	// Another store payment after settlement: the ledger refuses it, the money is recorded.
	body = rh.pendingEvent2(o, 1000)
	if rec := rh.signedPost(body, testWebhookSecret, rh.clock.Now()); rec.Code != 200 {
		t.Fatalf("delivery: %d", rec.Code)
	}
	var ev payments.Event
	json.Unmarshal(body, &ev)
	if n := countRows(t, rh.st, `SELECT COUNT(*) FROM payment_events WHERE event_id = $1 AND outcome = 'unapplied' AND amount = 1000`, ev.ID); n != 1 {
		t.Fatal("money paid on a settled loan was not kept as unapplied")
	}
}

// pendingEvent2 pays the order's standing pay code directly (the page no longer shows it once
// the loan is settled).
func (rh *repayHarness) pendingEvent2(o loans.Order, amount int64) []byte {
	rh.t.Helper()
	r, err := rh.st.Payments().StandingPayCode(context.Background(), o.ID)
	if err != nil {
		rh.t.Fatal(err)
	}
	ev, err := rh.srv.PaySandbox.Pay(context.Background(), r.PayCode, amount, "")
	if err != nil {
		rh.t.Fatal(err)
	}
	b, _ := json.Marshal(ev)
	return b
}

func TestWebhookRetriedWithBackoff(t *testing.T) {
	rh := newRepayHarness(t, store.SQLite)
	o := rh.order(loans.StatusOverdue)
	down := true
	rh.srv.PaySandbox.HTTP = &http.Client{Transport: roundTripFunc(func(req *http.Request) (*http.Response, error) {
		if down {
			return nil, fmt.Errorf("connection refused")
		}
		return handlerTransport{rh.h}.RoundTrip(req)
	})}
	rh.pendingEvent(o, 20000)
	for i, wait := range []time.Duration{0, 5 * time.Second, 10 * time.Second} {
		rh.clock.Advance(wait)
		if n, err := rh.srv.PaySandbox.DeliverDue(context.Background()); err != nil || n != 0 {
			t.Fatalf("attempt %d: delivered %d, err %v", i+1, n, err)
		}
	}
	if n := countRows(t, rh.st, `SELECT attempts FROM webhook_outbox`); n != 3 {
		t.Fatalf("attempts: got %d, want 3", n)
	}
	rh.clock.Advance(10 * time.Second) // not yet: the 4th attempt waits 20 s
	if n, _ := rh.srv.PaySandbox.DeliverDue(context.Background()); n != 0 {
		t.Fatal("delivered before the backoff elapsed")
	}
	down = false
	rh.clock.Advance(10 * time.Second)
	if n, err := rh.srv.PaySandbox.DeliverDue(context.Background()); err != nil || n != 1 {
		t.Fatalf("after recovery: delivered %d, err %v", n, err)
	}
	if n := countRows(t, rh.st, `SELECT COUNT(*) FROM payment_events WHERE outcome = 'applied'`); n != 1 {
		t.Fatalf("applied events: got %d, want 1", n)
	}
}

type roundTripFunc func(*http.Request) (*http.Response, error)

func (f roundTripFunc) RoundTrip(r *http.Request) (*http.Response, error) { return f(r) }

// TestFinishEventBookingDeliveryWins: two deliveries of one event race; the one that found the
// money already booked may finish first. The delivery that booked it must still mark the event
// applied and add the money to the repayment, once (this order was seen as a rare failure of
// TestWebhookReplayCreditsOnce).
func TestFinishEventBookingDeliveryWins(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		rh := newRepayHarness(t, d)
		ctx := context.Background()
		o := rh.order(loans.StatusOverdue)
		body := rh.pendingEvent(o, 50000)
		var ev payments.Event
		if err := json.Unmarshal(body, &ev); err != nil {
			t.Fatal(err)
		}
		if err := rh.st.InTx(ctx, func(tx *store.Tx) error { _, err := tx.ReceiveEvent(ctx, ev, body, 0); return err }); err != nil {
			t.Fatal(err)
		}
		rep, err := rh.st.Payments().RepaymentByReference(ctx, ev.Reference)
		if err != nil {
			t.Fatal(err)
		}
		booked := payments.FinishedEvent{EventID: ev.ID, OrderID: o.ID, RepaymentID: rep.ID, Outcome: payments.OutcomeBooked, Detail: "already in the ledger"}
		applied := payments.FinishedEvent{EventID: ev.ID, OrderID: o.ID, RepaymentID: rep.ID, Outcome: payments.OutcomeApplied, PaidCents: 50000}
		for _, f := range []payments.FinishedEvent{booked, applied, applied, booked} {
			if err := rh.st.InTx(ctx, func(tx *store.Tx) error { return tx.FinishEvent(ctx, f) }); err != nil {
				t.Fatal(err)
			}
		}
		if n := countRows(t, rh.st, `SELECT COUNT(*) FROM payment_events WHERE event_id = $1 AND outcome = 'applied'`, ev.ID); n != 1 {
			t.Fatalf("event not applied after the booking delivery finished (%d)", n)
		}
		if n := countRows(t, rh.st, `SELECT COUNT(*) FROM repayments WHERE id = $1 AND paid_amount = 50000`, rep.ID); n != 1 {
			t.Fatal("the repayment's paid amount is not 50000 exactly once")
		}
	})
}

// The pay-code page's 'simulate the payment' link (the sandbox) is given in dev mode only.
func TestPayDetailSandboxLinkDevOnly(t *testing.T) {
	rh := newRepayHarness(t, store.SQLite)
	o := rh.order(loans.StatusOverdue)
	env := rh.call("/gw/v3/loan-details/generate-vcode", rh.q, url.Values{"orderId": {itoa(o.ID)}, "amount": {"10000"}, "channelNumber": {"90002"}})
	var started struct {
		Reference string `json:"reference"`
	}
	env.into(t, &started)
	if started.Reference == "" {
		t.Fatalf("generate-vcode: %s %s", env.Code, env.Message)
	}
	detail := func() map[string]any {
		env := rh.call("/gw/v3/repayment/pay-detail", rh.q, url.Values{"reference": {started.Reference}})
		var d map[string]any
		env.into(t, &d)
		return d
	}
	if d := detail(); d["sandboxUrl"] == nil || d["sandboxUrl"] == "" {
		t.Fatalf("dev mode: want the sandbox link, got %v", d)
	}
	rh.srv.Cfg.Dev = false
	rh.h = rh.srv.Handler()
	if d := detail(); d["sandboxUrl"] != nil {
		t.Fatalf("outside dev mode: got sandboxUrl %v", d["sandboxUrl"])
	}
}
