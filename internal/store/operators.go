package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strconv"

	"github.com/pautang/pautang/internal/admin"
)

// Back-office operators and their sessions (the lockout rules are internal/admin's).

const operatorCols = `id, email, name, role, password_hash, failures, locked_until, disabled, last_login_at, created_at,
	totp_secret, totp_pending, totp_last_step, setup_token_hash, setup_expires_at`

func scanOperator(sc interface{ Scan(...any) error }) (admin.Operator, error) {
	var o admin.Operator
	var role string
	var disabled int
	err := sc.Scan(&o.ID, &o.Email, &o.Name, &role, &o.PasswordHash, &o.Failures, &o.LockedUntil, &disabled, &o.LastLoginAt, &o.CreatedAt,
		&o.TOTPSecret, &o.TOTPPending, &o.TOTPLastStep, &o.SetupTokenHash, &o.SetupExpiresAt)
	o.Role, o.Disabled = admin.Role(role), disabled == 1
	o.TOTP, o.SetupPending = o.TOTPSecret != "", o.SetupTokenHash != ""
	return o, err
}

func (s Operators) operatorWhere(ctx context.Context, q Querier, where string, arg any) (admin.Operator, bool, error) {
	o, err := scanOperator(q.QueryRowContext(ctx, `SELECT `+operatorCols+` FROM operators WHERE `+where, arg))
	if errors.Is(err, sql.ErrNoRows) {
		return o, false, nil
	}
	if err != nil {
		return o, false, fmt.Errorf("store: unable to read operator: %w", err)
	}
	return o, true, nil
}

// OperatorByEmail reads an operator by (lower-case) e-mail.
func (s Operators) OperatorByEmail(ctx context.Context, email string) (admin.Operator, bool, error) {
	return s.operatorWhere(ctx, s.DB, `email = $1`, email)
}

// OperatorByID reads an operator by id.
func (s Operators) OperatorByID(ctx context.Context, id int64) (admin.Operator, bool, error) {
	return s.operatorWhere(ctx, s.DB, `id = $1`, id)
}

// CreateOperatorSession stores a session at a stage by its token and CSRF hashes.
func (s Operators) CreateOperatorSession(ctx context.Context, operatorID int64, stage admin.Stage, tokenHash, csrfHash string, at, expiresAt int64) error {
	if _, err := s.Exec(ctx, `INSERT INTO operator_sessions (token_hash, csrf_hash, operator_id, created_at, last_seen_at, expires_at, stage) VALUES ($1, $2, $3, $4, $4, $5, $6)`,
		tokenHash, csrfHash, operatorID, at, expiresAt, string(stage)); err != nil {
		return fmt.Errorf("store: unable to create operator session: %w", err)
	}
	return nil
}

// OperatorSessionByHash reads a session that was not revoked.
func (s Operators) OperatorSessionByHash(ctx context.Context, tokenHash string) (admin.Session, bool, error) {
	var ss admin.Session
	var stage string
	err := s.QueryRow(ctx, `SELECT id, operator_id, csrf_hash, created_at, last_seen_at, expires_at, stage FROM operator_sessions WHERE token_hash = $1 AND revoked_at IS NULL`, tokenHash).
		Scan(&ss.ID, &ss.OperatorID, &ss.CSRFHash, &ss.CreatedAt, &ss.LastSeenAt, &ss.ExpiresAt, &stage)
	ss.Stage = admin.Stage(stage)
	if errors.Is(err, sql.ErrNoRows) {
		return ss, false, nil
	}
	if err != nil {
		return ss, false, fmt.Errorf("store: unable to read operator session: %w", err)
	}
	return ss, true, nil
}

// TouchOperatorSession records activity.
func (s Operators) TouchOperatorSession(ctx context.Context, id, at int64) error {
	if _, err := s.Exec(ctx, `UPDATE operator_sessions SET last_seen_at = $1 WHERE id = $2`, at, id); err != nil {
		return fmt.Errorf("store: unable to touch operator session: %w", err)
	}
	return nil
}

// RevokeOperatorSession ends a session.
func (s Operators) RevokeOperatorSession(ctx context.Context, id, at int64) error {
	if _, err := s.Exec(ctx, `UPDATE operator_sessions SET revoked_at = $1 WHERE id = $2 AND revoked_at IS NULL`, at, id); err != nil {
		return fmt.Errorf("store: unable to revoke operator session: %w", err)
	}
	return nil
}

