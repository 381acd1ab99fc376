package lending

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/store"
)

// WaiverResult is what Waive booked.
type WaiverResult struct {
	Status int            `json:"status"`
	Before loans.Balances `json:"-"`
	After  loans.Balances `json:"balances"`
	Ref    string         `json:"ref"`
}

// Waive books an operator's waiver of late charges on an order: the loan is brought up to
// today first, so the waiver is measured against today's balance; the waiver rule
// (admin.Waiver) and the ledger invariants decide; the status follows the ledger through the
// transition table (waiving what made a loan overdue can bring it back to current). then, when
// not nil, runs in the waiver's transaction with what it booked (the audit row and the
// four-eyes request's finish): it all commits, or none of it.
func (s *Service) Waive(ctx context.Context, orderID, operatorID int64, bucket loans.Bucket, amountCents int64, reason string, then func(tx *store.Tx, res WaiverResult) error) (WaiverResult, error) {
	pos, err := s.Position(ctx, orderID)
	if err != nil {
		return WaiverResult{}, err
	}
	today := pos.Today
	res := WaiverResult{Ref: fmt.Sprintf("waiver:%d:%d", operatorID, s.nowMs())}
	err = s.Store.InTx(ctx, func(tx *store.Tx) error {
		o, err := tx.UpdateLoan(ctx, orderID, func(o loans.Order, ledger []loans.Entry, sched []loans.Installment) (loans.Update, error) {
			if o.LastAccruedDay < today.String() && loans.Status(o.Status).Active() {
				return loans.Update{}, apperr.New(apperr.CodeConflict, "The loan changed meanwhile. Reload and try again.")
			}
			entries := ledger
			res.Before = loans.BalancesOf(entries)
			waiver, err := admin.Waiver(loans.Status(o.Status), res.Before, bucket, amountCents, reason, today, res.Ref)
			if err != nil {
				return loans.Update{}, err
			}
			all := slices.Concat(entries, []loans.Entry{waiver})
			if err := loans.CheckInvariants(all); err != nil {
				return loans.Update{}, apperr.Invalid("The waiver would break the ledger: %v", err)
			}
			res.After = loans.BalancesOf(all)
			schedule := sched
			u := loans.Update{Entries: []loans.Entry{waiver}, Actor: "operator:" + strconv.FormatInt(operatorID, 10),
				Reason: strings.TrimSpace(reason), Standing: standingOf(schedule, all, today)}
			if ev, ok := loans.EventFor(loans.Status(o.Status), loans.StatusForDay(schedule, all, today)); ok {
				u.Events = append(u.Events, ev)
			}
			return u, nil
		})
		if err != nil {
			return err
		}
		res.Status = o.Status
		if then != nil {
			return then(tx, res)
		}
		return nil
	})
	if err != nil {
		return WaiverResult{}, err
	}
	return res, nil
}
