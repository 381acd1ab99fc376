package config

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"net/netip"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"
)

// cleanEnv empties every variable Config reads (an empty one is unset), so a setting inherited
// from the shell running the tests does not leak into them.
func cleanEnv(t *testing.T) {
	t.Helper()
	for _, v := range Vars() {
		t.Setenv(v.Name, "")
	}
}

// TestEnvReadOnlyHere: no package but this one reads the environment (tests and benchmark
// tools aside), so the Config struct, `pautang env` and the README list every setting.
func TestEnvReadOnlyHere(t *testing.T) {
	root := filepath.Join("..", "..")
	var offenders []string
	for _, dir := range []string{"internal", "cmd"} {
		err := filepath.WalkDir(filepath.Join(root, dir), func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
				return err
			}
			if strings.Contains(filepath.ToSlash(path), "internal/config/") || strings.Contains(filepath.ToSlash(path), "/storetest/") {
				return nil
			}
			f, err := parser.ParseFile(token.NewFileSet(), path, nil, 0)
			if err != nil {
				return err
			}
			ast.Inspect(f, func(n ast.Node) bool {
				if sel, ok := n.(*ast.SelectorExpr); ok {
					if id, ok := sel.X.(*ast.Ident); ok && id.Name == "os" && (sel.Sel.Name == "Getenv" || sel.Sel.Name == "LookupEnv" || sel.Sel.Name == "Environ") {
						offenders = append(offenders, path)
					}
				}
				return true
			})
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if len(offenders) > 0 {
		t.Fatalf("the environment is read outside internal/config in %v", offenders)
	}
}

// TestEveryFieldDocumented: each variable has a meaning, a default shown only one way, and
// bounds and words that parse.
func TestEveryFieldDocumented(t *testing.T) {
	seen := map[string]bool{}
	for _, f := range structFields().list {
		if seen[f.name] {
			t.Errorf("%s is read by two fields", f.name)
		}
		seen[f.name] = true
		if f.doc == "" {
			t.Errorf("%s (%s) has no doc tag", f.name, f.goName)
		}
		if f.hasDef && f.docDef != "" {
			t.Errorf("%s has both envDefault and docDefault", f.name)
		}
		for _, b := range []string{f.min, f.max} {
			if b == "" {
				continue
			}
			if f.typ == reflect.TypeFor[time.Duration]() {
				if _, err := time.ParseDuration(b); err != nil {
					t.Errorf("%s: bound %q: %v", f.name, b, err)
				}
			} else if _, err := parseInt(b); err != nil {
				t.Errorf("%s: bound %q: %v", f.name, b, err)
			}
		}
		if f.fileOf != "" {
			if _, ok := structFields().byName[f.fileOf]; !ok || f.name != f.fileOf+"_FILE" {
				t.Errorf("%s: fileOf %q is not its variable", f.name, f.fileOf)
			}
		}
	}
	if !seen["PAUTANG_WRITE_OFF_AFTER_DAYS"] || structFields().byName["PAUTANG_WRITE_OFF_AFTER_DAYS"].def != "90" || DefaultWriteOffAfterDays != 90 {
		t.Error("DefaultWriteOffAfterDays differs from the envDefault of PAUTANG_WRITE_OFF_AFTER_DAYS")
	}
}

// TestREADMEUpToDate: the README's configuration table is the one the struct generates.
// UPDATE_README=1 (make gen) rewrites it.
func TestREADMEUpToDate(t *testing.T) {
	const begin, end = "<!-- env:begin (generated from internal/config by `make gen`; do not edit) -->\n", "<!-- env:end -->"
	path := filepath.Join("..", "..", "README.md")
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	readme := string(b)
	i, j := strings.Index(readme, begin), strings.Index(readme, end)
	if i < 0 || j < i {
		t.Fatalf("README.md has no %q ... %q markers", strings.TrimSpace(begin), end)
	}
	want := readme[:i+len(begin)] + MarkdownTable() + readme[j:]
	if readme == want {
		return
	}
	if os.Getenv("UPDATE_README") == "1" {
		if err := os.WriteFile(path, []byte(want), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	t.Fatal("README.md's configuration table is stale: run `make gen` (UPDATE_README=1 go test -run TestREADMEUpToDate ./internal/config/)")
}

// TestDefaults: with no variable set the server starts on the documented defaults.
func TestDefaults(t *testing.T) {
	cleanEnv(t)
	c, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	abs, _ := filepath.Abs("./data")
	if c.Addr != "127.0.0.1:8080" || c.PublicURL != "http://127.0.0.1:8080" || c.DataDir != abs || c.Dev || !c.DBCommitGroup ||
		c.Region != "PH" || c.APIBase != "/gw" || c.LogLevel != "info" || c.PhoneRule != "ph" || c.MerchantNumber != "0" {
		t.Fatalf("defaults %+v", c)
	}
	if c.SessionIdle != 168*time.Hour || c.SessionMaxAge != 720*time.Hour || c.SessionCache != 5*time.Second || c.OTPTTL != 5*time.Minute ||
		c.AdminSessionIdle != 2*time.Hour || c.ShutdownGrace != 20*time.Second || c.Providers.Timeout != 15*time.Second {
		t.Fatalf("durations %+v", c)
	}
	if c.DBMaxConns != max(8, 4*runtime.NumCPU()) || c.LoginCaptchaAfter != 5 || c.WriteOffAfterDays != 90 || c.FourEyesApproveAboveCents != 2000000 {
		t.Fatalf("numbers %+v", c)
	}
	// Dev mode has no threshold unless one is set; a set one is kept in both modes.
	t.Setenv("PAUTANG_DEV", "1")
	if c, err := Load(); err != nil || c.FourEyesApproveAboveCents != 0 {
		t.Fatalf("dev mode threshold %d %v, want 0", c.FourEyesApproveAboveCents, err)
	}
	t.Setenv("PAUTANG_FOUR_EYES_APPROVE_ABOVE", "3000")
	if c, err := Load(); err != nil || c.FourEyesApproveAboveCents != 300000 {
		t.Fatalf("set threshold %d %v, want 300000", c.FourEyesApproveAboveCents, err)
	}
	p := c.Providers
	if !slices.Equal(p.Payments, []string{"sandbox"}) || p.Payouts != "sandbox" || p.SMS != "outbox" || p.SemaphoreOTP ||
		p.PayMongoURL != "https://api.paymongo.com" || p.XenditURL != "https://api.xendit.co" || p.SemaphoreURL != "https://api.semaphore.co" {
		t.Fatalf("providers %+v", p)
	}
	if c.SecretKey != "" || c.DataKey != "" || c.TrustedProxies != nil || c.CompanyName != "Pautang Lending Corporation" {
		t.Fatalf("keys and company %+v", c)
	}
}

// TestValues: set values arrive typed and normalised.
func TestValues(t *testing.T) {
	cleanEnv(t)
	for k, v := range map[string]string{
		"PAUTANG_DEV": "1", "PAUTANG_DB_COMMIT_GROUP": "0", "PAUTANG_DB_MAX_CONNS": "12", "REGION": "in",
		"PAUTANG_ADMIN_SESSION_IDLE": "12h", "PAUTANG_FOUR_EYES_APPROVE_ABOVE": "25000", "PAUTANG_WRITE_OFF_AFTER_DAYS": "3650",
		"PAUTANG_TRUSTED_PROXIES": "10.0.0.0/8, 192.168.1.7", "PAUTANG_PAYMENTS": " PayMongo-Fake ,xendit-fake,", "PAUTANG_SMS": "Outbox",
		"PAUTANG_LOG_LEVEL": "WARN", "PAUTANG_LOGIN_CAPTCHA_AFTER": "0", "PAUTANG_SESSION_CACHE": "0",
	} {
		t.Setenv(k, v)
	}
	c, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	if !c.Dev || c.DBCommitGroup || c.DBMaxConns != 12 || c.Region != "IN" || c.AdminSessionIdle != 12*time.Hour || c.LogLevel != "warn" {
		t.Fatalf("config %+v", c)
	}
	if c.FourEyesApproveAboveCents != 2_500_000 || c.WriteOffAfterDays != 3650 || c.LoginCaptchaAfter != 0 || c.SessionCache != 0 {
		t.Fatalf("numbers %+v", c)
	}
	want := []netip.Prefix{netip.MustParsePrefix("10.0.0.0/8"), netip.MustParsePrefix("192.168.1.7/32")}
	if !slices.Equal(c.TrustedProxies, want) {
		t.Fatalf("proxies %v", c.TrustedProxies)
	}
	if !slices.Equal(c.Providers.Payments, []string{"paymongo-fake", "xendit-fake"}) || c.Providers.SMS != "outbox" {
		t.Fatalf("providers %+v", c.Providers)
	}
}

// TestInvalidValues: a value that is not what the variable accepts stops Load with a message
// naming the variable and what it takes, instead of falling back to the default.
func TestInvalidValues(t *testing.T) {
	tests := []struct {
		name, value string
		want        string
	}{
		{"PAUTANG_DB_MAX_CONNS", "abc", `config: PAUTANG_DB_MAX_CONNS: "abc" is not a whole number`},
		{"PAUTANG_LOGIN_CAPTCHA_AFTER", "5.5", `config: PAUTANG_LOGIN_CAPTCHA_AFTER: "5.5" is not a whole number`},
		{"PAUTANG_SESSION_IDLE", "7d", `config: PAUTANG_SESSION_IDLE: "7d" is not a duration such as 90s, 5m or 2h`},
		{"PAUTANG_PROVIDER_TIMEOUT", "15", `config: PAUTANG_PROVIDER_TIMEOUT: "15" is not a duration`},
		{"PAUTANG_ADMIN_SESSION_IDLE", "13h", `config: PAUTANG_ADMIN_SESSION_IDLE: "13h" is out of bounds (accepts duration, 1m to 12h)`},
		{"PAUTANG_ADMIN_SESSION_IDLE", "30s", `config: PAUTANG_ADMIN_SESSION_IDLE: "30s" is out of bounds (accepts duration, 1m to 12h)`},
		{"PAUTANG_WRITE_OFF_AFTER_DAYS", "0", `config: PAUTANG_WRITE_OFF_AFTER_DAYS: "0" is out of bounds (accepts whole number, 1 to 3650)`},
		{"PAUTANG_WRITE_OFF_AFTER_DAYS", "3651", `"3651" is out of bounds (accepts whole number, 1 to 3650)`},
		{"PAUTANG_DB_MAX_CONNS", "0", `config: PAUTANG_DB_MAX_CONNS: "0" is out of bounds (accepts whole number, at least 1)`},
		{"PAUTANG_FOUR_EYES_APPROVE_ABOVE", "-1", `config: PAUTANG_FOUR_EYES_APPROVE_ABOVE: "-1" is out of bounds (accepts whole number, 0 to 100000000)`},
		{"PAUTANG_PAYMENTS", "sandbox,foo", `config: PAUTANG_PAYMENTS: unknown word "foo" (accepts sandbox, paymongo, xendit, paymongo-fake, xendit-fake)`},
		{"PAUTANG_SMS", "twilio", `config: PAUTANG_SMS: unknown word "twilio" (accepts outbox, semaphore, semaphore-fake)`},
		{"REGION", "SG", `config: REGION: unknown word "SG" (accepts PH, IN)`},
		{"PAUTANG_LOG_LEVEL", "verbose", `config: PAUTANG_LOG_LEVEL: unknown word "verbose" (accepts debug, info, warn, error)`},
		{"PAUTANG_PHONE_RULE", "us", `config: PAUTANG_PHONE_RULE: unknown word "us"`},
		{"PAUTANG_DEV", "true", `config: PAUTANG_DEV: "true" is not 0 or 1`},
		{"PAUTANG_DB_COMMIT_GROUP", "yes", `config: PAUTANG_DB_COMMIT_GROUP: "yes" is not 0 or 1`},
		{"PAUTANG_TRUSTED_PROXIES", "10.0.0.0/8,proxy.local", `config: PAUTANG_TRUSTED_PROXIES: "proxy.local" is not an IP address or CIDR`},
		{"PAUTANG_SUPPORT_PHONE", "call 0917 800 1234 re unpaid loan", `config: PAUTANG_SUPPORT_PHONE "call 0917 800 1234 re unpaid loan" is not a telephone number`},
		{"PAUTANG_SECRET_KEY_FILE", "/nonexistent/secret", `config: PAUTANG_SECRET_KEY_FILE: open /nonexistent/secret: no such file or directory`},
	}
	for _, tt := range tests {
		t.Run(tt.name+"="+tt.value, func(t *testing.T) {
			cleanEnv(t)
			t.Setenv(tt.name, tt.value)
			_, err := Load()
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("got %v, want %q", err, tt.want)
			}
		})
	}
}

// TestEveryFaultReported: several bad variables are all named at once, one per line.
func TestEveryFaultReported(t *testing.T) {
	cleanEnv(t)
	t.Setenv("PAUTANG_DB_MAX_CONNS", "abc")
	t.Setenv("PAUTANG_OTP_TTL", "soon")
	t.Setenv("PAUTANG_PAYOUTS", "gcash")
	_, err := Load()
	if err == nil {
		t.Fatal("bad values loaded")
	}
	lines := strings.Split(err.Error(), "\n")
	if len(lines) != 3 || !strings.Contains(lines[0], "PAUTANG_OTP_TTL") || !strings.Contains(lines[1], "PAUTANG_DB_MAX_CONNS") || !strings.Contains(lines[2], "PAUTANG_PAYOUTS") {
		t.Fatalf("got %q", err)
	}
}

// TestSecretKeyFiles: PAUTANG_SECRET_KEY or PAUTANG_SECRET_KEY_FILE, never both, never an
// empty file.
func TestSecretKeyFiles(t *testing.T) {
	cleanEnv(t)
	dir := t.TempDir()
	file := filepath.Join(dir, "secret")
	if err := os.WriteFile(file, []byte("  s3cret\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PAUTANG_SECRET_KEY_FILE", file)
	c, err := Load()
	if err != nil || c.SecretKey != "s3cret" || c.SecretKeyFile != file {
		t.Fatalf("key from file: %q, %v", c.SecretKey, err)
	}
	t.Setenv("PAUTANG_SECRET_KEY", "other")
	if _, err := Load(); err == nil || !strings.Contains(err.Error(), "set PAUTANG_SECRET_KEY or PAUTANG_SECRET_KEY_FILE, not both") {
		t.Fatalf("both set: %v", err)
	}
	t.Setenv("PAUTANG_SECRET_KEY", "")
	empty := filepath.Join(dir, "empty")
	if err := os.WriteFile(empty, []byte("\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PAUTANG_SECRET_KEY_FILE", "")
	t.Setenv("PAUTANG_DATA_KEY_FILE", empty)
	if _, err := Load(); err == nil || !strings.Contains(err.Error(), "PAUTANG_DATA_KEY_FILE: "+empty+" is empty") {
		t.Fatalf("empty file: %v", err)
	}
}

// A certificate without its key (or the reverse) is refused; with both the public URL defaults to
// https.
func TestTLSSettings(t *testing.T) {
	cleanEnv(t)
	t.Setenv("PAUTANG_TLS_CERT", "/etc/pautang/cert.pem")
	if _, err := Load(); err == nil || !strings.Contains(err.Error(), "PAUTANG_TLS_KEY") {
		t.Fatalf("certificate without key: %v", err)
	}
	t.Setenv("PAUTANG_TLS_KEY", "/etc/pautang/key.pem")
	t.Setenv("PAUTANG_ADDR", "0.0.0.0:8443")
	c, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	if c.PublicURL != "https://0.0.0.0:8443" || c.Scheme() != "https" {
		t.Fatalf("public URL %q, scheme %q", c.PublicURL, c.Scheme())
	}
}

func TestUnknownNamesAreReportedWithTheClosestSetting(t *testing.T) {
	got := Unknown([]string{
		"PAUTANG_DB_MAX_CONN=8",       // a typo of PAUTANG_DB_MAX_CONNS
		"PAUTANG_DB_MAX_CONNS=8",      // a setting
		"PAUTANG_TEST_DATABASE_URL=x", // the test suites'
		"PAUTANG_BIN=/bin/pautang",    // the e2e runner's
		"PAUTANG_SOMETHING_ELSE_ENTIRELY=1",
		"HOME=/root",
	})
	want := []string{
		"PAUTANG_DB_MAX_CONN is not a setting; did you mean PAUTANG_DB_MAX_CONNS?",
		"PAUTANG_SOMETHING_ELSE_ENTIRELY is not a setting (pautang env lists them)",
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("Unknown = %q, want %q", got, want)
	}
}
