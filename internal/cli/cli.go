// Package cli wires configuration, storage, providers and the HTTP server, and implements
// the subcommands of the pautang binary.
package cli

import (
	"context"
	"crypto/rand"
	"crypto/tls"
	"encoding/hex"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/api"
	"github.com/pautang/pautang/internal/auth"
	"github.com/pautang/pautang/internal/banking"
	"github.com/pautang/pautang/internal/catalog"
	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/complaints"
	"github.com/pautang/pautang/internal/config"
	"github.com/pautang/pautang/internal/controls"
	"github.com/pautang/pautang/internal/disburse"
	"github.com/pautang/pautang/internal/dossier"
	"github.com/pautang/pautang/internal/kyc"
	"github.com/pautang/pautang/internal/lending"
	"github.com/pautang/pautang/internal/messages"
	"github.com/pautang/pautang/internal/metrics"
	"github.com/pautang/pautang/internal/notify"
	"github.com/pautang/pautang/internal/payout"
	"github.com/pautang/pautang/internal/promotion"
	"github.com/pautang/pautang/internal/reports"
	"github.com/pautang/pautang/internal/seed"
	"github.com/pautang/pautang/internal/sms"
	"github.com/pautang/pautang/internal/storage"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/webui"
)

const usage = `usage: pautang <command> [flags]

commands:
  serve         start the server (default)
  migrate       apply database migrations and exit
  seed          load the reference data, and in dev mode the demo data (idempotent)
  cic-file      build, keep and write a month's credit data file to the CIC: cic-file --month YYYY-MM [--out FILE] (docs/compliance.md)
  aml-load      keep a sanctions list and screen every borrower against it: aml-load --source un|watch --file F
  create-admin  create the first administrator and print their one-time set-up link: create-admin --email E [--name N]
  check-ledger  check every order's ledger and status (exit 1 on a violation)
  audit-verify  recompute the audit log's hash chain (exit 1 naming the first entry that does not match)
  reconcile     a gateway's payments of a day against ours [-provider paymongo] [-day YYYY-MM-DD] (exit 1 on a difference)
  rotate-data-key  re-seal account numbers with the current data key (docs/deploy.md)
  migrate-files copy the data dir's uploaded files into the bucket of PAUTANG_FILES=s3: skips what is there, verifies each copy, deletes nothing (exit 1 when a file is not copied; docs/store.md)
  healthcheck   exit 0 when this instance's /readyz answers 200 (container health checks)
  dev-session   print the common query string of a fresh session (dev only) [--phone P]
  demo-admin    print the seeded back-office login (admin@pautang.ph / password)
  totp-code     print an operator's current two-step login code (dev only): totp-code <e-mail>
  env           list every environment variable (default, what it accepts, meaning) and check the current ones (exit 2 when one is invalid)
`

// stdout and stderr are where Run prints the usage (tests swap them).
var stdout, stderr io.Writer = os.Stdout, os.Stderr

var knownCommands = map[string]bool{"serve": true, "migrate": true, "seed": true, "check-ledger": true, "audit-verify": true, "dev-session": true,
	"demo-phone": true, "demo-admin": true, "env": true, "help": true, "reconcile": true, "rotate-data-key": true, "healthcheck": true, "totp-code": true,
	"create-admin": true, "cic-file": true, "aml-load": true, "migrate-files": true}

func isHelp(a string) bool { return a == "-h" || a == "--help" || a == "-help" || a == "help" }

