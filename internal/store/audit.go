package store

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/pautang/pautang/internal/admin"
)

// The back office's audit log: every operator write leaves one row, in the write's transaction.

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

// AddAudit appends one audit row in the unit of work t (at defaults to the store clock): the
// change it records and the row commit together.
func (t *Tx) AddAudit(ctx context.Context, e admin.Entry) error {
	if err := t.s.fault("audit:" + e.Action); err != nil {
		return err
	}
	if e.At == 0 {
		e.At = t.s.Now()
	}
	return insertAudit(ctx, t.q, e)
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
