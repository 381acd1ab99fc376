package store

import (
	"context"
	"fmt"

	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/notify"
)

var _ notify.Repo = Messages{}

// MessageRecipients implements notify.Repo: the disbursed, unsettled loans with their
// installments and their borrowers' phones and languages, read from the orders' kept
// standing. The loans with an installment due on today, today+1 or today+3 (the reminder
// days) carry what their payments took off principal and interest, summed in the same query.
func (s Messages) MessageRecipients(ctx context.Context, today loans.Date) ([]notify.Recipient, error) {
	rows, err := s.DB.QueryContext(ctx, `SELECT o.id, o.order_no, o.user_id, o.status, o.overdue_since, o.payoff_cents, o.past_due_cents, u.phone, u.lang, i.seq, i.due_date, i.principal, i.interest, i.carried,
			COALESCE(p.principal_paid, 0), COALESCE(p.interest_paid, 0)
		FROM orders o JOIN users u ON u.id = o.user_id JOIN installments i ON i.order_id = o.id
		LEFT JOIN (SELECT le.order_id, SUM(CASE WHEN le.bucket = $4 THEN -le.amount ELSE 0 END) AS principal_paid,
				SUM(CASE WHEN le.bucket = $5 THEN -le.amount ELSE 0 END) AS interest_paid
			FROM ledger_entries le WHERE le.amount < 0 AND le.bucket IN ($4, $5) AND le.order_id IN (
				SELECT d.order_id FROM installments d JOIN orders od ON od.id = d.order_id WHERE d.due_date IN ($6, $7, $8) AND od.status IN ($1, $2, $3))
			GROUP BY le.order_id) p ON p.order_id = o.id
		WHERE o.status IN ($1, $2, $3) AND u.deleted_at IS NULL ORDER BY o.id, i.seq`,
		int(loans.StatusRepaying), int(loans.StatusDue), int(loans.StatusOverdue), string(loans.BucketPrincipal), string(loans.BucketInterest),
		today.String(), today.Add(1).String(), today.Add(3).String())
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
		if err := rows.Scan(&r.OrderID, &r.OrderNo, &r.UserID, &status, &r.Standing.OverdueSince, &r.Standing.PayoffCents, &r.Standing.PastDueCents, &r.Phone, &r.Lang,
			&in.Seq, &due, &in.PrincipalCents, &in.InterestCents, &in.CarriedCents, &r.PaidPrincipalCents, &r.PaidInterestCents); err != nil {
			return nil, fmt.Errorf("store: unable to read message recipient: %w", err)
		}
		if in.DueDay, err = loans.ParseDate(due); err != nil {
			return nil, fmt.Errorf("store: order %d: installment %d: %w", r.OrderID, in.Seq, err)
		}
		if n := len(out); n > 0 && out[n-1].OrderID == r.OrderID {
			out[n-1].Installments = append(out[n-1].Installments, in)
			continue
		}
		r.Status, r.Lang, r.Installments = loans.Status(status), langOrEnglish(r.Lang), []loans.Installment{in}
		out = append(out, r)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: unable to list message recipients: %w", err)
	}
	return out, nil
}

// langOrEnglish is a borrower's stored message language, English when they never sent one.
func langOrEnglish(lang string) string {
	if lang == "" {
		return notify.English
	}
	return lang
}

// PlanMessage implements notify.Repo.
func (s Messages) PlanMessage(ctx context.Context, m notify.Message) (bool, error) {
	res, err := s.DB.ExecContext(ctx, `INSERT INTO borrower_messages (order_id, user_id, kind, due_day, phone, body, status, attempts, send_at, expires_at, created_at, fields)
		VALUES ($1, $2, $3, $4, $5, $6, $7, 0, $8, $9, $10, $11) ON CONFLICT (order_id, kind, due_day) DO NOTHING`,
		m.OrderID, m.UserID, string(m.Kind), m.Day, m.Phone, m.Body, m.Status, m.SendAt, m.ExpiresAt, m.CreatedAt, m.Fields)
	if err != nil {
		return false, fmt.Errorf("store: unable to plan message: %w", err)
	}
	n, _ := res.RowsAffected()
	return n == 1, nil
}

const messageCols = `id, order_id, user_id, kind, due_day, phone, body, status, attempts, send_at, expires_at, sent_at, last_error, created_at, fields`

