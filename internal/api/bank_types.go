package api

import (
	"github.com/pautang/pautang/internal/banking"
	"github.com/pautang/pautang/internal/disburse"
	"github.com/pautang/pautang/internal/payout"
)

// The data of the payment-account calls (bank / e-wallet binding). Success family '0'.

// bankCard is an account as the borrower sees it: never more than the last four digits.
type bankCard struct {
	ID        int64  `json:"id"`
	BankName  string `json:"bankName"`
	BankCode  string `json:"bankCode"`
	CardNo    string `json:"cardNo"`
	CardType  int    `json:"cardType"`
	IsDefault bool   `json:"isDefault"`
}

// cardInitData is POST /bind-card/card-init: the dynamic form, the screen's defaults and the
// current payout account (null when there is none).
type cardInitData struct {
	Items         []banking.Item `json:"items"`
	CardType      int            `json:"cardType"`
	ChannelNumber string         `json:"channelNumber"`
	Current       *bankCard      `json:"current"`
}

// payoutRetry is what binding an account did to a payout that waited for it.
type payoutRetry struct {
	OrderID string           `json:"orderId"`
	Outcome disburse.Outcome `json:"outcome"`
	Reason  string           `json:"reason"`
}

// bindCardData is bind-card-new and card-change: the bound account and the retried payouts.
type bindCardData struct {
	bankCard
	Payouts []payoutRetry `json:"payouts"`
}

// bankInvalidData is the data of a bank_invalid error: every field's message by item code,
// and the same problems in form order.
type bankInvalidData struct {
	Errors map[string]string `json:"errors"`
	Fields banking.Errors    `json:"fields"`
}

// bankCardListData is POST /bind-card/list.
type bankCardListData struct {
	BankCards []bankCard `json:"bankCards"`
}

// devPayoutModeData is the dev-only /dev/payout/mode: the sandbox payout provider's mode.
type devPayoutModeData struct {
	Mode payout.Mode `json:"mode"`
}

// devPayoutRunData is the dev-only POST /dev/payout/run: what disbursing the order did.
type devPayoutRunData struct {
	Outcome   disburse.Outcome `json:"outcome"`
	Reference string           `json:"reference"`
	Reason    string           `json:"reason"`
}
