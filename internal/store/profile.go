package store

import (
	"context"
	"errors"
	"fmt"
	"strconv"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/identity"
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
	return s.SaveProfileGroupFrom(ctx, userID, group, fields, name, "")
}

// SaveProfileGroupFrom is SaveProfileGroup made by the call source (e.g. "certify/save"). When
// the borrower's latest identity check is approved and the save changes a locked answer
// (identity.LockedChanges), the same transaction reopens the check (a new submission of the
// same ID, waiting for an operator) and keeps each change in identity_changes with its audit
// row (identity.change).
func (s Users) SaveProfileGroupFrom(ctx context.Context, userID int64, group string, fields map[string]string, name, source string) error {
	return s.Tx(ctx, func(tx Querier) error {
		now := s.Now()
		if err := s.reopenIdentity(ctx, tx, userID, fields, source, now); err != nil {
			return err
		}
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

// reopenIdentity is SaveProfileGroupFrom's identity lock (see there).
func (s Users) reopenIdentity(ctx context.Context, tx Querier, userID int64, fields map[string]string, source string, now int64) error {
	if err := s.lockKey(ctx, tx, fmt.Sprintf("kyc:%d", userID)); err != nil {
		return err
	}
	old := map[string]string{}
	err := queryEach(ctx, tx, `SELECT code, value FROM profile_fields WHERE user_id = $1 AND code IN ('fullName', 'birthDate')`, []any{userID}, func(r Row) error {
		var c, v string
		if err := r.Scan(&c, &v); err != nil {
			return err
		}
		old[c] = v
		return nil
	})
	if err != nil {
		return fmt.Errorf("store: unable to read the profile: %w", err)
	}
	changes := identity.LockedChanges(old, fields)
	if len(changes) == 0 {
		return nil
	}
	k, err := scanKYC(tx.QueryRowContext(ctx, `SELECT `+kycCols+` FROM kyc_submissions WHERE user_id = $1 ORDER BY id DESC LIMIT 1`, userID))
	if errors.Is(err, ErrNotFound) || (err == nil && k.Status != "approved") {
		return nil // no approved check to keep: the answers are the borrower's to change
	}
	if err != nil {
		return err
	}
	var kycID int64
	if err := tx.QueryRowContext(ctx, `INSERT INTO kyc_submissions (user_id, id_type, id_number_sealed, id_number_hash, id_last4, id_photo, selfie, status, created_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, 'submitted', $8) RETURNING id`,
		userID, k.IDType, k.IDNumberSealed, k.IDNumberHash, k.IDLast4, k.IDPhoto, k.Selfie, now).Scan(&kycID); err != nil {
		return fmt.Errorf("store: unable to reopen the identity check: %w", err)
	}
	for _, c := range changes {
		if _, err := tx.ExecContext(ctx, `INSERT INTO identity_changes (user_id, field, old_value, new_value, source, kyc_id, at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
			userID, c.Field, c.Old, c.New, source, kycID, now); err != nil {
			return fmt.Errorf("store: unable to keep the identity change: %w", err)
		}
	}
	return insertAudit(ctx, tx, admin.Entry{Action: "identity.change", Entity: "user", EntityID: strconv.FormatInt(userID, 10), At: now,
		Before: map[string]any{"kycId": k.ID}, After: map[string]any{"kycId": kycID, "source": source, "changes": changes}})
}

// IdentityChanges lists a borrower's identity changes, newest first.
func (s Users) IdentityChanges(ctx context.Context, userID int64) ([]identity.Change, error) {
	out := []identity.Change{}
	err := queryEach(ctx, s.DB, `SELECT field, old_value, new_value, source, at, kyc_id FROM identity_changes WHERE user_id = $1 ORDER BY id DESC`, []any{userID}, func(r Row) error {
		var c identity.Change
		if err := r.Scan(&c.Field, &c.Old, &c.New, &c.Source, &c.At, &c.KYCID); err != nil {
			return err
		}
		out = append(out, c)
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("store: unable to read identity changes: %w", err)
	}
	return out, nil
}

// IdentityRecheckPending reports whether a borrower's identity check was reopened by a change
// and its new submission is not approved yet (payouts wait for it).
func (s Users) IdentityRecheckPending(ctx context.Context, userID int64) (bool, error) {
	var n int
	err := s.QueryRow(ctx, `SELECT COUNT(*) FROM identity_changes c JOIN kyc_submissions k ON k.id = c.kyc_id
		WHERE c.user_id = $1 AND k.id = (SELECT MAX(id) FROM kyc_submissions WHERE user_id = $1) AND k.status <> 'approved'`, userID).Scan(&n)
	if err != nil {
		return false, fmt.Errorf("store: unable to read identity checks: %w", err)
	}
	return n > 0, nil
}
