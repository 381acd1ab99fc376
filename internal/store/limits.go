package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strconv"

	"github.com/pautang/pautang/internal/admin"
)

// Attempt limits. Each attempt at a secret (a login code, a registration code, a card
// debit's SMS code, an operator's password) takes its slot in one conditional update before
// the secret is compared: `attempts = attempts + 1 WHERE attempts < limit RETURNING`. Parallel
// guesses therefore cannot read the same count and all pass the check; at most limit
// attempts are ever compared. The statements run on SQLite (3.35+, RETURNING) and PostgreSQL.

// takeSlot runs one conditional increment and returns the new count; taken is false when no
// row matched (the limit is reached, or the row is gone or closed).
func (s *Store) takeSlot(ctx context.Context, q string, args ...any) (n int, taken bool, err error) {
	err = s.Tx(ctx, func(tx Querier) error {
		return tx.QueryRowContext(ctx, q, args...).Scan(&n)
	})
	if errors.Is(err, sql.ErrNoRows) {
		return 0, false, nil
	}
	if err != nil {
		return 0, false, fmt.Errorf("store: unable to count an attempt: %w", err)
	}
	return n, true, nil
}

// TakeCodeAttempt takes one of a login code's limit attempts; taken is false when the code
// already had limit attempts or was used.
func (s Users) TakeCodeAttempt(ctx context.Context, codeID int64, limit int) (int, bool, error) {
	return s.takeSlot(ctx, `UPDATE otp_codes SET attempts = attempts + 1 WHERE id = $1 AND attempts < $2 AND consumed_at IS NULL RETURNING attempts`,
		codeID, limit)
}

// TakeRegisterCodeAttempt takes one of a landing registration code's limit attempts.
func (s Promotion) TakeRegisterCodeAttempt(ctx context.Context, id int64, limit int) (int, bool, error) {
	return s.takeSlot(ctx, `UPDATE promo_sms_codes SET attempts = attempts + 1 WHERE id = $1 AND attempts < $2 RETURNING attempts`, id, limit)
}

// TakeSandboxOTPAttempt takes one of a pending sandbox card debit's limit code attempts.
func (s Payments) TakeSandboxOTPAttempt(ctx context.Context, reference string, limit int) (int, bool, error) {
	return s.takeSlot(ctx, `UPDATE sandbox_charges SET otp_attempts = otp_attempts + 1, updated_at = $3 WHERE reference = $1 AND otp_attempts < $2 AND status = 'pending' RETURNING otp_attempts`,
		reference, limit, s.Now())
}

// TakeOperatorAttempt takes one of an operator's max password attempts before the password
// is checked: failures + 1 unless the operator is locked at now or already at max. A success
// gives the slots back (FinishOperatorLogin); the max-th wrong one locks (LockOperator).
func (s Operators) TakeOperatorAttempt(ctx context.Context, id int64, max int, now int64) (int, bool, error) {
	return s.takeSlot(ctx, `UPDATE operators SET failures = failures + 1, updated_at = $3 WHERE id = $1 AND failures < $2 AND locked_until <= $3 RETURNING failures`,
		id, max, now)
}

// LockOperator locks an operator until until and restarts its count, with the audit row
// (and the IP the last wrong password came from), unless a lock is already running at now.
// It reports whether this call set the lock.
func (s Operators) LockOperator(ctx context.Context, id, now, until int64, ip string) (bool, error) {
	locked := false
	err := s.Tx(ctx, func(tx Querier) error {
		res, err := tx.ExecContext(ctx, `UPDATE operators SET failures = 0, locked_until = $2, updated_at = $3 WHERE id = $1 AND locked_until <= $3`, id, until, now)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return nil
		}
		locked = true
		return insertAudit(ctx, tx, admin.Entry{OperatorID: id, Action: "operator.locked", Entity: "operator", EntityID: strconv.FormatInt(id, 10),
			After: map[string]any{"lockedUntil": until}, At: now, IP: ip})
	})
	if err != nil {
		return false, fmt.Errorf("store: unable to lock operator: %w", err)
	}
	return locked, nil
}

// FinishOperatorLogin records a successful password check: the count restarts and the login
// time is kept, unless a lock set meanwhile is running at at (false: refuse the login). A
// success never clears a lock.
func (s Operators) FinishOperatorLogin(ctx context.Context, id, at int64) (bool, error) {
	ok := false
	err := s.Tx(ctx, func(tx Querier) error {
		res, err := tx.ExecContext(ctx, `UPDATE operators SET failures = 0, last_login_at = $2, updated_at = $2 WHERE id = $1 AND locked_until <= $2`, id, at)
		if err != nil {
			return err
		}
		n, _ := res.RowsAffected()
		ok = n == 1
		return nil
	})
	if err != nil {
		return false, fmt.Errorf("store: unable to record login: %w", err)
	}
	return ok, nil
}
