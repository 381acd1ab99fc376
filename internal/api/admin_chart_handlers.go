package api

import (
	"net/http"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/controls"
	"github.com/pautang/pautang/internal/journal"
)

// The chart-of-accounts editor: finance reads the account each journal role posts to; a
// supervisor proposes a change of codes and names, another supervisor approves it in the
// requests inbox (four eyes, kind chart_change), and the journal CSV and trial balance post
// to the new accounts from then on.

// chartView is the chart in force, its version, the defaults it was seeded with and the
// changes waiting for a checker.
type chartView struct {
	Accounts []journal.ChartLine `json:"accounts"`
	Version  string              `json:"version"`
	Defaults []journal.ChartLine `json:"defaults"`
	Pending  []admin.Request     `json:"pending"`
}

// chartBody is a proposed chart (every role) with the maker's reason.
type chartBody = controls.ChartBody

func (s operatorFinance) handleAdminChart(w http.ResponseWriter, r *http.Request, c adminCtx) {
	chart, err := s.Reports.Chart(r.Context())
	if err != nil {
		fail(w, r, err)
		return
	}
	pending, err := s.controls().Pending(r.Context(), admin.KindChartChange)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, chartView{Accounts: chart.Lines(), Version: chart.Version(), Defaults: journal.DefaultChart().Lines(), Pending: pending})
}

func (s operatorFinance) handleAdminProposeChart(w http.ResponseWriter, r *http.Request, c adminCtx) {
	proposeOn[chartBody](s.Server, w, r, c, admin.KindChartChange)
}
