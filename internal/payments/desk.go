package payments

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/banking"
	"github.com/pautang/pautang/internal/loans"
)

// The borrower's repayment use cases: the installment and rollover pages, a payment for a
// channel, the payway card flow and the hosted e-wallet checkout. Each reads the borrower's
// order through Loans (the lending service) and composes the answer's data; the handlers
// only shape it.

// Loans is the lending service as the repayment use cases read it.
type Loans interface {
	// OwnedOrder reads one of the borrower's orders (not found when it is another's).
	OwnedOrder(ctx context.Context, userID, orderID int64) (loans.Order, error)
	// PositionOf brings the order up to today.
	PositionOf(ctx context.Context, o loans.Order) (loans.Position, error)
	// QuoteRollover prices the order's rollover.
	QuoteRollover(ctx context.Context, orderID int64) (loans.RolloverQuote, error)
	// CheckRepayAmount refuses an amount the ledger would refuse, before money moves.
	CheckRepayAmount(ctx context.Context, o loans.Order, amount int64, isDelay bool) error
}

// Card is one of the borrower's bound accounts a card repayment may debit.
type Card struct {
	ID       int64
	CardType int
	Channel  string
	BankCode string
	BankName string
	Last4    string
}

// Cards lists the borrower's active bound accounts, the default first (disburse.Accounts).
type Cards interface {
	RepayCards(ctx context.Context, userID int64) ([]Card, error)
}

// RepayTokenTTL is how long a repayToken of the card chooser is good for.
const RepayTokenTTL = 30 * time.Minute

// ErrCoupon refuses a coupon: repayments take none.
var ErrCoupon = apperr.Invalid("This coupon cannot be used.")

// order reads the borrower's order and checks productID when given.
func (s *Service) order(ctx context.Context, userID, orderID, productID int64) (loans.Order, error) {
	if s.Loans == nil {
		return loans.Order{}, apperr.ErrPaymentsNotConfigured
	}
	o, err := s.Loans.OwnedOrder(ctx, userID, orderID)
	if err != nil {
		return o, err
	}
	if productID != 0 && productID != o.ProductID {
		return o, apperr.Invalid("productId does not match the order.")
	}
	return o, nil
}

// position is the borrower's order brought up to today.
func (s *Service) position(ctx context.Context, userID, orderID, productID int64) (loans.Position, error) {
	o, err := s.order(ctx, userID, orderID, productID)
	if err != nil {
		return loans.Position{}, err
	}
	return s.Loans.PositionOf(ctx, o)
}

// InstallmentPage is the installment repayment page's data.
type InstallmentPage struct {
	Position loans.Position
	// Pay is what 'Payment' may pay today under the prepayment rule.
	Pay      loans.Payable
	Channels []Channel
	// Store is the first store channel (zero when none); PayCode the order's standing pay code
	// there while the loan is active (nil once settled: nothing is due).
	Store   Channel
	PayCode *Repayment
	// Active: the loan is not settled (something may be paid), whether or not a gateway serves
	// its standing pay code.
	Active bool
}

// InstallmentPage reads the page of a disbursed or settled loan of the borrower
// (loans_not_active otherwise); an active loan gets its standing pay code.
func (s *Service) InstallmentPage(ctx context.Context, userID, orderID, productID int64) (InstallmentPage, error) {
	pos, err := s.position(ctx, userID, orderID, productID)
	if err != nil {
		return InstallmentPage{}, err
	}
	status := loans.Status(pos.Order.Status)
	if !status.Disbursed() {
		return InstallmentPage{}, loans.ErrLoanNotActive
	}
	chs, err := s.ServedChannels(ctx)
	if err != nil {
		return InstallmentPage{}, err
	}
	p := InstallmentPage{Position: pos, Channels: chs, Pay: loans.PayableOn(pos.Standing, pos.Loan.Terms, pos.Loan.DisbursedOn), Active: status.Active()}
	if status.Active() {
		p.Store, _ = FirstOfKind(chs, KindStore)
		// The standing open-amount code exists only where a gateway serves it (the sandbox):
		// the real gateways take one fixed amount per charge, so the page goes without it.
		if ok, err := s.serves(ctx, MethodPayCode, p.Store.Number); err != nil || !ok {
			return p, err
		}
		code, err := s.EnsurePayCode(ctx, userID, pos.Order.ID, p.Store.Number)
		if err != nil {
			return InstallmentPage{}, err
		}
		p.PayCode = &code
	}
	return p, nil
}

