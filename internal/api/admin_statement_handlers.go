package api

import (
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/controls"
	"github.com/pautang/pautang/internal/statement"
)

// maxStatementBytes is the largest statement file taken.
const maxStatementBytes = 5 << 20

// statementImport answers POST /transfers/statement: how many credit lines the file held, the
// pairs matched (each sent for approval unless dryRun) and what is left over on each side.
type statementImport struct {
	DryRun             bool                 `json:"dryRun"`
	Lines              int                  `json:"lines"`
	Matched            []statementMatch     `json:"matched"`
	UnmatchedLines     []statement.Line     `json:"unmatchedLines"`
	UnmatchedTransfers []statement.Transfer `json:"unmatchedTransfers"`
}

// statementMatch is a statement line paired with a waiting transfer, and what became of it.
type statementMatch struct {
	statement.Pair
	Outcome   string `json:"outcome"`             // "sent_for_approval" once its request waits
	RequestID int64  `json:"requestId,omitempty"` // the four-eyes request that books it
	Error     string `json:"error,omitempty"`
}

// handleAdminStatement takes a bank statement CSV (multipart field "file", or the CSV as the
// body), matches its credit lines to the transfer repayments waiting for money (declared UTR,
// or our reference in the line, and the same amount) and sends each pair for approval as a
// transfer match request (four eyes): another operator's approval books it as the transfer
// desk's match does. dryRun=1 only shows the matching. The lines and transfers
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
	out := make([]statementMatch, 0, len(res.Matched))
	dry := r.URL.Query().Get("dryRun") == "1"
	for _, p := range res.Matched {
		b := statementMatch{Pair: p}
		if !dry {
			// Four eyes: each pair is a transfer match request another operator approves.
			ans, err := s.controls().Propose(r.Context(), c.actor(), admin.KindTransferMatch, "",
				controls.MatchTransferBody{Reference: p.Transfer.Reference, UTR: p.Line.UTR, Amount: p.Line.AmountCents,
					Reason: fmt.Sprintf("Bank statement import, row %d (matched by %s)", p.Line.Row, p.By)})
			if err != nil {
				var ae *apperr.Error
				if errors.As(err, &ae) {
					b.Error = ae.Message
				} else {
					s.logger().Warn("admin: statement match request failed", "reference", p.Transfer.Reference, "err", err)
					b.Error = "The match could not be sent for approval; try again."
				}
			} else {
				b.Outcome, b.RequestID = "sent_for_approval", ans.RequestID
			}
		}
		out = append(out, b)
	}
	if !dry {
		s.auditAfter(r.Context(), c.audit("statement.import", "statement", "", nil,
			map[string]any{"lines": len(lines), "matched": len(res.Matched), "unmatchedLines": len(res.Lines), "unmatchedTransfers": len(res.Transfers)}))
	}
	ok(w, r, FamilyZero, statementImport{DryRun: dry, Lines: len(lines), Matched: out, UnmatchedLines: orEmpty(res.Lines), UnmatchedTransfers: orEmpty(res.Transfers)})
}
