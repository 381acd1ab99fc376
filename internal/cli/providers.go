package cli

import (
	"context"
	"flag"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/config"
	"github.com/pautang/pautang/internal/mail"
	"github.com/pautang/pautang/internal/metrics"
	"github.com/pautang/pautang/internal/outbound"
	pay "github.com/pautang/pautang/internal/payments"
	"github.com/pautang/pautang/internal/payments/paymongo"
	pmfake "github.com/pautang/pautang/internal/payments/paymongo/fake"
	xenditpay "github.com/pautang/pautang/internal/payments/xendit"
	xifake "github.com/pautang/pautang/internal/payments/xendit/fake"
	"github.com/pautang/pautang/internal/payout"
	"github.com/pautang/pautang/internal/payout/xendit"
	xpfake "github.com/pautang/pautang/internal/payout/xendit/fake"
	"github.com/pautang/pautang/internal/sms"
	"github.com/pautang/pautang/internal/sms/semaphore"
	smfake "github.com/pautang/pautang/internal/sms/semaphore/fake"
	"github.com/pautang/pautang/internal/store"
)

// Keys of the local fakes (dev mode only: PAUTANG_*=...-fake).
const (
	fakePayMongoKey    = "sk_test_pautang_dev_fake"
	fakePayMongoSecret = "whsk_pautang_dev_fake"
	fakeXenditKey      = "xnd_development_pautang_dev_fake"
	fakeXenditToken    = "pautang-dev-fake-callback-token"
	fakeSemaphoreKey   = "pautang-dev-fake-semaphore"
)

// gatewayWiring is what PAUTANG_PAYMENTS, PAUTANG_PAYOUTS and PAUTANG_SMS select: the remote
// gateways by the repayment method they serve, their callback readers, the payout gateway,
// the SMS sender and the SMS queue's worker. Empty fields keep the built-in sandbox and
// outbox. A "-fake" name starts that gateway's local fake in process (dev mode) and points
// the adapter at it, so the whole journey runs against a provider-shaped flow.
type gatewayWiring struct {
	gateways        map[string]pay.Provider
	named           map[string]pay.Provider // by name: the catalogue routes channels to them
	notifiers       map[string]pay.Notifier
	reconcilers     map[string]pay.Source // by name: paymongo, xendit, xendit-payouts
	payout          payout.Provider
	payoutNotifiers map[string]payout.Notifier
	sms             sms.Sender
	// smsWorker drains Semaphore's queue (the jobs sms.deliver, sms.status); kick asks for a
	// round now (set once the jobs client exists).
	smsWorker *semaphore.Worker
	kick      func()
	closers   []func()
	// PayMongoFake, XenditFake and SemaphoreFake are the running fakes (dev mode), for the
	// dev endpoints and tests.
	PayMongoFake  *pmfake.Fake
	XenditPayFake *xifake.Fake
	XenditFake    *xpfake.Fake
	SemaphoreFake *smfake.Fake
}

func (g *gatewayWiring) close() {
	for _, c := range g.closers {
		c()
	}
}

