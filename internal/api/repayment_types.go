package api

import (
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/payments"
)

// The data of the repayment calls (installment and rollover pages, payment codes, the payway
// card flow and the payment webhooks). Amounts are centavos; ids of these pages are numbers.

// channelJSON is one row of repayList.
type channelJSON struct {
	ChannelNumber string `json:"channel_number"`
	Name          string `json:"name"`
	Logo          string `json:"logo"`
	Kind          string `json:"kind"`
}

// noticeItem and noticeGroup are payNotice: grouped by title with items {name, step[]}.
type noticeItem struct {
	Name string   `json:"name"`
	Step []string `json:"step"`
}

type noticeGroup struct {
	Title string       `json:"title"`
	Items []noticeItem `json:"items"`
}

// defDetail is the default pay-code card.
type defDetail struct {
	PayCode   string        `json:"payCode"`
	Logo      string        `json:"logo"`
	Title     string        `json:"title"`
	Reference string        `json:"reference"`
	PayNotice []noticeGroup `json:"payNotice"`
}

// loanPlayDetailData is POST /v3/installment/loan-play-detail: the installment repayment page.
type loanPlayDetailData struct {
	OrderID      int64         `json:"orderId"`
	ProductID    int64         `json:"productId"`
	OrderNo      string        `json:"orderNo"`
	Status       int           `json:"status"`
	RepayAmount  int64         `json:"repayAmount"`
	RepayDate    string        `json:"repayDate"`
	DueNowAmount int64         `json:"dueNowAmount"`
	PayoffAmount int64         `json:"payoffAmount"`
	ProductName  string        `json:"productName"`
	ProductLogo  string        `json:"productLogo"`
	Detail       []loans.Row   `json:"detail"`
	RepayList    []channelJSON `json:"repayList"`
	NoticeMsg    string        `json:"noticeMsg"`
	IsShowReyTop int           `json:"isShowReyTop"`
	// DefDetail is the order's standing pay code; null once the loan is settled.
	DefDetail *defDetail `json:"defDetail"`
	// PayNowAmount is what 'Payment' pays today, PayableMaxAmount the most a payment may be
	// today; PrepayFrom and PayableFrom are YYYY-MM-DD or "".
	PayNowAmount     int64  `json:"payNowAmount"`
	PayableMaxAmount int64  `json:"payableMaxAmount"`
	PrepayFrom       string `json:"prepayFrom"`
	PayableFrom      string `json:"payableFrom"`
}

// delayInfo is the rollover page's price block.
type delayInfo struct {
	DelayAmount    int64  `json:"delayAmount"`
	Title          string `json:"title"`
	FeeAmount      int64  `json:"feeAmount"`
	ChargesAmount  int64  `json:"chargesAmount"`
	CurrentDueDate string `json:"currentDueDate"`
	NewDueDate     string `json:"newDueDate"`
}

// delayPlanRow is one row of the rollover page's repayPlan.
type delayPlanRow struct {
	Remark string `json:"remark"`
	Title  string `json:"title"`
	Amount int64  `json:"amount"`
	Time   string `json:"time"`
}

// delayDetailData is POST /v3/installment/delay-detail: the rollover (repay delay) page.
type delayDetailData struct {
	OrderID      int64          `json:"orderId"`
	ProductID    int64          `json:"productId"`
	OrderNo      string         `json:"orderNo"`
	DelayInfo    delayInfo      `json:"delayInfo"`
	ProductName  string         `json:"productName"`
	ProductLogo  string         `json:"productLogo"`
	RepayDate    string         `json:"repayDate"`
	RepayPlan    []delayPlanRow `json:"repayPlan"`
	RepayList    []channelJSON  `json:"repayList"`
	NoticeMsg    string         `json:"noticeMsg"`
	IsShowReyTop int            `json:"isShowReyTop"`
	DefDetail    defDetail      `json:"defDetail"`
}

// generateVCodeData is POST /v3/loan-details/generate-vcode: where 'Payment' goes.
type generateVCodeData struct {
	PayURL    string `json:"payUrl"`
	Reference string `json:"reference"`
}

