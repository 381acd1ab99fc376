package api

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/auth"
	"github.com/pautang/pautang/internal/catalog"
	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/collections"
	"github.com/pautang/pautang/internal/complaints"
	"github.com/pautang/pautang/internal/compliance"
	"github.com/pautang/pautang/internal/config"
	"github.com/pautang/pautang/internal/controls"
	"github.com/pautang/pautang/internal/disburse"
	"github.com/pautang/pautang/internal/dossier"
	"github.com/pautang/pautang/internal/lending"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/mail"
	"github.com/pautang/pautang/internal/messages"
	"github.com/pautang/pautang/internal/metrics"
	"github.com/pautang/pautang/internal/promotion"
	"github.com/pautang/pautang/internal/reports"
	"github.com/pautang/pautang/internal/sms"
	"github.com/pautang/pautang/internal/storage"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// t0 is the harness's starting time: a Sunday morning in Manila.
var t0 = time.Date(2026, 11, 22, 9, 0, 0, 0, clock.Manila)

// harness is a fresh server on a fresh database with a fixed clock and a fake SMS provider
// that remembers the last code per phone.
type harness struct {
	t     testing.TB
	srv   *Server
	h     http.Handler
	clock *clock.Fixed
	mu    sync.Mutex
	codes map[string]string
	st    *store.Store
}

func newHarness(t testing.TB) *harness {
	return newHarnessOn(t, store.SQLite)
}

func newHarnessOn(t testing.TB, d store.Dialect) *harness {
	t.Helper()
	clk := clock.NewFixed(t0)
	st := storetest.Open(t, d, clk)
	h := &harness{t: t, clock: clk, codes: map[string]string{}, st: st}
	sender := sms.Func(func(ctx context.Context, m sms.Message) error {
		h.mu.Lock()
		h.codes[m.Phone] = m.Code
		h.mu.Unlock()
		return st.Users().SaveOutbox(ctx, m.Phone, m.Channel, m.Body, m.Code)
	})
	cfg := config.Config{APIBase: "/gw", MerchantNumber: "0", Region: "PH", OTPTTL: 5 * time.Minute,
		SessionIdle: 7 * 24 * time.Hour, SessionMaxAge: 30 * 24 * time.Hour, SessionCache: 5 * time.Second, Dev: true}
	h.srv = &Server{Cfg: cfg, Collectors: st.Collectors(clk), Clock: clk, Metrics: metrics.New(),
		Auth: &auth.Service{Repo: st.Users(), SMS: sender, Clock: clk, Secret: []byte("test-secret"), CodeTTL: cfg.OTPTTL, Idle: cfg.SessionIdle, MaxAge: cfg.SessionMaxAge, CacheTTL: cfg.SessionCache}}
	wire(h.srv, h.st)
	h.h = h.srv.Handler()
	return h
}

// NewLending builds the lending service from the server's configuration, store, clock and
// payout service, as cli does.
func NewLending(s *Server, st *store.Store) *lending.Service {
	return &lending.Service{Store: st.Lending(), Clock: s.Clock, Cap: loans.CapPolicyFor(s.Cfg.Region), Payout: s.Disburse, Log: s.Log,
		Company: lending.Company{Name: s.Cfg.CompanyName, SECRegNo: s.Cfg.SECRegNo, CertAuthNo: s.Cfg.SECCertAuthNo, Advisory: lending.Advisory,
			SupportPhone: s.Cfg.SupportPhone, SupportEmail: s.Cfg.SupportEmail}, Metrics: s.metrics()}
}

