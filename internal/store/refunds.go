package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/payments"
)

// Refund is payments.Refund, named here for the store's queries.
type Refund = payments.Refund

// RefundStart is a refund to send: the attempt and the account it goes to.
type RefundStart struct {
	Refund  Refund
	Account BankAccount
}

// Refund errors (docs/errors.md, Loans).
var (
	ErrRefundTooLarge  = apperr.New("refund_too_large", "The refund is more than the credit held for the borrower.")
	ErrRefundNoAccount = apperr.New("refund_no_account", "The borrower has no bank account or e-wallet to refund to.")
)

const refundCols = `id, order_id, reference, account_id, amount, status, provider_ref, failure_reason, created_at`

func scanRefund(sc interface{ Scan(...any) error }) (Refund, error) {
	var r Refund
	err := sc.Scan(&r.ID, &r.OrderID, &r.Reference, &r.AccountID, &r.Amount, &r.Status, &r.ProviderRef, &r.FailureReason, &r.CreatedAt)
	return r, err
}

// RefundableCredit is the credit an order holds for its borrower less the refunds of it still
// pending: what a new refund may take.
func (s Payments) RefundableCredit(ctx context.Context, orderID int64) (int64, error) {
	return refundable(ctx, s.DB, orderID)
}

func refundable(ctx context.Context, q Querier, orderID int64) (int64, error) {
	var credit, pending int64
	if err := q.QueryRowContext(ctx, `SELECT COALESCE(-SUM(amount), 0) FROM ledger_entries WHERE order_id = $1 AND bucket = $2`,
		orderID, string(loans.BucketCredit)).Scan(&credit); err != nil {
		return 0, fmt.Errorf("store: unable to read the credit: %w", err)
	}
	if err := q.QueryRowContext(ctx, `SELECT COALESCE(SUM(amount), 0) FROM refunds WHERE order_id = $1 AND status = $2`,
		orderID, PayoutPending).Scan(&pending); err != nil {
		return 0, fmt.Errorf("store: unable to read pending refunds: %w", err)
	}
	return credit - pending, nil
}

// StartRefund opens the refund with reference (its idempotency key) of amount from an order's
// credit to the borrower's payout account, under the order's lock: the amount must be within
// the credit less pending refunds (ErrRefundTooLarge) and the borrower must have a payout
// account (ErrRefundNoAccount). A reference already stored is returned as it is, whatever its
// status (a retry resends a pending one; a settled one is not sent again).
func (s Payments) StartRefund(ctx context.Context, orderID int64, reference string, amount int64) (RefundStart, error) {
	var out RefundStart
	err := s.InTx(ctx, func(t *Tx) error {
		var err error
		out, err = t.StartRefund(ctx, orderID, reference, amount)
		return err
	})
	return out, err
}