// Run executes one subcommand and returns the exit code.
func Run(args []string) int {
	cmd := "serve"
	if len(args) > 0 && !strings.HasPrefix(args[0], "-") {
		cmd, args = args[0], args[1:]
	}
	// Help never starts anything; an unknown command or flag exits 2 with the usage. Only
	// dev-session, reconcile, totp-code, create-admin, cic-file and aml-load take arguments of their own.
	for _, a := range args {
		if isHelp(a) {
			fmt.Fprint(stdout, usage)
			return 0
		}
	}
	if cmd != "dev-session" && cmd != "reconcile" && cmd != "totp-code" && cmd != "create-admin" && cmd != "cic-file" && cmd != "aml-load" && len(args) > 0 {
		fmt.Fprintf(stderr, "pautang: unknown argument %q\n\n%s", args[0], usage)
		return 2
	}
	if !knownCommands[cmd] {
		fmt.Fprintf(stderr, "pautang: unknown command %q\n\n%s", cmd, usage)
		return 2
	}
	if cmd == "env" {
		return printEnv()
	}
	cfg, err := config.Load()
	if err != nil {
		fmt.Fprintf(stderr, "%v\n(pautang env lists every variable and what it accepts)\n", err)
		return 2
	}
	setupLog(cfg)
	for _, msg := range config.UnknownHere() {
		slog.Warn("config: " + msg)
	}
	ctx := context.Background()
	switch cmd {
	case "serve":
		err = serve(ctx, cfg)
	case "migrate":
		err = withApp(ctx, cfg, func(a *App) error { return nil })
	case "seed":
		err = withApp(ctx, cfg, func(a *App) error {
			opts := seedOptions(cfg)
			if a.BankVault != nil {
				opts.TOTPBox = a.BankVault
			}
			rep, err := seed.Run(ctx, a.Store, a.Clock, opts)
			if err == nil {
				fmt.Println(rep)
			}
			return err
		})
	case "check-ledger":
		var bad bool
		err = withApp(ctx, cfg, func(a *App) error {
			var e error
			bad, e = checkLedger(ctx, a)
			if e != nil {
				return e
			}
			badPay, e := checkPayments(ctx, a) // gateway money vs ledger
			bad = bad || badPay
			return e
		})
		if err == nil && bad {
			return 1
		}
	case "audit-verify":
		var ok bool
		err = withApp(ctx, cfg, func(a *App) error {
			var e error
			ok, e = auditVerify(ctx, a)
			return e
		})
		if err == nil && !ok {
			return 1
		}
	case "reconcile":
		var ok bool
		err = withApp(ctx, cfg, func(a *App) error {
			var e error
			ok, e = reconcileGateway(ctx, a, args)
			return e
		})
		if err == nil && !ok {
			return 1
		}
	case "healthcheck":
		return healthcheck(cfg)
	case "migrate-files":
		err = migrateFiles(ctx, cfg)
	case "rotate-data-key":
		err = withApp(ctx, cfg, func(a *App) error { return rotateDataKey(ctx, a) })
	case "dev-session":
		err = devSession(ctx, cfg, args)
	case "demo-phone":
		fmt.Println(seed.DemoPhone)
	case "totp-code":
		err = withApp(ctx, cfg, func(a *App) error { return totpCode(ctx, a, args) })
	case "create-admin":
		err = withApp(ctx, cfg, func(a *App) error { return createAdmin(ctx, a, args) })
	case "cic-file":
		err = withApp(ctx, cfg, func(a *App) error { return cicFile(ctx, a, args) })
	case "aml-load":
		err = withApp(ctx, cfg, func(a *App) error { return amlLoad(ctx, a, args) })
	case "demo-admin":
		if !cfg.Dev {
			fmt.Println("no demo operators outside dev mode: pautang create-admin --email E makes the first administrator")
		} else {
			fmt.Printf("%s / %s, then the code of `pautang totp-code %s` (or the TOTP key %s in an authenticator app)\n",
				seed.AdminEmail, seedOptions(cfg).AdminPasswordOrDemo(), seed.AdminEmail, seed.DemoTOTPSecret)
		}
	case "help":
		fmt.Fprint(stdout, usage)
	}
	if errors.Is(err, errUsage) {
		fmt.Fprint(stderr, usage)
		return 2
	}
	var mismatch *store.MigrationMismatchError
	if errors.As(err, &mismatch) { // an operator's message of several lines: printed as it is
		fmt.Fprintf(stderr, "pautang %s: %v\n", cmd, err)
		return 1
	}
	if err != nil {
		slog.Error(cmd+" failed", "err", err)
		return 1
	}
	return 0
}

// printEnv prints every setting (the README's table), whether each secret is set, and whether
// the environment as it is now would start: exit 2 with the faults when not.
func printEnv() int {
	fmt.Fprint(stdout, config.PlainList())
	fmt.Fprintln(stdout, "\nsecrets (values never shown):")
	for _, v := range config.Vars() {
		if !v.Secret {
			continue
		}
		state := "not set"
		if config.SecretSet(v.Name) {
			state = "set"
		}
		fmt.Fprintf(stdout, "%-26s %s\n", v.Name, state)
	}
	if _, err := config.Load(); err != nil {
		fmt.Fprintf(stderr, "\nthis environment does not start:\n%v\n", err)
		return 2
	}
	fmt.Fprintln(stdout, "\nthis environment's settings are valid")
	return 0
}

// errUsage is a command line that does not parse (exit 2 with the usage).
var errUsage = errors.New("usage")

func setupLog(cfg config.Config) {
	var level slog.Level
	_ = level.UnmarshalText([]byte(cfg.LogLevel))
	slog.SetDefault(slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: level})))
}

