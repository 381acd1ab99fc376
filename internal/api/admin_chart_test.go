package api

import (
	"context"
	"encoding/csv"
	"encoding/json"
	"strings"
	"testing"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/journal"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"

	"github.com/pautang/pautang/internal/controls"
)

// TestAdminChartOfAccounts: the chart starts as the defaults; a supervisor's change is
// validated, waits for another checker, is refused to its maker and stale once another change
// went in; approved, the journal CSV and the trial balance post to the new codes and still
// balance, and the change is audited.
func TestAdminChartOfAccounts(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newAdminHarness(t, d)
		ctx := context.Background()
		viewer, agent, sup, adm := h.as(admin.RoleViewer), h.as(admin.RoleAgent), h.as(admin.RoleSupervisor), h.as(admin.RoleAdmin)
		var view chartView
		viewer.get("/admin/api/finance/chart").into(t, &view)
		def := journal.DefaultChart()
		if len(view.Accounts) != len(journal.Roles()) || view.Version != def.Version() || len(view.Pending) != 0 {
			t.Fatalf("before any change: %+v", view)
		}
		for _, l := range view.Accounts {
			if def[l.Role].Code != l.Code || def[l.Role].Name != l.Name {
				t.Fatalf("seeded %+v, default %+v", l, def[l.Role])
			}
		}
		edited := def.Lines()
		for i := range edited {
			switch edited[i].Role {
			case journal.RoleInterestIncome:
				edited[i].Code, edited[i].Name = "4101", "Interest on loans"
			case journal.RolePrincipalReceivable:
				edited[i].Code = "1201-A"
			}
		}
		body := chartBody{Accounts: edited, Reason: "New chart from the auditors"}
		for i, c := range []*opClient{viewer, agent} {
			if env := c.post("/admin/api/finance/chart", body); env.Code != "forbidden" {
				t.Fatalf("operator %d proposing: %+v", i, env)
			}
		}
		dup := def.Lines()
		dup[3].Code = dup[2].Code
		for name, bad := range map[string]chartBody{
			"duplicate code": {Accounts: dup, Reason: "x"},
			"role missing":   {Accounts: edited[1:], Reason: "x"},
			"empty code":     {Accounts: append([]journal.ChartLine{{Role: edited[0].Role, Code: "", Name: "x"}}, edited[1:]...), Reason: "x"},
			"unchanged":      {Accounts: def.Lines(), Reason: "x"},
		} {
			if env := sup.post("/admin/api/finance/chart", bad); env.Code != controls.CodeChartInvalid {
				t.Fatalf("%s: %+v", name, env)
			}
		}
		var a proposeAnswer
		sup.post("/admin/api/finance/chart", body).into(t, &a)
		if a.Kind != admin.KindChartChange || a.RequestID == 0 {
			t.Fatalf("propose: %+v", a)
		}
		if env := sup.post("/admin/api/finance/chart", body); env.Code == "0" {
			t.Fatalf("a second change while one waits: %+v", env)
		}
		viewer.get("/admin/api/finance/chart").into(t, &view)
		if view.Version != def.Version() || len(view.Pending) != 1 || view.Pending[0].ID != a.RequestID {
			t.Fatalf("before approval: %+v", view)
		}
		var payload controls.ChartPayload
		if err := json.Unmarshal(view.Pending[0].Payload, &payload); err != nil || len(payload.Accounts) != len(journal.Roles()) || len(payload.Changes) != 2 ||
			payload.Changes[0] != (controls.ChartChange{Role: journal.RolePrincipalReceivable, From: def[journal.RolePrincipalReceivable], To: journal.Account{Code: "1201-A", Name: def[journal.RolePrincipalReceivable].Name}}) ||
			payload.Changes[1].To != (journal.Account{Code: "4101", Name: "Interest on loans"}) {
			t.Fatalf("payload: %+v %v", payload, err)
		}
		if env := sup.post(reqPath(a.RequestID, "approve"), nil); env.Code != admin.CodeRequestOwn {
			t.Fatalf("maker approving: %+v", env)
		}
		if env := adm.post(reqPath(a.RequestID, "approve"), nil); env.Code != "0" {
			t.Fatalf("approve: %+v", env)
		}
		// A change proposed over a chart that changed before its approval is stale.
		var other proposeAnswer
		second := def.Lines()
		second[0].Name = "Collections clearing"
		sup.post("/admin/api/finance/chart", chartBody{Accounts: second, Reason: "Rename"}).into(t, &other)
		changed, _ := h.st.Reports().Chart(ctx)
		changed[journal.RoleFeeIncome] = journal.Account{Code: "4201", Name: "Fees"}
		if err := h.st.Reports().SaveChart(ctx, changed, "not-the-version", 0, admin.Entry{Action: "chart.update"}); err != store.ErrConflict {
			t.Fatalf("a save over another version: %v", err)
		}
		before, _ := h.st.Reports().Chart(ctx)
		if err := h.st.Reports().SaveChart(ctx, changed, before.Version(), 0, admin.Entry{Action: "chart.update"}); err != nil {
			t.Fatal(err)
		}
		if env := adm.post(reqPath(other.RequestID, "approve"), nil); env.Code != admin.CodeRequestStale {
			t.Fatalf("approving a change over an old chart: %+v", env)
		}
		if env := adm.post(reqPath(other.RequestID, "reject"), map[string]string{"reason": "Stale"}); env.Code != "0" {
			t.Fatalf("reject: %+v", env)
		}
		viewer.get("/admin/api/finance/chart").into(t, &view)
		now, err := journal.ChartOf(view.Accounts)
		if err != nil || now[journal.RoleInterestIncome].Code != "4101" || now[journal.RolePrincipalReceivable].Code != "1201-A" ||
			now[journal.RoleCollections] != def[journal.RoleCollections] || now[journal.RoleFeeIncome].Code != "4201" || view.Version == def.Version() || len(view.Pending) != 0 {
			t.Fatalf("after approval: %+v (%v)", view, err)
		}
		var audits int
		if err := h.st.DB.QueryRowContext(ctx, `SELECT COUNT(*) FROM audit_log WHERE action = 'chart.update' AND entity = 'chart' AND operator_id = $1`, h.ops[admin.RoleAdmin].ID).Scan(&audits); err != nil || audits != 1 {
			t.Fatalf("chart.update audit rows: %d %v", audits, err)
		}

		// The journal posts to the new codes and still balances every day.
		range_ := "from=" + loans.DateOf(h.clock.Now()).Add(-365).String() + "&to=" + loans.DateOf(h.clock.Now()).String()
		rows, err := csv.NewReader(rawGet(h, viewer, "/admin/api/finance/journal.csv?"+range_).Body).ReadAll()
		if err != nil || len(rows) < 2 {
			t.Fatalf("journal: %d rows %v", len(rows), err)
		}
		var owed int64
		if err := h.st.DB.QueryRowContext(ctx, `SELECT COALESCE(SUM(amount), 0) FROM ledger_entries WHERE bucket <> 'credit' AND bucket <> 'written_off'`).Scan(&owed); err != nil {
			t.Fatal(err)
		}
		recv := map[string]bool{}
		for _, r := range journal.ReceivableRoles() {
			recv[now[r].Code] = true
		}
		perDay, codes := map[string]int64{}, map[string]bool{}
		var receivable int64
		for _, r := range rows[1:] {
			net := csvCents(t, r[7]) - csvCents(t, r[8])
			perDay[r[0]] += net
			codes[r[5]] = true
			if recv[r[5]] {
				receivable += net
			}
			if r[5] == "1201-A" && r[6] != def[journal.RolePrincipalReceivable].Name {
				t.Fatalf("row %v", r)
			}
		}
		if !codes["4101"] || !codes["1201-A"] || codes["4100"] || codes["1200"] {
			t.Fatalf("journal codes: %v", codes)
		}
		for day, net := range perDay {
			if net != 0 {
				t.Errorf("journal of %s nets %d", day, net)
			}
		}
		if receivable != owed {
			t.Fatalf("receivable %d, ledger owes %d", receivable, owed)
		}
		tb := rawGet(h, viewer, "/admin/api/finance/trial-balance?format=csv&"+range_).Body.String()
		if !strings.Contains(tb, ",4101,Interest on loans,") || !strings.Contains(tb, ",1201-A,") || strings.Contains(tb, ",4100,") {
			t.Fatalf("trial balance:\n%s", tb)
		}
		for _, line := range strings.Split(strings.TrimSpace(tb), "\n") {
			if strings.Contains(line, ",TOTAL,") && !strings.HasSuffix(line, ",0.00") {
				t.Fatalf("trial balance day does not net to zero: %s", line)
			}
		}
	})
}

