// Package config reads every setting from the environment, with defaults that let the bare
// binary run with zero configuration. The README lists the same variables.
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
)

// Config is the whole runtime configuration of the server.
type Config struct {
	Addr           string         // PAUTANG_ADDR
	TLSCert        string         // PAUTANG_TLS_CERT: PEM certificate chain; with TLSKey the server speaks HTTPS (and HTTP/2)
	TLSKey         string         // PAUTANG_TLS_KEY: PEM private key of TLSCert
	DataDir        string         // PAUTANG_DATA_DIR
	DatabaseURL    string         // DATABASE_URL (postgres://...); empty means SQLite in DataDir
	Dev            bool           // PAUTANG_DEV=1 turns on /dev/* and the clock endpoint
	Region         string         // REGION: PH (default) or IN
	APIBase        string         // PAUTANG_API_BASE, the fixed base prefix of the API
	SessionIdle    time.Duration  // PAUTANG_SESSION_IDLE
	SessionMaxAge  time.Duration  // PAUTANG_SESSION_MAX_AGE
	SessionCache   time.Duration  // PAUTANG_SESSION_CACHE
	OTPTTL         time.Duration  // PAUTANG_OTP_TTL
	MerchantNumber string         // PAUTANG_MERCHANT_NUMBER
	SecretKey      string         // PAUTANG_SECRET_KEY: HMAC key for codes and webhooks; generated dev key file by default
	DataKey        string         // PAUTANG_DATA_KEY: AES key (hex/base64) for account numbers; generated dev key file by default
	PublicURL      string         // PAUTANG_PUBLIC_URL, used for absolute links (payment pages, contracts)
	DBMaxConns     int            // PAUTANG_DB_MAX_CONNS: PostgreSQL pool size
	DBCommitGroup  bool           // PAUTANG_DB_COMMIT_GROUP: SQLite shares one commit between waiting writes
	AdminPassword  string         // PAUTANG_ADMIN_PASSWORD: the seeded operators' password (dev mode: a demo one)
	CompanyName    string         // PAUTANG_COMPANY_NAME
	SECRegNo       string         // PAUTANG_SEC_REG_NO
	SECCertAuthNo  string         // PAUTANG_SEC_CA_NO
	SupportEmail   string         // PAUTANG_SUPPORT_EMAIL
	SupportPhone   string         // PAUTANG_SUPPORT_PHONE (telephone / WhatsApp)
	CompanyAddress string         // PAUTANG_COMPANY_ADDRESS
	LogLevel       string         // PAUTANG_LOG_LEVEL: debug, info, warn, error
	WebDir         string         // PAUTANG_WEB_DIR: serve the web build from this folder instead of the embedded one
	PhoneRule      string         // PAUTANG_PHONE_RULE: the landing's phone rule, ph (default) or spec (docs/promotion.md)
	Providers      Providers      // PAUTANG_PAYMENTS, PAUTANG_PAYOUTS, PAUTANG_SMS and the gateways' secrets (providers.go)
	MetricsAddr    string         // PAUTANG_METRICS_ADDR: serve /metrics on this address only (docs/security.md)
	MetricsToken   string         // PAUTANG_METRICS_TOKEN: bearer token for /metrics on the main address
	TrustedProxies []netip.Prefix // PAUTANG_TRUSTED_PROXIES: proxies whose X-Real-IP names the client
	ShutdownGrace  time.Duration  // PAUTANG_SHUTDOWN_GRACE: how long SIGTERM waits for in-flight requests and jobs
	// LoginCaptchaAfter is PAUTANG_LOGIN_CAPTCHA_AFTER: login codes one address may request an
	// hour before each needs an image code (0: never).
	LoginCaptchaAfter int
	// FourEyesApproveAboveCents is PAUTANG_FOUR_EYES_APPROVE_ABOVE in centavos: approving a loan
	// of more than this needs a second operator (docs/admin.md, four eyes); 0: never.
	FourEyesApproveAboveCents int64
	// AdminSessionIdle is PAUTANG_ADMIN_SESSION_IDLE: an operator session unused this long ends.
	AdminSessionIdle time.Duration
	// WriteOffAfterDays is PAUTANG_WRITE_OFF_AFTER_DAYS: a loan may be written off once it is
	// at least this many days past due (docs/finance.md).
	WriteOffAfterDays int
}

// Scheme is the scheme the server itself answers on: https with a certificate, else http.
func (c Config) Scheme() string {
	if c.TLSCert != "" {
		return "https"
	}
	return "http"
}

