package controls

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/banking"
	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/disburse"
	"github.com/pautang/pautang/internal/lending"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/store"
)

// The kinds whose target is a loan (an order id): waiver, write-off, cancelling an approval,
// credit refund, payout account change, restructure and a large loan's approval.

// loanVersion is what a request on a loan remembers of it (store.LoanVersion).
func loanVersion(ctx context.Context, s *Service, target string) (string, error) {
	id, err := orderID(target)
	if err != nil {
		return "", err
	}
	return s.Store.Controls().LoanVersion(ctx, id)
}

// payoutAudit is the audit row of a payout gateway's answer, written in the transaction that
// records it (an operator's approval or account change that paid a loan out).
func payoutAudit(ctx context.Context, a Actor, requestID int64) disburse.Record {
	return func(tx *store.Tx, res disburse.Result) error {
		after := map[string]any{"outcome": res.Outcome, "reference": res.Reference, "failureReason": res.FailureReason}
		if requestID > 0 {
			after["requestId"] = requestID
		}
		return tx.AddAudit(ctx, a.Entry("order.payout", "payout", res.Reference, nil, after))
	}
}

// ---- waiver

// WaiverPayload is a waiver request's payload (and the maker's input).
type WaiverPayload struct {
	Bucket string `json:"bucket"`
	Amount int64  `json:"amount"` // centavos
	Reason string `json:"reason"`
}

// proposeWaiver checks the waiver rule against today's balance, so a request that cannot
// succeed is refused now; the checker reads the bucket and what is owed before and after.
func proposeWaiver(ctx context.Context, s *Service, a Actor, target string, in WaiverPayload) (proposal, error) {
	id, err := orderID(target)
	if err != nil {
		return proposal{}, err
	}
	in.Reason = strings.TrimSpace(in.Reason)
	pos, err := s.Lending.Position(ctx, id)
	if err != nil {
		return proposal{}, err
	}
	bal := loans.BalancesOf(pos.Entries)
	if _, err := admin.Waiver(loans.Status(pos.Order.Status), bal, loans.Bucket(in.Bucket), in.Amount, in.Reason, pos.Today, ""); err != nil {
		return proposal{}, err
	}
	return proposal{Payload: in, Reason: in.Reason, Diff: WaiverDiff(bal, loans.Bucket(in.Bucket), in.Amount)}, nil
}

// WaiverDiff is what a waiver of amount in bucket changes of balances bal.
func WaiverDiff(bal loans.Balances, bucket loans.Bucket, amount int64) []admin.DiffRow {
	return []admin.DiffRow{
		row(BucketName(bucket)+" waived", Peso(0), Peso(amount)),
		row(BucketName(bucket)+" owed", Peso(bal[bucket]), Peso(bal[bucket]-amount)),
		row("Total owed", Peso(bal.Owed()), Peso(bal.Owed()-amount)),
	}
}

// applyWaiver books the waiver (lending.Service.Waive) as the checker, with order.waive and
// the request's result in the waiver's transaction.
func applyWaiver(ctx context.Context, s *Service, ap *approval, p WaiverPayload) (lending.WaiverResult, error) {
	id, err := orderID(ap.req.Target)
	if err != nil {
		return lending.WaiverResult{}, err
	}
	return s.Lending.Waive(ctx, id, ap.actor.ID, loans.Bucket(p.Bucket), p.Amount, p.Reason, func(tx *store.Tx, res lending.WaiverResult) error {
		e := ap.entry("order.waive", "order", map[string]any{"balances": res.Before},
			map[string]any{"balances": res.After, "bucket": p.Bucket, "amount": p.Amount, "reason": p.Reason, "ref": res.Ref, "status": res.Status})
		return ap.commit(ctx, tx, &e, res)
	})
}

// ---- write-off

// ReasonPayload is the input and payload of a request that carries only the maker's reason.
type ReasonPayload struct {
	Reason string `json:"reason"`
}

// WriteOffPayload is a write-off request's payload: the maker's reason and, for the checker,
// the claim and days past due when it was asked (the approval writes off what is owed then).
type WriteOffPayload struct {
	Reason      string `json:"reason"`
	Claim       int64  `json:"claim"` // centavos
	DaysOverdue int    `json:"daysOverdue"`
}

