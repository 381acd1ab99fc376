package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/notify"
)

// Payout statuses as stored in payouts.status and orders.payout_status (the payout package's
// names).
const (
	PayoutPending   = "pending"
	PayoutSucceeded = "succeeded"
	PayoutFailed    = "failed"
)

// ErrPayoutNotDue is returned when an order is not waiting for its payout (not approved, or
// already disbursed).
var ErrPayoutNotDue = errors.New("store: order is not waiting for a payout")

// PayoutOrder is an order as the disbursement needs it.
type PayoutOrder struct {
	ID           int64
	OrderNo      string
	UserID       int64
	ProductID    int64
	Amount       int64
	NetProceeds  int64
	Status       int
	IsRepeat     bool
	CardNeedPop  bool
	PayoutStatus string
	Terms        string // loans.Product JSON frozen at application ("" for orders from before)
}

// PayoutOrderByID reads an order for the disbursement.
func (s Payouts) PayoutOrderByID(ctx context.Context, orderID int64) (PayoutOrder, error) {
	var o PayoutOrder
	var repeat, pop int
	err := s.QueryRow(ctx, `SELECT id, order_no, user_id, product_id, amount, net_proceeds, status, is_repeat, card_need_pop, payout_status, terms FROM orders WHERE id = $1`, orderID).
		Scan(&o.ID, &o.OrderNo, &o.UserID, &o.ProductID, &o.Amount, &o.NetProceeds, &o.Status, &repeat, &pop, &o.PayoutStatus, &o.Terms)
	if errors.Is(err, sql.ErrNoRows) {
		return o, ErrNotFound
	}
	if err != nil {
		return o, fmt.Errorf("store: unable to read order: %w", err)
	}
	o.IsRepeat, o.CardNeedPop = repeat == 1, pop == 1
	return o, nil
}

// OrdersAwaitingAccount lists a borrower's approved orders whose payout failed for the
// account (card_need_pop = 1), oldest first: a card change retries them.
func (s Payouts) OrdersAwaitingAccount(ctx context.Context, userID int64, approvedStatus int) ([]int64, error) {
	rows, err := s.Query(ctx, `SELECT id FROM orders WHERE user_id = $1 AND status = $2 AND card_need_pop = 1 ORDER BY id`, userID, approvedStatus)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list orders awaiting an account: %w", err)
	}
	defer rows.Close()
	out := []int64{}
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			return nil, fmt.Errorf("store: unable to read order id: %w", err)
		}
		out = append(out, id)
	}
	return out, rows.Err()
}

// Payout is one payout attempt.
type Payout struct {
	ID            int64
	OrderID       int64
	Attempt       int
	Reference     string
	AccountID     int64
	Amount        int64
	Status        string
	ProviderRef   string
	FailureReason string
	CreatedAt     int64
}

// PayoutStart is what StartPayout decided: send Payout to Account, or (NoAccount) nothing to
// send to, in which case the order already asks the borrower for an account.
type PayoutStart struct {
	Payout    Payout
	Account   BankAccount
	NoAccount bool
}

// NoAccountReason is the failure recorded when a borrower has no payout account.
const NoAccountReason = "No bank account or e-wallet is bound to receive the loan."

const payoutCols = `id, order_id, attempt, reference, COALESCE(account_id, 0), amount, status, provider_ref, failure_reason, created_at`

func scanPayout(sc interface{ Scan(...any) error }) (Payout, error) {
	var p Payout
	err := sc.Scan(&p.ID, &p.OrderID, &p.Attempt, &p.Reference, &p.AccountID, &p.Amount, &p.Status, &p.ProviderRef, &p.FailureReason, &p.CreatedAt)
	return p, err
}