// claimCols are messageCols of borrower_messages m with its borrower u's language and
// marketing switch.
const claimCols = `m.id, m.order_id, m.user_id, m.kind, m.due_day, m.phone, m.body, m.status, m.attempts, m.send_at, m.expires_at, m.sent_at, m.last_error, m.created_at, m.fields, u.lang, u.marketing_off_at`

func scanMessage(sc interface{ Scan(...any) error }, extra ...any) (notify.Message, error) {
	var m notify.Message
	var kind string
	err := sc.Scan(append([]any{&m.ID, &m.OrderID, &m.UserID, &kind, &m.Day, &m.Phone, &m.Body, &m.Status, &m.Attempts, &m.SendAt, &m.ExpiresAt, &m.SentAt, &m.LastError, &m.CreatedAt, &m.Fields}, extra...)...)
	m.Kind = notify.Kind(kind)
	return m, err
}

// ClaimMessages implements notify.Repo. A claim is a conditional update of send_at, so two
// runners (instances) never both claim a message.
func (s Messages) ClaimMessages(ctx context.Context, now, lease int64, limit int) ([]notify.Message, error) {
	if _, err := s.DB.ExecContext(ctx, `UPDATE borrower_messages SET status = $1 WHERE status = $2 AND expires_at <= $3`, notify.StatusExpired, notify.StatusQueued, now); err != nil {
		return nil, fmt.Errorf("store: unable to expire messages: %w", err)
	}
	rows, err := s.DB.QueryContext(ctx, `SELECT `+claimCols+` FROM borrower_messages m JOIN users u ON u.id = m.user_id
		WHERE m.status = $1 AND m.send_at <= $2 ORDER BY m.send_at, m.id LIMIT $3`, notify.StatusQueued, now, limit)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list due messages: %w", err)
	}
	var cands []notify.Message
	for rows.Next() {
		var off int64
		var lang string
		m, err := scanMessage(rows, &lang, &off)
		m.Lang, m.MarketingOff = langOrEnglish(lang), off > 0
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
func (s Messages) MessageDone(ctx context.Context, m notify.Message) error {
	_, err := s.DB.ExecContext(ctx, `UPDATE borrower_messages SET status = $1, attempts = $2, send_at = $3, sent_at = $4, last_error = $5, body = $6 WHERE id = $7`,
		m.Status, m.Attempts, m.SendAt, m.SentAt, m.LastError, m.Body, m.ID)
	if err != nil {
		return fmt.Errorf("store: unable to record message outcome: %w", err)
	}
	return nil
}

// BorrowerMessages is a borrower's message history, newest first.
func (s Messages) BorrowerMessages(ctx context.Context, userID int64, limit int) ([]notify.Message, error) {
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

// queueNotice queues a step notice in the transaction of its step: its borrower's phone is
// read from the order, and a notice of the same order, kind and reference already queued
// (a retried step) is left as it is.
func (s Messages) queueNotice(ctx context.Context, tx Querier, n notify.Notice) error {
	m, err := n.Queue(s.Clock.Now())
	if err != nil {
		return fmt.Errorf("store: unable to queue notice: %w", err)
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO borrower_messages (order_id, user_id, kind, due_day, phone, body, fields, status, attempts, send_at, expires_at, created_at)
		SELECT o.id, o.user_id, $1, $2, u.phone, '', $3, $4, 0, $5, $6, $7 FROM orders o JOIN users u ON u.id = o.user_id WHERE o.id = $8
		ON CONFLICT (order_id, kind, due_day) DO NOTHING`,
		string(m.Kind), m.Day, m.Fields, m.Status, m.SendAt, m.ExpiresAt, m.CreatedAt, m.OrderID); err != nil {
		return fmt.Errorf("store: unable to queue notice: %w", err)
	}
	return nil
}

// MessageWording implements notify.Repo: the supervisor's wording of each kind and language.
func (s Messages) MessageWording(ctx context.Context) (notify.Wording, error) {
	out := notify.Wording{}
	err := queryEach(ctx, s.DB, `SELECT kind, lang, body FROM message_templates`, nil, func(r Row) error {
		var kind, lang, body string
		if err := r.Scan(&kind, &lang, &body); err != nil {
			return err
		}
		if out[notify.Kind(kind)] == nil {
			out[notify.Kind(kind)] = map[string]string{}
		}
		out[notify.Kind(kind)][lang] = body
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("store: unable to read message templates: %w", err)
	}
	return out, nil
}