func proposeWriteOff(ctx context.Context, s *Service, a Actor, target string, in ReasonPayload) (proposal, error) {
	id, err := orderID(target)
	if err != nil {
		return proposal{}, err
	}
	reason, err := admin.CheckReason(in.Reason, "write-off")
	if err != nil {
		return proposal{}, err
	}
	chk, err := s.Lending.CheckWriteOff(ctx, id, s.writeOffAfterDays())
	if err != nil {
		return proposal{}, err
	}
	return proposal{Payload: WriteOffPayload{Reason: reason, Claim: chk.ClaimCents, DaysOverdue: chk.DaysOverdue}, Reason: reason,
		Diff: WriteOffDiff(chk)}, nil
}

// WriteOffDiff is what writing off a loan (as CheckWriteOff measured it) changes.
func WriteOffDiff(chk lending.WriteOffResult) []admin.DiffRow {
	return []admin.DiffRow{
		row("Written off", "No", "Yes, on "+chk.Day.String()+" ("+strconv.Itoa(chk.DaysOverdue)+" days past due)"),
		row("Receivables", Peso(chk.ClaimCents), Peso(0)),
		row("Written-off claim (still owed by the borrower)", Peso(0), Peso(chk.ClaimCents)),
	}
}

func applyWriteOff(ctx context.Context, s *Service, ap *approval, p WriteOffPayload) (lending.WriteOffResult, error) {
	id, err := orderID(ap.req.Target)
	if err != nil {
		return lending.WriteOffResult{}, err
	}
	return s.Lending.WriteOff(ctx, id, ap.actor.ID, s.writeOffAfterDays(), p.Reason, func(tx *store.Tx, res lending.WriteOffResult) error {
		e := ap.entry("order.writeoff", "order", map[string]any{"writtenOffDay": ""},
			map[string]any{"writtenOffDay": res.Day, "claim": res.ClaimCents, "daysOverdue": res.DaysOverdue, "entries": res.Entries, "reason": p.Reason})
		return ap.commit(ctx, tx, &e, res)
	})
}

// ---- cancel an approval

func proposeCancel(ctx context.Context, s *Service, a Actor, target string, in ReasonPayload) (proposal, error) {
	id, err := orderID(target)
	if err != nil {
		return proposal{}, err
	}
	reason, err := admin.CheckReason(in.Reason, "cancellation")
	if err != nil {
		return proposal{}, err
	}
	payouts, err := s.Store.Lists().OrderPayouts(ctx, id)
	if err != nil {
		return proposal{}, err
	}
	if err := s.Lending.CheckCancel(ctx, id, payouts); err != nil {
		return proposal{}, err
	}
	o, err := s.Store.Loans().LoanOrderByID(ctx, id)
	if err != nil {
		return proposal{}, err
	}
	return proposal{Payload: ReasonPayload{Reason: reason}, Reason: reason, Diff: CancelDiff(o)}, nil
}

// CancelDiff is what cancelling the approval of order o changes.
func CancelDiff(o loans.Order) []admin.DiffRow {
	to, _ := loans.Transition(loans.Status(o.Status), loans.EventCancel)
	return []admin.DiffRow{
		row("Status", StatusName(o.Status), StatusName(int(to))),
		row("Payout of "+Peso(o.Amount), none(o.PayoutStatus), "Never sent"),
	}
}

func applyCancel(ctx context.Context, s *Service, ap *approval, p ReasonPayload) (lending.CancelResult, error) {
	id, err := orderID(ap.req.Target)
	if err != nil {
		return lending.CancelResult{}, err
	}
	return s.Lending.CancelApproval(ctx, id, ap.actor.ID, p.Reason, func(tx *store.Tx, res lending.CancelResult) error {
		e := ap.entry("order.cancel", "order", map[string]any{"status": res.FromStatus}, map[string]any{"status": res.Status, "reason": p.Reason})
		return ap.commit(ctx, tx, &e, res)
	})
}

// ---- credit refund

// RefundPayload is a credit refund request's payload (and the maker's input).
type RefundPayload struct {
	Amount int64  `json:"amount"` // centavos
	Reason string `json:"reason"`
}

// CodeRefundRefused is a refund the payout provider refused (the request is marked failed).
const CodeRefundRefused = "refund_refused"

