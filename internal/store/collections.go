package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strconv"
	"time"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/notify"

	"github.com/pautang/pautang/internal/collections"
	"github.com/pautang/pautang/internal/loans"
)

// collectionSelect reads overdue orders with their case, latest promise and what was paid
// since that promise (payment entries booked at or after it).
const collectionSelect = `SELECT o.id, o.order_no, o.user_id, u.name, u.phone, p.name, o.overdue_since, o.payoff_cents, o.past_due_cents,
	COALESCE(c.agent_id, 0), COALESCE(op.name, ''),
	COALESCE(pr.id, 0), COALESCE(pr.amount, 0), COALESCE(pr.due_day, ''), COALESCE(pr.status, ''),
	COALESCE((SELECT -SUM(le.amount) FROM ledger_entries le WHERE le.order_id = o.id AND le.kind = 'payment' AND le.created_at >= pr.created_at), 0),
	COALESCE(c.next_action_day, '')
	FROM orders o JOIN users u ON u.id = o.user_id JOIN products p ON p.id = o.product_id
	LEFT JOIN collection_cases c ON c.order_id = o.id
	LEFT JOIN operators op ON op.id = c.agent_id
	LEFT JOIN collection_promises pr ON pr.id = (SELECT MAX(x.id) FROM collection_promises x WHERE x.order_id = o.id)`

func scanCollectionRows(rows Rows) ([]collections.CollectionRow, error) {
	defer rows.Close()
	out := []collections.CollectionRow{}
	for rows.Next() {
		var r collections.CollectionRow
		if err := rows.Scan(&r.OrderID, &r.OrderNo, &r.UserID, &r.Name, &r.Phone, &r.ProductName, &r.OverdueSince, &r.PayoffCents, &r.PastDueCents,
			&r.AgentID, &r.AgentName, &r.PromiseID, &r.PromiseCents, &r.PromiseDay, &r.PromiseStatus, &r.PaidSince, &r.NextActionDay); err != nil {
			return nil, fmt.Errorf("store: unable to read collection row: %w", err)
		}
		out = append(out, r)
	}
	return out, rows.Err()
}

// CollectionCase reads one order's queue row (any status).
func (s Collections) CollectionCase(ctx context.Context, orderID int64) (collections.CollectionRow, error) {
	rows, err := s.DB.QueryContext(ctx, collectionSelect+` WHERE o.id = $1`, orderID)
	if err != nil {
		return collections.CollectionRow{}, fmt.Errorf("store: unable to read the case: %w", err)
	}
	out, err := scanCollectionRows(rows)
	if err != nil {
		return collections.CollectionRow{}, err
	}
	if len(out) == 0 {
		return collections.CollectionRow{}, ErrNotFound
	}
	return out[0], nil
}

var _ collections.Repo = Collections{}

// ClaimCase gives an overdue order's case to an agent when nobody holds it (or the agent
// does), with its audit row in the same transaction; collections.ErrCaseHeld when another agent
// holds it.
func (s Collections) ClaimCase(ctx context.Context, orderID, agentID, now int64, audit admin.Entry) error {
	return s.Tx(ctx, func(tx Querier) error {
		if _, err := tx.ExecContext(ctx, `INSERT INTO collection_cases (order_id, agent_id, claimed_at, updated_at) VALUES ($1, 0, 0, $2) ON CONFLICT (order_id) DO NOTHING`, orderID, now); err != nil {
			return fmt.Errorf("store: unable to open the case: %w", err)
		}
		res, err := tx.ExecContext(ctx, `UPDATE collection_cases SET agent_id = $1, claimed_at = $2, updated_at = $2 WHERE order_id = $3 AND agent_id IN (0, $1)`, agentID, now, orderID)
		if err != nil {
			return fmt.Errorf("store: unable to claim the case: %w", err)
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return collections.ErrCaseHeld
		}
		audit.At = now
		return (&Tx{s: s.Store, q: tx}).AddAudit(ctx, audit)
	})
}

// AssignCases gives cases to an agent (0: back to the queue), whoever held them, with the
// audit row in the same transaction.
func (s Collections) AssignCases(ctx context.Context, orderIDs []int64, agentID, now int64, audit admin.Entry) error {
	return s.Tx(ctx, func(tx Querier) error {
		for _, id := range orderIDs {
			if _, err := tx.ExecContext(ctx, `INSERT INTO collection_cases (order_id, agent_id, claimed_at, updated_at) VALUES ($1, $2, $3, $3)
				ON CONFLICT (order_id) DO UPDATE SET agent_id = $2, claimed_at = $3, updated_at = $3`, id, agentID, now); err != nil {
				return fmt.Errorf("store: unable to assign case %d: %w", id, err)
			}
		}
		audit.At = now
		return (&Tx{s: s.Store, q: tx}).AddAudit(ctx, audit)
	})
}

