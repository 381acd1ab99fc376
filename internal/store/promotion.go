package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/promotion"
)

var _ promotion.Repo = Promotion{}

// ChannelTemplate reads a landing template by id.
func (s Promotion) ChannelTemplate(ctx context.Context, id int64) (promotion.TemplateRow, bool, error) {
	var row promotion.TemplateRow
	var enabled int
	err := s.QueryRow(ctx, `SELECT id, name, settings, enabled FROM channel_templates WHERE id = $1`, id).
		Scan(&row.ID, &row.Name, &row.Settings, &enabled)
	if errors.Is(err, sql.ErrNoRows) {
		return row, false, nil
	}
	if err != nil {
		return row, false, fmt.Errorf("store: unable to read channel template: %w", err)
	}
	row.Enabled = enabled == 1
	return row, true, nil
}

// CreatePromoSID stores a new landing visit session.
func (s Promotion) CreatePromoSID(ctx context.Context, sid string, templateID int64, ip string) error {
	if _, err := s.Exec(ctx, `INSERT INTO promo_sids (sid, template_id, ip, created_at) VALUES ($1, $2, $3, $4)`,
		sid, templateID, ip, s.Now()); err != nil {
		return fmt.Errorf("store: unable to create promo sid: %w", err)
	}
	return nil
}

// PromoSID reads a landing visit session.
func (s Promotion) PromoSID(ctx context.Context, sid string) (promotion.SID, bool, error) {
	var v promotion.SID
	var created int64
	err := s.QueryRow(ctx, `SELECT sid, template_id, created_at FROM promo_sids WHERE sid = $1`, sid).Scan(&v.SID, &v.TemplateID, &created)
	if errors.Is(err, sql.ErrNoRows) {
		return v, false, nil
	}
	if err != nil {
		return v, false, fmt.Errorf("store: unable to read promo sid: %w", err)
	}
	v.CreatedAt = time.UnixMilli(created)
	return v, true, nil
}

// SaveCaptcha stores a sid's new captcha; older ones stop counting (LatestCaptcha reads the newest).
func (s Promotion) SaveCaptcha(ctx context.Context, sid, answer string, expiresAt time.Time) error {
	if _, err := s.Exec(ctx, `INSERT INTO promo_captchas (sid, answer, created_at, expires_at) VALUES ($1, $2, $3, $4)`,
		sid, answer, s.Now(), expiresAt.UnixMilli()); err != nil {
		return fmt.Errorf("store: unable to save captcha: %w", err)
	}
	return nil
}

// LatestCaptcha reads the newest captcha of a sid.
func (s Promotion) LatestCaptcha(ctx context.Context, sid string) (promotion.Captcha, bool, error) {
	var c promotion.Captcha
	var exp int64
	var sent, consumed sql.NullInt64
	err := s.QueryRow(ctx, `SELECT id, sid, answer, expires_at, sms_sent_at, consumed_at FROM promo_captchas
		WHERE sid = $1 ORDER BY id DESC LIMIT 1`, sid).Scan(&c.ID, &c.SID, &c.Answer, &exp, &sent, &consumed)
	if errors.Is(err, sql.ErrNoRows) {
		return c, false, nil
	}
	if err != nil {
		return c, false, fmt.Errorf("store: unable to read captcha: %w", err)
	}
	c.ExpiresAt, c.SMSSent, c.Consumed = time.UnixMilli(exp), sent.Valid, consumed.Valid
	return c, true, nil
}

// SpendCaptchaOnSMS marks a captcha's one SMS send; false when another request spent it.
func (s Promotion) SpendCaptchaOnSMS(ctx context.Context, id int64) (bool, error) {
	res, err := s.Exec(ctx, `UPDATE promo_captchas SET sms_sent_at = $1 WHERE id = $2 AND sms_sent_at IS NULL AND consumed_at IS NULL`, s.Now(), id)
	if err != nil {
		return false, fmt.Errorf("store: unable to spend captcha: %w", err)
	}
	n, _ := res.RowsAffected()
	return n == 1, nil
}

// KillCaptcha ends a captcha after a wrong or late answer.
func (s Promotion) KillCaptcha(ctx context.Context, id int64) error {
	if _, err := s.Exec(ctx, `UPDATE promo_captchas SET consumed_at = $1 WHERE id = $2 AND consumed_at IS NULL`, s.Now(), id); err != nil {
		return fmt.Errorf("store: unable to kill captcha: %w", err)
	}
	return nil
}

// SaveRegisterCode stores a registration SMS code bound to (phone, sid).
func (s Promotion) SaveRegisterCode(ctx context.Context, sid, phone, codeHash string, expiresAt time.Time) error {
	if _, err := s.Exec(ctx, `INSERT INTO promo_sms_codes (sid, phone, code_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)`,
		sid, phone, codeHash, s.Now(), expiresAt.UnixMilli()); err != nil {
		return fmt.Errorf("store: unable to save register code: %w", err)
	}
	return nil
}

// LatestRegisterCode reads the newest unused code of (phone, sid).
func (s Promotion) LatestRegisterCode(ctx context.Context, phone, sid string) (promotion.SMSCode, bool, error) {
	var c promotion.SMSCode
	var exp int64
	err := s.QueryRow(ctx, `SELECT id, phone, sid, code_hash, expires_at, attempts FROM promo_sms_codes
		WHERE phone = $1 AND sid = $2 AND consumed_at IS NULL ORDER BY id DESC LIMIT 1`, phone, sid).
		Scan(&c.ID, &c.Phone, &c.SID, &c.CodeHash, &exp, &c.Attempts)
	if errors.Is(err, sql.ErrNoRows) {
		return c, false, nil
	}
	if err != nil {
		return c, false, fmt.Errorf("store: unable to read register code: %w", err)
	}
	c.ExpiresAt = time.UnixMilli(exp)
	return c, true, nil
}