// StartPayout opens a payout attempt for an order in approvedStatus: it picks the borrower's
// payout account and records a pending attempt with a fresh idempotency reference. A pending
// attempt is returned as is (resending it with the same reference is safe). With no account
// it records a failed attempt and raises card_need_pop. ErrPayoutNotDue when the order is not
// in approvedStatus or its payout already succeeded.
func (s Payouts) StartPayout(ctx context.Context, orderID int64, approvedStatus int, amount int64) (PayoutStart, error) {
	var out PayoutStart
	err := s.Tx(ctx, func(tx Querier) error {
		if err := s.lockKey(ctx, tx, fmt.Sprintf("order:%d", orderID)); err != nil {
			return err
		}
		var userID int64
		var status int
		err := tx.QueryRowContext(ctx, `SELECT user_id, status FROM orders WHERE id = $1`+s.ForUpdate(), orderID).Scan(&userID, &status)
		if errors.Is(err, sql.ErrNoRows) {
			return ErrNotFound
		}
		if err != nil {
			return fmt.Errorf("store: unable to read order: %w", err)
		}
		if status != approvedStatus {
			return ErrPayoutNotDue
		}
		last, err := scanPayout(tx.QueryRowContext(ctx, `SELECT `+payoutCols+` FROM payouts WHERE order_id = $1 ORDER BY attempt DESC LIMIT 1`, orderID))
		switch {
		case errors.Is(err, sql.ErrNoRows):
		case err != nil:
			return fmt.Errorf("store: unable to read last payout: %w", err)
		case last.Status == PayoutSucceeded:
			return ErrPayoutNotDue
		case last.Status == PayoutPending && last.AccountID != 0:
			acc, err := scanBankAccount(tx.QueryRowContext(ctx, `SELECT `+bankAccountCols+` FROM bank_accounts WHERE id = $1`, last.AccountID))
			if err != nil {
				return fmt.Errorf("store: unable to read payout account: %w", err)
			}
			out = PayoutStart{Payout: last, Account: acc}
			return nil
		}
		now := s.Now()
		attempt := last.Attempt + 1
		ref := fmt.Sprintf("PO%d-%d", orderID, attempt)
		accID, err := payoutAccountID(ctx, tx, userID)
		if err != nil {
			return fmt.Errorf("store: unable to find the payout account: %w", err)
		}
		p := Payout{OrderID: orderID, Attempt: attempt, Reference: ref, Amount: amount, CreatedAt: now}
		if !accID.Valid {
			p.Status, p.FailureReason = PayoutFailed, NoAccountReason
			if err := insertPayout(ctx, tx, &p, nil); err != nil {
				return err
			}
			if _, err := tx.ExecContext(ctx, `UPDATE orders SET card_need_pop = 1, payout_status = $1, updated_at = $2 WHERE id = $3`, PayoutFailed, now, orderID); err != nil {
				return fmt.Errorf("store: unable to flag order: %w", err)
			}
			if err := s.queuePayoutFailed(ctx, tx, orderID, p.Reference); err != nil {
				return err
			}
			out = PayoutStart{Payout: p, NoAccount: true}
			return nil
		}
		p.Status, p.AccountID = PayoutPending, accID.Int64
		if err := insertPayout(ctx, tx, &p, accID.Int64); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `UPDATE orders SET payout_status = $1, updated_at = $2 WHERE id = $3`, PayoutPending, now, orderID); err != nil {
			return fmt.Errorf("store: unable to mark order pending: %w", err)
		}
		acc, err := scanBankAccount(tx.QueryRowContext(ctx, `SELECT `+bankAccountCols+` FROM bank_accounts WHERE id = $1`, accID.Int64))
		if err != nil {
			return fmt.Errorf("store: unable to read payout account: %w", err)
		}
		out = PayoutStart{Payout: p, Account: acc}
		return nil
	})
	return out, err
}

func insertPayout(ctx context.Context, tx Querier, p *Payout, accountID any) error {
	err := tx.QueryRowContext(ctx, `INSERT INTO payouts (order_id, attempt, reference, account_id, amount, status, failure_reason, created_at, updated_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8) RETURNING id`,
		p.OrderID, p.Attempt, p.Reference, accountID, p.Amount, p.Status, p.FailureReason, p.CreatedAt).Scan(&p.ID)
	if err != nil {
		return fmt.Errorf("store: unable to insert payout: %w", err)
	}
	return nil
}

// FailPayout records a refused payout and asks the borrower to fix the account: the order
// keeps its status and raises card_need_pop. settled is false when the attempt was no longer
// pending (settled by a concurrent call): nothing changed. also runs in the same transaction
// when this call is the one that settles it (the gateway outcome's audit row).
func (s Payouts) FailPayout(ctx context.Context, payoutID int64, reason string, also ...Also) (settled bool, err error) {
	err = s.Tx(ctx, func(tx Querier) error {
		settled = false
		now := s.Now()
		var orderID int64
		var ref string
		err := tx.QueryRowContext(ctx, `UPDATE payouts SET status = $1, failure_reason = $2, updated_at = $3 WHERE id = $4 AND status = $5 RETURNING order_id, reference`,
			PayoutFailed, reason, now, payoutID, PayoutPending).Scan(&orderID, &ref)
		if errors.Is(err, sql.ErrNoRows) {
			return nil // already settled by a concurrent attempt
		}
		if err != nil {
			return fmt.Errorf("store: unable to fail payout: %w", err)
		}
		if _, err := tx.ExecContext(ctx, `UPDATE orders SET card_need_pop = 1, payout_status = $1, updated_at = $2 WHERE id = $3`, PayoutFailed, now, orderID); err != nil {
			return fmt.Errorf("store: unable to flag order: %w", err)
		}
		if err := s.queuePayoutFailed(ctx, tx, orderID, ref); err != nil {
			return err
		}
		settled = true
		return runAlso(&Tx{s: s.Store, q: tx}, also)
	})
	return settled && err == nil, err
}

