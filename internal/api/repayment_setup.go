package api

import (
	"context"
	"net/http"

	"github.com/pautang/pautang/internal/lending"
	"github.com/pautang/pautang/internal/payments"
	"github.com/pautang/pautang/internal/sms"
)

// The repayment wiring: the payment gateway chosen, the repayment service built on it, and
// the lending service as the repayment calls read it (cli.NewServer and the tests call
// SetupRepayment once, before serving).

// RepaymentStore is the store as the repayment wiring hands it to the services: the payments
// area (the repayment service's and the sandbox's records, and where a reference was started).
type RepaymentStore interface {
	payments.Repo
	payments.SandboxRepo
	RepaymentRoute(ctx context.Context, reference string) (method, channel, gateway string, err error)
}

// RepaymentSetup is what SetupRepayment wires.
type RepaymentSetup struct {
	// Payments is the store's payments area; ChannelRoute reads where the catalogue routes a
	// channel (the store's catalogue area).
	Payments     RepaymentStore
	ChannelRoute func(ctx context.Context, number string) (payments.Route, error)
	Lending      *lending.Service
	Secret       []byte // webhook signing key shared by the sandbox and our webhook endpoint
	SMS          sms.Sender
	WebhookURL   string       // where the sandbox delivers (serve: the public URL's webhook path)
	PublicURL    string       // absolute base of hosted pages (QR payloads)
	HTTP         *http.Client // sandbox delivery client; tests deliver in process
	// Gateways are remote payment gateways by the method they serve (link, qr, code...).
	// Notifiers verify and read their callbacks, by the name in the path
	// /payments/{provider}/webhook.
	Gateways  map[string]payments.Provider
	Notifiers map[string]payments.Notifier
	// Named are the same remote gateways by name (paymongo, xendit): the catalogue routes a
	// channel to one of them (payment_channels.gateway), before Gateways.
	Named map[string]payments.Provider
	// Provider serves what no gateway above serves. When nil, the built-in sandbox gateway
	// does in dev mode (Cfg.Dev), and nothing otherwise: with no gateway at all every payment
	// call answers payments_not_configured; a method no gateway serves is repay_channel.
	Provider payments.Provider
}

// SetupRepayment wires the repayment service, its gateway and the lending service on the
// server (cli.NewServer and the tests call it). The gateway is c.Provider, or the built-in
// sandbox only in dev mode: a sandbox settles loans for free, so a production server without
// a provider has none (payment calls answer payments_not_configured; an operator can still
// match bank transfers). The lending service is the only ledger path: payments reach it
// through ApplyPayment / ApplyRollover, idempotent by ref.
func (s *Server) SetupRepayment(c RepaymentSetup) {
	var provider payments.Provider = c.Provider
	var deliver func(context.Context) (int, error)
	s.PaySandbox = nil
	if provider == nil && s.Cfg.Dev {
		sandbox := &payments.Sandbox{Repo: c.Payments, SMS: c.SMS, Clock: s.Clock, Secret: c.Secret, WebhookURL: c.WebhookURL,
			PublicURL: c.PublicURL, HTTP: c.HTTP, Log: s.Log}
		s.PaySandbox, provider, deliver = sandbox, sandbox, sandbox.DeliverDue
	}
	lend := c.Lending
	s.WebhookSecret = c.Secret
	s.PayNotifiers = c.Notifiers
	s.PayGateways = map[string]payments.ChannelCatalog{}
	for name, p := range c.Named {
		if cat, ok := p.(payments.ChannelCatalog); ok {
			s.PayGateways[name] = cat
		}
	}
	if provider != nil || len(c.Gateways) > 0 || len(c.Named) > 0 {
		provider = &payments.Router{Named: c.Named, ByMethod: c.Gateways, Fallback: provider,
			Routes: c.ChannelRoute, Lookup: c.Payments.RepaymentRoute}
	}
	var cards payments.Cards
	if s.Accounts != nil {
		cards = s.Accounts
	}
	s.Repay = &payments.Service{Repo: c.Payments, Provider: provider, Books: lend, Clock: s.Clock, Deliver: deliver, Log: s.Log,
		CardDebitsPerHour: cardCommitsPerOrderHour, Metrics: s.metrics(), Loans: lend, Cards: cards, TokenKey: s.tokenKey()}
	if s.Controls != nil {
		s.Controls.Repay = s.Repay // the transfer match books through it
	}
}
