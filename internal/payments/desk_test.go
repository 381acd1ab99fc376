package payments

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/loans"
)

// deskLoans is one borrower's orders by id; positions are the order as is.
type deskLoans struct {
	orders map[int64]loans.Order
	amount error // CheckRepayAmount's answer
}

func (l *deskLoans) OwnedOrder(_ context.Context, userID, orderID int64) (loans.Order, error) {
	o, found := l.orders[orderID]
	if !found || o.UserID != userID {
		return loans.Order{}, apperr.ErrNotFound
	}
	return o, nil
}
func (l *deskLoans) PositionOf(_ context.Context, o loans.Order) (loans.Position, error) {
	return loans.Position{Order: o}, nil
}
func (l *deskLoans) QuoteRollover(context.Context, int64) (loans.RolloverQuote, error) {
	return loans.RolloverQuote{}, nil
}
func (l *deskLoans) CheckRepayAmount(context.Context, loans.Order, int64, bool) error {
	return l.amount
}

type deskCards []Card

func (c deskCards) RepayCards(context.Context, int64) ([]Card, error) { return c, nil }

func newDesk() (*Service, *deskLoans, *clock.Fixed) {
	clk := clock.NewFixed(time.Date(2026, 11, 22, 9, 0, 0, 0, clock.Manila))
	l := &deskLoans{orders: map[int64]loans.Order{
		1: {ID: 1, UserID: 7, ProductID: 3, Status: int(loans.StatusRepaying)},
		2: {ID: 2, UserID: 7, ProductID: 3, Status: int(loans.StatusReview)},
		3: {ID: 3, UserID: 7, ProductID: 3, Status: int(loans.StatusSettled)},
		4: {ID: 4, UserID: 8, ProductID: 3, Status: int(loans.StatusRepaying)},
	}}
	s := &Service{Repo: &pagesRepo{channels: []Channel{{Number: "2", Kind: KindStore}}}, Loans: l, Clock: clk, TokenKey: []byte("k"),
		Cards: deskCards{{ID: 11, Channel: "90006", BankName: "BDO", Last4: "7890"}}}
	return s, l, clk
}

// TestRepayPagesRefuse: the pages of an order that is not the borrower's, of another
// product, or with no loan behind it; a settled loan's page has no pay code; the card
// chooser wants an active loan.
func TestRepayPagesRefuse(t *testing.T) {
	s, _, _ := newDesk()
	ctx := context.Background()
	for _, c := range []struct {
		order, product int64
		code           string
	}{
		{4, 0, apperr.CodeNotFound},
		{1, 9, apperr.CodeInvalid},
		{2, 0, loans.ErrLoanNotActive.Code},
	} {
		if _, err := s.InstallmentPage(ctx, 7, c.order, c.product); apperr.CodeOf(err) != c.code {
			t.Errorf("installment page of order %d product %d: got %v, want %s", c.order, c.product, err, c.code)
		}
	}
	page, err := s.InstallmentPage(ctx, 7, 3, 3)
	if err != nil || page.PayCode != nil || len(page.Channels) != 1 {
		t.Fatalf("settled loan's page: %+v %v", page, err)
	}
	if _, err := s.CardWay(ctx, 7, 3, 0); !errors.Is(err, loans.ErrLoanNotActive) {
		t.Fatalf("card chooser of a settled loan: got %v", err)
	}
	way, err := s.CardWay(ctx, 7, 1, 0)
	if err != nil || len(way.Cards) != 1 || s.CheckRepayToken(way.Token, 7, 1) != nil {
		t.Fatalf("card chooser: %+v %v", way, err)
	}
}

// TestCommitCardRefusals: every refusal before money moves.
func TestCommitCardRefusals(t *testing.T) {
	s, l, clk := newDesk()
	ctx := context.Background()
	good := s.repayToken(7, 1, clk.Now().Add(RepayTokenTTL))
	commit := func(edit func(c *CardCommit)) error {
		c := CardCommit{PayRequest: PayRequest{UserID: 7, OrderID: 1, Amount: 100}, CardID: 11, Token: good}
		edit(&c)
		_, err := s.CommitCard(ctx, c)
		return err
	}
	for _, c := range []struct {
		name string
		edit func(c *CardCommit)
		want error
	}{
		{"Coupon", func(c *CardCommit) { c.Coupon = "5" }, ErrCoupon},
		{"AnotherBorrowersOrder", func(c *CardCommit) { c.OrderID = 4 }, apperr.ErrNotFound},
		{"NoToken", func(c *CardCommit) { c.Token = "" }, ErrRepayToken},
		{"ForgedToken", func(c *CardCommit) { c.Token = good[:len(good)-2] + "xx" }, ErrRepayToken},
		{"AnotherOrdersToken", func(c *CardCommit) { c.Token = s.repayToken(7, 3, clk.Now().Add(RepayTokenTTL)) }, ErrRepayToken},
		{"ExpiredToken", func(c *CardCommit) { c.Token = s.repayToken(7, 1, clk.Now().Add(-time.Second)) }, ErrRepayToken},
		{"NotTheirCard", func(c *CardCommit) { c.CardID = 12 }, ErrCard},
		{"KeyTooLong", func(c *CardCommit) { c.IdemKey = strings.Repeat("k", 101) }, nil},
	} {
		err := commit(c.edit)
		if c.want != nil && !errors.Is(err, c.want) {
			t.Errorf("%s: got %v, want %v", c.name, err, c.want)
		}
		if c.want == nil && apperr.CodeOf(err) != apperr.CodeInvalid {
			t.Errorf("%s: got %v, want invalid_params", c.name, err)
		}
	}
	for _, coupon := range []string{"", "null", "0"} {
		l.amount = ErrAmount // stops before any money moves, past the coupon
		if err := commit(func(c *CardCommit) { c.Coupon = coupon }); !errors.Is(err, ErrAmount) {
			t.Errorf("coupon %q: got %v, want the amount check", coupon, err)
		}
	}
}