// openGateways builds the selected gateways. outbox is the built-in SMS sender (the dev
// inbox): in dev mode a real SMS gateway also writes there, so login codes stay readable.
func openGateways(cfg config.Config, st *store.Store, clk clock.Clock, outbox sms.Sender, m *metrics.Metrics) *gatewayWiring {
	pc := cfg.Providers
	g := &gatewayWiring{gateways: map[string]pay.Provider{}, named: map[string]pay.Provider{}, notifiers: map[string]pay.Notifier{}, reconcilers: map[string]pay.Source{},
		payoutNotifiers: map[string]payout.Notifier{}}
	// client is one gateway's API client: its own breaker, its calls and breaker state in the
	// metrics under name.
	client := func(name string) *outbound.Client {
		b := outbound.NewBreaker(5, 30*time.Second)
		if err := m.WatchBreaker(name, b.State); err != nil {
			slog.Error("metrics: unable to watch a breaker", "provider", name, "err", err)
		}
		return &outbound.Client{Timeout: pc.Timeout, Breaker: b, Name: name, Observer: m}
	}
	base := strings.TrimSuffix(cfg.PublicURL, "/") + strings.TrimSuffix(cfg.APIBase, "/")
	for _, name := range pc.Payments {
		switch name {
		case "paymongo", "paymongo-fake":
			p := &paymongo.Provider{BaseURL: pc.PayMongoURL, SecretKey: pc.PayMongoSecretKey, WebhookSecret: pc.PayMongoWebhookSecret,
				PublicURL: cfg.PublicURL, Store: st.Providers(), Clock: clk, Client: client(paymongo.Name)}
			if name == "paymongo-fake" {
				f := pmfake.New(fakePayMongoKey, fakePayMongoSecret)
				f.WebhookURL = base + "/payments/paymongo/webhook"
				f.Now = clk.Now
				g.PayMongoFake = f
				g.started("payments: PayMongo fake running", f)
				p.BaseURL, p.SecretKey, p.WebhookSecret = f.URL(), fakePayMongoKey, fakePayMongoSecret
			}
			g.addPayments(paymongo.Name, p, st, pay.MethodLink, pay.MethodQR)
		case "xendit", "xendit-fake":
			p := &xenditpay.Provider{BaseURL: pc.XenditURL, SecretKey: pc.XenditSecretKey, CallbackToken: pc.XenditCallbackToken,
				PublicURL: cfg.PublicURL, Store: st.Providers(), Clock: clk, Client: client(xenditpay.Name)}
			if name == "xendit-fake" {
				f := xifake.New(fakeXenditKey, fakeXenditToken)
				f.CallbackURL = base + "/payments/xendit/webhook"
				g.XenditPayFake = f
				g.started("payments: Xendit fake running", f)
				p.BaseURL, p.SecretKey, p.CallbackToken = f.URL(), fakeXenditKey, fakeXenditToken
			}
			g.addPayments(xenditpay.Name, p, st, pay.MethodCode, pay.MethodLink)
		}
	}
	switch pc.Payouts {
	case "xendit", "xendit-fake":
		x := &xendit.Provider{BaseURL: pc.XenditURL, SecretKey: pc.XenditSecretKey, CallbackToken: pc.XenditCallbackToken, Client: client(xendit.Name + "-payouts")}
		if pc.Payouts == "xendit-fake" {
			f := xpfake.New(fakeXenditKey, fakeXenditToken)
			f.CallbackURL = base + "/payouts/xendit/callback"
			f.AutoSettle = xendit.StatusSucceeded
			f.Now = clk.Now
			g.XenditFake = f
			g.started("payout: Xendit fake running", f)
			x.BaseURL, x.SecretKey, x.CallbackToken = f.URL(), fakeXenditKey, fakeXenditToken
		}
		g.payout = x
		g.payoutNotifiers[xendit.Name] = x
		g.reconcilers[xendit.Name+"-payouts"] = pay.Source{Theirs: x, Ours: st.Providers().SucceededPayouts}
	}
	switch pc.SMS {
	case "semaphore", "semaphore-fake":
		c := &semaphore.Client{BaseURL: pc.SemaphoreURL, APIKey: pc.SemaphoreAPIKey, SenderName: pc.SemaphoreSender, HTTP: client(semaphore.Name)}
		if pc.SMS == "semaphore-fake" {
			f := smfake.New(fakeSemaphoreKey)
			g.SemaphoreFake = f
			g.started("sms: Semaphore fake running", f)
			c.BaseURL, c.APIKey = f.URL(), fakeSemaphoreKey
		}
		w := &semaphore.Worker{Queue: st.Providers(), Client: c, Clock: clk, Log: slog.Default()}
		kick := func() {
			if g.kick != nil {
				g.kick()
			}
		}
		var sender sms.Sender = &semaphore.Sender{Queue: st.Providers(), Clock: clk, Kick: kick, OTP: pc.SemaphoreOTP}
		if cfg.Dev {
			sender = sms.Both{outbox, sender}
		}
		g.sms = sender
		g.smsWorker = w
	}
	return g
}

// remoteGateway is a payments adapter of a remote gateway: it charges, reads its callbacks
// lists its channel codes and its transactions.
type remoteGateway interface {
	pay.Provider
	pay.ChannelCatalog
	pay.Notifier
	pay.TransactionLister
}

// addPayments registers a remote payments gateway: by name (the catalogue may route
// channels to it), for each of methods no gateway selected before it serves, for its
// callbacks, and for reconciliation against the payments booked through it.
func (g *gatewayWiring) addPayments(name string, p remoteGateway, st *store.Store, methods ...string) {
	for _, m := range methods {
		if g.gateways[m] == nil {
			g.gateways[m] = p
		}
	}
	g.named[name] = p
	g.notifiers[name] = p
	g.reconcilers[name] = pay.Source{Theirs: p, Ours: gatewayPayments(st, name)}
}