// CheckRefund is the refund rule when it is proposed: more than zero, within the credit not
// already being refunded (avail), to a payout account the borrower has.
func CheckRefund(amount, avail int64, hasPayoutAccount bool) error {
	switch {
	case amount <= 0:
		return apperr.Invalid("The refund amount must be more than zero.")
	case amount > avail:
		return apperr.Newf(store.ErrRefundTooLarge.Code, "The refund of %s is more than the %s of credit that may be refunded.",
			loans.FormatPeso(amount), loans.FormatPeso(max(avail, 0)))
	case !hasPayoutAccount:
		return store.ErrRefundNoAccount
	}
	return nil
}

// payoutAccount is the borrower's payout account (the default of the first type), if any.
func payoutAccount(accounts []store.BankAccount) (store.BankAccount, bool) {
	if len(accounts) == 0 || !accounts[0].IsDefault {
		return store.BankAccount{}, false
	}
	return accounts[0], true
}

// accountName words a payout account: "BDO Unibank •••• 7890".
func accountName(acc store.BankAccount, ok bool) string {
	if !ok {
		return "—"
	}
	return acc.BankName + " " + admin.MaskAccount(acc.Last4)
}

func proposeRefund(ctx context.Context, s *Service, a Actor, target string, in RefundPayload) (proposal, error) {
	id, err := orderID(target)
	if err != nil {
		return proposal{}, err
	}
	if in.Reason, err = admin.CheckReason(in.Reason, "refund"); err != nil {
		return proposal{}, err
	}
	o, err := s.Store.Loans().LoanOrderByID(ctx, id)
	if err != nil {
		return proposal{}, err
	}
	avail, err := s.Store.Payments().RefundableCredit(ctx, id)
	if err != nil {
		return proposal{}, err
	}
	accounts, err := s.Store.Banking().BankAccounts(ctx, o.UserID)
	if err != nil {
		return proposal{}, err
	}
	acc, has := payoutAccount(accounts)
	if err := CheckRefund(in.Amount, avail, has); err != nil {
		return proposal{}, err
	}
	return proposal{Payload: in, Reason: in.Reason, Diff: []admin.DiffRow{
		row("Refundable credit", Peso(avail), Peso(avail-in.Amount)),
		row("Refund to "+accountName(acc, has), Peso(0), Peso(in.Amount)),
	}}, nil
}

// applyRefund books the refund (pending, its amount held back) with order.refund and the
// request's result in one transaction, then sends it to the payout provider after the commit
// under the request's id as idempotency key; the provider's answer is recorded with its audit
// row (order.refund_outcome) and the request's final result in one transaction.
func applyRefund(ctx context.Context, s *Service, ap *approval, p RefundPayload) (disburse.RefundResult, error) {
	id, err := orderID(ap.req.Target)
	if err != nil {
		return disburse.RefundResult{}, err
	}
	if s.Disburse == nil {
		return disburse.RefundResult{}, apperr.New("admin_no_payouts", "Payouts are not configured on this server.")
	}
	key := strconv.FormatInt(ap.req.ID, 10)
	var booked store.Refund
	err = s.Store.InTx(ctx, func(tx *store.Tx) error {
		var err error
		if booked, err = s.Disburse.BookRefund(ctx, tx, id, p.Amount, key); err != nil {
			return err
		}
		e := ap.entry("order.refund", "order", nil, map[string]any{"amount": booked.Amount, "reference": booked.Reference, "outcome": disburse.OutcomePending, "reason": p.Reason})
		return ap.commit(ctx, tx, &e, disburse.RefundResult{Outcome: disburse.OutcomePending, Reference: booked.Reference, Amount: booked.Amount})
	})
	if err != nil {
		return disburse.RefundResult{}, err
	}
	res, err := s.Disburse.SendRefund(ctx, id, booked.Reference, func(tx *store.Tx, res disburse.RefundResult) error {
		e := ap.entry("order.refund_outcome", "order", nil, map[string]any{"reference": res.Reference, "amount": res.Amount, "outcome": res.Outcome, "failureReason": res.FailureReason})
		if err := tx.AddAudit(ctx, e); err != nil {
			return err
		}
		status, result := admin.RequestApproved, ""
		if res.Outcome == disburse.OutcomeFailed {
			status, result = admin.RequestFailed, "The payout provider refused the refund: "+res.FailureReason
		} else {
			b, _ := json.Marshal(res)
			result = string(b)
		}
		return tx.NoteRequestResult(ctx, ap.req.ID, status, result)
	})
	if err != nil {
		// The refund stays pending with its amount held back; a retry resends its reference.
		s.log().Error("controls: refund sent without a known outcome", "order", id, "reference", booked.Reference, "err", err)
		return disburse.RefundResult{Outcome: disburse.OutcomePending, Reference: booked.Reference, Amount: booked.Amount}, nil
	}
	if res.Outcome == disburse.OutcomeFailed {
		return res, apperr.Newf(CodeRefundRefused, "The payout provider refused the refund: %s", res.FailureReason)
	}
	return res, nil
}

