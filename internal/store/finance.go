package store

import (
	"context"
	"fmt"
	"sort"
	"time"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/journal"
	"github.com/pautang/pautang/internal/loans"
)

// JournalRows streams the ledger entries dated from..to (Manila days, both included) in day,
// order, entry order to each, one row at a time: nothing but the current row is held.
func (s Reports) JournalRows(ctx context.Context, from, to loans.Date, each func(journal.Row) error) error {
	return journalRows(ctx, s.DB, from, to, each)
}

// journalDay is the SQL of a ledger entry's journal day: its post_day when it was written
// after its month was closed, else its own day.
const journalDay = `CASE WHEN l.post_day <> '' THEN l.post_day ELSE l.day END`

// journalRows streams the ledger entries the journal posts on from..to (their journal day), in
// journal-day order.
func journalRows(ctx context.Context, q Querier, from, to loans.Date, each func(journal.Row) error) error {
	err := queryEach(ctx, q, `SELECT o.order_no, l.kind, l.bucket, l.amount, l.day, l.ref, l.post_day
		FROM ledger_entries l JOIN orders o ON o.id = l.order_id
		WHERE ((l.post_day = '' AND l.day >= $1 AND l.day <= $2) OR (l.post_day >= $1 AND l.post_day <= $2))
		ORDER BY `+journalDay+`, l.order_id, l.id`,
		[]any{from.String(), to.String()}, func(r Row) error {
			var row journal.Row
			var kind, bucket, day, postDay string
			if err := r.Scan(&row.OrderNo, &kind, &bucket, &row.Entry.AmountCents, &day, &row.Entry.Ref, &postDay); err != nil {
				return err
			}
			row.Entry.Kind, row.Entry.Bucket = loans.EntryKind(kind), loans.Bucket(bucket)
			d, err := loans.ParseDate(day)
			if err != nil {
				return fmt.Errorf("ledger entry of %s has day %q: %w", row.OrderNo, day, err)
			}
			row.Entry.Day = d
			if postDay != "" {
				if row.PostDay, err = loans.ParseDate(postDay); err != nil {
					return fmt.Errorf("ledger entry of %s has post day %q: %w", row.OrderNo, postDay, err)
				}
			}
			return each(row)
		})
	if err != nil {
		return fmt.Errorf("store: unable to read the journal: %w", err)
	}
	return nil
}

// paymentChannel is the SQL of a payment ledger entry's method: a matched bank transfer, or
// the method of the repayment whose gateway transaction booked it, found by the event's ledger
// ref (or, for an event stored without one, by its transaction id; 'other' when unknown).
const paymentChannel = `CASE WHEN l.ref LIKE 'transfer:%' THEN 'transfer' ELSE COALESCE((SELECT r.method FROM payment_events pe
	JOIN repayments r ON r.reference = pe.reference
	WHERE l.ref LIKE 'pay:%' AND pe.order_id = l.order_id
		AND (pe.ledger_ref = l.ref OR (pe.ledger_ref = '' AND pe.transaction_id = substr(l.ref, 5))) LIMIT 1), 'other') END`

