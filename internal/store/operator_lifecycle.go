package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strconv"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/mail"
)

// The operator lifecycle under four eyes (internal/controls, the operator kinds): the changes
// an approval makes, each in the approval's unit of work with its audit row; the record of
// who changed whom (operator_changes), the security events, and the e-mail outbox.

// OperatorForUpdate reads operator id in t, locked on PostgreSQL until t ends.
func (t *Tx) OperatorForUpdate(ctx context.Context, id int64) (admin.Operator, bool, error) {
	return t.s.Operators().operatorWhere(ctx, t.q, `id = $1`+t.s.ForUpdate(), id)
}

// InviteOperator inserts an operator without a password (o carries the set-up link's hash and
// expiry) with its audit row; admin.ErrEmailTaken when the e-mail is taken.
func (t *Tx) InviteOperator(ctx context.Context, o admin.Operator, audit admin.Entry) (admin.Operator, error) {
	err := t.q.QueryRowContext(ctx, `INSERT INTO operators (email, name, role, password_hash, created_at, updated_at, setup_token_hash, setup_expires_at) VALUES ($1, $2, $3, '', $4, $4, $5, $6) RETURNING id`,
		o.Email, o.Name, string(o.Role), o.CreatedAt, o.SetupTokenHash, o.SetupExpiresAt).Scan(&o.ID)
	if isUniqueViolation(err) {
		return o, admin.ErrEmailTaken
	}
	if err != nil {
		return o, fmt.Errorf("store: unable to create operator: %w", err)
	}
	o.SetupPending = true
	audit.Entity, audit.EntityID = "operator", strconv.FormatInt(o.ID, 10)
	return o, t.AddAudit(ctx, audit)
}

// operatorUpdate runs one update of operator id with its audit row (entity operator).
func (t *Tx) operatorUpdate(ctx context.Context, id int64, what, q string, audit admin.Entry, args ...any) error {
	res, err := t.q.ExecContext(ctx, q, args...)
	if err != nil {
		return fmt.Errorf("store: unable to %s: %w", what, err)
	}
	if n, err := res.RowsAffected(); err != nil || n != 1 {
		if err == nil {
			err = ErrNotFound
		}
		return err
	}
	audit.Entity, audit.EntityID = "operator", strconv.FormatInt(id, 10)
	return t.AddAudit(ctx, audit)
}

// endOperatorSessions ends every live session of operator id at at.
func (t *Tx) endOperatorSessions(ctx context.Context, id, at int64) error {
	if _, err := t.q.ExecContext(ctx, `UPDATE operator_sessions SET revoked_at = $1 WHERE operator_id = $2 AND revoked_at IS NULL`, at, id); err != nil {
		return fmt.Errorf("store: unable to end operator sessions: %w", err)
	}
	return nil
}

// SetOperatorRole gives operator id a role (and unlocks it), with its audit row; the
// operator's sessions end so the next login carries the new permissions.
func (t *Tx) SetOperatorRole(ctx context.Context, id int64, role admin.Role, at int64, audit admin.Entry) error {
	if err := t.operatorUpdate(ctx, id, "change the role", `UPDATE operators SET role = $1, failures = 0, locked_until = 0, updated_at = $2 WHERE id = $3`, audit, string(role), at, id); err != nil {
		return err
	}
	return t.endOperatorSessions(ctx, id, at)
}

// SetOperatorPassword sets operator id's password hash, unlocks it, ends an unused set-up link
// and every session, with its audit row.
func (t *Tx) SetOperatorPassword(ctx context.Context, id int64, hash string, at int64, audit admin.Entry) error {
	if err := t.operatorUpdate(ctx, id, "set the password", `UPDATE operators SET password_hash = $1, setup_token_hash = '', setup_expires_at = 0, failures = 0, locked_until = 0, updated_at = $2 WHERE id = $3`,
		audit, hash, at, id); err != nil {
		return err
	}
	return t.endOperatorSessions(ctx, id, at)
}

