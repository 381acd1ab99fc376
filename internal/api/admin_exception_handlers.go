package api

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"strconv"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/banking"
	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/config"
	"github.com/pautang/pautang/internal/disburse"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/store"
)

// The exception actions on a loan (docs/finance.md): each is proposed by an operator and
// carried out when another operator with the kind's checker role approves it (four eyes).

// writeOffAfterDays is how many days past due a loan must be to be written off.
func (s *Server) writeOffAfterDays() int {
	if s.Cfg.WriteOffAfterDays > 0 {
		return s.Cfg.WriteOffAfterDays
	}
	return config.DefaultWriteOffAfterDays
}

// writeOffPayload is a write-off request's payload: the maker's reason and, for the checker,
// the claim and days past due when it was asked (the approval writes off what is owed then).
type writeOffPayload struct {
	Reason      string `json:"reason"`
	Claim       int64  `json:"claim"` // centavos
	DaysOverdue int    `json:"daysOverdue"`
}

// proposeOnOrder is the maker's side of an exception action on the order of the path: the JSON
// body is read into a B, check validates it against the order as it stands today and returns
// the request's payload and the maker's reason, and the request of kind waits for a checker.
func proposeOnOrder[B any](s *Server, w http.ResponseWriter, r *http.Request, c adminCtx, kind admin.RequestKind,
	check func(ctx context.Context, orderID int64, in B) (payload any, reason string, err error)) {
	id, err := pathID(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	var in B
	if err := decodeJSON(w, r, &in); err != nil {
		fail(w, r, err)
		return
	}
	payload, reason, err := check(r.Context(), id, in)
	if err != nil {
		fail(w, r, err)
		return
	}
	ans, err := s.propose(r.Context(), c, kind, strconv.FormatInt(id, 10), payload, reason)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, ans)
}

// handleAdminWriteOff is the maker's side of a write-off: checked against today's position
// (past due long enough, not written off), then it waits for a supervisor.
func (s *Server) handleAdminWriteOff(w http.ResponseWriter, r *http.Request, c adminCtx) {
	proposeOnOrder(s, w, r, c, admin.KindWriteOff, func(ctx context.Context, id int64, in reasonPayload) (any, string, error) {
		reason, err := admin.CheckReason(in.Reason, "write-off")
		if err != nil {
			return nil, "", err
		}
		chk, err := s.lending().CheckWriteOff(ctx, id, s.writeOffAfterDays())
		if err != nil {
			return nil, "", err
		}
		return writeOffPayload{Reason: reason, Claim: chk.ClaimCents, DaysOverdue: chk.DaysOverdue}, reason, nil
	})
}

// runWriteOff writes the loan off (lending.Service.WriteOff) as the checker.
func (s *Server) runWriteOff(ctx context.Context, c adminCtx, req admin.Request) (any, error) {
	var p writeOffPayload
	if err := json.Unmarshal(req.Payload, &p); err != nil {
		return nil, apperr.Invalid("The write-off request's payload is unreadable.")
	}
	id, err := strconv.ParseInt(req.Target, 10, 64)
	if err != nil {
		return nil, apperr.Invalid("Bad order id %q.", req.Target)
	}
	res, err := s.lending().WriteOff(ctx, id, c.Op.ID, s.writeOffAfterDays(), p.Reason)
	if err != nil {
		return nil, err
	}
	s.auditAfter(ctx, c.audit("order.writeoff", "order", req.Target, map[string]any{"writtenOffDay": ""},
		map[string]any{"writtenOffDay": res.Day, "claim": res.ClaimCents, "daysOverdue": res.DaysOverdue, "entries": res.Entries,
			"reason": p.Reason, "requestId": req.ID, "makerId": req.MakerID}))
	return res, nil
}

// reasonPayload is the payload of a request that carries only the maker's reason.
type reasonPayload struct {
	Reason string `json:"reason"`
}

