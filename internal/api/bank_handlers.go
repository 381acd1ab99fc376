package api

import (
	"context"
	"errors"
	"net/http"
	"strconv"

	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/auth"
	"github.com/pautang/pautang/internal/banking"
	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/disburse"
	"github.com/pautang/pautang/internal/i18n"
	"github.com/pautang/pautang/internal/payout"
	"github.com/pautang/pautang/internal/store"
)

// Error codes of the payment-account calls (docs/errors.md, "Payment accounts").
const (
	CodeBankInvalid      = "bank_invalid"       // a form field is wrong; data.errors has every field's message
	CodeBankAccountTaken = "bank_account_taken" // the account is another borrower's
	CodeBankUnavailable  = "bank_unavailable"   // account sealing is not configured on this server
)

func toBankCard(a store.BankAccount) bankCard {
	return bankCard{ID: a.ID, BankName: a.BankName, BankCode: a.BankCode, CardNo: banking.Mask(a.Last4), CardType: a.CardType, IsDefault: a.IsDefault}
}

// handleCardInit answers the dynamic form of spec section 3 for a product, with the screen's
// defaults (cardType 1, channel 90006) and the borrower's current payout account.
func (s *Server) handleCardInit(w http.ResponseWriter, r *http.Request, sess auth.Session) {
	req, err := decode[cardInitReq](w, r)
	if err != nil {
		fail(w, r, err)
		return
	}
	productID := req.ProductID
	if productID != 0 {
		if _, err := s.Store.Product(r.Context(), productID); errors.Is(err, store.ErrNotFound) {
			fail(w, r, apperr.Invalid("product_id is not a known product."))
			return
		} else if err != nil {
			fail(w, r, err)
			return
		}
	}
	items, err := s.Store.BankFormItems(r.Context(), productID)
	if err != nil {
		fail(w, r, err)
		return
	}
	accounts, err := s.Store.BankAccounts(r.Context(), sess.UserID)
	if err != nil {
		fail(w, r, err)
		return
	}
	var current *bankCard
	if len(accounts) > 0 && accounts[0].IsDefault {
		c := toBankCard(accounts[0])
		current = &c
	}
	ok(w, r, FamilyZero, cardInitData{
		Items:         bankItemsIn(r.Context(), items),
		CardType:      banking.CardTypeBank,
		ChannelNumber: banking.DefaultChannel,
		Current:       current,
	})
}

// bankItemsIn is the bank form in the borrower's language: the operator's titles, placeholders
// and option names the catalogue knows are translated (option types, the values sent, stay).
func bankItemsIn(ctx context.Context, items []banking.Item) []banking.Item {
	out := make([]banking.Item, len(items))
	for i, it := range items {
		it.Title, it.Subtitle = i18n.T(ctx, it.Title), i18n.T(ctx, it.Subtitle)
		note := make([]banking.Option, len(it.Note))
		for j, o := range it.Note {
			o.Name = i18n.T(ctx, o.Name)
			note[j] = o
		}
		it.Note = note
		out[i] = it
	}
	return out
}

// handleBindCardNew binds a bank account or e-wallet (v3/bind-card/bind-card-new).
func (s *Server) handleBindCardNew(w http.ResponseWriter, r *http.Request, sess auth.Session) {
	if !s.bankReady(w, r) {
		return
	}
	req, err := decode[bindCardNewReq](w, r)
	if err != nil {
		fail(w, r, err)
		return
	}
	s.bindCard(w, r, sess, store.AccountActionBind, cardChangeReq{CardType: req.CardType, ProductID: req.ProductID,
		OrderID: req.OrderID, ChannelNumber: req.ChannelNumber, Items: req.Items})
}

// handleCardChange replaces the payout account from the loan detail (bind-card/card-change)
// and retries the payout of orders that waited for it.
func (s *Server) handleCardChange(w http.ResponseWriter, r *http.Request, sess auth.Session) {
	if !s.bankReady(w, r) {
		return
	}
	req, err := decode[cardChangeReq](w, r)
	if err != nil {
		fail(w, r, err)
		return
	}
	s.bindCard(w, r, sess, store.AccountActionChange, req)
}

// bankReady answers bank_unavailable when the server cannot seal account numbers.
func (s *Server) bankReady(w http.ResponseWriter, r *http.Request) bool {
	if s.BankVault == nil {
		fail(w, r, apperr.New(CodeBankUnavailable, "Binding accounts is not available right now. Please try again later."))
		return false
	}
	return true
}

// bindAccount is the binding use case (disburse.Service.BindAccount: bind, then retry the
// payouts that waited for an account); a server without payouts only binds.
func (s *Server) bindAccount(ctx context.Context, a store.NewBankAccount, action string, orderID int64) (store.BankAccount, map[int64]disburse.Result, error) {
	if s.Disburse == nil {
		acc, err := s.Store.BindBankAccount(ctx, a, action, orderID)
		return acc, nil, err
	}
	return s.Disburse.BindAccount(ctx, a, action, orderID, nil)
}

