package store

import (
	"context"
	"fmt"

	"github.com/pautang/pautang/internal/loans"
)

// OverdueLedgers reads the ledger entries dated up to to (YYYY-MM-DD) of every order that was
// ever past due (a move to 180), per order (collections.CollectionRates reads them).
func (s Collections) OverdueLedgers(ctx context.Context, to loans.Date) (map[int64][]loans.Entry, error) {
	out := map[int64][]loans.Entry{}
	err := queryEach(ctx, s.DB, `SELECT le.order_id, le.kind, le.bucket, le.amount, le.day, le.ref FROM ledger_entries le
		WHERE le.order_id IN (SELECT DISTINCT order_id FROM order_events WHERE to_status = $1) AND le.day <= $2 ORDER BY le.order_id, le.id`,
		[]any{int(loans.StatusOverdue), to.String()}, func(r Row) error {
			var id int64
			var e loans.Entry
			var kind, bucket, day string
			if err := r.Scan(&id, &kind, &bucket, &e.AmountCents, &day, &e.Ref); err != nil {
				return err
			}
			d, err := loans.ParseDate(day)
			if err != nil {
				return fmt.Errorf("order %d: %w", id, err)
			}
			e.Kind, e.Bucket, e.Day = loans.EntryKind(kind), loans.Bucket(bucket), d
			out[id] = append(out[id], e)
			return nil
		})
	if err != nil {
		return nil, fmt.Errorf("store: unable to read the ledgers of overdue loans: %w", err)
	}
	return out, nil
}
