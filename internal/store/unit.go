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
