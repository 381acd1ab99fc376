package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/pautang/pautang/internal/payments"
)

var (
	_ payments.Repo        = Payments{}
	_ payments.SandboxRepo = Payments{}
	_ payments.EventTx     = (*Tx)(nil)
)

// PaymentChannels lists the enabled repayment channels in display order.
func (s Payments) PaymentChannels(ctx context.Context) ([]payments.Channel, error) {
	rows, err := s.Query(ctx, `SELECT channel_number, name, kind, logo, instructions FROM payment_channels WHERE enabled = 1 ORDER BY sort, id`)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list payment channels: %w", err)
	}
	defer rows.Close()
	out := []payments.Channel{}
	for rows.Next() {
		var c payments.Channel
		var instr string
		if err := rows.Scan(&c.Number, &c.Name, &c.Kind, &c.Logo, &instr); err != nil {
			return nil, fmt.Errorf("store: unable to read payment channel: %w", err)
		}
		_ = json.Unmarshal([]byte(instr), &c.Instructions)
		out = append(out, c)
	}
	return out, rows.Err()
}

// UpsertPaymentChannel adds a channel unless its number exists (seed).
func (s Payments) UpsertPaymentChannel(ctx context.Context, c payments.Channel, sort int) error {
	instr, _ := json.Marshal(c.Instructions)
	_, err := s.Exec(ctx, `INSERT INTO payment_channels (channel_number, name, kind, logo, instructions, enabled, sort)
		VALUES ($1, $2, $3, $4, $5, 1, $6) ON CONFLICT (channel_number) DO NOTHING`, c.Number, c.Name, c.Kind, c.Logo, string(instr), sort)
	if err != nil {
		return fmt.Errorf("store: unable to save payment channel: %w", err)
	}
	return nil
}

const repaymentCols = `id, reference, order_id, user_id, method, channel_number, amount, is_delay, status, paid_amount, pay_code, COALESCE(card_id, 0), utr, message, created_at, updated_at`

