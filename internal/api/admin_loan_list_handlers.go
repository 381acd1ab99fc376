package api

import (
	"net/http"
	"strconv"

	"github.com/pautang/pautang/internal/backoffice"
	"github.com/pautang/pautang/internal/journal"
	"github.com/pautang/pautang/internal/loans"
)

// loanFilter is the loans list's filter from its query (loanQuery, checked by decodeQuery)
// and page: from and to are Manila days, both included; the amounts are pesos, filtered in
// centavos; the export has no page.
func (s operatorLists) loanFilter(q loanQuery, page listPage) backoffice.LoanListFilter {
	p := q.paging(false)
	statuses := make([]int, 0, len(q.Status))
	for _, v := range q.Status {
		n, _ := strconv.Atoi(v) // a status code of the tag's enum
		statuses = append(statuses, n)
	}
	if len(statuses) == 0 {
		statuses = nil
	}
	return backoffice.LoanListFilter{Search: q.Q, Sort: backoffice.LoanSort(p.Sort), Asc: p.Asc, After: page.After, Limit: int(page.Limit), Today: loans.DateOf(s.Clock.Now()),
		Statuses: statuses, ProductID: q.Product, MinAmount: q.MinAmount * 100, MaxAmount: q.MaxAmount * 100,
		MinDPD: int(q.MinDpd), MaxDPD: int(q.MaxDpd), FromMs: startMs(q.From, false), ToMs: startMs(q.To, true),
		WrittenOff: writtenOffFilter(q.WrittenOff)}
}

func (s operatorLists) handleAdminLoanList(w http.ResponseWriter, r *http.Request, c adminCtx) {
	q, err := decodeQuery[loanPageQuery](r)
	if err != nil {
		fail(w, r, err)
		return
	}
	f := s.loanFilter(q.loanQuery, q.listPage)
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
func (s operatorLists) handleAdminLoanExport(w http.ResponseWriter, r *http.Request, c adminCtx) {
	q, err := decodeQuery[loanQuery](r)
	if err != nil {
		fail(w, r, err)
		return
	}
	f := s.loanFilter(q, listPage{})
	s.streamCSV(w, r, c, "loans", loanCSVHeader, func(write func([]string) error) error {
		return s.Reports.EachLoan(r.Context(), c.Op.Role, f, func(o backoffice.LoanListRow) error { return write(loanCSVRow(o)) })
	})
}
