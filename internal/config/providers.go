package config

import (
	"fmt"
	"strings"
	"time"
)

// Providers is the choice of real gateways and their secrets. A secret comes from its variable
// or, when that is empty, from the file NAME_FILE names (a mounted secret); secrets are never
// logged and `pautang env` only says whether each is set.
type Providers struct {
	// Payments are the payment gateways; a comma list splits the methods between them.
	Payments []string      `env:"PAUTANG_PAYMENTS" envDefault:"sandbox" oneof:"sandbox,paymongo,xendit,paymongo-fake,xendit-fake" doc:"payment gateway: {sandbox}, {paymongo} (e-wallet checkout and QR Ph), {xendit} (store codes); a comma list splits the methods ({paymongo,xendit}: links and QR by PayMongo, store codes by Xendit); {paymongo-fake} / {xendit-fake} run the local fake (dev only). docs/providers.md"`
	Payouts  string        `env:"PAUTANG_PAYOUTS" envDefault:"sandbox" oneof:"sandbox,xendit,xendit-fake" doc:"payout gateway: {sandbox}, {xendit}; {xendit-fake} runs the local fake (dev only)"`
	SMS      string        `env:"PAUTANG_SMS" envDefault:"outbox" oneof:"outbox,semaphore,semaphore-fake" doc:"SMS gateway: {outbox} (the dev inbox), {semaphore}; {semaphore-fake} runs the local fake (dev only)"`
	Timeout  time.Duration `env:"PAUTANG_PROVIDER_TIMEOUT" envDefault:"15s" doc:"bound of one call to a gateway (each gateway also has a circuit breaker)"`

	PayMongoSecretKey         string `env:"PAYMONGO_SECRET_KEY" secret:"true" doc:"PayMongo secret key ({sk_test_...} / {sk_live_...}; its mode picks the signature part); never logged"`
	PayMongoSecretKeyFile     string `env:"PAYMONGO_SECRET_KEY_FILE" fileOf:"PAYMONGO_SECRET_KEY" accepts:"file path" doc:"file holding {PAYMONGO_SECRET_KEY} (the variable wins when both are set)"`
	PayMongoWebhookSecret     string `env:"PAYMONGO_WEBHOOK_SECRET" secret:"true" doc:"PayMongo webhook secret ({whsk_...}); never logged"`
	PayMongoWebhookSecretFile string `env:"PAYMONGO_WEBHOOK_SECRET_FILE" fileOf:"PAYMONGO_WEBHOOK_SECRET" accepts:"file path" doc:"file holding {PAYMONGO_WEBHOOK_SECRET}"`
	XenditSecretKey           string `env:"XENDIT_SECRET_KEY" secret:"true" doc:"Xendit secret API key ({xnd_development_...} / {xnd_production_...}); never logged"`
	XenditSecretKeyFile       string `env:"XENDIT_SECRET_KEY_FILE" fileOf:"XENDIT_SECRET_KEY" accepts:"file path" doc:"file holding {XENDIT_SECRET_KEY}"`
	XenditCallbackToken       string `env:"XENDIT_CALLBACK_TOKEN" secret:"true" doc:"Xendit webhook verification token ({x-callback-token}, from the dashboard); never logged"`
	XenditCallbackTokenFile   string `env:"XENDIT_CALLBACK_TOKEN_FILE" fileOf:"XENDIT_CALLBACK_TOKEN" accepts:"file path" doc:"file holding {XENDIT_CALLBACK_TOKEN}"`
	SemaphoreAPIKey           string `env:"SEMAPHORE_API_KEY" secret:"true" doc:"Semaphore API key; never logged"`
	SemaphoreAPIKeyFile       string `env:"SEMAPHORE_API_KEY_FILE" fileOf:"SEMAPHORE_API_KEY" accepts:"file path" doc:"file holding {SEMAPHORE_API_KEY}"`
	SemaphoreSender           string `env:"SEMAPHORE_SENDER_NAME" doc:"Semaphore's approved sender name; required with {PAUTANG_SMS=semaphore} (Semaphore answers a name the account may not use without sending)"`
	// SemaphoreOTP: messages carrying a code go through Semaphore's /api/v4/otp.
	SemaphoreOTP bool   `env:"PAUTANG_SEMAPHORE_OTP" envDefault:"0" doc:"{1}: SMS carrying a one-time code (login codes) go through Semaphore's OTP endpoint ({/api/v4/otp}) with our code (docs/providers.md)"`
	PayMongoURL  string `env:"PAUTANG_PAYMONGO_URL" envDefault:"https://api.paymongo.com" accepts:"URL" doc:"PayMongo API base (e.g. a staging proxy)"`
	XenditURL    string `env:"PAUTANG_XENDIT_URL" envDefault:"https://api.xendit.co" accepts:"URL" doc:"Xendit API base (e.g. a staging proxy)"`
	// Mail is the e-mail provider of the operators' set-up links (docs/admin.md, "Set-up links").
	Mail             string `env:"PAUTANG_MAIL" envDefault:"outbox" oneof:"outbox,smtp" doc:"e-mail provider of the operators' set-up links: {outbox} (dev mode: kept for the Dev outbox page {/dev/mail}; outside dev mode nothing is sent and the outbox row says so), {smtp} (the {PAUTANG_SMTP_*} server)"`
	MailFrom         string `env:"PAUTANG_MAIL_FROM" envDefault:"Pautang <no-reply@pautang.ph>" doc:"the From of the e-mails sent"`
	SMTPHost         string `env:"PAUTANG_SMTP_HOST" accepts:"host name" doc:"SMTP server; required with {PAUTANG_MAIL=smtp}"`
	SMTPPort         int    `env:"PAUTANG_SMTP_PORT" envDefault:"587" min:"1" max:"65535" doc:"SMTP server port"`
	SMTPUsername     string `env:"PAUTANG_SMTP_USERNAME" doc:"SMTP user (PLAIN authentication; none: no authentication)"`
	SMTPPassword     string `env:"PAUTANG_SMTP_PASSWORD" secret:"true" doc:"SMTP password; never logged"`
	SMTPPasswordFile string `env:"PAUTANG_SMTP_PASSWORD_FILE" fileOf:"PAUTANG_SMTP_PASSWORD" accepts:"file path" doc:"file holding {PAUTANG_SMTP_PASSWORD}"`
	SMTPTLS          string `env:"PAUTANG_SMTP_TLS" envDefault:"starttls" oneof:"starttls,tls,none" doc:"{starttls} (required STARTTLS), {tls} (implicit TLS, port 465) or {none} (a relay on the same host only)"`
	SemaphoreURL     string `env:"PAUTANG_SEMAPHORE_URL" envDefault:"https://api.semaphore.co" accepts:"URL" doc:"Semaphore API base (e.g. a staging proxy)"`
}