// wire builds the services the handlers call from the server's parts, as cli.Open does. A
// test that swaps a part they use (Disburse, BankVault, Files) calls it again; a lending
// service the test set keeps, with the new payout service.
func wire(s *Server, st *store.Store) {
	if s.Lending == nil {
		s.Lending = NewLending(s, st)
	}
	s.Lending.Payout = s.Disburse
	s.Privacy = &compliance.Service{Store: st, Clock: s.Clock}
	s.Lending.Privacy = s.Privacy // user/delete erases, as cli wires it
	s.Inbox, s.Health = st.Messages(), st
	s.Accounts = &disburse.Accounts{Store: st, Vault: s.BankVault, Clock: s.Clock, Payouts: s.Disburse}
	s.Complaints = &complaints.Service{Repo: st.Complaints(), Files: serverFiles{s}, Clock: s.Clock, PublicBase: s.Cfg.PublicURL, Log: s.Log,
		SupportEmail: s.Cfg.SupportEmail, SupportPhone: s.Cfg.SupportPhone}
	sender, secret := s.SMS, []byte(nil)
	if s.Auth != nil {
		if sender == nil {
			sender = s.Auth.SMS
		}
		secret = s.Auth.Secret
	}
	rule, err := promotion.ParsePhoneRule(s.Cfg.PhoneRule)
	if err != nil {
		rule = promotion.DefaultPhoneRule
	}
	s.Promotion = &promotion.Service{Repo: st.Promotion(), SMS: sender, Clock: s.Clock, Secret: secret, Phones: rule}
	s.Reports = reports.New(st, s.Clock)
	s.Reports.Amounts = s.Lending
	s.OrderDesk = lending.NewOrderDesk(st, s.Lending, s.Clock)
	s.Messages = &messages.Service{Templates: st.Catalog(), Wording: st.Messages(), PublicURL: s.Cfg.PublicURL}
	s.Admin = admin.New(st.Operators(), s.Clock, s.Cfg.AdminSessionIdle, serverBox{s})
	s.Admin.Captcha, s.Admin.LoginFreePerMinute = s.Promotion, s.Cfg.AdminLoginCaptchaAfter
	s.DevMail = st.Messages()
	if s.Mail == nil {
		s.Mail = mail.Outbox{Box: st.Messages(), Dev: true, Now: s.Clock.Now}
	}
	s.Dossier = &dossier.Service{Repo: st.Dossier(), Complaints: s.Complaints, Amounts: s.Lending}
	s.Compliance = &compliance.Service{Store: st, Clock: s.Clock, CoveredThresholdCents: s.Cfg.AMLCoveredThresholdCents}
	s.Dossier = &dossier.Service{Repo: st.Dossier(), Complaints: s.Complaints, Amounts: s.Lending, Risk: s.Compliance}
	s.Catalog = catalog.New(st.Catalog(), s.Lending, s.Cfg.SupportEmail, s.Cfg.SupportPhone)
	s.Collections = collections.New(st.Desk(), s.Clock, s.Log, s.Cfg.SupportPhone, lending.DisplayedProfile)
	s.Collections.Amounts = s.Lending
	// The controls are built per call over the server's parts as they are then: tests swap the
	// payout service, the vault and the limits as they go.
	s.Controls = nil
	s.NewControls = func() *controls.Service {
		return &controls.Service{Store: st, Lending: s.Lending, Disburse: s.Disburse, Repay: s.Repay, Vault: s.BankVault, Clock: s.Clock,
			WriteOffAfterDays: s.Cfg.WriteOffAfterDays, FourEyesApproveAboveCents: s.Cfg.FourEyesApproveAboveCents, Log: s.Log,
			Mail: s.Mail, PublicURL: s.Cfg.PublicURL,

			Catalog: s.Catalog, Messages: s.Messages, PayGateways: s.PayGateways}
	}
}

// serverFiles is the server's Files as the complaint service sees it in tests: the admin
// harness gives the server its storage after wire ran.
type serverFiles struct{ s *Server }

func (f serverFiles) Put(ctx context.Context, name, contentType string, r io.Reader) (string, error) {
	return f.s.Files.Put(ctx, name, contentType, r)
}
func (f serverFiles) Open(ctx context.Context, name string) (*storage.Object, error) {
	return f.s.Files.Open(ctx, name)
}
func (f serverFiles) Delete(ctx context.Context, name string) error {
	return f.s.Files.Delete(ctx, name)
}

