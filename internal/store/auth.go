package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/pautang/pautang/internal/auth"
)

var _ auth.Repo = Users{}

// RateHit records an event in bucket unless limit events already fell inside window. Old
// events of the bucket are pruned on the way.
func (s *Store) RateHit(ctx context.Context, bucket string, window time.Duration, limit int) (bool, error) {
	now := s.Now()
	since := now - window.Milliseconds()
	ok := false
	err := s.Tx(ctx, func(tx Querier) error {
		if err := s.lockKey(ctx, tx, "rate:"+bucket); err != nil {
			return err
		}
		var n int
		if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM rate_events WHERE bucket = $1 AND at > $2`, bucket, since).Scan(&n); err != nil {
			return err
		}
		if n >= limit {
			return nil
		}
		ok = true
		if _, err := tx.ExecContext(ctx, `DELETE FROM rate_events WHERE bucket = $1 AND at <= $2`, bucket, now-int64(48*time.Hour/time.Millisecond)); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO rate_events (bucket, at) VALUES ($1, $2)`, bucket, now)
		return err
	})
	if err != nil {
		return false, fmt.Errorf("store: unable to record rate event: %w", err)
	}
	return ok, nil
}

// SaveCode stores a new one-time code; earlier unused codes of the phone stop counting
// because LatestCode reads only the newest.
func (s Users) SaveCode(ctx context.Context, phone, purpose, channel, codeHash string, expiresAt time.Time) error {
	_, err := s.Exec(ctx, `INSERT INTO otp_codes (phone, purpose, channel, code_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)`,
		phone, purpose, channel, codeHash, s.Now(), expiresAt.UnixMilli())
	if err != nil {
		return fmt.Errorf("store: unable to save code: %w", err)
	}
	return nil
}

// LatestCode returns the newest unused code of a phone.
func (s Users) LatestCode(ctx context.Context, phone, purpose string) (auth.Code, error) {
	var c auth.Code
	var exp int64
	err := s.QueryRow(ctx, `SELECT id, phone, code_hash, expires_at, attempts FROM otp_codes
		WHERE phone = $1 AND purpose = $2 AND consumed_at IS NULL ORDER BY id DESC LIMIT 1`, phone, purpose).
		Scan(&c.ID, &c.Phone, &c.CodeHash, &exp, &c.Attempts)
	if errors.Is(err, sql.ErrNoRows) {
		return c, ErrNotFound
	}
	if err != nil {
		return c, fmt.Errorf("store: unable to read code: %w", err)
	}
	c.ExpiresAt = time.UnixMilli(exp)
	return c, nil
}

// ConsumeCode marks a code used; false when another request used it first.
func (s Users) ConsumeCode(ctx context.Context, codeID int64) (bool, error) {
	res, err := s.Exec(ctx, `UPDATE otp_codes SET consumed_at = $1 WHERE id = $2 AND consumed_at IS NULL`, s.Now(), codeID)
	if err != nil {
		return false, fmt.Errorf("store: unable to consume code: %w", err)
	}
	n, _ := res.RowsAffected()
	return n == 1, nil
}

// UpsertUser returns the borrower with phone, creating it (or reviving a deleted one).
func (s Users) UpsertUser(ctx context.Context, phone string) (int64, bool, error) {
	var id int64
	var deleted sql.NullInt64
	err := s.Tx(ctx, func(tx Querier) error {
		err := tx.QueryRowContext(ctx, `SELECT id, deleted_at FROM users WHERE phone = $1`, phone).Scan(&id, &deleted)
		if errors.Is(err, sql.ErrNoRows) {
			return tx.QueryRowContext(ctx, `INSERT INTO users (phone, created_at) VALUES ($1, $2) RETURNING id`, phone, s.Now()).Scan(&id)
		}
		if err != nil {
			return err
		}
		if deleted.Valid {
			_, err = tx.ExecContext(ctx, `UPDATE users SET deleted_at = NULL WHERE id = $1`, id)
		}
		return err
	})
	if err != nil {
		return 0, false, fmt.Errorf("store: unable to upsert user: %w", err)
	}
	return id, deleted.Valid, nil
}

// CreateSession stores a session by its token hash.
func (s Users) CreateSession(ctx context.Context, userID int64, tokenHash, deviceID string, expiresAt time.Time) (int64, error) {
	var id int64
	now := s.Now()
	err := s.QueryRow(ctx, `INSERT INTO sessions (token_hash, user_id, device_id, created_at, last_seen_at, expires_at)
		VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`, tokenHash, userID, deviceID, now, now, expiresAt.UnixMilli()).Scan(&id)
	if err != nil {
		return 0, fmt.Errorf("store: unable to create session: %w", err)
	}
	return id, nil
}

// SessionByHash finds a live (not revoked, user not deleted) session.
func (s Users) SessionByHash(ctx context.Context, tokenHash string) (auth.Session, bool, error) {
	var sess auth.Session
	var created, seen, exp int64
	err := s.QueryRow(ctx, `SELECT s.id, s.user_id, u.phone, s.device_id, s.created_at, s.last_seen_at, s.expires_at
		FROM sessions s JOIN users u ON u.id = s.user_id
		WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND u.deleted_at IS NULL`, tokenHash).
		Scan(&sess.ID, &sess.UserID, &sess.Phone, &sess.DeviceID, &created, &seen, &exp)
	if errors.Is(err, sql.ErrNoRows) {
		return sess, false, nil
	}
	if err != nil {
		return sess, false, fmt.Errorf("store: unable to read session: %w", err)
	}
	sess.CreatedAt, sess.LastSeenAt, sess.ExpiresAt = time.UnixMilli(created), time.UnixMilli(seen), time.UnixMilli(exp)
	return sess, true, nil
}