// check applies the rules between settings: a real gateway needs its secrets, a fake needs
// dev mode.
func (p Providers) check(dev bool) error {
	need := func(what string, vals ...string) error {
		for i := 0; i+1 < len(vals); i += 2 {
			if vals[i+1] == "" {
				return fmt.Errorf("config: %s needs %s", what, vals[i])
			}
		}
		return nil
	}
	check := func(setting, n string) error {
		if strings.HasSuffix(n, "-fake") && !dev {
			return fmt.Errorf("config: %s=%s runs a local fake and needs PAUTANG_DEV=1", setting, n)
		}
		switch n {
		case "paymongo":
			return need(setting+"=paymongo", "PAYMONGO_SECRET_KEY", p.PayMongoSecretKey, "PAYMONGO_WEBHOOK_SECRET", p.PayMongoWebhookSecret)
		case "xendit":
			return need(setting+"=xendit", "XENDIT_SECRET_KEY", p.XenditSecretKey, "XENDIT_CALLBACK_TOKEN", p.XenditCallbackToken)
		case "semaphore":
			return need(setting+"=semaphore", "SEMAPHORE_API_KEY", p.SemaphoreAPIKey, "SEMAPHORE_SENDER_NAME", strings.TrimSpace(p.SemaphoreSender))
		}
		return nil
	}
	for _, n := range p.Payments {
		if err := check("PAUTANG_PAYMENTS", n); err != nil {
			return err
		}
	}
	if err := check("PAUTANG_PAYOUTS", p.Payouts); err != nil {
		return err
	}
	if p.Mail == "smtp" && strings.TrimSpace(p.SMTPHost) == "" {
		return fmt.Errorf("config: PAUTANG_MAIL=smtp needs PAUTANG_SMTP_HOST")
	}
	return check("PAUTANG_SMS", p.SMS)
}