func scanRepayment(sc interface{ Scan(...any) error }) (payments.Repayment, error) {
	var r payments.Repayment
	var delay int
	err := sc.Scan(&r.ID, &r.Reference, &r.OrderID, &r.UserID, &r.Method, &r.ChannelNumber, &r.AmountCents, &delay, &r.Status,
		&r.PaidCents, &r.PayCode, &r.CardID, &r.UTR, &r.Message, &r.CreatedAt, &r.UpdatedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return r, payments.ErrRecordNotFound
	}
	if err != nil {
		return r, fmt.Errorf("store: unable to read repayment: %w", err)
	}
	r.IsDelay = delay == 1
	return r, nil
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// BeginRepayment checks the idempotency key and the duplicate rules and inserts the
// repayment, all under the order's lock so 50 identical commits make exactly one.
func (s Payments) BeginRepayment(ctx context.Context, r payments.Repayment, o payments.BeginOptions) (payments.Begun, error) {
	var out payments.Begun
	err := s.Tx(ctx, func(tx Querier) error {
		if err := s.lockKey(ctx, tx, fmt.Sprintf("repay:order:%d", r.OrderID)); err != nil {
			return err
		}
		now := s.Now()
		if o.IdemKey != "" {
			var request, response string
			err := tx.QueryRowContext(ctx, `SELECT request, response FROM repayment_idempotency WHERE user_id = $1 AND idem_key = $2`, r.UserID, o.IdemKey).Scan(&request, &response)
			switch {
			case err == nil && request != o.RequestHash:
				return payments.ErrIdempotencyKeyReuse
			case err == nil && response != "":
				out.Replay = []byte(response)
				return nil
			case err == nil:
				return payments.ErrDuplicateCommit // the first request is still in flight
			case !errors.Is(err, sql.ErrNoRows):
				return fmt.Errorf("store: unable to read idempotency key: %w", err)
			}
		}
		if o.ReuseAfter > 0 {
			existing, err := scanRepayment(tx.QueryRowContext(ctx, `SELECT `+repaymentCols+` FROM repayments
				WHERE order_id = $1 AND method = $2 AND channel_number = $3 AND amount = $4 AND is_delay = $5 AND status = $6 AND created_at > $7
				ORDER BY id DESC LIMIT 1`, r.OrderID, r.Method, r.ChannelNumber, r.AmountCents, boolInt(r.IsDelay), payments.StatusPending, o.ReuseAfter))
			if err == nil {
				out.Repayment, out.Reused = existing, true
				return s.insertIdem(ctx, tx, r.UserID, o, now)
			}
			if !errors.Is(err, payments.ErrRecordNotFound) {
				return err
			}
		}
		var card any
		if r.CardID != 0 {
			card = r.CardID
		}
		// The duplicate rule and the insert in one statement: under the order lock taken above,
		// this statement sees every committed repayment of the order, so the NOT EXISTS is as
		// safe as a separate check. No row back = a duplicate.
		// The limit on the order's repayments of this method in the window is checked in
		// the same statement; only a refusal pays a second statement, to say which rule.
		err := tx.QueryRowContext(ctx, `INSERT INTO repayments (reference, order_id, user_id, method, channel_number, amount, is_delay, status, card_id, created_at, updated_at)
			SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10
			WHERE (CAST($11 AS BIGINT) = 0 OR NOT EXISTS (SELECT 1 FROM repayments WHERE order_id = $2 AND method = $4 AND amount = $6
				AND status IN ($12, $13) AND created_at > $11))
			AND (CAST($14 AS BIGINT) = 0 OR (SELECT COUNT(*) FROM repayments WHERE order_id = $2 AND method = $4 AND created_at > $15) < $14)
			RETURNING id`,
			r.Reference, r.OrderID, r.UserID, r.Method, r.ChannelNumber, r.AmountCents, boolInt(r.IsDelay), r.Status, card, now,
			o.DuplicateAfter, payments.StatusPending, payments.StatusSucceeded, o.Limit, o.LimitAfter).Scan(&r.ID)
		if errors.Is(err, sql.ErrNoRows) && o.Limit > 0 {
			var n int
			if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM repayments WHERE order_id = $1 AND method = $2 AND created_at > $3`,
				r.OrderID, r.Method, o.LimitAfter).Scan(&n); err != nil {
				return fmt.Errorf("store: unable to count repayments: %w", err)
			}
			if n >= o.Limit {
				return payments.ErrCardLimit
			}
		}
		if errors.Is(err, sql.ErrNoRows) {
			return payments.ErrDuplicateCommit
		}
		if err != nil {
			return fmt.Errorf("store: unable to insert repayment: %w", err)
		}
		r.CreatedAt, r.UpdatedAt = now, now
		out.Repayment = r
		return s.insertIdem(ctx, tx, r.UserID, o, now)
	})
	return out, err
}

func (s Payments) insertIdem(ctx context.Context, tx Querier, userID int64, o payments.BeginOptions, now int64) error {
	if o.IdemKey == "" {
		return nil
	}
	_, err := tx.ExecContext(ctx, `INSERT INTO repayment_idempotency (user_id, idem_key, request, created_at) VALUES ($1, $2, $3, $4)`, userID, o.IdemKey, o.RequestHash, now)
	if isUniqueViolation(err) {
		return payments.ErrDuplicateCommit
	}
	if err != nil {
		return fmt.Errorf("store: unable to save idempotency key: %w", err)
	}
	return nil
}

// FinishRepaymentStart stores the pay code and the idempotency key's answer.
func (s Payments) FinishRepaymentStart(ctx context.Context, id int64, payCode string, userID int64, idemKey string, response []byte) error {
	if idemKey == "" || response == nil {
		if _, err := s.Exec(ctx, `UPDATE repayments SET pay_code = $1, updated_at = $2 WHERE id = $3`, payCode, s.Now(), id); err != nil {
			return fmt.Errorf("store: unable to finish repayment: %w", err)
		}
		return nil
	}
	return s.Tx(ctx, func(tx Querier) error {
		if _, err := tx.ExecContext(ctx, `UPDATE repayments SET pay_code = $1, updated_at = $2 WHERE id = $3`, payCode, s.Now(), id); err != nil {
			return fmt.Errorf("store: unable to finish repayment: %w", err)
		}
		if _, err := tx.ExecContext(ctx, `UPDATE repayment_idempotency SET response = $1 WHERE user_id = $2 AND idem_key = $3`, string(response), userID, idemKey); err != nil {
			return fmt.Errorf("store: unable to save idempotent answer: %w", err)
		}
		return nil
	})
}

// AbortRepaymentStart fails the repayment and frees its idempotency key for a retry.
func (s Payments) AbortRepaymentStart(ctx context.Context, id int64, userID int64, idemKey, message string) error {
	return s.Tx(ctx, func(tx Querier) error {
		if _, err := tx.ExecContext(ctx, `UPDATE repayments SET status = $1, message = $2, updated_at = $3 WHERE id = $4`, payments.StatusFailed, message, s.Now(), id); err != nil {
			return fmt.Errorf("store: unable to abort repayment: %w", err)
		}
		if idemKey != "" {
			if _, err := tx.ExecContext(ctx, `DELETE FROM repayment_idempotency WHERE user_id = $1 AND idem_key = $2`, userID, idemKey); err != nil {
				return fmt.Errorf("store: unable to free idempotency key: %w", err)
			}
		}
		return nil
	})
}

// RepaymentByID reads a repayment.
func (s Payments) RepaymentByID(ctx context.Context, id int64) (payments.Repayment, error) {
	return scanRepayment(s.QueryRow(ctx, `SELECT `+repaymentCols+` FROM repayments WHERE id = $1`, id))
}

// RepaymentByReference reads a repayment by its merchant reference (every webhook asks).
func (s Payments) RepaymentByReference(ctx context.Context, reference string) (payments.Repayment, error) {
	return scanRepayment(s.QueryRow(ctx, `SELECT `+repaymentCols+` FROM repayments WHERE reference = $1`, reference))
}

// RepaymentRoute is how a reference was created: its method and channel, and the gateway
// holding its charge ("" when no remote gateway keeps one); payments.ErrRecordNotFound when
// no repayment has the reference.
func (s Payments) RepaymentRoute(ctx context.Context, reference string) (method, channel, gateway string, err error) {
	err = s.QueryRow(ctx, `SELECT r.method, r.channel_number, COALESCE((SELECT MIN(c.provider) FROM provider_charges c WHERE c.reference = r.reference), '')
		FROM repayments r WHERE r.reference = $1`, reference).Scan(&method, &channel, &gateway)
	if errors.Is(err, sql.ErrNoRows) {
		return "", "", "", payments.ErrRecordNotFound
	}
	if err != nil {
		return "", "", "", fmt.Errorf("store: unable to read repayment route: %w", err)
	}
	return method, channel, gateway, nil
}

// StandingPayCode reads the order's open-amount pay code.
func (s Payments) StandingPayCode(ctx context.Context, orderID int64) (payments.Repayment, error) {
	return scanRepayment(s.QueryRow(ctx, `SELECT `+repaymentCols+` FROM repayments WHERE order_id = $1 AND method = $2 AND pay_code <> '' ORDER BY id LIMIT 1`,
		orderID, payments.MethodPayCode))
}

// RepaymentsOfOrder lists an order's repayments, newest first.
func (s Payments) RepaymentsOfOrder(ctx context.Context, orderID int64) ([]payments.Repayment, error) {
	rows, err := s.Query(ctx, `SELECT `+repaymentCols+` FROM repayments WHERE order_id = $1 ORDER BY id DESC`, orderID)
	return scanRepayments(rows, err)
}

// scanRepayments reads the rows of a repaymentCols query.
func scanRepayments(rows Rows, err error) ([]payments.Repayment, error) {
	if err != nil {
		return nil, fmt.Errorf("store: unable to list repayments: %w", err)
	}
	defer rows.Close()
	out := []payments.Repayment{}
	for rows.Next() {
		r, err := scanRepayment(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, rows.Err()
}

// SetRepaymentStatus moves a repayment from one status to another (no-op when it moved on).
func (s Payments) SetRepaymentStatus(ctx context.Context, id int64, from, to, message string) error {
	if _, err := s.Exec(ctx, `UPDATE repayments SET status = $1, message = $2, updated_at = $3 WHERE id = $4 AND status = $5`, to, message, s.Now(), id, from); err != nil {
		return fmt.Errorf("store: unable to set repayment status: %w", err)
	}
	return nil
}

// SetRepaymentUTR records the borrower's transfer reference.
func (s Payments) SetRepaymentUTR(ctx context.Context, id int64, utr string) error {
	if _, err := s.Exec(ctx, `UPDATE repayments SET utr = $1, updated_at = $2 WHERE id = $3`, utr, s.Now(), id); err != nil {
		return fmt.Errorf("store: unable to save UTR: %w", err)
	}
	return nil
}

// RepaymentByUTR finds the transfer repayment a borrower submitted this UTR for.
func (s Payments) RepaymentByUTR(ctx context.Context, utr string) (payments.Repayment, error) {
	return scanRepayment(s.QueryRow(ctx, `SELECT `+repaymentCols+` FROM repayments WHERE utr = $1 AND method = $2 ORDER BY id DESC LIMIT 1`, utr, payments.MethodTransfer))
}

// ReceiveEvent stores the event once and says whether it was already applied. The event's
// order (0 when its reference is unknown) is stored at receipt.
func (t *Tx) ReceiveEvent(ctx context.Context, ev payments.Event, payload []byte, orderID int64) (bool, error) {
	var order any
	if orderID != 0 {
		order = orderID
	}
	res, err := t.q.ExecContext(ctx, `INSERT INTO payment_events (event_id, type, reference, transaction_id, amount, payload, received_at, order_id, gateway, ledger_ref)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (event_id) DO NOTHING`,
		ev.ID, ev.Type, ev.Reference, ev.TransactionID, ev.AmountCents, string(payload), t.s.Now(), order, ev.Gateway, ev.LedgerRef)
	if err != nil {
		return false, fmt.Errorf("store: unable to save payment event: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 1 {
		return false, nil // new: nothing applied yet
	}
	var outcome string
	if err := t.q.QueryRowContext(ctx, `SELECT outcome FROM payment_events WHERE event_id = $1`, ev.ID).Scan(&outcome); err != nil {
		return false, fmt.Errorf("store: unable to read payment event: %w", err)
	}
	return outcome != "", nil
}

// FinishEvent writes the event's outcome and, only for the first to finish it, adds the money
// to its repayment.
//
// The first outcome stays, with one exception: deliveries of one event race, and the one that
// found the money already in the ledger ('already_booked', nothing added) may finish before
// the one that booked it. The booking delivery then takes the row over and adds the money to
// the repayment: an event is 'applied' iff one of its deliveries booked it.
func (t *Tx) FinishEvent(ctx context.Context, f payments.FinishedEvent) error {
	now := t.s.Now()
	var order any
	if f.OrderID != 0 {
		order = f.OrderID
	}
	const finish = `UPDATE payment_events SET outcome = $1, detail = $2, order_id = $3, applied_at = $4
		WHERE event_id = $5 AND (outcome = '' OR (outcome = $6 AND $1 IN ($7, $8)))`
	const addPaid = `UPDATE repayments SET paid_amount = paid_amount + $9, status = CASE WHEN $10 <> '' THEN $10 ELSE status END,
		message = CASE WHEN $1 <> '' THEN $1 ELSE message END, updated_at = $4 WHERE id = $11`
	args := []any{f.Outcome, f.Detail, order, now, f.EventID, payments.OutcomeBooked, payments.OutcomeApplied, payments.OutcomeRollover}
	if t.s.Dialect == Postgres && f.RepaymentID != 0 {
		// One statement: the repayment is updated only when the event row was.
		if _, err := t.q.ExecContext(ctx, `WITH e AS (`+finish+` RETURNING 1) `+addPaid+` AND EXISTS (SELECT 1 FROM e)`,
			append(args, f.PaidCents, f.Status, f.RepaymentID)...); err != nil {
			return fmt.Errorf("store: unable to finish payment event: %w", err)
		}
		return nil
	}
	res, err := t.q.ExecContext(ctx, finish, args...)
	if err != nil {
		return fmt.Errorf("store: unable to finish payment event: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 || f.RepaymentID == 0 {
		return nil
	}
	if _, err := t.q.ExecContext(ctx, addPaid, append(args, f.PaidCents, f.Status, f.RepaymentID)...); err != nil {
		return fmt.Errorf("store: unable to update repayment: %w", err)
	}
	return nil
}

// PaymentEventRow is a received webhook event as operators and the ledger check read it.
type PaymentEventRow struct {
	EventID       string
	Type          string
	Reference     string
	TransactionID string
	AmountCents   int64
	OrderID       int64
	Outcome       string
	Detail        string
}

// PaymentEvents lists received events, oldest first (orderID 0: all).
func (s Payments) PaymentEvents(ctx context.Context, orderID int64) ([]PaymentEventRow, error) {
	q := `SELECT event_id, type, reference, transaction_id, amount, COALESCE(order_id, 0), outcome, detail FROM payment_events`
	args := []any{}
	if orderID != 0 {
		q += ` WHERE order_id = $1`
		args = append(args, orderID)
	}
	rows, err := s.DB.QueryContext(ctx, q+` ORDER BY received_at, event_id`, args...)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list payment events: %w", err)
	}
	defer rows.Close()
	out := []PaymentEventRow{}
	for rows.Next() {
		var e PaymentEventRow
		if err := rows.Scan(&e.EventID, &e.Type, &e.Reference, &e.TransactionID, &e.AmountCents, &e.OrderID, &e.Outcome, &e.Detail); err != nil {
			return nil, fmt.Errorf("store: unable to read payment event: %w", err)
		}
		out = append(out, e)
	}
	return out, rows.Err()
}

// --- the sandbox gateway's side ---------------------------------------------

const sandboxCols = `c.reference, c.kind, c.channel_number, c.amount, c.pay_code, c.reusable, c.status, c.phone, c.otp_hash, c.otp_attempts, c.otp_expires_at,
	c.description, c.return_url, c.created_at, COALESCE((SELECT SUM(t.amount) FROM sandbox_transactions t WHERE t.reference = c.reference), 0)`

func scanSandboxCharge(sc interface{ Scan(...any) error }) (payments.SandboxCharge, error) {
	var c payments.SandboxCharge
	var reusable int
	err := sc.Scan(&c.Reference, &c.Method, &c.ChannelNumber, &c.AmountCents, &c.PayCode, &reusable, &c.Status, &c.Phone, &c.OTPHash, &c.OTPAttempts,
		&c.OTPExpiresAt, &c.Description, &c.ReturnURL, &c.CreatedAt, &c.PaidCents)
	if errors.Is(err, sql.ErrNoRows) {
		return c, payments.ErrChargeNotFound
	}
	if err != nil {
		return c, fmt.Errorf("store: unable to read sandbox charge: %w", err)
	}
	c.Reusable = reusable == 1
	return c, nil
}

// CreateSandboxCharge inserts a charge; the same reference again returns the stored one, a
// colliding pay code is payments.ErrCodeTaken.
func (s Payments) CreateSandboxCharge(ctx context.Context, c payments.SandboxCharge) (payments.SandboxCharge, error) {
	now := s.Now()
	var n int64
	res, err := s.Exec(ctx, `INSERT INTO sandbox_charges (reference, kind, channel_number, amount, pay_code, reusable, status, phone, otp_hash, otp_expires_at, description, return_url, created_at, updated_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13) ON CONFLICT (reference) DO NOTHING`,
		c.Reference, c.Method, c.ChannelNumber, c.AmountCents, c.PayCode, boolInt(c.Reusable), c.Status, c.Phone, c.OTPHash, c.OTPExpiresAt, c.Description, c.ReturnURL, now)
	if err == nil {
		n, _ = res.RowsAffected()
	}
	if isUniqueViolation(err) {
		return c, payments.ErrCodeTaken
	}
	if err != nil {
		return c, fmt.Errorf("store: unable to create sandbox charge: %w", err)
	}
	if n == 1 {
		c.CreatedAt = now
		return c, nil
	}
	return s.SandboxCharge(ctx, c.Reference)
}

// SandboxCharge reads a charge by reference.
func (s Payments) SandboxCharge(ctx context.Context, reference string) (payments.SandboxCharge, error) {
	return scanSandboxCharge(s.QueryRow(ctx, `SELECT `+sandboxCols+` FROM sandbox_charges c WHERE c.reference = $1`, reference))
}

// SandboxChargeByCode reads a charge by its pay code.
func (s Payments) SandboxChargeByCode(ctx context.Context, payCode string) (payments.SandboxCharge, error) {
	if payCode == "" {
		return payments.SandboxCharge{}, payments.ErrChargeNotFound
	}
	return scanSandboxCharge(s.QueryRow(ctx, `SELECT `+sandboxCols+` FROM sandbox_charges c WHERE c.pay_code = $1`, payCode))
}

// RecordSandboxResult writes a transaction, the charge's status and the outbox event in one
// transaction; a status change on a charge no longer pending writes nothing (ErrChargeClosed).
func (s Payments) RecordSandboxResult(ctx context.Context, reference string, txn *payments.SandboxTxn, newStatus string, ev payments.Event, payload []byte) error {
	return s.Tx(ctx, func(tx Querier) error {
		now := s.Now()
		if err := s.lockKey(ctx, tx, "sandbox:"+reference); err != nil {
			return err
		}
		var status string
		if err := tx.QueryRowContext(ctx, `SELECT status FROM sandbox_charges WHERE reference = $1`+s.ForUpdate(), reference).Scan(&status); err != nil {
			if errors.Is(err, sql.ErrNoRows) {
				return payments.ErrChargeNotFound
			}
			return fmt.Errorf("store: unable to read sandbox charge: %w", err)
		}
		if status != payments.ChargePending {
			return payments.ErrChargeClosed
		}
		if newStatus != "" {
			if _, err := tx.ExecContext(ctx, `UPDATE sandbox_charges SET status = $1, updated_at = $2 WHERE reference = $3`, newStatus, now, reference); err != nil {
				return fmt.Errorf("store: unable to update sandbox charge: %w", err)
			}
		}
		if txn != nil {
			if _, err := tx.ExecContext(ctx, `INSERT INTO sandbox_transactions (txn_id, reference, amount, status, utr, created_at) VALUES ($1, $2, $3, $4, $5, $6)`,
				txn.TxnID, txn.Reference, txn.AmountCents, "succeeded", txn.UTR, now); err != nil {
				return fmt.Errorf("store: unable to record sandbox transaction: %w", err)
			}
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO webhook_outbox (event_id, payload, next_attempt_at, created_at) VALUES ($1, $2, $3, $3)`, ev.ID, string(payload), now); err != nil {
			return fmt.Errorf("store: unable to queue webhook: %w", err)
		}
		return nil
	})
}

// ClaimWebhooks leases due items: a conditional update per row, so two workers never send
// the same item at the same time (a crashed worker's lease simply expires).
func (s Payments) ClaimWebhooks(ctx context.Context, now, lease int64, limit int) ([]payments.OutboxItem, error) {
	rows, err := s.Query(ctx, `SELECT id, event_id, payload, attempts, next_attempt_at FROM webhook_outbox
		WHERE delivered_at IS NULL AND next_attempt_at <= $1 ORDER BY next_attempt_at, id LIMIT $2`, now, limit)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list due webhooks: %w", err)
	}
	type cand struct {
		it   payments.OutboxItem
		next int64
	}
	var cands []cand
	for rows.Next() {
		var c cand
		var payload string
		if err := rows.Scan(&c.it.ID, &c.it.EventID, &payload, &c.it.Attempts, &c.next); err != nil {
			rows.Close()
			return nil, fmt.Errorf("store: unable to read webhook: %w", err)
		}
		c.it.Payload = []byte(payload)
		cands = append(cands, c)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: unable to list due webhooks: %w", err)
	}
	out := []payments.OutboxItem{}
	for _, c := range cands {
		res, err := s.Exec(ctx, `UPDATE webhook_outbox SET next_attempt_at = $1 WHERE id = $2 AND next_attempt_at = $3 AND delivered_at IS NULL`, now+lease, c.it.ID, c.next)
		if err != nil {
			return nil, fmt.Errorf("store: unable to claim webhook: %w", err)
		}
		if n, _ := res.RowsAffected(); n == 1 {
			out = append(out, c.it)
		}
	}
	return out, nil
}

