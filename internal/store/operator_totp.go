package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strconv"

	"github.com/pautang/pautang/internal/admin"
)

// The operators' second factor (TOTP keys, recovery codes), session stages and set-up links
// (the rules are internal/admin/totp.go's). Every use of a code or link is one conditional update.

var _ admin.FactorStore = Operators{}

// ReturnOperatorAttempt gives back one attempt slot (a correct password before the code step).
func (s Operators) ReturnOperatorAttempt(ctx context.Context, id int64) error {
	if _, err := s.Exec(ctx, `UPDATE operators SET failures = failures - 1 WHERE id = $1 AND failures > 0`, id); err != nil {
		return fmt.Errorf("store: unable to return an attempt: %w", err)
	}
	return nil
}

// UseTOTPStep records step as the operator's last used TOTP step unless it (or a later one)
// was used already: the one conditional update that makes a code single-use.
func (s Operators) UseTOTPStep(ctx context.Context, id, step int64) (bool, error) {
	res, err := s.Exec(ctx, `UPDATE operators SET totp_last_step = $1 WHERE id = $2 AND totp_last_step < $1 AND totp_secret <> ''`, step, id)
	if err != nil {
		return false, fmt.Errorf("store: unable to use a TOTP step: %w", err)
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// UseRecoveryCode spends an unused recovery code of the operator.
func (s Operators) UseRecoveryCode(ctx context.Context, id int64, hash string, at int64) (bool, error) {
	res, err := s.Exec(ctx, `UPDATE operator_recovery_codes SET used_at = $1 WHERE operator_id = $2 AND code_hash = $3 AND used_at = 0`, at, id, hash)
	if err != nil {
		return false, fmt.Errorf("store: unable to use a recovery code: %w", err)
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// RecoveryCodesLeft counts an operator's unused recovery codes.
func (s Operators) RecoveryCodesLeft(ctx context.Context, id int64) (int, error) {
	var n int
	if err := s.QueryRow(ctx, `SELECT COUNT(*) FROM operator_recovery_codes WHERE operator_id = $1 AND used_at = 0`, id).Scan(&n); err != nil {
		return 0, fmt.Errorf("store: unable to count recovery codes: %w", err)
	}
	return n, nil
}

// exchangeSession ends session old (if still live at stage from) and stores a full session.
func exchangeSession(ctx context.Context, tx Querier, old int64, from admin.Stage, operatorID int64, tokenHash, csrfHash string, at, expiresAt int64) (bool, error) {
	res, err := tx.ExecContext(ctx, `UPDATE operator_sessions SET revoked_at = $1 WHERE id = $2 AND operator_id = $3 AND stage = $4 AND revoked_at IS NULL AND expires_at > $1`,
		at, old, operatorID, string(from))
	if err != nil {
		return false, fmt.Errorf("store: unable to end the login session: %w", err)
	}
	if n, err := res.RowsAffected(); err != nil || n != 1 {
		return false, err
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO operator_sessions (token_hash, csrf_hash, operator_id, created_at, last_seen_at, expires_at, stage) VALUES ($1, $2, $3, $4, $4, $5, $6)`,
		tokenHash, csrfHash, operatorID, at, expiresAt, string(admin.StageFull)); err != nil {
		return false, fmt.Errorf("store: unable to create operator session: %w", err)
	}
	return true, nil
}

// ExchangeOperatorSession swaps a lower-stage session for a full one in one transaction.
func (s Operators) ExchangeOperatorSession(ctx context.Context, old int64, from admin.Stage, operatorID int64, tokenHash, csrfHash string, at, expiresAt int64) (bool, error) {
	done := false
	err := s.Tx(ctx, func(tx Querier) error {
		var err error
		done, err = exchangeSession(ctx, tx, old, from, operatorID, tokenHash, csrfHash, at, expiresAt)
		return err
	})
	return done && err == nil, err
}

// SetPendingTOTP stores a sealed key waiting for confirmation (no confirmed key yet).
func (s Operators) SetPendingTOTP(ctx context.Context, id int64, sealed string, at int64) (bool, error) {
	res, err := s.Exec(ctx, `UPDATE operators SET totp_pending = $1, updated_at = $2 WHERE id = $3 AND totp_secret = ''`, sealed, at, id)
	if err != nil {
		return false, fmt.Errorf("store: unable to store a pending TOTP key: %w", err)
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// ConfirmTOTP turns the pending key into the operator's key, replaces the recovery codes,
// exchanges the setup session (when tokenHash is not "") and writes the audit row, in one
// transaction.
func (s Operators) ConfirmTOTP(ctx context.Context, id int64, sealed string, step int64, codeHashes []string, old int64, tokenHash, csrfHash string, at, expiresAt int64, audit admin.Entry) (bool, error) {
	done := false
	err := s.Tx(ctx, func(tx Querier) error {
		res, err := tx.ExecContext(ctx, `UPDATE operators SET totp_secret = totp_pending, totp_pending = '', totp_last_step = $1, updated_at = $2
			WHERE id = $3 AND totp_secret = '' AND totp_pending = $4 AND totp_pending <> ''`, step, at, id, sealed)
		if err != nil {
			return fmt.Errorf("store: unable to confirm a TOTP key: %w", err)
		}
		if n, err := res.RowsAffected(); err != nil || n != 1 {
			return err
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM operator_recovery_codes WHERE operator_id = $1`, id); err != nil {
			return fmt.Errorf("store: unable to replace recovery codes: %w", err)
		}
		for _, h := range codeHashes {
			if _, err := tx.ExecContext(ctx, `INSERT INTO operator_recovery_codes (operator_id, code_hash, created_at) VALUES ($1, $2, $3)`, id, h, at); err != nil {
				return fmt.Errorf("store: unable to store a recovery code: %w", err)
			}
		}
		if tokenHash != "" {
			ok, err := exchangeSession(ctx, tx, old, admin.StageSetup, id, tokenHash, csrfHash, at, expiresAt)
			if err != nil {
				return err
			}
			if !ok {
				return errSessionGone
			}
		}
		audit.At = at
		if err := insertAudit(ctx, tx, audit); err != nil {
			return err
		}
		done = true
		return nil
	})
	if errors.Is(err, errSessionGone) {
		return false, nil
	}
	return done && err == nil, err
}

// errSessionGone rolls back a confirmation whose setup session ended meanwhile.
var errSessionGone = errors.New("store: the setup session has ended")

// ResetOperatorTOTP removes an operator's key, pending key and recovery codes and ends their
// sessions, with the audit row, in one transaction; admin.ErrNoOperator when there is none.
func (s Operators) ResetOperatorTOTP(ctx context.Context, id, at int64, audit admin.Entry) (admin.Operator, error) {
	var out admin.Operator
	err := s.Tx(ctx, func(tx Querier) error {
		before, found, err := s.operatorWhere(ctx, tx, `id = $1`+s.ForUpdate(), id)
		if err != nil {
			return err
		}
		if !found {
			return admin.ErrNoOperator
		}
		if _, err := tx.ExecContext(ctx, `UPDATE operators SET totp_secret = '', totp_pending = '', totp_last_step = 0, updated_at = $1 WHERE id = $2`, at, id); err != nil {
			return fmt.Errorf("store: unable to reset two-step login: %w", err)
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM operator_recovery_codes WHERE operator_id = $1`, id); err != nil {
			return fmt.Errorf("store: unable to remove recovery codes: %w", err)
		}
		if _, err := tx.ExecContext(ctx, `UPDATE operator_sessions SET revoked_at = $1 WHERE operator_id = $2 AND revoked_at IS NULL`, at, id); err != nil {
			return fmt.Errorf("store: unable to end operator sessions: %w", err)
		}
		out = before
		out.TOTP, out.TOTPSecret, out.TOTPPending, out.TOTPLastStep = false, "", "", 0
		audit.Before = map[string]any{"totp": before.TOTP}
		audit.After = map[string]any{"totp": false, "sessionsEnded": true}
		return insertAudit(ctx, tx, audit)
	})
	return out, err
}

// OperatorBySetupToken reads the operator whose set-up link is live at now.
func (s Operators) OperatorBySetupToken(ctx context.Context, tokenHash string, now int64) (admin.Operator, bool, error) {
	o, found, err := s.operatorWhere(ctx, s.DB, `setup_token_hash = $1`, tokenHash)
	if err != nil || !found || o.SetupExpiresAt <= now || tokenHash == "" {
		return admin.Operator{}, false, err
	}
	return o, true, nil
}

// UseSetupToken sets the first password through a live set-up link and spends the link, in one
// conditional update, with the audit row.
func (s Operators) UseSetupToken(ctx context.Context, tokenHash, passwordHash string, now int64, audit admin.Entry) (admin.Operator, bool, error) {
	var op admin.Operator
	found := false
	err := s.Tx(ctx, func(tx Querier) error {
		var id int64
		err := tx.QueryRowContext(ctx, `UPDATE operators SET password_hash = $1, setup_token_hash = '', setup_expires_at = 0, failures = 0, updated_at = $2
			WHERE setup_token_hash = $3 AND setup_token_hash <> '' AND setup_expires_at > $2 RETURNING id`, passwordHash, now, tokenHash).Scan(&id)
		if errors.Is(err, sql.ErrNoRows) {
			return nil
		}
		if err != nil {
			return fmt.Errorf("store: unable to use a set-up link: %w", err)
		}
		if op, found, err = s.operatorWhere(ctx, tx, `id = $1`, id); err != nil {
			return err
		}
		audit.OperatorID, audit.EntityID, audit.At = id, strconv.FormatInt(id, 10), now
		return insertAudit(ctx, tx, audit)
	})
	return op, found && err == nil, err
}

// SetSetupToken gives an operator without a password a new set-up link, with the audit row.
func (s Operators) SetSetupToken(ctx context.Context, id int64, tokenHash string, expiresAt, at int64, audit admin.Entry) (bool, error) {
	done := false
	err := s.Tx(ctx, func(tx Querier) error {
		res, err := tx.ExecContext(ctx, `UPDATE operators SET setup_token_hash = $1, setup_expires_at = $2, updated_at = $3 WHERE id = $4 AND password_hash = ''`,
			tokenHash, expiresAt, at, id)
		if err != nil {
			return fmt.Errorf("store: unable to store a set-up link: %w", err)
		}
		if n, err := res.RowsAffected(); err != nil || n != 1 {
			return err
		}
		done = true
		return insertAudit(ctx, tx, audit)
	})
	return done && err == nil, err
}

// SealedTOTP is an operator's sealed TOTP key and pending key as rotate-data-key sees them.
type SealedTOTP struct {
	ID      int64
	Secret  string
	Pending string
}

// SealedTOTPKeys lists every operator with a TOTP key or a pending one.
func (s Operators) SealedTOTPKeys(ctx context.Context) ([]SealedTOTP, error) {
	var out []SealedTOTP
	err := queryEach(ctx, s.DB, `SELECT id, totp_secret, totp_pending FROM operators WHERE totp_secret <> '' OR totp_pending <> '' ORDER BY id`, nil, func(r Row) error {
		var k SealedTOTP
		if err := r.Scan(&k.ID, &k.Secret, &k.Pending); err != nil {
			return err
		}
		out = append(out, k)
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("store: unable to list TOTP keys: %w", err)
	}
	return out, nil
}

// ResealTOTP replaces an operator's sealed keys if they are still the ones read (false: they
// changed meanwhile).
func (s Operators) ResealTOTP(ctx context.Context, id int64, oldSecret, newSecret, oldPending, newPending string) (bool, error) {
	res, err := s.Exec(ctx, `UPDATE operators SET totp_secret = $1, totp_pending = $2 WHERE id = $3 AND totp_secret = $4 AND totp_pending = $5`,
		newSecret, newPending, id, oldSecret, oldPending)
	if err != nil {
		return false, fmt.Errorf("store: unable to reseal TOTP keys: %w", err)
	}
	n, err := res.RowsAffected()
	return n == 1, err
}
