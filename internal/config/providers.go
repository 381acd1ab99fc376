package config

import (
	"fmt"
	"os"
	"strings"
	"time"
)

// Providers is the choice of real gateways and their secrets. Secrets come from the variable
// or from the file the variable NAME_FILE names (a mounted secret); they are never logged and
// `pautang env` only says whether each is set.
type Providers struct {
	Payments []string      // PAUTANG_PAYMENTS: sandbox (default), paymongo, xendit, paymongo-fake, xendit-fake; a comma list splits the methods
	Payouts  string        // PAUTANG_PAYOUTS: sandbox (default), xendit, xendit-fake
	SMS      string        // PAUTANG_SMS: outbox (default), semaphore, semaphore-fake
	Timeout  time.Duration // PAUTANG_PROVIDER_TIMEOUT: bound of one outbound call

	PayMongoSecretKey     string // PAYMONGO_SECRET_KEY (sk_test_... / sk_live_...)
	PayMongoWebhookSecret string // PAYMONGO_WEBHOOK_SECRET (whsk_...)
	PayMongoURL           string // PAUTANG_PAYMONGO_URL: API base (default https://api.paymongo.com)
	XenditSecretKey       string // XENDIT_SECRET_KEY (xnd_development_... / xnd_production_...)
	XenditCallbackToken   string // XENDIT_CALLBACK_TOKEN: the dashboard's webhook verification token
	XenditURL             string // PAUTANG_XENDIT_URL: API base (default https://api.xendit.co)
	SemaphoreAPIKey       string // SEMAPHORE_API_KEY
	SemaphoreSender       string // SEMAPHORE_SENDER_NAME: the approved sender name
	SemaphoreURL          string // PAUTANG_SEMAPHORE_URL: API base (default https://api.semaphore.co)
	SemaphoreOTP          bool   // PAUTANG_SEMAPHORE_OTP=1: messages carrying a code go through /api/v4/otp
}

// ProviderVars are the gateway settings, listed after the others in `pautang env` and the README.
var ProviderVars = []Var{
	{"PAUTANG_PAYMENTS", "sandbox", "payment gateway(s): sandbox, paymongo, xendit (comma list: paymongo,xendit = links and QR by PayMongo, store codes by Xendit); *-fake runs the local fake (dev only)"},
	{"PAUTANG_PAYOUTS", "sandbox", "payout gateway: sandbox, xendit; xendit-fake runs the local fake (dev only)"},
	{"PAUTANG_SMS", "outbox", "SMS gateway: outbox (dev inbox), semaphore; semaphore-fake runs the local fake (dev only)"},
	{"PAUTANG_PROVIDER_TIMEOUT", "15s", "bound of one call to a gateway"},
	{"PAYMONGO_SECRET_KEY", "", "secret: PayMongo secret key (sk_test_/sk_live_; its mode picks the signature part); or PAYMONGO_SECRET_KEY_FILE"},
	{"PAYMONGO_WEBHOOK_SECRET", "", "secret: PayMongo webhook secret (whsk_...); or PAYMONGO_WEBHOOK_SECRET_FILE"},
	{"PAUTANG_PAYMONGO_URL", "https://api.paymongo.com", "PayMongo API base"},
	{"XENDIT_SECRET_KEY", "", "secret: Xendit secret API key; or XENDIT_SECRET_KEY_FILE"},
	{"XENDIT_CALLBACK_TOKEN", "", "secret: Xendit webhook verification token (x-callback-token); or XENDIT_CALLBACK_TOKEN_FILE"},
	{"PAUTANG_XENDIT_URL", "https://api.xendit.co", "Xendit API base"},
	{"SEMAPHORE_API_KEY", "", "secret: Semaphore API key; or SEMAPHORE_API_KEY_FILE"},
	{"SEMAPHORE_SENDER_NAME", "", "Semaphore sender name (empty: the account's default)"},
	{"PAUTANG_SEMAPHORE_URL", "https://api.semaphore.co", "Semaphore API base"},
	{"PAUTANG_SEMAPHORE_OTP", "0", "1 sends SMS carrying a login or other one-time code through Semaphore's OTP endpoint (/api/v4/otp) with our code"},
}

// SecretVars are the variables whose values are never printed.
var SecretVars = []string{"PAUTANG_SECRET_KEY", "PAUTANG_DATA_KEY", "PAYMONGO_SECRET_KEY", "PAYMONGO_WEBHOOK_SECRET", "XENDIT_SECRET_KEY", "XENDIT_CALLBACK_TOKEN", "SEMAPHORE_API_KEY"}

