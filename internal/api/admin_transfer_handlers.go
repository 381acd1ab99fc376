package api

import (
	"net/http"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/controls"
)

// The transfer desk: bank-transfer repayments (InstaPay / PESONet) waiting for their money, and
// the operator's match of a statement line to one of them by UTR.

// transferList answers GET /transfers.
type transferList struct {
	Transfers []transferView `json:"transfers"`
}

// transferView is a bank-transfer repayment on the transfer desk (money in centavos).
type transferView struct {
	ID            int64  `json:"id"`
	Reference     string `json:"reference"`
	OrderID       int64  `json:"orderId"`
	Amount        int64  `json:"amount"`
	AmountText    string `json:"amountText"`
	Paid          int64  `json:"paid"`
	IsDelay       bool   `json:"isDelay"`
	Status        string `json:"status"`
	UTR           string `json:"utr"` // the UTR the borrower declared
	Message       string `json:"message"`
	ChannelNumber string `json:"channelNumber"`
	CreatedAt     int64  `json:"createdAt"`
}

// matchTransferBody is a statement line an operator matches to a waiting transfer.
type matchTransferBody = controls.MatchTransferBody

// handleAdminMatchTransfer is the maker's side of a match by hand: the request waits for a
// second operator (four eyes), who books it.
func (s operatorFinance) handleAdminMatchTransfer(w http.ResponseWriter, r *http.Request, c adminCtx) {
	proposeOn[matchTransferBody](s.Server, w, r, c, admin.KindTransferMatch)
}