// WebhookDelivered marks an item acknowledged.
func (s Payments) WebhookDelivered(ctx context.Context, id int64, at int64) error {
	if _, err := s.Exec(ctx, `UPDATE webhook_outbox SET delivered_at = $1, attempts = attempts + 1, last_error = '' WHERE id = $2`, at, id); err != nil {
		return fmt.Errorf("store: unable to mark webhook delivered: %w", err)
	}
	return nil
}

// WebhookFailed reschedules an item after a failed attempt.
func (s Payments) WebhookFailed(ctx context.Context, id int64, attempts int, nextAt int64, lastErr string) error {
	if len(lastErr) > 500 {
		lastErr = lastErr[:500]
	}
	if _, err := s.Exec(ctx, `UPDATE webhook_outbox SET attempts = $1, next_attempt_at = $2, last_error = $3 WHERE id = $4`, attempts, nextAt, lastErr, id); err != nil {
		return fmt.Errorf("store: unable to reschedule webhook: %w", err)
	}
	return nil
}

// WebhookBacklog counts the sandbox gateway's undelivered webhooks (the cluster test drains them).
func (s Payments) WebhookBacklog(ctx context.Context) (int, error) {
	var n int
	if err := s.QueryRow(ctx, `SELECT COUNT(*) FROM webhook_outbox WHERE delivered_at IS NULL`).Scan(&n); err != nil {
		return 0, fmt.Errorf("store: unable to count webhooks: %w", err)
	}
	return n, nil
}