// App is the wired product: storage, clock, providers and services.
type App struct {
	Cfg      config.Config
	Store    *store.Store
	Clock    clock.Clock
	DevClock *clock.Offset
	Auth     *auth.Service
	SMS      sms.Sender
	// Files is the store of public uploads (PAUTANG_FILES: the data dir's uploads/ or the
	// bucket's uploads/); KYC.Files is the private one (private/).
	Files storage.Storage
	// Complaints is the complaint service; the back office calls its operator side.
	Complaints *complaints.Service
	// Promotion is the registration landing service (captchas, SMS codes, registration, funnel).
	Promotion *promotion.Service
	// BankVault seals account numbers; PayoutSandbox is the built-in payout provider;
	// Disburse pays approved orders out (the loan engine calls Disburse.DisburseOrder).
	BankVault     *banking.Vault
	KYC           *kyc.Service // identity checks, photos in the private store
	PayoutSandbox *payout.Sandbox
	Disburse      *disburse.Service
	// Accounts runs the borrower's payout accounts (bank form, binding, list).
	Accounts *disburse.Accounts
	// Lending runs the loan use cases and the daily job.
	Lending *lending.Service
	// Gateways are the real payment, payout and SMS gateways selected (providers.go).
	Gateways *gatewayWiring
	// Notify sends the borrower reminders and notices (notify.go).
	Notify *notify.Scheduler
	// Metrics is the server's registry: the gateways' calls and breakers, the services'
	// counters (NewServer serves it at /metrics).
	Metrics *metrics.Metrics
}

// Open wires the app and applies migrations.
func Open(ctx context.Context, cfg config.Config) (*App, error) {
	var clk clock.Clock = clock.System{}
	var dev *clock.Offset
	if cfg.Dev {
		dev = clock.NewOffset(nil)
		dev.Set(readDevClock(cfg))
		clk = dev
	}
	if err := requireSharedKeys(cfg); err != nil {
		return nil, err
	}
	if err := os.MkdirAll(cfg.DataDir, 0o700); err != nil {
		return nil, fmt.Errorf("cli: unable to create data dir: %w", err)
	}
	st, err := store.Open(ctx, cfg.DatabaseURL, cfg.SQLitePath(), clk, store.Options{MaxConns: cfg.DBMaxConns, CommitGroup: cfg.DBCommitGroup})
	if err != nil {
		return nil, err
	}
	if _, err := st.Migrate(ctx); err != nil {
		st.Close()
		return nil, err
	}
	secret, err := keyFromEnvOrFile(cfg.SecretKey, filepath.Join(cfg.DataDir, "secret.key"))
	if err != nil {
		st.Close()
		return nil, err
	}
	var sender sms.Sender = &sms.Outbox{W: st.Users(), Log: slog.Default(), LogCodes: cfg.Dev}
	m := metrics.New()
	gw := openGateways(cfg, st, clk, sender, m) // PAUTANG_PAYMENTS, PAUTANG_PAYOUTS, PAUTANG_SMS (providers.go)
	if gw.sms != nil {
		sender = gw.sms
	}
	a := &App{Cfg: cfg, Store: st, Clock: clk, DevClock: dev, SMS: sender, Gateways: gw, Metrics: m}
	files, private, err := openFiles(ctx, cfg)
	if err != nil {
		st.Close()
		return nil, err
	}
	a.Files = files
	a.Complaints = &complaints.Service{Repo: st.Complaints(), Files: files, Clock: clk, PublicBase: cfg.PublicURL, Log: slog.Default(),
		SupportEmail: cfg.SupportEmail, SupportPhone: cfg.SupportPhone}
	a.Auth = &auth.Service{Repo: st.Users(), SMS: sender, Clock: clk, Secret: secret, CodeTTL: cfg.OTPTTL, Idle: cfg.SessionIdle, MaxAge: cfg.SessionMaxAge, CacheTTL: cfg.SessionCache}
	phones, err := promotion.ParsePhoneRule(cfg.PhoneRule)
	if err != nil {
		st.Close()
		return nil, err
	}
	a.Promotion = &promotion.Service{Repo: st.Promotion(), SMS: sender, Clock: clk, Secret: secret, Phones: phones}
	pay, err := openPayments(cfg, st, clk, m)
	if err != nil {
		st.Close()
		return nil, err
	}
	a.BankVault, a.PayoutSandbox, a.Disburse = pay.vault, pay.sandbox, pay.disburse
	a.KYC = &kyc.Service{Store: st, Files: private, Vault: a.BankVault}
	a.Accounts = &disburse.Accounts{Store: st, Vault: a.BankVault, Clock: clk, Payouts: a.Disburse}
	if gw.payout != nil {
		a.Disburse.Payout = gw.payout
		gw.followSandbox(pay.sandbox)
	}
	if err := checkKeys(ctx, st, secret, pay.vault); err != nil {
		st.Close()
		return nil, err
	}
	a.Lending = openLending(cfg, st, clk, a.Disburse, m)
	a.Lending.Screening = openCompliance(a) // applications wait while a sanctions hit is open
	a.Lending.Privacy = openCompliance(a)   // user/delete erases the borrower's data
	a.Notify = openNotify(a)
	if n, err := a.Lending.FillStandings(ctx); err != nil {
		st.Close()
		return nil, err
	} else if n > 0 {
		slog.Info("lending: computed the kept standing of loans that had none", "loans", n)
	}
	return a, nil
}