// do sends a request and returns the recorder.
func (h *harness) do(method, path string, query url.Values, body url.Values) *httptest.ResponseRecorder {
	h.t.Helper()
	target := path
	if len(query) > 0 {
		target += "?" + query.Encode()
	}
	var req *http.Request
	if body != nil {
		req = httptest.NewRequest(method, target, strings.NewReader(body.Encode()))
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	} else {
		req = httptest.NewRequest(method, target, nil)
	}
	req.RemoteAddr = "203.0.113.7:5555"
	rec := httptest.NewRecorder()
	h.h.ServeHTTP(rec, req)
	return rec
}

// call posts a form and decodes the envelope; data is decoded into a generic map.
func (h *harness) call(path string, query url.Values, body url.Values) envelope {
	h.t.Helper()
	rec := h.do("POST", path, query, body)
	var env envelope
	if err := json.Unmarshal(rec.Body.Bytes(), &env); err != nil {
		h.t.Fatalf("%s: not an envelope (status %d): %s", path, rec.Code, rec.Body.String())
	}
	env.status = rec.Code
	return env
}

type envelope struct {
	Code    string          `json:"code"`
	Message string          `json:"message"`
	Data    json.RawMessage `json:"data"`
	Success bool            `json:"success"`
	status  int
}

// into decodes data.
func (e envelope) into(t testing.TB, v any) {
	t.Helper()
	if err := json.Unmarshal(e.Data, v); err != nil {
		t.Fatalf("data: %v: %s", err, e.Data)
	}
}

func (h *harness) lastCode(phone string) string {
	if p, err := auth.NormalizePhone(phone); err == nil {
		phone = p
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.codes[phone]
}

// login signs a borrower in through the API and returns the common params.
func (h *harness) login(phone string) url.Values {
	h.t.Helper()
	if env := h.call("/gw/v3/login/sms-code", nil, url.Values{"phone": {phone}}); env.Code != "00" {
		h.t.Fatalf("sms-code: %+v", env)
	}
	env := h.call("/gw/v3/login/login", nil, url.Values{"phone": {phone}, "code": {h.lastCode(phone)}, "deviceId": {"test-device"}})
	if env.Code != "00" {
		h.t.Fatalf("login: %+v", env)
	}
	var d map[string]any
	env.into(h.t, &d)
	q := url.Values{}
	for _, k := range []string{"sessionId", "userId", "mobile", "merchantNumber", "deviceId"} {
		q.Set(k, d[k].(string))
	}
	return q
}

// session signs a borrower in without the SMS code (the login limits would refuse hundreds
// of logins from one address): the common params of their calls.
func (h *harness) session(phone string) url.Values {
	h.t.Helper()
	if _, _, err := h.st.Users().UpsertUser(context.Background(), phone); err != nil {
		h.t.Fatal(err)
	}
	token, sess, err := h.srv.Auth.IssueSession(context.Background(), phone, "test-device")
	if err != nil {
		h.t.Fatal(err)
	}
	return url.Values{"sessionId": {token}, "userId": {strconv.FormatInt(sess.UserID, 10)}, "mobile": {phone},
		"merchantNumber": {h.srv.Cfg.MerchantNumber}, "deviceId": {"test-device"}}
}

// with returns q plus extra params.
func with(q url.Values, kv ...string) url.Values {
	out := url.Values{}
	for k, v := range q {
		out[k] = append([]string(nil), v...)
	}
	for i := 0; i+1 < len(kv); i += 2 {
		out.Set(kv[i], kv[i+1])
	}
	return out
}

// serverBox is the server's BankVault as the operators' service sees it in tests: the admin
// harness gives the server its vault after wire ran.
type serverBox struct{ s *Server }

func (b serverBox) SealWith(label, plain string) (string, error) {
	if b.s.BankVault == nil {
		return "", admin.ErrNoSealer
	}
	return b.s.BankVault.SealWith(label, plain)
}

func (b serverBox) OpenWith(label, sealed string) (string, error) {
	if b.s.BankVault == nil {
		return "", admin.ErrNoSealer
	}
	return b.s.BankVault.OpenWith(label, sealed)
}
