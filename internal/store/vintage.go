package store

import (
	"context"
	"fmt"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/loans"
)

// vintageCandidates selects the loans disbursed from $1 to $2 that were ever past due: overdue
// now, written off, or with an order event into 180 ('overdue', the one event leading there)
// in their history. A loan never past due cannot be 30 days past due on any day, so only
// these ledgers are read.
const vintageCandidates = `SELECT o.id FROM orders o WHERE o.disbursed_day >= $1 AND o.disbursed_day <= $2
	AND (o.status = 180 OR o.written_off_day <> '' OR EXISTS (SELECT 1 FROM order_events e WHERE e.order_id = o.id AND e.event = 'overdue'))`

// Vintage computes the vintage curves (admin.Vintage) of the cohorts disbursed from the month
// of from to the month of to, observed up to today: the cohorts' loans and principal are
// summed from the disbursement entries; the loans ever past due are streamed, ledger and
// schedule one loan at a time, and each is placed on its cohort's curve by the loan rules.
func (s Reports) Vintage(ctx context.Context, from, to, today loans.Date) (admin.Vintage, error) {
	first, last := admin.MonthOf(from), admin.MonthEnd(to)
	if last.After(today) {
		last = today
	}
	b := admin.NewVintage(first, to, today)
	args := []any{first.String(), last.String()}
	err := queryEach(ctx, s.DB, `SELECT substr(day, 1, 7) AS m, COUNT(*), SUM(amount) FROM ledger_entries
		WHERE kind = 'disbursement' AND day >= $1 AND day <= $2 GROUP BY substr(day, 1, 7) ORDER BY m`, args, func(r Row) error {
		var month string
		var n, sum int64
		if err := r.Scan(&month, &n, &sum); err != nil {
			return err
		}
		d, err := loans.ParseDate(month + "-01")
		if err != nil {
			return fmt.Errorf("disbursement month %q: %w", month, err)
		}
		b.Cohort(d, n, sum)
		return nil
	})
	if err != nil {
		return admin.Vintage{}, fmt.Errorf("store: unable to sum the cohorts: %w", err)
	}
	var (
		current int64 = -1
		ledger  []loans.Entry
		sched   []loans.Installment
	)
	flush := func() {
		if current >= 0 {
			b.AddLoan(sched, ledger)
		}
		ledger, sched = ledger[:0], sched[:0]
	}
	// The installments' rows carry their start day (a restructure's) in the bucket column.
	err = queryEach(ctx, s.DB, `SELECT l.order_id, 0 AS part, l.id AS k, l.kind, l.bucket, l.amount, l.day, l.ref, 0 AS interest, 0 AS closed, 0 AS carried
		FROM ledger_entries l WHERE l.order_id IN (`+vintageCandidates+`)
		UNION ALL SELECT i.order_id, 1, i.seq, '', i.start_day, i.principal, i.due_date, '', i.interest, i.closed, i.carried
		FROM installments i WHERE i.order_id IN (`+vintageCandidates+`)
		ORDER BY 1, 2, 3`, args, func(r Row) error {
		var orderID, k, interest, carried int64
		var part, closed int
		var le ledgerEntry
		if err := r.Scan(&orderID, &part, &k, &le.kind, &le.bucket, &le.amount, &le.day, &le.ref, &interest, &closed, &carried); err != nil {
			return err
		}
		if orderID != current {
			flush()
			current = orderID
		}
		if part == 0 {
			e, err := le.entry()
			ledger = append(ledger, e)
			return err
		}
		in, err := installmentOf(int(k), le.day, le.amount, interest, le.bucket, closed, carried)
		sched = append(sched, in)
		return err
	})
	if err != nil {
		return admin.Vintage{}, fmt.Errorf("store: unable to read the cohorts' ledgers: %w", err)
	}
	flush()
	return b.Result(), nil
}
