package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/pautang/pautang/internal/loans"
)

// Restructure offer statuses and the offer (the loans package's: docs/finance.md "Restructure").
const (
	RestructureOffered    = loans.RestructureOffered
	RestructureAccepted   = loans.RestructureAccepted
	RestructureSuperseded = loans.RestructureSuperseded
)

// RestructureOffer is a restructure offered to the borrower (the loans package's type).
type RestructureOffer = loans.RestructureOffer

const restructureCols = `id, order_id, request_id, status, plan, basis, maker_id, checker_id, created_at, expires_at, accepted_at`

func scanRestructure(sc interface{ Scan(...any) error }) (RestructureOffer, error) {
	var o RestructureOffer
	var plan string
	if err := sc.Scan(&o.ID, &o.OrderID, &o.RequestID, &o.Status, &plan, &o.Basis, &o.MakerID, &o.CheckerID, &o.CreatedAt, &o.ExpiresAt, &o.AcceptedAt); err != nil {
		return o, err
	}
	if err := json.Unmarshal([]byte(plan), &o.Plan); err != nil {
		return o, fmt.Errorf("store: restructure %d plan: %w", o.ID, err)
	}
	return o, nil
}

// CreateRestructureOffer stores an offer; an open offer of the same order is superseded in the
// same transaction (an order has at most one offer waiting).
func (s Loans) CreateRestructureOffer(ctx context.Context, o RestructureOffer) (int64, error) {
	var out int64
	err := s.InTx(ctx, func(t *Tx) error {
		var err error
		out, err = t.CreateRestructureOffer(ctx, o)
		return err
	})
	return out, err
}

// CreateRestructureOffer is Store.CreateRestructureOffer inside the unit of work t.
func (t *Tx) CreateRestructureOffer(ctx context.Context, o RestructureOffer) (int64, error) {
	plan, err := json.Marshal(o.Plan)
	if err != nil {
		return 0, err
	}
	var id int64
	err = func(tx Querier) error {
		if _, err := tx.ExecContext(ctx, `UPDATE restructures SET status = $1 WHERE order_id = $2 AND status = $3`,
			RestructureSuperseded, o.OrderID, RestructureOffered); err != nil {
			return fmt.Errorf("store: unable to supersede restructure offers: %w", err)
		}
		return tx.QueryRowContext(ctx, `INSERT INTO restructures (order_id, request_id, status, plan, basis, start_day, maker_id, checker_id, created_at, expires_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
			o.OrderID, o.RequestID, RestructureOffered, string(plan), o.Basis, o.Plan.Start.String(), o.MakerID, o.CheckerID, o.CreatedAt, o.ExpiresAt).Scan(&id)
	}(t.q)
	if err != nil {
		return 0, fmt.Errorf("store: unable to store the restructure offer: %w", err)
	}
	return id, nil
}

// OrderRestructures lists an order's restructure offers, newest first.
func (s Loans) OrderRestructures(ctx context.Context, orderID int64) ([]RestructureOffer, error) {
	out := []RestructureOffer{}
	err := queryEach(ctx, s.DB, `SELECT `+restructureCols+` FROM restructures WHERE order_id = $1 ORDER BY id DESC`, []any{orderID}, func(r Row) error {
		o, err := scanRestructure(r)
		out = append(out, o)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("store: unable to read restructure offers: %w", err)
	}
	return out, nil
}

// RestructureByID reads one offer (ErrNotFound when there is none).
func (s Loans) RestructureByID(ctx context.Context, id int64) (RestructureOffer, error) {
	o, err := scanRestructure(s.QueryRow(ctx, `SELECT `+restructureCols+` FROM restructures WHERE id = $1`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return o, ErrNotFound
	}
	return o, err
}

// AcceptRestructure marks an open offer accepted at now, in the acceptance's transaction: one
// conditional update, so an offer is accepted once. false: it was not open (accepted, replaced
// or expired meanwhile).
func (t *Tx) AcceptRestructure(ctx context.Context, id, orderID, now int64) (bool, error) {
	res, err := t.q.ExecContext(ctx, `UPDATE restructures SET status = $1, accepted_at = $2 WHERE id = $3 AND order_id = $4 AND status = $5 AND expires_at > $2`,
		RestructureAccepted, now, id, orderID, RestructureOffered)
	if err != nil {
		return false, fmt.Errorf("store: unable to accept the restructure: %w", err)
	}
	n, _ := res.RowsAffected()
	return n == 1, nil
}
