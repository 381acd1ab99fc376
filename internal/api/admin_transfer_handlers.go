package api

import (
	"net/http"

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
	rows := make([]map[string]any, 0, len(list))
	for _, rp := range list {
		rows = append(rows, map[string]any{
			"id": rp.ID, "reference": rp.Reference, "orderId": rp.OrderID, "amount": rp.AmountCents, "amountText": loans.FormatPeso(rp.AmountCents),
			"paid": rp.PaidCents, "isDelay": rp.IsDelay, "status": rp.Status, "utr": rp.UTR, "message": rp.Message,
			"channelNumber": rp.ChannelNumber, "createdAt": rp.CreatedAt,
		})
	}
	ok(w, r, FamilyZero, map[string]any{"transfers": rows})
}

func (s *Server) handleAdminMatchTransfer(w http.ResponseWriter, r *http.Request, c adminCtx) {
	var in struct {
		Reference string `json:"reference"`
		UTR       string `json:"utr"`
		Amount    int64  `json:"amount"` // centavos, as the statement shows
	}
	if err := decodeJSON(w, r, &in); err != nil {
		fail(w, r, err)
		return
	}
	if s.Repay == nil {
		fail(w, r, apperr.New("admin_no_payments", "Payments are not configured on this server."))
		return
	}
	before, err := s.Store.RepaymentByReference(r.Context(), in.Reference)
	if err != nil {
		fail(w, r, err)
		return
	}
	outcome, err := s.Repay.MatchTransfer(r.Context(), in.Reference, in.UTR, in.Amount, c.Op.ID)
	if err != nil {
		fail(w, r, err)
		return
	}
	after, err := s.Store.RepaymentByReference(r.Context(), in.Reference)
	if err != nil {
		fail(w, r, err)
		return
	}
	s.auditAfter(r.Context(), c.audit("repayment.match", "repayment", in.Reference,
		map[string]any{"status": before.Status, "paid": before.PaidCents, "utr": before.UTR},
		map[string]any{"status": after.Status, "paid": after.PaidCents, "utr": in.UTR, "amount": in.Amount, "outcome": outcome}))
	ok(w, r, FamilyZero, map[string]any{"outcome": outcome, "status": after.Status, "orderId": after.OrderID})
}
