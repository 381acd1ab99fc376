package lending

import (
	"context"

	"github.com/pautang/pautang/internal/payments"
	"github.com/pautang/pautang/internal/store"
)

var _ payments.Books = (*Service)(nil)

// InEventTx runs one payment event's unit of work (payments.Books): the event's receipt and
// outcome (the store) and its booking in the ledger (this service) in one transaction.
func (s *Service) InEventTx(ctx context.Context, fn func(tx payments.BooksTx) error) error {
	return s.Store.InTx(ctx, func(tx *store.Tx) error { return fn(eventTx{Tx: tx, s: s}) })
}

// eventTx is the store's unit of work with the ledger bookings of this service on it.
type eventTx struct {
	*store.Tx
	s *Service
}

// ApplyPayment books a payment in the transaction (payments.BooksTx).
func (e eventTx) ApplyPayment(ctx context.Context, orderID, amountCents int64, ref string) error {
	res, err := e.s.applyPayment(ctx, e.Tx, orderID, amountCents, ref)
	if err == nil && res.Duplicate {
		return payments.ErrAlreadyApplied
	}
	return err
}

// ApplyRollover books a rollover in the transaction (payments.BooksTx).
func (e eventTx) ApplyRollover(ctx context.Context, orderID, amountCents int64, ref string) error {
	res, err := e.s.applyRollover(ctx, e.Tx, orderID, amountCents, ref)
	if err == nil && res.Duplicate {
		return payments.ErrAlreadyApplied
	}
	return err
}