// handleAdminCancel is the maker's side of cancelling a stuck approval: the order must be
// approved with no payout pending or sent; a supervisor approves.
func (s *Server) handleAdminCancel(w http.ResponseWriter, r *http.Request, c adminCtx) {
	proposeOnOrder(s, w, r, c, admin.KindCancel, func(ctx context.Context, id int64, in reasonPayload) (any, string, error) {
		reason, err := admin.CheckReason(in.Reason, "cancellation")
		if err != nil {
			return nil, "", err
		}
		payouts, err := s.Store.OrderPayouts(ctx, id)
		if err != nil {
			return nil, "", err
		}
		if err := s.lending().CheckCancel(ctx, id, payouts); err != nil {
			return nil, "", err
		}
		return reasonPayload{Reason: reason}, reason, nil
	})
}

// runCancel cancels the approval (lending.Service.CancelApproval) as the checker.
func (s *Server) runCancel(ctx context.Context, c adminCtx, req admin.Request) (any, error) {
	var p reasonPayload
	if err := json.Unmarshal(req.Payload, &p); err != nil {
		return nil, apperr.Invalid("The cancellation request's payload is unreadable.")
	}
	id, err := strconv.ParseInt(req.Target, 10, 64)
	if err != nil {
		return nil, apperr.Invalid("Bad order id %q.", req.Target)
	}
	res, err := s.lending().CancelApproval(ctx, id, c.Op.ID, p.Reason)
	if err != nil {
		return nil, err
	}
	s.auditAfter(ctx, c.audit("order.cancel", "order", req.Target, map[string]any{"status": res.FromStatus},
		map[string]any{"status": res.Status, "reason": p.Reason, "requestId": req.ID, "makerId": req.MakerID}))
	return res, nil
}

// refundPayload is a credit refund request's payload.
type refundPayload struct {
	Amount int64  `json:"amount"` // centavos
	Reason string `json:"reason"`
}

// handleAdminRefund is the maker's side of a credit refund: the amount must be within the
// credit not already being refunded and the borrower must have a payout account.
func (s *Server) handleAdminRefund(w http.ResponseWriter, r *http.Request, c adminCtx) {
	proposeOnOrder(s, w, r, c, admin.KindRefund, func(ctx context.Context, id int64, in refundPayload) (any, string, error) {
		var err error
		if in.Reason, err = admin.CheckReason(in.Reason, "refund"); err != nil {
			return nil, "", err
		}
		o, err := s.Store.LoanOrderByID(ctx, id)
		if err != nil {
			return nil, "", err
		}
		avail, err := s.Store.RefundableCredit(ctx, id)
		if err != nil {
			return nil, "", err
		}
		switch {
		case in.Amount <= 0:
			return nil, "", apperr.Invalid("The refund amount must be more than zero.")
		case in.Amount > avail:
			return nil, "", apperr.Newf(store.ErrRefundTooLarge.Code, "The refund of %s is more than the %s of credit that may be refunded.",
				loans.FormatPeso(in.Amount), loans.FormatPeso(max(avail, 0)))
		}
		accounts, err := s.Store.BankAccounts(ctx, o.UserID)
		if err != nil {
			return nil, "", err
		}
		if len(accounts) == 0 || !accounts[0].IsDefault {
			return nil, "", store.ErrRefundNoAccount
		}
		return in, in.Reason, nil
	})
}

// codeRefundRefused is a refund the payout provider refused (the request is marked failed).
const codeRefundRefused = "refund_refused"

// runRefund sends the refund (disburse.Service.RefundCredit) as the checker; the request's id
// is the refund's idempotency key.
func (s *Server) runRefund(ctx context.Context, c adminCtx, req admin.Request) (any, error) {
	var p refundPayload
	if err := json.Unmarshal(req.Payload, &p); err != nil {
		return nil, apperr.Invalid("The refund request's payload is unreadable.")
	}
	id, err := strconv.ParseInt(req.Target, 10, 64)
	if err != nil {
		return nil, apperr.Invalid("Bad order id %q.", req.Target)
	}
	if s.Disburse == nil {
		return nil, apperr.New("admin_no_payouts", "Payouts are not configured on this server.")
	}
	res, err := s.Disburse.RefundCredit(ctx, id, p.Amount, strconv.FormatInt(req.ID, 10))
	s.auditAfter(ctx, c.audit("order.refund", "order", req.Target, nil,
		map[string]any{"amount": p.Amount, "reference": res.Reference, "outcome": res.Outcome, "failureReason": res.FailureReason,
			"reason": p.Reason, "requestId": req.ID, "makerId": req.MakerID}))
	if err != nil {
		return nil, err
	}
	if res.Outcome == disburse.OutcomeFailed {
		return nil, apperr.Newf(codeRefundRefused, "The payout provider refused the refund: %s", res.FailureReason)
	}
	return res, nil
}

