package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/notify"
)

// MessageTemplateRow is notify.MessageTemplateRow, named here for the store's queries.
type MessageTemplateRow = notify.MessageTemplateRow

// MessageTemplateRows lists the supervisor's wordings.
func (s Catalog) MessageTemplateRows(ctx context.Context) ([]MessageTemplateRow, error) {
	out := []MessageTemplateRow{}
	err := queryEach(ctx, s.DB, `SELECT t.kind, t.lang, t.body, COALESCE(o.email, ''), t.updated_at FROM message_templates t
		LEFT JOIN operators o ON o.id = t.updated_by ORDER BY t.kind, t.lang`, nil, func(r Row) error {
		var t MessageTemplateRow
		err := r.Scan(&t.Kind, &t.Lang, &t.Body, &t.UpdatedBy, &t.UpdatedAt)
		out = append(out, t)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("store: unable to list message templates: %w", err)
	}
	return out, nil
}

// SaveMessageTemplate stores the wording of a kind in a language (an empty text removes it:
// the built-in text applies again) with its audit row (before and after) in one transaction.
// also runs in the save's transaction (a four-eyes request's finish).
func (s Catalog) SaveMessageTemplate(ctx context.Context, kind, lang, text string, e admin.Entry, also ...Also) error {
	return s.Tx(ctx, func(tx Querier) error {
		now := s.Now()
		var before string
		err := tx.QueryRowContext(ctx, `SELECT body FROM message_templates WHERE kind = $1 AND lang = $2`+s.ForUpdate(), kind, lang).Scan(&before)
		if err != nil && !errors.Is(err, sql.ErrNoRows) {
			return fmt.Errorf("store: unable to read message template: %w", err)
		}
		if text == "" {
			_, err = tx.ExecContext(ctx, `DELETE FROM message_templates WHERE kind = $1 AND lang = $2`, kind, lang)
		} else {
			_, err = tx.ExecContext(ctx, `INSERT INTO message_templates (kind, lang, body, updated_by, updated_at) VALUES ($1, $2, $3, $4, $5)
				ON CONFLICT (kind, lang) DO UPDATE SET body = excluded.body, updated_by = excluded.updated_by, updated_at = excluded.updated_at`,
				kind, lang, text, e.OperatorID, now)
		}
		if err != nil {
			return fmt.Errorf("store: unable to save message template: %w", err)
		}
		after, _ := e.After.(map[string]any)
		if after == nil {
			after = map[string]any{}
		}
		after["text"] = text
		e.Before, e.After, e.At = map[string]string{"text": before}, after, now
		unit := &Tx{s: s.Store, q: tx}
		if err := unit.AddAudit(ctx, e); err != nil {
			return err
		}
		return runAlso(unit, also)
	})
}
