package api

import (
	"io"
	"net/http"
	"strings"

	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/controls"
	"github.com/pautang/pautang/internal/statement"
)

// maxStatementBytes is the largest statement file taken.
const maxStatementBytes = 5 << 20

// statementImport answers POST /transfers/statement (controls.Service.ImportStatement).
type statementImport = controls.StatementImport

// handleAdminStatement takes a bank statement CSV (multipart field "file", or the CSV as the
// body), matches its credit lines to the transfer repayments waiting for money (declared UTR,
// or our reference in the line, and the same amount) and sends each pair for approval as a
// transfer match request (four eyes): another operator's approval books it as the transfer
// desk's match does. dryRun=1 only shows the matching. The lines and transfers
// left over are answered for an operator.
func (s operatorFinance) handleAdminStatement(w http.ResponseWriter, r *http.Request, c adminCtx) {
	q, err := decodeQuery[statementQuery](r)
	if err != nil {
		fail(w, r, err)
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
	out, err := s.controls().ImportStatement(r.Context(), c.actor(), lines, q.DryRun == "1")
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, out)
}
