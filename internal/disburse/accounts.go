package disburse

import (
	"context"
	"errors"

	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/banking"
	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/payments"
	"github.com/pautang/pautang/internal/store"
)

// Accounts runs the borrower's payout accounts: the dynamic bank / e-wallet form, binding
// (then retrying the payouts that waited for an account) and the list. Store and Clock are
// required; without Vault nothing can be bound (ErrBankUnavailable); without Payouts a bind
// only binds.
type Accounts struct {
	Store   *store.Store
	Vault   *banking.Vault
	Clock   clock.Clock
	Payouts *Service
}

// Account is one of the borrower's bound accounts (the store's read model; the number is
// sealed, Last4 is what may be shown).
type Account = store.BankAccount

// NewAccount is an account to bind, its number already sealed.
type NewAccount = store.NewBankAccount

// Error codes of the payment-account calls (docs/errors.md, "Payment accounts").
const (
	CodeBankInvalid      = "bank_invalid"       // a form field is wrong; the error carries every field's message
	CodeBankAccountTaken = "bank_account_taken" // the account is another borrower's
	CodeBankUnavailable  = "bank_unavailable"   // account sealing is not configured on this server
)

// Errors of the payment-account calls.
var (
	ErrBankUnavailable  = apperr.New(CodeBankUnavailable, "Binding accounts is not available right now. Please try again later.")
	ErrBankNoNumber     = apperr.New(CodeBankUnavailable, "No bank or account number is asked for this channel. Please contact customer service.")
	ErrBankAccountTaken = apperr.New(CodeBankAccountTaken, "This account is already bound to another Pautang account. Please use an account in your own name.")
	ErrUnknownProduct   = apperr.Invalid("product_id is not a known product.")
	ErrCardType         = apperr.Invalid("cardType must be 1 (bank account) or 2 (e-wallet).")
)

// FormError is a bank form with wrong fields: Fields has every field's problem (the
// envelope's message is the first).
type FormError struct{ Fields banking.Errors }

func (e *FormError) Error() string { return e.Fields.Error() }

// Form is the bank / e-wallet screen: the form's items for a product and the borrower's
// current payout account (nil when none is the default).
type Form struct {
	Items   []banking.Item
	Current *Account
}

// Form reads the dynamic form of productID (0: the default form) and the current account.
func (a *Accounts) Form(ctx context.Context, userID, productID int64) (Form, error) {
	if productID != 0 {
		if _, err := a.Store.Catalog().Product(ctx, productID); errors.Is(err, store.ErrNotFound) {
			return Form{}, ErrUnknownProduct
		} else if err != nil {
			return Form{}, err
		}
	}
	items, err := a.Store.Banking().BankFormItems(ctx, productID)
	if err != nil {
		return Form{}, err
	}
	accounts, err := a.Store.Banking().BankAccounts(ctx, userID)
	if err != nil {
		return Form{}, err
	}
	f := Form{Items: items}
	if len(accounts) > 0 && accounts[0].IsDefault {
		f.Current = &accounts[0]
	}
	return f, nil
}

// List is the borrower's active accounts, the default first.
func (a *Accounts) List(ctx context.Context, userID int64) ([]Account, error) {
	return a.Store.Banking().BankAccounts(ctx, userID)
}

// Owned is the borrower's active account id; found is false when it is not one of theirs.
func (a *Accounts) Owned(ctx context.Context, userID, accountID int64) (acc Account, found bool, err error) {
	accounts, err := a.Store.Banking().BankAccounts(ctx, userID)
	if err != nil {
		return Account{}, false, err
	}
	for _, x := range accounts {
		if x.ID == accountID {
			return x, true, nil
		}
	}
	return Account{}, false, nil
}

// BindRequest is a filled bank / e-wallet form.
type BindRequest struct {
	UserID    int64
	Action    string // banking.ActionBind or banking.ActionChange
	CardType  string // "1" bank account, "2" e-wallet
	Channel   string // the payout channel ("": banking.DefaultChannel)
	ProductID int64  // whose form (0: the default)
	OrderID   int64  // the borrower's order whose detail asked (0: none)
	Values    map[string]string
}

