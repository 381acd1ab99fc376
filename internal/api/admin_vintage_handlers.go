package api

import (
	"net/http"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/loans"
)

// maxVintageMonths is how many cohorts a vintage report covers at most.
const maxVintageMonths = 36

// vintageMonth reads a month parameter: YYYY-MM, or a day (YYYY-MM-DD) standing for its month.
func vintageMonth(v, name string) (loans.Date, error) {
	if len(v) == len("2006-01") {
		v += "-01"
	}
	d, err := loans.ParseDate(v)
	if err != nil {
		return d, apperr.Invalid("%s must be a month (YYYY-MM).", name)
	}
	return admin.MonthOf(d), nil
}

// handleAdminVintage answers the vintage curves of the cohorts from..to (months; default the
// 12 months through today's), observed up to today (the injected clock).
func (s operatorFinance) handleAdminVintage(w http.ResponseWriter, r *http.Request, _ adminCtx) {
	today := loans.DateOf(s.Clock.Now())
	to := admin.MonthOf(today)
	from := admin.AddMonths(to, -11)
	q, err := decodeQuery[monthRange](r)
	if err != nil {
		fail(w, r, err)
		return
	}
	if v := q.From; v != "" {
		if from, err = vintageMonth(v, "from"); err != nil {
			fail(w, r, err)
			return
		}
	}
	if v := q.To; v != "" {
		if to, err = vintageMonth(v, "to"); err != nil {
			fail(w, r, err)
			return
		}
	}
	switch {
	case to.Before(from):
		fail(w, r, apperr.Invalid("from must not be after to."))
		return
	case !admin.AddMonths(from, maxVintageMonths).After(to):
		fail(w, r, apperr.Invalid("A vintage report covers at most %d months.", maxVintageMonths))
		return
	case to.After(today):
		to = admin.MonthOf(today)
	}
	v, err := s.Reports.Vintage(r.Context(), from, to)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, v)
}
