package controls

import (
	"context"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/store"
)

// DecideOutcome answers an operator's decision on an order: the order's status after it, or,
// when the approval needs four eyes, the order as it was and the request that waits.
type DecideOutcome struct {
	Status       int    `json:"status"`
	PayoutStatus string `json:"payoutStatus"`
	// Four eyes: the approval request waiting for a supervisor.
	RequestID int64             `json:"requestId,omitempty"`
	Kind      admin.RequestKind `json:"kind,omitempty"`
	Message   string            `json:"message,omitempty"`
}

// NeedsFourEyes is the rule for an operator's approval: a loan of more than aboveCents (0:
// never), or an approval over a failed underwriting rule by someone below a supervisor, waits
// for a supervisor.
func NeedsFourEyes(amountCents, aboveCents int64, failedRules bool, role admin.Role) bool {
	return (aboveCents > 0 && amountCents > aboveCents) || (failedRules && !role.AtLeast(admin.RoleSupervisor))
}

// Decision is an operator's decision as checked: the refusal reason the borrower reads (a
// rejection only) and the operator's internal note, which stays in the back office.
type Decision struct {
	Approve bool
	Refusal loans.RefusalReason
	Note    string
}

// CheckDecision validates an operator's decision: approve is required; a rejection needs a
// reason code of loans.RefusalReasons (an approval takes none); the internal note is at most
// 500 characters. It returns the decision with the note trimmed.
func CheckDecision(approve *bool, reasonCode, note string) (Decision, error) {
	note = strings.TrimSpace(note)
	switch {
	case approve == nil:
		return Decision{}, apperr.Invalid("approve is required (true or false).")
	case utf8.RuneCountInString(note) > 500:
		return Decision{}, apperr.Invalid("The internal note must be at most 500 characters.")
	}
	d := Decision{Approve: *approve, Note: note}
	if d.Approve {
		if reasonCode != "" {
			return Decision{}, apperr.Invalid("An approval takes no refusal reason.")
		}
		return d, nil
	}
	r, ok := loans.RefusalReasonOf(reasonCode)
	if !ok {
		return Decision{}, apperr.Invalid("Choose the refusal reason the borrower will read from the list.")
	}
	d.Refusal = r
	return d, nil
}

// Decide is operator a's decision on order id under review: approve, or refuse with a reason
// code (the borrower reads its text, in their language) and an internal note (the order's
// decision_note and the audit row: back office only). An approval that needs four eyes
// (NeedsFourEyes; over failed rules the note is required, as the reason for approving anyway)
// becomes a loan_approval request; otherwise lending.Service.Decide moves the order with its
// note and audit row (order.approve / order.reject) in the decision's transaction, and an
// approval's payout follows after the commit, its gateway answer audited where it is recorded.
func (s *Service) Decide(ctx context.Context, a Actor, id int64, approve *bool, reasonCode, note string) (DecideOutcome, error) {
	d, err := CheckDecision(approve, reasonCode, note)
	if err != nil {
		return DecideOutcome{}, err
	}
	before, err := s.Store.Loans().LoanOrderByID(ctx, id)
	if err != nil {
		return DecideOutcome{}, err
	}
	failed := false
	if d.Approve && loans.Status(before.Status) == loans.StatusReview {
		v, err := s.Lending.Verdict(ctx, id)
		if err != nil {
			return DecideOutcome{}, err
		}
		if names := loans.Failed(v.Results); len(names) > 0 {
			if d.Note == "" {
				return DecideOutcome{}, apperr.Invalid("This application fails the rules %s: give the reason for approving it anyway.", strings.Join(names, ", "))
			}
			failed = true
		}
	}
	target := strconv.FormatInt(id, 10)
	if d.Approve && NeedsFourEyes(before.Amount, s.FourEyesApproveAboveCents, failed, a.Role) {
		ans, err := s.Propose(ctx, a, admin.KindLoanApproval, target, LoanApprovalPayload{Reason: d.Note, Amount: before.Amount})
		if err != nil {
			return DecideOutcome{}, err
		}
		return DecideOutcome{Status: before.Status, PayoutStatus: before.PayoutStatus, RequestID: ans.RequestID, Kind: ans.Kind, Message: ans.Message}, nil
	}
	action := map[bool]string{true: "order.approve", false: "order.reject"}[d.Approve]
	after := map[string]any{"note": d.Note}
	if !d.Approve {
		after["reasonCode"] = d.Refusal.Code
	}
	done, err := s.Lending.Decide(ctx, id, d.Approve, strconv.FormatInt(a.ID, 10), d.Refusal.Text, func(tx *store.Tx, o loans.Order) error {
		if err := tx.SetDecisionNote(ctx, id, d.Note); err != nil {
			return err
		}
		after["status"], after["payoutStatus"] = o.Status, o.PayoutStatus
		return tx.AddAudit(ctx, a.Entry(action, "order", target, map[string]any{"status": before.Status}, after))
	}, payoutAudit(ctx, a, 0))
	if err != nil {
		return DecideOutcome{}, err
	}
	return DecideOutcome{Status: done.Status, PayoutStatus: done.PayoutStatus}, nil
}
