package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/pautang/pautang/internal/payments"
	"github.com/pautang/pautang/internal/sms/semaphore"
)

var _ payments.ChargeStore = Providers{}

const providerChargeCols = `provider, reference, provider_id, method, channel_number, channel_code, amount, pay_url, pay_code, status, created_at`

func scanProviderCharge(sc interface{ Scan(...any) error }) (payments.ProviderCharge, error) {
	var c payments.ProviderCharge
	err := sc.Scan(&c.Provider, &c.Reference, &c.ProviderID, &c.Method, &c.ChannelNumber, &c.ChannelCode, &c.AmountCents, &c.PayURL, &c.PayCode, &c.Status, &c.CreatedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return c, payments.ErrChargeNotFound
	}
	if err != nil {
		return c, fmt.Errorf("store: unable to read provider charge: %w", err)
	}
	return c, nil
}

// SaveProviderCharge implements payments.ChargeStore: the first row of a provider and
// reference wins; a later save returns it.
func (s Providers) SaveProviderCharge(ctx context.Context, c payments.ProviderCharge) (payments.ProviderCharge, error) {
	_, err := s.DB.ExecContext(ctx, `INSERT INTO provider_charges (`+providerChargeCols+`) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
		ON CONFLICT (provider, reference) DO NOTHING`,
		c.Provider, c.Reference, c.ProviderID, c.Method, c.ChannelNumber, c.ChannelCode, c.AmountCents, c.PayURL, c.PayCode, c.Status, c.CreatedAt)
	if err != nil {
		return c, fmt.Errorf("store: unable to save provider charge: %w", err)
	}
	return s.ProviderCharge(ctx, c.Provider, c.Reference)
}

// ProviderCharge implements payments.ChargeStore.
func (s Providers) ProviderCharge(ctx context.Context, provider, reference string) (payments.ProviderCharge, error) {
	return scanProviderCharge(s.DB.QueryRowContext(ctx, `SELECT `+providerChargeCols+` FROM provider_charges WHERE provider = $1 AND reference = $2`, provider, reference))
}

// PayoutByReference reads a payout attempt by its idempotency reference (a provider's
// status callback names it); ErrNotFound when absent.
func (s Providers) PayoutByReference(ctx context.Context, reference string) (Payout, error) {
	p, err := scanPayout(s.DB.QueryRowContext(ctx, `SELECT `+payoutCols+` FROM payouts WHERE reference = $1`, reference))
	if errors.Is(err, sql.ErrNoRows) {
		return p, ErrNotFound
	}
	if err != nil {
		return p, fmt.Errorf("store: unable to read payout: %w", err)
	}
	return p, nil
}

var _ semaphore.Queue = Providers{}

const smsDeliveryCols = `id, provider, phone, kind, body, status, attempts, next_at, provider_id, provider_status, last_error, created_at, sent_at`

func scanSMSDelivery(sc interface{ Scan(...any) error }) (semaphore.Delivery, error) {
	var d semaphore.Delivery
	err := sc.Scan(&d.ID, &d.Provider, &d.Phone, &d.Kind, &d.Body, &d.Status, &d.Attempts, &d.NextAt, &d.ProviderID, &d.ProviderStatus, &d.LastError, &d.CreatedAt, &d.SentAt)
	return d, err
}

// EnqueueSMS implements semaphore.Queue.
func (s Providers) EnqueueSMS(ctx context.Context, d semaphore.Delivery) (int64, error) {
	var id int64
	err := s.DB.QueryRowContext(ctx, `INSERT INTO sms_deliveries (provider, phone, kind, body, status, attempts, next_at, created_at)
		VALUES ($1, $2, $3, $4, $5, 0, $6, $7) RETURNING id`, d.Provider, d.Phone, d.Kind, d.Body, d.Status, d.NextAt, d.CreatedAt).Scan(&id)
	if err != nil {
		return 0, fmt.Errorf("store: unable to queue sms: %w", err)
	}
	return id, nil
}

// ClaimSMS implements semaphore.Queue: a claimed message's next_at moves to now+lease, so a
// worker that dies leaves it due again after the lease; two workers never claim the same.
func (s Providers) ClaimSMS(ctx context.Context, provider string, now, lease int64, limit int) ([]semaphore.Delivery, error) {
	rows, err := s.DB.QueryContext(ctx, `SELECT `+smsDeliveryCols+` FROM sms_deliveries WHERE status = 'queued' AND provider = $1 AND next_at <= $2 ORDER BY next_at, id LIMIT $3`,
		provider, now, limit)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list due sms: %w", err)
	}
	var cands []semaphore.Delivery
	for rows.Next() {
		d, err := scanSMSDelivery(rows)
		if err != nil {
			rows.Close()
			return nil, fmt.Errorf("store: unable to read sms: %w", err)
		}
		cands = append(cands, d)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: unable to list due sms: %w", err)
	}
	out := []semaphore.Delivery{}
	for _, d := range cands {
		res, err := s.DB.ExecContext(ctx, `UPDATE sms_deliveries SET next_at = $1 WHERE id = $2 AND next_at = $3 AND status = 'queued'`, now+lease, d.ID, d.NextAt)
		if err != nil {
			return nil, fmt.Errorf("store: unable to claim sms: %w", err)
		}
		if n, _ := res.RowsAffected(); n == 1 {
			out = append(out, d)
		}
	}
	return out, nil
}

