package semaphore_test

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/outbound"
	"github.com/pautang/pautang/internal/sms"
	"github.com/pautang/pautang/internal/sms/semaphore"
	"github.com/pautang/pautang/internal/sms/semaphore/fake"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

type rig struct {
	st     *store.Store
	clk    *clock.Fixed
	f      *fake.Fake
	sender *semaphore.Sender
	w      *semaphore.Worker
}

func newRig(t *testing.T, d store.Dialect) *rig {
	clk := clock.NewFixed(time.Date(2026, 11, 22, 9, 0, 0, 0, clock.Manila))
	st := storetest.Open(t, d, clk)
	f := fake.New("semkey")
	f.Now = clk.Now
	t.Cleanup(f.Close)
	c := &semaphore.Client{BaseURL: f.URL(), APIKey: "semkey", SenderName: "PAUTANG", HTTP: &outbound.Client{Timeout: 2 * time.Second}}
	return &rig{st: st, clk: clk, f: f, sender: &semaphore.Sender{Queue: st.Providers(), Clock: clk},
		w: &semaphore.Worker{Queue: st.Providers(), Client: c, Clock: clk}}
}

func (r *rig) send(t *testing.T, phone, body string) {
	t.Helper()
	if err := r.sender.Send(context.Background(), sms.Message{Phone: phone, Channel: sms.ChannelSMS, Body: body, Code: "123456"}); err != nil {
		t.Fatal(err)
	}
}

func (r *rig) row(t *testing.T, id int64) semaphore.Delivery {
	t.Helper()
	d, err := r.st.Providers().SMSDelivery(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func TestQueuedThenSent(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		r := newRig(t, d)
		r.send(t, "09171234567", "Pautang: your code is 123456.")
		if r.f.Calls != 0 {
			t.Fatal("Send called the gateway (it must only queue)")
		}
		n, err := r.w.DeliverDue(context.Background())
		if err != nil || n != 1 {
			t.Fatalf("deliver: %d %v", n, err)
		}
		ms := r.f.Messages()
		if len(ms) != 1 || ms[0].Recipient != "639171234567" || ms[0].SenderName != "PAUTANG" || !strings.Contains(ms[0].Message, "123456") {
			t.Fatalf("messages = %+v", ms)
		}
		row := r.row(t, 1)
		if row.Status != semaphore.StatusSent || row.ProviderID != "1000001" || row.ProviderStatus != "Queued" || row.Body != "" || row.Attempts != 1 {
			t.Fatalf("row = %+v", row)
		}
		if n, _ := r.w.DeliverDue(context.Background()); n != 0 || len(r.f.Messages()) != 1 {
			t.Fatal("a sent message went again")
		}
		// The worker follows the status until it is final.
		if n, err := r.w.RefreshStatuses(context.Background()); err != nil || n != 1 {
			t.Fatalf("refresh: %d %v", n, err)
		}
		if row := r.row(t, 1); row.ProviderStatus != "Sent" || !semaphore.Final(row.ProviderStatus) {
			t.Fatalf("after refresh: %+v", row)
		}
		if n, _ := r.w.RefreshStatuses(context.Background()); n != 0 {
			t.Fatal("a final status was asked again")
		}
	})
}

func TestRateLimitedThenSent(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		r := newRig(t, d)
		r.f.Limit, r.f.RetryAfter = 2, 30
		for i := 0; i < 3; i++ {
			r.send(t, "09171234567", "message "+string(rune('A'+i)))
		}
		ctx := context.Background()
		if n, err := r.w.DeliverDue(ctx); err != nil || n != 2 || r.f.Limited != 1 {
			t.Fatalf("first round: %d %v limited %d", n, err, r.f.Limited)
		}
		third := r.row(t, 3)
		if third.Status != semaphore.StatusQueued || third.Attempts != 0 || third.NextAt != r.clk.Now().Add(30*time.Second).UnixMilli() {
			t.Fatalf("rate-limited row = %+v", third)
		}
		// Before Retry-After passes, the worker does not call at all.
		calls := r.f.Calls
		r.clk.Advance(20 * time.Second)
		if n, _ := r.w.DeliverDue(ctx); n != 0 || r.f.Calls != calls {
			t.Fatalf("called during Retry-After: %d calls", r.f.Calls-calls)
		}
		r.clk.Advance(45 * time.Second)
		if n, err := r.w.DeliverDue(ctx); err != nil || n != 1 {
			t.Fatalf("after Retry-After: %d %v", n, err)
		}
		if r.row(t, 3).Status != semaphore.StatusSent || len(r.f.Messages()) != 3 {
			t.Fatalf("third: %+v", r.row(t, 3))
		}
	})
}