func init() { Vars = append(Vars, ProviderVars...) }

// SecretSet reports whether a secret variable (or its _FILE form) is set, for `pautang env`.
func SecretSet(name string) bool {
	return os.Getenv(name) != "" || os.Getenv(name+"_FILE") != ""
}

// secret reads NAME, or the file NAME_FILE names.
func secret(name string) (string, error) {
	if v := os.Getenv(name); v != "" {
		return strings.TrimSpace(v), nil
	}
	file := os.Getenv(name + "_FILE")
	if file == "" {
		return "", nil
	}
	b, err := os.ReadFile(file)
	if err != nil {
		return "", fmt.Errorf("config: %s_FILE: %w", name, err)
	}
	return strings.TrimSpace(string(b)), nil
}

// Valid gateway names.
var (
	paymentNames = map[string]bool{"sandbox": true, "paymongo": true, "xendit": true, "paymongo-fake": true, "xendit-fake": true}
	payoutNames  = map[string]bool{"sandbox": true, "xendit": true, "xendit-fake": true}
	smsNames     = map[string]bool{"outbox": true, "semaphore": true, "semaphore-fake": true}
)

func loadProviders(dev bool) (Providers, error) {
	p := Providers{
		Payouts: strings.ToLower(get("PAUTANG_PAYOUTS", "sandbox")), SMS: strings.ToLower(get("PAUTANG_SMS", "outbox")),
		PayMongoURL: get("PAUTANG_PAYMONGO_URL", "https://api.paymongo.com"), XenditURL: get("PAUTANG_XENDIT_URL", "https://api.xendit.co"),
		SemaphoreURL: get("PAUTANG_SEMAPHORE_URL", "https://api.semaphore.co"), SemaphoreSender: os.Getenv("SEMAPHORE_SENDER_NAME"),
		SemaphoreOTP: get("PAUTANG_SEMAPHORE_OTP", "0") == "1",
	}
	for _, n := range strings.Split(get("PAUTANG_PAYMENTS", "sandbox"), ",") {
		if n = strings.ToLower(strings.TrimSpace(n)); n != "" {
			p.Payments = append(p.Payments, n)
		}
	}
	var err error
	if p.Timeout, err = duration("PAUTANG_PROVIDER_TIMEOUT", "15s"); err != nil {
		return p, err
	}
	for _, s := range []struct {
		name string
		dst  *string
	}{{"PAYMONGO_SECRET_KEY", &p.PayMongoSecretKey}, {"PAYMONGO_WEBHOOK_SECRET", &p.PayMongoWebhookSecret}, {"XENDIT_SECRET_KEY", &p.XenditSecretKey},
		{"XENDIT_CALLBACK_TOKEN", &p.XenditCallbackToken}, {"SEMAPHORE_API_KEY", &p.SemaphoreAPIKey}} {
		if *s.dst, err = secret(s.name); err != nil {
			return p, err
		}
	}
	need := func(what string, vals ...string) error {
		for i := 0; i+1 < len(vals); i += 2 {
			if vals[i+1] == "" {
				return fmt.Errorf("config: %s needs %s", what, vals[i])
			}
		}
		return nil
	}
	check := func(setting, n string, valid map[string]bool) error {
		if !valid[n] {
			return fmt.Errorf("config: %s: unknown gateway %q", setting, n)
		}
		if strings.HasSuffix(n, "-fake") && !dev {
			return fmt.Errorf("config: %s=%s runs a local fake and needs PAUTANG_DEV=1", setting, n)
		}
		switch n {
		case "paymongo":
			return need(setting+"=paymongo", "PAYMONGO_SECRET_KEY", p.PayMongoSecretKey, "PAYMONGO_WEBHOOK_SECRET", p.PayMongoWebhookSecret)
		case "xendit":
			return need(setting+"=xendit", "XENDIT_SECRET_KEY", p.XenditSecretKey, "XENDIT_CALLBACK_TOKEN", p.XenditCallbackToken)
		case "semaphore":
			return need(setting+"=semaphore", "SEMAPHORE_API_KEY", p.SemaphoreAPIKey)
		}
		return nil
	}
	for _, n := range p.Payments {
		if err := check("PAUTANG_PAYMENTS", n, paymentNames); err != nil {
			return p, err
		}
	}
	if err := check("PAUTANG_PAYOUTS", p.Payouts, payoutNames); err != nil {
		return p, err
	}
	if err := check("PAUTANG_SMS", p.SMS, smsNames); err != nil {
		return p, err
	}
	return p, nil
}
