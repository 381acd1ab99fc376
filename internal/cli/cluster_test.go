package cli

import (
	"context"
	"github.com/pautang/pautang/internal/admin"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pautang/pautang/internal/banking"
	"github.com/pautang/pautang/internal/config"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

func openWith(t *testing.T, env map[string]string) (*App, error) {
	t.Helper()
	for _, k := range []string{"DATABASE_URL", "PAUTANG_SECRET_KEY", "PAUTANG_DATA_KEY", "PAUTANG_SECRET_KEY_FILE", "PAUTANG_DATA_KEY_FILE"} {
		t.Setenv(k, "")
	}
	t.Setenv("PAUTANG_DATA_DIR", t.TempDir()) // each instance its own data folder
	for k, v := range env {
		t.Setenv(k, v)
	}
	cfg, err := config.Load()
	if err != nil {
		return nil, err
	}
	a, err := Open(context.Background(), cfg)
	if err == nil {
		t.Cleanup(func() { a.Close() })
	}
	return a, err
}

const (
	keyA = "1111111111111111111111111111111111111111111111111111111111111111"
	keyB = "2222222222222222222222222222222222222222222222222222222222222222"
)

// On PostgreSQL an instance starts only with keys from the environment, and only with the
// keys the first instance recorded; SQLite keeps its generated keys.
func TestInstanceKeys(t *testing.T) {
	u := storetest.PostgresURL(t)
	if _, err := openWith(t, map[string]string{"DATABASE_URL": u}); err == nil || !strings.Contains(err.Error(), "PAUTANG_SECRET_KEY") {
		t.Fatalf("PostgreSQL without keys: got %v", err)
	}
	first, err := openWith(t, map[string]string{"DATABASE_URL": u, "PAUTANG_SECRET_KEY": "s3cret", "PAUTANG_DATA_KEY": keyA})
	if err != nil {
		t.Fatalf("first instance: %v", err)
	}
	sealed, err := first.BankVault.Seal(7, "001234567890")
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "data.key")
	os.WriteFile(file, []byte(keyA+"\n"), 0o600)
	second, err := openWith(t, map[string]string{"DATABASE_URL": u, "PAUTANG_SECRET_KEY": "s3cret", "PAUTANG_DATA_KEY_FILE": file})
	if err != nil {
		t.Fatalf("second instance, same keys (data key from a file): %v", err)
	}
	if n, err := second.BankVault.Open(7, sealed); err != nil || n != "001234567890" {
		t.Fatalf("second instance opens the first's account: %q %v", n, err)
	}
	for name, env := range map[string]map[string]string{
		"other secret":   {"PAUTANG_SECRET_KEY": "other", "PAUTANG_DATA_KEY": keyA},
		"other data key": {"PAUTANG_SECRET_KEY": "s3cret", "PAUTANG_DATA_KEY": keyB},
	} {
		env["DATABASE_URL"] = u
		if _, err := openWith(t, env); err == nil || !strings.Contains(err.Error(), "refusing to start") {
			t.Fatalf("%s: got %v, want a refusal", name, err)
		}
	}
	// Rotation: a new key first, the old one after; rotate-data-key re-seals, then the old key
	// may go.
	rot, err := openWith(t, map[string]string{"DATABASE_URL": u, "PAUTANG_SECRET_KEY": "s3cret", "PAUTANG_DATA_KEY": "2:" + keyB + ",0:" + keyA})
	if err != nil {
		t.Fatalf("adding a data key: %v", err)
	}
	ctx := context.Background()
	var uid int64
	if err := rot.Store.DB.QueryRowContext(ctx, `INSERT INTO users (phone, created_at) VALUES ('09170000007', 0) RETURNING id`).Scan(&uid); err != nil {
		t.Fatal(err)
	}
	old, err := first.BankVault.Seal(uid, "001234567890") // sealed before the rotation, with key 0
	if err != nil {
		t.Fatal(err)
	}
	if _, err := rot.Store.Banking().BindBankAccount(ctx, store.NewBankAccount{UserID: uid, CardType: 1, Channel: "90006", BankCode: "BDO", BankName: "BDO Unibank",
		HolderName: "Juan", Cipher: old, Last4: "7890", Hash: rot.BankVault.Hash("BDO", "001234567890")}, store.AccountActionBind, 0); err != nil {
		t.Fatal(err)
	}
	// An operator's TOTP key sealed with key 0 too.
	const totpKey = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP"
	opSvc := admin.New(rot.Store.Operators(), rot.Clock, 0, first.BankVault)
	op, err := opSvc.CreateOperator(ctx, 0, admin.NewOperator{Email: "rotate@test.ph", Role: admin.RoleAdmin, Password: "long enough pw"})
	if err != nil {
		t.Fatal(err)
	}
	if err := opSvc.EnrolSecret(ctx, op, totpKey); err != nil {
		t.Fatal(err)
	}
	if _, err := openWith(t, map[string]string{"DATABASE_URL": u, "PAUTANG_SECRET_KEY": "s3cret", "PAUTANG_DATA_KEY": "2:" + keyB}); err == nil {
		t.Fatal("the old key dropped before rotate-data-key: want a refusal")
	}
	if err := rotateDataKey(ctx, rot); err != nil {
		t.Fatal(err)
	}
	after, err := openWith(t, map[string]string{"DATABASE_URL": u, "PAUTANG_SECRET_KEY": "s3cret", "PAUTANG_DATA_KEY": "2:" + keyB})
	if err != nil {
		t.Fatalf("after rotation, the new key alone: %v", err)
	}
	accs, err := after.Store.Banking().BankAccounts(ctx, uid)
	if err != nil || len(accs) != 1 || banking.KeyOf(accs[0].Cipher) != "2" {
		t.Fatalf("after rotation: %+v %v", accs, err)
	}
	if n, err := after.BankVault.Open(uid, accs[0].Cipher); err != nil || n != "001234567890" {
		t.Fatalf("the re-sealed number: %q %v", n, err)
	}
	rop, _, err := after.Store.Operators().OperatorByID(ctx, op.ID)
	if err != nil || banking.KeyOf(rop.TOTPSecret) != "2" {
		t.Fatalf("the operator's TOTP key after rotation: %q %v", rop.TOTPSecret, err)
	}
	got, err := (&admin.Service{Repo: after.Store.Operators(), Clock: after.Clock, Box: after.BankVault}).CurrentCode(rop)
	want, _ := admin.TOTPCode(totpKey, admin.TOTPStep(after.Clock.Now()))
	if err != nil || got != want {
		t.Fatalf("the re-sealed TOTP key's code: %q %v, want %q", got, err, want)
	}
}

// SQLite needs no key in the environment (one instance, generated keys in its data folder).
func TestSQLiteGeneratedKeys(t *testing.T) {
	dir := t.TempDir()
	for range 2 {
		t.Setenv("PAUTANG_DATA_DIR", dir)
		cfg, err := config.Load()
		if err != nil {
			t.Fatal(err)
		}
		cfg.DatabaseURL, cfg.SecretKey, cfg.DataKey = "", "", ""
		a, err := Open(context.Background(), cfg)
		if err != nil {
			t.Fatalf("SQLite with generated keys: %v", err)
		}
		a.Close()
	}
}
