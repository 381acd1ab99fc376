package store

import (
	"context"
	"time"
)

// Lending is what the loan use cases read and write (lending.Repo): the loans, the catalogue,
// the borrowers and their payout accounts.
type Lending struct {
	Loans
	Catalog
	Users
	Payouts
	Records
}

// Lending returns the areas the loan use cases use.
func (s *Store) Lending() Lending {
	return Lending{s.Loans(), s.Catalog(), s.Users(), s.Payouts(), s.Records()}
}

// InTx runs fn in one unit of work (Store.InTx).
func (l Lending) InTx(ctx context.Context, fn func(tx *Tx) error) error {
	return l.Loans.InTx(ctx, fn)
}

// RateHit takes one hit of a rate-limit bucket (Store.RateHit).
func (l Lending) RateHit(ctx context.Context, bucket string, window time.Duration, limit int) (bool, error) {
	return l.Loans.RateHit(ctx, bucket, window, limit)
}
