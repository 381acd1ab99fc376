package api

import (
	"net/http"
	"strconv"

	"github.com/pautang/pautang/internal/backoffice"
	"github.com/pautang/pautang/internal/journal"
	"github.com/pautang/pautang/internal/loans"
)

// loanFilter reads the loans list's query: q, status (comma list of known codes), product,
// from and to (created, YYYY-MM-DD Manila, both included), minAmount and maxAmount (pesos),
// minDpd and maxDpd, writtenOff (1 or 0), sort (created, amount, due, payoff), dir (asc,
// desc), limit, after (cursor).
func (s *Server) loanFilter(r *http.Request) (backoffice.LoanListFilter, error) {
	l := newListQuery(r)
	p := l.paging(false)
	f := backoffice.LoanListFilter{Search: l.search(), Sort: backoffice.LoanSort(p.Sort), Asc: p.Asc, After: p.After, Limit: p.Limit, Today: loans.DateOf(s.Clock.Now()),
		Statuses: l.statuses(), ProductID: l.num("product", 1<<53), MinAmount: l.pesos("minAmount"), MaxAmount: l.pesos("maxAmount"),
		MinDPD: int(l.num("minDpd", 10_000)), MaxDPD: int(l.num("maxDpd", 10_000)), FromMs: l.day("from", false), ToMs: l.day("to", true),
		WrittenOff: l.writtenOff()}
	return f, l.err
}

func (s *Server) handleAdminLoanList(w http.ResponseWriter, r *http.Request, c adminCtx) {
	f, err := s.loanFilter(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	page, err := s.Reports.LoanPage(r.Context(), c.Op.Role, f)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, page)
}

// loanCSVHeader is the loans export's header.
var loanCSVHeader = []string{"order_no", "created", "borrower", "phone", "product", "principal", "term_days", "status", "due_date", "days_past_due", "payoff", "written_off_day"}

// loanCSVRow is a loan's row of the export (the phone already masked per role, as on screen).
func loanCSVRow(o backoffice.LoanListRow) []string {
	return []string{o.OrderNo, manilaTime(o.CreatedAt), o.Name, o.Phone, o.ProductName, journal.Pesos(o.Amount), strconv.Itoa(o.TermDays),
		loans.Status(o.Status).String(), o.DueDate, strconv.Itoa(o.DPD), journal.Pesos(o.PayoffCents), o.WrittenOffDay}
}

// handleAdminLoanExport streams every loan the filter selects as CSV, row by row.
func (s *Server) handleAdminLoanExport(w http.ResponseWriter, r *http.Request, c adminCtx) {
	f, err := s.loanFilter(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	s.streamCSV(w, r, c, "loans", loanCSVHeader, func(write func([]string) error) error {
		return s.Reports.EachLoan(r.Context(), c.Op.Role, f, func(o backoffice.LoanListRow) error { return write(loanCSVRow(o)) })
	})
}