func TestRetriesWithBackoffAndRefusals(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		r := newRig(t, d)
		ctx := context.Background()
		r.send(t, "09171234567", "hello")
		r.f.FailNext(http.StatusBadGateway)
		if n, _ := r.w.DeliverDue(ctx); n != 0 {
			t.Fatal("sent through a 502")
		}
		row := r.row(t, 1)
		if row.Status != semaphore.StatusQueued || row.Attempts != 1 || row.NextAt != r.clk.Now().Add(semaphore.Backoff(1)).UnixMilli() || !strings.Contains(row.LastError, "502") {
			t.Fatalf("after 502: %+v", row)
		}
		if n, _ := r.w.DeliverDue(ctx); n != 0 {
			t.Fatal("retried before the backoff")
		}
		r.clk.Advance(semaphore.Backoff(1))
		if n, _ := r.w.DeliverDue(ctx); n != 1 {
			t.Fatal("not retried after the backoff")
		}
		// A number Semaphore refuses is given up at once, not retried; the message stays for an operator.
		r.send(t, "12345", "hello")
		r.w.DeliverDue(ctx)
		if row := r.row(t, 2); row.Status != semaphore.StatusFailed || !strings.Contains(row.LastError, "422") || row.Body != "hello" {
			t.Fatalf("refused: %+v", row)
		}
		// A message that keeps failing is given up after MaxAttempts.
		r.send(t, "09171234567", "again")
		for i := 0; i < semaphore.MaxAttempts; i++ {
			r.f.FailNext(http.StatusInternalServerError)
			r.w.DeliverDue(ctx)
			r.clk.Advance(10 * time.Minute)
		}
		if row := r.row(t, 3); row.Status != semaphore.StatusFailed || row.Attempts != semaphore.MaxAttempts {
			t.Fatalf("exhausted: %+v", row)
		}
	})
}

func TestOTPEndpointCarriesOurCode(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		r := newRig(t, d)
		r.sender.OTP = true
		ctx := context.Background()
		r.send(t, "09171234567", "Pautang: your code is 123456. Valid 5 minutes.")
		if row := r.row(t, 1); row.Kind != semaphore.KindOTP || !strings.Contains(row.Body, "{otp}") {
			t.Fatalf("queued OTP row = %+v", row)
		}
		// A message without a code and a voice message keep the plain endpoint.
		if err := r.sender.Send(ctx, sms.Message{Phone: "09171234567", Channel: sms.ChannelSMS, Body: "Pautang: payment received."}); err != nil {
			t.Fatal(err)
		}
		if err := r.sender.Send(ctx, sms.Message{Phone: "09171234567", Channel: sms.ChannelVoice, Body: "Your code is 6 5 4 3 2 1", Code: "654321"}); err != nil {
			t.Fatal(err)
		}
		if n, err := r.w.DeliverDue(ctx); err != nil || n != 3 {
			t.Fatalf("deliver: %d %v", n, err)
		}
		ms := r.f.Messages()
		if len(ms) != 3 || ms[0].Code != "123456" || ms[0].Message != "Pautang: your code is 123456. Valid 5 minutes." {
			t.Fatalf("OTP message = %+v", ms)
		}
		if ms[1].Code != "" || ms[2].Code != "" {
			t.Fatalf("plain messages went through the OTP endpoint: %+v", ms[1:])
		}
		if row := r.row(t, 1); row.Status != semaphore.StatusSent || row.Body != "" || row.ProviderID != "1000001" {
			t.Fatalf("sent OTP row = %+v", row)
		}
		// Rate limits and 5xx apply to the OTP endpoint as to the other.
		r.send(t, "09171234567", "Pautang: your code is 123456.")
		r.f.FailNext(http.StatusServiceUnavailable)
		if n, _ := r.w.DeliverDue(ctx); n != 0 {
			t.Fatal("sent through a 503")
		}
		if row := r.row(t, 4); row.Status != semaphore.StatusQueued || row.Attempts != 1 {
			t.Fatalf("after 503: %+v", row)
		}
	})
}

func TestOTPEndpointWithAnotherCodeIsAFailure(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.Write([]byte(`[{"message_id":7,"recipient":"639171234567","message":"code 998877","status":"Pending","code":998877}]`))
	}))
	defer srv.Close()
	c := &semaphore.Client{BaseURL: srv.URL, APIKey: "k", HTTP: &outbound.Client{Timeout: 2 * time.Second}}
	m, err := c.SendOTP(context.Background(), "09171234567", "code {otp}", "123456")
	var refused *semaphore.Refused
	if !errors.As(err, &refused) || m.Code != "998877" {
		t.Fatalf("SendOTP = %+v, %v (want a refusal naming the other code)", m, err)
	}
}

// A sender name the account may not use is answered HTTP 200 with a complaint and no
// message_id (the fake's testdata): the message is failed, not sent, its body kept for an
// operator, and the status refresher never asks Semaphore about message 0.
func TestAnswerWithoutMessageIDIsARefusal(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		r := newRig(t, d)
		ctx := context.Background()
		r.f.SenderNames = map[string]bool{"APPROVED": true}
		r.send(t, "09171234567", "Pautang: payment received.")
		n, err := r.w.DeliverDue(ctx)
		if err != nil || n != 0 {
			t.Fatalf("deliver: %d %v (a complaint is not a sent message)", n, err)
		}
		row := r.row(t, 1)
		if row.Status != semaphore.StatusFailed || row.ProviderID != "" || row.Body != "Pautang: payment received." || !strings.Contains(row.LastError, "senderName") {
			t.Fatalf("row after the complaint = %+v", row)
		}
		// A row an older build stored as sent with id 0 is not polled either.
		r.send(t, "09171234567", "Pautang: second.")
		if err := r.st.Providers().SMSSent(ctx, 2, "0", "Queued", r.clk.Now().UnixMilli()); err != nil {
			t.Fatal(err)
		}
		calls := r.f.Calls
		if n, err := r.w.RefreshStatuses(ctx); err != nil || n != 0 || r.f.Calls != calls {
			t.Fatalf("refresh: %d %v, calls %d -> %d (message 0 polled)", n, err, calls, r.f.Calls)
		}
	})
}