// refundRetryBody names the pending refund to resend.
type refundRetryBody struct {
	Reference string `json:"reference"`
}

// handleAdminRefundRetry resends a pending refund with its own reference.
func (s *Server) handleAdminRefundRetry(w http.ResponseWriter, r *http.Request, c adminCtx) {
	id, err := pathID(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	var in refundRetryBody
	if err := decodeJSON(w, r, &in); err != nil {
		fail(w, r, err)
		return
	}
	if s.Disburse == nil {
		fail(w, r, apperr.New("admin_no_payouts", "Payouts are not configured on this server."))
		return
	}
	ref := in.Reference
	refunds, err := s.Store.OrderRefunds(r.Context(), id)
	if err != nil {
		fail(w, r, err)
		return
	}
	found := false
	for _, x := range refunds {
		found = found || (x.Reference == ref && x.Status == store.PayoutPending)
	}
	if !found {
		fail(w, r, apperr.New("refund_not_pending", "No pending refund of this order has that reference."))
		return
	}
	res, err := s.Disburse.RetryRefund(r.Context(), id, ref)
	s.auditAfter(r.Context(), c.audit("order.refund_retry", "order", strconv.FormatInt(id, 10), nil,
		map[string]any{"reference": ref, "outcome": res.Outcome, "failureReason": res.FailureReason}))
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, res)
}

// accountChangePayload is a payout account change: the account as the binding flow stores
// it, the number sealed by the vault (Sealed; removed from what operators read) and its last
// 4 digits.
type accountChangePayload struct {
	CardType   int               `json:"cardType"`
	Channel    string            `json:"channel"`
	BankCode   string            `json:"bankCode"`
	BankName   string            `json:"bankName"`
	HolderName string            `json:"holderName"`
	Number     string            `json:"number"` // masked: •••• 1234
	Last4      string            `json:"last4"`
	Sealed     string            `json:"sealed,omitempty"`
	Hash       string            `json:"hash,omitempty"`
	Details    map[string]string `json:"details,omitempty"`
	Reason     string            `json:"reason"`
}

// publicAccountChange is the payload without the sealed number and its hash.
func publicAccountChange(raw json.RawMessage) json.RawMessage {
	var p accountChangePayload
	if err := json.Unmarshal(raw, &p); err != nil {
		return json.RawMessage(`{}`)
	}
	p.Sealed, p.Hash = "", ""
	out, err := json.Marshal(p)
	if err != nil {
		return json.RawMessage(`{}`)
	}
	return out
}

// accountChangeBody is the new payout account as the bank form's codes, and the reason.
type accountChangeBody struct {
	CardType int               `json:"cardType"`
	Channel  string            `json:"channelNumber"`
	Fields   map[string]string `json:"fields"`
	Reason   string            `json:"reason"`
}