// started keeps a local fake running until the wiring closes and logs where it listens.
func (g *gatewayWiring) started(msg string, f interface {
	URL() string
	Close()
}) {
	g.closers = append(g.closers, f.Close)
	slog.Info(msg, "url", f.URL())
}

// followSandbox makes the Xendit fake settle payouts as the sandbox's dev switch says
// (POST /dev/payout/mode), so the failed-payout journey can be clicked through against it.
func (g *gatewayWiring) followSandbox(sb *payout.Sandbox) {
	if g.XenditFake == nil || sb == nil {
		return
	}
	g.XenditFake.Decide = func() string {
		if sb.Mode() == payout.ModeFail {
			return xendit.StatusFailed
		}
		return xendit.StatusSucceeded
	}
}

// reconcileGateway is `pautang reconcile -provider NAME -day YYYY-MM-DD`: the gateway's
// payments of that Manila day against the payments we received and booked; it prints the
// missing, extra and mismatched ones and reports whether the day reconciles.
func reconcileGateway(ctx context.Context, a *App, args []string) (bool, error) {
	fs := flag.NewFlagSet("reconcile", flag.ContinueOnError)
	name := fs.String("provider", "paymongo", "what to reconcile: paymongo, xendit (payments in) or xendit-payouts")
	dayText := fs.String("day", "", "the day (YYYY-MM-DD, Manila time; default yesterday)")
	if err := fs.Parse(args); err != nil {
		return false, err
	}
	src, ok := a.Gateways.reconcilers[*name]
	if !ok {
		return false, fmt.Errorf("reconcile: %s is not a selected gateway that lists its transactions (PAUTANG_PAYMENTS, PAUTANG_PAYOUTS)", *name)
	}
	day := a.Clock.Now().In(clock.Manila).AddDate(0, 0, -1)
	if *dayText != "" {
		d, err := time.ParseInLocation("2006-01-02", *dayText, clock.Manila)
		if err != nil {
			return false, fmt.Errorf("reconcile: -day: %w", err)
		}
		day = d
	}
	from := time.Date(day.Year(), day.Month(), day.Day(), 0, 0, 0, 0, clock.Manila)
	to := from.AddDate(0, 0, 1)
	r, err := src.Day(ctx, from, to)
	if err != nil {
		return false, err
	}
	for _, t := range r.Missing {
		fmt.Printf("missing: %s %s %d centavos at %s (the gateway has it; we never booked it)\n", t.ID, t.Reference, t.AmountCents, t.At.In(clock.Manila).Format(time.DateTime))
	}
	for _, b := range r.Extra {
		fmt.Printf("extra: %s %s %d centavos (%s; the gateway does not list it)\n", b.TransactionID, b.Reference, b.AmountCents, b.Outcome)
	}
	for _, m := range r.Mismatch {
		fmt.Println("amount mismatch: " + m)
	}
	fmt.Printf("reconcile %s %s: %d gateway payments, %d matched (%d held as unapplied), %d missing, %d extra, %d mismatched\n",
		*name, from.Format(time.DateOnly), r.Provider, r.Matched, r.Unapplied, len(r.Missing), len(r.Extra), len(r.Mismatch))
	return r.OK(), nil
}

// gatewayPayments is our side of a payments-in reconciliation of one gateway.
func gatewayPayments(st *store.Store, name string) func(ctx context.Context, from, to int64) ([]pay.Booked, error) {
	return func(ctx context.Context, from, to int64) ([]pay.Booked, error) {
		return st.Providers().GatewayPayments(ctx, name, from, to)
	}
}

// mailSender is the e-mail provider PAUTANG_MAIL names: SMTP, or the outbox (kept for the dev
// outbox page in dev mode; outside it nothing is sent and the outbox row says so).
func mailSender(a *App) mail.Sender {
	p := a.Cfg.Providers
	if p.Mail == "smtp" {
		return mail.SMTP{Host: p.SMTPHost, Port: p.SMTPPort, Username: p.SMTPUsername, Password: p.SMTPPassword, TLS: p.SMTPTLS, From: p.MailFrom, Timeout: p.Timeout}
	}
	return mail.Outbox{Box: a.Store.Messages(), Dev: a.Cfg.Dev, Now: a.Clock.Now}
}
