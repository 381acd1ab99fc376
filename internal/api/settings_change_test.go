package api

import (
	"context"
	"encoding/json"
	"fmt"
	"net/url"
	"strings"
	"testing"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// change proposes body at path as c (the reason added to a JSON object body) and has another
// operator approve it: the settings borrowers read change only so.
func (c *opClient) change(path string, body any) {
	h := c.h
	h.t.Helper()
	var m map[string]any
	b, _ := json.Marshal(body)
	if json.Unmarshal(b, &m) == nil && m != nil {
		if m["reason"] == nil {
			m["reason"] = "Test change"
		}
		body = m
	}
	rid := proposed(h, c, path, body)
	var me struct {
		Operator admin.Operator `json:"operator"`
	}
	c.get("/admin/api/me").into(h.t, &me)
	checker := admin.RoleSupervisor
	if me.Operator.Role == admin.RoleSupervisor {
		checker = admin.RoleAdmin
	}
	if env := h.as(checker).post(reqPath(rid, "approve"), nil); env.Code != "0" {
		h.t.Fatalf("approve %s: %q (%s)", path, env.Code, env.Message)
	}
}

// TestTransferInstructionsWaitForApproval: an admin's new transfer instructions wait in the
// inbox with their steps worded before and after; the borrower's repayment page shows the old
// steps until a supervisor approves, and the new ones after.
func TestTransferInstructionsWaitForApproval(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newAdminHarness(t, d)
		adm, sup := h.as(admin.RoleAdmin), h.as(admin.RoleSupervisor)
		var list adminChannelsView
		adm.get("/admin/api/catalog/channels").into(t, &list)
		var ch store.PaymentChannelRow
		for _, c := range list.Channels {
			if c.ChannelNumber == "90006" {
				ch = c
			}
		}
		if ch.ID == 0 {
			t.Fatal("no InstaPay channel")
		}
		steps := func() string {
			c, err := h.st.Catalog().PaymentChannel(context.Background(), ch.ID)
			if err != nil {
				t.Fatal(err)
			}
			return string(c.Instructions)
		}
		old := steps()
		newText := "Send to Pautang Lending Corp., BPI account 9876 5432 10."
		ins := `[{"title":"Your bank app","steps":["Choose Transfer, then InstaPay.","` + newText + `"]}]`
		body := map[string]any{"id": ch.ID, "name": ch.Name, "enabled": ch.Enabled, "sort": ch.Sort, "instructions": json.RawMessage(ins), "reason": "New bank account"}
		rid := proposed(h, adm, "/admin/api/catalog/channels/"+itoa(ch.ID), body)
		if steps() != old {
			t.Fatal("the instructions changed on proposal")
		}
		var inbox requestList
		sup.get("/admin/api/requests?status=pending").into(t, &inbox)
		var diff []admin.DiffRow
		for _, r := range inbox.Requests {
			if r.ID == rid {
				diff = r.Diff
			}
		}
		want := admin.DiffRow{Field: "Instructions 1: step 2", Before: "Send to Pautang Lending Corp., BDO account 0012 3456 7890.", After: newText}
		found := false
		for _, r := range diff {
			found = found || r == want
			if strings.Contains(r.Before+r.After, "[{") {
				t.Fatalf("raw JSON in the diff: %+v", r)
			}
		}
		if !found {
			t.Fatalf("diff %+v, want %+v", diff, want)
		}
		if env := adm.post(reqPath(rid, "approve"), nil); env.Code != admin.CodeRequestOwn {
			t.Fatalf("the maker approved: %+v", env)
		}
		if env := sup.post(reqPath(rid, "approve"), nil); env.Code != "0" {
			t.Fatalf("approve: %+v", env)
		}
		if !strings.Contains(steps(), newText) {
			t.Fatalf("after approval: %s", steps())
		}
	})
}