// payBankAccount is the account a transfer repayment (type 3) is sent to.
type payBankAccount struct {
	Bank          string `json:"bank"`
	AccountName   string `json:"accountName"`
	AccountNumber string `json:"accountNumber"`
	Rails         string `json:"rails"`
}

// payDetailData is POST /v3/repayment/pay-detail: what /repaymentOfCode shows for a
// reference (type 1 code, 2 QR, 3 transfer) and its status.
type payDetailData struct {
	Type       int          `json:"type"`
	Reference  string       `json:"reference"`
	PayCode    string       `json:"payCode"`
	Amount     int64        `json:"amount"`
	PaidAmount int64        `json:"paidAmount"`
	Status     string       `json:"status"`
	IsDelay    int          `json:"isDelay"`
	OrderID    int64        `json:"orderId"`
	UTR        string       `json:"utr"`
	Channel    channelJSON  `json:"channel"`
	Notes      []noticeItem `json:"notes"`
	// SandboxURL is the sandbox's 'simulate the payment' page: present in dev mode only.
	SandboxURL *string `json:"sandboxUrl,omitempty"`
	// QRImage and QRPayload are present for a QR (type 2) only.
	QRImage   *string `json:"qrImage,omitempty"`
	QRPayload *string `json:"qrPayload,omitempty"`
	// BankAccount is present for a transfer (type 3) only.
	BankAccount *payBankAccount `json:"bankAccount,omitempty"`
}

// utrSubmitData is POST /v3/repayment/utr-submit.
type utrSubmitData struct {
	Reference string `json:"reference"`
	UTR       string `json:"utr"`
	Status    string `json:"status"`
}

// repayCard is a bound account in the payway card chooser, masked.
type repayCard struct {
	ID       int64  `json:"id"`
	BankName string `json:"bankName"`
	CardNo   string `json:"cardNo"`
	BankCode string `json:"bankCode"`
	CardType int    `json:"cardType"`
}

// repaymentWayData is POST .../service/loan/repayment-way: the card chooser's data.
type repaymentWayData struct {
	Alipay       bool        `json:"alipay"`
	RepayToken   string      `json:"repayToken"`
	BankCards    []repayCard `json:"bankCards"`
	OrderID      int64       `json:"orderId"`
	ProductID    int64       `json:"productId"`
	OrderNo      string      `json:"orderNo"`
	ProductName  string      `json:"productName"`
	ProductLogo  string      `json:"productLogo"`
	RepayAmount  int64       `json:"repayAmount"`
	PayoffAmount int64       `json:"payoffAmount"`
	RepayDate    string      `json:"repayDate"`
}

// commitAnswer is the answer of repayment-commit (stored for idempotent replays).
type commitAnswer struct {
	NeedValid     int    `json:"needValid"`
	RepayRecordID int64  `json:"repayRecordId"`
	Reference     string `json:"reference"`
}

// repaymentConfirmData is POST .../service/loan/repayment-confirm.
type repaymentConfirmData struct {
	RepayRecordID int64  `json:"repayRecordId"`
	Status        string `json:"status"`
	PaidAmount    int64  `json:"paidAmount"`
	OrderID       int64  `json:"orderId"`
	// OrderStatus is the order's status after the payment (left out when it cannot be read).
	OrderStatus *int `json:"orderStatus,omitempty"`
}

// huichaoData is POST .../service/loan/repayment-huichao: the hosted e-wallet checkout.
type huichaoData struct {
	URL       string `json:"url"`
	Reference string `json:"reference"`
}

// webhookAck acknowledges a payment webhook or a payout callback: what it did.
type webhookAck struct {
	Received bool   `json:"received"`
	Outcome  string `json:"outcome"`
}

// providerWebhookAck acknowledges a remote gateway's callback: what each event did.
type providerWebhookAck struct {
	Received bool     `json:"received"`
	Outcomes []string `json:"outcomes"`
}

// paySimulateData is the dev-only POST /dev/payments/simulate: the event the sandbox sent.
type paySimulateData struct {
	Event payments.Event `json:"event"`
}
