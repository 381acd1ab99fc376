package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/pautang/pautang/internal/loans"
)

// ProductRow is a product as stored (the type lives with the loan records).
type ProductRow = loans.ProductRow

const productCols = `id, code, name, logo, description, min_amount, max_amount, amount_step, term_days, periods, interest_bp_month, service_fee_bp, rules, tags, enabled, sort, first_loan_promo`

func scanProduct(sc interface{ Scan(...any) error }) (ProductRow, error) {
	var p ProductRow
	var tags string
	var enabled int
	err := sc.Scan(&p.ID, &p.Code, &p.Name, &p.Logo, &p.Description, &p.MinAmount, &p.MaxAmount, &p.AmountStep,
		&p.TermDays, &p.Periods, &p.InterestBPMonth, &p.ServiceFeeBP, &p.Rules, &tags, &enabled, &p.Sort, &p.FirstLoanPromo)
	if err != nil {
		return p, err
	}
	p.Enabled = enabled == 1
	_ = json.Unmarshal([]byte(tags), &p.Tags)
	if p.Tags == nil {
		p.Tags = []string{}
	}
	return p, nil
}

// Products lists the catalogue in display order; onlyEnabled hides switched-off products.
func (s Catalog) Products(ctx context.Context, onlyEnabled bool) ([]ProductRow, error) {
	q := `SELECT ` + productCols + ` FROM products`
	if onlyEnabled {
		q += ` WHERE enabled = 1`
	}
	rows, err := s.DB.QueryContext(ctx, q+` ORDER BY sort, id`)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list products: %w", err)
	}
	defer rows.Close()
	out := []ProductRow{}
	for rows.Next() {
		p, err := scanProduct(rows)
		if err != nil {
			return nil, fmt.Errorf("store: unable to read product: %w", err)
		}
		out = append(out, p)
	}
	return out, rows.Err()
}

// Product reads one product.
func (s Catalog) Product(ctx context.Context, id int64) (ProductRow, error) {
	p, err := scanProduct(s.QueryRow(ctx, `SELECT `+productCols+` FROM products WHERE id = $1`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return p, ErrNotFound
	}
	if err != nil {
		return p, fmt.Errorf("store: unable to read product: %w", err)
	}
	return p, nil
}

// UpsertProduct inserts a product or updates the one with the same code; returns its id.
func (s Catalog) UpsertProduct(ctx context.Context, p ProductRow) (int64, error) {
	var id int64
	err := s.InTx(ctx, func(t *Tx) error {
		var err error
		id, err = t.UpsertProduct(ctx, p)
		return err
	})
	return id, err
}

// UpsertProduct is Store.UpsertProduct inside the unit of work t.
func (t *Tx) UpsertProduct(ctx context.Context, p ProductRow) (int64, error) {
	tags, _ := json.Marshal(p.Tags)
	if p.Tags == nil {
		tags = []byte("[]")
	}
	enabled := 0
	if p.Enabled {
		enabled = 1
	}
	now := t.s.Now()
	var id int64
	err := t.q.QueryRowContext(ctx, `INSERT INTO products (code, name, logo, description, min_amount, max_amount, amount_step, term_days, periods,
			interest_bp_month, service_fee_bp, rules, tags, enabled, sort, first_loan_promo, created_at, updated_at)
		VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$17,$16,$16)
		ON CONFLICT (code) DO UPDATE SET name = excluded.name, logo = excluded.logo, description = excluded.description,
			min_amount = excluded.min_amount, max_amount = excluded.max_amount, amount_step = excluded.amount_step,
			term_days = excluded.term_days, periods = excluded.periods, interest_bp_month = excluded.interest_bp_month,
			service_fee_bp = excluded.service_fee_bp, rules = excluded.rules, tags = excluded.tags, enabled = excluded.enabled,
			sort = excluded.sort, first_loan_promo = excluded.first_loan_promo, updated_at = excluded.updated_at
		RETURNING id`,
		p.Code, p.Name, p.Logo, p.Description, p.MinAmount, p.MaxAmount, p.AmountStep, p.TermDays, p.Periods,
		p.InterestBPMonth, p.ServiceFeeBP, p.Rules, string(tags), enabled, p.Sort, now, p.FirstLoanPromo).Scan(&id)
	if err != nil {
		return 0, fmt.Errorf("store: unable to save product: %w", err)
	}
	return id, nil
}

// OrderSummary is one row of a borrower's order list.
type OrderSummary struct {
	ID          int64
	OrderNo     string
	ProductID   int64
	ProductName string
	ProductLogo string
	Amount      int64
	Status      int
	DueDate     string
	CreatedAt   int64
}

// OrdersByUser lists a borrower's orders, newest first.
func (s Catalog) OrdersByUser(ctx context.Context, userID int64) ([]OrderSummary, error) {
	rows, err := s.Query(ctx, `SELECT o.id, o.order_no, o.product_id, p.name, p.logo, o.amount, o.status, o.due_date, o.created_at
		FROM orders o JOIN products p ON p.id = o.product_id WHERE o.user_id = $1 ORDER BY o.created_at DESC, o.id DESC`, userID)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list orders: %w", err)
	}
	defer rows.Close()
	out := []OrderSummary{}
	for rows.Next() {
		var o OrderSummary
		if err := rows.Scan(&o.ID, &o.OrderNo, &o.ProductID, &o.ProductName, &o.ProductLogo, &o.Amount, &o.Status, &o.DueDate, &o.CreatedAt); err != nil {
			return nil, fmt.Errorf("store: unable to read order: %w", err)
		}
		out = append(out, o)
	}
	return out, rows.Err()
}