// Finance sums the dashboard's money over from..to (Manila days, both included) from the
// ledger and the decisions, and the portfolio at risk on today from the kept standings.
func (s Reports) Finance(ctx context.Context, from, to, today loans.Date) (admin.Finance, error) {
	f := admin.Finance{From: from, To: to, ByChannel: []admin.ChannelTotal{}, Daily: []admin.FinanceDay{}}
	args := []any{from.String(), to.String()}
	fail := func(what string, err error) (admin.Finance, error) {
		return admin.Finance{}, fmt.Errorf("store: unable to sum %s: %w", what, err)
	}
	// The range's ledger by kind and bucket (rollover fees are fee charges too).
	daily := map[loans.Date]*admin.FinanceDay{}
	err := queryEach(ctx, s.DB, `SELECT l.day, l.kind, l.bucket, COUNT(*), SUM(l.amount) FROM ledger_entries l
		WHERE l.day >= $1 AND l.day <= $2 GROUP BY l.day, l.kind, l.bucket`, args, func(r Row) error {
		var day, kind, bucket string
		var n, sum int64
		if err := r.Scan(&day, &kind, &bucket, &n, &sum); err != nil {
			return err
		}
		d, _ := loans.ParseDate(day)
		fd := daily[d]
		if fd == nil {
			fd = &admin.FinanceDay{Day: d}
			daily[d] = fd
		}
		switch loans.EntryKind(kind) {
		case loans.KindDisbursement:
			f.DisbursedCount += n
			f.DisbursedCents += sum
			f.PaidOutCents += sum
			fd.Disbursed += sum
		case loans.KindDeduction:
			f.PaidOutCents += sum
		case loans.KindPayment:
			f.CollectedCents -= sum
			fd.Collected -= sum
			if loans.Bucket(bucket) == loans.BucketWrittenOff {
				f.RecoveredCents -= sum
			}
		case loans.KindWriteOff:
			if loans.Bucket(bucket) == loans.BucketWrittenOff {
				f.WrittenOffCents += sum
			}
		case loans.KindRefund:
			f.RefundedCents += sum
		case loans.KindWaiver:
			f.WaivedCents -= sum
		case loans.KindCharge:
			switch loans.Bucket(bucket) {
			case loans.BucketFee:
				f.FeesEarnedCents += sum
			case loans.BucketInterest:
				f.InterestCents += sum
			case loans.BucketPenalty, loans.BucketLateInterest:
				f.LateChargesCents += sum
			}
		}
		return nil
	})
	if err != nil {
		return fail("the ledger", err)
	}
	for _, d := range daily {
		f.Daily = append(f.Daily, *d)
	}
	sort.Slice(f.Daily, func(i, j int) bool { return f.Daily[i].Day.Before(f.Daily[j].Day) })
	// Principal owed at the end of the range.
	if err := s.DB.QueryRowContext(ctx, `SELECT COALESCE(SUM(amount), 0) FROM ledger_entries WHERE bucket = 'principal' AND day <= $1`,
		to.String()).Scan(&f.OutstandingCents); err != nil {
		return fail("outstanding principal", err)
	}
	// Collections by payment method.
	err = queryEach(ctx, s.DB, `SELECT ch, COUNT(DISTINCT ref), SUM(amt) FROM (SELECT `+paymentChannel+` AS ch, l.order_id || ':' || l.ref AS ref, -l.amount AS amt
		FROM ledger_entries l WHERE l.kind = 'payment' AND l.day >= $1 AND l.day <= $2) p GROUP BY ch`, args, func(r Row) error {
		var c admin.ChannelTotal
		err := r.Scan(&c.Channel, &c.Count, &c.Cents)
		f.ByChannel = append(f.ByChannel, c)
		return err
	})
	if err != nil {
		return fail("collections by channel", err)
	}
	sort.Slice(f.ByChannel, func(i, j int) bool {
		if f.ByChannel[i].Cents != f.ByChannel[j].Cents {
			return f.ByChannel[i].Cents > f.ByChannel[j].Cents
		}
		return f.ByChannel[i].Channel < f.ByChannel[j].Channel
	})
	// Decisions made in the range.
	start := time.Date(from.Time().Year(), from.Time().Month(), from.Time().Day(), 0, 0, 0, 0, clock.Manila).UnixMilli()
	end := time.Date(to.Time().Year(), to.Time().Month(), to.Time().Day(), 0, 0, 0, 0, clock.Manila).AddDate(0, 0, 1).UnixMilli()
	err = queryEach(ctx, s.DB, `SELECT event, COUNT(*) FROM order_events WHERE event IN ('approve', 'reject') AND created_at >= $1 AND created_at < $2 GROUP BY event`,
		[]any{start, end}, func(r Row) error {
			var ev string
			var n int64
			if err := r.Scan(&ev, &n); err != nil {
				return err
			}
			if ev == string(loans.EventApprove) {
				f.Approved = n
			} else {
				f.Rejected = n
			}
			return nil
		})
	if err != nil {
		return fail("decisions", err)
	}
	// Portfolio at risk today, from the kept standings of active loans still on the books.
	var groups []admin.OverdueGroup
	var total int64
	err = queryEach(ctx, s.DB, `SELECT overdue_since, COUNT(*), COALESCE(SUM(payoff_cents), 0) FROM orders WHERE status IN (`+activeStatuses+`) AND written_off_day = '' GROUP BY overdue_since`,
		nil, func(r Row) error {
			var g admin.OverdueGroup
			var since string
			err := r.Scan(&since, &g.Loans, &g.PayoffCents)
			g.Since, _ = loans.ParseDate(since)
			total += g.PayoffCents
			groups = append(groups, g)
			return err
		})
	if err != nil {
		return fail("portfolio at risk", err)
	}
	f.PAR = admin.PortfolioAtRisk(groups, total, today)
	return f, nil
}
