// Package config reads every setting from the environment, with defaults that let the bare
// binary run with zero configuration.
//
// Config is the one source of truth: each field's tags give its variable (env), its default
// (envDefault, or docDefault when the default is derived), what it accepts (min/max, oneof,
// accepts) and its meaning (doc). github.com/caarlos0/env parses the struct; vars.go checks
// the bounds and words and turns the tags into the README's table and `pautang env`. In doc,
// docDefault and accepts, {text} marks code (backticks in the README).
package config

import (
	"fmt"
	"net/netip"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"time"

	"github.com/caarlos0/env/v11"
)

// Config is the whole runtime configuration of the server.
type Config struct {
	Addr           string        `env:"PAUTANG_ADDR" envDefault:"127.0.0.1:8080" accepts:"host:port" doc:"address the server listens on"`
	TLSCert        string        `env:"PAUTANG_TLS_CERT" accepts:"file path" doc:"PEM certificate (chain) file: with {PAUTANG_TLS_KEY} the server speaks HTTPS with HTTP/2 itself (else put a TLS proxy in front)"`
	TLSKey         string        `env:"PAUTANG_TLS_KEY" accepts:"file path" doc:"PEM private key file of {PAUTANG_TLS_CERT}"`
	DataDir        string        `env:"PAUTANG_DATA_DIR" envDefault:"./data" accepts:"folder" doc:"folder for the SQLite file, uploads and generated dev keys"`
	DatabaseURL    string        `env:"DATABASE_URL" accepts:"URL" doc:"{postgres://...} to use PostgreSQL instead of embedded SQLite"`
	Dev            bool          `env:"PAUTANG_DEV" envDefault:"0" doc:"{1} turns on {/dev/inbox}, {/dev/inbox.json}, the clock endpoint, dev hooks and the sandbox payment gateway ({/pay/...}; without it and without a real provider, payment calls answer {payments_not_configured}) ({make run} sets it; never in production)"`
	Region         string        `env:"REGION" envDefault:"PH" oneof:"PH,IN" doc:"{PH} (peso, SEC cap guard on) or {IN} (rupee sign)"`
	APIBase        string        `env:"PAUTANG_API_BASE" envDefault:"/gw" accepts:"path" doc:"the fixed base prefix of the API"`
	SessionIdle    time.Duration `env:"PAUTANG_SESSION_IDLE" envDefault:"168h" doc:"a session unused this long expires"`
	SessionMaxAge  time.Duration `env:"PAUTANG_SESSION_MAX_AGE" envDefault:"720h" doc:"a session expires this long after login, used or not"`
	SessionCache   time.Duration `env:"PAUTANG_SESSION_CACHE" envDefault:"5s" doc:"how long a checked session is trusted without reading it again ({0}: every call); a logout on another instance applies within it"`
	OTPTTL         time.Duration `env:"PAUTANG_OTP_TTL" envDefault:"5m" doc:"lifetime of one-time login codes"`
	MerchantNumber string        `env:"PAUTANG_MERCHANT_NUMBER" envDefault:"0" doc:"merchant number passed in the common params"`
	// SecretKey is the HMAC key for codes and webhooks (a generated dev key file when empty).
	SecretKey     string `env:"PAUTANG_SECRET_KEY" secret:"true" docDefault:"generated in the data dir" doc:"HMAC key for one-time codes and webhook signatures"`
	SecretKeyFile string `env:"PAUTANG_SECRET_KEY_FILE" fileOf:"PAUTANG_SECRET_KEY,strict" accepts:"file path" doc:"file holding {PAUTANG_SECRET_KEY} (a mounted secret; set one of the two, not both); with PostgreSQL one of the two is required"`
	// DataKey is the AES key (hex/base64) for account numbers (a generated dev key file when empty).
	DataKey     string `env:"PAUTANG_DATA_KEY" secret:"true" docDefault:"generated in the data dir" doc:"32-byte AES key (hex) that encrypts account numbers at rest; several as {id:key,id:key} (the first encrypts, all decrypt; {pautang rotate-data-key}, docs/deploy.md)"`
	DataKeyFile string `env:"PAUTANG_DATA_KEY_FILE" fileOf:"PAUTANG_DATA_KEY,strict" accepts:"file path" doc:"file holding {PAUTANG_DATA_KEY} (not both with it); with PostgreSQL one of the two is required"`
	// PublicURL is the base of absolute links (payment pages, contracts).
	PublicURL       string `env:"PAUTANG_PUBLIC_URL" docDefault:"{http://$PAUTANG_ADDR} ({https://} with a certificate)" accepts:"URL" doc:"absolute base URL for payment links and contracts"`
	DBMaxConns      int    `env:"PAUTANG_DB_MAX_CONNS" min:"1" docDefault:"4 per CPU (at least 8)" doc:"PostgreSQL connection pool size"`
	DBCommitGroup   bool   `env:"PAUTANG_DB_COMMIT_GROUP" envDefault:"1" doc:"SQLite only: write transactions waiting at the same moment share one commit, one disk sync ({0}: each commits alone; docs/store.md)"`
	AdminPassword   string `env:"PAUTANG_ADMIN_PASSWORD" docDefault:"the demo password" doc:"dev mode only: the password of the demo operators {pautang seed} creates (outside dev mode it creates none: {pautang create-admin})"`
	CompanyName     string `env:"PAUTANG_COMPANY_NAME" envDefault:"Pautang Lending Corporation" doc:"corporate name on disclosures and the public site"`
	SECRegNo        string `env:"PAUTANG_SEC_REG_NO" envDefault:"CS201912345" doc:"SEC registration number"`
	SECCertAuthNo   string `env:"PAUTANG_SEC_CA_NO" envDefault:"3101" doc:"SEC certificate of authority number"`
	SupportEmail    string `env:"PAUTANG_SUPPORT_EMAIL" envDefault:"support@pautang.ph" doc:"customer-service e-mail"`
	SupportPhone    string `env:"PAUTANG_SUPPORT_PHONE" envDefault:"+63 917 800 1234" doc:"customer-service telephone / WhatsApp"`
	CICProviderCode string `env:"PAUTANG_CIC_PROVIDER_CODE" envDefault:"PL000000" doc:"the provider code the Credit Information Corporation assigned the lender, written in the monthly credit data file ({pautang cic-file}; docs/compliance.md)"`
	CompanyAddress  string `env:"PAUTANG_COMPANY_ADDRESS" envDefault:"12F Ayala Tower One, Ayala Avenue, Makati City, Metro Manila 1226" doc:"company address"`
	LogLevel        string `env:"PAUTANG_LOG_LEVEL" envDefault:"info" oneof:"debug,info,warn,error" doc:"lowest level of the log lines written"`
	WebDir          string `env:"PAUTANG_WEB_DIR" accepts:"folder" doc:"serve the web build from this folder instead of the embedded one (development)"`
	MetricsAddr     string `env:"PAUTANG_METRICS_ADDR" accepts:"host:port" doc:"serve {/metrics} on this separate address only (e.g. {127.0.0.1:9090}); the main address then has none"`
	MetricsToken    string `env:"PAUTANG_METRICS_TOKEN" doc:"without {PAUTANG_METRICS_ADDR}: {/metrics} on the main address needs {Authorization: Bearer <token>} (neither set: only in dev mode)"`
	// TrustedProxies are the proxies whose X-Real-IP names the client.
	TrustedProxies []netip.Prefix `env:"PAUTANG_TRUSTED_PROXIES" accepts:"IPs / CIDRs, comma-separated" doc:"reverse proxies whose {X-Real-IP} names the client, e.g. {10.0.0.0/8} (none: ignored; docs/security.md)"`
	// LoginCaptchaAfter is how many login codes one address may request an hour before each
	// needs an image code (0: never).
	LoginCaptchaAfter int `env:"PAUTANG_LOGIN_CAPTCHA_AFTER" envDefault:"5" min:"0" doc:"login codes one address may request an hour before each needs an image code ({0}: never)"`
	// AdminLoginCaptchaAfter is how many operator logins one address may make a minute before
	// each needs an image code (docs/security.md).
	AdminLoginCaptchaAfter int `env:"PAUTANG_ADMIN_LOGIN_CAPTCHA_AFTER" envDefault:"10" min:"1" max:"10000" doc:"operator logins one address (an office behind one IP) may make a minute before each needs an image code; six times as many an hour (docs/security.md)"`
	// AdminSessionIdle: an operator session unused this long ends.
	AdminSessionIdle time.Duration `env:"PAUTANG_ADMIN_SESSION_IDLE" envDefault:"2h" min:"1m" max:"12h" doc:"an operator session unused this long ends (the maximum age stays 12 h)"`
	// FourEyesApproveAbovePesos is the setting as given; FourEyesApproveAboveCents is what the
	// code uses: approving a loan of more than this needs a second operator (docs/admin.md,
	// four eyes); 0: never.
	FourEyesApproveAbovePesos int   `env:"PAUTANG_FOUR_EYES_APPROVE_ABOVE" docDefault:"20000 (0 in dev mode)" min:"0" max:"100000000" doc:"whole pesos: a loan of more than this is never approved by the rules alone, and an operator's approval of it waits for a supervisor's in the back office's Requests ({0}: no threshold; docs/admin.md)"`
	FourEyesApproveAboveCents int64 `env:"-"`
	// AMLCoveredThresholdPesos: a borrower's payments of one Manila banking day above this are
	// a covered transaction to report to the AMLC (docs/compliance.md).
	AMLCoveredThresholdPesos int   `env:"PAUTANG_AML_COVERED_THRESHOLD" envDefault:"500000" min:"1" max:"100000000" doc:"whole pesos: a borrower's payments of one banking day above this are a covered transaction, flagged on the back office's Compliance page for a report to the AMLC within 5 working days (RA 9160 as amended: PHP 500,000; docs/compliance.md)"`
	AMLCoveredThresholdCents int64 `env:"-"`
	// WriteOffAfterDays: a loan may be written off once it is at least this many days past due
	// (docs/finance.md).
	WriteOffAfterDays int `env:"PAUTANG_WRITE_OFF_AFTER_DAYS" envDefault:"90" min:"1" max:"3650" doc:"days past due from which a loan may be written off (a supervisor approves each write-off; docs/finance.md)"`
	DemandLetterDay   int `env:"PAUTANG_DEMAND_LETTER_DAY" envDefault:"30" min:"16" max:"364" doc:"days past due on which the collections job writes a loan's demand letter (docs/collections.md)"`
	FinalDemandDay    int `env:"PAUTANG_FINAL_DEMAND_DAY" envDefault:"60" min:"17" max:"365" doc:"days past due on which it writes the final demand; after the demand letter's day"`
	// ShutdownGrace is how long SIGTERM waits for in-flight requests and jobs.
	ShutdownGrace time.Duration `env:"PAUTANG_SHUTDOWN_GRACE" envDefault:"20s" doc:"on SIGTERM {/readyz} fails at once, then in-flight requests and background jobs get this long to finish"`
	// PhoneRule is the landing's phone rule (docs/promotion.md).
	PhoneRule string `env:"PAUTANG_PHONE_RULE" envDefault:"ph" oneof:"ph,spec" doc:"registration landing phone rule: {ph} (09 + 9 digits) or {spec} (11 digits, 1 then 3-9); see docs/promotion.md"`
	// TestDatabaseURL is read by the test suites only (internal/store/storetest).
	TestDatabaseURL string `env:"PAUTANG_TEST_DATABASE_URL" accepts:"URL" doc:"tests only: also run the store and API suites on this PostgreSQL"`
	// Providers are PAUTANG_PAYMENTS, PAUTANG_PAYOUTS, PAUTANG_SMS and the gateways' secrets
	// (providers.go).
	Providers Providers
	// Files is where uploads are kept (files.go).
	Files Files
}