// handleAdminAccountChange is the maker's side of a payout account change the borrower asked
// for: the fields are validated like the borrower's binding form (the order's product's bank
// form), the number is sealed at once (only the vault's ciphertext and the last 4 digits are
// kept), and a supervisor approves.
func (s *Server) handleAdminAccountChange(w http.ResponseWriter, r *http.Request, c adminCtx) {
	proposeOnOrder(s, w, r, c, admin.KindAccountChange, func(ctx context.Context, id int64, in accountChangeBody) (any, string, error) {
		if s.BankVault == nil {
			return nil, "", apperr.New(CodeBankUnavailable, "Account sealing is not configured on this server.")
		}
		reason, err := admin.CheckReason(in.Reason, "account change")
		if err != nil {
			return nil, "", err
		}
		o, err := s.Store.LoanOrderByID(ctx, id)
		if err != nil {
			return nil, "", err
		}
		cardType, valid := banking.ParseCardType(strconv.Itoa(in.CardType))
		if !valid {
			return nil, "", apperr.Invalid("cardType must be 1 (bank account) or 2 (e-wallet).")
		}
		if in.Channel == "" {
			in.Channel = banking.DefaultChannel
		}
		items, err := s.Store.BankFormItems(ctx, o.ProductID)
		if err != nil {
			return nil, "", err
		}
		sub, errs := banking.Validate(items, cardType, in.Channel, in.Fields, s.Clock.Now().In(clock.Manila))
		if len(errs) > 0 {
			return nil, "", apperr.New(CodeBankInvalid, errs.Error())
		}
		if sub.Number == "" || sub.InstitutionCode == "" {
			return nil, "", apperr.New(CodeBankInvalid, "The bank or e-wallet and the account number are required.")
		}
		sealed, err := s.BankVault.Seal(o.UserID, sub.Number)
		if err != nil {
			return nil, "", err
		}
		last4 := banking.Last4(sub.Number)
		return accountChangePayload{CardType: sub.CardType, Channel: sub.Channel, BankCode: sub.InstitutionCode, BankName: sub.InstitutionName,
			HolderName: sub.HolderName, Number: admin.MaskAccount(last4), Last4: last4, Sealed: sealed,
			Hash: s.BankVault.Hash(sub.InstitutionCode, sub.Number), Details: sub.Fields, Reason: reason}, reason, nil
	})
}

// runAccountChange binds the new payout account as the checker (the binding flow's change:
// it becomes the default of its type, and payouts that waited for an account are retried).
func (s *Server) runAccountChange(ctx context.Context, c adminCtx, req admin.Request) (any, error) {
	var p accountChangePayload
	if err := json.Unmarshal(req.Payload, &p); err != nil || p.Sealed == "" {
		return nil, apperr.Invalid("The account change request's payload is unreadable.")
	}
	id, err := strconv.ParseInt(req.Target, 10, 64)
	if err != nil {
		return nil, apperr.Invalid("Bad order id %q.", req.Target)
	}
	o, err := s.Store.LoanOrderByID(ctx, id)
	if err != nil {
		return nil, err
	}
	before := map[string]any{}
	if accs, err := s.Store.BankAccounts(ctx, o.UserID); err == nil && len(accs) > 0 && accs[0].IsDefault {
		before = map[string]any{"bankName": accs[0].BankName, "number": admin.MaskAccount(accs[0].Last4), "cardType": accs[0].CardType}
	}
	orderID := int64(0)
	if loans.Status(o.Status) == loans.StatusApproved {
		orderID = id
	}
	acc, results, err := s.bindAccount(ctx, store.NewBankAccount{UserID: o.UserID, CardType: p.CardType, Channel: p.Channel, BankCode: p.BankCode,
		BankName: p.BankName, HolderName: p.HolderName, Cipher: p.Sealed, Last4: p.Last4, Hash: p.Hash, Details: p.Details}, store.AccountActionChange, orderID)
	if errors.Is(err, store.ErrBankAccountTaken) {
		return nil, apperr.New(CodeBankAccountTaken, "This account is already bound to another Pautang account.")
	}
	if err != nil {
		return nil, err
	}
	payouts := map[string]disburse.Outcome{}
	for oid, res := range results {
		payouts[strconv.FormatInt(oid, 10)] = res.Outcome
	}
	after := accountChanged{BankName: acc.BankName, Number: admin.MaskAccount(acc.Last4), CardType: acc.CardType, AccountID: acc.ID}
	s.auditAfter(ctx, c.audit("borrower.account_change", "order", req.Target, before,
		map[string]any{"account": after, "payouts": payouts, "reason": p.Reason, "requestId": req.ID, "makerId": req.MakerID}))
	return accountChangeResult{Account: after, Payouts: payouts}, nil
}

// accountChanged is the payout account an approved change bound (number masked).
type accountChanged struct {
	BankName  string `json:"bankName"`
	Number    string `json:"number"`
	CardType  int    `json:"cardType"`
	AccountID int64  `json:"accountId"`
}

// accountChangeResult is what an approved account change did: the account bound and the
// outcome of each payout retried on it, by order id.
type accountChangeResult struct {
	Account accountChanged              `json:"account"`
	Payouts map[string]disburse.Outcome `json:"payouts"`
}
