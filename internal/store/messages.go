package store

import (
	"context"
	"fmt"

	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/notify"
)

var _ notify.Repo = (*Store)(nil)

// MessageRecipients implements notify.Repo: the disbursed, unsettled loans with their
// installments and their borrowers' phones, read from the orders' kept standing.
func (s *Store) MessageRecipients(ctx context.Context) ([]notify.Recipient, error) {
	rows, err := s.DB.QueryContext(ctx, `SELECT o.id, o.order_no, o.user_id, o.status, o.overdue_since, o.payoff_cents, u.phone, i.seq, i.due_date, i.principal, i.interest
		FROM orders o JOIN users u ON u.id = o.user_id JOIN installments i ON i.order_id = o.id
		WHERE o.status IN ($1, $2, $3) AND u.deleted_at IS NULL ORDER BY o.id, i.seq`,
		int(loans.StatusRepaying), int(loans.StatusDue), int(loans.StatusOverdue))
	if err != nil {
		return nil, fmt.Errorf("store: unable to list message recipients: %w", err)
	}
	defer rows.Close()
	out := []notify.Recipient{}
	for rows.Next() {
		var r notify.Recipient
		var status int
		var in loans.Installment
		var due string
		if err := rows.Scan(&r.OrderID, &r.OrderNo, &r.UserID, &status, &r.Standing.OverdueSince, &r.Standing.PayoffCents, &r.Phone, &in.Seq, &due, &in.PrincipalCents, &in.InterestCents); err != nil {
			return nil, fmt.Errorf("store: unable to read message recipient: %w", err)
		}
		if in.DueDay, err = loans.ParseDate(due); err != nil {
			return nil, fmt.Errorf("store: order %d: installment %d: %w", r.OrderID, in.Seq, err)
		}
		if n := len(out); n > 0 && out[n-1].OrderID == r.OrderID {
			out[n-1].Installments = append(out[n-1].Installments, in)
			continue
		}
		r.Status, r.Lang, r.Installments = loans.Status(status), notify.English, []loans.Installment{in}
		out = append(out, r)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: unable to list message recipients: %w", err)
	}
	return out, nil
}

// PlanMessage implements notify.Repo.
func (s *Store) PlanMessage(ctx context.Context, m notify.Message) (bool, error) {
	res, err := s.DB.ExecContext(ctx, `INSERT INTO borrower_messages (order_id, user_id, kind, due_day, phone, body, status, attempts, send_at, expires_at, created_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, 0, $8, $9, $10) ON CONFLICT (order_id, kind, due_day) DO NOTHING`,
		m.OrderID, m.UserID, string(m.Kind), m.Day, m.Phone, m.Body, m.Status, m.SendAt, m.ExpiresAt, m.CreatedAt)
	if err != nil {
		return false, fmt.Errorf("store: unable to plan message: %w", err)
	}
	n, _ := res.RowsAffected()
	return n == 1, nil
}

const messageCols = `id, order_id, user_id, kind, due_day, phone, body, status, attempts, send_at, expires_at, sent_at, last_error, created_at`

func scanMessage(sc interface{ Scan(...any) error }) (notify.Message, error) {
	var m notify.Message
	var kind string
	err := sc.Scan(&m.ID, &m.OrderID, &m.UserID, &kind, &m.Day, &m.Phone, &m.Body, &m.Status, &m.Attempts, &m.SendAt, &m.ExpiresAt, &m.SentAt, &m.LastError, &m.CreatedAt)
	m.Kind = notify.Kind(kind)
	return m, err
}

