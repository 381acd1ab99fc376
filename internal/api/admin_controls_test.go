package api

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/controls"
	"github.com/pautang/pautang/internal/gl"
	"github.com/pautang/pautang/internal/journal"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/payout"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// atomicCase is one four-eyes kind for TestFourEyesApprovalIsAtomic: how to propose it
// (returning the request id), the action's audit row, and a probe of the change it makes
// (equal before and after a broken approval).
type atomicCase struct {
	kind    admin.RequestKind
	action  string // the change's audit action
	entity  string // the audit row's entity id
	propose func(h *adminHarness) int64
	probe   func(h *adminHarness) string
	// rows are the diff rows' fields the checker must read (the diff view).
	rows []string
	// checker approves (an admin unless the maker is one).
	checker admin.Role
}

// proposed posts body to path as c and returns the request id.
func proposed(h *adminHarness, c *opClient, path string, body any) int64 {
	h.t.Helper()
	env := c.post(path, body)
	if env.Code != "0" {
		h.t.Fatalf("propose %s: %q (%s)", path, env.Code, env.Message)
	}
	var a proposeAnswer
	env.into(h.t, &a)
	if a.RequestID == 0 {
		h.t.Fatalf("propose %s: no request: %+v", path, a)
	}
	return a.RequestID
}

func (h *adminHarness) scalar(q string, args ...any) string {
	h.t.Helper()
	var s string
	if err := h.st.DB.QueryRowContext(context.Background(), q, args...).Scan(&s); err != nil {
		h.t.Fatal(err)
	}
	return s
}

func (h *adminHarness) requestStatus(id int64) (admin.RequestStatus, string) {
	h.t.Helper()
	r, err := h.st.Controls().RequestByID(context.Background(), id)
	if err != nil {
		h.t.Fatal(err)
	}
	return r.Status, r.Result
}

