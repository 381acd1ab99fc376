package store

import (
	"context"
	"database/sql"
	"fmt"
)

// LoanBook is every order with its ledger and schedule, read in one snapshot.
type LoanBook struct {
	Orders   []LoanOrder
	Ledger   map[int64][]LedgerRow
	Schedule map[int64][]InstallmentRow
}

// LoanBookSnapshot reads the whole loan book in one read-only transaction (REPEATABLE READ on
// PostgreSQL; on SQLite one read transaction sees one snapshot of the WAL), so check-ledger
// never sees an order from before a payment and its ledger from after it while the server
// runs. Three statements, each in index order.
func (s *Store) LoanBookSnapshot(ctx context.Context) (LoanBook, error) {
	book := LoanBook{Ledger: map[int64][]LedgerRow{}, Schedule: map[int64][]InstallmentRow{}}
	opts := &sql.TxOptions{ReadOnly: true}
	if s.Dialect == Postgres {
		opts.Isolation = sql.LevelRepeatableRead
	}
	tx, err := s.DB.BeginTx(ctx, opts)
	if err != nil {
		return book, fmt.Errorf("store: unable to begin the snapshot: %w", err)
	}
	defer tx.Rollback()
	rows, err := tx.QueryContext(ctx, `SELECT `+loanOrderCols+loanOrderFrom+` ORDER BY o.id`)
	if err != nil {
		return book, fmt.Errorf("store: unable to read orders: %w", err)
	}
	for rows.Next() {
		o, err := scanLoanOrder(rows)
		if err != nil {
			rows.Close()
			return book, fmt.Errorf("store: unable to read order: %w", err)
		}
		book.Orders = append(book.Orders, o)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return book, fmt.Errorf("store: unable to read orders: %w", err)
	}
	rows, err = tx.QueryContext(ctx, `SELECT order_id, kind, bucket, amount, day, ref FROM ledger_entries ORDER BY order_id, id`)
	if err != nil {
		return book, fmt.Errorf("store: unable to read the ledger: %w", err)
	}
	for rows.Next() {
		var id int64
		var e LedgerRow
		if err := rows.Scan(&id, &e.Kind, &e.Bucket, &e.Amount, &e.Day, &e.Ref); err != nil {
			rows.Close()
			return book, fmt.Errorf("store: unable to read ledger entry: %w", err)
		}
		book.Ledger[id] = append(book.Ledger[id], e)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return book, fmt.Errorf("store: unable to read the ledger: %w", err)
	}
	rows, err = tx.QueryContext(ctx, `SELECT order_id, seq, due_date, principal, interest FROM installments ORDER BY order_id, seq`)
	if err != nil {
		return book, fmt.Errorf("store: unable to read schedules: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var id int64
		var in InstallmentRow
		if err := rows.Scan(&id, &in.Seq, &in.DueDate, &in.Principal, &in.Interest); err != nil {
			return book, fmt.Errorf("store: unable to read installment: %w", err)
		}
		book.Schedule[id] = append(book.Schedule[id], in)
	}
	if err := rows.Err(); err != nil {
		return book, fmt.Errorf("store: unable to read schedules: %w", err)
	}
	return book, tx.Commit()
}