// Reconciliation compares what the gateways received with what the ledger booked.
type Reconciliation struct {
	Transactions    int      // money movements the gateways reported
	Booked          int      // booked in the ledger for exactly their amount
	Held            int      // refused by the ledger (or in another currency), kept as unapplied events
	PendingDelivery int      // the sandbox's webhooks not delivered yet (the worker retries them)
	Problems        []string // lost or doubled money
}

// ReconcilePayments checks that every gateway transaction is either booked once for exactly
// its amount or held as unapplied, that no payment is booked without a gateway transaction,
// and counts webhooks still waiting for delivery. The sandbox gateway's transactions are its
// own table (ledger ref "pay:<txn>"); a remote gateway's (PayMongo, Xendit) are the succeeded
// events it reported, each for a charge we created with it, booked under the event's ledger
// ref ("pay:<gateway>:<txn>", or "pay:<txn>" for events stored before refs carried the
// gateway's name).
func (s Payments) ReconcilePayments(ctx context.Context) (Reconciliation, error) {
	var r Reconciliation
	classify := func(txn string, amount, booked int64, held, finished int) {
		r.Transactions++
		switch {
		case booked == amount && held == 0:
			r.Booked++
		case booked == 0 && held == 1:
			r.Held++
		case booked == 0 && finished == 0:
			// Not applied yet: fine while its webhook is still in the outbox (counted below).
			r.Problems = append(r.Problems, fmt.Sprintf("transaction %s: received %d, not booked yet", txn, amount))
		default:
			r.Problems = append(r.Problems, fmt.Sprintf("transaction %s: received %d, booked %d, held %d times", txn, amount, booked, held))
		}
	}
	rows, err := s.Query(ctx, `SELECT t.txn_id, t.amount,
		COALESCE((SELECT -SUM(l.amount) FROM ledger_entries l WHERE l.ref = 'pay:' || t.txn_id), 0),
		(SELECT COUNT(*) FROM payment_events e WHERE e.transaction_id = t.txn_id AND e.gateway = '' AND e.outcome = $1),
		(SELECT COUNT(*) FROM payment_events e WHERE e.transaction_id = t.txn_id AND e.gateway = '' AND e.outcome <> '')
		FROM sandbox_transactions t ORDER BY t.id`, payments.OutcomeUnapplied)
	if err != nil {
		return r, fmt.Errorf("store: unable to reconcile payments: %w", err)
	}
	for rows.Next() {
		var txn string
		var amount, booked int64
		var held, finished int
		if err := rows.Scan(&txn, &amount, &booked, &held, &finished); err != nil {
			rows.Close()
			return r, fmt.Errorf("store: unable to read reconciliation: %w", err)
		}
		classify(txn, amount, booked, held, finished)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return r, fmt.Errorf("store: unable to reconcile payments: %w", err)
	}
	// Remote gateways: one transaction per (gateway, transaction id) of the succeeded events.
	rows, err = s.Query(ctx, `SELECT g.gateway, g.txn, g.amount,
		COALESCE((SELECT -SUM(l.amount) FROM ledger_entries l WHERE l.ref = g.ref), 0), g.held, g.finished,
		(SELECT COUNT(*) FROM provider_charges c WHERE c.provider = g.gateway AND c.reference = g.reference)
		FROM (SELECT gateway, transaction_id AS txn, MAX(amount) AS amount, MAX(ledger_ref) AS ref, MAX(reference) AS reference,
			SUM(CASE WHEN outcome = $1 THEN 1 ELSE 0 END) AS held, SUM(CASE WHEN outcome <> '' THEN 1 ELSE 0 END) AS finished
			FROM payment_events WHERE gateway <> '' AND type = $2 GROUP BY gateway, transaction_id) g
		ORDER BY g.gateway, g.txn`, payments.OutcomeUnapplied, payments.EventSucceeded)
	if err != nil {
		return r, fmt.Errorf("store: unable to reconcile gateway payments: %w", err)
	}
	for rows.Next() {
		var gateway, txn string
		var amount, booked int64
		var held, finished, charges int
		if err := rows.Scan(&gateway, &txn, &amount, &booked, &held, &finished, &charges); err != nil {
			rows.Close()
			return r, fmt.Errorf("store: unable to read reconciliation: %w", err)
		}
		if charges == 0 {
			r.Transactions++
			r.Problems = append(r.Problems, fmt.Sprintf("%s transaction %s: received %d for a reference with no %s charge of ours", gateway, txn, amount, gateway))
			continue
		}
		classify(gateway+" "+txn, amount, booked, held, finished)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return r, fmt.Errorf("store: unable to reconcile gateway payments: %w", err)
	}
	if err := s.QueryRow(ctx, `SELECT COUNT(*) FROM webhook_outbox WHERE delivered_at IS NULL`).Scan(&r.PendingDelivery); err != nil {
		return r, fmt.Errorf("store: unable to count webhooks: %w", err)
	}
	var orphans int
	if err := s.QueryRow(ctx, `SELECT COUNT(DISTINCT l.ref) FROM ledger_entries l WHERE l.ref LIKE 'pay:%'
		AND NOT EXISTS (SELECT 1 FROM sandbox_transactions t WHERE 'pay:' || t.txn_id = l.ref)
		AND NOT EXISTS (SELECT 1 FROM payment_events e WHERE e.gateway <> '' AND e.ledger_ref = l.ref AND e.type = $1)`, payments.EventSucceeded).Scan(&orphans); err != nil {
		return r, fmt.Errorf("store: unable to find orphan payments: %w", err)
	}
	if orphans > 0 {
		r.Problems = append(r.Problems, fmt.Sprintf("%d payments booked without a gateway transaction", orphans))
	}
	return r, nil
}

// TransferRepayments lists bank-transfer repayments for the operators' matching desk, newest
// first: pending ones only (the default), or all when all is true. At most limit rows.
func (s Payments) TransferRepayments(ctx context.Context, all bool, limit int) ([]payments.Repayment, error) {
	q := `SELECT ` + repaymentCols + ` FROM repayments WHERE method = $1`
	if !all {
		q += ` AND status = '` + payments.StatusPending + `'`
	}
	q += ` ORDER BY id DESC LIMIT $2`
	return scanRepayments(s.Query(ctx, q, payments.MethodTransfer, limit))
}
