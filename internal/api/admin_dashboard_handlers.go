package api

import (
	"net/http"
	"strconv"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/store"
)

// The back-office dashboard.

// dashboardData answers GET /dashboard: the daily series, the overdue buckets, and the landing
// funnel per template.
type dashboardData struct {
	Series  store.Dashboard     `json:"series"`
	Overdue []admin.BucketTotal `json:"overdue"`
	Funnel  []funnelRow         `json:"funnel"`
	Today   string              `json:"today"`
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

func (s *Server) handleAdminDashboard(w http.ResponseWriter, r *http.Request, c adminCtx) {
	days := 14
	if v := r.URL.Query().Get("days"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > 366 {
			fail(w, r, apperr.Invalid("days must be 1 to 366."))
			return
		}
		days = n
	}
	today := loans.DateOf(s.Clock.Now())
	from := today.Add(-(days - 1))
	d, err := s.Store.Reports().DashboardData(r.Context(), from.String(), today.String())
	if err != nil {
		fail(w, r, err)
		return
	}
	overdue, err := s.Store.Loans().OverdueByDay(r.Context())
	if err != nil {
		fail(w, r, err)
		return
	}
	buckets := admin.OverdueTotals(overdue, today)
	funnel, err := s.Store.Promotion().PromotionFunnel(r.Context(), from.String(), today.String(), 0)
	if err != nil {
		fail(w, r, err)
		return
	}
	templates, err := s.Store.Catalog().AdminChannelTemplates(r.Context())
	if err != nil {
		fail(w, r, err)
		return
	}
	names := map[int64]string{0: "(none)"}
	for _, t := range templates {
		names[t.ID] = t.Name
	}
	perTemplate := map[int64]*funnelRow{}
	order := []int64{}
	for _, f := range funnel {
		t := perTemplate[f.TemplateID]
		if t == nil {
			name := names[f.TemplateID]
			if name == "" {
				name = "#" + strconv.FormatInt(f.TemplateID, 10)
			}
			t = &funnelRow{TemplateID: f.TemplateID, Template: name}
			perTemplate[f.TemplateID] = t
			order = append(order, f.TemplateID)
		}
		t.Visits += f.Visits
		t.Clicks += f.Clicks
		t.SMSSent += f.SMSSent
		t.Registrations += f.Registrations
	}
	funnelOut := []funnelRow{}
	for _, id := range order {
		funnelOut = append(funnelOut, *perTemplate[id])
	}
	ok(w, r, FamilyZero, dashboardData{Series: d, Overdue: buckets, Funnel: funnelOut, Today: today.String()})
}
