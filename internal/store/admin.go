package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/complaints"
)

// The back office's storage (issue 8): operators, their sessions, the audit log, catalogue
// writes the back office owns, and the read-only queries of its queues and dashboards.
// Writes of loans, complaints and payouts go through their own services, never through here.

const operatorCols = `id, email, name, role, password_hash, failures, locked_until, disabled, last_login_at, created_at`

func scanOperator(sc interface{ Scan(...any) error }) (admin.Operator, error) {
	var o admin.Operator
	var role string
	var disabled int
	err := sc.Scan(&o.ID, &o.Email, &o.Name, &role, &o.PasswordHash, &o.Failures, &o.LockedUntil, &disabled, &o.LastLoginAt, &o.CreatedAt)
	o.Role, o.Disabled = admin.Role(role), disabled == 1
	return o, err
}

func (s *Store) operatorWhere(ctx context.Context, q Querier, where string, arg any) (admin.Operator, bool, error) {
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
func (s *Store) OperatorByEmail(ctx context.Context, email string) (admin.Operator, bool, error) {
	return s.operatorWhere(ctx, s.DB, `email = $1`, email)
}

// OperatorByID reads an operator by id.
func (s *Store) OperatorByID(ctx context.Context, id int64) (admin.Operator, bool, error) {
	return s.operatorWhere(ctx, s.DB, `id = $1`, id)
}

// OperatorLoginFailed counts a wrong password under a row lock; the max-th failure in a row
// locks the operator until lockUntil and restarts the count. The lock is audited.
func (s *Store) OperatorLoginFailed(ctx context.Context, id int64, max int, lockUntil int64) (admin.Operator, error) {
	var out admin.Operator
	err := s.Tx(ctx, func(tx Querier) error {
		o, found, err := s.operatorWhere(ctx, tx, `id = $1`+s.ForUpdate(), id)
		if err != nil {
			return err
		}
		if !found {
			return ErrNotFound
		}
		now := s.Now()
		o.Failures++
		if o.Failures >= max {
			o.Failures, o.LockedUntil = 0, lockUntil
			if err := insertAudit(ctx, tx, admin.Entry{OperatorID: id, Action: "operator.locked", Entity: "operator", EntityID: strconv.FormatInt(id, 10),
				After: map[string]any{"lockedUntil": lockUntil}, At: now}); err != nil {
				return err
			}
		}
		if _, err := tx.ExecContext(ctx, `UPDATE operators SET failures = $1, locked_until = $2, updated_at = $3 WHERE id = $4`, o.Failures, o.LockedUntil, now, id); err != nil {
			return fmt.Errorf("store: unable to count login failure: %w", err)
		}
		out = o
		return nil
	})
	return out, err
}

// OperatorLoginSucceeded clears the failures and records the login.
func (s *Store) OperatorLoginSucceeded(ctx context.Context, id int64, at int64) error {
	if _, err := s.Exec(ctx, `UPDATE operators SET failures = 0, locked_until = 0, last_login_at = $1, updated_at = $1 WHERE id = $2`, at, id); err != nil {
		return fmt.Errorf("store: unable to record login: %w", err)
	}
	return nil
}

// CreateOperatorSession stores a session by its token and CSRF hashes.
func (s *Store) CreateOperatorSession(ctx context.Context, operatorID int64, tokenHash, csrfHash string, at, expiresAt int64) error {
	if _, err := s.Exec(ctx, `INSERT INTO operator_sessions (token_hash, csrf_hash, operator_id, created_at, last_seen_at, expires_at) VALUES ($1, $2, $3, $4, $4, $5)`,
		tokenHash, csrfHash, operatorID, at, expiresAt); err != nil {
		return fmt.Errorf("store: unable to create operator session: %w", err)
	}
	return nil
}

// OperatorSessionByHash reads a session that was not revoked.
func (s *Store) OperatorSessionByHash(ctx context.Context, tokenHash string) (admin.Session, bool, error) {
	var ss admin.Session
	err := s.QueryRow(ctx, `SELECT id, operator_id, csrf_hash, created_at, last_seen_at, expires_at FROM operator_sessions WHERE token_hash = $1 AND revoked_at IS NULL`, tokenHash).
		Scan(&ss.ID, &ss.OperatorID, &ss.CSRFHash, &ss.CreatedAt, &ss.LastSeenAt, &ss.ExpiresAt)
	if errors.Is(err, sql.ErrNoRows) {
		return ss, false, nil
	}
	if err != nil {
		return ss, false, fmt.Errorf("store: unable to read operator session: %w", err)
	}
	return ss, true, nil
}

// TouchOperatorSession records activity.
func (s *Store) TouchOperatorSession(ctx context.Context, id, at int64) error {
	if _, err := s.Exec(ctx, `UPDATE operator_sessions SET last_seen_at = $1 WHERE id = $2`, at, id); err != nil {
		return fmt.Errorf("store: unable to touch operator session: %w", err)
	}
	return nil
}

// RevokeOperatorSession ends a session.
func (s *Store) RevokeOperatorSession(ctx context.Context, id, at int64) error {
	if _, err := s.Exec(ctx, `UPDATE operator_sessions SET revoked_at = $1 WHERE id = $2 AND revoked_at IS NULL`, at, id); err != nil {
		return fmt.Errorf("store: unable to revoke operator session: %w", err)
	}
	return nil
}

// CreateOperator inserts an operator and its audit row in one transaction.
func (s *Store) CreateOperator(ctx context.Context, o admin.Operator, audit admin.Entry) (admin.Operator, error) {
	err := s.Tx(ctx, func(tx Querier) error {
		err := tx.QueryRowContext(ctx, `INSERT INTO operators (email, name, role, password_hash, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $5) RETURNING id`,
			o.Email, o.Name, string(o.Role), o.PasswordHash, o.CreatedAt).Scan(&o.ID)
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

// Operators lists every operator by e-mail.
func (s *Store) Operators(ctx context.Context) ([]admin.Operator, error) {
	rows, err := s.Query(ctx, `SELECT `+operatorCols+` FROM operators ORDER BY email`)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list operators: %w", err)
	}
	defer rows.Close()
	out := []admin.Operator{}
	for rows.Next() {
		o, err := scanOperator(rows)
		if err != nil {
			return nil, fmt.Errorf("store: unable to read operator: %w", err)
		}
		out = append(out, o)
	}
	return out, rows.Err()
}

// UpdateOperator changes an operator's role, switch and (when hash is not "") password, and
// unlocks it; the audit row gets the before and after. Switching off or a new password ends
// the operator's sessions.
func (s *Store) UpdateOperator(ctx context.Context, id int64, role admin.Role, disabled bool, hash string, audit admin.Entry) (admin.Operator, error) {
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

// ---- Audit ----

func jsonOf(v any) string {
	if v == nil {
		return "null"
	}
	if raw, ok := v.(json.RawMessage); ok && len(raw) > 0 {
		return string(raw)
	}
	b, err := json.Marshal(v)
	if err != nil {
		return "null"
	}
	return string(b)
}

func insertAudit(ctx context.Context, tx Querier, e admin.Entry) error {
	if _, err := tx.ExecContext(ctx, `INSERT INTO audit_log (operator_id, action, entity, entity_id, before_json, after_json, ip, at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
		e.OperatorID, e.Action, e.Entity, e.EntityID, jsonOf(e.Before), jsonOf(e.After), e.IP, e.At); err != nil {
		return fmt.Errorf("store: unable to write audit row: %w", err)
	}
	return nil
}

// AddAudit appends one audit row (at defaults to the store clock).
func (s *Store) AddAudit(ctx context.Context, e admin.Entry) error {
	if e.At == 0 {
		e.At = s.Now()
	}
	return s.Tx(ctx, func(tx Querier) error { return insertAudit(ctx, tx, e) })
}

// AuditFilter narrows AuditLog; empty fields match everything.
type AuditFilter struct {
	Entity     string
	EntityID   string
	OperatorID int64
	Limit      int // default 200
}

// AuditLog lists audit rows, newest first, with the operator's e-mail.
func (s *Store) AuditLog(ctx context.Context, f AuditFilter) ([]admin.Entry, error) {
	if f.Limit <= 0 || f.Limit > 1000 {
		f.Limit = 200
	}
	rows, err := s.Query(ctx, `SELECT a.id, a.operator_id, COALESCE(o.email, 'system'), a.action, a.entity, a.entity_id, a.before_json, a.after_json, a.ip, a.at
		FROM audit_log a LEFT JOIN operators o ON o.id = a.operator_id
		WHERE ($1 = '' OR a.entity = $1) AND ($2 = '' OR a.entity_id = $2) AND (CAST($3 AS BIGINT) = 0 OR a.operator_id = CAST($3 AS BIGINT))
		ORDER BY a.id DESC LIMIT $4`, f.Entity, f.EntityID, f.OperatorID, f.Limit)
	if err != nil {
		return nil, fmt.Errorf("store: unable to read audit log: %w", err)
	}
	defer rows.Close()
	out := []admin.Entry{}
	for rows.Next() {
		var e admin.Entry
		var before, after string
		if err := rows.Scan(&e.ID, &e.OperatorID, &e.Operator, &e.Action, &e.Entity, &e.EntityID, &before, &after, &e.IP, &e.At); err != nil {
			return nil, fmt.Errorf("store: unable to read audit row: %w", err)
		}
		e.Before, e.After = json.RawMessage(before), json.RawMessage(after)
		out = append(out, e)
	}
	return out, rows.Err()
}

// ---- Catalogue the back office owns ----

// CatalogSetting reads a keyed catalogue document (JSON); found is false when never saved.
// Features read it per request, so an operator's change applies without a restart.
func (s *Store) CatalogSetting(ctx context.Context, key string) (string, bool, error) {
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
func (s *Store) SaveCatalogSetting(ctx context.Context, key, value string, audit admin.Entry) error {
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
		audit.Entity, audit.EntityID, audit.At = "setting", key, now
		if before.Valid {
			audit.Before = json.RawMessage(before.String)
		}
		audit.After = json.RawMessage(value)
		return insertAudit(ctx, tx, audit)
	})
}

// PaymentChannelRow is a payment channel as the back office edits it.
type PaymentChannelRow struct {
	ID            int64           `json:"id"`
	ChannelNumber string          `json:"channelNumber"`
	Name          string          `json:"name"`
	Kind          string          `json:"kind"`
	Logo          string          `json:"logo"`
	Instructions  json.RawMessage `json:"instructions"`
	Enabled       bool            `json:"enabled"`
	Sort          int             `json:"sort"`
}

// AdminPaymentChannels lists every payment channel (switched off ones too).
func (s *Store) AdminPaymentChannels(ctx context.Context) ([]PaymentChannelRow, error) {
	rows, err := s.Query(ctx, `SELECT id, channel_number, name, kind, logo, instructions, enabled, sort FROM payment_channels ORDER BY sort, id`)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list payment channels: %w", err)
	}
	defer rows.Close()
	out := []PaymentChannelRow{}
	for rows.Next() {
		var c PaymentChannelRow
		var ins string
		var en int
		if err := rows.Scan(&c.ID, &c.ChannelNumber, &c.Name, &c.Kind, &c.Logo, &ins, &en, &c.Sort); err != nil {
			return nil, fmt.Errorf("store: unable to read payment channel: %w", err)
		}
		c.Instructions, c.Enabled = json.RawMessage(ins), en == 1
		out = append(out, c)
	}
	return out, rows.Err()
}

// SavePaymentChannel updates a channel's name, logo, instructions, switch and order, with its audit row.
func (s *Store) SavePaymentChannel(ctx context.Context, c PaymentChannelRow, audit admin.Entry) (PaymentChannelRow, error) {
	err := s.Tx(ctx, func(tx Querier) error {
		var before PaymentChannelRow
		var ins string
		var en int
		err := tx.QueryRowContext(ctx, `SELECT id, channel_number, name, kind, logo, instructions, enabled, sort FROM payment_channels WHERE id = $1`+s.ForUpdate(), c.ID).
			Scan(&before.ID, &before.ChannelNumber, &before.Name, &before.Kind, &before.Logo, &ins, &en, &before.Sort)
		if errors.Is(err, sql.ErrNoRows) {
			return ErrNotFound
		}
		if err != nil {
			return fmt.Errorf("store: unable to read payment channel: %w", err)
		}
		before.Instructions, before.Enabled = json.RawMessage(ins), en == 1
		en = 0
		if c.Enabled {
			en = 1
		}
		if _, err := tx.ExecContext(ctx, `UPDATE payment_channels SET name = $1, logo = $2, instructions = $3, enabled = $4, sort = $5 WHERE id = $6`,
			c.Name, c.Logo, string(c.Instructions), en, c.Sort, c.ID); err != nil {
			return fmt.Errorf("store: unable to save payment channel: %w", err)
		}
		c.ChannelNumber, c.Kind = before.ChannelNumber, before.Kind
		audit.Entity, audit.EntityID, audit.At, audit.Before, audit.After = "payment_channel", strconv.FormatInt(c.ID, 10), s.Now(), before, c
		return insertAudit(ctx, tx, audit)
	})
	return c, err
}

// TemplateAdminRow is a landing template as the back office edits it.
type TemplateAdminRow struct {
	ID       int64           `json:"id"`
	Name     string          `json:"name"`
	Settings json.RawMessage `json:"settings"`
	Enabled  bool            `json:"enabled"`
}

// AdminChannelTemplates lists every landing template.
func (s *Store) AdminChannelTemplates(ctx context.Context) ([]TemplateAdminRow, error) {
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
func (s *Store) SaveChannelTemplate(ctx context.Context, t TemplateAdminRow, audit admin.Entry) (TemplateAdminRow, error) {
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
		return insertAudit(ctx, tx, audit)
	})
	return t, err
}

// BankFormItemRow is one bind-card form field as the back office lists and edits it.
type BankFormItemRow struct {
	ID            int64           `json:"id"`
	ProductID     int64           `json:"productId"`
	Code          string          `json:"code"`
	Title         string          `json:"title"`
	Subtitle      string          `json:"subtitle"`
	Cate          string          `json:"cate"`
	CardTypeMi    int             `json:"cardTypeMi"`
	ChannelNumber string          `json:"channelNumber"`
	Options       json.RawMessage `json:"options"`
	Sort          int             `json:"sort"`
	Enabled       bool            `json:"enabled"`
}

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
func (s *Store) AdminBankFormItems(ctx context.Context) ([]BankFormItemRow, error) {
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
func (s *Store) SaveBankFormItem(ctx context.Context, b BankFormItemRow, audit admin.Entry) (BankFormItemRow, error) {
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

// ---- Queues and loan view (read-only) ----

// AdminOrderRow is one order in the back office's lists.
type AdminOrderRow struct {
	ID           int64  `json:"id"`
	OrderNo      string `json:"orderNo"`
	UserID       int64  `json:"userId"`
	Phone        string `json:"phone"`
	Name         string `json:"name"`
	ProductName  string `json:"productName"`
	Amount       int64  `json:"amount"`
	TermDays     int    `json:"termDays"`
	Periods      int    `json:"periods"`
	Status       int    `json:"status"`
	IsRepeat     bool   `json:"isRepeat"`
	PayoutStatus string `json:"payoutStatus"`
	DueDate      string `json:"dueDate"`
	CreatedAt    int64  `json:"createdAt"`
	// Latest payout attempt (payout monitor).
	PayoutAttempts int    `json:"payoutAttempts"`
	PayoutFailure  string `json:"payoutFailure"`
}

// AdminOrderFilter selects orders: by statuses (none = all), by order number or phone
// (search), payout problems only.
type AdminOrderFilter struct {
	Statuses       []int
	Search         string
	PayoutProblems bool // approved (151) orders whose payout failed or still waits
	Limit          int
}

// AdminOrders lists orders for the queues, oldest first for the review queue (the promise is
// a decision within a day), newest first otherwise.
func (s *Store) AdminOrders(ctx context.Context, f AdminOrderFilter) ([]AdminOrderRow, error) {
	if f.Limit <= 0 || f.Limit > 500 {
		f.Limit = 200
	}
	var where []string
	var args []any
	arg := func(v any) string { args = append(args, v); return "$" + strconv.Itoa(len(args)) }
	if len(f.Statuses) > 0 {
		ph := make([]string, len(f.Statuses))
		for i, st := range f.Statuses {
			ph[i] = arg(st)
		}
		where = append(where, "o.status IN ("+strings.Join(ph, ",")+")")
	}
	if q := strings.TrimSpace(f.Search); q != "" {
		p := arg(q)
		where = append(where, "(o.order_no = "+p+" OR u.phone = "+p+")")
	}
	if f.PayoutProblems {
		where = append(where, "o.status = 151 AND o.payout_status <> 'succeeded'")
	}
	order := " ORDER BY o.created_at DESC, o.id DESC"
	if len(f.Statuses) == 1 && f.Statuses[0] == 21 {
		order = " ORDER BY o.created_at, o.id"
	}
	q := `SELECT o.id, o.order_no, o.user_id, u.phone, u.name, p.name, o.amount, o.term_days, o.periods, o.status, o.is_repeat, o.payout_status, o.due_date, o.created_at,
		(SELECT COUNT(*) FROM payouts x WHERE x.order_id = o.id),
		COALESCE((SELECT x.failure_reason FROM payouts x WHERE x.order_id = o.id ORDER BY x.attempt DESC LIMIT 1), '')
		FROM orders o JOIN users u ON u.id = o.user_id JOIN products p ON p.id = o.product_id`
	if len(where) > 0 {
		q += " WHERE " + strings.Join(where, " AND ")
	}
	q += order + " LIMIT " + arg(f.Limit)
	rows, err := s.DB.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list orders: %w", err)
	}
	defer rows.Close()
	out := []AdminOrderRow{}
	for rows.Next() {
		var o AdminOrderRow
		var rep int
		if err := rows.Scan(&o.ID, &o.OrderNo, &o.UserID, &o.Phone, &o.Name, &o.ProductName, &o.Amount, &o.TermDays, &o.Periods, &o.Status, &rep,
			&o.PayoutStatus, &o.DueDate, &o.CreatedAt, &o.PayoutAttempts, &o.PayoutFailure); err != nil {
			return nil, fmt.Errorf("store: unable to read order: %w", err)
		}
		o.IsRepeat = rep == 1
		out = append(out, o)
	}
	return out, rows.Err()
}

// OrderPayouts lists an order's payout attempts, oldest first.
func (s *Store) OrderPayouts(ctx context.Context, orderID int64) ([]Payout, error) {
	rows, err := s.Query(ctx, `SELECT `+payoutCols+` FROM payouts WHERE order_id = $1 ORDER BY attempt`, orderID)
	if err != nil {
		return nil, fmt.Errorf("store: unable to read payouts: %w", err)
	}
	defer rows.Close()
	out := []Payout{}
	for rows.Next() {
		p, err := scanPayout(rows)
		if err != nil {
			return nil, fmt.Errorf("store: unable to read payout: %w", err)
		}
		out = append(out, p)
	}
	return out, rows.Err()
}

// AdminComplaintRow is a complaint in the desk's queue, with the borrower's phone.
type AdminComplaintRow struct {
	complaints.Complaint
	Phone string
}

// AdminComplaints lists complaints: open ones (no reply yet) by reply-by day, or all, newest
// first.
func (s *Store) AdminComplaints(ctx context.Context, openOnly bool, limit int) ([]AdminComplaintRow, error) {
	if limit <= 0 || limit > 500 {
		limit = 200
	}
	q := `SELECT ` + complaintCols + `, u.phone` + complaintFrom + ` JOIN users u ON u.id = c.user_id`
	if openOnly {
		q += ` WHERE c.replied_at = 0 ORDER BY c.reply_by, c.id`
	} else {
		q += ` ORDER BY c.replied_at = 0 DESC, c.reply_by, c.id DESC`
	}
	rows, err := s.DB.QueryContext(ctx, q+` LIMIT $1`, limit)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list complaints: %w", err)
	}
	defer rows.Close()
	out := []AdminComplaintRow{}
	for rows.Next() {
		var r AdminComplaintRow
		var images, replyImages string
		var need int
		c := &r.Complaint
		if err := rows.Scan(&c.ID, &c.UserID, &c.OrderID, &c.OrderNo, &c.Type, &c.SonType, &c.Detail, &images, &c.ReplyBy, &c.CreatedAt,
			&c.ReplyText, &replyImages, &c.OperatorID, &c.RepliedAt, &need, &c.Score, &c.ScoredAt, &r.Phone); err != nil {
			return nil, fmt.Errorf("store: unable to read complaint: %w", err)
		}
		c.NeedScore, c.Images, c.ReplyImages = need == 1, names(images), names(replyImages)
		out = append(out, r)
	}
	return out, rows.Err()
}

// ---- Dashboards (read-only) ----

// DayCount is one day of a daily series.
type DayCount struct {
	Day    string `json:"day"`
	Count  int64  `json:"count"`
	Amount int64  `json:"amount"` // centavos, where the series has money
}

// StatusBook is the loan book of one status.
type StatusBook struct {
	Status int   `json:"status"`
	Count  int64 `json:"count"`
	Amount int64 `json:"amount"`
}

// ComplaintDay is one day of complaint volume with how the SLA went for that day's complaints.
type ComplaintDay struct {
	Day         string `json:"day"`
	Filed       int64  `json:"filed"`
	OnTime      int64  `json:"onTime"`      // replied by the reply-by day
	Late        int64  `json:"late"`        // replied after it
	OpenOverdue int64  `json:"openOverdue"` // not replied and past the reply-by day
	Open        int64  `json:"open"`        // not replied, still within the promise
}

// Dashboard is what the dashboard charts read, for the days [From, To] (Manila).
type Dashboard struct {
	From          string         `json:"from"`
	To            string         `json:"to"`
	Applications  []DayCount     `json:"applications"`
	Approvals     []DayCount     `json:"approvals"`
	Disbursements []DayCount     `json:"disbursements"`
	Collections   []DayCount     `json:"collections"`
	Book          []StatusBook   `json:"book"`
	Complaints    []ComplaintDay `json:"complaints"`
}

// dayOfMs is the Manila day of a unix-ms time.
func dayOfMs(ms int64) string {
	return time.UnixMilli(ms).In(clock.Manila).Format("2006-01-02")
}

// msOfDay is the unix ms at the start of a Manila day.
func msOfDay(day string) (int64, error) {
	t, err := time.ParseInLocation("2006-01-02", day, clock.Manila)
	if err != nil {
		return 0, fmt.Errorf("store: bad day %q: %w", day, err)
	}
	return t.UnixMilli(), nil
}

// DashboardData computes the daily series for [from, to] (inclusive Manila days) and the book.
// Times are bucketed into Manila days in Go so one query text serves both engines.
func (s *Store) DashboardData(ctx context.Context, from, to string) (Dashboard, error) {
	d := Dashboard{From: from, To: to, Book: []StatusBook{}, Complaints: []ComplaintDay{}}
	start, err := msOfDay(from)
	if err != nil {
		return d, err
	}
	endDay, err := msOfDay(to)
	if err != nil {
		return d, err
	}
	end := endDay + 24*3600*1000
	// Applications by creation time.
	apps := map[string]*DayCount{}
	if err := s.eachRow(ctx, `SELECT created_at, amount FROM orders WHERE created_at >= $1 AND created_at < $2`, []any{start, end}, func(r Row) error {
		var at, amount int64
		if err := r.Scan(&at, &amount); err != nil {
			return err
		}
		addDay(apps, dayOfMs(at), amount)
		return nil
	}); err != nil {
		return d, err
	}
	// Approvals and disbursements by the time of their status move.
	appr, disb := map[string]*DayCount{}, map[string]*DayCount{}
	if err := s.eachRow(ctx, `SELECT e.event, e.created_at, o.amount FROM order_events e JOIN orders o ON o.id = e.order_id
		WHERE e.event IN ('approve', 'disburse') AND e.created_at >= $1 AND e.created_at < $2`, []any{start, end}, func(r Row) error {
		var ev string
		var at, amount int64
		if err := r.Scan(&ev, &at, &amount); err != nil {
			return err
		}
		if ev == "approve" {
			addDay(appr, dayOfMs(at), amount)
		} else {
			addDay(disb, dayOfMs(at), amount)
		}
		return nil
	}); err != nil {
		return d, err
	}
	// Collections: money received is minus the payment rows (credit included), by ledger day.
	coll := map[string]*DayCount{}
	if err := s.eachRow(ctx, `SELECT day, COUNT(DISTINCT ref), -SUM(amount) FROM ledger_entries WHERE kind = 'payment' AND day >= $1 AND day <= $2 GROUP BY day`,
		[]any{from, to}, func(r Row) error {
			var c DayCount
			if err := r.Scan(&c.Day, &c.Count, &c.Amount); err != nil {
				return err
			}
			coll[c.Day] = &c
			return nil
		}); err != nil {
		return d, err
	}
	if err := s.eachRow(ctx, `SELECT status, COUNT(*), SUM(amount) FROM orders GROUP BY status ORDER BY status`, nil, func(r Row) error {
		var b StatusBook
		if err := r.Scan(&b.Status, &b.Count, &b.Amount); err != nil {
			return err
		}
		d.Book = append(d.Book, b)
		return nil
	}); err != nil {
		return d, err
	}
	today := dayOfMs(s.Now())
	cdays := map[string]*ComplaintDay{}
	if err := s.eachRow(ctx, `SELECT created_at, reply_by, replied_at FROM complaints WHERE created_at >= $1 AND created_at < $2`, []any{start, end}, func(r Row) error {
		var at, replied int64
		var by string
		if err := r.Scan(&at, &by, &replied); err != nil {
			return err
		}
		day := dayOfMs(at)
		c := cdays[day]
		if c == nil {
			c = &ComplaintDay{Day: day}
			cdays[day] = c
		}
		c.Filed++
		repliedDay := ""
		if replied > 0 {
			repliedDay = dayOfMs(replied)
		}
		switch complaints.SLAOf(by, repliedDay, today) {
		case complaints.SLAOnTime:
			c.OnTime++
		case complaints.SLALate:
			c.Late++
		case complaints.SLAOpenOverdue:
			c.OpenOverdue++
		default:
			c.Open++
		}
		return nil
	}); err != nil {
		return d, err
	}
	for day := from; day <= to; {
		d.Applications = append(d.Applications, dayOr(apps, day))
		d.Approvals = append(d.Approvals, dayOr(appr, day))
		d.Disbursements = append(d.Disbursements, dayOr(disb, day))
		d.Collections = append(d.Collections, dayOr(coll, day))
		if c := cdays[day]; c != nil {
			d.Complaints = append(d.Complaints, *c)
		} else {
			d.Complaints = append(d.Complaints, ComplaintDay{Day: day})
		}
		ms, _ := msOfDay(day)
		day = dayOfMs(ms + 36*3600*1000)
	}
	return d, nil
}

func addDay(m map[string]*DayCount, day string, amount int64) {
	c := m[day]
	if c == nil {
		c = &DayCount{Day: day}
		m[day] = c
	}
	c.Count++
	c.Amount += amount
}

func dayOr(m map[string]*DayCount, day string) DayCount {
	if c := m[day]; c != nil {
		return *c
	}
	return DayCount{Day: day}
}

func (s *Store) eachRow(ctx context.Context, q string, args []any, fn func(Row) error) error {
	rows, err := s.DB.QueryContext(ctx, q, args...)
	if err != nil {
		return fmt.Errorf("store: unable to read dashboard: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		if err := fn(rows); err != nil {
			return fmt.Errorf("store: unable to read dashboard row: %w", err)
		}
	}
	return rows.Err()
}

// ---- Typed readers of the catalogue documents (borrower features read these per request) ----

// RecommendedProductIDs is the operator's recommended list, in display order; empty when the
// list was never saved or saved empty (features then recommend the whole catalogue).
func (s *Store) RecommendedProductIDs(ctx context.Context) ([]int64, error) {
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
func (s *Store) SupportContacts(ctx context.Context) (email, phone string, found bool, err error) {
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

// ContractTemplate is the operator's template for contract id; found is false when there is
// none (the built-in text is used).
func (s *Store) ContractTemplate(ctx context.Context, id int) (title, body string, found bool, err error) {
	raw, saved, err := s.CatalogSetting(ctx, admin.SettingContracts)
	if err != nil || !saved {
		return "", "", false, err
	}
	var v []struct {
		ID    int    `json:"id"`
		Title string `json:"title"`
		Body  string `json:"body"`
	}
	if err := json.Unmarshal([]byte(raw), &v); err != nil {
		return "", "", false, fmt.Errorf("store: setting %q is not valid: %w", admin.SettingContracts, err)
	}
	for _, c := range v {
		if c.ID == id {
			return c.Title, c.Body, true, nil
		}
	}
	return "", "", false, nil
}
