package api

import (
	"net/http"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/backoffice"
)

// The back-office dashboard.

// dashboardData answers GET /dashboard: the daily series, the overdue buckets, and the landing
// funnel per template.
type dashboardData struct {
	Series  backoffice.Dashboard `json:"series"`
	Overdue []admin.BucketTotal  `json:"overdue"`
	Funnel  []funnelRow          `json:"funnel"`
	Today   string               `json:"today"`
}

// funnelRow is one landing template's funnel over the dashboard's days.
type funnelRow struct {
	TemplateID    int64  `json:"templateId"`
	Template      string `json:"template"`
	Visits        int64  `json:"visits"`
	Clicks        int64  `json:"clicks"`
	SMSSent       int64  `json:"smsSent"`
	Registrations int64  `json:"registrations"`
}

func (s operatorFinance) handleAdminDashboard(w http.ResponseWriter, r *http.Request, c adminCtx) {
	q, err := decodeQuery[dashboardQuery](r)
	if err != nil {
		fail(w, r, err)
		return
	}
	days := 14
	if q.Days > 0 {
		days = int(q.Days)
	}
	d, err := s.Reports.Dashboard(r.Context(), days)
	if err != nil {
		fail(w, r, err)
		return
	}
	funnel := make([]funnelRow, 0, len(d.Funnel))
	for _, f := range d.Funnel {
		funnel = append(funnel, funnelRow{TemplateID: f.TemplateID, Template: f.Template, Visits: f.Visits, Clicks: f.Clicks, SMSSent: f.SMSSent, Registrations: f.Registrations})
	}
	ok(w, r, FamilyZero, dashboardData{Series: d.Series, Overdue: d.Overdue, Funnel: funnel, Today: d.Today.String()})
}
