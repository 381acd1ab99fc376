package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strconv"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/identity"
)

// KYCSubmission is identity.KYCSubmission, named here for the store's queries.
type KYCSubmission = identity.KYCSubmission

const kycCols = `id, user_id, id_type, id_number_sealed, id_number_hash, id_last4, id_photo, selfie, status, reason, redo, reviewer_id, created_at, decided_at`

func scanKYC(sc Row) (KYCSubmission, error) {
	var k KYCSubmission
	err := sc.Scan(&k.ID, &k.UserID, &k.IDType, &k.IDNumberSealed, &k.IDNumberHash, &k.IDLast4, &k.IDPhoto, &k.Selfie, &k.Status, &k.Reason, &k.Redo,
		&k.ReviewerID, &k.CreatedAt, &k.DecidedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return k, ErrNotFound
	}
	if err != nil {
		return k, fmt.Errorf("store: unable to read identity submission: %w", err)
	}
	return k, nil
}

// AddKYC stores a new submission waiting for an operator. A borrower has at most one
// submission waiting (ErrConflict otherwise), checked in the same transaction.
func (s Users) AddKYC(ctx context.Context, k KYCSubmission) (KYCSubmission, error) {
	err := s.Tx(ctx, func(tx Querier) error {
		if err := s.lockKey(ctx, tx, fmt.Sprintf("kyc:%d", k.UserID)); err != nil {
			return err
		}
		var waiting int
		if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM kyc_submissions WHERE user_id = $1 AND status IN ('submitted', 'approved')`, k.UserID).Scan(&waiting); err != nil {
			return fmt.Errorf("store: unable to read identity submissions: %w", err)
		}
		if waiting > 0 {
			return ErrConflict
		}
		k.CreatedAt, k.Status = s.Now(), "submitted"
		return tx.QueryRowContext(ctx, `INSERT INTO kyc_submissions (user_id, id_type, id_number_sealed, id_number_hash, id_last4, id_photo, selfie, status, created_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
			k.UserID, k.IDType, k.IDNumberSealed, k.IDNumberHash, k.IDLast4, k.IDPhoto, k.Selfie, k.Status, k.CreatedAt).Scan(&k.ID)
	})
	return k, err
}

// LatestKYC is a borrower's newest submission; ErrNotFound when they never submitted.
func (s Users) LatestKYC(ctx context.Context, userID int64) (KYCSubmission, error) {
	return scanKYC(s.QueryRow(ctx, `SELECT `+kycCols+` FROM kyc_submissions WHERE user_id = $1 ORDER BY id DESC LIMIT 1`, userID))
}

// KYCByID reads one submission.
func (s Users) KYCByID(ctx context.Context, id int64) (KYCSubmission, error) {
	return scanKYC(s.QueryRow(ctx, `SELECT `+kycCols+` FROM kyc_submissions WHERE id = $1`, id))
}

// KYCRow is a submission in the operators' queue.
type KYCRow struct {
	KYCSubmission
	Name       string      `json:"name"`
	Phone      string      `json:"phone"`
	Duplicates []Duplicate `json:"duplicates"`
	// Changes are the changes of the legal name or birth date that reopened the check (a
	// submission the borrower did not send anew).
	Changes []identity.Change `json:"changes"`
}

// Duplicate is another borrower sharing something that should be one person's only.
type Duplicate struct {
	Kind   string `json:"kind"` // id_number, device, payout_account
	UserID int64  `json:"userId"`
	Name   string `json:"name"`
}