// SMSSent implements semaphore.Queue.
func (s Providers) SMSSent(ctx context.Context, id int64, providerID, providerStatus string, at int64) error {
	_, err := s.DB.ExecContext(ctx, `UPDATE sms_deliveries SET status = 'sent', body = '', attempts = attempts + 1, provider_id = $1, provider_status = $2, sent_at = $3, last_error = '' WHERE id = $4`,
		providerID, providerStatus, at, id)
	if err != nil {
		return fmt.Errorf("store: unable to mark sms sent: %w", err)
	}
	return nil
}

// SMSRetry implements semaphore.Queue.
func (s Providers) SMSRetry(ctx context.Context, id int64, attempts int, nextAt int64, lastErr string) error {
	_, err := s.DB.ExecContext(ctx, `UPDATE sms_deliveries SET attempts = $1, next_at = $2, last_error = $3 WHERE id = $4 AND status = 'queued'`, attempts, nextAt, lastErr, id)
	if err != nil {
		return fmt.Errorf("store: unable to reschedule sms: %w", err)
	}
	return nil
}

// SMSGiveUp implements semaphore.Queue.
func (s Providers) SMSGiveUp(ctx context.Context, id int64, attempts int, lastErr string) error {
	_, err := s.DB.ExecContext(ctx, `UPDATE sms_deliveries SET status = 'failed', attempts = $1, last_error = $2 WHERE id = $3`, attempts, lastErr, id)
	if err != nil {
		return fmt.Errorf("store: unable to fail sms: %w", err)
	}
	return nil
}

// SMSDelivery implements semaphore.Queue.
func (s Providers) SMSDelivery(ctx context.Context, id int64) (semaphore.Delivery, error) {
	d, err := scanSMSDelivery(s.DB.QueryRowContext(ctx, `SELECT `+smsDeliveryCols+` FROM sms_deliveries WHERE id = $1`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return d, ErrNotFound
	}
	if err != nil {
		return d, fmt.Errorf("store: unable to read sms: %w", err)
	}
	return d, nil
}

// GatewayPayments lists the succeeded payment events of a gateway's charges received in
// [from, to) (unix ms): our side of a reconciliation.
func (s Providers) GatewayPayments(ctx context.Context, provider string, from, to int64) ([]payments.Booked, error) {
	rows, err := s.DB.QueryContext(ctx, `SELECT e.transaction_id, e.reference, e.amount, e.outcome, e.received_at FROM payment_events e
		JOIN provider_charges c ON c.reference = e.reference AND c.provider = $1
		WHERE e.type = $2 AND e.received_at >= $3 AND e.received_at < $4 ORDER BY e.received_at`, provider, payments.EventSucceeded, from, to)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list gateway payments: %w", err)
	}
	defer rows.Close()
	out := []payments.Booked{}
	for rows.Next() {
		var b payments.Booked
		var at int64
		if err := rows.Scan(&b.TransactionID, &b.Reference, &b.AmountCents, &b.Outcome, &at); err != nil {
			return nil, fmt.Errorf("store: unable to read gateway payment: %w", err)
		}
		b.ReceivedAt = time.UnixMilli(at)
		out = append(out, b)
	}
	return out, rows.Err()
}

// SMSAwaitingStatus implements semaphore.Queue.
func (s Providers) SMSAwaitingStatus(ctx context.Context, provider string, since int64, limit int) ([]semaphore.Delivery, error) {
	rows, err := s.DB.QueryContext(ctx, `SELECT `+smsDeliveryCols+` FROM sms_deliveries
		WHERE provider = $1 AND status = 'sent' AND sent_at >= $2 AND provider_status IN ('Pending', 'Queued', '') AND provider_id NOT IN ('', '0') ORDER BY sent_at LIMIT $3`, provider, since, limit)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list sms awaiting status: %w", err)
	}
	defer rows.Close()
	out := []semaphore.Delivery{}
	for rows.Next() {
		d, err := scanSMSDelivery(rows)
		if err != nil {
			return nil, fmt.Errorf("store: unable to read sms: %w", err)
		}
		out = append(out, d)
	}
	return out, rows.Err()
}

// SetSMSProviderStatus implements semaphore.Queue.
func (s Providers) SetSMSProviderStatus(ctx context.Context, id int64, status string) error {
	if _, err := s.DB.ExecContext(ctx, `UPDATE sms_deliveries SET provider_status = $1 WHERE id = $2`, status, id); err != nil {
		return fmt.Errorf("store: unable to store sms status: %w", err)
	}
	return nil
}

// SucceededPayouts lists the payouts completed in [from, to) (unix ms) as our side of a payout
// reconciliation: the provider's payout id, our reference, the amount sent.
func (s Providers) SucceededPayouts(ctx context.Context, from, to int64) ([]payments.Booked, error) {
	rows, err := s.DB.QueryContext(ctx, `SELECT provider_ref, reference, amount, updated_at FROM payouts WHERE status = $1 AND updated_at >= $2 AND updated_at < $3 ORDER BY updated_at`,
		PayoutSucceeded, from, to)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list payouts: %w", err)
	}
	defer rows.Close()
	out := []payments.Booked{}
	for rows.Next() {
		var b payments.Booked
		var at int64
		if err := rows.Scan(&b.TransactionID, &b.Reference, &b.AmountCents, &at); err != nil {
			return nil, fmt.Errorf("store: unable to read payout: %w", err)
		}
		b.Outcome, b.ReceivedAt = PayoutSucceeded, time.UnixMilli(at)
		out = append(out, b)
	}
	return out, rows.Err()
}
