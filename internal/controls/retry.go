package controls

import (
	"context"
	"strconv"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/disburse"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/store"
)

// The operators' retries of money going out: a payout that failed or never answered, a refund
// whose outcome is unknown. The gateway is called outside any transaction; its answer is
// recorded with the operator's audit row in one transaction.

func noPayouts() error {
	return apperr.New("admin_no_payouts", "Payouts are not configured on this server.")
}

// RetryRefund resends order orderID's pending refund ref (an unknown outcome earlier) as
// operator a; the provider never pays it twice. The answer is recorded with order.refund_retry
// in one transaction; an answer still unknown is audited alone (nothing else changed).
func (s *Service) RetryRefund(ctx context.Context, a Actor, orderID int64, ref string) (disburse.RefundResult, error) {
	if s.Disburse == nil {
		return disburse.RefundResult{}, noPayouts()
	}
	refunds, err := s.Store.Payments().OrderRefunds(ctx, orderID)
	if err != nil {
		return disburse.RefundResult{}, err
	}
	found := false
	for _, x := range refunds {
		found = found || (x.Reference == ref && x.Status == store.PayoutPending)
	}
	if !found {
		return disburse.RefundResult{}, apperr.New("refund_not_pending", "No pending refund of this order has that reference.")
	}
	target := strconv.FormatInt(orderID, 10)
	entry := func(res disburse.RefundResult) map[string]any {
		return map[string]any{"reference": ref, "outcome": res.Outcome, "failureReason": res.FailureReason}
	}
	recorded := false
	res, err := s.Disburse.RetryRefund(ctx, orderID, ref, func(tx *store.Tx, res disburse.RefundResult) error {
		recorded = true
		return tx.AddAudit(ctx, a.Entry("order.refund_retry", "order", target, nil, entry(res)))
	})
	if !recorded {
		if aerr := s.Store.AddAudit(ctx, a.Entry("order.refund_retry", "order", target, nil, entry(res))); aerr != nil && err == nil {
			err = aerr
		}
	}
	return res, err
}

// PayoutRetried answers a payout retry.
type PayoutRetried struct {
	Outcome       disburse.Outcome `json:"outcome"`
	FailureReason string           `json:"failureReason"`
	Status        int              `json:"status"`
}

// RetryPayout pays approved order orderID out again as operator a (disburse.DisburseOrder):
// the provider's answer is recorded with order.payout_retry in one transaction; an answer
// still unknown is audited as pending, and a call that attempted nothing (no longer due)
// alone.
func (s *Service) RetryPayout(ctx context.Context, a Actor, orderID int64) (PayoutRetried, error) {
	if s.Disburse == nil {
		return PayoutRetried{}, noPayouts()
	}
	before, err := s.Store.Loans().LoanOrderByID(ctx, orderID)
	if err != nil {
		return PayoutRetried{}, err
	}
	if loans.Status(before.Status) != loans.StatusApproved {
		return PayoutRetried{}, apperr.New("admin_payout_not_due", "Only an approved order that is not paid out yet can be retried.")
	}
	target := strconv.FormatInt(orderID, 10)
	entry := func(res disburse.Result) admin.Entry {
		return a.Entry("order.payout_retry", "order", target,
			map[string]any{"status": before.Status, "payoutStatus": before.PayoutStatus},
			map[string]any{"outcome": res.Outcome, "reference": res.Reference, "failureReason": res.FailureReason})
	}
	recorded := false
	res, err := s.Disburse.DisburseOrder(ctx, orderID, func(tx *store.Tx, res disburse.Result) error {
		recorded = true
		return tx.AddAudit(ctx, entry(res))
	})
	if err != nil {
		return PayoutRetried{}, err
	}
	if !recorded {
		// No longer due: nothing was attempted.
		if err := s.Store.AddAudit(ctx, entry(res)); err != nil {
			return PayoutRetried{}, err
		}
	}
	after, err := s.Store.Loans().LoanOrderByID(ctx, orderID)
	if err != nil {
		return PayoutRetried{}, err
	}
	return PayoutRetried{Outcome: res.Outcome, FailureReason: res.FailureReason, Status: after.Status}, nil
}
