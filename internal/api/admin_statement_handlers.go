package api

import (
	"errors"
	"io"
	"net/http"
	"strings"

	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/statement"
)

// maxStatementBytes is the largest statement file taken.
const maxStatementBytes = 5 << 20

// handleAdminStatement takes a bank statement CSV (multipart field "file", or the CSV as the
// body), matches its credit lines to the transfer repayments waiting for money (declared UTR,
// or our reference in the line, and the same amount) and books each pair as the transfer
// desk's match does (audited). dryRun=1 only shows the matching. The lines and transfers
// left over are answered for an operator.
func (s *Server) handleAdminStatement(w http.ResponseWriter, r *http.Request, c adminCtx) {
	if s.Repay == nil {
		fail(w, r, apperr.New("admin_no_payments", "Payments are not configured on this server."))
		return
	}
	r.Body = http.MaxBytesReader(w, r.Body, maxStatementBytes)
	var src io.Reader = r.Body
	if strings.HasPrefix(r.Header.Get("Content-Type"), "multipart/") {
		mr, err := r.MultipartReader()
		if err != nil {
			fail(w, r, apperr.New("admin_statement_invalid", "Choose the bank statement file (CSV)."))
			return
		}
		for {
			part, err := mr.NextPart()
			if err != nil {
				fail(w, r, apperr.New("admin_statement_invalid", "Choose the bank statement file (CSV)."))
				return
			}
			if part.FormName() == "file" {
				src = part
				break
			}
		}
	}
	lines, err := statement.Parse(src)
	if err != nil {
		fail(w, r, err)
		return
	}
	pending, err := s.Store.TransferRepayments(r.Context(), false, 5000)
	if err != nil {
		fail(w, r, err)
		return
	}
	transfers := make([]statement.Transfer, 0, len(pending))
	for _, p := range pending {
		transfers = append(transfers, statement.Transfer{Reference: p.Reference, UTR: p.UTR, AmountCents: p.AmountCents - p.PaidCents, OrderID: p.OrderID})
	}
	res := statement.Match(lines, transfers)
	type booked struct {
		statement.Pair
		Outcome string `json:"outcome"`
		Error   string `json:"error,omitempty"`
	}
	out := make([]booked, 0, len(res.Matched))
	dry := r.URL.Query().Get("dryRun") == "1"
	for _, p := range res.Matched {
		b := booked{Pair: p}
		if !dry {
			b.Outcome, err = s.Repay.MatchTransfer(r.Context(), p.Transfer.Reference, p.Line.UTR, p.Line.AmountCents, c.Op.ID)
			if err != nil {
				var ae *apperr.Error
				if errors.As(err, &ae) {
					b.Error = ae.Message
				} else {
					s.logger().Warn("admin: statement match failed", "reference", p.Transfer.Reference, "err", err)
					b.Error = "The match could not be booked; try again."
				}
			} else {
				s.auditAfter(r.Context(), c.audit("repayment.match", "repayment", p.Transfer.Reference, nil,
					map[string]any{"utr": p.Line.UTR, "amount": p.Line.AmountCents, "outcome": b.Outcome, "by": "statement:" + p.By, "row": p.Line.Row}))
			}
		}
		out = append(out, b)
	}
	if !dry {
		s.auditAfter(r.Context(), c.audit("statement.import", "statement", "", nil,
			map[string]any{"lines": len(lines), "matched": len(res.Matched), "unmatchedLines": len(res.Lines), "unmatchedTransfers": len(res.Transfers)}))
	}
	ok(w, r, FamilyZero, map[string]any{"dryRun": dry, "lines": len(lines), "matched": out, "unmatchedLines": res.Lines, "unmatchedTransfers": res.Transfers})
}