// TouchSession records activity for the idle timeout.
func (s Users) TouchSession(ctx context.Context, id int64, at time.Time) error {
	if _, err := s.Exec(ctx, `UPDATE sessions SET last_seen_at = $1 WHERE id = $2`, at.UnixMilli(), id); err != nil {
		return fmt.Errorf("store: unable to touch session: %w", err)
	}
	return nil
}

// RevokeSession ends a session.
func (s Users) RevokeSession(ctx context.Context, tokenHash string) error {
	if _, err := s.Exec(ctx, `UPDATE sessions SET revoked_at = $1 WHERE token_hash = $2 AND revoked_at IS NULL`, s.Now(), tokenHash); err != nil {
		return fmt.Errorf("store: unable to revoke session: %w", err)
	}
	return nil
}

// SaveOutbox stores a sent message (the outbox SMS provider).
func (s Users) SaveOutbox(ctx context.Context, phone, channel, body, code string) error {
	now := s.Now()
	if _, err := s.Exec(ctx, `INSERT INTO sms_outbox (phone, channel, body, code, created_at) VALUES ($1, $2, $3, $4, $5)`,
		phone, channel, body, code, now); err != nil {
		return fmt.Errorf("store: unable to save outbox message: %w", err)
	}
	return nil
}

// OutboxMessage is one stored SMS or voice message.
type OutboxMessage struct {
	ID        int64  `json:"id"`
	Phone     string `json:"phone"`
	Channel   string `json:"channel"`
	Body      string `json:"body"`
	Code      string `json:"code"`
	CreatedAt int64  `json:"createdAt"`
}

// Outbox lists the newest messages, optionally of one phone.
func (s Users) Outbox(ctx context.Context, phone string, limit int) ([]OutboxMessage, error) {
	q := `SELECT id, phone, channel, body, code, created_at FROM sms_outbox`
	args := []any{}
	if phone != "" {
		q += ` WHERE phone = $1`
		args = append(args, phone)
	}
	q += fmt.Sprintf(` ORDER BY id DESC LIMIT %d`, limit)
	rows, err := s.DB.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, fmt.Errorf("store: unable to read outbox: %w", err)
	}
	defer rows.Close()
	out := []OutboxMessage{}
	for rows.Next() {
		var m OutboxMessage
		if err := rows.Scan(&m.ID, &m.Phone, &m.Channel, &m.Body, &m.Code, &m.CreatedAt); err != nil {
			return nil, err
		}
		out = append(out, m)
	}
	return out, rows.Err()
}

// User is a borrower account.
type User struct {
	ID        int64
	Phone     string
	Name      string
	CreatedAt int64
}

// UserByID reads a live borrower.
func (s Users) UserByID(ctx context.Context, id int64) (User, error) {
	var u User
	err := s.QueryRow(ctx, `SELECT id, phone, name, created_at FROM users WHERE id = $1 AND deleted_at IS NULL`, id).
		Scan(&u.ID, &u.Phone, &u.Name, &u.CreatedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return u, ErrNotFound
	}
	if err != nil {
		return u, fmt.Errorf("store: unable to read user: %w", err)
	}
	return u, nil
}

// UserWithLoanFlag reads a borrower and whether any loan of theirs is still open (any status
// but rejected 110 or settled 200): the shell's /v3/user/info, asked by every borrower page.
func (s Users) UserWithLoanFlag(ctx context.Context, id int64) (User, bool, error) {
	var u User
	var open int
	err := s.QueryRow(ctx, `SELECT u.id, u.phone, u.name, u.created_at,
		CASE WHEN EXISTS (SELECT 1 FROM orders o WHERE o.user_id = u.id AND o.status NOT IN (110, 200)) THEN 1 ELSE 0 END
		FROM users u WHERE u.id = $1 AND u.deleted_at IS NULL`, id).Scan(&u.ID, &u.Phone, &u.Name, &u.CreatedAt, &open)
	if errors.Is(err, sql.ErrNoRows) {
		return u, false, ErrNotFound
	}
	if err != nil {
		return u, false, fmt.Errorf("store: unable to read user: %w", err)
	}
	return u, open == 1, nil
}

// DeleteUser deletes a borrower with no open loan and ends their sessions. It returns
// ErrConflict when a loan is still open (any status but rejected or settled).
func (s Users) DeleteUser(ctx context.Context, id int64) error {
	return s.Tx(ctx, func(tx Querier) error {
		var open int
		if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM orders WHERE user_id = $1 AND status NOT IN (110, 200)`, id).Scan(&open); err != nil {
			return fmt.Errorf("store: unable to count open loans: %w", err)
		}
		if open > 0 {
			return ErrConflict
		}
		now := s.Now()
		if _, err := tx.ExecContext(ctx, `UPDATE users SET deleted_at = $1 WHERE id = $2`, now, id); err != nil {
			return fmt.Errorf("store: unable to delete user: %w", err)
		}
		if _, err := tx.ExecContext(ctx, `UPDATE sessions SET revoked_at = $1 WHERE user_id = $2 AND revoked_at IS NULL`, now, id); err != nil {
			return fmt.Errorf("store: unable to end sessions: %w", err)
		}
		return nil
	})
}