// ClaimMessages implements notify.Repo. A claim is a conditional update of send_at, so two
// runners (instances) never both claim a message.
func (s *Store) ClaimMessages(ctx context.Context, now, lease int64, limit int) ([]notify.Message, error) {
	if _, err := s.DB.ExecContext(ctx, `UPDATE borrower_messages SET status = $1 WHERE status = $2 AND expires_at <= $3`, notify.StatusExpired, notify.StatusQueued, now); err != nil {
		return nil, fmt.Errorf("store: unable to expire messages: %w", err)
	}
	rows, err := s.DB.QueryContext(ctx, `SELECT `+messageCols+` FROM borrower_messages WHERE status = $1 AND send_at <= $2 ORDER BY send_at, id LIMIT $3`, notify.StatusQueued, now, limit)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list due messages: %w", err)
	}
	var cands []notify.Message
	for rows.Next() {
		m, err := scanMessage(rows)
		if err != nil {
			rows.Close()
			return nil, fmt.Errorf("store: unable to read message: %w", err)
		}
		cands = append(cands, m)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: unable to list due messages: %w", err)
	}
	out := []notify.Message{}
	for _, m := range cands {
		res, err := s.DB.ExecContext(ctx, `UPDATE borrower_messages SET send_at = $1 WHERE id = $2 AND send_at = $3 AND status = $4`, now+lease, m.ID, m.SendAt, notify.StatusQueued)
		if err != nil {
			return nil, fmt.Errorf("store: unable to claim message: %w", err)
		}
		if n, _ := res.RowsAffected(); n == 1 {
			m.SendAt = now + lease
			out = append(out, m)
		}
	}
	return out, nil
}

// MessageDone implements notify.Repo.
func (s *Store) MessageDone(ctx context.Context, m notify.Message) error {
	_, err := s.DB.ExecContext(ctx, `UPDATE borrower_messages SET status = $1, attempts = $2, send_at = $3, sent_at = $4, last_error = $5 WHERE id = $6`,
		m.Status, m.Attempts, m.SendAt, m.SentAt, m.LastError, m.ID)
	if err != nil {
		return fmt.Errorf("store: unable to record message outcome: %w", err)
	}
	return nil
}

// BorrowerMessages is a borrower's message history, newest first.
func (s *Store) BorrowerMessages(ctx context.Context, userID int64, limit int) ([]notify.Message, error) {
	rows, err := s.DB.QueryContext(ctx, `SELECT `+messageCols+` FROM borrower_messages WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`, userID, limit)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list messages: %w", err)
	}
	defer rows.Close()
	out := []notify.Message{}
	for rows.Next() {
		m, err := scanMessage(rows)
		if err != nil {
			return nil, fmt.Errorf("store: unable to read message: %w", err)
		}
		out = append(out, m)
	}
	return out, rows.Err()
}

// LoanEvents implements notify.Repo: the payments booked since (one per reference, with what
// the order owes now) and the loans settled since, with their borrowers' phones.
func (s *Store) LoanEvents(ctx context.Context, since int64) ([]notify.Event, error) {
	out := []notify.Event{}
	err := queryEach(ctx, s.DB, `SELECT o.id, o.order_no, o.user_id, u.phone, le.ref, -SUM(le.amount), MAX(le.created_at), o.payoff_cents
		FROM ledger_entries le JOIN orders o ON o.id = le.order_id JOIN users u ON u.id = o.user_id
		WHERE le.kind = $1 AND le.created_at >= $2 AND u.deleted_at IS NULL
		GROUP BY o.id, o.order_no, o.user_id, u.phone, le.ref, o.payoff_cents ORDER BY MAX(le.created_at)`,
		[]any{string(loans.KindPayment), since}, func(r Row) error {
			e := notify.Event{Kind: notify.PaymentReceived, Lang: notify.English}
			err := r.Scan(&e.OrderID, &e.OrderNo, &e.UserID, &e.Phone, &e.Ref, &e.AmountCents, &e.AtMs, &e.LeftCents)
			out = append(out, e)
			return err
		})
	if err != nil {
		return nil, fmt.Errorf("store: unable to read payments to tell: %w", err)
	}
	err = queryEach(ctx, s.DB, `SELECT o.id, o.order_no, o.user_id, u.phone, o.settled_at FROM orders o JOIN users u ON u.id = o.user_id
		WHERE o.status = $1 AND o.settled_at >= $2 AND u.deleted_at IS NULL ORDER BY o.settled_at`,
		[]any{int(loans.StatusSettled), since}, func(r Row) error {
			e := notify.Event{Kind: notify.LoanSettled, Lang: notify.English}
			err := r.Scan(&e.OrderID, &e.OrderNo, &e.UserID, &e.Phone, &e.AtMs)
			e.Ref = "settled"
			out = append(out, e)
			return err
		})
	if err != nil {
		return nil, fmt.Errorf("store: unable to read settlements to tell: %w", err)
	}
	return out, nil
}
