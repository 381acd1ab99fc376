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

// ChargesPolicyVersion is one saved version of the charges policy (the loans package's type).
type ChargesPolicyVersion = loans.ChargesPolicyVersion

const chargesPolicyCols = `id, policy, maker_id, checker_id, request_id, created_at`

func scanChargesPolicy(sc Row) (ChargesPolicyVersion, error) {
	var v ChargesPolicyVersion
	var js string
	if err := sc.Scan(&v.ID, &js, &v.MakerID, &v.CheckerID, &v.RequestID, &v.CreatedAt); err != nil {
		return v, err
	}
	if err := json.Unmarshal([]byte(js), &v.Policy); err != nil {
		return v, fmt.Errorf("store: charges policy %d: %w", v.ID, err)
	}
	return v, nil
}

// ChargesPolicy is the version of the charges policy in force: the newest saved, else
// fallback (the region's default, version 0).
func (s Catalog) ChargesPolicy(ctx context.Context, fallback loans.CapPolicy) (ChargesPolicyVersion, error) {
	v, err := scanChargesPolicy(s.QueryRow(ctx, `SELECT `+chargesPolicyCols+` FROM charges_policy ORDER BY id DESC LIMIT 1`))
	if errors.Is(err, sql.ErrNoRows) {
		return ChargesPolicyVersion{Policy: fallback}, nil
	}
	if err != nil {
		return v, fmt.Errorf("store: unable to read the charges policy: %w", err)
	}
	return v, nil
}

// ChargesPolicy is Catalog.ChargesPolicy read in the unit of work t: a booking inside a
// transaction reads the policy there, never through a second connection of the pool (with
// every connection held by bookings waiting on this one's lock, that second one never comes).
func (t *Tx) ChargesPolicy(ctx context.Context, fallback loans.CapPolicy) (ChargesPolicyVersion, error) {
	v, err := scanChargesPolicy(t.q.QueryRowContext(ctx, `SELECT `+chargesPolicyCols+` FROM charges_policy ORDER BY id DESC LIMIT 1`))
	if errors.Is(err, sql.ErrNoRows) {
		return ChargesPolicyVersion{Policy: fallback}, nil
	}
	if err != nil {
		return v, fmt.Errorf("store: unable to read the charges policy: %w", err)
	}
	return v, nil
}

// ChargesPolicyHistory lists the saved versions, newest first.
func (s Catalog) ChargesPolicyHistory(ctx context.Context, limit int) ([]ChargesPolicyVersion, error) {
	out := []ChargesPolicyVersion{}
	err := queryEach(ctx, s.DB, `SELECT `+chargesPolicyCols+` FROM charges_policy ORDER BY id DESC LIMIT $1`, []any{limit}, func(r Row) error {
		v, err := scanChargesPolicy(r)
		out = append(out, v)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("store: unable to list the charges policy: %w", err)
	}
	return out, nil
}

// SaveChargesPolicy puts a new version of the charges policy in force with its audit row in
// the unit of work t; it refuses (ErrConflict) when the version in force is no longer basedOn,
// so two approved changes never overwrite each other unseen.
func (t *Tx) SaveChargesPolicy(ctx context.Context, v ChargesPolicyVersion, basedOn int64, audit admin.Entry) (ChargesPolicyVersion, error) {
	s := t.s
	js, err := json.Marshal(v.Policy)
	if err != nil {
		return v, err
	}
	if err := s.lockKey(ctx, t.q, "charges_policy"); err != nil {
		return v, err
	}
	var current int64
	if err := t.q.QueryRowContext(ctx, `SELECT COALESCE(MAX(id), 0) FROM charges_policy`).Scan(&current); err != nil {
		return v, fmt.Errorf("store: unable to read the charges policy: %w", err)
	}
	if current != basedOn {
		return v, ErrConflict
	}
	v.CreatedAt = s.Now()
	if err := t.q.QueryRowContext(ctx, `INSERT INTO charges_policy (policy, maker_id, checker_id, request_id, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
		string(js), v.MakerID, v.CheckerID, v.RequestID, v.CreatedAt).Scan(&v.ID); err != nil {
		return v, fmt.Errorf("store: unable to save the charges policy: %w", err)
	}
	audit.Entity, audit.EntityID, audit.At, audit.After = "charges_policy", strconv.FormatInt(v.ID, 10), v.CreatedAt, v
	return v, t.AddAudit(ctx, audit)
}
