package lending

import (
	"context"
	"errors"
	"strconv"
	"strings"

	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/store"
)

// DecisionCancelled is the decision code of an approval cancelled before its payout.
const DecisionCancelled = "operator_cancel"

// CancelledReason is what the borrower reads on a cancelled order (the 110 page's Reason).
const CancelledReason = "This approved loan was cancelled before any money was sent to you. You owe nothing on it."

// ErrCancelNotAllowed refuses cancelling an order that is not an approved order with no payout
// pending or sent.
var ErrCancelNotAllowed = apperr.New("loans_cancel_not_allowed", "Only an approved order whose payout was never sent can be cancelled.")

// CancelResult is what a cancellation did.
type CancelResult struct {
	Status      int    `json:"status"`
	FromStatus  int    `json:"fromStatus"`
	Amount      int64  `json:"amount"`
	DecisionMsg string `json:"decisionReason"`
}

// CheckCancel applies the cancellation rule to the order as it is now: approved (151) and its
// latest payout attempt, if any, failed (never pending, never succeeded). The cancellation
// itself checks again atomically (store.CancelApproval).
func (s *Service) CheckCancel(ctx context.Context, orderID int64, payouts []store.Payout) error {
	o, err := s.Store.LoanOrderByID(ctx, orderID)
	if err != nil {
		return err
	}
	if loans.Status(o.Status) != loans.StatusApproved {
		return apperr.Newf(ErrCancelNotAllowed.Code, "Only an approved order can be cancelled; this one is %s.", loans.Status(o.Status))
	}
	for _, p := range payouts {
		if p.Status == store.PayoutPending || p.Status == store.PayoutSucceeded {
			return apperr.Newf(ErrCancelNotAllowed.Code, "Payout %s is %s: the money may have left. Wait for its outcome.", p.Reference, p.Status)
		}
	}
	return nil
}

// CancelApproval cancels an approved order whose payout never went out, as operatorID (the
// checker of a four-eyes request): 151 -> 110 through the transition table, no ledger (nothing
// was lent), the borrower's detail page shows it as not approved with CancelledReason. A payout
// pending or sent, or an order no longer approved, refuses it. then, when not nil, runs in the
// cancellation's transaction with its result (the audit row, the request's finish).
func (s *Service) CancelApproval(ctx context.Context, orderID, operatorID int64, note string, then func(tx *store.Tx, res CancelResult) error) (CancelResult, error) {
	var res CancelResult
	err := s.Store.InTx(ctx, func(tx *store.Tx) error {
		o, err := tx.CancelApproval(ctx, orderID, "operator:"+strconv.FormatInt(operatorID, 10), DecisionCancelled, CancelledReason, strings.TrimSpace(note))
		if err != nil {
			return err
		}
		res = CancelResult{Status: o.Status, FromStatus: int(loans.StatusApproved), Amount: o.Amount, DecisionMsg: o.DecisionReason}
		if then != nil {
			return then(tx, res)
		}
		return nil
	})
	switch {
	case errors.Is(err, store.ErrStatusChanged):
		return CancelResult{}, apperr.New(ErrCancelNotAllowed.Code, "The order is no longer approved and waiting for its payout.")
	case errors.Is(err, store.ErrPayoutInFlight):
		return CancelResult{}, apperr.New(ErrCancelNotAllowed.Code, "A payout of this order is pending or was sent: it cannot be cancelled.")
	case err != nil:
		return CancelResult{}, err
	}
	return res, nil
}