// DefaultWriteOffAfterDays is PAUTANG_WRITE_OFF_AFTER_DAYS when unset (the envDefault above).
const DefaultWriteOffAfterDays = 90

// Scheme is the scheme the server itself answers on: https with a certificate, else http.
func (c Config) Scheme() string {
	if c.TLSCert != "" {
		return "https"
	}
	return "http"
}

// ProductionApproveAbovePesos is the four-eyes approval threshold outside dev mode when
// PAUTANG_FOUR_EYES_APPROVE_ABOVE is not set: twice the PHP 10,000 ceiling of the loans SEC MC 3
// s.2022 covers (docs/admin.md).
const ProductionApproveAbovePesos = 20000

// Load reads the environment. A value that does not parse, is out of bounds or is not one of
// the accepted words stops it, with an error naming each such variable and what it accepts.
func Load() (Config, error) {
	vars := env.ToMap(os.Environ())
	// Derived defaults that no envDefault can express.
	if vars["PAUTANG_DB_MAX_CONNS"] == "" {
		vars["PAUTANG_DB_MAX_CONNS"] = strconv.Itoa(max(8, 4*runtime.NumCPU()))
	}
	if vars["PAUTANG_FOUR_EYES_APPROVE_ABOVE"] == "" && vars["PAUTANG_DEV"] != "1" {
		vars["PAUTANG_FOUR_EYES_APPROVE_ABOVE"] = strconv.Itoa(ProductionApproveAbovePesos)
	}
	var c Config
	if err := parse(&c, vars); err != nil {
		return c, err
	}
	if !ValidPhone(c.SupportPhone) {
		return c, fmt.Errorf("config: PAUTANG_SUPPORT_PHONE %q is not a telephone number (digits with spaces, dashes or parentheses, an optional +, 7 to 15 digits)", c.SupportPhone)
	}
	if c.FinalDemandDay <= c.DemandLetterDay {
		return c, fmt.Errorf("config: PAUTANG_FINAL_DEMAND_DAY (%d) must be after PAUTANG_DEMAND_LETTER_DAY (%d)", c.FinalDemandDay, c.DemandLetterDay)
	}
	if (c.TLSCert == "") != (c.TLSKey == "") {
		return c, fmt.Errorf("config: PAUTANG_TLS_CERT and PAUTANG_TLS_KEY go together: set both or neither")
	}
	if c.PublicURL == "" {
		c.PublicURL = c.Scheme() + "://" + c.Addr
	}
	c.FourEyesApproveAboveCents = int64(c.FourEyesApproveAbovePesos) * 100
	c.AMLCoveredThresholdCents = int64(c.AMLCoveredThresholdPesos) * 100
	if err := c.Providers.check(c.Dev); err != nil {
		return c, err
	}
	if err := c.Files.check(); err != nil {
		return c, err
	}
	c.DataDir, _ = filepath.Abs(c.DataDir)
	return c, nil
}

// Postgres reports whether the database is PostgreSQL (several instances may share it).
func (c Config) Postgres() bool {
	return strings.HasPrefix(c.DatabaseURL, "postgres://") || strings.HasPrefix(c.DatabaseURL, "postgresql://")
}

// SQLitePath is where the embedded database lives.
func (c Config) SQLitePath() string { return filepath.Join(c.DataDir, "pautang.db") }

// UploadDir is where the local storage provider keeps files.
func (c Config) UploadDir() string { return filepath.Join(c.DataDir, "uploads") }

// PrivateDir holds files no URL serves (identity photos): only the operator API streams them.
func (c Config) PrivateDir() string { return filepath.Join(c.DataDir, "private") }
