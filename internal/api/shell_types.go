package api

import (
	"github.com/pautang/pautang/internal/lending"
	"github.com/pautang/pautang/internal/loans"
)

// The data of the web shell's calls: the loan market, products and their quotes, the orders
// and the signed-in borrower (family '00').

// productCardData is a product as the loan market and the product page show it. Amounts are
// centavos, rates basis points; enabled is 1 or 0.
type productCardData struct {
	ID                 int64    `json:"id"`
	Code               string   `json:"code"`
	Name               string   `json:"name"`
	Logo               string   `json:"logo"`
	Description        string   `json:"description"`
	AmountMin          int64    `json:"amountMin"`
	AmountMax          int64    `json:"amountMax"`
	AmountStep         int64    `json:"amountStep"`
	TermDays           int      `json:"termDays"`
	Periods            int      `json:"periods"`
	InterestBpPerMonth int      `json:"interestBpPerMonth"`
	ServiceFeeBp       int      `json:"serviceFeeBp"`
	RateDesc           string   `json:"rateDesc"`
	Tags               []string `json:"tags"`
	Enabled            int      `json:"enabled"`
}

// homeData is POST /v3/home/index: the enabled products.
type homeData struct {
	Products []productCardData `json:"products"`
}

// productDetailData is POST /v3/product/detail: the product and its default quote (null for
// a switched-off product: it has no price).
type productDetailData struct {
	Product productCardData  `json:"product"`
	Quote   *lending.Confirm `json:"quote"`
}

// quoteFields are the quote fields the calculator repeats at the top level.
type quoteFields struct {
	Amount       int64             `json:"amount"`
	Details      []loans.Row       `json:"details"`
	RepayPlans   []lending.PlanRow `json:"repay_plans"`
	FirstPayTime string            `json:"firstPayTime"`
	PRateDsc     string            `json:"pRateDsc"`
}

// calculatorData is POST /v3/product/calculator: the product, the quote for the amount, and
// the quote's fields the web shell reads at the top level.
type calculatorData struct {
	Product productCardData `json:"product"`
	Quote   lending.Confirm `json:"quote"`
	quoteFields
}

// orderListItem is one order of the borrower's list. Ids are strings; dueDate is "" while
// there is no loan to be due; createdAt is unix ms.
type orderListItem struct {
	OrderID     string `json:"orderId"`
	OrderNo     string `json:"orderNo"`
	ProductID   string `json:"productId"`
	ProductName string `json:"productName"`
	ProductLogo string `json:"productLogo"`
	Amount      int64  `json:"amount"`
	Status      int    `json:"status"`
	StatusText  string `json:"statusText"`
	DueDate     string `json:"dueDate"`
	CreatedAt   int64  `json:"createdAt"`
}

// orderListData is POST /v3/order/list: the borrower's orders, newest first.
type orderListData struct {
	Orders []orderListItem `json:"orders"`
}

// userInfoData is POST /v3/user/info: the signed-in borrower.
type userInfoData struct {
	UserID      string `json:"userId"`
	Mobile      string `json:"mobile"`
	Name        string `json:"name"`
	HasOpenLoan bool   `json:"hasOpenLoan"`
}

// messageSettingsData is POST /pautang/message-settings: the message language, whether
// marketing messages are on, and since when they are off (unix ms, 0 while on).
type messageSettingsData struct {
	Lang           string `json:"lang"`
	Marketing      bool   `json:"marketing"`
	MarketingOffAt int64  `json:"marketingOffAt"`
}
