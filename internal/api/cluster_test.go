package api

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/auth"
	"github.com/pautang/pautang/internal/banking"
	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/config"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/metrics"
	"github.com/pautang/pautang/internal/payments"
	"github.com/pautang/pautang/internal/seed"
	"github.com/pautang/pautang/internal/sms"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// The cluster tests start two instances on one PostgreSQL schema, each with its own pool,
// session cache, vault and services built from the same keys, as two processes behind a
// proxy would be.

var clusterDataKey = strings.Repeat("5a", 32)

// newInstance is one server on st, with the shared secret and data key.
func newInstance(t testing.TB, st *store.Store, clk *clock.Fixed) *harness {
	t.Helper()
	h := &harness{t: t, clock: clk, codes: map[string]string{}, st: st}
	sender := sms.Func(func(ctx context.Context, m sms.Message) error {
		h.mu.Lock()
		h.codes[m.Phone] = m.Code
		h.mu.Unlock()
		return st.Users().SaveOutbox(ctx, m.Phone, m.Channel, m.Body, m.Code)
	})
	cfg := config.Config{APIBase: "/gw", MerchantNumber: "0", Region: "PH", OTPTTL: 5 * time.Minute,
		SessionIdle: 7 * 24 * time.Hour, SessionMaxAge: 30 * 24 * time.Hour, SessionCache: 5 * time.Second, Dev: true}
	key, _ := banking.ParseDataKey(clusterDataKey)
	vault, err := banking.NewVault(key)
	if err != nil {
		t.Fatal(err)
	}
	h.srv = &Server{Cfg: cfg, Collectors: st.Collectors(clk), Clock: clk, Metrics: metrics.New(), BankVault: vault,
		Auth: &auth.Service{Repo: st.Users(), SMS: sender, Clock: clk, Secret: []byte("cluster-secret"), CodeTTL: cfg.OTPTTL, Idle: cfg.SessionIdle, MaxAge: cfg.SessionMaxAge, CacheTTL: cfg.SessionCache}}
	wire(h.srv, h.st)
	h.h = h.srv.Handler()
	return h
}

// newCluster starts n instances on a fresh PostgreSQL schema; they migrate at the same moment.
func newCluster(t *testing.T, n int) []*harness {
	t.Helper()
	u := storetest.PostgresURL(t)
	clk := clock.NewFixed(t0)
	out := make([]*harness, n)
	var wg sync.WaitGroup
	errs := make([]error, n)
	for i := range n {
		st := storetest.OpenURL(t, u, clk)
		out[i] = newInstance(t, st, clk)
		wg.Add(1)
		go func() { defer wg.Done(); _, errs[i] = st.Migrate(context.Background()) }()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			t.Fatalf("instances migrating together: %v", err)
		}
	}
	return out
}

// A login code sent through one instance logs in through another; a logout through one is
// refused by the other within the session cache time (PAUTANG_SESSION_CACHE).
func TestClusterLoginAndLogout(t *testing.T) {
	c := newCluster(t, 2)
	a, b := c[0], c[1]
	const phone = "09171234567"
	if env := a.call("/gw/v3/login/sms-code", nil, url.Values{"phone": {phone}}); env.Code != "00" {
		t.Fatalf("sms-code on A: %+v", env)
	}
	env := b.call("/gw/v3/login/login", nil, url.Values{"phone": {phone}, "code": {a.lastCode(phone)}, "deviceId": {"d1"}})
	if env.Code != "00" {
		t.Fatalf("login on B with A's code: %+v", env)
	}
	var d map[string]any
	env.into(t, &d)
	q := url.Values{}
	for _, k := range []string{"sessionId", "userId", "mobile", "merchantNumber", "deviceId"} {
		q.Set(k, d[k].(string))
	}
	if env := a.call("/gw/v3/user/info", q, nil); env.Code != "00" {
		t.Fatalf("B's session on A: %+v", env)
	}
	if env := b.call("/gw/v3/login/logout", q, nil); env.Code != "00" {
		t.Fatalf("logout on B: %+v", env)
	}
	if env := b.call("/gw/v3/user/info", q, nil); env.Code != "401" {
		t.Fatalf("B after its logout: %+v", env)
	}
	a.clock.Advance(a.srv.Cfg.SessionCache)
	if env := a.call("/gw/v3/user/info", q, nil); env.Code != "401" {
		t.Fatalf("A one cache time after B's logout: got %q, want 401", env.Code)
	}
}