// seedOptions are the seed's settings from the configuration.
func seedOptions(cfg config.Config) seed.Options {
	return seed.Options{Demo: cfg.Dev, Dev: cfg.Dev, AdminPassword: cfg.AdminPassword, SQLite: !cfg.Postgres()}
}

// Close releases the app.
func (a *App) Close() error {
	a.Gateways.close()
	return a.Store.Close()
}

func withApp(ctx context.Context, cfg config.Config, fn func(a *App) error) error {
	a, err := Open(ctx, cfg)
	if err != nil {
		return err
	}
	defer a.Close()
	return fn(a)
}

// keyFromEnvOrFile returns the configured key, or a random key kept in a file of the data
// dir so restarts keep working (dev default; production sets the env var).
func keyFromEnvOrFile(envVal, file string) ([]byte, error) {
	if envVal != "" {
		return []byte(envVal), nil
	}
	if b, err := os.ReadFile(file); err == nil && len(b) > 0 {
		return []byte(strings.TrimSpace(string(b))), nil
	}
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return nil, err
	}
	k := hex.EncodeToString(b)
	if err := os.WriteFile(file, []byte(k), 0o600); err != nil {
		return nil, fmt.Errorf("cli: unable to write %s: %w", file, err)
	}
	return []byte(k), nil
}

// NewServer builds the HTTP server of an app.
func NewServer(a *App) *api.Server {
	srv := &api.Server{
		Cfg: a.Cfg, Collectors: a.Store.Collectors(a.Clock), Clock: a.Clock, DevClock: a.DevClock, Auth: a.Auth,
		Metrics: a.Metrics, Static: webui.New(a.Cfg.APIBase, a.Cfg.WebDir), AccessLog: a.Cfg.Dev, Log: slog.Default(),
		Files: a.Files, Complaints: a.Complaints, KYC: a.KYC, Inbox: a.Store.Messages(), Health: a.Store,
		SMS: a.SMS, Promotion: a.Promotion,
		BankVault: a.BankVault, PayoutSandbox: a.PayoutSandbox, Disburse: a.Disburse, Accounts: a.Accounts,
		Lending: a.Lending, OnClockMoved: func() { saveDevClock(a); runDailyNow(a); runNotifyNow(a) },
		Reports:   reports.New(a.Store, a.Clock),
		Messages:  &messages.Service{Templates: a.Store.Catalog(), Wording: a.Store.Messages(), PublicURL: a.Cfg.PublicURL},
		OrderDesk: lending.NewOrderDesk(a.Store, a.Lending, a.Clock),
	}
	srv.Reports.Amounts = a.Lending
	srv.Privacy = openCompliance(a)
	srv.Admin = admin.New(a.Store.Operators(), a.Clock, a.Cfg.AdminSessionIdle, nil)
	if a.BankVault != nil {
		srv.Admin.Box = a.BankVault // TOTP keys are sealed with the data key
	}
	srv.Admin.Captcha, srv.Admin.LoginFreePerMinute = a.Promotion, a.Cfg.AdminLoginCaptchaAfter
	srv.Mail, srv.DevMail = mailSender(a), a.Store.Messages()
	srv.Collections = collectionsService(a)
	srv.Compliance = openCompliance(a)
	srv.Dossier = &dossier.Service{Repo: a.Store.Dossier(), Complaints: a.Complaints, Amounts: a.Lending, Risk: srv.Compliance}
	srv.Catalog = catalog.New(a.Store.Catalog(), a.Lending, a.Cfg.SupportEmail, a.Cfg.SupportPhone)
	setupRepayment(a, srv)
	srv.PayoutNotifiers, srv.Reconcilers = a.Gateways.payoutNotifiers, a.Gateways.reconcilers
	// The operators' controls, built once over the services above (four eyes, decisions).
	srv.Controls = &controls.Service{Store: a.Store, Lending: a.Lending, Disburse: a.Disburse, Repay: srv.Repay, Vault: a.BankVault, Clock: a.Clock,
		WriteOffAfterDays: a.Cfg.WriteOffAfterDays, FourEyesApproveAboveCents: a.Cfg.FourEyesApproveAboveCents, Log: slog.Default(),
		Mail: srv.Mail, PublicURL: a.Cfg.PublicURL,

		Catalog: srv.Catalog, Messages: srv.Messages, PayGateways: srv.PayGateways}
	return srv
}

