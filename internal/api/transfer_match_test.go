package api

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"testing"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/payments"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// transferRef starts a bank-transfer repayment (InstaPay, channel 90006) of amount and submits
// the borrower's UTR for it.
func (rh *repayHarness) transferRef(o loans.Order, amount int64, utr string) string {
	rh.t.Helper()
	env := rh.call("/gw/v3/loan-details/generate-vcode", rh.q, url.Values{"orderId": {itoa(o.ID)}, "productId": {itoa(o.ProductID)},
		"amount": {itoa(amount)}, "channelNumber": {"90006"}})
	if env.Code != "00" {
		rh.t.Fatalf("generate-vcode: %+v", env)
	}
	var d struct {
		Reference string `json:"reference"`
	}
	env.into(rh.t, &d)
	if env := rh.call("/gw/v3/repayment/utr-submit", rh.q, url.Values{"reference": {d.Reference}, "utr": {utr}}); env.Code != "00" {
		rh.t.Fatalf("utr-submit: %+v", env)
	}
	return d.Reference
}

func ledgerPaid(rows []loans.Entry) int64 {
	var paid int64
	for _, r := range rows {
		if r.Kind == loans.KindPayment {
			paid -= r.AmountCents
		}
	}
	return paid
}

// TestOperatorMatchesTransfer: an operator's match of a statement line books the transfer
// once; the same UTR again is refused; the gateway's later report of the same transfer books
// nothing more (one ledger ref per UTR), whichever of the two comes first.
func TestOperatorMatchesTransfer(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		rh := newRepayHarness(t, d)
		ctx := context.Background()
		o := rh.order(loans.StatusDue)
		st, _ := rh.position(o.ID)
		part := st.PayoffCents / 2
		ref := rh.transferRef(o, part, "ip2026abc123")

		outcome, err := rh.srv.Repay.MatchTransfer(ctx, ref, "IP2026ABC123", part, 1, nil)
		if err != nil || outcome != payments.OutcomeApplied {
			t.Fatalf("match: %q %v", outcome, err)
		}
		paid := ledgerPaid(rh.ledger(o.ID))
		if paid != part {
			t.Fatalf("ledger paid %d, want %d", paid, part)
		}
		if _, err := rh.srv.Repay.MatchTransfer(ctx, ref, "IP2026ABC123", part, 1, nil); !errors.Is(err, payments.ErrUTRMatched) {
			t.Fatalf("second match: %v, want ErrUTRMatched", err)
		}
		ev, err := rh.srv.PaySandbox.Pay(ctx, ref, part, "IP2026ABC123")
		if err != nil {
			t.Fatal(err)
		}
		payload, _ := json.Marshal(ev)
		if outcome, err := rh.srv.Repay.ApplyEvent(ctx, ev, payload); err != nil || outcome != payments.OutcomeBooked {
			t.Fatalf("gateway report after the match: %q %v, want %q", outcome, err, payments.OutcomeBooked)
		}
		if got := ledgerPaid(rh.ledger(o.ID)); got != paid {
			t.Fatalf("ledger paid %d after the gateway's report, want %d", got, paid)
		}
		rp, _ := rh.st.Payments().RepaymentByReference(ctx, ref)
		if rp.PaidCents != part || rp.Status != payments.StatusSucceeded {
			t.Fatalf("repayment %+v", rp)
		}

		// The other order: the gateway reports first, then the operator's match is refused.
		ref2 := rh.transferRef(o, part, "PN2026XYZ999")
		ev2, err := rh.srv.PaySandbox.Pay(ctx, ref2, part, "PN2026XYZ999")
		if err != nil {
			t.Fatal(err)
		}
		p2, _ := json.Marshal(ev2)
		if outcome, err := rh.srv.Repay.ApplyEvent(ctx, ev2, p2); err != nil || outcome != payments.OutcomeApplied {
			t.Fatalf("gateway report: %q %v", outcome, err)
		}
		if _, err := rh.srv.Repay.MatchTransfer(ctx, ref2, "PN2026XYZ999", part, 1, nil); !errors.Is(err, payments.ErrUTRBooked) {
			t.Fatalf("match after the report: %v, want ErrUTRBooked", err)
		}
		if got := ledgerPaid(rh.ledger(o.ID)); got != 2*part {
			t.Fatalf("ledger paid %d, want %d", got, 2*part)
		}
	})
}