// An account bound through one instance is read (decrypted) by another.
func TestClusterBankAccountAcrossInstances(t *testing.T) {
	c := newCluster(t, 2)
	a, b := c[0], c[1]
	ctx := context.Background()
	pid, err := a.st.Catalog().UpsertProduct(ctx, store.ProductRow{Code: "EXPRESS", Name: "Pautang Express", MinAmount: 200000, MaxAmount: 1000000, AmountStep: 50000,
		TermDays: 91, Periods: 1, InterestBPMonth: 300, ServiceFeeBP: 300, Rules: loans.DefaultRules().JSON(), Enabled: true})
	if err != nil {
		t.Fatal(err)
	}
	for i, it := range seed.DefaultBankForm() {
		if err := a.st.Banking().UpsertBankFormItem(ctx, 0, it, i); err != nil {
			t.Fatal(err)
		}
	}
	q := a.login("09171234567")
	if env := a.call("/gw/v3/bind-card/bind-card-new", q, bankForm("product_id", strconv.FormatInt(pid, 10))); env.Code != "0" {
		t.Fatalf("bind on A: %+v", env)
	}
	uid, _ := strconv.ParseInt(q.Get("userId"), 10, 64)
	accs, err := b.st.Banking().BankAccounts(ctx, uid)
	if err != nil || len(accs) != 1 {
		t.Fatalf("accounts read on B: %v %v", accs, err)
	}
	number, err := b.srv.BankVault.Open(uid, accs[0].Cipher)
	if err != nil || number != bdoNumber {
		t.Fatalf("B opens A's sealed number: %q %v", number, err)
	}
	if env := b.call("/gw/bind-card/list", q, nil); env.Code != "0" || !strings.Contains(string(env.Data), "7890") {
		t.Fatalf("list on B: %+v", env)
	}
}

// The daily job run by two instances at the same moment books exactly what one run books on
// a single instance.
func TestClusterDailyJobOnce(t *testing.T) {
	c := newCluster(t, 2)
	ctx := context.Background()
	single := storetest.Open(t, store.Postgres, c[0].clock)
	for _, st := range []*store.Store{c[0].st, single} {
		if _, err := seed.Run(ctx, st, c[0].clock, seed.Options{Demo: true}); err != nil {
			t.Fatal(err)
		}
	}
	c[0].clock.Advance(9 * 24 * time.Hour)
	one := newInstance(t, single, c[0].clock)
	if rep, err := NewLending(one.srv, one.st).RunDaily(ctx); err != nil || rep.Entries == 0 {
		t.Fatalf("one runner: %+v %v (the test needs work to do)", rep, err)
	}
	var wg sync.WaitGroup
	for _, h := range c {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if _, err := NewLending(h.srv, h.st).RunDaily(ctx); err != nil {
				t.Error(err)
			}
		}()
	}
	wg.Wait()
	books := func(st *store.Store) string {
		var n, sum int64
		if err := st.DB.QueryRowContext(ctx, `SELECT COUNT(*), COALESCE(SUM(amount), 0) FROM ledger_entries`).Scan(&n, &sum); err != nil {
			t.Fatal(err)
		}
		var moves int64
		st.DB.QueryRowContext(ctx, `SELECT COUNT(*) FROM order_status_log`).Scan(&moves)
		return fmt.Sprintf("%d entries, sum %d, %d status moves", n, sum, moves)
	}
	if got, want := books(c[0].st), books(single); got != want {
		t.Fatalf("two runners at once: %s; one runner: %s", got, want)
	}
	if _, bad, err := NewLending(c[1].srv, c[1].st).CheckLedger(ctx); err != nil || len(bad) > 0 {
		t.Fatalf("check-ledger: %v %v", bad, err)
	}
}