// DefaultWriteOffAfterDays is PAUTANG_WRITE_OFF_AFTER_DAYS when unset.
const DefaultWriteOffAfterDays = 90

// Var documents one environment variable for the README and `pautang env`.
type Var struct{ Name, Default, Meaning string }

// Vars is the single list of settings, in the order the README shows them.
var Vars = []Var{
	{"PAUTANG_ADDR", "127.0.0.1:8080", "address the server listens on"},
	{"PAUTANG_TLS_CERT", "", "PEM certificate (chain) file: with PAUTANG_TLS_KEY the server speaks HTTPS with HTTP/2 itself (else put a TLS proxy in front)"},
	{"PAUTANG_TLS_KEY", "", "PEM private key file of PAUTANG_TLS_CERT"},
	{"PAUTANG_DATA_DIR", "./data", "folder for the SQLite file, uploads and generated dev keys"},
	{"DATABASE_URL", "", "postgres://... to use PostgreSQL instead of embedded SQLite"},
	{"PAUTANG_DEV", "0", "1 turns on /dev/inbox, /dev/inbox.json, the clock endpoint and dev hooks (never in production)"},
	{"REGION", "PH", "PH (peso, SEC cap guard on) or IN (rupee sign)"},
	{"PAUTANG_API_BASE", "/gw", "the fixed base prefix of the API"},
	{"PAUTANG_SESSION_IDLE", "168h", "a session unused this long expires"},
	{"PAUTANG_SESSION_MAX_AGE", "720h", "a session expires this long after login, used or not"},
	{"PAUTANG_SESSION_CACHE", "5s", "how long a checked session is trusted without reading it again (0: every call); a logout elsewhere applies within it"},
	{"PAUTANG_OTP_TTL", "5m", "lifetime of one-time login codes"},
	{"PAUTANG_MERCHANT_NUMBER", "0", "merchant number passed in the common params"},
	{"PAUTANG_SECRET_KEY", "(generated in the data dir)", "HMAC key for one-time codes and webhook signatures"},
	{"PAUTANG_SECRET_KEY_FILE", "", "file holding PAUTANG_SECRET_KEY (a mounted secret); required with PostgreSQL unless PAUTANG_SECRET_KEY is set"},
	{"PAUTANG_DATA_KEY", "(generated in the data dir)", "32-byte AES key (hex) that encrypts account numbers at rest; several as id:key,id:key (the first encrypts, all decrypt; docs/deploy.md)"},
	{"PAUTANG_DATA_KEY_FILE", "", "file holding PAUTANG_DATA_KEY; required with PostgreSQL unless PAUTANG_DATA_KEY is set"},
	{"PAUTANG_PUBLIC_URL", "http(s)://PAUTANG_ADDR", "absolute base URL for payment links and contracts"},
	{"PAUTANG_DB_MAX_CONNS", "4 per CPU (at least 8)", "PostgreSQL connection pool size"},
	{"PAUTANG_DB_COMMIT_GROUP", "1", "SQLite only: write transactions waiting at the same moment share one commit (one disk sync); 0 commits each alone"},
	{"PAUTANG_ADMIN_PASSWORD", "(demo password in dev mode)", "password of the operators `pautang seed` creates; outside dev mode none is created without it"},
	{"PAUTANG_COMPANY_NAME", "Pautang Lending Corporation", "corporate name shown on disclosures and the public site"},
	{"PAUTANG_SEC_REG_NO", "CS201912345", "SEC registration number"},
	{"PAUTANG_SEC_CA_NO", "3101", "SEC certificate of authority number"},
	{"PAUTANG_SUPPORT_EMAIL", "support@pautang.ph", "customer-service e-mail"},
	{"PAUTANG_SUPPORT_PHONE", "+63 917 800 1234", "customer-service telephone / WhatsApp"},
	{"PAUTANG_COMPANY_ADDRESS", "12F Ayala Tower One, Ayala Avenue, Makati City, Metro Manila 1226", "company address"},
	{"PAUTANG_LOG_LEVEL", "info", "debug, info, warn or error"},
	{"PAUTANG_WEB_DIR", "", "serve the web build from this folder instead of the one embedded in the binary (development)"},
	{"PAUTANG_METRICS_ADDR", "", "serve /metrics on this separate address only (e.g. 127.0.0.1:9090); the main address then has none"},
	{"PAUTANG_METRICS_TOKEN", "", "without PAUTANG_METRICS_ADDR: /metrics on the main address needs Authorization: Bearer <token> (none set: only in dev mode)"},
	{"PAUTANG_TRUSTED_PROXIES", "", "comma-separated IPs or CIDRs of reverse proxies whose X-Real-IP header names the client, e.g. 10.0.0.0/8 (none: the header is ignored)"},
	{"PAUTANG_LOGIN_CAPTCHA_AFTER", "5", "login codes one address may request an hour before each needs an image code (0: never)"},
	{"PAUTANG_ADMIN_SESSION_IDLE", "2h", "an operator session unused this long ends (1m to 12h; the maximum age stays 12 h)"},
	{"PAUTANG_FOUR_EYES_APPROVE_ABOVE", "0", "whole pesos: approving a loan of more than this waits for a supervisor's approval in the back office's Requests (0: never; docs/admin.md)"},
	{"PAUTANG_WRITE_OFF_AFTER_DAYS", "90", "days past due from which a loan may be written off (a supervisor approves each write-off; 1 to 3650; docs/finance.md)"},
	{"PAUTANG_SHUTDOWN_GRACE", "20s", "on SIGTERM: /readyz fails at once, then in-flight requests and background jobs get this long to finish"},
	{"PAUTANG_PHONE_RULE", "ph", "registration landing phone rule: ph (09 + 9 digits) or spec (11 digits, 1 then 3-9); build the web with the same VITE_PHONE_RULE"},
}

