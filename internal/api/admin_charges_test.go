package api

import (
	"context"
	"strconv"
	"strings"
	"testing"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/lending"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/store/storetest"
)

// TestAdminChargesPolicy: the charges policy in force is the default (the SEC ceilings on
// every loan); the catalogue shows each product's worst case at 30, 90 and 180 days overdue
// within the total-cost ceiling; the preview and the save refuse a product whose PHP 1,000
// penalty the policy would cap on its first day overdue; a policy looser than the law is
// refused; a stricter one waits for a second supervisor, is audited and then in force.
func TestAdminChargesPolicy(t *testing.T) {
	for _, d := range storetest.Engines() {
		t.Run(string(d), func(t *testing.T) {
			h := newAdminHarness(t, d)
			sup, adm := h.as(admin.RoleSupervisor), h.as(admin.RoleAdmin)
			var view chargesPolicyView
			sup.get("/admin/api/catalog/charges-policy").into(t, &view)
			if view.Current.ID != 0 || view.Current.Policy != loans.DefaultChargesPolicy() || view.Scope != "every loan" {
				t.Fatalf("before any change: %+v", view)
			}
			var list struct {
				Products []productView                     `json:"products"`
				Previews map[string]lending.ProductPreview `json:"previews"`
			}
			adm.get("/admin/api/catalog/products").into(t, &list)
			var flex productView
			for _, p := range list.Products {
				pv := list.Previews[strconv.FormatInt(p.ID, 10)]
				if len(pv.WorstCase) != 3*len(pv.Quotes) || pv.CapError != "" || !pv.Covered {
					t.Fatalf("%s preview: %+v", p.Code, pv)
				}
				for _, w := range pv.WorstCase {
					if w.Cost > w.CostCeiling || w.Cost != w.Interest+w.Fees+w.Penalty+w.LateInterest || w.Cost <= 0 {
						t.Errorf("%s worst case %+v", p.Code, w)
					}
				}
				if p.Code == "FLEX" {
					flex = p
				}
			}
			// Padala Flex (PHP 20,000 to 100,000 over 365 days: beyond the circular's covered
			// loans) with the terms text's PHP 1,000 penalty: capped on day 1, refused.
			edited := flex
			edited.Rules.Late = loans.DefaultLateSchedule()
			var prev lending.ProductPreview
			adm.post("/admin/api/catalog/products/preview", edited).into(t, &prev)
			if !strings.Contains(prev.CapError, "first day overdue") {
				t.Fatalf("preview of a PHP 1,000 penalty: %+v", prev)
			}
			if env := adm.post("/admin/api/catalog/products", edited); env.Code != loans.ErrCapExceeded.Code {
				t.Fatalf("save: got %q %q, want %s", env.Code, env.Message, loans.ErrCapExceeded.Code)
			}

			looser := loans.DefaultChargesPolicy()
			looser.LateMonthlyMaxBP = 600
			if env := sup.post("/admin/api/catalog/charges-policy", map[string]any{"policy": looser, "reason": "x"}); env.Code != loans.ErrInvalidPolicy.Code {
				t.Fatalf("a looser policy: %+v", env)
			}
			if env := h.as(admin.RoleAgent).post("/admin/api/catalog/charges-policy", map[string]any{"policy": loans.DefaultChargesPolicy()}); env.Code != "forbidden" {
				t.Fatalf("agent: %+v", env)
			}
			stricter := loans.DefaultChargesPolicy()
			stricter.LateMonthlyMaxBP = 300
			env := sup.post("/admin/api/catalog/charges-policy", map[string]any{"policy": stricter, "reason": "3% a month"})
			var a proposeAnswer
			env.into(t, &a)
			if env.Code != "0" || a.Kind != admin.KindChargesPolicy {
				t.Fatalf("propose: %+v", env)
			}
			req, err := h.st.Controls().RequestByID(context.Background(), a.RequestID)
			if err != nil || len(req.Diff) != 1 || req.Diff[0].Field != "Late monthly max bp" || req.Diff[0].After != "3.00%" {
				t.Fatalf("the checker's diff: %+v %v", req.Diff, err)
			}
			if env := sup.post(reqPath(a.RequestID, "approve"), nil); env.Code != admin.CodeRequestOwn {
				t.Fatalf("maker approving: %+v", env)
			}
			if env := adm.post(reqPath(a.RequestID, "approve"), nil); env.Code != "0" {
				t.Fatalf("approve: %+v", env)
			}
			sup.get("/admin/api/catalog/charges-policy").into(t, &view)
			if view.Current.ID == 0 || view.Current.Policy != stricter || len(view.History) != 1 || h.auditCountAction("charges_policy.update") != 1 {
				t.Fatalf("after approval: %+v", view)
			}
			// The worst case now follows the stricter ceiling: 3% of the overdue amount by day 30.
			adm.post("/admin/api/catalog/products/preview", flex).into(t, &prev)
			if w := prev.WorstCase[0]; w.DaysOverdue != 30 || w.Penalty+w.LateInterest <= 0 {
				t.Fatalf("worst case under 3%%: %+v", prev.WorstCase)
			}
		})
	}
}