// TestSettingsWaitForApproval: the support contacts (a Philippine telephone and an e-mail,
// refused with a clear message otherwise) wait for a supervisor; the borrower's contact call
// answers the old ones until the approval.
func TestSettingsWaitForApproval(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newAdminHarness(t, d)
		adm, sup := h.as(admin.RoleAdmin), h.as(admin.RoleSupervisor)
		q := h.login("09181112233")
		contacts := func() map[string]any {
			var v map[string]any
			h.call("/gw/v3/personal-center/contact-kf-info", q, url.Values{"overall": {"30"}}).into(t, &v)
			return v
		}
		path := "/admin/api/catalog/settings/" + admin.SettingContacts
		for _, bad := range []struct{ email, phone, want string }{
			{"help@pautang.ph", "+1 415 555 0100", "Philippine number"},
			{"help@pautang.ph", "0917 123", "Philippine number"},
			{"help@pautang.ph", "5551234", "Philippine number"},
			{"not an e-mail", "0917 123 4567", "valid customer-service e-mail"},
		} {
			env := adm.post(path, map[string]any{"value": map[string]string{"email": bad.email, "smWa": bad.phone}, "reason": "New line"})
			if env.Code != "invalid_params" || !strings.Contains(env.Message, bad.want) {
				t.Errorf("%q %q: %s %s", bad.email, bad.phone, env.Code, env.Message)
			}
		}
		before := contacts()
		rid := proposed(h, adm, path, map[string]any{"value": map[string]string{"email": "help@pautang.ph", "smWa": "(02) 8888 0000"}, "reason": "New line"})
		if got := contacts(); got["email"] != before["email"] || got["smWa"] != before["smWa"] {
			t.Fatalf("changed on proposal: %v", got)
		}
		var inbox requestList
		sup.get("/admin/api/requests?status=pending").into(t, &inbox)
		if len(inbox.Requests) != 1 || inbox.Requests[0].Kind != admin.KindSettingChange ||
			inbox.Requests[0].Diff[0].Field != "Support e-mail" || inbox.Requests[0].Diff[0].After != "help@pautang.ph" ||
			inbox.Requests[0].Diff[1].Field != "Support telephone / WhatsApp" || inbox.Requests[0].Diff[1].After != "(02) 8888 0000" {
			t.Fatalf("inbox %+v", inbox.Requests)
		}
		if env := sup.post(reqPath(rid, "approve"), nil); env.Code != "0" {
			t.Fatalf("approve: %+v", env)
		}
		if got := contacts(); got["email"] != "help@pautang.ph" || got["smWa"] != "(02) 8888 0000" {
			t.Fatalf("after approval: %v", got)
		}
	})
}

// TestCustomRoles: a role holding two conflicting permissions is refused with a message naming
// them; a role defined by a supervisor waits for another's approval with its permissions
// worded; an operator holding it may call exactly the routes of its permissions (every admin
// route tried), checks requests only when it holds requests.check, and reads its permissions
// from who-am-I.
func TestCustomRoles(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newAdminHarness(t, d)
		adm, sup := h.as(admin.RoleAdmin), h.as(admin.RoleSupervisor)
		for _, bad := range []struct {
			perms []admin.Action
			want  string
		}{
			{[]admin.Action{admin.ActLoansWaive, admin.ActRequestsCheck}, "loans.waive and requests.check"},
			{[]admin.Action{admin.ActLoansDecide, admin.ActRepaymentMatch}, "loans.decide and repayments.match"},
			{[]admin.Action{admin.ActPayoutRetry, admin.ActRepaymentMatch}, "pays money out must not reconcile"},
		} {
			env := sup.post("/admin/api/roles", map[string]any{"name": "finance", "title": "Finance", "permissions": bad.perms, "reason": "Finance desk"})
			if env.Code != admin.CodeRoleConflict || !strings.Contains(env.Message, bad.want) {
				t.Errorf("%v: %s %s", bad.perms, env.Code, env.Message)
			}
		}
		if env := sup.post("/admin/api/roles", map[string]any{"name": "agent", "title": "Agent", "permissions": []string{"loans.view"}, "reason": "x"}); env.Code != "invalid_params" {
			t.Errorf("a built-in name: %+v", env)
		}
		if env := adm.post("/admin/api/roles", map[string]any{"name": "x1", "title": "X", "permissions": []string{"loans.nuke"}, "reason": "x"}); env.Code != "invalid_params" {
			t.Errorf("an unknown permission: %+v", env)
		}
		perms := []admin.Action{admin.ActKYCReview, admin.ActLoansView, admin.ActLoansDecide}
		rid := proposed(h, sup, "/admin/api/roles", map[string]any{"name": "underwriter", "title": "Underwriter", "permissions": perms, "reason": "Underwriting desk"})
		if _, found, _ := h.st.Operators().CustomRole(context.Background(), "underwriter"); found {
			t.Fatal("the role exists before the approval")
		}
		var view rolesView
		sup.get("/admin/api/roles").into(t, &view)
		if len(view.Pending) != 1 || len(view.Conflicts) == 0 || len(view.Builtin) != 4 {
			t.Fatalf("roles page %+v", view)
		}
		fields := []string{}
		for _, r := range view.Pending[0].Diff {
			fields = append(fields, r.Field+"="+r.After)
		}
		if got := strings.Join(fields, "|"); got != "Role=underwriter (new)|Title=Underwriter|Permission self=Yes|Permission loans.view=Yes|Permission loans.decide=Yes|Permission kyc.review=Yes" {
			t.Fatalf("diff %s", got)
		}
		if env := adm.post(reqPath(rid, "approve"), nil); env.Code != "0" {
			t.Fatalf("approve: %+v", env)
		}
		sup.get("/admin/api/roles").into(t, &view)
		if len(view.Custom) != 1 || view.Custom[0].Version != 1 || len(view.Custom[0].Permissions) != 4 {
			t.Fatalf("custom roles %+v", view.Custom)
		}

		uh := operatorsOn(h.harness, "underwriter")
		uw := uh.as("underwriter")
		var me operatorSession
		uw.get("/admin/api/me").into(t, &me)
		if got := fmt.Sprint(me.Permissions); got != "[self loans.view loans.decide kyc.review]" {
			t.Fatalf("who-am-I permissions %s", got)
		}
		allowed := map[admin.Action]bool{admin.ActSelf: true}
		for _, p := range perms {
			allowed[p] = true
		}
		for _, rt := range h.srv.adminRoutes() {
			if rt.Public || rt.Path == "/logout" {
				continue
			}
			path := adminPrefix + strings.NewReplacer("{id}", "999999", "{key}", "cs_contacts").Replace(rt.Path)
			var env envelope
			if rt.Method == "GET" {
				env = uw.getOrFile(path)
			} else {
				env = uw.post(path, map[string]any{})
			}
			switch {
			case allowed[rt.Action] && (env.Code == "forbidden" || env.Code == "401"):
				t.Errorf("%s %s (%s) refused: %s", rt.Method, rt.Path, rt.Action, env.Message)
			case !allowed[rt.Action] && env.Code != "forbidden":
				t.Errorf("%s %s (%s) allowed: %q", rt.Method, rt.Path, rt.Action, env.Code)
			}
		}
		// Without requests.check the role checks nothing, though it may read loans.
		rid = proposed(h, adm, "/admin/api/catalog/settings/"+admin.SettingContacts, map[string]any{"value": map[string]string{"email": "help@pautang.ph", "smWa": "0917 800 1234"}, "reason": "New line"})
		if env := uw.post(reqPath(rid, "approve"), nil); env.Code != "forbidden" {
			t.Fatalf("an underwriter approved: %+v", env)
		}
		// A compliance role holding requests.check checks it.
		sup.change("/admin/api/roles", map[string]any{"name": "compliance", "title": "Compliance", "permissions": []admin.Action{admin.ActRequestsView, admin.ActRequestsCheck, admin.ActAuditView}})
		ch := operatorsOn(h.harness, "compliance").as("compliance")
		if env := ch.post(reqPath(rid, "approve"), nil); env.Code != "0" {
			t.Fatalf("compliance approve: %+v", env)
		}
	})
}

