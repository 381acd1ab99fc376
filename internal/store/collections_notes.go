package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/collections"
	"github.com/pautang/pautang/internal/notify"
)

var (
	_ collections.NoteRepo      = Collections{}
	_ collections.ReferenceRepo = Collections{}
)

// AddBorrowerNote implements collections.NoteRepo: the note and its audit row in one
// transaction (the audit's entity id is the note's).
func (s Collections) AddBorrowerNote(ctx context.Context, userID, authorID int64, body string, now int64, audit admin.Entry) (int64, error) {
	var id int64
	err := s.Tx(ctx, func(tx Querier) error {
		if err := tx.QueryRowContext(ctx, `INSERT INTO borrower_notes (user_id, author_id, body, created_at) SELECT id, $1, $2, $3 FROM users WHERE id = $4 RETURNING id`,
			authorID, body, now, userID).Scan(&id); err != nil {
			if errors.Is(err, sql.ErrNoRows) {
				return ErrNotFound
			}
			return fmt.Errorf("store: unable to add the note: %w", err)
		}
		if audit.At == 0 {
			audit.At = now
		}
		audit.Entity, audit.EntityID = "borrower_note", fmt.Sprint(id)
		if m, ok := audit.After.(map[string]any); ok {
			m["userId"] = userID
		}
		return insertAudit(ctx, tx, audit)
	})
	return id, err
}

// BorrowerNotes lists a borrower's notes, newest first, with their authors' names.
func (s Collections) BorrowerNotes(ctx context.Context, userID int64) ([]collections.Note, error) {
	out := []collections.Note{}
	err := queryEach(ctx, s.DB, `SELECT n.id, n.user_id, n.author_id, COALESCE(op.name, ''), n.body, n.created_at FROM borrower_notes n
		LEFT JOIN operators op ON op.id = n.author_id WHERE n.user_id = $1 ORDER BY n.id DESC`, []any{userID}, func(r Row) error {
		var n collections.Note
		err := r.Scan(&n.ID, &n.UserID, &n.AuthorID, &n.AuthorName, &n.Body, &n.CreatedAt)
		out = append(out, n)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("store: unable to read notes: %w", err)
	}
	return out, nil
}

// AddReferenceMessage implements collections.ReferenceRepo: the message (queued for the
// scheduler; one per order, kind and key: ErrConflict when it exists), the contact-log entry
// linked to it, the case held by the agent, and the audit row, in one transaction.
func (s Collections) AddReferenceMessage(ctx context.Context, m notify.Message, agentID int64, c collections.Contact, audit admin.Entry) (int64, int64, error) {
	var msgID, contactID int64
	err := s.Tx(ctx, func(tx Querier) error {
		err := tx.QueryRowContext(ctx, `INSERT INTO borrower_messages (order_id, user_id, kind, due_day, phone, body, status, attempts, send_at, expires_at, created_at, fields)
			VALUES ($1, $2, $3, $4, $5, $6, $7, 0, $8, $9, $10, '') ON CONFLICT (order_id, kind, due_day) DO NOTHING RETURNING id`,
			m.OrderID, m.UserID, string(m.Kind), m.Day, m.Phone, m.Body, m.Status, m.SendAt, m.ExpiresAt, m.CreatedAt).Scan(&msgID)
		if errors.Is(err, sql.ErrNoRows) {
			return collections.ErrReferenceToday
		}
		if err != nil {
			return fmt.Errorf("store: unable to queue the reference message: %w", err)
		}
		if err := tx.QueryRowContext(ctx, `INSERT INTO collection_contacts (order_id, agent_id, channel, outcome, note, created_at, message_id) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
			m.OrderID, agentID, c.Channel, c.Outcome, c.Note, m.CreatedAt, msgID).Scan(&contactID); err != nil {
			return fmt.Errorf("store: unable to record the contact: %w", err)
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO collection_cases (order_id, agent_id, claimed_at, updated_at) VALUES ($1, $2, $3, $3)
			ON CONFLICT (order_id) DO UPDATE SET agent_id = $2, updated_at = $3`, m.OrderID, agentID, m.CreatedAt); err != nil {
			return fmt.Errorf("store: unable to update the case: %w", err)
		}
		if audit.At == 0 {
			audit.At = m.CreatedAt
		}
		if a, ok := audit.After.(map[string]any); ok {
			a["messageId"], a["contactId"] = msgID, contactID
		}
		return insertAudit(ctx, tx, audit)
	})
	return msgID, contactID, err
}

// MessageWording is the messages' wording as a reference message reads it.
func (s Collections) MessageWording(ctx context.Context) (notify.Wording, error) {
	return s.Messages().MessageWording(ctx)
}