// atomicCases covers each kind whose approval commits a change of its own, on a fresh harness
// (the write-off after the restructure: a written-off loan cannot be restructured).
func atomicCases(h *adminHarness) []atomicCase {
	overdue := h.orderIn(180)
	od := strconv.FormatInt(overdue, 10)
	agent, adm, sup := h.as(admin.RoleAgent), h.as(admin.RoleAdmin), h.as(admin.RoleSupervisor)
	ctx := context.Background()
	pos, err := h.srv.lending().Position(ctx, overdue)
	if err != nil {
		h.t.Fatal(err)
	}
	h.srv.Cfg.WriteOffAfterDays = pos.Standing.DaysOverdue
	product := func() productView {
		var list productList
		adm.get("/admin/api/catalog/products").into(h.t, &list)
		return list.Products[0]
	}
	return []atomicCase{
		{kind: admin.KindWaiver, action: "order.waive", entity: od,
			propose: func(h *adminHarness) int64 {
				return proposed(h, agent, "/admin/api/orders/"+od+"/waive", map[string]any{"bucket": "penalty", "amount": 100, "reason": "Goodwill"})
			},
			probe: func(h *adminHarness) string { return fmt.Sprint(h.waivedSum(overdue)) },
			rows:  []string{"Penalty waived", "Penalty owed", "Total owed"}},
		{kind: admin.KindRestructure, action: "order.restructure_offer", entity: od,
			propose: func(h *adminHarness) int64 {
				return proposed(h, agent, "/admin/api/orders/"+od+"/restructure", map[string]any{"installments": 3, "termDays": 90, "reason": "Lost a job"})
			},
			probe: func(h *adminHarness) string {
				return h.scalar(`SELECT CAST(COUNT(*) AS TEXT) FROM restructures WHERE order_id = $1`, overdue)
			},
			rows: []string{"Installments", "Last due day", "Total to repay", "Late charges waived"}},
		{kind: admin.KindWriteOff, action: "order.writeoff", entity: od,
			propose: func(h *adminHarness) int64 {
				return proposed(h, agent, "/admin/api/orders/"+od+"/write-off", map[string]any{"reason": "Uncollectable"})
			},
			probe: func(h *adminHarness) string {
				n, _ := h.ledgerSum(overdue, "writeoff", "")
				return fmt.Sprint(n, h.scalar(`SELECT written_off_day FROM orders WHERE id = $1`, overdue))
			},
			rows: []string{"Written off", "Receivables", "Written-off claim (still owed by the borrower)"}},
		{kind: admin.KindProductChange, action: "product.update", checker: admin.RoleSupervisor,
			propose: func(h *adminHarness) int64 {
				p := product()
				p.Name = p.Name + " (new)"
				return proposed(h, adm, "/admin/api/catalog/products", p)
			},
			probe: func(h *adminHarness) string { return product().Name },
			rows:  []string{"Name"}},
		{kind: admin.KindRulesChange, action: "underwriting.update",
			propose: func(h *adminHarness) int64 {
				rules := loans.DefaultUnderwriting()
				rules.MaxOpenLoans = 3
				return proposed(h, sup, "/admin/api/catalog/underwriting", map[string]any{"rules": rules, "reason": "More loans"})
			},
			probe: func(h *adminHarness) string {
				v, err := h.st.Catalog().Underwriting(ctx)
				if err != nil {
					h.t.Fatal(err)
				}
				return fmt.Sprint(v.ID, v.Rules)
			},
			rows: []string{"Max open loans"}},
		{kind: admin.KindScorecard, action: "scorecard.update",
			propose: func(h *adminHarness) int64 {
				return proposed(h, sup, "/admin/api/catalog/scorecard", map[string]any{"card": affordabilityCard(), "reason": "Score new clients"})
			},
			probe: func(h *adminHarness) string {
				v, err := h.st.Catalog().Scorecard(ctx)
				if err != nil {
					h.t.Fatal(err)
				}
				return fmt.Sprint(v.ID, v.Card.BasePoints)
			},
			rows: []string{"Approve at", "Characteristic amount_to_income"}},
		{kind: admin.KindChartChange, action: "chart.update",
			propose: func(h *adminHarness) int64 {
				lines := journal.DefaultChart().Lines()
				for i := range lines {
					if lines[i].Role == journal.RoleInterestIncome {
						lines[i].Code = "4101"
					}
				}
				return proposed(h, sup, "/admin/api/finance/chart", chartBody{Accounts: lines, Reason: "Auditors"})
			},
			probe: func(h *adminHarness) string {
				c, err := h.st.Reports().Chart(ctx)
				if err != nil {
					h.t.Fatal(err)
				}
				return c.Version()
			},
			rows: []string{string(journal.RoleInterestIncome)}},
		{kind: admin.KindChargesPolicy, action: "charges_policy.update",
			propose: func(h *adminHarness) int64 {
				p := loans.DefaultChargesPolicy()
				p.TotalCostMaxBP = 8000
				return proposed(h, sup, "/admin/api/catalog/charges-policy", map[string]any{"policy": p, "reason": "80% at most"})
			},
			probe: func(h *adminHarness) string {
				v, err := h.st.Catalog().ChargesPolicy(ctx, loans.DefaultChargesPolicy())
				if err != nil {
					h.t.Fatal(err)
				}
				return fmt.Sprint(v.ID, v.Policy)
			},
			rows: []string{"Total cost max bp"}},
		{kind: admin.KindSettingChange, action: "setting.update", checker: admin.RoleSupervisor,
			propose: func(h *adminHarness) int64 {
				return proposed(h, adm, "/admin/api/catalog/settings/"+admin.SettingContacts, map[string]any{"value": map[string]string{"email": "help@pautang.ph", "smWa": "0917 555 1234"}, "reason": "New hotline"})
			},
			probe: func(h *adminHarness) string {
				v, _, _ := h.st.Catalog().CatalogSetting(ctx, admin.SettingContacts)
				return v
			},
			rows: []string{"Support e-mail", "Support telephone / WhatsApp"}},
		{kind: admin.KindChannelChange, action: "payment_channel.update", checker: admin.RoleSupervisor,
			propose: func(h *adminHarness) int64 {
				return proposed(h, adm, "/admin/api/catalog/channels/1", map[string]any{"name": "GCash", "enabled": true,
					"instructions": []map[string]any{{"title": "GCash app", "steps": []string{"Send to 0917 000 0000."}}}, "reason": "New wallet"})
			},
			probe: func(h *adminHarness) string {
				c, _ := h.st.Catalog().PaymentChannel(ctx, 1)
				return string(c.Instructions)
			},
			rows: []string{"Instructions 1: step 1"}},
		{kind: admin.KindLandingChange, action: "channel_template.create", checker: admin.RoleSupervisor,
			propose: func(h *adminHarness) int64 {
				return proposed(h, adm, "/admin/api/catalog/templates", map[string]any{"name": "Summer promo", "enabled": true,
					"settings": map[string]any{"links": map[string]string{"apply": "https://pautang.ph/apply"}}, "reason": "Campaign"})
			},
			probe: func(h *adminHarness) string {
				l, _ := h.st.Catalog().AdminChannelTemplates(ctx)
				return fmt.Sprint(len(l))
			},
			rows: []string{"Name", "Settings: links.apply"}},
		{kind: admin.KindMessageChange, action: "messages.template",
			propose: func(h *adminHarness) int64 {
				return proposed(h, sup, "/admin/api/messages/templates", map[string]any{"kind": "application_received", "lang": "en",
					"text": "Pautang: we received application {order}. We will text you our decision.", "reason": "Shorter"})
			},
			probe: func(h *adminHarness) string { l, _ := h.st.Catalog().MessageTemplateRows(ctx); return fmt.Sprint(l) },
			rows:  []string{"Message application_received (English)"}},
		{kind: admin.KindRoleChange, action: "role.create",
			propose: func(h *adminHarness) int64 {
				return proposed(h, sup, "/admin/api/roles", map[string]any{"name": "collector", "title": "Collector",
					"permissions": []admin.Action{admin.ActLoansView, admin.ActCollectionsWork}, "reason": "Collections desk"})
			},
			probe: func(h *adminHarness) string { l, _ := h.st.Operators().CustomRoles(ctx); return fmt.Sprint(l) },
			rows:  []string{"Role", "Permission collections.work"}},
	}
}