// ClearOperatorTOTP removes operator id's key, pending key and recovery codes and ends their
// sessions, with the audit row.
func (t *Tx) ClearOperatorTOTP(ctx context.Context, id, at int64, audit admin.Entry) error {
	if err := t.operatorUpdate(ctx, id, "reset two-step login", `UPDATE operators SET totp_secret = '', totp_pending = '', totp_last_step = 0, updated_at = $1 WHERE id = $2`, audit, at, id); err != nil {
		return err
	}
	if _, err := t.q.ExecContext(ctx, `DELETE FROM operator_recovery_codes WHERE operator_id = $1`, id); err != nil {
		return fmt.Errorf("store: unable to remove recovery codes: %w", err)
	}
	return t.endOperatorSessions(ctx, id, at)
}

// ReactivateOperator switches a switched-off operator on (and unlocks it), with its audit
// row; ErrNotFound when it is not switched off.
func (t *Tx) ReactivateOperator(ctx context.Context, id, at int64, audit admin.Entry) error {
	return t.operatorUpdate(ctx, id, "switch the operator on", `UPDATE operators SET disabled = 0, failures = 0, locked_until = 0, updated_at = $1 WHERE id = $2 AND disabled = 1`, audit, at, id)
}

// SetOperatorSetupToken gives an operator who never set a password a new set-up link, with
// its audit row; false when the operator has a password.
func (t *Tx) SetOperatorSetupToken(ctx context.Context, id int64, tokenHash string, expiresAt, at int64, audit admin.Entry) (bool, error) {
	err := t.operatorUpdate(ctx, id, "store a set-up link", `UPDATE operators SET setup_token_hash = $1, setup_expires_at = $2, updated_at = $3 WHERE id = $4 AND password_hash = ''`,
		audit, tokenHash, expiresAt, at, id)
	if err == ErrNotFound {
		return false, nil
	}
	return err == nil, err
}

// AddOperatorChange records an approved lifecycle change of an operator.
func (t *Tx) AddOperatorChange(ctx context.Context, c admin.OperatorChange) error {
	if _, err := t.q.ExecContext(ctx, `INSERT INTO operator_changes (operator_id, change, maker_id, checker_id, request_id, at) VALUES ($1, $2, $3, $4, $5, $6)`,
		c.OperatorID, c.Change, c.MakerID, c.CheckerID, c.RequestID, c.At); err != nil {
		return fmt.Errorf("store: unable to record an operator change: %w", err)
	}
	return nil
}

// QueueEmail records an e-mail about to be sent (status pending) and answers its id.
func (t *Tx) QueueEmail(ctx context.Context, e mail.Email) (int64, error) {
	var id int64
	err := t.q.QueryRowContext(ctx, `INSERT INTO email_outbox (to_addr, subject, body, purpose, token_hash, provider, status, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
		e.To, e.Subject, e.Body, e.Purpose, e.TokenHash, e.Provider, mail.StatusPending, e.CreatedAt).Scan(&id)
	if err != nil {
		return 0, fmt.Errorf("store: unable to record an e-mail: %w", err)
	}
	return id, nil
}

// RelatedChange finds the newest change since since (ms) of operator id made or checked by
// other; found is false when there is none.
func (s Operators) RelatedChange(ctx context.Context, id, other, since int64) (admin.OperatorChange, bool, error) {
	var c admin.OperatorChange
	err := s.QueryRow(ctx, `SELECT id, operator_id, change, maker_id, checker_id, request_id, at FROM operator_changes
		WHERE operator_id = $1 AND (maker_id = $2 OR checker_id = $2) AND at >= $3 ORDER BY at DESC, id DESC LIMIT 1`, id, other, since).
		Scan(&c.ID, &c.OperatorID, &c.Change, &c.MakerID, &c.CheckerID, &c.RequestID, &c.At)
	if errors.Is(err, sql.ErrNoRows) {
		return c, false, nil
	}
	if err != nil {
		return c, false, fmt.Errorf("store: unable to read operator changes: %w", err)
	}
	return c, true, nil
}

// RecordSecurityEvent stores a security event and its audit row in one transaction.
func (s Operators) RecordSecurityEvent(ctx context.Context, ev admin.SecurityEvent, audit admin.Entry) (int64, error) {
	var id int64
	err := s.InTx(ctx, func(tx *Tx) error {
		if err := tx.q.QueryRowContext(ctx, `INSERT INTO security_events (kind, operator_id, related_id, request_id, detail, ip, at) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
			ev.Kind, ev.OperatorID, ev.RelatedID, ev.RequestID, ev.Detail, ev.IP, ev.At).Scan(&id); err != nil {
			return fmt.Errorf("store: unable to record a security event: %w", err)
		}
		audit.Entity, audit.EntityID = "security_event", strconv.FormatInt(id, 10)
		return tx.AddAudit(ctx, audit)
	})
	return id, err
}