// queuePayoutFailed tells the borrower a payout attempt (ref) failed, with the link to change
// the payout account (notify.CardPath).
func (s Payouts) queuePayoutFailed(ctx context.Context, tx Querier, orderID int64, ref string) error {
	var orderNo string
	if err := tx.QueryRowContext(ctx, `SELECT order_no FROM orders WHERE id = $1`, orderID).Scan(&orderNo); err != nil {
		return fmt.Errorf("store: unable to read order: %w", err)
	}
	return s.Messages().queueNotice(ctx, tx, notify.Notice{OrderID: orderID, Kind: notify.PayoutFailed, Ref: ref, Fields: notify.Fields{OrderNo: orderNo}})
}

// CompletePayout records a successful payout and books the loan in the same transaction:
// payout succeeded, order FromStatus -> ToStatus with its disbursement day and due date, the
// schedule replaced by the one built from the payout day, the first ledger rows, and the
// card flag cleared. A payout already completed is a no-op (settled false). also runs in the
// same transaction when this call books it (the gateway outcome's audit row).
func (s Payouts) CompletePayout(ctx context.Context, payoutID int64, providerRef string, b loans.Disbursement, also ...Also) (settled bool, err error) {
	err = s.Tx(ctx, func(tx Querier) error {
		settled = false
		now := s.Now()
		var orderID int64
		if err := tx.QueryRowContext(ctx, `SELECT order_id FROM payouts WHERE id = $1`, payoutID).Scan(&orderID); err != nil {
			return fmt.Errorf("store: unable to read payout: %w", err)
		}
		// The same lock as StartPayout: a card change cannot start an attempt mid-booking.
		if err := s.lockKey(ctx, tx, fmt.Sprintf("order:%d", orderID)); err != nil {
			return err
		}
		res, err := tx.ExecContext(ctx, `UPDATE payouts SET status = $1, provider_ref = $2, failure_reason = '', updated_at = $3 WHERE id = $4 AND status = $5`,
			PayoutSucceeded, providerRef, now, payoutID, PayoutPending)
		if err != nil {
			return fmt.Errorf("store: unable to complete payout: %w", err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return nil // completed before
		}
		settled = true
		res, err = tx.ExecContext(ctx, `UPDATE orders SET status = $1, disbursed_day = $2, due_date = $3, last_accrued_day = $2, next_accrual_day = '', card_need_pop = 0, payout_status = $4,
			net_proceeds = $5, interest = CASE WHEN interest = 0 THEN $6 ELSE interest END, service_fee = CASE WHEN service_fee = 0 THEN $7 ELSE service_fee END,
			total_repay = CASE WHEN total_repay = 0 THEN amount + $6 ELSE total_repay END, updated_at = $8,
			overdue_since = $11, payoff_cents = $12, past_due_cents = $13, standing_at = $8
			WHERE id = $9 AND status = $10`,
			int(b.ToStatus), b.Day.String(), b.DueDate.String(), PayoutSucceeded, b.NetProceeds, b.Interest, b.ServiceFee, now, orderID, int(b.FromStatus), b.Standing.OverdueSince, b.Standing.PayoffCents, b.Standing.PastDueCents)
		if err != nil {
			return fmt.Errorf("store: unable to move order to disbursed: %w", err)
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return ErrPayoutNotDue
		}
		if err := writeSchedule(ctx, tx, orderID, b.Schedule); err != nil {
			return err
		}
		if err := s.Loans().insertEntries(ctx, tx, orderID, b.Entries, now); err != nil { // a ref booked before is ErrConflict
			return err
		}
		// The borrower is told the money is sent, to which account (its last 4 digits only).
		var ref, last4, orderNo string
		if err := tx.QueryRowContext(ctx, `SELECT p.reference, COALESCE(a.number_last4, ''), o.order_no FROM payouts p JOIN orders o ON o.id = p.order_id
			LEFT JOIN bank_accounts a ON a.id = p.account_id WHERE p.id = $1`, payoutID).Scan(&ref, &last4, &orderNo); err != nil {
			return fmt.Errorf("store: unable to read payout: %w", err)
		}
		f := notify.Fields{OrderNo: orderNo, AmountCents: b.NetProceeds, Last4: last4}
		if len(b.Schedule) > 0 {
			f.Day = b.Schedule[0].DueDay
		}
		if err := s.Messages().queueNotice(ctx, tx, notify.Notice{OrderID: orderID, Kind: notify.MoneySent, Ref: ref, Fields: f}); err != nil {
			return err
		}
		return runAlso(&Tx{s: s.Store, q: tx}, also)
	})
	return settled && err == nil, err
}

// LatestPayout is an order's newest payout attempt; ErrNotFound when it has none.
func (s Payouts) LatestPayout(ctx context.Context, orderID int64) (Payout, error) {
	p, err := scanPayout(s.QueryRow(ctx, `SELECT `+payoutCols+` FROM payouts WHERE order_id = $1 ORDER BY attempt DESC LIMIT 1`, orderID))
	if errors.Is(err, sql.ErrNoRows) {
		return p, ErrNotFound
	}
	if err != nil {
		return p, fmt.Errorf("store: unable to read payout: %w", err)
	}
	return p, nil
}

// BankAccountByID reads one account (active or retired).
func (s Payouts) BankAccountByID(ctx context.Context, id int64) (BankAccount, error) {
	a, err := scanBankAccount(s.QueryRow(ctx, `SELECT `+bankAccountCols+` FROM bank_accounts WHERE id = $1`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return a, ErrNotFound
	}
	if err != nil {
		return a, fmt.Errorf("store: unable to read bank account: %w", err)
	}
	return a, nil
}

// ErrPayoutInFlight is returned when an approved order cannot be cancelled because a payout
// attempt of it is pending (its outcome unknown) or succeeded.
var ErrPayoutInFlight = errors.New("store: a payout of the order is pending or was sent")

// CancelApproval moves an approved order whose payout never went out to cancelled (the
// transition table's cancel: 151 -> 110) with who and why. It takes the order's payout lock
// (StartPayout's and CompletePayout's), then one conditional update: the order must still be
// approved and have no pending or succeeded payout attempt, so a payout starting at the same
// moment and the cancellation cannot both happen. ErrStatusChanged when the order is no longer
// approved, ErrPayoutInFlight when a payout is pending or was sent.
// reason is the decision reason the borrower reads; note (the operator's reason) goes on the
// order event.
func (s Payouts) CancelApproval(ctx context.Context, orderID int64, actor, code, reason, note string) (loans.Order, error) {
	var out loans.Order
	err := s.InTx(ctx, func(t *Tx) error {
		var err error
		out, err = t.CancelApproval(ctx, orderID, actor, code, reason, note)
		return err
	})
	return out, err
}

// CancelApproval is Store.CancelApproval inside the unit of work t.
func (t *Tx) CancelApproval(ctx context.Context, orderID int64, actor, code, reason, note string) (loans.Order, error) {
	s := t.s
	var out loans.Order
	err := func(tx Querier) error {
		if err := s.lockKey(ctx, tx, fmt.Sprintf("order:%d", orderID)); err != nil {
			return err
		}
		from := int(loans.StatusApproved)
		to, err := loans.Transition(loans.StatusApproved, loans.EventCancel)
		if err != nil {
			return err
		}
		now := s.Now()
		res, err := tx.ExecContext(ctx, `UPDATE orders SET status = $1, card_need_pop = 0, decided_at = $2, decided_by = $3, decision_code = $4,
			decision_reason = $5, updated_at = $2
			WHERE id = $6 AND status = $7 AND NOT EXISTS (SELECT 1 FROM payouts WHERE order_id = $6 AND status IN ($8, $9))`,
			int(to), now, actor, code, reason, orderID, from, PayoutPending, PayoutSucceeded)
		if err != nil {
			return fmt.Errorf("store: unable to cancel the order: %w", err)
		}
		if n, _ := res.RowsAffected(); n != 1 {
			var status int
			err := tx.QueryRowContext(ctx, `SELECT status FROM orders WHERE id = $1`, orderID).Scan(&status)
			switch {
			case errors.Is(err, sql.ErrNoRows):
				return ErrNotFound
			case err != nil:
				return fmt.Errorf("store: unable to read order: %w", err)
			case status != from:
				return ErrStatusChanged
			}
			return ErrPayoutInFlight
		}
		if err := insertOrderEvent(ctx, tx, orderID, from, int(to), string(loans.EventCancel), actor, note, now); err != nil {
			return err
		}
		out, err = scanLoanOrder(tx.QueryRowContext(ctx, `SELECT `+loanOrderCols+loanOrderFrom+` WHERE o.id = $1`, orderID))
		return err
	}(t.q)
	return out, err
}
