package store

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"github.com/pautang/pautang/internal/backoffice"

	"github.com/pautang/pautang/internal/loans"
)

// The back office's read-only queues and loan view.

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
func (s Lists) AdminOrders(ctx context.Context, f AdminOrderFilter) ([]backoffice.AdminOrderRow, error) {
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
		COALESCE((SELECT x.failure_reason FROM payouts x WHERE x.order_id = o.id ORDER BY x.attempt DESC LIMIT 1), ''), o.overdue_since
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
	out := []backoffice.AdminOrderRow{}
	today := loans.DateOf(s.Clock.Now())
	for rows.Next() {
		var o backoffice.AdminOrderRow
		var rep int
		var since string
		if err := rows.Scan(&o.ID, &o.OrderNo, &o.UserID, &o.Phone, &o.Name, &o.ProductName, &o.Amount, &o.TermDays, &o.Periods, &o.Status, &rep,
			&o.PayoutStatus, &o.DueDate, &o.CreatedAt, &o.PayoutAttempts, &o.PayoutFailure, &since); err != nil {
			return nil, fmt.Errorf("store: unable to read order: %w", err)
		}
		o.IsRepeat = rep == 1
		if d, err := loans.ParseDate(since); err == nil && since != "" && loans.Status(o.Status).Open() {
			o.DaysPastDue = max(today.Sub(d), 0)
		}
		out = append(out, o)
	}
	return out, rows.Err()
}

// OrderPayouts lists an order's payout attempts, oldest first.
func (s Lists) OrderPayouts(ctx context.Context, orderID int64) ([]Payout, error) {
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
