package api

import (
	"context"
	"log/slog"
	"net/http"
	"net/netip"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/auth"
	"github.com/pautang/pautang/internal/banking"
	"github.com/pautang/pautang/internal/catalog"
	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/collections"
	"github.com/pautang/pautang/internal/complaints"
	"github.com/pautang/pautang/internal/compliance"
	"github.com/pautang/pautang/internal/config"
	"github.com/pautang/pautang/internal/controls"
	"github.com/pautang/pautang/internal/disburse"
	"github.com/pautang/pautang/internal/dossier"
	"github.com/pautang/pautang/internal/jobs"
	"github.com/pautang/pautang/internal/kyc"
	"github.com/pautang/pautang/internal/lending"
	"github.com/pautang/pautang/internal/mail"
	"github.com/pautang/pautang/internal/messages"
	"github.com/pautang/pautang/internal/metrics"
	"github.com/pautang/pautang/internal/payments"
	"github.com/pautang/pautang/internal/payout"
	"github.com/pautang/pautang/internal/promotion"
	"github.com/pautang/pautang/internal/reports"
	"github.com/pautang/pautang/internal/sms"
	"github.com/pautang/pautang/internal/storage"
	"github.com/prometheus/client_golang/prometheus"
)

// Server holds what the handlers need. Build it with New and serve Handler().
type Server struct {
	Cfg config.Config
	// Collectors are the database's scrape-time metrics (cli: Store.Collectors): the
	// connection pool and the payouts stuck pending, registered on Metrics once. The HTTP layer
	// never reaches the database itself: every handler calls a service.
	Collectors []prometheus.Collector
	Clock      clock.Clock
	DevClock   *clock.Offset // non-nil only in dev mode
	Auth       *auth.Service
	Metrics    *metrics.Metrics // this server's registry (metrics.New when nil)
	Static     http.Handler     // the embedded web bundles
	AccessLog  bool
	Log        *slog.Logger
	// OnClockMoved runs after the dev clock moves (the daily job hooks in here).
	OnClockMoved func()
	// BankVault seals bank and e-wallet account numbers (payment accounts).
	BankVault *banking.Vault
	// Disburse pays approved orders out to the bound account; the loan engine calls
	// Disburse.DisburseOrder on approval, card changes retry through it.
	Disburse *disburse.Service
	// Accounts runs the borrower's payout accounts (the bank form, binding, the list).
	Accounts *disburse.Accounts
	// PayoutSandbox is the built-in payout provider when it is the one in use; the dev
	// endpoint POST /dev/payout/mode switches its failure mode.
	PayoutSandbox *payout.Sandbox
	// Files is the storage provider of uploads, served at /uploads/{name}.
	Files storage.Storage
	// KYC runs identity checks; its photos are in a private storage, not Files.
	KYC *kyc.Service
	// Complaints runs the complaint use cases.
	Complaints *complaints.Service
	// Reports runs the back office's reads: lists and exports, dashboard, finance, vintages.
	Reports *reports.Service
	// Messages runs the message wording desk (templates, preview, save).
	Messages *messages.Service
	// Inbox reads the outbox provider's messages for the dev inbox (dev mode).
	Inbox sms.Inbox
	// Mail sends the operators' set-up links (cli: PAUTANG_MAIL); DevMail lists what the dev
	// outbox provider kept (the dev-only /dev/mail page).
	Mail    mail.Sender
	DevMail interface {
		DevMailbox(ctx context.Context, limit int) ([]mail.Delivered, error)
	}
	// Health checks the database for /readyz: it answers and takes a write.
	Health Health
	// SMS is the message provider (the services that send hold it too).
	SMS sms.Sender
	// Lending runs the loan use cases.
	Lending *lending.Service
	// OrderDesk is the back office's loan view.
	OrderDesk *lending.OrderDesk
	// Admin runs the operators' logins, sessions, two-step keys and accounts.
	Admin *admin.Service
	// Collections runs the collections desk: cases, contacts, notes, references, dashboards.
	Collections *collections.Service
	// Catalog runs the catalogue's lists and the changes that need no second operator.
	Catalog *catalog.Service
	// Compliance runs the regulatory records: CIC files, sanctions screening, STR cases,
	// covered transactions, the borrower's data rights.
	Compliance *compliance.Service
	// Dossier reads a borrower's file for the 360 page.
	Dossier *dossier.Service
	// Controls runs the operators' controls (four eyes, decisions, retries); SetupRepayment
	// hands it the repayment service. Without it, NewControls builds one per call (tests).
	Controls    *controls.Service
	NewControls func() *controls.Service
	// Promotion runs the registration landing.
	Promotion *promotion.Service
	// Repay runs the repayment use cases (reading loans through the lending service and cards
	// through Accounts); PaySandbox is the built-in payment gateway behind it; WebhookSecret
	// verifies the gateway's webhooks. SetupRepayment wires all three.
	Repay         *payments.Service
	PaySandbox    *payments.Sandbox
	WebhookSecret []byte
	// PayNotifiers read the callbacks of remote payment gateways by name (SetupRepayment).
	PayNotifiers map[string]payments.Notifier
	// PayGateways are the running remote gateways' channel codes by gateway name: what the
	// catalogue may route a channel to (SetupRepayment).
	PayGateways map[string]payments.ChannelCatalog
	// PayoutNotifiers read the status callbacks of payout gateways by name.
	PayoutNotifiers map[string]payout.Notifier
	// Reconcilers are the back office's reconciliations by name (paymongo, xendit,
	// xendit-payouts): a gateway's list against ours.
	Reconcilers map[string]payments.Source
	// Privacy runs the data-privacy rights: consents, the data subject's requests (copy,
	// correction, erasure), the breach register (internal/compliance).
	Privacy *compliance.Service
	// Jobs is River's client (internal/jobs): the back office's Jobs page; nil answers
	// jobs_unavailable.
	Jobs *jobs.Jobs

	// Draining is set on SIGTERM: /readyz answers 503 so the proxy stops sending requests.
	Draining atomic.Bool

	hsts       bool           // the public URL is https: every answer carries HSTS
	proxies    []netip.Prefix // PAUTANG_TRUSTED_PROXIES
	instrument sync.Once      // the store's collectors registered once
}

// Health is what /readyz asks the database (the store implements it).
type Health interface {
	Ping(ctx context.Context) error
	// WriteProbe fails when the database cannot take a write (read-only, disk full, locked).
	WriteProbe(ctx context.Context) error
}

// metrics is the server's registry with the database's collectors (Collectors), registered
// once.
func (s *Server) metrics() *metrics.Metrics {
	if s.Metrics == nil {
		s.Metrics = metrics.New()
	}
	s.instrument.Do(func() {
		for _, c := range s.Collectors {
			if err := s.Metrics.Register(c); err != nil {
				s.logger().Error("metrics: unable to register a collector", "err", err)
			}
		}
	})
	return s.Metrics
}

// Handler returns the whole HTTP handler: routes wrapped in the observing middleware.
func (s *Server) Handler() http.Handler {
	s.metrics()
	s.hsts = strings.HasPrefix(strings.ToLower(s.Cfg.PublicURL), "https://")
	s.proxies = s.Cfg.TrustedProxies
	return s.observe(s.routes())
}

// MetricsHandler serves /metrics alone, for the separate PAUTANG_METRICS_ADDR listener.
func (s *Server) MetricsHandler() http.Handler {
	s.metrics()
	mux := http.NewServeMux()
	mux.HandleFunc("GET /metrics", s.handleMetrics)
	return mux
}