// Bound is a bound account and the payouts retried for it, by order id.
type Bound struct {
	Account Account
	Payouts map[int64]Result
}

// Bind checks the form (a *FormError names every wrong field), seals the number and binds the
// account as the default of its type, then retries the payouts that waited for one. The
// order, when named, must be the borrower's; an account of another borrower is refused.
func (a *Accounts) Bind(ctx context.Context, r BindRequest) (Bound, error) {
	if a.Vault == nil {
		return Bound{}, ErrBankUnavailable
	}
	cardType, valid := banking.ParseCardType(r.CardType)
	if !valid {
		return Bound{}, ErrCardType
	}
	channel := r.Channel
	if channel == "" {
		channel = banking.DefaultChannel
	}
	if r.OrderID > 0 {
		o, err := a.Store.Payouts().PayoutOrderByID(ctx, r.OrderID)
		if errors.Is(err, store.ErrNotFound) || (err == nil && o.UserID != r.UserID) {
			return Bound{}, apperr.ErrNotFound
		} else if err != nil {
			return Bound{}, err
		}
	}
	items, err := a.Store.Banking().BankFormItems(ctx, r.ProductID)
	if err != nil {
		return Bound{}, err
	}
	values := map[string]string{}
	for _, it := range items {
		values[it.Code] = r.Values[it.Code]
	}
	sub, errs := banking.Validate(items, cardType, channel, values, a.Clock.Now().In(clock.Manila))
	if len(errs) > 0 {
		return Bound{}, &FormError{Fields: errs}
	}
	if sub.Number == "" || sub.InstitutionCode == "" {
		return Bound{}, ErrBankNoNumber
	}
	sealed, err := a.Vault.Seal(r.UserID, sub.Number)
	if err != nil {
		return Bound{}, err
	}
	n := NewAccount{
		UserID: r.UserID, CardType: sub.CardType, Channel: sub.Channel, BankCode: sub.InstitutionCode, BankName: sub.InstitutionName,
		HolderName: sub.HolderName, Cipher: sealed, Last4: banking.Last4(sub.Number), Hash: a.Vault.Hash(sub.InstitutionCode, sub.Number),
		Details: sub.Fields,
	}
	var b Bound
	b.Account, b.Payouts, err = a.BindSealed(ctx, n, r.Action, r.OrderID)
	if errors.Is(err, store.ErrBankAccountTaken) {
		return Bound{}, ErrBankAccountTaken
	}
	if err != nil {
		return Bound{}, err
	}
	return b, nil
}

// BindSealed binds an account whose number is sealed already (the form's bind, an
// operator's account change): Service.BindAccount when payouts are wired (bind, then retry
// the payouts that waited), else the bind alone. store.ErrBankAccountTaken when the account
// is another borrower's.
func (a *Accounts) BindSealed(ctx context.Context, n NewAccount, action string, orderID int64) (Account, map[int64]Result, error) {
	if a.Payouts == nil {
		acc, err := a.Store.Banking().BindBankAccount(ctx, n, action, orderID)
		return acc, nil, err
	}
	return a.Payouts.BindAccount(ctx, n, action, orderID, nil)
}

// RepayCards lists the borrower's active accounts as a card repayment debits them
// (payments.Cards).
func (a *Accounts) RepayCards(ctx context.Context, userID int64) ([]payments.Card, error) {
	accounts, err := a.Store.Banking().BankAccounts(ctx, userID)
	if err != nil {
		return nil, err
	}
	out := make([]payments.Card, 0, len(accounts))
	for _, x := range accounts {
		out = append(out, payments.Card{ID: x.ID, CardType: x.CardType, Channel: x.Channel, BankCode: x.BankCode, BankName: x.BankName, Last4: x.Last4})
	}
	return out, nil
}