// CreateOperator inserts an operator and its audit row in one transaction.
func (s Operators) CreateOperator(ctx context.Context, o admin.Operator, audit admin.Entry) (admin.Operator, error) {
	return s.createOperator(ctx, o, audit, false)
}

// CreateFirstAdmin inserts the first administrator and its audit row in one transaction,
// unless an administrator who is not switched off exists (admin.ErrAdminExists). Two runs at
// once on PostgreSQL are serialised by an advisory lock, on SQLite by its single writer.
func (s Operators) CreateFirstAdmin(ctx context.Context, o admin.Operator, audit admin.Entry) (admin.Operator, error) {
	return s.createOperator(ctx, o, audit, true)
}

func (s Operators) createOperator(ctx context.Context, o admin.Operator, audit admin.Entry, first bool) (admin.Operator, error) {
	err := s.Tx(ctx, func(tx Querier) error {
		if first {
			if err := s.lockKey(ctx, tx, "operators:first-admin"); err != nil {
				return err
			}
			var n int
			if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM operators WHERE role = $1 AND disabled = 0`, string(admin.RoleAdmin)).Scan(&n); err != nil {
				return fmt.Errorf("store: unable to count administrators: %w", err)
			}
			if n > 0 {
				return admin.ErrAdminExists
			}
		}
		err := tx.QueryRowContext(ctx, `INSERT INTO operators (email, name, role, password_hash, created_at, updated_at, setup_token_hash, setup_expires_at) VALUES ($1, $2, $3, $4, $5, $5, $6, $7) RETURNING id`,
			o.Email, o.Name, string(o.Role), o.PasswordHash, o.CreatedAt, o.SetupTokenHash, o.SetupExpiresAt).Scan(&o.ID)
		if isUniqueViolation(err) {
			return admin.ErrEmailTaken
		}
		if err != nil {
			return fmt.Errorf("store: unable to create operator: %w", err)
		}
		audit.EntityID = strconv.FormatInt(o.ID, 10)
		return insertAudit(ctx, tx, audit)
	})
	return o, err
}

// UpdateOperator changes an operator's role, switch and (when hash is not "") password, and
// unlocks it; the audit row gets the before and after. Switching off or a new password ends
// the operator's sessions.
func (s Operators) UpdateOperator(ctx context.Context, id int64, role admin.Role, disabled bool, hash string, audit admin.Entry) (admin.Operator, error) {
	var out admin.Operator
	err := s.Tx(ctx, func(tx Querier) error {
		before, found, err := s.operatorWhere(ctx, tx, `id = $1`+s.ForUpdate(), id)
		if err != nil {
			return err
		}
		if !found {
			return ErrNotFound
		}
		now := s.Now()
		dis := 0
		if disabled {
			dis = 1
		}
		if hash == "" {
			hash = before.PasswordHash
		}
		if _, err := tx.ExecContext(ctx, `UPDATE operators SET role = $1, disabled = $2, password_hash = $3, failures = 0, locked_until = 0, updated_at = $4 WHERE id = $5`,
			string(role), dis, hash, now, id); err != nil {
			return fmt.Errorf("store: unable to update operator: %w", err)
		}
		if hash != before.PasswordHash && before.SetupTokenHash != "" {
			// A password given by an admin replaces the set-up link.
			if _, err := tx.ExecContext(ctx, `UPDATE operators SET setup_token_hash = '', setup_expires_at = 0 WHERE id = $1`, id); err != nil {
				return fmt.Errorf("store: unable to end the set-up link: %w", err)
			}
		}
		if disabled || hash != before.PasswordHash {
			if _, err := tx.ExecContext(ctx, `UPDATE operator_sessions SET revoked_at = $1 WHERE operator_id = $2 AND revoked_at IS NULL`, now, id); err != nil {
				return fmt.Errorf("store: unable to end operator sessions: %w", err)
			}
		}
		out = before
		out.Role, out.Disabled, out.Failures, out.LockedUntil, out.PasswordHash = role, disabled, 0, 0, hash
		audit.Entity, audit.EntityID, audit.At = "operator", strconv.FormatInt(id, 10), now
		audit.Before = map[string]any{"role": before.Role, "disabled": before.Disabled, "lockedUntil": before.LockedUntil}
		audit.After = map[string]any{"role": role, "disabled": disabled, "passwordChanged": hash != before.PasswordHash}
		return insertAudit(ctx, tx, audit)
	})
	return out, err
}
