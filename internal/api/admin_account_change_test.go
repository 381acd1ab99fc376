package api

import (
	"context"
	"strconv"
	"strings"
	"testing"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// TestAdminAccountChange changes a borrower's payout account at their request under four eyes
// on both engines: the form is validated like the borrower's, the number is sealed when
// proposed and never shown (inbox, audit), and the supervisor's approval binds it as the
// payout account; the vault opens it back to the number given.
func TestAdminAccountChange(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newAdminHarness(t, d)
		ctx := context.Background()
		vault := h.srv.BankVault // the harness's: it also seals the operators' TOTP keys
		id := h.orderIn(151)
		o, err := h.st.Loans().LoanOrderByID(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		path := "/admin/api/orders/" + strconv.FormatInt(id, 10) + "/payout-account"
		agent, sup := h.as(admin.RoleAgent), h.as(admin.RoleSupervisor)
		fields := map[string]string{"bankCode": "GCASH", "cardNo": "09171239876", "accountName": "Juan Dela Cruz", "birthday": "1992-06-12",
			"city": "National Capital Region (NCR)/Metro Manila/Quezon City"}
		bad := map[string]string{"bankCode": "GCASH", "cardNo": "12", "accountName": "Juan Dela Cruz"}
		if env := agent.post(path, map[string]any{"cardType": 2, "fields": bad, "reason": "Borrower called"}); env.Code != CodeBankInvalid {
			t.Fatalf("bad number: %q (%s)", env.Code, env.Message)
		}
		if env := agent.post(path, map[string]any{"cardType": 2, "fields": fields, "reason": "Borrower called from the registered number"}); env.Code != "0" {
			t.Fatalf("propose: %q (%s)", env.Code, env.Message)
		}
		var list requestList
		sup.get("/admin/api/requests?status=pending").into(t, &list)
		if len(list.Requests) != 1 || list.Requests[0].Kind != admin.KindAccountChange {
			t.Fatalf("inbox: %+v", list)
		}
		shown := string(list.Requests[0].Payload)
		if strings.Contains(shown, "sealed") || strings.Contains(shown, "09171239876") || !strings.Contains(shown, "9876") {
			t.Fatalf("the inbox shows %s", shown)
		}
		var audit string
		h.st.DB.QueryRowContext(ctx, `SELECT after_json FROM audit_log WHERE action = 'request.create' ORDER BY id DESC LIMIT 1`).Scan(&audit)
		if strings.Contains(audit, "sealed") || strings.Contains(audit, "09171239876") {
			t.Fatalf("the audit row shows %s", audit)
		}
		if env := sup.post(reqPath(list.Requests[0].ID, "approve"), nil); env.Code != "0" {
			t.Fatalf("approve: %q (%s)", env.Code, env.Message)
		}
		accs, err := h.st.Banking().BankAccounts(ctx, o.UserID)
		if err != nil || len(accs) == 0 {
			t.Fatalf("accounts: %+v %v", accs, err)
		}
		if a := accs[0]; !a.IsDefault || a.BankCode != "GCASH" || a.Last4 != "9876" {
			t.Fatalf("payout account: %+v", a)
		}
		if n, err := vault.Open(o.UserID, accs[0].Cipher); err != nil || n != "09171239876" {
			t.Fatalf("the sealed number opens to %q (%v)", n, err)
		}
		if n := h.auditCount("borrower.account_change", strconv.FormatInt(id, 10)); n != 1 {
			t.Fatalf("borrower.account_change audit rows: %d", n)
		}
	})
}
