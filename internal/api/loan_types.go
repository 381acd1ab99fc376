package api

import (
	"github.com/pautang/pautang/internal/lending"
)

// The data of the loan calls: confirmation (lending.Confirm), application, contracts
// (lending.ContractRef, lending.Contract), the detail (lending.Details), the profile
// (lending.ProfileView) and the recommended products. Family '00'. docs/loans-api.md.

// oldLendData is the old confirm's loan data: the confirmation plus the old page's button
// and promo texts.
type oldLendData struct {
	lending.Confirm
	NewButtonMsg string `json:"NewButtonMsg"`
	NewPopMsg    string `json:"NewPopMsg"`
}

// loanPushData is an application (loan-detail-push, old push): the new order (id as a
// string) and the detail page to open.
type loanPushData struct {
	OrderID        string `json:"orderId"`
	OrderNo        string `json:"orderNo"`
	OrderStatus    int    `json:"orderStatus"`
	LendDetailsURL string `json:"lendDetailsUrl"`
}

// contractJumpData is contract-jump: the in-app URL of a rendered contract.
type contractJumpData struct {
	ContractURL string `json:"contract_url"`
}

// loginErrorDetailData is POST /v3/login-error/detail: the joint-login failure notice and the
// recommended products.
type loginErrorDetailData struct {
	NoticeMessage string               `json:"noticeMessage"`
	ErrMessage    string               `json:"errMessage"`
	RecProducts   []lending.RecProduct `json:"recProducts"`
}

// productLinkData is POST /v3/login-error/product-link: where a recommended product opens.
type productLinkData struct {
	Link string `json:"link"`
}

// loanMarketData is POST /v3/loan-market/list: the recommended products.
type loanMarketData struct {
	RecProducts []lending.RecProduct `json:"recProducts"`
}

// devDecideData is the dev-only POST /dev/orders/decide: the order's status after the decision.
type devDecideData struct {
	OrderID string `json:"orderId"`
	Status  int    `json:"status"`
}