// AddContact records a contact on a case and, for a promised outcome, its promise; the
// contact's agent holds the case afterwards and its next-action day is the contact's. A
// contact carrying a message (an "SMS (template)") queues it to the borrower's phone, sent
// now and given up at 22:00 Manila, linked to the contact. The audit row is written in the
// same transaction, its after document (a map) given the contact's id as contactId.
func (s Collections) AddContact(ctx context.Context, orderID, agentID int64, c collections.Contact, now int64, audit admin.Entry) (int64, error) {
	var id int64
	err := s.Tx(ctx, func(tx Querier) error {
		if err := tx.QueryRowContext(ctx, `INSERT INTO collection_contacts (order_id, agent_id, channel, outcome, note, created_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
			orderID, agentID, c.Channel, c.Outcome, c.Note, now).Scan(&id); err != nil {
			return fmt.Errorf("store: unable to record the contact: %w", err)
		}
		if c.Outcome == collections.OutcomePromised {
			if _, err := tx.ExecContext(ctx, `INSERT INTO collection_promises (order_id, contact_id, agent_id, amount, due_day, status, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
				orderID, id, agentID, c.PromiseCents, c.PromiseDay, collections.PromisePending, now); err != nil {
				return fmt.Errorf("store: unable to record the promise: %w", err)
			}
		}
		if c.Message != nil {
			msgID, err := queueContactMessage(ctx, tx, *c.Message, "contact:"+strconv.FormatInt(id, 10), now)
			if err != nil {
				return err
			}
			if _, err := tx.ExecContext(ctx, `UPDATE collection_contacts SET message_id = $1 WHERE id = $2`, msgID, id); err != nil {
				return fmt.Errorf("store: unable to link the contact's message: %w", err)
			}
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO collection_cases (order_id, agent_id, claimed_at, updated_at, next_action_day) VALUES ($1, $2, $3, $3, $4)
			ON CONFLICT (order_id) DO UPDATE SET agent_id = $2, updated_at = $3, next_action_day = $4`, orderID, agentID, now, c.NextActionDay)
		if err != nil {
			return fmt.Errorf("store: unable to update the case: %w", err)
		}
		if after, ok := audit.After.(map[string]any); ok {
			after["contactId"] = id
			after["nextActionDay"] = c.NextActionDay
		}
		audit.At = now
		return (&Tx{s: s.Store, q: tx}).AddAudit(ctx, audit)
	})
	return id, err
}

// queueContactMessage queues a message an agent sends the borrower of its order (its fields
// stored, the text written when sent in the borrower's language) under the reference ref: sent
// from now, given up at 22:00 Manila of the day.
func queueContactMessage(ctx context.Context, tx Querier, n notify.Notice, ref string, now int64) (int64, error) {
	n.Ref = ref
	at := time.UnixMilli(now)
	m, err := n.Queue(at)
	if err != nil {
		return 0, fmt.Errorf("store: unable to queue the message: %w", err)
	}
	day := loans.DateOf(at)
	closes := time.Date(day.Year, day.Month, day.Day, notify.CloseHour, 0, 0, 0, clock.Manila).UnixMilli()
	var id int64
	if err := tx.QueryRowContext(ctx, `INSERT INTO borrower_messages (order_id, user_id, kind, due_day, phone, body, fields, status, attempts, send_at, expires_at, created_at)
		SELECT o.id, o.user_id, $1, $2, u.phone, '', $3, $4, 0, $5, $6, $5 FROM orders o JOIN users u ON u.id = o.user_id WHERE o.id = $7 RETURNING id`,
		string(m.Kind), m.Day, m.Fields, m.Status, now, closes, m.OrderID).Scan(&id); err != nil {
		return 0, fmt.Errorf("store: unable to queue the message: %w", err)
	}
	return id, nil
}

// SetNextAction sets a case's next-action day (opening the case, held by nobody, if there
// was none) with its audit row in the same transaction.
func (s Collections) SetNextAction(ctx context.Context, orderID int64, day string, now int64, audit admin.Entry) error {
	return s.Tx(ctx, func(tx Querier) error {
		if _, err := tx.ExecContext(ctx, `INSERT INTO collection_cases (order_id, agent_id, claimed_at, updated_at, next_action_day) VALUES ($1, 0, 0, $2, $3)
			ON CONFLICT (order_id) DO UPDATE SET next_action_day = $3, updated_at = $2`, orderID, now, day); err != nil {
			return fmt.Errorf("store: unable to set the next action: %w", err)
		}
		audit.At = now
		return insertAudit(ctx, tx, audit)
	})
}

// CaseLog reads a case's contact log and promises, newest first.
func (s Collections) CaseLog(ctx context.Context, orderID int64) ([]collections.CaseContact, []collections.CollectionPromise, error) {
	contacts := []collections.CaseContact{}
	rows, err := s.DB.QueryContext(ctx, `SELECT c.id, c.agent_id, COALESCE(op.name, ''), c.channel, c.outcome, c.note, c.created_at, c.message_id, COALESCE(m.status, '')
		FROM collection_contacts c LEFT JOIN operators op ON op.id = c.agent_id LEFT JOIN borrower_messages m ON m.id = c.message_id AND c.message_id <> 0
		WHERE c.order_id = $1 ORDER BY c.id DESC`, orderID)
	if err != nil {
		return nil, nil, fmt.Errorf("store: unable to read the contact log: %w", err)
	}
	for rows.Next() {
		var c collections.CaseContact
		if err := rows.Scan(&c.ID, &c.AgentID, &c.AgentName, &c.Channel, &c.Outcome, &c.Note, &c.CreatedAt, &c.MessageID, &c.MessageStatus); err != nil {
			rows.Close()
			return nil, nil, err
		}
		contacts = append(contacts, c)
	}
	rows.Close()
	promises, err := s.promises(ctx, `WHERE pr.order_id = $1 ORDER BY pr.id DESC`, orderID)
	return contacts, promises, err
}

// OpenPromises implements collections.Repo: the promises not final yet with what was paid
// since each.
func (s Collections) OpenPromises(ctx context.Context) ([]collections.OpenPromise, error) {
	list, err := s.promises(ctx, `WHERE pr.status = $1 ORDER BY pr.id`, collections.PromisePending)
	if err != nil {
		return nil, err
	}
	out := make([]collections.OpenPromise, 0, len(list))
	for _, p := range list {
		day, err := loans.ParseDate(p.Day)
		if err != nil {
			return nil, fmt.Errorf("store: promise %d: %w", p.ID, err)
		}
		out = append(out, collections.OpenPromise{ID: p.ID, Promise: collections.Promise{AmountCents: p.AmountCents, Day: day, Status: p.Status}, PaidSinceCents: p.PaidSince})
	}
	return out, nil
}

func (s Collections) promises(ctx context.Context, where string, args ...any) ([]collections.CollectionPromise, error) {
	rows, err := s.DB.QueryContext(ctx, `SELECT pr.id, pr.agent_id, pr.amount, pr.due_day, pr.status, pr.created_at, pr.resolved_at,
		COALESCE((SELECT -SUM(le.amount) FROM ledger_entries le WHERE le.order_id = pr.order_id AND le.kind = 'payment' AND le.created_at >= pr.created_at), 0)
		FROM collection_promises pr `+where, args...)
	if err != nil {
		return nil, fmt.Errorf("store: unable to read promises: %w", err)
	}
	defer rows.Close()
	out := []collections.CollectionPromise{}
	for rows.Next() {
		var p collections.CollectionPromise
		if err := rows.Scan(&p.ID, &p.AgentID, &p.AmountCents, &p.Day, &p.Status, &p.CreatedAt, &p.ResolvedAt, &p.PaidSince); err != nil {
			return nil, fmt.Errorf("store: unable to read a promise: %w", err)
		}
		out = append(out, p)
	}
	return out, rows.Err()
}

// ResolvePromise stores a promise's final status once; a broken promise puts its case back
// in the queue (no agent) unless a newer promise was made since.
func (s Collections) ResolvePromise(ctx context.Context, id int64, status string, now int64) error {
	if !collections.Final(status) {
		return fmt.Errorf("store: %q is not a final promise status", status)
	}
	return s.Tx(ctx, func(tx Querier) error {
		var orderID int64
		err := tx.QueryRowContext(ctx, `UPDATE collection_promises SET status = $1, resolved_at = $2 WHERE id = $3 AND status = $4 RETURNING order_id`,
			status, now, id, collections.PromisePending).Scan(&orderID)
		if errors.Is(err, sql.ErrNoRows) {
			return nil // resolved already
		}
		if err != nil {
			return fmt.Errorf("store: unable to resolve the promise: %w", err)
		}
		if status != collections.PromiseBroken {
			return nil
		}
		_, err = tx.ExecContext(ctx, `UPDATE collection_cases SET agent_id = 0, updated_at = $1 WHERE order_id = $2
			AND NOT EXISTS (SELECT 1 FROM collection_promises x WHERE x.order_id = $2 AND x.id > $3)`, now, orderID, id)
		if err != nil {
			return fmt.Errorf("store: unable to return the case to the queue: %w", err)
		}
		return nil
	})
}

// OverdueMoves lists every order's moves into and out of overdue (180) in the order they
// happened (collections.Spells reads them).
func (s Collections) OverdueMoves(ctx context.Context) ([]loans.StatusMove, error) {
	out := []loans.StatusMove{}
	err := queryEach(ctx, s.DB, `SELECT order_id, from_status, to_status, created_at FROM order_events
		WHERE to_status = $1 OR from_status = $1 ORDER BY order_id, id`, []any{int(loans.StatusOverdue)}, func(r Row) error {
		var m loans.StatusMove
		var from, to int
		err := r.Scan(&m.OrderID, &from, &to, &m.AtMs)
		m.From, m.To = loans.Status(from), loans.Status(to)
		out = append(out, m)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("store: unable to read overdue moves: %w", err)
	}
	return out, nil
}

// PromiseCounts counts the promises made since (unix ms) by stored status.
func (s Collections) PromiseCounts(ctx context.Context, since int64) (map[string]int, error) {
	out := map[string]int{}
	err := queryEach(ctx, s.DB, `SELECT status, COUNT(*) FROM collection_promises WHERE created_at >= $1 GROUP BY status`, []any{since}, func(r Row) error {
		var st string
		var n int
		err := r.Scan(&st, &n)
		out[st] = n
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("store: unable to count promises: %w", err)
	}
	return out, nil
}
