package api

import (
	"fmt"
	"io"
	"net/http"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/gl"
	"github.com/pautang/pautang/internal/journal"
	"github.com/pautang/pautang/internal/loans"
)

// financeReport answers GET /finance: the figures of a range (both days included).
type financeReport struct {
	From           loans.Date    `json:"from"`
	To             loans.Date    `json:"to"`
	Today          loans.Date    `json:"today"`
	Figures        admin.Finance `json:"figures"`
	ApprovalRateBP int64         `json:"approvalRateBP"`
}

// trialBalance answers GET /finance/trial-balance: per day and account, and each day's totals.
type trialBalance struct {
	From  loans.Date         `json:"from"`
	To    loans.Date         `json:"to"`
	Lines []trialBalanceLine `json:"lines"`
	Days  []journal.DayTotal `json:"days"`
	// Closed are the closed months the range touches: their days are served as stored when
	// they were closed (docs/finance.md "Closed months").
	Closed []gl.ClosedMonth `json:"closed"`
}

// trialBalanceLine is one account's debits and credits (centavos) of one day.
type trialBalanceLine struct {
	Day     loans.Date `json:"day"`
	Code    string     `json:"code"`
	Account string     `json:"account"`
	Debit   int64      `json:"debit"`
	Credit  int64      `json:"credit"`
}

// maxReportDays is the longest range a finance report covers.
const maxReportDays = 366

// reportRange is a report's range from its query's from and to (Manila days, both included);
// without them the range is the 30 days through today.
func (s operatorFinance) reportRange(q dayRange) (from, to, today loans.Date, err error) {
	today = loans.DateOf(s.Clock.Now())
	from, to = today.Add(-29), today
	if v := q.From; v != "" {
		if from, err = loans.ParseDate(v); err != nil {
			return from, to, today, apperr.Invalid("from must be a day (YYYY-MM-DD).")
		}
	}
	if v := q.To; v != "" {
		if to, err = loans.ParseDate(v); err != nil {
			return from, to, today, apperr.Invalid("to must be a day (YYYY-MM-DD).")
		}
	}
	if to.Before(from) {
		return from, to, today, apperr.Invalid("from must not be after to.")
	}
	if to.Sub(from) >= maxReportDays {
		return from, to, today, apperr.Invalid("A report covers at most %d days.", maxReportDays)
	}
	return from, to, today, nil
}

func (s operatorFinance) handleAdminFinance(w http.ResponseWriter, r *http.Request, _ adminCtx) {
	q, err := decodeQuery[dayRange](r)
	if err != nil {
		fail(w, r, err)
		return
	}
	from, to, _, err := s.reportRange(q)
	if err != nil {
		fail(w, r, err)
		return
	}
	f, today, err := s.Reports.Finance(r.Context(), from, to)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, financeReport{From: from, To: to, Today: today, Figures: f, ApprovalRateBP: f.ApprovalRateBP()})
}

// handleAdminJournal streams the journal of a range as CSV, one ledger entry at a time. A
// failure after the first byte aborts the response, so a download is never silently short.
func (s operatorFinance) handleAdminJournal(w http.ResponseWriter, r *http.Request, _ adminCtx) {
	q, err := decodeQuery[dayRange](r)
	if err != nil {
		fail(w, r, err)
		return
	}
	from, to, _, err := s.reportRange(q)
	if err != nil {
		fail(w, r, err)
		return
	}
	opened := false
	err = s.Reports.WriteJournal(r.Context(), from, to, func() io.Writer {
		opened = true
		w.Header().Set("Content-Type", "text/csv; charset=utf-8")
		w.Header().Set("Content-Disposition", fmt.Sprintf(`attachment; filename="journal-%s-%s.csv"`, from, to))
		return w
	})
	if err != nil {
		if !opened {
			fail(w, r, err)
			return
		}
		s.logger().Warn("admin: journal export failed", "err", err)
		panic(http.ErrAbortHandler)
	}
}

// handleAdminTrialBalance posts the range's ledger and answers the trial balance per day and
// account (format=csv for the file).
func (s operatorFinance) handleAdminTrialBalance(w http.ResponseWriter, r *http.Request, _ adminCtx) {
	q, err := decodeQuery[trialBalanceQuery](r)
	if err != nil {
		fail(w, r, err)
		return
	}
	from, to, _, err := s.reportRange(q.dayRange)
	if err != nil {
		fail(w, r, err)
		return
	}
	tb, err := s.Reports.TrialBalance(r.Context(), from, to)
	if err != nil {
		fail(w, r, err)
		return
	}
	if q.Format == "csv" {
		w.Header().Set("Content-Type", "text/csv; charset=utf-8")
		w.Header().Set("Content-Disposition", fmt.Sprintf(`attachment; filename="trial-balance-%s-%s.csv"`, from, to))
		if err := tb.WriteCSV(w); err != nil {
			s.logger().Warn("admin: trial balance export failed", "err", err)
		}
		return
	}
	lines := []trialBalanceLine{}
	for _, l := range tb.Lines() {
		lines = append(lines, trialBalanceLine{l.Day, l.Account.Code, l.Account.Name, l.Debit, l.Credit})
	}
	days := tb.Days()
	if days == nil {
		days = []journal.DayTotal{}
	}
	ok(w, r, FamilyZero, trialBalance{From: from, To: to, Lines: lines, Days: days, Closed: tb.Closed})
}
