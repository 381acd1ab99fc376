package store

import (
	"context"
	"fmt"
)

// ProfileFields reads a borrower's application profile as code -> value.
func (s Users) ProfileFields(ctx context.Context, userID int64) (map[string]string, error) {
	rows, err := s.Query(ctx, `SELECT code, value FROM profile_fields WHERE user_id = $1`, userID)
	if err != nil {
		return nil, fmt.Errorf("store: unable to read profile: %w", err)
	}
	defer rows.Close()
	out := map[string]string{}
	for rows.Next() {
		var c, v string
		if err := rows.Scan(&c, &v); err != nil {
			return nil, fmt.Errorf("store: unable to read profile field: %w", err)
		}
		out[c] = v
	}
	return out, rows.Err()
}

// SaveProfileGroup replaces the fields of one profile group in one transaction. name, when
// not empty, is also written to users.name (the borrower's display name).
func (s Users) SaveProfileGroup(ctx context.Context, userID int64, group string, fields map[string]string, name string) error {
	return s.Tx(ctx, func(tx Querier) error {
		now := s.Now()
		if _, err := tx.ExecContext(ctx, `DELETE FROM profile_fields WHERE user_id = $1 AND grp = $2`, userID, group); err != nil {
			return fmt.Errorf("store: unable to clear profile group: %w", err)
		}
		for c, v := range fields {
			if _, err := tx.ExecContext(ctx, `INSERT INTO profile_fields (user_id, grp, code, value, updated_at) VALUES ($1, $2, $3, $4, $5)
				ON CONFLICT (user_id, code) DO UPDATE SET grp = excluded.grp, value = excluded.value, updated_at = excluded.updated_at`,
				userID, group, c, v, now); err != nil {
				return fmt.Errorf("store: unable to save profile field: %w", err)
			}
		}
		if name != "" {
			if _, err := tx.ExecContext(ctx, `UPDATE users SET name = $1 WHERE id = $2`, name, userID); err != nil {
				return fmt.Errorf("store: unable to save name: %w", err)
			}
		}
		return nil
	})
}

// HasPayoutAccount reports whether the borrower has an active bank account or e-wallet.
func (s Users) HasPayoutAccount(ctx context.Context, userID int64) (bool, error) {
	var n int
	if err := s.QueryRow(ctx, `SELECT COUNT(*) FROM bank_accounts WHERE user_id = $1 AND removed_at IS NULL`, userID).Scan(&n); err != nil {
		return false, fmt.Errorf("store: unable to count payout accounts: %w", err)
	}
	return n > 0, nil
}
