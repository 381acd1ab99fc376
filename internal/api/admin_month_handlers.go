package api

import (
	"net/http"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/controls"
	"github.com/pautang/pautang/internal/reports"
)

// Closed accounting months (docs/finance.md "Closed months"): the months closed and the next
// to close, and the maker's side of a close (another supervisor approves it in the inbox).

// monthCloseErrors are the codes of a close (docs/errors.md).
var monthCloseErrors = []string{controls.CodeCloseRefused, "books_close_stale"}

// monthCloseBody is the month to close ("YYYY-MM") and the reason.
type monthCloseBody = controls.MonthCloseBody

// booksMonths answers GET /finance/months: the closed months, the next to close and the
// closes waiting for a checker.
type booksMonths struct {
	reports.Months
	Pending []admin.Request `json:"pending"`
}

func (h ledgerHandlers) months(w http.ResponseWriter, r *http.Request, _ adminCtx) {
	m, err := h.s.Reports.Months(r.Context())
	if err != nil {
		fail(w, r, err)
		return
	}
	pending, err := h.s.controls().Pending(r.Context(), admin.KindMonthClose)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, booksMonths{Months: m, Pending: pending})
}

func (h ledgerHandlers) proposeClose(w http.ResponseWriter, r *http.Request, c adminCtx) {
	proposeOn[monthCloseBody](h.s, w, r, c, admin.KindMonthClose)
}