// Load reads the environment. It fails only on values that cannot be parsed.
func Load() (Config, error) {
	c := Config{
		Addr:           get("PAUTANG_ADDR", "127.0.0.1:8080"),
		TLSCert:        os.Getenv("PAUTANG_TLS_CERT"),
		TLSKey:         os.Getenv("PAUTANG_TLS_KEY"),
		DataDir:        get("PAUTANG_DATA_DIR", "./data"),
		DatabaseURL:    os.Getenv("DATABASE_URL"),
		Dev:            get("PAUTANG_DEV", "0") == "1",
		Region:         get("REGION", "PH"),
		APIBase:        get("PAUTANG_API_BASE", "/gw"),
		MerchantNumber: get("PAUTANG_MERCHANT_NUMBER", "0"),
		SecretKey:      os.Getenv("PAUTANG_SECRET_KEY"),
		DataKey:        os.Getenv("PAUTANG_DATA_KEY"),
		DBCommitGroup:  get("PAUTANG_DB_COMMIT_GROUP", "1") == "1",
		AdminPassword:  os.Getenv("PAUTANG_ADMIN_PASSWORD"),
		CompanyName:    get("PAUTANG_COMPANY_NAME", "Pautang Lending Corporation"),
		SECRegNo:       get("PAUTANG_SEC_REG_NO", "CS201912345"),
		SECCertAuthNo:  get("PAUTANG_SEC_CA_NO", "3101"),
		SupportEmail:   get("PAUTANG_SUPPORT_EMAIL", "support@pautang.ph"),
		SupportPhone:   get("PAUTANG_SUPPORT_PHONE", "+63 917 800 1234"),
		CompanyAddress: get("PAUTANG_COMPANY_ADDRESS", "12F Ayala Tower One, Ayala Avenue, Makati City, Metro Manila 1226"),
		LogLevel:       get("PAUTANG_LOG_LEVEL", "info"),
		WebDir:         os.Getenv("PAUTANG_WEB_DIR"),
		PhoneRule:      get("PAUTANG_PHONE_RULE", "ph"),
		MetricsAddr:    os.Getenv("PAUTANG_METRICS_ADDR"),
		MetricsToken:   os.Getenv("PAUTANG_METRICS_TOKEN"),
	}
	var err error
	if c.SessionIdle, err = duration("PAUTANG_SESSION_IDLE", "168h"); err != nil {
		return c, err
	}
	if c.SessionMaxAge, err = duration("PAUTANG_SESSION_MAX_AGE", "720h"); err != nil {
		return c, err
	}
	if c.SessionCache, err = duration("PAUTANG_SESSION_CACHE", "5s"); err != nil {
		return c, err
	}
	if c.OTPTTL, err = duration("PAUTANG_OTP_TTL", "5m"); err != nil {
		return c, err
	}
	c.DBMaxConns = max(8, 4*runtime.NumCPU())
	if v := os.Getenv("PAUTANG_DB_MAX_CONNS"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 {
			return c, fmt.Errorf("config: PAUTANG_DB_MAX_CONNS: want a positive number, got %q", v)
		}
		c.DBMaxConns = n
	}
	if c.Providers, err = loadProviders(c.Dev); err != nil {
		return c, err
	}
	if c.ShutdownGrace, err = duration("PAUTANG_SHUTDOWN_GRACE", "20s"); err != nil {
		return c, err
	}
	for _, p := range strings.FieldsFunc(os.Getenv("PAUTANG_TRUSTED_PROXIES"), func(r rune) bool { return r == ',' || r == ' ' }) {
		pfx, err := netip.ParsePrefix(p)
		if err != nil {
			a, aerr := netip.ParseAddr(p)
			if aerr != nil {
				return c, fmt.Errorf("config: PAUTANG_TRUSTED_PROXIES: %q is not an address or CIDR", p)
			}
			pfx = netip.PrefixFrom(a, a.BitLen())
		}
		c.TrustedProxies = append(c.TrustedProxies, pfx)
	}
	if c.SecretKey, err = keyOrFile(c.SecretKey, "PAUTANG_SECRET_KEY"); err != nil {
		return c, err
	}
	if c.DataKey, err = keyOrFile(c.DataKey, "PAUTANG_DATA_KEY"); err != nil {
		return c, err
	}
	if (c.TLSCert == "") != (c.TLSKey == "") {
		return c, fmt.Errorf("config: PAUTANG_TLS_CERT and PAUTANG_TLS_KEY go together: set both or neither")
	}
	c.PublicURL = get("PAUTANG_PUBLIC_URL", c.Scheme()+"://"+c.Addr)
	c.LoginCaptchaAfter = Int("PAUTANG_LOGIN_CAPTCHA_AFTER", 5)
	if c.AdminSessionIdle, err = duration("PAUTANG_ADMIN_SESSION_IDLE", "2h"); err != nil {
		return c, err
	}
	if c.AdminSessionIdle < time.Minute || c.AdminSessionIdle > 12*time.Hour {
		return c, fmt.Errorf("config: PAUTANG_ADMIN_SESSION_IDLE: %s is not 1m to 12h", c.AdminSessionIdle)
	}
	if above := Int("PAUTANG_FOUR_EYES_APPROVE_ABOVE", 0); above > 0 && above <= 100_000_000 {
		c.FourEyesApproveAboveCents = int64(above) * 100
	} else if above != 0 {
		return c, fmt.Errorf("config: PAUTANG_FOUR_EYES_APPROVE_ABOVE: %d is not 0 to 100,000,000 pesos", above)
	}
	if c.WriteOffAfterDays = Int("PAUTANG_WRITE_OFF_AFTER_DAYS", DefaultWriteOffAfterDays); c.WriteOffAfterDays < 1 || c.WriteOffAfterDays > 3650 {
		return c, fmt.Errorf("config: PAUTANG_WRITE_OFF_AFTER_DAYS: %d is not 1 to 3650 days", c.WriteOffAfterDays)
	}
	c.DataDir, _ = filepath.Abs(c.DataDir)
	return c, nil
}

// keyOrFile returns a key given in NAME, or the content of the file NAME_FILE names (a
// mounted secret); setting both is an error.
func keyOrFile(val, name string) (string, error) {
	file := os.Getenv(name + "_FILE")
	if file == "" {
		return val, nil
	}
	if val != "" {
		return "", fmt.Errorf("config: set %s or %s_FILE, not both", name, name)
	}
	b, err := os.ReadFile(file)
	if err != nil {
		return "", fmt.Errorf("config: %s_FILE: %w", name, err)
	}
	k := strings.TrimSpace(string(b))
	if k == "" {
		return "", fmt.Errorf("config: %s_FILE: %s is empty", name, file)
	}
	return k, nil
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

func get(name, def string) string {
	if v, ok := os.LookupEnv(name); ok && v != "" {
		return v
	}
	return def
}

func duration(name, def string) (time.Duration, error) {
	d, err := time.ParseDuration(get(name, def))
	if err != nil {
		return 0, fmt.Errorf("config: %s: %w", name, err)
	}
	return d, nil
}

// Int reads an integer setting with a default (used by benchmarks and tools).
func Int(name string, def int) int {
	if v, err := strconv.Atoi(os.Getenv(name)); err == nil {
		return v
	}
	return def
}