// RolloverPage is the rollover (repay delay) page's data: the quote and the rollover code
// started at the first store channel (paying it moves the due date).
type RolloverPage struct {
	Order    loans.Order
	Quote    loans.RolloverQuote
	Channels []Channel
	Store    Channel
	Code     Started
}

// RolloverPage prices the rollover of the borrower's order and starts its pay code.
func (s *Service) RolloverPage(ctx context.Context, userID, orderID, productID int64) (RolloverPage, error) {
	o, err := s.order(ctx, userID, orderID, productID)
	if err != nil {
		return RolloverPage{}, err
	}
	q, err := s.Loans.QuoteRollover(ctx, o.ID)
	if err != nil {
		return RolloverPage{}, err
	}
	chs, err := s.ServedChannels(ctx)
	if err != nil {
		return RolloverPage{}, err
	}
	page := RolloverPage{Order: o, Quote: q, Channels: chs}
	store0, found := FirstOfKind(chs, KindStore)
	if !found {
		return page, nil // no gateway serves store codes: the page offers the other channels
	}
	started, err := s.Start(ctx, StartRequest{UserID: userID, OrderID: o.ID, AmountCents: q.DelayAmountCents, IsDelay: true,
		Method: MethodCode, ChannelNumber: store0.Number, Description: "Pautang rollover " + o.OrderNo}, nil)
	if err != nil {
		return RolloverPage{}, err
	}
	page.Store, page.Code = store0, started
	return page, nil
}

// PayRequest is a payment of the borrower's order. ReturnURL gives where the gateway's
// page sends the payer back for the order.
type PayRequest struct {
	UserID    int64
	Phone     string
	OrderID   int64
	ProductID int64 // checked against the order when not 0
	Amount    int64
	IsDelay   bool   // a rollover
	Channel   string // the channel number (PayChannel)
	ReturnURL func(loans.Order) string
}

// PayChannel starts a payment at a channel: a link, code, QR or transfer reference by the
// channel's kind (repay_channel for a channel not in the catalogue), once the amount is one
// the ledger takes.
func (s *Service) PayChannel(ctx context.Context, r PayRequest) (Started, error) {
	o, err := s.order(ctx, r.UserID, r.OrderID, r.ProductID)
	if err != nil {
		return Started{}, err
	}
	ch, method, err := s.ChannelMethod(ctx, r.Channel)
	if err != nil {
		return Started{}, err
	}
	if err := s.Loans.CheckRepayAmount(ctx, o, r.Amount, r.IsDelay); err != nil {
		return Started{}, err
	}
	return s.Start(ctx, StartRequest{UserID: r.UserID, OrderID: o.ID, AmountCents: r.Amount, IsDelay: r.IsDelay,
		Method: method, ChannelNumber: ch.Number, ReturnURL: returnURL(r, o), Description: ch.Name + " · Pautang " + o.OrderNo}, nil)
}

// Checkout starts the alternative repayment: a hosted checkout at the first e-wallet channel.
func (s *Service) Checkout(ctx context.Context, r PayRequest) (Started, error) {
	o, err := s.order(ctx, r.UserID, r.OrderID, r.ProductID)
	if err != nil {
		return Started{}, err
	}
	if err := s.Loans.CheckRepayAmount(ctx, o, r.Amount, false); err != nil {
		return Started{}, err
	}
	ch, err := s.FirstChannel(ctx, KindEwallet)
	if err != nil {
		return Started{}, err
	}
	return s.Start(ctx, StartRequest{UserID: r.UserID, OrderID: o.ID, AmountCents: r.Amount, Method: MethodLink,
		ChannelNumber: ch.Number, ReturnURL: returnURL(r, o), Description: ch.Name + " · Pautang " + o.OrderNo}, nil)
}

func returnURL(r PayRequest, o loans.Order) string {
	if r.ReturnURL == nil {
		return ""
	}
	return r.ReturnURL(o)
}

// CardWay is the card chooser's data: the active loan, the borrower's cards and the token a
// card commit must bring back.
type CardWay struct {
	Position loans.Position
	Cards    []Card
	Token    string
}