// ---- payout account change

// AccountChangeBody is the new payout account as the bank form's codes, and the reason (the
// maker's input).
type AccountChangeBody struct {
	CardType int               `json:"cardType"`
	Channel  string            `json:"channelNumber"`
	Fields   map[string]string `json:"fields"`
	Reason   string            `json:"reason"`
}

// AccountChangePayload is a payout account change: the account as the binding flow stores it,
// the number sealed by the vault (Sealed; removed from what operators read) and its last 4
// digits.
type AccountChangePayload struct {
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

// AccountChanged is the payout account an approved change bound (number masked).
type AccountChanged struct {
	BankName  string `json:"bankName"`
	Number    string `json:"number"`
	CardType  int    `json:"cardType"`
	AccountID int64  `json:"accountId"`
}

// AccountChangeResult is what an approved account change did: the account bound and the
// outcome of each payout retried on it, by order id.
type AccountChangeResult struct {
	Account AccountChanged              `json:"account"`
	Payouts map[string]disburse.Outcome `json:"payouts"`
}

// Summary says what the account change did to the payouts that waited for it.
func (r AccountChangeResult) Summary() (string, bool) {
	paid, failed, pending := 0, 0, 0
	for _, o := range r.Payouts {
		switch o {
		case disburse.OutcomeDisbursed:
			paid++
		case disburse.OutcomeFailed:
			failed++
		case disburse.OutcomePending:
			pending++
		}
	}
	text := "Approved: the payout account was changed."
	if paid > 0 {
		text += fmt.Sprintf(" %d waiting payout(s) paid out.", paid)
	}
	if failed > 0 {
		text += fmt.Sprintf(" %d payout(s) refused on the new account.", failed)
	}
	if pending > 0 {
		text += fmt.Sprintf(" %d payout(s) sent, outcome not known yet.", pending)
	}
	return text, failed+pending > 0
}

// Error codes of the bank form (the binding flow's, docs/errors.md).
const (
	codeBankInvalid      = "bank_invalid"
	codeBankAccountTaken = "bank_account_taken"
	codeBankUnavailable  = "bank_unavailable"
)

// publicAccountChange is the payload without the sealed number and its hash.
func publicAccountChange(raw json.RawMessage) json.RawMessage {
	var p AccountChangePayload
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

// proposeAccountChange validates the fields like the borrower's binding form (the order's
// product's bank form) and seals the number at once: only the vault's ciphertext and the last
// 4 digits are kept.
func proposeAccountChange(ctx context.Context, s *Service, a Actor, target string, in AccountChangeBody) (proposal, error) {
	id, err := orderID(target)
	if err != nil {
		return proposal{}, err
	}
	if s.Vault == nil {
		return proposal{}, apperr.New(codeBankUnavailable, "Account sealing is not configured on this server.")
	}
	reason, err := admin.CheckReason(in.Reason, "account change")
	if err != nil {
		return proposal{}, err
	}
	o, err := s.Store.Loans().LoanOrderByID(ctx, id)
	if err != nil {
		return proposal{}, err
	}
	cardType, valid := banking.ParseCardType(strconv.Itoa(in.CardType))
	if !valid {
		return proposal{}, apperr.Invalid("cardType must be 1 (bank account) or 2 (e-wallet).")
	}
	if in.Channel == "" {
		in.Channel = banking.DefaultChannel
	}
	items, err := s.Store.Banking().BankFormItems(ctx, o.ProductID)
	if err != nil {
		return proposal{}, err
	}
	sub, errs := banking.Validate(items, cardType, in.Channel, in.Fields, s.Clock.Now().In(clock.Manila))
	if len(errs) > 0 {
		return proposal{}, apperr.New(codeBankInvalid, errs.Error())
	}
	if sub.Number == "" || sub.InstitutionCode == "" {
		return proposal{}, apperr.New(codeBankInvalid, "The bank or e-wallet and the account number are required.")
	}
	sealed, err := s.Vault.Seal(o.UserID, sub.Number)
	if err != nil {
		return proposal{}, err
	}
	accounts, err := s.Store.Banking().BankAccounts(ctx, o.UserID)
	if err != nil {
		return proposal{}, err
	}
	cur, has := payoutAccount(accounts)
	last4 := banking.Last4(sub.Number)
	p := AccountChangePayload{CardType: sub.CardType, Channel: sub.Channel, BankCode: sub.InstitutionCode, BankName: sub.InstitutionName,
		HolderName: sub.HolderName, Number: admin.MaskAccount(last4), Last4: last4, Sealed: sealed,
		Hash: s.Vault.Hash(sub.InstitutionCode, sub.Number), Details: sub.Fields, Reason: reason}
	holder := ""
	if has {
		holder = cur.HolderName
	}
	return proposal{Payload: p, Reason: reason, Diff: []admin.DiffRow{
		row("Payout account", accountName(cur, has), p.BankName+" "+p.Number),
		row("Account holder", none(holder), none(p.HolderName)),
	}}, nil
}

// applyAccountChange binds the new payout account as the checker (the binding flow's change:
// it becomes the default of its type) with borrower.account_change and the request's result
// in the binding's transaction; the payouts that waited for an account are retried after the
// commit, each gateway answer audited in the transaction that records it.
func applyAccountChange(ctx context.Context, s *Service, ap *approval, p AccountChangePayload) (AccountChangeResult, error) {
	if p.Sealed == "" {
		return AccountChangeResult{}, apperr.Invalid("The account change request's payload is unreadable.")
	}
	id, err := orderID(ap.req.Target)
	if err != nil {
		return AccountChangeResult{}, err
	}
	o, err := s.Store.Loans().LoanOrderByID(ctx, id)
	if err != nil {
		return AccountChangeResult{}, err
	}
	before := map[string]any{}
	if accs, err := s.Store.Banking().BankAccounts(ctx, o.UserID); err == nil {
		if cur, ok := payoutAccount(accs); ok {
			before = map[string]any{"bankName": cur.BankName, "number": admin.MaskAccount(cur.Last4), "cardType": cur.CardType}
		}
	}
	forOrder := int64(0)
	if loans.Status(o.Status) == loans.StatusApproved {
		forOrder = id
	}
	acct := store.NewBankAccount{UserID: o.UserID, CardType: p.CardType, Channel: p.Channel, BankCode: p.BankCode,
		BankName: p.BankName, HolderName: p.HolderName, Cipher: p.Sealed, Last4: p.Last4, Hash: p.Hash, Details: p.Details}
	var out AccountChangeResult
	bound := func(tx *store.Tx, acc store.BankAccount) error {
		out = AccountChangeResult{Account: AccountChanged{BankName: acc.BankName, Number: admin.MaskAccount(acc.Last4), CardType: acc.CardType, AccountID: acc.ID},
			Payouts: map[string]disburse.Outcome{}}
		e := ap.entry("borrower.account_change", "order", before, map[string]any{"account": out.Account, "reason": p.Reason})
		return ap.commit(ctx, tx, &e, out)
	}
	var results map[int64]disburse.Result
	if s.Disburse == nil {
		err = s.Store.InTx(ctx, func(tx *store.Tx) error {
			acc, err := tx.BindBankAccount(ctx, acct, store.AccountActionChange, forOrder)
			if err != nil {
				return err
			}
			return bound(tx, acc)
		})
	} else {
		_, results, err = s.Disburse.BindAccount(ctx, acct, store.AccountActionChange, forOrder, bound, payoutAudit(ctx, ap.actor, ap.req.ID))
	}
	if errors.Is(err, store.ErrBankAccountTaken) {
		return AccountChangeResult{}, apperr.New(codeBankAccountTaken, "This account is already bound to another Pautang account.")
	}
	if err != nil {
		return AccountChangeResult{}, err
	}
	for oid, res := range results {
		out.Payouts[strconv.FormatInt(oid, 10)] = res.Outcome
	}
	return out, nil
}

// ---- restructure

// RestructureRequest is the operator's restructure form: the new installments and term, and
// (to propose) the reason.
type RestructureRequest struct {
	Installments int    `json:"installments"`
	TermDays     int    `json:"termDays"`
	Reason       string `json:"reason,omitempty"`
}

// RestructurePayload is a restructure request's payload: the terms, the reason and the figures
// the maker saw (the approval prices it again on its own day).
type RestructurePayload struct {
	Installments int    `json:"installments"`
	TermDays     int    `json:"termDays"`
	Reason       string `json:"reason"`
	Principal    int64  `json:"principal"`
	Interest     int64  `json:"interest"`
	TotalRepay   int64  `json:"totalRepay"`
	Waived       int64  `json:"waived"`
	LastDue      string `json:"lastDue"`
}

// RestructureOffered is what an approval did: the offer now waiting for the borrower.
type RestructureOffered struct {
	OfferID   int64  `json:"offerId"`
	ExpiresAt int64  `json:"expiresAt"`
	OpenUntil string `json:"openUntil"`
}

// proposeRestructure prices the terms now: a restructure the rules refuse is refused at once.
func proposeRestructure(ctx context.Context, s *Service, a Actor, target string, in RestructureRequest) (proposal, error) {
	id, err := orderID(target)
	if err != nil {
		return proposal{}, err
	}
	if in.Reason, err = admin.CheckReason(in.Reason, "restructure"); err != nil {
		return proposal{}, err
	}
	plan, pos, err := s.Lending.PreviewRestructure(ctx, id, loans.RestructureTerms{Installments: in.Installments, TermDays: in.TermDays})
	if err != nil {
		return proposal{}, err
	}
	p := RestructurePayload{Installments: in.Installments, TermDays: in.TermDays, Reason: in.Reason, Principal: plan.PrincipalCents,
		Interest: plan.InterestCents, TotalRepay: plan.TotalRepayCents, Waived: plan.WaivedCents, LastDue: plan.DueDay().String()}
	return proposal{Payload: p, Reason: in.Reason, Diff: RestructureDiff(pos.Order, pos.Standing.PayoffCents, p)}, nil
}

// RestructureDiff is what offering restructure p changes of order o owing payoff today.
func RestructureDiff(o loans.Order, payoff int64, p RestructurePayload) []admin.DiffRow {
	return []admin.DiffRow{
		row("Installments", none(""), strconv.Itoa(p.Installments)+" over "+strconv.Itoa(p.TermDays)+" days"),
		row("Last due day", none(o.DueDate), p.LastDue),
		row("Total to repay", Peso(payoff), Peso(p.TotalRepay)),
		row("Late charges waived", Peso(0), Peso(p.Waived)),
	}
}

// applyRestructure offers the restructure to the borrower as the checker (priced on the day of
// the approval; an earlier open offer is replaced), with order.restructure_offer and the
// request's result in the offer's transaction.
func applyRestructure(ctx context.Context, s *Service, ap *approval, p RestructurePayload) (RestructureOffered, error) {
	id, err := orderID(ap.req.Target)
	if err != nil {
		return RestructureOffered{}, err
	}
	var out RestructureOffered
	_, err = s.Lending.OfferRestructure(ctx, id, loans.RestructureTerms{Installments: p.Installments, TermDays: p.TermDays}, ap.req.ID, ap.req.MakerID, ap.actor.ID,
		func(tx *store.Tx, offer store.RestructureOffer) error {
			out = RestructureOffered{OfferID: offer.ID, ExpiresAt: offer.ExpiresAt, OpenUntil: offer.Plan.Start.Add(loans.RestructureOfferDays).String()}
			e := ap.entry("order.restructure_offer", "order", nil, map[string]any{"offerId": offer.ID, "installments": p.Installments, "termDays": p.TermDays,
				"principal": offer.Plan.PrincipalCents, "interest": offer.Plan.InterestCents, "totalRepay": offer.Plan.TotalRepayCents, "expiresAt": offer.ExpiresAt, "reason": p.Reason})
			return ap.commit(ctx, tx, &e, out)
		})
	return out, err
}

// ---- a large loan's approval

// LoanApprovalPayload is a loan approval request: the maker's reason and the amount.
type LoanApprovalPayload struct {
	Reason string `json:"reason"`
	Amount int64  `json:"amount"` // centavos, as applied for
}

// DecideAnswer is what a decision left the order at.
type DecideAnswer struct {
	Status       int    `json:"status"`
	PayoutStatus string `json:"payoutStatus"`
	// Payout is what the payout gateway answered after the approval ("" when no payout was
	// tried); PayoutFailure its refusal.
	Payout        disburse.Outcome `json:"payout,omitempty"`
	PayoutFailure string           `json:"payoutFailure,omitempty"`
}

// Summary says what the approval of a loan did, the payout's answer included.
func (d DecideAnswer) Summary() (string, bool) {
	return payoutSummary("Approved", d.Payout, d.PayoutFailure)
}

// payoutSummary words an approval followed by a payout with outcome o.
func payoutSummary(done string, o disburse.Outcome, failure string) (string, bool) {
	switch o {
	case disburse.OutcomeDisbursed:
		return done + "; the loan was paid out.", false
	case disburse.OutcomeFailed:
		if failure == "" {
			failure = "the transfer was refused"
		}
		return done + "; the payout failed: " + strings.TrimSuffix(failure, ".") + ". The borrower is asked for another account.", true
	case disburse.OutcomePending:
		return done + "; the payout was sent and its outcome is not known yet (it is retried with the same reference).", true
	}
	return done + ": the action was carried out.", false
}

func proposeLoanApproval(ctx context.Context, s *Service, a Actor, target string, in LoanApprovalPayload) (proposal, error) {
	id, err := orderID(target)
	if err != nil {
		return proposal{}, err
	}
	o, err := s.Store.Loans().LoanOrderByID(ctx, id)
	if err != nil {
		return proposal{}, err
	}
	if loans.Status(o.Status) != loans.StatusReview {
		return proposal{}, apperr.New(apperr.CodeConflict, "Only an order under review can be approved.")
	}
	why := in.Reason
	if why == "" {
		why = "Approve the loan of " + loans.FormatPeso(o.Amount)
	}
	in.Amount = o.Amount
	to, _ := loans.Transition(loans.StatusReview, loans.EventApprove)
	return proposal{Payload: in, Reason: why, Diff: []admin.DiffRow{
		row("Status", StatusName(o.Status), StatusName(int(to))),
		row("Amount paid out on approval", Peso(0), Peso(o.Amount)),
	}}, nil
}

// applyLoanApproval approves the order as the checker (lending.Service.Decide) with
// order.approve and the request's result in the decision's transaction; the payout follows
// after the commit, its gateway answer audited where it is recorded.
func applyLoanApproval(ctx context.Context, s *Service, ap *approval, p LoanApprovalPayload) (DecideAnswer, error) {
	id, err := orderID(ap.req.Target)
	if err != nil {
		return DecideAnswer{}, err
	}
	before, err := s.Store.Loans().LoanOrderByID(ctx, id)
	if err != nil {
		return DecideAnswer{}, err
	}
	var paid disburse.Result
	audit := payoutAudit(ctx, ap.actor, ap.req.ID)
	// The borrower reads the general approval text; the maker's reason is the internal note.
	after, err := s.Lending.Decide(ctx, id, true, strconv.FormatInt(ap.actor.ID, 10), "", func(tx *store.Tx, o loans.Order) error {
		if err := tx.SetDecisionNote(ctx, id, p.Reason); err != nil {
			return err
		}
		e := ap.entry("order.approve", "order", map[string]any{"status": before.Status}, map[string]any{"status": o.Status, "payoutStatus": o.PayoutStatus, "reason": p.Reason})
		return ap.commit(ctx, tx, &e, DecideAnswer{Status: o.Status, PayoutStatus: o.PayoutStatus})
	}, func(tx *store.Tx, res disburse.Result) error {
		paid = res
		return audit(tx, res)
	})
	if err != nil {
		return DecideAnswer{}, err
	}
	return DecideAnswer{Status: after.Status, PayoutStatus: after.PayoutStatus, Payout: paid.Outcome, PayoutFailure: paid.FailureReason}, nil
}
