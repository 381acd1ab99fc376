package lending

import (
	"context"

	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/payments"
)

// CheckRepayAmount refuses an amount the ledger would refuse, before any money moves: a
// rollover below the delay amount, more than the loan's payoff, or a prepayment before the
// product allows it (with the date and what may be paid now).
func (s *Service) CheckRepayAmount(ctx context.Context, o loans.Order, amount int64, isDelay bool) error {
	if amount <= 0 {
		return payments.ErrAmount
	}
	if isDelay {
		q, err := s.QuoteRollover(ctx, o.ID)
		if err != nil {
			return err
		}
		if amount < q.DelayAmountCents {
			return apperr.Newf(loans.ErrRolloverUnderpaid.Code, "The rollover amount is %s.", loans.FormatPeso(q.DelayAmountCents))
		}
		return nil
	}
	pos, err := s.PositionOf(ctx, o)
	if err != nil {
		return err
	}
	if !loans.Status(pos.Order.Status).Active() {
		return loans.ErrLoanNotActive
	}
	if amount > pos.Standing.PayoffCents {
		return apperr.Newf(payments.ErrAmount.Code, "The amount is more than you owe (%s).", loans.FormatPeso(pos.Standing.PayoffCents))
	}
	if pay := loans.PayableOn(pos.Standing, pos.Loan.Terms, pos.Loan.DisbursedOn); amount > pay.MaxCents {
		if pay.MaxCents == 0 {
			return apperr.Newf(loans.ErrPrepaymentTooEarly.Code, "Nothing is due yet and paying early is available from %s. Your next payment can be paid from %s.",
				pay.PrepayFrom, pay.NextPayableFrom)
		}
		return apperr.Newf(loans.ErrPrepaymentTooEarly.Code, "Paying off early is available from %s. You can pay up to %s now.",
			pay.PrepayFrom, loans.FormatPeso(pay.MaxCents))
	}
	return nil
}
