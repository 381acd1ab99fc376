package config

import (
	"os"
	"strings"
	"testing"
)

func TestProviderSelection(t *testing.T) {
	t.Setenv("PAUTANG_PAYMENTS", "paymongo, xendit")
	t.Setenv("PAYMONGO_SECRET_KEY", "sk_test_x")
	t.Setenv("PAYMONGO_WEBHOOK_SECRET", "whsk_x")
	t.Setenv("XENDIT_SECRET_KEY", "")
	if _, err := loadProviders(false); err == nil || !strings.Contains(err.Error(), "XENDIT_SECRET_KEY") {
		t.Fatalf("missing Xendit key: %v", err)
	}
	dir := t.TempDir()
	file := dir + "/xendit.key"
	if err := writeFile(file, "xnd_development_y\n"); err != nil {
		t.Fatal(err)
	}
	t.Setenv("XENDIT_SECRET_KEY_FILE", file)
	t.Setenv("XENDIT_CALLBACK_TOKEN", "tok")
	p, err := loadProviders(false)
	if err != nil {
		t.Fatal(err)
	}
	if p.XenditSecretKey != "xnd_development_y" || strings.Join(p.Payments, "|") != "paymongo|xendit" {
		t.Fatalf("providers %+v", p)
	}
	if !SecretSet("XENDIT_SECRET_KEY") || SecretSet("SEMAPHORE_API_KEY") {
		t.Fatal("SecretSet")
	}
	t.Setenv("PAUTANG_PAYMENTS", "paymongo-fake")
	if _, err := loadProviders(false); err == nil || !strings.Contains(err.Error(), "PAUTANG_DEV=1") {
		t.Fatalf("a fake outside dev mode: %v", err)
	}
	if _, err := loadProviders(true); err != nil {
		t.Fatalf("a fake in dev mode: %v", err)
	}
	t.Setenv("PAUTANG_SMS", "twilio")
	if _, err := loadProviders(true); err == nil || !strings.Contains(err.Error(), "unknown gateway") {
		t.Fatalf("unknown SMS gateway: %v", err)
	}
}

func writeFile(name, text string) error { return os.WriteFile(name, []byte(text), 0o600) }
