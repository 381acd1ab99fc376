package store

import (
	"context"
	"fmt"
	"strings"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/loans"
)

// AccrualCandidates lists the ids of loans being repaid (170/174/180) that the daily job has
// work on today: last accrued before today and a next accrual day (” = at once) not after
// today, in id order. Loans with nothing happening (mid-period, not due soon, not in arrears)
// are not read at all, so a day's work follows the loans that change, not the book's size.
func (s Loans) AccrualCandidates(ctx context.Context, today string) ([]int64, error) {
	rows, err := s.Query(ctx, `SELECT id FROM orders WHERE status IN (`+activeStatuses+`) AND next_accrual_day <= $1 AND last_accrued_day < $1 ORDER BY id`, today)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list loans to accrue: %w", err)
	}
	defer rows.Close()
	var out []int64
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			return nil, fmt.Errorf("store: unable to read loan id: %w", err)
		}
		out = append(out, id)
	}
	return out, rows.Err()
}

// neverAccrue is the next accrual day of a loan the job has no more work on ('9999-12-31'
// sorts after every real day); any change to the loan resets it.
const neverAccrue = "9999-12-31"

// AccrualResult is what one batch of the daily job wrote.
type AccrualResult struct {
	Orders  int // loans brought up to today
	Entries int // ledger rows written
	Moves   int // status changes
}

// AccrueBatch brings the loans with ids in [lo, hi] that still need it up to today in one
// transaction: it locks them (PostgreSQL: FOR UPDATE SKIP LOCKED, so a second instance or a
// payment holding a loan is skipped, never waited on), loads their ledgers and schedules in
// two queries, lets fn compute each loan's update, then writes every entry in multi-row
// inserts, the status moves through the transition table and last_accrued_day = today. The
// condition last_accrued_day < today is re-read under the lock, so a loan is accrued at most
// once per day whatever runs concurrently.
func (s Loans) AccrueBatch(ctx context.Context, lo, hi int64, today string, fn func(o loans.Order, ledger []loans.Entry, sched []loans.Installment) (loans.Update, error)) (AccrualResult, error) {
	var res AccrualResult
	err := s.Tx(ctx, func(tx Querier) error {
		lock := ""
		if s.Dialect == Postgres {
			lock = " FOR UPDATE OF o SKIP LOCKED"
		}
		rows, err := tx.QueryContext(ctx, `SELECT `+loanOrderCols+loanOrderFrom+` WHERE o.id >= $1 AND o.id <= $2 AND o.status IN (`+activeStatuses+`)
			AND o.next_accrual_day <= $3 AND o.last_accrued_day < $3 ORDER BY o.id`+lock, lo, hi, today)
		if err != nil {
			return fmt.Errorf("store: unable to lock loans: %w", err)
		}
		var orders []loans.Order
		for rows.Next() {
			o, err := scanLoanOrder(rows)
			if err != nil {
				rows.Close()
				return fmt.Errorf("store: unable to read loan: %w", err)
			}
			orders = append(orders, o)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return fmt.Errorf("store: unable to read loans: %w", err)
		}
		if len(orders) == 0 {
			return nil
		}
		ids := make([]int64, len(orders))
		for i, o := range orders {
			ids[i] = o.ID
		}
		in := idList(ids)
		ledgers := map[int64][]loans.Entry{}
		lr, err := tx.QueryContext(ctx, `SELECT order_id, kind, bucket, amount, day, ref FROM ledger_entries WHERE order_id IN (`+in+`) ORDER BY order_id, id`)
		if err != nil {
			return fmt.Errorf("store: unable to read ledgers: %w", err)
		}
		for lr.Next() {
			var id int64
			var le ledgerEntry
			if err := lr.Scan(&id, &le.kind, &le.bucket, &le.amount, &le.day, &le.ref); err != nil {
				lr.Close()
				return fmt.Errorf("store: unable to read ledger entry: %w", err)
			}
			e, err := le.entry()
			if err != nil {
				lr.Close()
				return err
			}
			ledgers[id] = append(ledgers[id], e)
		}
		lr.Close()
		scheds := map[int64][]loans.Installment{}
		sr, err := tx.QueryContext(ctx, `SELECT order_id, `+installmentCols+` FROM installments WHERE order_id IN (`+in+`) ORDER BY order_id, seq`)
		if err != nil {
			return fmt.Errorf("store: unable to read schedules: %w", err)
		}
		for sr.Next() {
			var id, principal, interest, carried int64
			var seq, closed int
			var due, start string
			if err := sr.Scan(&id, &seq, &due, &principal, &interest, &start, &closed, &carried); err != nil {
				sr.Close()
				return fmt.Errorf("store: unable to read installment: %w", err)
			}
			in, err := installmentOf(seq, due, principal, interest, start, closed, carried)
			if err != nil {
				sr.Close()
				return err
			}
			scheds[id] = append(scheds[id], in)
		}
		sr.Close()

		now := s.Now()
		var all []batchEntry
		var standings []loanStanding
		byNext := map[string][]int64{} // next accrual day -> loans
		for _, o := range orders {
			u, err := fn(o, ledgers[o.ID], scheds[o.ID])
			if err != nil {
				return fmt.Errorf("store: loan %d: %w", o.ID, err)
			}
			byNext[u.NextAccrualDay] = append(byNext[u.NextAccrualDay], o.ID)
			if u.Standing != nil {
				standings = append(standings, loanStanding{o.ID, *u.Standing})
			}
			for _, e := range u.Entries {
				all = append(all, batchEntry{o.ID, e})
			}
			from := o.Status
			for _, ev := range u.Events {
				if from, err = moveStatus(ctx, tx, o.ID, from, ev, u.Actor, u.Reason, now); err != nil {
					return fmt.Errorf("store: loan %d: %w", o.ID, err)
				}
				res.Moves++
			}
		}
		if err := insertBatchEntries(ctx, tx, all, now); err != nil {
			return err
		}
		// One UPDATE per distinct next day (a batch has few: period starts and due days).
		for next, group := range byNext {
			if next == "" {
				next = neverAccrue
			}
			if _, err := tx.ExecContext(ctx, `UPDATE orders SET last_accrued_day = $1, next_accrual_day = $2, updated_at = $3 WHERE id IN (`+idList(group)+`)`, today, next, now); err != nil {
				return fmt.Errorf("store: unable to mark loans accrued: %w", err)
			}
		}
		if err := writeStandings(ctx, tx, standings, now); err != nil {
			return err
		}
		res.Orders, res.Entries = len(orders), len(all)
		return nil
	})
	return res, err
}

