package api

import (
	"fmt"
	"testing"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// TestAdminStatementImport: a statement's lines are matched to the waiting transfers by the
// declared UTR or by our reference in the line, to the centavo; a preview books nothing; the
// import books the pairs once (audited), lists the line and the transfer left over, and a
// second import of the same file books nothing more. A viewer may not import.
func TestAdminStatementImport(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		rh := newRepayHarness(t, d)
		ah := operatorsOn(rh.harness, admin.RoleViewer, admin.RoleAgent, admin.RoleSupervisor)
		o := rh.order(loans.StatusDue)
		byUTR := rh.transferRef(o, 25000, "IP2026STM001")
		byRef := rh.transferRef(o, 13050, "IPWRONG0001") // the borrower typed a wrong UTR
		missing := rh.transferRef(o, 9900, "IP2026STM003")
		csv := "Date,Description,Reference No,Credit\n" +
			"2026-11-20,INSTAPAY FROM JUAN,ip2026stm001,250.00\n" +
			fmt.Sprintf("2026-11-20,INSTAPAY NOTE %s,IP2026STM002,130.50\n", byRef) +
			"2026-11-21,UNKNOWN SENDER,IP2026STM004,500.00\n" +
			"2026-11-21,FEES,BANKFEE01,(15.00)\n"
		agent, viewer := ah.as(admin.RoleAgent), ah.as(admin.RoleViewer)
		send := func(c *opClient, query string) envelope {
			_, env := ah.send("POST", "/admin/api/transfers/statement"+query, []byte(csv), c.cookie, c.csrf, "text/csv")
			return env
		}
		if env := send(viewer, ""); env.Code != "forbidden" {
			t.Fatalf("viewer import: %s", env.Code)
		}
		type result struct {
			Lines   int `json:"lines"`
			Matched []struct {
				By        string `json:"by"`
				Outcome   string `json:"outcome"`
				RequestID int64  `json:"requestId"`
				Error     string `json:"error"`
				Transfer  struct {
					Reference string `json:"reference"`
				} `json:"transfer"`
			} `json:"matched"`
			UnmatchedLines     []struct{ UTR string } `json:"unmatchedLines"`
			UnmatchedTransfers []struct {
				Reference string `json:"reference"`
			} `json:"unmatchedTransfers"`
		}
		var preview result
		send(agent, "?dryRun=1").into(t, &preview)
		if preview.Lines != 3 || len(preview.Matched) != 2 || ledgerPaid(rh.ledger(o.ID)) != 0 {
			t.Fatalf("preview %+v booked %d", preview, ledgerPaid(rh.ledger(o.ID)))
		}
		var res result
		send(agent, "").into(t, &res)
		by := map[string]string{}
		sup := ah.as(admin.RoleSupervisor)
		for _, m := range res.Matched {
			if m.Error != "" || m.Outcome != "sent_for_approval" || m.RequestID == 0 {
				t.Fatalf("match %+v", m)
			}
			by[m.Transfer.Reference] = m.By
		}
		// Four eyes: nothing is booked until another operator approves each match.
		if got := ledgerPaid(rh.ledger(o.ID)); got != 0 {
			t.Fatalf("booked %d before approval", got)
		}
		for _, m := range res.Matched {
			if env := agent.post(reqPath(m.RequestID, "approve"), nil); env.Code != admin.CodeRequestOwn {
				t.Fatalf("importer approving: %q", env.Code)
			}
			if env := sup.post(reqPath(m.RequestID, "approve"), nil); env.Code != "0" {
				t.Fatalf("approve %+v: %+v", m, env)
			}
		}
		if by[byUTR] != "utr" || by[byRef] != "reference" || len(by) != 2 {
			t.Fatalf("pairs %v", by)
		}
		if len(res.UnmatchedLines) != 1 || res.UnmatchedLines[0].UTR != "IP2026STM004" || len(res.UnmatchedTransfers) != 1 || res.UnmatchedTransfers[0].Reference != missing {
			t.Fatalf("left over: %+v %+v", res.UnmatchedLines, res.UnmatchedTransfers)
		}
		if got := ledgerPaid(rh.ledger(o.ID)); got != 25000+13050 {
			t.Fatalf("ledger paid %d", got)
		}
		if ah.auditCount("repayment.match", byUTR) != 1 || ah.auditCount("repayment.match", byRef) != 1 {
			t.Fatal("matches not audited")
		}
		var again result
		send(agent, "").into(t, &again)
		if len(again.Matched) != 0 || len(again.UnmatchedLines) != 3 || ledgerPaid(rh.ledger(o.ID)) != 25000+13050 {
			t.Fatalf("second import %+v, ledger %d", again, ledgerPaid(rh.ledger(o.ID)))
		}
		_, env := ah.send("POST", "/admin/api/transfers/statement", []byte("Date,Amount\n2026-11-20,5\n"), agent.cookie, agent.csrf, "text/csv")
		if env.Code != "admin_statement_invalid" {
			t.Fatalf("a statement without a reference column: %+v", env)
		}
	})
}
