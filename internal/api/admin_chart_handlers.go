package api

import (
	"context"
	"encoding/json"
	"net/http"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/journal"
)

// The chart-of-accounts editor: finance reads the account each journal role posts to; a
// supervisor proposes a change of codes and names, another supervisor approves it in the
// requests inbox (four eyes, kind chart_change), and the journal CSV and trial balance post
// to the new accounts from then on.

// chartTarget is the four-eyes target of a chart change: there is one chart.
const chartTarget = "chart"

// codeChartInvalid refuses a chart that journal.ChartOf does not accept (docs/errors.md).
const codeChartInvalid = "admin_chart_invalid"

// chartView is the chart in force, its version, the defaults it was seeded with and the
// changes waiting for a checker.
type chartView struct {
	Accounts []journal.ChartLine `json:"accounts"`
	Version  string              `json:"version"`
	Defaults []journal.ChartLine `json:"defaults"`
	Pending  []admin.Request     `json:"pending"`
}

// chartBody is a proposed chart (every role) with the maker's reason.
type chartBody struct {
	Accounts []journal.ChartLine `json:"accounts"`
	Reason   string              `json:"reason"`
}

// chartPayload is a chart change's request payload: the whole chart proposed, and the roles
// whose account it changes (for the inbox).
type chartPayload struct {
	Accounts []journal.ChartLine `json:"accounts"`
	Changes  []chartChange       `json:"changes"`
}

// chartChange is one role's account before and after a proposed change.
type chartChange struct {
	Role journal.Role    `json:"role"`
	From journal.Account `json:"from"`
	To   journal.Account `json:"to"`
}

func (s *Server) handleAdminChart(w http.ResponseWriter, r *http.Request, c adminCtx) {
	chart, err := s.Store.Chart(r.Context())
	if err != nil {
		fail(w, r, err)
		return
	}
	reqs, err := s.Store.Requests(r.Context(), admin.RequestPending, 200)
	if err != nil {
		fail(w, r, err)
		return
	}
	pending := []admin.Request{}
	for _, q := range reqs {
		if q.Kind == admin.KindChartChange {
			pending = append(pending, q)
		}
	}
	ok(w, r, FamilyZero, chartView{Accounts: chart.Lines(), Version: chart.Version(), Defaults: journal.DefaultChart().Lines(), Pending: pending})
}

// checkedChart validates a proposed chart (admin_chart_invalid with the first problem).
func checkedChart(lines []journal.ChartLine) (journal.Chart, error) {
	c, err := journal.ChartOf(lines)
	if err != nil {
		return nil, apperr.New(codeChartInvalid, "The chart of accounts cannot be saved: "+err.Error()+".")
	}
	return c, nil
}

func (s *Server) handleAdminProposeChart(w http.ResponseWriter, r *http.Request, c adminCtx) {
	var in chartBody
	if err := decodeJSON(w, r, &in); err != nil {
		fail(w, r, err)
		return
	}
	chart, err := checkedChart(in.Accounts)
	if err != nil {
		fail(w, r, err)
		return
	}
	current, err := s.Store.Chart(r.Context())
	if err != nil {
		fail(w, r, err)
		return
	}
	if chart.Version() == current.Version() {
		fail(w, r, apperr.New(codeChartInvalid, "Nothing changed: every account is as it is now."))
		return
	}
	p := chartPayload{Accounts: chart.Lines(), Changes: []chartChange{}}
	for _, role := range journal.Roles() {
		if chart[role] != current[role] {
			p.Changes = append(p.Changes, chartChange{Role: role, From: current[role], To: chart[role]})
		}
	}
	ans, err := s.propose(r.Context(), c, admin.KindChartChange, chartTarget, p, in.Reason)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, ans)
}

// chartVersion is the version of the chart in force.
func (s *Server) chartVersion(ctx context.Context, target string) (string, error) {
	if target != chartTarget {
		return "", apperr.Invalid("Bad chart target %q.", target)
	}
	c, err := s.Store.Chart(ctx)
	if err != nil {
		return "", err
	}
	return c.Version(), nil
}

// chartChanged is what an approved chart change did.
type chartChanged struct {
	Version string `json:"version"`
}

// runChartChange puts an approved chart in force as the checker, only over the version the
// maker saw; audited chart.update with the accounts changed.
func (s *Server) runChartChange(ctx context.Context, c adminCtx, req admin.Request) (any, error) {
	var p chartPayload
	if err := json.Unmarshal(req.Payload, &p); err != nil {
		return nil, apperr.Invalid("The chart change's payload is unreadable.")
	}
	chart, err := checkedChart(p.Accounts)
	if err != nil {
		return nil, err
	}
	if err := s.Store.SaveChart(ctx, chart, req.TargetVersion, c.Op.ID,
		c.audit("chart.update", "", "", nil, map[string]any{"requestId": req.ID, "makerId": req.MakerID})); err != nil {
		return nil, err
	}
	return chartChanged{Version: chart.Version()}, nil
}
