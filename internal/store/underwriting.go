package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/loans"
)

// UnderwritingVersion is one saved version of the underwriting rules (the loans package's type).
type UnderwritingVersion = loans.UnderwritingVersion

const underwritingCols = `id, rules, maker_id, checker_id, request_id, created_at`

func scanUnderwriting(sc Row) (UnderwritingVersion, error) {
	var v UnderwritingVersion
	var js string
	if err := sc.Scan(&v.ID, &js, &v.MakerID, &v.CheckerID, &v.RequestID, &v.CreatedAt); err != nil {
		return v, err
	}
	if err := json.Unmarshal([]byte(js), &v.Rules); err != nil {
		return v, fmt.Errorf("store: underwriting rules %d: %w", v.ID, err)
	}
	return v, nil
}

// Underwriting is the version of the rules in force: the newest saved, else the defaults
// (version 0).
func (s Catalog) Underwriting(ctx context.Context) (UnderwritingVersion, error) {
	v, err := scanUnderwriting(s.QueryRow(ctx, `SELECT `+underwritingCols+` FROM underwriting_rules ORDER BY id DESC LIMIT 1`))
	if errors.Is(err, sql.ErrNoRows) {
		return UnderwritingVersion{Rules: loans.DefaultUnderwriting()}, nil
	}
	if err != nil {
		return v, fmt.Errorf("store: unable to read underwriting rules: %w", err)
	}
	return v, nil
}

// UnderwritingHistory lists the saved versions, newest first.
func (s Catalog) UnderwritingHistory(ctx context.Context, limit int) ([]UnderwritingVersion, error) {
	out := []UnderwritingVersion{}
	err := queryEach(ctx, s.DB, `SELECT `+underwritingCols+` FROM underwriting_rules ORDER BY id DESC LIMIT $1`, []any{limit}, func(r Row) error {
		v, err := scanUnderwriting(r)
		out = append(out, v)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("store: unable to list underwriting rules: %w", err)
	}
	return out, nil
}

// SaveUnderwriting puts a new version of the rules in force, with its audit row, in one
// transaction; it refuses (ErrConflict) when the version in force is no longer basedOn, so two
// approved changes never overwrite each other unseen.
func (s Catalog) SaveUnderwriting(ctx context.Context, v UnderwritingVersion, basedOn int64, audit admin.Entry) (UnderwritingVersion, error) {
	var out UnderwritingVersion
	err := s.InTx(ctx, func(t *Tx) error {
		var err error
		out, err = t.SaveUnderwriting(ctx, v, basedOn, audit)
		return err
	})
	return out, err
}

// SaveUnderwriting is Store.SaveUnderwriting inside the unit of work t.
func (t *Tx) SaveUnderwriting(ctx context.Context, v UnderwritingVersion, basedOn int64, audit admin.Entry) (UnderwritingVersion, error) {
	s := t.s
	js, err := json.Marshal(v.Rules)
	if err != nil {
		return v, err
	}
	err = func(tx Querier) error {
		if err := s.lockKey(ctx, tx, "underwriting"); err != nil {
			return err
		}
		var current int64
		if err := tx.QueryRowContext(ctx, `SELECT COALESCE(MAX(id), 0) FROM underwriting_rules`).Scan(&current); err != nil {
			return fmt.Errorf("store: unable to read underwriting rules: %w", err)
		}
		if current != basedOn {
			return ErrConflict
		}
		v.CreatedAt = s.Now()
		if err := tx.QueryRowContext(ctx, `INSERT INTO underwriting_rules (rules, maker_id, checker_id, request_id, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
			string(js), v.MakerID, v.CheckerID, v.RequestID, v.CreatedAt).Scan(&v.ID); err != nil {
			return fmt.Errorf("store: unable to save underwriting rules: %w", err)
		}
		audit.Entity, audit.EntityID, audit.At, audit.After = "underwriting", strconv.FormatInt(v.ID, 10), v.CreatedAt, v
		return t.AddAudit(ctx, audit)
	}(t.q)
	return v, err
}

// DecisionRules reads the rules' verdicts an order's automatic decision recorded and the
// version of the rules it used (nil, 0 before any).
func (s Catalog) DecisionRules(ctx context.Context, orderID int64) ([]loans.RuleResult, int64, error) {
	var js string
	var version int64
	err := s.QueryRow(ctx, `SELECT decision_rules, rules_version FROM orders WHERE id = $1`, orderID).Scan(&js, &version)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, 0, ErrNotFound
	}
	if err != nil {
		return nil, 0, fmt.Errorf("store: unable to read decision rules: %w", err)
	}
	var out []loans.RuleResult
	if js != "" {
		if err := json.Unmarshal([]byte(js), &out); err != nil {
			return nil, 0, fmt.Errorf("store: decision rules of order %d: %w", orderID, err)
		}
	}
	return out, version, nil
}

// verdictJSON is the decision_rules column of a decision ("" keeps the stored one).
func verdictJSON(results []loans.RuleResult) (string, error) {
	if results == nil {
		return "", nil
	}
	b, err := json.Marshal(results)
	return string(b), err
}

// RecentApplications lists the newest orders' ids (every status), newest first: what a
// preview of new underwriting rules decides again.
func (s Catalog) RecentApplications(ctx context.Context, limit int) ([]int64, error) {
	out := []int64{}
	err := queryEach(ctx, s.DB, `SELECT id FROM orders ORDER BY id DESC LIMIT $1`, []any{limit}, func(r Row) error {
		var id int64
		err := r.Scan(&id)
		out = append(out, id)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("store: unable to list recent applications: %w", err)
	}
	return out, nil
}
