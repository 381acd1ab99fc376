package api

import (
	"context"
	"errors"
	"net/http"
	"strconv"

	"github.com/pautang/pautang/internal/auth"
	"github.com/pautang/pautang/internal/banking"
	"github.com/pautang/pautang/internal/disburse"
	"github.com/pautang/pautang/internal/i18n"
)

// Error codes of the payment-account calls (docs/errors.md, "Payment accounts").
const (
	CodeBankInvalid      = disburse.CodeBankInvalid      // a form field is wrong; data.errors has every field's message
	CodeBankAccountTaken = disburse.CodeBankAccountTaken // the account is another borrower's
	CodeBankUnavailable  = disburse.CodeBankUnavailable  // account sealing is not configured on this server
)

func toBankCard(a disburse.Account) bankCard {
	return bankCard{ID: a.ID, BankName: a.BankName, BankCode: a.BankCode, CardNo: banking.Mask(a.Last4), CardType: a.CardType, IsDefault: a.IsDefault}
}

// handleCardInit answers the dynamic form of spec section 3 for a product, with the screen's
// defaults (cardType 1, channel 90006) and the borrower's current payout account.
func (s borrowerAccount) handleCardInit(w http.ResponseWriter, r *http.Request, sess auth.Session) {
	req, err := decode[cardInitReq](w, r)
	if err != nil {
		fail(w, r, err)
		return
	}
	f, err := s.Accounts.Form(r.Context(), sess.UserID, req.ProductID)
	if err != nil {
		fail(w, r, err)
		return
	}
	var current *bankCard
	if f.Current != nil {
		c := toBankCard(*f.Current)
		current = &c
	}
	ok(w, r, FamilyZero, cardInitData{
		Items:         bankItemsIn(r.Context(), f.Items),
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
func (s borrowerAccount) handleBindCardNew(w http.ResponseWriter, r *http.Request, sess auth.Session) {
	req, err := decode[bindCardNewReq](w, r)
	if err != nil {
		fail(w, r, err)
		return
	}
	s.bindCard(w, r, sess, banking.ActionBind, cardChangeReq{CardType: req.CardType, ProductID: req.ProductID,
		OrderID: req.OrderID, ChannelNumber: req.ChannelNumber, Items: req.Items})
}

// handleCardChange replaces the payout account from the loan detail (bind-card/card-change)
// and retries the payout of orders that waited for it.
func (s borrowerAccount) handleCardChange(w http.ResponseWriter, r *http.Request, sess auth.Session) {
	req, err := decode[cardChangeReq](w, r)
	if err != nil {
		fail(w, r, err)
		return
	}
	s.bindCard(w, r, sess, banking.ActionChange, req)
}

// bindCard binds the filled form (disburse.Accounts.Bind); wrong fields answer bank_invalid
// with every field's message in data, the envelope's message being the first (the client
// toasts it).
func (s borrowerAccount) bindCard(w http.ResponseWriter, r *http.Request, sess auth.Session, action string, req cardChangeReq) {
	ctx := r.Context()
	b, err := s.Accounts.Bind(ctx, disburse.BindRequest{UserID: sess.UserID, Action: action, CardType: req.CardType, Channel: req.ChannelNumber,
		ProductID: req.ProductID, OrderID: req.OrderID, Values: req.Items})
	var fe *disburse.FormError
	if errors.As(err, &fe) {
		errs := fe.Fields.In(i18n.From(ctx).F)
		writeJSON(w, r, http.StatusOK, Envelope{Code: CodeBankInvalid, Message: errs.Error(), Success: false,
			Data: bankInvalidData{Errors: errs.ByCode(), Fields: errs}})
		return
	}
	if err != nil {
		fail(w, r, err)
		return
	}
	payouts := []payoutRetry{}
	for id, res := range b.Payouts {
		payouts = append(payouts, payoutRetry{OrderID: strconv.FormatInt(id, 10), Outcome: res.Outcome, Reason: res.FailureReason})
	}
	ok(w, r, FamilyZero, bindCardData{bankCard: toBankCard(b.Account), Payouts: payouts})
}

// handleBankCardList lists the borrower's active accounts, masked (payway's bankCards).
func (s borrowerAccount) handleBankCardList(w http.ResponseWriter, r *http.Request, sess auth.Session) {
	accounts, err := s.Accounts.List(r.Context(), sess.UserID)
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