// StartRefund is Store.StartRefund inside the unit of work t.
func (t *Tx) StartRefund(ctx context.Context, orderID int64, reference string, amount int64) (RefundStart, error) {
	s := t.s
	var out RefundStart
	err := func(tx Querier) error {
		if err := s.lockKey(ctx, tx, fmt.Sprintf("order:%d", orderID)); err != nil {
			return err
		}
		var userID int64
		err := tx.QueryRowContext(ctx, `SELECT user_id FROM orders WHERE id = $1`+s.ForUpdate(), orderID).Scan(&userID)
		if errors.Is(err, sql.ErrNoRows) {
			return ErrNotFound
		}
		if err != nil {
			return fmt.Errorf("store: unable to read order: %w", err)
		}
		r, err := scanRefund(tx.QueryRowContext(ctx, `SELECT `+refundCols+` FROM refunds WHERE reference = $1`, reference))
		switch {
		case err == nil:
			if r.OrderID != orderID {
				return apperr.Invalid("The refund reference %s belongs to another order.", reference)
			}
			out.Refund = r
		case !errors.Is(err, sql.ErrNoRows):
			return fmt.Errorf("store: unable to read refund: %w", err)
		default:
			if amount <= 0 {
				return apperr.Invalid("The refund amount must be more than zero.")
			}
			avail, err := refundable(ctx, tx, orderID)
			if err != nil {
				return err
			}
			if amount > avail {
				return apperr.Newf(ErrRefundTooLarge.Code, "The refund of %s is more than the %s of credit that may be refunded.", loans.FormatPeso(amount), loans.FormatPeso(max(avail, 0)))
			}
			acc, err := payoutAccountID(ctx, tx, userID)
			if err != nil {
				return fmt.Errorf("store: unable to find the payout account: %w", err)
			}
			if !acc.Valid {
				return ErrRefundNoAccount
			}
			now := s.Now()
			out.Refund = Refund{OrderID: orderID, Reference: reference, AccountID: acc.Int64, Amount: amount, Status: PayoutPending, CreatedAt: now}
			if err := tx.QueryRowContext(ctx, `INSERT INTO refunds (order_id, reference, account_id, amount, status, created_at, updated_at)
				VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING id`, orderID, reference, acc.Int64, amount, PayoutPending, now).Scan(&out.Refund.ID); err != nil {
				return fmt.Errorf("store: unable to insert refund: %w", err)
			}
		}
		out.Account, err = scanBankAccount(tx.QueryRowContext(ctx, `SELECT `+bankAccountCols+` FROM bank_accounts WHERE id = $1`, out.Refund.AccountID))
		if err != nil {
			return fmt.Errorf("store: unable to read the refund account: %w", err)
		}
		return nil
	}(t.q)
	return out, err
}

// CompleteRefund records that the provider paid a pending refund and books it in the same
// transaction: the refund succeeded and fn's ledger update of the order (the refund entry)
// through Tx.UpdateLoan. A refund already settled is left as it is (won is false). also runs
// in the same transaction when this call settles it (the gateway outcome's audit row).
func (s Payments) CompleteRefund(ctx context.Context, r Refund, providerRef string,
	fn func(o loans.Order, ledger []loans.Entry, sched []loans.Installment) (loans.Update, error), also ...Also) (won bool, err error) {
	err = s.InTx(ctx, func(tx *Tx) error {
		if err := s.lockKey(ctx, tx.q, fmt.Sprintf("order:%d", r.OrderID)); err != nil {
			return err
		}
		res, err := tx.q.ExecContext(ctx, `UPDATE refunds SET status = $1, provider_ref = $2, updated_at = $3 WHERE id = $4 AND status = $5`,
			PayoutSucceeded, providerRef, s.Now(), r.ID, PayoutPending)
		if err != nil {
			return fmt.Errorf("store: unable to complete refund: %w", err)
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return nil
		}
		won = true
		if _, err = tx.UpdateLoan(ctx, r.OrderID, fn); err != nil {
			return err
		}
		return runAlso(tx, also)
	})
	return won, err
}

// FailRefund records a refund the provider refused: its amount is free to refund again. also
// runs in the same transaction when this call settles it (the gateway outcome's audit row).
func (s Payments) FailRefund(ctx context.Context, id int64, reason string, also ...Also) error {
	return s.InTx(ctx, func(tx *Tx) error {
		res, err := tx.q.ExecContext(ctx, `UPDATE refunds SET status = $1, failure_reason = $2, updated_at = $3 WHERE id = $4 AND status = $5`,
			PayoutFailed, reason, s.Now(), id, PayoutPending)
		if err != nil {
			return fmt.Errorf("store: unable to fail refund: %w", err)
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return nil
		}
		return runAlso(tx, also)
	})
}

// OrderRefunds lists an order's refunds, oldest first.
func (s Payments) OrderRefunds(ctx context.Context, orderID int64) ([]Refund, error) {
	out := []Refund{}
	err := queryEach(ctx, s.DB, `SELECT `+refundCols+` FROM refunds WHERE order_id = $1 ORDER BY id`, []any{orderID}, func(r Row) error {
		x, err := scanRefund(r)
		out = append(out, x)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("store: unable to read refunds: %w", err)
	}
	return out, nil
}
