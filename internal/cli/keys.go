package cli

import (
	"context"
	"errors"
	"fmt"
	"github.com/pautang/pautang/internal/admin"
	"sort"

	"github.com/pautang/pautang/internal/banking"
	"github.com/pautang/pautang/internal/config"
	"github.com/pautang/pautang/internal/store"
)

// requireSharedKeys refuses PostgreSQL without keys from the environment: several instances
// share the database, and keys generated in each one's data folder would differ (a login code
// sent through one instance refused by another, an account sealed by one unreadable by
// another). SQLite serves one instance and keeps its generated keys.
func requireSharedKeys(cfg config.Config) error {
	if !cfg.Postgres() {
		return nil
	}
	var missing []string
	if cfg.SecretKey == "" {
		missing = append(missing, "PAUTANG_SECRET_KEY (or PAUTANG_SECRET_KEY_FILE)")
	}
	if cfg.DataKey == "" {
		missing = append(missing, "PAUTANG_DATA_KEY (or PAUTANG_DATA_KEY_FILE)")
	}
	if len(missing) > 0 {
		return fmt.Errorf("cli: with PostgreSQL every instance must be given the same keys: set %v (docs/deploy.md)", missing)
	}
	return nil
}

// checkKeys compares this instance's keys with the fingerprints the database recorded when it
// was first started (recording them then), and refuses to start on a difference.
func checkKeys(ctx context.Context, st *store.Store, secret []byte, vault *banking.Vault) error {
	keys := []store.KeyFingerprint{{Name: "secret", Fingerprint: banking.Fingerprint(secret)}}
	fps := vault.Fingerprints()
	ids := make([]string, 0, len(fps))
	for id := range fps {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	for _, id := range ids {
		keys = append(keys, store.KeyFingerprint{Name: "data:" + id, Fingerprint: fps[id]})
	}
	err := st.Banking().CheckKeys(ctx, keys)
	if errors.Is(err, store.ErrKeyMismatch) {
		return fmt.Errorf("cli: refusing to start: this instance's keys are not the ones the other instances of this database use: %w; give every instance the same PAUTANG_SECRET_KEY and PAUTANG_DATA_KEY (docs/deploy.md)", err)
	}
	return err
}

// rotateDataKey re-seals every account number not sealed with the current data key, then
// marks the other data keys retired once none is left on them. It is safe to run while the
// servers run (a row changed meanwhile is left for the next run) and to run again.
func rotateDataKey(ctx context.Context, a *App) error {
	v := a.BankVault
	cur := v.CurrentKey()
	var after int64
	resealed, left := 0, 0
	for {
		rows, err := a.Store.Banking().SealedAccountsAfter(ctx, after, 500)
		if err != nil {
			return err
		}
		for _, r := range rows {
			after = r.ID
			if banking.KeyOf(r.Cipher) == cur {
				continue
			}
			number, err := v.Open(r.UserID, r.Cipher)
			if err != nil {
				return fmt.Errorf("cli: account %d: %w", r.ID, err)
			}
			sealed, err := v.Seal(r.UserID, number)
			if err != nil {
				return err
			}
			ok, err := a.Store.Banking().ResealAccount(ctx, r.ID, r.Cipher, sealed)
			if err != nil {
				return err
			}
			if ok {
				resealed++
			} else {
				left++
			}
		}
		if len(rows) < 500 {
			break
		}
	}
	totpResealed, totpLeft, err := resealTOTPKeys(ctx, a)
	if err != nil {
		return err
	}
	left += totpLeft
	if left == 0 {
		if err := a.Store.Banking().RetireDataKeys(ctx, []string{cur}); err != nil {
			return err
		}
	}
	fmt.Printf("rotate-data-key: current key %q, %d account numbers and %d operator TOTP keys re-sealed, %d changed meanwhile (run again)\n", cur, resealed, totpResealed, left)
	if left == 0 {
		fmt.Println("rotate-data-key: the other data keys are retired; they may be removed from PAUTANG_DATA_KEY")
	}
	return nil
}

// resealTOTPKeys re-seals the operators' TOTP keys (and keys waiting for confirmation) not
// sealed with the current data key; left counts those changed meanwhile.
func resealTOTPKeys(ctx context.Context, a *App) (resealed, left int, err error) {
	v := a.BankVault
	keys, err := a.Store.Operators().SealedTOTPKeys(ctx)
	if err != nil {
		return 0, 0, err
	}
	reseal := func(id int64, sealed string) (string, error) {
		if sealed == "" || banking.KeyOf(sealed) == v.CurrentKey() {
			return sealed, nil
		}
		plain, err := v.OpenWith(admin.TOTPLabel(id), sealed)
		if err != nil {
			return "", fmt.Errorf("cli: operator %d TOTP key: %w", id, err)
		}
		return v.SealWith(admin.TOTPLabel(id), plain)
	}
	for _, k := range keys {
		secret, err := reseal(k.ID, k.Secret)
		if err != nil {
			return resealed, left, err
		}
		pending, err := reseal(k.ID, k.Pending)
		if err != nil {
			return resealed, left, err
		}
		if secret == k.Secret && pending == k.Pending {
			continue
		}
		ok, err := a.Store.Operators().ResealTOTP(ctx, k.ID, k.Secret, secret, k.Pending, pending)
		if err != nil {
			return resealed, left, err
		}
		if ok {
			resealed++
		} else {
			left++
		}
	}
	return resealed, left, nil
}
