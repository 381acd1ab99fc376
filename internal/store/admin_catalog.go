package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"github.com/pautang/pautang/internal/banking"
	"github.com/pautang/pautang/internal/promotion"
	"strconv"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/payments"
)

// The catalogue the back office owns: settings documents, payment channels, landing
// templates and the bank form, each saved with its audit row; and the typed readers of the
// documents the borrower features read per request.

// CatalogSetting reads a keyed catalogue document (JSON); found is false when never saved.
// Features read it per request, so an operator's change applies without a restart.
func (s Catalog) CatalogSetting(ctx context.Context, key string) (string, bool, error) {
	var v string
	err := s.QueryRow(ctx, `SELECT value FROM catalog_settings WHERE key = $1`, key).Scan(&v)
	if errors.Is(err, sql.ErrNoRows) {
		return "", false, nil
	}
	if err != nil {
		return "", false, fmt.Errorf("store: unable to read setting %q: %w", key, err)
	}
	return v, true, nil
}

// SaveCatalogSetting writes a keyed catalogue document and its audit row (before, after).
// also runs in the save's transaction (a four-eyes request's finish).
func (s Catalog) SaveCatalogSetting(ctx context.Context, key, value string, audit admin.Entry, also ...Also) error {
	return s.Tx(ctx, func(tx Querier) error {
		var before sql.NullString
		if err := tx.QueryRowContext(ctx, `SELECT value FROM catalog_settings WHERE key = $1`+s.ForUpdate(), key).Scan(&before); err != nil && !errors.Is(err, sql.ErrNoRows) {
			return fmt.Errorf("store: unable to read setting %q: %w", key, err)
		}
		now := s.Now()
		if _, err := tx.ExecContext(ctx, `INSERT INTO catalog_settings (key, value, updated_at) VALUES ($1, $2, $3)
			ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`, key, value, now); err != nil {
			return fmt.Errorf("store: unable to save setting %q: %w", key, err)
		}
		if key == admin.SettingContracts {
			// A template edit is a new version for the orders accepted after it.
			if err := syncTemplateVersions(ctx, tx, value, audit.OperatorID, now); err != nil {
				return err
			}
		}
		audit.Entity, audit.EntityID, audit.At = "setting", key, now
		if before.Valid {
			audit.Before = json.RawMessage(before.String)
		}
		audit.After = json.RawMessage(value)
		unit := &Tx{s: s.Store, q: tx}
		if err := unit.AddAudit(ctx, audit); err != nil {
			return err
		}
		return runAlso(unit, also)
	})
}

// PaymentChannelRow is a payment channel as the back office edits it (the payments package's type).
type PaymentChannelRow = payments.PaymentChannelRow

