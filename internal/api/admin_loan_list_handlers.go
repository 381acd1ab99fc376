package api

import (
	"encoding/csv"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/journal"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/store"
)

// loanFilter reads the loans list's query: q, status (comma list), product, from and to
// (created, YYYY-MM-DD Manila, both included), minAmount and maxAmount (pesos), minDpd and
// maxDpd, sort (created, amount, due, payoff), dir (asc, desc), limit, after (cursor).
func (s *Server) loanFilter(r *http.Request) (store.LoanListFilter, error) {
	q := r.URL.Query()
	f := store.LoanListFilter{Search: q.Get("q"), Sort: store.LoanSort(q.Get("sort")), Asc: q.Get("dir") == "asc",
		After: q.Get("after"), Today: loans.DateOf(s.Clock.Now())}
	if d := q.Get("dir"); d != "" && d != "asc" && d != "desc" {
		return f, apperr.Invalid("dir must be asc or desc.")
	}
	if v := q.Get("status"); v != "" {
		for _, p := range strings.Split(v, ",") {
			n, err := strconv.Atoi(strings.TrimSpace(p))
			if err != nil {
				return f, apperr.Invalid("status must be a comma-separated list of status codes.")
			}
			f.Statuses = append(f.Statuses, n)
		}
	}
	num := func(name string, max int64) (int64, error) {
		v := q.Get(name)
		if v == "" {
			return 0, nil
		}
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil || n < 0 || n > max {
			return 0, apperr.Invalid("%s must be a whole number from 0 to %d.", name, max)
		}
		return n, nil
	}
	var err error
	var n int64
	if f.ProductID, err = num("product", 1<<53); err != nil {
		return f, err
	}
	if n, err = num("minAmount", 100_000_000); err != nil {
		return f, err
	}
	f.MinAmount = n * 100
	if n, err = num("maxAmount", 100_000_000); err != nil {
		return f, err
	}
	f.MaxAmount = n * 100
	if n, err = num("minDpd", 10_000); err != nil {
		return f, err
	}
	f.MinDPD = int(n)
	if n, err = num("maxDpd", 10_000); err != nil {
		return f, err
	}
	f.MaxDPD = int(n)
	if n, err = num("limit", 200); err != nil {
		return f, apperr.Invalid("A page holds 1 to 200 loans.")
	}
	f.Limit = int(n)
	day := func(name string) (int64, error) {
		v := q.Get(name)
		if v == "" {
			return 0, nil
		}
		t, err := time.ParseInLocation(time.DateOnly, v, clock.Manila)
		if err != nil {
			return 0, apperr.Invalid("%s must be a day (YYYY-MM-DD).", name)
		}
		return t.UnixMilli(), nil
	}
	if f.FromMs, err = day("from"); err != nil {
		return f, err
	}
	if f.ToMs, err = day("to"); err != nil {
		return f, err
	}
	if f.ToMs > 0 {
		f.ToMs += 24 * 3600 * 1000 // through the end of that day
	}
	return f, nil
}

func (s *Server) handleAdminLoanList(w http.ResponseWriter, r *http.Request, c adminCtx) {
	f, err := s.loanFilter(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	page, err := s.Store.LoanList(r.Context(), f)
	if err != nil {
		fail(w, r, err)
		return
	}
	for i := range page.Rows {
		page.Rows[i].Phone = admin.PhoneFor(c.Op.Role, page.Rows[i].Phone)
	}
	ok(w, r, FamilyZero, page)
}

// loanCSVHeader is the loans export's header.
var loanCSVHeader = []string{"order_no", "created", "borrower", "phone", "product", "principal", "term_days", "status", "due_date", "days_past_due", "payoff"}

// handleAdminLoanExport streams every loan the filter selects as CSV, row by row. A failure
// before the first row answers the envelope; after it, the response is cut, so a file is never
// silently short.
func (s *Server) handleAdminLoanExport(w http.ResponseWriter, r *http.Request, c adminCtx) {
	f, err := s.loanFilter(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	var cw *csv.Writer
	start := func() error {
		w.Header().Set("Content-Type", "text/csv; charset=utf-8")
		w.Header().Set("Content-Disposition", fmt.Sprintf(`attachment; filename="loans-%s.csv"`, f.Today))
		cw = csv.NewWriter(w)
		return cw.Write(loanCSVHeader)
	}
	err = s.Store.EachLoan(r.Context(), f, func(o store.LoanListRow) error {
		if cw == nil {
			if err := start(); err != nil {
				return err
			}
		}
		return cw.Write([]string{o.OrderNo, time.UnixMilli(o.CreatedAt).In(clock.Manila).Format("2006-01-02 15:04"), o.Name,
			admin.PhoneFor(c.Op.Role, o.Phone), o.ProductName, journal.Pesos(o.Amount), strconv.Itoa(o.TermDays),
			loans.Status(o.Status).String(), o.DueDate, strconv.Itoa(o.DPD), journal.Pesos(o.PayoffCents)})
	})
	if err == nil && cw == nil {
		err = start()
	}
	if err == nil {
		cw.Flush()
		err = cw.Error()
	}
	if err != nil {
		if cw == nil {
			fail(w, r, err)
			return
		}
		s.logger().Warn("admin: loans export failed", "err", err)
		panic(http.ErrAbortHandler)
	}
}