// TestReceivingAccountWaitsForApproval: the account a bank transfer page shows is a setting:
// an admin's new account (bank, name, number; a bad number refused) waits for a supervisor,
// and the borrower's transfer page keeps the old account until the approval.
func TestReceivingAccountWaitsForApproval(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		rh := newRepayHarness(t, d)
		ah := withOperators(t, rh.harness)
		adm, sup := ah.as(admin.RoleAdmin), ah.as(admin.RoleSupervisor)
		o := rh.order(loans.StatusOverdue)
		env := rh.call("/gw/v3/loan-details/generate-vcode", rh.q, url.Values{"orderId": {itoa(o.ID)}, "productId": {itoa(o.ProductID)}, "amount": {"10000"}, "channelNumber": {"90006"}})
		var started struct {
			Reference string `json:"reference"`
		}
		env.into(t, &started)
		if started.Reference == "" {
			t.Fatalf("generate-vcode: %s %s", env.Code, env.Message)
		}
		account := func() payBankAccount {
			var d payDetailData
			rh.call("/gw/v3/repayment/pay-detail", rh.q, url.Values{"reference": {started.Reference}}).into(t, &d)
			if d.BankAccount == nil {
				t.Fatalf("no bank account on the transfer page: %+v", d)
			}
			return *d.BankAccount
		}
		if a := account(); a.Bank != "BDO Unibank" || a.AccountNumber != "0012 3456 7890" {
			t.Fatalf("default account %+v", a)
		}
		path := "/admin/api/catalog/settings/" + admin.SettingReceiving
		if env := adm.post(path, map[string]any{"value": map[string]string{"bank": "BPI", "accountNumber": "GCash 0917"}, "reason": "x"}); env.Code != "invalid_params" || !strings.Contains(env.Message, "digits") {
			t.Fatalf("bad number: %+v", env)
		}
		rid := proposed(ah, adm, path, map[string]any{"value": map[string]string{"bank": "BPI", "accountName": "Pautang Lending Corp.", "accountNumber": "9876 5432 10"}, "reason": "New collection account"})
		if a := account(); a.Bank != "BDO Unibank" {
			t.Fatalf("changed on proposal: %+v", a)
		}
		var inbox requestList
		sup.get("/admin/api/requests?status=pending").into(t, &inbox)
		if len(inbox.Requests) != 1 || fmt.Sprint(inbox.Requests[0].Diff) != "[{Receiving bank BDO Unibank BPI} {Receiving account name The company's name Pautang Lending Corp.} {Receiving account number 0012 3456 7890 9876 5432 10}]" {
			t.Fatalf("inbox %+v", inbox.Requests)
		}
		if env := sup.post(reqPath(rid, "approve"), nil); env.Code != "0" {
			t.Fatalf("approve: %+v", env)
		}
		if a := account(); a.Bank != "BPI" || a.AccountName != "Pautang Lending Corp." || a.AccountNumber != "9876 5432 10" {
			t.Fatalf("after approval %+v", a)
		}
	})
}