// TestFourEyesApprovalIsAtomic breaks an approval inside its transaction on both engines: a
// failure after the change and its audit row (the request's finish) leaves neither, and a
// failure of the audit row's insert leaves no change; each time the request ends failed with
// its request.failed row, and the inbox showed the kind's diff rows, not JSON. A third request
// then goes through whole.
func TestFourEyesApprovalIsAtomic(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newAdminHarness(t, d)
		injected := errors.New("injected failure")
		for _, tc := range atomicCases(h) {
			t.Run(string(tc.kind), func(t *testing.T) {
				checker := h.as(admin.RoleAdmin)
				if tc.checker != "" {
					checker = h.as(tc.checker)
				}
				before := tc.probe(h)
				for _, point := range []string{"request.finish:approved", "audit:" + tc.action} {
					rid := tc.propose(h)
					var list requestList
					checker.get("/admin/api/requests?status=pending").into(t, &list)
					var req admin.Request
					for _, r := range list.Requests {
						if r.ID == rid {
							req = r
						}
					}
					fields := []string{}
					for _, r := range req.Diff {
						fields = append(fields, r.Field)
						if r.Before == r.After || strings.HasPrefix(r.After, "{") {
							t.Fatalf("diff row %+v", r)
						}
					}
					for _, want := range tc.rows {
						if !strings.Contains(strings.Join(fields, "|"), want) {
							t.Fatalf("diff rows %v, want %q among them", req.Diff, want)
						}
					}
					h.st.Fault = func(p string) error {
						if p == point {
							return injected
						}
						return nil
					}
					env := checker.post(reqPath(rid, "approve"), nil)
					h.st.Fault = nil
					if env.Code == "0" {
						t.Fatalf("%s: approval with a failure at %s answered success", tc.kind, point)
					}
					if got := tc.probe(h); got != before {
						t.Fatalf("failure at %s: the change stayed (%s, was %s)", point, got, before)
					}
					if n := h.auditCountAction(tc.action); n != 0 {
						t.Fatalf("failure at %s: %d %s audit rows", point, n, tc.action)
					}
					if st, _ := h.requestStatus(rid); st != admin.RequestFailed {
						t.Fatalf("failure at %s: request %s", point, st)
					}
					if n := h.auditCount("request.failed", strconv.FormatInt(rid, 10)); n != 1 {
						t.Fatalf("failure at %s: %d request.failed rows", point, n)
					}
					// The approval itself rolled back with the change: the request went from
					// pending to failed, never approved.
					if n := h.auditCount("request.approve", strconv.FormatInt(rid, 10)); n != 0 {
						t.Fatalf("failure at %s: %d request.approve rows kept", point, n)
					}
				}
				rid := tc.propose(h)
				if env := checker.post(reqPath(rid, "approve"), nil); env.Code != "0" {
					t.Fatalf("approve: %q (%s)", env.Code, env.Message)
				}
				if tc.probe(h) == before || h.auditCountAction(tc.action) != 1 {
					t.Fatalf("approved: change %q (was %q), %d audit rows", tc.probe(h), before, h.auditCountAction(tc.action))
				}
				if st, res := h.requestStatus(rid); st != admin.RequestApproved || res == "" {
					t.Fatalf("approved request: %s %q", st, res)
				}
				if n := h.auditCount("request.approve", strconv.FormatInt(rid, 10)); n != 1 {
					t.Fatalf("approved request: %d request.approve rows", n)
				}
			})
		}
	})
}

