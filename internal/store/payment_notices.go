package store

import (
	"context"
	"time"

	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/notify"
)

// queuePaymentNotices queues, in the transaction that books them, a payment_received notice
// per payment reference of the update (the amount taken, what is left: the kept payoff after
// it) and a loan_settled notice when the update moved the order to settled. A payment that
// rolls back tells nothing; a replayed payment never gets here (its ledger refs are unique),
// and the message key (order, kind, reference) holds one notice per payment even so.
func (s Payments) queuePaymentNotices(ctx context.Context, tx Querier, o loans.Order, statusBefore int, u loans.Update) error {
	left := o.Standing.PayoffCents
	if u.Standing != nil {
		left = u.Standing.PayoffCents
	}
	day := loans.DateOf(time.UnixMilli(s.Now()))
	var refs []string
	paid := map[string]int64{}
	for _, e := range u.Entries {
		if e.Kind != loans.KindPayment {
			continue
		}
		if _, seen := paid[e.Ref]; !seen {
			refs = append(refs, e.Ref)
		}
		paid[e.Ref] -= e.AmountCents
	}
	for _, ref := range refs {
		if err := s.Messages().queueNotice(ctx, tx, notify.Notice{OrderID: o.ID, Kind: notify.PaymentReceived, Ref: ref,
			Fields: notify.Fields{OrderNo: o.OrderNo, AmountCents: paid[ref], LeftCents: left, Day: day}}); err != nil {
			return err
		}
	}
	if o.Status == int(loans.StatusSettled) && statusBefore != int(loans.StatusSettled) {
		return s.Messages().queueNotice(ctx, tx, notify.Notice{OrderID: o.ID, Kind: notify.LoanSettled, Ref: notify.SettledRef,
			Fields: notify.Fields{OrderNo: o.OrderNo, Day: day}})
	}
	return nil
}