// CardWay reads the card chooser of the borrower's active loan (loans_not_active otherwise).
func (s *Service) CardWay(ctx context.Context, userID, orderID, productID int64) (CardWay, error) {
	pos, err := s.position(ctx, userID, orderID, productID)
	if err != nil {
		return CardWay{}, err
	}
	if !loans.Status(pos.Order.Status).Active() {
		return CardWay{}, loans.ErrLoanNotActive
	}
	cards, err := s.cards(ctx, userID)
	if err != nil {
		return CardWay{}, err
	}
	return CardWay{Position: pos, Cards: cards, Token: s.repayToken(userID, pos.Order.ID, s.Clock.Now().Add(RepayTokenTTL))}, nil
}

func (s *Service) cards(ctx context.Context, userID int64) ([]Card, error) {
	if s.Cards == nil {
		return []Card{}, nil
	}
	return s.Cards.RepayCards(ctx, userID)
}

// CardCommit is a card debit the borrower asked for on the card chooser.
type CardCommit struct {
	PayRequest
	CardID  int64
	Token   string // the chooser's repayToken
	Coupon  string // none is taken ("", "null" or "0")
	IdemKey string // an Idempotency-Key: the same key replays the first answer
	Respond Respond
}

// CommitCard debits one of the borrower's cards: no coupon, a live token of this borrower and
// order, a card of theirs, an amount the ledger takes, a key of at most 100 characters.
func (s *Service) CommitCard(ctx context.Context, c CardCommit) (Started, error) {
	if c.Coupon != "" && c.Coupon != "null" && c.Coupon != "0" {
		return Started{}, ErrCoupon
	}
	o, err := s.order(ctx, c.UserID, c.OrderID, c.ProductID)
	if err != nil {
		return Started{}, err
	}
	if err := s.CheckRepayToken(c.Token, c.UserID, o.ID); err != nil {
		return Started{}, err
	}
	cards, err := s.cards(ctx, c.UserID)
	if err != nil {
		return Started{}, err
	}
	var card *Card
	for i := range cards {
		if cards[i].ID == c.CardID {
			card = &cards[i]
		}
	}
	if card == nil {
		return Started{}, ErrCard
	}
	if err := s.Loans.CheckRepayAmount(ctx, o, c.Amount, false); err != nil {
		return Started{}, err
	}
	if len(c.IdemKey) > 100 {
		return Started{}, apperr.Invalid("The idempotency key is too long.")
	}
	return s.Start(ctx, StartRequest{UserID: c.UserID, Phone: c.Phone, OrderID: o.ID, AmountCents: c.Amount,
		Method: MethodCard, ChannelNumber: card.Channel, CardID: card.ID, IdemKey: c.IdemKey, ReturnURL: returnURL(c.PayRequest, o),
		Description: card.BankName + " " + banking.Mask(card.Last4)}, c.Respond)
}

// ConfirmCard completes a card debit with the SMS code (Confirm) and reads the order's
// status after it (nil when it cannot be read: the payment stands either way).
func (s *Service) ConfirmCard(ctx context.Context, userID, orderID, recordID int64, code string) (Repayment, *int, error) {
	rp, err := s.Confirm(ctx, userID, orderID, recordID, code)
	if err != nil {
		return rp, nil, err
	}
	if s.Loans == nil {
		return rp, nil, nil
	}
	if o, err := s.Loans.OwnedOrder(ctx, userID, rp.OrderID); err == nil {
		return rp, &o.Status, nil
	}
	return rp, nil, nil
}

// repayToken binds a card commit to the borrower and order it was issued for, until exp.
func (s *Service) repayToken(userID, orderID int64, exp time.Time) string {
	msg := fmt.Sprintf("repay-token:%d:%d:%d", userID, orderID, exp.Unix())
	m := hmac.New(sha256.New, s.TokenKey)
	m.Write([]byte(msg))
	return strconv.FormatInt(exp.Unix(), 10) + "." + base64.RawURLEncoding.EncodeToString(m.Sum(nil))
}

// CheckRepayToken refuses (ErrRepayToken) a token that is not this borrower's and order's or
// has expired.
func (s *Service) CheckRepayToken(tok string, userID, orderID int64) error {
	expText, _, found := strings.Cut(tok, ".")
	exp, err := strconv.ParseInt(expText, 10, 64)
	if !found || err != nil {
		return ErrRepayToken
	}
	if !hmac.Equal([]byte(tok), []byte(s.repayToken(userID, orderID, time.Unix(exp, 0)))) || s.Clock.Now().Unix() > exp {
		return ErrRepayToken
	}
	return nil
}
