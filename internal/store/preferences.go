package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/pautang/pautang/internal/privacy"
)

// MessagePrefs is what a borrower chose about their messages: the language (en or fil; ”
// until the app sent one) and when they switched marketing messages off (0: on).
type MessagePrefs struct {
	Lang           string `json:"lang"`
	MarketingOffAt int64  `json:"marketingOffAt"`
}

// SetUserLang stores a borrower's message language; it writes only when it changes.
func (s Users) SetUserLang(ctx context.Context, userID int64, lang string) error {
	if _, err := s.Exec(ctx, `UPDATE users SET lang = $1 WHERE id = $2 AND lang <> $1`, lang, userID); err != nil {
		return fmt.Errorf("store: unable to save language: %w", err)
	}
	return nil
}

// SetMarketingOff switches a borrower's marketing messages off (stamped now) or back on. It
// is one conditional update: switching off twice keeps the first moment. A switch that
// changes something keeps the consent withdrawn or given again (privacy.ConsentMarketing, its
// version, from the settings) with its audit row, in the same transaction.
func (s Users) SetMarketingOff(ctx context.Context, userID int64, off bool) (MessagePrefs, error) {
	now := s.Now()
	q := `UPDATE users SET marketing_off_at = 0 WHERE id = $1 AND deleted_at IS NULL AND marketing_off_at <> 0`
	args := []any{userID}
	if off {
		q = `UPDATE users SET marketing_off_at = $2 WHERE id = $1 AND deleted_at IS NULL AND marketing_off_at = 0`
		args = append(args, now)
	}
	err := s.Tx(ctx, func(tx Querier) error {
		res, err := tx.ExecContext(ctx, q, args...)
		if err != nil {
			return fmt.Errorf("store: unable to save the marketing switch: %w", err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return nil
		}
		c := Consent{UserID: userID, Kind: privacy.ConsentMarketing, Version: privacy.MarketingVersion, Granted: !off, Method: privacy.MethodSettings, At: now}
		if err := insertConsent(ctx, tx, c); err != nil {
			return err
		}
		return insertAudit(ctx, tx, consentAudit(userID, now, []Consent{c}))
	})
	if err != nil {
		return MessagePrefs{}, err
	}
	return s.MessagePrefsOf(ctx, userID)
}

// MessagePrefsOf reads a borrower's message preferences.
func (s Users) MessagePrefsOf(ctx context.Context, userID int64) (MessagePrefs, error) {
	var p MessagePrefs
	err := s.QueryRow(ctx, `SELECT lang, marketing_off_at FROM users WHERE id = $1 AND deleted_at IS NULL`, userID).Scan(&p.Lang, &p.MarketingOffAt)
	if errors.Is(err, sql.ErrNoRows) {
		return p, ErrNotFound
	}
	if err != nil {
		return p, fmt.Errorf("store: unable to read message preferences: %w", err)
	}
	return p, nil
}
