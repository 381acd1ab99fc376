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

// CheckDecision validates an operator's decision: approve is required, a rejection needs a
// reason, a reason is at most 500 characters. It returns the trimmed reason.
func CheckDecision(approve *bool, reason string) (string, error) {
	reason = strings.TrimSpace(reason)
	switch {
	case approve == nil:
		return "", apperr.Invalid("approve is required (true or false).")
	case !*approve && reason == "":
		return "", apperr.Invalid("Please give the reason for the rejection.")
	case utf8.RuneCountInString(reason) > 500:
		return "", apperr.Invalid("The reason must be at most 500 characters.")
	}
	return reason, nil
}

// Decide is operator a's decision on order id under review. An approval that needs four eyes
// (NeedsFourEyes) becomes a loan_approval request; otherwise lending.Service.Decide moves the
// order with its audit row (order.approve / order.reject) in the decision's transaction, and
// an approval's payout follows after the commit, its gateway answer audited where it is
// recorded.
func (s *Service) Decide(ctx context.Context, a Actor, id int64, approve *bool, reason string) (DecideOutcome, error) {
	reason, err := CheckDecision(approve, reason)
	if err != nil {
		return DecideOutcome{}, err
	}
	before, err := s.Store.Loans().LoanOrderByID(ctx, id)
	if err != nil {
		return DecideOutcome{}, err
	}
	failed := false
	if *approve && loans.Status(before.Status) == loans.StatusReview {
		v, err := s.Lending.Verdict(ctx, id)
		if err != nil {
			return DecideOutcome{}, err
		}
		if names := loans.Failed(v.Results); len(names) > 0 {
			if reason == "" {
				return DecideOutcome{}, apperr.Invalid("This application fails the rules %s: give the reason for approving it anyway.", strings.Join(names, ", "))
			}
			failed = true
		}
	}
	target := strconv.FormatInt(id, 10)
	if *approve && NeedsFourEyes(before.Amount, s.FourEyesApproveAboveCents, failed, a.Role) {
		ans, err := s.Propose(ctx, a, admin.KindLoanApproval, target, LoanApprovalPayload{Reason: reason, Amount: before.Amount})
		if err != nil {
			return DecideOutcome{}, err
		}
		return DecideOutcome{Status: before.Status, PayoutStatus: before.PayoutStatus, RequestID: ans.RequestID, Kind: ans.Kind, Message: ans.Message}, nil
	}
	action := map[bool]string{true: "order.approve", false: "order.reject"}[*approve]
	after, err := s.Lending.Decide(ctx, id, *approve, strconv.FormatInt(a.ID, 10), reason, func(tx *store.Tx, o loans.Order) error {
		return tx.AddAudit(ctx, a.Entry(action, "order", target, map[string]any{"status": before.Status},
			map[string]any{"status": o.Status, "payoutStatus": o.PayoutStatus, "reason": reason}))
	}, payoutAudit(ctx, a, 0))
	if err != nil {
		return DecideOutcome{}, err
	}
	return DecideOutcome{Status: after.Status, PayoutStatus: after.PayoutStatus}, nil
}