type loanStanding struct {
	orderID int64
	loans.KeptStanding
}

// writeStandings stores many loans' standings in multi-row updates (300 loans a statement).
func writeStandings(ctx context.Context, tx Querier, ls []loanStanding, now int64) error {
	const per = 300
	for len(ls) > 0 {
		n := min(per, len(ls))
		var b strings.Builder
		args := make([]any, 0, 1+4*n)
		args = append(args, now)
		b.WriteString(`WITH v(id, since, payoff, pastdue) AS (VALUES `)
		for i, l := range ls[:n] {
			if i > 0 {
				b.WriteByte(',')
			}
			p := len(args)
			fmt.Fprintf(&b, "(CAST($%d AS BIGINT), CAST($%d AS TEXT), CAST($%d AS BIGINT), CAST($%d AS BIGINT))", p+1, p+2, p+3, p+4)
			args = append(args, l.orderID, l.OverdueSince, l.PayoffCents, l.PastDueCents)
		}
		b.WriteString(`) UPDATE orders SET overdue_since = v.since, payoff_cents = v.payoff, past_due_cents = v.pastdue, standing_at = $1 FROM v WHERE orders.id = v.id`)
		ls = ls[n:]
		if _, err := tx.ExecContext(ctx, b.String(), args...); err != nil {
			return fmt.Errorf("store: unable to store loan standings: %w", err)
		}
	}
	return nil
}

// OverdueByDay aggregates the overdue loans (status 180) still on the books (not written off)
// by the day they have been overdue since, from the standing kept on each order (no ledger is read).
func (s Loans) OverdueByDay(ctx context.Context) ([]admin.OverdueGroup, error) {
	out := []admin.OverdueGroup{}
	err := queryEach(ctx, s.DB, `SELECT overdue_since, COUNT(*), COALESCE(SUM(payoff_cents), 0) FROM orders WHERE status = $1 AND written_off_day = '' GROUP BY overdue_since ORDER BY overdue_since`,
		[]any{int(loans.StatusOverdue)}, func(r Row) error {
			var g admin.OverdueGroup
			var since string
			err := r.Scan(&since, &g.Loans, &g.PayoffCents)
			g.Since, _ = loans.ParseDate(since) // '' (never computed) stays zero
			out = append(out, g)
			return err
		})
	if err != nil {
		return nil, fmt.Errorf("store: unable to aggregate overdue loans: %w", err)
	}
	return out, nil
}

// LoansWithoutStanding lists up to limit active loans after afterID whose standing was never
// computed, in id order (after an upgrade; new writes always store it).
func (s Loans) LoansWithoutStanding(ctx context.Context, afterID int64, limit int) ([]int64, error) {
	var out []int64
	err := queryEach(ctx, s.DB, `SELECT id FROM orders WHERE status IN (`+activeStatuses+`) AND standing_at = 0 AND id > $1 ORDER BY id LIMIT $2`, []any{afterID, limit}, func(r Row) error {
		var id int64
		err := r.Scan(&id)
		out = append(out, id)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("store: unable to list loans without a standing: %w", err)
	}
	return out, nil
}
