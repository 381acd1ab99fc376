package lending

import (
	"context"
	"slices"
	"strconv"
	"strings"

	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/store"
)

// WriteOffResult is what WriteOff booked.
type WriteOffResult struct {
	Status      int           `json:"status"`
	Day         loans.Date    `json:"day"`
	DaysOverdue int           `json:"daysOverdue"`
	ClaimCents  int64         `json:"claim"` // what moved off the receivables; the borrower still owes it
	Entries     []loans.Entry `json:"entries"`
}

// CheckWriteOff applies the write-off rule to the loan as it stands today (after catching it
// up): a request that could not succeed is refused when it is made.
func (s *Service) CheckWriteOff(ctx context.Context, orderID int64, minDaysOverdue int) (WriteOffResult, error) {
	pos, err := s.Position(ctx, orderID)
	if err != nil {
		return WriteOffResult{}, err
	}
	if pos.Order.WrittenOffDay != "" {
		return WriteOffResult{}, loans.ErrAlreadyWrittenOff
	}
	out, err := loans.WriteOff(pos.Loan, pos.Entries, pos.Today, minDaysOverdue)
	if err != nil {
		return WriteOffResult{}, err
	}
	return writeOffResult(pos.Order.Status, pos.Today, pos.Standing.DaysOverdue, out), nil
}

// WriteOff writes a loan off on today, as an operator's approved request: the loan is caught
// up first (so the claim includes today's charges), then loans.WriteOff decides the entries
// under the order lock, the ledger invariants hold on the result, and the order is marked
// written off once (a second write-off is refused by the rule and by the store's conditional
// update). The status stays what the borrower sees (180); nothing accrues afterwards and later
// payments recover the claim. then, when not nil, runs in the write-off's transaction with what
// it booked (the audit row, the request's finish).
func (s *Service) WriteOff(ctx context.Context, orderID, operatorID int64, minDaysOverdue int, reason string, then func(tx *store.Tx, res WriteOffResult) error) (WriteOffResult, error) {
	pos, err := s.Position(ctx, orderID)
	if err != nil {
		return WriteOffResult{}, err
	}
	today := pos.Today
	var res WriteOffResult
	err = s.Store.InTx(ctx, func(tx *store.Tx) error {
		_, err := tx.UpdateLoan(ctx, orderID, func(o loans.Order, ledger []loans.Entry, sched []loans.Installment) (loans.Update, error) {
			if o.LastAccruedDay < today.String() && loans.Status(o.Status).Active() {
				return loans.Update{}, apperr.New(apperr.CodeConflict, "The loan changed meanwhile. Reload and try again.")
			}
			if o.WrittenOffDay != "" {
				return loans.Update{}, loans.ErrAlreadyWrittenOff
			}
			terms, err := s.frozenTerms(ctx, o)
			if err != nil {
				return loans.Update{}, err
			}
			loan := snapshotOf(terms, o, sched)
			out, err := loans.WriteOff(loan, ledger, today, minDaysOverdue)
			if err != nil {
				return loans.Update{}, err
			}
			all := slices.Concat(ledger, out)
			if err := loans.CheckInvariants(all); err != nil {
				return loans.Update{}, apperr.Invalid("The write-off would break the ledger: %v", err)
			}
			res = writeOffResult(o.Status, today, loans.StandingOn(sched, all, today).DaysOverdue, out)
			return loans.Update{Entries: out, WrittenOffDay: today.String(), Standing: standingOf(sched, all, today),
				Actor: "operator:" + strconv.FormatInt(operatorID, 10), Reason: strings.TrimSpace(reason)}, nil
		})
		if err != nil || then == nil {
			return err
		}
		return then(tx, res)
	})
	if err != nil {
		return WriteOffResult{}, err
	}
	return res, nil
}

func writeOffResult(status int, day loans.Date, daysOverdue int, out []loans.Entry) WriteOffResult {
	r := WriteOffResult{Status: status, Day: day, DaysOverdue: daysOverdue, Entries: out}
	for _, e := range out {
		if e.Bucket == loans.BucketWrittenOff {
			r.ClaimCents = e.AmountCents
		}
	}
	return r
}
