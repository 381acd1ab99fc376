package api

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"

	"github.com/pautang/pautang/internal/admin"

	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/loans"
)

// The transfer desk: bank-transfer repayments (InstaPay / PESONet) waiting for their money, and
// the operator's match of a statement line to one of them by UTR.

func (s *Server) handleAdminTransfers(w http.ResponseWriter, r *http.Request, _ adminCtx) {
	list, err := s.Store.TransferRepayments(r.Context(), r.URL.Query().Get("all") == "1", 200)
	if err != nil {
		fail(w, r, err)
		return
	}
	rows := make([]transferView, 0, len(list))
	for _, rp := range list {
		rows = append(rows, transferView{
			ID: rp.ID, Reference: rp.Reference, OrderID: rp.OrderID, Amount: rp.AmountCents, AmountText: loans.FormatPeso(rp.AmountCents),
			Paid: rp.PaidCents, IsDelay: rp.IsDelay, Status: rp.Status, UTR: rp.UTR, Message: rp.Message,
			ChannelNumber: rp.ChannelNumber, CreatedAt: rp.CreatedAt,
		})
	}
	ok(w, r, FamilyZero, transferList{Transfers: rows})
}

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
type matchTransferBody struct {
	Reference string `json:"reference"`
	UTR       string `json:"utr"`
	Amount    int64  `json:"amount"` // centavos, as the statement shows
	Reason    string `json:"reason"`
}

// transferMatchPayload is a transfer match request's payload: the statement line.
type transferMatchPayload struct {
	UTR    string `json:"utr"`
	Amount int64  `json:"amount"` // centavos, as the statement shows
}

// repaymentVersion is what a transfer match request remembers of its repayment: status, money
// booked and declared UTR.
func (s *Server) repaymentVersion(ctx context.Context, reference string) (string, error) {
	rp, err := s.Store.RepaymentByReference(ctx, reference)
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("status=%s;paid=%d;utr=%s", rp.Status, rp.PaidCents, rp.UTR), nil
}

// handleAdminMatchTransfer is the maker's side of a match by hand: the request waits for a
// second operator (four eyes), who books it.
func (s *Server) handleAdminMatchTransfer(w http.ResponseWriter, r *http.Request, c adminCtx) {
	var in matchTransferBody
	if err := decodeJSON(w, r, &in); err != nil {
		fail(w, r, err)
		return
	}
	if s.Repay == nil {
		fail(w, r, apperr.New("admin_no_payments", "Payments are not configured on this server."))
		return
	}
	in.UTR = strings.TrimSpace(in.UTR)
	rp, err := s.Store.RepaymentByReference(r.Context(), in.Reference)
	if err != nil {
		fail(w, r, err)
		return
	}
	switch {
	case rp.Status != "pending":
		fail(w, r, apperr.New(apperr.CodeConflict, "This transfer is not waiting for money any more."))
		return
	case len(in.UTR) < 6 || len(in.UTR) > 40 || strings.ContainsAny(in.UTR, " \t\n"):
		fail(w, r, apperr.Invalid("The UTR must be 6 to 40 characters without spaces."))
		return
	case in.Amount <= 0 || in.Amount > loans.MaxPaymentCents:
		fail(w, r, apperr.Invalid("The amount must be more than zero and at most %s.", loans.FormatPeso(loans.MaxPaymentCents)))
		return
	}
	ans, err := s.propose(r.Context(), c, admin.KindTransferMatch, in.Reference, transferMatchPayload{UTR: in.UTR, Amount: in.Amount}, in.Reason)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, ans)
}

// runTransferMatch books an approved match (payments MatchTransfer) as the checker.
func (s *Server) runTransferMatch(ctx context.Context, c adminCtx, req admin.Request) (any, error) {
	if s.Repay == nil {
		return nil, apperr.New("admin_no_payments", "Payments are not configured on this server.")
	}
	var p transferMatchPayload
	if err := json.Unmarshal(req.Payload, &p); err != nil {
		return nil, apperr.Invalid("The match request's payload is unreadable.")
	}
	before, err := s.Store.RepaymentByReference(ctx, req.Target)
	if err != nil {
		return nil, err
	}
	outcome, err := s.Repay.MatchTransfer(ctx, req.Target, p.UTR, p.Amount, c.Op.ID)
	if err != nil {
		return nil, err
	}
	after, err := s.Store.RepaymentByReference(ctx, req.Target)
	if err != nil {
		return nil, err
	}
	s.auditAfter(ctx, c.audit("repayment.match", "repayment", req.Target,
		map[string]any{"status": before.Status, "paid": before.PaidCents, "utr": before.UTR},
		map[string]any{"status": after.Status, "paid": after.PaidCents, "utr": p.UTR, "amount": p.Amount, "outcome": outcome, "requestId": req.ID, "makerId": req.MakerID}))
	return transferMatchResult{Outcome: outcome, Status: after.Status, OrderID: after.OrderID}, nil
}

// transferMatchResult is what an approved match booked.
type transferMatchResult struct {
	Outcome string `json:"outcome"`
	Status  string `json:"status"`
	OrderID int64  `json:"orderId"`
}
