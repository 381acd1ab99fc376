package store

import (
	"context"
	"fmt"

	"github.com/pautang/pautang/internal/loans"
)

// LoanBook is every order with its ledger and schedule, read in one snapshot.
type LoanBook struct {
	Orders   []loans.Order
	Ledger   map[int64][]loans.Entry
	Schedule map[int64][]loans.Installment
}

// LoanBookSnapshot reads the whole loan book in one read-only transaction (Store.ReadTx), so
// check-ledger never sees an order from before a payment and its ledger from after it while
// the server runs. Three statements, each in index order.
func (s Loans) LoanBookSnapshot(ctx context.Context) (LoanBook, error) {
	book := LoanBook{Ledger: map[int64][]loans.Entry{}, Schedule: map[int64][]loans.Installment{}}
	err := s.ReadTx(ctx, func(tx Querier) error {
		err := queryEach(ctx, tx, `SELECT `+loanOrderCols+loanOrderFrom+` ORDER BY o.id`, nil, func(r Row) error {
			o, err := scanLoanOrder(r)
			book.Orders = append(book.Orders, o)
			return err
		})
		if err != nil {
			return fmt.Errorf("store: unable to read orders: %w", err)
		}
		err = queryEach(ctx, tx, `SELECT order_id, kind, bucket, amount, day, ref FROM ledger_entries ORDER BY order_id, id`, nil, func(r Row) error {
			var id int64
			var le ledgerEntry
			if err := r.Scan(&id, &le.kind, &le.bucket, &le.amount, &le.day, &le.ref); err != nil {
				return err
			}
			e, err := le.entry()
			book.Ledger[id] = append(book.Ledger[id], e)
			return err
		})
		if err != nil {
			return fmt.Errorf("store: unable to read the ledger: %w", err)
		}
		err = queryEach(ctx, tx, `SELECT order_id, `+installmentCols+` FROM installments ORDER BY order_id, seq`, nil, func(r Row) error {
			var id, principal, interest, carried int64
			var seq, closed int
			var due, start string
			if err := r.Scan(&id, &seq, &due, &principal, &interest, &start, &closed, &carried); err != nil {
				return err
			}
			in, err := installmentOf(seq, due, principal, interest, start, closed, carried)
			book.Schedule[id] = append(book.Schedule[id], in)
			return err
		})
		if err != nil {
			return fmt.Errorf("store: unable to read schedules: %w", err)
		}
		return nil
	})
	return book, err
}
