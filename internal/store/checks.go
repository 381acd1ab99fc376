package store

import (
	"context"
	"fmt"
	"strconv"
)

// RepaymentSumProblems is check-ledger's look at every repayment's money: paid_amount must be
// a whole number of centavos within bounds and equal to the amounts of the payment events
// booked or held for it (applied, rollover, unapplied). A stored sum that disagrees, is not
// an integer (SQLite turns an overflowing sum into REAL) or is negative is reported.
func (s Payments) RepaymentSumProblems(ctx context.Context, maxCents int64) ([]string, error) {
	rows, err := s.DB.QueryContext(ctx, `SELECT r.reference, CAST(r.paid_amount AS TEXT),
		CAST(COALESCE((SELECT SUM(e.amount) FROM payment_events e WHERE e.reference = r.reference AND e.type = 'payment.succeeded'
			AND e.outcome IN ('applied', 'rollover', 'unapplied')), 0) AS TEXT)
		FROM repayments r ORDER BY r.id`)
	if err != nil {
		return nil, fmt.Errorf("store: unable to check repayments: %w", err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var ref, paidText, eventsText string
		if err := rows.Scan(&ref, &paidText, &eventsText); err != nil {
			return nil, fmt.Errorf("store: unable to read repayment check: %w", err)
		}
		paid, perr := strconv.ParseInt(paidText, 10, 64)
		events, eerr := strconv.ParseInt(eventsText, 10, 64)
		switch {
		case perr != nil:
			out = append(out, fmt.Sprintf("repayment %s: paid amount %q is not a whole number of centavos", ref, paidText))
		case eerr != nil:
			out = append(out, fmt.Sprintf("repayment %s: its events sum to %q, not a whole number of centavos", ref, eventsText))
		case paid < 0 || paid > maxCents:
			out = append(out, fmt.Sprintf("repayment %s: paid amount %d outside 0..%d", ref, paid, maxCents))
		case paid != events:
			out = append(out, fmt.Sprintf("repayment %s: paid amount %d but its events sum to %d", ref, paid, events))
		}
	}
	return out, rows.Err()
}

// WriteProbe proves the database takes a write: one row of the readyz bucket of rate_events
// is replaced and committed (the readiness check).
func (s *Store) WriteProbe(ctx context.Context) error {
	return s.Tx(ctx, func(tx Querier) error {
		if _, err := tx.ExecContext(ctx, `DELETE FROM rate_events WHERE bucket = 'readyz'`); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO rate_events (bucket, at) VALUES ('readyz', $1)`, s.Now())
		return err
	})
}
