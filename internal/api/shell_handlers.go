package api

import (
	"context"
	"net/http"
	"strconv"

	"github.com/pautang/pautang/internal/auth"
	"github.com/pautang/pautang/internal/i18n"
	"github.com/pautang/pautang/internal/lending"
)

// productCard is a product as the loan market and the product page show it.
// Its description and tags are the operator's; the catalogue translates those it knows.
func productCard(ctx context.Context, p lending.ProductRow) productCardData {
	enabled := 0
	if p.Enabled {
		enabled = 1
	}
	return productCardData{
		ID:                 p.ID,
		Code:               p.Code,
		Name:               p.Name,
		Logo:               p.Logo,
		Description:        i18n.T(ctx, p.Description),
		AmountMin:          p.MinAmount,
		AmountMax:          p.MaxAmount,
		AmountStep:         p.AmountStep,
		TermDays:           p.TermDays,
		Periods:            p.Periods,
		InterestBpPerMonth: p.InterestBPMonth,
		ServiceFeeBp:       p.ServiceFeeBP,
		RateDesc:           rateDesc(ctx, p.InterestBPMonth),
		Tags:               lending.ProductTags(ctx, p.Tags),
		Enabled:            enabled,
	}
}

// rateDesc shows a monthly rate in basis points as "4.00% per month".
func rateDesc(ctx context.Context, bp int) string {
	return i18n.F(ctx, "%s per month", strconv.Itoa(bp/100)+"."+twoDigits(bp%100)+"%")
}

func twoDigits(n int) string {
	if n < 10 {
		return "0" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}

func (s borrowerAccount) handleHome(w http.ResponseWriter, r *http.Request, _ auth.Session) {
	ps, err := s.lending().MarketProducts(r.Context())
	if err != nil {
		fail(w, r, err)
		return
	}
	cards := make([]productCardData, 0, len(ps))
	for _, p := range ps {
		cards = append(cards, productCard(r.Context(), p))
	}
	ok(w, r, FamilyDoubleZero, homeData{Products: cards})
}

func (s borrowerAccount) handleOrderList(w http.ResponseWriter, r *http.Request, sess auth.Session) {
	orders, err := s.lending().Orders(r.Context(), sess.UserID)
	if err != nil {
		fail(w, r, err)
		return
	}
	out := make([]orderListItem, 0, len(orders))
	for _, o := range orders {
		out = append(out, orderListItem{
			OrderID:     strconv.FormatInt(o.ID, 10),
			OrderNo:     o.OrderNo,
			ProductID:   strconv.FormatInt(o.ProductID, 10),
			ProductName: o.ProductName,
			ProductLogo: o.ProductLogo,
			Amount:      o.Amount,
			Status:      o.Status,
			StatusText:  statusText(r.Context(), o.Status),
			DueDate:     o.DueDate,
			CreatedAt:   o.CreatedAt,
		})
	}
	ok(w, r, FamilyDoubleZero, orderListData{Orders: out})
}

func (s borrowerAccount) handleUserInfo(w http.ResponseWriter, r *http.Request, sess auth.Session) {
	a, err := s.lending().Account(r.Context(), sess.UserID)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyDoubleZero, userInfoData{UserID: strconv.FormatInt(a.UserID, 10), Mobile: a.Phone, Name: a.Name, HasOpenLoan: a.HasOpenLoan})
}

func (s borrowerAccount) handleUserDelete(w http.ResponseWriter, r *http.Request, sess auth.Session) {
	err := s.lending().DeleteAccount(r.Context(), sess.UserID)
	s.Auth.ForgetUser(sess.UserID) // this instance's session cache, whatever the answer
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyDoubleZero, nil)
}

// statusText is an order status's words, the same in lists as on the order's detail.
func statusText(ctx context.Context, status int) string { return lending.StatusText(ctx, status) }

// handleMessageSettings answers the borrower's message settings; marketing=0 switches
// marketing messages off, marketing=1 back on (notices, reminders and overdue notices are
// required and always sent).
func (s borrowerAccount) handleMessageSettings(w http.ResponseWriter, r *http.Request, sess auth.Session) {
	req, err := decode[messageSettingsReq](w, r)
	if err != nil {
		fail(w, r, err)
		return
	}
	p, err := s.lending().MessageSettings(r.Context(), sess.UserID, req.Marketing)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyDoubleZero, messageSettingsData{Lang: p.Lang, Marketing: p.MarketingOffAt == 0, MarketingOffAt: p.MarketingOffAt})
}