// TestAdminVintageRoute: the vintage report answers the cohorts of the range (default the 12
// months through today) with a point per month on book, and refuses bad ranges.
func TestAdminVintageRoute(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newAdminHarness(t, d)
		viewer := h.as(admin.RoleViewer)
		today := loans.DateOf(h.clock.Now())
		var v admin.Vintage
		viewer.get("/admin/api/finance/vintage").into(t, &v)
		if v.To != admin.MonthKey(today) || v.From != admin.MonthKey(admin.AddMonths(today, -11)) || v.DPD != 30 || v.Today != today || len(v.Cohorts) == 0 {
			t.Fatalf("default range: %+v", v)
		}
		for _, c := range v.Cohorts {
			first, _ := loans.ParseDate(c.Month + "-01")
			if c.PrincipalCents <= 0 || len(c.Points) == 0 || c.Points[len(c.Points)-1].AsOf != today || c.Points[0].AsOf != earliest(admin.MonthEnd(first), today) {
				t.Fatalf("cohort %+v", c)
			}
		}
		for _, bad := range []string{"from=2026-13", "from=2026-05&to=2026-04", "from=2023-01&to=2026-01", "to=soon"} {
			if env := viewer.get("/admin/api/finance/vintage?" + bad); env.Code != "invalid_params" {
				t.Errorf("%s: %+v", bad, env)
			}
		}
	})
}

func earliest(a, b loans.Date) loans.Date {
	if a.After(b) {
		return b
	}
	return a
}