func (h *adminHarness) auditCountAction(action string) int {
	var n int
	h.st.DB.QueryRowContext(context.Background(), `SELECT COUNT(*) FROM audit_log WHERE action = $1`, action).Scan(&n)
	return n
}

// TestFourEyesMoneyOutIsBookedBeforeTheGateway: a refund's approval books it (pending, its
// audit row and the request's result) in one transaction and calls the provider after the
// commit; a failure inside that transaction leaves no refund and no provider call; the
// provider's answer is audited where it is recorded (order.refund_outcome).
func TestFourEyesMoneyOutIsBookedBeforeTheGateway(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newAdminHarness(t, d)
		sb := payout.NewSandbox()
		calls := 0
		id := h.creditOrder(payout.Func(func(ctx context.Context, req payout.Request) (payout.Result, error) {
			calls++
			return sb.Disburse(ctx, req)
		}))
		idStr := strconv.FormatInt(id, 10)
		agent, sup := h.as(admin.RoleAgent), h.as(admin.RoleSupervisor)
		rid := proposed(h, agent, "/admin/api/orders/"+idStr+"/refund", map[string]any{"amount": 100000, "reason": "Overpaid"})
		var list requestList
		sup.get("/admin/api/requests?status=pending").into(t, &list)
		if len(list.Requests) != 1 || len(list.Requests[0].Diff) != 2 || list.Requests[0].Diff[0] != (admin.DiffRow{Field: "Refundable credit", Before: "PHP 5,000.00", After: "PHP 4,000.00"}) {
			t.Fatalf("refund diff: %+v", list.Requests)
		}
		h.st.Fault = func(p string) error {
			if p == "request.finish:approved" {
				return errors.New("injected")
			}
			return nil
		}
		env := sup.post(reqPath(rid, "approve"), nil)
		h.st.Fault = nil
		if env.Code == "0" || calls != 0 {
			t.Fatalf("broken booking: %q, %d provider calls", env.Code, calls)
		}
		if refunds, _ := h.st.Payments().OrderRefunds(context.Background(), id); len(refunds) != 0 || h.auditCount("order.refund", idStr) != 0 {
			t.Fatalf("a broken booking left %d refunds, %d audit rows", len(refunds), h.auditCount("order.refund", idStr))
		}
		rid = proposed(h, agent, "/admin/api/orders/"+idStr+"/refund", map[string]any{"amount": 100000, "reason": "Overpaid"})
		if env := sup.post(reqPath(rid, "approve"), nil); env.Code != "0" || calls != 1 {
			t.Fatalf("approve: %q (%s), %d calls", env.Code, env.Message, calls)
		}
		if h.auditCount("order.refund", idStr) != 1 || h.auditCount("order.refund_outcome", idStr) != 1 {
			t.Fatalf("audit rows: refund %d, outcome %d", h.auditCount("order.refund", idStr), h.auditCount("order.refund_outcome", idStr))
		}
		if st, res := h.requestStatus(rid); st != admin.RequestApproved || !strings.Contains(res, `"disbursed"`) {
			t.Fatalf("request after the provider paid: %s %s", st, res)
		}
	})
}

