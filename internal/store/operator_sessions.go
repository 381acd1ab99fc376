package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/pautang/pautang/internal/admin"
)

// Operator sessions as the back office lists them, and the operator's own password change.

// OperatorSessions lists the live sessions (not revoked, not past their maximum age, used within
// idleMs of now) of operatorID, or of every operator when it is 0, most recently used first.
func (s Operators) OperatorSessions(ctx context.Context, operatorID, now, idleMs int64) ([]admin.SessionView, error) {
	out := []admin.SessionView{}
	err := queryEach(ctx, s.DB, `SELECT s.id, s.operator_id, o.email, s.created_at, s.last_seen_at, s.expires_at
		FROM operator_sessions s JOIN operators o ON o.id = s.operator_id
		WHERE s.revoked_at IS NULL AND s.expires_at > $1 AND s.last_seen_at > $2 AND (CAST($3 AS BIGINT) = 0 OR s.operator_id = CAST($3 AS BIGINT))
		ORDER BY s.last_seen_at DESC, s.id DESC LIMIT 500`, []any{now, now - idleMs, operatorID}, func(r Row) error {
		var v admin.SessionView
		if err := r.Scan(&v.ID, &v.OperatorID, &v.Email, &v.CreatedAt, &v.LastSeenAt, &v.ExpiresAt); err != nil {
			return err
		}
		out = append(out, v)
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("store: unable to list operator sessions: %w", err)
	}
	return out, nil
}

// OperatorSessionOwner reads whose session id is; found is false for an unknown or ended one.
func (s Operators) OperatorSessionOwner(ctx context.Context, id int64) (int64, bool, error) {
	var op int64
	err := s.QueryRow(ctx, `SELECT operator_id FROM operator_sessions WHERE id = $1 AND revoked_at IS NULL`, id).Scan(&op)
	if err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return 0, false, nil
		}
		return 0, false, fmt.Errorf("store: unable to read operator session: %w", err)
	}
	return op, true, nil
}

// RevokeOperatorSessionAudited ends session id with its audit row in one transaction; false
// when it had already ended.
func (s Operators) RevokeOperatorSessionAudited(ctx context.Context, id, at int64, audit admin.Entry) (bool, error) {
	ended := false
	err := s.Tx(ctx, func(tx Querier) error {
		res, err := tx.ExecContext(ctx, `UPDATE operator_sessions SET revoked_at = $1 WHERE id = $2 AND revoked_at IS NULL`, at, id)
		if err != nil {
			return fmt.Errorf("store: unable to revoke operator session: %w", err)
		}
		if n, err := res.RowsAffected(); err != nil || n != 1 {
			return err
		}
		ended = true
		audit.At = at
		return insertAudit(ctx, tx, audit)
	})
	return ended && err == nil, err
}

// SetOwnPassword stores an operator's new password hash, ends their other sessions (keep stays)
// and writes the audit row, in one transaction.
func (s Operators) SetOwnPassword(ctx context.Context, id int64, hash string, keep, at int64, audit admin.Entry) error {
	return s.Tx(ctx, func(tx Querier) error {
		if _, err := tx.ExecContext(ctx, `UPDATE operators SET password_hash = $1, failures = 0, updated_at = $2 WHERE id = $3`, hash, at, id); err != nil {
			return fmt.Errorf("store: unable to change password: %w", err)
		}
		if _, err := tx.ExecContext(ctx, `UPDATE operator_sessions SET revoked_at = $1 WHERE operator_id = $2 AND id <> $3 AND revoked_at IS NULL`, at, id, keep); err != nil {
			return fmt.Errorf("store: unable to end sessions: %w", err)
		}
		audit.At = at
		return insertAudit(ctx, tx, audit)
	})
}