// SecurityEvents lists the newest limit security events with the operators' e-mails.
func (s Operators) SecurityEvents(ctx context.Context, limit int) ([]admin.SecurityEvent, error) {
	if limit <= 0 || limit > 500 {
		limit = 200
	}
	out := []admin.SecurityEvent{}
	err := queryEach(ctx, s.DB, `SELECT e.id, e.kind, e.operator_id, COALESCE(o.email, ''), e.related_id, COALESCE(r.email, ''), e.request_id, e.detail, e.ip, e.at
		FROM security_events e LEFT JOIN operators o ON o.id = e.operator_id LEFT JOIN operators r ON r.id = e.related_id ORDER BY e.id DESC LIMIT $1`,
		[]any{limit}, func(row Row) error {
			var ev admin.SecurityEvent
			err := row.Scan(&ev.ID, &ev.Kind, &ev.OperatorID, &ev.Operator, &ev.RelatedID, &ev.Related, &ev.RequestID, &ev.Detail, &ev.IP, &ev.At)
			out = append(out, ev)
			return err
		})
	if err != nil {
		return nil, fmt.Errorf("store: unable to list security events: %w", err)
	}
	return out, nil
}

// MarkEmail records how the provider took outbox row id.
func (s Messages) MarkEmail(ctx context.Context, id int64, status, provider, errText string, at int64) error {
	if _, err := s.Exec(ctx, `UPDATE email_outbox SET status = $1, provider = $2, error = $3, sent_at = $4 WHERE id = $5`, status, provider, errText, at, id); err != nil {
		return fmt.Errorf("store: unable to record an e-mail's status: %w", err)
	}
	return nil
}

// DeliverDev keeps a message the dev outbox provider delivered (mail.DevBox).
func (s Messages) DeliverDev(ctx context.Context, outboxID int64, m mail.Message, at int64) error {
	if _, err := s.Exec(ctx, `INSERT INTO dev_mailbox (outbox_id, to_addr, subject, body, created_at) VALUES ($1, $2, $3, $4, $5)`, outboxID, m.To, m.Subject, m.Text, at); err != nil {
		return fmt.Errorf("store: unable to keep a dev e-mail: %w", err)
	}
	return nil
}

// DevMailbox lists the newest limit messages the dev outbox delivered.
func (s Messages) DevMailbox(ctx context.Context, limit int) ([]mail.Delivered, error) {
	if limit <= 0 || limit > 200 {
		limit = 50
	}
	out := []mail.Delivered{}
	err := queryEach(ctx, s.DB, `SELECT id, outbox_id, to_addr, subject, body, created_at FROM dev_mailbox ORDER BY id DESC LIMIT $1`, []any{limit}, func(row Row) error {
		var d mail.Delivered
		err := row.Scan(&d.ID, &d.OutboxID, &d.To, &d.Subject, &d.Body, &d.CreatedAt)
		out = append(out, d)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("store: unable to list dev e-mails: %w", err)
	}
	return out, nil
}

// Emails lists the newest limit outbox rows.
func (s Messages) Emails(ctx context.Context, limit int) ([]mail.Email, error) {
	if limit <= 0 || limit > 500 {
		limit = 200
	}
	out := []mail.Email{}
	err := queryEach(ctx, s.DB, `SELECT id, to_addr, subject, body, purpose, token_hash, provider, status, error, created_at, sent_at FROM email_outbox ORDER BY id DESC LIMIT $1`, []any{limit}, func(row Row) error {
		var e mail.Email
		err := row.Scan(&e.ID, &e.To, &e.Subject, &e.Body, &e.Purpose, &e.TokenHash, &e.Provider, &e.Status, &e.Error, &e.CreatedAt, &e.SentAt)
		out = append(out, e)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("store: unable to list e-mails: %w", err)
	}
	return out, nil
}
