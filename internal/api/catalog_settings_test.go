package api

import (
	"net/url"
	"strconv"
	"strings"
	"testing"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/lending"
	"github.com/pautang/pautang/internal/store"
)

// TestCatalogSettingsReachBorrowers: what an operator saves in the catalogue (contacts,
// recommended products, contract templates) is what the borrower's calls answer next, with no
// restart; before any save, the configured defaults and the built-in texts apply.
func TestCatalogSettingsReachBorrowers(t *testing.T) {
	h := newAdminHarness(t, store.SQLite)
	op := h.as(admin.RoleAdmin)
	q := h.login("09181112233")

	t.Run("Contacts", func(t *testing.T) {
		var before map[string]any
		h.call("/gw/v3/personal-center/contact-kf-info", q, url.Values{"overall": {"30"}}).into(t, &before)
		// The telephone is a telephone number: no words can ride on it to a reference.
		for _, bad := range []string{"call 0917 800 1234 re unpaid loan P5,000", "0917", "Pautang hotline"} {
			if env := op.post("/admin/api/catalog/settings/"+admin.SettingContacts, map[string]any{"value": map[string]any{"email": "help@pautang.ph", "smWa": bad}, "reason": "New line"}); env.Code != "invalid_params" {
				t.Errorf("telephone %q: %s %s", bad, env.Code, env.Message)
			}
		}
		op.change("/admin/api/catalog/settings/"+admin.SettingContacts, map[string]any{"value": map[string]any{"email": "help@pautang.ph", "smWa": "+63 2 8888 0000"}})
		var after map[string]any
		h.call("/gw/v3/personal-center/contact-kf-info", q, url.Values{"overall": {"30"}}).into(t, &after)
		if after["email"] != "help@pautang.ph" || after["smWa"] != "+63 2 8888 0000" || before["email"] == after["email"] {
			t.Fatalf("before %v, after %v", before, after)
		}
	})

	market := func() []string {
		var d struct {
			RecProducts []lending.RecProduct `json:"recProducts"`
		}
		h.call("/gw/v3/loan-market/list", q, nil).into(t, &d)
		ids := []string{}
		for _, p := range d.RecProducts {
			ids = append(ids, p.ID)
		}
		return ids
	}
	t.Run("Recommended", func(t *testing.T) {
		all := market()
		if len(all) < 3 {
			t.Fatalf("catalogue too small: %v", all)
		}
		pick := []string{all[2], all[0]}
		op.change("/admin/api/catalog/settings/"+admin.SettingRecommended, map[string]any{"value": map[string]any{"productIds": []any{atoi(t, pick[0]), atoi(t, pick[1]), 999999}}})
		if got := market(); strings.Join(got, ",") != strings.Join(pick, ",") {
			t.Fatalf("market = %v, want %v (unknown ids skipped)", got, pick)
		}
		op.change("/admin/api/catalog/settings/"+admin.SettingRecommended, map[string]any{"value": map[string]any{"productIds": []any{}}})
		if got := market(); len(got) != len(all) {
			t.Fatalf("cleared list should recommend the catalogue again: %v", got)
		}
	})

	t.Run("ContractTemplate", func(t *testing.T) {
		content := func() (lending.Contract, string) {
			env := h.call("/gw/v3/contract/contract-content", nil, url.Values{"contractId": {"1"}, "productId": {"1"}, "amount": {"500000"}})
			var c lending.Contract
			env.into(t, &c)
			return c, string(env.Data)
		}
		if c, _ := content(); c.Title != "Loan Agreement" {
			t.Fatalf("built-in title = %q", c.Title)
		}
		bad := []map[string]any{{"id": 1, "title": "Loan Agreement", "body": "Pay {{amout}}."}}
		if env := op.post("/admin/api/catalog/settings/"+admin.SettingContracts, map[string]any{"value": bad, "reason": "New text"}); env.Code == "0" || !strings.Contains(env.Message, "amout") {
			t.Fatalf("unknown placeholder accepted: %s %s", env.Code, env.Message)
		}
		good := []map[string]any{{"id": 1, "title": "Kasunduan sa Pautang", "body": "# Mga partido\n{{lender}} at {{borrower}}.\n\nHalaga: {{amount}}, {{termDays}} araw.\n\n{{schedule}}"}}
		op.change("/admin/api/catalog/settings/"+admin.SettingContracts, map[string]any{"value": good})
		c, raw := content()
		if c.Title != "Kasunduan sa Pautang" || len(c.Sections) != 2 || c.Sections[0].Heading != "Mga partido" || c.Sections[1].Table == nil {
			t.Fatalf("contract = %+v", c)
		}
		if !strings.Contains(raw, "₱5,000.00") || strings.Contains(raw, "{{") {
			t.Fatalf("placeholders not filled: %s", raw)
		}
	})
}

func atoi(t *testing.T, s string) int {
	t.Helper()
	n, err := strconv.Atoi(s)
	if err != nil {
		t.Fatalf("not an id: %q", s)
	}
	return n
}