func (s *Server) bindCard(w http.ResponseWriter, r *http.Request, sess auth.Session, action string, req cardChangeReq) {
	productID, orderID := req.ProductID, req.OrderID
	cardType, valid := banking.ParseCardType(req.CardType)
	if !valid {
		fail(w, r, apperr.Invalid("cardType must be 1 (bank account) or 2 (e-wallet)."))
		return
	}
	channel := req.ChannelNumber
	if channel == "" {
		channel = banking.DefaultChannel
	}
	ctx := r.Context()
	if orderID > 0 {
		o, err := s.Store.PayoutOrderByID(ctx, orderID)
		if errors.Is(err, store.ErrNotFound) || (err == nil && o.UserID != sess.UserID) {
			fail(w, r, apperr.ErrNotFound)
			return
		} else if err != nil {
			fail(w, r, err)
			return
		}
	}
	items, err := s.Store.BankFormItems(ctx, productID)
	if err != nil {
		fail(w, r, err)
		return
	}
	values := map[string]string{}
	for _, it := range items {
		values[it.Code] = req.Items[it.Code]
	}
	sub, errs := banking.Validate(items, cardType, channel, values, s.Clock.Now().In(clock.Manila))
	if len(errs) > 0 {
		// The envelope's message is the first problem (the client toasts it); data has all.
		errs = errs.In(i18n.From(ctx).F)
		writeJSON(w, r, http.StatusOK, Envelope{Code: CodeBankInvalid, Message: errs.Error(), Success: false,
			Data: bankInvalidData{Errors: errs.ByCode(), Fields: errs}})
		return
	}
	if sub.Number == "" || sub.InstitutionCode == "" {
		fail(w, r, apperr.New(CodeBankUnavailable, "No bank or account number is asked for this channel. Please contact customer service."))
		return
	}
	sealed, err := s.BankVault.Seal(sess.UserID, sub.Number)
	if err != nil {
		fail(w, r, err)
		return
	}
	acc, results, err := s.bindAccount(ctx, store.NewBankAccount{
		UserID: sess.UserID, CardType: sub.CardType, Channel: sub.Channel, BankCode: sub.InstitutionCode, BankName: sub.InstitutionName,
		HolderName: sub.HolderName, Cipher: sealed, Last4: banking.Last4(sub.Number), Hash: s.BankVault.Hash(sub.InstitutionCode, sub.Number),
		Details: sub.Fields,
	}, action, orderID)
	if errors.Is(err, store.ErrBankAccountTaken) {
		fail(w, r, apperr.New(CodeBankAccountTaken, "This account is already bound to another Pautang account. Please use an account in your own name."))
		return
	}
	if err != nil {
		fail(w, r, err)
		return
	}
	payouts := []payoutRetry{}
	for id, res := range results {
		payouts = append(payouts, payoutRetry{OrderID: strconv.FormatInt(id, 10), Outcome: res.Outcome, Reason: res.FailureReason})
	}
	ok(w, r, FamilyZero, bindCardData{bankCard: toBankCard(acc), Payouts: payouts})
}

// handleBankCardList lists the borrower's active accounts, masked (payway's bankCards).
func (s *Server) handleBankCardList(w http.ResponseWriter, r *http.Request, sess auth.Session) {
	accounts, err := s.Store.BankAccounts(r.Context(), sess.UserID)
	if err != nil {
		fail(w, r, err)
		return
	}
	cards := make([]bankCard, 0, len(accounts))
	for _, a := range accounts {
		cards = append(cards, toBankCard(a))
	}
	ok(w, r, FamilyZero, bankCardListData{BankCards: cards})
}

// handleDevPayoutMode shows (GET) or switches (POST mode=success|fail) the sandbox payout
// provider. Dev mode only; routes.go registers it then.
func (s *Server) handleDevPayoutMode(w http.ResponseWriter, r *http.Request) {
	if s.PayoutSandbox == nil {
		fail(w, r, apperr.New(apperr.CodeForbidden, "The payout sandbox is not the provider in use."))
		return
	}
	if r.Method == http.MethodPost {
		req, err := decode[devPayoutModeReq](w, r)
		if err != nil {
			fail(w, r, err)
			return
		}
		m, valid := payout.ParseMode(req.Mode)
		if !valid {
			fail(w, r, apperr.Invalid("mode must be success or fail."))
			return
		}
		s.PayoutSandbox.SetMode(m)
	}
	writeJSON(w, r, http.StatusOK, devPayoutModeData{Mode: s.PayoutSandbox.Mode()})
}

// handleDevPayoutRun runs the disbursement of one order now (orderId), as the loan engine
// does on approval. Dev mode only: demos and E2E tests use it.
func (s *Server) handleDevPayoutRun(w http.ResponseWriter, r *http.Request) {
	if s.Disburse == nil {
		fail(w, r, apperr.New(apperr.CodeForbidden, "Disbursement is not configured."))
		return
	}
	req, err := decode[orderReq](w, r)
	if err != nil {
		fail(w, r, err)
		return
	}
	res, err := s.Disburse.DisburseOrder(r.Context(), req.OrderID)
	if err != nil {
		fail(w, r, err)
		return
	}
	writeJSON(w, r, http.StatusOK, devPayoutRunData{Outcome: res.Outcome, Reference: res.Reference, Reason: res.FailureReason})
}
