package config

import (
	"os"
	"strings"
	"testing"
)

func TestProviderSelection(t *testing.T) {
	cleanEnv(t)
	t.Setenv("PAUTANG_PAYMENTS", "paymongo, xendit")
	t.Setenv("PAYMONGO_SECRET_KEY", "sk_test_x")
	t.Setenv("PAYMONGO_WEBHOOK_SECRET", "whsk_x")
	if _, err := Load(); err == nil || !strings.Contains(err.Error(), "XENDIT_SECRET_KEY") {
		t.Fatalf("missing Xendit key: %v", err)
	}
	dir := t.TempDir()
	file := dir + "/xendit.key"
	if err := writeFile(file, "xnd_development_y\n"); err != nil {
		t.Fatal(err)
	}
	t.Setenv("XENDIT_SECRET_KEY_FILE", file)
	t.Setenv("XENDIT_CALLBACK_TOKEN", " tok\n")
	c, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	p := c.Providers
	if p.XenditSecretKey != "xnd_development_y" || p.XenditCallbackToken != "tok" || strings.Join(p.Payments, "|") != "paymongo|xendit" {
		t.Fatalf("providers %+v", p)
	}
	// A gateway's variable wins over its file.
	t.Setenv("XENDIT_SECRET_KEY", "xnd_development_z")
	if c, err = Load(); err != nil || c.Providers.XenditSecretKey != "xnd_development_z" {
		t.Fatalf("variable and file: %q, %v", c.Providers.XenditSecretKey, err)
	}
	if !SecretSet("XENDIT_SECRET_KEY") || SecretSet("SEMAPHORE_API_KEY") {
		t.Fatal("SecretSet")
	}
	t.Setenv("PAUTANG_PAYMENTS", "paymongo-fake")
	if _, err := Load(); err == nil || !strings.Contains(err.Error(), "PAUTANG_DEV=1") {
		t.Fatalf("a fake outside dev mode: %v", err)
	}
	t.Setenv("PAUTANG_DEV", "1")
	if _, err := Load(); err != nil {
		t.Fatalf("a fake in dev mode: %v", err)
	}
	t.Setenv("PAUTANG_SMS", "semaphore")
	if _, err := Load(); err == nil || !strings.Contains(err.Error(), "PAUTANG_SMS=semaphore needs SEMAPHORE_API_KEY") {
		t.Fatalf("Semaphore without its key: %v", err)
	}
	// An approved sender name is required: Semaphore answers a name the account may not use
	// with a complaint instead of a message.
	t.Setenv("SEMAPHORE_API_KEY", "semkey")
	if _, err := Load(); err == nil || !strings.Contains(err.Error(), "PAUTANG_SMS=semaphore needs SEMAPHORE_SENDER_NAME") {
		t.Fatalf("Semaphore without a sender name: %v", err)
	}
	t.Setenv("SEMAPHORE_SENDER_NAME", "PAUTANG")
	if _, err := Load(); err != nil {
		t.Fatalf("Semaphore with key and sender name: %v", err)
	}
}

func writeFile(name, text string) error { return os.WriteFile(name, []byte(text), 0o600) }