// TestEveryKindHasADiffView proposes each four-eyes kind through the API and reads its diff
// rows in the inbox (the kinds not covered by TestFourEyesApprovalIsAtomic and the refund test
// are here: cancel, account change, loan approval, transfer match).
func TestEveryKindHasADiffView(t *testing.T) {
	h := newAdminHarness(t, store.SQLite)
	agent, sup := h.as(admin.RoleAgent), h.as(admin.RoleSupervisor)
	seen := map[admin.RequestKind][]admin.DiffRow{}
	read := func() {
		var list requestList
		sup.get("/admin/api/requests").into(t, &list)
		for _, r := range list.Requests {
			seen[r.Kind] = r.Diff
		}
	}
	for _, tc := range atomicCases(h) {
		tc.propose(h)
	}
	approved := h.approvedOrder(1, true)
	proposed(h, agent, "/admin/api/orders/"+strconv.FormatInt(approved, 10)+"/cancel", map[string]any{"reason": "Duplicate application"})
	proposed(h, agent, "/admin/api/orders/"+strconv.FormatInt(approved, 10)+"/payout-account",
		map[string]any{"cardType": 2, "fields": map[string]string{"bankCode": "GCASH", "cardNo": "09171112222", "accountName": "Juan Dela Cruz", "birthday": "1992-06-12", "city": "National Capital Region (NCR)/Metro Manila/Quezon City"}, "reason": "Borrower called"})
	review := h.orderIn(21)
	h.srv.Cfg.FourEyesApproveAboveCents = 1
	env := agent.post("/admin/api/orders/"+strconv.FormatInt(review, 10)+"/decide", map[string]any{"approve": true, "reason": "Good payer"})
	var dec decideOutcome
	env.into(t, &dec)
	if env.Code != "0" || dec.RequestID == 0 {
		t.Fatalf("decide: %q (%s) %+v", env.Code, env.Message, dec)
	}
	today := loans.DateOf(h.clock.Now())
	proposed(h, agent, "/admin/api/finance/ledger/entries", controls.JournalEntryBody{Day: today.String(), Memo: "Bank charges of the month", Reason: "Bank statement",
		Lines: []gl.DraftLine{{Account: "6100", Side: gl.Debit, AmountCents: 15000}, {Account: "1000", Side: gl.Credit, AmountCents: 15000}}})
	books, err := h.st.Ledger().Books(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	posted := gl.Posting(gl.Draft{Memo: "Capital", Lines: []gl.DraftLine{{Account: "1000", Side: gl.Debit, AmountCents: 500}, {Account: "3000", Side: gl.Credit, AmountCents: 500}}}, today, books)
	var entryID int64
	if err := h.st.InTx(context.Background(), func(tx *store.Tx) error {
		entryID, err = tx.PostEntry(context.Background(), posted, admin.Entry{Action: "journal.post"})
		return err
	}); err != nil {
		t.Fatal(err)
	}
	proposed(h, agent, "/admin/api/finance/ledger/entries/"+strconv.FormatInt(entryID, 10)+"/reverse", controls.ReverseEntryBody{Reason: "Posted twice"})
	var months booksMonths
	sup.get("/admin/api/finance/months").into(t, &months)
	if !months.CanClose {
		t.Fatalf("no month to close: %+v", months)
	}
	proposed(h, sup, "/admin/api/finance/months/close", controls.MonthCloseBody{Month: months.Next, Reason: "Month-end close"})
	read()
	if rows := seen[admin.KindMonthClose]; len(rows) != 5 || !strings.HasPrefix(rows[0].After, months.Next+" closed (") ||
		rows[1].Field != "Journal entries" || !strings.HasPrefix(rows[2].After, "Debits PHP ") || !strings.Contains(rows[2].After, "= credits PHP ") ||
		len(rows[3].After) != 64 || !strings.Contains(rows[4].After, "as adjusting entries") {
		t.Errorf("month close diff: %+v", rows)
	}
	want := map[admin.RequestKind]string{
		admin.KindCancel:        "Status",
		admin.KindAccountChange: "Payout account",
		admin.KindLoanApproval:  "Status",
		admin.KindJournalEntry:  "Date",
		admin.KindJournalRevert: "Entry",
		admin.KindMonthClose:    "Month",
	}
	if rows := seen[admin.KindJournalEntry]; len(rows) != 5 || rows[2] != (admin.DiffRow{Field: "Line 1: 6100 Bank charges", Before: "—", After: "Debit PHP 150.00"}) ||
		rows[3].After != "Credit PHP 150.00" || rows[4].After != "Debits PHP 150.00 = credits PHP 150.00" {
		t.Errorf("journal entry diff: %+v", rows)
	}
	if rows := seen[admin.KindJournalRevert]; len(rows) != 5 || rows[2] != (admin.DiffRow{Field: "Line 1: 1000 Cash in bank", Before: "—", After: "Credit PHP 5.00"}) {
		t.Errorf("reversal diff: %+v", rows)
	}
	for k, field := range want {
		rows := seen[k]
		if len(rows) == 0 || rows[0].Field != field || rows[0].Before == rows[0].After {
			t.Errorf("%s diff: %+v", k, rows)
		}
	}
	if rows := seen[admin.KindAccountChange]; len(rows) > 0 && !strings.Contains(rows[0].After, "•••• 2222") {
		t.Errorf("account change shows %q", rows[0].After)
	}
	for _, k := range controls.Kinds() {
		if k.Kind == admin.KindTransferMatch || k.Kind == admin.KindRefund || k.Kind == admin.KindAMLHitClear || strings.HasPrefix(string(k.Kind), "operator_") {
			continue // TestAdminTransferDesk / TestFourEyesMoneyOutIsBookedBeforeTheGateway / TestScreeningHitClearedByTwoOperators / TestOperatorLifecycleFourEyes
		}
		if len(seen[k.Kind]) == 0 {
			t.Errorf("kind %s: no diff rows in the inbox", k.Kind)
		}
	}
}

// TestOperatorWritesAuditInTheirTransaction: a collections claim and a complaint reply write
// their audit row in the change's own transaction on both engines; a failing audit insert
// leaves no claim and no reply, and without the failure both rows are there once.
func TestOperatorWritesAuditInTheirTransaction(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newAdminHarness(t, d)
		ctx := context.Background()
		agent := h.as(admin.RoleAgent)
		failAt := func(point string) {
			h.st.Fault = func(p string) error {
				if p == point {
					return errors.New("injected")
				}
				return nil
			}
		}
		id := h.orderIn(int(loans.StatusOverdue))
		idStr := strconv.FormatInt(id, 10)
		claimed := func() string {
			return h.scalar(`SELECT CAST(COUNT(*) AS TEXT) FROM collection_cases WHERE order_id = $1 AND agent_id <> 0`, id)
		}
		failAt("audit:collections.claim")
		if env := agent.post("/admin/api/collections/"+idStr+"/claim", nil); env.Code == "0" || claimed() != "0" {
			t.Fatalf("claim with a failing audit row: %q, claimed %s", env.Code, claimed())
		}
		h.st.Fault = nil
		if env := agent.post("/admin/api/collections/"+idStr+"/claim", nil); env.Code != "0" || claimed() != "1" || h.auditCount("collections.claim", idStr) != 1 {
			t.Fatalf("claim: %q, claimed %s, %d audit rows", env.Code, claimed(), h.auditCount("collections.claim", idStr))
		}

		cid := h.scalar(`SELECT CAST(MIN(id) AS TEXT) FROM complaints`)
		replied := func() string { return h.scalar(`SELECT reply_text FROM complaints WHERE id = $1`, cid) }
		before := replied()
		failAt("audit:complaint.reply")
		if env := agent.post("/admin/api/complaints/"+cid+"/reply", map[string]any{"text": "We called the agency."}); env.Code == "0" || replied() != before {
			t.Fatalf("reply with a failing audit row: %q, reply %q", env.Code, replied())
		}
		h.st.Fault = nil
		if env := agent.post("/admin/api/complaints/"+cid+"/reply", map[string]any{"text": "We called the agency."}); env.Code != "0" || replied() != "We called the agency." {
			t.Fatalf("reply: %q (%s), reply %q", env.Code, env.Message, replied())
		}
		rows, err := h.st.AuditLog(ctx, store.AuditFilter{Entity: "complaint", EntityID: cid})
		if err != nil || len(rows) != 1 || !strings.Contains(string(rows[0].After.(json.RawMessage)), "We called the agency.") {
			t.Fatalf("complaint.reply rows: %+v %v", rows, err)
		}
	})
}