func serve(ctx context.Context, cfg config.Config) error {
	a, err := Open(ctx, cfg)
	if err != nil {
		return err
	}
	defer a.Close()
	srv := NewServer(a)
	tc, err := tlsConfig(cfg)
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", cfg.Addr)
	if err != nil {
		return fmt.Errorf("cli: unable to listen on %s: %w", cfg.Addr, err)
	}
	j, err := startJobs(ctx, a, srv)
	if err != nil {
		return err
	}
	defer func() { // a listener error: no grace, running jobs cancelled at once
		c, cancel := context.WithCancel(context.Background())
		cancel()
		j.Stop(c)
	}()
	srv.Jobs = j
	if err := a.Metrics.Register(metrics.NewQueueCollector(queueStats(j))); err != nil {
		return err
	}
	hs := &http.Server{Handler: srv.Handler(), TLSConfig: tc, ReadHeaderTimeout: 10 * time.Second, ReadTimeout: 60 * time.Second, WriteTimeout: 90 * time.Second, IdleTimeout: 120 * time.Second}
	stop := make(chan os.Signal, 1)
	signal.Notify(stop, os.Interrupt, syscall.SIGTERM)
	errc := make(chan error, 1)
	go func() { errc <- serveOn(hs, ln) }()
	if cfg.MetricsAddr != "" {
		mln, err := net.Listen("tcp", cfg.MetricsAddr)
		if err != nil {
			return fmt.Errorf("cli: unable to listen on PAUTANG_METRICS_ADDR %s: %w", cfg.MetricsAddr, err)
		}
		ms := &http.Server{Handler: srv.MetricsHandler(), ReadHeaderTimeout: 10 * time.Second}
		go ms.Serve(mln)
		defer ms.Close()
		slog.Info("pautang: metrics", "url", "http://"+mln.Addr().String()+"/metrics")
	}
	slog.Info("pautang: listening", "url", cfg.Scheme()+"://"+ln.Addr().String(), "db", a.Store.Dialect, "dev", cfg.Dev)
	select {
	case err := <-errc:
		if !errors.Is(err, http.ErrServerClosed) {
			return err
		}
	case <-stop:
		return drain(ctx, cfg, srv, hs, j)
	}
	return nil
}

// tlsConfig loads PAUTANG_TLS_CERT and PAUTANG_TLS_KEY (nil without them), so a bad certificate
// stops the start rather than the first handshake. TLS 1.2 at least; net/http adds HTTP/2.
func tlsConfig(cfg config.Config) (*tls.Config, error) {
	if cfg.TLSCert == "" {
		return nil, nil
	}
	cert, err := tls.LoadX509KeyPair(cfg.TLSCert, cfg.TLSKey)
	if err != nil {
		return nil, fmt.Errorf("cli: PAUTANG_TLS_CERT / PAUTANG_TLS_KEY: %w", err)
	}
	return &tls.Config{Certificates: []tls.Certificate{cert}, MinVersion: tls.VersionTLS12}, nil
}

// serveOn serves hs on ln: HTTPS with HTTP/2 when hs has a TLS configuration, else plain HTTP.
func serveOn(hs *http.Server, ln net.Listener) error {
	if hs.TLSConfig != nil {
		return hs.ServeTLS(ln, "", "")
	}
	return hs.Serve(ln)
}

func devSession(ctx context.Context, cfg config.Config, args []string) error {
	fs := flag.NewFlagSet("dev-session", flag.ContinueOnError)
	phone := fs.String("phone", seed.DemoPhone, "borrower phone")
	fs.SetOutput(stderr)
	if err := fs.Parse(args); err != nil {
		return fmt.Errorf("%w: %v", errUsage, err)
	}
	if !cfg.Dev {
		return errors.New("dev-session works only with PAUTANG_DEV=1")
	}
	return withApp(ctx, cfg, func(a *App) error {
		p, err := auth.NormalizePhone(*phone)
		if err != nil {
			return err
		}
		token, sess, err := a.Auth.IssueSession(ctx, p, "dev-cli")
		if err != nil {
			return err
		}
		fmt.Println(api.CommonQuery(token, sess, cfg.MerchantNumber))
		return nil
	})
}