// Two instances delivering the webhook outbox at the same moment post each event once.
func TestClusterWebhookOutboxOnce(t *testing.T) {
	c := newCluster(t, 2)
	ctx := context.Background()
	if _, err := seed.Run(ctx, c[0].st, c[0].clock, seed.Options{Demo: true}); err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	posts := map[string]int{}
	sink := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		var ev payments.Event
		json.Unmarshal(body, &ev)
		mu.Lock()
		posts[ev.ID]++
		mu.Unlock()
		time.Sleep(2 * time.Millisecond)
	}))
	defer sink.Close()
	for _, h := range c {
		h.srv.Lending = NewLending(h.srv, h.st)
		h.srv.SetupRepayment(RepaymentSetup{Payments: h.st.Payments(), ChannelRoute: h.st.Catalog().ChannelRoute, Lending: h.srv.Lending, Secret: testWebhookSecret, SMS: h.srv.Auth.SMS,
			WebhookURL: sink.URL, PublicURL: "http://pautang.test"})
	}
	q := c[0].login(seed.DemoPhone)
	env := c[0].call("/gw/v3/order/list", q, nil)
	var list struct {
		Orders []struct {
			OrderID int64 `json:"orderId,string"`
			Status  int   `json:"status"`
		} `json:"orders"`
	}
	env.into(t, &list)
	var codes []string
	for _, o := range list.Orders {
		if o.Status == 170 || o.Status == 174 || o.Status == 180 {
			env := c[0].call("/gw/v3/installment/loan-play-detail", q, url.Values{"orderId": {itoa(o.OrderID)}})
			var d struct {
				DefDetail defDetail `json:"defDetail"`
			}
			env.into(t, &d)
			codes = append(codes, d.DefDetail.PayCode)
		}
	}
	if len(codes) == 0 {
		t.Fatal("no pay codes")
	}
	const n = 60
	for i := range n {
		if _, err := c[i%2].srv.PaySandbox.Pay(ctx, codes[i%len(codes)], 100+int64(i), ""); err != nil {
			t.Fatal(err)
		}
	}
	var wg sync.WaitGroup
	for _, h := range c {
		for range 3 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				if _, err := h.srv.PaySandbox.DeliverDue(ctx); err != nil {
					t.Error(err)
				}
			}()
		}
	}
	wg.Wait()
	// A pass that lost claims to the other instance stops early; the next tick of either
	// delivers the rest.
	for i := 0; i < 10; i++ {
		if left, err := c[0].st.Payments().WebhookBacklog(ctx); err != nil || left == 0 {
			break
		}
		for _, h := range c {
			if _, err := h.srv.PaySandbox.DeliverDue(ctx); err != nil {
				t.Fatal(err)
			}
		}
	}
	mu.Lock()
	defer mu.Unlock()
	if len(posts) != n {
		t.Fatalf("%d events posted, want %d", len(posts), n)
	}
	for id, k := range posts {
		if k != 1 {
			t.Fatalf("event %s posted %d times", id, k)
		}
	}
}

// Behind a proxy the instances count the client's address (X-Real-IP) only when the proxy is
// listed in PAUTANG_TRUSTED_PROXIES; anyone else's header is ignored, loopback's included.
func TestClientIPTrustedProxies(t *testing.T) {
	req := func(remote string) *http.Request {
		r := httptest.NewRequest("POST", "/", nil)
		r.RemoteAddr = remote
		r.Header.Set("X-Real-IP", "198.51.100.7")
		return r
	}
	if got := resolveClientIP(req("127.0.0.1:5000"), nil); got != "127.0.0.1" {
		t.Fatalf("no proxy configured, header believed: %q", got)
	}
	proxies := []netip.Prefix{netip.MustParsePrefix("10.89.0.0/24"), netip.MustParsePrefix("127.0.0.1/32")}
	for remote, want := range map[string]string{
		"127.0.0.1:5000":  "198.51.100.7",
		"10.89.0.10:5000": "198.51.100.7",
		"10.90.0.1:5000":  "10.90.0.1",
	} {
		if got := resolveClientIP(req(remote), proxies); got != want {
			t.Fatalf("peer %s: %q, want %q", remote, got, want)
		}
	}
}

// A draining instance fails its readiness check so the proxy stops sending it requests.
func TestReadyzDraining(t *testing.T) {
	h := newHarness(t)
	if rec := h.do("GET", "/readyz", nil, nil); rec.Code != 200 {
		t.Fatalf("ready: %d", rec.Code)
	}
	h.srv.Draining.Store(true)
	if rec := h.do("GET", "/readyz", nil, nil); rec.Code != 503 {
		t.Fatalf("draining: got %d, want 503", rec.Code)
	}
}

// Wrong login codes count on every instance: attempts spread over two instances lock the
// code after MaxCodeAttempts, and the right code is then refused on both.
func TestClusterCodeAttemptsShared(t *testing.T) {
	c := newCluster(t, 2)
	a, b := c[0], c[1]
	const phone = "09171234567"
	if env := a.call("/gw/v3/login/sms-code", nil, url.Values{"phone": {phone}}); env.Code != "00" {
		t.Fatalf("sms-code: %+v", env)
	}
	code := a.lastCode(phone)
	wrong := "000000"
	if code == wrong {
		wrong = "111111"
	}
	for i := range auth.MaxCodeAttempts {
		h := c[i%2]
		if env := h.call("/gw/v3/login/login", nil, url.Values{"phone": {phone}, "code": {wrong}, "deviceId": {"d"}}); env.Code == "00" {
			t.Fatalf("wrong code %d accepted", i)
		}
	}
	for _, h := range []*harness{a, b} {
		if env := h.call("/gw/v3/login/login", nil, url.Values{"phone": {phone}, "code": {code}, "deviceId": {"d"}}); env.Code == "00" {
			t.Fatalf("the right code after %d wrong ones on two instances was accepted", auth.MaxCodeAttempts)
		}
	}
}
