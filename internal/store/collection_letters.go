package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/collections"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/notify"
)

var _ collections.LetterRepo = Collections{}

// OverdueCases reads the queue rows of the loans past due (status 180).
func (s Collections) OverdueCases(ctx context.Context) ([]collections.CollectionRow, error) {
	rows, err := s.DB.QueryContext(ctx, collectionSelect+` WHERE o.status = $1 AND o.overdue_since > '' ORDER BY o.id`, int(loans.StatusOverdue))
	if err != nil {
		return nil, fmt.Errorf("store: unable to read the loans past due: %w", err)
	}
	return scanCollectionRows(rows)
}

// LetterKinds reads the letter kinds each order past due already has.
func (s Collections) LetterKinds(ctx context.Context) (map[int64]map[string]bool, error) {
	out := map[int64]map[string]bool{}
	err := queryEach(ctx, s.DB, `SELECT l.order_id, l.kind FROM collection_letters l JOIN orders o ON o.id = l.order_id WHERE o.status = $1`,
		[]any{int(loans.StatusOverdue)}, func(r Row) error {
			var id int64
			var kind string
			if err := r.Scan(&id, &kind); err != nil {
				return err
			}
			if out[id] == nil {
				out[id] = map[string]bool{}
			}
			out[id][kind] = true
			return nil
		})
	if err != nil {
		return nil, fmt.Errorf("store: unable to read the letters: %w", err)
	}
	return out, nil
}

// AddLetter stores a letter, its notice to the borrower (demand_letter or final_demand, the
// amount past due) and its audit row in one transaction unless the order has a letter of its
// kind (created false, nothing written).
func (s Collections) AddLetter(ctx context.Context, l collections.Letter, audit admin.Entry) (bool, error) {
	created := false
	err := s.Tx(ctx, func(tx Querier) error {
		var id int64
		err := tx.QueryRowContext(ctx, `INSERT INTO collection_letters (order_id, kind, day, days_past_due, past_due_cents, payoff_cents, pdf, pdf_sha256, created_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (order_id, kind) DO NOTHING RETURNING id`,
			l.OrderID, l.Kind, l.Day, l.DaysPastDue, l.PastDueCents, l.PayoffCents, l.PDF, l.SHA256, l.CreatedAt).Scan(&id)
		if errors.Is(err, sql.ErrNoRows) {
			return nil
		}
		if err != nil {
			return fmt.Errorf("store: unable to store the letter: %w", err)
		}
		created = true
		kind := notify.DemandLetterNotice
		if l.Kind == collections.LetterFinalDemand {
			kind = notify.FinalDemandNotice
		}
		if err := s.Store.Messages().queueNotice(ctx, tx, notify.Notice{OrderID: l.OrderID, Kind: kind, Ref: "letter:" + l.Kind,
			Fields: notify.Fields{OrderNo: l.OrderNo, AmountCents: l.PastDueCents, DaysPastDue: l.DaysPastDue}}); err != nil {
			return err
		}
		if a, ok := audit.After.(map[string]any); ok {
			a["letterId"] = id
		}
		audit.At = l.CreatedAt
		return insertAudit(ctx, tx, audit)
	})
	return created, err
}

const letterCols = `id, order_id, kind, day, days_past_due, past_due_cents, payoff_cents, pdf_sha256, LENGTH(pdf), created_at`

func scanLetter(r Row, extra ...any) (collections.Letter, error) {
	var l collections.Letter
	err := r.Scan(append([]any{&l.ID, &l.OrderID, &l.Kind, &l.Day, &l.DaysPastDue, &l.PastDueCents, &l.PayoffCents, &l.SHA256, &l.Bytes, &l.CreatedAt}, extra...)...)
	return l, err
}

// Letters lists an order's letters without their bytes, oldest first.
func (s Collections) Letters(ctx context.Context, orderID int64) ([]collections.Letter, error) {
	out := []collections.Letter{}
	err := queryEach(ctx, s.DB, `SELECT `+letterCols+` FROM collection_letters WHERE order_id = $1 ORDER BY id`, []any{orderID}, func(r Row) error {
		l, err := scanLetter(r)
		out = append(out, l)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("store: unable to read the letters: %w", err)
	}
	return out, nil
}

// Letter reads one of an order's letters with its bytes; ErrNotFound when it has none such.
func (s Collections) Letter(ctx context.Context, orderID, id int64) (collections.Letter, error) {
	var pdf []byte
	l, err := scanLetter(s.DB.QueryRowContext(ctx, `SELECT `+letterCols+`, pdf FROM collection_letters WHERE order_id = $1 AND id = $2`, orderID, id), &pdf)
	if errors.Is(err, sql.ErrNoRows) {
		return collections.Letter{}, ErrNotFound
	}
	if err != nil {
		return collections.Letter{}, fmt.Errorf("store: unable to read the letter: %w", err)
	}
	l.PDF = pdf
	return l, nil
}

// AuditLetterRead writes the audit row of an operator's read of a letter.
func (s Collections) AuditLetterRead(ctx context.Context, audit admin.Entry) error {
	return s.Store.AddAudit(ctx, audit)
}
