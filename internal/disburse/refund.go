package disburse

import (
	"context"
	"fmt"
	"slices"

	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/payout"
	"github.com/pautang/pautang/internal/store"
)

// RefundResult is what RefundCredit did.
type RefundResult struct {
	Outcome       Outcome `json:"outcome"` // disbursed (paid and booked), failed, pending
	Reference     string  `json:"reference"`
	Amount        int64   `json:"amount"`
	FailureReason string  `json:"failureReason,omitempty"`
}

// RefundReference is the idempotency key of the refund of an order asked for under key (the
// four-eyes request's id): the same key always sends the same reference.
func RefundReference(orderID int64, key string) string { return fmt.Sprintf("RF%d-%s", orderID, key) }

// RefundCredit pays amountCents of the credit an order holds back to the borrower's payout
// account through the payout provider, under key. The refund is recorded pending first
// (holding its amount back from further refunds), then sent with its reference as the
// provider's idempotency key: calling again with the same key resends the same reference and
// never pays twice, and a refund already settled is not sent again. When the provider confirms,
// the ledger's refund entry (+credit, ref "refund:<reference>") is written with the refund's
// success in one transaction; a refusal frees the amount and books nothing; an unknown outcome
// leaves it pending for a retry.
func (s *Service) RefundCredit(ctx context.Context, orderID, amountCents int64, key string) (RefundResult, error) {
	return s.refund(ctx, orderID, RefundReference(orderID, key), amountCents, nil)
}

// RefundRecord is what the transaction that records a refund's answer from the provider also
// writes (the audit row of the gateway's answer).
type RefundRecord func(tx *store.Tx, res RefundResult) error

// BookRefund opens the refund of amountCents under key in the caller's unit of work tx, pending
// (its amount held back from further refunds), without calling the provider: the caller
// commits it with its audit row, then sends it with SendRefund. The same key books the same
// refund again (it is returned as it stands).
func (s *Service) BookRefund(ctx context.Context, tx *store.Tx, orderID, amountCents int64, key string) (store.Refund, error) {
	start, err := tx.StartRefund(ctx, orderID, RefundReference(orderID, key), amountCents)
	return start.Refund, err
}

// SendRefund sends a booked refund (by its reference) to the provider, after the booking
// committed; rec runs in the transaction that records the provider's answer.
func (s *Service) SendRefund(ctx context.Context, orderID int64, reference string, rec RefundRecord) (RefundResult, error) {
	return s.refund(ctx, orderID, reference, 0, rec)
}

// RetryRefund resends a pending refund of an order with its own reference (an unknown outcome
// earlier): the provider answers the first outcome, so it never pays twice. rec runs in the
// transaction that records its answer.
func (s *Service) RetryRefund(ctx context.Context, orderID int64, reference string, rec RefundRecord) (RefundResult, error) {
	return s.refund(ctx, orderID, reference, 0, rec)
}

func (s *Service) refund(ctx context.Context, orderID int64, reference string, amountCents int64, rec RefundRecord) (RefundResult, error) {
	also := func(out RefundResult) store.Also {
		if rec == nil {
			return nil
		}
		return func(tx *store.Tx) error { return rec(tx, out) }
	}
	start, err := s.Store.Payments().StartRefund(ctx, orderID, reference, amountCents)
	if err != nil {
		return RefundResult{}, err
	}
	r := start.Refund
	out := RefundResult{Reference: r.Reference, Amount: r.Amount}
	switch r.Status {
	case store.PayoutSucceeded:
		out.Outcome = OutcomeDisbursed
		return out, nil
	case store.PayoutFailed:
		out.Outcome, out.FailureReason = OutcomeFailed, r.FailureReason
		return out, nil
	}
	number, err := s.Vault.Open(start.Account.UserID, start.Account.Cipher)
	if err != nil {
		return RefundResult{}, fmt.Errorf("disburse: refund %s: %w", r.Reference, err)
	}
	res, err := s.Payout.Disburse(ctx, payout.Request{OrderID: orderID, Reference: r.Reference, AmountCents: r.Amount,
		Account: payout.Account{CardType: start.Account.CardType, InstitutionCode: start.Account.BankCode,
			InstitutionName: start.Account.BankName, Number: number, HolderName: start.Account.HolderName}})
	if err != nil {
		out.Outcome = OutcomePending
		return out, fmt.Errorf("disburse: refund %s: %w", r.Reference, err)
	}
	switch res.Status {
	case payout.StatusSucceeded:
		today := loans.DateOf(s.Clock.Now())
		entry := loans.Entry{Kind: loans.KindRefund, Bucket: loans.BucketCredit, AmountCents: r.Amount, Day: today, Ref: "refund:" + r.Reference}
		paid := RefundResult{Outcome: OutcomeDisbursed, Reference: r.Reference, Amount: r.Amount}
		_, err := s.Store.Payments().CompleteRefund(ctx, r, res.ProviderRef, func(o loans.Order, ledger []loans.Entry, sched []loans.Installment) (loans.Update, error) {
			all := append(slices.Clone(ledger), entry)
			if err := loans.CheckInvariants(all); err != nil {
				return loans.Update{}, err
			}
			k := loans.KeepStanding(loans.StandingOn(sched, all, today))
			return loans.Update{Entries: []loans.Entry{entry}, Standing: &k, Actor: "refund", Reason: r.Reference}, nil
		}, also(paid))
		if err != nil {
			return RefundResult{}, err
		}
		s.log().Info("disburse: credit refunded", "order", orderID, "reference", r.Reference, "amount", r.Amount)
		out.Outcome = OutcomeDisbursed
	case payout.StatusFailed:
		reason := res.FailureReason
		if reason == "" {
			reason = "The transfer was refused."
		}
		if err := s.Store.Payments().FailRefund(ctx, r.ID, reason, also(RefundResult{Outcome: OutcomeFailed, Reference: r.Reference, Amount: r.Amount, FailureReason: reason})); err != nil {
			return RefundResult{}, err
		}
		out.Outcome, out.FailureReason = OutcomeFailed, reason
	default:
		out.Outcome = OutcomePending
	}
	return out, nil
}
