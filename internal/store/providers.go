package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/pautang/pautang/internal/payments"
)

var _ payments.ChargeStore = (*Store)(nil)

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
func (s *Store) SaveProviderCharge(ctx context.Context, c payments.ProviderCharge) (payments.ProviderCharge, error) {
	_, err := s.DB.ExecContext(ctx, `INSERT INTO provider_charges (`+providerChargeCols+`) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
		ON CONFLICT (provider, reference) DO NOTHING`,
		c.Provider, c.Reference, c.ProviderID, c.Method, c.ChannelNumber, c.ChannelCode, c.AmountCents, c.PayURL, c.PayCode, c.Status, c.CreatedAt)
	if err != nil {
		return c, fmt.Errorf("store: unable to save provider charge: %w", err)
	}
	return s.ProviderCharge(ctx, c.Provider, c.Reference)
}

// ProviderCharge implements payments.ChargeStore.
func (s *Store) ProviderCharge(ctx context.Context, provider, reference string) (payments.ProviderCharge, error) {
	return scanProviderCharge(s.DB.QueryRowContext(ctx, `SELECT `+providerChargeCols+` FROM provider_charges WHERE provider = $1 AND reference = $2`, provider, reference))
}

// PayoutByReference reads a payout attempt by its idempotency reference (a provider's
// status callback names it); ErrNotFound when absent.
func (s *Store) PayoutByReference(ctx context.Context, reference string) (Payout, error) {
	p, err := scanPayout(s.DB.QueryRowContext(ctx, `SELECT `+payoutCols+` FROM payouts WHERE reference = $1`, reference))
	if errors.Is(err, sql.ErrNoRows) {
		return p, ErrNotFound
	}
	if err != nil {
		return p, fmt.Errorf("store: unable to read payout: %w", err)
	}
	return p, nil
}