// AdminPaymentChannels lists every payment channel (switched off ones too).
func (s Catalog) AdminPaymentChannels(ctx context.Context) ([]PaymentChannelRow, error) {
	out := []PaymentChannelRow{}
	err := queryEach(ctx, s.DB, `SELECT `+channelRowCols+` FROM payment_channels ORDER BY sort, id`, nil, func(sc Row) error {
		c, err := scanChannelRow(sc)
		out = append(out, c)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("store: unable to list payment channels: %w", err)
	}
	return out, nil
}

// PaymentChannel reads one channel by id; ErrNotFound when absent.
func (s Catalog) PaymentChannel(ctx context.Context, id int64) (PaymentChannelRow, error) {
	return scanChannelRow(s.DB.QueryRowContext(ctx, `SELECT `+channelRowCols+` FROM payment_channels WHERE id = $1`, id))
}

const channelRowCols = `id, channel_number, name, kind, logo, instructions, enabled, sort, gateway, gateway_code`

func scanChannelRow(sc interface{ Scan(...any) error }) (PaymentChannelRow, error) {
	var c PaymentChannelRow
	var ins string
	var en int
	err := sc.Scan(&c.ID, &c.ChannelNumber, &c.Name, &c.Kind, &c.Logo, &ins, &en, &c.Sort, &c.Gateway, &c.Code)
	if errors.Is(err, sql.ErrNoRows) {
		return c, ErrNotFound
	}
	if err != nil {
		return c, fmt.Errorf("store: unable to read payment channel: %w", err)
	}
	c.Instructions, c.Enabled = json.RawMessage(ins), en == 1
	return c, nil
}

// ChannelRoute is the catalogue's gateway of a channel number (the zero Route for a channel
// not in the catalogue: the method decides).
func (s Catalog) ChannelRoute(ctx context.Context, number string) (payments.Route, error) {
	var r payments.Route
	err := s.DB.QueryRowContext(ctx, `SELECT gateway, gateway_code FROM payment_channels WHERE channel_number = $1`, number).Scan(&r.Gateway, &r.Code)
	if errors.Is(err, sql.ErrNoRows) {
		return payments.Route{}, nil
	}
	if err != nil {
		return r, fmt.Errorf("store: unable to read channel route: %w", err)
	}
	return r, nil
}

// SavePaymentChannel updates a channel's name, logo, instructions, switch, order and
// gateway route, with its audit row.
// also runs in the save's transaction (a four-eyes request's finish).
func (s Catalog) SavePaymentChannel(ctx context.Context, c PaymentChannelRow, audit admin.Entry, also ...Also) (PaymentChannelRow, error) {
	err := s.Tx(ctx, func(tx Querier) error {
		before, err := scanChannelRow(tx.QueryRowContext(ctx, `SELECT `+channelRowCols+` FROM payment_channels WHERE id = $1`+s.ForUpdate(), c.ID))
		if err != nil {
			return err
		}
		en := 0
		if c.Enabled {
			en = 1
		}
		if _, err := tx.ExecContext(ctx, `UPDATE payment_channels SET name = $1, logo = $2, instructions = $3, enabled = $4, sort = $5, gateway = $6, gateway_code = $7 WHERE id = $8`,
			c.Name, c.Logo, string(c.Instructions), en, c.Sort, c.Gateway, c.Code, c.ID); err != nil {
			return fmt.Errorf("store: unable to save payment channel: %w", err)
		}
		c.ChannelNumber, c.Kind = before.ChannelNumber, before.Kind
		audit.Entity, audit.EntityID, audit.At, audit.Before, audit.After = "payment_channel", strconv.FormatInt(c.ID, 10), s.Now(), before, c
		unit := &Tx{s: s.Store, q: tx}
		if err := unit.AddAudit(ctx, audit); err != nil {
			return err
		}
		return runAlso(unit, also)
	})
	return c, err
}

// TemplateAdminRow is promotion.TemplateAdminRow, named here for the store's queries.
type TemplateAdminRow = promotion.TemplateAdminRow

// AdminChannelTemplates lists every landing template.
func (s Catalog) AdminChannelTemplates(ctx context.Context) ([]TemplateAdminRow, error) {
	rows, err := s.Query(ctx, `SELECT id, name, settings, enabled FROM channel_templates ORDER BY id`)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list templates: %w", err)
	}
	defer rows.Close()
	out := []TemplateAdminRow{}
	for rows.Next() {
		var t TemplateAdminRow
		var st string
		var en int
		if err := rows.Scan(&t.ID, &t.Name, &st, &en); err != nil {
			return nil, fmt.Errorf("store: unable to read template: %w", err)
		}
		t.Settings, t.Enabled = json.RawMessage(st), en == 1
		out = append(out, t)
	}
	return out, rows.Err()
}

// SaveChannelTemplate creates (ID 0) or updates a landing template, with its audit row.
// also runs in the save's transaction (a four-eyes request's finish).
func (s Catalog) SaveChannelTemplate(ctx context.Context, t TemplateAdminRow, audit admin.Entry, also ...Also) (TemplateAdminRow, error) {
	err := s.Tx(ctx, func(tx Querier) error {
		en := 0
		if t.Enabled {
			en = 1
		}
		now := s.Now()
		audit.Entity, audit.At, audit.After = "channel_template", now, t
		if t.ID == 0 {
			err := tx.QueryRowContext(ctx, `INSERT INTO channel_templates (name, settings, enabled, created_at) VALUES ($1, $2, $3, $4) RETURNING id`, t.Name, string(t.Settings), en, now).Scan(&t.ID)
			if isUniqueViolation(err) {
				return ErrConflict
			}
			if err != nil {
				return fmt.Errorf("store: unable to create template: %w", err)
			}
		} else {
			var before TemplateAdminRow
			var st string
			var ben int
			err := tx.QueryRowContext(ctx, `SELECT id, name, settings, enabled FROM channel_templates WHERE id = $1`+s.ForUpdate(), t.ID).Scan(&before.ID, &before.Name, &st, &ben)
			if errors.Is(err, sql.ErrNoRows) {
				return ErrNotFound
			}
			if err != nil {
				return fmt.Errorf("store: unable to read template: %w", err)
			}
			before.Settings, before.Enabled = json.RawMessage(st), ben == 1
			audit.Before = before
			_, err = tx.ExecContext(ctx, `UPDATE channel_templates SET name = $1, settings = $2, enabled = $3 WHERE id = $4`, t.Name, string(t.Settings), en, t.ID)
			if isUniqueViolation(err) {
				return ErrConflict
			}
			if err != nil {
				return fmt.Errorf("store: unable to save template: %w", err)
			}
		}
		audit.EntityID = strconv.FormatInt(t.ID, 10)
		unit := &Tx{s: s.Store, q: tx}
		if err := unit.AddAudit(ctx, audit); err != nil {
			return err
		}
		return runAlso(unit, also)
	})
	return t, err
}

// BankFormItemRow is banking.BankFormItemRow, named here for the store's queries.
type BankFormItemRow = banking.BankFormItemRow

