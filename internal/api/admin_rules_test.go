package api

import (
	"context"
	"slices"
	"strconv"
	"testing"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/lending"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// TestRulesDecideApplications: the rules in force decide a new application and its verdicts
// are recorded with the version; raising the minimum income above the declared ₱25,000
// rejects the next application with low_income.
func TestRulesDecideApplications(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newLoanHarness(t, d)
		ctx := context.Background()
		q := h.borrower("09170000031")
		_, p := h.push(q, h.periodID, 300000, 4)
		res, version, err := h.st.Catalog().DecisionRules(ctx, mustID(t, p.OrderID))
		if err != nil || version != 0 || len(res) != 10 || len(loans.Failed(res)) != 0 {
			t.Fatalf("first application: %+v v%d %v", res, version, err)
		}
		// The first loan is settled by hand so the next application is not refused for it.
		h.decide(p.OrderID, "0")

		rules := loans.DefaultUnderwriting()
		rules.MinMonthlyIncomeCents = 3000000 // ₱30,000
		v, err := h.st.Catalog().SaveUnderwriting(ctx, store.UnderwritingVersion{Rules: rules, MakerID: 1, CheckerID: 2}, 0, admin.Entry{Action: "underwriting.update"})
		if err != nil || v.ID == 0 {
			t.Fatalf("save: %+v %v", v, err)
		}
		if _, err := h.st.Catalog().SaveUnderwriting(ctx, store.UnderwritingVersion{Rules: rules}, 0, admin.Entry{Action: "underwriting.update"}); err != store.ErrConflict {
			t.Fatalf("a change over a stale version: %v", err)
		}
		_, p2 := h.push(q, h.periodID, 350000, 4)
		o, _ := h.st.Loans().LoanOrderByID(ctx, mustID(t, p2.OrderID))
		res, version, _ = h.st.Catalog().DecisionRules(ctx, o.ID)
		if o.Status != int(loans.StatusRejected) || o.DecisionCode != "low_income" || version != v.ID || !slices.Equal(loans.Failed(res), []string{"low_income"}) {
			t.Fatalf("under ₱30,000 minimum: status %d code %q v%d failed %v", o.Status, o.DecisionCode, version, loans.Failed(res))
		}
	})
}

// TestAdminRulesChange: a supervisor previews and proposes new rules; they wait for another
// checker, the maker cannot approve them, an admin does, and they are in force.
func TestAdminRulesChange(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newAdminHarness(t, d)
		sup, agent, adm := h.as(admin.RoleSupervisor), h.as(admin.RoleAgent), h.as(admin.RoleAdmin)
		var view rulesView
		sup.get("/admin/api/catalog/underwriting").into(t, &view)
		if view.Current.ID != 0 || view.Current.Rules != loans.DefaultUnderwriting() || len(view.History) != 0 {
			t.Fatalf("before any change: %+v", view)
		}
		// The demo borrower's applications all fail "open loans" today; with up to 5 open loans
		// and overdue loans allowed, the ₱1,000,000 income minimum decides them instead.
		rules := loans.DefaultUnderwriting()
		rules.MinMonthlyIncomeCents, rules.MaxOpenLoans, rules.BlockWhileOverdue = 100_000_000, 5, false
		body := map[string]any{"rules": rules, "reason": "Tighten income"}
		if env := agent.post("/admin/api/catalog/underwriting", body); env.Code != "forbidden" {
			t.Fatalf("agent: %+v", env)
		}
		bad := rules
		bad.MinAgeYears = 17
		if env := sup.post("/admin/api/catalog/underwriting/preview", map[string]any{"rules": bad}); env.Code != "invalid_params" {
			t.Fatalf("preview under the legal age: %+v", env)
		}
		var pv rulesPreview
		sup.post("/admin/api/catalog/underwriting/preview", map[string]any{"rules": rules}).into(t, &pv)
		if len(pv.Applications) == 0 || pv.Changed == 0 {
			t.Fatalf("preview: %+v", pv)
		}
		for _, a := range pv.Applications {
			if a.Changed && (a.Then != loans.OutcomeReject || a.ThenCode != "low_income") {
				t.Fatalf("changed application %+v", a)
			}
		}
		env := sup.post("/admin/api/catalog/underwriting", body)
		var a proposeAnswer
		env.into(t, &a)
		if env.Code != "0" || a.Kind != admin.KindRulesChange {
			t.Fatalf("propose: %+v", env)
		}
		if env := sup.post(reqPath(a.RequestID, "approve"), nil); env.Code != admin.CodeRequestOwn {
			t.Fatalf("maker approving: %+v", env)
		}
		sup.get("/admin/api/catalog/underwriting").into(t, &view)
		if view.Current.ID != 0 {
			t.Fatal("the rules changed before a checker approved")
		}
		if env := adm.post(reqPath(a.RequestID, "approve"), nil); env.Code != "0" {
			t.Fatalf("approve: %+v", env)
		}
		sup.get("/admin/api/catalog/underwriting").into(t, &view)
		if view.Current.ID == 0 || view.Current.Rules != rules || view.Current.MakerID != h.ops[admin.RoleSupervisor].ID || view.Current.CheckerID != h.ops[admin.RoleAdmin].ID {
			t.Fatalf("after approval: %+v", view.Current)
		}
		// The order page shows the rules in force failing the review queue's applications.
		id := h.orderIn(21)
		var page struct {
			Rules     orderRules `json:"rules"`
			Applicant struct {
				Profile []lending.ProfileField `json:"profile"`
			} `json:"applicant"`
		}
		sup.get("/admin/api/orders/"+strconv.FormatInt(id, 10)).into(t, &page)
		if !slices.Contains(page.Rules.Failed, "low_income") || len(page.Rules.Now) != 10 {
			t.Fatalf("order rules: %+v", page.Rules)
		}
		// Profile answers read as labels, not codes.
		i := slices.IndexFunc(page.Applicant.Profile, func(f lending.ProfileField) bool { return f.Code == "civilStatus" })
		if i < 0 || page.Applicant.Profile[i].Label != "Civil status" || !slices.Contains([]string{"Single", "Married", "Widowed", "Separated"}, page.Applicant.Profile[i].Value) {
			t.Fatalf("profile: %+v", page.Applicant.Profile)
		}
	})
}