// PhoneRegistered reports whether a live borrower has this phone.
func (s Promotion) PhoneRegistered(ctx context.Context, phone string) (bool, error) {
	var n int
	if err := s.QueryRow(ctx, `SELECT COUNT(*) FROM users WHERE phone = $1 AND deleted_at IS NULL`, phone).Scan(&n); err != nil {
		return false, fmt.Errorf("store: unable to check phone: %w", err)
	}
	return n > 0, nil
}

// CompleteRegistration creates the borrower (or revives a deleted account of the phone),
// consumes the SMS code and the captcha and records the funnel event in one transaction.
// When a live account already has the phone, or the code was consumed by a concurrent
// request, nothing is written and the outcome says which.
func (s Promotion) CompleteRegistration(ctx context.Context, r promotion.Registration) (int64, promotion.Outcome, error) {
	var userID int64
	outcome := promotion.OutcomeCreated
	err := s.Tx(ctx, func(tx Querier) error {
		if err := s.lockKey(ctx, tx, "register:"+r.Phone); err != nil {
			return err
		}
		now := s.Now()
		var deleted sql.NullInt64
		err := tx.QueryRowContext(ctx, `SELECT id, deleted_at FROM users WHERE phone = $1`+s.ForUpdate(), r.Phone).Scan(&userID, &deleted)
		switch {
		case errors.Is(err, sql.ErrNoRows):
			userID = 0
		case err != nil:
			return err
		case !deleted.Valid:
			outcome = promotion.OutcomeAlreadyRegistered
			return nil
		}
		res, err := tx.ExecContext(ctx, `UPDATE promo_sms_codes SET consumed_at = $1 WHERE id = $2 AND consumed_at IS NULL`, now, r.CodeID)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n != 1 {
			outcome = promotion.OutcomeCodeUsed
			return nil
		}
		if _, err := tx.ExecContext(ctx, `UPDATE promo_captchas SET consumed_at = $1 WHERE id = $2 AND consumed_at IS NULL`, now, r.CaptchaID); err != nil {
			return err
		}
		if userID == 0 {
			if err := tx.QueryRowContext(ctx, `INSERT INTO users (phone, source, created_at) VALUES ($1, $2, $3) RETURNING id`,
				r.Phone, promotion.UserSource, now).Scan(&userID); err != nil {
				return err
			}
		} else if _, err := tx.ExecContext(ctx, `UPDATE users SET deleted_at = NULL, source = $1 WHERE id = $2`, promotion.UserSource, userID); err != nil {
			return err
		}
		return s.insertPromoEvent(ctx, tx, r.Event, now)
	})
	if err != nil {
		return 0, 0, fmt.Errorf("store: unable to complete registration: %w", err)
	}
	return userID, outcome, nil
}

// TrackPromoEvent records one funnel event.
func (s Promotion) TrackPromoEvent(ctx context.Context, e promotion.Event) error {
	return s.Tx(ctx, func(tx Querier) error {
		if err := s.insertPromoEvent(ctx, tx, e, s.Now()); err != nil {
			return fmt.Errorf("store: unable to track promo event: %w", err)
		}
		return nil
	})
}

func (s Promotion) insertPromoEvent(ctx context.Context, tx Querier, e promotion.Event, now int64) error {
	day := time.UnixMilli(now).In(clock.Manila).Format("2006-01-02")
	_, err := tx.ExecContext(ctx, `INSERT INTO promo_events (template_id, kind, day, sid, phone, user_from, utm_tag, app_from, client_type, created_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`, e.TemplateID, e.Kind, day, e.SID, e.Phone, e.UserFrom, e.UTMTag, e.AppFrom, e.ClientType, now)
	return err
}

// PromotionFunnel counts visits, clicks, SMS sent and registrations per template and per
// Manila day, for days in [from, to] ('YYYY-MM-DD'); templateID 0 means every template.
// Rows are ordered by day, then template.
func (s Promotion) PromotionFunnel(ctx context.Context, from, to string, templateID int64) ([]promotion.FunnelRow, error) {
	rows, err := s.Query(ctx, `SELECT day, template_id,
		SUM(CASE WHEN kind = 'visit' THEN 1 ELSE 0 END),
		SUM(CASE WHEN kind = 'click' THEN 1 ELSE 0 END),
		SUM(CASE WHEN kind = 'sms' THEN 1 ELSE 0 END),
		SUM(CASE WHEN kind = 'register' THEN 1 ELSE 0 END)
		FROM promo_events WHERE day >= $1 AND day <= $2 AND (CAST($3 AS BIGINT) = 0 OR template_id = CAST($3 AS BIGINT))
		GROUP BY day, template_id ORDER BY day, template_id`, from, to, templateID)
	if err != nil {
		return nil, fmt.Errorf("store: unable to read promotion funnel: %w", err)
	}
	defer rows.Close()
	out := []promotion.FunnelRow{}
	for rows.Next() {
		var f promotion.FunnelRow
		if err := rows.Scan(&f.Day, &f.TemplateID, &f.Visits, &f.Clicks, &f.SMSSent, &f.Registrations); err != nil {
			return nil, fmt.Errorf("store: unable to read promotion funnel: %w", err)
		}
		out = append(out, f)
	}
	return out, rows.Err()
}