func TestOperatorMatchValidation(t *testing.T) {
	rh := newRepayHarness(t, store.SQLite)
	ctx := context.Background()
	o := rh.order(loans.StatusDue)
	ref := rh.transferRef(o, 10000, "IP2026VAL001")
	for name, tc := range map[string]struct {
		ref, utr string
		amount   int64
	}{
		"short UTR":      {ref, "AB1", 10000},
		"UTR with space": {ref, "IP2026 VAL001", 10000},
		"no amount":      {ref, "IP2026VAL001", 0},
		"unknown ref":    {"RPNOPE", "IP2026VAL001", 10000},
	} {
		if _, err := rh.srv.Repay.MatchTransfer(ctx, tc.ref, tc.utr, tc.amount, 1, nil); err == nil || apperr.CodeOf(err) == "" {
			t.Errorf("%s: got %v, want a coded error", name, err)
		}
	}
	if got := ledgerPaid(rh.ledger(o.ID)); got != 0 {
		t.Fatalf("a refused match booked %d", got)
	}
}

// TestAdminTransferDesk: an agent lists the pending transfer and matches it through the back
// office API; the match is audited; a viewer may list but not match.
func TestAdminTransferDesk(t *testing.T) {
	rh := newRepayHarness(t, store.SQLite)
	ah := operatorsOn(rh.harness, admin.RoleViewer, admin.RoleAgent, admin.RoleSupervisor)
	o := rh.order(loans.StatusDue)
	ref := rh.transferRef(o, 25000, "IP2026DESK01")
	agent, viewer := ah.as(admin.RoleAgent), ah.as(admin.RoleViewer)

	var list struct {
		Transfers []struct {
			Reference string `json:"reference"`
			UTR       string `json:"utr"`
			Status    string `json:"status"`
		} `json:"transfers"`
	}
	viewer.get("/admin/api/transfers").into(t, &list)
	if len(list.Transfers) == 0 || list.Transfers[0].Reference != ref || list.Transfers[0].UTR != "IP2026DESK01" {
		t.Fatalf("pending transfers = %+v", list.Transfers)
	}
	body := map[string]any{"reference": ref, "utr": "IP2026DESK01", "amount": 25000, "reason": "Line 12 of today's BPI statement"}
	if env := viewer.post("/admin/api/transfers/match", body); env.Code != "forbidden" {
		t.Fatalf("viewer match: %s", env.Code)
	}
	// Four eyes: the agent's match waits for a second operator; nothing is booked meanwhile.
	env := agent.post("/admin/api/transfers/match", body)
	if env.Code != "0" {
		t.Fatalf("agent match: %s %s", env.Code, env.Message)
	}
	var sent proposeAnswer
	env.into(t, &sent)
	if got := ledgerPaid(rh.ledger(o.ID)); got != 0 || sent.Status != admin.RequestPending {
		t.Fatalf("a proposed match booked %d (%+v)", got, sent)
	}
	if env := agent.post(reqPath(sent.RequestID, "approve"), nil); env.Code != admin.CodeRequestOwn {
		t.Fatalf("maker approving own match: %s", env.Code)
	}
	// The checker reads what the match changes (the diff view), not the payload.
	var inbox requestList
	agent.get("/admin/api/requests?status=pending").into(t, &inbox)
	if len(inbox.Requests) != 1 || fmt.Sprint(inbox.Requests[0].Diff) != "[{Transfer status pending succeeded} {Money received PHP 0.00 PHP 250.00} {UTR IP2026DESK01 (declared by the borrower) IP2026DESK01 (on the statement)}]" {
		t.Fatalf("transfer match diff: %+v", inbox.Requests)
	}
	if env := ah.as(admin.RoleSupervisor).post(reqPath(sent.RequestID, "approve"), nil); env.Code != "0" {
		t.Fatalf("checker approving: %s %s", env.Code, env.Message)
	}
	if n := ah.auditCount("repayment.match", ref); n != 1 {
		t.Fatalf("audit rows %d, want 1", n)
	}
	if got := ledgerPaid(rh.ledger(o.ID)); got != 25000 {
		t.Fatalf("ledger paid %d", got)
	}
	viewer.get("/admin/api/transfers").into(t, &list)
	for _, tr := range list.Transfers {
		if tr.Reference == ref {
			t.Fatalf("matched transfer still pending: %+v", tr)
		}
	}
}