const bankItemCols = `id, product_id, code, title, subtitle, cate, card_type_mi, channel_number, options, sort, enabled`

func scanBankItemRow(sc interface{ Scan(...any) error }) (BankFormItemRow, error) {
	var b BankFormItemRow
	var opts string
	var en int
	err := sc.Scan(&b.ID, &b.ProductID, &b.Code, &b.Title, &b.Subtitle, &b.Cate, &b.CardTypeMi, &b.ChannelNumber, &opts, &b.Sort, &en)
	b.Options, b.Enabled = json.RawMessage(opts), en == 1
	return b, err
}

// AdminBankFormItems lists every bind-card form field.
func (s Catalog) AdminBankFormItems(ctx context.Context) ([]BankFormItemRow, error) {
	rows, err := s.Query(ctx, `SELECT `+bankItemCols+` FROM bank_form_items ORDER BY product_id, sort, id`)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list bank form items: %w", err)
	}
	defer rows.Close()
	out := []BankFormItemRow{}
	for rows.Next() {
		b, err := scanBankItemRow(rows)
		if err != nil {
			return nil, fmt.Errorf("store: unable to read bank form item: %w", err)
		}
		out = append(out, b)
	}
	return out, rows.Err()
}

// SaveBankFormItem changes a field's title, placeholder, order and switch (its code, kind and
// options stay: the validation rules depend on them), with its audit row.
func (s Catalog) SaveBankFormItem(ctx context.Context, b BankFormItemRow, audit admin.Entry) (BankFormItemRow, error) {
	var out BankFormItemRow
	err := s.Tx(ctx, func(tx Querier) error {
		before, err := scanBankItemRow(tx.QueryRowContext(ctx, `SELECT `+bankItemCols+` FROM bank_form_items WHERE id = $1`+s.ForUpdate(), b.ID))
		if errors.Is(err, sql.ErrNoRows) {
			return ErrNotFound
		}
		if err != nil {
			return fmt.Errorf("store: unable to read bank form item: %w", err)
		}
		en := 0
		if b.Enabled {
			en = 1
		}
		if _, err := tx.ExecContext(ctx, `UPDATE bank_form_items SET title = $1, subtitle = $2, sort = $3, enabled = $4 WHERE id = $5`, b.Title, b.Subtitle, b.Sort, en, b.ID); err != nil {
			return fmt.Errorf("store: unable to save bank form item: %w", err)
		}
		out = before
		out.Title, out.Subtitle, out.Sort, out.Enabled = b.Title, b.Subtitle, b.Sort, b.Enabled
		audit.Entity, audit.EntityID, audit.At, audit.Before, audit.After = "bank_form_item", strconv.FormatInt(b.ID, 10), s.Now(), before, out
		return insertAudit(ctx, tx, audit)
	})
	return out, err
}

// RecommendedProductIDs is the operator's recommended list, in display order; empty when the
// list was never saved or saved empty (features then recommend the whole catalogue).
func (s Catalog) RecommendedProductIDs(ctx context.Context) ([]int64, error) {
	raw, found, err := s.CatalogSetting(ctx, admin.SettingRecommended)
	if err != nil || !found {
		return nil, err
	}
	var v struct {
		ProductIDs []int64 `json:"productIds"`
	}
	if err := json.Unmarshal([]byte(raw), &v); err != nil {
		return nil, fmt.Errorf("store: setting %q is not valid: %w", admin.SettingRecommended, err)
	}
	return v.ProductIDs, nil
}

// SupportContacts is the operator's customer-service e-mail and telephone/WhatsApp; found is
// false when never saved (features then use the configured defaults).
func (s Catalog) SupportContacts(ctx context.Context) (email, phone string, found bool, err error) {
	raw, found, err := s.CatalogSetting(ctx, admin.SettingContacts)
	if err != nil || !found {
		return "", "", false, err
	}
	var v struct {
		Email string `json:"email"`
		SmWa  string `json:"smWa"`
	}
	if err := json.Unmarshal([]byte(raw), &v); err != nil {
		return "", "", false, fmt.Errorf("store: setting %q is not valid: %w", admin.SettingContacts, err)
	}
	return v.Email, v.SmWa, true, nil
}

// ReceivingAccount reads the receiving account document (the transfer page's account); found
// is false when none was approved.
func (s Payments) ReceivingAccount(ctx context.Context) (payments.ReceivingAccount, bool, error) {
	var a payments.ReceivingAccount
	raw, found, err := s.Catalog().CatalogSetting(ctx, admin.SettingReceiving)
	if err != nil || !found {
		return a, false, err
	}
	if err := json.Unmarshal([]byte(raw), &a); err != nil {
		return a, false, fmt.Errorf("store: setting %q is not valid: %w", admin.SettingReceiving, err)
	}
	return a, true, nil
}
