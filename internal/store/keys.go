package store

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"strings"
)

// KeyFingerprint is one key an instance holds, by name ("secret", "data:<id>"), and its
// fingerprint (never the key).
type KeyFingerprint struct {
	Name        string
	Fingerprint string
}

// ErrKeyMismatch is returned when an instance's keys differ from the ones recorded by the
// instances before it.
var ErrKeyMismatch = errors.New("store: keys differ from the ones this database was started with")

// CheckKeys records the fingerprints of keys the database has not seen and compares the others:
// a key whose fingerprint differs, or a recorded, unretired data key this instance lacks, is
// ErrKeyMismatch with the names in the message. Two instances starting together record the
// same row once (the first insert wins, the other compares against it).
func (s Banking) CheckKeys(ctx context.Context, keys []KeyFingerprint) error {
	return s.Tx(ctx, func(tx Querier) error {
		now := s.Now()
		for _, k := range keys {
			if _, err := tx.ExecContext(ctx, `INSERT INTO instance_keys (name, fingerprint, created_at) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING`, k.Name, k.Fingerprint, now); err != nil {
				return fmt.Errorf("store: unable to record key fingerprint: %w", err)
			}
		}
		have := map[string]string{}
		for _, k := range keys {
			have[k.Name] = k.Fingerprint
		}
		var bad []string
		err := queryEach(ctx, tx, `SELECT name, fingerprint, retired_at IS NOT NULL FROM instance_keys`, nil, func(r Row) error {
			var name, fp string
			var retired bool
			if err := r.Scan(&name, &fp, &retired); err != nil {
				return err
			}
			mine, ok := have[name]
			switch {
			case ok && mine != fp:
				bad = append(bad, name+" differs")
			case !ok && !retired && strings.HasPrefix(name, "data:"):
				bad = append(bad, name+" is missing")
			}
			return nil
		})
		if err != nil {
			return fmt.Errorf("store: unable to read key fingerprints: %w", err)
		}
		if len(bad) > 0 {
			sort.Strings(bad)
			return fmt.Errorf("%w (%s)", ErrKeyMismatch, strings.Join(bad, ", "))
		}
		return nil
	})
}

// RetireDataKeys marks every recorded data key but the listed ones retired (after
// rotate-data-key re-sealed their rows), so instances may drop them.
func (s Banking) RetireDataKeys(ctx context.Context, keep []string) error {
	return s.Tx(ctx, func(tx Querier) error {
		var names []string
		err := queryEach(ctx, tx, `SELECT name FROM instance_keys WHERE name LIKE 'data:%' AND retired_at IS NULL`, nil, func(r Row) error {
			var n string
			err := r.Scan(&n)
			names = append(names, n)
			return err
		})
		if err != nil {
			return fmt.Errorf("store: unable to read data keys: %w", err)
		}
		kept := map[string]bool{}
		for _, k := range keep {
			kept["data:"+k] = true
		}
		for _, n := range names {
			if kept[n] {
				continue
			}
			if _, err := tx.ExecContext(ctx, `UPDATE instance_keys SET retired_at = $1 WHERE name = $2`, s.Now(), n); err != nil {
				return fmt.Errorf("store: unable to retire data key: %w", err)
			}
		}
		return nil
	})
}

// SealedAccount is one stored account number as rotate-data-key sees it.
type SealedAccount struct {
	ID     int64
	UserID int64
	Cipher string
}

// SealedAccountsAfter lists up to limit account numbers with id > after, in id order.
func (s Banking) SealedAccountsAfter(ctx context.Context, after int64, limit int) ([]SealedAccount, error) {
	var out []SealedAccount
	err := queryEach(ctx, s.DB, `SELECT id, user_id, number_cipher FROM bank_accounts WHERE id > $1 ORDER BY id LIMIT $2`, []any{after, limit}, func(r Row) error {
		var a SealedAccount
		err := r.Scan(&a.ID, &a.UserID, &a.Cipher)
		out = append(out, a)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("store: unable to list account numbers: %w", err)
	}
	return out, nil
}

// ResealAccount replaces an account number's sealed value if it is still the one read (a
// concurrent change wins; the caller reads again next run). It reports whether it replaced it.
func (s Banking) ResealAccount(ctx context.Context, id int64, old, sealed string) (bool, error) {
	res, err := s.Exec(ctx, `UPDATE bank_accounts SET number_cipher = $1 WHERE id = $2 AND number_cipher = $3`, sealed, id, old)
	if err != nil {
		return false, fmt.Errorf("store: unable to reseal account: %w", err)
	}
	n, _ := res.RowsAffected()
	return n == 1, nil
}
