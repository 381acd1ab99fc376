package store

import "context"

// Tx is a unit of work: the store calls a use case may make inside one transaction. Only
// these methods exist on it, so a store call that would run outside the transaction cannot be
// made through it: inside InTx,
//
//	tx.UpdateLoan(ctx, id, fn)     // joins the transaction
//	tx.RepaymentByID(ctx, id)      // does not compile: *Tx has no such method
//
// A Tx is valid only inside the function InTx runs; nothing of it rides in a context.
type Tx struct {
	s *Store
	q Querier
}

// InTx runs fn in one transaction: everything fn does through tx commits together when fn
// returns nil, or not at all. fn runs exactly once.
func (s *Store) InTx(ctx context.Context, fn func(tx *Tx) error) error {
	return s.Tx(ctx, func(q Querier) error { return fn(&Tx{s: s, q: q}) })
}

// Also is what a write runs in its own transaction beside its change: the audit row of the
// change and, for a change a four-eyes request ordered, the request's finish (Tx.AddAudit,
// Tx.FinishRequest). An error rolls the change back with it.
type Also func(tx *Tx) error

// runAlso runs each of also in t, stopping at the first error.
func runAlso(t *Tx, also []Also) error {
	for _, f := range also {
		if f == nil {
			continue
		}
		if err := f(t); err != nil {
			return err
		}
	}
	return nil
}

// Unit is the unit of work itself: a use case's transaction type that embeds *Tx (a payment
// event's) hands it to code that writes beside it (an audit row, a request's finish).
func (t *Tx) Unit() *Tx { return t }