// KYCQueue lists submissions by status ("" = all), oldest waiting first, with the borrowers
// each one shares an ID number, a device or a payout account with.
func (s Users) KYCQueue(ctx context.Context, status string, limit int) ([]KYCRow, error) {
	q := `SELECT k.id, k.user_id, k.id_type, k.id_number_sealed, k.id_number_hash, k.id_last4, k.id_photo, k.selfie, k.status, k.reason, k.redo, k.reviewer_id,
		k.created_at, k.decided_at, u.name, u.phone FROM kyc_submissions k JOIN users u ON u.id = k.user_id`
	args := []any{}
	if status != "" {
		q += ` WHERE k.status = $1`
		args = append(args, status)
	}
	q += ` ORDER BY k.id LIMIT ` + strconv.Itoa(limit)
	out := []KYCRow{}
	err := queryEach(ctx, s.DB, q, args, func(r Row) error {
		var k KYCRow
		err := r.Scan(&k.ID, &k.UserID, &k.IDType, &k.IDNumberSealed, &k.IDNumberHash, &k.IDLast4, &k.IDPhoto, &k.Selfie, &k.Status, &k.Reason, &k.Redo,
			&k.ReviewerID, &k.CreatedAt, &k.DecidedAt, &k.Name, &k.Phone)
		out = append(out, k)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("store: unable to list identity submissions: %w", err)
	}
	for i := range out {
		if out[i].Duplicates, err = s.Duplicates(ctx, out[i].UserID, out[i].IDNumberHash); err != nil {
			return nil, err
		}
		if out[i].Changes, err = s.identityChangesOf(ctx, out[i].ID); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// identityChangesOf lists the identity changes that opened submission kycID (none for a
// borrower's own submission).
func (s Users) identityChangesOf(ctx context.Context, kycID int64) ([]identity.Change, error) {
	out := []identity.Change{}
	err := queryEach(ctx, s.DB, `SELECT field, old_value, new_value, source, at, kyc_id FROM identity_changes WHERE kyc_id = $1 ORDER BY id`, []any{kycID}, func(r Row) error {
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

// Duplicates lists the other borrowers who submitted the same ID number, logged in from one
// of the borrower's devices, or bound one of the borrower's payout accounts. Each is flagged
// from both sides: the other borrower's check lists this one.
func (s Users) Duplicates(ctx context.Context, userID int64, idHash string) ([]Duplicate, error) {
	out := []Duplicate{}
	err := queryEach(ctx, s.DB, `SELECT DISTINCT d.kind, d.user_id, u.name FROM (
			SELECT 'id_number' AS kind, k.user_id FROM kyc_submissions k WHERE k.id_number_hash = $2 AND $2 <> '' AND k.user_id <> $1
			UNION SELECT 'device', o.user_id FROM sessions o JOIN sessions m ON m.device_id = o.device_id
				WHERE m.user_id = $1 AND o.user_id <> $1 AND m.device_id <> ''
			UNION SELECT 'payout_account', o.user_id FROM bank_accounts o JOIN bank_accounts m ON m.number_hash = o.number_hash
				WHERE m.user_id = $1 AND o.user_id <> $1
		) d JOIN users u ON u.id = d.user_id ORDER BY d.kind, d.user_id`, []any{userID, idHash}, func(r Row) error {
		var d Duplicate
		err := r.Scan(&d.Kind, &d.UserID, &d.Name)
		out = append(out, d)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("store: unable to find duplicates: %w", err)
	}
	return out, nil
}

// DecideKYC records an operator's decision on a waiting submission with its audit row: one
// conditional update, so two operators deciding at once decide once (ErrConflict for the
// other).
// note is the operator's internal note (kept on the row and in the audit entry, never shown
// to the borrower).
func (s Users) DecideKYC(ctx context.Context, id int64, status, reason, redo, note string, reviewerID int64, audit admin.Entry) (KYCSubmission, error) {
	var out KYCSubmission
	err := s.Tx(ctx, func(tx Querier) error {
		now := s.Now()
		res, err := tx.ExecContext(ctx, `UPDATE kyc_submissions SET status = $1, reason = $2, redo = $3, reviewer_id = $4, decided_at = $5, decision_note = $7 WHERE id = $6 AND status = 'submitted'`,
			status, reason, redo, reviewerID, now, id, note)
		if err != nil {
			return fmt.Errorf("store: unable to decide identity submission: %w", err)
		}
		if n, _ := res.RowsAffected(); n != 1 {
			if _, err := scanKYC(tx.QueryRowContext(ctx, `SELECT `+kycCols+` FROM kyc_submissions WHERE id = $1`, id)); err != nil {
				return err
			}
			return ErrConflict
		}
		if out, err = scanKYC(tx.QueryRowContext(ctx, `SELECT `+kycCols+` FROM kyc_submissions WHERE id = $1`, id)); err != nil {
			return err
		}
		audit.Entity, audit.EntityID, audit.At, audit.After = "kyc", strconv.FormatInt(id, 10), now, map[string]any{"status": status, "reason": reason, "redo": redo, "note": note}
		return insertAudit(ctx, tx, audit)
	})
	return out, err
}
